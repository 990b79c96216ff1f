package engine.launcher.source;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads quirk tags and reports from source lines: a tag is {@code PREFIX-KIND(ID)} in a comment, PREFIX being the
 * entry's {@link Quirk#origin()} and KIND its {@link QuirkKind}; a report is a {@code fired(...)} call. Collects
 * what is wrong (unknown id, wrong kind or prefix, a tag without id or prefix, a report with no tag near it) and
 * which entries are tagged and reported.
 */
final class QuirkTags {
    /** A report's tag must be at most this many lines above it... */
    static final int ABOVE = 6;
    /** ...or this many below. */
    static final int BELOW = 2;

    private static final String KINDS = "BUG|LIMIT|UNCHECKED|DESIGN|RECONSTRUCTED";
    private static final Pattern TAG = Pattern.compile("\\b([A-Z0-9]+)-([A-Z]+)\\(([A-Z][A-Z0-9_]*)\\)");
    /** A prefixed kind with no id after it ("PS2-LIMIT: ..."). */
    private static final Pattern NO_ID = Pattern.compile("\\b(PS2|CLIENT)-(" + KINDS + ")\\b(?!\\()");
    /** A kind and a catalogue id with no prefix ("RECONSTRUCTED(FH_LADDER_GRAB)"). */
    private static final Pattern NO_PREFIX = Pattern.compile("(?<![-\\w])(" + KINDS + ")\\(([A-Z][A-Z0-9_]*)\\)");
    private static final Pattern FIRED = Pattern.compile("\\bfired\\(([^()]*)\\)");
    private static final Pattern LITERAL = Pattern.compile("(?:Quirk\\.)?([A-Z][A-Z0-9_]*)");
    private static final Set<String> PREFIXES = Set.of("PS2", "CLIENT");
    private static final Set<String> KIND_NAMES = Set.of(KINDS.split("\\|"));

    /** One thing wrong, at file:line. */
    record Problem(String file, int line, String what) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + what;
        }
    }

    private final List<Problem> problems = new ArrayList<>();
    private final EnumSet<Quirk> tagged = EnumSet.noneOf(Quirk.class);
    private final EnumSet<Quirk> reported = EnumSet.noneOf(Quirk.class);
    private int tags;
    private int reports;

    /** Reads one file's lines. */
    void scan(String file, List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String comment = comment(line);
            if (comment != null) {
                checkTags(file, i + 1, comment);
            }
            String code = comment == null ? line : line.substring(0, line.length() - comment.length());
            Matcher f = FIRED.matcher(code);
            while (f.find()) {
                checkReport(file, i, lines, f.group(1).strip());
            }
        }
    }

    private void checkTags(String file, int line, String comment) {
        Matcher t = TAG.matcher(comment);
        while (t.find()) {
            String prefix = t.group(1);
            String kind = t.group(2);
            String id = t.group(3);
            if (!PREFIXES.contains(prefix) || !KIND_NAMES.contains(kind)) {
                continue;
            }
            tags++;
            Quirk q = Quirk.byId(id);
            if (q == null) {
                problems.add(new Problem(file, line, t.group() + ": no catalogue entry " + id));
                continue;
            }
            tagged.add(q);
            if (!q.tag().equals(t.group())) {
                problems.add(new Problem(file, line, t.group() + ": the catalogue says " + q.tag()));
            }
        }
        Matcher n = NO_ID.matcher(comment);
        while (n.find()) {
            problems.add(new Problem(file, line, n.group() + " names no id"));
        }
        Matcher p = NO_PREFIX.matcher(comment);
        while (p.find()) {
            Quirk q = Quirk.byId(p.group(2));
            if (q != null) {
                problems.add(new Problem(file, line, p.group() + " has no prefix: write " + q.tag()));
            }
        }
    }

    private void checkReport(String file, int at, List<String> lines, String arg) {
        if (arg.isEmpty() || arg.contains(",") || arg.contains(" ")) {
            return; // QuirkCounter.fired(), a declaration, or another method of that name
        }
        reports++;
        EnumSet<Quirk> near = tagsNear(lines, at);
        Matcher lit = LITERAL.matcher(arg);
        if (lit.matches() && Quirk.byId(lit.group(1)) != null) {
            Quirk q = Quirk.byId(lit.group(1));
            reported.add(q);
            if (!near.contains(q)) {
                problems.add(new Problem(file, at + 1, "fired(" + arg + ") has no " + q.tag() + " within "
                        + ABOVE + " lines above or " + BELOW + " below"));
            }
        } else if (near.isEmpty()) {
            problems.add(new Problem(file, at + 1, "fired(" + arg + ") has no tag near it naming what it reports"));
        } else {
            // A report through a variable (a pool's limit): the tags near it name what it can report.
            reported.addAll(near);
        }
    }

    private static EnumSet<Quirk> tagsNear(List<String> lines, int at) {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (int j = Math.max(0, at - ABOVE); j <= Math.min(lines.size() - 1, at + BELOW); j++) {
            String c = comment(lines.get(j));
            if (c == null) {
                continue;
            }
            Matcher t = TAG.matcher(c);
            while (t.find()) {
                Quirk q = Quirk.byId(t.group(3));
                if (q != null) {
                    out.add(q);
                }
            }
        }
        return out;
    }

    /** The comment part of a line (from "//", or a javadoc/block line starting with "*" or "/*"), else null. */
    static String comment(String line) {
        String s = line.strip();
        if (s.startsWith("*") || s.startsWith("/*")) {
            return line;
        }
        int slash = line.indexOf("//");
        while (slash >= 0) {
            if (!insideString(line, slash)) {
                return line.substring(slash);
            }
            slash = line.indexOf("//", slash + 2);
        }
        return null;
    }

    private static boolean insideString(String line, int at) {
        boolean in = false;
        for (int i = 0; i < at; i++) {
            char c = line.charAt(i);
            if (c == '\\' && in) {
                i++;
            } else if (c == '"') {
                in = !in;
            }
        }
        return in;
    }

    List<Problem> problems() {
        return problems;
    }

    /** Entries some tag names. */
    Set<Quirk> tagged() {
        return tagged;
    }

    /** Entries some fired(...) call reports. */
    Set<Quirk> reported() {
        return reported;
    }

    /** How many well-formed tags were read. */
    int tags() {
        return tags;
    }

    /** How many fired(...) reports were read. */
    int reports() {
        return reports;
    }
}
