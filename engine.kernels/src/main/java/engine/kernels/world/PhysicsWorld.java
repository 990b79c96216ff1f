package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.WorldBodies;
import engine.api.kernel.KernelContext;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.kernel.body.BodyFunctions;
import engine.api.kernel.body.BodyPool;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.body.IgnoreList;
import engine.api.kernel.body.ShapePool;
import engine.api.kernel.shape.ShapeBound;
import engine.api.kernel.shape.ShapePose;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.QuirkLog;
import engine.api.shape.Shape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The IPhysics object (Units 7-9): the body vector and x-sorted list, the level mesh with this world's live
 * triangle flags, and the kernel table resolved once when the world was made, whose body-set kernels hold the
 * ignore slots and pools. Every scratch buffer a step needs is owned here or by a kernel, so a step allocates
 * nothing. One world is used by one thread.
 */
public final class PhysicsWorld implements KernelContext {
    /** The slots a world cannot do without. */
    public static final List<Slot<?>> REQUIRED = List.of(Slots.CONTACT_LISTS, Slots.BODY_LIST, Slots.BOX_QUERY,
            Slots.SHAPE_POSE, Slots.SHAPE_BOUNDS, Slots.BODY_FUNCTIONS, Slots.IGNORE_LIST, Slots.SHAPE_POOLS,
            Slots.BODY_POOLS, Slots.HUMAN_BODY);

    private final KernelTable kernels;
    private final CollisionMesh mesh;
    private final QuirkLog quirks;
    private final FloatModel floatModel;
    private final MeshQuery meshQuery = new MeshQuery();
    private final char[] triangleFlags;
    private final WorldBodies bodies = new WorldBodies();
    private final ShapeOverlaps overlaps;
    private final ShapeCollisions collisions;

    /**
     * IPhysics_Construct: an empty world over mesh (may be null) with the given table, which must serve every slot
     * of {@link #REQUIRED}; the table's body-set kernels become this world's pools and ignore slots.
     *
     * @throws engine.api.kernel.SelectionException naming a required slot the table leaves empty
     */
    public PhysicsWorld(KernelTable kernels, CollisionMesh mesh, QuirkLog quirks) {
        this.kernels = Objects.requireNonNull(kernels, "kernels");
        for (Slot<?> s : REQUIRED) {
            kernels.get(s);
        }
        this.mesh = mesh;
        this.quirks = Objects.requireNonNull(quirks, "quirks");
        this.floatModel = kernels.floatModel();
        this.triangleFlags = new char[mesh == null ? 0 : mesh.triangleCount()];
        for (int t = 0; t < triangleFlags.length; t++) {
            triangleFlags[t] = (char) mesh.flags(t);
        }
        this.overlaps = new ShapeOverlaps();
        this.collisions = new ShapeCollisions();
    }

    @Override
    public KernelTable kernels() {
        return kernels;
    }

    @Override
    public CollisionMesh mesh() {
        return mesh;
    }

    @Override
    public int triangleFlags(int t) {
        return triangleFlags[t];
    }

    /** Sets or clears triangle t's enabled bit (0x1) in this world; the mesh itself is not changed. */
    public void setTriangleEnabled(int t, boolean on) {
        triangleFlags[t] = (char) (on ? triangleFlags[t] | TriangleFlags.ENABLED
                : triangleFlags[t] & ~TriangleFlags.ENABLED);
    }

    /**
     * CollisionMesh_SetEnabledInBox's equivalent (reconstructed: the spec names it only): sets or clears the
     * enabled bit of every triangle whose bound meets the closed box {min, max}. Returns how many it touched.
     */
    public int setEnabledInBox(Float4 min, Float4 max, boolean on) {
        int touched = 0;
        for (int t = 0; t < triangleFlags.length; t++) {
            FloatModel m = floatModel;
            int v0 = mesh.corner(t, 0);
            float lox = mesh.vertex(v0, 0), loy = mesh.vertex(v0, 1), loz = mesh.vertex(v0, 2);
            float hix = lox, hiy = loy, hiz = loz;
            for (int k = 1; k < 3; k++) {
                int v = mesh.corner(t, k);
                lox = m.fmin(lox, mesh.vertex(v, 0));
                loy = m.fmin(loy, mesh.vertex(v, 1));
                loz = m.fmin(loz, mesh.vertex(v, 2));
                hix = m.fmax(hix, mesh.vertex(v, 0));
                hiy = m.fmax(hiy, mesh.vertex(v, 1));
                hiz = m.fmax(hiz, mesh.vertex(v, 2));
            }
            if (m.le(lox, max.x()) && m.le(min.x(), hix) && m.le(loy, max.y()) && m.le(min.y(), hiy)
                    && m.le(loz, max.z()) && m.le(min.z(), hiz)) {
                setTriangleEnabled(t, on);
                touched++;
            }
        }
        return touched;
    }

