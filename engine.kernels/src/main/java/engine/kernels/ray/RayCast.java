package engine.kernels.ray;

import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;

/**
 * WorldManager_RayCast (0x0040db88), reconstructed (catalogue {@code RAY_CAST}, kind RECONSTRUCTED): the nearest
 * triangle a ray {origin, direction, length} meets in the collision mesh, walking the grid's cells along the ray.
 * The derivation, the rules and the limits are in docs/ray-cast.md; in short:
 *
 * <ul>
 *   <li>the mask excludes (CollisionMesh_RayTestCell, 0x00350778, as the public port's notes read it): a
 *       triangle is skipped when {@code flags & mask & 0x7fe} is non-zero, and met only when enabled (flag bit
 *       0), unless the mask has bit 0 (disabled ones too) or bit 11 and the triangle 0x800;</li>
 *   <li>one-sided triangles are met from the front only (the side their normal e1 × e2 faces, det ≥ 1e-6); two-sided
 *       ones (flag 0x2) from both sides (|det| ≥ 1e-6), the normal then flipped to face the ray;</li>
 *   <li>Möller–Trumbore in float32 without division until the distance, edges and corners inclusive;</li>
 *   <li>a triangle counts at a hit point only if the grid lists it in that point's cell (so the cell walk and a
 *       test of every triangle agree bit for bit);</li>
 *   <li>nearest distance wins, ties go to the lowest triangle index.</li>
 * </ul>
 *
 * <p>Not thread-safe: each caller owns one. A cast allocates nothing; the per-triangle scratch grows only when a
 * mesh with more triangles than any before is cast against.
 */
public final class RayCast {
    /** Mask bit 0: disabled triangles are met too. */
    public static final int MASK_DISABLED_TOO = 0x1;
    /** Mask bit 11: triangles with flag 0x800 are met while disabled. */
    public static final int MASK_0X800_WHILE_DISABLED = 0x800;
    /** The flag bits a mask excludes: 0xfff without bits 0 and 11. */
    public static final int MASK_EXCLUDES = 0xfff & ~0x801;
    /** The least determinant a face is met at, 1e-6 (below it the ray counts as parallel or behind). */
    public static final float MIN_DET = 1e-6f;

    /** Per triangle, the stamp of the last cast that tested it (visited bits without a clear per cast). */
    private int[] tested = new int[0];
    private int stamp;

    // The cast's inputs and best hit so far, kept in fields so the walk's helpers need no arguments or allocation.
    private CollisionMesh mesh;
    private CollisionGrid grid;
    private float ox;
    private float oy;
    private float oz;
    private float dx;
    private float dy;
    private float dz;
    private float length;
    private int mask;
    private float bestDistance;
    private int bestTriangle;
    private boolean bestBack;
    private KernelContext live;
    /** The materials the current cast does not meet (the strike line of sight's list), or null. */
    private int[] excluded;
    /** The current cast's model (the context's; IEEE for a bare mesh), its VU0 and its COP1 face. */
    private FloatModel vu = FloatModel.IEEE;
    private FloatModel fpu = FloatModel.IEEE;
    /** The model's largest value: a crossing that never comes, the best distance before any hit. */
    private float never = Float.POSITIVE_INFINITY;

    /** A caster with empty scratch. */
    public RayCast() {
    }

    /**
     * Casts the ray {origin, dir, length} against mesh; out receives the nearest hit (distance, unit normal facing
     * the ray, triangle, material) or is cleared. dir is used as given (callers pass a unit vector); the distance is
     * the ray parameter, 0..length. A length that is not a finite number above 0, or a non-finite origin or
     * direction, meets nothing.
     *
     * @return true on a hit (out.hit())
     */
    public boolean cast(CollisionMesh mesh, Float4 origin, Float4 dir, float length, int mask, RayHit out) {
        return cast(FloatModel.IEEE, mesh, origin, dir, length, mask, out);
    }

    /** The same cast against mesh with its stored flags, every float operation in fm (PS2: VU0 and COP1). */
    public boolean cast(FloatModel fm, CollisionMesh mesh, Float4 origin, Float4 dir, float length, int mask,
                        RayHit out) {
        live = null;
        return castMesh(fm, mesh, origin, dir, length, mask, out);
    }

