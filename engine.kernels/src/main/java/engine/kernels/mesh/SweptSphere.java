package engine.kernels.mesh;

/**
 * A sphere swept along a move, for conservative culling only (Issue 13): a box is met when the move's segment
 * enters the box grown by the radius and a rounding margin (a slab test), which holds every point the swept sphere
 * reaches. The margin, 10^-4 of the largest coordinate plus 10^-4 m, is far above the sweep kernel's rounding, so
 * a box this rejects holds no triangle the kernel could hit. One instance per collector, reused by every query.
 */
final class SweptSphere {
    private float px;
    private float py;
    private float pz;
    private float mx;
    private float my;
    private float mz;
    private float grow;
    /** The move's squared length, for {@link #enterBall}. */
    private double moveSquared;
    /** 1 / move per axis (unused where the move is 0 on that axis). */
    private float ix;
    private float iy;
    private float iz;
    /** The slab test's segment interval (scratch). */
    private float enter;
    private float leave;
    /** The swept box (x, y, z min then max), grown like the slabs. */
    private final float[] box = new float[6];

    /** Sets the sweep: centre p, move m, radius r; false when a value is not finite (then nothing may be culled). */
    boolean set(float cx, float cy, float cz, float r, float dx, float dy, float dz) {
        float x0 = Math.min(cx, cx + dx), y0 = Math.min(cy, cy + dy), z0 = Math.min(cz, cz + dz);
        float x1 = Math.max(cx, cx + dx), y1 = Math.max(cy, cy + dy), z1 = Math.max(cz, cz + dz);
        float big = Math.max(Math.max(Math.max(Math.abs(x0), Math.abs(x1)), Math.max(Math.abs(y0), Math.abs(y1))),
                Math.max(Math.abs(z0), Math.abs(z1))) + Math.abs(r);
        grow = r + 1e-4f * big + 1e-4f;
        if (!Float.isFinite(grow) || !(r >= 0f)) {
            return false;
        }
        px = cx;
        py = cy;
        pz = cz;
        mx = dx;
        my = dy;
        mz = dz;
        moveSquared = (double) dx * dx + (double) dy * dy + (double) dz * dz;
        ix = 1f / dx;
        iy = 1f / dy;
        iz = 1f / dz;
        box[0] = x0 - grow;
        box[1] = y0 - grow;
        box[2] = z0 - grow;
        box[3] = x1 + grow;
        box[4] = y1 + grow;
        box[5] = z1 + grow;
        return true;
    }

    /**
     * The fraction of the move (0..1) at which the swept sphere may first reach the ball around the box lo..hi (its
     * centre, half its diagonal), never later than it really does; +infinity when it surely never does. Every
     * point of the box lies in that ball, so a triangle in the box is reached no earlier. For a small triangle this
     * is far tighter than the slab test, whose grown box has corners a sphere never sweeps: the slab test passes a
     * 2 cm facet that the sphere passes a corner's width away. In doubles, so that the square root near a grazing
     * pass adds no rounding of its own: what is left is the margin of the slab test.
     */
    float enterBall(float x0, float y0, float z0, float x1, float y1, float z1) {
        double hx = 0.5 * ((double) x1 - x0);
        double hy = 0.5 * ((double) y1 - y0);
        double hz = 0.5 * ((double) z1 - z0);
        // From the start to the ball's centre, and how far along the move the centre comes nearest.
        double wx = 0.5 * ((double) x0 + x1) - px;
        double wy = 0.5 * ((double) y0 + y1) - py;
        double wz = 0.5 * ((double) z0 + z1) - pz;
        double reach = grow + Math.sqrt(hx * hx + hy * hy + hz * hz);
        double reach2 = reach * reach;
        double mm = moveSquared;
        if (!(mm > 0.0)) {
            return wx * wx + wy * wy + wz * wz <= reach2 ? 0f : Float.POSITIVE_INFINITY;
        }
        double along = (wx * mx + wy * my + wz * mz) / mm;
        double ox = wx - along * mx;
        double oy = wy - along * my;
        double oz = wz - along * mz;
        double off2 = ox * ox + oy * oy + oz * oz; // the line's least squared distance to the centre
        if (off2 > reach2) {
            return Float.POSITIVE_INFINITY;
        }
        double half = Math.sqrt((reach2 - off2) / mm);
        double enter = along - half;
        if (enter > 1.0 || along + half < 0.0) {
            return Float.POSITIVE_INFINITY;
        }
        // Rounded down to a float, so never later than the double.
        float e = (float) Math.max(enter, 0.0);
        return e > enter ? Math.nextDown(e) : e;
    }

    /** The swept box (x, y, z min then max), live. */
    float[] box() {
        return box;
    }

    /** True when the box lo..hi may hold a point the swept sphere reaches (false only when it surely does not). */
    boolean meets(float x0, float y0, float z0, float x1, float y1, float z1) {
        return enter(x0, y0, z0, x1, y1, z1) <= 1f;
    }

    /**
     * The fraction of the move (0..1) at which the swept sphere may first reach the box lo..hi, never later than
     * it really does; +infinity when it surely never does.
     */
    float enter(float x0, float y0, float z0, float x1, float y1, float z1) {
        if (x0 > box[3] || x1 < box[0] || y0 > box[4] || y1 < box[1] || z0 > box[5] || z1 < box[2]) {
            return Float.POSITIVE_INFINITY;
        }
        enter = 0f;
        leave = 1f;
        if (slab(px, mx, ix, x0, x1) && slab(py, my, iy, y0, y1) && slab(pz, mz, iz, z0, z1)) {
            return enter;
        }
        return Float.POSITIVE_INFINITY;
    }

    /**
     * Narrows [enter, leave] to where p + s·d lies in the grown slab [lo, hi] (inv = 1 / d); false when it empties.
     * A product by the inverse rounds a little differently from a quotient: far inside the margin.
     */
    private boolean slab(float p, float d, float inv, float lo, float hi) {
        float a = lo - grow;
        float b = hi + grow;
        if (d == 0f) {
            return p >= a && p <= b;
        }
        float s0 = (a - p) * inv;
        float s1 = (b - p) * inv;
        if (s0 > s1) {
            float s = s0;
            s0 = s1;
            s1 = s;
        }
        enter = Math.max(enter, s0);
        leave = Math.min(leave, s1);
        return enter <= leave;
    }
}
