package engine.kernels.correction;

import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A way to build worlds for a correction case or a differential property: a profile over the library as the
 * faithful and fixed providers serve it, and the quirk counter every world of this mode reports to.
 */
public final class Mode {
    private final String name;
    private final Profile profile;
    private final QuirkCounter quirks = new QuirkCounter();
    private final UnaryOperator<KernelTable> plant;

    private Mode(String name, Profile profile, UnaryOperator<KernelTable> plant) {
        this.name = name;
        this.profile = Objects.requireNonNull(profile);
        this.plant = plant;
    }

    private Mode(String name, Profile profile) {
        this(name, profile, UnaryOperator.identity());
    }

    /** Makes a new mode each time (a mode's counter belongs to one run). */
    @FunctionalInterface
    public interface Factory {
        /** A new mode. */
        Mode make();
    }

    /** Every slot faithful: the original's behaviour. */
    public static Mode faithful() {
        return new Mode("faithful", Profile.of("faithful"));
    }

    /** Every slot fixed, every correction on. */
    public static Mode fixed() {
        return new Mode("fixed", Profile.of("fixed"));
    }

    /** Every slot fixed, with quirk's correction switched off in slot alone. */
    public static Mode fixedWithout(Quirk quirk, Slot<?> slot) {
        return new Mode("fixed without " + quirk.id() + " in " + slot.id(),
                Profile.of("fixed").withCorrection(slot.id(), quirk, false));
    }

    /** Faithful everywhere but fixedSlots, which the fixed provider serves (a mixed profile). */
    public static Mode mixed(Set<Slot<?>> fixedSlots) {
        Profile p = Profile.of("faithful");
        for (Slot<?> s : fixedSlots) {
            p = p.with(s.id(), "fixed");
        }
        return new Mode("mixed " + fixedSlots, p);
    }

    /** Any profile over the faithful and fixed providers (mixed profiles). */
    public static Mode of(String name, Profile profile) {
        return new Mode(name, profile);
    }

    /**
     * A mutant for the mutation checks: every slot fixed, except that slot's fixed kernel is wrapped by mutate (a
     * test-only kernel that diverges silently somewhere no quirk fires). The slot's config stays the fixed one, so
     * the differential harness sees the slot as correcting exactly what fixed corrects.
     */
    public static <K> Mode mutant(String name, Slot<K> slot, UnaryOperator<K> mutate) {
        return mutant(name, Profile.of("fixed"), slot, mutate);
    }

    /** {@link #mutant(String, Slot, UnaryOperator)} over base (e.g. fixed with one correction off). */
    public static <K> Mode mutant(String name, Profile base, Slot<K> slot, UnaryOperator<K> mutate) {
        return new Mode("mutant " + name, base, t -> {
            K k = t.get(slot);
            return KernelTable.builder(t).put(slot, t.providerId(slot), t.config(slot), mutate.apply(k)).build();
        });
    }

    /** A new world over mesh (may be null) with a new table of this mode. */
    public PhysicsWorld world(CollisionMesh mesh) {
        PhysicsWorld w = TestWorlds.world(profile, quirks, Map.of(), mesh);
        KernelTable t = plant.apply(w.kernels());
        return t == w.kernels() ? w : new PhysicsWorld(t, mesh, quirks);
    }

    /** A new world with no mesh. */
    public PhysicsWorld world() {
        return world(null);
    }

    /** The counter every world of this mode reports to. */
    public QuirkCounter quirks() {
        return quirks;
    }

    /** The profile of this mode. */
    public Profile profile() {
        return profile;
    }

    @Override
    public String toString() {
        return name;
    }
}
