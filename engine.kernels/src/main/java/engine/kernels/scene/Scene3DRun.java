package engine.kernels.scene;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.oracle.SpecWorld;
import engine.api.quirk.QuirkLog;
import engine.api.scene.BodyKind;
import engine.api.scene.BodySpec;
import engine.api.scene.OwnerScript;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.kernels.frame.ActorKind;
import engine.kernels.frame.ContactRecord;
import engine.kernels.frame.FrameLoop;
import engine.kernels.frame.ScriptedHuman;
import engine.kernels.frame.ScriptedOwner;
import engine.kernels.oracle.session.SessionWorld;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** One 3D scene's world and frame loop: bodies made in the scene's order, each an actor in that order. */
final class Scene3DRun implements SceneRun {
    private final FrameLoop loop;
    private final PhysicsWorld world;
    private final float dt;
    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final List<BodySpec> specs = new ArrayList<>();
    private final List<ScriptedOwner> owners = new ArrayList<>();
    private final List<Body> bodies = new ArrayList<>();
    private final CollisionMesh level;
    private int frame;
    private SessionWorld specWorld;

    Scene3DRun(Scene3D scene, KernelTable table, QuirkLog log) {
        world = new PhysicsWorld(table, scene.level(), log);
        level = scene.level();
        loop = new FrameLoop(world, scene.dt());
        dt = scene.dt();
        for (BodySpec s : scene.bodies()) {
            addBody(s);
        }
    }

    @Override
    public int addBody(BodySpec s) {
        int i = specs.size();
        ScriptedOwner o = create(s, dt, i);
        specs.add(s);
        owners.add(o);
        bodies.add(o.body());
        loop.add(o);
        return i;
    }

    @Override
    public int addMover(Scene2D.MoverSpec mover) {
        throw new UnsupportedOperationException("a 3D world has bodies, not movers");
    }

    @Override
    public void input(int i, int horizontal, int vertical, boolean jump) {
        throw new UnsupportedOperationException("a 3D world's bodies follow their scripts, not inputs");
    }

    @Override
    public int bodyCount() {
        return specs.size();
    }

    @Override
    public void place(int i, double x, double y, double z) {
        ScriptedOwner o = owners.get(i);
        o.position().set((float) x, (float) y, (float) z, 1f);
        Body b = bodies.get(i);
        if (b instanceof HumanBody hb) {
            world.humans().update(world, hb, o);
        } else {
            world.update(b, o);
        }
    }

    /** The session's spec world over this run's world; scene body i is body i (docs/oracle.md, "Sessions"). */
    @Override
    public Optional<SpecWorld> specWorld() {
        if (specWorld == null) {
            specWorld = new SessionWorld(world, bodies::get);
        }
        return Optional.of(specWorld);
    }

    @Override
    public double[] detail(int i) {
        Body b = bodies.get(i);
        return new double[] {b.flags(), owners.get(i).contactsAnswered()};
    }

    /** Actor i is body i: both are added in the same order and never removed. */
    @Override
    public int stepping() {
        return loop.current();
    }

    @Override
    public int contacts(int i, float[] out, int offset) {
        ContactRecord r = owners.get(i).contacts();
        int n = Math.min(r.kept(), Math.max(0, (out.length - offset) / CONTACT));
        for (int j = 0; j < n; j++) {
            for (int k = 0; k < CONTACT; k++) {
                out[offset + j * CONTACT + k] = r.value(j, k);
            }
        }
        return r.count();
    }

    @Override
    public void step(int ms) {
        if (ms > 0) {
            throw new IllegalArgumentException("a 3D world steps by its dt; give no ms");
        }
        step();
    }

