package engine.kernels.pair;

import static engine.api.shape.ShapeType.BOX;
import static engine.api.shape.ShapeType.CAPSULE;
import static engine.api.shape.ShapeType.SEGMENT;
import static engine.api.shape.ShapeType.SPHERE;
import static engine.api.slots.Slots.pairOverlap;
import static engine.api.slots.Slots.pairSweep;

import engine.kernels.registry.SlotRegistry;

/**
 * The slots this package serves, one line each (a mirrored pair once for both orders): the nine sphere, capsule and
 * segment pairs of the sweep table (Unit 11) and the sixteen entries of the overlap table (Unit 4, reconstructed),
 * with {@link PairCorrections}. The sweep pairs with a box (Units 5, 12) are the box family's.
 */
public final class PairKernels {

    private PairKernels() {
    }

    /** Registers this family's slots and corrections. */
    public static void register(SlotRegistry.Builder r) {
        r.add(pairSweep(SPHERE, SPHERE), SphereSphereSweep::new);
        r.add(pairSweep(CAPSULE, CAPSULE), CapsuleCapsuleSweep::new);
        // Unit 11, PhysicsSweep_CapsuleSphere and PhysicsSweep_SegmentSphere: the sphere's entry, roles swapped
        r.mirrored(pairSweep(SPHERE, CAPSULE), pairSweep(CAPSULE, SPHERE), MirroredSweep.of(SphereCapsuleSweep::new));
        r.mirrored(pairSweep(SPHERE, SEGMENT), pairSweep(SEGMENT, SPHERE), MirroredSweep.of(SphereSegmentSweep::new));
        r.add(pairSweep(SEGMENT, SEGMENT), c -> new OverlapSweep(new SegmentSegmentOverlap(), c));
        r.mirrored(pairSweep(CAPSULE, SEGMENT), pairSweep(SEGMENT, CAPSULE),
                (c, first) -> new OverlapSweep(new CapsuleSegmentOverlap(first), c));
        // Unit 4 (reconstructed): one class per unordered pair, told whether the owner is its first shape
        r.add(pairOverlap(BOX, BOX), c -> new BoxBoxOverlap());
        r.mirrored(pairOverlap(BOX, SPHERE), pairOverlap(SPHERE, BOX), (c, first) -> new BoxSphereOverlap(first));
        r.mirrored(pairOverlap(BOX, CAPSULE), pairOverlap(CAPSULE, BOX), (c, first) -> new BoxCapsuleOverlap(first));
        r.mirrored(pairOverlap(BOX, SEGMENT), pairOverlap(SEGMENT, BOX), (c, first) -> new BoxSegmentOverlap(first));
        r.add(pairOverlap(SPHERE, SPHERE), c -> new SphereSphereOverlap());
        r.mirrored(pairOverlap(SPHERE, CAPSULE), pairOverlap(CAPSULE, SPHERE),
                (c, first) -> new SphereCapsuleOverlap(first));
        r.mirrored(pairOverlap(SPHERE, SEGMENT), pairOverlap(SEGMENT, SPHERE),
                (c, first) -> new SphereSegmentOverlap(first));
        r.add(pairOverlap(CAPSULE, CAPSULE), c -> new CapsuleCapsuleOverlap());
        r.mirrored(pairOverlap(CAPSULE, SEGMENT), pairOverlap(SEGMENT, CAPSULE),
                (c, first) -> new CapsuleSegmentOverlap(first));
        r.add(pairOverlap(SEGMENT, SEGMENT), c -> new SegmentSegmentOverlap());
        r.corrections(PairCorrections.all());
    }
}
