package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * The crossing test's exact arithmetic: product comparison, cross products, rounding, the vertex test. Needs no
 * map data; the index and T properties on maps are in {@link MapProperties} and {@link RealMapProperties}.
 */
class CrossingProperties {
    @Property
    void fractionComparisonIsExact(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long a,
                                   @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long b,
                                   @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long c,
                                   @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long d) {
        int exact = BigInteger.valueOf(a).multiply(BigInteger.valueOf(b))
                .compareTo(BigInteger.valueOf(c).multiply(BigInteger.valueOf(d)));
        assertEquals(exact, Crossing.compareProducts(a, b, c, d));
        assertEquals(-exact, Crossing.compareProducts(c, d, a, b));
    }

    @Property
    void crossProductIsExactAndAntisymmetric(@ForAll @IntRange(min = -1_000_000, max = 1_000_000) int ax,
                                             @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int ay,
                                             @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int bx,
                                             @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int by,
                                             @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int px,
                                             @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int py) {
        long s = Crossing.side(ax, ay, bx, by, px, py);
        BigInteger exact = BigInteger.valueOf((long) bx - ax).multiply(BigInteger.valueOf((long) py - ay))
                .subtract(BigInteger.valueOf((long) by - ay).multiply(BigInteger.valueOf((long) px - ax)));
        assertEquals(exact, BigInteger.valueOf(s));
        // reversing the segment flips the side; translating everything keeps it
        assertEquals(-s, Crossing.side(bx, by, ax, ay, px, py));
        assertEquals(s, Crossing.side(ax + 7, ay - 3, bx + 7, by - 3, px + 7, py - 3));
    }

    @Property
    void roundingIsHalfUpAndMirrorsAwayFromHalves(@ForAll @IntRange(min = -1_000_000, max = 1_000_000) int i,
                                                  @ForAll @IntRange(min = 0, max = 999) int frac) {
        double v = i + frac / 1000.0;
        int r = Crossing.round(v);
        // exact round half up: floor(v + 1/2) computed in BigDecimal
        int exact = new java.math.BigDecimal(v).add(new java.math.BigDecimal("0.5"))
                .setScale(0, java.math.RoundingMode.FLOOR).intValueExact();
        assertEquals(exact, r);
        if (frac != 500) {
            assertEquals(-r, Crossing.round(-v));
        } else {
            assertEquals(-r + 1, Crossing.round(-v));
        }
        assertEquals(0, Crossing.round(0.49999999999999994));
        assertEquals(0, Crossing.round(-0.5));
    }

    @Property
    void segmentTestIsTranslationInvariant(@ForAll @IntRange(min = -500, max = 500) int ax,
                                           @ForAll @IntRange(min = -500, max = 500) int ay,
                                           @ForAll @IntRange(min = -500, max = 500) int vx,
                                           @ForAll @IntRange(min = -500, max = 500) int vy,
                                           @ForAll @IntRange(min = -500, max = 500) int bx,
                                           @ForAll @IntRange(min = -500, max = 500) int by,
                                           @ForAll @IntRange(min = -500, max = 500) int px,
                                           @ForAll @IntRange(min = -500, max = 500) int py,
                                           @ForAll @IntRange(min = -9999, max = 9999) int tx) {
        boolean r = Crossing.segmentIntersectionTest(ax, ay, vx, vy, vx, vy, bx, by, px, py);
        assertEquals(r, Crossing.segmentIntersectionTest(ax + tx, ay - tx, vx + tx, vy - tx, vx + tx, vy - tx,
                bx + tx, by - tx, px + tx, py - tx));
    }
}
