package engine.foothold2d.move;

import static engine.foothold2d.MapleData.standing;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MovementRecord;
import engine.api.foothold.MovementRecorder;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.foothold2d.MapleData;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Jump-down (FH_JUMP_DOWN, docs/foothold2d.md "Jump-down"): down + jump on a foothold drops the mover through it
 * onto the nearest floor below, unless the foothold is cantThrough or forbidFallDown, the map forbids it (fieldLimit
 * 0x20000, info/forbidFallDown), or nothing lies below; then the request is a plain jump. On the synthetic maps
 * (always) and on every floor of the real maps (skipped without them).
 */
class JumpDownTest {
    /** FallDown's hop: jumpSpeed * -0.35355339 / field gravity (px/s). */
    static final double HOP = 555.0 * -0.35355339;

    private final CMovePath kernel = CMovePath.corrected();

    /** What a down + jump request on foothold id at x did: its records, and the mover afterwards. */
    record Outcome(List<MovementRecord> records, Mover mover) {
        /** The request's own record (after the state change that left the foothold): a jump or a jump-down. */
        MovementRecord first() {
            return records.stream().filter(r -> r.kind() != FootholdState.RECORD_STATE).findFirst().orElseThrow();
        }

        /** The first record that stands on a foothold again: the landing. */
        MovementRecord landing() {
            return records.stream().skip(1).filter(r -> r.foothold() != 0).findFirst().orElseThrow();
        }
    }

    /** Stands on foothold id at x, holds down and asks for a jump, and steps until it stands again (or 3 s). */
    Outcome downJump(FootholdMap map, int id, double x, boolean down) {
        Foothold f = map.foothold(id);
        Mover m = standing(map, id, (x - f.x1()) / f.cos());
        m.setInput(0, down ? 1 : 0);
        m.setJumpRequested(true);
        MovementRecorder rec = new MovementRecorder();
        kernel.update(map, PhysicsConstants.DEFAULT, m, 0, rec, null);
        for (int i = 0; i < 100 && m.foothold() == 0; i++) {
            kernel.update(map, PhysicsConstants.DEFAULT, m, 30, rec, null);
        }
        return new Outcome(rec.records(), m);
    }

    private static void assertDroppedOnto(Outcome o, int onto, double x, double y) {
        MovementRecord jd = o.first();
        assertEquals(FootholdState.RECORD_FALL_DOWN, jd.kind(), "a jump-down record");
        assertEquals(0, jd.foothold());
        assertEquals(0.0, jd.vx());
        assertEquals(HOP, jd.vy(), 1e-9);
        assertEquals(x, jd.x(), 1e-9);
        MovementRecord land = o.landing();
        assertEquals(onto, land.foothold(), "landed on " + onto);
        assertEquals(x, land.x(), 1e-9, "straight down");
        assertEquals(y, land.y(), 1e-6);
        assertEquals(0, o.mover().fallStart(), "the fall-through ends at the landing");
    }

    private static void assertPlainJumpBackOnto(Outcome o, int onto) {
        assertEquals(FootholdState.RECORD_JUMP, o.first().kind(), "a plain jump");
        assertEquals(-555.0, o.first().vy(), 1e-9);
        assertEquals(onto, o.mover().foothold(), "back on " + onto);
    }

    @Test
    void aPlatformIsDroppedThroughOntoTheGround() {
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        Outcome o = downJump(map, 5, -400, true);
        assertDroppedOnto(o, 2, -400, 300);
        // detached 1 px above the platform (floor(100 - 1)), then hopped up before falling through it
        assertEquals(99.0, o.first().y());
        assertTrue(o.records().stream().noneMatch(r -> r.foothold() == 5), "never stood on 5 again");
    }

    @Test
    void theFallStopsOnTheNearestFloorBelowEvenAForbidFallDownOrSlopedOne() {
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        // D (y -300) over C (forbidFallDown, y -100) over A over the ground: C is landed on
        assertDroppedOnto(downJump(map, 8, -400, true), 7, -400, -100);
        // sloped E over B (cantThrough): B is landed on
        Outcome e = downJump(map, 9, 400, true);
        assertDroppedOnto(e, 6, 400, 100);
    }

