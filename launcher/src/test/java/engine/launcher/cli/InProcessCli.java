package engine.launcher.cli;

import engine.launcher.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** The launcher's command line run in this JVM, as the jar runs it, with its output and errors captured. */
final class InProcessCli {
    private InProcessCli() {
    }

    /** Runs args; what the command prints goes to out and err; returns its exit code. */
    static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }
}
