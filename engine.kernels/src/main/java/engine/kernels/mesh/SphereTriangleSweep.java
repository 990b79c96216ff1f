package engine.kernels.mesh;

import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;

/**
 * The working triangle T (Unit 2, 0xd0 bytes) with the kernels that read it: Unit 1's Sweep_SphereTriangle
 * (0x0034ee60, with the region code) and its region-less twin (0x0034ee40), PointTriangle_DistanceSq and
 * SphereTriangle_Penetration (0x0034edd0). Unit 1 is not in the spec: the kernels are reconstructed
 * (Quirk.SPHERE_TRIANGLE_SWEEP, Quirk.POINT_TRIANGLE_DISTANCE; derivation in docs/sphere-triangle.md).
 *
 * <p>All arithmetic is float32 through the {@link FloatModel} set with {@link #setModel}, in the order written
 * in docs/sphere-triangle.md. Nothing allocates; one instance is the scratch of one kernel (single-threaded).
 */
public final class SphereTriangleSweep {
    private FloatModel m = FloatModel.IEEE;

    // T+0x00..+0x2f: corners v0, v1, v2 (x, y, z each).
    final float[] v = new float[9];
    // T+0x30..+0x5f: edges e0 = v1 − v0, e1 = v2 − v1, e2 = v0 − v2 (un-normalised unless normaliseEdges ran).
    final float[] e = new float[9];
    // T+0x60..+0x68: edge lengths (only after normaliseEdges).
    final float[] len = new float[3];
    // T+0x70: unit normal (w = 0, −0 after a flip).
    float nx;
    float ny;
    float nz;
    float nw;
    // T+0x80: plane constant d = n·v0.
    float d;

    private float t;
    private int region;
    private float depth;
    private float distSq;

    /** A triangle scratch computing with the IEEE model. */
    public SphereTriangleSweep() {
    }

    /** Sets the arithmetic model for the following calls. */
    public void setModel(FloatModel model) {
        m = model;
    }

    /** The model set with {@link #setModel} (IEEE until then). */
    public FloatModel model() {
        return m;
    }

    /**
     * Copies the corners of triangle tri of mesh into T (w = 1 implied), the caller's load. With u16 true a corner
     * index is read as the original's 10-byte record holds it, its low 16 bits. Returns true when that changed an
     * index (a mesh past the original's limits).
     */
    public boolean load(CollisionMesh mesh, int tri, boolean u16) {
        boolean wrapped = false;
        for (int k = 0; k < 3; k++) {
            int vi = mesh.corner(tri, k);
            if (u16 && vi > 0xffff) {
                vi &= 0xffff;
                wrapped = true;
            }
            v[3 * k] = mesh.vertex(vi, 0);
            v[3 * k + 1] = mesh.vertex(vi, 1);
            v[3 * k + 2] = mesh.vertex(vi, 2);
        }
        return wrapped;
    }

    /** Copies the corners of triangle tri of mesh into T, full indices (tools and tests). */
    public void load(CollisionMesh mesh, int tri) {
        load(mesh, tri, false);
    }

    /** Sets the three corners of T directly. */
    public void setCorners(float x0, float y0, float z0, float x1, float y1, float z1, float x2, float y2, float z2) {
        v[0] = x0;
        v[1] = y0;
        v[2] = z0;
        v[3] = x1;
        v[4] = y1;
        v[5] = z1;
        v[6] = x2;
        v[7] = y2;
        v[8] = z2;
    }

    /** Corners, edges, normal and plane in one call: what every caller does before the kernel. */
    public void prepare() {
        computeNormal();
        computeEdges();
        computePlane();
    }

    /** CollTri_ComputeEdges (0x00343a90) with 0: e0 = v1 − v0, e1 = v2 − v1, e2 = v0 − v2, un-normalised. */
    public void computeEdges() {
        for (int k = 0; k < 3; k++) {
            int a = 3 * k;
            int b = 3 * ((k + 1) % 3);
            e[a] = m.sub(v[b], v[a]);
            e[a + 1] = m.sub(v[b + 1], v[a + 1]);
            e[a + 2] = m.sub(v[b + 2], v[a + 2]);
        }
    }