    @Test
    void cantThroughForbidFallDownAndNothingBelowMakeItAPlainJump() {
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        assertPlainJumpBackOnto(downJump(map, 6, 400, true), 6);
        assertPlainJumpBackOnto(downJump(map, 7, -400, true), 7);
        // the ground has nothing below it
        assertPlainJumpBackOnto(downJump(map, 2, -800, true), 2);
        // without down held, a jump on A is a plain jump
        assertPlainJumpBackOnto(downJump(map, 5, -400, false), 5);
    }

    @Test
    void theMapsFieldLimitOrItsForbidFallDownForbidsEveryJumpDown() {
        FootholdMap nodrop = MapleData.loadSynthetic(MapleData.NODROP);
        assertEquals(FieldAttributes.NO_JUMP_DOWN, nodrop.field().fieldLimit());
        assertPlainJumpBackOnto(downJump(nodrop, 2, 0, true), 2);
        // the same ground and platform without the limit: dropped through
        FootholdMap free = new FootholdMap("free", nodrop.footholds(), List.<LadderRope>of());
        assertDroppedOnto(downJump(free, 2, 0, true), 1, 0, 200);
        // info/forbidFallDown on the map
        FootholdMap forbid = new FootholdMap("forbid", nodrop.footholds(), List.<LadderRope>of(), free.bounds(),
                new FieldAttributes(1.0, 0, false, false, 0, true));
        assertPlainJumpBackOnto(downJump(forbid, 2, 0, true), 2);
    }

    @Test
    void theTownsAndIcefieldsFlaggedFootholdsRefuseAndTheirPlatformsDrop() {
        FootholdMap town = MapleData.loadSynthetic(MapleData.TOWN);
        // 20 is cantThrough (platform over the ground), 2 forbidFallDown (and the ground besides)
        assertEquals(FootholdState.RECORD_JUMP, downJump(town, 20, -400, true).first().kind());
        assertEquals(FootholdState.RECORD_JUMP, downJump(town, 2, -450, true).first().kind());
        // 21, the next foothold of the same platform, is not flagged: it drops onto the floor below it
        Foothold f21 = town.foothold(21);
        // x -290: over slope 3, clear of the vertex 2/3 at x -300
        int x = f21.x1() + 60;
        Outcome o = downJump(town, 21, x, true);
        assertEquals(FootholdState.RECORD_FALL_DOWN, o.first().kind());
        Foothold below = floorBelow(town, f21, x, o.first().y());
        assertEquals(below.id(), o.landing().foothold());
        FootholdMap ice = MapleData.loadSynthetic(MapleData.ICEFIELD);
        for (int id : new int[] {15, 16}) {
            Foothold f = ice.foothold(id);
            assertEquals(FootholdState.RECORD_JUMP, downJump(ice, id, (f.x1() + f.x2()) / 2, true).first().kind(),
                    "foothold " + id + " is flagged");
        }
    }

    @Test
    void grabbingALadderAlsoEndsTheFallThrough() {
        // FH_JUMP_DOWN: the fall-start foothold is forgotten when a ladder is grabbed (OnAttachedObjectChanged)
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        Mover m = standing(map, 5, 200);
        m.setInput(0, 1);
        m.setJumpRequested(true);
        QuirkCounter log = new QuirkCounter();
        kernel.update(map, PhysicsConstants.DEFAULT, m, 0, MovementSink.NONE, log);
        assertEquals(5, m.fallStart());
        assertEquals(1, log.count(Quirk.FH_JUMP_DOWN));
        FootholdMap withRope = new FootholdMap("rope", map.footholds(),
                List.of(new LadderRope(1, false, true, (int) m.x(), 150, 290, 1)), map.bounds(), map.field());
        for (int i = 0; i < 40 && m.ladder() == 0; i++) {
            kernel.update(withRope, PhysicsConstants.DEFAULT, m, 30, MovementSink.NONE, null);
        }
        assertEquals(1, m.ladder(), "grabbed the rope below the platform while holding down");
        assertEquals(0, m.fallStart());
    }

    @Test
    void everyFloorOfRealHenesysDropsOntoTheNearestFloorBelowOrJumps() {
        everyFloorDropsOrJumps(MapleData.loadReal(MapleData.HENESYS));
    }

