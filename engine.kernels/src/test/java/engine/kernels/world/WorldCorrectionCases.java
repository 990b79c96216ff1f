package engine.kernels.world;

import static engine.kernels.fake.TestWorlds.box;
import static engine.kernels.fake.TestWorlds.names;
import static engine.kernels.fake.TestWorlds.setBox;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The inputs that show each correction of {@link WorldCorrections}: one case per row. */
public final class WorldCorrectionCases {

    private WorldCorrectionCases() {
    }

    /**
     * COLLIDE_CONTACTS_50: body i met at fraction 0.9 − 0.01 i, so the nearest (0.4) is the 51st hit; with 50
     * contacts it is never inserted. The sphere-capsule sweep is a fake, so every body is met where the case says.
     */
    static Object fiftyOneCollisions(Mode mode) {
        engine.kernels.fake.FakePairSweep capsules = new engine.kernels.fake.FakePairSweep();
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(),
                Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), capsules), null);
        FakeOwner me = new FakeOwner("mover");
        Body mover = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(0.3f);
        mover.setFirstShape(s);
        mover.setOwner(me);
        mover.setTypeMask(-1);
        mover.setFlags(0);
        Calls.bodyBounds(w, mover, s, new Float4(), new Float4());
        w.addBody(mover);
        for (int i = 0; i < 51; i++) {
            Body b = box("B" + i, 0.5f + 0.01f * i, 1f);
            engine.api.shape.CapsuleShape c = new engine.api.shape.CapsuleShape();
            c.setSize(1.8f, 0.35f);
            b.setFirstShape(c);
            capsules.at(c, 0.9f - 0.01f * i);
            w.addBody(b);
        }
        Contact[] out = new Contact[64];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Contact();
        }
        // Option 0x2000 with its own owner drops the mover itself, whose sphere would meet itself (Unit 11's callers).
        ShapeQuery q = new ShapeQuery().set(mover, s).setOptions(ShapeQuery.BODIES | ShapeQuery.IGNORED_OWNER)
                .setIgnoredOwner(me).setMax(64);
        int n = w.collisions().collideShape(w, out, q, new Float4(1f, 0f, 0f, 1f));
        return Snapshot.of(n, out[0].fraction(), String.valueOf(out[0].otherOwner()));
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.CANDIDATES_512, Slots.CONTACT_LISTS,
                        "OverlapShape (options 0x202) over 513 candidates, only the 513th with an enabled shape",
                        WorldCorrectionCases::candidate513),
                new CorrectionCase(Quirk.QUERY_NO_UPPER_X_BACKWARD, Slots.BOX_QUERY,
                        "Unit 7's bodies W P Q S R T, box x [0, 0.2] from S, ignoring S",
                        mode -> query(mode, 0f, 0.2f, 3, 10f)),
                new CorrectionCase(Quirk.STALE_QUERY_BOUND, Slots.BOX_QUERY,
                        "Unit 7's bodies W P Q S R T with the bound forced to 1.0, box x [8, 9] from S, ignoring S",
                        mode -> query(mode, 8f, 9f, 3, 1f)),
                new CorrectionCase(Quirk.QUERY_START_NOT_LISTED, Slots.BOX_QUERY,
                        "a box query over a listed body A from a start body L that is not in the list",
                        WorldCorrectionCases::startNotListed),
                new CorrectionCase(Quirk.EXCLUDED_STATE_SIGN_EXTENDED, Slots.BOX_QUERY,
                        "a filtered query with excludedState 0x80000000 over an owner whose state is 0x4_0000_0000",
                        WorldCorrectionCases::signExtended),
                new CorrectionCase(Quirk.OVERLAP_CONTACTS_50, Slots.CONTACT_LISTS,
                        "OverlapShape (max 64) against a candidate with 60 shapes, each hit nearer than the one before",
                        WorldCorrectionCases::sixtyHits),
                new CorrectionCase(Quirk.COLLIDE_CONTACTS_50, Slots.CONTACT_LISTS,
                        "CollideShape (options 0x2002, max 64) of a sphere against 51 capsule bodies, each met (a fake"
                                + " pair sweep), the nearest last",
                        WorldCorrectionCases::fiftyOneCollisions),
                new CorrectionCase(Quirk.ADD_BODY_UNCHECKED, Slots.BODY_LIST,
                        "bodies A, B, C added, then B added again",
                        WorldCorrectionCases::addTwice),
                new CorrectionCase(Quirk.REMOVE_KEEPS_INDEX, Slots.BODY_LIST,
                        "bodies A, B, C added, then A removed",
                        WorldCorrectionCases::removeFirst),
                new CorrectionCase(Quirk.ADD_SHAPE_UNCHECKED, Slots.BODY_FUNCTIONS,
                        "a body with shapes a, c is given a again",
                        WorldCorrectionCases::addShapeTwice),
                new CorrectionCase(Quirk.CONSTRUCT_FOR_OWNER_STALE, Slots.BODY_FUNCTIONS,
                        "a record holding scale (2, 2, 2, 1) and type mask 0x40 rebuilt for a null owner",
                        WorldCorrectionCases::staleRecord),
                new CorrectionCase(Quirk.UPDATE_SWEEP_AHEAD, Slots.BODY_FUNCTIONS,
                        "Unit 7's update sweep box: a sphere (r 0.35) moved from x 0 to 1, bodies behind and ahead",
                        WorldCorrectionCases::updateSweep),
                new CorrectionCase(Quirk.MOVED_FIRST_SHAPE_ONLY, Slots.BODY_FUNCTIONS,
                        "a box and a sphere at (10, 5, 0) on one body, moved to (5, 5, 0)",
                        WorldCorrectionCases::movedTwoShapes));
    }

    /** An overlap entry that always hits, each call at a fraction 0.01 below the one before (from 0.99). */
    static final class Nearer implements PairOverlap {
        int calls;

        @Override
        public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
            calls++;
            out.setFraction(1f - 0.01f * calls);
            return true;
        }
    }

    private static Body sphereBody(String name, float minX, float maxX, boolean enabled) {
        Body b = box(name, minX, maxX);
        SphereShape s = new SphereShape();
        s.setRadius(0.1f);
        if (!enabled) {
            s.setFlags(0);
        }
        b.setFirstShape(s);
        return b;
    }

    private static Contact[] contacts(int n) {
        Contact[] out = new Contact[n];
        for (int i = 0; i < n; i++) {
            out[i] = new Contact();
        }
        return out;
    }

    static Object candidate513(Mode mode) {
        Nearer fake = new Nearer();
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(),
                Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.SPHERE), fake), null);
        Body q = sphereBody("q", -1f, 1f, true);
        w.addBody(q);
        for (int i = 0; i < 513; i++) {
            w.addBody(sphereBody("B" + i, 0f, 0.5f, i == 512));
        }
        ((SphereShape) q.firstShape()).setRadius(1f);
        Contact[] out = contacts(4);
        ShapeQuery query = new ShapeQuery().set(q, q.firstShape()).setOptions(0x202).setMax(4);
        int n = w.overlaps().overlapShape(w, out, query);
        List<String> met = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            met.add(String.valueOf(out[i].otherOwner()));
        }
        return met;
    }

    static Object sixtyHits(Mode mode) {
        Nearer fake = new Nearer();
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(),
                Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.SPHERE), fake), null);
        Body q = sphereBody("q", -1f, 1f, true);
        ((SphereShape) q.firstShape()).setRadius(1f);
        w.addBody(q);
        Body c = sphereBody("c", 0f, 0.5f, true);
        for (int i = 1; i < 60; i++) {
            TestWorlds.addShape(c, new SphereShape());
        }
        w.addBody(c);
        Contact[] out = contacts(64);
        int n = w.overlaps().overlapShape(w, out, new ShapeQuery().set(q, q.firstShape()).setOptions(0x2).setMax(64));
        float[] fractions = new float[n];
        for (int i = 0; i < n; i++) {
            fractions[i] = out[i].fraction();
        }
        return Snapshot.of(n, fractions);
    }

    /** Unit 7's query bodies W[0, 10] P[1, 2] Q[6, 7] S[8, 9] R[8.5, 9.5] T[11, 12]; bound set to bound. */
    static Object query(Mode mode, float minX, float maxX, int start, float bound) {
        PhysicsWorld w = mode.world();
        float[][] xs = {{0f, 10f}, {1f, 2f}, {6f, 7f}, {8f, 9f}, {8.5f, 9.5f}, {11f, 12f}};
        String[] ns = {"W", "P", "Q", "S", "R", "T"};
        Body[] bodies = new Body[xs.length];
        for (int i = 0; i < xs.length; i++) {
            bodies[i] = box(ns[i], xs[i][0], xs[i][1]);
            w.addBody(bodies[i]);
        }
        w.bodies().setBound(bound);
        Body s = bodies[start];
        Body[] out = new Body[16];
        BoxQuery q = w.kernels().get(Slots.BOX_QUERY);
        int n = q.queryBox(w, out, new Float4(minX, 0f, 0f, 1f), new Float4(maxX, 1f, 1f, 1f), s, s.owner(), -1, 0);
        return names(out, n);
    }

    static Object startNotListed(Mode mode) {
        PhysicsWorld w = mode.world();
        w.addBody(box("A", 0f, 1f));
        Body loose = box("L", 0f, 1f);
        Body[] out = new Body[4];
        int n = w.kernels().get(Slots.BOX_QUERY).queryBox(w, out, new Float4(0f, 0f, 0f, 1f),
                new Float4(1f, 1f, 1f, 1f), loose, null, -1, 0);
        return names(out, n);
    }

    static Object signExtended(Mode mode) {
        PhysicsWorld w = mode.world();
        Body a = box("A", 0f, 1f);
        ((FakeOwner) a.owner()).stateFlags = 0x4_0000_0000L;
        w.addBody(a);
        Body[] out = new Body[4];
        int n = w.kernels().get(Slots.BOX_QUERY).queryBoxFiltered(w, a, out, new Float4(0f, 0f, 0f, 1f),
                new Float4(1f, 1f, 1f, 1f), null, null, -1, 0, 0, 0x80000000, null);
        return names(out, n);
    }

    static Object addTwice(Mode mode) {
        PhysicsWorld w = mode.world();
        Body a = box("A", 0f, 0.5f);
        Body b = box("B", 1f, 1.5f);
        Body c = box("C", 2f, 2.5f);
        w.addBody(a);
        w.addBody(b);
        w.addBody(c);
        w.addBody(b);
        return List.of(names(w), w.bodyVector().size(), b.index());
    }

    static Object removeFirst(Mode mode) {
        PhysicsWorld w = mode.world();
        Body a = box("A", 0f, 1f);
        w.addBody(a);
        w.addBody(box("B", 1f, 2f));
        w.addBody(box("C", 2f, 3f));
        w.removeBody(a);
        return List.of(names(w), a.index());
    }

    static Object addShapeTwice(Mode mode) {
        PhysicsWorld w = mode.world();
        Body b = new Body();
        SphereShape a = new SphereShape();
        SphereShape c = new SphereShape();
        var functions = w.bodyFunctions();
        functions.addShape(w, b, a);
        functions.addShape(w, b, c);
        String outcome;
        try {
            functions.addShape(w, b, a);
            outcome = "added";
        } catch (IllegalStateException e) {
            outcome = "refused";
        }
        return List.of(outcome, b.firstShape() == a, a.next() == c, c.next() == null);
    }

    static Object staleRecord(Mode mode) {
        PhysicsWorld w = mode.world();
        Body b = new Body();
        b.scale().set(2f, 2f, 2f, 1f);
        b.setTypeMask(0x40);
        w.bodyFunctions().constructForOwner(w, b, null);
        return Snapshot.of(b.scale(), b.typeMask());
    }

    static Object updateSweep(Mode mode) {
        List<String> met = new ArrayList<>();
        BodyPass recorder = (ctx, lo, hi, body, shape, cs, sorted, count, move) -> {
            Body[] out = new Body[16];
            int n = ctx.kernels().get(Slots.BOX_QUERY).queryBox(ctx, out, lo, hi, body, body.owner(), -1, 0);
            for (int i = 0; i < n; i++) {
                met.add(String.valueOf(out[i].owner()));
            }
            return count;
        };
        PhysicsWorld w = TestWorlds.world(mode.profile(), mode.quirks(), Map.of(Slots.BODY_PASS, recorder), null);
        FakeOwner o = new FakeOwner("mover").at(Vec4.point(1f, 0f, 0f), Quat.IDENTITY);
        Body b = new Body();
        b.setOwner(o);
        SphereShape s = new SphereShape();
        s.setRadius(0.35f);
        b.setFirstShape(s);
        b.setFlags(BodyFlags.UPDATE_SWEEP);
        w.addBody(b);
        Body behind = box("behind", 0.1f, 0.4f);
        behind.setBox(0.1f, -1f, -1f, 0.4f, 1f, 1f);
        Body ahead = box("ahead", 2.0f, 2.2f);
        ahead.setBox(2.0f, -1f, -1f, 2.2f, 1f, 1f);
        w.addBody(behind);
        w.addBody(ahead);
        w.update(b, o);
        return met;
    }

    static Object movedTwoShapes(Mode mode) {
        PhysicsWorld w = mode.world();
        Body b = new Body();
        BoxShape box = new BoxShape();
        box.setSize(2f, 2f, 2f);
        SphereShape far = new SphereShape();
        far.setRadius(0.5f);
        far.centre().set(10f, 5f, 0f, 1f);
        TestWorlds.addShape(b, box);
        TestWorlds.addShape(b, far);
        w.addBody(b);
        b.setFlags(0);
        setBox(b, 0f, 0f);
        Mat4 m = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(5f, 5f, 0f));
        w.moved(b, m);
        return Snapshot.of(b.box().min(), b.box().max(), b.flags());
    }
}
