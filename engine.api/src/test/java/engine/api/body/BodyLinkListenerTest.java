package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The link listener (Unit 7, what the box query's run maxima follow): previous-link and box changes of linked bodies. */
class BodyLinkListenerTest {

    /** Records "prev b" and "box b" events with the world's name. */
    private static final class Events implements BodyLinkListener {
        final List<String> seen = new ArrayList<>();
        final String name;

        Events(String name) {
            this.name = name;
        }

        @Override
        public void previousSet(WorldBodies w, Body b) {
            seen.add(name + " prev " + b.index());
        }

        @Override
        public void boxChanged(WorldBodies w, Body b) {
            seen.add(name + " box " + b.index());
        }
    }

    @Test
    void aPreviousLinkIsToldAndANextLinkIsNot() {
        WorldBodies w = new WorldBodies();
        Events e = new Events("w");
        w.setLinkListener(e);
        Body a = new Body();
        Body b = new Body();
        w.append(a);
        w.append(b);
        w.setNext(a, b);
        w.setPrevious(b, a);
        assertEquals(List.of("w prev 1"), e.seen);
        assertTrue(w.linked(a), "setNext links a as well");
    }

    @Test
    void aLinkedBodyOutOfTheVectorStillReportsItsBoxToTheLinkListenerOnly() {
        WorldBodies w = new WorldBodies();
        Events e = new Events("w");
        List<Body> boxes = new ArrayList<>();
        w.setLinkListener(e);
        w.setBoxListener((world, body) -> boxes.add(body));
        Body a = new Body();
        w.append(a);
        w.setPrevious(a, null);
        w.dropLast();
        a.setBox(1f, 1f, 1f, 2f, 2f, 2f);
        assertEquals(List.of("w prev 0", "w box 0"), e.seen);
        assertEquals(List.of(), boxes, "the box listener hears held bodies only");
    }

    @Test
    void aHeldBodyReportsItsBoxToBothListenersOnce() {
        WorldBodies w = new WorldBodies();
        Events e = new Events("w");
        List<Body> boxes = new ArrayList<>();
        w.setLinkListener(e);
        w.setBoxListener((world, body) -> boxes.add(body));
        Body a = new Body();
        w.append(a);
        w.setPrevious(a, null);
        a.setBox(1f, 1f, 1f, 2f, 2f, 2f);
        assertEquals(List.of("w prev 0", "w box 0"), e.seen);
        assertEquals(List.of(a), boxes);
    }

    @Test
    void aWorldTakingABodysLinksTellsTheWorldThatLinkedItBefore() {
        WorldBodies v = new WorldBodies();
        WorldBodies w = new WorldBodies();
        Events ev = new Events("v");
        Events ew = new Events("w");
        v.setLinkListener(ev);
        w.setLinkListener(ew);
        Body a = new Body();
        v.setPrevious(a, null);
        w.setNext(a, null);
        assertEquals(List.of("v prev -1", "v prev -1"), ev.seen);
        assertEquals(List.of(), ew.seen);
        assertFalse(v.linked(a));
        assertTrue(w.linked(a));
    }

    @Test
    void theRunMarkIsTheListenersOwnWord() {
        WorldBodies w = new WorldBodies();
        Body a = new Body();
        assertEquals(0L, w.runMark(a));
        w.setRunMark(a, 42L);
        assertEquals(42L, w.runMark(a));
        assertFalse(w.linked(a), "a mark links nothing");
    }
}