    @Test
    void everyFloorOfRealElNathDropsOntoTheNearestFloorBelowOrJumps() {
        everyFloorDropsOrJumps(MapleData.loadReal(MapleData.EL_NATH));
    }

    @Test
    void everyFloorOfTheSyntheticMapsDropsOntoTheNearestFloorBelowOrJumps() {
        for (String f : List.of(MapleData.TOWN, MapleData.ICEFIELD, MapleData.PLATFORMS)) {
            everyFloorDropsOrJumps(MapleData.loadSynthetic(f));
        }
    }

    /**
     * From an integer x near the middle of every floor (away from foothold ends and ladders, inside the bounds):
     * where the rule allows it (no flag, a floor at least 1 px below by brute force), the mover drops through and
     * lands on the nearest other floor below its detached height; elsewhere the request is a plain jump.
     */
    private void everyFloorDropsOrJumps(FootholdMap map) {
        TreeSet<Integer> ends = MapChecks.endXs(map);
        int dropped = 0;
        int jumped = 0;
        for (Foothold f : map.footholds()) {
            if (f.cos() <= 0 || f.x2() - f.x1() < 8) {
                continue;
            }
            int x = (f.x1() + f.x2()) / 2;
            while (nearAny(ends, x, 1) || nearLadder(map, x)) {
                x++;
            }
            if (x >= f.x2() || x < map.bounds().left() || x > map.bounds().right()) {
                continue;
            }
            double y = MapChecks.yAt(f, x);
            boolean allowed = f.cantThrough() == 0 && f.forbidFallDown() == 0 && !map.field().jumpDownForbidden()
                    && floorBelow(map, f, x, y + 1) != null;
            Outcome o = downJump(map, f.id(), x, true);
            if (!allowed) {
                assertEquals(FootholdState.RECORD_JUMP, o.first().kind(), map.name() + " foothold " + f.id());
                jumped++;
                continue;
            }
            assertEquals(FootholdState.RECORD_FALL_DOWN, o.first().kind(), map.name() + " foothold " + f.id());
            Foothold expect = floorBelow(map, f, x, o.first().y());
            assertEquals(expect.id(), o.landing().foothold(), map.name() + ": from " + f.id() + " at x " + x);
            assertEquals(x, o.landing().x(), 1e-6);
            assertEquals(MapChecks.yAt(expect, x), o.landing().y(), 1e-6);
            dropped++;
        }
        assertTrue(dropped > 0 && jumped > 0, map.name() + ": dropped " + dropped + ", jumped " + jumped);
    }

    /** Brute force: the nearest floor other than from strictly spanning x whose surface lies at or below y. */
    private static Foothold floorBelow(FootholdMap map, Foothold from, int x, double y) {
        Foothold best = null;
        for (Foothold f : map.footholds()) {
            if (f.id() == from.id() || f.cos() <= 0 || x <= f.x1() || x >= f.x2()) {
                continue;
            }
            double fy = MapChecks.yAt(f, x);
            if (fy >= y && (best == null || fy < MapChecks.yAt(best, x))) {
                best = f;
            }
        }
        return best;
    }

    private static boolean nearAny(TreeSet<Integer> xs, int x, int d) {
        Integer c = xs.ceiling(x - d);
        return c != null && c <= x + d;
    }

    private static boolean nearLadder(FootholdMap map, int x) {
        return map.ladders().stream().anyMatch(l -> Math.abs(l.x() - x) <= Ladders.GRAB_REACH_X + 2);
    }

    @Test
    void jumpDownIsAllowedOnlyOnAFootholdWithDownHeld() {
        FootholdMap map = MapleData.loadSynthetic(MapleData.PLATFORMS);
        Mover air = new Mover();
        air.setPosition(-400, 0);
        air.setInput(0, 1);
        MoveContext c = new MoveContext(FootholdCorrections.config());
        c.bind(kernel.prepare(map), kernel.prepare(map).index.newQuery(), PhysicsConstants.DEFAULT, air,
                MovementSink.NONE, null);
        assertFalse(JumpDown.allowed(c), "in the air");
        // below (-400, 0): platform A at y 100, nearer than the ground at 300
        assertEquals(5, kernel.prepare(map).id[JumpDown.floorBelow(kernel.prepare(map), -1, -400, 0)]);
    }
}
