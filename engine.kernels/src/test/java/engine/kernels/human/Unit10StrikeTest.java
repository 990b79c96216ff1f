package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeContact;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeMeshSweep;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 10's "Ray", "Several bodies" and "Airborne object" test ideas and the rest of Human_TestStrikes: the level
 * sweeps, the weapon spheres, the strike shapes' targets, the weapon timer. The pair sweeps (Units 5 and 11) and the
 * sphere mesh sweep are fakes that hit as each test scripts ({@link FakePairSweep}, {@link FakeMeshSweep}); the line
 * of sight is the real ray cast. {@link Unit10RealKernelsTest} strikes through the real sphere-box sweep.
 */
class Unit10StrikeTest {
    private static final int RIGHT_HAND = 25;

    private final QuirkCounter quirks = new QuirkCounter();
    private final FakePairSweep boxes = new FakePairSweep();
    private final FakePairSweep segments = new FakePairSweep();
    private final FakePairSweep spheres = new FakePairSweep();
    private final FakePairSweep capsules = new FakePairSweep();
    private final FakeMeshSweep level = new FakeMeshSweep();
    private final Map<Slot<?>, Object> fakes = new LinkedHashMap<>();
    private PhysicsWorld w;
    private FakeHuman striker;
    private HumanBody hb;

