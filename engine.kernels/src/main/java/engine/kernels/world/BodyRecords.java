package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.BodyFunctions;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.contact.ContactScratch;

/**
 * Unit 7, the body functions: PhysicsNode_Init, construction for an owner, Destroy, SetOwner, AddShape,
 * GetShapes, PhysicsBody_Update (with the 0x801 update sweep) and PhysicsBody_Moved. A human body's Update and
 * Moved (Unit 10) go to the human-body slot. One instance per world: it owns the update sweep's scratch.
 */
public final class BodyRecords implements BodyFunctions {
    private final KernelConfig config;
    private final Float4 move = new Float4();
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final Float4 lo = new Float4();
    private final Float4 hi = new Float4();
    private final Float4 back = new Float4();
    private final Float4 moveVelocity = new Float4();
    private final Float4 velocity = new Float4();
    private final MoveState moveState = new MoveState();
    private final ContactScratch scratch = new ContactScratch();
    private final boolean fixStale;
    private final boolean fixAddShape;
    private final boolean fixAhead;
    private final boolean fixMoved;

    /** The body functions config asks for. */
    public BodyRecords(KernelConfig config) {
        this.config = config;
        this.fixStale = config.corrects(Quirk.CONSTRUCT_FOR_OWNER_STALE);
        this.fixAddShape = config.corrects(Quirk.ADD_SHAPE_UNCHECKED);
        this.fixAhead = config.corrects(Quirk.UPDATE_SWEEP_AHEAD);
        this.fixMoved = config.corrects(Quirk.MOVED_FIRST_SHAPE_ONLY);
    }

    /** Unit 7, PhysicsNode_Init (0x00341158): min = max = (0, 0, 0, 1), index −1, no links. */
    public static Body nodeInit(Body b) {
        b.setBox(0f, 0f, 0f, 0f, 0f, 0f);
        return b;
    }

    @Override
    public void constructForOwner(KernelContext ctx, Body b, BodyOwner o) {
        // Unit 7, PhysicsBody_ConstructForOwner (0x00341970): Construct's fields, then the owner and, for a non-null
        // owner, its type mask.
        nodeInit(b);
        b.setFirstShape(null);
        b.setIgnoreHead(-1);
        b.setGroup(0);
        b.setFlags(BodyFlags.CONSTRUCTED);
        b.pushOut().set(0f, 0f, 0f, 1f);
        b.setStuckCounter(0);
        b.setOwner(o);
        if (o != null) {
            b.setTypeMask(o.typeMask());
        }
        Float4 scale = b.scale();
        FloatModel m = ctx.floatModel();
        boolean staleScale = !m.eq(scale.x(), 1f) || !m.eq(scale.y(), 1f) || !m.eq(scale.z(), 1f)
                || !m.eq(scale.w(), 1f);
        boolean staleMask = o == null && b.typeMask() != 0;
        if (!staleScale && !staleMask) {
            return;
        }
        if (fixStale) {
            // Every field PhysicsBody_Construct writes is written: the scale (1, 1, 1, 1) and type mask 0.
            scale.set(1f, 1f, 1f, 1f);
            if (o == null) {
                b.setTypeMask(0);
            }
        } else {
            // PS2-BUG(CONSTRUCT_FOR_OWNER_STALE): neither the scale +0x60 nor, for a null owner, the type mask is
            // written; the record keeps what it held.
            ctx.quirks().fired(Quirk.CONSTRUCT_FOR_OWNER_STALE);
        }
    }

    /** Unit 7, PhysicsBody_Destroy (0x00341a00): drops the first shape (its destructor is the garbage collector's). */
    public static void destroy(Body b) {
        if (b.firstShape() != null) {
            b.setFirstShape(null);
        }
    }

    @Override
    public void setOwner(KernelContext ctx, Body b, BodyOwner o) {
        // Unit 7, PhysicsBody_SetOwner (0x00341a68): owner always; the type mask only for a non-null owner.
        b.setOwner(o);
        if (o != null) {
            b.setTypeMask(o.typeMask());
        }
    }

    @Override
    public void addShape(KernelContext ctx, Body b, Shape s) {
        // Unit 7, PhysicsBody_AddShape (0x00341aa8): appends s; s.next is not written, no duplicate check.
        if (b.firstShape() == null) {
            b.setFirstShape(s);
            return;
        }
        Shape last = b.firstShape();
        boolean present = last == s;
        while (last.next() != null) {
            last = last.next();
            present |= last == s;
        }
        if (present) {
            if (fixAddShape) {
                // The shape is already in the chain: the add changes nothing.
                return;
            }
            // PS2-UNCHECKED(ADD_SHAPE_UNCHECKED): the original links s after the last shape although it is already in
            // the chain, a loop no later walk leaves; that is refused here with an error, nothing changed.
            ctx.quirks().fired(Quirk.ADD_SHAPE_UNCHECKED);
            throw new IllegalStateException("addShape: the shape is already in body " + b.index()
                    + "'s chain; the original would link it again and close a loop");
        }
        last.setNext(s);
    }

    /** Unit 7, PhysicsBody_GetShapes (0x00341ae0) and PhysicsHumanBody_GetShapes: the first shape (+0x30). */
    public static Shape getShapes(Body b) {
        return b.firstShape();
    }