    /** The same cast against ctx's mesh with the triangle flags as ctx holds them (enabled and disabled live). */
    public boolean cast(KernelContext ctx, Float4 origin, Float4 dir, float length, int mask, RayHit out) {
        if (ctx.mesh() == null) {
            out.clear();
            return false;
        }
        live = ctx;
        try {
            return castMesh(ctx.floatModel(), ctx.mesh(), origin, dir, length, mask, out);
        } finally {
            live = null;
        }
    }

    /**
     * The strike line of sight's cast (Unit 10, Human_TestStrikes step 2; docs/ray-cast.md, "Mask and
     * exclusions"): as {@link #cast(KernelContext, Float4, Float4, float, int, RayHit)} with the spec's "options"
     * word as the mask (0x48 an object, 0x8 a human), and a triangle whose material is one of excluded not met.
     *
     * @param excluded the excluded materials (u16 values; may be empty, not null)
     */
    public boolean cast(KernelContext ctx, Float4 origin, Float4 dir, float length, int mask, int[] excluded,
                        RayHit out) {
        this.excluded = excluded.length == 0 ? null : excluded;
        try {
            return cast(ctx, origin, dir, length, mask, out);
        } finally {
            this.excluded = null;
        }
    }

    /** The same cast against mesh with its stored flags, in fm, excluding the materials in excluded. */
    public boolean cast(FloatModel fm, CollisionMesh mesh, Float4 origin, Float4 dir, float length, int mask,
                        int[] excluded, RayHit out) {
        this.excluded = excluded.length == 0 ? null : excluded;
        try {
            return cast(fm, mesh, origin, dir, length, mask, out);
        } finally {
            this.excluded = null;
        }
    }

    /**
     * True when the mask lets the ray meet a triangle with these flags (CollisionMesh_RayTestCell, 0x00350778):
     * no excluded bit shared, and enabled, or mask bit 0, or mask bit 11 with flag 0x800.
     */
    public static boolean selects(int flags, int mask) {
        if ((flags & mask & MASK_EXCLUDES) != 0) {
            return false;
        }
        return (flags & TriangleFlags.ENABLED) != 0 || (mask & MASK_DISABLED_TOO) != 0
                || (mask & flags & MASK_0X800_WHILE_DISABLED) != 0;
    }

    private boolean castMesh(FloatModel fm, CollisionMesh mesh, Float4 origin, Float4 dir, float length, int mask,
                             RayHit out) {
        // WorldManager_RayCast (0x0040db88), reconstructed: RAY_CAST. Vector steps on VU0, scalar steps (compares,
        // the distance's division) on COP1: inferred, as the spec gives no code for the cast (docs/ps2-float.md).
        vu = fm.vu();
        fpu = fm.fpu();
        never = fpu.top();
        out.clear();
        float x = origin.x(), y = origin.y(), z = origin.z();
        float u = dir.x(), v = dir.y(), w = dir.z();
        // A zero-length ray (the landing test's feet at the upper point) and non-finite input meet nothing.
        if (!fpu.gt(length, 0f) || !fpu.isNumber(length) || !finite(x, y, z) || !finite(u, v, w)) {
            return false;
        }
        int count = mesh.triangleCount();
        if (count == 0) {
            return false;
        }
        begin(mesh, x, y, z, u, v, w, length, mask);
        walk();
        boolean hit = bestTriangle >= 0;
        if (hit) {
            writeHit(out);
        }
        this.mesh = null; // no reference kept to the caller's mesh between casts
        this.grid = null;
        return hit;
    }

    private boolean finite(float a, float b, float c) {
        return fpu.isNumber(a) && fpu.isNumber(b) && fpu.isNumber(c);
    }

    private void begin(CollisionMesh m, float x, float y, float z, float u, float v, float w, float len, int msk) {
        int count = m.triangleCount();
        if (tested.length < count) {
            tested = new int[count]; // grows once per larger mesh, never per cast
            stamp = 0;
        }
        if (++stamp == 0) { // wrapped after 2^32 casts: start the stamps afresh
            java.util.Arrays.fill(tested, 0);
            stamp = 1;
        }
        mesh = m;
        grid = m.grid();
        ox = x;
        oy = y;
        oz = z;
        dx = u;
        dy = v;
        dz = w;
        length = len;
        mask = msk;
        bestDistance = never;
        bestTriangle = -1;
        bestBack = false;
    }

