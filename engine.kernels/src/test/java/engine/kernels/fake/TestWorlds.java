package engine.kernels.fake;

import engine.api.body.Body;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.ps2float.Ps2FloatModels;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Worlds for tests: the kernel library as the providers serve it ("faithful": every switch at the original's
 * behaviour; "fixed": every correction declared), plus fake kernels for slots a test scripts.
 */
public final class TestWorlds {

    private TestWorlds() {
    }

    /** The library as a provider under id, declaring every library correction when corrected. */
    public static KernelProvider library(String id, boolean corrected) {
        return new KernelProvider() {
            public String id() {
                return id;
            }

            public String description() {
                return "the kernel library" + (corrected ? ", corrected" : "");
            }

            public List<Slot<?>> slots() {
                return KernelLibrary.slots();
            }

            public List<engine.api.kernel.Correction> corrections() {
                return corrected ? KernelLibrary.corrections() : List.of();
            }

            public <K> K kernel(Slot<K> slot, KernelConfig config) {
                return KernelLibrary.kernel(slot, config);
            }

            public List<SpecFunction> functions() {
                return List.of();
            }
        };
    }

    /** The library with every switch at the original's behaviour, as the faithful provider serves it. */
    public static KernelProvider faithful() {
        return library("faithful", false);
    }

    /** The library with every correction declared, as the fixed provider serves it. */
    public static KernelProvider fixed() {
        return library("fixed", true);
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
            p = p.with(s.id(), "fake");
        }
        var table = KernelSelection.resolve(Ps2FloatModels::byName, p, List.of(faithful(), fixed(), fakes(fakeKernels)),
                PhysicsWorld.REQUIRED);
        return new PhysicsWorld(table, mesh, quirks);
    }

    /** A world over mesh (may be null) whose every slot is provider's ("faithful" or "fixed"). */
    public static PhysicsWorld world(String provider, QuirkCounter quirks, engine.api.mesh.CollisionMesh mesh) {
        return world(Profile.of(provider), quirks, Map.of(), mesh);
    }

    /** A new table of provider's kernels ("faithful" or "fixed") for every slot, IEEE arithmetic. */
    public static engine.api.kernel.KernelTable table(String provider) {
        return KernelSelection.resolve(Ps2FloatModels::byName,
                Profile.of(provider), List.of(faithful(), fixed()), PhysicsWorld.REQUIRED);
    }

    /** A body record built for owner by the world's PhysicsBody_ConstructForOwner. */
    public static Body bodyFor(PhysicsWorld w, engine.api.body.BodyOwner owner) {
        Body b = new Body();
        w.bodyFunctions().constructForOwner(w, b, owner);
        return b;
    }

    /** Appends s to b's shape chain (a test fixture; PhysicsBody_AddShape itself is slot body-functions'). */
    public static void addShape(Body b, engine.api.shape.Shape s) {
        if (b.firstShape() == null) {
            b.setFirstShape(s);
            return;
        }
        engine.api.shape.Shape last = b.firstShape();
        while (last.next() != null) {
            last = last.next();
        }
        last.setNext(s);
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
        b.setBox(minX, 0f, 0f, maxX, 1f, 1f);
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
