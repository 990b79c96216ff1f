package engine.faithful.world;

import engine.api.body.Body;
import engine.api.body.HumanBody;
import engine.api.contact.Contact;
import engine.api.kernel.BodyList;
import engine.api.kernel.BodyListState;
import engine.api.kernel.BoxQuery;
import engine.api.kernel.ContactListPolicy;
import engine.api.kernel.KernelContext;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slots;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.QuirkLog;
import engine.faithful.ignore.IgnoreSlots;
import engine.faithful.pool.BodyPools;
import engine.faithful.pool.ShapePools;
import engine.faithful.shape.ShapeBounds;
import engine.faithful.shape.ShapePoses;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The IPhysics object (Units 7-9): the body vector, the x-sorted list and its bound, the ignore slots, the shape
 * and body pools, the level mesh, and the kernel table resolved once when the world was made. Every scratch
 * buffer a step needs is owned here, so a step allocates nothing. One world is used by one thread.
 */
public final class PhysicsWorld implements KernelContext {
    private final KernelTable kernels;
    private final CollisionMesh mesh;
    private final QuirkLog quirks;
    private final FloatModel floatModel;
    private final MeshQuery meshQuery = new MeshQuery();
    private final char[] triangleFlags;
    private final BodyListState list = new BodyListState();
    private final ArrayList<Body> vector = new ArrayList<>();
    private final BodyList bodyList;
    private final BoxQuery boxQuery;
    private final ContactListPolicy lists;
    private final ShapePoses poses;
    private final ShapeBounds bounds;
    private final BodyRecords records;
    private final ShapeOverlaps overlaps;
    private final IgnoreSlots ignoreSlots;
    private final ShapePools shapePools;
    private final BodyPools bodyPools;
    private final Body[] candidates;
    private final Contact[] contacts;
    private final Contact[] sorted;

    /**
     * IPhysics_Construct: an empty world over mesh (may be null) with the given table, which must serve
     * body-list, box-query and contact-lists. Builds every pool.
     */
    public PhysicsWorld(KernelTable kernels, CollisionMesh mesh, QuirkLog quirks) {
        this.kernels = Objects.requireNonNull(kernels, "kernels");
        this.mesh = mesh;
        this.quirks = Objects.requireNonNull(quirks, "quirks");
        this.floatModel = kernels.config().floatModel();
        this.triangleFlags = new char[mesh == null ? 0 : mesh.triangleCount()];
        for (int t = 0; t < triangleFlags.length; t++) {
            triangleFlags[t] = (char) mesh.flags(t);
        }
        this.poses = new ShapePoses(quirks, floatModel);
        this.bounds = new ShapeBounds(floatModel);
        this.bodyList = kernels.get(Slots.BODY_LIST);
        this.boxQuery = kernels.get(Slots.BOX_QUERY);
        this.lists = kernels.get(Slots.CONTACT_LISTS);
        this.candidates = new Body[lists.candidateCapacity()];
        this.contacts = newContacts(lists.contactCapacity());
        this.sorted = new Contact[lists.sortedCapacity()];
        this.records = new BodyRecords(this, poses, bounds);
        this.overlaps = new ShapeOverlaps(this, bounds);
        this.ignoreSlots = new IgnoreSlots(this);
        this.shapePools = new ShapePools(poses, quirks);
        this.bodyPools = new BodyPools(this, poses);
    }

    private static Contact[] newContacts(int n) {
        Contact[] out = new Contact[n];
        for (int i = 0; i < n; i++) {
            out[i] = new Contact();
        }
        return out;
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
        triangleFlags[t] = (char) (on ? triangleFlags[t] | TriangleFlags.ENABLED : triangleFlags[t] & ~TriangleFlags.ENABLED);
    }

