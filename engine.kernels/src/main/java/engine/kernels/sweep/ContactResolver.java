package engine.kernels.sweep;

import engine.api.body.Attribute;
import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.ContactAnswer;
import engine.api.body.ContactFlags;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import java.util.Objects;

/**
 * Unit 3, PhysicsBody_ResolveContacts (0x0033d9d8): walks a pass's sorted contacts, skips the disabled, ownerless
 * and bodiless ones, asks the mover's owner for an answer and applies its code (1 slide, 2 bounce, 3 stop, 4 push)
 * and the tail (write-back request, corner slide, stored slide, contact scale). One instance per world: it owns
 * its scratch and is not thread-safe.
 */
public class ContactResolver implements ContactResolution {

    /** The other body's vtable +0x50 "you were pushed" (otherBody, contact, &amp;push, &amp;move), Unit 3 code 4. */
    @FunctionalInterface
    public interface PushedHook {
        /** A hook that does nothing: the slot has no Java counterpart yet. */
        PushedHook NONE = (other, c, push, move) -> { };

        /** Called once per code-4 push with the push just added to other's push-out and the pass move. */
        void pushed(Body other, Contact c, Float4 push, Float4 move);
    }

    private final PushedHook hook;
    private final KernelConfig config;
    private final boolean fixBounce;
    private final Float4 u = new Float4();
    private final Float4 s = new Float4();
    private final Float4 push = new Float4();
    private final Float4 position = new Float4();
    private final Float4 rotation = new Float4();

    /**
     * The resolver config asks for; a plain body's code-4 "you were pushed" (0x004f12a0, not given) is a no-op, a human
     * body's is PhysicsHumanBody_OnStruck through slot human-body.
     */
    public ContactResolver(KernelConfig config) {
        this(config, PushedHook.NONE);
    }

    /** The resolver config asks for, calling hook as the other body's vtable +0x50 after each code-4 push. */
    public ContactResolver(KernelConfig config, PushedHook hook) {
        this.config = Objects.requireNonNull(config, "config");
        this.hook = Objects.requireNonNull(hook, "hook");
        this.fixBounce = config.corrects(Quirk.BOUNCE_DAMPS_OUTGOING);
    }

    @Override
    public int resolve(KernelContext ctx, Body body, Contact[] sorted, int count, Float4 passMove, Float4 moveVelocity,
                       Float4 velocity, MoveState state) {
        // Unit 3, PhysicsBody_ResolveContacts (0x0033d9d8)
        FloatModel m = ctx.floatModel();
        // u = D / |D| by the reciprocal square root; D is never zero here.
        m.unit3(passMove, u);
        BodyOwner owner = body.owner();
        for (int i = 0; i < count; i++) {
            Contact c = sorted[i];
            // The skips (0x0033da80-0x0033dad4).
            int tri = c.triangle();
            if (tri != -1 && (triangleFlags(ctx, tri) & TriangleFlags.ENABLED) == 0) {
                continue;
            }
            if (owner == null) {
                continue;
            }
            BodyOwner other = c.otherOwner();
            if (other != null && other.body() == null) {
                continue;
            }
            int answer = owner.onContact(c);
            int code = ContactAnswer.code(answer);
            if (code == ContactAnswer.CODE_IGNORE) {
                // 0x0033db04: 0x20000 alone does nothing here (the scale rule is in the tail).
                if ((answer & ContactAnswer.DONE) != 0) {
                    return 0;
                }
                if ((answer & ContactAnswer.ABORT) != 0) {
                    return -1;
                }
                continue;
            }
            switch (code) {
                case ContactAnswer.CODE_SLIDE -> slide(ctx, owner, c, passMove, moveVelocity, velocity);
                case ContactAnswer.CODE_BOUNCE -> {
                    // 0x0033ddec-0x0033def4: e is asked once per vector.
                    advance(ctx, owner, c, passMove);
                    Float4 n = c.normal();
                    float e = c.ownOwner().attribute(Attribute.RESTITUTION);
                    ContactVectors.bounce(m, moveVelocity, n, e, ctx.quirks(), fixBounce);
                    e = c.ownOwner().attribute(Attribute.RESTITUTION);
                    ContactVectors.bounce(m, velocity, n, e, ctx.quirks(), fixBounce);
                }
                case ContactAnswer.CODE_STOP -> {
                    // 0x0033df40-0x0033e02c
                    advance(ctx, owner, c, passMove);
                    moveVelocity.set(0f, 0f, 0f, 1f);
                    velocity.set(0f, 0f, 0f, 1f);
                }
                case ContactAnswer.CODE_PUSH -> {
                    push(ctx, c, passMove);
                    slide(ctx, owner, c, passMove, moveVelocity, velocity);
                }
                default -> {
                    // Codes 5 and above act only through the tail.
                }
            }
            tail(ctx, body, owner, c, answer, moveVelocity, state);
            if (i + 1 < count) {
                // PS2-DESIGN(ANY_CODE_ENDS_WALK): later contacts of this pass are never seen.
                ctx.quirks().fired(Quirk.ANY_CODE_ENDS_WALK);
            }
            if ((answer & ContactAnswer.DONE) != 0) {
                return 0;
            }
            return (answer & ContactAnswer.ABORT) != 0 ? -1 : 1;
        }
        return 0;
    }

