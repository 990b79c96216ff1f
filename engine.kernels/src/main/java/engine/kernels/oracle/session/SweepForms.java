package engine.kernels.oracle.session;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.slots.Slots;
import engine.kernels.contact.ContactScratch;
import engine.kernels.sweep.SweepHumanMask;
import java.util.ArrayList;
import java.util.List;

/**
 * Units 7 and 11 in their session form: IPhysics_OverlapShape and IPhysics_CollideShape of a body's first shape
 * against the session's bodies (their own shapes) and, with option 0x1, the session's level; the body pass of
 * PhysicsBody_SweepHumanMask.
 */
final class SweepForms {
    private static final Param<Integer> QUERY = i32("query", "the querying body (its first shape is the query's)");
    private static final Param<Integer> OPTIONS = i32("options", "+0x10, the option bits");
    private static final Param<Integer> MAX = i32("max", "+0x18, the most contacts copied (0..1024)").range(0, 1024);
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "+0x14 (default -1)").orAbsent();
    private static final Param<Integer> REQUIRED_FLAGS = i32("requiredFlags", "+0x1c (option 0x800)").orAbsent();
    private static final Param<Integer> EXCLUDED_FLAGS = i32("excludedFlags", "+0x20 (option 0x1000)").orAbsent();
    private static final Param<Integer> EXCLUDED_STATE = i32("excludedState", "+0x24 (option 0x10000)").orAbsent();
    private static final Param<Integer> IGNORED = i32("ignored", "the body whose owner is ignored (-1 none)")
            .orAbsent();
    private static final Param<Aabb> BOX = aabb("box", "+0x08 (option 0x400): the box used instead of the bounds")
            .orAbsent();
    private static final Param<float[]> NZ = floats("nz", "+0x28, +0x2c: the mesh sweep's min and max n.z")
            .orAbsent();
    private static final Param<Vec4> MOVE = vec4("move", "the move (m)");
    private static final Param<Integer> COUNT = i32("count", "contacts copied");
    private static final Param<int[]> OTHERS = ints("others", "each contact's other body (handle), -1 the level");
    private static final Param<float[]> FRACTIONS = floats("fractions", "each contact's fraction");
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Vec4> PASS_MOVE = vec4("D", "the pass move (m)");
    private static final Param<Integer> MASK = i32("mask", "the flag mask the candidates must meet");
    private final SessionWorld w;

    private SweepForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        SweepForms f = new SweepForms(w);
        List<Param<?>> filters = List.of(QUERY, OPTIONS, MAX, TYPE_MASK, REQUIRED_FLAGS, EXCLUDED_FLAGS,
                EXCLUDED_STATE, IGNORED, BOX, NZ);
        List<Param<?>> collide = new ArrayList<>(filters);
        collide.add(MOVE);
        return List.of(
                SpecFunction.of("IPhysics_OverlapShape", 7, "bodies whose shapes overlap the query body's first shape",
                        filters, List.of(COUNT, OTHERS), (a, log) -> f.run(a, false)),
                SpecFunction.of("IPhysics_CollideShape", 11,
                        "the query body's first shape swept by a move against the bodies and the level, sorted",
                        collide, List.of(COUNT, OTHERS, FRACTIONS), (a, log) -> f.run(a, true)),
                SpecFunction.of("PhysicsBody_SweepHumanMask", 11,
                        "the body pass of a body's first shape (its mask from its owner and shape) over the box its"
                                + " move sweeps: the sorted contacts",
                        List.of(BODY, PASS_MOVE), List.of(MASK, COUNT, OTHERS, FRACTIONS), f::sweepHumanMask));
    }

    private Results run(Args a, boolean sweep) {
        Body q = w.body(a, QUERY);
        if (q.firstShape() == null) {
            throw a.refuse(QUERY, "= " + a.get(QUERY) + " has no shape (PhysicsBody_AddShape gives it one)");
        }
        float[] nz = a.get(NZ, new float[] {0f, 0f});
        if (nz.length != 2) {
            throw a.refuse(NZ, "needs two floats (min, max)");
        }
        Body ignored = a.has(IGNORED) ? w.bodyOrNull(a, IGNORED) : null;
        ShapeQuery sq = new ShapeQuery().set(q, q.firstShape()).setOptions(a.get(OPTIONS)).setMax(a.get(MAX))
                .setTypeMask(a.get(TYPE_MASK, -1)).setRequiredFlags(a.get(REQUIRED_FLAGS, 0))
                .setExcludedFlags(a.get(EXCLUDED_FLAGS, 0)).setExcludedState(a.get(EXCLUDED_STATE, 0));
        sq.setIgnoredOwner(ignored == null ? null : ignored.owner());
        if (a.has(BOX)) {
            sq.boxMin().set(a.get(BOX).min());
            sq.boxMax().set(a.get(BOX).max());
        }
        sq.setNzRange(nz[0], nz[1]);
        Contact[] out = new Contact[a.get(MAX)];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Contact();
        }
        int n = sweep ? w.world.collisions().collideShape(w.world, out, sq, new Float4().set(a.get(MOVE)))
                : w.world.overlaps().overlapShape(w.world, out, sq);
        int kept = Math.min(n, out.length);
        int[] others = new int[kept];
        float[] fractions = new float[kept];
        for (int i = 0; i < kept; i++) {
            others[i] = w.handle(out[i].otherOwner());
            fractions[i] = out[i].fraction();
        }
        Results r = new Results().put(COUNT, n).put(OTHERS, others);
        return sweep ? r.put(FRACTIONS, fractions) : r;
    }

    private Results sweepHumanMask(Args a, QuirkLog log) {
        Body mover = w.body(a, BODY);
        if (mover.firstShape() == null || mover.owner() == null) {
            throw a.refuse(BODY, "= " + a.get(BODY) + " needs an owner and a shape to sweep");
        }
        Float4 d = new Float4().set(a.get(PASS_MOVE));
        Float4 lo = mover.minInto(new Float4());
        Float4 hi = mover.maxInto(new Float4());
        Aabb.extendByMove(w.world.floatModel(), lo, hi, d);
        ContactScratch lists = new ContactScratch().size(w.world, Quirk.CONTACTS_50);
        int count = w.world.kernels().get(Slots.BODY_PASS).pass(w.world, lo, hi, mover, mover.firstShape(),
                lists.contacts(), lists.sorted(), 0, d);
        int[] others = new int[count];
        float[] fractions = new float[count];
        for (int i = 0; i < count; i++) {
            others[i] = w.handle(lists.sorted()[i].otherOwner());
            fractions[i] = lists.sorted()[i].fraction();
        }
        return new Results().put(MASK, SweepHumanMask.mask(mover, mover.firstShape())).put(COUNT, count)
                .put(OTHERS, others).put(FRACTIONS, fractions);
    }
}