    /**
     * CollisionMesh_SetEnabledInBox's equivalent (reconstructed: the spec names it only): sets or clears the
     * enabled bit of every triangle whose bound meets the closed box {min, max}. Returns how many it touched.
     */
    public int setEnabledInBox(Float4 min, Float4 max, boolean on) {
        int touched = 0;
        for (int t = 0; t < triangleFlags.length; t++) {
            float lox = Float.MAX_VALUE, loy = Float.MAX_VALUE, loz = Float.MAX_VALUE;
            float hix = -Float.MAX_VALUE, hiy = -Float.MAX_VALUE, hiz = -Float.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                int v = mesh.corner(t, k);
                lox = Math.min(lox, mesh.vertex(v, 0));
                loy = Math.min(loy, mesh.vertex(v, 1));
                loz = Math.min(loz, mesh.vertex(v, 2));
                hix = Math.max(hix, mesh.vertex(v, 0));
                hiy = Math.max(hiy, mesh.vertex(v, 1));
                hiz = Math.max(hiz, mesh.vertex(v, 2));
            }
            if (lox <= max.x() && min.x() <= hix && loy <= max.y() && min.y() <= hiy && loz <= max.z() && min.z() <= hiz) {
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
    public BodyListState bodies() {
        return list;
    }

    @Override
    public FloatModel floatModel() {
        return floatModel;
    }

    @Override
    public QuirkLog quirks() {
        return quirks;
    }

    /** The Unit 7 body functions (construct, shapes, bounds, update, moved) bound to this world. */
    public BodyRecords records() {
        return records;
    }

    /** IPhysics_OverlapShape bound to this world. */
    public ShapeOverlaps overlaps() {
        return overlaps;
    }

    /** The 60 ignore slots and the ignore functions (Unit 8). */
    public IgnoreSlots ignoreSlots() {
        return ignoreSlots;
    }

    /** The shape pools and their allocators (Unit 8). */
    public ShapePools shapePools() {
        return shapePools;
    }

    /** The body pools and the create and free functions (Unit 9). */
    public BodyPools bodyPools() {
        return bodyPools;
    }

    /** The shape poses (Unit 6) this world uses. */
    public ShapePoses poses() {
        return poses;
    }

    /** The shape bounds (Unit 6) this world uses. */
    public ShapeBounds shapeBounds() {
        return bounds;
    }

    /** The candidate list the world's queries fill (capacity: the contact-list policy's candidates). */
    public Body[] candidates() {
        return candidates;
    }

    /** The contact slots of a pass or query (capacity: the policy's contacts). */
    public Contact[] contacts() {
        return contacts;
    }

    /** The sorted pointers of a pass or query (capacity: the policy's sorted pointers). */
    public Contact[] sorted() {
        return sorted;
    }

    /** The body vector as it stands, in index order (read-only view). */
    public List<Body> bodyVector() {
        return Collections.unmodifiableList(vector);
    }

    /** IPhysics_AddBody (0x00340668): appends b to the vector (b.index = its position), then inserts it from the head. */
    public void addBody(Body b) {
        // PS2-UNCHECKED(ADD_BODY_UNCHECKED): no check that b is already present.
        vector.add(b);
        b.setIndex(vector.size() - 1);
        bodyList.insert(this, list, b, null);
    }

    /**
     * IPhysics_RemoveBody (0x00340700): forgets the ignore slots naming b's owner, swap-removes b from the vector
     * (the last body takes its index; b keeps its old index), unlinks it from the list.
     *
     * @throws IllegalArgumentException when b is not in the vector (the original would corrupt the vector)
     */
    public void removeBody(Body b) {
        int i = b.index();
        if (i < 0 || i >= vector.size() || vector.get(i) != b) {
            throw new IllegalArgumentException("remove: body with index " + i + " is not in the body vector");
        }
        ignoreSlots.forgetIgnoredOwner(b);
        if (vector.size() >= 2) {
            Body last = vector.get(vector.size() - 1);
            last.setIndex(i);
            vector.set(i, last);
        }
        vector.remove(vector.size() - 1);
        bodyList.remove(this, list, b);
    }

    /** The bound refresh IPhysics_Step runs before its settle slots (every 120th step). */
    public void step() {
        bodyList.stepBound(this, list);
    }

    /** BodyList_Reinsert through this world's body-list kernel. */
    public void reinsert(Body b) {
        bodyList.reinsert(this, list, b);
    }

    /** The world's human list head (IPhysics +0x04), or null. */
    public HumanBody humanHead() {
        return bodyPools.humanHead();
    }
}
