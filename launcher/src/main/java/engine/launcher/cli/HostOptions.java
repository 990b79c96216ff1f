package engine.launcher.cli;

import engine.api.selection.Profile;
import engine.launcher.profile.ProfileReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of every command that boots the framework: plugins to install and the profile to select with. */
public final class HostOptions {

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<Path> plugins = new ArrayList<>();

    @Option(names = "--profile", paramLabel = "FILE",
            description = "a JSON profile: {\"default\": id, \"slots\": {slot: id or {\"provider\": id, "
                    + "\"corrections\": {QUIRK_ID: true|false}}}, \"floatModel\": \"ieee\"|\"ps2\", "
                    + "\"disabledCorrections\": [QUIRK_ID...]} (default: faithful everywhere)")
    Path profile;

    /** The profile named by --profile, or the default profile. */
    Profile profile() {
        return profile == null ? Profile.DEFAULT : ProfileReader.read(profile);
    }
}