    /** Code 1 (0x0033dcdc-0x0033ddc8): the advance, then the normal part removed from V and v. */
    private void slide(KernelContext ctx, BodyOwner owner, Contact c, Float4 passMove, Float4 moveVelocity,
                       Float4 velocity) {
        advance(ctx, owner, c, passMove);
        FloatModel m = ctx.floatModel();
        ContactVectors.removeNormalPart(m, moveVelocity, c.normal());
        ContactVectors.removeNormalPart(m, velocity, c.normal());
    }

    /**
     * The advance codes 1-3 inline: d = f × (D · n); if d &lt; −0.01 the owner's position moves by n × (d + 0.01)
     * (set with its rotation unchanged) and the contact's own shape is re-posed.
     */
    private void advance(KernelContext ctx, BodyOwner owner, Contact c, Float4 passMove) {
        FloatModel m = ctx.floatModel();
        Float4 n = c.normal();
        float d = m.mul(c.fraction(), ContactVectors.dot(m, passMove, n));
        if (!m.lt(d, ContactVectors.ADVANCE_MIN)) {
            return;
        }
        // PS2-DESIGN(NORMAL_ADVANCE_ONLY): along the normal only, 0.01 m short; the part along the surface is dropped.
        ctx.quirks().fired(Quirk.NORMAL_ADVANCE_ONLY);
        owner.transform(position, rotation);
        float k = m.add(d, ContactVectors.CLEARANCE);
        position.set(m.add(position.x(), m.mul(n.x(), k)), m.add(position.y(), m.mul(n.y(), k)),
                m.add(position.z(), m.mul(n.z(), k)), 1f);
        owner.setTransform(position, rotation);
        Shape own = c.ownShape();
        if (own != null) {
            Calls.pose(ctx, own, owner);
        }
    }

    /** Code 4's push (0x0033db60-0x0033dcd8), unless the other body has flag 0x200 (then code 1 alone). */
    private void push(KernelContext ctx, Contact c, Float4 passMove) {
        BodyOwner otherOwner = c.otherOwner();
        if (otherOwner == null) {
            // Not in the spec: a level contact answered 4 would call through a null owner; it acts as code 1.
            return;
        }
        Body other = otherOwner.body();
        if ((other.flags() & BodyFlags.UNPUSHABLE) != 0) {
            return;
        }
        FloatModel m = ctx.floatModel();
        Float4 n = c.normal();
        // PS2-DESIGN(CODE4_PUSH_WHOLE_MOVE): half of the whole pass move's normal part, not of f × D.
        ctx.quirks().fired(Quirk.CODE4_PUSH_WHOLE_MOVE);
        float half = m.mul(0.5f, ContactVectors.dot(m, passMove, n));
        float px = m.mul(n.x(), half), py = m.mul(n.y(), half), pz = m.mul(n.z(), half);
        // w_m, w_o, k_o asked in that order.
        float wm = c.ownOwner().attribute(Attribute.WEIGHT);
        float wo = otherOwner.attribute(Attribute.WEIGHT);
        float ko = otherOwner.attribute(Attribute.PUSH_WEIGHT);
        float ratio = m.div(wm, m.mul(wo, ko));
        push.set(m.mul(px, ratio), m.mul(py, ratio), m.mul(pz, ratio), 1f);
        Float4 po = other.pushOut();
        po.set(m.add(po.x(), push.x()), m.add(po.y(), push.y()), m.add(po.z(), push.z()), 1f);
        hook.pushed(other, c, push, passMove);
        if (other instanceof HumanBody hb) {
            // The human body's vtable +0x50: PhysicsHumanBody_OnStruck (Unit 10), through slot human-body.
            HumanBodySet humans = ctx.kernels().find(Slots.HUMAN_BODY);
            if (humans != null) {
                humans.onStruck(ctx, hb, c, push, passMove);
            }
        }
    }

