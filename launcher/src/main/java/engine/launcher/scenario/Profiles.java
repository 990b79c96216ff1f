package engine.launcher.scenario;

import engine.api.selection.Profile;
import engine.launcher.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;

/** A profile named on the command line: a profile file, else a provider id used everywhere ("faithful", "fixed"). */
public final class Profiles {

    private Profiles() {
    }

    /** The profile arg names (null: faithful everywhere). */
    public static Profile named(String arg) {
        if (arg == null) {
            return Profile.DEFAULT;
        }
        Path p = Path.of(arg);
        if (Files.exists(p)) {
            return ProfileReader.read(p);
        }
        if (!arg.matches("[a-z][a-z0-9._-]*")) {
            throw new engine.launcher.exit.InputException("--profile " + arg + ": no such file, and not a provider id");
        }
        return Profile.of(arg);
    }
}
