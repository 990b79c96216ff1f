package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.kernel.sweep.BodyPass;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.correction.Mode;
import engine.kernels.fake.FakeContact;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 11's "Body pass" and "Humans and walls in one pass" test ideas, and PhysicsBody_SweepHumanMask's rules. The
 * pair sweeps are fakes ({@link FakePairSweep}): each test scripts the fraction a capsule (or sphere) is met at, so a
 * rule shows alone (equal fractions included); {@link Unit11BodyPassRealKernelsTest} runs the same ideas on the real
 * kernels.
 */
class Unit11BodyPassTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final FakePairSweep capsules = new FakePairSweep();
    private final Map<Slot<?>, Object> fakes = new LinkedHashMap<>();
    private PhysicsWorld w;

    private PhysicsWorld world() {
        if (w == null) {
            fakes.putIfAbsent(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE), capsules);
            w = TestWorlds.world(quirks, fakes);
        }
        return w;
    }

    /** A body with a capsule (r 0.35, h 1.8) at base x, box x [x − 0.35, x + 0.35], owned by owner, added. */
    private Body capsuleBody(FakeOwner owner, float x, int flags) {
        Body b = new Body();
        CapsuleShape c = capsule(x);
        b.setFirstShape(c);
        b.setOwner(owner);
        b.setTypeMask(owner.typeMask);
        b.setFlags(flags);
        owner.body = b;
        b.setBox(x - 0.35f, -0.35f, 0f, x + 0.35f, 0.35f, 1.8f);
        world().addBody(b);
        return b;
    }

    private static CapsuleShape capsule(float x) {
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, 0f, 0f, 1f);
        return c;
    }

    private static Contact[] slots(int n) {
        Contact[] cs = new Contact[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Contact();
        }
        return cs;
    }

    /** Runs the world's body pass for mover by (0.5, 0, 0) over the box x [−1, 3]; returns the other owners. */
    private List<String> pass(Body mover, Contact[] sorted) {
        BodyPass pass = world().kernels().get(Slots.BODY_PASS);
        Contact[] contacts = slots(50);
        int n = pass.pass(world(), new Float4(-1f, -1f, -1f, 1f), new Float4(3f, 1f, 3f, 1f), mover,
                mover.firstShape(), contacts, sorted, 0, new Float4(0.5f, 0f, 0f, 1f));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(String.valueOf(sorted[i].otherOwner()));
        }
        return out;
    }

    /** Three candidates flagged 4, 0x44 and 0x20, all met at fraction 0.5. */
    private FakeHuman moverAmongThree() {
        capsules.rule((own, other, move) -> 0.5f);
        FakeHuman h = new FakeHuman("mover");
        capsuleBody(h, 0f, BodyFlags.SWEEP_BODIES);
        capsuleBody(new FakeHuman("flag4"), 1f, 0x4);
        capsuleBody(new FakeHuman("flag44"), 1.2f, 0x44);
        capsuleBody(new FakeHuman("flag20"), 1.4f, 0x20);
        return h;
    }

    @Test
    void bodyPassMaskWalkingIs4AndMeetsTheBlockhumansLayers() {
        FakeHuman h = moverAmongThree();
        assertEquals(4, SweepHumanMask.mask(h.body, h.body.firstShape()));
        assertEquals(List.of("flag4", "flag44"), pass(h.body, slots(52)));
    }

    @Test
    void bodyPassMaskAirborneIs0x44() {
        FakeHuman h = moverAmongThree();
        h.stateFlags = OwnerState.AIRBORNE;
        assertEquals(0x44, SweepHumanMask.mask(h.body, h.body.firstShape()));
        assertEquals(List.of("flag4", "flag44"), pass(h.body, slots(52)));
        h.stateFlags = 0;
        h.holdFlags = SweepHumanMask.HOLDING;
        assertEquals(0x44, SweepHumanMask.mask(h.body, h.body.firstShape()), "holding (0x800) as airborne");
    }

    @Test
    void bodyPassMaskChargingAndAirborneIs0x64AndMeetsAllThree() {
        FakeHuman h = moverAmongThree();
        h.stateFlags = OwnerState.AIRBORNE;
        h.body.firstShape().setFlags(h.body.firstShape().flags() | ShapeFlags.STRIKER);
        assertEquals(0x64, SweepHumanMask.mask(h.body, h.body.firstShape()));
        assertEquals(List.of("flag4", "flag44", "flag20"), pass(h.body, slots(52)));
    }

    @Test
    void bodyPassMaskGait4AndPlayer1() {
        FakeHuman h = moverAmongThree();
        h.gait = 4;
        assertEquals(0x40004, SweepHumanMask.mask(h.body, h.body.firstShape()));
        h.gait = 3;
        h.playerNumber = 1;
        assertEquals(0x100004, SweepHumanMask.mask(h.body, h.body.firstShape()));
        h.playerNumber = 0;
        assertEquals(0x80004, SweepHumanMask.mask(h.body, h.body.firstShape()));
    }

    @Test
    void bodyPassNonHumanMoverMasks2AndMeetsNoneOfThem() {
        moverAmongThree();
        FakeOwner crate = new FakeOwner("crate");
        crate.typeMask = TypeMask.OBJECT;
        Body b = capsuleBody(crate, 0.5f, BodyFlags.SWEEP_BODIES);
        assertEquals(2, SweepHumanMask.mask(b, b.firstShape()));
        assertEquals(List.of(), pass(b, slots(52)));
    }

    @Test
    void bodyPassFirstShapeTwoCapsulesThatBothHitGiveOneContactTheFirstInTheChain() {
        // PS2-BUG(BODY_PASS_FIRST_SHAPE): the chain's first capsule (0.6) is kept though the second is nearer (0.3).
        FakeHuman h = new FakeHuman("mover");
        capsuleBody(h, 0f, BodyFlags.SWEEP_BODIES);
        Body two = capsuleBody(new FakeHuman("two"), 1f, 0x4);
        CapsuleShape second = capsule(1.1f);
        two.firstShape().setNext(second);
        capsules.at(two.firstShape(), 0.6f).at(second, 0.3f);
        Contact[] sorted = slots(52);
        assertEquals(List.of("two"), pass(h.body, sorted));
        assertEquals(0.6f, sorted[0].fraction());
        assertSame(two.firstShape(), sorted[0].otherShape());
        assertEquals(-1, sorted[0].triangle(), "+0xb4 = 0: no triangle");
        assertSame(h, sorted[0].ownOwner());
        assertEquals(1, quirks.count(Quirk.BODY_PASS_FIRST_SHAPE));
    }

    @Test
    void bodyPassFirstShapeCorrectedKeepsTheNearest() {
        Mode fixed = Mode.fixed();
        fakes.put(Slots.pairSweep(ShapeType.CAPSULE, ShapeType.CAPSULE), capsules);
        w = TestWorlds.world(fixed.profile(), quirks, fakes, null);
        FakeHuman h = new FakeHuman("mover");
        capsuleBody(h, 0f, BodyFlags.SWEEP_BODIES);
        Body two = capsuleBody(new FakeHuman("two"), 1f, 0x4);
        CapsuleShape second = capsule(1.1f);
        two.firstShape().setNext(second);
        capsules.at(two.firstShape(), 0.6f).at(second, 0.3f);
        Contact[] sorted = slots(52);
        assertEquals(List.of("two"), pass(h.body, sorted), "still one contact per candidate");
        assertEquals(0.3f, sorted[0].fraction());
        assertSame(second, sorted[0].otherShape());
        assertEquals(0, quirks.count(Quirk.BODY_PASS_FIRST_SHAPE));
    }

    @Test
    void bodyPassSkipsTheSameGroupTheOwnersRefusalDisabledShapesAndEmptyEntries() {
        capsules.rule((own, other, move) -> 0.5f);
        FakeHuman h = new FakeHuman("mover");
        capsuleBody(h, 0f, BodyFlags.SWEEP_BODIES);
        h.body.setGroup(7);
        capsuleBody(new FakeHuman("group7"), 1f, 0x4).setGroup(7);
        capsuleBody(new FakeHuman("group0"), 1.1f, 0x4);
        FakeHuman refused = new FakeHuman("refused");
        capsuleBody(refused, 1.2f, 0x4);
        h.mayTouch = o -> o != refused;
        Body off = capsuleBody(new FakeHuman("disabled"), 1.3f, 0x4);
        off.firstShape().setFlags(0);
        Body sphere = new Body();
        FakeHuman ball = new FakeHuman("sphere");
        engine.api.shape.SphereShape s = new engine.api.shape.SphereShape();
        s.setRadius(0.3f);
        s.centre().set(1.4f, 0f, 1f, 1f);
        sphere.setFirstShape(s);
        sphere.setOwner(ball);
        sphere.setTypeMask(TypeMask.HUMAN);
        sphere.setFlags(0x4);
        sphere.setBox(1.1f, -0.3f, 0.7f, 1.7f, 0.3f, 1.3f);
        world().addBody(sphere);
        // (capsule, sphere) has no entry in this table: the sphere is never tried.
        assertEquals(List.of("group0"), pass(h.body, slots(52)));
    }

    @Test
    void bodyPassUnchecked50StopsAtTheEndOfTheSlotsItIsGiven() {
        // PS2-UNCHECKED(BODY_PASS_UNCHECKED_50), PS2-LIMIT(CONTACTS_50): 51 bodies met, 50 slots given.
        capsules.rule((own, other, move) -> 0.5f);
        FakeHuman h = new FakeHuman("mover");
        capsuleBody(h, 0f, BodyFlags.SWEEP_BODIES);
        for (int i = 0; i < 51; i++) {
            capsuleBody(new FakeHuman("b" + i), 0.5f + 0.01f * i, 0x4);
        }
        List<String> met = pass(h.body, slots(52));
        assertEquals(50, met.size());
        assertEquals(1, quirks.count(Quirk.BODY_PASS_UNCHECKED_50));
        assertEquals(1, quirks.count(Quirk.CONTACTS_50));
    }

    @Test
    void bodyPassNeedsAnOwner() {
        Body b = new Body();
        b.setFirstShape(capsule(0f));
        BodyPass pass = world().kernels().get(Slots.BODY_PASS);
        assertThrows(IllegalStateException.class, () -> pass.pass(world(), new Float4(), new Float4(), b,
                b.firstShape(), slots(50), slots(52), 0, new Float4(1f, 0f, 0f, 1f)));
    }

    /**
     * Humans and walls in one pass: a fake mesh contact at 0.6 and a capsule met at 0.3 (first pass only) through
     * PhysicsBody_Sweep, the mover answering 4: the human's contact is resolved first and ends pass 1's walk, so
     * the wall's is not reached in pass 1; the other human gets the code-4 push.
     */
    @Test
    void humansAndWallsInOnePassTheNearerHumanIsResolvedFirst() {
        SweepScene s = new SweepScene(Mode.faithful(), new FakeHuman("mover"));
        FakePairSweep spheres = new FakePairSweep();
        spheres.rule((own, other, move) -> spheres.calls == 1 ? 0.3f : Float.NaN);
        s.fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), spheres);
        s.meshSweep.script(FakeContact.of(-1f, 0f, 0f, 0.6f, SweepScene.T_ON));
        s.body.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
        s.body.setTypeMask(TypeMask.HUMAN);
        s.owner.answer = 4;
        FakeHuman other = new FakeHuman("other");
        other.attributes.put(1, 82f);
        other.attributes.put(7, 1f);
        Body ob = new Body();
        ob.setFirstShape(capsule(0.5f));
        ob.setOwner(other);
        ob.setTypeMask(TypeMask.HUMAN);
        ob.setFlags(0x4);
        ob.setBox(0.15f, -0.35f, 0f, 0.85f, 0.35f, 1.8f);
        other.body = ob;
        s.world().addBody(ob);
        // The mover is listed too: the body pass's query walks from it.
        s.body.setBox(-0.3f, -0.3f, -0.3f, 0.3f, 0.3f, 0.3f);
        s.world().addBody(s.body);
        s.sweep(3f, 0f, 0f);
        Contact first = s.owner.contacts.get(0);
        assertSame(other, first.otherOwner(), "the human at 0.3 comes first");
        assertEquals(0.3f, first.fraction());
        assertEquals(1, s.owner.contacts.size(), "code 4 ended pass 1's walk: the wall at 0.6 was never answered");
        // Code 4: push = n × 0.5 × (D · n) × 82 / (82 × 1) = (0.05, 0, 0), D = (0.1, 0, 0), n = (−1, 0, 0).
        assertEquals(0.05f, ob.pushOut().x(), 1e-7);
    }

    /** A mesh and a body contact both at 0.5: the mesh's, inserted first, comes first in the sweep's walk. */
    @Test
    void humansAndWallsInOnePassAtEqualFractionsTheMeshComesFirst() {
        SweepScene s = new SweepScene(Mode.faithful(), new FakeHuman("mover"));
        FakePairSweep spheres = new FakePairSweep();
        spheres.rule((own, other, move) -> 0.5f);
        s.fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), spheres);
        s.meshSweep.script(FakeContact.of(-1f, 0f, 0f, 0.5f, SweepScene.T_ON));
        s.body.setFlags(BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.SWEEP_BODIES);
        s.body.setTypeMask(TypeMask.HUMAN);
        s.owner.answer = 1;
        FakeHuman other = new FakeHuman("other");
        Body ob = new Body();
        ob.setFirstShape(capsule(0.5f));
        ob.setOwner(other);
        ob.setTypeMask(TypeMask.HUMAN);
        ob.setFlags(0x4);
        ob.setBox(0.15f, -0.35f, 0f, 0.85f, 0.35f, 1.8f);
        other.body = ob;
        s.world().addBody(ob);
        // The mover is listed too: the body pass's query walks from it.
        s.body.setBox(-0.3f, -0.3f, -0.3f, 0.3f, 0.3f, 0.3f);
        s.world().addBody(s.body);
        s.sweep(3f, 0f, 0f);
        assertNull(s.owner.contacts.get(0).otherOwner(), "the level's contact is walked first");
        assertEquals(0.5f, s.owner.contacts.get(0).fraction());
    }

    /** PhysicsBody_Update's 0x801 sweep calls the body pass through the slot: the real one meets the capsule. */
    @Test
    void updateSweepRunsTheBodyPassSlot() {
        capsules.rule((own, other, move) -> 0.5f);
        FakeHuman h = new FakeHuman("mover");
        h.answer = 1;
        Body mover = capsuleBody(h, 0f, BodyFlags.UPDATE_SWEEP | BodyFlags.DIRTY);
        capsuleBody(new FakeHuman("ahead"), 0.9f, 0x4);
        h.position = engine.api.math.Vec4.point(0.2f, 0f, 0f);
        world().update(mover, h);
        assertEquals(1, h.contacts.size(), "the update sweep resolved the body pass's contact");
        assertEquals("ahead", String.valueOf(h.contacts.get(0).otherOwner()));
    }
}
