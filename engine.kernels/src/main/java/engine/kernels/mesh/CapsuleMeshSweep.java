package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;

/**
 * Unit 2, PhysicsMesh_SweepCapsule (0x00347c08), mesh sweep table type 3: the capsule's mesh sphere (radius ×
 * body scale.x × Human_GetScale, raised r + 0.05 above the feet) swept against the walls of the mesh, with the
 * wall, side, into-face, low and thin rules, the sort, the corner slide and the list overrun.
 */
public class CapsuleMeshSweep extends MeshCollector implements MeshSweep {
    /** The low and thin rules' 0.25 m (0x3e800000). */
    static final float LOW = 0.25f;
    /** A longest edge at least this steep skips the thin rule (0x3f4ccccd). */
    static final float STEEP = 0.8f;
    /** The sphere's raise above the feet beyond r (0x3d4ccccd). */
    static final float RAISE = 0.05f;

    private FloatModel m = FloatModel.IEEE;
    private float cx;
    private float cy;
    private float cz;
    private float r;
    private float mx;
    private float my;
    private float mz;
    private int options;
    private float minNz;
    private float maxNz;
    private final Float4 slide = new Float4();
    private int slideFlag;
    private final boolean fixOverrun;
    private final boolean fixMax;
    private final boolean fixFlippedEdge;
    private final boolean fixZeroSlide;
    private final boolean fixOptions;

    /** A capsule mesh sweep with its own scratch (one per world), built for config. */
    public CapsuleMeshSweep(KernelConfig config) {
        super(config);
        this.fixOverrun = config.corrects(Quirk.CAPSULE_LIST_OVERRUN);
        this.fixMax = config.corrects(Quirk.CAPSULE_SWEEP_IGNORES_MAX);
        this.fixFlippedEdge = config.corrects(Quirk.CORNER_SLIDE_FLIPPED_EDGE);
        this.fixZeroSlide = config.corrects(Quirk.RSQRT_ZERO);
        this.fixOptions = config.corrects(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS);
    }

    // Unit 2, PhysicsMesh_SweepCapsule (0x00347c08)
    @Override
    public int sweep(KernelContext ctx, Contact[] out, int offset, int max, Float4 boxMin, Float4 boxMax, Body body,
                     Shape shape, Float4 move, int options, float minNz, float maxNz) {
        CollisionMesh mesh = begin(ctx, boxMin, boxMax);
        if (mesh == null) {
            return 0;
        }
        m = ctx.floatModel();
        CapsuleShape capsule = (CapsuleShape) shape;
        BodyOwner owner = body.owner();
        // r = shape+0x40 × body+0x60 (its x lane: a scalar load) × Human_GetScale(owner), in that order.
        float humanScale = owner instanceof HumanOwner h ? h.scale() : 1f;
        r = m.mul(m.mul(capsule.radius(), body.scale().x()), humanScale);
        Float4 feet = capsule.base();
        cx = feet.x();
        cy = feet.y();
        cz = m.add(feet.z(), m.add(r, RAISE));
        mx = move.x();
        my = move.y();
        mz = move.z();
        this.options = options;
        this.minNz = minNz;
        this.maxNz = maxNz;
        // Corrected, a t > 1 hit counts like any other, so the walk stays inside each cell's list.
        walk(ctx, mesh, !fixOverrun);
        int count = hits.count();
        if (count == 0) {
            return 0;
        }
        int[] order = sort(ctx);
        cornerSlide(ctx, mesh, owner, order, count);
        int kept = count;
        if (count > max) {
            if (fixMax) {
                // The room the caller passed is honoured: the max nearest (S still comes from all of them).
                kept = Math.max(max, 0);
            } else {
                // PS2-BUG(CAPSULE_SWEEP_IGNORES_MAX): every kept contact is written, past the room the caller passed.
                ctx.quirks().fired(Quirk.CAPSULE_SWEEP_IGNORES_MAX);
            }
        }
        // The original writes past the caller's pool when it is too short; here the writing stops at its end.
        int written = Math.min(kept, out.length - offset);
        for (int i = 0; i < written; i++) {
            int e = order[i];
            Contact c = out[offset + i];
            writeCommon(c, shape, e);
            m.unit3(move, c.unitMove());
            writePoint(ctx, c, hits.key(e), move, feet);
            c.slide().set(slide);
            c.setFlags(slideFlag);
            c.setScalar84(0f);
        }
        return written;
    }

