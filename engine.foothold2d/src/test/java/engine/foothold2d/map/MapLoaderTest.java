package engine.foothold2d.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MapBounds;
import engine.api.foothold.PhysicsConstants;
import engine.foothold2d.MapleData;
import org.junit.jupiter.api.Test;

/** The real exports load whole; bounds from VR or derived; Physics.img with decimal commas. */
class MapLoaderTest {

    @Test
    void henesysLoadsWithDerivedBounds() {
        FootholdMap m = MapleData.load(MapleData.HENESYS);
        assertEquals(338, m.footholds().size());
        assertEquals(2, m.ladders().size());
        assertEquals(90, m.footholds().stream().filter(f -> f.isWall()).count());
        // no VR: foothold extent, top raised 300 px, bottom lowered 100 px
        assertEquals(new MapBounds(-1028, -227 - 300, 6338, 660 + 100, false), m.bounds());
        assertEquals(1.0, m.field().fs());
        assertTrue(m.ladders().get(0).ladder());
    }

    @Test
    void elNathLoadsWithVrBoundsAndIce() {
        FootholdMap m = MapleData.load(MapleData.EL_NATH);
        assertEquals(13, m.ladders().size());
        assertEquals(10, m.footholds().stream().filter(f -> f.isWall()).count());
        assertEquals(new MapBounds(-402, -2100, 580, 640, true), m.bounds());
        assertEquals(0.2, m.field().fs(), 1e-6);
        assertEquals(12, m.ladders().stream().filter(l -> !l.ladder()).count());
    }

    @Test
    void physicsImgLoadsWithDecimalCommas() {
        PhysicsConstants p = PhysicsLoader.load(MapleData.dir().resolve("Physics.img.xml"));
        assertEquals(PhysicsConstants.DEFAULT, p);
        assertEquals(0.01, p.floatCoefficient());
        assertEquals(0.05, p.minFriction());
        assertFalse(p.walkSpeed() != 125.0);
    }
}
