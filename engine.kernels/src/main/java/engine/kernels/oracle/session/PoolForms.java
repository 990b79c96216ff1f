package engine.kernels.oracle.session;

import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import java.util.ArrayList;
import java.util.List;

/**
 * Unit 9 in its session form: the create functions make a body (and its session owner) from the world's pools and
 * answer its handle (−1 when the pool is full, as the original's null); the free functions and the human list.
 */
final class PoolForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Integer> MADE = i32("body", "the new body's handle, -1 when its pool is full");
    private static final Param<Integer> FLAGS = i32("flags", "its flags +0x40 (0 for none)");
    private static final Param<Vec4> SCALE = vec4("scale", "its scale +0x60 (0 for none)");
    private static final Param<int[]> HUMANS = ints("humans", "the human list, head first (handles)");
    private static final Param<Float> HUMAN_SCALE = f32("scale", "the human's stored scale (default 1)").orAbsent();
    private static final Param<Float> WIDTH = f32("width", "the pane's width (m)");
    private static final Param<Float> HEIGHT = f32("height", "the pane's height (m)");
    private static final List<Param<?>> MADE_RESULTS = List.of(MADE, FLAGS, SCALE, HUMANS);
    private final SessionWorld w;

    private PoolForms(SessionWorld w) {
        this.w = w;
    }

    /** The kinds of body the free functions free, in the FREES order. */
    private enum Kind { HUMAN, PUNCH_BAG, OBJECT, CAR, PANE }

    private static final String[] FREES = {"IPhysics_FreeHumanBody", "IPhysics_FreePunchBagBody",
        "IPhysics_FreeObjectBody", "IPhysics_FreeCarBody", "IPhysics_FreeBoxBody"};

    static List<SpecFunction> table(SessionWorld w) {
        PoolForms f = new PoolForms(w);
        List<SpecFunction> t = new ArrayList<>(List.of(
                SpecFunction.of("IPhysics_CreateHumanBody", 9,
                        "a human set from the pool for a new human owner (type mask 0x40, one bone 1.8 x scale up)",
                        List.of(HUMAN_SCALE), MADE_RESULTS, f::createHuman),
                SpecFunction.of("IPhysics_CreatePunchBagBody", 9, "the punch bag set for a new human owner",
                        List.of(), MADE_RESULTS, f::createPunchBag),
                SpecFunction.of("IPhysics_CreateObjectBody", 9, "an object body for a new owner", List.of(),
                        MADE_RESULTS, f::createObject),
                SpecFunction.of("IPhysics_CreateCarBody", 9, "a car body for a new owner", List.of(),
                        MADE_RESULTS, f::createCar),
                SpecFunction.of("Physics_CreateBoxBody", 9, "a pane sized (width, 0.5, height) for a new owner",
                        List.of(WIDTH, HEIGHT), MADE_RESULTS, f::createPane),
                SpecFunction.of("IPhysics_AddHumanBody", 9, "a human body appended to the human list",
                        List.of(BODY), List.of(HUMANS), f::addHuman),
                SpecFunction.of("IPhysics_RemoveHumanBody", 9, "a human body taken off the human list",
                        List.of(BODY), List.of(HUMANS), f::removeHuman)));
        for (Kind k : Kind.values()) {
            t.add(SpecFunction.of(FREES[k.ordinal()], 9, "frees a body this kind's create made",
                    List.of(BODY), List.of(HUMANS), (a, log) -> f.free(k, a)));
        }
        return t;
    }

    private SessionOwner human(float scale) {
        SessionOwner o = w.newOwner();
        o.typeMask = 0x40;
        o.storedScale = scale;
        o.hasBone = true;
        o.bonePosition = Vec4.point(0f, 0f, 1.8f * scale);
        return o;
    }

    private Results createHuman(Args a, QuirkLog log) {
        SessionOwner o = human(a.get(HUMAN_SCALE, 1f));
        return made(o, w.world.bodyPools().createHumanBody(w.world, o));
    }

    private Results createPunchBag(Args a, QuirkLog log) {
        SessionOwner o = human(1f);
        return made(o, w.world.bodyPools().createPunchBagBody(w.world, o));
    }

    private Results createObject(Args a, QuirkLog log) {
        SessionOwner o = w.newOwner();
        return made(o, w.world.bodyPools().createObjectBody(w.world, o));
    }

    private Results createCar(Args a, QuirkLog log) {
        SessionOwner o = w.newOwner();
        return made(o, w.world.bodyPools().createCarBody(w.world, o));
    }

    private Results createPane(Args a, QuirkLog log) {
        SessionOwner o = w.newOwner();
        return made(o, w.world.bodyPools().createBoxBody(w.world, o, a.get(WIDTH), a.get(HEIGHT)));
    }

    private Results made(SessionOwner o, Body b) {
        if (b == null) {
            return new Results().put(MADE, -1).put(FLAGS, 0).put(SCALE, new Vec4(0f, 0f, 0f, 0f))
                    .put(HUMANS, humans());
        }
        o.body = b;
        int h = w.handle(b); // a pool record made again keeps the handle it had
        return new Results().put(MADE, h).put(FLAGS, b.flags()).put(SCALE, b.scale().toVec4()).put(HUMANS, humans());
    }

    private Results addHuman(Args a, QuirkLog log) {
        w.world.bodyPools().addHumanBody(w.world, w.human(a, BODY));
        return new Results().put(HUMANS, humans());
    }

    private Results removeHuman(Args a, QuirkLog log) {
        w.world.bodyPools().removeHumanBody(w.world, w.human(a, BODY));
        return new Results().put(HUMANS, humans());
    }

    private Results free(Kind k, Args a) {
        Body b = w.body(a, BODY);
        if (b.owner() == null) {
            throw a.refuse(BODY, "= " + a.get(BODY) + " is freed already (its owner is 0)");
        }
        var pools = w.world.bodyPools();
        switch (k) {
            case HUMAN, PUNCH_BAG -> pools.freeHumanBody(w.world, w.human(a, BODY));
            case OBJECT -> pools.freeObjectBody(w.world, b);
            case CAR -> pools.freeCarBody(w.world, b);
            case PANE -> pools.freeBoxBody(w.world, b);
        }
        return new Results().put(HUMANS, humans());
    }

    private int[] humans() {
        return w.humans();
    }
}
