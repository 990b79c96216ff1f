package engine.api.slots;

import engine.api.foothold.FootholdMovement;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.kernel.SlotGroup;
import engine.api.kernel.body.BodyFunctions;
import engine.api.kernel.body.BodyPool;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.body.IgnoreList;
import engine.api.kernel.body.ShapePool;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.kernel.mesh.MeshOverlap;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.kernel.pair.PairOverlap;
import engine.api.kernel.pair.PairSweep;
import engine.api.kernel.shape.ShapeBound;
import engine.api.kernel.shape.ShapePose;
import engine.api.kernel.sweep.BodyPass;
import engine.api.kernel.sweep.BodySweep;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.sweep.ContactResolution;
import engine.api.kernel.world.BodyList;
import engine.api.kernel.world.BoxQuery;
import engine.api.shape.ShapeType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The slot catalogue: every replaceable function of the engine, in a fixed order. Ids: "sweep.OWN.OTHER" and
 * "overlap.OWN.OTHER" for the 4 x 4 pair tables (box, sphere, capsule, segment), "mesh-sweep.TYPE" and
 * "mesh-overlap.TYPE", the world-level slots, the body-set slots and "movement-2d". A new slot is added at the end
 * of its group; that is a minor change of this package, which plugins only use.
 */
public final class Slots {
    private static final List<Slot<?>> ALL = new ArrayList<>();
    private static final Map<String, Slot<?>> BY_ID = new LinkedHashMap<>();
    private static final Slot<?>[][] PAIR_SWEEPS = new Slot<?>[4][4];
    private static final Slot<?>[][] PAIR_OVERLAPS = new Slot<?>[4][4];
    private static final Slot<?>[] MESH_SWEEPS = new Slot<?>[4];
    private static final Slot<?>[] MESH_OVERLAPS = new Slot<?>[4];