    /** A world over mesh (may be null) with the fakes; withLevel installs the fake sphere mesh sweep. */
    private PhysicsWorld world(CollisionMesh mesh, boolean withLevel) {
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.BOX), boxes);
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SEGMENT), segments);
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE), spheres);
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), capsules);
        if (withLevel) {
            fakes.put(Slots.meshSweep(ShapeType.SPHERE), level);
        }
        w = TestWorlds.world(Profile.DEFAULT, quirks, fakes, mesh);
        return w;
    }

    /** The striker at the origin, reach 1.5, right hand on bone 25 at (0.3, 0, 1.2), its strike switched on. */
    private HumanBody striker(float reach) {
        striker = new FakeHuman("striker");
        striker.reach = reach;
        striker.bone(6, Vec4.point(0f, 0f, 1.6f), Quat.IDENTITY);
        striker.bone(RIGHT_HAND, Vec4.point(0.3f, 0f, 1.2f), Quat.IDENTITY);
        hb = w.bodyPools().createHumanBody(w, striker);
        striker.body = hb;
        w.humans().setShapeEnabled(w, hb, RIGHT_HAND, true);
        w.humans().update(w, hb, striker);
        return hb;
    }

    private SphereShape hand() {
        return (SphereShape) HumanCorrectionCases.bone(hb, RIGHT_HAND);
    }

    /** Moves the hand bone to x and updates: the hand sweeps from its last pose. */
    private void swing(float x) {
        striker.bone(RIGHT_HAND, Vec4.point(x, 0f, 1.2f), Quat.IDENTITY);
        w.humans().update(w, hb, striker);
    }

    /** An object body (type mask 8) with a 0.5 m box at (x, y, z), flags, owned by name, added. */
    private Body box(String name, float x, float y, float z, int flags) {
        FakeOwner o = new FakeOwner(name);
        o.typeMask = TypeMask.OBJECT;
        Body b = new Body();
        BoxShape s = new BoxShape();
        s.setSize(0.5f, 0.5f, 0.5f);
        s.centre().set(x, y, z, 1f);
        b.setFirstShape(s);
        b.setOwner(o);
        b.setTypeMask(TypeMask.OBJECT);
        b.setFlags(flags);
        o.body = b;
        b.setBox(x - 0.25f, y - 0.25f, z - 0.25f, x + 0.25f, y + 0.25f, z + 0.25f);
        w.addBody(b);
        return b;
    }

    /** A created, updated human candidate at p. */
    private HumanBody humanAt(String name, Vec4 p) {
        FakeHuman h = new FakeHuman(name).at(p, Quat.IDENTITY);
        h.bone(6, Vec4.point(0f, 0f, 1.6f), Quat.IDENTITY);
        HumanBody other = w.bodyPools().createHumanBody(w, h);
        h.body = other;
        w.humans().update(w, other, h);
        return other;
    }

    private HumanBodies kernel() {
        return (HumanBodies) w.humans();
    }

    @Test
    void rayToAHumanCandidateFromOneMetreUpToHisCapsuleBasePlusOne() {
        world(null, false);
        striker(5.5f);
        humanAt("human", Vec4.point(3f, 4f, 0f));
        w.humans().testStrikes(w, hb);
        assertEquals(new Vec4(0f, 0f, 1f, 1f), kernel().lastSightOrigin().toVec4());
        Float4 d = kernel().lastSightDirection();
        assertEquals(0.6f, d.x(), 1e-6);
        assertEquals(0.8f, d.y(), 1e-6);
        assertEquals(0f, d.z(), 1e-6);
        assertEquals(5.0f, kernel().lastSightLength(), 1e-6);
        assertEquals(8, kernel().lastSightOptions());
    }

    @Test
    void rayToAnObjectToItsFirstShape() {
        world(null, false);
        striker(5.5f);
        box("object", 3f, 4f, 0.5f, 0x18);
        w.humans().testStrikes(w, hb);
        Float4 d = kernel().lastSightDirection();
        assertEquals(0.597022f, d.x(), 1e-6);
        assertEquals(0.796030f, d.y(), 1e-6);
        assertEquals(-0.099504f, d.z(), 1e-6);
        assertEquals(5.024938f, kernel().lastSightLength(), 1e-5);
        assertEquals(0x48, kernel().lastSightOptions());
    }

    /** A two-sided wall at x = 1.5 across the line of sight to a box at x = 3: no strike; without it, a strike. */
    @Test
    void rayAWallTriangleAcrossTheRayMeansNoStrike() {
        MeshBuilder mb = new MeshBuilder();
        mb.triangle(mb.vertex(1.5f, -5f, -1f), mb.vertex(1.5f, 5f, -1f), mb.vertex(1.5f, 0f, 5f), 0x3, 9);
        world(mb.build(2f), false);
        striker(3.5f);
        boxes.rule((own, other, move) -> 0.5f);
        box("behind", 3f, 0f, 1f, 0x18);
        w.humans().testStrikes(w, hb);
        assertEquals(0, striker.strikes.size(), "the wall hides the box");
        kernel().setLineOfSightExclusions(9);
        w.humans().testStrikes(w, hb);
        assertEquals(1, striker.strikes.size(), "the wall's material 9 excluded: the box is struck");
    }

    /** A wall in the plane x = 1.5 (flags given); facingStriker: its normal −x, towards the striker at the origin. */
    private static CollisionMesh wall(int flags, boolean facingStriker) {
        MeshBuilder mb = new MeshBuilder();
        int a = mb.vertex(1.5f, -5f, -1f);
        int b = mb.vertex(1.5f, 5f, -1f);
        int c = mb.vertex(1.5f, 0f, 5f);
        if (facingStriker) {
            mb.triangle(a, c, b, flags, 9);
        } else {
            mb.triangle(a, b, c, flags, 9); // (b − a) × (c − a) = +x: seen from the striker, its back
        }
        return mb.build(2f);
    }

    /** Strikes a box at x = 3 behind the wall; the number of strikes. */
    private int strikesOnABoxBehind(CollisionMesh wall) {
        strikes(wall);
        box("behind", 3f, 0f, 1f, 0x18);
        w.humans().testStrikes(w, hb);
        return striker.strikes.size();
    }

    /** Strikes a human candidate standing at x = 3 behind the wall; the number of strikes. */
    private int strikesOnAHumanBehind(CollisionMesh wall) {
        strikes(wall);
        segments.rule((own, other, move) -> 0.4f);
        spheres.rule((own, other, move) -> 0.4f);
        capsules.rule((own, other, move) -> 0.4f);
        humanAt("behind", Vec4.point(3f, 0f, 0f));
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        return striker.strikes.size();
    }

    private void strikes(CollisionMesh wall) {
        fakes.clear();
        world(wall, false);
        striker(3.5f);
        boxes.rule((own, other, move) -> 0.5f);
    }

    /** Unit 10 step 2 read with CollisionMesh_RayTestCell (docs/ray-cast.md, "Mask and exclusions"). */
    @Test
    void rayOptions0x48AreTheRaysTypeMaskNotBackfaces() {
        assertEquals(0, strikesOnABoxBehind(wall(0x1, true)), "a one-sided wall facing the striker hides the box");
        assertEquals(1, strikesOnABoxBehind(wall(0x1, false)),
                "seen from behind a one-sided wall is not there (the old 0x40-as-backfaces reading hid the box)");
        assertEquals(1, strikesOnABoxBehind(wall(0x3 | 0x8, true)), "type bit 0x8: skipped by mask 0x48");
        assertEquals(1, strikesOnABoxBehind(wall(0x3 | 0x40, true)), "type bit 0x40: skipped by mask 0x48");
        assertEquals(0, strikesOnABoxBehind(wall(0x3 | 0x10, true)), "type bit 0x10 is not in the mask: hides");
        assertEquals(1, strikesOnABoxBehind(wall(0x2, true)), "a disabled wall hides nothing (mask bit 0 clear)");
    }

    @Test
    void rayOptions0x8ForAHumanSkipOnlyTypeBit0x8() {
        assertEquals(0, strikesOnAHumanBehind(wall(0x3, true)), "a wall hides the human");
        assertEquals(1, strikesOnAHumanBehind(wall(0x3 | 0x8, true)), "type bit 0x8: skipped by mask 0x8");
        assertEquals(0, strikesOnAHumanBehind(wall(0x3 | 0x40, true)), "0x40 is not in a human's mask: hides");
    }

    @Test
    void severalBodiesOneSwingStrikesBothOnceThenNeitherUntilAnOffEvent() {
        world(null, false);
        striker(1.5f);
        boxes.rule((own, other, move) -> 0.5f);
        Body a = box("a", 1f, 0.3f, 1f, 0x18);
        Body b = box("b", 1f, -0.3f, 1f, 0x18);
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(2, striker.strikes.size(), "one swing, two bodies, each once");
        assertSame(a.owner(), striker.strikes.get(0).otherOwner());
        assertSame(b.owner(), striker.strikes.get(1).otherOwner());
        assertSame(striker, striker.strikes.get(0).ownOwner());
        assertSame(hand(), striker.strikes.get(0).ownShape());
        assertSame(a.firstShape(), striker.strikes.get(0).otherShape());
        assertTrue(w.ignoreList().isIgnoring(w, hb, a.owner()));
        swing(0.9f);
        w.humans().testStrikes(w, hb);
        assertEquals(2, striker.strikes.size(), "the next update neither: both ignored");
        w.humans().setShapeEnabled(w, hb, 19, false);
        swing(1.2f);
        w.humans().testStrikes(w, hb);
        assertEquals(4, striker.strikes.size(), "after an off-event both can be struck again");
    }

    @Test
    void theStrikeSweepRunsFromTheLastPoseAndPutsTheHandBack() {
        // STRIKE_SHAPE_SWEEP (reconstructed): the sphere at prev, swept by cur − prev, back at cur.
        world(null, false);
        striker(1.5f);
        boxes.rule((own, other, move) -> Float.NaN);
        box("a", 1f, 0f, 1f, 0x18);
        swing(0.6f);
        Vec4 cur = hand().centre().toVec4();
        Vec4 prev = hand().previous().toVec4();
        assertEquals(0.68f, cur.x(), 1e-6);
        assertEquals(0.38f, prev.x(), 1e-6);
        w.humans().testStrikes(w, hb);
        assertEquals(prev, boxes.ownPositions.get(0), "swept from the previous pose");
        assertEquals(cur.x() - prev.x(), boxes.moves.get(0).x(), 1e-7);
        assertEquals(cur, hand().centre().toVec4(), "put back at cur");
    }

    @Test
    void airborneObjectIsNeverStruck() {
        world(null, false);
        striker(1.5f);
        boxes.rule((own, other, move) -> 0.5f);
        Body flying = box("flying", 1f, 0f, 1f, 0x18);
        ((FakeOwner) flying.owner()).stateFlags = OwnerState.AIRBORNE;
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(0, striker.strikes.size());
        assertEquals(0, boxes.calls);
    }

    @Test
    void chargeTargetAloneIsNeverGatheredTheSameGroupAndMayStrikeSkip() {
        // PS2-DESIGN(CHARGETARGET_NOT_GATHERED): flag mask 0x18.
        world(null, false);
        striker(1.5f);
        boxes.rule((own, other, move) -> 0.5f);
        box("charge", 1f, 0f, 1f, BodyFlags.CHARGE_TARGET);
        Body grouped = box("grouped", 1f, 0.3f, 1f, 0x18);
        grouped.setGroup(3);
        hb.setGroup(3);
        Body refused = box("refused", 1f, -0.3f, 1f, 0x18);
        striker.mayStrike = o -> o != refused.owner();
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(0, striker.strikes.size());
        assertEquals(0, boxes.calls);
    }

    @Test
    void strikeShapesAgainstAHumanMeetHisBoneTargetsOrHisCapsule() {
        world(null, false);
        striker(1.5f);
        segments.rule((own, other, move) -> 0.4f);
        spheres.rule((own, other, move) -> 0.4f);
        capsules.rule((own, other, move) -> 0.4f);
        HumanBody victim = humanAt("victim", Vec4.point(1f, 0f, 0f));
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(1, striker.strikes.size());
        Shape hit = striker.strikes.get(0).otherShape();
        assertEquals(3, hit.bone(), "the first target of his chain: the spine segment (flag 0x4)");
        assertTrue((hit.flags() & ShapeFlags.STRIKE_TARGET) != 0);
        assertEquals(0, capsules.calls);
        w.humans().setShapeEnabled(w, hb, 19, false);
        striker.hitsWithCapsule = true;
        swing(0.9f);
        w.humans().testStrikes(w, hb);
        assertEquals(2, striker.strikes.size());
        assertSame(victim.firstShape(), striker.strikes.get(1).otherShape(), "his capsule alone");
    }

    @Test
    void weaponSpheresGoToTheHeldObjectsHandlerThenIgnore() {
        world(null, false);
        striker(1.5f);
        FakeOwner bat = new FakeOwner("bat");
        bat.answer = 1;
        striker.heldObject = bat;
        SphereShape weapon = HumanCorrectionCases.weapon(0.5f, 0f);
        w.poses().enable(w, weapon, true);
        w.humans().addStrikeSphere(w, hb, weapon);
        hb.setWeaponTimer(3);
        w.humans().setShapeEnabled(w, hb, RIGHT_HAND, false);
        boxes.rule((own, other, move) -> own == weapon ? 0.3f : Float.NaN);
        Body a = box("a", 1f, 0f, 1f, 0x18);
        w.humans().update(w, hb, striker);
        w.humans().testStrikes(w, hb);
        assertEquals(1, bat.contacts.size());
        assertSame(bat, bat.contacts.get(0).ownOwner(), "+0x00: the held object");
        assertSame(weapon, bat.contacts.get(0).ownShape());
        assertSame(a.owner(), bat.contacts.get(0).otherOwner());
        assertTrue(w.ignoreList().isIgnoring(w, hb, a.owner()));
        assertEquals(2, hb.weaponTimer(), "the timer counts down");
        assertTrue((hb.flags() & BodyFlags.DIRTY) != 0, "and sets the dirty bit");
        w.humans().testStrikes(w, hb);
        assertEquals(1, bat.contacts.size(), "struck already");
        w.humans().testStrikes(w, hb);
        assertEquals(0, hb.weaponTimer());
        assertNull(hb.weaponChain(), "at 0 the weapon spheres are cleared");
        assertFalse(weapon.isEnabled());
    }

    @Test
    void weaponAnswer5OnAnObjectTriesItsNextShapeAndDoesNotIgnore() {
        world(null, false);
        striker(1.5f);
        FakeOwner bat = new FakeOwner("bat");
        bat.answer = 5;
        striker.heldObject = bat;
        SphereShape weapon = HumanCorrectionCases.weapon(0.5f, 0f);
        w.humans().addStrikeSphere(w, hb, weapon);
        hb.setWeaponTimer(3);
        boxes.rule((own, other, move) -> own == weapon ? 0.3f : Float.NaN);
        Body a = box("a", 1f, 0f, 1f, 0x8);
        BoxShape second = new BoxShape();
        second.setSize(0.5f, 0.5f, 0.5f);
        second.centre().set(1.2f, 0f, 1f, 1f);
        a.firstShape().setNext(second);
        w.humans().update(w, hb, striker);
        w.humans().testStrikes(w, hb);
        assertEquals(2, bat.contacts.size(), "answer 5: the next candidate shape");
        assertSame(second, bat.contacts.get(1).otherShape());
        assertFalse(w.ignoreList().isIgnoring(w, hb, a.owner()));
    }

    @Test
    void weaponAndStrikeSpheresAgainstTheLevel() {
        world(null, true);
        striker(1.5f);
        FakeOwner bat = new FakeOwner("bat");
        striker.heldObject = bat;
        SphereShape weapon = HumanCorrectionCases.weapon(0.5f, 0f);
        w.humans().addStrikeSphere(w, hb, weapon);
        hb.setWeaponTimer(3);
        level.every = FakeContact.of(-1f, 0f, 0f, 0.5f, -1);
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(1, bat.contacts.size(), "the weapon sphere's wall contact goes to the held object");
        assertNull(bat.contacts.get(0).ownOwner(), "+0x00, +0x04, +0x40, +0x44 zeroed");
        assertNull(bat.contacts.get(0).ownShape());
        assertEquals((float) 0x800c, level.arguments.get(0)[1]);
        assertEquals(-0.65f, level.arguments.get(0)[2]);
        assertEquals(0.65f, level.arguments.get(0)[3]);
        assertEquals(1f, level.arguments.get(0)[0], "max 1");
        assertEquals(1, striker.strikes.size(), "the hand's wall contact: Strike_Contact");
        assertNull(striker.strikes.get(0).otherOwner());
        assertEquals((float) 0x804c, level.arguments.get(1)[1]);
        assertEquals(2, level.calls, "one weapon sphere, then one strike sphere: each step stops at its hit");
    }

    @Test
    void nothingWithoutStrikeBitsOrATimer() {
        world(null, false);
        striker(1.5f);
        w.humans().setShapeEnabled(w, hb, RIGHT_HAND, false);
        boxes.rule((own, other, move) -> 0.5f);
        box("a", 1f, 0f, 1f, 0x18);
        w.humans().testStrikes(w, hb);
        assertEquals(0, boxes.calls);
        assertEquals(0, striker.strikes.size());
    }
}