    @Override
    public MeshQuery meshQuery() {
        return meshQuery;
    }

    @Override
    public WorldBodies bodies() {
        return bodies;
    }

    @Override
    public FloatModel floatModel() {
        return floatModel;
    }

    @Override
    public QuirkLog quirks() {
        return quirks;
    }

    /** The body vector as it stands, in index order (a copy). */
    public List<Body> bodyVector() {
        List<Body> out = new ArrayList<>(bodies.size());
        for (int i = 0; i < bodies.size(); i++) {
            out.add(bodies.get(i));
        }
        return out;
    }

    /** The shape vtable (slot shape-pose). */
    public ShapePose poses() {
        return kernels.get(Slots.SHAPE_POSE);
    }

    /** The shape bounds (slot shape-bounds). */
    public ShapeBound shapeBounds() {
        return kernels.get(Slots.SHAPE_BOUNDS);
    }

    /** The body functions of Unit 7 (slot body-functions). */
    public BodyFunctions bodyFunctions() {
        return kernels.get(Slots.BODY_FUNCTIONS);
    }

    /** The ignore lists of Unit 8 (slot ignore-list). */
    public IgnoreList ignoreList() {
        return kernels.get(Slots.IGNORE_LIST);
    }

    /** The shape pools of Unit 8 (slot shape-pools). */
    public ShapePool shapePools() {
        return kernels.get(Slots.SHAPE_POOLS);
    }

    /** The body pools of Unit 9 (slot body-pools). */
    public BodyPool bodyPools() {
        return kernels.get(Slots.BODY_POOLS);
    }

    /** The human body set of Unit 10 (slot human-body). */
    public HumanBodySet humans() {
        return kernels.get(Slots.HUMAN_BODY);
    }

    /** IPhysics_OverlapShape bound to this world. */
    public ShapeOverlaps overlaps() {
        return overlaps;
    }

    /** IPhysics_CollideShape bound to this world. */
    public ShapeCollisions collisions() {
        return collisions;
    }

    /** IPhysics_AddBody: appends b to the vector and inserts it into the list from the head. */
    public void addBody(Body b) {
        Calls.addBody(this, b);
    }

    /** IPhysics_RemoveBody: forgets the ignore slots naming b's owner, swap-removes b, unlinks it. */
    public void removeBody(Body b) {
        Calls.removeBody(this, b);
    }

    /** BodyList_Reinsert through this world's body-list kernel. */
    public void reinsert(Body b) {
        Calls.reinsert(this, b);
    }

    /**
     * IPhysics_Step (Unit 7, 0x00340940): the bound refresh (every 120th step), then the settle (reconstructed,
     * STEP_SETTLE; docs/architecture.md, "The frame"): each body of the vector, in index order, that has an owner and
     * a shape and whose flags pass PhysicsBody_Update's gate (0x80000800) gets its vtable's Update with its owner.
     */
    public void step() {
        kernels.get(Slots.BODY_LIST).stepBound(this, bodies);
        // IPhysics_Step's settle, reconstructed: STEP_SETTLE
        for (int i = 0; i < bodies.size(); i++) {
            Body b = bodies.get(i);
            if (b.owner() != null && b.firstShape() != null && (b.flags() & BodyFlags.UPDATE_GATE) != 0) {
                Calls.update(this, b, b.owner());
            }
        }
    }

    /** Shape vtable +0x28: poses s from owner. */
    public void pose(Shape s, BodyOwner owner) {
        Calls.pose(this, s, owner);
    }

    /** Body vtable +0x10: updates b from its owner o. */
    public void update(Body b, BodyOwner o) {
        Calls.update(this, b, o);
    }

    /** Body vtable +0x18: b was moved to the matrix m. */
    public void moved(Body b, Mat4 m) {
        bodyFunctions().moved(this, b, m);
    }

    /** The world's human list head (IPhysics +0x04), or null. */
    public HumanBody humanHead() {
        return bodyPools().humanHead();
    }
}
