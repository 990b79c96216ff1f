package engine.launcher.cli;

/** Names from input files made safe for a terminal: control characters are shown as \\uXXXX escapes. */
public final class Names {
    private Names() {
    }

    /** s with every ISO control character (and DEL) escaped. */
    public static String printable(String s) {
        StringBuilder b = null;
        for (int k = 0; k < s.length(); k++) {
            char ch = s.charAt(k);
            if (Character.isISOControl(ch)) {
                if (b == null) {
                    b = new StringBuilder(s.length() + 8).append(s, 0, k);
                }
                b.append(String.format("\\u%04x", (int) ch));
            } else if (b != null) {
                b.append(ch);
            }
        }
        return b == null ? s : b.toString();
    }
}
