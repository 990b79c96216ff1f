package engine.studies;

import engine.api.kernel.SelectionException;
import engine.launcher.exit.ExitCodes;
import engine.launcher.exit.InputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** `java -jar engine-studies.jar study FILE ...`: quirk impact studies on Apache Beam (docs/studies.md). */
@Command(name = "engine-studies", mixinStandardHelpOptions = true, version = "engine studies 0.1.0",
        description = "Quirk impact studies: many proven A/Bs over scene variants, as an Apache Beam pipeline.",
        subcommands = {StudyCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n")
public final class Main implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code (for tests). */
    public static int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        // the launcher's table, less the codes a study never exits with (it starts no framework)
        cl.getCommandSpec().usageMessage().exitCodeList(ExitCodes.helpSection(ExitCodes.OK, ExitCodes.FAILURE,
                ExitCodes.USAGE, ExitCodes.BAD_INPUT, ExitCodes.SELECTION));
        cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            Throwable e = StudyCommand.unwrap(ex);
            cmd.getErr().println("error: " + e.getMessage());
            if (e instanceof InputException) {
                return ExitCodes.BAD_INPUT;
            }
            if (e instanceof SelectionException) {
                return ExitCodes.SELECTION;
            }
            e.printStackTrace(cmd.getErr());
            return ExitCodes.FAILURE;
        });
        return cl.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
