package engine.faithful.world;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.contact.Contact;
import engine.api.kernel.BodyPass;
import engine.api.kernel.ContactResolution;
import engine.api.kernel.MoveState;
import engine.api.kernel.Slots;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.owner.BodyOwner;
import engine.api.shape.Shape;
import engine.faithful.human.HumanBodies;
import engine.faithful.shape.ShapeBounds;
import engine.faithful.shape.ShapePoses;

/**
 * Unit 7, the body functions: PhysicsNode_Init, construction for an owner, Destroy, SetOwner, AddShape,
 * GetShapes, ComputeBounds, AddShapeBounds, PhysicsBody_Update (with the 0x801 update sweep) and
 * PhysicsBody_Moved. The human body's Update and Moved (Unit 10) are dispatched to {@link HumanBodies}.
 */
public final class BodyRecords {
    private final PhysicsWorld world;
    private final ShapePoses poses;
    private final ShapeBounds bounds;
    private final HumanBodies humans;
    private final Float4 move = new Float4();
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final Float4 moveVelocity = new Float4();
    private final Float4 velocity = new Float4();
    private final MoveState moveState = new MoveState();

    BodyRecords(PhysicsWorld world, ShapePoses poses, ShapeBounds bounds) {
        this.world = world;
        this.poses = poses;
        this.bounds = bounds;
        this.humans = new HumanBodies(world, poses, bounds);
    }

    /** The human body functions of Unit 10 this world uses. */
    public HumanBodies humans() {
        return humans;
    }

    /** Unit 7, PhysicsNode_Init (0x00341158): min = max = (0, 0, 0, 1), index −1, no links. */
    public static Body nodeInit(Body b) {
        b.min().set(0f, 0f, 0f, 1f);
        b.max().set(0f, 0f, 0f, 1f);
        b.setIndex(-1);
        b.setPrevious(null);
        b.setNext(null);
        return b;
    }

    /**
     * Unit 7, PhysicsBody_ConstructForOwner (0x00341970): PhysicsBody_Construct's record with the owner and,
     * for a non-null owner, its type mask. The original leaves the scale unwritten; here it is the constructed 1.
     */
    public static Body constructForOwner(BodyOwner o) {
        Body b = new Body();
        b.setOwner(o);
        if (o != null) {
            b.setTypeMask(o.typeMask());
        }
        return b;
    }

    /** Unit 7, PhysicsBody_Destroy (0x00341a00): drops the first shape (its destructor is the garbage collector's). */
    public static void destroy(Body b) {
        if (b.firstShape() != null) {
            b.setFirstShape(null);
        }
    }

    /** Unit 7, PhysicsBody_SetOwner (0x00341a68): owner always; the type mask only for a non-null owner. */
    public static void setOwner(Body b, BodyOwner o) {
        b.setOwner(o);
        if (o != null) {
            b.setTypeMask(o.typeMask());
        }
    }

    /** Unit 7, PhysicsBody_AddShape (0x00341aa8): appends s to the chain; s.next is not written, no duplicate check. */
    public static void addShape(Body b, Shape s) {
        // PS2-UNCHECKED(ADD_SHAPE_UNCHECKED): adding a shape already in the chain makes a loop.
        if (b.firstShape() == null) {
            b.setFirstShape(s);
            return;
        }
        Shape last = b.firstShape();
        while (last.next() != null) {
            last = last.next();
        }
        last.setNext(s);
    }

    /** Unit 7, PhysicsBody_GetShapes (0x00341ae0) and PhysicsHumanBody_GetShapes: the first shape (+0x30). */
    public static Shape getShapes(Body b) {
        return b.firstShape();
    }

    /** Unit 7, PhysicsBody_ComputeBounds (0x00341638): b's box = s's bounds. */
    public void computeBounds(Body b, Shape s) {
        bounds.computeBounds(b.min(), b.max(), s, world.quirks());
    }

    /** Unit 7, PhysicsBody_AddShapeBounds (0x003417c0): b's box grown by s's bounds, both w = 1. */
    public void addShapeBounds(Body b, Shape s) {
        bounds.addShapeBounds(b.min(), b.max(), s, world.quirks());
    }

    /**
     * Body vtable +0x10: PhysicsBody_Update (0x00341c10), or PhysicsHumanBody_Update (Unit 10) for a human body.
     *
     * @throws IllegalStateException when an updated body has no shape (the original reads through null)
     */
    public void update(Body b, BodyOwner o) {
        if (b instanceof HumanBody hb) {
            humans.update(hb, o);
            return;
        }
        if ((b.flags() & BodyFlags.UPDATE_GATE) == 0) {
            return;
        }
        Shape first = b.firstShape();
        if (first == null) {
            throw new IllegalStateException("update: body " + b.index() + " has no shape");
        }
        poses.pose(first, o);
        computeBounds(b, first);
        for (Shape s = first.next(); s != null; s = s.next()) {
            poses.pose(s, o);
            addShapeBounds(b, s);
        }
        world.reinsert(b);
        b.setFlags(b.flags() & ~BodyFlags.DIRTY);
        if ((b.flags() & BodyFlags.UPDATE_SWEEP) == BodyFlags.UPDATE_SWEEP) {
            updateSweep(b, first);
        }
    }

    /** PhysicsBody_Update's 0x801 sweep: the new box grown forward by the first shape's move, then the body pass. */
    private void updateSweep(Body b, Shape s) {
        Float4 p = s.position();
        Float4 prev = s.previous();
        FloatModel m = world.floatModel();
        move.set(m.sub(p.x(), prev.x()), m.sub(p.y(), prev.y()), m.sub(p.z(), prev.z()), 1f);
        // PS2-BUG(UPDATE_SWEEP_AHEAD): the box covers the new pose and one move beyond, not the path behind it.
        boxMin.set(b.min());
        boxMax.set(b.max());
        Aabb.extendByMove(m, boxMin, boxMax, move);
        BodyPass pass = world.kernels().find(Slots.BODY_PASS);
        Contact[] contacts = world.contacts();
        Contact[] sorted = world.sorted();
        int count = pass == null ? 0 : pass.pass(world, boxMin, boxMax, b, s, contacts, sorted, 0, move);
        if (count > 0) {
            ContactResolution resolution = world.kernels().find(Slots.CONTACT_RESOLUTION);
            if (resolution != null) {
                // V = d, v uninitialised in the original (zero here), moveFlags 0; results are dropped.
                moveVelocity.set(move);
                velocity.set(0f, 0f, 0f, 1f);
                moveState.reset();
                resolution.resolve(world, b, sorted, count, move, moveVelocity, velocity, moveState);
            }
        }
    }

    /**
     * Body vtable +0x18: PhysicsBody_Moved (0x00341e40), or PhysicsHumanBody_Moved (Unit 10) for a human body. The
     * first shape takes the matrix through its set-from-matrix slot, the box is that shape's bounds alone.
     */
    public void moved(Body b, Mat4 m) {
        if (b instanceof HumanBody hb) {
            humans.moved(hb, m);
            return;
        }
        Shape first = b.firstShape();
        poses.setFromMatrix(first, m);
        // PS2-BUG(MOVED_FIRST_SHAPE_ONLY): other shapes are neither reset nor bounded.
        computeBounds(b, first);
        world.reinsert(b);
    }
}
