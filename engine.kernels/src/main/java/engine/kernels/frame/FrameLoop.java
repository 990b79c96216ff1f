package engine.kernels.frame;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelTable;
import engine.api.kernel.body.BodyFunctions;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.QuirkLog;
import engine.api.slots.Slots;
import engine.kernels.world.PhysicsWorld;
import java.util.Arrays;
import java.util.Objects;

/**
 * The frame driver (docs/architecture.md, "The frame"): per frame, each actor's update in the order the actors
 * were added (the game's task order), in the original's order within it, then IPhysics_Step:
 *
 * <ul>
 *   <li>a human (Human_Move, then 0x0023fea8): its velocity, PhysicsBody_Sweep (the mesh pass and, with body flag
 *       0x1, the body pass), PhysicsHumanBody_Update, PhysicsHumanBody_PushAwayHumans, Human_TestStrikes;</li>
 *   <li>an object or a car: its velocity, PhysicsBody_Sweep, the body's Update (with 0x801, the update sweep);</li>
 *   <li>a pane: the body's Update;</li>
 *   <li>then IPhysics_Step: the bound refresh and the settle.</li>
 * </ul>
 *
 * Every kernel is the world's table's, looked up once here (a table never changes). A frame allocates nothing once
 * the world's lists have reached their size. One loop per world and thread.
 */
public final class FrameLoop {
    private final PhysicsWorld world;
    private final float dt;
    private final BodySweep sweep;
    private final HumanBodySet humans;
    private final BodyFunctions bodies;
    private final Float4 velocity = new Float4();
    private final Float4 out = new Float4();
    private FrameActor[] actors = new FrameActor[16];
    private int size;
    private long frame;
    private int current = -1;

    /**
     * A loop stepping world by dt seconds per frame.
     *
     * @throws IllegalArgumentException when dt is not a finite number above 0
     * @throws engine.api.kernel.SelectionException when the world's table has no body sweep
     */
    public FrameLoop(PhysicsWorld world, float dt) {
        this.world = Objects.requireNonNull(world, "world");
        FloatModel m = world.floatModel();
        if (!m.gt(dt, 0f) || !m.isNumber(dt)) {
            throw new IllegalArgumentException("frame loop: dt " + dt + " is not a finite number above 0");
        }
        this.dt = dt;
        this.sweep = world.kernels().get(Slots.BODY_SWEEP);
        this.humans = world.kernels().get(Slots.HUMAN_BODY);
        this.bodies = world.kernels().get(Slots.BODY_FUNCTIONS);
    }

    /** A loop over a new world of table's kernels and mesh (may be null), reporting to quirks, stepping by dt (s). */
    public static FrameLoop of(KernelTable table, CollisionMesh mesh, QuirkLog quirks, float dt) {
        return new FrameLoop(new PhysicsWorld(table, mesh, quirks), dt);
    }

    /** The world this loop steps. */
    public PhysicsWorld world() {
        return world;
    }

    /** The step (s). */
    public float dt() {
        return dt;
    }

    /** Frames stepped so far. */
    public long frame() {
        return frame;
    }

    /** The actor whose update is running now (its index in update order), or −1 outside them (IPhysics_Step). */
    public int current() {
        return current;
    }

    /** Actors in update order. */
    public int actorCount() {
        return size;
    }

    /** Actor i (0..actorCount − 1), in update order. */
    public FrameActor actor(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("actor " + i + " not in 0.." + (size - 1));
        }
        return actors[i];
    }

    /**
     * Adds a at the end of the update order. Its body must already be in the world (created by the body pools or
     * added) with an owner and a shape; a human's must be a {@link HumanBody}.
     *
     * @throws IllegalArgumentException when a's body is not in the world, has no owner or shape, or a human's body is
     *                                  not a human body
     */
    public void add(FrameActor a) {
        Body b = a.body();
        if (b == null || !world.bodies().holds(b)) {
            throw new IllegalArgumentException("frame loop: the actor's body is not in the world");
        }
        if (b.owner() == null || b.firstShape() == null) {
            throw new IllegalArgumentException("frame loop: body " + b.index() + " has no owner or no shape");
        }
        if (a.kind() == ActorKind.HUMAN && !(b instanceof HumanBody)) {
            throw new IllegalArgumentException("frame loop: a human actor needs a human body, body " + b.index()
                    + " is not one");
        }
        if (size == actors.length) {
            actors = Arrays.copyOf(actors, size * 2);
        }
        actors[size++] = a;
    }

    /** Removes a from the update order (its body stays in the world); false when it was not there. */
    public boolean remove(FrameActor a) {
        for (int i = 0; i < size; i++) {
            if (actors[i] == a) {
                System.arraycopy(actors, i + 1, actors, i, size - i - 1);
                actors[--size] = null;
                return true;
            }
        }
        return false;
    }

    /** Steps one frame: every actor's update in order, then IPhysics_Step. */
    public void step() {
        for (int i = 0; i < size; i++) {
            FrameActor a = actors[i];
            current = i;
            Body b = a.body();
            BodyOwner owner = b.owner();
            switch (a.kind()) {
                case HUMAN -> {
                    a.beginUpdate(frame, velocity);
                    HumanBody hb = (HumanBody) b;
                    sweep.sweep(world, hb, dt, velocity, out);
                    humans.update(world, hb, owner);
                    humans.pushAwayHumans(world, hb);
                    humans.testStrikes(world, hb);
                }
                case SWEPT -> {
                    a.beginUpdate(frame, velocity);
                    sweep.sweep(world, b, dt, velocity, out);
                    bodies.update(world, b, owner);
                }
                case POSED -> {
                    a.beginUpdate(frame, velocity);
                    bodies.update(world, b, owner);
                }
                default -> throw new IllegalStateException("frame loop: unknown actor kind " + a.kind());
            }
        }
        current = -1;
        world.step();
        frame++;
    }

    /** Steps n frames (n ≥ 0). */
    public void step(int n) {
        for (int k = 0; k < n; k++) {
            step();
        }
    }
}
