package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.Quirk;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;

/**
 * Unit 3, Human_LandingTest (0x0023e408): an airborne human's landing segment, a ray from the higher of its upper
 * point and its moved (possibly raised) feet to the lower, cast against the level; a floor (n.z &gt; 0.65) gives a
 * landing contact whose fraction is measured beyond h0 along the ray. One instance per world: it owns its ray
 * cast and scratch, not thread-safe.
 */
public final class LandingCheck {
    /** The raised-feet lift per unit of scale: 0.4 (0x3ecccccd). */
    public static final float RAISE = 0.4f;
    /** The raised-feet cap above the take-off height: 0.7 (0x3f333333). */
    public static final float RAISE_CAP = 0.7f;
    /** The floor test: a hit normal's z must exceed 0.65 (0x3f266666). */
    public static final float FLOOR_NZ = 0.65f;
    /** The hold flag that raises the feet (0x00226660 with 0x800). */
    public static final int RAISING_HOLD = 0x800;

    private final RayCast ray = new RayCast();
    private final RayHit hit = new RayHit();
    private final Float4 feet = new Float4();
    private final Float4 rotation = new Float4();
    private final Float4 upper = new Float4();
    private final Float4 dir = new Float4();

    private final KernelConfig config;
    private final boolean fixPoint;

    /** A landing check built for config (the body-sweep slot's), with its own ray cast. */
    public LandingCheck(KernelConfig config) {
        this.config = config;
        this.fixPoint = config.corrects(Quirk.LANDING_POINT_UNWRITTEN);
    }

    /**
     * Unit 3, Human_LandingTest: writes the landing contact into slot c and returns true, or returns false (c then
     * holds whatever it held). The count is not changed here; the caller sets flags 0x80 and inserts.
     *
     * @param move D, this pass's move (m)
     */
    public boolean check(KernelContext ctx, HumanOwner h, Contact c, Float4 move) {
        // Unit 3, Human_LandingTest (0x0023e408)
        FloatModel m = ctx.floatModel();
        // A = the feet, from the transform table (owner slot +0xa8).
        h.transform(feet, rotation);
        long state = h.stateFlags();
        boolean jumping = (state & OwnerState.JUMPING) != 0 && (state & OwnerState.LONG_FALL) == 0;
        if (jumping || h.holdsWith(RAISING_HOLD)) {
            // Raised feet: + 0.4 × scale, at most the take-off height + 0.7 (not scaled).
            float z = m.add(feet.z(), m.mul(RAISE, h.scale()));
            float cap = m.add(h.takeOffHeight(), RAISE_CAP);
            feet.set3(feet.x(), feet.y(), m.min(z, cap));
        }
        // B = the upper point (human vtable +0x60), taken before the move.
        h.upperPoint(upper);
        feet.set3(m.add(feet.x(), move.x()), m.add(feet.y(), move.y()), m.add(feet.z(), move.z()));
        // The ray goes from the higher point to the lower: origin B, end A, unless B is below A.
        Float4 origin = upper;
        Float4 end = feet;
        if (m.lt(upper.z(), feet.z())) {
            origin = feet;
            end = upper;
        }
        float ex = m.sub(end.x(), origin.x()), ey = m.sub(end.y(), origin.y()), ez = m.sub(end.z(), origin.z());
        float len = m.sqrt(m.dot3(ex, ey, ez, ex, ey, ez));
        // The spec gives direction = (end − origin) / L; the division is taken as one reciprocal times each lane.
        float q = m.div(1f, len);
        dir.set(m.mul(ex, q), m.mul(ey, q), m.mul(ez, q), 0f);
        CollisionMesh mesh = ctx.mesh();
        // Mask 0: every enabled triangle. A world without a mesh meets nothing.
        if (mesh == null || !ray.cast(ctx, origin, dir, len, 0, hit)) {
            return false;
        }
        Float4 n = hit.normal();
        if (!m.gt(n.z(), FLOOR_NZ)) {
            return false;
        }
        h.setGround(hit.material(), n);
        Body body = h.body();
        c.own().setShape(body == null ? null : body.firstShape());
        c.normal().set(n);
        c.other().setShape(null);
        c.slide().set(0f, 0f, 0f, 1f);
        c.setTriangle(hit.triangle());
        c.setFlags(0);
        c.setScalar84(0f);
        float h0 = h.landingOffset();
        float dist = hit.distance();
        if (fixPoint) {
            // The point is where the ray met the ground: origin + dist × direction, w = 1.
            c.point().set(m.add(origin.x(), m.mul(dir.x(), dist)), m.add(origin.y(), m.mul(dir.y(), dist)),
                    m.add(origin.z(), m.mul(dir.z(), dist)), 1f);
        } else {
            // PS2-BUG(LANDING_POINT_UNWRITTEN): +0x90 keeps what the slot held.
            ctx.quirks().fired(Quirk.LANDING_POINT_UNWRITTEN);
        }
        // PS2-DESIGN(LANDING_FRACTION): measured along the ray beyond h0 from the origin, not along D.
        ctx.quirks().fired(Quirk.LANDING_FRACTION);
        c.setFraction(m.lt(dist, h0) ? 0f : m.div(m.sub(dist, h0), m.sub(len, h0)));
        return true;
    }
}
