package engine.launcher.exit;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The launcher's exit codes and what each means: the one table the help text ({@link #helpSection}) and the docs'
 * lists (checked by ExitCodesDocsTest) are taken from.
 */
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
    /** 6: `oracle --check`: an expectation did not hold or a request of the trace got an error. */
    public static final int CHECK_FAILED = 6;

    /** Each code's meaning as the help text and the docs give it, in code order. */
    private static final Map<Integer, String> MEANINGS = new LinkedHashMap<>();

    static {
        MEANINGS.put(OK, "success");
        MEANINGS.put(FAILURE, "unexpected failure");
        MEANINGS.put(USAGE, "usage error");
        MEANINGS.put(BAD_INPUT, "invalid input file or request");
        MEANINGS.put(SELECTION, "profile cannot be resolved");
        MEANINGS.put(HOST, "framework, bundle or plugin failed");
        MEANINGS.put(CHECK_FAILED, "an oracle check found a divergence");
    }

    private ExitCodes() {
    }

    /** What code means, as the help text says it; throws for a code the launcher never exits with. */
    public static String meaning(int code) {
        String m = MEANINGS.get(code);
        if (m == null) {
            throw new IllegalArgumentException("no exit code " + code);
        }
        return m;
    }

    /** Every code the launcher exits with, ascending. */
    public static int[] all() {
        return MEANINGS.keySet().stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The help section's rows for codes (all when none are given), code to meaning in the given order: what picocli's
     * {@code UsageMessageSpec.exitCodeList} takes.
     */
    public static Map<String, String> helpSection(int... codes) {
        Map<String, String> rows = new LinkedHashMap<>();
        for (int c : codes.length == 0 ? all() : codes) {
            rows.put(Integer.toString(c), meaning(c));
        }
        return rows;
    }
}
