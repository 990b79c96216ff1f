package engine.kernels.box;

import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;

/**
 * An oriented box (Unit 6: centre +0x80, unit axes A0, A1, A2 at +0x50/+0x60/+0x70, half extents +0x40) as the box
 * kernels read it, with the change of frame they all make: a point's local coordinate i is A_i·(p − centre) and a
 * vector's is A_i·v; a local vector goes back as (x·A0 + y·A1) + z·A2. Float32 through the model in that order.
 * Scratch of one kernel instance; allocates nothing.
 */
final class BoxFrame {
    private FloatModel m = FloatModel.IEEE;
    /** The axes, A_i's coordinate a at 3i + a. */
    final float[] axis = new float[9];
    /** The centre (m). */
    float cx;
    float cy;
    float cz;
    /** The half extents h0, h1, h2 (m). */
    final float[] half = new float[3];

    /** Reads box b's centre, axes and half extents; later calls compute with model. */
    void set(FloatModel model, BoxShape b) {
        m = model;
        for (int i = 0; i < 3; i++) {
            axis[3 * i] = b.axis(i).x();
            axis[3 * i + 1] = b.axis(i).y();
            axis[3 * i + 2] = b.axis(i).z();
        }
        cx = b.centre().x();
        cy = b.centre().y();
        cz = b.centre().z();
        half[0] = b.halfExtents().x();
        half[1] = b.halfExtents().y();
        half[2] = b.halfExtents().z();
    }

    /** Local coordinate i of the world point (x, y, z): A_i·(p − centre). */
    float point(int i, float x, float y, float z) {
        return vector(i, m.sub(x, cx), m.sub(y, cy), m.sub(z, cz));
    }

    /** Local coordinate i of the world vector (x, y, z): A_i·v. */
    float vector(int i, float x, float y, float z) {
        return m.dot3(axis[3 * i], axis[3 * i + 1], axis[3 * i + 2], x, y, z);
    }

    /** World coordinate a (0 x, 1 y, 2 z) of the local vector (lx, ly, lz): (lx·A0 + ly·A1) + lz·A2. */
    float world(int a, float lx, float ly, float lz) {
        return m.add(m.add(m.mul(lx, axis[a]), m.mul(ly, axis[3 + a])), m.mul(lz, axis[6 + a]));
    }
}
