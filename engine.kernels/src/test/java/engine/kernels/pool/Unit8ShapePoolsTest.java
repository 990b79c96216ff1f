package engine.kernels.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import engine.kernels.fake.TestWorlds;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import org.junit.jupiter.api.Test;

/** Unit 8, the shape pools: counts, first-free reuse, the flags a freed shape keeps, the strike spheres. */
class Unit8ShapePoolsTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);
    private final ShapePools pools = (ShapePools) w.shapePools();

    @Test
    void poolsObjectSpheres416ThenNullAndTheThirdIsReused() {
        SphereShape third = null;
        for (int i = 0; i < 416; i++) {
            SphereShape s = pools.allocObjectSphere(w);
            if (i == 2) {
                third = s;
            }
        }
        assertNull(pools.allocObjectSphere(w));
        assertEquals(1, quirks.count(Quirk.OBJECT_SPHERES_416));
        pools.freeShape(w, third);
        assertSame(third, pools.allocObjectSphere(w));
    }

    @Test
    void poolsFlagsAfterAllocateFreeAllocate() {
        SphereShape s = pools.allocObjectSphere(w);
        assertEquals(0xb, s.flags());
        // PS2-BUG(FREED_SHAPE_STAYS_ENABLED)
        pools.freeShape(w, s);
        assertEquals(0x3, s.flags());
        assertEquals(1, quirks.count(Quirk.FREED_SHAPE_STAYS_ENABLED));
        assertSame(s, pools.allocObjectSphere(w));
        assertEquals(0xb, s.flags());
    }

    @Test
    void poolsBigSphereRadiusIsAlways2() {
        SphereShape s = pools.allocBigSphere(w);
        s.setRadius(0.5f);
        pools.freeShape(w, s);
        assertSame(s, pools.allocBigSphere(w));
        assertEquals(2.0f, s.radius());
    }

    @Test
    void poolsCarBoxes36ThenNull() {
        for (int i = 0; i < 36; i++) {
            BoxShape b = pools.allocCarBox(w);
            assertSame(pools.carBox(i), b);
        }
        assertNull(pools.allocCarBox(w));
        assertEquals(1, quirks.count(Quirk.CAR_BOXES_36));
    }

    @Test
    void poolsObjectBoxesAndBigSpheresAreLimited() {
        for (int i = 0; i < 416; i++) {
            pools.allocObjectBox(w);
        }
        assertNull(pools.allocObjectBox(w));
        for (int i = 0; i < 30; i++) {
            pools.allocBigSphere(w);
        }
        assertNull(pools.allocBigSphere(w));
        assertEquals(1, quirks.count(Quirk.OBJECT_BOXES_416));
        assertEquals(1, quirks.count(Quirk.PUSH_SPHERES_30));
    }

    @Test
    void strikeSpheresStayFreeUntilEnabled() {
        assertEquals(0x2, pools.strikeSphere(0).flags(), "switched off and given 0x2 by the constructor");
        SphereShape a = pools.findFreeStrikeSphere(w);
        assertSame(a, pools.findFreeStrikeSphere(w));
        w.poses().enable(w, a, true);
        SphereShape b = pools.findFreeStrikeSphere(w);
        assertNotSame(a, b);
        for (int i = 0; i < 60; i++) {
            w.poses().enable(w, pools.strikeSphere(i), true);
        }
        assertNull(pools.findFreeStrikeSphere(w));
        assertEquals(1, quirks.count(Quirk.STRIKE_SPHERES_60));
    }

    @Test
    void poolShapeStaleFieldsAllocatedShapeKeepsTheLastUsersFields() {
        // PS2-UNCHECKED(POOL_SHAPE_STALE_FIELDS): the allocator writes only the flags.
        SphereShape s = pools.allocObjectSphere(w);
        s.setBone(6);
        s.setRadius(0.5f);
        s.localOffset().set(1f, 2f, 3f, 0f);
        s.centre().set(4f, 5f, 6f, 1f);
        s.previous().set(7f, 8f, 9f, 1f);
        SphereShape chained = new SphereShape();
        s.setNext(chained);
        s.setFlags(s.flags() | ShapeFlags.STRIKE_TARGET | ShapeFlags.RESET_PREVIOUS);
        pools.freeShape(w, s);
        assertEquals(0, quirks.count(Quirk.POOL_SHAPE_STALE_FIELDS), "a fresh shape's first allocation is clean");
        assertSame(s, pools.allocObjectSphere(w));
        assertEquals(1, quirks.count(Quirk.POOL_SHAPE_STALE_FIELDS));
        assertEquals(6, s.bone());
        assertEquals(0.5f, s.radius());
        assertEquals(new Vec4(1f, 2f, 3f, 0f), s.localOffset().toVec4());
        assertEquals(new Vec4(4f, 5f, 6f, 1f), s.centre().toVec4());
        assertEquals(new Vec4(7f, 8f, 9f, 1f), s.previous().toVec4());
        assertSame(chained, s.next());
        assertEquals(0x1f, s.flags(), "0xb with the last user's 0x4 and 0x10");
    }

    @Test
    void fixedPoolsGrowAndStartEachShapeFromItsConstructedState() {
        QuirkCounter fixedQuirks = new QuirkCounter();
        PhysicsWorld fixed = TestWorlds.world("fixed", fixedQuirks, null);
        ShapePools grown = (ShapePools) fixed.shapePools();
        SphereShape s = grown.allocBigSphere(fixed);
        s.setBone(6);
        s.setRadius(0.5f);
        s.centre().set(4f, 5f, 6f, 1f);
        grown.freeShape(fixed, s);
        assertEquals(ShapeFlags.STRIKER, s.flags(), "FREED_SHAPE_STAYS_ENABLED corrected: the freed sphere is off");
        assertSame(s, grown.allocBigSphere(fixed));
        assertEquals(-1, s.bone(), "POOL_SHAPE_STALE_FIELDS corrected");
        assertEquals(2.0f, s.radius());
        assertEquals(new Vec4(0f, 0f, 0f, 0f), s.centre().toVec4());
        assertEquals(0xb, s.flags());
        for (int i = 1; i < 31; i++) {
            SphereShape next = grown.allocBigSphere(fixed);
            assertSame(grown.bigSphere(i), next);
        }
        assertEquals(60, grown.bigSphereCount(), "PUSH_SPHERES_30 corrected: the 31st doubled the pool");
        assertEquals(0xb, grown.bigSphere(30).flags());
        assertEquals(0x1, grown.bigSphere(31).flags(), "the new spheres as the constructor builds them");
        for (int i = 0; i < 60; i++) {
            fixed.poses().enable(fixed, grown.findFreeStrikeSphere(fixed), true);
        }
        SphereShape sixtyFirst = grown.findFreeStrikeSphere(fixed);
        assertSame(grown.strikeSphere(60), sixtyFirst, "STRIKE_SPHERES_60 corrected");
        assertEquals(0x2, sixtyFirst.flags());
        assertTrue(fixedQuirks.fired().stream().noneMatch(KernelLibrary.correctedQuirks()::contains),
                "no corrected quirk is reported: " + fixedQuirks.fired());
    }
}
