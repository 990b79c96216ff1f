package engine.api.foothold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The 2D model's validation: unique ids, resolvable links, id order, the mover's inputs. */
class FootholdMapTest {

    private static Foothold fh(int id, int prev, int next) {
        return new Foothold(id, 0, 1, 0, 100, 50, 100, prev, next, 0, 0, 0);
    }

    @Test
    void footholdsAreKeptInIdOrderAndFoundById() {
        FootholdMap m = new FootholdMap("m", List.of(fh(3, 2, 0), fh(1, 0, 2), fh(2, 1, 3)), List.of());
        assertEquals(List.of(1, 2, 3), m.footholds().stream().map(Foothold::id).toList());
        assertEquals(2, m.foothold(2).id());
        assertNull(m.foothold(0));
        assertNull(m.foothold(9));
        assertEquals(List.of(0), List.copyOf(m.byLayer().keySet()));
    }

    @Test
    void badIdsAndLinksAreNamed() {
        IllegalArgumentException dup = assertThrows(IllegalArgumentException.class,
                () -> new FootholdMap("henesys", List.of(fh(1, 0, 0), fh(1, 0, 0)), List.of()));
        assertEquals("henesys: foothold id 1 appears twice", dup.getMessage());
        IllegalArgumentException link = assertThrows(IllegalArgumentException.class,
                () -> new FootholdMap("henesys", List.of(fh(1, 0, 7)), List.of()));
        assertEquals("henesys: foothold 1 field next: 7 names no foothold", link.getMessage());
        assertThrows(IllegalArgumentException.class, () -> fh(0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> fh(1, -1, 0));
    }

    @Test
    void wallsZeroLengthAndLength() {
        Foothold wall = new Foothold(5, 0, 1, 10, 0, 10, 40, 0, 0, 0, 0, 0);
        assertTrue(wall.isWall());
        assertEquals(40.0, wall.length());
        assertTrue(new Foothold(6, 0, 1, 3, 3, 3, 3, 0, 0, 0, 0, 0).isZeroLength());
        assertEquals(50.0, fh(1, 0, 0).length());
        LadderRope rope = new LadderRope(1, false, true, 20, 300, 100, 0);
        assertEquals(100, rope.top());
        assertEquals(300, rope.bottom());
    }

    @Test
    void moverInputsAreMinusOneZeroOrOne() {
        Mover m = new Mover();
        m.setInput(-1, 1);
        assertEquals(-1, m.horizontalInput());
        assertEquals(1, m.verticalInput());
        assertThrows(IllegalArgumentException.class, () -> m.setInput(2, 0));
        m.setT(12.5, 125.0);
        assertEquals(12.5, m.t());
        assertEquals(125.0, m.tVelocity());
    }

    @Test
    void derivedBoundsDirectionAndSelfLinks() {
        FootholdMap m = new FootholdMap("m", List.of(fh(1, 0, 0)), List.of());
        // x 0..50 is narrower than the two 30 px insets: the x axis collapses to its middle, 25 (FH_MAP_BOUNDS)
        assertEquals(new MapBounds(25, 100 - MapBounds.DERIVED_TOP_MARGIN, 25, 100 + MapBounds.DERIVED_BOTTOM_MARGIN,
                false), m.bounds());
        assertEquals(FieldAttributes.DEFAULT, m.field());
        Foothold slope = new Foothold(2, 0, 1, 0, 0, 30, 40, 0, 0, 0, 0, 0);
        assertEquals(0.6, slope.cos(), 1e-15);
        assertEquals(0.8, slope.sin(), 1e-15);
        assertEquals(0.0, new Foothold(6, 0, 1, 3, 3, 3, 3, 0, 0, 0, 0, 0).cos());
        assertThrows(IllegalArgumentException.class, () -> fh(1, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new MapBounds(5, 0, 4, 0, true));
        assertThrows(IllegalArgumentException.class, () -> new FieldAttributes(0.0, 0));
    }
}
