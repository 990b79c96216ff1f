package engine.kernels.human;

import engine.api.body.Attribute;
import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelContext;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.SphereShape;
import engine.kernels.world.ShapeOverlaps;

/**
 * Unit 10, PhysicsHumanBody_PushAwayHumans (0x003425c0): the push sphere's IPhysics_OverlapShape against the
 * humans (options 0x2012, type mask 0x40, at most 32 contacts), walked last to first; each other human but the
 * target, a player and an unpushable body gets u × 0.25 × w(this) / (w(other) × k(other)) added to its push-out,
 * u the 3-D unit vector from this human to it. Corrected as asked: humans at one point get no push (no NaN). One
 * per human body set kernel (per world): it owns its overlap query, its 32 contacts and its vectors.
 */
final class PushAway {
    /** The overlap query's options: 0x2 bodies, 0x10 type mask (0x2000 is never read). */
    static final int OPTIONS = 0x2012;
    /** The most contacts the overlap copies out. */
    static final int MAX = 32;
    /** The push per unit of weight ratio (m). */
    static final float PUSH = 0.25f;

    private final boolean fixCoincident;
    private final ShapeOverlaps overlaps = new ShapeOverlaps();
    private final ShapeQuery query = new ShapeQuery();
    private final Contact[] out = new Contact[MAX];
    private final Float4 here = new Float4();
    private final Float4 there = new Float4();
    private final Float4 rotation = new Float4();
    private final Float4 d = new Float4();
    private final Float4 u = new Float4();

    /** A push whose coincident case is corrected when fixCoincident. */
    PushAway(boolean fixCoincident) {
        this.fixCoincident = fixCoincident;
        for (int i = 0; i < MAX; i++) {
            out[i] = new Contact();
        }
    }

    /** PhysicsHumanBody_PushAwayHumans on hb. */
    void push(KernelContext ctx, HumanBody hb) {
        // Unit 10, PhysicsHumanBody_PushAwayHumans (0x003425c0)
        BodyOwner owner = hb.owner();
        BodyOwner target = owner instanceof HumanOwner h ? h.target() : null;
        SphereShape sphere = hb.pushSphere();
        if (sphere == null) {
            return;
        }
        query.set(hb, sphere).setIgnoredOwner(owner).setOptions(OPTIONS).setTypeMask(TypeMask.HUMAN).setMax(MAX)
                .setNzRange(0f, 0f);
        int n = overlaps.overlapShape(ctx, out, query);
        FloatModel m = ctx.floatModel();
        owner.transform(here, rotation);
        for (int i = n - 1; i >= 0; i--) {
            BodyOwner other = out[i].otherOwner();
            if (other == null || other == target || other instanceof HumanOwner oh && oh.playerNumber() != -1) {
                continue;
            }
            Body ob = other.body();
            if (ob == null || (ob.flags() & BodyFlags.UNPUSHABLE) != 0) {
                continue;
            }
            // d from the authoritative transforms, in 3-D; u = d / |d| by the VU's rsqrt.
            other.transform(there, rotation);
            d.set(m.sub(there.x(), here.x()), m.sub(there.y(), here.y()), m.sub(there.z(), here.z()), 1f);
            if (m.eq(m.dot3(d.x(), d.y(), d.z(), d.x(), d.y(), d.z()), 0f)) {
                if (fixCoincident) {
                    continue; // no direction to push along: no push, and no NaN in the push-out
                }
                // PS2-UNCHECKED(PUSH_COINCIDENT_HUMANS): rsqrt(0); the PS2 gives max (0 × max = 0), IEEE +∞ (NaN).
                ctx.quirks().fired(Quirk.PUSH_COINCIDENT_HUMANS);
            }
            m.unit3(d, u);
            if (!m.eq(d.z(), 0f)) {
                // PS2-DESIGN(PUSH_IN_3D): the push follows the 3-D line, z included.
                ctx.quirks().fired(Quirk.PUSH_IN_3D);
            }
            float wThis = owner.attribute(Attribute.WEIGHT);
            float wOther = other.attribute(Attribute.WEIGHT);
            float kOther = other.attribute(Attribute.PUSH_WEIGHT);
            float s = m.div(m.mul(PUSH, wThis), m.mul(wOther, kOther));
            // Vec4_AddTo: xyz added, w = 1.
            Float4 po = ob.pushOut();
            po.set(m.add(po.x(), m.mul(u.x(), s)), m.add(po.y(), m.mul(u.y(), s)), m.add(po.z(), m.mul(u.z(), s)), 1f);
        }
    }
}
