package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import engine.api.body.HumanBody;
import engine.api.kernel.body.HumanBodySet;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/**
 * Unit 10's design entries the human body set reports where they show (STRIKE_SWITCH_CLEARS_STRUCK,
 * HUMAN_MOVED_KEEPS_PREV), and REACH_ID_UNCHECKED, which no kernel can see.
 */
class Unit10ReportedQuirksTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);
    private final HumanBodySet humans = w.humans();

    private HumanBody human(FakeHuman h) {
        h.bone(6, Vec4.point(0f, 0f, 1.8f * h.storedScale), Quat.IDENTITY);
        for (int bone : new int[] {3, 24, 18, 32, 29, 25, 19, 33, 30}) {
            h.bone(bone, Vec4.point(0f, 0f, 1.2f), Quat.IDENTITY);
        }
        return w.bodyPools().createHumanBody(w, h);
    }

    @Test
    void strikeSwitchClearsStruckIsReportedWhenAnEventThatChangesNothingEmptiesTheList() {
        HumanBody hb = human(new FakeHuman("h"));
        FakeHuman x = new FakeHuman("x");
        humans.setShapeEnabled(w, hb, 19, false);
        assertEquals(0, quirks.count(Quirk.STRIKE_SWITCH_CLEARS_STRUCK), "nothing struck: nothing to empty");
        w.ignoreList().ignore(w, hb, x);
        quirks.reset();
        // PS2-DESIGN(STRIKE_SWITCH_CLEARS_STRUCK): bit 19 is clear and stays clear, yet the struck list goes.
        humans.setShapeEnabled(w, hb, 19, false);
        assertFalse(w.ignoreList().isIgnoring(w, hb, x));
        assertEquals(1, quirks.count(Quirk.STRIKE_SWITCH_CLEARS_STRUCK));
    }

    @Test
    void humanMovedKeepsPrevIsReportedForASwitchedOnSphereWhosePreviousCentreStays() {
        HumanBody hb = human(new FakeHuman("h"));
        SphereShape hand = null;
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s.bone() == 25) {
                hand = (SphereShape) s;
            }
        }
        Mat4 m = Mat4.ofRows(new Vec4(1f, 0f, 0f, 0f), new Vec4(0f, 1f, 0f, 0f), new Vec4(0f, 0f, 1f, 0f),
                Vec4.point(3f, 4f, 0.5f));
        w.poses().enable(w, hand, true);
        humans.moved(w, hb, m);
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s instanceof SphereShape sphere) {
                sphere.previous().set(sphere.centre());
            }
        }
        quirks.reset();
        humans.moved(w, hb, m);
        assertEquals(0, quirks.count(Quirk.HUMAN_MOVED_KEEPS_PREV), "every previous centre is already the new one");
        hand.previous().set(10.5f, 5.0f, 1.4f, 1f);
        // PS2-DESIGN(HUMAN_MOVED_KEEPS_PREV): the hand goes to (3, 4, 0.5), its previous centre stays.
        humans.moved(w, hb, m);
        assertEquals(new Vec4(3f, 4f, 0.5f, 1f), hand.centre().toVec4());
        assertEquals(new Vec4(10.5f, 5.0f, 1.4f, 1f), hand.previous().toVec4());
        assertEquals(1, quirks.count(Quirk.HUMAN_MOVED_KEEPS_PREV));
    }

    @Test
    void reachIdUncheckedTheOwnersReachIsTakenAsItIsAndNothingIsReported() {
        // REACH_ID_UNCHECKED is not observable: the reach is the owner's answer, no table lookup runs here.
        assertFalse(Quirk.REACH_ID_UNCHECKED.observable());
        FakeHuman h = new FakeHuman("h").at(Vec4.point(10f, 5f, 0f), Quat.IDENTITY);
        h.reach = 1000f; // no attack record reaches a kilometre: the engine takes it all the same
        HumanBody hb = human(h);
        hb.setStrikeBits(0x800000);
        humans.update(w, hb, h);
        assertEquals(-990f, hb.broadBox().min().x(), 1e-3);
        assertEquals(1010f, hb.broadBox().max().x(), 1e-3);
        assertNull(quirks.fired().stream().filter(q -> q == Quirk.REACH_ID_UNCHECKED).findAny().orElse(null));
    }
}
