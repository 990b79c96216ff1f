package engine.foothold2d.move;

import static engine.foothold2d.MapleData.standing;
import static engine.foothold2d.MapleData.step;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MoveAction;
import engine.api.foothold.MovementRecord;
import engine.api.foothold.MovementRecorder;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.CompiledMap;
import engine.foothold2d.map.CrossQuery;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Whole-map checks of the movement kernel, run on the real maps ({@link RealMapTest}, {@link RealMapProperties})
 * and on the synthetic maps ({@link SyntheticMapTest}, {@link SyntheticMapProperties}): chains walked along their
 * links, drops against a brute-force floor scan, ladders and ropes climbed both ways, the crossing index against a
 * brute-force scan, T kept within the foothold. Each asserts as it goes and returns what happened, for the
 * caller's own checks.
 */
final class MapChecks {

    private MapChecks() {
    }

    /** One walk: from the middle of start, holding dir (-1 left, +1 right), stopped on end at T endT. */
    record Walk(int start, int dir, int end, double endT) {
    }

    /**
     * Walks from the middle of every floor (cos > 0) both ways, holding the key until the walker stops: every
     * foothold change follows the prev/next link, T stays within the foothold and the position on its surface,
     * and the walk ends at a chain end or a wall link with T at that end.
     */
    static List<Walk> walkEveryChain(FootholdMap map) {
        CMovePath k = CMovePath.corrected();
        List<Walk> walks = new ArrayList<>();
        for (Foothold start : map.footholds()) {
            if (start.cos() <= 0) {
                continue;
            }
            for (int dir : new int[] {-1, 1}) {
                Mover m = standing(map, start.id(), start.length() / 2);
                m.setInput(dir, 0);
                int fh = start.id();
                int still = 0;
                for (int i = 0; i < 20000 && still < 3; i++) {
                    step(k, map, m, 1);
                    assertNotEquals(0, m.foothold(), "left the foothold chain at " + fh);
                    Foothold f = map.foothold(m.foothold());
                    if (m.foothold() != fh) {
                        Foothold was = map.foothold(fh);
                        assertEquals(dir > 0 ? was.next() : was.prev(), m.foothold(), "link followed from " + fh);
                        fh = m.foothold();
                    }
                    assertTrue(m.t() >= 0 && m.t() <= f.length(), "T within the foothold");
                    double ey = f.y1() + f.sin() * m.t();
                    assertEquals(ey, m.y(), 1e-6);
                    still = m.tVelocity() == 0.0 ? still + 1 : 0;
                }
                assertEquals(3, still, "walker on " + start.id() + " never stopped");
                Foothold end = map.foothold(fh);
                int link = dir > 0 ? end.next() : end.prev();
                assertTrue(link == 0 || map.foothold(link).cos() <= 0, "stopped at " + fh + " though " + link
                        + " is walkable");
                assertEquals(dir > 0 ? end.length() : 0.0, m.t());
                walks.add(new Walk(start.id(), dir, fh, m.t()));
            }
        }
        return walks;
    }

    /** Every foothold end x: drops there meet a vertex, which the brute force does not model. */
    static TreeSet<Integer> endXs(FootholdMap map) {
        TreeSet<Integer> xs = new TreeSet<>();
        for (Foothold f : map.footholds()) {
            xs.add(f.x1());
            xs.add(f.x2());
        }
        return xs;
    }