    private ScriptedOwner create(BodySpec s, float dt, int i) {
        OwnerScript script = s.owner();
        boolean human = s.kind() == BodyKind.HUMAN || s.kind() == BodyKind.PUNCH_BAG;
        ScriptedOwner o = human ? new ScriptedHuman(s.name()).scale(s.scale())
                : new ScriptedOwner(s.name(), s.kind() == BodyKind.PANE ? ActorKind.POSED
                        : ActorKind.SWEPT, TypeMask.OBJECT);
        o.position().set(s.x(), s.y(), s.z(), 1f);
        for (int a = 0; a < OwnerScript.ATTRIBUTES; a++) {
            o.attribute(a, script.attribute(a));
        }
        o.state(script.stateFlags());
        o.moving(new ScriptedVelocity(script, dt, s.x(), s.y(), s.z(), footDrop(s),
                new GroundCheck(level, world.floatModel())));
        int mesh = script.meshAnswer(), hum = script.humanAnswer(), obj = script.objectAnswer();
        o.answering((Contact c) -> answer(c, mesh, hum, obj));
        Body b;
        switch (s.kind()) {
            case HUMAN, PUNCH_BAG -> {
                ScriptedHuman h = (ScriptedHuman) o;
                HumanBody hb = s.kind() == BodyKind.HUMAN ? world.bodyPools().createHumanBody(world, h)
                        : world.bodyPools().createPunchBagBody(world, h);
                b = full(hb, s, i);
                h.body(hb);
                world.humans().update(world, hb, h);
                if (s.pushSphere()) {
                    world.humans().setPushSphere(world, hb, true);
                }
            }
            case OBJECT -> {
                b = full(world.bodyPools().createObjectBody(world, o), s, i);
                Shape shape;
                if (s.radius() > 0f) {
                    SphereShape sp = full(world.shapePools().allocObjectSphere(world), s, i);
                    sp.setRadius(s.radius());
                    shape = sp;
                } else {
                    BoxShape bx = full(world.shapePools().allocObjectBox(world), s, i);
                    bx.setSize(2f * s.halfX(), 2f * s.halfY(), 2f * s.halfZ());
                    shape = bx;
                }
                world.bodyFunctions().addShape(world, b, shape);
            }
            case CAR -> {
                b = full(world.bodyPools().createCarBody(world, o), s, i);
                BoxShape bx = full(world.shapePools().allocCarBox(world), s, i);
                bx.setSize(2f * s.halfX(), 2f * s.halfY(), 2f * s.halfZ());
                world.bodyFunctions().addShape(world, b, bx);
            }
            case PANE -> b = full(world.bodyPools().createBoxBody(world, o, 2f * s.halfX(), 2f * s.halfZ()), s, i);
            default -> throw new IllegalArgumentException("body " + s.name() + ": unknown kind " + s.kind());
        }
        b.setFlags(b.flags() | s.flags());
        if (!human) {
            o.body(b);
            world.update(b, o);
        }
        return o;
    }

    /** How far (m) a body's lowest point lies below its owner's position: a human's feet are its position. */
    private static float footDrop(BodySpec s) {
        return switch (s.kind()) {
            case OBJECT -> s.radius() > 0f ? s.radius() : s.halfZ();
            case CAR -> s.halfZ();
            default -> 0f;
        };
    }

    private static <T> T full(T made, BodySpec s, int i) {
        if (made == null) {
            throw new IllegalArgumentException("bodies[" + i + "] (" + s.name() + "): its pool is full ("
                    + s.kind().name().toLowerCase(java.util.Locale.ROOT) + ")");
        }
        return made;
    }

    private static int answer(Contact c, int mesh, int human, int object) {
        BodyOwner other = c.otherOwner();
        if (other == null) {
            return mesh;
        }
        return (other.typeMask() & TypeMask.HUMAN) != 0 ? human : object;
    }

    @Override
    public int frame() {
        return frame;
    }

    @Override
    public void step() {
        for (int i = 0; i < specs.size(); i++) {
            List<OwnerScript.Strike> strikes = specs.get(i).owner().strikes();
            if (strikes.isEmpty() || !(bodies.get(i) instanceof HumanBody hb)) {
                continue;
            }
            for (int k = 0; k < strikes.size(); k++) {
                OwnerScript.Strike s = strikes.get(k);
                boolean on = frame >= s.frame() && frame < (long) s.frame() + s.frames();
                boolean starts = frame == s.frame();
                boolean ends = frame == s.frame() + s.frames();
                if (starts && on) {
                    ((ScriptedHuman) owners.get(i)).reach(s.reach());
                    world.humans().setShapeEnabled(world, hb, s.shape(), true);
                } else if (ends) {
                    world.humans().setShapeEnabled(world, hb, s.shape(), false);
                }
            }
        }
        for (int i = 0; i < owners.size(); i++) {
            owners.get(i).contacts().clear();
        }
        loop.step();
        frame++;
    }

    @Override
    public void state(int i, double[] out, int offset) {
        Float4 p = owners.get(i).position();
        Float4 v = owners.get(i).velocity();
        out[offset] = p.x();
        out[offset + 1] = p.y();
        out[offset + 2] = p.z();
        out[offset + 3] = v.x();
        out[offset + 4] = v.y();
        out[offset + 5] = v.z();
    }

    @Override
    public long hash(long h) {
        for (int i = 0; i < bodies.size(); i++) {
            h = mix(h, owners.get(i).position());
            h = mix(h, owners.get(i).velocity());
            Body b = bodies.get(i);
            h = mix(h, b.minInto(boxMin));
            h = mix(h, b.maxInto(boxMax));
            if (b.firstShape() != null) {
                h = mix(h, b.firstShape().position());
            }
        }
        return h;
    }

    private static long mix(long h, Float4 v) {
        h = SceneHash.mix(h, v.x());
        h = SceneHash.mix(h, v.y());
        h = SceneHash.mix(h, v.z());
        return SceneHash.mix(h, v.w());
    }
}
