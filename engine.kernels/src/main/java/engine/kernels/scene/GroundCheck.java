package engine.kernels.scene;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;

/**
 * A scripted owner's ground check, as the game's owners make theirs outside the physics units: a ray straight down
 * from {@link #ABOVE} m over a point, against the level's triangles as the file has them; the floor's height under
 * the point is the hit triangle's plane at (x, y), so a flat floor reads back its own z exactly. No quirk is reported
 * (the owner's ray is not a physics call). Scratch per owner; allocates nothing per check.
 */
final class GroundCheck {
    /** The ray starts this far (m) above the point, so a point a little under the floor still finds it. */
    static final float ABOVE = 0.5f;
    /** The ray's length (m): floors further down are not seen (the owner falls until one is). */
    static final float LENGTH = 1000f;

    private final CollisionMesh mesh;
    private final FloatModel model;
    private final RayCast ray = new RayCast();
    private final RayHit hit = new RayHit();
    private final Float4 origin = new Float4();
    private final Float4 down = new Float4(0f, 0f, -1f, 0f);

    /** A check against mesh (may be null: no floor anywhere) computing the cast in model. */
    GroundCheck(CollisionMesh mesh, FloatModel model) {
        this.mesh = mesh;
        this.model = model;
    }

    /** The floor's height (m) under (x, y) seen from z + ABOVE down, or NaN when there is none. */
    float floorUnder(float x, float y, float z) {
        if (mesh == null || mesh.triangleCount() == 0) {
            return Float.NaN;
        }
        origin.set(x, y, z + ABOVE, 1f);
        if (!ray.cast(model, mesh, origin, down, LENGTH, 0, hit)) {
            return Float.NaN;
        }
        Float4 n = hit.normal();
        if (!(n.z() > 0f)) {
            return Float.NaN; // a face met edge-on or from below is no floor
        }
        int v0 = mesh.corner(hit.triangle(), 0);
        float px = mesh.vertex(v0, 0), py = mesh.vertex(v0, 1), pz = mesh.vertex(v0, 2);
        return pz - (n.x() * (x - px) + n.y() * (y - py)) / n.z();
    }
}
