package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeContact;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.List;

/** The inputs that show each correction of {@link SweepCorrections}: one case per row. */
public final class SweepCorrectionCases {

    private SweepCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.CONTACTS_50, Slots.CONTACT_LISTS,
                        "a mover with flag 0x1 among 60 bodies, each met by the body pass, the nearest met last",
                        SweepCorrectionCases::sixtyBodies),
                new CorrectionCase(Quirk.SWEEP_BOX_UNSCALED, Slots.BODY_SWEEP,
                        "a capsule mover of body scale (1.4286, 1.4286, 1) beside a wall inside its scaled mesh sphere",
                        SweepCorrectionCases::scaledCapsuleBesideAWall),
                new CorrectionCase(Quirk.PASS_BOX_FROM_START, Slots.BODY_SWEEP,
                        "pass 1 advances the mover to a wall; pass 2 slides past a fin only the advanced box reaches",
                        SweepCorrectionCases::finBesideTheWall),
                new CorrectionCase(Quirk.BOUNCE_DAMPS_OUTGOING, Slots.CONTACT_RESOLUTION,
                        "a floor contact answered 2 (bounce, e = 0.1) while the mover rises at v.z = 2",
                        SweepCorrectionCases::bounceGoingOut),
                new CorrectionCase(Quirk.LANDING_POINT_UNWRITTEN, Slots.BODY_SWEEP,
                        "an airborne human at (0.5, 0.25, 0.3) falls at 15 m/s onto the ground z = 0",
                        SweepCorrectionCases::landingPoint),
                new CorrectionCase(Quirk.PUSH_OUT_CONSUMED, Slots.BODY_SWEEP,
                        "a resting mover with a pending push-out of (0.00002, 0, 0), swept at zero velocity",
                        SweepCorrectionCases::tinyPushOut),
                new CorrectionCase(Quirk.SWEEP_OUT_UNWRITTEN, Slots.BODY_SWEEP,
                        "a mover swept at (0.0001, 0, 0) m/s, too slow to move, into an out buffer holding 99s",
                        SweepCorrectionCases::tooSlowToMove),
                new CorrectionCase(Quirk.BODY_PASS_FIRST_SHAPE, Slots.BODY_PASS,
                        "a sphere mover with flag 0x1 meets a body with two capsules, the first at 0.6, the second at"
                                + " 0.3 (a fake pair sweep), and answers 1",
                        SweepCorrectionCases::twoCapsules));
    }

    /**
     * BODY_PASS_FIRST_SHAPE: the body pass keeps the chain's first capsule (0.6), not the nearer second (0.3), so the
     * mover's advance stops at a different place. The pair sweep is a fake scripting the two fractions.
     */
    static Object twoCapsules(Mode mode) {
        SweepScene s = new SweepScene(mode);
        engine.kernels.fake.FakePairSweep capsules = new engine.kernels.fake.FakePairSweep();
        s.fakes.put(Slots.pairSweep(engine.api.shape.ShapeType.SPHERE, engine.api.shape.ShapeType.CAPSULE), capsules);
        s.body.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
        s.owner.answer = 1;
        Body two = TestWorlds.box("two", 0.35f, 1.2f);
        two.setFlags(BodyFlags.LAYER_2);
        ((FakeOwner) two.owner()).body = two;
        engine.api.shape.CapsuleShape first = new engine.api.shape.CapsuleShape();
        engine.api.shape.CapsuleShape second = new engine.api.shape.CapsuleShape();
        first.setNext(second);
        two.setFirstShape(first);
        capsules.at(first, 0.6f).at(second, 0.3f);
        s.world().addBody(two);
        s.body.setBox(-0.3f, -0.3f, -0.3f, 0.3f, 0.3f, 0.3f);
        s.world().addBody(s.body);
        s.sweep(3f, 0f, 0f);
        Contact c = s.owner.contacts.get(0);
        return Snapshot.of(s.position(), c.fraction());
    }

    /** PUSH_OUT_CONSUMED: 0.00002 m over 1/30 s, over weight 82, is far below the 1e-3 m/s move threshold: no pass. */
    static Object tinyPushOut(Mode mode) {
        SweepScene s = new SweepScene(mode);
        s.body.pushOut().set(0.00002f, 0f, 0f, 1f);
        s.sweep(0f, 0f, 0f);
        return Snapshot.of(s.body.pushOut(), s.position());
    }

    /** SWEEP_OUT_UNWRITTEN: |V|^2 = 1e-8 is at most 1e-6, so the move is unswept and out left as the caller's. */
    static Object tooSlowToMove(Mode mode) {
        SweepScene s = new SweepScene(mode);
        s.sweep(0.0001f, 0f, 0f);
        return Snapshot.of(s.out, s.position());
    }

    /**
     * CONTACTS_50: 60 other bodies, body i met at fraction 0.9 − 0.01 i, so the nearest (0.31) is the last one
     * met; with 50 slots it is never inserted and the walk advances to 0.41's contact instead.
     */
    static Object sixtyBodies(Mode mode) {
        SweepScene s = new SweepScene(mode);
        EveryBodyPass pass = new EveryBodyPass(0.9f, 0.01f);
        s.fakes.put(Slots.BODY_PASS, pass);
        s.body.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
        s.owner.answer = 1;
        for (int i = 0; i < 60; i++) {
            Body b = TestWorlds.box("B" + i, 5f + i, 5.5f + i);
            ((FakeOwner) b.owner()).body = b;
            s.world().addBody(b);
        }
        s.sweep(3f, 0f, 0f);
        Contact first = s.owner.contacts.get(0);
        return Snapshot.of(s.position(), first.fraction(), String.valueOf(first.otherOwner()));
    }

    /**
     * SWEEP_BOX_UNSCALED: the capsule's mesh sphere has radius 0.35 × 1.4286 = 0.5 and reaches the wall at x = 0.55
     * (0.1 m cells), which lies beyond the unscaled box [−0.35, 0.45]: only the scaled box's query meets it.
     */
    static Object scaledCapsuleBesideAWall(Mode mode) {
        SweepScene s = new SweepScene(mode);
        MeshBuilder mb = new MeshBuilder();
        // Wound so its normal is (−1, 0, 0), facing the mover.
        mb.triangle(mb.vertex(0.55f, -2f, -1f), mb.vertex(0.55f, 0f, 3f), mb.vertex(0.55f, 2f, -1f), 0x1, 3);
        // A far floor so the grid starts well left of the mover: cells of 0.1 m from x = -2.
        mb.triangle(mb.vertex(-2f, -2f, -5f), mb.vertex(-1.5f, -2f, -5f), mb.vertex(-2f, -1.5f, -5f), 0x1, 3);
        s.mesh = mb.build(0.1f);
        s.fakes.clear();
        engine.api.shape.CapsuleShape c = new engine.api.shape.CapsuleShape();
        c.setRadius(0.35f);
        c.setHeight(1.8f);
        c.base().set(0f, 0f, 0f, 1f);
        s.body.setFirstShape(c);
        s.body.scale().set(1.4286f, 1.4286f, 1f, 1f);
        s.owner.answer = 1;
        s.sweep(3f, 0f, 0f);
        return Snapshot.of(s.position(), s.owner.contacts.size());
    }

    /**
     * PASS_BOX_FROM_START: pass 1 meets the wall x = 0.35 at f = 0.5 and advances the mover to x = 0.04; pass 2
     * slides along +y past a fin at y = 0.45 that juts from the wall to x = 0.31. The fin lies in the 0.1 m cells
     * from x = 0.305, which the start box (x up to 0.3) does not reach but the advanced one (0.34) does.
     */
    static Object finBesideTheWall(Mode mode) {
        SweepScene s = new SweepScene(mode);
        MeshBuilder mb = new MeshBuilder();
        triangle(mb, new float[] {0.35f, -3f, -1f}, new float[] {0.35f, 0f, 3f}, new float[] {0.35f, 3f, -1f},
                new float[] {-1f, 0f, 0f});
        triangle(mb, new float[] {0.31f, 0.45f, 0f}, new float[] {0.36f, 0.45f, -1f}, new float[] {0.36f, 0.45f, 1f},
                new float[] {0f, -1f, 0f});
        // A far corner so the cells are 0.1 m from x = -1.995.
        triangle(mb, new float[] {-1.995f, -3f, -1f}, new float[] {-1.9f, -3f, -1f}, new float[] {-1.995f, -2.9f, -1f},
                new float[] {0f, 0f, 1f});
        s.mesh = mb.build(0.1f);
        s.fakes.clear();
        s.owner.answer = 1;
        s.sweep(3f, 12f, 0f);
        List<Object> seen = new java.util.ArrayList<>();
        for (Contact c : s.owner.contacts) {
            seen.add(Snapshot.of(c.fraction(), c.normal(), c.triangle()));
        }
        return Snapshot.of(s.position(), seen);
    }

    /** Adds triangle p q r wound so its normal points along n. */
    static void triangle(MeshBuilder b, float[] p, float[] q, float[] r, float[] n) {
        float ux = q[0] - p[0], uy = q[1] - p[1], uz = q[2] - p[2];
        float vx = r[0] - p[0], vy = r[1] - p[1], vz = r[2] - p[2];
        float cx = uy * vz - uz * vy, cy = uz * vx - ux * vz, cz = ux * vy - uy * vx;
        int i = b.vertex(p[0], p[1], p[2]);
        int j = b.vertex(q[0], q[1], q[2]);
        int k = b.vertex(r[0], r[1], r[2]);
        if (cx * n[0] + cy * n[1] + cz * n[2] >= 0f) {
            b.triangle(i, j, k, 0x1, 2);
        } else {
            b.triangle(i, k, j, 0x1, 2);
        }
    }

    /** BOUNCE_DAMPS_OUTGOING: v = (1, 0, 2) against n = (0, 0, 1): the bounce cuts v.z to 1.8, or keeps 2. */
    static Object bounceGoingOut(Mode mode) {
        SweepScene s = new SweepScene(mode);
        s.owner.attributes.put(8, 0.1f);
        s.meshSweep.script(FakeContact.of(0f, 0f, 1f, 0.5f, SweepScene.T_ON), null);
        s.owner.answer = 2;
        s.sweep(1f, 0f, 2f);
        return Snapshot.of(s.position(), s.owner.velocities);
    }

    /** LANDING_POINT_UNWRITTEN: the landing contact's point as the handler sees it. */
    static Object landingPoint(Mode mode) {
        FakeHuman h = new FakeHuman("human");
        h.stateFlags = OwnerState.AIRBORNE;
        h.position = Vec4.point(0.5f, 0.25f, 0.3f);
        h.upper = new Float4(0.5f, 0.25f, 1.18f, 1f);
        HumanBody hb = new HumanBody();
        SweepScene s = new SweepScene(mode, h);
        MeshBuilder mb = new MeshBuilder();
        mb.triangle(mb.vertex(-10f, -10f, 0f), mb.vertex(10f, -10f, 0f), mb.vertex(0f, 10f, 0f), 0x1, 5);
        s.mesh = mb.build(4f);
        Body body = hb;
        body.setOwner(h);
        body.setFlags(BodyFlags.WRITE_BACK_VELOCITY);
        body.setTypeMask(TypeMask.HUMAN);
        body.setFirstShape(s.body.firstShape());
        h.body = body;
        h.answer = 1;
        s.world().kernels().get(Slots.BODY_SWEEP).sweep(s.world(), body, SweepScene.DT, new Float4(0f, 0f, -15f, 0f),
                s.out);
        Contact c = h.contacts.get(0);
        return Snapshot.of(c.point(), c.fraction(), h.position);
    }
}
