package engine.kernels.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.SphereShape;
import engine.kernels.fake.TestWorlds;
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
}
