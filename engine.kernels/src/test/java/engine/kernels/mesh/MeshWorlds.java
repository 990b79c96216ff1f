package engine.kernels.mesh;

import engine.api.body.Body;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.CapsuleShape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.LinkedHashMap;
import java.util.Map;

/** Worlds with this package's mesh kernels in the mesh slots, and the bodies and boxes the tests sweep. */
public final class MeshWorlds {

    private MeshWorlds() {
    }

    /** The Unit 2 mesh kernels, one fresh instance per slot. */
    public static Map<Slot<?>, Object> kernels() {
        Map<Slot<?>, Object> k = new LinkedHashMap<>();
        k.put(Slots.meshSweep(ShapeType.CAPSULE), new CapsuleMeshSweep(KernelConfig.DEFAULT));
        k.put(Slots.meshSweep(ShapeType.SPHERE), new SphereMeshSweep(KernelConfig.DEFAULT));
        k.put(Slots.meshOverlap(ShapeType.SPHERE), new SphereMeshOverlap(KernelConfig.DEFAULT));
        NoMeshOverlap none = new NoMeshOverlap();
        k.put(Slots.meshOverlap(ShapeType.BOX), none);
        k.put(Slots.meshOverlap(ShapeType.CAPSULE), none);
        return k;
    }

    /** A faithful world over mesh with the mesh kernels. */
    public static PhysicsWorld world(QuirkCounter q, CollisionMesh mesh) {
        return TestWorlds.world(q, kernels(), mesh);
    }

    /** A capsule body: feet, radius, height 2, owned by owner. */
    public static Body capsuleBody(FakeOwner owner, float fx, float fy, float fz, float r) {
        Body b = new Body();
        CapsuleShape s = new CapsuleShape();
        s.setSize(2f, r);
        s.base().set(fx, fy, fz, 1f);
        b.setFirstShape(s);
        b.setOwner(owner);
        b.setTypeMask(owner.typeMask);
        return b;
    }

    /** A sphere body: centre and radius, owned by a plain owner. */
    public static Body sphereBody(float cx, float cy, float cz, float r) {
        Body b = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(r);
        s.centre().set(cx, cy, cz, 1f);
        b.setFirstShape(s);
        b.setOwner(new FakeOwner("sphere"));
        return b;
    }

    /**
     * The pass's box: the shape's box at the start (sphere c ± r; capsule feet − (r, r, 0) to + (r, r, h)), grown
     * by move.
     */
    public static Float4[] box(Body b, Float4 move) {
        Float4 min = new Float4();
        Float4 max = new Float4();
        if (b.firstShape() instanceof CapsuleShape c) {
            Float4 f = c.base();
            min.set(f.x() - c.radius(), f.y() - c.radius(), f.z(), 1f);
            max.set(f.x() + c.radius(), f.y() + c.radius(), f.z() + c.height(), 1f);
        } else {
            SphereShape s = (SphereShape) b.firstShape();
            Float4 c = s.centre();
            min.set(c.x() - s.radius(), c.y() - s.radius(), c.z() - s.radius(), 1f);
            max.set(c.x() + s.radius(), c.y() + s.radius(), c.z() + s.radius(), 1f);
        }
        min.set3(Math.min(min.x(), min.x() + move.x()), Math.min(min.y(), min.y() + move.y()),
                Math.min(min.z(), min.z() + move.z()));
        max.set3(Math.max(max.x(), max.x() + move.x()), Math.max(max.y(), max.y() + move.y()),
                Math.max(max.z(), max.z() + move.z()));
        return new Float4[] {min, max};
    }
}
