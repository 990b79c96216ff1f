package engine.kernels.box;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.kernels.mesh.MeshCollector;
import engine.kernels.shape.BoxFrame;

/**
 * Unit 13 (reconstructed, docs/box-sweeps.md), the mesh sweep table's type 1 (0x003488e0): an oriented box moving
 * by move against the collision mesh, on Unit 2's collector (the cell walk, the visited marks, the 100 mesh
 * contacts, the u16 reading, the sort through the table). Per triangle: enabled, the n.z range of options 4 and 8,
 * the side of the box's centre (behind a one-sided face: skipped; a two-sided one: flipped), the move into the face,
 * then {@link BoxTriangleSweep}; a hit with 0 ≤ t ≤ 1 is kept. The mesh contact's flags word is always 0, so a box
 * mesh contact never carries 0x1 or 0x2. Written like the sphere's: max honoured after the sort, +0x10 unit move,
 * +0x90 = t·move + the centre, +0xb0 = the flags word (0), +0x88 = the start distance.
 */
public class BoxMeshSweep extends MeshCollector implements MeshSweep {
    /** Side threshold (0x358637bd): n·c − d below it means behind the face. */
    static final float SIDE = 1e-6f;
    /** n·move at or above this does not go into the face (0xba83126f). */
    static final float INTO = -0.001f;

    private final BoxFrame frame = new BoxFrame();
    private final BoxTriangleSweep kernel;
    private FloatModel m = FloatModel.IEEE;
    private float mx;
    private float my;
    private float mz;
    private int options;
    private float minNz;
    private float maxNz;

    /** A box mesh sweep with its own scratch (one per world), built for config. */
    public BoxMeshSweep(KernelConfig config) {
        super(config);
        this.kernel = new BoxTriangleSweep(config);
    }

    // Unit 13 (reconstructed), PhysicsMesh_SweepBox: mesh sweep table type 1, flags word 0 at 0x003488e0
    @Override
    public int sweep(KernelContext ctx, Contact[] out, int offset, int max, Float4 boxMin, Float4 boxMax, Body body,
                     Shape shape, Float4 move, int options, float minNz, float maxNz) {
        CollisionMesh mesh = begin(ctx, boxMin, boxMax);
        if (mesh == null) {
            return 0;
        }
        m = ctx.floatModel();
        BoxShape box = (BoxShape) shape;
        frame.set(m, box);
        mx = move.x();
        my = move.y();
        mz = move.z();
        this.options = options;
        this.minNz = minNz;
        this.maxNz = maxNz;
        walk(ctx, mesh, false);
        int found = hits.count();
        if (found == 0) {
            return 0;
        }
        int[] order = sort(ctx);
        int count = Math.min(Math.min(found, max), out.length - offset);
        for (int i = 0; i < count; i++) {
            int e = order[i];
            Contact o = out[offset + i];
            writeCommon(o, shape, e);
            m.unit3(move, o.unitMove());
            // PS2-DESIGN(CONTACT_POINT_IS_POSITION): the box's centre at t, not the touching point.
            writePoint(ctx, o, hits.key(e), move, box.centre());
            o.setFlags(hits.flags(e)); // the flags word: always 0 (0x003488e0, copied at 0x003489d0)
            o.setDistance(hits.startDistance(e));
        }
        return count;
    }

    @Override
    protected int triangle(KernelContext ctx, CollisionMesh mesh, int t) {
        int flags = ctx.triangleFlags(t);
        if ((flags & TriangleFlags.ENABLED) == 0) {
            return NEXT;
        }
        load(ctx, mesh, t);
        tri.computeNormal();
        if (outsideNzRange(options, minNz, maxNz)) {
            return NEXT;
        }
        float s = tri.side(frame.cx(), frame.cy(), frame.cz()); // +0x88: the normal before any flip
        boolean flipped = false;
        if (m.lt(s, SIDE)) {
            if ((flags & TriangleFlags.TWO_SIDED) == 0) {
                // PS2-DESIGN(ONE_SIDED_FROM_BEHIND): a one-sided face behind the centre is passed through.
                return NEXT;
            }
            tri.flip();
            flipped = true;
        }
        if (m.ge(m.dot3(tri.normalX(), tri.normalY(), tri.normalZ(), mx, my, mz), INTO)) {
            return NEXT;
        }
        tri.computePlane();
        tri.computeEdges();
        if (!kernel.sweep(ctx, frame, tri, mx, my, mz)) {
            return NEXT;
        }
        float f = kernel.t();
        if (!(m.ge(f, 0f) && m.le(f, 1f))) {
            return NEXT;
        }
        if (!room(ctx)) {
            return STOP;
        }
        hits.add(f, t, 0, s, 0, tri, flipped);
        return NEXT;
    }
}
