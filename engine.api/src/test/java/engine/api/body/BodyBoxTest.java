package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A body's box (Unit 7, +0x00/+0x10): set only through setBox, read by value, every change told to its world. */
class BodyBoxTest {

    /** Records (world, body) for each change it is told of. */
    private static final class Changes implements BodyBoxListener {
        final List<Body> bodies = new ArrayList<>();
        final List<WorldBodies> worlds = new ArrayList<>();

        @Override
        public void boxChanged(WorldBodies w, Body b) {
            worlds.add(w);
            bodies.add(b);
        }
    }

    @Test
    void setBoxCopiesAllFourLanesAndKeepsNoLinkToTheCallersBuffers() {
        Body b = new Body();
        Float4 lo = new Float4(1f, 2f, 3f, 0.5f);
        Float4 hi = new Float4(4f, 5f, 6f, 2f);
        b.setBox(lo, hi);
        lo.set(9f, 9f, 9f, 9f);
        hi.set(9f, 9f, 9f, 9f);
        assertEquals(new Aabb(new Vec4(1f, 2f, 3f, 0.5f), new Vec4(4f, 5f, 6f, 2f)), b.box());
        assertEquals(1f, b.minX());
        assertEquals(2f, b.minY());
        assertEquals(3f, b.minZ());
        assertEquals(4f, b.maxX());
        assertEquals(5f, b.maxY());
        assertEquals(6f, b.maxZ());
    }

    @Test
    void setBoxFromSixCoordinatesWritesBothWAsOne() {
        Body b = new Body();
        b.setBox(new Float4(0f, 0f, 0f, 7f), new Float4(0f, 0f, 0f, 7f));
        b.setBox(-1f, -2f, -3f, 1f, 2f, 3f);
        assertEquals(Aabb.of(-1f, -2f, -3f, 1f, 2f, 3f), b.box());
    }

    @Test
    void setBoxFromAValueCopiesItsLanes() {
        Body b = new Body();
        Aabb box = new Aabb(new Vec4(1f, 1f, 1f, 0f), new Vec4(2f, 2f, 2f, 3f));
        b.setBox(box);
        assertEquals(box, b.box());
    }

    @Test
    void readingIntoABufferReturnsTheCallersBufferAndLeavesTheBoxAlone() {
        Body b = new Body();
        b.setBox(1f, 2f, 3f, 4f, 5f, 6f);
        Float4 out = new Float4();
        assertSame(out, b.minInto(out));
        assertEquals(new Vec4(1f, 2f, 3f, 1f), out.toVec4());
        out.set(8f, 8f, 8f, 8f);
        assertSame(out, b.maxInto(out));
        assertEquals(new Vec4(4f, 5f, 6f, 1f), out.toVec4());
        out.set(8f, 8f, 8f, 8f);
        assertEquals(Aabb.of(1f, 2f, 3f, 4f, 5f, 6f), b.box());
    }

    @Test
    void aHeldBodysBoxChangeReachesTheListenerOnceAndRelinksNothing() {
        WorldBodies w = new WorldBodies();
        Changes changes = new Changes();
        w.setBoxListener(changes);
        Body a = new Body();
        Body b = new Body();
        w.append(a);
        w.append(b);
        w.setHead(a);
        w.setNext(a, b);
        w.setPrevious(b, a);
        // b moves left of a: the list is not re-sorted by the setter (a reinsert is the caller's, as in the original).
        b.setBox(-5f, 0f, 0f, -4f, 1f, 1f);
        assertEquals(List.of(b), changes.bodies);
        assertEquals(List.of(w), changes.worlds);
        assertSame(a, w.head());
        assertSame(b, a.next());
        assertSame(a, b.previous());
    }

    @Test
    void aBodyInNoVectorTellsNoOne() {
        WorldBodies w = new WorldBodies();
        Changes changes = new Changes();
        w.setBoxListener(changes);
        new Body().setBox(0f, 0f, 0f, 1f, 1f, 1f);
        assertEquals(List.of(), changes.bodies);
    }

    @Test
    void aWorldWithoutListenerTakesBoxChanges() {
        WorldBodies w = new WorldBodies();
        Body a = new Body();
        w.append(a);
        a.setBox(0f, 0f, 0f, 1f, 1f, 1f);
        assertNull(w.boxListener());
        assertEquals(1f, a.maxX());
    }

    @Test
    void aSwapRemovedBodyStopsReportingAndTheBodyTakingItsPlaceGoesOn() {
        WorldBodies w = new WorldBodies();
        Changes changes = new Changes();
        w.setBoxListener(changes);
        Body a = new Body();
        Body b = new Body();
        Body c = new Body();
        w.append(a);
        w.append(b);
        w.append(c);
        // IPhysics_RemoveBody(a): the last body takes a's place, then the vector drops its last entry.
        w.put(a.index(), c);
        w.dropLast();
        a.setBox(1f, 1f, 1f, 2f, 2f, 2f);
        c.setBox(3f, 3f, 3f, 4f, 4f, 4f);
        b.setBox(5f, 5f, 5f, 6f, 6f, 6f);
        assertEquals(List.of(c, b), changes.bodies);
    }

    @Test
    void theOnlyBodyDroppedStopsReporting() {
        WorldBodies w = new WorldBodies();
        Changes changes = new Changes();
        w.setBoxListener(changes);
        Body a = new Body();
        w.append(a);
        w.dropLast();
        a.setBox(1f, 1f, 1f, 2f, 2f, 2f);
        assertEquals(List.of(), changes.bodies);
    }

    @Test
    void aBodyHeldTwiceKeepsReportingWhileItsOwnIndexHoldsIt() {
        WorldBodies w = new WorldBodies();
        Changes changes = new Changes();
        w.setBoxListener(changes);
        Body a = new Body();
        Body b = new Body();
        w.append(a);
        w.append(b);
        w.append(a); // the original's unchecked second add (ADD_BODY_UNCHECKED): a at 0 and 2, index 2
        w.put(0, b); // the slot at 0 is overwritten; a still sits at its own index 2
        a.setBox(1f, 1f, 1f, 2f, 2f, 2f);
        w.dropLast(); // now a is nowhere
        a.setBox(3f, 3f, 3f, 4f, 4f, 4f);
        assertEquals(List.of(a), changes.bodies);
    }

    @Test
    void theBroadBoundIsSetByValueAndReadByCopy() {
        HumanBody hb = new HumanBody();
        Float4 lo = new Float4(1f, 2f, 3f, 1f);
        Float4 hi = new Float4(4f, 5f, 6f, 1f);
        hb.setBroadBound(lo, hi);
        lo.set(9f, 9f, 9f, 9f);
        Float4 out = new Float4();
        assertSame(out, hb.broadMaxInto(out));
        out.set(9f, 9f, 9f, 9f);
        assertEquals(Aabb.of(1f, 2f, 3f, 4f, 5f, 6f), hb.broadBox());
        assertEquals(new Vec4(1f, 2f, 3f, 1f), hb.broadMinInto(out).toVec4());
        hb.setBroadBound(Aabb.of(0f, 0f, 0f, 1f, 1f, 1f));
        assertEquals(Aabb.of(0f, 0f, 0f, 1f, 1f, 1f), hb.broadBox());
    }
}
