package engine.kernels.mesh;

import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;

/**
 * What Unit 2's four collectors share: the working triangle, the mesh-contact array, BeginShapeQuery, the cell
 * walk (x outermost, then y, then z, unsigned compares, each list in stored order, visited bits), the 100-entry
 * limit, the sort through the table's mesh-contact-sort slot and the common contact fields. All scratch belongs
 * to the instance: a kernel is per world and single-threaded, and a call allocates nothing.
 */
public abstract class MeshCollector {
    /** The triangle was handled; count it. */
    protected static final int NEXT = 0;
    /** The capsule's kept-but-t &gt; 1 path: the cell loop's counter is not incremented. */
    protected static final int NOT_COUNTED = 1;
    /** Stop the walk (the mesh-contact array is full). */
    protected static final int STOP = 2;

    /** Option bit 0x4: drop triangles with n.z below minNz. */
    public static final int OPTION_MIN_NZ = 4;
    /** Option bit 0x8: drop triangles with n.z above maxNz. */
    public static final int OPTION_MAX_NZ = 8;
    /** |n.z| above this is not a wall (0x3f266666). */
    static final float WALL = 0.65f;
    /** Side threshold (0x358637bd): n·c − d below it means behind the face (on the plane counts as behind). */
    static final float SIDE = 1e-6f;
    /** n·move at or above this does not go into the face (0xba83126f). */
    static final float INTO = -0.001f;
    /** What {@link #loadFacingWall} answers. */
    static final int NOT_WALL = 0;
    /** A wall met from its front. */
    static final int WALL_FRONT = 1;
    /** A two-sided wall met from behind, flipped to face the centre. */
    static final int WALL_FLIPPED = 2;

    /** The working triangle T and the Unit 1 kernels. */
    protected final SphereTriangleSweep tri = new SphereTriangleSweep();
    /** The mesh-contact array. */
    protected final MeshContacts hits = new MeshContacts();
    /** The corrections this collector applies. */
    protected final KernelConfig config;
    /** MESH_CONTACTS_100 corrected: the mesh-contact array grows. */
    private final boolean growHits;
    /** VISITED_BITS_SHARED corrected: this collector's own visited marks and cell range. */
    private final boolean ownMarks;
    /** MESH_U16_LIMIT corrected: corner indices and cell-list values are read whole, not as u16. */
    private final boolean wideIndices;
    /** Own marks: triangle t was looked at in this query when marks[t] == epoch. */
    private int[] marks = new int[0];
    /** Own marks: the current query's stamp, never 0 (0 is what a cleared or new mark holds). */
    private int epoch;
    /** The cell range of the current query (x, y, z min, then max), copied from the query or computed. */
    private final int[] range = new int[6];
    /** Shared marks: the world's query scratch and its {@link MeshQuery#begun()} when this query began. */
    private MeshQuery shared;
    private int begunAt;
    /** The current mesh's triangle cache for the current float model, or null (Issue 13: result-identical). */
    private TriangleCache cache;
    /** The tree walk's stack, its entry fractions and the hits' walk ranks. */
    private int[] stack = new int[0];
    private float[] enterAt = new float[0];
    private long[] ranks = new long[0];
    /** The tree walk's call: its context, mesh, whether only the nearest contact is wanted. */
    private KernelContext walkContext;
    private CollisionMesh walkMesh;
    private boolean nearestOnly;
    /** During a tree walk, its tree and the leaf slot of the triangle being looked at, for {@link #cachedPlane}. */
    private TriangleTree walkTree;
    private int walkSlot = -1;
    /** The fraction past which the tree walk wants nothing more (the nearest contact's, when only it is wanted). */
    private float cutoff;
    /** The tree walk's visitor, made once. */
    private final TriangleTree.Visitor fromTree = this::visitFromTree;

    /** A collector built for config, with empty scratch. */
    protected MeshCollector(KernelConfig config) {
        this.config = config;
        this.growHits = config.corrects(Quirk.MESH_CONTACTS_100);
        this.ownMarks = config.corrects(Quirk.VISITED_BITS_SHARED);
        this.wideIndices = config.corrects(Quirk.MESH_U16_LIMIT);
    }

