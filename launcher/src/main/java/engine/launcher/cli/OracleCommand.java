package engine.launcher.cli;

import engine.launcher.InputException;
import engine.launcher.host.FrameworkHost;
import engine.launcher.oracle.OracleServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** `oracle`: serves JSON requests, one per line, from stdin (or a file) to stdout. */
@Command(name = "oracle", mixinStandardHelpOptions = true,
        description = "Answer spec-function calls: one JSON request per line on stdin, one JSON response per line on "
                + "stdout. {\"call\":\"describe\"} lists every function. See docs/oracle.md.")
public final class OracleCommand implements Callable<Integer> {

    @Mixin
    HostOptions host;

    @Option(names = "--input", paramLabel = "FILE", description = "read requests from FILE instead of stdin")
    Path input;

    @Option(names = "--strict", description = "exit with code 3 when any request got an error response")
    boolean strict;

    @Override
    public Integer call() throws IOException {
        try (FrameworkHost fw = FrameworkHost.start(host.plugins);
             BufferedReader in = reader()) {
            OracleServer server = new OracleServer(fw.kernelProviders());
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            int errors = server.serve(in, out);
            out.flush();
            return strict && errors > 0 ? 3 : 0;
        }
    }

    private BufferedReader reader() throws IOException {
        if (input == null) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        if (!Files.isRegularFile(input)) {
            throw new InputException(input + ": no such request file");
        }
        return Files.newBufferedReader(input, StandardCharsets.UTF_8);
    }
}
