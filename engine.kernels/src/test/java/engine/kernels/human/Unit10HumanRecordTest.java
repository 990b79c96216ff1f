package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.sweep.MoveState;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/** Unit 10's record functions: PhysicsHumanBody_Construct, _Destroy, _GetShapes, _AddBoneShape and _OnStruck. */
class Unit10HumanRecordTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);

    @Test
    void constructLeavesFlags8000043fAndEveryAddedFieldZero() {
        HumanBody hb = w.bodyPools().createHumanBody(w, new FakeHuman("h"));
        hb.setStrikeBits(5);
        hb.setWeaponTimer(2);
        hb.setIgnoreLevel(1);
        hb.setBroadBound(hb.broadMinInto(new Float4()), new Float4(1f, 2f, 3f, 1f));
        HumanBodies.construct(hb);
        assertEquals(0x8000043f, hb.flags());
        assertEquals(0L, hb.strikeBits());
        assertEquals(0, hb.weaponTimer());
        assertEquals(0, hb.ignoreLevel());
        assertNull(hb.boneChain());
        assertNull(hb.pushSphere());
        assertNull(hb.weaponChain());
        assertEquals(new Vec4(0f, 0f, 0f, 1f), hb.broadBox().max(), "the broad bound's node initialised");
        assertEquals(new HumanBody().flags(), hb.flags(), "as a new record");
    }

    @Test
    void destroyDropsTheCapsuleAndGetShapesAnswersIt() {
        HumanBody hb = w.bodyPools().createHumanBody(w, new FakeHuman("h"));
        Shape capsule = hb.firstShape();
        assertSame(capsule, HumanBodies.getShapes(hb), "+0x30, the capsule, not the bone chain");
        HumanBodies.destroy(hb);
        assertNull(HumanBodies.getShapes(hb));
    }

    @Test
    void addBoneShapeAppendsAtTheTailWithFlags3Or7() {
        HumanBody hb = new HumanBody();
        SegmentShape spine = new SegmentShape();
        spine.setBone(3);
        SphereShape hand = new SphereShape();
        hand.setBone(25);
        HumanBodies.addBoneShape(hb, spine);
        HumanBodies.addBoneShape(hb, hand);
        assertSame(spine, hb.boneChain());
        assertSame(hand, spine.next());
        assertEquals(0x7, spine.flags(), "spine: enabled, striker, target");
        assertEquals(0x3, hand.flags());
    }

    @Test
    void onStruckCallsTheOwnersPushContactAfterACode4Push() {
        FakeHuman pushed = new FakeHuman("pushed").at(Vec4.point(1f, 0f, 0f), Quat.IDENTITY);
        pushed.attributes.put(1, 82f);
        pushed.attributes.put(7, 1f);
        HumanBody other = w.bodyPools().createHumanBody(w, pushed);
        pushed.body = other;
        FakeOwner mover = new FakeOwner("mover");
        mover.attributes.put(1, 82f);
        mover.answer = 4;
        Body b = new Body();
        b.setOwner(mover);
        b.setFirstShape(new SphereShape());
        mover.body = b;
        Contact c = new Contact();
        c.normal().set(-1f, 0f, 0f, 0f);
        c.setFraction(0.5f);
        c.setTriangle(-1);
        c.own().setOwner(mover);
        c.other().setOwner(pushed);
        c.other().setShape(other.firstShape());
        ContactResolution r = w.kernels().get(Slots.CONTACT_RESOLUTION);
        Float4 d = new Float4(0.1f, 0f, 0f, 1f);
        r.resolve(w, b, new Contact[] {c}, 1, d, new Float4(3f, 0f, 0f, 1f), new Float4(3f, 0f, 0f, 1f),
                new MoveState());
        assertEquals(1, pushed.pushContacts.size(), "PhysicsHumanBody_OnStruck: Human_OnPushContact once");
        assertEquals(0.05f, pushed.pushContacts.get(0).x(), 1e-7);
        assertEquals(0.05f, other.pushOut().x(), 1e-7);
    }
}
