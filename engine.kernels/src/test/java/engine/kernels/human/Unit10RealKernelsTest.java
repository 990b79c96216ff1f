package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.kernels.call.Calls;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 10's "Push", "Several bodies" and "Airborne object" test ideas with the real kernels, where {@link
 * Unit10PushTest} and {@link Unit10StrikeTest} script the overlap and the sweeps: the push sphere meets the humans
 * through the reconstructed sphere-capsule overlap (Unit 4), the hand through the reconstructed sphere-box sweep
 * (Unit 5, docs/box-sweeps.md). Faithful provider.
 */
class Unit10RealKernelsTest {
    private static final int RIGHT_HAND = 25;

    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(Profile.DEFAULT, quirks, Map.of(), null);

    /** A created, updated human at p with weight 82 and push weight k, his head at 1.6 m. */
    private HumanBody human(String name, Vec4 p, float k) {
        FakeHuman h = new FakeHuman(name).at(p, Quat.IDENTITY);
        h.bone(6, Vec4.point(0f, 0f, 1.6f), Quat.IDENTITY);
        h.attributes.put(1, 82f);
        h.attributes.put(7, k);
        HumanBody hb = w.bodyPools().createHumanBody(w, h);
        h.body = hb;
        w.humans().update(w, hb, h);
        return hb;
    }

    /** This human at the origin with its push sphere (2.0 m) on and posed. */
    private HumanBody pusher() {
        HumanBody hb = human("this", Vec4.ZERO_POINT, 1f);
        w.humans().setPushSphere(w, hb, true);
        w.humans().update(w, hb, hb.owner());
        return hb;
    }

    private static List<Float> xyz(HumanBody hb) {
        return List.of(hb.pushOut().x(), hb.pushOut().y(), hb.pushOut().z());
    }

    @Test
    void pushAlongThe3dLineThroughTheRealOverlap() {
        // PS2-DESIGN(PUSH_IN_3D): other at (1, 1, 0.5), k = 1 and k = 2; other at (0, 2, 0).
        HumanBody me = pusher();
        HumanBody one = human("k1", Vec4.point(1f, 1f, 0.5f), 1f);
        HumanBody two = human("k2", Vec4.point(1f, 1f, 0.5f), 2f);
        HumanBody along = human("alongY", Vec4.point(0f, 2f, 0f), 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(0.166667f, one.pushOut().x(), 1e-6);
        assertEquals(0.166667f, one.pushOut().y(), 1e-6);
        assertEquals(0.083333f, one.pushOut().z(), 1e-6);
        assertEquals(0.083333f, two.pushOut().x(), 1e-6);
        assertEquals(0.083333f, two.pushOut().y(), 1e-6);
        assertEquals(0.041667f, two.pushOut().z(), 1e-6);
        assertEquals(List.of(0f, 0.25f, 0f), xyz(along));
        assertEquals(List.of(0f, 0f, 0f), xyz(me), "not applied to the pusher");
        assertEquals(2, quirks.count(Quirk.PUSH_IN_3D), "the two with a z part");
    }

    @Test
    void pushReachesOnlyTheCapsulesTheSphereOverlaps() {
        // The sphere (2.0 m at the origin) meets a capsule whose axis, from 0.35 to 1.45 m up, is within 2.35 m.
        HumanBody me = pusher();
        HumanBody near = human("near", Vec4.point(2.3f, 0f, 0f), 1f);
        HumanBody far = human("far", Vec4.point(2.4f, 0f, 0f), 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0.25f, 0f, 0f), xyz(near), "sqrt(2.3² + 0.35²) = 2.326 ≤ 2.35");
        assertEquals(List.of(0f, 0f, 0f), xyz(far), "sqrt(2.4² + 0.35²) = 2.425 > 2.35");
    }

