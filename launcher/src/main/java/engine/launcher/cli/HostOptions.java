package engine.launcher.cli;

import engine.api.selection.Profile;
import engine.launcher.scenario.Profiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of every command that boots the framework: plugins to install and the profile to select with. */
public final class HostOptions {

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<Path> plugins = new ArrayList<>();

    @Option(names = "--profile", paramLabel = "P",
            description = "a provider id used everywhere (faithful, fixed, a plugin's) or a JSON profile file: {\"default\": id, \"slots\": {slot: id or {\"provider\": id, "
                    + "\"corrections\": {QUIRK_ID: true|false}}}, \"floatModel\": \"ieee\"|\"ps2\", "
                    + "\"disabledCorrections\": [QUIRK_ID...]} (default: faithful everywhere)")
    String profile;

    /** The profile named by --profile (a file or a provider id, as run and ab take it), or the default profile. */
    Profile profile() {
        return Profiles.named(profile);
    }
}
