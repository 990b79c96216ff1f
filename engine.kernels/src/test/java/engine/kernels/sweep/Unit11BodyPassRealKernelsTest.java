package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.ContactAnswer;
import engine.api.body.TypeMask;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.BodySweep;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.CapsuleShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 11's "Body pass" and "Humans and walls in one pass" test ideas with the real kernels (the pair sweeps of
 * Unit 11 and the capsule mesh sweep of Unit 2), where {@link Unit11BodyPassTest} scripts the fractions. Capsules are
 * (B; r 0.35, h 1.8); the mover is a human capsule at the origin.
 */
class Unit11BodyPassRealKernelsTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private PhysicsWorld w;
    private FakeHuman mover;
    private Body moverBody;

    /** A world of provider's kernels over mesh (may be null), with the mover listed. */
    private void world(String provider, CollisionMesh mesh) {
        w = TestWorlds.world(Profile.of(provider), quirks, Map.of(), mesh);
        mover = new FakeHuman("mover");
        mover.attributes.put(1, 82f);
        mover.attributes.put(7, 1f);
        mover.attributes.put(8, 0f);
        moverBody = capsuleBody(mover, 0f, BodyFlags.SWEEP_BODIES | BodyFlags.WRITE_BACK_VELOCITY);
    }

    private static CapsuleShape capsule(float x) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, 0f, 0f, 1f);
        return c;
    }

    /** A human-typed body of owner with a capsule at base (x, 0, 0), its box from the shape, listed. */
    private Body capsuleBody(FakeHuman owner, float x, int flags) {
        Body b = new Body();
        CapsuleShape c = capsule(x);
        b.setFirstShape(c);
        b.setOwner(owner);
        b.setTypeMask(TypeMask.HUMAN);
        b.setFlags(flags);
        owner.body = b;
        Calls.bodyBounds(w, b, c, new Float4(), new Float4());
        w.addBody(b);
        return b;
    }

    /** Candidate "two": a capsule at 1.0 (met at 0.6 by a move of 0.5) and, second in its chain, one at 0.85 (0.3). */
    private Body two() {
        Body two = capsuleBody(new FakeHuman("two"), 1f, BodyFlags.BLOCK_HUMANS);
        CapsuleShape second = capsule(0.85f);
        two.firstShape().setNext(second);
        two.setBox(two.minInto(new Float4()).set(0.5f, -0.35f, 0f, 1f), two.maxInto(new Float4()));
        return two;
    }

    private static Contact[] slots(int n) {
        Contact[] cs = new Contact[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Contact();
        }
        return cs;
    }

    /** The body pass for the mover by (0.5, 0, 0) over the box x [−1, 3]; sorted receives the contacts. */
    private int pass(Contact[] sorted) {
        BodyPass pass = w.kernels().get(Slots.BODY_PASS);
        return pass.pass(w, new Float4(-1f, -1f, -1f, 1f), new Float4(3f, 1f, 3f, 1f), moverBody,
                moverBody.firstShape(), slots(50), sorted, 0, new Float4(0.5f, 0f, 0f, 1f));
    }

    @Test
    void bodyPassTwoCapsulesThatBothHitGiveOneContactTheFirstInTheChain() {
        // PS2-BUG(BODY_PASS_FIRST_SHAPE): PhysicsSweep_CapsuleCapsule meets both; the chain's first (0.6) is kept.
        world("faithful", null);
        Body two = two();
        Contact[] sorted = slots(52);
        assertEquals(1, pass(sorted));
        assertEquals(0.6f, sorted[0].fraction(), 1e-5, "Capsules head-on: B2 = (1, 0, 0), m = (0.5, 0, 0)");
        assertSame(two.firstShape(), sorted[0].otherShape());
        assertEquals(-1f, sorted[0].normal().x(), 1e-6);
        assertEquals(0.3f, sorted[0].point().x(), 1e-5, "+0x90 = B1 + f·m");
        assertEquals(1, quirks.count(Quirk.BODY_PASS_FIRST_SHAPE));
    }

    @Test
    void bodyPassFirstShapeCorrectedKeepsTheNearer() {
        world("fixed", null);
        Body two = two();
        Contact[] sorted = slots(52);
        assertEquals(1, pass(sorted), "still one contact per candidate");
        assertEquals(0.3f, sorted[0].fraction(), 1e-5, "(0.85 − 0.7) / 0.5");
        assertSame(two.firstShape().next(), sorted[0].otherShape());
        assertEquals(0, quirks.count(Quirk.BODY_PASS_FIRST_SHAPE));
    }

    @Test
    void bodyPassTheSameThroughCollideShapeGivesTwoContactsNearestFirst() {
        world("faithful", null);
        Body two = two();
        Contact[] out = slots(10);
        ShapeQuery q = new ShapeQuery().set(moverBody, moverBody.firstShape()).setOptions(0x2002)
                .setIgnoredOwner(mover).setMax(10);
        assertEquals(2, w.collisions().collideShape(w, out, q, new Float4(0.5f, 0f, 0f, 1f)));
        assertSame(two.firstShape().next(), out[0].otherShape());
        assertEquals(0.3f, out[0].fraction(), 1e-5);
        assertSame(two.firstShape(), out[1].otherShape());
        assertEquals(0.6f, out[1].fraction(), 1e-5);
        // CollideShape options: max 1 with two hits returns the nearer.
        q.setMax(1);
        assertEquals(1, w.collisions().collideShape(w, out, q, new Float4(0.5f, 0f, 0f, 1f)));
        assertSame(two.firstShape().next(), out[0].otherShape());
        assertEquals(0, quirks.count(Quirk.BODY_PASS_FIRST_SHAPE), "CollideShape tries every shape");
    }

    /** A one-sided wall facing −x at x = 1.55 (y −3..3, z −1..4), no corner slide. */
    private static CollisionMesh wallAt155() {
        MeshBuilder b = new MeshBuilder();
        int p = b.vertex(1.55f, -3f, -1f), q = b.vertex(1.55f, 3f, -1f), r = b.vertex(1.55f, 3f, 4f);
        int s = b.vertex(1.55f, -3f, 4f);
        b.triangle(p, r, q, 0xc001, 1).triangle(p, s, r, 0xc001, 1);
        return b.build(2f);
    }

    /**
     * Humans and walls in one pass, real kernels: the mover walks at 60 m/s (D = (2, 0, 0)); the capsule mesh sweep
     * meets the wall at 0.6 ((1.55 − 0.35) / 2) and PhysicsSweep_CapsuleCapsule the human standing against it at 0.3
     * ((1.3 − 0.7) / 2). Sorted together, the human comes first and the mover's code 4 ends pass 1's walk there:
     * the other gets the push 0.5 × (D · n) n × 82 / (82 × 1) = (1, 0, 0), the mover stops 0.01 m short of the
     * touch, and the wall is never answered.
     */
    @Test
    void humansAndWallsInOnePassTheNearerHumanIsResolvedFirst() {
        world("faithful", wallAt155());
        mover.answer = ContactAnswer.CODE_PUSH;
        FakeHuman other = new FakeHuman("other");
        other.attributes.put(1, 82f);
        other.attributes.put(7, 1f);
        Body ob = capsuleBody(other, 1.3f, BodyFlags.BLOCK_HUMANS);
        BodySweep sweep = w.kernels().get(Slots.BODY_SWEEP);
        sweep.sweep(w, moverBody, 1f / 30f, new Float4(60f, 0f, 0f, 0f), new Float4());
        Contact first = mover.contacts.get(0);
        assertSame(other, first.otherOwner(), "the human at 0.3 comes first");
        assertEquals(0.3f, first.fraction(), 1e-5);
        assertEquals(1f, ob.pushOut().x(), 1e-5);
        assertEquals(0f, ob.pushOut().y(), 0f);
        assertEquals(1, mover.contacts.size(), "the wall at 0.6 is never answered");
        assertEquals(0.59f, mover.position.x(), 1e-5, "stopped 0.01 m short of the touch at x = 0.6");
    }
}
