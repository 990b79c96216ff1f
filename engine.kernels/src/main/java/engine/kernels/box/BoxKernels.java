package engine.kernels.box;

import static engine.api.shape.ShapeType.BOX;
import static engine.api.shape.ShapeType.CAPSULE;
import static engine.api.shape.ShapeType.SEGMENT;
import static engine.api.shape.ShapeType.SPHERE;
import static engine.api.slots.Slots.pairSweep;

import engine.api.slots.Slots;
import engine.kernels.pair.MirroredSweep;
import engine.kernels.registry.SlotRegistry;

/**
 * The box kernels' slots, one line each (a mirrored pair once for both orders): the pair sweeps of Units 5 and 12,
 * whose box-first entries mirror the box-second ones (docs/box-sweeps.md), and the box mesh sweep of Unit 13, with
 * {@link BoxCorrections}.
 */
public final class BoxKernels {

    private BoxKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.mirrored(pairSweep(CAPSULE, BOX), pairSweep(BOX, CAPSULE), MirroredSweep.of(CapsuleBoxSweep::new));
        r.mirrored(pairSweep(SPHERE, BOX), pairSweep(BOX, SPHERE), MirroredSweep.of(SphereBoxSweep::new));
        r.mirrored(pairSweep(SEGMENT, BOX), pairSweep(BOX, SEGMENT), MirroredSweep.of(SegmentBoxSweep::new));
        r.add(pairSweep(BOX, BOX), BoxBoxSweep::new);
        r.add(Slots.meshSweep(BOX), BoxMeshSweep::new);
        r.corrections(BoxCorrections.all());
    }
}