    static {
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                PAIR_SWEEPS[own.index()][other.index()] = add("sweep." + own.id() + "." + other.id(), PairSweep.class,
                        SlotGroup.PAIR_SWEEP, "sweep table (" + own.code() + ", " + other.code() + "): a moving "
                                + own.id() + " against a " + other.id() + " at rest (Units 5, 11, 12)");
            }
        }
        for (ShapeType own : ShapeType.values()) {
            for (ShapeType other : ShapeType.values()) {
                PAIR_OVERLAPS[own.index()][other.index()] = add("overlap." + own.id() + "." + other.id(),
                        PairOverlap.class, SlotGroup.PAIR_OVERLAP, "overlap table (" + own.code() + ", "
                                + other.code() + "): a " + own.id() + " against a " + other.id() + " at rest (Unit 4)");
            }
        }
        for (ShapeType t : ShapeType.values()) {
            MESH_SWEEPS[t.index()] = add("mesh-sweep." + t.id(), MeshSweep.class, SlotGroup.MESH_SWEEP,
                    "mesh sweep table, type " + t.code() + ": a moving " + t.id() + " against the level (Units 2, 13)");
        }
        for (ShapeType t : ShapeType.values()) {
            MESH_OVERLAPS[t.index()] = add("mesh-overlap." + t.id(), MeshOverlap.class, SlotGroup.MESH_OVERLAP,
                    "mesh overlap table, type " + t.code() + ": a " + t.id() + " at rest against the level (Unit 2)");
        }
    }

    /** MeshContacts_SortByFraction: the mesh collectors' sort (Unit 2). */
    public static final Slot<MeshContactSort> MESH_CONTACT_SORT = add("mesh-contact-sort", MeshContactSort.class,
            SlotGroup.WORLD, "MeshContacts_SortByFraction: orders a mesh collector's contacts (Unit 2)");
    /** The contact list policy: fixed capacities or growable lists (Units 2, 3, 7). */
    public static final Slot<ContactListPolicy> CONTACT_LISTS = add("contact-lists", ContactListPolicy.class,
            SlotGroup.WORLD,
            "capacities of the contact, sorted and candidate lists of sweeps and queries (Units 3, 7)");
    /** PhysicsBody_Sweep: the body's up-to-three sweep passes (Unit 3). */
    public static final Slot<BodySweep> BODY_SWEEP = add("body-sweep", BodySweep.class, SlotGroup.WORLD,
            "PhysicsBody_Sweep: moves a body in up to three passes, with its mesh pass and landing test (Unit 3)");
    /** PhysicsBody_SweepHumanMask: the body pass of a sweep and of the update sweep (Unit 11). */
    public static final Slot<BodyPass> BODY_PASS = add("body-pass", BodyPass.class, SlotGroup.WORLD,
            "PhysicsBody_SweepHumanMask: the body pass of a sweep and of the update sweep (Unit 11)");
    /** PhysicsBody_ResolveContacts: the answer codes and the tail (Unit 3). */
    public static final Slot<ContactResolution> CONTACT_RESOLUTION = add("contact-resolution",
            ContactResolution.class, SlotGroup.WORLD, "PhysicsBody_ResolveContacts: answer codes and tail (Unit 3)");
    /** The body vector and the x-sorted list: add, remove, insert, reinsert and the bound refresh (Unit 7). */
    public static final Slot<BodyList> BODY_LIST = add("body-list", BodyList.class, SlotGroup.WORLD,
            "IPhysics_AddBody/RemoveBody, BodyList_Insert/Remove/Reinsert and the 120-step bound refresh (Unit 7)");
    /** IPhysics_QueryBox and IPhysics_QueryBoxFiltered (Unit 7). */
    public static final Slot<BoxQuery> BOX_QUERY = add("box-query", BoxQuery.class, SlotGroup.WORLD,
            "IPhysics_QueryBox and IPhysics_QueryBoxFiltered over the x-sorted list (Unit 7)");
    /** The shape vtable's pose, enable, position and matrix slots, PhysicsBox_GetCorners (Unit 6). */
    public static final Slot<ShapePose> SHAPE_POSE = add("shape-pose", ShapePose.class, SlotGroup.BODY_SET,
            "the shape vtable: pose, enable, set position, set from a matrix; PhysicsBox_GetCorners (Unit 6)");
    /** PhysicsShape_GetBounds and PhysicsBody_AddShapeBounds (Units 6, 7). */
    public static final Slot<ShapeBound> SHAPE_BOUNDS = add("shape-bounds", ShapeBound.class, SlotGroup.BODY_SET,
            "PhysicsShape_GetBounds and PhysicsBody_AddShapeBounds (Units 6, 7)");
    /** PhysicsBody_ConstructForOwner, SetOwner, AddShape, Update and Moved (Unit 7). */
    public static final Slot<BodyFunctions> BODY_FUNCTIONS = add("body-functions", BodyFunctions.class,
            SlotGroup.BODY_SET, "PhysicsBody_ConstructForOwner, SetOwner, AddShape, Update and Moved (Unit 7)");
    /** The ignore slots and IsIgnoring, Ignore, StopIgnoring, ForgetIgnoredOwner (Unit 8). */
    public static final Slot<IgnoreList> IGNORE_LIST = add("ignore-list", IgnoreList.class, SlotGroup.BODY_SET,
            "the ignore slots: IsIgnoring, Ignore, StopIgnoring, IPhysics_ForgetIgnoredOwner (Unit 8)");
    /** The shape pools and their allocators (Unit 8). */
    public static final Slot<ShapePool> SHAPE_POOLS = add("shape-pools", ShapePool.class, SlotGroup.BODY_SET,
            "the shape pools: object spheres and boxes, car boxes, push and strike spheres, FreeShape (Unit 8)");
    /** The body pools, the create and free functions and the human list (Unit 9). */
    public static final Slot<BodyPool> BODY_POOLS = add("body-pools", BodyPool.class, SlotGroup.BODY_SET,
            "the body pools: create and free humans, the punch bag, objects, cars, panes (Unit 9)");
    /** The human body set: scale, update, moved, strike switch, weapon and push spheres (Unit 10). */
    public static final Slot<HumanBodySet> HUMAN_BODY = add("human-body", HumanBodySet.class, SlotGroup.BODY_SET,
            "the human body set: ApplyHumanScale, Update, Moved, SetShapeEnabled, weapon and push spheres (Unit 10)");
    /** The 2D foothold movement kernel (CMovePath UpdatePhysics). */
    public static final Slot<FootholdMovement> MOVEMENT_2D = add(new Slot<>("movement-2d", FootholdMovement.class,
            SlotGroup.MOVEMENT_2D, "UpdatePhysics: the MMO client's foothold movement (foothold2d spec)",
            "foothold2d"));

    private Slots() {
    }

    private static <K> Slot<K> add(String id, Class<K> type, SlotGroup group, String description) {
        return add(new Slot<>(id, type, group, description));
    }

    private static <K> Slot<K> add(Slot<K> s) {
        ALL.add(s);
        BY_ID.put(s.id(), s);
        return s;
    }

    /** Every slot, in catalogue order. */
    public static List<Slot<?>> all() {
        return Collections.unmodifiableList(ALL);
    }

    /** The slot with this id, or null when there is none. */
    public static Slot<?> byId(String id) {
        return BY_ID.get(id);
    }

    /** The slot with this id; an unknown id is an error that lists the families of ids. */
    public static Slot<?> require(String id) {
        Slot<?> s = BY_ID.get(id);
        if (s == null) {
            throw new SelectionException("unknown slot '" + id + "' (slots are sweep.OWN.OTHER, overlap.OWN.OTHER, "
                    + "mesh-sweep.TYPE, mesh-overlap.TYPE with TYPE one of box, sphere, capsule, segment, and "
                    + "mesh-contact-sort, contact-lists, body-sweep, body-pass, contact-resolution, body-list, "
                    + "box-query, shape-pose, shape-bounds, body-functions, ignore-list, shape-pools, body-pools, "
                    + "human-body, movement-2d)");
        }
        return s;
    }

    /** The sweep table entry for a moving own against other. */
    @SuppressWarnings("unchecked")
    public static Slot<PairSweep> pairSweep(ShapeType own, ShapeType other) {
        return (Slot<PairSweep>) PAIR_SWEEPS[own.index()][other.index()];
    }

    /** The overlap table entry for own against other. */
    @SuppressWarnings("unchecked")
    public static Slot<PairOverlap> pairOverlap(ShapeType own, ShapeType other) {
        return (Slot<PairOverlap>) PAIR_OVERLAPS[own.index()][other.index()];
    }

    /** The mesh sweep of a shape type. */
    @SuppressWarnings("unchecked")
    public static Slot<MeshSweep> meshSweep(ShapeType type) {
        return (Slot<MeshSweep>) MESH_SWEEPS[type.index()];
    }

    /** The mesh overlap of a shape type. */
    @SuppressWarnings("unchecked")
    public static Slot<MeshOverlap> meshOverlap(ShapeType type) {
        return (Slot<MeshOverlap>) MESH_OVERLAPS[type.index()];
    }
}
