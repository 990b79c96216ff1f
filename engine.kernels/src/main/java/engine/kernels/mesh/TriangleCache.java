package engine.kernels.mesh;

import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;

/**
 * What a mesh sweep recomputes per triangle on every query, computed once per mesh and float model with the same
 * operations in the same order (Unit 2, CollTri_ComputeNormal and the side's n·v0), so the bits are the ones the
 * per-query code makes; plus each triangle's box and cell footprint for conservative culling. Structure of arrays;
 * immutable once built. Only for meshes whose corners need no u16 wrap (the wrap is a quirk that fires per load).
 */
final class TriangleCache {
    final CollisionMesh mesh;
    final FloatModel model;
    /** Unit normal per triangle, before any flip. */
    final float[] nx;
    final float[] ny;
    final float[] nz;
    /** n·v0 as the side value's second dot computes it. */
    final float[] planeDot;
    /** Each triangle's box (min and max of its corners per axis, m). */
    final float[] minX;
    final float[] minY;
    final float[] minZ;
    final float[] maxX;
    final float[] maxY;
    final float[] maxZ;
    /** Each triangle's cell footprint (x0, y0, z0, x1, y1, z1) as the bake lists it. */
    final int[] footprint;
    /** True when every cell list is exactly the ascending triangles whose footprint holds the cell (a baked grid). */
    final boolean gridIsFootprints;
    /** The tree over the boxes, or null until {@link #tree()} builds it. */
    private TriangleTree tree;

    TriangleCache(CollisionMesh mesh, FloatModel model) {
        this.mesh = mesh;
        this.model = model;
        int n = mesh.triangleCount();
        nx = new float[n];
        ny = new float[n];
        nz = new float[n];
        planeDot = new float[n];
        minX = new float[n];
        minY = new float[n];
        minZ = new float[n];
        maxX = new float[n];
        maxY = new float[n];
        maxZ = new float[n];
        footprint = new int[6 * n];
        SphereTriangleSweep tri = new SphereTriangleSweep();
        tri.setModel(model);
        CollisionGrid g = mesh.grid();
        for (int t = 0; t < n; t++) {
            tri.load(mesh, t, false);
            tri.computeNormal();
            nx[t] = tri.nx;
            ny[t] = tri.ny;
            nz[t] = tri.nz;
            planeDot[t] = tri.planeDot();
            float[] v = tri.v;
            minX[t] = Math.min(Math.min(v[0], v[3]), v[6]);
            minY[t] = Math.min(Math.min(v[1], v[4]), v[7]);
            minZ[t] = Math.min(Math.min(v[2], v[5]), v[8]);
            maxX[t] = Math.max(Math.max(v[0], v[3]), v[6]);
            maxY[t] = Math.max(Math.max(v[1], v[4]), v[7]);
            maxZ[t] = Math.max(Math.max(v[2], v[5]), v[8]);
            footprint[6 * t] = g.cellCoordinate(0, minX[t]);
            footprint[6 * t + 1] = g.cellCoordinate(1, minY[t]);
            footprint[6 * t + 2] = g.cellCoordinate(2, minZ[t]);
            footprint[6 * t + 3] = g.cellCoordinate(0, maxX[t]);
            footprint[6 * t + 4] = g.cellCoordinate(1, maxY[t]);
            footprint[6 * t + 5] = g.cellCoordinate(2, maxZ[t]);
        }
        gridIsFootprints = listsAreFootprints(g, n);
    }

    /** True when the grid's lists are what the bake makes of the footprints: same counts, ascending, each inside. */
    private boolean listsAreFootprints(CollisionGrid g, int n) {
        int[] counts = new int[g.cellCount()];
        for (int t = 0; t < n; t++) {
            int at = 6 * t;
            for (int x = footprint[at]; x <= footprint[at + 3]; x++) {
                for (int y = footprint[at + 1]; y <= footprint[at + 4]; y++) {
                    for (int z = footprint[at + 2]; z <= footprint[at + 5]; z++) {
                        counts[g.cellIndex(x, y, z)]++;
                    }
                }
            }
        }
        for (int x = 0; x < g.nx(); x++) {
            for (int y = 0; y < g.ny(); y++) {
                for (int z = 0; z < g.nz(); z++) {
                    int cell = g.cellIndex(x, y, z);
                    int count = g.listCount(cell);
                    if (count != counts[cell]) {
                        return false;
                    }
                    int previous = -1;
                    for (int k = 0; k < count; k++) {
                        int t = g.listEntry(cell, k);
                        if (t <= previous || t >= n || !holds(t, x, y, z)) {
                            return false;
                        }
                        previous = t;
                    }
                }
            }
        }
        return true;
    }

    /** True when triangle t's footprint holds cell (x, y, z). */
    boolean holds(int t, int x, int y, int z) {
        int at = 6 * t;
        return x >= footprint[at] && x <= footprint[at + 3] && y >= footprint[at + 1] && y <= footprint[at + 4]
                && z >= footprint[at + 2] && z <= footprint[at + 5];
    }

    /** True when triangle t's footprint meets the cell range r (x0, y0, z0, x1, y1, z1): the grid walk meets t. */
    boolean meets(int t, int[] r) {
        int at = 6 * t;
        return footprint[at] <= r[3] && footprint[at + 3] >= r[0] && footprint[at + 1] <= r[4]
                && footprint[at + 4] >= r[1] && footprint[at + 2] <= r[5] && footprint[at + 5] >= r[2];
    }

    /**
     * Where the grid walk over range r (x outermost, then y, then z; each list ascending) first meets triangle t,
     * as one number that orders triangles as the walk does: the first cell of the footprint inside r, then t.
     */
    long walkRank(int t, int[] r) {
        CollisionGrid g = mesh.grid();
        int at = 6 * t;
        long x = Math.max(footprint[at], r[0]);
        long y = Math.max(footprint[at + 1], r[1]);
        long z = Math.max(footprint[at + 2], r[2]);
        return (((x * g.ny() + y) * g.nz() + z) << 32) | t;
    }

    /** True when the swept sphere q surely misses triangle t's box. */
    boolean missedBy(int t, SweptSphere q) {
        return !q.meets(minX[t], minY[t], minZ[t], maxX[t], maxY[t], maxZ[t]);
    }

    /** The tree over the triangles' boxes, built on first use. */
    TriangleTree tree() {
        if (tree == null) {
            tree = new TriangleTree(this);
        }
        return tree;
    }
}