    @Test
    void notPushedTheTargetAPlayerAnUnpushableBody() {
        HumanBody me = pusher();
        HumanBody target = human("target", Vec4.point(1f, 0f, 0f), 1f);
        HumanBody player = human("player", Vec4.point(-1f, 0f, 0f), 1f);
        HumanBody unpushable = human("unpushable", Vec4.point(0f, 1f, 0f), 1f);
        HumanBody pushed = human("pushed", Vec4.point(0f, -1f, 0f), 1f);
        ((FakeHuman) me.owner()).target = target.owner();
        ((FakeHuman) player.owner()).playerNumber = 2;
        unpushable.setFlags(unpushable.flags() | BodyFlags.UNPUSHABLE);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0f, 0f, 0f), xyz(target));
        assertEquals(List.of(0f, 0f, 0f), xyz(player));
        assertEquals(List.of(0f, 0f, 0f), xyz(unpushable));
        assertEquals(List.of(0f, -0.25f, 0f), xyz(pushed));
    }

    private FakeHuman striker;
    private HumanBody hb;

    /** The striker at the origin, reach 1.5, right hand (r 0.09, offset 0.08) on bone 25 at (0.3, 0, 1.2), on. */
    private void striker() {
        striker = new FakeHuman("striker");
        striker.reach = 1.5f;
        striker.bone(6, Vec4.point(0f, 0f, 1.6f), Quat.IDENTITY);
        striker.bone(RIGHT_HAND, Vec4.point(0.3f, 0f, 1.2f), Quat.IDENTITY);
        hb = w.bodyPools().createHumanBody(w, striker);
        striker.body = hb;
        w.humans().setShapeEnabled(w, hb, RIGHT_HAND, true);
        w.humans().update(w, hb, striker);
    }

    /** Moves the hand bone to x and updates: the hand sweeps from its last pose. */
    private void swing(float x) {
        striker.bone(RIGHT_HAND, Vec4.point(x, 0f, 1.2f), Quat.IDENTITY);
        w.humans().update(w, hb, striker);
    }

    /** An object body (type mask 8) with a 0.5 m box centred at (x, y, z), flags 0x18, added. */
    private Body box(String name, float x, float y, float z) {
        FakeOwner o = new FakeOwner(name);
        o.typeMask = TypeMask.OBJECT;
        Body b = new Body();
        BoxShape s = new BoxShape();
        s.setSize(0.5f, 0.5f, 0.5f);
        s.centre().set(x, y, z, 1f);
        b.setFirstShape(s);
        b.setOwner(o);
        b.setTypeMask(TypeMask.OBJECT);
        b.setFlags(0x18);
        o.body = b;
        Calls.bodyBounds(w, b, s, new Float4(), new Float4());
        w.addBody(b);
        return b;
    }

    /**
     * Several bodies with PhysicsSweep_SphereBox: boxes a and b (0.5 m, centres (1, ±0.3, 1)) are 0.05 m off the
     * hand's path at y = 0, so the hand (r 0.09) moving from x 0.38 to 0.68 first touches each where (0.75 − x)² +
     * 0.05² = 0.09², x = 0.675167: f = 0.983890. Both struck, each once; the next update neither (ignored, though the
     * hand starts within reach, a hit at 0); after an off-event both again, at fraction 0.
     */
    @Test
    void severalBodiesOneSwingStrikesBothOnceThenNeitherUntilAnOffEvent() {
        striker();
        Body a = box("a", 1f, 0.3f, 1f);
        Body b = box("b", 1f, -0.3f, 1f);
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(2, striker.strikes.size(), "one swing, two bodies, each once");
        assertSame(a.owner(), striker.strikes.get(0).otherOwner());
        assertSame(b.owner(), striker.strikes.get(1).otherOwner());
        assertEquals(0.983890f, striker.strikes.get(0).fraction(), 1e-5);
        assertEquals(0.983890f, striker.strikes.get(1).fraction(), 1e-5);
        assertTrue(w.ignoreList().isIgnoring(w, hb, a.owner()));
        assertTrue(w.ignoreList().isIgnoring(w, hb, b.owner()));
        swing(0.9f);
        w.humans().testStrikes(w, hb);
        assertEquals(2, striker.strikes.size(), "the next update neither: both ignored");
        w.humans().setShapeEnabled(w, hb, 19, false);
        swing(1.2f);
        w.humans().testStrikes(w, hb);
        assertEquals(4, striker.strikes.size(), "after an off-event both can be struck again");
        assertEquals(0f, striker.strikes.get(2).fraction(), "the hand starts within reach");
        assertEquals(0f, striker.strikes.get(3).fraction());
    }

    @Test
    void airborneObjectIsNeverStruck() {
        striker();
        Body flying = box("flying", 1f, 0f, 1f);
        ((FakeOwner) flying.owner()).stateFlags = OwnerState.AIRBORNE;
        Body resting = box("resting", 1f, 0.3f, 1f);
        swing(0.6f);
        w.humans().testStrikes(w, hb);
        assertEquals(1, striker.strikes.size(), "the hand sweeps through the flying box, but only the other is struck");
        assertSame(resting.owner(), striker.strikes.get(0).otherOwner());
    }
}