    /** The corner slide S and its flag (0x00348244-0x003483f8), from every sorted entry, duplicates included. */
    private void cornerSlide(KernelContext ctx, CollisionMesh mesh, BodyOwner owner, int[] order, int count) {
        float sx = 0f;
        float sy = 0f;
        int flag = 0;
        for (int i = 0; i < count; i++) {
            int e = order[i];
            int region = hits.region(e);
            if (region == 7) {
                continue; // a face hit
            }
            if (owner != null && (owner.stateFlags() & OwnerState.AIRBORNE) != 0) {
                continue;
            }
            int k = TriangleFlags.cornerEdge(ctx.triangleFlags(hits.triangle(e)));
            if (k == TriangleFlags.CORNER_EDGE_NONE) {
                continue;
            }
            if (hits.flipped(e) && k != 1) {
                if (fixFlippedEdge) {
                    // The flip swapped corners 1 and 2: the file's edge k is the copy's edge 2 − k (reversed, as is
                    // the normal, so its side rule gives the file's direction). Edge 1 stays edge 1.
                    k = 2 - k;
                } else {
                    // PS2-BUG(CORNER_SLIDE_FLIPPED_EDGE): k is the file's edge but indexes the flipped copy's order.
                    ctx.quirks().fired(Quirk.CORNER_SLIDE_FLIPPED_EDGE);
                }
            }
            if ((region >> k & 1) != 0) {
                continue; // the centre was inside edge k
            }
            // t_h = n × (0, 0, 1) = (n.y, −n.x, 0); the edge's z decides the side.
            float thx = hits.normal(e, 1);
            float thy = m.neg(hits.normal(e, 0));
            if (m.gt(hits.edge(e, k, 2), 0f)) {
                sx = m.sub(sx, thx);
                sy = m.sub(sy, thy);
            } else {
                sx = m.add(sx, thx);
                sy = m.add(sy, thy);
            }
            flag = 1;
        }
        // S.z = 0; S = unit(S) × max(r, |move|).
        float length = m.sqrt(m.dot3(mx, my, mz, mx, my, mz));
        float scale = m.max(r, length);
        float ss = m.dot3(sx, sy, 0f, sx, sy, 0f);
        if (m.eq(ss, 0f)) {
            if (fixZeroSlide) {
                // A zero S is guarded, not normalised: no slide, so the contacts do not claim the corner slide
                // (flag 0) and the resolution's other rules (the stored slide, the scale) apply to them.
                flag = 0;
            } else {
                // PS2-UNCHECKED(RSQRT_ZERO): S is normalised through rsqrt(0) = max float; 0 × max = 0 on the PS2.
                ctx.quirks().fired(Quirk.RSQRT_ZERO);
            }
            slide.set(0f, 0f, 0f, 0f);
        } else {
            float inv = m.rsqrt(ss);
            slide.set(m.mul(m.mul(sx, inv), scale), m.mul(m.mul(sy, inv), scale), 0f, 0f);
        }
        slideFlag = flag;
    }

    @Override
    protected int triangle(KernelContext ctx, CollisionMesh mesh, int t) {
        int wall = loadFacingWall(ctx, mesh, t, cx, cy, cz);
        if (wall == NOT_WALL) {
            return NEXT;
        }
        if (m.ge(m.dot3(tri.nx, tri.ny, tri.nz, mx, my, mz), INTO)) {
            return NEXT; // not into the face (a zero move never is)
        }
        tri.normaliseEdges();
        // Low: the steepest edge (largest |unit e.z|, first wins a tie) must rise at least 0.25.
        int k = 0;
        for (int j = 1; j < 3; j++) {
            if (m.gt(m.abs(tri.e[3 * j + 2]), m.abs(tri.e[3 * k + 2]))) {
                k = j;
            }
        }
        if (m.lt(m.abs(m.sub(tri.v[3 * ((k + 1) % 3) + 2], tri.v[3 * k + 2])), LOW)) {
            return NEXT;
        }
        // Thin: the longest edge (first wins a tie), unless nearly vertical, must have its third corner 0.25 off.
        int l = 0;
        for (int j = 1; j < 3; j++) {
            if (m.gt(tri.len[j], tri.len[l])) {
                l = j;
            }
        }
        if (m.lt(m.abs(tri.e[3 * l + 2]), STEEP)) {
            float ex = tri.e[3 * l];
            float ey = tri.e[3 * l + 1];
            float ez = tri.e[3 * l + 2];
            float px = m.sub(m.mul(tri.ny, ez), m.mul(tri.nz, ey));
            float py = m.sub(m.mul(tri.nz, ex), m.mul(tri.nx, ez));
            float pz = m.sub(m.mul(tri.nx, ey), m.mul(tri.ny, ex));
            int third = 3 * ((l + 2) % 3);
            int a = 3 * l;
            float across = m.sub(m.dot3(px, py, pz, tri.v[third], tri.v[third + 1], tri.v[third + 2]),
                    m.dot3(px, py, pz, tri.v[a], tri.v[a + 1], tri.v[a + 2]));
            if (m.lt(m.abs(across), LOW)) {
                return NEXT;
            }
        }
        tri.computePlane();
        tri.computeEdges();
        if (!tri.sweepWithRegion(cx, cy, cz, r, mx, my, mz)) {
            return NEXT;
        }
        float f = tri.t();
        if (m.gt(f, 1f)) {
            // PS2-BUG(CAPSULE_LIST_OVERRUN): the loop counter is not incremented while the list pointer moves on.
            return NOT_COUNTED;
        }
        if (!m.ge(f, 0f)) {
            return NEXT;
        }
        if (outsideNzRange(options, minNz, maxNz) || ((options & SphereMeshSweep.OPTION_SKIP_BIT3) != 0
                && (ctx.triangleFlags(t) & TriangleFlags.BIT3) != 0)) {
            if (fixOptions) {
                return NEXT; // the options word read as the sphere sweep reads it: n.z range and the bit-3 skip
            }
            // PS2-BUG(CAPSULE_SWEEP_IGNORES_OPTIONS): the n.z range and the 0x8000 bit-3 skip are not read here.
            ctx.quirks().fired(Quirk.CAPSULE_SWEEP_IGNORES_OPTIONS);
        }
        if (!room(ctx)) {
            return STOP;
        }
        hits.add(f, t, 0, 0f, tri.region(), tri, wall == WALL_FLIPPED);
        return NEXT;
    }

    /** The radius of the last call's mesh sphere (shape radius × body scale.x × human scale). */
    public float lastRadius() {
        return r;
    }
}