    /** The x range drops are taken from: the footholds' x extent within the bounds. */
    static int[] dropRange(FootholdMap map) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (Foothold f : map.footholds()) {
            lo = Math.min(lo, Math.min(f.x1(), f.x2()));
            hi = Math.max(hi, Math.max(f.x1(), f.x2()));
        }
        return new int[] {Math.max(lo, map.bounds().left()), Math.min(hi, map.bounds().right())};
    }

    /** Where drops start: 150 px above the highest foothold, below the top bound. */
    static double dropStartY(FootholdMap map) {
        int top = Integer.MAX_VALUE;
        for (Foothold f : map.footholds()) {
            top = Math.min(top, Math.min(f.y1(), f.y2()));
        }
        return Math.max(top - 150, map.bounds().top() + 1);
    }

    /**
     * Drops a mover at rest from (x, dropStartY) for up to 2000 updates of 30 ms: it lands (its first movement
     * record) on the foothold {@link #firstFloorBelow} names, exactly at the crossing of the drop line, and stays
     * standing; where that names none it never lands. Returns the landing foothold's id, 0 for none.
     */
    static int dropAndCheck(CMovePath k, FootholdMap map, int x) {
        double startY = dropStartY(map);
        Foothold expect = firstFloorBelow(map, x, startY);
        Mover m = new Mover();
        m.setPosition(x, startY);
        MovementRecorder rec = new MovementRecorder();
        for (int i = 0; i < 2000 && m.foothold() == 0; i++) {
            k.update(map, PhysicsConstants.DEFAULT, m, 30, rec, QuirkLog.NONE);
        }
        if (expect == null) {
            assertEquals(0, m.foothold(), "x " + x + " has no floor but landed");
            return 0;
        }
        // the landing record: the first foothold stood on, at the crossing on the drop line
        MovementRecord first = rec.records().get(0);
        assertEquals(expect.id(), first.foothold(), "drop at x " + x);
        assertEquals(x, first.x(), 1e-9);
        assertEquals(yAt(expect, x), first.y(), 1e-6);
        assertNotEquals(0, m.foothold(), "still standing after landing at x " + x);
        return expect.id();
    }

    /** The y of f's line at x (f not vertical). */
    static double yAt(Foothold f, int x) {
        return f.y1() + (double) (f.y2() - f.y1()) * (x - f.x1()) / (f.x2() - f.x1());
    }

    /**
     * Brute force: the floor (cos > 0) strictly spanning x whose surface is the first at or below y; of floors at
     * the same height the first in id order.
     */
    static Foothold firstFloorBelow(FootholdMap map, int x, double y) {
        Foothold best = null;
        for (Foothold f : map.footholds()) {
            if (f.cos() <= 0 || x <= f.x1() || x >= f.x2()) {
                continue;
            }
            double fy = yAt(f, x);
            if (fy >= y && (best == null || fy < yAt(best, x))) {
                best = f;
            }
        }
        return best;
    }

    /**
     * Every ladder and rope: one that can be left at the top is grabbed, climbed up and off onto the platform
     * above, grabbed again from there and climbed down and off onto the floor below
     * ({@link #climbBothWaysAndLeave}); one that cannot holds its climber at the top ({@link #climbToAClosedTop});
     * a zero-length one is never grabbed ({@link #neverGrabbed}).
     */
    static void climbEveryLadderAndRope(FootholdMap map) {
        for (LadderRope l : map.ladders()) {
            if (l.top() == l.bottom()) {
                neverGrabbed(map, l);
            } else if (l.canExitTop()) {
                climbBothWaysAndLeave(map, l);
            } else {
                climbToAClosedTop(map, l);
            }
        }
    }

    /** Holding up 3 px right of l at its middle for one update grabs it: snapped to its x, LADDER or ROPE. */
    static Mover grabAtTheMiddle(CMovePath k, FootholdMap map, LadderRope l) {
        Mover m = new Mover();
        m.setPosition(l.x() + 3, (l.top() + l.bottom()) / 2.0);
        m.setInput(0, -1);
        step(k, map, m, 1);
        assertEquals(l.id(), m.ladder(), "grabbed " + l);
        assertEquals(l.ladder() ? MoveAction.LADDER : MoveAction.ROPE, m.action());
        assertEquals(l.x(), m.x());
        double y0 = m.y();
        step(k, map, m, 1);
        assertEquals(y0 - 3.0, m.y(), 1e-9, "3 px per 30 ms");
        return m;
    }

    /** Up and off at the top onto the platform there, then down from it and off at the bottom onto the floor. */
    static void climbBothWaysAndLeave(FootholdMap map, LadderRope l) {
        CMovePath k = CMovePath.corrected();
        Mover m = grabAtTheMiddle(k, map, l);
        // up to the top: off 5 px above it, then onto the platform there
        for (int i = 0; i < 1000 && m.ladder() != 0; i++) {
            step(k, map, m, 1);
        }
        assertEquals(0, m.ladder());
        assertEquals(l.top() - 5, m.y(), 1e-9);
        for (int i = 0; i < 200 && m.foothold() == 0; i++) {
            step(k, map, m, 1);
        }
        assertNotEquals(0, m.foothold(), "landed above " + l);
        assertTrue(m.y() <= l.top() && m.y() >= l.top() - 5, "platform at the top of " + l + ": " + m.y());
        climbDownAndLeave(k, map, m, l);
    }

    /** Up to a top that cannot be left: held there on the ladder; then down and off at the bottom. */
    static void climbToAClosedTop(FootholdMap map, LadderRope l) {
        CMovePath k = CMovePath.corrected();
        Mover m = grabAtTheMiddle(k, map, l);
        int steps = (l.bottom() - l.top()) / 3 + 10;
        step(k, map, m, steps);
        assertEquals(l.id(), m.ladder(), "still holding " + l + " at its top");
        assertEquals(l.top(), m.y(), 1e-9);
        climbDownAndLeave(k, map, m, l);
    }

    // from a platform above l or from l itself: hold down, (re)grab, climb off 1 px below the bottom, land below
    private static void climbDownAndLeave(CMovePath k, FootholdMap map, Mover m, LadderRope l) {
        m.setInput(0, 1);
        step(k, map, m, 1);
        assertEquals(l.id(), m.ladder(), "holding " + l + " going down");
        for (int i = 0; i < 1000 && m.ladder() != 0; i++) {
            step(k, map, m, 1);
        }
        assertEquals(0, m.ladder());
        m.setInput(0, 0);
        for (int i = 0; i < 400 && m.foothold() == 0; i++) {
            step(k, map, m, 1);
        }
        assertNotEquals(0, m.foothold(), "landed below " + l);
        assertTrue(m.y() > l.bottom(), "floor below " + l + ": " + m.y());
    }

    /** A zero-length rope: holding up or down right at it never grabs it. */
    static void neverGrabbed(FootholdMap map, LadderRope l) {
        CMovePath k = CMovePath.corrected();
        for (int v : new int[] {-1, 1}) {
            Mover m = new Mover();
            m.setPosition(l.x(), l.top());
            m.setInput(0, v);
            step(k, map, m, 1);
            assertEquals(0, m.ladder(), "grabbed the zero-length " + l);
        }
    }

    /** Grabbed at its middle, a jump holding right leaves l going up and to the right. */
    static void jumpSidewaysOff(FootholdMap map, LadderRope l) {
        CMovePath k = CMovePath.corrected();
        Mover m = new Mover();
        m.setPosition(l.x(), (l.top() + l.bottom()) / 2.0);
        m.setInput(0, -1);
        step(k, map, m, 1);
        assertEquals(l.id(), m.ladder());
        m.setInput(1, 0);
        m.setJumpRequested(true);
        step(k, map, m, 1);
        assertEquals(0, m.ladder());
        assertTrue(m.x() > l.x());
        assertTrue(m.vy() < 0, "a ladder jump goes up first: vy " + m.vy());
    }

    /** Horizontal inputs -1..1, one per 30 ms update, up to 300 of them. */
    static Arbitrary<int[]> walkInputs() {
        return Arbitraries.integers().between(-1, 1).array(int[].class).ofMinSize(1).ofMaxSize(300);
    }

    /** The index's answer for the box [x, x + w] x [y, y + h] equals the brute-force scan's, in the same order. */
    static void indexMatchesBruteForce(FootholdMap map, int x, int y, int w, int h) {
        CompiledMap m = CMovePath.corrected().prepare(map);
        CrossQuery q = m.index.newQuery();
        int n = m.index.query(x, y, x + w, y + h, q);
        int[] brute = new int[m.count];
        int b = m.index.bruteForce(x, y, x + w, y + h, brute);
        assertArrayEquals(Arrays.copyOf(brute, b), Arrays.copyOf(q.items, n));
    }

    /**
     * A walker put on a floor picked by pick (at one of seven points along it) and stepped with inputs: while it
     * stands on a foothold, T is within [0, length] and the position finite.
     */
    static void tStaysWithinTheFoothold(FootholdMap map, int pick, int[] inputs) {
        List<Foothold> floors = map.footholds().stream().filter(f -> f.cos() > 0).toList();
        Foothold start = floors.get(pick % floors.size());
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, start.id(), start.length() * (pick % 7) / 6.0);
        for (int in : inputs) {
            m.setInput(in, 0);
            step(k, map, m, 1);
            if (m.foothold() != 0) {
                double len = map.foothold(m.foothold()).length();
                assertTrue(m.t() >= 0 && m.t() <= len, "T " + m.t() + " of " + len);
                assertTrue(Double.isFinite(m.x()) && Double.isFinite(m.y()));
            }
        }
    }
}
