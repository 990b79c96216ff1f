package engine.kernels.oracle.session;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mat4;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.human.HumanBodies;
import java.util.ArrayList;
import java.util.List;

/**
 * Unit 10 in its session form: a human body's scale step, update, move, strike switch, push sphere, push and strike
 * test on the session's world, reading its owner's values as session.set left them.
 */
final class HumanForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Integer> FLAGS = i32("flags", "its flags +0x40 after");
    private static final Param<Aabb> BOX = aabb("box", "its box after");
    private static final Param<Aabb> BROAD = aabb("broad", "its broad bound +0x90 after");
    private static final Param<Mat4> MATRIX = mat4("m", "the new matrix, row 3 the position");
    private static final Param<Integer> ID = i32("id", "the bone id (-128..127; negative: every bone)")
            .range(Byte.MIN_VALUE, Byte.MAX_VALUE);
    private static final Param<Boolean> ON = bool("on", "on or off");
    private static final Param<Long> STRIKE_BITS = i64("strikeBits", "+0xc0 after");
    private static final Param<Boolean> HELD = bool("held", "a push sphere is held after");
    private static final Param<int[]> HUMANS = ints("humans", "the human list, head first (handles)");
    private static final Param<float[]> PUSH_OUTS = floats("pushOuts",
            "each listed human's push-out +0x50 after, x, y, z per human");
    private static final Param<int[]> STRUCK = ints("struck",
            "what the strike shapes met, in order (body handles, -1 the level)");
    private static final Param<Integer> WEAPON_TIMER = i32("weaponTimer", "+0xd8 after");
    private static final Param<Integer> FIRST = i32("first", "+0x30, the first shape (handle, -1 none)");
    private static final Param<int[]> BONE_CHAIN = ints("bones", "the bone chain +0x80, head first (shape handles)");
    private static final Param<Integer> SHAPE = i32("shape", "the shape's handle (a sphere or a segment)");
    private static final Param<Integer> BONE = i32("bone", "its bone (-128..127)").range(Byte.MIN_VALUE,
            Byte.MAX_VALUE);
    private static final Param<Integer> MOVER = i32("mover", "the moving body whose contact pushes (handle)");
    private static final Param<Vec4> PASS_MOVE = vec4("D", "the pass move (m)");
    private static final Param<Vec4> NORMAL = vec4("normal",
            "the contact normal (default -1, 0, 0, 0)").orAbsent();
    private static final Param<Float> FRACTION = f32("fraction", "the contact fraction (default 0.5)").orAbsent();
    private static final Param<Integer> CALLS = i32("calls", "Human_OnPushContact calls this call made");
    private static final Param<Vec4> PUSH = vec4("push", "the last push handed to it (zero none)");
    private static final Param<Vec4> PUSH_OUT = vec4("pushOut", "the pushed body's +0x50 after");
    private final SessionWorld w;

    private HumanForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        HumanForms f = new HumanForms(w);
        return List.of(
                SpecFunction.of("PhysicsBody_ApplyHumanScale", 10, "capsule and bones from the owner's scale",
                        List.of(BODY), List.of(FLAGS, BOX), f::applyScale),
                SpecFunction.of("PhysicsHumanBody_Update", 10, "capsule, re-sort, broad bound, bone poses",
                        List.of(BODY), List.of(FLAGS, BOX, BROAD), f::update),
                SpecFunction.of("PhysicsHumanBody_Moved", 10, "capsule and bones set from m, the broad bound",
                        List.of(BODY, MATRIX), List.of(FLAGS, BOX, BROAD), f::moved),
                SpecFunction.of("PhysBody_SetShapeEnabled", 10, "empties the struck list, switches bone id",
                        List.of(BODY, ID, ON), List.of(STRIKE_BITS), f::setShapeEnabled),
                SpecFunction.of("PhysicsHumanBody_SetPushSphere", 10, "on takes a free push sphere, off frees it",
                        List.of(BODY, ON), List.of(HELD), f::setPushSphere),
                SpecFunction.of("PhysicsHumanBody_ClearStrikeSpheres", 10, "pops each weapon sphere, switched off",
                        List.of(BODY), List.of(), f::clearStrikeSpheres),
                SpecFunction.of("PhysicsHumanBody_PushAwayHumans", 10,
                        "with a push sphere held, every other human it overlaps pushed (push-outs grow)",
                        List.of(BODY), List.of(HUMANS, PUSH_OUTS), f::pushAway),
                SpecFunction.of("PhysicsHumanBody_GetShapes", 10, "+0x30, the capsule", List.of(BODY),
                        List.of(FIRST), f::getShapes),
                SpecFunction.of("PhysicsHumanBody_Destroy", 10, "the destructor: the body's drops the first shape",
                        List.of(BODY), List.of(FIRST, BONE_CHAIN), f::destroy),
                SpecFunction.of("PhysicsHumanBody_AddBoneShape", 10,
                        "a shape given its bone appended at the bone chain's tail: flags |= 0x2 (0x4 for bones 3, 6)",
                        List.of(BODY, SHAPE, BONE), List.of(BONE_CHAIN), f::addBoneShape),
                SpecFunction.of("PhysicsHumanBody_OnStruck", 10,
                        "the mover's contact with the human's first shape resolved (its owner's contactAnswer; 4 a"
                                + " push): the human's Human_OnPushContact and push-out",
                        List.of(BODY, MOVER, PASS_MOVE, NORMAL, FRACTION), List.of(CALLS, PUSH, PUSH_OUT),
                        f::onStruck),
                SpecFunction.of("Human_TestStrikes", 10,
                        "the strike test of the body's weapon and strike shapes against the level and the world",
                        List.of(BODY), List.of(STRUCK, WEAPON_TIMER, STRIKE_BITS), f::testStrikes));
    }

    private Results shape(HumanBody hb) {
        return new Results().put(FLAGS, hb.flags()).put(BOX, hb.box());
    }

    private Results applyScale(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().applyHumanScale(w.world, hb);
        return shape(hb);
    }

    private Results update(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().update(w.world, hb, hb.owner());
        return shape(hb).put(BROAD, hb.broadBox());
    }

    private Results moved(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().moved(w.world, hb, a.get(MATRIX));
        return shape(hb).put(BROAD, hb.broadBox());
    }

    private Results setShapeEnabled(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().setShapeEnabled(w.world, hb, a.get(ID), a.get(ON));
        return new Results().put(STRIKE_BITS, hb.strikeBits());
    }

    private Results setPushSphere(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().setPushSphere(w.world, hb, a.get(ON));
        return new Results().put(HELD, hb.pushSphere() != null);
    }

    private Results clearStrikeSpheres(Args a, QuirkLog log) {
        w.world.humans().clearStrikeSpheres(w.world, w.human(a, BODY));
        return new Results();
    }

    private Results pushAway(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        w.world.humans().pushAwayHumans(w.world, hb);
        int[] humans = w.humans();
        float[] out = new float[humans.length * 3];
        for (int i = 0; i < humans.length; i++) {
            var p = w.bodyAt(humans[i]).pushOut();
            out[3 * i] = p.x();
            out[3 * i + 1] = p.y();
            out[3 * i + 2] = p.z();
        }
        return new Results().put(HUMANS, humans).put(PUSH_OUTS, out);
    }

    private Results testStrikes(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        SessionOwner o = hb.owner() instanceof SessionOwner so ? so : null;
        if (o != null) {
            o.struck.clear();
        }
        w.world.humans().testStrikes(w.world, hb);
        int[] struck = new int[o == null ? 0 : o.struck.size()];
        for (int i = 0; i < struck.length; i++) {
            struck[i] = w.handle(o.struck.get(i));
        }
        return new Results().put(STRUCK, struck).put(WEAPON_TIMER, hb.weaponTimer()).put(STRIKE_BITS,
                hb.strikeBits());
    }

    private Results getShapes(Args a, QuirkLog log) {
        return new Results().put(FIRST, w.handle(HumanBodies.getShapes(w.human(a, BODY))));
    }

    private Results destroy(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        HumanBodies.destroy(hb);
        return new Results().put(FIRST, w.handle(hb.firstShape())).put(BONE_CHAIN, bones(hb));
    }

    private Results addBoneShape(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        Shape s = w.shape(a, SHAPE);
        if (!(s instanceof SphereShape || s instanceof SegmentShape)) {
            throw a.refuse(SHAPE, "= " + a.get(SHAPE) + " is neither a sphere nor a segment");
        }
        if (s.next() != null) {
            throw a.refuse(SHAPE, "= " + a.get(SHAPE) + " is on a chain already");
        }
        s.setBone(a.get(BONE));
        HumanBodies.addBoneShape(hb, s);
        return new Results().put(BONE_CHAIN, bones(hb));
    }

    private int[] bones(HumanBody hb) {
        List<Integer> out = new ArrayList<>();
        for (Shape s = hb.boneChain(); s != null && out.size() < 4096; s = s.next()) {
            out.add(w.handle(s));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private Results onStruck(Args a, QuirkLog log) {
        HumanBody hb = w.human(a, BODY);
        Body mover = w.body(a, MOVER);
        if (mover.owner() == null) {
            throw a.refuse(MOVER, "= " + a.get(MOVER) + " has no owner to answer the contact");
        }
        SessionOwner pushed = hb.owner() instanceof SessionOwner so ? so : null;
        int before = pushed == null ? 0 : pushed.pushes;
        Contact c = new Contact();
        c.normal().set(a.get(NORMAL, new Vec4(-1f, 0f, 0f, 0f)));
        c.setFraction(a.get(FRACTION, 0.5f));
        c.setTriangle(-1);
        c.own().setOwner(mover.owner());
        c.other().setOwner(hb.owner());
        c.other().setShape(hb.firstShape());
        Float4 d = new Float4().set(a.get(PASS_MOVE));
        w.world.kernels().get(Slots.CONTACT_RESOLUTION).resolve(w.world, mover, new Contact[] {c}, 1, d,
                new Float4().set(d), new Float4().set(d), new MoveState());
        return new Results().put(CALLS, pushed == null ? 0 : pushed.pushes - before)
                .put(PUSH, pushed == null || pushed.pushes == before ? new Vec4(0f, 0f, 0f, 0f)
                        : pushed.lastPush).put(PUSH_OUT, hb.pushOut().toVec4());
    }
}
