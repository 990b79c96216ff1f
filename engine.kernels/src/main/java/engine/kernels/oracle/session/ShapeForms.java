package engine.kernels.oracle.session;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.i32;

import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import java.util.ArrayList;
import java.util.List;

/**
 * Units 6, 8, 9 and 10's shape calls in their session form: the shape pools' allocs and free, the strike sphere
 * search, a shape's enable and bounds, a weapon sphere added to a human body, and Human_CreatePhysicsBody.
 */
final class ShapeForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Integer> SHAPE = i32("shape", "the shape's handle");
    private static final Param<Integer> GOT = i32("shape", "the shape's handle, -1 when the pool has none free");
    private static final Param<Integer> FLAGS = i32("flags", "the shape's flags after (0 for none)");
    private static final Param<Boolean> ON = bool("on", "on or off");
    private static final Param<Aabb> BOUNDS = aabb("box", "the shape's world box (m)");
    private static final Param<Integer> MADE = i32("body", "the human's new body (handle), -1 when none was had");
    private static final String[] ALLOCS = {"IPhysics_AllocObjectSphere", "IPhysics_AllocObjectBox",
        "IPhysics_AllocCarBox", "IPhysics_AllocBigSphere"};
    private final SessionWorld w;

    private ShapeForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        ShapeForms f = new ShapeForms(w);
        List<SpecFunction> t = new ArrayList<>();
        for (int k = 0; k < ALLOCS.length; k++) {
            int pool = k;
            t.add(SpecFunction.of(ALLOCS[k], 8, "the first free shape of its pool, flags |= 0xb (-1 when full)",
                    List.of(), List.of(GOT, FLAGS), (a, log) -> f.alloc(pool)));
        }
        t.add(SpecFunction.of("IPhysics_FreeShape", 8, "gives a pool shape back (clears 0x8)", List.of(SHAPE),
                List.of(FLAGS), f::free));
        t.add(SpecFunction.of("IPhysics_FindFreeStrikeSphere", 8, "the first strike sphere not enabled (-1 none)",
                List.of(), List.of(GOT, FLAGS), f::findStrike));
        t.add(SpecFunction.of("PhysicsShape_Enable", 6, "on sets flags 0x11, off clears 0x1", List.of(SHAPE, ON),
                List.of(FLAGS), f::enable));
        t.add(SpecFunction.of("PhysicsShape_GetBounds", 6, "the shape's world box by its type", List.of(SHAPE),
                List.of(BOUNDS), f::bounds));
        t.add(SpecFunction.of("PhysicsHumanBody_AddStrikeSphere", 10, "a sphere pushed at the weapon chain's head",
                List.of(BODY, SHAPE), List.of(), f::addStrike));
        t.add(SpecFunction.of("Human_CreatePhysicsBody", 9,
                "frees the human's body, then makes a punch bag or a human body by the callers' rules",
                List.of(BODY), List.of(MADE, FLAGS), f::createPhysicsBody));
        return t;
    }

    private Results alloc(int pool) {
        var pools = w.world.shapePools();
        Shape s = switch (pool) {
            case 0 -> pools.allocObjectSphere(w.world);
            case 1 -> pools.allocObjectBox(w.world);
            case 2 -> pools.allocCarBox(w.world);
            default -> pools.allocBigSphere(w.world);
        };
        return new Results().put(GOT, w.handle(s)).put(FLAGS, s == null ? 0 : s.flags());
    }

    private Results free(Args a, QuirkLog log) {
        Shape s = w.shape(a, SHAPE);
        w.world.shapePools().freeShape(w.world, s);
        return new Results().put(FLAGS, s.flags());
    }

    private Results findStrike(Args a, QuirkLog log) {
        Shape s = w.world.shapePools().findFreeStrikeSphere(w.world);
        return new Results().put(GOT, w.handle(s)).put(FLAGS, s == null ? 0 : s.flags());
    }

    private Results enable(Args a, QuirkLog log) {
        Shape s = w.shape(a, SHAPE);
        w.world.poses().enable(w.world, s, a.get(ON));
        return new Results().put(FLAGS, s.flags());
    }

    private Results bounds(Args a, QuirkLog log) {
        Shape s = w.shape(a, SHAPE);
        Float4 min = new Float4();
        Float4 max = new Float4();
        w.world.shapeBounds().bounds(w.world, s, min, max);
        return new Results().put(BOUNDS, new Aabb(min.toVec4(), max.toVec4()));
    }

    private Results addStrike(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        if (!(w.shape(a, SHAPE) instanceof SphereShape s)) {
            throw a.refuse(SHAPE, "= " + a.get(SHAPE) + " is not a sphere");
        }
        w.world.humans().addStrikeSphere(w.world, hb, s);
        return new Results();
    }

    private Results createPhysicsBody(Args a, QuirkLog log) {
        if (!(w.body(a, BODY).owner() instanceof HumanOwner)) {
            throw a.refuse(BODY, "= " + a.get(BODY) + " has no human owner");
        }
        SessionOwner o = w.sessionOwner(a, BODY);
        HumanBody made = w.world.bodyPools().humanCreatePhysicsBody(w.world, o);
        o.body = made;
        return new Results().put(MADE, made == null ? -1 : w.handle(made)).put(FLAGS, made == null ? 0
                : made.flags());
    }
}
