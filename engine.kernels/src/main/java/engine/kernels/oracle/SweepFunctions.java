package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
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
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 */
public final class SweepFunctions {
    /** Floats per scripted contact. */
    static final int STRIDE = 11;

    private static final Param OWNER_FLAGS = Param.optional("flags", ValueType.INT,
            "the mover's body flags (default 0x400)");
    private static final List<Param> OWNER = List.of(OWNER_FLAGS,
            Param.optional("typeMask", ValueType.INT, "the mover's body and owner type mask (default 0)"),
            Param.optional("state", ValueType.LONG, "the mover's owner state (default 0)"),
            Param.optional("human", ValueType.BOOL, "a human body (its contact scale rule; default false)"),
            Param.optional("weight", ValueType.FLOAT, "attribute 1 (default 82)"),
            Param.optional("pushWeight", ValueType.FLOAT, "attribute 7, k (default 1)"),
            Param.optional("restitution", ValueType.FLOAT, "attribute 8, e (default 0)"),
            Param.optional("otherFlags", ValueType.INT, "the other body's flags (default 0)"),
            Param.optional("otherTypeMask", ValueType.INT, "the other owner's type mask (default 0)"),
            Param.optional("otherState", ValueType.LONG, "the other owner's state (default 0)"),
            Param.optional("otherWeight", ValueType.FLOAT, "the other's attribute 1 (default 82)"),
            Param.optional("otherPushWeight", ValueType.FLOAT, "the other's attribute 7 (default 1)"));

    private SweepFunctions() {
    }

