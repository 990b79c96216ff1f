package engine.kernels.oracle.session;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.math.FloatModel;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.SpecWorld;
import engine.api.shape.Shape;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A session's spec world (docs/oracle.md, "Sessions"; Units 6 to 10): the scene run's own {@link PhysicsWorld} and
 * its kernel table, with the bodies and shapes the session's calls made or named, each by an integer handle in the
 * order first made or named (bodies and shapes counted apart). A handle names a record: a freed body keeps its
 * handle and answers as the original's freed record does, and a pool record made again keeps the handle it had.
 */
public final class SessionWorld implements SpecWorld {
    final PhysicsWorld world;
    private final IntFunction<Body> sceneBodies;
    private final List<Body> bodies = new ArrayList<>();
    private final List<Shape> shapes = new ArrayList<>();
    private final List<SpecFunction> functions;

    /** The spec world over world, whose scene body i is sceneBodies.apply(i). */
    public SessionWorld(PhysicsWorld world, IntFunction<Body> sceneBodies) {
        this.world = world;
        this.sceneBodies = sceneBodies;
        this.functions = forms(this);
    }

    /** The session forms, for describe (their bodies need a world: called without one they are not run). */
    public static List<SpecFunction> describe() {
        return forms(null);
    }

    private static List<SpecFunction> forms(SessionWorld w) {
        List<SpecFunction> all = new ArrayList<>(BodyForms.table(w));
        all.addAll(PoolForms.table(w));
        all.addAll(SweepForms.table(w));
        all.addAll(ListForms.table(w));
        all.addAll(ShapeForms.table(w));
        all.addAll(IgnoreForms.table(w));
        all.addAll(HumanForms.table(w));
        all.addAll(FieldForms.table(w));
        return List.copyOf(all);
    }

    @Override
    public List<SpecFunction> functions() {
        return functions;
    }

    @Override
    public int sceneBody(int i) {
        return handle(sceneBodies.apply(i));
    }

    @Override
    public String provider() {
        return world.kernels().defaultProvider();
    }

    @Override
    public FloatModel floatModel() {
        return world.floatModel();
    }

    /** A new handle for b (a body this session made). */
    int add(Body b) {
        bodies.add(b);
        return bodies.size() - 1;
    }

    /** A new handle for s. */
    int add(Shape s) {
        shapes.add(s);
        return shapes.size() - 1;
    }

    /** b's handle (a body of the world not yet named gets the next one), −1 for null. */
    int handle(Body b) {
        if (b == null) {
            return -1;
        }
        for (int i = 0; i < bodies.size(); i++) {
            if (bodies.get(i) == b) {
                return i;
            }
        }
        return add(b);
    }

    /** s's handle, −1 for null. */
    int handle(Shape s) {
        if (s == null) {
            return -1;
        }
        for (int i = 0; i < shapes.size(); i++) {
            if (shapes.get(i) == s) {
                return i;
            }
        }
        return add(s);
    }

    /** The handle of the body o owns, −1 for null (an owner without a body of this world: the next handle). */
    int handle(BodyOwner o) {
        return o == null ? -1 : handle(o.body());
    }

    /** The handles of bs. */
    int[] handles(List<? extends Body> bs) {
        int[] out = new int[bs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = handle(bs.get(i));
        }
        return out;
    }

    /** The body argument p names, or an error naming the call and p. */
    Body body(Args a, Param<Integer> p) {
        int h = a.get(p);
        if (h < 0 || h >= bodies.size()) {
            throw a.refuse(p, "= " + h + " is not a body handle of this session (0.." + (bodies.size() - 1) + ")");
        }
        return bodies.get(h);
    }

    /** The body argument p names, or null for −1. */
    Body bodyOrNull(Args a, Param<Integer> p) {
        return a.get(p) == -1 ? null : body(a, p);
    }

    /** The human body argument p names. */
    HumanBody human(Args a, Param<Integer> p) {
        if (!(body(a, p) instanceof HumanBody hb)) {
            throw a.refuse(p, "= " + a.get(p) + " is not a human body (IPhysics_CreateHumanBody makes one)");
        }
        return hb;
    }

    /** The owner of the body argument p names, null for −1 (a null owner). */
    BodyOwner owner(Args a, Param<Integer> p) {
        Body b = bodyOrNull(a, p);
        return b == null ? null : b.owner();
    }

    /** The session owner of body argument p, or an error when it has none of this session's. */
    SessionOwner sessionOwner(Args a, Param<Integer> p) {
        if (!(body(a, p).owner() instanceof SessionOwner o)) {
            throw a.refuse(p, "= " + a.get(p) + " has no owner a session sets (a scenario body or an ownerless one)");
        }
        return o;
    }

    /** The shape argument p names. */
    Shape shape(Args a, Param<Integer> p) {
        int h = a.get(p);
        if (h < 0 || h >= shapes.size()) {
            throw a.refuse(p, "= " + h + " is not a shape handle of this session (0.." + (shapes.size() - 1) + ")");
        }
        return shapes.get(h);
    }

    /** How many body handles there are. */
    int bodyCount() {
        return bodies.size();
    }

    /** The body of handle h. */
    Body bodyAt(int h) {
        return bodies.get(h);
    }

    /** A new owner for the body about to get the next handle. */
    SessionOwner newOwner() {
        return new SessionOwner(bodies.size());
    }

    /** The human list head to tail (Unit 9, IPhysics +0x04), as handles. */
    int[] humans() {
        List<HumanBody> l = new ArrayList<>();
        for (HumanBody h = world.humanHead(); h != null && l.size() <= bodies.size() + 4096; h = h.humanNext()) {
            l.add(h);
        }
        return handles(l);
    }
}
