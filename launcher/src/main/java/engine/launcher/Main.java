package engine.launcher;

import engine.api.kernel.SelectionException;
import engine.meshio.MeshFormatException;
import engine.launcher.cli.AbCommand;
import engine.launcher.cli.DemoCommand;
import engine.launcher.cli.KernelsCommand;
import engine.launcher.cli.MeshCommand;
import engine.launcher.cli.Names;
import engine.launcher.cli.OracleCommand;
import engine.launcher.cli.QuirksCommand;
import engine.launcher.cli.RunCommand;
import engine.launcher.cli.StudyHintCommand;
import engine.launcher.exit.ExitCodes;
import engine.launcher.exit.InputException;
import engine.launcher.host.HostException;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** The engine's command line: `java -jar engine-launcher.jar COMMAND ...`. */
@Command(name = "engine", mixinStandardHelpOptions = true, version = "engine launcher 0.1.0",
        description = "A faithful physics engine: scenarios run and compared under profiles, kernels, quirks, "
                + "collision meshes and the oracle.",
        subcommands = {DemoCommand.class, RunCommand.class, AbCommand.class, KernelsCommand.class, QuirksCommand.class,
                MeshCommand.class, OracleCommand.class, StudyHintCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n")
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (for tests and embedding). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The configured command line, with the launcher's exit codes for each kind of failure. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        // the help's list is the table's, so the codes and their meanings are written once (ExitCodes)
        cl.getCommandSpec().usageMessage().exitCodeList(ExitCodes.helpSection());
        // A usage error echoes the argument it could not use: escaped, as every echo of user input is.
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            cmd.getErr().println(Names.printable(String.valueOf(ex.getMessage())));
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, cmd.getErr())) {
                cmd.usage(cmd.getErr());
            }
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            cmd.getErr().println("error: " + Names.printable(String.valueOf(ex.getMessage())));
            if (ex instanceof InputException || ex instanceof MeshFormatException) {
                return ExitCodes.BAD_INPUT;
            }
            if (ex instanceof SelectionException) {
                return ExitCodes.SELECTION;
            }
            if (ex instanceof HostException) {
                return ExitCodes.HOST;
            }
            ex.printStackTrace(cmd.getErr());
            return ExitCodes.FAILURE;
        });
        return cl;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
