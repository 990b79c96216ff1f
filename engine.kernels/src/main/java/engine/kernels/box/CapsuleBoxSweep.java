package engine.kernels.box;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 12 (reconstructed, docs/box-sweeps.md), the sweep table's (3, 1) entry: the upright capsule of the pair
 * tests, the cylinder of radius r over [base.z, base.z + h], moving by move against an oriented box at rest. In the
 * box's frame (its A2 taken as up) the circle meets the footprint rectangle grown by r and the height range meets
 * the box's; the contact is the later entry. A contact in one of the footprint's four corner regions sets contact
 * flag 0x1 with the unit diagonal slide (±A0 ± A1)/√2 out past that corner in +0xa0 (Unit 3, 0x00345078). Already
 * overlapping at the start: a hit at fraction 0 with the least-depth normal when the move goes into it, no hit
 * otherwise (the capsule-capsule rule). Scratch per instance; allocates nothing.
 */
public final class CapsuleBoxSweep implements PairSweep {
    private static final float NONE = Float.POSITIVE_INFINITY;

    private final BoxFrame frame = new BoxFrame();
    private final PairHit hit = new PairHit();
    private final Float4 diagonal = new Float4();
    private final Float4 unitDiagonal = new Float4();
    private FloatModel m = FloatModel.IEEE;
    // The base and move in the box's frame, the capsule's range along A2, the radius.
    private float qx;
    private float qy;
    private float wx;
    private float wy;
    private float wz;
    private float zlo;
    private float zhi;
    private float r;
    // The horizontal times and whether the entry was in a corner region (its signs sx, sy).
    private float hin;
    private float hout;
    private boolean entryCorner;
    private float sx;
    private float sy;
    // The vertical times.
    private float vin;
    private float vout;
    // The slab scratch.
    private float slabIn;
    private float slabOut;

    /** A capsule-box sweep with its own scratch (one per world); the library makes no correction here. */
    public CapsuleBoxSweep(KernelConfig config) {
        // No catalogued defect of this kernel: config has nothing to switch.
    }

