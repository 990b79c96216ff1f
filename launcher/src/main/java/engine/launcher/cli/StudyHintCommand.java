package engine.launcher.cli;

import engine.launcher.exit.ExitCodes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * `study`: studies run on Apache Beam with the engine on a plain classpath, from their own jar (engine.studies), not
 * inside the Felix launcher; this command says how.
 */
@Command(name = "study", description = "Quirk impact studies run from their own jar: java -jar "
        + "engine.studies/target/engine-studies.jar study FILE (docs/studies.md).")
public final class StudyHintCommand implements Callable<Integer> {

    @Unmatched
    List<String> args = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("study runs on Apache Beam from its own jar, not inside the launcher:\n"
                + "  java -jar engine.studies/target/engine-studies.jar study " + String.join(" ", args)
                + "\n(build it with mvn -pl engine.studies -am package; see docs/studies.md)");
        spec.commandLine().getErr().flush();
        return ExitCodes.USAGE;
    }
}
