package engine.kernels.pair;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;

/**
 * The oriented box record of Unit 6 as the reconstructed overlaps read it: +0x80 centre, +0x50/+0x60/+0x70 the unit
 * axes A0, A1, A2, +0x40 the half extents. Turns world points into the box's frame (l_i = A_i·(p − centre)) and
 * measures a local point's squared distance to the box. Stateless apart from its view of the box.
 */
final class BoxFrame {
    private BoxShape box;

    /** Reads b from now on. */
    BoxFrame of(BoxShape b) {
        box = b;
        return this;
    }

    /** Half extent i (0..2, m). */
    float half(int i) {
        Float4 h = box.halfExtents();
        return i == 0 ? h.x() : i == 1 ? h.y() : h.z();
    }

    /** Axis i (0..2). */
    Float4 axis(int i) {
        return box.axis(i);
    }

    /** The centre. */
    Float4 centre() {
        return box.centre();
    }

    /** Coordinate i of the world point (x, y, z) in the box's frame: A_i·(p − centre). */
    float local(FloatModel m, int i, float x, float y, float z) {
        Float4 c = box.centre();
        Float4 a = box.axis(i);
        return m.dot3(a.x(), a.y(), a.z(), m.sub(x, c.x()), m.sub(y, c.y()), m.sub(z, c.z()));
    }

    /** How far local coordinate l of axis i lies outside [−h_i, h_i] (0 inside), with its sign. */
    float outside(FloatModel m, int i, float l) {
        float h = half(i);
        if (m.gt(l, h)) {
            return m.sub(l, h);
        }
        if (m.lt(l, m.neg(h))) {
            return m.add(l, h);
        }
        return 0f;
    }

    /** The squared distance from the local point (lx, ly, lz) to the box (0 inside). */
    float distanceSq(FloatModel m, float lx, float ly, float lz) {
        float dx = outside(m, 0, lx);
        float dy = outside(m, 1, ly);
        float dz = outside(m, 2, lz);
        return m.dot3(dx, dy, dz, dx, dy, dz);
    }
}
