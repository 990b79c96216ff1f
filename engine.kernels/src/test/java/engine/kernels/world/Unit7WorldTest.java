package engine.kernels.world;

import static engine.kernels.fake.TestWorlds.box;
import static engine.kernels.fake.TestWorlds.names;
import static engine.kernels.fake.TestWorlds.setBox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.body.Body;
import engine.api.kernel.world.BoxQuery;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unit 7, the sort-and-sweep world: every "Test ideas" item about the list, the vector and the box queries. */
class Unit7WorldTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(quirks);
    private final BoxQuery query = w.kernels().get(Slots.BOX_QUERY);
    private final Body[] out = new Body[512];

    private Body add(String name, float minX, float maxX) {
        Body b = box(name, minX, maxX);
        w.addBody(b);
        return b;
    }

    private List<String> query(float minX, float maxX, Body start, Body ignoredBody) {
        Float4 lo = new Float4(minX, 0f, 0f, 1f);
        Float4 hi = new Float4(maxX, 1f, 1f, 1f);
        int n = query.queryBox(w, out, lo, hi, start, ignoredBody == null ? null : ignoredBody.owner(), -1, 0);
        return names(out, n);
    }

    @Test
    void insertTiesGoAfterTheirEqualsFromTheHead() {
        // PS2-DESIGN(INSERT_TIE_RULE): inserted from the head, walking forward, E lands after its equals B and C.
        add("A", 0f, 0.5f);
        add("B", 1f, 1.5f);
        add("C", 1f, 1.5f);
        add("D", 2f, 2.5f);
        assertEquals(List.of("A", "B", "C", "D"), names(w));
        add("E", 1f, 1.5f);
        assertEquals(List.of("A", "B", "C", "E", "D"), names(w));
        assertEquals(0.5f, w.bodies().bound());
    }

    @Test
    void reinsertUnmovedWalksForwardPastItsEquals() {
        // PS2-DESIGN(INSERT_TIE_RULE): an unmoved reinsert walks forward from its old previous node, behind its equals.
        add("A", 0f, 0.5f);
        Body b = add("B", 1f, 1.5f);
        add("C", 1f, 1.5f);
        add("D", 2f, 2.5f);
        add("E", 1f, 1.5f);
        w.reinsert(b);
        assertEquals(List.of("A", "C", "E", "B", "D"), names(w));
    }

    @Test
    void reinsertBackwardLandsBeforeItsEquals() {
        // PS2-DESIGN(INSERT_TIE_RULE): walking backward, D lands before its equal A.
        add("A", 0f, 0.5f);
        add("B", 1f, 1.5f);
        add("C", 1f, 1.5f);
        Body d = add("D", 2f, 2.5f);
        setBox(d, 0f, 0.5f);
        w.reinsert(d);
        assertEquals(List.of("D", "A", "B", "C"), names(w));
    }

    @Test
    void reinsertToAnEqualMinXWalksForwardFromItsPrevious() {
        add("A", 0f, 0.5f);
        add("B", 1f, 1.5f);
        add("C", 1f, 1.5f);
        Body d = add("D", 2f, 2.5f);
        setBox(d, 1f, 1.5f);
        w.reinsert(d);
        assertEquals(List.of("A", "B", "C", "D"), names(w));
    }

    @Test
    void removeReturnsThePreviousNode() {
        Body a = add("A", 0f, 0.5f);
        Body b = add("B", 1f, 1.5f);
        add("C", 2f, 2.5f);
        var list = w.kernels().get(Slots.BODY_LIST);
        assertSame(a, list.remove(w, w.bodies(), b));
        assertNull(list.remove(w, w.bodies(), a));
        assertEquals("C", String.valueOf(w.bodies().head().owner()));
        assertNull(w.bodies().head().previous());
        assertNull(list.remove(w, w.bodies(), box("X", 5f, 6f)), "an unlisted body changes nothing");
        assertEquals(List.of("C"), names(w));
    }

    @Test
    void swapRemoveRenumbersTheLastBody() {
        Body a = add("A", 0f, 1f);
        Body b = add("B", 1f, 2f);
        Body c = add("C", 2f, 3f);
        w.removeBody(a);
        assertEquals(List.of(c, b), w.bodyVector());
        assertEquals(0, c.index());
        // PS2-UNCHECKED(REMOVE_KEEPS_INDEX): A keeps index 0 although C now holds it.
        assertEquals(0, a.index(), "the removed body keeps its old index");
        assertEquals(1, quirks.count(Quirk.REMOVE_KEEPS_INDEX));
        assertThrows(IllegalArgumentException.class, () -> w.removeBody(a));
    }

    private Body[] queryWorld() {
        Body[] bodies = {add("W", 0f, 10f), add("P", 1f, 2f), add("Q", 6f, 7f), add("S", 8f, 9f),
            add("R", 8.5f, 9.5f), add("T", 11f, 12f)};
        assertEquals(10f, w.bodies().bound());
        return bodies;
    }

    @Test
    void queryOrderBackwardHitsFirstThenForward() {
        // PS2-DESIGN(QUERY_BACKWARD_FIRST): from S, the backward hits (S, then W) come before the forward ones (R, T).
        Body s = queryWorld()[3];
        assertEquals(List.of("W", "R"), query(8f, 9f, s, s));
        assertEquals(List.of("W", "R"), query(8f, 9f, null, s));
        assertEquals(List.of("S", "W", "R", "T"), query(8f, 12f, s, null));
    }

    @Test
    void noUpperXTestGoingBackward() {
        // PS2-BUG(QUERY_NO_UPPER_X_BACKWARD): Q and P lie right of the box but are kept; brute force gives only W.
        Body s = queryWorld()[3];
        assertEquals(List.of("Q", "P", "W"), query(0f, 0.2f, s, s));
    }

    @Test
    void aStaleBoundStopsTheWalk() {
        // PS2-BUG(STALE_QUERY_BOUND): with the bound forced below W's width, W is never reached.
        add("W", 0f, 10f);
        add("Q", 6f, 7f);
        Body s = add("S", 8f, 9f);
        w.bodies().setBound(1f);
        assertEquals(List.of(), query(8f, 9f, s, s));
        w.bodies().setBound(10f);
        assertEquals(List.of("W"), query(8f, 9f, s, s));
    }

    @Test
    void filtersTypeMaskFlagMaskOwnerAndTouchingFaces() {
        Body zeroMask = add("Z", 0f, 1f);
        zeroMask.setTypeMask(0);
        Body flagged = add("F", 0f, 1f);
        flagged.setFlags(0x4);
        Body ownerless = add("O", 0f, 1f);
        ownerless.setOwner(null);
        Body touching = add("T", 0f, 1f);
        touching.setBox(0f, 1f, 1f, 1f, 2f, 2f);
        Float4 lo = new Float4(0f, 0f, 0f, 1f);
        Float4 hi = new Float4(1f, 1f, 1f, 1f);
        // PS2-DESIGN(QUERY_ZERO_MASKS): type mask 0 never found, typeMask 0 finds nothing, ignored = 0 drops ownerless.
        assertEquals(List.of("F", "T"), names(out, query.queryBox(w, out, lo, hi, null, null, -1, 0)),
                "type mask 0 is never found; ignored = null drops the ownerless body; touching y and z count");
        assertEquals(2, quirks.count(Quirk.QUERY_ZERO_MASKS), "reported for Z and O");
        quirks.reset();
        assertEquals(0, query.queryBox(w, out, lo, hi, null, null, 0, 0), "type mask 0 finds nothing");
        assertEquals(4, quirks.count(Quirk.QUERY_ZERO_MASKS), "reported for each of the four");
        quirks.reset();
        assertEquals(List.of("F"), names(out, query.queryBox(w, out, lo, hi, null, null, -1, 0x4)));
        assertEquals(2, quirks.count(Quirk.QUERY_ZERO_MASKS), "T is dropped by the flag mask, not a zero mask");
    }

    @Test
    void filteredQueryExcludedFlagsStateAndKeep() {
        Body[] b = queryWorld();
        Body wBody = b[0];
        Body s = b[3];
        Body r = b[4];
        Float4 lo = new Float4(8f, 0f, 0f, 1f);
        Float4 hi = new Float4(9f, 1f, 1f, 1f);
        r.setFlags(0x200);
        assertEquals(List.of("W"),
                names(out, query.queryBoxFiltered(w, s, out, lo, hi, s, s.owner(), -1, 0, 0x200, 0, null)));
        r.setFlags(0);
        FakeOwner wOwner = (FakeOwner) wBody.owner();
        FakeOwner rOwner = (FakeOwner) r.owner();
        wOwner.stateFlags = 0x4000000L;
        assertEquals(List.of("R"),
                names(out, query.queryBoxFiltered(w, s, out, lo, hi, s, s.owner(), -1, 0, 0, 0x4000000, null)));
        wOwner.stateFlags = 0;
        assertEquals(List.of("R"), names(out, query.queryBoxFiltered(w, s, out, lo, hi, s, s.owner(), -1, 0, 0, 0,
                (mine, theirs) -> theirs != wOwner)));
        wOwner.stateCalls = 0;
        rOwner.stateCalls = 0;
        query.queryBoxFiltered(w, s, out, lo, hi, s, s.owner(), -1, 0, 0, 0, null);
        assertEquals(1, wOwner.stateCalls, "the state call is made for every candidate that reaches it");
        assertEquals(1, rOwner.stateCalls);
    }

    @Test
    void filteredQueryExcludedStateIsSignExtended() {
        // PS2-BUG(EXCLUDED_STATE_SIGN_EXTENDED): mask bit 31 also tests the high word of the 64-bit state.
        Body a = add("A", 0f, 1f);
        ((FakeOwner) a.owner()).stateFlags = 0x4_0000_0000L;
        Float4 lo = new Float4(0f, 0f, 0f, 1f);
        Float4 hi = new Float4(1f, 1f, 1f, 1f);
        assertEquals(0, query.queryBoxFiltered(w, a, out, lo, hi, null, null, -1, 0, 0, 0x80000000, null));
        assertEquals(1, quirks.count(Quirk.EXCLUDED_STATE_SIGN_EXTENDED));
    }

    @Test
    void boundRefreshEvery120Steps() {
        // PS2-DESIGN(BOUND_REFRESH_120): the bound only grows between refreshes and is recomputed on step 120.
        Body a = add("A", 0f, 4f);
        add("B", 5f, 6f);
        assertEquals(4f, w.bodies().bound());
        setBox(a, 0f, 1f);
        w.reinsert(a);
        assertEquals(4f, w.bodies().bound(), "between refreshes the bound only grows");
        w.step();
        assertEquals(1, w.bodies().tick());
        assertEquals(4f, w.bodies().bound());
        for (int i = 2; i <= 119; i++) {
            w.step();
        }
        assertEquals(119, w.bodies().tick());
        assertEquals(4f, w.bodies().bound());
        w.step();
        assertEquals(0, w.bodies().tick());
        assertEquals(1f, w.bodies().bound());
        w.step();
        assertEquals(1, w.bodies().tick());
        assertEquals(1f, w.bodies().bound());
    }

    @Test
    void a513thCandidateIsCountedButNotWrittenPastTheCallersList() {
        // PS2-LIMIT(CANDIDATES_512): the original writes past its callers' 512 entries; here the query writes the
        // first 512 and answers 513, and the caller decides (the limit, or a longer list).
        for (int i = 0; i < 513; i++) {
            add("B" + i, 0f, 1f);
        }
        assertEquals(512, out.length);
        assertEquals(513, query.queryBox(w, out, new Float4(0f, 0f, 0f, 1f), new Float4(1f, 1f, 1f, 1f), null, null,
                -1, 0));
        assertEquals("B0", String.valueOf(out[0].owner()));
        assertEquals("B511", String.valueOf(out[511].owner()));
        assertEquals(0, quirks.count(Quirk.CANDIDATES_512), "the query itself does not decide the limit");
    }

    @Test
    void aStartThatIsNotListedYieldsAtMostItself() {
        // PS2-UNCHECKED(QUERY_START_NOT_LISTED): L is not in the list, so neither walk reaches A, which the box holds.
        add("A", 0f, 1f);
        Body loose = box("L", 0f, 1f);
        assertEquals(List.of("L"), query(0f, 1f, loose, null));
        assertEquals(1, quirks.count(Quirk.QUERY_START_NOT_LISTED));
        quirks.reset();
        assertEquals(List.of("A"), query(0f, 1f, null, null), "control: without a start A is found");
        assertEquals(0, quirks.count(Quirk.QUERY_START_NOT_LISTED));
    }

    @Test
    void collideSelfCandidateTheQueryBodyIsFoundWithoutAnIgnoredOwner() {
        // PS2-DESIGN(COLLIDE_SELF_CANDIDATE): CollideShape passes its query body as start and, without option
        // 0x2000, ignored = 0, so the filtered query returns the query body itself among the candidates.
        Body[] b = queryWorld();
        Body s = b[3];
        Float4 lo = new Float4(8f, 0f, 0f, 1f);
        Float4 hi = new Float4(9f, 1f, 1f, 1f);
        assertEquals(List.of("S", "W", "R"), names(out, query.queryBoxFiltered(w, s, out, lo, hi, s, null, -1, 0, 0, 0,
                null)));
        assertEquals(List.of("W", "R"), names(out, query.queryBoxFiltered(w, s, out, lo, hi, s, s.owner(), -1, 0, 0, 0,
                null)), "with option 0x2000's ignored owner it is dropped");
    }

    @Test
    void addBodyUncheckedPutsABodyTwiceInTheVectorAndLeavesTheListAsItWas() {
        // PS2-UNCHECKED(ADD_BODY_UNCHECKED): adding B again is not refused. The vector takes it a second time; the
        // original's BodyList_Insert would then relink B while it is still linked and close a loop in the list
        // (A -> B -> B ...), which the kernel does not reproduce: it keeps the bound step, leaves the links and
        // reports the quirk.
        Body a = add("A", 0f, 0.5f);
        Body b = add("B", 1f, 1.5f);
        Body c = add("C", 2f, 2.5f);
        setBox(b, 1f, 1.75f);
        w.addBody(b);
        assertEquals(List.of(a, b, c, b), w.bodyVector(), "B sits twice in the vector");
        assertEquals(3, b.index(), "B now carries its second index; vector[1] still holds it");
        assertEquals(List.of("A", "B", "C"), names(w), "the list is not relinked");
        assertSame(c, b.next());
        assertSame(a, b.previous());
        assertEquals(0.75f, w.bodies().bound(), "the insert's bound step runs");
        assertEquals(1, quirks.count(Quirk.ADD_BODY_UNCHECKED));
    }

    @Test
    void stateCallbackUncheckedReachesAnOwnerlessCandidateWhenIgnoredIsSet() {
        // PS2-UNCHECKED(STATE_CALLBACK_UNCHECKED): with ignored set, filter 1 keeps the ownerless body, so it reaches
        // the state call of filter 5 (excludedState 0); the original calls through null, here it is dropped.
        Body a = add("A", 0f, 1f);
        Body b = add("B", 0f, 1f);
        Body ownerless = add("O", 0f, 1f);
        ownerless.setOwner(null);
        FakeOwner bOwner = (FakeOwner) b.owner();
        Float4 lo = new Float4(0f, 0f, 0f, 1f);
        Float4 hi = new Float4(1f, 1f, 1f, 1f);
        assertEquals(List.of("B"), names(out, query.queryBoxFiltered(w, a, out, lo, hi, null, a.owner(), -1, 0, 0, 0,
                null)));
        assertEquals(1, quirks.count(Quirk.STATE_CALLBACK_UNCHECKED), "once: the one ownerless candidate");
        assertEquals(1, bOwner.stateCalls, "the state is asked even with excludedState 0");
        // Control: ignored = null drops the ownerless body at filter 1 (owner == ignored), before the state call.
        quirks.reset();
        assertEquals(List.of("A", "B"), names(out, query.queryBoxFiltered(w, a, out, lo, hi, null, null, -1, 0, 0, 0,
                null)));
        assertEquals(0, quirks.count(Quirk.STATE_CALLBACK_UNCHECKED));
        // Control: excludedFlags 0x200 drops it at filter 4, before the state call.
        ownerless.setFlags(0x200);
        assertEquals(List.of("B"), names(out, query.queryBoxFiltered(w, a, out, lo, hi, null, a.owner(), -1, 0, 0x200,
                0, null)));
        assertEquals(0, quirks.count(Quirk.STATE_CALLBACK_UNCHECKED));
    }
}
