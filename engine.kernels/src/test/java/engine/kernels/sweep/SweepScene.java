package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.kernel.Slot;
import engine.api.kernel.sweep.BodySweep;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Mode;
import engine.kernels.fake.FakeMeshSweep;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A body sweep set up as Unit 3's test ideas: a mover (sphere r 0.3 at the origin, attributes 1 = 82, 7 = 1,
 * 8 = e, body flags 0x400), a scripted mesh sweep, an optional body pass, dt = 1/30, in worlds of a given mode
 * (the body-sweep and contact-resolution slots are the mode's own kernels).
 */
final class SweepScene {
    /** The spec's step. */
    static final float DT = 1f / 30f;
    /** Triangle 0 of {@link #FAR_TRIANGLE}: enabled, far from everything. */
    static final int T_ON = 0;
    /** One enabled triangle far away, so contacts may name triangle 0. */
    static final CollisionMesh FAR_TRIANGLE = farTriangle();

    final Mode mode;
    final FakeMeshSweep meshSweep = new FakeMeshSweep();
    final Map<Slot<?>, Object> fakes = new LinkedHashMap<>();
    final FakeOwner owner;
    final Body body = new Body();
    CollisionMesh mesh = FAR_TRIANGLE;
    final Float4 out = new Float4(99f, 99f, 99f, 99f);
    PhysicsWorld world;

    SweepScene(Mode mode) {
        this(mode, new FakeOwner("mover"));
    }

    SweepScene(Mode mode, FakeOwner owner) {
        this.mode = mode;
        this.owner = owner;
        owner.attributes.put(1, 82f);
        owner.attributes.put(7, 1f);
        owner.attributes.put(8, 0f);
        owner.body = body;
        body.setOwner(owner);
        body.setFlags(BodyFlags.WRITE_BACK_VELOCITY);
        body.setTypeMask(owner.typeMask);
        SphereShape s = new SphereShape();
        s.setRadius(0.3f);
        s.centre().set(0f, 0f, 0f, 1f);
        body.setFirstShape(s);
        fakes.put(Slots.meshSweep(ShapeType.SPHERE), meshSweep);
    }

    private static CollisionMesh farTriangle() {
        MeshBuilder b = new MeshBuilder();
        b.triangle(b.vertex(1000f, 1000f, 0f), b.vertex(1001f, 1000f, 0f), b.vertex(1000f, 1001f, 0f), 0x1, 7);
        return b.build(4f);
    }

    /** The world of this scene's mode (built once, on first use), with the fakes and the mesh. */
    PhysicsWorld world() {
        if (world == null) {
            world = TestWorlds.world(mode.profile(), mode.quirks(), fakes, mesh);
        }
        return world;
    }

    /** Sweeps the mover with velocity (x, y, z) for 1/30 s through the world's body-sweep slot. */
    SweepScene sweep(float x, float y, float z) {
        PhysicsWorld w = world();
        BodySweep k = w.kernels().get(Slots.BODY_SWEEP);
        k.sweep(w, body, DT, new Float4(x, y, z, 0f), out);
        return this;
    }

    /** The mover's position as its owner holds it. */
    Vec4 position() {
        return owner.position;
    }
}
