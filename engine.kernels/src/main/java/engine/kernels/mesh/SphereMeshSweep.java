package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.ContactFlags;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;

/**
 * Unit 2, PhysicsMesh_SweepSphere (0x00348a50), mesh sweep table type 2: the shape's own sphere (no raise, no
 * scale) swept against the mesh, with bit 3, options 4, 8, 0x40, 0x8000 and 0x20000, max honoured after the sort.
 */
public class SphereMeshSweep extends MeshCollector implements MeshSweep {
    /** Option 0x40: keep backfaces (0x10) and faces not moved into (0x20 receding, 0x40 along). */
    public static final int OPTION_KEEP_BACKFACES = 0x40;
    /** Option 0x8000: skip bit-3 triangles. */
    public static final int OPTION_SKIP_BIT3 = 0x8000;
    /** Option 0x20000: one contact per plane. */
    public static final int OPTION_ONE_PER_PLANE = 0x20000;
    /** The one-per-plane threshold on |n_i·n_j| (0x3f666666). */
    static final float SAME_PLANE = 0.9f;
    /**
     * The fixed sweep walks the triangle tree when a cell of the query's range lists more entries than this (Issue
     * 23): such a cell holds many triangles smaller than itself, most of which the sphere passes by, so the tree's
     * pruning pays; cells of about their own size (a heightfield's) the cell walk culls more cheaply, however many.
     */
    static final int TREE_ABOVE = 32;
    /** Along the face when n·move ≤ this (0x3a83126f). */
    static final float ALONG = 0.001f;

    private FloatModel m = FloatModel.IEEE;
    private float cx;
    private float cy;
    private float cz;
    private float r;
    private float mx;
    private float my;
    private float mz;
    private int options;
    private int bodyFlags;
    private float minNz;
    private float maxNz;
    /** The plane-gap shortcut; off only in the test that proves it changes nothing. */
    boolean shortcut = true;
    /** The tree walk's per-cell threshold; 0 in the tests that make every fixed call walk the tree. */
    int treeAbove = TREE_ABOVE;
    /** The cell walk's cut at the nearest contact so far; off only in the tests that prove it changes nothing. */
    boolean cutAtNearest = true;
    /** During a cell walk that wants only the nearest contact: the least fraction found so far (1 before any). */
    private boolean nearestCut;
    private float nearestSoFar;
    /** The triangle cache, culling and tree walk (Issue 13); off only in the tests that prove they change nothing. */
    boolean accelerate = true;
    /** The call's triangle cache, or null (per-query normals, every triangle looked at). */
    private TriangleCache cache;
    /** Cull triangles whose box the swept sphere surely misses. */
    private boolean cull;
    /** The call's sphere over its move, for culling. */
    private final SweptSphere swept = new SweptSphere();
    private final boolean fixUnsorted;
    private final boolean fixAfterCap;

    /** A sphere mesh sweep with its own scratch (one per world), built for config. */
    public SphereMeshSweep(KernelConfig config) {
        super(config);
        this.fixUnsorted = config.corrects(Quirk.ONE_PER_PLANE_UNSORTED);
        this.fixAfterCap = config.corrects(Quirk.ONE_PER_PLANE_AFTER_CAP);
    }

