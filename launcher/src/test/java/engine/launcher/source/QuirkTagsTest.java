package engine.launcher.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.Quirk;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The code checks its own story (docs/architecture.md, "Quirk tags"): the quirk tags in every module's main
 * sources name catalogue entries with the catalogue's kind and prefix, every {@code fired(...)} has its tag near,
 * every entry is reported by a kernel or marked not observable, and every entry has a test.
 */
class QuirkTagsTest {
    private static final String CATALOGUE = "engine.api/src/main/java/engine/api/quirk/Quirk.java";

    private static QuirkTags scanMain() {
        QuirkTags tags = new QuirkTags();
        for (Path p : SourceTree.mainSources()) {
            String name = SourceTree.name(p);
            if (!name.equals(CATALOGUE)) {
                tags.scan(name, SourceTree.lines(p));
            }
        }
        return tags;
    }

    @Test
    void mainSourcesCarryOnlyCatalogueTagsOfTheirKindAndPrefix() {
        QuirkTags tags = scanMain();
        assertEquals("", tags.problems().stream().map(Object::toString).collect(Collectors.joining("\n")));
        // The tree read is the real one: the kernels carry well over a hundred tags and reports.
        assertTrue(tags.tags() > 100, "only " + tags.tags() + " tags read");
        assertTrue(tags.reports() > 100, "only " + tags.reports() + " reports read");
    }

