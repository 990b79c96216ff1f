package engine.faithful.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.math.Aabb;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.library.KernelLibrary;
import engine.kernels.mesh.SortByFraction;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The faithful provider: its slots, its original capacities and the spec functions it serves. */
class FaithfulProviderTest {
    private final FaithfulProvider provider = new FaithfulProvider();

    private SpecFunction fn(String name) {
        return provider.functions().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void offersEveryLibrarySlotWithTheOriginalCapacities() {
        assertEquals("faithful", provider.id());
        assertEquals(KernelLibrary.slots(), provider.slots());
        assertTrue(provider.slots().containsAll(List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS, Slots.BODY_LIST,
                Slots.BOX_QUERY, Slots.BODY_SWEEP, Slots.CONTACT_RESOLUTION, Slots.meshSweep(ShapeType.SPHERE),
                Slots.meshSweep(ShapeType.CAPSULE), Slots.meshOverlap(ShapeType.BOX),
                Slots.meshOverlap(ShapeType.SPHERE),
                Slots.meshOverlap(ShapeType.CAPSULE), Slots.SHAPE_POSE, Slots.SHAPE_BOUNDS, Slots.BODY_FUNCTIONS,
                Slots.IGNORE_LIST, Slots.SHAPE_POOLS, Slots.BODY_POOLS, Slots.HUMAN_BODY)));
        assertTrue(provider.kernel(Slots.MESH_CONTACT_SORT, KernelConfig.DEFAULT) instanceof SortByFraction);
        ContactListPolicy lists = provider.kernel(Slots.CONTACT_LISTS, KernelConfig.DEFAULT);
        assertEquals(100, lists.meshContactCapacity());
        assertEquals(50, lists.contactCapacity());
        assertEquals(52, lists.sortedCapacity());
        assertEquals(512, lists.candidateCapacity());
        for (Quirk q : Quirk.values()) {
            assertFalse(lists.growable(q), "the original never grows a list");
        }
    }

    @Test
    void declaresNoCorrectionAndRefusesToBuildOne() {
        assertEquals(List.of(), provider.corrections());
        SelectionException e = assertThrows(SelectionException.class, () -> provider.kernel(Slots.MESH_CONTACT_SORT,
                new KernelConfig(FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR))));
        assertTrue(e.getMessage().contains("applies no correction"), e.getMessage());
    }

    @Test
    void aSlotItDoesNotOfferIsASelectionError() {
        assertThrows(SelectionException.class,
                () -> provider.kernel(Slots.meshSweep(ShapeType.SEGMENT), KernelConfig.DEFAULT),
                "the original has no segment mesh sweep");
    }

    @Test
    void offersAndKernelAgreeForEverySlotOfTheCatalogue() {
        for (Slot<?> s : Slots.all()) {
            if (provider.offers(s)) {
                assertTrue(s.kernelType().isInstance(provider.kernel(s, KernelConfig.DEFAULT)), s.id());
            } else {
                assertThrows(SelectionException.class, () -> provider.kernel(s, KernelConfig.DEFAULT), s.id());
            }
        }
    }

    @Test
    void theDefaultProfileResolvesItsSlotsToIt() {
        var table = KernelSelection.resolve(Profile.DEFAULT, List.of(provider), KernelLibrary.worldSlots());
        assertEquals("faithful", table.providerId(Slots.MESH_CONTACT_SORT));
        assertEquals(provider.slots().size(), table.filledCount());
        for (var s : provider.slots()) {
            assertEquals(Set.of(), table.config(s).corrections(), s.id());
        }
    }

    @Test
    void servesQuatToMatrixAsUnit6Tabulates() {
        Mat4 m = (Mat4) fn("Quat_ToMatrix").invoke(Map.of("q", new Quat(0f, 0f, 0.70711f, 0.70711f))).get("m");
        assertEquals(0f, m.get(0, 0), 1e-5);
        assertEquals(1f, m.get(0, 1), 1e-5);
        assertEquals(-1f, m.get(1, 0), 1e-5);
        assertEquals(1f, m.get(2, 2), 1e-5);
    }

    @Test
    void servesTheAabbHelpers() {
        Aabb box = Aabb.of(0f, 0f, 0f, 1f, 1f, 1f);
        Aabb ext = (Aabb) fn("AABB_ExtendByMove").invoke(Map.of("box", box, "d", new Vec4(2f, -1f, 0f, 1f))).get("box");
        assertEquals(Aabb.of(0f, -1f, 0f, 3f, 1f, 1f), ext);
        Aabb sph = (Aabb) fn("AABB_FromSphere").invoke(Map.of("c", Vec4.point(1f, 2f, 3f), "r", -0.5f)).get("box");
        assertEquals(Aabb.of(0.5f, 1.5f, 2.5f, 1.5f, 2.5f, 3.5f), sph);
    }

    @Test
    void servesTheSortAndReportsTheSmear() {
        QuirkCounter q = new QuirkCounter();
        int[] order = (int[]) fn("MeshContacts_SortByFraction")
                .invoke(Map.of("keys", new float[] {0.5f, 0.6f, 0.3f}), q).get("order");
        assertArrayEquals(new int[] {2, 0, 0}, order);
        assertEquals(List.of(Quirk.SORT_SMEAR), q.fired());
    }
}