    // Unit 2, PhysicsMesh_SweepSphere (0x00348a50)
    @Override
    public int sweep(KernelContext ctx, Contact[] out, int offset, int max, Float4 boxMin, Float4 boxMax, Body body,
                     Shape shape, Float4 move, int options, float minNz, float maxNz) {
        CollisionMesh mesh = begin(ctx, boxMin, boxMax);
        if (mesh == null) {
            return 0;
        }
        m = ctx.floatModel();
        SphereShape sphere = (SphereShape) shape;
        Float4 c = sphere.centre();
        cx = c.x();
        cy = c.y();
        cz = c.z();
        r = sphere.radius();
        mx = move.x();
        my = move.y();
        mz = move.z();
        this.options = options;
        this.bodyFlags = body == null ? 0 : body.flags();
        this.minNz = minNz;
        this.maxNz = maxNz;
        cache = accelerate ? triangleCache(ctx, mesh) : null;
        cull = cache != null && swept.set(cx, cy, cz, r, mx, my, mz);
        // Only the nearest contact is wanted when max is 1, no one-per-plane pass reads the others, the array
        // grows (no stop at 100 that the skipped contacts would move) and the sort is a true stable sort (the
        // smearing one reports SORT_SMEAR from the whole list).
        boolean nearest = cull && max == 1 && (options & OPTION_ONE_PER_PLANE) == 0 && growsHits()
                && ctx.kernels().get(Slots.MESH_CONTACT_SORT) instanceof SortByFraction s && s.isStable();
        if (cull && canWalkTree(cache) && rangeHasListLongerThan(mesh, treeAbove)) {
            cull = false; // the tree hands over only triangles whose box passed the same test
            walkTree(ctx, mesh, cache, swept, nearest);
        } else {
            nearestCut = nearest && cutAtNearest;
            nearestSoFar = 1f;
            try {
                walk(ctx, mesh, false);
            } finally {
                nearestCut = false;
            }
        }
        int found = hits.count();
        if (found == 0) {
            return 0;
        }
        int[] order = sort(ctx);
        int count = Math.min(found, max);
        if ((options & OPTION_ONE_PER_PLANE) != 0) {
            if (fixAfterCap) {
                // One per plane over every hit first, then the cap: max planes are kept when max were hit.
                count = Math.min(onePerPlane(ctx, order, found, false), max);
            } else {
                count = onePerPlane(ctx, order, count, found > count);
            }
        }
        count = Math.min(count, out.length - offset);
        for (int i = 0; i < count; i++) {
            int e = order[i];
            Contact o = out[offset + i];
            writeCommon(o, shape, e);
            m.unit3(move, o.unitMove());
            writePoint(ctx, o, hits.key(e), move, c);
            o.setFlags(hits.flags(e));
            o.setDistance(hits.startDistance(e));
        }
        return count;
    }

    /**
     * True when the sphere stays farther than r from the triangle's plane for the whole move (gap at the start and
     * at the end, with a rounding margin): every point of the triangle lies in the plane, so the kernel could only
     * answer "no" or a fraction above 1, which this sweep drops anyway. A shortcut, not a rule of the original.
     */
    private boolean cannotTouchWithinMove(float startGap, float dn) {
        FloatModel f = m.fpu();
        float endGap = f.add(startGap, dn);
        float margin = f.add(f.mul(1e-5f, f.add(f.add(f.abs(startGap), f.abs(dn)), r)), 1e-6f);
        float far = f.add(r, margin);
        return f.gt(startGap, far) && f.gt(endGap, far);
    }

    /**
     * Option 0x20000 (0x00348f84-0x00349044): swap a near-coplanar later entry with the last and drop it. Corrected
     * (ONE_PER_PLANE_UNSORTED), the later entries move down instead, so the list stays sorted and the entry that
     * comes into j is tested too.
     */
    private int onePerPlane(KernelContext ctx, int[] order, int count, boolean capped) {
        for (int i = 0; i < count; i++) {
            int a = order[i];
            int j = i + 1;
            while (j < count) {
                int b = order[j];
                float dot = m.dot3(hits.normal(a, 0), hits.normal(a, 1), hits.normal(a, 2),
                        hits.normal(b, 0), hits.normal(b, 1), hits.normal(b, 2));
                if (m.gt(m.abs(dot), SAME_PLANE)) {
                    if (capped) {
                        // PS2-BUG(ONE_PER_PLANE_AFTER_CAP): the cap to max came first, so fewer than max remain.
                        ctx.quirks().fired(Quirk.ONE_PER_PLANE_AFTER_CAP);
                    }
                    if (fixUnsorted) {
                        System.arraycopy(order, j + 1, order, j, count - j - 1);
                        count--;
                        continue; // the entry now at j is tested against i too
                    }
                    order[j] = order[count - 1];
                    count--;
                    if (j < count) {
                        // PS2-BUG(ONE_PER_PLANE_UNSORTED): the entry swapped into j is out of order and not tested.
                        ctx.quirks().fired(Quirk.ONE_PER_PLANE_UNSORTED);
                    }
                }
                j++;
            }
        }
        return count;
    }