    /** The tail (0x0033e058-0x0033e204): write-back request, corner or stored slide, scale rule. */
    private void tail(KernelContext ctx, Body body, BodyOwner owner, Contact c, int answer, Float4 moveVelocity,
                      MoveState state) {
        FloatModel m = ctx.floatModel();
        if (asksWriteBack(ctx, owner, c)) {
            state.setFlags(state.flags() | MoveState.WRITE_BACK);
        }
        int cf = c.flags();
        if ((cf & ContactFlags.CORNER_SLIDE) != 0) {
            boolean refused = pairOrBlock(owner) || (body.flags() & BodyFlags.NO_CORNER_SLIDE) != 0;
            if (!refused) {
                // Only V gets the corner slide, less its part against the pass's direction.
                s.set(c.slide());
                ContactVectors.removeNormalPart(m, s, u);
                moveVelocity.set(m.add(moveVelocity.x(), s.x()), m.add(moveVelocity.y(), s.y()),
                        m.add(moveVelocity.z(), s.z()), 1f);
            }
            // Flag 0x1 skips the scale rule whether or not the slide was added.
            return;
        }
        if ((cf & ContactFlags.STORE_SLIDE) != 0) {
            s.set(c.slide());
            ContactVectors.removeNormalPart(m, s, u);
            if ((state.flags() & MoveState.SLIDE_STORED) == 0) {
                state.setFlags(state.flags() | MoveState.SLIDE_STORED);
                body.pushOut().set(s);
            }
        }
        if ((answer & ContactAnswer.SCALE) != 0) {
            state.setFlags(state.flags() | MoveState.SCALED);
            // max.s at 0x0033e1f4: the largest scale met wins.
            state.setScale(m.max(state.scale(), ContactScale.of(body, c)));
        }
    }

    /** The write-back request's two exceptions: a level triangle with 0x100, two airborne humans. */
    private boolean asksWriteBack(KernelContext ctx, BodyOwner owner, Contact c) {
        BodyOwner other = c.otherOwner();
        if (other == null) {
            int tri = c.triangle();
            if (tri == -1) {
                // PS2-UNCHECKED(LEVEL_CONTACT_TRIANGLE_UNCHECKED): the original reads +0xb4 without a null test;
                // here a level contact without a triangle counts as one without 0x100.
                ctx.quirks().fired(Quirk.LEVEL_CONTACT_TRIANGLE_UNCHECKED);
                return true;
            }
            return (triangleFlags(ctx, tri) & TriangleFlags.NO_WRITE_BACK) == 0;
        }
        boolean bothHumans = (owner.typeMask() & TypeMask.HUMAN) != 0 && (other.typeMask() & TypeMask.HUMAN) != 0;
        if (bothHumans && (owner.stateFlags() & OwnerState.AIRBORNE) != 0
                && (other.stateFlags() & OwnerState.AIRBORNE) != 0) {
            return false;
        }
        return true;
    }

    /** Human_IsInPairOrBlock (0x00227fd8) for a human mover: any state bit of 0x18003ff0. */
    private static boolean pairOrBlock(BodyOwner owner) {
        return (owner.typeMask() & TypeMask.HUMAN) != 0 && (owner.stateFlags() & OwnerState.PAIR_OR_BLOCK) != 0;
    }

    /** The live u16 flags of triangle t of the context's mesh (+0x06 of its record, as the world holds them). */
    static int triangleFlags(KernelContext ctx, int t) {
        CollisionMesh mesh = ctx.mesh();
        if (mesh == null || t < 0 || t >= mesh.triangleCount()) {
            throw new IllegalStateException("contact names triangle " + t + ", which the world's mesh does not have"
                    + (mesh == null ? " (no mesh)" : " (" + mesh.triangleCount() + " triangles)"));
        }
        return ctx.triangleFlags(t);
    }
}
