package engine.kernels.ray;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * WorldManager_RayCast, reconstructed (catalogue RAY_CAST): the cell walk gives, bit for bit, what a test of every
 * triangle of the mesh gives (same hit, distance, triangle, normal and material), for random meshes baked by
 * MeshBuilder and random rays: free, aimed at a point of a triangle, and along cell faces.
 */
class RayCastProperties {

    /** A random mesh (baked) and a ray. */
    record Case(CollisionMesh mesh, float[] ray, float length, int mask, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private static final int[] FLAGS = {0xc001, 0xc001, 0xc003, 0xc011, 0xc021, 0xc000, 0x0001, 0x4023, 0xc009,
        0xc049, 0xc800, 0xc801};
    private static final int[] MASKS = {0, 0, 0, 0x10, 0x20, 0x30, 0x2, 0x40, 0x48, 0x8, 0x1, 0x800, 0x809, 0xfff};

    @Provide
    Arbitrary<Case> freeRays() {
        return cases(0);
    }

    @Provide
    Arbitrary<Case> aimedRays() {
        return cases(1);
    }

    @Provide
    Arbitrary<Case> cellFaceRays() {
        return cases(2);
    }

    /** kind 0: origin and direction free; 1: aimed at a point of a triangle; 2: on cell faces, axis directions. */
    private Arbitrary<Case> cases(int kind) {
        Arbitrary<Float> coord = Arbitraries.oneOf(
                Arbitraries.floats().between(-8f, 8f).ofScale(4),
                Arbitraries.integers().between(-16, 16).map(i -> i * 0.5f));
        Arbitrary<Float> cell = Arbitraries.of(0.5f, 1f, 1.5f, 2f, 3f, 0.75f);
        Arbitrary<float[]> verts = coord.list().ofSize(3).map(l -> new float[] {l.get(0), l.get(1), l.get(2)})
                .list().ofMinSize(3).ofMaxSize(12).map(l -> {
                    float[] out = new float[l.size() * 3];
                    for (int i = 0; i < l.size(); i++) {
                        System.arraycopy(l.get(i), 0, out, i * 3, 3);
                    }
                    return out;
                });
        Arbitrary<long[]> picks = Arbitraries.longs().list().ofMinSize(1).ofMaxSize(24)
                .map(l -> l.stream().mapToLong(Long::longValue).toArray());
        Arbitrary<float[]> raw = Arbitraries.floats().between(-12f, 12f).ofScale(3).list().ofSize(8)
                .map(l -> {
                    float[] f = new float[l.size()];
                    for (int i = 0; i < f.length; i++) {
                        f[i] = l.get(i);
                    }
                    return f;
                });
        return Combinators.combine(verts, picks, cell, raw, Arbitraries.integers().between(0, MASKS.length - 1))
                .as((v, p, c, r, m) -> build(kind, v, p, c, r, MASKS[m]))
                .filter(x -> x != null);
    }

    /** Bakes a mesh from picked corner triples (collinear ones dropped) and makes the ray of the given kind. */
    private static Case build(int kind, float[] v, long[] picks, float cell, float[] r, int mask) {
        int nv = v.length / 3;
        List<Integer> rec = new ArrayList<>();
        for (long pick : picks) {
            int a = Math.floorMod(pick, nv);
            int b = Math.floorMod(pick >> 8, nv);
            int c = Math.floorMod(pick >> 16, nv);
            if (a == b || b == c || a == c || CollisionMesh.collinear(v, a, b, c)) {
                continue;
            }
            int flags = FLAGS[Math.floorMod(pick >> 24, FLAGS.length)];
            rec.addAll(List.of(a, b, c, flags, (int) ((pick >>> 40) & 0xffff)));
        }
        if (rec.isEmpty()) {
            return null;
        }
        int[] records = rec.stream().mapToInt(Integer::intValue).toArray();
        CollisionMesh mesh = MeshBuilder.bake(v, records, cell);
        float ox = r[0], oy = r[1], oz = r[2];
        float dx, dy, dz, length;
        if (kind == 1) {
            // Aim at a point inside a triangle (barycentric weights from the ray numbers), overshoot a little.
            int t = Math.floorMod((long) Float.floatToIntBits(r[6]), mesh.triangleCount());
            float wa = Math.abs(r[3]), wb = Math.abs(r[4]), wc = Math.abs(r[5]);
            float sum = wa + wb + wc;
            if (!(sum > 0f)) {
                return null;
            }
            float tx = 0f, ty = 0f, tz = 0f;
            float[] w = {wa / sum, wb / sum, wc / sum};
            for (int k = 0; k < 3; k++) {
                int i = mesh.corner(t, k);
                tx += w[k] * mesh.vertex(i, 0);
                ty += w[k] * mesh.vertex(i, 1);
                tz += w[k] * mesh.vertex(i, 2);
            }
            dx = tx - ox;
            dy = ty - oy;
            dz = tz - oz;
            float len = (float) StrictMath.sqrt((dx * dx + dy * dy) + dz * dz);
            if (!(len > 1e-3f)) {
                return null;
            }
            dx /= len;
            dy /= len;
            dz /= len;
            length = len * (1f + Math.abs(r[7]) / 24f);
        } else if (kind == 2) {
            // On cell faces: every origin coordinate a multiple of the cell size, an axis or diagonal direction.
            CollisionGrid g = mesh.grid();
            ox = gridFace(g, 0, r[0]);
            oy = gridFace(g, 1, r[1]);
            oz = gridFace(g, 2, r[2]);
            int dir = Math.floorMod((long) Float.floatToIntBits(r[3]), 26);
            int ix = dir % 3 - 1, iy = (dir / 3) % 3 - 1, iz = dir / 9 - 1;
            if (dir >= 13) { // skip (0, 0, 0)
                int d2 = dir + 1;
                ix = d2 % 3 - 1;
                iy = (d2 / 3) % 3 - 1;
                iz = d2 / 9 - 1;
            }
            float inv = 1f / (float) StrictMath.sqrt(ix * ix + iy * iy + iz * iz);
            dx = ix * inv;
            dy = iy * inv;
            dz = iz * inv;
            length = 1f + Math.abs(r[4]) * 3f;
        } else {
            dx = r[3];
            dy = r[4];
            dz = r[5];
            float k = FloatModel.IEEE.rsqrt((dx * dx + dy * dy) + dz * dz);
            if (!Float.isFinite(k)) {
                return null;
            }
            dx *= k;
            dy *= k;
            dz *= k;
            length = Math.abs(r[6]) * 3f;
        }
        String text = "cell " + cell + ", xyz " + Arrays.toString(v) + ", tris " + Arrays.toString(records)
                + ", ray o (" + ox + ", " + oy + ", " + oz + ") d (" + dx + ", " + dy + ", " + dz + ") L " + length
                + " mask " + mask;
        return new Case(mesh, new float[] {ox, oy, oz, dx, dy, dz}, length, mask, text);
    }

    /** A world coordinate on a cell face of axis a near x: the face ⌊g(x)⌋ mapped back. */
    private static float gridFace(CollisionGrid g, int a, float x) {
        float gx = g.toGrid(a, x);
        float face = (float) Math.floor(gx);
        return (face - g.translation(a)) / g.scale(a);
    }

    @Property(tries = 600)
    void freeRaysMeetWhatEveryTriangleTestMeets(@ForAll("freeRays") Case c) {
        check(c);
    }

    @Property(tries = 600)
    void aimedRaysMeetWhatEveryTriangleTestMeets(@ForAll("aimedRays") Case c) {
        check(c);
    }

    @Property(tries = 400)
    void raysOnCellFacesMeetWhatEveryTriangleTestMeets(@ForAll("cellFaceRays") Case c) {
        check(c);
    }

    private static void check(Case c) {
        float[] r = c.ray();
        RayHit hit = new RayHit();
        new RayCast().cast(c.mesh(), new Float4(r[0], r[1], r[2], 1f), new Float4(r[3], r[4], r[5], 0f), c.length(),
                c.mask(), hit);
        RayHit brute = bruteForce(c.mesh(), r[0], r[1], r[2], r[3], r[4], r[5], c.length(), c.mask());
        assertSame(brute, hit, c.text());
        Statistics.label("hit").collect(hit.hit());
        Statistics.label("met from behind (two-sided)").collect(hit.hit() && fromBehind(c.mesh(), hit.triangle(), r));
    }

    /** True when the ray runs along triangle t's own normal e1 × e2 (it met the back). */
    private static boolean fromBehind(CollisionMesh m, int t, float[] r) {
        float[][] v = corners(m, t);
        float e1x = v[1][0] - v[0][0], e1y = v[1][1] - v[0][1], e1z = v[1][2] - v[0][2];
        float e2x = v[2][0] - v[0][0], e2y = v[2][1] - v[0][1], e2z = v[2][2] - v[0][2];
        float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        return (nx * r[3] + ny * r[4]) + nz * r[5] > 0f;
    }

    /** Asserts two hit records are the same bits: hit, distance, triangle, material, normal. */
    static void assertSame(RayHit expected, RayHit actual, String what) {
        assertEquals(expected.hit(), actual.hit(), what + ": hit");
        assertEquals(Float.floatToRawIntBits(expected.distance()), Float.floatToRawIntBits(actual.distance()),
                what + ": distance " + expected.distance() + " vs " + actual.distance());
        assertEquals(expected.triangle(), actual.triangle(), what + ": triangle");
        assertEquals(expected.material(), actual.material(), what + ": material");
        assertEquals(expected.normal().toVec4(), actual.normal().toVec4(), what + ": normal");
    }

    /**
     * The reference: every triangle tested in index order by the documented Möller–Trumbore (written out again
     * here), a hit counting when its point o + dist·d falls in the triangle's cell range (the cells MeshBuilder
     * lists it in); nearest wins, the lowest index on ties.
     */
    static RayHit bruteForce(CollisionMesh m, float ox, float oy, float oz, float dx, float dy, float dz, float length,
                             int mask) {
        RayHit out = new RayHit();
        if (!(length > 0f) || !Float.isFinite(length) || !Float.isFinite(ox) || !Float.isFinite(oy)
                || !Float.isFinite(oz) || !Float.isFinite(dx) || !Float.isFinite(dy) || !Float.isFinite(dz)) {
            return out;
        }
        float best = Float.POSITIVE_INFINITY;
        int bestT = -1;
        boolean bestBack = false;
        for (int t = 0; t < m.triangleCount(); t++) {
            int flags = m.flags(t);
            // The mask excludes the type bits it shares (0xfff without bits 0 and 11); bit 0 reaches disabled
            // triangles, bit 11 those flagged 0x800.
            boolean enabled = (flags & 1) != 0 || (mask & 1) != 0 || (mask & flags & 0x800) != 0;
            if ((flags & mask & 0xfff & ~0x801) != 0 || !enabled) {
                continue;
            }
            float[][] v = corners(m, t);
            float e1x = v[1][0] - v[0][0], e1y = v[1][1] - v[0][1], e1z = v[1][2] - v[0][2];
            float e2x = v[2][0] - v[0][0], e2y = v[2][1] - v[0][1], e2z = v[2][2] - v[0][2];
            float px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
            float det = (e1x * px + e1y * py) + e1z * pz;
            boolean twoSided = (flags & 2) != 0;
            if (!((twoSided ? Math.abs(det) : det) >= 1e-6f)) {
                continue; // below 1e-6 (one-sided: det itself, so never from behind) or NaN
            }
            float sx = ox - v[0][0], sy = oy - v[0][1], sz = oz - v[0][2];
            float u = (sx * px + sy * py) + sz * pz;
            float qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
            float w = (dx * qx + dy * qy) + dz * qz;
            float s = (e2x * qx + e2y * qy) + e2z * qz;
            boolean back = det < 0f;
            if (back) {
                det = -det;
                u = -u;
                w = -w;
                s = -s;
            }
            if (!(u >= 0f && w >= 0f && u + w <= det && s >= 0f)) {
                continue;
            }
            float dist = s / det + 0f;
            if (!(dist <= length) || !(dist < best)) {
                continue; // ascending index: an equal distance keeps the earlier triangle
            }
            if (!inCellRange(m, t, v, ox + dist * dx, oy + dist * dy, oz + dist * dz)) {
                continue;
            }
            best = dist;
            bestT = t;
            bestBack = back;
        }
        if (bestT >= 0) {
            float[][] v = corners(m, bestT);
            float e1x = v[1][0] - v[0][0], e1y = v[1][1] - v[0][1], e1z = v[1][2] - v[0][2];
            float e2x = v[2][0] - v[0][0], e2y = v[2][1] - v[0][1], e2z = v[2][2] - v[0][2];
            float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
            float k = 1f / (float) StrictMath.sqrt((nx * nx + ny * ny) + nz * nz);
            if (bestBack) {
                k = -k;
            }
            out.set(best, bestT, m.material(bestT));
            out.normal().set(nx * k, ny * k, nz * k, 0f);
        }
        return out;
    }

    private static float[][] corners(CollisionMesh m, int t) {
        float[][] v = new float[3][3];
        for (int k = 0; k < 3; k++) {
            for (int a = 0; a < 3; a++) {
                v[k][a] = m.vertex(m.corner(t, k), a);
            }
        }
        return v;
    }

    /** True when point p's cell lies in the cell range of triangle t's float32 bound on every axis. */
    private static boolean inCellRange(CollisionMesh m, int t, float[][] v, float px, float py, float pz) {
        CollisionGrid g = m.grid();
        float[] p = {px, py, pz};
        for (int a = 0; a < 3; a++) {
            float lo = Math.min(Math.min(v[0][a], v[1][a]), v[2][a]);
            float hi = Math.max(Math.max(v[0][a], v[1][a]), v[2][a]);
            int c = g.cellCoordinate(a, p[a]);
            if (c < g.cellCoordinate(a, lo) || c > g.cellCoordinate(a, hi)) {
                return false;
            }
        }
        return true;
    }
}
