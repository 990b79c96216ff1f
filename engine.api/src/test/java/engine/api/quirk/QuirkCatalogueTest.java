package engine.api.quirk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import engine.api.slots.Slots;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The quirk catalogue's invariants, and the counter that kernels report fired quirks to. */
class QuirkCatalogueTest {

    private static final Set<Integer> UNITS = Set.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13);
    /** The units the spec refers to but does not give, and 0 for its unnumbered pages. */
    private static final Set<Integer> RECONSTRUCTED_UNITS = Set.of(0, 1, 4, 5, 12, 13);

    @Test
    void hasAtLeastFortyEntries() {
        assertTrue(Quirk.values().length >= 40, "only " + Quirk.values().length + " entries");
    }

    @Test
    void idsAreUniqueAndUpperSnake() {
        Set<String> seen = new HashSet<>();
        for (Quirk q : Quirk.values()) {
            assertEquals(q.name(), q.id());
            assertTrue(q.id().matches("[A-Z][A-Z0-9]*(_[A-Z0-9]+)*"), q.id() + " is not UPPER_SNAKE");
            assertTrue(seen.add(q.id()), "duplicate id " + q.id());
        }
    }

    @Test
    void everySlotResolvesAndEveryEntryTouchesOne() {
        for (Quirk q : Quirk.values()) {
            assertFalse(q.slots().isEmpty(), q + " names no slot");
            assertEquals(q.slots().size(), new HashSet<>(q.slots()).size(), q + " repeats a slot");
            for (String id : q.slots()) {
                assertNotNull(Slots.byId(id), q + " names unknown slot '" + id + "'");
            }
        }
    }

    @Test
    void designAndReconstructedEntriesSayWhyTheyAreKept() {
        for (Quirk q : Quirk.values()) {
            if (q.kind() == QuirkKind.DESIGN || q.kind() == QuirkKind.RECONSTRUCTED) {
                assertNotNull(q.kept(), q + " is " + q.kind().id() + " but gives no reason to keep it");
            }
            if (q.kept() != null) {
                assertFalse(q.kept().isBlank(), q + " has a blank reason");
                // Guards the constructor: a reason must not be a slot id or a slot list.
                assertNull(Slots.byId(q.kept().split(" ")[0]), q + ": the reason is a slot id");
            }
        }
    }

    @Test
    void notObservableEntriesGiveAReasonAndTagsFollowKindAndOrigin() {
        for (Quirk q : Quirk.values()) {
            assertEquals(q.notObservable() == null, q.observable(), q.id());
            if (!q.observable()) {
                assertFalse(q.notObservable().isBlank(), q + " has a blank reason");
            }
            String origin = q.slots().contains("movement-2d") ? "CLIENT" : "PS2";
            assertEquals(origin, q.origin(), q.id());
            assertEquals(origin + "-" + q.kind().name() + "(" + q.id() + ")", q.tag());
        }
        assertTrue(Quirk.SORT_SMEAR.observable());
        assertFalse(Quirk.RAY_CAST.observable(), "a reconstruction every call runs");
        assertFalse(Quirk.GRID_CORNERS_UNSORTED.observable(), "cannot happen");
        assertEquals("PS2-LIMIT(CONTACTS_50)", Quirk.CONTACTS_50.tag());
        assertEquals("CLIENT-BUG(FH_DETACH_CLAMP_RTL)", Quirk.FH_DETACH_CLAMP_RTL.tag());
    }

    @Test
    void byIdFindsEveryEntryAndNothingElse() {
        for (Quirk q : Quirk.values()) {
            assertEquals(q, Quirk.byId(q.id()));
        }
        assertNull(Quirk.byId("sort_smear"));
        assertNull(Quirk.byId("NO_SUCH_QUIRK"));
    }

    @Test
    void reconstructedEntriesNameAMissingUnit() {
        for (Quirk q : Quirk.values()) {
            if (q.kind() == QuirkKind.RECONSTRUCTED) {
                assertTrue(RECONSTRUCTED_UNITS.contains(q.unit()), q + " reconstructs unit " + q.unit()
                        + ", which the spec gives");
            }
        }
        Set<Integer> covered = Arrays.stream(Quirk.values()).filter(q -> q.kind() == QuirkKind.RECONSTRUCTED)
                .map(Quirk::unit).collect(Collectors.toSet());
        assertEquals(RECONSTRUCTED_UNITS, covered, "every missing unit has a reconstructed entry");
    }

    @Test
    void unitsAreInRange() {
        for (Quirk q : Quirk.values()) {
            assertTrue(UNITS.contains(q.unit()), q + " has unit " + q.unit());
        }
    }

    @Test
    void titlesAndFunctionsAreShortAndPresent() {
        for (Quirk q : Quirk.values()) {
            assertNotNull(q.kind(), q.id());
            assertFalse(q.function() == null || q.function().isBlank(), q + " has no function");
            assertFalse(q.title() == null || q.title().isBlank(), q + " has a blank title");
            assertTrue(q.title().length() < 160, q + " title is " + q.title().length() + " chars");
            assertEquals(q.title().strip(), q.title(), q + " title has surrounding blanks");
        }
    }

    @Test
    void everyKindIsUsed() {
        Set<QuirkKind> kinds = EnumSet.noneOf(QuirkKind.class);
        for (Quirk q : Quirk.values()) {
            kinds.add(q.kind());
        }
        assertEquals(EnumSet.allOf(QuirkKind.class), kinds);
    }

    @Test
    void namedEntriesExist() {
        List<String> required = List.of("SORT_SMEAR", "MESH_CONTACTS_100", "CAPSULE_LIST_OVERRUN", "CONTACTS_50",
                "OVERLAP_CONTACTS_50", "CANDIDATES_512", "CAPSULE_SWEEP_IGNORES_MAX", "RSQRT_ZERO", "SEGMENT_BOUND",
                "CAPSULE_HEIGHTS_SWAPPED", "CAPSULE_TIMES_NOT_INTERSECTED", "SPHERE_CAPSULE_FALLING_ROOT",
                "SPHERE_CAPSULE_INWARD_NORMAL", "STALE_QUERY_BOUND", "QUERY_NO_UPPER_X_BACKWARD", "IGNORE_DUPLICATES",
                "STRIKE_BIT_ALIAS", "BOX_BONE_OFFSET", "IGNORE_SLOTS_60", "EXCLUDED_STATE_SIGN_EXTENDED",
                "MESH_OVERLAP_RETURNS_ONE", "ONE_PER_PLANE_UNSORTED", "STOP_IGNORING_FOREIGN_SLOT",
                "CREATE_STALE_FIELDS", "NORMALS_AT_START", "MOVE_NOT_SHORTENED");
        for (String id : required) {
            try {
                Quirk.valueOf(id);
            } catch (IllegalArgumentException e) {
                fail("missing catalogue entry " + id);
            }
        }
    }

    @Test
    void namedEntriesHaveTheirKindAndSlot() {
        assertEntry(Quirk.SORT_SMEAR, QuirkKind.BUG, 2, "mesh-contact-sort");
        assertEntry(Quirk.MESH_CONTACTS_100, QuirkKind.LIMIT, 2, "mesh-sweep.capsule");
        assertEntry(Quirk.CAPSULE_LIST_OVERRUN, QuirkKind.BUG, 2, "mesh-sweep.capsule");
        assertEntry(Quirk.CONTACTS_50, QuirkKind.LIMIT, 3, "contact-lists");
        assertEntry(Quirk.OVERLAP_CONTACTS_50, QuirkKind.LIMIT, 7, "contact-lists");
        assertEntry(Quirk.CANDIDATES_512, QuirkKind.LIMIT, 7, "contact-lists");
        assertEntry(Quirk.SEGMENT_BOUND, QuirkKind.BUG, 6, "shape-bounds");
        assertEntry(Quirk.CAPSULE_HEIGHTS_SWAPPED, QuirkKind.BUG, 11, "sweep.capsule.capsule");
        assertEntry(Quirk.SPHERE_CAPSULE_FALLING_ROOT, QuirkKind.BUG, 11, "sweep.sphere.capsule");
        assertEntry(Quirk.QUERY_NO_UPPER_X_BACKWARD, QuirkKind.BUG, 7, "box-query");
        assertEntry(Quirk.IGNORE_SLOTS_60, QuirkKind.LIMIT, 8, "ignore-list");
        assertEntry(Quirk.MOVE_NOT_SHORTENED, QuirkKind.DESIGN, 3, "body-sweep");
        assertEntry(Quirk.NORMALS_AT_START, QuirkKind.DESIGN, 11, "sweep.sphere.sphere");
        assertEquals("MeshContacts_SortByFraction", Quirk.SORT_SMEAR.function());
        assertEquals("PhysicsMesh_SweepCapsule", Quirk.CAPSULE_LIST_OVERRUN.function());
    }

    private static void assertEntry(Quirk q, QuirkKind kind, int unit, String slot) {
        assertEquals(kind, q.kind(), q.id());
        assertEquals(unit, q.unit(), q.id());
        assertTrue(q.slots().contains(slot), q + " does not touch " + slot);
    }

    @Test
    void counterCountsResetsAndListsInCatalogueOrder() {
        QuirkCounter c = new QuirkCounter();
        assertEquals(0, c.total());
        assertTrue(c.fired().isEmpty());

        Quirk last = Quirk.values()[Quirk.values().length - 1];
        c.fired(last);
        c.fired(Quirk.CANDIDATES_512);
        c.fired(Quirk.SORT_SMEAR);
        c.fired(Quirk.SORT_SMEAR);
        c.fired(Quirk.CANDIDATES_512);
        c.fired(Quirk.SORT_SMEAR);

        assertEquals(3, c.count(Quirk.SORT_SMEAR));
        assertEquals(2, c.count(Quirk.CANDIDATES_512));
        assertEquals(1, c.count(last));
        assertEquals(0, c.count(Quirk.MESH_CONTACTS_100));
        assertEquals(6, c.total());
        // Catalogue (ordinal) order, not the order they fired in.
        assertEquals(List.of(Quirk.SORT_SMEAR, Quirk.CANDIDATES_512, last), c.fired());

        c.reset();
        assertEquals(0, c.total());
        assertEquals(0, c.count(Quirk.SORT_SMEAR));
        assertTrue(c.fired().isEmpty());

        c.fired(Quirk.RSQRT_ZERO);
        assertEquals(List.of(Quirk.RSQRT_ZERO), c.fired());
        assertEquals(1, c.total());
    }

    @Test
    void counterIsAQuirkLogAndNoneDropsReports() {
        QuirkLog log = new QuirkCounter();
        log.fired(Quirk.STRIKE_BIT_ALIAS);
        assertEquals(1, ((QuirkCounter) log).count(Quirk.STRIKE_BIT_ALIAS));
        QuirkLog.NONE.fired(Quirk.STRIKE_BIT_ALIAS); // must not throw
    }
}
