package engine.kernels.sweep;

import engine.api.body.Attribute;
import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.BodySweep;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.contact.ContactScratch;
import java.util.Objects;

/**
 * Unit 3, PhysicsBody_Sweep (0x0033e278): moves a body by its velocity (plus its pending push-out) in up to three
 * passes, each sweeping the whole slid move against the mesh (and the bodies with flag 0x1) from the body's
 * current position and resolving the pass's contacts; then the moved or stuck end, the contact scale, the
 * velocity write-back, the displacement and the after-move call. One instance per world: it owns every scratch
 * vector, the move state and the pass's contact lists, so a sweep allocates nothing; not thread-safe.
 */
public final class BodySweeper implements BodySweep {
    /** The "too slow" and "no pass move" cut: |V|² or |D|² ≤ 1e-6 (0x358637bd). */
    public static final float MIN_MOVE_SQ = 1e-6f;
    /** Passes at most. */
    public static final int MAX_PASSES = 3;

    private final SweepBodyVsMesh meshPass;
    private final MoveState state = new MoveState();
    private final Float4 moveVelocity = new Float4();
    private final Float4 velocity = new Float4();
    private final Float4 passMove = new Float4();
    private final Float4 qMin = new Float4();
    private final Float4 qMax = new Float4();
    private final Float4 sMin = new Float4();
    private final Float4 sMax = new Float4();
    private final Float4 pMin = new Float4();
    private final Float4 pMax = new Float4();
    private final Float4 bMin = new Float4();
    private final Float4 bMax = new Float4();
    private final Float4 startShape = new Float4();
    private final Float4 startPosition = new Float4();
    private final Float4 startRotation = new Float4();
    private final Float4 position = new Float4();
    private final Float4 rotation = new Float4();
    private final ContactScratch scratch = new ContactScratch();
    private final KernelConfig config;
    private final boolean fixUnscaled;
    private final boolean fixPassBox;
    private final boolean fixPushOutLost;
    private final boolean fixOutUnwritten;

    /** The sweeper config asks for, with its own mesh pass and landing test. */
    public BodySweeper(KernelConfig config) {
        this.config = Objects.requireNonNull(config, "config");
        this.meshPass = new SweepBodyVsMesh(config);
        this.fixUnscaled = config.corrects(Quirk.SWEEP_BOX_UNSCALED);
        this.fixPassBox = config.corrects(Quirk.PASS_BOX_FROM_START);
        this.fixPushOutLost = config.corrects(Quirk.PUSH_OUT_CONSUMED);
        this.fixOutUnwritten = config.corrects(Quirk.SWEEP_OUT_UNWRITTEN);
    }

