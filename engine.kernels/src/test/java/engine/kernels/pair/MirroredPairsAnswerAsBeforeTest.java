package engine.kernels.pair;

import static engine.api.shape.ShapeType.BOX;
import static engine.api.shape.ShapeType.CAPSULE;
import static engine.api.shape.ShapeType.SEGMENT;
import static engine.api.shape.ShapeType.SPHERE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.box.CapsuleBoxSweep;
import engine.kernels.box.SegmentBoxSweep;
import engine.kernels.box.SphereBoxSweep;
import engine.kernels.library.KernelLibrary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The mirrored pairs, registered once for both orders, answer each order bit for bit as the kernels the library built
 * before the registry (written out here as it built them): same answer, same contact bits, same quirks reported,
 * over generated shapes and moves, faithful and corrected, IEEE and PS2.
 */
class MirroredPairsAnswerAsBeforeTest {
    private static final int TRIES = 400;

    /** The kernel each mirrored slot had before the registry, per config. */
    private static Map<Slot<?>, Function<KernelConfig, Object>> before() {
        Map<Slot<?>, Function<KernelConfig, Object>> m = new LinkedHashMap<>();
        m.put(sweep(SPHERE, CAPSULE), SphereCapsuleSweep::new);
        m.put(sweep(CAPSULE, SPHERE), c -> new MirroredSweep(new SphereCapsuleSweep(c)));
        m.put(sweep(SPHERE, SEGMENT), SphereSegmentSweep::new);
        m.put(sweep(SEGMENT, SPHERE), c -> new MirroredSweep(new SphereSegmentSweep(c)));
        m.put(sweep(CAPSULE, SEGMENT), c -> new OverlapSweep(new CapsuleSegmentOverlap(true), c));
        m.put(sweep(SEGMENT, CAPSULE), c -> new OverlapSweep(new CapsuleSegmentOverlap(false), c));
        m.put(sweep(CAPSULE, BOX), CapsuleBoxSweep::new);
        m.put(sweep(BOX, CAPSULE), c -> new MirroredSweep(new CapsuleBoxSweep(c)));
        m.put(sweep(SPHERE, BOX), SphereBoxSweep::new);
        m.put(sweep(BOX, SPHERE), c -> new MirroredSweep(new SphereBoxSweep(c)));
        m.put(sweep(SEGMENT, BOX), SegmentBoxSweep::new);
        m.put(sweep(BOX, SEGMENT), c -> new MirroredSweep(new SegmentBoxSweep(c)));
        m.put(overlap(BOX, SPHERE), c -> new BoxSphereOverlap(true));
        m.put(overlap(SPHERE, BOX), c -> new BoxSphereOverlap(false));
        m.put(overlap(BOX, CAPSULE), c -> new BoxCapsuleOverlap(true));
        m.put(overlap(CAPSULE, BOX), c -> new BoxCapsuleOverlap(false));
        m.put(overlap(BOX, SEGMENT), c -> new BoxSegmentOverlap(true));
        m.put(overlap(SEGMENT, BOX), c -> new BoxSegmentOverlap(false));
        m.put(overlap(SPHERE, CAPSULE), c -> new SphereCapsuleOverlap(true));
        m.put(overlap(CAPSULE, SPHERE), c -> new SphereCapsuleOverlap(false));
        m.put(overlap(SPHERE, SEGMENT), c -> new SphereSegmentOverlap(true));
        m.put(overlap(SEGMENT, SPHERE), c -> new SphereSegmentOverlap(false));
        m.put(overlap(CAPSULE, SEGMENT), c -> new CapsuleSegmentOverlap(true));
        m.put(overlap(SEGMENT, CAPSULE), c -> new CapsuleSegmentOverlap(false));
        return m;
    }

    private static Slot<?> sweep(ShapeType own, ShapeType other) {
        return Slots.pairSweep(own, other);
    }

    private static Slot<?> overlap(ShapeType own, ShapeType other) {
        return Slots.pairOverlap(own, other);
    }

    private static ShapeType[] types(Slot<?> slot) {
        String[] id = slot.id().split("\\.");
        return new ShapeType[] {type(id[1]), type(id[2])};
    }