    private static Map<String, Object> result(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private static List<Param> params(List<Param> a, Param... more) {
        List<Param> out = new ArrayList<>(List.of(more));
        out.addAll(a);
        return out;
    }

    /** The table; tables supplies this provider's kernel table for each call's world. */
    public static List<SpecFunction> table(Supplier<KernelTable> tables) {
        List<SpecFunction> t = new ArrayList<>();
        Param vv = new Param("v", ValueType.VEC4, "the vector");
        Param nn = new Param("n", ValueType.VEC4, "the unit normal");
        t.add(new SpecFunction("PhysicsVec_BackOffPlane", 3,
                "d = (move x f) . n; if d < -0.01, p.xyz += n (d + 0.01), p.w = 1",
                List.of(new Param("p", ValueType.VEC4, "the point"), new Param("move", ValueType.VEC4, "the move"), nn,
                        new Param("f", ValueType.FLOAT, "the fraction")),
                List.of(new Param("p", ValueType.VEC4, "the point after"),
                        new Param("moved", ValueType.BOOL, "d < -0.01")),
                (a, log) -> {
                    Float4 p = new Float4().set((Vec4) a.get("p"));
                    boolean moved = ContactVectors.backOffPlane(model(tables), p,
                            new Float4().set((Vec4) a.get("move")),
                            new Float4().set((Vec4) a.get("n")), (Float) a.get("f"));
                    return result("p", p.toVec4(), "moved", moved);
                }));
        t.add(new SpecFunction("Vec_RemoveNormalPart", 3,
                "d = v . n; if d < 0, v.xyz -= n d, v.w = 1; else v unchanged",
                List.of(vv, nn), List.of(new Param("v", ValueType.VEC4, "the vector after")),
                (a, log) -> {
                    Float4 v = new Float4().set((Vec4) a.get("v"));
                    ContactVectors.removeNormalPart(model(tables), v, new Float4().set((Vec4) a.get("n")));
                    return result("v", v.toVec4());
                }));
        t.add(new SpecFunction("PhysicsVec_Bounce", 3, "d = v . n; if d < 0, v -= n d; then v -= n d e, v.w = 1",
                List.of(vv, nn, new Param("e", ValueType.FLOAT, "the restitution")),
                List.of(new Param("v", ValueType.VEC4, "the vector after")),
                (a, log) -> {
                    Float4 v = new Float4().set((Vec4) a.get("v"));
                    boolean keepOutgoing = tables.get().config(Slots.CONTACT_RESOLUTION)
                            .corrects(Quirk.BOUNCE_DAMPS_OUTGOING);
                    Float4 n = new Float4().set((Vec4) a.get("n"));
                    ContactVectors.bounce(model(tables), v, n, (Float) a.get("e"), log, keepOutgoing);
                    return result("v", v.toVec4());
                }));
        t.add(new SpecFunction("PhysicsBody_GetContactScale", 3,
                "1.0 against a body (other shape set), 0.98 against the level",
                List.of(new Param("otherShape", ValueType.BOOL, "the contact has another shape (+0x44)")),
                List.of(new Param("scale", ValueType.FLOAT, "the contact scale")),
                (a, log) -> {
                    Contact c = new Contact();
                    c.other().setShape((Boolean) a.get("otherShape") ? new SphereShape() : null);
                    return result("scale", ContactScale.body(c));
                }));
        t.add(new SpecFunction("PhysicsHumanBody_GetContactScale", 3,
                "0.25 when the owner is airborne (0x4000000), else 1.0",
                List.of(new Param("state", ValueType.LONG, "the owner's state")),
                List.of(new Param("scale", ValueType.FLOAT, "the contact scale")),
                (a, log) -> {
                    ScriptOwner o = new ScriptOwner("human");
                    o.typeMask = 0;
                    o.state = (Long) a.get("state");
                    return result("scale", ContactScale.human(o));
                }));
        t.add(new SpecFunction("Contact_InsertSorted", 3,
                "contacts inserted in order before the first strictly greater fraction (ties keep insertion order)",
                List.of(new Param("fractions", ValueType.FLOAT_LIST, "the fractions inserted, in order (at most 50)")),
                List.of(new Param("order", ValueType.INT_LIST, "the sorted list as insertion numbers")),
                (a, log) -> {
                    float[] f = (float[]) a.get("fractions");
                    if (f.length > 50) {
                        throw new FunctionArgumentException("Contact_InsertSorted: argument 'fractions' has " + f.length
                                + " entries, more than the 50 a list holds");
                    }
                    Contact[] cs = new Contact[f.length];
                    Contact[] sorted = new Contact[f.length];
                    int n = 0;
                    for (int i = 0; i < f.length; i++) {
                        cs[i] = new Contact();
                        cs[i].setFraction(f[i]);
                        n = ContactInsert.insertSorted(model(tables), cs[i], sorted, n, null, null, null, null);
                    }
                    int[] order = new int[n];
                    for (int i = 0; i < n; i++) {
                        for (int j = 0; j < cs.length; j++) {
                            if (sorted[i] == cs[j]) {
                                order[i] = j;
                            }
                        }
                    }
                    return result("order", order);
                }));
        t.add(new SpecFunction("PhysicsBody_ResolveContacts", 3,
                "one pass's contacts (already sorted as given) resolved for a mover at the origin",
                params(OWNER,
                        new Param("contacts", ValueType.FLOAT_LIST, STRIDE + " floats per contact (see the class)"),
                        new Param("D", ValueType.VEC4, "the pass move"),
                        new Param("V", ValueType.VEC4, "the move velocity"),
                        vv, Param.optional("moveFlags", ValueType.INT, "the move flags before (default 0)"),
                        Param.optional("scale", ValueType.FLOAT, "the contact scale before (default 0)")),
                List.of(new Param("result", ValueType.INT, "1, 0 or -1"), new Param("V", ValueType.VEC4, "V after"),
                        new Param("v", ValueType.VEC4, "v after"), new Param("moveFlags", ValueType.INT, "after"),
                        new Param("scale", ValueType.FLOAT, "after"),
                        new Param("position", ValueType.VEC4, "the mover's"),
                        new Param("pushOut", ValueType.VEC4, "the mover's +0x50"),
                        new Param("otherPushOut", ValueType.VEC4, "the other body's +0x50"),
                        new Param("pushedCalls", ValueType.INT, "calls of the other body's +0x50 slot"),
                        new Param("answered", ValueType.INT, "contacts handed to the owner's handler")),
                (a, log) -> {
                    Script s = new Script("PhysicsBody_ResolveContacts", tables.get(), a, log, 0);
                    float[] cs = (float[]) a.get("contacts");
                    if (cs.length % STRIDE != 0) {
                        throw new FunctionArgumentException("PhysicsBody_ResolveContacts: argument 'contacts' needs "
                                + STRIDE + " floats per contact, got " + cs.length);
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
                    st.setFlags(a.containsKey("moveFlags") ? (Integer) a.get("moveFlags") : 0);
                    st.setScale(a.containsKey("scale") ? (Float) a.get("scale") : 0f);
                    Float4 bigV = new Float4().set((Vec4) a.get("V"));
                    Float4 v = new Float4().set((Vec4) a.get("v"));
                    int r = s.resolver.resolve(s.world, s.body, sorted, n, new Float4().set((Vec4) a.get("D")), bigV,
                            v, st);
                    return result("result", r, "V", bigV.toVec4(), "v", v.toVec4(), "moveFlags", st.flags(),
                            "scale", st.scale(), "position", s.owner.position,
                            "pushOut", s.body.pushOut().toVec4(), "otherPushOut", s.other.body.pushOut().toVec4(),
                            "pushedCalls", s.pushedCalls[0], "answered", s.owner.answered);
                }));
        t.add(new SpecFunction("PhysicsBody_Sweep", 3,
                "a sphere body (r 0.3) at the origin swept with scripted contacts per pass",
                params(OWNER, new Param("contacts", ValueType.FLOAT_LIST,
                                "1 + " + STRIDE + " floats per contact: the pass (1..3), then as the class says"),
                        new Param("velocity", ValueType.VEC4, "the caller's v"),
                        Param.optional("pushOut", ValueType.VEC4, "+0x50 before (default 0)"),
                        Param.optional("dt", ValueType.FLOAT, "the step (default 1/30)"),
                        Param.optional("stuck", ValueType.INT, "+0x70 before (default 0)"),
                        Param.optional("cached", ValueType.VEC4, "the owner's cached position (default the origin)")),
                List.of(new Param("position", ValueType.VEC4, "the mover's position after"),
                        new Param("velocities", ValueType.FLOAT_LIST, "every velocity set, x y z each, in order"),
                        new Param("stuck", ValueType.INT, "+0x70 after"),
                        new Param("out", ValueType.VEC4, "the displacement (the sentinel 99, 99, 99, 99 if unwritten)"),
                        new Param("afterMoveCalls", ValueType.INT, "calls of the owner's +0x118"),
                        new Param("pushOut", ValueType.VEC4, "+0x50 after"),
                        new Param("flags", ValueType.INT, "+0x40 after"),
                        new Param("otherPushOut", ValueType.VEC4, "the other body's +0x50"),
                        new Param("queries", ValueType.INT, "mesh queries made"),
                        new Param("moveFlags", ValueType.INT, "the move flags at the end"),
                        new Param("scale", ValueType.FLOAT, "the contact scale at the end")),
                (a, log) -> {
                    float[] cs = (float[]) a.get("contacts");
                    if (cs.length % (STRIDE + 1) != 0) {
                        throw new FunctionArgumentException("PhysicsBody_Sweep: argument 'contacts' needs "
                                + (STRIDE + 1) + " floats per contact, got " + cs.length);
                    }
                    Script s = new Script("PhysicsBody_Sweep", tables.get(), a, log, 1);
                    if (a.containsKey("pushOut")) {
                        s.body.pushOut().set((Vec4) a.get("pushOut"));
                    }
                    if (a.containsKey("stuck")) {
                        s.body.setStuckCounter((Integer) a.get("stuck"));
                    }
                    if (a.containsKey("cached")) {
                        s.owner.cached = (Vec4) a.get("cached");
                    }
                    float dt = a.containsKey("dt") ? (Float) a.get("dt") : 1f / 30f;
                    Float4 out = new Float4(99f, 99f, 99f, 99f);
                    try {
                        s.sweeper.sweep(s.world, s.body, dt, new Float4().set((Vec4) a.get("velocity")), out);
                    } catch (IllegalArgumentException | IllegalStateException e) {
                        throw new FunctionArgumentException("PhysicsBody_Sweep: " + e.getMessage());
                    }
                    float[] vs = new float[s.owner.velocities.size() * 3];
                    for (int i = 0; i < s.owner.velocities.size(); i++) {
                        Vec4 v = s.owner.velocities.get(i);
                        vs[3 * i] = v.x();
                        vs[3 * i + 1] = v.y();
                        vs[3 * i + 2] = v.z();
                    }
                    return result("position", s.owner.position, "velocities", vs, "stuck", s.body.stuckCounter(),
                            "out", out.toVec4(), "afterMoveCalls", s.owner.afterMoveCalls,
                            "pushOut", s.body.pushOut().toVec4(), "flags", s.body.flags(),
                            "otherPushOut", s.other.body.pushOut().toVec4(), "queries", s.meshCalls[0],
                            "moveFlags", s.sweeper.moveState().flags(), "scale", s.sweeper.moveState().scale());
                }));
        t.add(new SpecFunction("IPhysics_SweepBodyVsMesh", 3,
                "one pass's mesh part for a sphere: the table's sphere mesh sweep (max 1), then an airborne human's "
                        + "landing",
                List.of(new Param("mesh", ValueType.MESH, "the level"),
                        new Param("centre", ValueType.VEC4, "the sphere's centre"),
                        new Param("radius", ValueType.FLOAT, "its radius"),
                        new Param("D", ValueType.VEC4, "the pass move"),
                        Param.optional("typeMask", ValueType.INT, "the body's type mask (default 0)"),
                        Param.optional("state", ValueType.LONG, "the owner's state (default 0)"),
                        Param.optional("feet", ValueType.VEC4, "the owner's position (default the centre)"),
                        Param.optional("upper", ValueType.VEC4, "the landing test's upper point (default the feet)")),
                List.of(new Param("count", ValueType.INT, "contacts inserted"),
                        new Param("fractions", ValueType.FLOAT_LIST, "their fractions, sorted"),
                        new Param("normals", ValueType.FLOAT_LIST, "their normals, x y z each"),
                        new Param("flags", ValueType.INT_LIST, "their contact flags"),
                        new Param("triangles", ValueType.INT_LIST, "their triangles")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    ScriptOwner o = new ScriptOwner("mover");
                    o.typeMask = a.containsKey("typeMask") ? (Integer) a.get("typeMask") : 0;
                    o.state = a.containsKey("state") ? (Long) a.get("state") : 0L;
                    Body b = new Body();
                    b.setOwner(o);
                    b.setTypeMask(o.typeMask);
                    o.body = b;
                    SphereShape sp = new SphereShape();
                    sp.centre().set((Vec4) a.get("centre"));
                    sp.setRadius((Float) a.get("radius"));
                    b.setFirstShape(sp);
                    o.position = a.containsKey("feet") ? (Vec4) a.get("feet") : (Vec4) a.get("centre");
                    o.upper = a.containsKey("upper") ? (Vec4) a.get("upper") : o.position;
                    Float4 d = new Float4().set((Vec4) a.get("D"));
                    Float4 lo = new Float4();
                    Float4 hi = new Float4();
                    w.shapeBounds().bounds(w, sp, lo, hi);
                    engine.api.math.Aabb.extendByMove(w.floatModel(), lo, hi, d);
                    ContactScratch lists = new ContactScratch().size(w, Quirk.CONTACTS_50);
                    int n = new SweepBodyVsMesh(w.kernels().config(Slots.BODY_SWEEP)).sweep(w, lo, hi, b, sp, lists,
                            0, d);
                    return listResult(lists.sorted(), n);
                }));
        t.add(new SpecFunction("Human_LandingTest", 3,
                "an airborne human's landing ray from the higher of the upper point and the moved feet to the lower",
                List.of(new Param("mesh", ValueType.MESH, "the level"),
                        new Param("feet", ValueType.VEC4, "the feet (+0xa8 position)"),
                        new Param("upper", ValueType.VEC4, "the upper point (vtable +0x60)"),
                        new Param("D", ValueType.VEC4, "the pass move"),
                        Param.optional("state", ValueType.LONG, "the state (default airborne 0x4000000)"),
                        Param.optional("scale", ValueType.FLOAT, "Human_GetScale (default 1)"),
                        Param.optional("takeOff", ValueType.FLOAT, "+0x560 (default 0)"),
                        Param.optional("holdFlags", ValueType.INT, "hold flags the human holds with (default 0)"),
                        Param.optional("landingOffset", ValueType.FLOAT, "h0, vtable +0x58 (default 1)")),
                List.of(new Param("hit", ValueType.BOOL, "a landing contact was written"),
                        new Param("fraction", ValueType.FLOAT, "+0x80 (0 without a hit)"),
                        new Param("normal", ValueType.VEC4, "+0x50"),
                        new Param("triangle", ValueType.INT, "+0xb4 (-1 none)")),
                (a, log) -> {
                    PhysicsWorld w = new PhysicsWorld(tables.get(), (CollisionMesh) a.get("mesh"), log);
                    ScriptOwner o = new ScriptOwner("human");
                    o.typeMask = engine.api.body.TypeMask.HUMAN;
                    o.state = a.containsKey("state") ? (Long) a.get("state") : OwnerState.AIRBORNE;
                    o.storedScale = a.containsKey("scale") ? (Float) a.get("scale") : 1f;
                    o.takeOff = a.containsKey("takeOff") ? (Float) a.get("takeOff") : 0f;
                    o.holdFlags = a.containsKey("holdFlags") ? (Integer) a.get("holdFlags") : 0;
                    o.landingOffset = a.containsKey("landingOffset") ? (Float) a.get("landingOffset") : 1f;
                    o.position = (Vec4) a.get("feet");
                    o.upper = (Vec4) a.get("upper");
                    Contact c = new Contact();
                    c.setFraction(0f);
                    boolean hit = new LandingCheck(w.kernels().config(Slots.BODY_SWEEP))
                            .check(w, o, c, new Float4().set((Vec4) a.get("D")));
                    return result("hit", hit, "fraction", hit ? c.fraction() : 0f, "normal", c.normal().toVec4(),
                            "triangle", hit ? c.triangle() : -1);
                }));
        t.add(sweepHumanMask(tables));
        return t;
    }

    /**
     * Unit 11, PhysicsBody_SweepHumanMask: a capsule mover (r 0.35, h 1.8) at the origin, listed, against capsule
     * bodies, through the world's body-pass slot with the provider's capsule-capsule sweep entry.
     */
    private static SpecFunction sweepHumanMask(Supplier<KernelTable> tables) {
        return new SpecFunction("PhysicsBody_SweepHumanMask", 11,
                "the body pass of a capsule mover at the origin (its mask from type, state, holding, shape flag 0x2,"
                        + " gait and player) against capsule bodies: the first hitting capsule of each candidate's"
                        + " chain",
                List.of(new Param("others", ValueType.FLOAT_LIST, "each body's capsule base, three floats (m)"),
                        new Param("D", ValueType.VEC4, "the pass move (m)"),
                        Param.optional("otherFlags", ValueType.INT_LIST, "each body's flags (default 0x4)"),
                        Param.optional("groups", ValueType.INT_LIST, "each body's group (default 0)"),
                        Param.optional("chains", ValueType.INT_LIST,
                                "capsules per body (1..4, default 1; the extra ones 0.1 m further along x)"),
                        Param.optional("human", ValueType.BOOL, "the mover's type mask has 0x40 (default true)"),
                        Param.optional("state", ValueType.LONG, "the mover's owner state (default 0)"),
                        Param.optional("holdFlags", ValueType.INT, "the hold flags the mover holds with (default 0)"),
                        Param.optional("gait", ValueType.INT, "+0x1a8 (default 0)"),
                        Param.optional("player", ValueType.INT, "+0x1b0 (default -1)"),
                        Param.optional("shapeFlags", ValueType.INT, "the mover's capsule flags (default 0x1)"),
                        Param.optional("group", ValueType.INT, "the mover's group (default 0)")),
                List.of(new Param("mask", ValueType.INT, "the flag mask the candidates must meet"),
                        new Param("count", ValueType.INT, "contacts inserted"),
                        new Param("others", ValueType.INT_LIST, "each contact's body, sorted"),
                        new Param("fractions", ValueType.FLOAT_LIST, "each contact's fraction")),
                (a, log) -> {
                    String fn = "PhysicsBody_SweepHumanMask";
                    float[] bases = (float[]) a.get("others");
                    if (bases.length % 3 != 0) {
                        throw new FunctionArgumentException(fn + ": argument 'others' needs three floats each");
                    }
                    int n = bases.length / 3;
                    int[] flags = perBody(a, "otherFlags", n, 0x4, fn);
                    int[] groups = perBody(a, "groups", n, 0, fn);
                    int[] chains = perBody(a, "chains", n, 1, fn);
                    PhysicsWorld w = new PhysicsWorld(tables.get(), null, log);
                    boolean human = (Boolean) a.getOrDefault("human", true);
                    ScriptOwner o = new ScriptOwner("mover");
                    o.typeMask = human ? engine.api.body.TypeMask.HUMAN : engine.api.body.TypeMask.OBJECT;
                    o.state = (Long) a.getOrDefault("state", 0L);
                    o.holdFlags = (Integer) a.getOrDefault("holdFlags", 0);
                    o.gait = (Integer) a.getOrDefault("gait", 0);
                    o.playerNumber = (Integer) a.getOrDefault("player", -1);
                    Body mover = capsuleBody(w, o, 0f, 0f, 0f, 1);
                    mover.firstShape().setFlags((Integer) a.getOrDefault("shapeFlags", 1) & 0xffff);
                    mover.setGroup((Integer) a.getOrDefault("group", 0) & 0xffff);
                    List<Body> bodies = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        if (chains[i] < 1 || chains[i] > 4) {
                            throw new FunctionArgumentException(fn + ": argument 'chains' = " + chains[i]
                                    + " not in 1..4");
                        }
                        ScriptOwner oo = new ScriptOwner("body " + i);
                        oo.typeMask = engine.api.body.TypeMask.HUMAN;
                        Body b = capsuleBody(w, oo, bases[3 * i], bases[3 * i + 1], bases[3 * i + 2], chains[i]);
                        b.setFlags(flags[i]);
                        b.setGroup(groups[i] & 0xffff);
                        bodies.add(b);
                    }
                    Float4 d = new Float4().set((Vec4) a.get("D"));
                    Float4 lo = mover.minInto(new Float4());
                    Float4 hi = mover.maxInto(new Float4());
                    engine.api.math.Aabb.extendByMove(w.floatModel(), lo, hi, d);
                    ContactScratch lists = new ContactScratch().size(w, Quirk.CONTACTS_50);
                    int count = w.kernels().get(Slots.BODY_PASS).pass(w, lo, hi, mover, mover.firstShape(),
                            lists.contacts(), lists.sorted(), 0, d);
                    int[] others = new int[count];
                    float[] fractions = new float[count];
                    for (int i = 0; i < count; i++) {
                        others[i] = bodies.indexOf(((ScriptOwner) lists.sorted()[i].otherOwner()).body);
                        fractions[i] = lists.sorted()[i].fraction();
                    }
                    return result("mask", engine.kernels.sweep.SweepHumanMask.mask(mover, mover.firstShape()),
                            "count", count, "others", others, "fractions", fractions);
                });
    }

    private static int[] perBody(Map<String, Object> a, String key, int n, int fallback, String fn) {
        int[] v = (int[]) a.get(key);
        if (v == null) {
            int[] out = new int[n];
            java.util.Arrays.fill(out, fallback);
            return out;
        }
        if (v.length != n) {
            throw new FunctionArgumentException(fn + ": argument '" + key + "' needs one value per body (" + n + ")");
        }
        return v;
    }

    /** A listed body of owner with a chain of n capsules (r 0.35, h 1.8), the first's base at (x, y, z). */
    private static Body capsuleBody(PhysicsWorld w, ScriptOwner owner, float x, float y, float z, int n) {
        Body b = new Body();
        engine.api.shape.Shape last = null;
        for (int k = 0; k < n; k++) {
            engine.api.shape.CapsuleShape c = new engine.api.shape.CapsuleShape();
            c.setSize(1.8f, 0.35f);
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
        Float4 lo = new Float4();
        Float4 hi = new Float4();
        engine.kernels.call.Calls.bodyBounds(w, b, b.firstShape(), lo, hi);
        for (engine.api.shape.Shape s = b.firstShape().next(); s != null; s = s.next()) {
            engine.kernels.call.Calls.addBodyShapeBounds(w, b, s, lo, hi);
        }
        w.addBody(b);
        return b;
    }

    private static FloatModel model(Supplier<KernelTable> tables) {
        return tables.get().floatModel();
    }

    private static Contact[] contacts(int n) {
        Contact[] cs = new Contact[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Contact();
        }
        return cs;
    }

    private static Map<String, Object> listResult(Contact[] sorted, int n) {
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
        return result("count", n, "fractions", f, "normals", nz, "flags", fl, "triangles", tr);
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

        Script(String function, KernelTable base, Map<String, Object> a, QuirkLog log, int passOffset) {
            this.function = function;
            resolver = new ContactResolver(base.config(Slots.CONTACT_RESOLUTION),
                    (ob, c, push, move) -> pushedCalls[0]++);
            sweeper = new BodySweeper(base.config(Slots.BODY_SWEEP));
            boolean human = a.containsKey("human") && (Boolean) a.get("human");
            body = human ? new HumanBody() : new Body();
            body.setFlags(a.containsKey("flags") ? (Integer) a.get("flags") : BodyFlags.WRITE_BACK_VELOCITY);
            owner.typeMask = a.containsKey("typeMask") ? (Integer) a.get("typeMask") : 0;
            body.setTypeMask(owner.typeMask);
            owner.state = a.containsKey("state") ? (Long) a.get("state") : 0L;
            owner.attributes[1] = a.containsKey("weight") ? (Float) a.get("weight") : 82f;
            owner.attributes[7] = a.containsKey("pushWeight") ? (Float) a.get("pushWeight") : 1f;
            owner.attributes[8] = a.containsKey("restitution") ? (Float) a.get("restitution") : 0f;
            body.setOwner(owner);
            owner.body = body;
            body.setFirstShape(sphere());
            Body ob = new Body();
            ob.setFlags(a.containsKey("otherFlags") ? (Integer) a.get("otherFlags") : 0);
            other.typeMask = a.containsKey("otherTypeMask") ? (Integer) a.get("otherTypeMask") : 0;
            ob.setTypeMask(other.typeMask);
            other.state = a.containsKey("otherState") ? (Long) a.get("otherState") : 0L;
            other.attributes[1] = a.containsKey("otherWeight") ? (Float) a.get("otherWeight") : 82f;
            other.attributes[7] = a.containsKey("otherPushWeight") ? (Float) a.get("otherPushWeight") : 1f;
            ob.setOwner(other);
            ob.setFirstShape(sphere());
            other.body = ob;
            float[] cs = (float[]) a.get("contacts");
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

    /** The owner an oracle call describes; records what the sweep does to it. */
}