    /**
     * Sets up one call: the float model, the array's capacity from the contact-list policy, count 0, and
     * CollisionMesh_BeginShapeQuery on the box (the world's shared scratch; with VISITED_BITS_SHARED corrected, this
     * collector's own marks and range). Returns the mesh, or null when the world has none (no contacts).
     */
    protected final CollisionMesh begin(KernelContext ctx, Float4 boxMin, Float4 boxMax) {
        CollisionMesh mesh = ctx.mesh();
        if (mesh == null) {
            return null;
        }
        tri.setModel(ctx.floatModel());
        int capacity = ctx.kernels().get(Slots.CONTACT_LISTS).meshContactCapacity();
        if (!growHits || hits.capacity() < capacity) {
            hits.ensure(capacity);
        }
        hits.clear();
        if (ownMarks) {
            // Marks of this collector alone, so no other query can clear or set them; a new stamp begins the query
            // in O(1) instead of clearing a bit per triangle of the mesh.
            beginOwnMarks(mesh.triangleCount());
            CollisionGrid g = mesh.grid();
            FloatModel fm = ctx.floatModel();
            range[0] = g.cellCoordinate(fm, 0, boxMin.x());
            range[1] = g.cellCoordinate(fm, 1, boxMin.y());
            range[2] = g.cellCoordinate(fm, 2, boxMin.z());
            range[3] = g.cellCoordinate(fm, 0, boxMax.x());
            range[4] = g.cellCoordinate(fm, 1, boxMax.y());
            range[5] = g.cellCoordinate(fm, 2, boxMax.z());
            return mesh;
        }
        // Unit 2, CollisionMesh_BeginShapeQuery (0x00347170): visited bits cleared, cell range set. The range goes
        // to the caller's locals (&cellMin, &cellMax); only the bits are shared mesh state.
        shared = ctx.meshQuery();
        shared.begin(ctx.floatModel(), mesh, boxMin, boxMax);
        begunAt = shared.begun();
        for (int a = 0; a < 3; a++) {
            range[a] = shared.cellMin(a);
            range[3 + a] = shared.cellMax(a);
        }
        return mesh;
    }

    /** A new stamp for a query over count triangles; the marks grow only for a larger mesh, clear only on a wrap. */
    private void beginOwnMarks(int count) {
        if (marks.length < count) {
            marks = new int[count];
        }
        if (++epoch == 0) {
            java.util.Arrays.fill(marks, 0);
            epoch = 1;
        }
    }

    /** Sets the own-marks stamp (tests of the wrap). */
    final void setEpoch(int e) {
        epoch = e;
    }

    /** Tests and sets triangle t's mark of the current query; true when t was already looked at. */
    private boolean visit(int t) {
        if (!ownMarks) {
            return shared.visit(t);
        }
        if (marks[t] == epoch) {
            return true;
        }
        marks[t] = epoch;
        return false;
    }

    /**
     * The cell walk of every collector (confirmed in all four). With overrun the capsule's bug is reproduced:
     * a {@link #NOT_COUNTED} answer leaves the counter while the list position moves on.
     */
    protected final void walk(KernelContext ctx, CollisionMesh mesh, boolean overrun) {
        walkCells(ctx, mesh, overrun);
        if (!ownMarks && shared.begun() != begunAt) {
            // PS2-LIMIT(VISITED_BITS_SHARED): another query began during this walk and cleared (and set) the shared
            // bits, so triangles were looked at twice or skipped.
            ctx.quirks().fired(Quirk.VISITED_BITS_SHARED);
        }
    }

    private void walkCells(KernelContext ctx, CollisionMesh mesh, boolean overrun) {
        CollisionGrid g = mesh.grid();
        int triangles = mesh.triangleCount();
        int poolLength = g.poolLength();
        for (int x = range[0]; x <= range[3]; x++) {
            for (int y = range[1]; y <= range[4]; y++) {
                for (int z = range[2]; z <= range[5]; z++) {
                    int cell = g.cellIndex(x, y, z);
                    if (cellMissed(cell)) {
                        continue;
                    }
                    int off = g.listOffset(cell);
                    int n = u16(ctx, g.poolAt(off));
                    int end = off + 1 + n;
                    int p = off + 1;
                    int k = 0;
                    while (k < n) {
                        if (p >= end) {
                            // PS2-BUG(CAPSULE_LIST_OVERRUN): the walk reads the u16 after the list as a triangle.
                            ctx.quirks().fired(Quirk.CAPSULE_LIST_OVERRUN);
                            if (p >= poolLength) {
                                break;
                            }
                        }
                        int t = u16(ctx, g.poolAt(p++));
                        if (t >= triangles) {
                            // The original would read past the triangle array here: the cell's walk ends instead.
                            break;
                        }
                        if (visit(t)) {
                            k++;
                            continue;
                        }
                        int answer = triangle(ctx, mesh, t);
                        if (answer == STOP) {
                            return;
                        }
                        if (answer == NEXT || !overrun) {
                            k++;
                        }
                    }
                }
            }
        }
    }

    /**
     * True when no triangle the cell lists can give this call anything, so the walk may pass the whole list: only
     * a collector whose every answer for such a triangle is "nothing" may say so (their marks stay unset, which
     * changes nothing, as a later look at them again gives nothing). False here: every triangle is looked at.
     */
    protected boolean cellMissed(int cell) {
        return false;
    }

