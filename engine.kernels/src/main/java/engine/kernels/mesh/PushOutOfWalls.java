package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;

/**
 * Unit 2, PhysicsBody_PushOutOfWalls (0x003477c0): the nearest wall (|n.z| ≤ 0.65, front side or flipped
 * two-sided) within r of a sphere gives the body a horizontal push (n.x, n.y, 0) × (r − dist), added to its
 * pending push-out +0x50, and body flag 0x1000. One instance per world (it owns its scratch).
 */
public class PushOutOfWalls extends MeshCollector {
    private FloatModel m = FloatModel.IEEE;
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private float cx;
    private float cy;
    private float cz;
    private float r;

    /** A push-out with its own scratch, built for config. */
    public PushOutOfWalls(KernelConfig config) {
        super(config);
    }

    /**
     * Unit 2, PhysicsBody_PushOutOfWalls (0x003477c0): pushes body out of the nearest wall the sphere {centre,
     * radius} reaches; returns true when a wall pushed (the original returns nothing).
     */
    public boolean pushOut(KernelContext ctx, Body body, Float4 centre, float radius) {
        m = ctx.floatModel();
        cx = centre.x();
        cy = centre.y();
        cz = centre.z();
        r = radius;
        // AABB_FromSphere (0x00341660): centre ± r.
        boxMin.set(m.sub(cx, r), m.sub(cy, r), m.sub(cz, r), 1f);
        boxMax.set(m.add(cx, r), m.add(cy, r), m.add(cz, r), 1f);
        CollisionMesh mesh = begin(ctx, boxMin, boxMax);
        if (mesh == null) {
            return false;
        }
        walk(ctx, mesh, false);
        if (hits.count() == 0) {
            return false;
        }
        // The nearest only: list[0] is exact despite the smear.
        int e = sort(ctx)[0];
        // PS2-DESIGN(PUSH_OUT_HORIZONTAL): n.z zeroed, length r − dist even at an edge or corner.
        float k = m.sub(r, m.sqrt(hits.key(e)));
        Float4 p = body.pushOut();
        p.set(m.add(p.x(), m.mul(hits.normal(e, 0), k)), m.add(p.y(), m.mul(hits.normal(e, 1), k)),
                m.add(p.z(), m.mul(0f, k)), p.w());
        body.setFlags(body.flags() | BodyFlags.PUSH_OUT_UNWEIGHTED);
        return true;
    }

    @Override
    protected int triangle(KernelContext ctx, CollisionMesh mesh, int t) {
        int wall = loadFacingWall(ctx, mesh, t, cx, cy, cz);
        if (wall == NOT_WALL) {
            return NEXT;
        }
        // PointTriangle_DistanceSq (reconstructed): the whole triangle, edges and corners included.
        float d2 = tri.distanceSq(cx, cy, cz);
        if (!m.lt(d2, m.mul(r, r))) {
            return NEXT;
        }
        if (!room(ctx)) {
            return STOP;
        }
        hits.add(d2, t, 0, 0f, 0, tri, wall == WALL_FLIPPED);
        return NEXT;
    }
}
