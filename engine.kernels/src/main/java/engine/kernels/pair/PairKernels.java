package engine.kernels.pair;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairOverlap;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;

/**
 * The slots this package serves: the nine sphere, capsule and segment pairs of the sweep table (Unit 11) and the
 * sixteen entries of the overlap table (Unit 4, reconstructed). The sweep pairs with a box (Units 5, 12) are not
 * here. Stateless.
 */
public final class PairKernels {

    private PairKernels() {
    }

    /** True for the slots this package has a kernel for. */
    public static boolean offers(Slot<?> slot) {
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                if (slot == Slots.pairOverlap(own, other)
                        || (slot == Slots.pairSweep(own, other) && own != ShapeType.BOX && other != ShapeType.BOX)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A new kernel for slot (one of {@link #offers}) following config's corrections, or null for another slot. */
    public static Object make(Slot<?> slot, KernelConfig config) {
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                if (slot == Slots.pairOverlap(own, other)) {
                    return overlap(own, other);
                }
                if (slot == Slots.pairSweep(own, other)) {
                    return sweep(own, other, config);
                }
            }
        }
        return null;
    }

    private static Object sweep(ShapeType own, ShapeType other, KernelConfig config) {
        ShapeType s = ShapeType.SPHERE;
        ShapeType c = ShapeType.CAPSULE;
        ShapeType g = ShapeType.SEGMENT;
        if (own == s && other == s) {
            return new SphereSphereSweep(config);
        }
        if (own == c && other == c) {
            return new CapsuleCapsuleSweep(config);
        }
        if (own == s && other == c) {
            return new SphereCapsuleSweep(config);
        }
        if (own == c && other == s) {
            return new MirroredSweep(new SphereCapsuleSweep(config));
        }
        if (own == s && other == g) {
            return new SphereSegmentSweep(config);
        }
        if (own == g && other == s) {
            return new MirroredSweep(new SphereSegmentSweep(config));
        }
        if (own == g && other == g) {
            return new OverlapSweep(new SegmentSegmentOverlap(), config);
        }
        if (own == c && other == g) {
            return new OverlapSweep(new CapsuleSegmentOverlap(true), config);
        }
        if (own == g && other == c) {
            return new OverlapSweep(new CapsuleSegmentOverlap(false), config);
        }
        return null;
    }

    /** A new overlap table entry for (own, other). */
    public static PairOverlap overlap(ShapeType own, ShapeType other) {
        ShapeType a = own.index() <= other.index() ? own : other;
        ShapeType b = own.index() <= other.index() ? other : own;
        boolean first = own == a;
        return switch (a) {
            case BOX -> switch (b) {
                case BOX -> new BoxBoxOverlap();
                case SPHERE -> new BoxSphereOverlap(first);
                case CAPSULE -> new BoxCapsuleOverlap(first);
                case SEGMENT -> new BoxSegmentOverlap(first);
            };
            case SPHERE -> switch (b) {
                case SPHERE -> new SphereSphereOverlap();
                case CAPSULE -> new SphereCapsuleOverlap(first);
                default -> new SphereSegmentOverlap(first);
            };
            case CAPSULE -> b == ShapeType.CAPSULE ? new CapsuleCapsuleOverlap() : new CapsuleSegmentOverlap(first);
            case SEGMENT -> new SegmentSegmentOverlap();
        };
    }
}