    /**
     * The cell walk: a 3D DDA over the grid. Each step covers the ray interval [t0, t1] between two crossings of
     * cell faces and visits the cells of the box spanned by the cells of P(t0) and P(t1) (each mapped like
     * CollisionGrid.cellCoordinate, clamped), skipping those of the previous step's box. Since the cell of P(t) is
     * monotone in t on every axis, the boxes cover the cell of P(t) for every t of [0, t1], whatever the rounding
     * of the crossing times; the walk ends when the best hit is no farther than t1, or at the length.
     */
    private void walk() {
        CollisionGrid g = grid;
        int nx = g.nx(), ny = g.ny(), nz = g.nz();
        int cx0 = cellAt(0, ox, dx, 0f), cy0 = cellAt(1, oy, dy, 0f), cz0 = cellAt(2, oz, dz, 0f);
        // Per axis: the next face index the clamped cell changes at, and the ray parameter of that face.
        FloatModel f = fpu;
        int bx = f.gt(dx, 0f) ? cx0 + 1 : cx0, by = f.gt(dy, 0f) ? cy0 + 1 : cy0, bz = f.gt(dz, 0f) ? cz0 + 1 : cz0;
        float tx = crossing(0, ox, dx, bx, nx), ty = crossing(1, oy, dy, by, ny), tz = crossing(2, oz, dz, bz, nz);
        // Previous box: empty at the start.
        int pMinX = 1, pMaxX = 0, pMinY = 1, pMaxY = 0, pMinZ = 1, pMaxZ = 0;
        float t0 = 0f;
        while (true) {
            float t1 = tx;
            int axis = 0;
            if (f.lt(ty, t1)) {
                t1 = ty;
                axis = 1;
            }
            if (f.lt(tz, t1)) {
                t1 = tz;
                axis = 2;
            }
            boolean last = false;
            if (!f.lt(t1, length)) {
                t1 = length;
                last = true;
            }
            if (f.lt(t1, t0)) { // a crossing computed a little early: never walk backwards
                t1 = t0;
            }
            int cx1 = cellAt(0, ox, dx, t1), cy1 = cellAt(1, oy, dy, t1), cz1 = cellAt(2, oz, dz, t1);
            int minX = Math.min(cx0, cx1), maxX = Math.max(cx0, cx1);
            int minY = Math.min(cy0, cy1), maxY = Math.max(cy0, cy1);
            int minZ = Math.min(cz0, cz1), maxZ = Math.max(cz0, cz1);
            for (int cz = minZ; cz <= maxZ; cz++) {
                for (int cy = minY; cy <= maxY; cy++) {
                    for (int cx = minX; cx <= maxX; cx++) {
                        if (cx >= pMinX && cx <= pMaxX && cy >= pMinY && cy <= pMaxY && cz >= pMinZ && cz <= pMaxZ) {
                            continue; // visited by the previous step (boxes are monotone, so by no earlier one)
                        }
                        visitCell((cz * ny + cy) * nx + cx);
                    }
                }
            }
            // Every hit not yet seen lies beyond t1, so strictly farther than a best at or before t1.
            if (last || f.le(bestDistance, t1)) {
                return;
            }
            pMinX = minX;
            pMaxX = maxX;
            pMinY = minY;
            pMaxY = maxY;
            pMinZ = minZ;
            pMaxZ = maxZ;
            cx0 = cx1;
            cy0 = cy1;
            cz0 = cz1;
            t0 = t1;
            if (axis == 0) {
                bx += f.gt(dx, 0f) ? 1 : -1;
                tx = crossing(0, ox, dx, bx, nx);
            } else if (axis == 1) {
                by += f.gt(dy, 0f) ? 1 : -1;
                ty = crossing(1, oy, dy, by, ny);
            } else {
                bz += f.gt(dz, 0f) ? 1 : -1;
                tz = crossing(2, oz, dz, bz, nz);
            }
        }
    }

