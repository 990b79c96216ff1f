package engine.kernels.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;

/**
 * A brute-force first touch: the move sampled at steps + 1 times, bracketing the touch between the first sample
 * within reach plus delta (tA) and the first within reach minus delta (tB), in double precision. The kernel's
 * float32 fraction must fall in [tA − step, tB]; with no sample within reach plus delta it must miss; with one
 * within reach minus delta it must hit. Between the two (a graze) either answer stands.
 */
final class FirstTouch {
    /** What the sampler saw: touching at the start, a clear miss, a clear hit, or a graze. */
    enum Kind { START, MISS, HIT, GRAZE }

    final Kind kind;
    /** True when the start is inside reach minus delta (the kernel's start rule applies). */
    final boolean deepStart;
    final double ta;
    final double tb;
    final double step;

    private FirstTouch(Kind kind, boolean deepStart, double ta, double tb, double step) {
        this.kind = kind;
        this.deepStart = deepStart;
        this.ta = ta;
        this.tb = tb;
        this.step = step;
    }

    /** From a separation measure sep(t) (≤ 0 touching) that grows by at most delta when the shapes shrink by it. */
    static FirstTouch of(DoubleUnaryOperator sep, int steps, double delta) {
        return of(t -> sep.applyAsDouble(t) <= delta, t -> sep.applyAsDouble(t) <= -delta, steps);
    }

    /** From two predicates: the shapes grown by delta touch (grown), and shrunk by delta touch (shrunk). */
    static FirstTouch of(DoublePredicate grown, DoublePredicate shrunk, int steps) {
        double step = 1.0 / steps;
        if (grown.test(0)) {
            return new FirstTouch(Kind.START, shrunk.test(0), 0, 0, step);
        }
        double ta = Double.NaN;
        double tb = Double.NaN;
        for (int k = 1; k <= steps; k++) {
            double t = k * step;
            if (Double.isNaN(ta) && grown.test(t)) {
                ta = t;
            }
            if (!Double.isNaN(ta) && shrunk.test(t)) {
                tb = t;
                break;
            }
        }
        Kind kind = Double.isNaN(ta) ? Kind.MISS : Double.isNaN(tb) ? Kind.GRAZE : Kind.HIT;
        return new FirstTouch(kind, false, ta, tb, step);
    }

    /**
     * Checks the kernel's answer against the samples (not at the start: see {@link #checkStartHitsAtZero}).
     * Returns the kind, for statistics.
     */
    Kind check(boolean hit, float f) {
        switch (kind) {
            case MISS -> assertFalse(hit, "no sample came within reach, but the kernel hit at " + f);
            case HIT -> {
                assertTrue(hit, "samples came within reach from " + ta + " but the kernel missed");
                assertTrue(f >= ta - step - 1e-6 && f <= tb + 1e-6, "fraction " + f + " outside [" + (ta - step)
                        + ", " + tb + "]");
            }
            case GRAZE -> {
                if (hit) {
                    assertTrue(f >= ta - step - 1e-6 && f <= 1f, "fraction " + f + " before " + (ta - step));
                }
            }
            default -> {
            }
        }
        return kind;
    }

    /** The strike rule: a start within reach (minus delta) hits at 0 whatever the move. */
    void checkStartHitsAtZero(boolean hit, float f) {
        if (kind == Kind.START && deepStart) {
            assertTrue(hit, "a start within reach must hit");
            assertEquals(0f, f);
        }
    }
}
