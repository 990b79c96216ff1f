package engine.kernels.pool;

import engine.api.body.Body;
import engine.api.body.HumanBody;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import engine.kernels.ignore.IgnoreSlots;
import engine.kernels.world.PhysicsWorld;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The inputs that show each correction of {@link PoolCorrections}: one case per row. */
public final class PoolCorrectionCases {

    private PoolCorrectionCases() {
    }

    /** Calls take n + 1 times on a new world; the last result (null or not) and the pool's size after. */
    private static CorrectionCase.Scenario exceed(int n, BiFunction<PhysicsWorld, Integer, Object> take,
                                                  Function<PhysicsWorld, Integer> size) {
        return (Mode mode) -> {
            PhysicsWorld w = mode.world();
            Object last = null;
            for (int i = 0; i <= n; i++) {
                last = take.apply(w, i);
            }
            return Snapshot.of(last == null, size.apply(w));
        };
    }

    private static ShapePools shapes(PhysicsWorld w) {
        return (ShapePools) w.shapePools();
    }

    private static BodyPools bodies(PhysicsWorld w) {
        return (BodyPools) w.bodyPools();
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.OBJECT_SPHERES_416, Slots.SHAPE_POOLS, "417 AllocObjectSphere calls",
                        exceed(ShapePools.OBJECT_SPHERES, (w, i) -> w.shapePools().allocObjectSphere(w),
                                w -> shapes(w).objectSphereCount())),
                new CorrectionCase(Quirk.OBJECT_BOXES_416, Slots.SHAPE_POOLS, "417 AllocObjectBox calls",
                        exceed(ShapePools.OBJECT_BOXES, (w, i) -> w.shapePools().allocObjectBox(w),
                                w -> shapes(w).objectBoxCount())),
                new CorrectionCase(Quirk.CAR_BOXES_36, Slots.SHAPE_POOLS, "37 AllocCarBox calls",
                        exceed(ShapePools.CAR_BOXES, (w, i) -> w.shapePools().allocCarBox(w),
                                w -> shapes(w).carBoxCount())),
                new CorrectionCase(Quirk.PUSH_SPHERES_30, Slots.SHAPE_POOLS, "31 AllocBigSphere calls",
                        exceed(ShapePools.BIG_SPHERES, (w, i) -> w.shapePools().allocBigSphere(w),
                                w -> shapes(w).bigSphereCount())),
                new CorrectionCase(Quirk.STRIKE_SPHERES_60, Slots.SHAPE_POOLS,
                        "61 FindFreeStrikeSphere calls, each sphere found enabled",
                        exceed(ShapePools.STRIKE_SPHERES, (w, i) -> {
                            SphereShape s = w.shapePools().findFreeStrikeSphere(w);
                            if (s != null) {
                                w.poses().enable(w, s, true);
                            }
                            return s;
                        }, w -> shapes(w).strikeSphereCount())),
                new CorrectionCase(Quirk.FREED_SHAPE_STAYS_ENABLED, Slots.SHAPE_POOLS,
                        "an object sphere allocated then freed",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            SphereShape s = w.shapePools().allocObjectSphere(w);
                            w.shapePools().freeShape(w, s);
                            return Snapshot.of(s.flags());
                        }),
                new CorrectionCase(Quirk.POOL_SHAPE_STALE_FIELDS, Slots.SHAPE_POOLS,
                        "an object sphere given bone 6, radius 0.5, offset (1, 2, 3), a next; freed, allocated again",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            SphereShape s = w.shapePools().allocObjectSphere(w);
                            s.setBone(6);
                            s.setRadius(0.5f);
                            s.localOffset().set(1f, 2f, 3f, 0f);
                            s.setNext(new SphereShape());
                            w.shapePools().freeShape(w, s);
                            SphereShape again = w.shapePools().allocObjectSphere(w);
                            return Snapshot.of(again == s, again.bone(), again.radius(), again.localOffset(),
                                    again.next() == null, again.flags());
                        }),
                new CorrectionCase(Quirk.HUMAN_BODIES_60, Slots.BODY_POOLS, "61 CreateHumanBody calls",
                        exceed(BodyPools.HUMANS, (w, i) -> w.bodyPools().createHumanBody(w, new FakeHuman("h" + i)),
                                w -> bodies(w).humanCount())),
                new CorrectionCase(Quirk.PUNCH_BAG_SINGLE, Slots.BODY_POOLS, "CreatePunchBagBody for a, then for b",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            HumanBody first = w.bodyPools().createPunchBagBody(w, new FakeHuman("a"));
                            HumanBody second = w.bodyPools().createPunchBagBody(w, new FakeHuman("b"));
                            int listed = 0;
                            for (HumanBody h = w.bodyPools().humanHead(); h != null; h = h.humanNext()) {
                                listed++;
                            }
                            return Snapshot.of(second == first, String.valueOf(first.owner()),
                                    w.bodyVector().size(), listed);
                        }),
                new CorrectionCase(Quirk.OBJECT_BODIES_416, Slots.BODY_POOLS, "417 CreateObjectBody calls",
                        exceed(BodyPools.OBJECTS, (w, i) -> w.bodyPools().createObjectBody(w, new FakeOwner("o" + i)),
                                w -> bodies(w).objectCount())),
                new CorrectionCase(Quirk.CAR_BODIES_18, Slots.BODY_POOLS, "19 CreateCarBody calls",
                        exceed(BodyPools.CARS, (w, i) -> w.bodyPools().createCarBody(w, new FakeOwner("c" + i)),
                                w -> bodies(w).carCount())),
                new CorrectionCase(Quirk.PANE_BODIES_255, Slots.BODY_POOLS, "256 CreateBoxBody(1, 1) calls",
                        exceed(BodyPools.PANES,
                                (w, i) -> w.bodyPools().createBoxBody(w, new FakeOwner("p" + i), 1f, 1f),
                                w -> bodies(w).paneCount())),
                new CorrectionCase(Quirk.CREATE_STALE_FIELDS, Slots.BODY_POOLS,
                        "an object body left with push-out (0.5, 0, 0) and AABB x [3, 4], freed, its slot re-created",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            Body a = w.bodyPools().createObjectBody(w, new FakeOwner("a"));
                            a.pushOut().set(0.5f, 0f, 0f, 1f);
                            a.setBox(3f, 0f, 0f, 4f, 1f, 1f);
                            w.bodyPools().freeObjectBody(w, a);
                            Body b = w.bodyPools().createObjectBody(w, new FakeOwner("b"));
                            return Snapshot.of(b == a, b.pushOut(), b.box().min(), b.box().max());
                        }),
                new CorrectionCase(Quirk.PANE_FREE_KEEPS_IGNORES, Slots.BODY_POOLS, "a pane ignoring x is freed",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            Body pane = w.bodyPools().createBoxBody(w, new FakeOwner("pane"), 1.2f, 2.0f);
                            w.ignoreList().ignore(w, pane, new FakeOwner("x"));
                            w.bodyPools().freeBoxBody(w, pane);
                            Shape box = pane.firstShape();
                            return Snapshot.of(pane.ignoreHead(),
                                    String.valueOf(((IgnoreSlots) w.ignoreList()).slotOwner(0)), box.flags());
                        }),
                new CorrectionCase(Quirk.CREATE_NULL_OWNER, Slots.BODY_POOLS,
                        "CreateObjectBody for no owner, then for o",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            Body ownerless = w.bodyPools().createObjectBody(w, null);
                            Body next = w.bodyPools().createObjectBody(w, new FakeOwner("o"));
                            return Snapshot.of(ownerless == null, next == ownerless, bodies(w).objectCount());
                        }));
    }
}