    /**
     * The ray parameter at which the clamped cell on an axis changes at face b (grid coordinate b), or +∞ when it
     * never does: no motion on the axis, or b outside 1..n−1 (beyond the outer faces the clamp keeps the cell).
     * Only the walk's step lengths depend on it, never which cells are covered.
     */
    private float crossing(int a, float o, float d, int b, int n) {
        FloatModel f = fpu;
        if (f.eq(d, 0f) || b < 1 || b > n - 1) {
            return never;
        }
        // world coordinate of the face
        float face = f.div(f.sub(f.toFloat(b), grid.translation(a)), grid.scale(a));
        float t = f.div(f.sub(face, o), d);
        return f.eq(t, t) ? t : never;
    }

    /** The cell coordinate on axis a of the ray point at parameter t: cellCoordinate(o + t·d). */
    private int cellAt(int a, float o, float d, float t) {
        return grid.cellCoordinate(vu, a, vu.add(o, vu.mul(t, d)));
    }

    /** Tests each triangle of a cell's list that this cast has not tested yet. */
    private void visitCell(int cell) {
        CollisionGrid g = grid;
        int at = g.listOffset(cell);
        int n = g.poolAt(at);
        int[] seen = tested;
        int s = stamp;
        for (int k = 1; k <= n; k++) {
            int t = g.poolAt(at + k);
            if (seen[t] == s) {
                continue;
            }
            seen[t] = s;
            testTriangle(t, cell);
        }
    }

    /**
     * The per-triangle test, Möller–Trumbore in float32 (docs/ray-cast.md, "The triangle test"), in this order:
     * e1 = v1 − v0, e2 = v2 − v0, p = d × e2, det = e1·p; s = o − v0, u = s·p, q = s × e1, v = d·q, t =
     * e2·q (dot products (x·x' + y·y') + z·z', cross products (a.y·b.z − a.z·b.y, a.z·b.x − a.x·b.z,
     * a.x·b.y − a.y·b.x)). det &gt; 0 is the front (d·(e1 × e2) &lt; 0); det &lt; 0 the back, taken only for a
     * two-sided triangle with det, u, v, t negated (exact). A hit: u ≥ 0, v ≥ 0, u + v ≤ det, t ≥ 0,
     * dist = t / det ≤ length.
     */
    private void testTriangle(int tri, int cell) {
        CollisionMesh m = mesh;
        int flags = live != null ? live.triangleFlags(tri) : m.flags(tri);
        if (!selects(flags, mask)) {
            return;
        }
        if (excluded != null && isExcluded(m.material(tri))) {
            return;
        }
        FloatModel g = vu;
        FloatModel f = fpu;
        int i0 = m.corner(tri, 0), i1 = m.corner(tri, 1), i2 = m.corner(tri, 2);
        float v0x = m.vertex(i0, 0), v0y = m.vertex(i0, 1), v0z = m.vertex(i0, 2);
        float e1x = g.sub(m.vertex(i1, 0), v0x), e1y = g.sub(m.vertex(i1, 1), v0y), e1z = g.sub(m.vertex(i1, 2), v0z);
        float e2x = g.sub(m.vertex(i2, 0), v0x), e2y = g.sub(m.vertex(i2, 1), v0y), e2z = g.sub(m.vertex(i2, 2), v0z);
        float px = cross(g, dy, e2z, dz, e2y), py = cross(g, dz, e2x, dx, e2z), pz = cross(g, dx, e2y, dy, e2x);
        float det = g.dot3(e1x, e1y, e1z, px, py, pz);
        boolean twoSided = (flags & TriangleFlags.TWO_SIDED) != 0;
        // RayTriangle_OneSided / _TwoSided (0x00337920 / 0x00337a60): det below 1e-6 (|det| for two-sided) or NaN
        // is no hit; so a one-sided face is never met from behind.
        if (!(twoSided ? f.ge(f.abs(det), MIN_DET) : f.ge(det, MIN_DET))) {
            return;
        }
        float sx = g.sub(ox, v0x), sy = g.sub(oy, v0y), sz = g.sub(oz, v0z);
        float u = g.dot3(sx, sy, sz, px, py, pz);
        float qx = cross(g, sy, e1z, sz, e1y), qy = cross(g, sz, e1x, sx, e1z), qz = cross(g, sx, e1y, sy, e1x);
        float v = g.dot3(dx, dy, dz, qx, qy, qz);
        float t = g.dot3(e2x, e2y, e2z, qx, qy, qz);
        boolean back = f.lt(det, 0f);
        if (back) {
            det = f.neg(det);
            u = f.neg(u);
            v = f.neg(v);
            t = f.neg(t);
        }
        // Edges and corners count (inclusive), so a ray through a shared edge meets at least one side.
        if (!f.ge(u, 0f) || !f.ge(v, 0f) || !f.le(f.add(u, v), det) || !f.ge(t, 0f)) {
            return;
        }
        float dist = f.add(f.div(t, det), 0f); // + 0f: a hit at the origin is +0, never −0
        if (!f.le(dist, length)) {
            return;
        }
        if (bestTriangle >= 0 && (f.gt(dist, bestDistance) || (f.eq(dist, bestDistance) && tri > bestTriangle))) {
            return; // not nearer than the best (ties: lowest index)
        }
        if (!listedAtHit(tri, cell, dist)) {
            return;
        }
        bestDistance = dist;
        bestTriangle = tri;
        bestBack = back;
    }