    /** A cell whose triangles' boxes the swept sphere surely misses gives no contact: none of them can. */
    @Override
    protected boolean cellMissed(int cell) {
        return cull && cache.cellMissedBy(cell, swept, nearestCut ? nearestSoFar : 1f);
    }

    @Override
    protected int triangle(KernelContext ctx, CollisionMesh mesh, int t) {
        int flags = ctx.triangleFlags(t) & 0xfff;
        if ((flags & TriangleFlags.BIT3) != 0
                && ((bodyFlags & BodyFlags.SKIP_BIT3_TRIANGLES) != 0 || (options & OPTION_SKIP_BIT3) != 0)) {
            return NEXT;
        }
        if ((flags & TriangleFlags.ENABLED) == 0) {
            return NEXT;
        }
        TriangleCache c = cache;
        boolean loaded = c == null;
        float s; // +0x0c, the normal before any flip
        if (loaded) {
            load(ctx, mesh, t);
            tri.computeNormal();
            if (outsideNzRange(options, minNz, maxNz)) {
                return NEXT;
            }
            s = tri.side(cx, cy, cz);
        } else {
            // With only the nearest contact wanted, a triangle the sphere surely reaches after the nearest contact
            // so far gives a later one, which the stable sort would put behind it (a tie is still met).
            if (cull && c.enteredAfter(t, swept, nearestCut ? nearestSoFar : 1f)) {
                return NEXT;
            }
            // The bits computeNormal makes, kept from the first query.
            float planeDot = cachedPlane(c, t);
            if (outsideNzRange(options, minNz, maxNz)) {
                return NEXT;
            }
            s = m.sub(m.dot3(tri.nx, tri.ny, tri.nz, cx, cy, cz), planeDot);
        }
        int meshFlags = 0;
        boolean flipped = false;
        if (m.lt(s, SIDE)) {
            if ((flags & TriangleFlags.TWO_SIDED) != 0) {
                if (!loaded) {
                    tri.load(mesh, t, false);
                    loaded = true;
                }
                tri.flip();
                flipped = true;
            } else if ((options & OPTION_KEEP_BACKFACES) != 0) {
                meshFlags = ContactFlags.BEHIND; // kept, normal not flipped
            } else {
                // PS2-DESIGN(ONE_SIDED_FROM_BEHIND): a one-sided face met from behind is passed through.
                return NEXT;
            }
        }
        float dn = m.dot3(tri.nx, tri.ny, tri.nz, mx, my, mz);
        if (m.ge(dn, INTO)) {
            if ((options & OPTION_KEEP_BACKFACES) == 0) {
                return NEXT;
            }
            meshFlags |= m.le(dn, ALONG) ? ContactFlags.ALONG_FACE : ContactFlags.RECEDING;
        }
        if (shortcut && (meshFlags & ContactFlags.BEHIND) == 0
                && cannotTouchWithinMove(flipped ? tri.side(cx, cy, cz) : s, dn)) {
            return NEXT;
        }
        if (!loaded) {
            tri.load(mesh, t, false);
        }
        tri.computePlane();
        tri.computeEdges();
        if (!tri.sweep(cx, cy, cz, r, mx, my, mz)) {
            return NEXT;
        }
        float f = tri.t();
        if (!(m.ge(f, 0f) && m.le(f, 1f))) {
            return NEXT;
        }
        if (!room(ctx)) {
            return STOP;
        }
        hits.add(f, t, meshFlags, s, 0, tri, flipped);
        if (nearestCut && m.lt(f, nearestSoFar)) {
            nearestSoFar = f;
        }
        return NEXT;
    }
}
