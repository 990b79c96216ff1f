package engine.kernels.mesh;

/**
 * A sphere swept along a move, for conservative culling only (Issue 13): a box is met when the move's segment
 * enters the box grown by the radius and a rounding margin (a slab test), which holds every point the swept sphere
 * reaches. The margin, 10^-4 of the largest coordinate plus 10^-4 m, is far above the sweep kernel's rounding, so
 * a box this rejects holds no triangle the kernel could hit. One instance per collector, reused by every query.
 */
final class SweptSphere {
    /** The start and the move. */
    private float px;
    private float py;
    private float pz;
    private float mx;
    private float my;
    private float mz;
    /** The radius grown by the margin. */
    private float grow;
    /** Whether the fields below are set for the current sweep ({@link #prepare}). */
    private boolean prepared;
    /** The move's squared length, for {@link #enterBall}. */
    private double moveSquared;
    /** 1 / move per axis (1 where the move is 0 on that axis). */
    private float ix;
    private float iy;
    private float iz;
    /**
     * Per axis, whether the move goes down it (the segment then crosses a box's max first), and what is taken from
     * the coordinates crossed first and last before the product by 1 / move: the start moved by the margin
     * ({@link #shift}).
     */
    private boolean downX;
    private boolean downY;
    private boolean downZ;
    private float nearShiftX;
    private float nearShiftY;
    private float nearShiftZ;
    private float farShiftX;
    private float farShiftY;
    private float farShiftZ;
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
        prepared = false;
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
        if (!prepared) {
            prepare();
        }
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

    /**
     * Sets what the slab and ball tests need beyond the swept box, on the first box the swept box does not reject:
     * a sweep far from everything (an all-miss sweep) then never pays for it.
     */
    private void prepare() {
        prepared = true;
        moveSquared = (double) mx * mx + (double) my * my + (double) mz * mz;
        ix = mx == 0f ? 1f : 1f / mx;
        iy = my == 0f ? 1f : 1f / my;
        iz = mz == 0f ? 1f : 1f / mz;
        downX = mx < 0f;
        downY = my < 0f;
        downZ = mz < 0f;
        nearShiftX = shift(px, mx, true);
        nearShiftY = shift(py, my, true);
        nearShiftZ = shift(pz, mz, true);
        farShiftX = shift(px, mx, false);
        farShiftY = shift(py, my, false);
        farShiftZ = shift(pz, mz, false);
    }

    /**
     * What the slab test takes from a box coordinate on an axis where the centre starts at p and moves d, for the
     * side crossed first (near) or last: the grown slab [lo - grow, hi + grow] is entered where p + s·d = lo - grow
     * going up, so s = (lo - (p + grow)) / d, and left where s = (hi - (p - grow)) / d; going down the sides swap.
     * Where d is 0: +infinity for the near side and -infinity for the far one, so that the product by 1 gives an
     * entry at -infinity and an exit at +infinity (the swept box alone decides on that axis).
     */
    private float shift(float p, float d, boolean near) {
        if (d == 0f) {
            return near ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
        }
        return (d > 0f) == near ? p + grow : p - grow;
    }

    /** The swept box (x, y, z min then max), live. */
    float[] box() {
        return box;
    }

    /**
     * True when the box lo..hi lies apart from the swept box (grown like the slabs), so the swept sphere surely
     * reaches no point of it: the first and cheapest part of {@link #enter}.
     */
    boolean outsideSweptBox(float x0, float y0, float z0, float x1, float y1, float z1) {
        return x0 > box[3] || x1 < box[0] || y0 > box[4] || y1 < box[1] || z0 > box[5] || z1 < box[2];
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
        if (outsideSweptBox(x0, y0, z0, x1, y1, z1)) {
            return Float.POSITIVE_INFINITY;
        }
        if (!prepared) {
            prepare();
        }
        // Per axis, where the segment enters and leaves the grown slab (the sides picked by the move's signs once
        // per sweep); an axis the move does not go along gives -infinity and +infinity: the swept box decided it.
        // A product by the inverse rounds a little differently from a quotient: far inside the margin. Math.max
        // and min, not compares, so that no guess about the order of the values can miss; a NaN drops the box,
        // as before.
        float ex = ((downX ? x1 : x0) - nearShiftX) * ix;
        float ey = ((downY ? y1 : y0) - nearShiftY) * iy;
        float ez = ((downZ ? z1 : z0) - nearShiftZ) * iz;
        float lx = ((downX ? x0 : x1) - farShiftX) * ix;
        float ly = ((downY ? y0 : y1) - farShiftY) * iy;
        float lz = ((downZ ? z0 : z1) - farShiftZ) * iz;
        float enter = Math.max(Math.max(ex, ey), Math.max(ez, 0f));
        float leave = Math.min(Math.min(lx, ly), Math.min(lz, 1f));
        return enter <= leave ? enter : Float.POSITIVE_INFINITY;
    }
}
