package engine.kernels.pool;

import engine.api.math.Float4;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * The fields of a pool shape, compared bit for bit with and copied from a shape of the same type: what the
 * corrected allocators and creates use to start a shape from its constructed state. The chain link (+0x00) is
 * never touched: callers set it themselves. Stateless.
 */
final class ShapeFields {
    /** Leave the flags +0x32 alone. */
    static final int SKIP_FLAGS = 0x1;
    /** Leave the local offset +0x10 alone. */
    static final int SKIP_OFFSET = 0x2;
    /** Leave the sizes alone: radii, a capsule's height, a segment's length, a box's half extents. */
    static final int SKIP_SIZE = 0x4;

    private ShapeFields() {
    }

    /** True when every field of s not skipped has the bits of the same field of like (a shape of s's type). */
    static boolean same(Shape like, Shape s, int skip) {
        if ((skip & SKIP_FLAGS) == 0 && like.flags() != s.flags()) {
            return false;
        }
        if ((skip & SKIP_OFFSET) == 0 && !same(like.localOffset(), s.localOffset())) {
            return false;
        }
        if (like.bone() != s.bone() || !same(like.previous(), s.previous())) {
            return false;
        }
        boolean sizes = (skip & SKIP_SIZE) == 0;
        if (like instanceof SphereShape a && s instanceof SphereShape b) {
            return (!sizes || same(a.radius(), b.radius())) && same(a.centre(), b.centre());
        }
        if (like instanceof BoxShape a && s instanceof BoxShape b) {
            return (!sizes || same(a.halfExtents(), b.halfExtents())) && same(a.axis(0), b.axis(0))
                    && same(a.axis(1), b.axis(1)) && same(a.axis(2), b.axis(2)) && same(a.centre(), b.centre());
        }
        if (like instanceof CapsuleShape a && s instanceof CapsuleShape b) {
            return (!sizes || same(a.radius(), b.radius()) && same(a.height(), b.height())) && same(a.base(), b.base());
        }
        if (like instanceof SegmentShape a && s instanceof SegmentShape b) {
            return (!sizes || same(a.radius(), b.radius()) && same(a.length(), b.length()))
                    && same(a.start(), b.start()) && same(a.end(), b.end());
        }
        throw new IllegalArgumentException("shapes of types " + like.type().id() + " and " + s.type().id());
    }

    /** Writes every field of like not skipped into s (a shape of like's type). */
    static void copy(Shape like, Shape s, int skip) {
        if ((skip & SKIP_FLAGS) == 0) {
            s.setFlags(like.flags());
        }
        if ((skip & SKIP_OFFSET) == 0) {
            s.localOffset().set(like.localOffset());
        }
        s.setBone(like.bone());
        s.previous().set(like.previous());
        boolean sizes = (skip & SKIP_SIZE) == 0;
        if (like instanceof SphereShape a && s instanceof SphereShape b) {
            if (sizes) {
                b.setRadius(a.radius());
            }
            b.centre().set(a.centre());
        } else if (like instanceof BoxShape a && s instanceof BoxShape b) {
            if (sizes) {
                b.halfExtents().set(a.halfExtents());
            }
            for (int i = 0; i < 3; i++) {
                b.axis(i).set(a.axis(i));
            }
            b.centre().set(a.centre());
        } else if (like instanceof CapsuleShape a && s instanceof CapsuleShape b) {
            if (sizes) {
                b.setSize(a.height(), a.radius());
            }
            b.base().set(a.base());
        } else if (like instanceof SegmentShape a && s instanceof SegmentShape b) {
            if (sizes) {
                b.setRadius(a.radius());
                b.setLength(a.length());
            }
            b.start().set(a.start());
            b.end().set(a.end());
        } else {
            throw new IllegalArgumentException("shapes of types " + like.type().id() + " and " + s.type().id());
        }
    }

    /** True when the four lanes have the same bits. */
    static boolean same(Float4 a, Float4 b) {
        return same(a.x(), b.x()) && same(a.y(), b.y()) && same(a.z(), b.z()) && same(a.w(), b.w());
    }

    private static boolean same(float a, float b) {
        return Float.floatToRawIntBits(a) == Float.floatToRawIntBits(b);
    }
}
