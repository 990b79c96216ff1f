package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.Contact;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.Slot;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.fake.FakeContact;
import engine.kernels.fake.FakeMeshSweep;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.FakePairSweep;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 11's "CollideShape options" test ideas and IPhysics_CollideShape's every option bit. The query shape is a
 * sphere (r 0.3) at the origin moved by (1, 0, 0); the candidates carry capsules met by a fake pair sweep (each test
 * scripts the fractions, so a filter or an order shows alone), the mesh is a fake mesh sweep. The real kernels:
 * {@link Unit11CollideShapeRealKernelsTest} and {@code sweep.Unit11BodyPassRealKernelsTest}.
 */
class Unit11CollideShapeTest {
    private static final float R = 0.3f;

    private final QuirkCounter quirks = new QuirkCounter();
    private final FakePairSweep capsules = new FakePairSweep();
    private final FakePairSweep spheres = new FakePairSweep();
    private final FakeMeshSweep mesh = new FakeMeshSweep();
    private final Map<Slot<?>, Object> fakes = new LinkedHashMap<>();
    private final FakeOwner owner = new FakeOwner("mover");
    private PhysicsWorld w;
    private Body mover;

    private PhysicsWorld world(String provider) {
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.CAPSULE), capsules);
        fakes.put(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE), spheres);
        fakes.put(Slots.meshSweep(ShapeType.SPHERE), mesh);
        w = TestWorlds.world(Profile.of(provider), quirks, fakes, null);
        mover = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(R);
        s.centre().set(0f, 0f, 0.5f, 1f);
        mover.setFirstShape(s);
        mover.setOwner(owner);
        mover.setTypeMask(-1);
        mover.setFlags(0);
        owner.body = mover;
        Calls.bodyBounds(w, mover, s, new Float4(), new Float4());
        w.addBody(mover);
        return w;
    }

    private PhysicsWorld world() {
        return world("faithful");
    }

    /** A body owned by a new owner called name, with a capsule at x, flags and type mask −1, added. */
    private Body capsuleBody(String name, float x, int flags) {
        FakeOwner o = new FakeOwner(name);
        o.typeMask = -1;
        Body b = new Body();
        CapsuleShape c = new CapsuleShape();
        c.setSize(1.8f, 0.35f);
        c.base().set(x, 0f, 0f, 1f);
        b.setFirstShape(c);
        b.setOwner(o);
        b.setTypeMask(-1);
        b.setFlags(flags);
        o.body = b;
        Calls.bodyBounds(w, b, c, new Float4(), new Float4());
        w.addBody(b);
        return b;
    }

    private ShapeQuery query(int options, int max) {
        return new ShapeQuery().set(mover, mover.firstShape()).setOptions(options).setMax(max);
    }

    private static Contact[] out(int n) {
        Contact[] cs = new Contact[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Contact();
        }
        return cs;
    }

    private final Contact[] out = out(64);

    /** Runs the query by (1, 0, 0); the other owners of the contacts copied, in order ("level" for none). */
    private List<String> collide(ShapeQuery q) {
        int n = w.collisions().collideShape(w, out, q, new Float4(1f, 0f, 0f, 1f));
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(out[i].otherOwner() == null ? "level" : String.valueOf(out[i].otherOwner()));
        }
        return names;
    }

    @Test
    void bodyPassTwoCapsulesThatBothHitGiveTwoContactsThroughCollideShape() {
        world();
        Body two = capsuleBody("two", 1f, 0);
        CapsuleShape second = new CapsuleShape();
        second.setSize(1.8f, 0.35f);
        second.base().set(1.1f, 0f, 0f, 1f);
        two.firstShape().setNext(second);
        capsules.at(two.firstShape(), 0.6f).at(second, 0.3f);
        assertEquals(List.of("two", "two"), collide(query(0x2, 10)));
        assertEquals(0.3f, out[0].fraction(), "sorted: the nearer shape first");
        assertSame(second, out[0].otherShape());
        assertEquals(0.6f, out[1].fraction());
        assertEquals(-1, out[0].triangle(), "+0xb4 = 0 for a body contact");
        assertSame(owner, out[0].ownOwner());
    }

    @Test
    void maxOneWithTwoHitsReturnsTheNearer() {
        world();
        capsules.at(capsuleBody("far", 1.5f, 0).firstShape(), 0.6f);
        capsules.at(capsuleBody("near", 1.0f, 0).firstShape(), 0.3f);
        assertEquals(List.of("near"), collide(query(0x2, 1)));
        assertEquals(0.3f, out[0].fraction());
    }

    @Test
    void option2000NamingTheMoversOwnOwnerRemovesItsSelfContact() {
        world();
        spheres.rule((own, other, move) -> 0f);
        assertEquals(List.of("mover"), collide(query(0x2, 5)), "the querying body meets its own sphere");
        assertEquals(1, quirks.count(Quirk.COLLIDE_SELF_CANDIDATE));
        assertEquals(List.of(), collide(query(0x2 | 0x2000, 5).setIgnoredOwner(owner)));
    }

    @Test
    void option800With1cEqual4DropsACandidateWithoutBlockhumans() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        capsuleBody("blocks", 1f, BodyFlags.BLOCK_HUMANS);
        capsuleBody("plain", 1.2f, 0);
        assertEquals(List.of("blocks", "plain"), collide(query(0x2, 5)));
        assertEquals(List.of("blocks"), collide(query(0x2 | 0x800, 5).setRequiredFlags(4)));
    }

    @Test
    void option10000With4000000DropsAnAirborneOwnersBody() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        ((FakeOwner) capsuleBody("flying", 1f, 0).owner()).stateFlags = OwnerState.AIRBORNE;
        capsuleBody("standing", 1.2f, 0);
        assertEquals(List.of("flying", "standing"), collide(query(0x2, 5)));
        assertEquals(List.of("standing"), collide(query(0x2 | 0x10000, 5).setExcludedState(0x4000000)));
    }

    @Test
    void option80MakesNoDifferenceSameGroupBodiesAreAlwaysSkipped() {
        // PS2-DESIGN(COLLIDE_ALWAYS_FILTERS)
        world();
        capsules.rule((own, other, move) -> 0.5f);
        mover.setGroup(7);
        capsuleBody("group7", 1f, 0).setGroup(7);
        capsuleBody("group0", 1.2f, 0);
        assertEquals(List.of("group0"), collide(query(0x2, 5)));
        assertEquals(2, quirks.count(Quirk.COLLIDE_ALWAYS_FILTERS), "dropped without 0x80: group7 and the mover");
        assertEquals(List.of("group0"), collide(query(0x2 | 0x80, 5)));
        assertEquals(2, quirks.count(Quirk.COLLIDE_ALWAYS_FILTERS), "with 0x80 the drop is OverlapShape's too");
    }

    @Test
    void options100And200AreNotReadTheOwnerIsAlwaysAskedAndDisabledShapesNeverTried() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        Body refused = capsuleBody("refused", 1f, 0);
        owner.mayTouch = o -> o != refused.owner();
        capsuleBody("off", 1.1f, 0).firstShape().setFlags(0);
        capsuleBody("on", 1.2f, 0);
        assertEquals(List.of("on"), collide(query(0x2, 5)));
        assertEquals(List.of("on"), collide(query(0x2 | 0x100 | 0x200, 5)));
    }

    @Test
    void option10TypeMask1000ExcludedFlagsAnd40000Callback() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        Body object = capsuleBody("object", 1f, 0);
        object.setTypeMask(TypeMask.OBJECT);
        capsuleBody("pane", 1.1f, BodyFlags.UNPUSHABLE).setTypeMask(TypeMask.HUMAN);
        Body kept = capsuleBody("kept", 1.2f, 0);
        kept.setTypeMask(TypeMask.HUMAN);
        assertEquals(List.of("object"), collide(query(0x2 | 0x10, 5).setTypeMask(TypeMask.OBJECT)));
        assertEquals(List.of("object", "kept"), collide(query(0x2 | 0x1000, 5).setExcludedFlags(0x200)));
        assertEquals(List.of("object", "pane"), collide(query(0x2 | 0x40000, 5)
                .setKeep((mine, theirs) -> theirs != kept.owner())));
        assertEquals(List.of("object", "pane", "kept"), collide(query(0x2, 5).setTypeMask(TypeMask.OBJECT)
                .setExcludedFlags(0x200).setKeep((mine, theirs) -> false)), "no option bit: no filter");
    }

    @Test
    void option400UsesTheGivenBoxGrownByTheMove() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        capsuleBody("far", 20f, 0);
        assertEquals(List.of(), collide(query(0x2, 5)), "the sphere's own box grown by (1, 0, 0) misses x 20");
        ShapeQuery q = query(0x2 | 0x400, 5);
        q.boxMin().set(18f, -1f, -1f, 1f);
        q.boxMax().set(19f, 1f, 2f, 1f);
        assertEquals(List.of("far"), collide(q), "[18, 19] grown by 1 reaches 19.65");
    }

    @Test
    void option1MeshGetsTheWholeOptionWordTheNzRangeAndTheRoomLeft() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        capsuleBody("a", 1f, 0);
        capsuleBody("b", 1.2f, 0);
        mesh.script(FakeContact.of(0f, 0f, 1f, 0.2f, -1));
        ShapeQuery q = query(0x2004d | 0x2, 5).setNzRange(0f, 0.7f);
        assertEquals(List.of("level", "a", "b"), collide(q));
        float[] args = mesh.arguments.get(0);
        assertEquals(48f, args[0], "max = 50 − count (two body contacts)");
        assertEquals((float) (0x2004d | 0x2), args[1], "the whole option word");
        assertEquals(0f, args[2]);
        assertEquals(0.7f, args[3]);
        assertNull(out[0].otherShape(), "a mesh contact has no other shape");
    }

    @Test
    void callersOptionWordsHumanPushOutInAirIsMeshOnly() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        capsuleBody("a", 1f, 0);
        mesh.script(FakeContact.of(0f, 0f, 1f, 0.4f, -1), FakeContact.of(0f, 0f, 1f, 0.4f, -1));
        assertEquals(List.of("level"), collide(query(0x2004d, 2).setNzRange(0f, 0.7f)), "0x2004d: no bodies");
        assertEquals(50f, mesh.arguments.get(0)[0]);
        // Human_HandleMessage's 0x52: bodies, type mask 0x100408 (0x40 is a mesh-sweep bit, unread without 0x1).
        assertEquals(List.of("a"), collide(query(0x52, 2).setTypeMask(0x100408)));
    }

    @Test
    void sameFractionOrderTheBodyContactComesFirst() {
        // PS2-DESIGN(SAME_FRACTION_ORDER): the body contact, inserted before the mesh's, stays first.
        world();
        capsules.rule((own, other, move) -> 0.5f);
        capsuleBody("human", 1f, 0);
        mesh.script(FakeContact.of(-1f, 0f, 0f, 0.5f, -1));
        assertEquals(List.of("human", "level"), collide(query(0x3, 5)));
        assertEquals(1, quirks.count(Quirk.SAME_FRACTION_ORDER));
    }

    @Test
    void copyOutIsMinOfCountAndMax() {
        world();
        capsules.rule((own, other, move) -> 0.5f);
        for (int i = 0; i < 3; i++) {
            capsuleBody("b" + i, 1f + 0.1f * i, 0);
        }
        assertEquals(2, collide(query(0x2, 2)).size());
        assertEquals(3, collide(query(0x2, 3)).size());
        assertEquals(3, collide(query(0x2, -1)).size(), "max is unsigned");
        assertEquals(0, collide(query(0x2, 0)).size());
        assertThrows(IllegalArgumentException.class, () -> w.collisions().collideShape(w, out(1), query(0x2, 5),
                new Float4(1f, 0f, 0f, 1f)), "out shorter than the contacts copied");
    }

    @Test
    void collideContacts50FaithfulStopsTheBodiesAtFiftyFixedKeepsAll() {
        // PS2-LIMIT(COLLIDE_CONTACTS_50)
        world();
        capsules.rule((own, other, move) -> 0.5f);
        for (int i = 0; i < 51; i++) {
            capsuleBody("b" + i, 1f + 0.01f * i, 0);
        }
        assertEquals(50, collide(query(0x2, 64)).size());
        assertEquals(1, quirks.count(Quirk.COLLIDE_CONTACTS_50));
        world("fixed");
        capsules.rule((own, other, move) -> 0.5f);
        for (int i = 0; i < 51; i++) {
            capsuleBody("b" + i, 1f + 0.01f * i, 0);
        }
        assertEquals(51, collide(query(0x2, 64)).size());
        assertEquals(1, quirks.count(Quirk.COLLIDE_CONTACTS_50), "not reported once corrected");
    }

    @Test
    void collideContacts50TheMeshGetsOnlyTheRoomLeft() {
        world();
        capsules.rule((own, other, move) -> 0.9f);
        for (int i = 0; i < 50; i++) {
            capsuleBody("b" + i, 1f + 0.01f * i, 0);
        }
        mesh.every = FakeContact.of(-1f, 0f, 0f, 0.1f, -1);
        List<String> got = collide(query(0x3, 1));
        assertEquals(List.of("b0"), got, "no room left for the nearer mesh contact");
        assertEquals(0f, mesh.arguments.get(0)[0], "max = 50 − 50");
        assertEquals(1, quirks.count(Quirk.COLLIDE_CONTACTS_50));
        world("fixed");
        capsules.rule((own, other, move) -> 0.9f);
        for (int i = 0; i < 50; i++) {
            capsuleBody("b" + i, 1f + 0.01f * i, 0);
        }
        assertEquals(List.of("level"), collide(query(0x3, 1)), "the mesh gets room for the caller's max");
    }

    @Test
    void theQueryNeedsABodyAndAShape() {
        world();
        assertThrows(IllegalArgumentException.class, () -> w.collisions().collideShape(w, out, new ShapeQuery(),
                new Float4()));
        mover.setOwner(null);
        assertThrows(IllegalStateException.class, () -> collide(query(0x2, 1)));
    }
}