    @Test
    void everyObservableEntryIsReportedByAKernelAndNoOtherIs() {
        QuirkTags tags = scanMain();
        List<Quirk> silent = new ArrayList<>();
        List<Quirk> contradicted = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (q.observable() && !tags.reported().contains(q)) {
                silent.add(q);
            }
            if (!q.observable() && tags.reported().contains(q)) {
                contradicted.add(q);
            }
        }
        assertEquals(List.of(), silent, "observable, but no kernel reports them: report or mark NotObservable");
        assertEquals(List.of(), contradicted, "marked not observable, yet a kernel reports them");
    }

    @Test
    void everyEntryIsTaggedWhereTheCodeReproducesIt() {
        Set<Quirk> tagged = scanMain().tagged();
        List<Quirk> untagged = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (q.observable() && !tagged.contains(q)) {
                untagged.add(q);
            }
        }
        assertEquals(List.of(), untagged);
    }

    @Test
    void everyEntryHasATestNamingIt() {
        StringBuilder tests = new StringBuilder();
        for (Path p : SourceTree.testSources()) {
            String name = SourceTree.name(p);
            // This checker and the catalogue's own invariants name ids without testing their behaviour.
            if (!name.startsWith("launcher/src/test/java/engine/launcher/source/")
                    && !name.endsWith("/QuirkCatalogueTest.java")) {
                tests.append(String.join("\n", SourceTree.lines(p))).append('\n');
            }
        }
        String all = tests.toString();
        List<Quirk> untested = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (!Pattern.compile("\\b" + q.id() + "\\b").matcher(all).find()) {
                untested.add(q);
            }
        }
        assertEquals(List.of(), untested, "no test names these entries");
    }

    @Test
    void catalogueSectionHeadersNameTheSlotsOfTheirRows() {
        List<String> lines = SourceTree.lines(SourceTree.root().resolve(CATALOGUE));
        Pattern header = Pattern.compile("^ {4}// (.*)$");
        Pattern row = Pattern.compile("^ {4}([A-Z][A-Z0-9_]*)\\(");
        Pattern slots = Pattern.compile("\\(slots: ([^)]*)\\)");
        Map<String, Set<String>> rowsSlots = new TreeMap<>();
        Map<String, String> named = new TreeMap<>();
        String current = null;
        for (String line : lines) {
            Matcher h = header.matcher(line);
            Matcher r = row.matcher(line);
            if (h.matches()) {
                current = h.group(1);
                assertFalse(current.toLowerCase(java.util.Locale.ROOT).contains("no slot"),
                        "stale header: " + current);
                Matcher s = slots.matcher(current);
                if (s.find()) {
                    named.put(current, s.group(1));
                }
                rowsSlots.put(current, new LinkedHashSet<>());
            } else if (r.find() && current != null && Quirk.byId(r.group(1)) != null) {
                rowsSlots.get(current).addAll(Quirk.byId(r.group(1)).slots());
            }
        }
        assertTrue(named.size() >= 4, "headers naming their slots: " + named.keySet());
        for (Map.Entry<String, String> e : named.entrySet()) {
            Set<String> said = new LinkedHashSet<>(List.of(e.getValue().split(", ")));
            assertEquals(rowsSlots.get(e.getKey()), said, "header '" + e.getKey() + "'");
        }
    }

    @Test
    void clientEntriesAreTheTwoDimensionalMovementsAndEveryOtherThePs2s() {
        for (Quirk q : Quirk.values()) {
            boolean client = q.slots().contains("movement-2d");
            assertEquals(client, q.id().startsWith("FH_"), q.id());
            assertEquals(client ? "CLIENT" : "PS2", q.origin(), q.id());
            assertEquals(q.origin() + "-" + q.kind().name() + "(" + q.id() + ")", q.tag());
        }
        assertEquals("PS2-BUG(SORT_SMEAR)", Quirk.SORT_SMEAR.tag());
        assertEquals("CLIENT-RECONSTRUCTED(FH_LADDER_GRAB)", Quirk.FH_LADDER_GRAB.tag());
    }

    @Test
    void notObservableEntriesSayWhy() {
        int marked = 0;
        for (Quirk q : Quirk.values()) {
            if (!q.observable()) {
                marked++;
                assertFalse(q.notObservable().isBlank(), q.id());
            }
        }
        assertTrue(marked > 0 && marked < Quirk.values().length, marked + " marked");
    }

    // The checker itself, on lines holding each drift it must catch.

    @Test
    void aTagWithAnotherKindThanTheCatalogueIsCaught() {
        QuirkTags t = scan("        // PS2-DESIGN(SPHERE_TRIANGLE_SWEEP): reconstructed kernel.");
        assertEquals(1, t.problems().size(), t.problems().toString());
        assertTrue(t.problems().get(0).what().contains("PS2-RECONSTRUCTED(SPHERE_TRIANGLE_SWEEP)"));
    }

    @Test
    void anUnknownIdIsCaught() {
        QuirkTags t = scan("    // PS2-BUG(NO_SUCH_QUIRK): a tag for nothing");
        assertEquals(1, t.problems().size(), t.problems().toString());
        assertTrue(t.problems().get(0).what().contains("no catalogue entry NO_SUCH_QUIRK"));
    }

    @Test
    void aClientEntryTaggedPs2AndAnUnprefixedTagAreCaught() {
        QuirkTags t = scan("    // PS2-BUG(FH_DETACH_CLAMP_RTL): clamp with lo > hi",
                "    // RECONSTRUCTED(FH_LADDER_GRAB): the pseudocode has no grab");
        assertEquals(2, t.problems().size(), t.problems().toString());
        assertTrue(t.problems().get(0).what().contains("CLIENT-BUG(FH_DETACH_CLAMP_RTL)"));
        assertTrue(t.problems().get(1).what().contains("has no prefix"));
    }

    @Test
    void aReportWithoutItsTagNearIsCaughtAndOneWithItIsNot() {
        QuirkTags far = scan("        // PS2-BUG(BOX_BONE_OFFSET): b + offset, unturned.", "        a();", "        b();",
                "        c();", "        d();", "        e();", "        f();", "        g();",
                "        log.fired(Quirk.BOX_BONE_OFFSET);");
        assertEquals(1, far.problems().size(), far.problems().toString());
        assertEquals(9, far.problems().get(0).line());
        assertEquals(EnumSet.of(Quirk.BOX_BONE_OFFSET), far.reported());

        QuirkTags near = scan("        // PS2-BUG(BOX_BONE_OFFSET): b + offset, unturned.",
                "        log.fired(Quirk.BOX_BONE_OFFSET);");
        assertEquals(List.of(), near.problems());
    }

    @Test
    void aReportThroughAVariableCountsTheTagsNearItAndNeedsOne() {
        QuirkTags tagged = scan("    // PS2-LIMIT(CAR_BOXES_36), PS2-LIMIT(PUSH_SPHERES_30): a full pool.",
                "    ctx.quirks().fired(pool.limit);");
        assertEquals(List.of(), tagged.problems());
        assertEquals(EnumSet.of(Quirk.CAR_BOXES_36, Quirk.PUSH_SPHERES_30), tagged.reported());

        QuirkTags bare = scan("    // PS2-LIMIT: a full pool returns null", "    ctx.quirks().fired(pool.limit);");
        assertEquals(2, bare.problems().size(), bare.problems().toString());
    }

    @Test
    void textInStringsAndCounterListingsAreNotTagsOrReports() {
        QuirkTags t = scan("    String s = \"a faithful pool, PS2-LIMIT HUMAN_BODIES_60 // not a comment\";",
                "    for (Quirk q : counter.fired()) {", "    public void fired(Quirk quirk) {");
        assertEquals(List.of(), t.problems());
        assertEquals(0, t.tags());
        assertEquals(0, t.reports());
    }

    private static QuirkTags scan(String... lines) {
        QuirkTags t = new QuirkTags();
        t.scan("X.java", List.of(lines));
        return t;
    }
}
