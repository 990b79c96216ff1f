package engine.api.slots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.SlotGroup;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.pair.PairSweep;
import engine.api.shape.ShapeType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The slot catalogue: ids, families, dense numbers, lookups. */
class SlotsTest {

    @Test
    void catalogueHas55SlotsWithUniqueIdsAndDenseOrdinals() {
        List<Slot<?>> all = Slots.all();
        assertEquals(55, all.size());
        Set<String> ids = new HashSet<>();
        int first = all.get(0).ordinal();
        for (int i = 0; i < all.size(); i++) {
            Slot<?> s = all.get(i);
            assertEquals(first + i, s.ordinal(), s.id());
            assertTrue(ids.add(s.id()), "duplicate id " + s.id());
            assertSame(s, Slots.byId(s.id()));
            assertSame(s, Slots.require(s.id()));
            assertEquals(s.id(), s.toString());
            assertNotNull(s.kernelType());
            assertFalse(s.description().isBlank(), s.id());
        }
        assertThrows(UnsupportedOperationException.class, () -> Slots.all().remove(0));
        assertEquals(16, all.stream().filter(s -> s.group() == SlotGroup.PAIR_SWEEP).count());
        assertEquals(16, all.stream().filter(s -> s.group() == SlotGroup.PAIR_OVERLAP).count());
        assertEquals(4, all.stream().filter(s -> s.group() == SlotGroup.MESH_SWEEP).count());
        assertEquals(4, all.stream().filter(s -> s.group() == SlotGroup.MESH_OVERLAP).count());
        assertEquals(7, all.stream().filter(s -> s.group() == SlotGroup.WORLD).count());
        assertEquals(7, all.stream().filter(s -> s.group() == SlotGroup.BODY_SET).count());
        assertEquals(1, all.stream().filter(s -> s.group() == SlotGroup.MOVEMENT_2D).count());
    }

    @Test
    void lookupsReturnTheExpectedIds() {
        assertEquals("sweep.sphere.capsule", Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE).id());
        assertEquals("sweep.capsule.sphere", Slots.pairSweep(ShapeType.CAPSULE, ShapeType.SPHERE).id());
        assertEquals("overlap.box.segment", Slots.pairOverlap(ShapeType.BOX, ShapeType.SEGMENT).id());
        assertEquals("mesh-sweep.capsule", Slots.meshSweep(ShapeType.CAPSULE).id());
        assertEquals("mesh-overlap.sphere", Slots.meshOverlap(ShapeType.SPHERE).id());
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                Slot<PairSweep> s = Slots.pairSweep(own, other);
                assertEquals("sweep." + own.id() + "." + other.id(), s.id());
                assertSame(PairSweep.class, s.kernelType());
                assertSame(SlotGroup.PAIR_SWEEP, s.group());
                Slot<PairOverlap> o = Slots.pairOverlap(own, other);
                assertEquals("overlap." + own.id() + "." + other.id(), o.id());
                assertSame(PairOverlap.class, o.kernelType());
            }
            assertSame(MeshSweep.class, Slots.meshSweep(own).kernelType());
            assertSame(MeshOverlap.class, Slots.meshOverlap(own).kernelType());
        }
        for (Slot<?> s : List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS, Slots.BODY_SWEEP, Slots.BODY_PASS,
                Slots.CONTACT_RESOLUTION, Slots.BODY_LIST, Slots.BOX_QUERY, Slots.SHAPE_POSE, Slots.SHAPE_BOUNDS,
                Slots.BODY_FUNCTIONS, Slots.IGNORE_LIST, Slots.SHAPE_POOLS, Slots.BODY_POOLS, Slots.HUMAN_BODY,
                Slots.MOVEMENT_2D)) {
            assertSame(s, Slots.byId(s.id()));
        }
        assertEquals(List.of("mesh-contact-sort", "contact-lists", "body-sweep", "body-pass", "contact-resolution",
                "body-list", "box-query", "shape-pose", "shape-bounds", "body-functions", "ignore-list", "shape-pools",
                "body-pools", "human-body", "movement-2d"), Slots.all().subList(40, 55).stream().map(Slot::id)
                        .toList());
    }

    @Test
    void byIdAndRequire() {
        assertNull(Slots.byId("sweep.sphere.cone"));
        assertNull(Slots.byId("Mesh-Contact-Sort"));
        SelectionException e = assertThrows(SelectionException.class, () -> Slots.require("sweep.sphere.cone"));
        assertTrue(e.getMessage().contains("'sweep.sphere.cone'") && e.getMessage().contains("sweep.OWN.OTHER"));
        assertSame(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE), Slots.require("sweep.sphere.sphere"));
    }

    @Test
    void slotCastChecksTheKernelType() {
        MeshContactSort sort = (keys, count, order, log) -> { };
        assertSame(sort, Slots.MESH_CONTACT_SORT.cast(sort));
        Slot<PairSweep> ss = Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ss.cast(sort));
        assertTrue(e.getMessage().contains("sweep.sphere.sphere") && e.getMessage().contains("PairSweep"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ss.cast(null));
    }
}
