package engine.kernels.mesh;

import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;

/**
 * What a mesh sweep recomputes per triangle on every query, computed once per mesh and float model with the same
 * operations in the same order (Unit 2, CollTri_ComputeNormal and the side's n·v0), so the bits are the ones the
 * per-query code makes; plus each triangle's box and cell footprint for conservative culling. One record per
 * triangle; immutable once built. Only for meshes whose corners need no u16 wrap (the wrap is a quirk that fires
 * per load).
 */
final class TriangleCache {
    final CollisionMesh mesh;
    final FloatModel model;
    /** Floats per triangle record. */
    static final int STRIDE = 10;
    /** Record offsets: the unit normal before any flip, n·v0 as the side value's second dot, the box. */
    static final int NX = 0;
    static final int NY = 1;
    static final int NZ = 2;
    static final int PLANE_DOT = 3;
    static final int MIN_X = 4;
    static final int MIN_Y = 5;
    static final int MIN_Z = 6;
    static final int MAX_X = 7;
    static final int MAX_Y = 8;
    static final int MAX_Z = 9;
    /** One record of {@link #STRIDE} floats per triangle, side by side: a culled triangle costs one cache line. */
    final float[] rec;
    /** Each triangle's cell footprint (x0, y0, z0, x1, y1, z1) as the bake lists it. */
    final int[] footprint;
    /** Whether the grid's lists are the footprints: 0 not yet checked, 1 yes, -1 no (checked on first ask). */
    private int gridIsFootprints;
    /** The tree over the boxes, or null until {@link #tree()} builds it. */
    private TriangleTree tree;
    /** Most grid cells per triangle for which the cells get boxes (a sparse grid's empty lists are cheap anyway). */
    static final int CELL_BOXES_PER_TRIANGLE = 8;
    /**
     * Per grid cell, the box around every triangle its list names (6 floats), empty when the grid has too many
     * cells for them, or null until first asked.
     */
    private float[] cellBox;

    TriangleCache(CollisionMesh mesh, FloatModel model) {
        this.mesh = mesh;
        this.model = model;
        int n = mesh.triangleCount();
        rec = new float[STRIDE * n];
        footprint = new int[6 * n];
        SphereTriangleSweep tri = new SphereTriangleSweep();
        tri.setModel(model);
        CollisionGrid g = mesh.grid();
        for (int t = 0; t < n; t++) {
            tri.load(mesh, t, false);
            tri.computeNormal();
            int at = STRIDE * t;
            rec[at + NX] = tri.nx;
            rec[at + NY] = tri.ny;
            rec[at + NZ] = tri.nz;
            rec[at + PLANE_DOT] = tri.planeDot();
            float[] v = tri.v;
            for (int a = 0; a < 3; a++) {
                float lo = Math.min(Math.min(v[a], v[3 + a]), v[6 + a]);
                float hi = Math.max(Math.max(v[a], v[3 + a]), v[6 + a]);
                rec[at + MIN_X + a] = lo;
                rec[at + MAX_X + a] = hi;
                footprint[6 * t + a] = g.cellCoordinate(a, lo);
                footprint[6 * t + 3 + a] = g.cellCoordinate(a, hi);
            }
        }
    }

    /**
     * True when every cell list is exactly the ascending triangles whose footprint holds the cell (a baked grid).
     * Checked on the first ask only: a faithful sweep never asks, so it never pays the pass over the lists.
     */
    boolean gridIsFootprints() {
        if (gridIsFootprints == 0) {
            gridIsFootprints = listsAreFootprints(mesh.grid(), rec.length / STRIDE) ? 1 : -1;
        }
        return gridIsFootprints > 0;
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
        return enteredAfter(t, q, 1f);
    }

    /**
     * True when the swept sphere q surely reaches triangle t's box only after the fraction cutoff (0..1) of its
     * move, or never; with cutoff 1, {@link #missedBy}.
     */
    boolean enteredAfter(int t, SweptSphere q, float cutoff) {
        int at = STRIDE * t;
        return q.enter(rec[at + MIN_X], rec[at + MIN_Y], rec[at + MIN_Z], rec[at + MAX_X], rec[at + MAX_Y],
                rec[at + MAX_Z]) > cutoff;
    }

    /**
     * True when the swept sphere q surely misses every triangle the grid's cell lists: the box around their boxes
     * lies apart from q's swept box, so each of them does (a cell listing no triangle always does). Only the swept
     * box: on a cell the sweep does reach, the full slab test would cost more than it saves.
     */
    boolean cellMissedBy(int cell, SweptSphere q) {
        return cellMissedBy(cell, q, 1f);
    }

    /**
     * As {@link #cellMissedBy(int, SweptSphere)}, and below a cutoff under 1 (only the contacts up to that fraction
     * of the move are wanted) also when q surely reaches the box around the cell's triangles after it.
     */
    boolean cellMissedBy(int cell, SweptSphere q, float cutoff) {
        float[] b = cellBox;
        if (b == null) {
            b = cellBox = mesh.grid().cellCount() <= CELL_BOXES_PER_TRIANGLE * (rec.length / STRIDE) + 4096
                    ? cellBoxes() : new float[0];
        }
        if (b.length == 0) {
            return false; // a grid of far more cells than triangles: its boxes would cost more memory than they save
        }
        int at = 6 * cell;
        if (cutoff < 1f) {
            return q.enter(b[at], b[at + 1], b[at + 2], b[at + 3], b[at + 4], b[at + 5]) > cutoff;
        }
        return q.outsideSweptBox(b[at], b[at + 1], b[at + 2], b[at + 3], b[at + 4], b[at + 5]);
    }

    /** The box around the boxes of every triangle each cell lists (indices past the mesh are not triangles). */
    private float[] cellBoxes() {
        CollisionGrid g = mesh.grid();
        int n = rec.length / STRIDE;
        float[] b = new float[6 * g.cellCount()];
        for (int cell = 0; cell < g.cellCount(); cell++) {
            float x0 = Float.POSITIVE_INFINITY, y0 = x0, z0 = x0;
            float x1 = Float.NEGATIVE_INFINITY, y1 = x1, z1 = x1;
            for (int k = 0, count = g.listCount(cell); k < count; k++) {
                int t = g.listEntry(cell, k);
                if (t >= n) {
                    continue;
                }
                int at = STRIDE * t;
                x0 = Math.min(x0, rec[at + MIN_X]);
                y0 = Math.min(y0, rec[at + MIN_Y]);
                z0 = Math.min(z0, rec[at + MIN_Z]);
                x1 = Math.max(x1, rec[at + MAX_X]);
                y1 = Math.max(y1, rec[at + MAX_Y]);
                z1 = Math.max(z1, rec[at + MAX_Z]);
            }
            int at = 6 * cell;
            b[at] = x0;
            b[at + 1] = y0;
            b[at + 2] = z0;
            b[at + 3] = x1;
            b[at + 4] = y1;
            b[at + 5] = z1;
        }
        return b;
    }

    /** The tree over the triangles' boxes, built on first use. */
    TriangleTree tree() {
        if (tree == null) {
            tree = new TriangleTree(this);
        }
        return tree;
    }
}