    /** True when material is in the current cast's exclusion list. */
    private boolean isExcluded(int material) {
        for (int e : excluded) {
            if (e == material) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the grid lists tri in the cell of the hit point o + dist·d (mapped as the walk maps it). This
     * ties a hit to the cells the walk covers, so walk and brute force agree even where rounding puts the point
     * a hair outside the triangle's cells.
     */
    private boolean listedAtHit(int tri, int cell, float dist) {
        CollisionGrid g = grid;
        int cx = cellAt(0, ox, dx, dist), cy = cellAt(1, oy, dy, dist), cz = cellAt(2, oz, dz, dist);
        int hitCell = (cz * g.ny() + cy) * g.nx() + cx;
        if (hitCell == cell) {
            return true; // found in the very cell
        }
        int at = g.listOffset(hitCell);
        int n = g.poolAt(at);
        for (int k = 1; k <= n; k++) {
            if (g.poolAt(at + k) == tri) {
                return true;
            }
        }
        return false;
    }

    /** Writes the best hit: distance, triangle, material and the unit normal unit(e1 × e2), flipped for a back hit. */
    private void writeHit(RayHit out) {
        CollisionMesh m = mesh;
        int tri = bestTriangle;
        int i0 = m.corner(tri, 0), i1 = m.corner(tri, 1), i2 = m.corner(tri, 2);
        float v0x = m.vertex(i0, 0), v0y = m.vertex(i0, 1), v0z = m.vertex(i0, 2);
        FloatModel g = vu;
        float e1x = g.sub(m.vertex(i1, 0), v0x), e1y = g.sub(m.vertex(i1, 1), v0y), e1z = g.sub(m.vertex(i1, 2), v0z);
        float e2x = g.sub(m.vertex(i2, 0), v0x), e2y = g.sub(m.vertex(i2, 1), v0y), e2z = g.sub(m.vertex(i2, 2), v0z);
        float nx = cross(g, e1y, e2z, e1z, e2y), ny = cross(g, e1z, e2x, e1x, e2z), nz = cross(g, e1x, e2y, e1y, e2x);
        // rsqrt as the VU's division by the rounded square root; never 0 for a stored triangle.
        float k = g.rsqrt(g.dot3(nx, ny, nz, nx, ny, nz));
        if (bestBack) {
            k = fpu.neg(k); // two-sided, met from behind: the normal faces the ray
        }
        out.set(bestDistance, tri, m.material(tri));
        out.normal().set(g.mul(nx, k), g.mul(ny, k), g.mul(nz, k), 0f);
    }

    /** One lane of a cross product, a·b − c·d, each product in the order written. */
    private static float cross(FloatModel m, float a, float b, float c, float d) {
        return m.sub(m.mul(a, b), m.mul(c, d));
    }
}
