package engine.foothold2d.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MapBounds;
import engine.api.foothold.PhysicsConstants;
import engine.foothold2d.MapleData;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Map exports load whole: the synthetic maps (always) and the real exports (skipped when missing); bounds from VR
 * or derived; optional fields; ladders and ropes; Physics.img with decimal commas.
 */
class MapLoaderTest {

    private static List<Integer> ids(FootholdMap m, Predicate<Foothold> p) {
        return m.footholds().stream().filter(p).map(Foothold::id).toList();
    }

    private static boolean slope(Foothold f) {
        return f.x1() != f.x2() && f.y1() != f.y2();
    }

    @Test
    void syntheticTownLoadsWithDerivedBounds() {
        FootholdMap m = MapleData.loadSynthetic(MapleData.TOWN);
        assertEquals("town.img.xml", m.name());
        assertEquals(23, m.footholds().size());
        // in id order whatever the file's order (group 3 lists 32 first)
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 32, 33, 40, 50),
                ids(m, f -> true));
        assertEquals(List.of(1, 7, 9, 13, 31, 33), ids(m, Foothold::isWall));
        // walls both ways: going down (y1 < y2) and going up
        assertEquals(List.of(1, 9, 31), ids(m, f -> f.isWall() && f.y1() < f.y2()));
        assertEquals(List.of(7, 13, 33), ids(m, f -> f.isWall() && f.y1() > f.y2()));
        assertEquals(List.of(3, 5, 11, 21, 22), ids(m, MapLoaderTest::slope));
        // slopes of exactly 2.0 and -2.0
        assertEquals(List.of(5, 22),
                ids(m, f -> slope(f) && Math.abs(f.y2() - f.y1()) == 2 * Math.abs(f.x2() - f.x1())));
        assertEquals(List.of(32), ids(m, f -> f.x1() > f.x2()));
        // layer and group from the path foothold/LAYER/GROUP/ID
        assertEquals(List.of(0, 1), List.copyOf(m.byLayer().keySet()));
        assertEquals(17, m.byLayer().get(0).size());
        assertEquals(new Foothold(32, 1, 3, 640, 150, 520, 150, 31, 33, 0, 0, 0), m.foothold(32));
        // the optional fields, 0 where absent
        assertEquals(new Foothold(2, 0, 1, -600, 200, -300, 200, 1, 3, 0, 1, 0), m.foothold(2));
        assertEquals(new Foothold(20, 0, 2, -450, 50, -350, 50, 0, 21, 1, 0, 0), m.foothold(20));
        assertEquals(List.of(2), ids(m, f -> f.forbidFallDown() != 0));
        assertEquals(List.of(20), ids(m, f -> f.cantThrough() != 0));
        assertEquals(List.of(), ids(m, f -> f.force() != 0));
        // no VR (FH_MAP_BOUNDS): the client's MBR, the foothold x extent -600..900 inset 30 px, top raised 300 px
        // above the highest foothold, bottom 10 px below the lowest floor (240; walls do not count); no fs
        assertEquals(new MapBounds(-600 + 30, -100 - 300, 900 - 30, 240 + 10, false), m.bounds());
        assertEquals(0, m.field().vrLimit());
        assertFalse(m.floats());
        assertEquals(List.of(), m.warnings());
        assertEquals(1.0, m.field().fs());
        // a ladder listed bottom first whose page is no foothold layer, and a rope
        assertEquals(List.of(new LadderRope(1, true, true, -50, 148, 42, 7),
                new LadderRope(2, false, true, -400, 52, 198, 0)), m.ladders());
        assertEquals(42, m.ladders().get(0).top());
        assertEquals(148, m.ladders().get(0).bottom());
    }

    @Test
    void syntheticIcefieldLoadsWithVrBoundsAndIce() {
        FootholdMap m = MapleData.loadSynthetic(MapleData.ICEFIELD);
        assertEquals(18, m.footholds().size());
        assertEquals(List.of(1, 6, 7, 11), ids(m, Foothold::isWall));
        assertEquals(List.of(3, 4, 9, 13, 16, 18), ids(m, MapLoaderTest::slope));
        // a sloped right-to-left foothold
        assertEquals(List.of(18), ids(m, f -> f.x1() > f.x2()));
        assertEquals(List.of(3, 5), List.copyOf(m.byLayer().keySet()));
        assertEquals(7, m.byLayer().get(3).size());
        assertEquals(List.of(16), ids(m, f -> f.forbidFallDown() != 0));
        assertEquals(List.of(15), ids(m, f -> f.cantThrough() != 0));
        assertEquals(new Foothold(17, 3, 12, -280, -200, -160, -200, 0, 0, 0, 0, 1), m.foothold(17));
        // VR given in the order Top, Left, Bottom, Right, but no VRLimit (as El Nath): the VR frames the camera and
        // the movement bounds come from the footholds (FH_MAP_BOUNDS): x -280..580 inset 30, top -200 - 300, the
        // lowest floor 200 + 10; fs as a float node
        assertEquals(new MapBounds(-280 + 30, -200 - 300, 580 - 30, 200 + 10, false), m.bounds());
        assertEquals(0, m.field().vrLimit());
        assertEquals(0.2, m.field().fs());
        assertEquals(4, m.ladders().size());
        assertEquals(List.of(2), m.ladders().stream().filter(LadderRope::ladder).map(LadderRope::id).toList());
        // a rope whose top cannot be left, and a zero-length rope
        assertEquals(new LadderRope(3, false, false, -30, -120, -10, 3), m.ladder(3));
        assertEquals(new LadderRope(4, false, true, 500, 100, 100, 3), m.ladder(4));
    }

    @Test
    void syntheticPhysicsImgLoadsWithDecimalCommas() {
        PhysicsConstants p = PhysicsLoader.load(MapleData.synthetic(MapleData.SYNTHETIC_PHYSICS));
        PhysicsConstants d = PhysicsConstants.DEFAULT;
        // slipSpeed "120,5" is read as 120.5; flySpeed, absent, keeps the client's 200; the rest are the client's
        assertEquals(new PhysicsConstants(d.walkForce(), d.walkSpeed(), d.walkDrag(), d.slipForce(), 120.5,
                d.floatDrag1(), d.floatDrag2(), d.floatCoefficient(), d.swimForce(), d.swimSpeed(), d.flyForce(),
                d.flySpeed(), d.gravityAcc(), d.fallSpeed(), d.jumpSpeed(), d.maxFriction(), d.minFriction()), p);
        assertEquals(0.01, p.floatCoefficient());
        assertEquals(0.05, p.minFriction());
        assertEquals(80000.0, p.walkDrag());
        assertEquals(200.0, p.flySpeed());
    }

    @Test
    void henesysLoadsWithDerivedBounds() {
        FootholdMap m = MapleData.loadReal(MapleData.HENESYS);
        assertEquals(338, m.footholds().size());
        assertEquals(2, m.ladders().size());
        assertEquals(90, m.footholds().stream().filter(f -> f.isWall()).count());
        // no VR (FH_MAP_BOUNDS): x -1028..6338 inset 30, top -227 - 300, the lowest floor 454 + 10 (the 660 is a
        // wall's foot)
        assertEquals(new MapBounds(-1028 + 30, -227 - 300, 6338 - 30, 454 + 10, false), m.bounds());
        assertFalse(m.floats());
        assertEquals(1.0, m.field().fs());
        assertTrue(m.ladders().get(0).ladder());
    }

    @Test
    void elNathLoadsWithVrBoundsAndIce() {
        FootholdMap m = MapleData.loadReal(MapleData.EL_NATH);
        assertEquals(13, m.ladders().size());
        assertEquals(10, m.footholds().stream().filter(f -> f.isWall()).count());
        // VR -402, -2100, 580, 640 without VRLimit: the footholds give the bounds (FH_MAP_BOUNDS), x -403..582
        // inset 30, top -1543 - 300, the lowest floor 454 + 10
        assertEquals(new MapBounds(-403 + 30, -1543 - 300, 582 - 30, 454 + 10, false), m.bounds());
        assertEquals(0, m.field().vrLimit());
        assertEquals(0.2, m.field().fs(), 1e-6);
        assertEquals(12, m.ladders().stream().filter(l -> !l.ladder()).count());
    }

    @Test
    void physicsImgLoadsWithDecimalCommas() {
        PhysicsConstants p = PhysicsLoader.load(MapleData.realMap(MapleData.PHYSICS));
        assertEquals(PhysicsConstants.DEFAULT, p);
        assertEquals(0.01, p.floatCoefficient());
        assertEquals(0.05, p.minFriction());
        assertFalse(p.walkSpeed() != 125.0);
    }
}
