package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.math.Float4;
import org.junit.jupiter.api.Test;

/** Human_GetScale (0x0021d020): the stored scale, or 1.0 in a scene state when it is under 1.1. */
class HumanScaleTest {

    /** A human with a stored scale and a scene state; every other answer is inert. */
    private record Human(float storedScale, boolean inSceneState) implements HumanOwner {
        public int typeMask() { return 0x40; }
        public long stateFlags() { return 0; }
        public float attribute(int n) { return 82f; }
        public void cachedTransform(Float4 p, Float4 r) { }
        public void poseTransform(Float4 p, Float4 r) { }
        public void transform(Float4 p, Float4 r) { }
        public void setTransform(Float4 p, Float4 r) { }
        public void setVelocity(Float4 v) { }
        public boolean boneTransform(int bone, Float4 p, Float4 r) { return false; }
        public Body body() { return null; }
        public int onContact(Contact c) { return 0; }
        public boolean mayTouch(BodyOwner other) { return true; }
        public void afterMove() { }
        public int capsuleRaise() { return 0; }
        public int capsuleKeepPushable() { return 0; }
        public float takeOffHeight() { return 0f; }
        public BodyOwner grabPartner() { return null; }
        public BodyOwner heldObject() { return null; }
        public boolean holdsWith(int holdFlags) { return false; }
        public float reach() { return 0f; }
        public int playerNumber() { return -1; }
        public int gait() { return 0; }
        public BodyOwner target() { return null; }
        public boolean isPlayerControlled() { return false; }
        public boolean isHeavyBag() { return false; }
        public void upperPoint(Float4 out) { }
        public float landingOffset() { return 1f; }
        public void setGround(int material, Float4 normal) { }
    }

    @Test
    void humanGetScaleReadsOneInASceneStateUnder11() {
        assertEquals(1.1f, new Human(1.1f, false).scale());
        assertEquals(1.0f, new Human(1.05f, true).scale(), "Unit 9 test idea: in a scene state the human reads 1.0");
        assertEquals(1.1f, new Human(1.1f, true).scale(), "1.1 is not under 1.1");
        assertEquals(0.97f, new Human(0.97f, false).scale());
        assertEquals(1.0f, new Human(0.97f, true).scale());
    }
}