    /** The move state of the last sweep (flags and scale); live storage, for tests and the oracle. */
    public MoveState moveState() {
        return state;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when dt is not a finite number above 0
     * @throws IllegalStateException    when the body has no owner, or no shape while it moves
     */
    @Override
    public void sweep(KernelContext ctx, Body body, float dt, Float4 v, Float4 out) {
        // Unit 3, PhysicsBody_Sweep (0x0033e278)
        FloatModel m = ctx.floatModel();
        if (!m.gt(dt, 0f) || !m.isNumber(dt)) {
            throw new IllegalArgumentException("sweep: dt " + dt + " is not a finite number above 0");
        }
        BodyOwner owner = body.owner();
        if (owner == null) {
            throw new IllegalStateException("sweep: body " + body.index() + " has no owner");
        }
        // Move velocity (0x0033e2bc-0x0033e364): p = push-out / dt, / attribute 7 unless flag 0x1000.
        Float4 po = body.pushOut();
        float inv = m.div(1f, dt);
        float px = m.mul(po.x(), inv), py = m.mul(po.y(), inv), pz = m.mul(po.z(), inv);
        if ((body.flags() & BodyFlags.PUSH_OUT_UNWEIGHTED) == 0) {
            // 0x0033e314: asked whenever the flag is clear, even for a zero push-out.
            float r = m.div(1f, owner.attribute(Attribute.PUSH_WEIGHT));
            px = m.mul(px, r);
            py = m.mul(py, r);
            pz = m.mul(pz, r);
        }
        moveVelocity.set(m.add(v.x(), px), m.add(v.y(), py), m.add(v.z(), pz), 1f);
        velocity.set(v);
        boolean pushed = !m.eq(po.x(), 0f) || !m.eq(po.y(), 0f) || !m.eq(po.z(), 0f);
        float pox = po.x(), poy = po.y(), poz = po.z(), pow = po.w();
        // Clear the push-out (0x0033e3a0), always, before the next test.
        po.set(0f, 0f, 0f, 1f);
        // Too slow to move (0x0033e39c): nothing else happens.
        if (m.le(ContactVectors.dot(m, moveVelocity, moveVelocity), MIN_MOVE_SQ)) {
            // PS2-DESIGN(SLOW_MOVE_UNSWEPT): no pass, no move.
            ctx.quirks().fired(Quirk.SLOW_MOVE_UNSWEPT);
            if (pushed) {
                if (fixPushOutLost) {
                    po.set(pox, poy, poz, pow); // kept for the next sweep, where later push-outs add to it
                } else {
                    // PS2-BUG(PUSH_OUT_CONSUMED): the push-out was cleared and this sweep does not move: it is lost.
                    ctx.quirks().fired(Quirk.PUSH_OUT_CONSUMED);
                }
            }
            if (fixOutUnwritten) {
                out.set(0f, 0f, 0f, 1f); // nothing moved
            } else {
                // PS2-BUG(SWEEP_OUT_UNWRITTEN): out keeps whatever the caller's buffer held.
                ctx.quirks().fired(Quirk.SWEEP_OUT_UNWRITTEN);
            }
            return;
        }
        // Set up (0x0033e3ac-0x0033e454).
        body.setFlags(body.flags() | BodyFlags.DIRTY);
        owner.cachedTransform(startPosition, startRotation);
        Shape shape = body.firstShape();
        if (shape == null) {
            throw new IllegalStateException("sweep: body " + body.index() + " has no shape");
        }
        state.reset();
        int passes = 0;
        int found = 0;
        int last = 0;
        if (shape.isEnabled()) {
            // The box is the shape's world AABB at the start, written into the body's box (PhysicsBody_ComputeBounds)
            // without a reinsert, as the original: the list is re-sorted by the next Update (Unit 3 set-up, Unit 7).
            Calls.bodyBounds(ctx, body, shape, bMin, bMax);
            startShape.set(shape.position());
            scratch.size(ctx, Quirk.CONTACTS_50);
            ContactListPolicy lists = ctx.kernels().get(Slots.CONTACT_LISTS);
            ContactResolution resolution = ctx.kernels().get(Slots.CONTACT_RESOLUTION);
            while (true) {
                // 1. D = V × dt; dt is never reduced.
                passMove.set(m.mul(moveVelocity.x(), dt), m.mul(moveVelocity.y(), dt), m.mul(moveVelocity.z(), dt), 1f);
                if (m.le(ContactVectors.dot(m, passMove, passMove), MIN_MOVE_SQ)) {
                    if (passes == 0 && found == 0) {
                        // PS2-DESIGN(SLOW_MOVE_UNSWEPT): pass 1 moves freely by V × dt without a query.
                        ctx.quirks().fired(Quirk.SLOW_MOVE_UNSWEPT);
                    }
                    passes = MAX_PASSES;
                    break;
                }
                // 2. qbox = box grown by D; sbox (scaled by +0x60) is built and discarded.
                Float4 lo = body.minInto(bMin);
                Float4 hi = body.maxInto(bMax);
                if (passes > 0 && !same(shape.position(), startShape)) {
                    if (fixPassBox) {
                        // The box follows the body: the shape's bound where the advances left it.
                        Calls.bounds(ctx, shape, pMin, pMax);
                        lo = pMin;
                        hi = pMax;
                    } else {
                        // PS2-BUG(PASS_BOX_FROM_START): the box is the start position's, not where the advances left
                        // the body.
                        ctx.quirks().fired(Quirk.PASS_BOX_FROM_START);
                    }
                }
                qMin.set(lo);
                qMax.set(hi);
                Aabb.extendByMove(m, qMin, qMax, passMove);
                scaledBox(ctx, m, body, lo, hi);
                // 3. The mesh, then the bodies with flag 0x1, into a fresh list.
                int count = meshPass.sweep(ctx, qMin, qMax, body, shape, scratch, 0, passMove);
                if ((body.flags() & BodyFlags.SWEEP_BODIES) != 0) {
                    BodyPass bodyPass = ctx.kernels().find(Slots.BODY_PASS);
                    if (bodyPass != null) {
                        if (lists.growable(Quirk.CONTACTS_50)) {
                            // At most one contact per candidate body: room for every body of the world.
                            scratch.ensureContacts(count + ctx.bodies().size());
                        }
                        count = bodyPass.pass(ctx, qMin, qMax, body, shape, scratch.contacts(), scratch.sorted(), count,
                                passMove);
                    }
                }
                // 4. The resolution.
                last = resolution.resolve(ctx, body, scratch.sorted(), count, passMove, moveVelocity, velocity, state);
                found += count;
                // 5.
                if (last <= 0) {
                    break;
                }
                passes++;
                if (passes == MAX_PASSES) {
                    break;
                }
                // PS2-DESIGN(MOVE_NOT_SHORTENED): the next pass sweeps the whole slid V × dt again.
                ctx.quirks().fired(Quirk.MOVE_NOT_SHORTENED);
            }
        }
        // 6. After the passes (0x0033e5c4).
        if (last < 0) {
            if (fixOutUnwritten) {
                // The displacement the aborting contact's advances made; the velocity and +0x70 stay alone.
                owner.transform(position, rotation);
                out.set(m.sub(position.x(), startPosition.x()), m.sub(position.y(), startPosition.y()),
                        m.sub(position.z(), startPosition.z()), 1f);
            } else {
                // PS2-BUG(SWEEP_OUT_UNWRITTEN): an abort leaves out, the velocity and +0x70 alone.
                ctx.quirks().fired(Quirk.SWEEP_OUT_UNWRITTEN);
            }
            return;
        }
        owner.transform(position, rotation);
        if (passes < MAX_PASSES || found == 0) {
            // Moved (0x0033e5f4-0x0033e68c).
            position.set(m.add(position.x(), m.mul(moveVelocity.x(), dt)),
                    m.add(position.y(), m.mul(moveVelocity.y(), dt)),
                    m.add(position.z(), m.mul(moveVelocity.z(), dt)), 1f);
            owner.setTransform(position, rotation);
            Calls.pose(ctx, shape, owner);
            body.setStuckCounter(0);
        } else {
            // PS2-LIMIT(THREE_PASS_STUCK): stays at the advances, v.xy zeroed and set whatever the flags.
            ctx.quirks().fired(Quirk.THREE_PASS_STUCK);
            velocity.set3(0f, 0f, velocity.z());
            owner.setVelocity(velocity);
            body.setStuckCounter(body.stuckCounter() + 1);
        }
        // Contact scale (0x0033e6c4): xy always, z only upwards; the same on V (dead afterwards).
        if ((state.flags() & MoveState.SCALED) != 0) {
            scale(m, velocity, state.scale());
            scale(m, moveVelocity, state.scale());
        }
        // Write-back (0x0033e734).
        if ((body.flags() & BodyFlags.WRITE_BACK_VELOCITY) != 0 && (state.flags() & MoveState.WRITE_BACK) != 0) {
            owner.setVelocity(velocity);
        }
        // out = T − start (0x0033e788): measured from the cached transform.
        out.set(m.sub(position.x(), startPosition.x()), m.sub(position.y(), startPosition.y()),
                m.sub(position.z(), startPosition.z()), 1f);
        owner.afterMove();
    }

    private static void scale(FloatModel m, Float4 a, float s) {
        float z = m.gt(a.z(), 0f) ? m.mul(a.z(), s) : a.z();
        a.set3(m.mul(a.x(), s), m.mul(a.y(), s), z);
    }

    /**
     * The discarded sbox: AABB_ScaleAboutCentre (0x003414c0) of the pass's box {lo, hi} by +0x60, grown by D.
     * Reported as {@link Quirk#SWEEP_BOX_UNSCALED} when it reaches outside qbox on some axis (the queries then
     * miss part of it); corrected, qbox becomes the union of the two.
     */
    private void scaledBox(KernelContext ctx, FloatModel m, Body body, Float4 lo, Float4 hi) {
        Float4 s = body.scale();
        if (m.eq(s.x(), 1f) && m.eq(s.y(), 1f) && m.eq(s.z(), 1f)) {
            return;
        }
        float cx = centre(m, lo.x(), hi.x()), cy = centre(m, lo.y(), hi.y()), cz = centre(m, lo.z(), hi.z());
        float hx = half(m, lo.x(), hi.x(), s.x()), hy = half(m, lo.y(), hi.y(), s.y());
        float hz = half(m, lo.z(), hi.z(), s.z());
        sMin.set(m.min(m.add(cx, hx), m.sub(cx, hx)), m.min(m.add(cy, hy), m.sub(cy, hy)),
                m.min(m.add(cz, hz), m.sub(cz, hz)), 1f);
        sMax.set(m.max(m.add(cx, hx), m.sub(cx, hx)), m.max(m.add(cy, hy), m.sub(cy, hy)),
                m.max(m.add(cz, hz), m.sub(cz, hz)), 1f);
        Aabb.extendByMove(m, sMin, sMax, passMove);
        boolean outside = m.lt(sMin.x(), qMin.x()) || m.lt(sMin.y(), qMin.y()) || m.lt(sMin.z(), qMin.z())
                || m.gt(sMax.x(), qMax.x()) || m.gt(sMax.y(), qMax.y()) || m.gt(sMax.z(), qMax.z());
        if (!outside) {
            return;
        }
        if (fixUnscaled) {
            // Both queries get a box that holds the scaled one too (the capsule's mesh sphere is scaled by +0x60);
            // the union keeps the unscaled box for a scale below 1.
            qMin.set3(m.min(qMin.x(), sMin.x()), m.min(qMin.y(), sMin.y()), m.min(qMin.z(), sMin.z()));
            qMax.set3(m.max(qMax.x(), sMax.x()), m.max(qMax.y(), sMax.y()), m.max(qMax.z(), sMax.z()));
        } else {
            // PS2-BUG(SWEEP_BOX_UNSCALED): sbox is never passed on; both queries get the unscaled qbox.
            ctx.quirks().fired(Quirk.SWEEP_BOX_UNSCALED);
        }
    }

    /** True when a and b hold the same xyz bits (the shape was not moved). */
    private static boolean same(Float4 a, Float4 b) {
        return Float.floatToRawIntBits(a.x()) == Float.floatToRawIntBits(b.x())
                && Float.floatToRawIntBits(a.y()) == Float.floatToRawIntBits(b.y())
                && Float.floatToRawIntBits(a.z()) == Float.floatToRawIntBits(b.z());
    }

    /** (min + max) / 2. */
    private static float centre(FloatModel m, float lo, float hi) {
        return m.mul(m.add(lo, hi), 0.5f);
    }

    /** (max − min) / 2 × k. */
    private static float half(FloatModel m, float lo, float hi, float k) {
        return m.mul(m.mul(m.sub(hi, lo), 0.5f), k);
    }
}
