package engine.kernels.oracle;

import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.mesh;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelTable;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.contact.ContactInsert;
import engine.kernels.contact.ContactScratch;
import engine.kernels.sweep.BodySweeper;
import engine.kernels.sweep.ContactResolver;
import engine.kernels.sweep.ContactScale;
import engine.kernels.sweep.ContactVectors;
import engine.kernels.sweep.LandingCheck;
import engine.kernels.sweep.SweepBodyVsMesh;
import engine.kernels.sweep.SweepHumanMask;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Unit 3's functions as the oracle serves them: the vector helpers, the contact scales, the sorted insert, the
 * contact resolution and the body sweep with scripted contacts, and the mesh pass and landing test over a given
 * mesh. The mover is a sphere of radius 0.3 at the origin owned by an owner described by its attributes, state,
 * type mask and flags; each call builds its own world, so calls share nothing.
 *
 * <p>A scripted contact is {@value #STRIDE} floats: normal x, y, z, fraction, answer (the owner's reply to it),
 * contact flags, slide x, y, z, triangle flags (−1: no triangle), other (0 the level, 1 the other body). The sweep
 * takes one more float first: the pass (1..3) the contact is found in. Level contacts come from the mesh query
 * (only the first of a pass is inserted), body contacts from the body pass (body flag 0x1 needed).
 *
 * <p>One method per function, named after it; {@link #table} registers each with its parameters.
 */
public final class SweepFunctions {
    /** Floats per scripted contact. */
    static final int STRIDE = 11;

    private static final Param<Integer> OWNER_FLAGS = i32("flags", "the mover's body flags (default 0x400)")
            .orAbsent();
    private static final Param<Integer> OWNER_TYPE_MASK = i32("typeMask",
            "the mover's body and owner type mask (default 0)").orAbsent();
    private static final Param<Long> OWNER_STATE = i64("state", "the mover's owner state (default 0)").orAbsent();
    private static final Param<Boolean> HUMAN = bool("human", "a human body (its contact scale rule; default false)")
            .orAbsent();
    private static final Param<Float> WEIGHT = f32("weight", "attribute 1 (default 82)").orAbsent();
    private static final Param<Float> PUSH_WEIGHT = f32("pushWeight", "attribute 7, k (default 1)").orAbsent();
    private static final Param<Float> RESTITUTION = f32("restitution", "attribute 8, e (default 0)").orAbsent();
    private static final Param<Integer> OTHER_FLAGS = i32("otherFlags", "the other body's flags (default 0)")
            .orAbsent();
    private static final Param<Integer> OTHER_TYPE_MASK = i32("otherTypeMask",
            "the other owner's type mask (default 0)").orAbsent();
    private static final Param<Long> OTHER_STATE = i64("otherState", "the other owner's state (default 0)")
            .orAbsent();
    private static final Param<Float> OTHER_WEIGHT = f32("otherWeight", "the other's attribute 1 (default 82)")
            .orAbsent();
    private static final Param<Float> OTHER_PUSH_WEIGHT = f32("otherPushWeight",
            "the other's attribute 7 (default 1)").orAbsent();
    /** The mover and other body a {@link Script} reads. */
    private static final List<Param<?>> OWNER = List.of(OWNER_FLAGS, OWNER_TYPE_MASK, OWNER_STATE, HUMAN, WEIGHT,
            PUSH_WEIGHT, RESTITUTION, OTHER_FLAGS, OTHER_TYPE_MASK, OTHER_STATE, OTHER_WEIGHT, OTHER_PUSH_WEIGHT);
    private static final Param<Vec4> V = vec4("v", "the vector");
    private static final Param<Vec4> N = vec4("n", "the unit normal");
    private static final Param<Vec4> V_AFTER = vec4("v", "the vector after");
    private static final Param<Float> SCALE = f32("scale", "the contact scale");
    private static final Param<Vec4> PASS_MOVE = vec4("D", "the pass move");
    private static final Param<CollisionMesh> LEVEL = mesh("mesh", "the level");
    private static final Param<Integer> COUNT = i32("count", "contacts inserted");
    private final Supplier<KernelTable> tables;

    private SweepFunctions(Supplier<KernelTable> tables) {
        this.tables = tables;
    }

    private static List<Param<?>> params(List<Param<?>> a, Param<?>... more) {
        List<Param<?>> out = new ArrayList<>(List.of(more));
        out.addAll(a);
        return out;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        SweepFunctions f = new SweepFunctions(tables);
        return List.of(
                SpecFunction.of("PhysicsVec_BackOffPlane", 3,
                        "d = (move x f) . n; if d < -0.01, p.xyz += n (d + 0.01), p.w = 1",
                        List.of(POINT, MOVE, N, FRACTION), List.of(POINT_AFTER, MOVED), f::physicsVec_BackOffPlane),
                SpecFunction.of("Vec_RemoveNormalPart", 3,
                        "d = v . n; if d < 0, v.xyz -= n d, v.w = 1; else v unchanged", List.of(V, N),
                        List.of(V_AFTER), f::vec_RemoveNormalPart),
                SpecFunction.of("PhysicsVec_Bounce", 3, "d = v . n; if d < 0, v -= n d; then v -= n d e, v.w = 1",
                        List.of(V, N, E), List.of(V_AFTER), f::physicsVec_Bounce),
                SpecFunction.of("PhysicsBody_GetContactScale", 3,
                        "1.0 against a body (other shape set), 0.98 against the level", List.of(OTHER_SHAPE),
                        List.of(SCALE), f::physicsBody_GetContactScale),
                SpecFunction.of("PhysicsHumanBody_GetContactScale", 3,
                        "0.25 when the owner is airborne (0x4000000), else 1.0", List.of(STATE), List.of(SCALE),
                        f::physicsHumanBody_GetContactScale),
                SpecFunction.of("Contact_InsertSorted", 3,
                        "contacts inserted in order before the first strictly greater fraction (ties keep insertion"
                                + " order)",
                        List.of(FRACTIONS_INSERTED), List.of(ORDER), f::contact_InsertSorted),
                SpecFunction.of("PhysicsBody_ResolveContacts", 3,
                        "one pass's contacts (already sorted as given) resolved for a mover at the origin",
                        params(OWNER, RESOLVE_CONTACTS, PASS_MOVE, MOVE_V, V, MOVE_FLAGS_BEFORE, SCALE_BEFORE),
                        List.of(RESULT, MOVE_V_AFTER, LOWER_V_AFTER, MOVE_FLAGS_AFTER, SCALE_AFTER, MOVER_POSITION,
                                MOVER_PUSH_OUT, OTHER_PUSH_OUT, PUSHED_CALLS, ANSWERED),
                        f::physicsBody_ResolveContacts),
                SpecFunction.of("PhysicsBody_Sweep", 3,
                        "a sphere body (r 0.3) at the origin swept with scripted contacts per pass",
                        params(OWNER, SWEEP_CONTACTS, VELOCITY, PUSH_OUT_BEFORE, DT, STUCK_BEFORE, CACHED),
                        List.of(POSITION_AFTER, VELOCITIES, STUCK_AFTER, OUT, AFTER_MOVE_CALLS, PUSH_OUT_AFTER,
                                FLAGS_AFTER, OTHER_PUSH_OUT, QUERIES, MOVE_FLAGS_END, SCALE_END),
                        f::physicsBody_Sweep),
                SpecFunction.of("IPhysics_SweepBodyVsMesh", 3,
                        "one pass's mesh part for a sphere: the table's sphere mesh sweep (max 1), then an airborne"
                                + " human's landing",
                        List.of(LEVEL, CENTRE, RADIUS, PASS_MOVE, BODY_TYPE_MASK, OWNER_STATE_DEFAULT_0, FEET_OR_CENTRE,
                                UPPER_OR_FEET),
                        List.of(COUNT, SORTED_FRACTIONS, NORMALS, CONTACT_FLAGS, TRIANGLES),
                        f::iPhysics_SweepBodyVsMesh),
                SpecFunction.of("Human_LandingTest", 3,
                        "an airborne human's landing ray from the higher of the upper point and the moved feet to the"
                                + " lower",
                        List.of(LEVEL, FEET, UPPER, PASS_MOVE, AIRBORNE_STATE, HUMAN_SCALE, TAKE_OFF, HOLD_FLAGS,
                                LANDING_OFFSET),
                        List.of(LANDED, LANDING_FRACTION, LANDING_NORMAL, LANDING_TRIANGLE), f::human_LandingTest),
                SpecFunction.of("PhysicsBody_SweepHumanMask", 11,
                        "the body pass of a capsule mover (default at the origin; its mask from type, state, holding, shape"
                                + " flag 0x2, gait and player) against capsule bodies: the first hitting capsule of"
                                + " each candidate's chain",
                        List.of(BASES, CAPSULE_PASS_MOVE, CAPSULE_FLAGS, GROUPS, CHAINS, MOVER_HUMAN, MOVER_STATE,
                                MOVER_HOLD_FLAGS, GAIT, PLAYER, SHAPE_FLAGS, GROUP, MOVER_BASE, OTHER_TYPE_MASKS,
                                UNTOUCHABLE, OWNERLESS_OTHERS, SHARED_OWNER, MOVER_RADIUS, MOVER_HEIGHT, OTHER_RADII,
                                OTHER_HEIGHTS),
                        List.of(MASK, COUNT, SORTED_BODIES, CAPSULE_FRACTIONS), f::physicsBody_SweepHumanMask));
    }

    private FloatModel model() {
        return tables.get().floatModel();
    }

    private static final Param<Vec4> POINT = vec4("p", "the point");
    private static final Param<Vec4> MOVE = vec4("move", "the move");
    private static final Param<Float> FRACTION = f32("f", "the fraction");
    private static final Param<Vec4> POINT_AFTER = vec4("p", "the point after");
    private static final Param<Boolean> MOVED = bool("moved", "d < -0.01");

    private Results physicsVec_BackOffPlane(Args a, QuirkLog log) {
        Float4 p = new Float4().set(a.get(POINT));
        boolean moved = ContactVectors.backOffPlane(model(), p, new Float4().set(a.get(MOVE)),
                new Float4().set(a.get(N)), a.get(FRACTION));
        return new Results().put(POINT_AFTER, p.toVec4()).put(MOVED, moved);
    }

    private Results vec_RemoveNormalPart(Args a, QuirkLog log) {
        Float4 v = new Float4().set(a.get(V));
        ContactVectors.removeNormalPart(model(), v, new Float4().set(a.get(N)));
        return new Results().put(V_AFTER, v.toVec4());
    }

    private static final Param<Float> E = f32("e", "the restitution");

    /** With the corrections of its caller, the contact resolution. */
    private Results physicsVec_Bounce(Args a, QuirkLog log) {
        KernelTable k = tables.get();
        Float4 v = new Float4().set(a.get(V));
        ContactVectors.bounce(k.config(Slots.CONTACT_RESOLUTION), k.floatModel(), v, new Float4().set(a.get(N)),
                a.get(E), log);
        return new Results().put(V_AFTER, v.toVec4());
    }

    private static final Param<Boolean> OTHER_SHAPE = bool("otherShape", "the contact has another shape (+0x44)");

    private Results physicsBody_GetContactScale(Args a, QuirkLog log) {
        Contact c = new Contact();
        c.other().setShape(a.get(OTHER_SHAPE) ? new SphereShape() : null);
        return new Results().put(SCALE, ContactScale.body(c));
    }

    private static final Param<Long> STATE = i64("state", "the owner's state");

    private Results physicsHumanBody_GetContactScale(Args a, QuirkLog log) {
        ScriptOwner o = new ScriptOwner("human");
        o.typeMask = 0;
        o.state = a.get(STATE);
        return new Results().put(SCALE, ContactScale.human(o));
    }

    private static final Param<float[]> FRACTIONS_INSERTED = floats("fractions",
            "the fractions inserted, in order (at most 50)");
    private static final Param<int[]> ORDER = ints("order", "the sorted list as insertion numbers");

    private Results contact_InsertSorted(Args a, QuirkLog log) {
        float[] f = a.get(FRACTIONS_INSERTED);
        if (f.length > 50) {
            throw a.refuse(FRACTIONS_INSERTED, "has " + f.length + " entries, more than the 50 a list holds");
        }
        Contact[] cs = new Contact[f.length];
        Contact[] sorted = new Contact[f.length];
        int n = 0;
        for (int i = 0; i < f.length; i++) {
            cs[i] = new Contact();
            cs[i].setFraction(f[i]);
            n = ContactInsert.insertSorted(model(), cs[i], sorted, n, null, null, null, null);
        }
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < cs.length; j++) {
                if (sorted[i] == cs[j]) {
                    order[i] = j;
                }
            }
        }
        return new Results().put(ORDER, order);
    }

    private static final Param<float[]> RESOLVE_CONTACTS = floats("contacts",
            STRIDE + " floats per contact (see the class)");
    private static final Param<Vec4> MOVE_V = vec4("V", "the move velocity");
    private static final Param<Integer> MOVE_FLAGS_BEFORE = i32("moveFlags", "the move flags before (default 0)")
            .orAbsent();
    private static final Param<Float> SCALE_BEFORE = f32("scale", "the contact scale before (default 0)").orAbsent();
    private static final Param<Integer> RESULT = i32("result", "1, 0 or -1");
    private static final Param<Vec4> MOVE_V_AFTER = vec4("V", "V after");
    private static final Param<Vec4> LOWER_V_AFTER = vec4("v", "v after");
    private static final Param<Integer> MOVE_FLAGS_AFTER = i32("moveFlags", "after");
    private static final Param<Float> SCALE_AFTER = f32("scale", "after");
    private static final Param<Vec4> MOVER_POSITION = vec4("position", "the mover's");
    private static final Param<Vec4> MOVER_PUSH_OUT = vec4("pushOut", "the mover's +0x50");
    private static final Param<Vec4> OTHER_PUSH_OUT = vec4("otherPushOut", "the other body's +0x50");
    private static final Param<Integer> PUSHED_CALLS = i32("pushedCalls", "calls of the other body's +0x50 slot");
    private static final Param<Integer> ANSWERED = i32("answered", "contacts handed to the owner's handler");

    private Results physicsBody_ResolveContacts(Args a, QuirkLog log) {
        Script s = new Script(a, a.get(RESOLVE_CONTACTS), tables.get(), log, 0);
        float[] cs = a.get(RESOLVE_CONTACTS);
        if (cs.length % STRIDE != 0) {
            throw a.refuse(RESOLVE_CONTACTS, "needs " + STRIDE + " floats per contact, got " + cs.length);
        }
        int n = cs.length / STRIDE;
        Contact[] sorted = new Contact[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = new Contact();
            s.write(sorted[i], cs, i * STRIDE);
            ContactInsert.insertSorted(s.world.floatModel(), sorted[i], new Contact[1], 0, s.owner,
                    cs[i * STRIDE + 10] != 0f ? s.other : null, s.body.firstShape(),
                    cs[i * STRIDE + 10] != 0f ? s.other.body.firstShape() : null);
        }
        MoveState st = new MoveState();
        st.setFlags(a.get(MOVE_FLAGS_BEFORE, 0));
        st.setScale(a.get(SCALE_BEFORE, 0f));
        Float4 bigV = new Float4().set(a.get(MOVE_V));
        Float4 v = new Float4().set(a.get(V));
        int r = s.resolver.resolve(s.world, s.body, sorted, n, new Float4().set(a.get(PASS_MOVE)), bigV, v, st);
        return new Results().put(RESULT, r).put(MOVE_V_AFTER, bigV.toVec4()).put(LOWER_V_AFTER, v.toVec4())
                .put(MOVE_FLAGS_AFTER, st.flags()).put(SCALE_AFTER, st.scale()).put(MOVER_POSITION, s.owner.position)
                .put(MOVER_PUSH_OUT, s.body.pushOut().toVec4()).put(OTHER_PUSH_OUT, s.other.body.pushOut().toVec4())
                .put(PUSHED_CALLS, s.pushedCalls[0]).put(ANSWERED, s.owner.answered);
    }

    private static final Param<float[]> SWEEP_CONTACTS = floats("contacts",
            "1 + " + STRIDE + " floats per contact: the pass (1..3), then as the class says");
    private static final Param<Vec4> VELOCITY = vec4("velocity", "the caller's v");
    private static final Param<Vec4> PUSH_OUT_BEFORE = vec4("pushOut", "+0x50 before (default 0)").orAbsent();
    private static final Param<Float> DT = f32("dt", "the step (default 1/30)").orAbsent();
    private static final Param<Integer> STUCK_BEFORE = i32("stuck", "+0x70 before (default 0)").orAbsent();
    private static final Param<Vec4> CACHED = vec4("cached", "the owner's cached position (default the origin)")
            .orAbsent();
    private static final Param<Vec4> POSITION_AFTER = vec4("position", "the mover's position after");
    private static final Param<float[]> VELOCITIES = floats("velocities", "every velocity set, x y z each, in order");
    private static final Param<Integer> STUCK_AFTER = i32("stuck", "+0x70 after");
    private static final Param<Vec4> OUT = vec4("out", "the displacement (the sentinel 99, 99, 99, 99 if unwritten)");
    private static final Param<Integer> AFTER_MOVE_CALLS = i32("afterMoveCalls", "calls of the owner's +0x118");
    private static final Param<Vec4> PUSH_OUT_AFTER = vec4("pushOut", "+0x50 after");
    private static final Param<Integer> FLAGS_AFTER = i32("flags", "+0x40 after");
    private static final Param<Integer> QUERIES = i32("queries", "mesh queries made");
    private static final Param<Integer> MOVE_FLAGS_END = i32("moveFlags", "the move flags at the end");
    private static final Param<Float> SCALE_END = f32("scale", "the contact scale at the end");

    private Results physicsBody_Sweep(Args a, QuirkLog log) {
        float[] cs = a.get(SWEEP_CONTACTS);
        if (cs.length % (STRIDE + 1) != 0) {
            throw a.refuse(SWEEP_CONTACTS, "needs " + (STRIDE + 1) + " floats per contact, got " + cs.length);
        }
        Script s = new Script(a, cs, tables.get(), log, 1);
        if (a.has(PUSH_OUT_BEFORE)) {
            s.body.pushOut().set(a.get(PUSH_OUT_BEFORE));
        }
        if (a.has(STUCK_BEFORE)) {
            s.body.setStuckCounter(a.get(STUCK_BEFORE));
        }
        if (a.has(CACHED)) {
            s.owner.cached = a.get(CACHED);
        }
        Float4 out = new Float4(99f, 99f, 99f, 99f);
        try {
            s.sweeper.sweep(s.world, s.body, a.get(DT, 1f / 30f), new Float4().set(a.get(VELOCITY)), out);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new FunctionArgumentException(a.function() + ": " + e.getMessage());
        }
        float[] vs = new float[s.owner.velocities.size() * 3];
        for (int i = 0; i < s.owner.velocities.size(); i++) {
            Vec4 v = s.owner.velocities.get(i);
            vs[3 * i] = v.x();
            vs[3 * i + 1] = v.y();
            vs[3 * i + 2] = v.z();
        }
        return new Results().put(POSITION_AFTER, s.owner.position).put(VELOCITIES, vs)
                .put(STUCK_AFTER, s.body.stuckCounter()).put(OUT, out.toVec4())
                .put(AFTER_MOVE_CALLS, s.owner.afterMoveCalls).put(PUSH_OUT_AFTER, s.body.pushOut().toVec4())
                .put(FLAGS_AFTER, s.body.flags()).put(OTHER_PUSH_OUT, s.other.body.pushOut().toVec4())
                .put(QUERIES, s.meshCalls[0]).put(MOVE_FLAGS_END, s.sweeper.moveState().flags())
                .put(SCALE_END, s.sweeper.moveState().scale());
    }

    private static final Param<Vec4> CENTRE = vec4("centre", "the sphere's centre");
    private static final Param<Float> RADIUS = f32("radius", "its radius");
    private static final Param<Integer> BODY_TYPE_MASK = i32("typeMask", "the body's type mask (default 0)")
            .orAbsent();
    private static final Param<Long> OWNER_STATE_DEFAULT_0 = i64("state", "the owner's state (default 0)")
            .orAbsent();
    private static final Param<Vec4> FEET_OR_CENTRE = vec4("feet", "the owner's position (default the centre)")
            .orAbsent();
    private static final Param<Vec4> UPPER_OR_FEET = vec4("upper",
            "the landing test's upper point (default the feet)").orAbsent();
    private static final Param<float[]> SORTED_FRACTIONS = floats("fractions", "their fractions, sorted");
    private static final Param<float[]> NORMALS = floats("normals", "their normals, x y z each");
    private static final Param<int[]> CONTACT_FLAGS = ints("flags", "their contact flags");
    private static final Param<int[]> TRIANGLES = ints("triangles", "their triangles");

    private Results iPhysics_SweepBodyVsMesh(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(LEVEL), log);
        ScriptOwner o = new ScriptOwner("mover");
        o.typeMask = a.get(BODY_TYPE_MASK, 0);
        o.state = a.get(OWNER_STATE_DEFAULT_0, 0L);
        Body b = new Body();
        b.setOwner(o);
        b.setTypeMask(o.typeMask);
        o.body = b;
        SphereShape sp = new SphereShape();
        sp.centre().set(a.get(CENTRE));
        sp.setRadius(a.get(RADIUS));
        b.setFirstShape(sp);
        o.position = a.get(FEET_OR_CENTRE, a.get(CENTRE));
        o.upper = a.get(UPPER_OR_FEET, o.position);
        Float4 d = new Float4().set(a.get(PASS_MOVE));
        Float4 lo = new Float4();
        Float4 hi = new Float4();
        w.shapeBounds().bounds(w, sp, lo, hi);
        Aabb.extendByMove(w.floatModel(), lo, hi, d);
        ContactScratch lists = new ContactScratch().size(w, Quirk.CONTACTS_50);
        int n = new SweepBodyVsMesh(w.kernels().config(Slots.BODY_SWEEP)).sweep(w, lo, hi, b, sp, lists, 0, d);
        Contact[] sorted = lists.sorted();
        float[] f = new float[n];
        float[] nz = new float[3 * n];
        int[] fl = new int[n];
        int[] tr = new int[n];
        for (int i = 0; i < n; i++) {
            f[i] = sorted[i].fraction();
            nz[3 * i] = sorted[i].normal().x();
            nz[3 * i + 1] = sorted[i].normal().y();
            nz[3 * i + 2] = sorted[i].normal().z();
            fl[i] = sorted[i].flags();
            tr[i] = sorted[i].triangle();
        }
        return new Results().put(COUNT, n).put(SORTED_FRACTIONS, f).put(NORMALS, nz).put(CONTACT_FLAGS, fl)
                .put(TRIANGLES, tr);
    }

    private static final Param<Vec4> FEET = vec4("feet", "the feet (+0xa8 position)");
    private static final Param<Vec4> UPPER = vec4("upper", "the upper point (vtable +0x60)");
    private static final Param<Long> AIRBORNE_STATE = i64("state", "the state (default airborne 0x4000000)")
            .orAbsent();
    private static final Param<Float> HUMAN_SCALE = f32("scale", "Human_GetScale (default 1)").orAbsent();
    private static final Param<Float> TAKE_OFF = f32("takeOff", "+0x560 (default 0)").orAbsent();
    private static final Param<Integer> HOLD_FLAGS = i32("holdFlags", "hold flags the human holds with (default 0)")
            .orAbsent();
    private static final Param<Float> LANDING_OFFSET = f32("landingOffset", "h0, vtable +0x58 (default 1)")
            .orAbsent();
    private static final Param<Boolean> LANDED = bool("hit", "a landing contact was written");
    private static final Param<Float> LANDING_FRACTION = f32("fraction", "+0x80 (0 without a hit)");
    private static final Param<Vec4> LANDING_NORMAL = vec4("normal", "+0x50");
    private static final Param<Integer> LANDING_TRIANGLE = i32("triangle", "+0xb4 (-1 none)");

    private Results human_LandingTest(Args a, QuirkLog log) {
        PhysicsWorld w = new PhysicsWorld(tables.get(), a.get(LEVEL), log);
        ScriptOwner o = new ScriptOwner("human");
        o.typeMask = TypeMask.HUMAN;
        o.state = a.get(AIRBORNE_STATE, OwnerState.AIRBORNE);
        o.storedScale = a.get(HUMAN_SCALE, 1f);
        o.takeOff = a.get(TAKE_OFF, 0f);
        o.holdFlags = a.get(HOLD_FLAGS, 0);
        o.landingOffset = a.get(LANDING_OFFSET, 1f);
        o.position = a.get(FEET);
        o.upper = a.get(UPPER);
        Contact c = new Contact();
        c.setFraction(0f);
        boolean hit = new LandingCheck(w.kernels().config(Slots.BODY_SWEEP)).check(w, o, c,
                new Float4().set(a.get(PASS_MOVE)));
        return new Results().put(LANDED, hit).put(LANDING_FRACTION, hit ? c.fraction() : 0f)
                .put(LANDING_NORMAL, c.normal().toVec4()).put(LANDING_TRIANGLE, hit ? c.triangle() : -1);
    }

    private static final Param<float[]> BASES = floats("others", "each body's capsule base, three floats (m)");
    private static final Param<Vec4> CAPSULE_PASS_MOVE = vec4("D", "the pass move (m)");
    private static final Param<int[]> CAPSULE_FLAGS = ints("otherFlags", "each body's flags (default 0x4)").orAbsent();
    private static final Param<int[]> GROUPS = ints("groups", "each body's group (default 0)").orAbsent();
    private static final Param<int[]> CHAINS = ints("chains",
            "capsules per body (1..4, default 1; the extra ones 0.1 m further along x)").orAbsent();
    private static final Param<Boolean> MOVER_HUMAN = bool("human", "the mover's type mask has 0x40 (default true)")
            .orAbsent();
    private static final Param<Long> MOVER_STATE = i64("state", "the mover's owner state (default 0)").orAbsent();
    private static final Param<Integer> MOVER_HOLD_FLAGS = i32("holdFlags",
            "the hold flags the mover holds with (default 0)").orAbsent();
    private static final Param<Integer> GAIT = i32("gait", "+0x1a8 (default 0)").orAbsent();
    private static final Param<Integer> PLAYER = i32("player", "+0x1b0 (default -1)").orAbsent();
    private static final Param<Integer> SHAPE_FLAGS = i32("shapeFlags", "the mover's capsule flags (default 0x1)")
            .orAbsent();
    private static final Param<Integer> GROUP = i32("group", "the mover's group (default 0)").orAbsent();
    private static final Param<Float> MOVER_RADIUS = f32("radius", "the mover capsule's radius +0x40 (m, default 0.35)")
            .orAbsent();
    private static final Param<Float> MOVER_HEIGHT = f32("height", "the mover capsule's height +0x44 (m, default 1.8)")
            .orAbsent();
    private static final Param<float[]> OTHER_RADII = floats("otherRadii",
            "each body's capsule radius (m, default 0.35)").orAbsent();
    private static final Param<float[]> OTHER_HEIGHTS = floats("otherHeights",
            "each body's capsule height (m, default 1.8)").orAbsent();
    private static final Param<Vec4> MOVER_BASE = vec4("base", "the mover capsule's base (m, default the origin)")
            .orAbsent();
    private static final Param<int[]> OTHER_TYPE_MASKS = ints("otherTypeMasks",
            "each body's and owner's type mask (default 0x40; 0x200 skips the capsule pair's vertical test)")
            .orAbsent();
    private static final Param<int[]> UNTOUCHABLE = ints("untouchable",
            "bodies whose owners the mover's +0x110 answer refuses (default none)").orAbsent();
    private static final Param<int[]> OWNERLESS_OTHERS = ints("ownerless", "bodies without an owner (default none)")
            .orAbsent();
    private static final Param<int[]> SHARED_OWNER = ints("sharedOwner",
            "bodies owned by the mover's owner, the query's ignored one (default none)").orAbsent();
    private static final Param<Integer> MASK = i32("mask", "the flag mask the candidates must meet");
    private static final Param<int[]> SORTED_BODIES = ints("others", "each contact's body, sorted");
    private static final Param<float[]> CAPSULE_FRACTIONS = floats("fractions", "each contact's fraction");

    /**
     * Unit 11, PhysicsBody_SweepHumanMask: a capsule mover (default r 0.35, h 1.8, at the origin), listed, against
     * capsule bodies, through the world's body-pass slot with the provider's capsule-capsule sweep entry.
     */
    private Results physicsBody_SweepHumanMask(Args a, QuirkLog log) {
        float[] bases = a.get(BASES);
        if (bases.length % 3 != 0) {
            throw a.refuse(BASES, "needs three floats each");
        }
        int n = bases.length / 3;
        int[] flags = PerItem.ints(a, CAPSULE_FLAGS, n, 0x4, "body");
        int[] groups = PerItem.ints(a, GROUPS, n, 0, "body");
        int[] chains = PerItem.ints(a, CHAINS, n, 1, "body");
        PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
        ScriptOwner o = new ScriptOwner("mover");
        o.typeMask = a.get(MOVER_HUMAN, true) ? TypeMask.HUMAN : TypeMask.OBJECT;
        o.state = a.get(MOVER_STATE, 0L);
        o.holdFlags = a.get(MOVER_HOLD_FLAGS, 0);
        o.gait = a.get(GAIT, 0);
        o.playerNumber = a.get(PLAYER, -1);
        Vec4 base = a.get(MOVER_BASE, Vec4.ZERO_POINT);
        Body mover = capsuleBody(w, o, base.x(), base.y(), base.z(), 1, a.get(MOVER_HEIGHT, 1.8f),
                a.get(MOVER_RADIUS, 0.35f));
        mover.firstShape().setFlags(a.get(SHAPE_FLAGS, 1) & 0xffff);
        mover.setGroup(a.get(GROUP, 0) & 0xffff);
        int[] typeMasks = PerItem.ints(a, OTHER_TYPE_MASKS, n, TypeMask.HUMAN, "body");
        List<Body> bodies = others(a, w, bases, flags, groups, chains, typeMasks);
        for (int i : a.get(UNTOUCHABLE, new int[0])) {
            o.untouchable.add(listedBody(a, UNTOUCHABLE, bodies, i).owner());
        }
        for (int i : a.get(SHARED_OWNER, new int[0])) {
            listedBody(a, SHARED_OWNER, bodies, i).setOwner(o);
        }
        for (int i : a.get(OWNERLESS_OTHERS, new int[0])) {
            listedBody(a, OWNERLESS_OTHERS, bodies, i).setOwner(null);
        }
        Float4 d = new Float4().set(a.get(CAPSULE_PASS_MOVE));
        Float4 lo = mover.minInto(new Float4());
        Float4 hi = mover.maxInto(new Float4());
        Aabb.extendByMove(w.floatModel(), lo, hi, d);
        ContactScratch lists = new ContactScratch().size(w, Quirk.CONTACTS_50);
        int count = w.kernels().get(Slots.BODY_PASS).pass(w, lo, hi, mover, mover.firstShape(), lists.contacts(),
                lists.sorted(), 0, d);
        int[] others = new int[count];
        float[] fractions = new float[count];
        for (int i = 0; i < count; i++) {
            others[i] = holding(bodies, lists.sorted()[i].other().shape());
            fractions[i] = lists.sorted()[i].fraction();
        }
        return new Results().put(MASK, SweepHumanMask.mask(mover, mover.firstShape())).put(COUNT, count)
                .put(SORTED_BODIES, others).put(CAPSULE_FRACTIONS, fractions);
    }

    /** The listed capsule bodies of SweepHumanMask's "others", each owned by its own human. */
    /** Body i of bodies, or an error naming p. */
    private static Body listedBody(Args a, Param<?> p, List<Body> bodies, int i) {
        if (i < 0 || i >= bodies.size()) {
            throw a.refuse(p, "names " + i + ", not a body number 0.." + (bodies.size() - 1));
        }
        return bodies.get(i);
    }

    /** The number of the body whose chain holds s (owners may be shared or missing), -1 for none. */
    private static int holding(List<Body> bodies, Shape s) {
        for (int i = 0; i < bodies.size(); i++) {
            for (Shape t = bodies.get(i).firstShape(); t != null; t = t.next()) {
                if (t == s) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static List<Body> others(Args a, PhysicsWorld w, float[] bases, int[] flags, int[] groups, int[] chains,
                                     int[] typeMasks) {
        float[] radii = PerItem.floats(a, OTHER_RADII, chains.length, 1, 0.35f, "body");
        float[] heights = PerItem.floats(a, OTHER_HEIGHTS, chains.length, 1, 1.8f, "body");
        List<Body> bodies = new ArrayList<>();
        for (int i = 0; i < chains.length; i++) {
            if (chains[i] < 1 || chains[i] > 4) {
                throw a.refuse(CHAINS, "= " + chains[i] + " not in 1..4");
            }
            ScriptOwner oo = new ScriptOwner("body " + i);
            oo.typeMask = typeMasks[i];
            Body b = capsuleBody(w, oo, bases[3 * i], bases[3 * i + 1], bases[3 * i + 2], chains[i], heights[i],
                    radii[i]);
            b.setFlags(flags[i]);
            b.setGroup(groups[i] & 0xffff);
            bodies.add(b);
        }
        return bodies;
    }

    /** A listed body of owner with a chain of n capsules (r 0.35, h 1.8), the first's base at (x, y, z). */
    private static Body capsuleBody(PhysicsWorld w, ScriptOwner owner, float x, float y, float z, int n,
                                    float height, float radius) {
        Body b = new Body();
        Shape last = null;
        for (int k = 0; k < n; k++) {
            CapsuleShape c = new CapsuleShape();
            c.setSize(height, radius);
            c.base().set(x + 0.1f * k, y, z, 1f);
            if (last == null) {
                b.setFirstShape(c);
            } else {
                last.setNext(c);
            }
            last = c;
        }
        b.setOwner(owner);
        b.setTypeMask(owner.typeMask);
        owner.body = b;
        engine.kernels.call.Calls.bodyBounds(w, b, b.firstShape(), new engine.api.math.Float4(), new engine.api.math.Float4());
        for (Shape s = b.firstShape().next(); s != null; s = s.next()) {
            engine.kernels.call.Calls.addBodyShapeBounds(w, b, s, new engine.api.math.Float4(), new engine.api.math.Float4());
        }
        w.addBody(b);
        return b;
    }

    /**
     * A call's world: the mover and the other body, a mesh with one far-away triangle per scripted triangle
     * flags, and a table whose sphere mesh sweep and body pass replay the script (passOffset 1: the first float of
     * each contact is its pass), the rest from the provider's table, the sweep and resolution this package's.
     */
    private static final class Script {
        final ScriptOwner owner = new ScriptOwner("mover");
        final ScriptOwner other = new ScriptOwner("other");
        final Body body;
        final PhysicsWorld world;
        final int[] pushedCalls = new int[1];
        final int[] meshCalls = new int[1];
        final ContactResolver resolver;
        final BodySweeper sweeper;
        final Map<Integer, Integer> triangleOfFlags = new HashMap<>();
        final String function;

        Script(Args a, float[] cs, KernelTable base, QuirkLog log, int passOffset) {
            this.function = a.function();
            resolver = new ContactResolver(base.config(Slots.CONTACT_RESOLUTION),
                    (ob, c, push, move) -> pushedCalls[0]++);
            sweeper = new BodySweeper(base.config(Slots.BODY_SWEEP));
            body = a.get(HUMAN, false) ? new HumanBody() : new Body();
            body.setFlags(a.get(OWNER_FLAGS, BodyFlags.WRITE_BACK_VELOCITY));
            owner.typeMask = a.get(OWNER_TYPE_MASK, 0);
            body.setTypeMask(owner.typeMask);
            owner.state = a.get(OWNER_STATE, 0L);
            owner.attributes[1] = a.get(WEIGHT, 82f);
            owner.attributes[7] = a.get(PUSH_WEIGHT, 1f);
            owner.attributes[8] = a.get(RESTITUTION, 0f);
            body.setOwner(owner);
            owner.body = body;
            body.setFirstShape(sphere());
            Body ob = new Body();
            ob.setFlags(a.get(OTHER_FLAGS, 0));
            other.typeMask = a.get(OTHER_TYPE_MASK, 0);
            ob.setTypeMask(other.typeMask);
            other.state = a.get(OTHER_STATE, 0L);
            other.attributes[1] = a.get(OTHER_WEIGHT, 82f);
            other.attributes[7] = a.get(OTHER_PUSH_WEIGHT, 1f);
            ob.setOwner(other);
            ob.setFirstShape(sphere());
            other.body = ob;
            int stride = STRIDE + passOffset;
            MeshBuilder mb = new MeshBuilder();
            for (int i = 0; i + stride <= cs.length; i += stride) {
                float tf = cs[i + passOffset + 9];
                if (tf != -1f && !triangleOfFlags.containsKey((int) tf)) {
                    if (tf < 0f || tf > 0xffff || tf != (int) tf) {
                        throw new FunctionArgumentException(function + ": contact " + (i / stride)
                                + " has triangle flags " + tf + ", not -1 or a u16");
                    }
                    int k = triangleOfFlags.size();
                    mb.triangle(mb.vertex(10000f + 10f * k, 10000f, 0f), mb.vertex(10001f + 10f * k, 10000f, 0f),
                            mb.vertex(10000f + 10f * k, 10001f, 0f), (int) tf, 0);
                    triangleOfFlags.put((int) tf, k);
                }
            }
            CollisionMesh mesh = mb.triangleCount() == 0 ? null : mb.build(4f);
            KernelTable table = passOffset == 0 ? base : scripted(base, cs, stride);
            world = new PhysicsWorld(table, mesh, log);
        }

        private static SphereShape sphere() {
            SphereShape s = new SphereShape();
            s.setRadius(0.3f);
            s.centre().set(0f, 0f, 0f, 1f);
            return s;
        }

        /** Writes scripted contact cs[at..] into c and records its answer. */
        void write(Contact c, float[] cs, int at) {
            c.normal().set(cs[at], cs[at + 1], cs[at + 2], 0f);
            c.setFraction(cs[at + 3]);
            owner.answers.put(c, (int) cs[at + 4]);
            c.setFlags((int) cs[at + 5]);
            c.slide().set(cs[at + 6], cs[at + 7], cs[at + 8], 1f);
            c.setTriangle(cs[at + 9] == -1f ? -1 : triangleOfFlags.get((int) cs[at + 9]));
        }

        /** The base table with the sweep, the resolution, the sphere mesh sweep and the body pass replaced. */
        private KernelTable scripted(KernelTable base, float[] cs, int stride) {
            int[] meshPass = new int[1];
            int[] bodyPass = new int[1];
            MeshSweep mesh = (ctx, out, offset, max, lo, hi, b, shape, move, options, minNz, maxNz) -> {
                int pass = ++meshPass[0];
                meshCalls[0]++;
                int n = 0;
                for (int i = 0; i + stride <= cs.length; i += stride) {
                    if ((int) cs[i] == pass && cs[i + 11] == 0f && n < max && offset + n < out.length) {
                        write(out[offset + n], cs, i + 1);
                        n++;
                    }
                }
                return n;
            };
            BodyPass bodies = (ctx, lo, hi, b, shape, contacts, sorted, count, move) -> {
                int pass = ++bodyPass[0];
                for (int i = 0; i + stride <= cs.length; i += stride) {
                    if ((int) cs[i] == pass && cs[i + 11] != 0f) {
                        write(contacts[count], cs, i + 1);
                        count = ContactInsert.insertSorted(ctx.floatModel(), contacts[count], sorted, count, b.owner(),
                                other, shape,
                                other.body.firstShape());
                    }
                }
                return count;
            };
            KernelConfig original = KernelConfig.original(base.floatModel());
            return KernelTable.builder(base).put(Slots.BODY_SWEEP, "script", base.config(Slots.BODY_SWEEP), sweeper)
                    .put(Slots.CONTACT_RESOLUTION, "script", base.config(Slots.CONTACT_RESOLUTION), resolver)
                    .put(Slots.meshSweep(ShapeType.SPHERE), "script", original, mesh)
                    .put(Slots.BODY_PASS, "script", original, bodies).build();
        }
    }

}