    /**
     * The triangle cache of mesh for the call's float model (built on the first call with a new mesh or model), or
     * null when a corner index would wrap to 16 bits (MESH_U16_LIMIT fires per load, so every load must happen).
     */
    protected final TriangleCache triangleCache(KernelContext ctx, CollisionMesh mesh) {
        if (!wideIndices && !mesh.fitsOriginalFormat()) {
            return cache = null;
        }
        if (cache == null || cache.mesh != mesh || cache.model != ctx.floatModel()) {
            cache = new TriangleCache(mesh, ctx.floatModel());
        }
        return cache;
    }

    /**
     * True when this collector may meet the triangles through the cache's tree instead of the cell walk and get the
     * same contacts in the same order: the array grows (no stop at 100), the marks are its own (no other query can
     * change them) and the grid's lists are what the bake makes of the triangles' footprints (so the walk's order
     * can be rebuilt from the footprints).
     */
    protected final boolean canWalkTree(TriangleCache c) {
        return c != null && growHits && ownMarks && wideIndices && c.gridIsFootprints();
    }

    /**
     * True when a cell of the query's range lists more than limit entries: where every cell lists few, the cell walk
     * with culling is cheaper than a walk down the tree, however many cells (both give the same contacts).
     */
    protected final boolean rangeHasListLongerThan(CollisionMesh mesh, int limit) {
        CollisionGrid g = mesh.grid();
        for (int x = range[0]; x <= range[3]; x++) {
            for (int y = range[1]; y <= range[4]; y++) {
                for (int z = range[2]; z <= range[5]; z++) {
                    if (g.listCount(g.cellIndex(x, y, z)) > limit) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** True when the mesh-contact array grows (MESH_CONTACTS_100 corrected): no stop at 100 depends on the count. */
    protected final boolean growsHits() {
        return growHits;
    }

    /**
     * Meets, through the cache's tree, every triangle the cell walk would meet that the swept sphere q may reach
     * (with nearestOnly, only those it may reach no later than the nearest contact found so far), then puts the
     * contacts back in the order the cell walk would have added them (the first cell of each triangle's footprint
     * in the walk's order, then its index), so the stable sort gives the same list, or the same first entry. Only
     * for {@link #canWalkTree} collectors whose answers never depend on the order triangles are met in.
     */
    protected final void walkTree(KernelContext ctx, CollisionMesh mesh, TriangleCache c, SweptSphere q,
                                  boolean nearest) {
        TriangleTree tree = c.tree();
        if (stack.length < tree.stackSize()) {
            stack = new int[tree.stackSize()];
            enterAt = new float[tree.stackSize()];
        }
        walkContext = ctx;
        walkMesh = mesh;
        walkTree = tree;
        nearestOnly = nearest;
        cutoff = Float.POSITIVE_INFINITY;
        try {
            tree.walk(q, range, fromTree, cutoff, stack, enterAt);
        } finally {
            walkContext = null;
            walkMesh = null;
            walkTree = null;
            walkSlot = -1;
        }
        if (nearest) {
            hits.keepLeast(ctx.floatModel()); // only the first of the sorted list is wanted
        }
        int found = hits.count();
        if (found > 1) {
            if (ranks.length < found) {
                ranks = new long[hits.capacity()];
            }
            for (int i = 0; i < found; i++) {
                ranks[i] = c.walkRank(hits.triangle(i), range);
            }
            hits.orderBy(ranks);
        }
    }

    /**
     * The tree walk's look at triangle t, which the cell walk meets and whose box the swept sphere may reach before
     * the cutoff (the tree tested both).
     */
    private float visitFromTree(int t, int slot) {
        int before = hits.count();
        walkSlot = slot;
        triangle(walkContext, walkMesh, t);
        if (nearestOnly && hits.count() > before) {
            cutoff = Math.min(cutoff, hits.key(before)); // a tie at the same fraction is still met (ranked later)
        }
        return cutoff;
    }

    /**
     * Sets tri's normal to triangle t's cached one (the bits CollTri_ComputeNormal makes) and returns its cached
     * n·v0: from the tree's leaf-ordered copy during a tree walk (next to the box the walk just tested), else from
     * the cache's record.
     */
    protected final float cachedPlane(TriangleCache c, int t) {
        if (walkSlot >= 0) {
            TriangleTree w = walkTree;
            tri.setNormal(w.plane(walkSlot, 0), w.plane(walkSlot, 1), w.plane(walkSlot, 2));
            return w.plane(walkSlot, 3);
        }
        int at = TriangleCache.STRIDE * t;
        float[] rec = c.rec;
        tri.setNormal(rec[at + TriangleCache.NX], rec[at + TriangleCache.NY], rec[at + TriangleCache.NZ]);
        return rec[at + TriangleCache.PLANE_DOT];
    }

    /** A cell-list value as the original's u16 holds it: its low 16 bits, unless MESH_U16_LIMIT is corrected. */
    private int u16(KernelContext ctx, int value) {
        if (value > 0xffff && !wideIndices) {
            // PS2-LIMIT(MESH_U16_LIMIT): a list count or triangle index past 65,535 is read as its low 16 bits.
            ctx.quirks().fired(Quirk.MESH_U16_LIMIT);
            return value & 0xffff;
        }
        return value;
    }

    /** Loads triangle t into tri, its corner indices read as the original's u16 unless MESH_U16_LIMIT is corrected. */
    protected final void load(KernelContext ctx, CollisionMesh mesh, int t) {
        if (tri.load(mesh, t, !wideIndices)) {
            // PS2-LIMIT(MESH_U16_LIMIT): a corner index past 65,535 is read as its low 16 bits.
            ctx.quirks().fired(Quirk.MESH_U16_LIMIT);
        }
    }

    /**
     * Unit 2, the wall filter of PhysicsMesh_SweepCapsule and PhysicsBody_PushOutOfWalls: loads triangle t into
     * tri with its normal and answers WALL_FRONT when it is enabled, a wall (|n.z| &le; 0.65) and (cx, cy, cz) is
     * in front of it; WALL_FLIPPED when a two-sided wall is met from behind (tri is flipped); NOT_WALL otherwise.
     */
    protected final int loadFacingWall(KernelContext ctx, CollisionMesh mesh, int t, float cx, float cy, float cz) {
        int flags = ctx.triangleFlags(t);
        if ((flags & TriangleFlags.ENABLED) == 0) {
            return NOT_WALL;
        }
        load(ctx, mesh, t);
        tri.computeNormal();
        FloatModel m = tri.model();
        if (m.gt(m.abs(tri.nz), WALL)) {
            return NOT_WALL; // not a wall (exactly 0.65 is one)
        }
        if (m.ge(tri.side(cx, cy, cz), SIDE)) {
            return WALL_FRONT;
        }
        // PS2-DESIGN(ONE_SIDED_FROM_BEHIND): the side is decided at the start; on the plane counts as behind.
        if ((flags & TriangleFlags.TWO_SIDED) == 0) {
            return NOT_WALL;
        }
        tri.flip();
        return WALL_FLIPPED;
    }

    /** True when options 0x4/0x8 put the loaded triangle's n.z outside [minNz, maxNz] (Unit 2's n.z range). */
    protected final boolean outsideNzRange(int options, float minNz, float maxNz) {
        FloatModel m = tri.model();
        return ((options & OPTION_MIN_NZ) != 0 && m.lt(tri.nz, minNz))
                || ((options & OPTION_MAX_NZ) != 0 && m.gt(tri.nz, maxNz));
    }

    /** Looks at triangle t (first visit in this query); answers NEXT, NOT_COUNTED or STOP. */
    protected abstract int triangle(KernelContext ctx, CollisionMesh mesh, int t);

    /**
     * True when one more mesh contact fits. A full array grows when MESH_CONTACTS_100 is corrected; the original's
     * 100 is reported as MESH_CONTACTS_100 and the collector stops collecting (the walk ends; what it holds is kept).
     */
    protected final boolean room(KernelContext ctx) {
        if (!hits.isFull()) {
            return true;
        }
        if (growHits) {
            hits.grow();
            return true;
        }
        // PS2-LIMIT(MESH_CONTACTS_100): the original writes past its stack array; here the collection ends.
        ctx.quirks().fired(Quirk.MESH_CONTACTS_100);
        return false;
    }

    /** Unit 2, MeshContacts_SortByFraction (0x00347300) through the table's slot; returns the pointer list. */
    protected final int[] sort(KernelContext ctx) {
        ctx.kernels().get(Slots.MESH_CONTACT_SORT).sort(hits.keys(), hits.count(), hits.order(), ctx.quirks());
        return hits.order();
    }

    /** The common 0xc0 fields: +0x04 shape, +0x44 null (the level), +0x50 normal, +0x80 key, +0xb4 triangle. */
    protected final void writeCommon(Contact c, Shape shape, int entry) {
        c.own().setShape(shape);
        c.other().setShape(null);
        c.normal().set(hits.normal(entry, 0), hits.normal(entry, 1), hits.normal(entry, 2), 0f);
        c.setFraction(hits.key(entry));
        c.setTriangle(hits.triangle(entry));
    }

    /** The sweeps' +0x90: t × move + position, w = 1. */
    protected final void writePoint(KernelContext ctx, Contact c, float t, Float4 move, Float4 position) {
        var m = ctx.floatModel();
        c.point().set(m.add(m.mul(t, move.x()), position.x()), m.add(m.mul(t, move.y()), position.y()),
                m.add(m.mul(t, move.z()), position.z()), 1f);
    }
}
