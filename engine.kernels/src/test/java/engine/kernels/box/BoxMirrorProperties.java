package engine.kernels.box;

import static engine.kernels.box.BoxArbitraries.d;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.kernel.Slot;
import engine.api.kernel.pair.PairSweep;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.world.PhysicsWorld;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Mirrored pairs agree. The box-vs-x entries are their x-vs-box kernels called with the roles swapped and the move
 * negated: the same bits for +0x80, +0x90, +0xa0 and +0xb0, the halves swapped. Box-box is its own mirror: a box
 * A moving by m against B, and B moving by −m against A, meet at the same fraction (to rounding), each with a
 * normal along which the two boxes' projections touch, the mover on its positive side; where the sampler sees a
 * clear hit or miss, both answer it.
 */
class BoxMirrorProperties {
    private final PhysicsWorld world = Mode.faithful().world();

    @Provide
    Arbitrary<BoxShape> boxes() {
        return BoxArbitraries.boxes(false);
    }

    @Provide
    Arbitrary<float[]> aims() {
        return BoxArbitraries.aims();
    }

    @Provide
    Arbitrary<float[]> moves() {
        return BoxArbitraries.moves();
    }

    @Provide
    Arbitrary<Integer> kinds() {
        return Arbitraries.integers().between(0, 2);
    }

    @Property(tries = 800)
    void boxVsXIsTheMirrorOfXVsBox(@ForAll("kinds") int kind, @ForAll("boxes") BoxShape box,
                                   @ForAll("aims") float[] aim, @ForAll("moves") float[] mv) {
        float[] s = BoxArbitraries.start(box, aim, mv);
        float r = 0.05f + 0.4f * box.halfExtents().y();
        Shape x = switch (kind) {
            case 0 -> BoxScenes.capsule(s[0], s[1], s[2], r, 1.8f);
            case 1 -> BoxScenes.sphere(s[0], s[1], s[2], r);
            default -> BoxScenes.segment(s[0], s[1], s[2], s[0] + 0.5f, s[1] - 0.3f, s[2] + 0.4f, 0.3f * r);
        };
        Slot<PairSweep> forward = kind == 0 ? BoxScenes.CAPSULE_BOX : kind == 1 ? BoxScenes.SPHERE_BOX
                : BoxScenes.SEGMENT_BOX;
        Slot<PairSweep> mirror = kind == 0 ? BoxScenes.BOX_CAPSULE : kind == 1 ? BoxScenes.BOX_SPHERE
                : BoxScenes.BOX_SEGMENT;
        Contact a = BoxScenes.slot();
        boolean hitA = BoxScenes.sweep(world, forward, a, x, box, BoxScenes.move(mv[0], mv[1], mv[2]));
        Contact b = BoxScenes.slot();
        boolean hitB = BoxScenes.sweep(world, mirror, b, box, x, BoxScenes.move(-mv[0], -mv[1], -mv[2]));
        assertEquals(hitA, hitB);
        Statistics.label("hit").collect(hitA);
        if (hitA) {
            assertEquals(Snapshot.of(a.fraction(), a.point(), a.slide(), a.flags()),
                    Snapshot.of(b.fraction(), b.point(), b.slide(), b.flags()), "not swapped");
            assertEquals(Snapshot.of(a.normal(), a.unitMove()), Snapshot.of(b.unitMove(), b.normal()), "swapped");
        }
    }

    @Property(tries = 800)
    void boxBoxIsItsOwnMirror(@ForAll("boxes") BoxShape other, @ForAll("boxes") BoxShape posed,
                              @ForAll("aims") float[] aim, @ForAll("moves") float[] mv) {
        float[] s = BoxArbitraries.start(other, aim, mv);
        BoxShape own = BoxScenes.box(s[0], s[1], s[2], posed.halfExtents().x(), posed.halfExtents().y(),
                posed.halfExtents().z());
        for (int i = 0; i < 3; i++) {
            own.axis(i).set(posed.axis(i));
        }
        Contact a = BoxScenes.slot();
        boolean hitA = BoxScenes.sweep(world, BoxScenes.BOX_BOX, a, own, other, BoxScenes.move(mv[0], mv[1], mv[2]));
        Contact b = BoxScenes.slot();
        boolean hitB = BoxScenes.sweep(world, BoxScenes.BOX_BOX, b, other, own,
                BoxScenes.move(-mv[0], -mv[1], -mv[2]));
        BoxBrute pa = BoxBrute.of(own);
        BoxBrute pb = BoxBrute.of(other);
        double[] m = d(mv);
        double[] back = {-m[0], -m[1], -m[2]};
        FirstTouch ft = FirstTouch.of(t -> BoxBrute.intersect(pa.moved(t, m), pb, 1e-3),
                t -> BoxBrute.intersect(pa.moved(t, m), pb, -1e-3), 500);
        Statistics.label("kind").collect(ft.kind);
        if (ft.kind == FirstTouch.Kind.HIT || ft.kind == FirstTouch.Kind.MISS) {
            assertEquals(hitA, hitB, "both see the clear " + ft.kind);
        }
        if (hitA && hitB && ft.kind != FirstTouch.Kind.START) {
            assertEquals(a.fraction(), b.fraction(), 1e-4 + 1e-3 * ft.step, "the same fraction");
            touches(pa.moved(a.fraction(), m), pb, a);
            touches(pb.moved(b.fraction(), back), pa, b);
        }
    }

    /** Along c's normal, the mover's projection starts where the other's ends. */
    private static void touches(BoxBrute mover, BoxBrute other, Contact c) {
        double[] n = {c.normal().x(), c.normal().y(), c.normal().z()};
        double lo = Double.MAX_VALUE;
        for (double[] k : mover.corners(0)) {
            lo = Math.min(lo, BoxBrute.dot(n, k));
        }
        double hi = -Double.MAX_VALUE;
        for (double[] k : other.corners(0)) {
            hi = Math.max(hi, BoxBrute.dot(n, k));
        }
        assertTrue(Math.abs(lo - hi) < 5e-3, "projections on +0x50 touch: " + lo + " vs " + hi);
    }
}