    /**
     * CollTri_ComputeEdgeNormals (0x00343b20) with 1: the edges made unit in place, lengths kept. Length
     * = sqrt(e·e); unit e = e × rsqrt(e·e).
     */
    public void normaliseEdges() {
        computeEdges();
        for (int k = 0; k < 3; k++) {
            int a = 3 * k;
            float ll = m.dot3(e[a], e[a + 1], e[a + 2], e[a], e[a + 1], e[a + 2]);
            len[k] = m.sqrt(ll);
            float inv = m.rsqrt(ll);
            e[a] = m.mul(e[a], inv);
            e[a + 1] = m.mul(e[a + 1], inv);
            e[a + 2] = m.mul(e[a + 2], inv);
        }
    }

    /** CollTri_ComputeNormal (0x00343c30): n = unit((v1 − v0) × (v2 − v0)), w = 0. */
    public void computeNormal() {
        float ax = m.sub(v[3], v[0]);
        float ay = m.sub(v[4], v[1]);
        float az = m.sub(v[5], v[2]);
        float bx = m.sub(v[6], v[0]);
        float by = m.sub(v[7], v[1]);
        float bz = m.sub(v[8], v[2]);
        // VU outer product: (a.y·b.z − a.z·b.y, a.z·b.x − a.x·b.z, a.x·b.y − a.y·b.x).
        float cx = m.sub(m.mul(ay, bz), m.mul(az, by));
        float cy = m.sub(m.mul(az, bx), m.mul(ax, bz));
        float cz = m.sub(m.mul(ax, by), m.mul(ay, bx));
        float inv = m.rsqrt(m.dot3(cx, cy, cz, cx, cy, cz));
        nx = m.mul(cx, inv);
        ny = m.mul(cy, inv);
        nz = m.mul(cz, inv);
        nw = 0f;
    }

    /** CollTri_Flip (0x00343c90): swaps corners 1 and 2 and negates the normal (all four lanes); d and edges stay. */
    public void flip() {
        for (int a = 0; a < 3; a++) {
            float s = v[3 + a];
            v[3 + a] = v[6 + a];
            v[6 + a] = s;
        }
        nx = m.neg(nx);
        ny = m.neg(ny);
        nz = m.neg(nz);
        nw = m.neg(nw);
    }

    /** The caller's store just before the kernel: d = n·v0. */
    public void computePlane() {
        d = m.dot3(nx, ny, nz, v[0], v[1], v[2]);
    }

    /** The normal's x. */
    public float normalX() {
        return nx;
    }

    /** The normal's y. */
    public float normalY() {
        return ny;
    }

    /** The normal's z. */
    public float normalZ() {
        return nz;
    }

    /** The plane constant d (valid after {@link #computePlane}). */
    public float plane() {
        return d;
    }

    /** Corner k's coordinate a (0 x, 1 y, 2 z). */
    public float corner(int k, int a) {
        return v[3 * k + a];
    }

    /** Edge k's coordinate a as T holds it now (unit after {@link #normaliseEdges}). */
    public float edge(int k, int a) {
        return e[3 * k + a];
    }

    /** Edge k's length (valid after {@link #normaliseEdges}). */
    public float edgeLength(int k) {
        return len[k];
    }

    /** The signed start distance n·c − n·v0 (two dots, then the difference), the collectors' side value. */
    public float side(float cx, float cy, float cz) {
        return m.sub(m.dot3(nx, ny, nz, cx, cy, cz), planeDot());
    }

    /** n·v0, the side value's second dot (what a triangle cache keeps per triangle). */
    float planeDot() {
        return m.dot3(nx, ny, nz, v[0], v[1], v[2]);
    }

    /** Sets the unit normal (w = 0) as {@link #computeNormal} would have made it, from a triangle cache. */
    void setNormal(float x, float y, float z) {
        nx = x;
        ny = y;
        nz = z;
        nw = 0f;
    }

