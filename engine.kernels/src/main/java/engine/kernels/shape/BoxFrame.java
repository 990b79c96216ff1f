package engine.kernels.shape;

import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;

/**
 * An oriented box (Unit 6: centre +0x80, unit axes A0, A1, A2 at +0x50/+0x60/+0x70, half extents +0x40) as the box
 * overlaps (Unit 4) and box sweeps (Unit 11) read it, with the change of frame they all make: a point's local
 * coordinate i is A_i·(p − centre) and a vector's is A_i·v; a local vector goes back as (x·A0 + y·A1) + z·A2; a local
 * point's squared distance to the box sums what lies outside each [−h_i, h_i]. Float32 through the model in that
 * order. Scratch of one kernel instance: {@link #set} copies the box, the arrays are read only; allocates nothing.
 */
public final class BoxFrame {
    private FloatModel m = FloatModel.IEEE;
    /** The axes, A_i's coordinate a at 3i + a (written only by {@link #set}). */
    public final float[] axis = new float[9];
    /** The half extents h0, h1, h2 (m; written only by {@link #set}). */
    public final float[] half = new float[3];
    private float cx;
    private float cy;
    private float cz;

    /** A frame reading no box yet: {@link #set} before use. */
    public BoxFrame() {
    }

    /** Reads box b's centre, axes and half extents; later calls compute with model. */
    public void set(FloatModel model, BoxShape b) {
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

    /** The centre's x (m). */
    public float cx() {
        return cx;
    }

    /** The centre's y (m). */
    public float cy() {
        return cy;
    }

    /** The centre's z (m). */
    public float cz() {
        return cz;
    }

    /** Local coordinate i of the world point (x, y, z): A_i·(p − centre). */
    public float point(int i, float x, float y, float z) {
        return vector(i, m.sub(x, cx), m.sub(y, cy), m.sub(z, cz));
    }

    /** Local coordinate i of the world vector (x, y, z): A_i·v. */
    public float vector(int i, float x, float y, float z) {
        return m.dot3(axis[3 * i], axis[3 * i + 1], axis[3 * i + 2], x, y, z);
    }

    /** World coordinate a (0 x, 1 y, 2 z) of the local vector (lx, ly, lz): (lx·A0 + ly·A1) + lz·A2. */
    public float world(int a, float lx, float ly, float lz) {
        return m.add(m.add(m.mul(lx, axis[a]), m.mul(ly, axis[3 + a])), m.mul(lz, axis[6 + a]));
    }

    /** How far local coordinate l of axis i lies outside [−h_i, h_i] (0 inside), with its sign. */
    public float outside(int i, float l) {
        float h = half[i];
        if (m.gt(l, h)) {
            return m.sub(l, h);
        }
        if (m.lt(l, m.neg(h))) {
            return m.add(l, h);
        }
        return 0f;
    }

    /** The squared distance from the local point (lx, ly, lz) to the box (0 inside). */
    public float distanceSq(float lx, float ly, float lz) {
        float dx = outside(0, lx);
        float dy = outside(1, ly);
        float dz = outside(2, lz);
        return m.dot3(dx, dy, dz, dx, dy, dz);
    }
}