    // Unit 12 (reconstructed), PhysicsSweep_CapsuleBox: sweep table (3, 1), corner flag store at 0x00345078
    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        m = ctx.floatModel();
        CapsuleShape capsule = (CapsuleShape) own;
        frame.set(m, (BoxShape) other);
        Float4 b = capsule.base();
        qx = frame.point(0, b.x(), b.y(), b.z());
        qy = frame.point(1, b.x(), b.y(), b.z());
        float qz = frame.point(2, b.x(), b.y(), b.z());
        wx = frame.vector(0, move.x(), move.y(), move.z());
        wy = frame.vector(1, move.x(), move.y(), move.z());
        wz = frame.vector(2, move.x(), move.y(), move.z());
        r = capsule.radius();
        // The capsule's axis (0, 0, h) along A2: its range in the box's frame.
        float along = m.mul(capsule.height(), frame.axis[8]);
        zlo = m.lt(along, 0f) ? m.add(qz, along) : qz;
        zhi = m.gt(along, 0f) ? m.add(qz, along) : qz;
        if (!horizontal() || !vertical()) {
            return false;
        }
        float first = m.max(hin, vin);
        float last = m.min(hout, vout);
        if (m.gt(first, last) || m.gt(first, 1f) || m.lt(last, 0f)) {
            return false;
        }
        boolean corner;
        if (m.ge(first, 0f)) {
            if (m.gt(vin, hin)) {
                // The height ranges meet last: the top (moving down) or the bottom face.
                corner = false;
                hit.normalFromLocal(m, frame, 0f, 0f, m.lt(wz, 0f) ? 1f : -1f, move);
            } else {
                corner = entryCorner;
                float px = m.add(qx, m.mul(first, wx));
                float py = m.add(qy, m.mul(first, wy));
                hit.normalFromLocal(m, frame, m.sub(px, clamp(px, frame.half[0])),
                        m.sub(py, clamp(py, frame.half[1])), 0f, move);
            }
        } else {
            int start = startNormal(move);
            if (start == START_MISS) {
                return false;
            }
            corner = start == START_CORNER;
            first = 0f;
        }
        hit.write(m, out, first, b, move, corner ? ContactFlags.CORNER_SLIDE : 0);
        if (corner) {
            // Out past the corner: (sx·A0 + sy·A1), made unit.
            diagonal.set(frame.world(0, sx, sy, 0f), frame.world(1, sx, sy, 0f), frame.world(2, sx, sy, 0f), 0f);
            m.unit3(diagonal, unitDiagonal);
            out.slide().set(unitDiagonal.x(), unitDiagonal.y(), unitDiagonal.z(), 0f);
        }
        return true;
    }

    /** {@link #startNormal}: the move does not go into the overlap, no hit. */
    private static final int START_MISS = -1;
    /** {@link #startNormal}: a hit, not in a corner region. */
    private static final int START_SIDE = 0;
    /** {@link #startNormal}: a hit in a corner region. */
    private static final int START_CORNER = 1;

    private float clamp(float v, float e) {
        return m.lt(v, m.neg(e)) ? m.neg(e) : m.gt(v, e) ? e : v;
    }

    /**
     * The times the circle (qx, qy) + t·(wx, wy) of radius r is within the footprint rectangle: the slabs of the
     * rectangle grown by r, an entry or exit point in a corner region moved to that corner circle's root. False when
     * never.
     */
    private boolean horizontal() {
        float hx = frame.half[0];
        float hy = frame.half[1];
        entryCorner = false;
        if (m.eq(wx, 0f) && m.eq(wy, 0f)) {
            float dx = m.sub(qx, clamp(qx, hx));
            float dy = m.sub(qy, clamp(qy, hy));
            if (m.gt(m.add(m.mul(dx, dx), m.mul(dy, dy)), m.mul(r, r))) {
                return false;
            }
            hin = Float.NEGATIVE_INFINITY;
            hout = NONE;
            return true;
        }
        if (!slab(qx, wx, m.add(hx, r))) {
            return false;
        }
        float in = slabIn;
        float out = slabOut;
        if (!slab(qy, wy, m.add(hy, r))) {
            return false;
        }
        in = m.max(in, slabIn);
        out = m.min(out, slabOut);
        if (m.gt(in, out)) {
            return false;
        }
        float px = m.eq(wx, 0f) ? qx : m.add(qx, m.mul(in, wx));
        float py = m.eq(wy, 0f) ? qy : m.add(qy, m.mul(in, wy));
        hin = in;
        if (m.gt(m.abs(px), hx) && m.gt(m.abs(py), hy)) {
            entryCorner = true;
            sx = m.gt(px, 0f) ? 1f : -1f;
            sy = m.gt(py, 0f) ? 1f : -1f;
            float root = cornerRoot(sx, sy, -1f);
            if (m.eq(root, NONE)) {
                return false;
            }
            hin = root;
        }
        px = m.eq(wx, 0f) ? qx : m.add(qx, m.mul(out, wx));
        py = m.eq(wy, 0f) ? qy : m.add(qy, m.mul(out, wy));
        hout = out;
        if (m.gt(m.abs(px), hx) && m.gt(m.abs(py), hy)) {
            float root = cornerRoot(m.gt(px, 0f) ? 1f : -1f, m.gt(py, 0f) ? 1f : -1f, 1f);
            if (!m.eq(root, NONE)) {
                hout = root;
            }
        }
        return true;
    }

    /**
     * The entry (which −1) or exit (which +1) root of the circle of radius r about the corner (cx·hx, cy·hy):
     * (−b ∓ √(b² − a·c)) / a; {@link #NONE} when the path misses it (an exit root takes a negative
     * discriminant, rounding only, as 0).
     */
    private float cornerRoot(float cx, float cy, float which) {
        float dx = m.sub(qx, m.gt(cx, 0f) ? frame.half[0] : m.neg(frame.half[0]));
        float dy = m.sub(qy, m.gt(cy, 0f) ? frame.half[1] : m.neg(frame.half[1]));
        float a = m.add(m.mul(wx, wx), m.mul(wy, wy));
        float b = m.add(m.mul(wx, dx), m.mul(wy, dy));
        float c = m.sub(m.add(m.mul(dx, dx), m.mul(dy, dy)), m.mul(r, r));
        float disc = m.sub(m.mul(b, b), m.mul(a, c));
        if (m.lt(disc, 0f)) {
            if (m.lt(which, 0f)) {
                return NONE;
            }
            disc = 0f;
        }
        float s = m.sqrt(disc);
        return m.div(m.lt(which, 0f) ? m.sub(m.neg(b), s) : m.add(m.neg(b), s), a);
    }

    /** The times the range [zlo, zhi] + t·wz overlaps [−hz, hz] (touching counts). False when never. */
    private boolean vertical() {
        float hz = frame.half[2];
        if (m.eq(wz, 0f)) {
            if (m.lt(zhi, m.neg(hz)) || m.gt(zlo, hz)) {
                return false;
            }
            vin = Float.NEGATIVE_INFINITY;
            vout = NONE;
            return true;
        }
        if (m.gt(wz, 0f)) {
            vin = m.div(m.sub(m.neg(hz), zhi), wz);
            vout = m.div(m.sub(hz, zlo), wz);
        } else {
            vin = m.div(m.sub(hz, zlo), wz);
            vout = m.div(m.sub(m.neg(hz), zhi), wz);
        }
        return true;
    }

    /** The times q + t·w is within [−e, e] on one axis; false when never. */
    private boolean slab(float q, float w, float e) {
        if (m.eq(w, 0f)) {
            if (m.lt(q, m.neg(e)) || m.gt(q, e)) {
                return false;
            }
            slabIn = Float.NEGATIVE_INFINITY;
            slabOut = NONE;
            return true;
        }
        float t1 = m.div(m.sub(m.neg(e), q), w);
        float t2 = m.div(m.sub(e, q), w);
        slabIn = m.gt(w, 0f) ? t1 : t2;
        slabOut = m.gt(w, 0f) ? t2 : t1;
        return true;
    }

    /**
     * Already overlapping at the start: the normal of least depth, the footprint's (out of the rectangle, or past
     * its nearer side from inside) against the height's (up or down); the footprint wins a tie. It is set when the
     * move goes into it (w·n &lt; 0, in the box's frame): {@link #START_CORNER} or {@link #START_SIDE}; else
     * {@link #START_MISS}.
     */
    private int startNormal(Float4 move) {
        float hx = frame.half[0];
        float hy = frame.half[1];
        float hz = frame.half[2];
        float dx = m.sub(qx, clamp(qx, hx));
        float dy = m.sub(qy, clamp(qy, hy));
        float nx;
        float ny;
        float depthH;
        boolean corner = false;
        if (!m.eq(dx, 0f) || !m.eq(dy, 0f)) {
            depthH = m.sub(r, m.sqrt(m.add(m.mul(dx, dx), m.mul(dy, dy))));
            nx = dx;
            ny = dy;
            if (!m.eq(dx, 0f) && !m.eq(dy, 0f)) {
                corner = true;
                sx = m.gt(dx, 0f) ? 1f : -1f;
                sy = m.gt(dy, 0f) ? 1f : -1f;
            }
        } else {
            float depthX = m.add(m.sub(hx, m.abs(qx)), r);
            float depthY = m.add(m.sub(hy, m.abs(qy)), r);
            if (m.le(depthX, depthY)) {
                depthH = depthX;
                nx = m.lt(qx, 0f) ? -1f : 1f;
                ny = 0f;
            } else {
                depthH = depthY;
                nx = 0f;
                ny = m.lt(qy, 0f) ? -1f : 1f;
            }
        }
        float up = m.sub(hz, zlo);
        float down = m.add(zhi, hz);
        float nz = 0f;
        if (m.lt(m.min(up, down), depthH)) {
            nx = 0f;
            ny = 0f;
            nz = m.le(up, down) ? 1f : -1f;
            corner = false;
        }
        if (!m.lt(m.dot3(wx, wy, wz, nx, ny, nz), 0f)) {
            return START_MISS;
        }
        hit.normalFromLocal(m, frame, nx, ny, nz, move);
        return corner ? START_CORNER : START_SIDE;
    }
}