    /** The fraction of the last hit (result +0xc4). */
    public float t() {
        return t;
    }

    /** The region code of the last {@link #sweepWithRegion} call (bits 0-2; 7 = inside all three edges). */
    public int region() {
        return region;
    }

    /** Unit 1, Sweep_SphereTriangle without region (0x0034ee40): true on a hit, fraction in {@link #t()}. */
    public boolean sweep(float cx, float cy, float cz, float r, float mx, float my, float mz) {
        return run(cx, cy, cz, r, mx, my, mz, false);
    }

    /** Unit 1, Sweep_SphereTriangle (0x0034ee60): as {@link #sweep} and the region code in {@link #region()}. */
    public boolean sweepWithRegion(float cx, float cy, float cz, float r, float mx, float my, float mz) {
        return run(cx, cy, cz, r, mx, my, mz, true);
    }

    // Unit 1, Sweep_SphereTriangle (0x0034ee60 / 0x0034ee40), reconstructed (docs/sphere-triangle.md).
    private boolean run(float cx, float cy, float cz, float r, float mx, float my, float mz, boolean wantRegion) {
        // PS2-RECONSTRUCTED(SPHERE_TRIANGLE_SWEEP): reconstructed kernel; the callers guarantee the centre is in front.
        float dist0 = m.sub(m.dot3(nx, ny, nz, cx, cy, cz), d);
        float dn = m.dot3(nx, ny, nz, mx, my, mz);
        if (wantRegion) {
            region = regionCode(cx, cy, cz, mx, my, mz, dist0, dn);
        }
        t = 0f;
        // 1. The face: the time the centre is r above the plane, approaching the front only.
        if (m.lt(dn, 0f) && !m.lt(dist0, m.neg(r))) {
            float tf;
            float qx;
            float qy;
            float qz;
            if (m.lt(dist0, r)) {
                // Already within r of the plane at the start: the face is met at once, at the centre's projection.
                tf = 0f;
                qx = m.sub(cx, m.mul(dist0, nx));
                qy = m.sub(cy, m.mul(dist0, ny));
                qz = m.sub(cz, m.mul(dist0, nz));
            } else {
                tf = m.div(m.sub(r, dist0), dn);
                qx = m.sub(m.add(cx, m.mul(tf, mx)), m.mul(r, nx));
                qy = m.sub(m.add(cy, m.mul(tf, my)), m.mul(r, ny));
                qz = m.sub(m.add(cz, m.mul(tf, mz)), m.mul(r, nz));
            }
            if (insideMask(qx, qy, qz) == 7) {
                // The first touch is on the face: nothing earlier exists. The face path refuses t > 1.
                if (m.le(tf, 1f)) {
                    t = tf;
                    return true;
                }
                return false;
            }
        }
        // 2. The edges, 3. the corners: the earliest non-negative entry root; NOT limited to 1 (Unit 2's overrun).
        float best = Float.POSITIVE_INFINITY;
        boolean hit = false;
        float mm = m.dot3(mx, my, mz, mx, my, mz);
        float rr = m.mul(r, r);
        for (int k = 0; k < 3; k++) {
            int a = 3 * k;
            float ex = e[a];
            float ey = e[a + 1];
            float ez = e[a + 2];
            float dx = m.sub(cx, v[a]);
            float dy = m.sub(cy, v[a + 1]);
            float dz = m.sub(cz, v[a + 2]);
            float ee = m.dot3(ex, ey, ez, ex, ey, ez);
            float em = m.dot3(ex, ey, ez, mx, my, mz);
            float ed = m.dot3(ex, ey, ez, dx, dy, dz);
            float md = m.dot3(mx, my, mz, dx, dy, dz);
            float dd = m.dot3(dx, dy, dz, dx, dy, dz);
            float qa = m.sub(m.mul(ee, mm), m.mul(em, em));
            if (!m.gt(qa, 0f)) {
                continue; // moving along the edge: its corners answer
            }
            float qb = m.sub(m.mul(ee, md), m.mul(em, ed));
            float qc = m.sub(m.mul(ee, m.sub(dd, rr)), m.mul(ed, ed));
            float disc = m.sub(m.mul(qb, qb), m.mul(qa, qc));
            if (m.lt(disc, 0f)) {
                continue;
            }
            float te = m.div(m.sub(m.sub(0f, qb), m.sqrt(disc)), qa);
            if (!m.ge(te, 0f) || !m.lt(te, best)) {
                continue;
            }
            float s = m.div(m.add(ed, m.mul(te, em)), ee);
            if (m.ge(s, 0f) && m.le(s, 1f)) {
                best = te;
                hit = true;
            }
        }
        if (m.gt(mm, 0f)) {
            for (int k = 0; k < 3; k++) {
                int a = 3 * k;
                float dx = m.sub(cx, v[a]);
                float dy = m.sub(cy, v[a + 1]);
                float dz = m.sub(cz, v[a + 2]);
                float md = m.dot3(mx, my, mz, dx, dy, dz);
                float qc = m.sub(m.dot3(dx, dy, dz, dx, dy, dz), rr);
                float disc = m.sub(m.mul(md, md), m.mul(mm, qc));
                if (m.lt(disc, 0f)) {
                    continue;
                }
                float te = m.div(m.sub(m.sub(0f, md), m.sqrt(disc)), mm);
                if (m.ge(te, 0f) && m.lt(te, best)) {
                    best = te;
                    hit = true;
                }
            }
        }
        if (hit) {
            t = best;
        }
        return hit;
    }

