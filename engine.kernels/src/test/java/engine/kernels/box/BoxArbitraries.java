package engine.kernels.box;

import engine.api.math.Quat;
import engine.api.shape.BoxShape;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/** Generators the box properties share: posed boxes, moves, and a mover aimed near the box. */
final class BoxArbitraries {

    private BoxArbitraries() {
    }

    /** Floats uniform in [lo, hi] with five decimals. */
    static Arbitrary<Float> f(float lo, float hi) {
        return Arbitraries.floats().between(lo, hi).ofScale(5).withDistribution(RandomDistribution.uniform());
    }

    /** A move component: mostly in [−4, 4], sometimes exactly 0, sometimes tiny. */
    static Arbitrary<Float> moveComponent() {
        return Arbitraries.frequencyOf(Tuple.of(8, f(-4f, 4f)), Tuple.of(2, Arbitraries.just(0f)),
                Tuple.of(1, f(-0.01f, 0.01f)));
    }

    /** A move vector. */
    static Arbitrary<float[]> moves() {
        return Combinators.combine(moveComponent(), moveComponent(), moveComponent())
                .as((x, y, z) -> new float[] {x, y, z});
    }

    /** A rotation: the identity now and then, else about a random axis, or about z only when upright. */
    static Arbitrary<Quat> rotations(boolean upright) {
        Arbitrary<Quat> yaw = f(0f, 6.2832f).map(a -> BoxScenes.rotation(a, 0, 0, 1));
        Arbitrary<Quat> any = Combinators.combine(f(0f, 3.1416f), f(0f, 6.2832f), f(0f, 6.2832f))
                .as((theta, phi, a) -> BoxScenes.rotation(a, StrictMath.sin(theta) * StrictMath.cos(phi),
                        StrictMath.sin(theta) * StrictMath.sin(phi), StrictMath.cos(theta)));
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(Quat.IDENTITY)), Tuple.of(4, upright ? yaw : any));
    }

    /** A box: centre in [−2, 2]³, half extents in [0.1, 1.5], posed by a rotation (upright: about z only). */
    static Arbitrary<BoxShape> boxes(boolean upright) {
        Arbitrary<float[]> centre = Combinators.combine(f(-2f, 2f), f(-2f, 2f), f(-2f, 2f))
                .as((x, y, z) -> new float[] {x, y, z});
        Arbitrary<float[]> half = Combinators.combine(f(0.1f, 1.5f), f(0.1f, 1.5f), f(0.1f, 1.5f))
                .as((x, y, z) -> new float[] {x, y, z});
        return Combinators.combine(centre, half, rotations(upright))
                .as((c, h, q) -> BoxScenes.box(c[0], c[1], c[2], h[0], h[1], h[2], q));
    }

    /** Where the mover passes: an offset in [−2.2, 2.2]³ from the box's centre, at a fraction u in [0.2, 1.3]. */
    static Arbitrary<float[]> aims() {
        return Combinators.combine(f(-2.2f, 2.2f), f(-2.2f, 2.2f), f(-2.2f, 2.2f), f(0.2f, 1.3f))
                .as((x, y, z, u) -> new float[] {x, y, z, u});
    }

    /** The start that puts a mover at the box's centre + aim's offset at fraction aim[3] of move. */
    static float[] start(BoxShape box, float[] aim, float[] move) {
        return new float[] {box.centre().x() + aim[0] - aim[3] * move[0], box.centre().y() + aim[1] - aim[3] * move[1],
                box.centre().z() + aim[2] - aim[3] * move[2]};
    }

    /** The float vector as doubles. */
    static double[] d(float[] v) {
        return new double[] {v[0], v[1], v[2]};
    }
}
