package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.math.Float4;
import engine.api.quirk.QuirkCounter;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Unit 7 invariants for all operation sequences and all boxes. */
class BodyListProperties {

    /** One operation: 0 add, 1 remove, 2 move and reinsert, 3 reinsert unmoved; on body i; new box at x. */
    record Op(int kind, int body, float x, float width) {
    }

    @Provide
    Arbitrary<Op> ops() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 30),
                Arbitraries.integers().between(0, 40).map(i -> i * 0.5f),
                Arbitraries.integers().between(0, 8).map(i -> i * 0.25f)).as(Op::new);
    }

    @Property
    void afterAnySequenceTheListIsSortedAndHoldsExactlyTheAddedBodies(
            @ForAll @Size(max = 80) List<@net.jqwik.api.From("ops") Op> ops) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter());
        List<Body> added = new ArrayList<>();
        int made = 0;
        for (Op op : ops) {
            if (op.kind() == 0 || added.isEmpty()) {
                Body b = TestWorlds.box("b" + made++, op.x(), op.x() + op.width());
                w.addBody(b);
                added.add(b);
                continue;
            }
            Body b = added.get(op.body() % added.size());
            switch (op.kind()) {
                case 1 -> {
                    w.removeBody(b);
                    added.remove(b);
                }
                case 2 -> {
                    TestWorlds.setBox(b, op.x(), op.x() + op.width());
                    w.reinsert(b);
                }
                default -> w.reinsert(b);
            }
        }
        Set<Body> listed = new HashSet<>();
        float last = -Float.MAX_VALUE;
        for (Body n = w.bodies().head(); n != null; n = n.next()) {
            assertTrue(n.minX() >= last, "sorted by min x");
            last = n.minX();
            assertTrue(listed.add(n), "each body once");
            if (n.next() != null) {
                assertEquals(n, n.next().previous(), "links agree");
            }
        }
        assertEquals(new HashSet<>(added), listed);
        assertEquals(new HashSet<>(added), new HashSet<>(w.bodyVector()));
        for (int i = 0; i < w.bodyVector().size(); i++) {
            assertEquals(i, w.bodyVector().get(i).index(), "the vector's indices are current");
        }
    }

    @Property
    void queryFromAListedBodyFindsWhatBruteForceFindsInTheSpecsOrder(
            @ForAll @Size(min = 1, max = 40) List<@IntRange(min = 0, max = 60) Integer> starts,
            @ForAll @IntRange(min = 0, max = 39) int startPick, @ForAll @IntRange(min = 0, max = 8) int grow) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter());
        List<Body> bodies = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            float x = starts.get(i) * 0.5f;
            Body b = TestWorlds.box("b" + i, x, x + 1f + (i % 3));
            w.addBody(b);
            bodies.add(b);
        }
        Body start = bodies.get(startPick % bodies.size());
        Float4 lo = new Float4(start.minX() - grow, 0f, 0f, 1f);
        Float4 hi = new Float4(start.maxX() + grow * 0.5f, 1f, 1f, 1f);
        Body[] out = new Body[512];
        int n = w.kernels().get(Slots.BOX_QUERY).queryBox(w, out, lo, hi, start, null, -1, 0);
        List<Body> expected = new ArrayList<>();
        for (Body b = start; b != null; b = b.previous()) {
            if (b.maxX() >= lo.x() && b.minX() <= hi.x()) {
                expected.add(b);
            }
        }
        for (Body b = start.next(); b != null; b = b.next()) {
            if (b.maxX() >= lo.x() && b.minX() <= hi.x()) {
                expected.add(b);
            }
        }
        assertEquals(expected, java.util.Arrays.asList(out).subList(0, n));
        long brute = bodies.stream().filter(b -> b.maxX() >= lo.x() && b.minX() <= hi.x()).count();
        assertEquals(brute, n, "every body a brute-force overlap finds");
    }
}
