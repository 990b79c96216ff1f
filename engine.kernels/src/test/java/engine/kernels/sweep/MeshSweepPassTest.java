package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.ContactAnswer;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.QuirkCounter;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.mesh.MeshWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Units 2 and 3 together: the capsule's mesh sweep inside PhysicsBody_Sweep's passes, with the real kernels. */
class MeshSweepPassTest {
    private static final float DT = 1f / 30f;

    private static Body capsule(PhysicsWorld w, FakeOwner o, float x, float y) {
        o.position = Vec4.point(x, y, 0f);
        Body b = MeshWorlds.capsuleBody(o, x, y, 0f, 0.5f);
        w.addBody(b);
        return b;
    }

    /** The Unit 2 corner-slide triangle: normal +x, edge 2 running down the wall's y = 0 end, flagged. */
    private static CollisionMesh cornerTriangle() {
        MeshBuilder m = new MeshBuilder();
        int a = m.vertex(0f, 0f, 0f);
        int b = m.vertex(0f, 1f, 0f);
        int c = m.vertex(0f, 0f, 1f);
        m.triangle(a, b, c, TriangleFlags.withCornerEdge(TriangleFlags.ENABLED, 2), 0);
        return m.build(2f);
    }

    @Test
    void cornerSlideConsumerAddsSToThePassVelocityOnly() {
        PhysicsWorld w = MeshWorlds.world(new QuirkCounter(), cornerTriangle());
        FakeOwner o = new FakeOwner("walker");
        o.answer = ContactAnswer.CODE_SLIDE;
        Body b = capsule(w, o, 0.6f, -0.3f);
        BodySweep sweep = w.kernels().get(Slots.BODY_SWEEP);
        sweep.sweep(w, b, DT, new Float4(-9f, 0f, 0f, 0f), new Float4());
        assertTrue(o.position.y() < -0.3f - 0.01f, "the next pass moved along S = (0, -0.5, 0): y " + o.position.y());
        Vec4 written = o.velocities.get(o.velocities.size() - 1);
        assertEquals(0f, written.y(), "the reported velocity does not get S");
    }

    @Test
    void cornerSlideConsumerNothingWithFlag8000() {
        PhysicsWorld w = MeshWorlds.world(new QuirkCounter(), cornerTriangle());
        FakeOwner o = new FakeOwner("walker");
        o.answer = ContactAnswer.CODE_SLIDE;
        Body b = capsule(w, o, 0.6f, -0.3f);
        b.setFlags(b.flags() | BodyFlags.NO_CORNER_SLIDE);
        w.kernels().get(Slots.BODY_SWEEP).sweep(w, b, DT, new Float4(-9f, 0f, 0f, 0f), new Float4());
        assertEquals(-0.3f, o.position.y(), "no sideways move: stuck against the edge");
        assertEquals(1, b.stuckCounter());
    }

    /** A closed 4 m x 4 m room of one-sided walls facing in, 3 m high, no corner-slide edges. */
    private static CollisionMesh room() {
        MeshBuilder m = new MeshBuilder();
        float h = 2f;
        int[] lo = {m.vertex(-h, -h, 0f), m.vertex(h, -h, 0f), m.vertex(h, h, 0f), m.vertex(-h, h, 0f)};
        int[] hi = {m.vertex(-h, -h, 3f), m.vertex(h, -h, 3f), m.vertex(h, h, 3f), m.vertex(-h, h, 3f)};
        int flags = TriangleFlags.withCornerEdge(TriangleFlags.ENABLED, TriangleFlags.CORNER_EDGE_NONE);
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            m.triangle(lo[i], hi[i], lo[j], flags, 0);
            m.triangle(lo[j], hi[i], hi[j], flags, 0);
        }
        return m.build(2f);
    }

    @Property(tries = 200)
    void aCapsuleMovingInsideAClosedRoomNeverEndsOutsideItWhenEveryContactSlides(
            @ForAll @FloatRange(min = -1.4f, max = 1.4f) float x, @ForAll @FloatRange(min = -1.4f, max = 1.4f) float y,
            @ForAll @Size(min = 1, max = 12) List<@FloatRange(min = -40f, max = 40f) Float> velocities) {
        QuirkCounter quirks = new QuirkCounter();
        PhysicsWorld w = MeshWorlds.world(quirks, room());
        FakeOwner o = new FakeOwner("walker");
        o.answer = ContactAnswer.CODE_SLIDE;
        Body b = capsule(w, o, x, y);
        BodySweep sweep = w.kernels().get(Slots.BODY_SWEEP);
        for (int i = 0; i + 1 < velocities.size(); i += 2) {
            o.cachedPosition = o.position;
            sweep.sweep(w, b, DT, new Float4(velocities.get(i), velocities.get(i + 1), 0f, 0f), new Float4());
            assertTrue(Math.abs(o.position.x()) < 2f && Math.abs(o.position.y()) < 2f,
                    "left the room at " + o.position + " (quirks fired: " + quirks.fired() + ")");
        }
    }
}
