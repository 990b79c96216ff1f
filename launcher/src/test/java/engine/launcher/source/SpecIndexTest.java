package engine.launcher.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.faithful.provider.FaithfulProvider;
import engine.foothold2d.provider.FootholdProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/spec-index.md is what {@link SpecIndex} generates from the code's tables. Run with
 * {@code -Dspec.index.write=true} to rewrite the page instead of comparing.
 */
class SpecIndexTest {
    private static final String PAGE = "docs/spec-index.md";

    /** Test class simple name to its source, over every module (this package's own files left out). */
    static Map<String, String> testSources() {
        Map<String, String> out = new TreeMap<>();
        for (Path p : SourceTree.testSources()) {
            String name = SourceTree.name(p);
            if (name.startsWith("launcher/src/test/java/engine/launcher/source/")) {
                continue;
            }
            String simple = p.getFileName().toString().replaceFirst("\\.java$", "");
            out.merge(simple, String.join("\n", SourceTree.lines(p)), (a, b) -> a + "\n" + b);
        }
        return out;
    }

    @Test
    void theIndexPageIsWhatTheCodesTablesGenerate() throws IOException {
        String generated = SpecIndex.markdown(testSources());
        Path page = SourceTree.root().resolve(PAGE);
        if (Boolean.getBoolean("spec.index.write")) {
            Files.writeString(page, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.isRegularFile(page), PAGE + " is missing: run with -Dspec.index.write=true");
        String written = Files.readString(page, StandardCharsets.UTF_8);
        assertEquals(generated, written, PAGE + " is stale: run mvn -pl launcher test -Dtest=SpecIndexTest"
                + " -Dspec.index.write=true");
    }

    @Test
    void everyOracleFunctionAndEveryCatalogueFunctionHasOneRow() {
        List<SpecIndex.Row> rows = SpecIndex.rows(Map.of());
        Map<String, Long> counts = rows.stream()
                .collect(Collectors.groupingBy(SpecIndex.Row::function, TreeMap::new, Collectors.counting()));
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            assertEquals(1L, e.getValue(), e.getKey() + " has several rows");
        }
        for (SpecFunction f : new FaithfulProvider().functions()) {
            assertTrue(counts.containsKey(f.name()), f.name());
        }
        for (SpecFunction f : new FootholdProvider().functions()) {
            assertTrue(counts.containsKey(f.name()), f.name());
        }
        for (Quirk q : Quirk.values()) {
            SpecIndex.Row r = rows.stream().filter(x -> x.function().equals(q.function())).findFirst().orElseThrow();
            assertTrue(r.quirks().contains(q.id()), q.id() + " in the row of " + q.function());
        }
    }

    @Test
    void everyRowsUnitHasATopicAndTheUnitsOfTheSpecAreThere() {
        List<SpecIndex.Row> rows = SpecIndex.rows(Map.of());
        for (SpecIndex.Row r : rows) {
            assertTrue(SpecIndex.TOPICS.containsKey(r.unit()), r.function() + ": unit " + r.unit());
        }
        for (String unit : List.of("2", "3", "6", "7", "8", "9", "10", "11", SpecIndex.TWO_D)) {
            assertTrue(rows.stream().anyMatch(r -> r.unit().equals(unit)), "no row of unit " + unit);
        }
    }

    @Test
    void aSlotsRowNamesItsKernelClass() {
        SpecIndex.Row sort = SpecIndex.rows(Map.of()).stream()
                .filter(r -> r.function().equals("MeshContacts_SortByFraction")).findFirst().orElseThrow();
        assertEquals(List.of("mesh-contact-sort"), sort.slots());
        assertEquals(1, sort.kernels().size());
        assertFalse(sort.kernels().get(0).isBlank());
        assertEquals("MeshContacts_SortByFraction", sort.oracle());
        assertTrue(sort.quirks().contains("SORT_SMEAR"));
        assertEquals("2", sort.unit());
        SpecIndex.Row pair = SpecIndex.rows(Map.of()).stream()
                .filter(r -> r.function().equals("PhysicsSweep_SphereCapsule")).findFirst().orElseThrow();
        assertEquals(List.of("sweep.sphere.capsule"), pair.slots());
        assertEquals(List.of("SphereCapsuleSweep"), pair.kernels());
    }

    @Test
    void everySlotARowNamesIsInTheSlotList() {
        for (SpecIndex.Row r : SpecIndex.rows(Map.of())) {
            for (String id : r.slots()) {
                assertTrue(engine.api.slots.Slots.byId(id) != null, r.function() + ": " + id);
            }
        }
    }
}
