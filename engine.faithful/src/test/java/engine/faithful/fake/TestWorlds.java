package engine.faithful.fake;

import engine.api.body.Body;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelSelection;
import engine.api.kernel.Profile;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.Slots;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkCounter;
import engine.faithful.provider.FaithfulProvider;
import engine.faithful.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Worlds for tests: the faithful provider, plus fake kernels for slots a test scripts. */
public final class TestWorlds {

    private TestWorlds() {
    }

    /** A provider "fake" offering the given kernels. */
    public static KernelProvider fakes(Map<Slot<?>, Object> kernels) {
        Map<Slot<?>, Object> copy = new LinkedHashMap<>(kernels);
        return new KernelProvider() {
            public String id() {
                return "fake";
            }

            public String description() {
                return "test fakes";
            }

            public List<Slot<?>> slots() {
                return new ArrayList<>(copy.keySet());
            }

            public <K> K kernel(Slot<K> slot, KernelConfig config) {
                Object k = copy.get(slot);
                if (k == null) {
                    throw new SelectionException("fake offers no " + slot.id());
                }
                return slot.cast(k);
            }

            public List<SpecFunction> functions() {
                return List.of();
            }
        };
    }

    /** A faithful world with no mesh, reporting quirks to quirks, with fake kernels for the given slots. */
    public static PhysicsWorld world(QuirkCounter quirks, Map<Slot<?>, Object> fakeKernels) {
        return world(quirks, fakeKernels, null);
    }

    /** A faithful world over mesh (may be null), reporting quirks to quirks, with fake kernels for the given slots. */
    public static PhysicsWorld world(QuirkCounter quirks, Map<Slot<?>, Object> fakeKernels,
                                     engine.api.mesh.CollisionMesh mesh) {
        return world(Profile.DEFAULT, quirks, fakeKernels, mesh);
    }

    /** A faithful world with no mesh and no fakes, resolved from profile (e.g. floatModel "ps2"). */
    public static PhysicsWorld world(Profile profile, QuirkCounter quirks) {
        return world(profile, quirks, Map.of(), null);
    }

    /**
     * A faithful world over mesh (may be null) resolved from profile, reporting quirks to quirks, with fake
     * kernels for the given slots.
     */
    public static PhysicsWorld world(Profile profile, QuirkCounter quirks, Map<Slot<?>, Object> fakeKernels,
                                     engine.api.mesh.CollisionMesh mesh) {
        Profile p = profile;
        for (Slot<?> s : fakeKernels.keySet()) {
            p = p.with(s, "fake");
        }
        var table = KernelSelection.resolve(p, List.of(new FaithfulProvider(), fakes(fakeKernels)),
                List.of(Slots.BODY_LIST, Slots.BOX_QUERY, Slots.CONTACT_LISTS));
        return new PhysicsWorld(table, mesh, quirks);
    }

    /** A faithful world with no mesh and no fakes. */
    public static PhysicsWorld world(QuirkCounter quirks) {
        return world(quirks, Map.of());
    }

    /** A body owned by a fresh owner called name, type mask −1, box x [minX, maxX], y and z [0, 1]. */
    public static Body box(String name, float minX, float maxX) {
        Body b = new Body();
        FakeOwner o = new FakeOwner(name);
        o.typeMask = -1;
        b.setOwner(o);
        b.setTypeMask(-1);
        b.setFlags(0);
        setBox(b, minX, maxX);
        return b;
    }

    /** Sets b's box to x [minX, maxX], y and z [0, 1]. */
    public static void setBox(Body b, float minX, float maxX) {
        b.min().set(minX, 0f, 0f, 1f);
        b.max().set(maxX, 1f, 1f, 1f);
    }

    /** The list's bodies' owner names, head first. */
    public static List<String> names(PhysicsWorld w) {
        List<String> out = new ArrayList<>();
        for (Body n = w.bodies().head(); n != null; n = n.next()) {
            out.add(String.valueOf(n.owner()));
        }
        return out;
    }

    /** The owner names of out[0..n−1]. */
    public static List<String> names(Body[] out, int n) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(String.valueOf(out[i].owner()));
        }
        return names;
    }
}