    private static ShapeType type(String id) {
        for (ShapeType t : ShapeType.values()) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        throw new IllegalArgumentException(id);
    }

    private static float f(SplittableRandom r, double lo, double hi) {
        return (float) (lo + (hi - lo) * r.nextDouble());
    }

    private static Shape shape(ShapeType t, SplittableRandom r) {
        return switch (t) {
            case SPHERE -> PairRig.sphere(f(r, -1, 1), f(r, -1, 1), f(r, -1, 1), f(r, 0.1, 0.8));
            case CAPSULE -> PairRig.capsule(f(r, -1, 1), f(r, -1, 1), f(r, -1.5, 0.5), f(r, 0.1, 0.6), f(r, 0.1, 2));
            case SEGMENT -> PairRig.segment(f(r, -1, 1), f(r, -1, 1), f(r, -1, 1), f(r, -1, 1), f(r, -1, 1),
                    f(r, -1, 1), f(r, 0.05, 0.4));
            case BOX -> PairRig.turnedBox(f(r, -1, 1), f(r, -1, 1), f(r, -1, 1), f(r, 0.1, 0.8), f(r, 0.1, 0.8),
                    f(r, 0.1, 0.8), r.nextInt(4) == 0 ? 0 : f(r, -90, 90));
        };
    }

    /** The answer, the contact slot's bits and the quirks reported by one call of kernel on a filled slot. */
    private static List<Object> call(PairRig rig, Object kernel, Shape own, Shape other, Float4 move) {
        rig.fill(7.5f, 0x5a5a);
        rig.quirks.reset();
        rig.ownBody.setFirstShape(own);
        rig.otherBody.setFirstShape(other);
        boolean hit = kernel instanceof PairSweep s
                ? s.sweep(rig.world, rig.contact, rig.ownBody, own, rig.otherBody, other, move)
                : ((PairOverlap) kernel).overlap(rig.world, rig.contact, own, other);
        List<Object> out = new ArrayList<>(rig.snapshot());
        out.add(hit);
        out.add(rig.quirks.fired());
        return out;
    }

    private static void answersAsBefore(String profile, FloatModel model, boolean corrected) {
        PairRig rig = PairRig.of(Profile.of(profile).withFloatModel(model.name()));
        Map<Slot<?>, Function<KernelConfig, Object>> before = before();
        assertEquals(24, before.size());
        for (Map.Entry<Slot<?>, Function<KernelConfig, Object>> e : before.entrySet()) {
            Slot<?> slot = e.getKey();
            Set<Quirk> q = corrected ? KernelLibrary.correctable(slot) : Set.of();
            KernelConfig config = new KernelConfig(model, q);
            Object now = KernelLibrary.kernel(slot, config);
            Object then = e.getValue().apply(config);
            ShapeType[] t = types(slot);
            SplittableRandom r = new SplittableRandom(slot.ordinal());
            int hits = 0;
            for (int i = 0; i < TRIES; i++) {
                Shape own = shape(t[0], r);
                Shape other = shape(t[1], r);
                Float4 move = PairRig.move(f(r, -2, 2), f(r, -2, 2), f(r, -2, 2));
                List<Object> a = call(rig, now, own, other, move);
                List<Object> b = call(rig, then, own, other, move);
                assertEquals(b, a, slot.id() + " " + profile + " " + model + " try " + i);
                hits += (Boolean) a.get(a.size() - 2) ? 1 : 0;
            }
            assertTrue(hits > TRIES / 20, slot.id() + ": only " + hits + " hits, too few to compare");
        }
    }

    @Test
    void faithfulIeee() {
        answersAsBefore("faithful", FloatModel.IEEE, false);
    }

    @Test
    void faithfulPs2() {
        answersAsBefore("faithful", FloatModel.PS2, false);
    }

    @Test
    void correctedIeee() {
        answersAsBefore("fixed", FloatModel.IEEE, true);
    }

    @Test
    void correctedPs2() {
        answersAsBefore("fixed", FloatModel.PS2, true);
    }
}
