package engine.kernels.pair;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 4, the box-capsule overlaps (1, 3) and (3, 1), RECONSTRUCTED (STATIC_OVERLAPS; docs/unit4-overlaps.md): the
 * upright capsule of the pair tests, the cylinder [B.z, B.z + h] of radius r (its bound, Unit 6). The box is cut to
 * that height (its corners inside the slab and its edges' crossings of the two planes), the cut is seen from above
 * as the convex hull of those points, and the capsule overlaps when its axis is inside the hull or within r of it,
 * touching included. Writes nothing. One instance per world (64 floats of scratch).
 */
public final class BoxCapsuleOverlap implements PairOverlap {
    /** Corners inside the slab plus two plane crossings per edge. */
    private static final int MOST = 8 + 12 * 2;

    private final boolean boxOwn;
    private final BoxFrame frame = new BoxFrame();
    private final float[] cx = new float[8];
    private final float[] cy = new float[8];
    private final float[] cz = new float[8];
    private final float[] px = new float[MOST];
    private final float[] py = new float[MOST];
    private final int[] order = new int[MOST];
    private final int[] hull = new int[2 * MOST];
    private int count;

    /** The (1, 3) entry when boxOwn, else (3, 1). */
    public BoxCapsuleOverlap(boolean boxOwn) {
        this.boxOwn = boxOwn;
    }

    // Unit 4, overlap table (1, 3) and (3, 1) (reconstructed)
    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        FloatModel m = ctx.floatModel();
        frame.set(m, (BoxShape) (boxOwn ? own : other));
        CapsuleShape c = (CapsuleShape) (boxOwn ? other : own);
        Float4 b = c.base();
        float z0 = b.z();
        float z1 = m.add(z0, c.height());
        corners(m);
        count = 0;
        for (int k = 0; k < 8; k++) {
            if (m.ge(cz[k], z0) && m.le(cz[k], z1)) {
                add(cx[k], cy[k]);
            }
        }
        for (int k = 0; k < 8; k++) {
            for (int bit = 1; bit < 8; bit <<= 1) {
                if ((k & bit) == 0) {
                    crossing(m, k, k | bit, z0);
                    crossing(m, k, k | bit, z1);
                }
            }
        }
        if (count == 0) {
            return false;
        }
        float r = c.radius();
        return m.le(hullDistanceSq(m, b.x(), b.y()), m.mul(r, r));
    }

    /** The eight corners centre ± h0·A0 ± h1·A1 ± h2·A2 (bit 0, 1, 2 of k: the sign of each term). */
    private void corners(FloatModel m) {
        float[] a = frame.axis;
        for (int k = 0; k < 8; k++) {
            float x = frame.cx();
            float y = frame.cy();
            float z = frame.cz();
            for (int i = 0; i < 3; i++) {
                float h = (k & (1 << i)) != 0 ? frame.half[i] : m.neg(frame.half[i]);
                x = m.add(x, m.mul(h, a[3 * i]));
                y = m.add(y, m.mul(h, a[3 * i + 1]));
                z = m.add(z, m.mul(h, a[3 * i + 2]));
            }
            cx[k] = x;
            cy[k] = y;
            cz[k] = z;
        }
    }

    /** Adds where the edge from corner i to corner j crosses the plane z = zp strictly between its ends. */
    private void crossing(FloatModel m, int i, int j, float zp) {
        if ((m.lt(cz[i], zp) && m.gt(cz[j], zp)) || (m.gt(cz[i], zp) && m.lt(cz[j], zp))) {
            float t = m.div(m.sub(zp, cz[i]), m.sub(cz[j], cz[i]));
            add(m.add(cx[i], m.mul(t, m.sub(cx[j], cx[i]))), m.add(cy[i], m.mul(t, m.sub(cy[j], cy[i]))));
        }
    }

    private void add(float x, float y) {
        px[count] = x;
        py[count] = y;
        count++;
    }

    /** The squared distance from (x, y) to the convex hull of the points (0 inside), by Andrew's monotone chain. */
    private float hullDistanceSq(FloatModel m, float x, float y) {
        for (int i = 0; i < count; i++) {
            int v = i;
            int j = i - 1;
            while (j >= 0 && before(m, v, order[j])) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = v;
        }
        int n = 0;
        for (int i = 0; i < count; i++) {
            n = push(m, n, 0, order[i]);
        }
        int lower = n;
        for (int i = count - 2; i >= 0; i--) {
            n = push(m, n, lower - 1, order[i]);
        }
        // The chain ends where it started: n − 1 hull corners in turn, counter-clockwise.
        int corners = Math.max(1, n - 1);
        if (corners == 1) {
            float dx = m.sub(x, px[hull[0]]);
            float dy = m.sub(y, py[hull[0]]);
            return m.add(m.mul(dx, dx), m.mul(dy, dy));
        }
        boolean inside = corners >= 3;
        float best = Float.MAX_VALUE;
        for (int k = 0; k < corners; k++) {
            int p = hull[k];
            int q = hull[(k + 1) % corners];
            if (m.lt(cross(m, px[p], py[p], px[q], py[q], x, y), 0f)) {
                inside = false;
            }
            best = m.fmin(best, segmentSq(m, px[p], py[p], px[q], py[q], x, y));
        }
        return inside ? 0f : best;
    }

    /** Lexicographic (x, then y) order of points i and j. */
    private boolean before(FloatModel m, int i, int j) {
        return m.lt(px[i], px[j]) || (m.eq(px[i], px[j]) && m.lt(py[i], py[j]));
    }

    /** Appends point v to the chain, first dropping corners that do not turn left; floor is the chain's fixed part. */
    private int push(FloatModel m, int n, int floor, int v) {
        while (n >= floor + 2
                && m.le(cross(m, px[hull[n - 2]], py[hull[n - 2]], px[hull[n - 1]], py[hull[n - 1]], px[v], py[v]),
                        0f)) {
            n--;
        }
        hull[n] = v;
        return n + 1;
    }

    /** (q − p) × (r − p): positive when r is left of p → q. */
    private static float cross(FloatModel m, float pX, float pY, float qX, float qY, float rX, float rY) {
        return m.sub(m.mul(m.sub(qX, pX), m.sub(rY, pY)), m.mul(m.sub(qY, pY), m.sub(rX, pX)));
    }

    /** The squared distance from r to the segment p → q. */
    private static float segmentSq(FloatModel m, float pX, float pY, float qX, float qY, float rX, float rY) {
        float ex = m.sub(qX, pX);
        float ey = m.sub(qY, pY);
        float wx = m.sub(rX, pX);
        float wy = m.sub(rY, pY);
        float ee = m.add(m.mul(ex, ex), m.mul(ey, ey));
        float t = m.gt(ee, 0f) ? m.div(m.add(m.mul(wx, ex), m.mul(wy, ey)), ee) : 0f;
        t = m.lt(t, 0f) ? 0f : m.gt(t, 1f) ? 1f : t;
        float dx = m.sub(wx, m.mul(t, ex));
        float dy = m.sub(wy, m.mul(t, ey));
        return m.add(m.mul(dx, dx), m.mul(dy, dy));
    }
}
