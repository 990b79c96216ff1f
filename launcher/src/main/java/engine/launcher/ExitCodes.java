package engine.launcher;

/** The launcher's exit codes. */
public final class ExitCodes {
    /** 0: success. */
    public static final int OK = 0;
    /** 1: an unexpected failure (a bug: the message and stack trace say where). */
    public static final int FAILURE = 1;
    /** 2: a usage error (unknown command or option, missing parameter). */
    public static final int USAGE = 2;
    /** 3: an input file or request is invalid (names the file, record and field). */
    public static final int BAD_INPUT = 3;
    /** 4: a profile cannot be resolved (unknown slot or provider, slot without provider). */
    public static final int SELECTION = 4;
    /** 5: the OSGi framework, a bundle or a plugin could not be started. */
    public static final int HOST = 5;

    private ExitCodes() {
    }
}
