package engine.kernels.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Units 8 and 9: pools never hand out a taken slot and always reuse the lowest free one. */
class PoolProperties {

    @Property
    void bodyPoolsNeverHandOutATakenSlotAndReuseTheLowestFree(
            @ForAll @Size(max = 120) List<@IntRange(min = -20, max = 20) Integer> ops) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter());
        BodyPools pools = (BodyPools) w.bodyPools();
        List<Body> taken = new ArrayList<>();
        for (int op : ops) {
            if (op >= 0 || taken.isEmpty()) {
                int lowest = -1;
                for (int i = 0; i < BodyPools.CARS; i++) {
                    if (pools.car(i).owner() == null) {
                        lowest = i;
                        break;
                    }
                }
                Body b = pools.createCarBody(w, new FakeOwner("c"));
                if (lowest < 0) {
                    assertEquals(null, b);
                } else {
                    assertEquals(pools.car(lowest), b);
                    assertTrue(!taken.contains(b));
                    taken.add(b);
                }
            } else {
                Body b = taken.remove(Math.floorMod(op, taken.size()));
                pools.freeCarBody(w, b);
            }
        }
    }

    @Property
    void shapePoolsNeverHandOutATakenShapeAndReuseTheLowestFree(
            @ForAll @Size(max = 200) List<@IntRange(min = -10, max = 10) Integer> ops) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter());
        ShapePools pools = (ShapePools) w.shapePools();
        Map<SphereShape, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < ShapePools.BIG_SPHERES; i++) {
            index.put(pools.bigSphere(i), i);
        }
        List<SphereShape> taken = new ArrayList<>();
        for (int op : ops) {
            if (op >= 0 || taken.isEmpty()) {
                SphereShape s = pools.allocBigSphere(w);
                if (taken.size() == ShapePools.BIG_SPHERES) {
                    assertEquals(null, s);
                    continue;
                }
                int lowest = 0;
                while (taken.contains(pools.bigSphere(lowest))) {
                    lowest++;
                }
                assertEquals(lowest, index.get(s));
                taken.add(s);
            } else {
                pools.freeShape(w, taken.remove(Math.floorMod(op, taken.size())));
            }
        }
    }
}