    /**
     * The region code: bit k set when p, the point where the centre meets the plane (c − (dist0 / dn) × move),
     * satisfies (e_k × n)·p ≤ (e_k × n)·v_k.
     */
    private int regionCode(float cx, float cy, float cz, float mx, float my, float mz, float dist0, float dn) {
        float tp = m.div(dist0, dn);
        return insideMask(m.sub(cx, m.mul(tp, mx)), m.sub(cy, m.mul(tp, my)), m.sub(cz, m.mul(tp, mz)));
    }

    /** Bit k set when (e_k × n)·p ≤ (e_k × n)·v_k, with the edges as T holds them (un-normalised). */
    int insideMask(float px, float py, float pz) {
        int mask = 0;
        for (int k = 0; k < 3; k++) {
            int a = 3 * k;
            float ex = e[a];
            float ey = e[a + 1];
            float ez = e[a + 2];
            float wx = m.sub(m.mul(ey, nz), m.mul(ez, ny));
            float wy = m.sub(m.mul(ez, nx), m.mul(ex, nz));
            float wz = m.sub(m.mul(ex, ny), m.mul(ey, nx));
            if (m.le(m.dot3(wx, wy, wz, px, py, pz), m.dot3(wx, wy, wz, v[a], v[a + 1], v[a + 2]))) {
                mask |= 1 << k;
            }
        }
        return mask;
    }

