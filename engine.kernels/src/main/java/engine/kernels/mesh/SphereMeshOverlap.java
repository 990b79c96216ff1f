package engine.kernels.mesh;

import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Unit 2, PhysicsMeshOverlap_Sphere (0x003473c8), mesh overlap table type 2: every enabled triangle within r of
 * the centre (no side test), sorted shallowest first, the n = min(count, room) shallowest written deepest first;
 * returns 1 when anything was found.
 */
public class SphereMeshOverlap extends MeshCollector implements MeshOverlap {
    private float cx;
    private float cy;
    private float cz;
    private float r;
    private int options;
    private float minNz;
    private float maxNz;
    private int written;
    private final boolean fixReturnsOne;
    private final boolean fixShallowest;
    private final boolean fixSide;

    /** A sphere mesh overlap with its own scratch (one per world), built for config. */
    public SphereMeshOverlap(KernelConfig config) {
        super(config);
        this.fixReturnsOne = config.corrects(Quirk.MESH_OVERLAP_RETURNS_ONE);
        this.fixShallowest = config.corrects(Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST);
        this.fixSide = config.corrects(Quirk.MESH_OVERLAP_NO_SIDE_TEST);
    }

    // Unit 2, PhysicsMeshOverlap_Sphere (0x003473c8)
    @Override
    public int overlap(KernelContext ctx, Contact[] out, int offset, int room, Float4 boxMin, Float4 boxMax,
                       Shape shape, int options, float minNz, float maxNz) {
        written = 0;
        CollisionMesh mesh = begin(ctx, boxMin, boxMax);
        if (mesh == null) {
            return 0;
        }
        SphereShape sphere = (SphereShape) shape;
        cx = sphere.centre().x();
        cy = sphere.centre().y();
        cz = sphere.centre().z();
        r = sphere.radius();
        this.options = options;
        this.minNz = minNz;
        this.maxNz = maxNz;
        walk(ctx, mesh, false);
        int found = hits.count();
        if (found == 0) {
            return 0;
        }
        int[] order = sort(ctx);
        int n = Math.min(found, room);
        if (found > room && !fixShallowest) {
            // PS2-BUG(MESH_OVERLAP_KEEPS_SHALLOWEST): ascending depth, first room kept: the deepest are dropped.
            ctx.quirks().fired(Quirk.MESH_OVERLAP_KEEPS_SHALLOWEST);
        }
        n = Math.max(0, Math.min(n, out.length - offset));
        // Corrected, the last n of the ascending list: the n deepest, deepest first (the same when all fit).
        int last = fixShallowest ? found - 1 : n - 1;
        for (int k = 0; k < n; k++) {
            // Written in reverse: out[0] is the deepest of the n shallowest.
            int e = order[last - k];
            Contact c = out[offset + k];
            writeCommon(c, shape, e);
            c.setFlags(0);
        }
        written = n;
        if (fixReturnsOne) {
            return n; // the caller counts every contact written
        }
        if (n != 1) {
            // PS2-BUG(MESH_OVERLAP_RETURNS_ONE): n contacts written, 1 returned; the caller sees out[0] only.
            ctx.quirks().fired(Quirk.MESH_OVERLAP_RETURNS_ONE);
        }
        return 1;
    }

    /** How many contacts the last call wrote (it returns 1, not this). */
    public int lastWritten() {
        return written;
    }

    @Override
    protected int triangle(KernelContext ctx, CollisionMesh mesh, int t) {
        if ((ctx.triangleFlags(t) & TriangleFlags.ENABLED) == 0) {
            return NEXT;
        }
        load(ctx, mesh, t);
        tri.computeNormal();
        if (outsideNzRange(options, minNz, maxNz)) {
            return NEXT;
        }
        // Unit 2, SphereTriangle_Penetration (0x0034edd0): no side test, no flip, the file's normal.
        if (!tri.penetration(cx, cy, cz, r)) {
            return NEXT;
        }
        boolean flipped = false;
        if (tri.model().lt(tri.side(cx, cy, cz), SIDE)) {
            if (fixSide) {
                // The sweeps' side rule: a one-sided face met from behind is not there, a two-sided one faces the
                // centre.
                if ((ctx.triangleFlags(t) & TriangleFlags.TWO_SIDED) == 0) {
                    return NEXT;
                }
                tri.flip();
                flipped = true;
            } else {
                // PS2-BUG(MESH_OVERLAP_NO_SIDE_TEST): a face met from behind is kept with the file's normal, which
                // points away from the sphere.
                ctx.quirks().fired(Quirk.MESH_OVERLAP_NO_SIDE_TEST);
            }
        }
        if (!room(ctx)) {
            return STOP;
        }
        hits.add(tri.depth(), t, 0, 0f, 0, tri, flipped);
        return NEXT;
    }
}