    /**
     * {@inheritDoc} PhysicsBody_Update (0x00341c10), or PhysicsHumanBody_Update (slot human-body) for a human body.
     *
     * @throws IllegalStateException when an updated body has no shape (the original reads through null)
     */
    @Override
    public void update(KernelContext ctx, Body b, BodyOwner o) {
        if (b instanceof HumanBody hb) {
            ctx.kernels().get(Slots.HUMAN_BODY).update(ctx, hb, o);
            return;
        }
        if ((b.flags() & BodyFlags.UPDATE_GATE) == 0) {
            return;
        }
        Shape first = b.firstShape();
        if (first == null) {
            throw new IllegalStateException("update: body " + b.index() + " has no shape");
        }
        Calls.pose(ctx, first, o);
        Calls.bodyBounds(ctx, b, first, lo, hi);
        for (Shape s = first.next(); s != null; s = s.next()) {
            Calls.pose(ctx, s, o);
            Calls.addBodyShapeBounds(ctx, b, s, lo, hi);
        }
        Calls.reinsert(ctx, b);
        b.setFlags(b.flags() & ~BodyFlags.DIRTY);
        if ((b.flags() & BodyFlags.UPDATE_SWEEP) == BodyFlags.UPDATE_SWEEP) {
            updateSweep(ctx, b, first);
        }
    }

    /** PhysicsBody_Update's 0x801 sweep: the new box grown forward by the first shape's move, then the body pass. */
    private void updateSweep(KernelContext ctx, Body b, Shape s) {
        Float4 p = s.position();
        Float4 prev = s.previous();
        FloatModel m = ctx.floatModel();
        move.set(m.sub(p.x(), prev.x()), m.sub(p.y(), prev.y()), m.sub(p.z(), prev.z()), 1f);
        b.minInto(boxMin);
        b.maxInto(boxMax);
        Aabb.extendByMove(m, boxMin, boxMax, move);
        if (!m.eq(move.x(), 0f) || !m.eq(move.y(), 0f) || !m.eq(move.z(), 0f)) {
            if (fixAhead) {
                // The box also covers the path from the previous pose: grown by -d as well.
                back.set(m.neg(move.x()), m.neg(move.y()), m.neg(move.z()), 1f);
                Aabb.extendByMove(m, boxMin, boxMax, back);
            } else {
                // PS2-BUG(UPDATE_SWEEP_AHEAD): the box covers the new pose and one move beyond, not the path behind it.
                ctx.quirks().fired(Quirk.UPDATE_SWEEP_AHEAD);
            }
        }
        BodyPass pass = ctx.kernels().find(Slots.BODY_PASS);
        scratch.size(ctx, Quirk.CONTACTS_50);
        if (ctx.kernels().get(Slots.CONTACT_LISTS).growable(Quirk.CONTACTS_50)) {
            // At most one contact per candidate body: room for every body of the world.
            scratch.ensureContacts(ctx.bodies().size());
        }
        Contact[] contacts = scratch.contacts();
        Contact[] sorted = scratch.sorted();
        int count = pass == null ? 0 : pass.pass(ctx, boxMin, boxMax, b, s, contacts, sorted, 0, move);
        if (count > 0) {
            ContactResolution resolution = ctx.kernels().find(Slots.CONTACT_RESOLUTION);
            if (resolution != null) {
                // V = d, v uninitialised in the original (zero here), moveFlags 0; results are dropped.
                moveVelocity.set(move);
                velocity.set(0f, 0f, 0f, 1f);
                moveState.reset();
                resolution.resolve(ctx, b, sorted, count, move, moveVelocity, velocity, moveState);
            }
        }
    }

    /**
     * {@inheritDoc} PhysicsBody_Moved (0x00341e40), or PhysicsHumanBody_Moved (slot human-body) for a human body:
     * the first shape takes the matrix through its set-from-matrix slot, the box is that shape's bounds alone.
     */
    @Override
    public void moved(KernelContext ctx, Body b, Mat4 m) {
        if (b instanceof HumanBody hb) {
            ctx.kernels().get(Slots.HUMAN_BODY).moved(ctx, hb, m);
            return;
        }
        Shape first = b.firstShape();
        ctx.kernels().get(Slots.SHAPE_POSE).setFromMatrix(ctx, first, m);
        Calls.bodyBounds(ctx, b, first, lo, hi);
        if (first.next() != null) {
            if (fixMoved) {
                // The bound holds every shape as it stands, and the dirty flag makes the next Update pose them all
                // from the owner's new transform.
                for (Shape s = first.next(); s != null; s = s.next()) {
                    Calls.addBodyShapeBounds(ctx, b, s, lo, hi);
                }
                b.setFlags(b.flags() | BodyFlags.DIRTY);
            } else {
                // PS2-BUG(MOVED_FIRST_SHAPE_ONLY): other shapes are neither reset nor bounded, the dirty flag is left.
                ctx.quirks().fired(Quirk.MOVED_FIRST_SHAPE_ONLY);
            }
        }
        Calls.reinsert(ctx, b);
    }
}
