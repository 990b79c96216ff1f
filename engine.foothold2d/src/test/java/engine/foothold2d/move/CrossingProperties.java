package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.Mover;
import engine.foothold2d.MapleData;
import engine.foothold2d.map.CompiledMap;
import engine.foothold2d.map.CrossQuery;
import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The crossing test's exact arithmetic, T within the foothold, the index against brute force. */
class CrossingProperties {
    private static final FootholdMap HENESYS = MapleData.load(MapleData.HENESYS);
    private static final FootholdMap EL_NATH = MapleData.load(MapleData.EL_NATH);

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

    @Property(tries = 300)
    void indexReturnsExactlyTheBruteForceCandidates(@ForAll boolean elNath,
                                                    @ForAll @IntRange(min = -1500, max = 7000) int x,
                                                    @ForAll @IntRange(min = -2200, max = 900) int y,
                                                    @ForAll @IntRange(min = 0, max = 700) int w,
                                                    @ForAll @IntRange(min = 0, max = 700) int h) {
        CompiledMap m = new CMovePath().prepare(elNath ? EL_NATH : HENESYS);
        CrossQuery q = m.index.newQuery();
        int n = m.index.query(x, y, x + w, y + h, q);
        int[] brute = new int[m.count];
        int b = m.index.bruteForce(x, y, x + w, y + h, brute);
        assertArrayEquals(Arrays.copyOf(brute, b), Arrays.copyOf(q.items, n));
    }

    @Property(tries = 200)
    void tStaysWithinTheFootholdWhileGrounded(@ForAll boolean elNath, @ForAll @IntRange(min = 0, max = 10_000) int pick,
                                              @ForAll("inputs") int[] inputs) {
        FootholdMap map = elNath ? EL_NATH : HENESYS;
        var floors = map.footholds().stream().filter(f -> f.cos() > 0).toList();
        var start = floors.get(pick % floors.size());
        CMovePath k = new CMovePath();
        Mover m = MapleData.standing(map, start.id(), start.length() * (pick % 7) / 6.0);
        for (int in : inputs) {
            m.setInput(in, 0);
            MapleData.step(k, map, m, 1);
            if (m.foothold() != 0) {
                double len = map.foothold(m.foothold()).length();
                assertTrue(m.t() >= 0 && m.t() <= len, "T " + m.t() + " of " + len);
                assertTrue(Double.isFinite(m.x()) && Double.isFinite(m.y()));
            }
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<int[]> inputs() {
        return net.jqwik.api.Arbitraries.integers().between(-1, 1).array(int[].class).ofMinSize(1).ofMaxSize(300);
    }
}
