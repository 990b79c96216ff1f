package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.math.Aabb;
import engine.api.math.Vec4;
import org.junit.jupiter.api.Test;

/** Unit 7, PhysicsBody_Construct's record and the named flag words of Units 3 and 9. */
class Unit7BodyRecordTest {

    @Test
    void physicsBodyConstructDefaults() {
        Body b = new Body();
        assertEquals(new Aabb(Vec4.ZERO_POINT, Vec4.ZERO_POINT), b.box());
        assertEquals(-1, b.index());
        assertNull(b.previous());
        assertNull(b.next());
        assertNull(b.firstShape());
        assertNull(b.owner());
        assertEquals(-1, b.ignoreHead());
        assertEquals(0, b.group());
        assertEquals(0x80000400, b.flags());
        assertEquals(0, b.typeMask());
        assertEquals(Vec4.ZERO_POINT, b.pushOut().toVec4());
        assertEquals(new Vec4(1f, 1f, 1f, 1f), b.scale().toVec4());
        assertEquals(0, b.stuckCounter());
    }

    @Test
    void theCreatedFlagWordsAreTheSpecsValues() {
        assertEquals(0x8002243f, BodyFlags.CREATED_HUMAN);
        assertEquals(BodyFlags.DIRTY | BodyFlags.THROWN_WEAPON_TARGET | BodyFlags.RAYCAST_TARGET
                | BodyFlags.WRITE_BACK_VELOCITY | BodyFlags.HUMAN_LAYERS, BodyFlags.CREATED_HUMAN);
        assertEquals(BodyFlags.CREATED_HUMAN & ~BodyFlags.THROWN_WEAPON_TARGET, BodyFlags.CREATED_PUNCH_BAG);
        assertEquals(0x80000800, BodyFlags.UPDATE_GATE);
        assertEquals(0x801, BodyFlags.UPDATE_SWEEP);
    }

    @Test
    void groupIsU16() {
        Body b = new Body();
        b.setGroup(0xffff);
        assertEquals(0xffff, b.group());
        assertThrows(IllegalArgumentException.class, () -> b.setGroup(0x10000));
    }
}