    /**
     * PointTriangle_DistanceSq (reconstructed, Quirk.POINT_TRIANGLE_DISTANCE): the squared distance from p to
     * the closest point of the whole triangle (face, edges and corners; Voronoi regions in Ericson's order).
     */
    public float distanceSq(float px, float py, float pz) {
        float abx = m.sub(v[3], v[0]);
        float aby = m.sub(v[4], v[1]);
        float abz = m.sub(v[5], v[2]);
        float acx = m.sub(v[6], v[0]);
        float acy = m.sub(v[7], v[1]);
        float acz = m.sub(v[8], v[2]);
        float apx = m.sub(px, v[0]);
        float apy = m.sub(py, v[1]);
        float apz = m.sub(pz, v[2]);
        float d1 = m.dot3(abx, aby, abz, apx, apy, apz);
        float d2 = m.dot3(acx, acy, acz, apx, apy, apz);
        if (m.le(d1, 0f) && m.le(d2, 0f)) {
            return lengthSq(apx, apy, apz); // corner v0
        }
        float bpx = m.sub(px, v[3]);
        float bpy = m.sub(py, v[4]);
        float bpz = m.sub(pz, v[5]);
        float d3 = m.dot3(abx, aby, abz, bpx, bpy, bpz);
        float d4 = m.dot3(acx, acy, acz, bpx, bpy, bpz);
        if (m.ge(d3, 0f) && m.le(d4, d3)) {
            return lengthSq(bpx, bpy, bpz); // corner v1
        }
        float vc = m.sub(m.mul(d1, d4), m.mul(d3, d2));
        if (m.le(vc, 0f) && m.ge(d1, 0f) && m.le(d3, 0f)) {
            float w = m.div(d1, m.sub(d1, d3)); // edge v0v1
            return gap(px, py, pz, v[0], v[1], v[2], abx, aby, abz, w);
        }
        float cpx = m.sub(px, v[6]);
        float cpy = m.sub(py, v[7]);
        float cpz = m.sub(pz, v[8]);
        float d5 = m.dot3(abx, aby, abz, cpx, cpy, cpz);
        float d6 = m.dot3(acx, acy, acz, cpx, cpy, cpz);
        if (m.ge(d6, 0f) && m.le(d5, d6)) {
            return lengthSq(cpx, cpy, cpz); // corner v2
        }
        float vb = m.sub(m.mul(d5, d2), m.mul(d1, d6));
        if (m.le(vb, 0f) && m.ge(d2, 0f) && m.le(d6, 0f)) {
            float w = m.div(d2, m.sub(d2, d6)); // edge v0v2
            return gap(px, py, pz, v[0], v[1], v[2], acx, acy, acz, w);
        }
        float va = m.sub(m.mul(d3, d6), m.mul(d5, d4));
        float d43 = m.sub(d4, d3);
        float d56 = m.sub(d5, d6);
        if (m.le(va, 0f) && m.ge(d43, 0f) && m.ge(d56, 0f)) {
            float w = m.div(d43, m.add(d43, d56)); // edge v1v2
            return gap(px, py, pz, v[3], v[4], v[5], m.sub(v[6], v[3]), m.sub(v[7], v[4]), m.sub(v[8], v[5]), w);
        }
        float denom = m.div(1f, m.add(m.add(va, vb), vc)); // inside the face
        float fv = m.mul(vb, denom);
        float fw = m.mul(vc, denom);
        float qx = m.add(m.add(v[0], m.mul(abx, fv)), m.mul(acx, fw));
        float qy = m.add(m.add(v[1], m.mul(aby, fv)), m.mul(acy, fw));
        float qz = m.add(m.add(v[2], m.mul(abz, fv)), m.mul(acz, fw));
        return lengthSq(m.sub(px, qx), m.sub(py, qy), m.sub(pz, qz));
    }

    private float gap(float px, float py, float pz, float ax, float ay, float az, float ux, float uy, float uz,
                      float w) {
        float qx = m.add(ax, m.mul(ux, w));
        float qy = m.add(ay, m.mul(uy, w));
        float qz = m.add(az, m.mul(uz, w));
        return lengthSq(m.sub(px, qx), m.sub(py, qy), m.sub(pz, qz));
    }

    private float lengthSq(float x, float y, float z) {
        return m.dot3(x, y, z, x, y, z);
    }

    /**
     * SphereTriangle_Penetration (0x0034edd0, reconstructed): true when dist² &lt; r²; then {@link #depth()} is
     * r − sqrt(dist²) and {@link #distanceSqResult()} the squared distance.
     */
    public boolean penetration(float cx, float cy, float cz, float r) {
        distSq = distanceSq(cx, cy, cz);
        if (!m.lt(distSq, m.mul(r, r))) {
            return false;
        }
        depth = m.sub(r, m.sqrt(distSq));
        return true;
    }

    /** The depth r − dist of the last successful {@link #penetration}. */
    public float depth() {
        return depth;
    }

    /** The squared distance computed by the last {@link #penetration}. */
    public float distanceSqResult() {
        return distSq;
    }
}
