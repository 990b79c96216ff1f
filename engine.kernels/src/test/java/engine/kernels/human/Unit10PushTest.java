package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.kernel.Slot;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakePairOverlap;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 10's "Push" test ideas: PhysicsHumanBody_PushAwayHumans. The push sphere meets each human's capsule through
 * the overlap table's (sphere, capsule) entry, here a fake that always overlaps, so the push rules show alone; {@link
 * Unit10RealKernelsTest} pushes through the real overlap.
 */
class Unit10PushTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final FakePairOverlap overlap = FakePairOverlap.always();
    private PhysicsWorld w;

    private PhysicsWorld world(Profile profile) {
        Map<Slot<?>, Object> fakes = Map.of(Slots.pairOverlap(ShapeType.SPHERE, ShapeType.CAPSULE), overlap);
        w = TestWorlds.world(profile, quirks, fakes, null);
        return w;
    }

    /** A created, updated human at p with weight 82 and push weight k. */
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

    /** This human at the origin with its push sphere on and posed. */
    private HumanBody pusher() {
        HumanBody hb = human("this", Vec4.ZERO_POINT, 1f);
        w.humans().setPushSphere(w, hb, true);
        w.humans().update(w, hb, hb.owner());
        return hb;
    }

    private static List<Float> xyz(HumanBody hb) {
        List<Float> out = new ArrayList<>();
        out.add(hb.pushOut().x());
        out.add(hb.pushOut().y());
        out.add(hb.pushOut().z());
        return out;
    }

    @Test
    void pushAlongThe3dLineWithPushWeight1() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody other = human("other", Vec4.point(1f, 1f, 0.5f), 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(0.166667f, other.pushOut().x(), 1e-6);
        assertEquals(0.166667f, other.pushOut().y(), 1e-6);
        assertEquals(0.083333f, other.pushOut().z(), 1e-6);
        assertEquals(1f, other.pushOut().w());
        assertEquals(List.of(0f, 0f, 0f), xyz(me), "not applied to the pusher");
        // PS2-DESIGN(PUSH_IN_3D): the line's z part is pushed too.
        assertEquals(1, quirks.count(Quirk.PUSH_IN_3D));
    }

    @Test
    void pushWithPushWeight2IsHalved() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody other = human("other", Vec4.point(1f, 1f, 0.5f), 2f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(0.083333f, other.pushOut().x(), 1e-6);
        assertEquals(0.083333f, other.pushOut().y(), 1e-6);
        assertEquals(0.041667f, other.pushOut().z(), 1e-6);
    }

    @Test
    void pushOfAHumanStraightAlongY() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody other = human("other", Vec4.point(0f, 2f, 0f), 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0f, 0.25f, 0f), xyz(other));
        assertEquals(0, quirks.count(Quirk.PUSH_IN_3D), "no z part");
    }

    @Test
    void pushAddsToThePushOutAndRepeats() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody other = human("other", Vec4.point(0f, 2f, 0f), 1f);
        other.pushOut().set(0.1f, 0f, 0f, 0f);
        w.humans().pushAwayHumans(w, me);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0.1f, 0.5f, 0f), xyz(other));
        assertEquals(1f, other.pushOut().w(), "Vec4_AddTo writes w = 1");
    }

    @Test
    void notPushedTheTargetAPlayerAnUnpushableBody() {
        world(Profile.DEFAULT);
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

    @Test
    void pushWeight1e9IsEffectivelyZero() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody held = human("held", Vec4.point(0f, 2f, 0f), 1e9f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(2.5e-10f, held.pushOut().y(), 1e-16);
    }

    @Test
    void noPushSphereNoPush() {
        world(Profile.DEFAULT);
        HumanBody me = human("this", Vec4.ZERO_POINT, 1f);
        HumanBody other = human("other", Vec4.point(0f, 2f, 0f), 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0f, 0f, 0f), xyz(other));
        assertEquals(0, overlap.calls, "no overlap query without a push sphere");
    }

    @Test
    void theContactsAreWalkedLastToFirst() {
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        FakeHuman a = (FakeHuman) human("a", Vec4.point(0.5f, 0f, 0f), 1f).owner();
        FakeHuman b = (FakeHuman) human("b", Vec4.point(1.5f, 0f, 0f), 1f).owner();
        List<String> log = new ArrayList<>();
        a.attributeLog = log;
        b.attributeLog = log;
        w.humans().pushAwayHumans(w, me);
        // The overlap's list is x-sorted (a, b): b is pushed first; each asks w then k.
        assertEquals(List.of("b:1", "b:7", "a:1", "a:7"), log);
    }

    @Test
    void pushCoincidentHumansIeeeGivesNaNWhichTheFaithfulKernelReproduces() {
        // PS2-UNCHECKED(PUSH_COINCIDENT_HUMANS): IEEE rsqrt(0) = +inf, 0 × inf = NaN, added to the push-out.
        world(Profile.DEFAULT);
        HumanBody me = pusher();
        HumanBody same = human("same", Vec4.ZERO_POINT, 1f);
        w.humans().pushAwayHumans(w, me);
        assertTrue(Float.isNaN(same.pushOut().x()), "the model's answer, reported");
        assertEquals(1, quirks.count(Quirk.PUSH_COINCIDENT_HUMANS));
    }

    @Test
    void pushCoincidentHumansPs2GivesNoPush() {
        world(Profile.DEFAULT.withFloatModel("ps2"));
        HumanBody me = pusher();
        HumanBody same = human("same", Vec4.ZERO_POINT, 1f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0f, 0f, 0f), xyz(same), "rsqrt(0) = max, 0 × max = 0: no push");
        assertEquals(1, quirks.count(Quirk.PUSH_COINCIDENT_HUMANS));
    }

    @Test
    void pushCoincidentHumansCorrectedNoPushNoNaN() {
        world(Profile.of("fixed"));
        HumanBody me = pusher();
        HumanBody same = human("same", Vec4.ZERO_POINT, 1f);
        same.pushOut().set(0f, 0f, 0f, 0f);
        w.humans().pushAwayHumans(w, me);
        assertEquals(List.of(0f, 0f, 0f), xyz(same));
        assertEquals(0f, same.pushOut().w(), "nothing added at all");
        assertEquals(0, quirks.count(Quirk.PUSH_COINCIDENT_HUMANS));
    }
}
