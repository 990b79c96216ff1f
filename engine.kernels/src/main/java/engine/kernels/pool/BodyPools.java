package engine.kernels.pool;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.BodyPool;
import engine.api.kernel.body.HumanBodySet;
import engine.api.kernel.body.IgnoreList;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.call.Calls;
import engine.kernels.human.HumanBodies;
import engine.kernels.human.HumanBones;
import java.util.Arrays;

/**
 * Unit 9, the body pools and their create and free functions: 60 human sets (capsule and ten bone shapes), the
 * one punch bag set, 416 world objects, 18 cars and 255 glass panes with their boxes; the human list; and
 * Human_CreatePhysicsBody's rules. A slot is free when its owner is null; creates take the lowest free slot.
 * Corrected as config asks: a full pool grows (doubling, new sets built as the constructor builds them), a create
 * starts the slot from its constructed record, a pane's free stops its ignores, and a second punch bag is refused.
 */
public final class BodyPools implements BodyPool {
    /** Human body sets (+0x124b0, 60). */
    public static final int HUMANS = 60;
    /** World-object bodies (+0x15930, 416). */
    public static final int OBJECTS = 416;
    /** Car bodies (+0x4be20, 18). */
    public static final int CARS = 18;
    /** Glass-pane bodies and boxes (+0x3af30 and +0x42eb0, 255). */
    public static final int PANES = 255;
    /** The player's scale (1.4286, 1.4286, 1, 1): 0x3fb6db6e. */
    public static final float PLAYER_SCALE = Float.intBitsToFloat(0x3fb6db6e);
    /** The punch bag segment's length (0x3fc00000). */
    public static final float PUNCH_BAG_LENGTH = 1.5f;

    /** The shape flags a human create decides on the capsule: enable(on) sets 0x11, then 0x2 is cleared. */
    private static final int CAPSULE_CREATE_BITS = ShapeFlags.ENABLE_BITS | ShapeFlags.STRIKER;
    /** The shape flags a create decides on a bone shape: enable(off) clears 0x1. */
    private static final int BONE_CREATE_BITS = ShapeFlags.ENABLED;
    /** The box flags a pane create decides: |= 0x9. */
    private static final int BOX_CREATE_BITS = ShapeFlags.ENABLED | ShapeFlags.ALLOCATED;
    /** The constructor's push-out, AABB corners and broad bound corners (never written). */
    private static final Float4 UNIT_W = new Float4(0f, 0f, 0f, 1f);
    /** The constructor's scale (never written). */
    private static final Float4 ONES = new Float4(1f, 1f, 1f, 1f);

    private final Float4 boxMin = new Float4();
    private final Float4 boxMax = new Float4();
    private final boolean fixHumans;
    private final boolean fixObjects;
    private final boolean fixCars;
    private final boolean fixPanes;
    private final boolean fixStale;
    private final boolean fixPaneFree;
    private final boolean fixPunchBag;
    private final boolean fixNullOwner;
    private HumanBody[] humans = new HumanBody[HUMANS];
    /** Per human set: the capsule, then the ten bone shapes in the constructor's order. */
    private Shape[][] humanParts = new Shape[HUMANS][];
    private final HumanBody punchBag = new HumanBody();
    /** The punch bag set's capsule and segment. */
    private final Shape[] punchBagParts;
    private Body[] objects = new Body[OBJECTS];
    private Body[] cars = new Body[CARS];
    private Body[] panes = new Body[PANES];
    private BoxShape[] paneBoxes = new BoxShape[PANES];
    /** A human set's, the punch bag's and a pane box's shapes as the constructor leaves them (never used as bodies). */
    private final Shape[] humanTemplate = buildHumanSet(new HumanBody());
    private final Shape[] punchBagTemplate = buildPunchBagSet(new HumanBody());
    private final BoxShape boxTemplate = new BoxShape();
    private HumanBody humanHead;

    /** IPhysics_Construct's part for the body pools (Unit 9, "What the constructor leaves"), kept as config asks. */
    public BodyPools(KernelConfig config) {
        fixHumans = config.corrects(Quirk.HUMAN_BODIES_60);
        fixObjects = config.corrects(Quirk.OBJECT_BODIES_416);
        fixCars = config.corrects(Quirk.CAR_BODIES_18);
        fixPanes = config.corrects(Quirk.PANE_BODIES_255);
        fixStale = config.corrects(Quirk.CREATE_STALE_FIELDS);
        fixPaneFree = config.corrects(Quirk.PANE_FREE_KEEPS_IGNORES);
        fixPunchBag = config.corrects(Quirk.PUNCH_BAG_SINGLE);
        fixNullOwner = config.corrects(Quirk.CREATE_NULL_OWNER);
        buildHumans(0);
        punchBagParts = buildPunchBagSet(punchBag);
        buildBodies(objects, 0);
        buildBodies(cars, 0);
        buildPanes(0);
    }

    private void buildHumans(int from) {
        for (int i = from; i < humans.length; i++) {
            humans[i] = new HumanBody();
            humanParts[i] = buildHumanSet(humans[i]);
        }
    }

    private static void buildBodies(Body[] pool, int from) {
        for (int i = from; i < pool.length; i++) {
            pool[i] = new Body();
        }
    }

    private void buildPanes(int from) {
        for (int i = from; i < panes.length; i++) {
            panes[i] = new Body();
            paneBoxes[i] = new BoxShape();
        }
    }

    /** Human set construction (Unit 9): the capsule as +0x30, ten bone shapes on +0x80; returns them in that order. */
    private static Shape[] buildHumanSet(HumanBody hb) {
        Shape[] parts = new Shape[11];
        CapsuleShape capsule = new CapsuleShape();
        capsule.setSize(HumanBones.CAPSULE_HEIGHT, HumanBones.CAPSULE_RADIUS);
        hb.setFirstShape(capsule);
        parts[0] = capsule;
        for (int k = 0; k < 5; k++) {
            SegmentShape s = new SegmentShape();
            s.setBone(HumanBones.SEGMENT_BONES[k]);
            float[] off = HumanBones.SEGMENT_OFFSETS[k];
            s.localOffset().set(off[0], off[1], off[2], 0f);
            s.setRadius(HumanBones.SEGMENT_RADII[k]);
            s.setLength(HumanBones.SEGMENT_LENGTHS[k]);
            addBoneShape(hb, s);
            parts[1 + k] = s;
        }
        for (int k = 0; k < 5; k++) {
            SphereShape s = new SphereShape();
            s.setBone(HumanBones.SPHERE_BONES[k]);
            float[] off = HumanBones.SPHERE_OFFSETS[k];
            s.localOffset().set(off[0], off[1], off[2], 0f);
            s.setRadius(HumanBones.SPHERE_RADII[k]);
            addBoneShape(hb, s);
            parts[6 + k] = s;
        }
        return parts;
    }

    /**
     * Unit 10, PhysicsHumanBody_AddBoneShape (0x003429e8): appends at the tail; flags 0x3, or 0x7 for bones 3 and 6.
     */
    private static void addBoneShape(HumanBody hb, Shape s) {
        HumanBodies.addBoneShape(hb, s);
    }

    /** The punch bag set's construction (Unit 9): capsule (2.0, 0.35), one segment, bone 3, flags 0x4 outright. */
    private static Shape[] buildPunchBagSet(HumanBody hb) {
        CapsuleShape capsule = new CapsuleShape();
        capsule.setSize(HumanBones.CAPSULE_HEIGHT, HumanBones.CAPSULE_RADIUS);
        hb.setFirstShape(capsule);
        SegmentShape s = new SegmentShape();
        s.localOffset().set(0f, 0f, 0f, 1f);
        s.setRadius(HumanBones.CAPSULE_RADIUS);
        s.setLength(PUNCH_BAG_LENGTH);
        s.setBone(3);
        s.setFlags(ShapeFlags.STRIKE_TARGET);
        hb.setBoneChain(s);
        return new Shape[] {capsule, s};
    }

    /** Human body set i (0..59, more once grown), for inspection. */
    public HumanBody human(int i) {
        return humans[i];
    }

    /** The punch bag's body set. */
    public HumanBody punchBag() {
        return punchBag;
    }

    /** Object body i (0..415, more once grown), for inspection. */
    public Body object(int i) {
        return objects[i];
    }

    /** Car body i (0..17, more once grown), for inspection. */
    public Body car(int i) {
        return cars[i];
    }

    /** Pane body i (0..254, more once grown), for inspection. */
    public Body pane(int i) {
        return panes[i];
    }

    /** The human sets held: 60, more once a corrected pool has grown. */
    public int humanCount() {
        return humans.length;
    }

    /** The object bodies held: 416, more once grown. */
    public int objectCount() {
        return objects.length;
    }

    /** The car bodies held: 18, more once grown. */
    public int carCount() {
        return cars.length;
    }

    /** The pane bodies (and boxes) held: 255, more once grown. */
    public int paneCount() {
        return panes.length;
    }

    /** The human list's head (IPhysics +0x04), or null. */
    @Override
    public HumanBody humanHead() {
        return humanHead;
    }

    private static <B extends Body> int firstFree(B[] pool) {
        for (int i = 0; i < pool.length; i++) {
            if (pool[i].owner() == null) {
                return i;
            }
        }
        return -1;
    }

    private static HumanBodySet humans(KernelContext ctx) {
        return ctx.kernels().get(Slots.HUMAN_BODY);
    }

    /** Resets what every create writes: group 0 and the stuck counter 0. */
    private static void common(KernelContext ctx, Body b, BodyOwner owner, int flags) {
        Calls.setOwner(ctx, b, owner);
        b.setFlags(flags);
        b.setGroup(0);
        b.setStuckCounter(0);
    }

    /**
     * The fields of a slot that its create does not write, against the constructed record: true when one differs
     * (the create would hand out the last user's value); with apply, each differing one is set to the constructor's.
     * Pose outputs of the set's shapes count; what the create or its scale step writes does not.
     *
     * @param parts the slot's shapes as built (a human set's or the punch bag's), or null
     * @param like  parts as the constructor leaves them
     * @param skip  the {@link ShapeFields} skips for the bone shapes (the scale step's sizes and offsets)
     */
    private boolean stale(KernelContext ctx, Body b, Shape[] parts, Shape[] like, int skip, boolean apply) {
        boolean stale = false;
        if (b.owner() == null && b.typeMask() != 0) {
            // A null owner leaves the type mask as it was (PhysicsBody_SetOwner).
            stale = true;
            if (apply) {
                b.setTypeMask(0);
            }
        }
        stale |= constructedBox(b, apply) | constructed(b.pushOut(), apply);
        boolean ignores = b.ignoreHead() != IgnoreList.ALL || b instanceof HumanBody hb && hb.ignoreLevel() != 0;
        if (ignores) {
            stale = true;
            if (apply) {
                Calls.stopIgnoring(ctx, b, IgnoreList.ALL);
            }
        }
        if (!(b instanceof HumanBody hb)) {
            return stale;
        }
        if (hb.pushSphere() != null) {
            stale = true;
            if (apply) {
                humans(ctx).setPushSphere(ctx, hb, false);
            }
        }
        boolean broad = constructed(hb.broadMinInto(boxMin), apply) | constructed(hb.broadMaxInto(boxMax), apply);
        if (broad && apply) {
            hb.setBroadBound(boxMin, boxMax);
        }
        stale |= broad;
        Shape capsule = parts[0];
        if (hb.firstShape() != capsule || capsule.next() != null || hb.boneChain() != parts[1]) {
            stale = true;
            if (apply) {
                hb.setFirstShape(capsule);
                capsule.setNext(null);
                hb.setBoneChain(parts[1]);
            }
        }
        // The human's capsule is sized by the scale step; the punch bag's is not.
        stale |= shape(capsule, like[0], skip & ShapeFields.SKIP_SIZE, CAPSULE_CREATE_BITS, apply);
        for (int k = 1; k < parts.length; k++) {
            Shape following = k + 1 < parts.length ? parts[k + 1] : null;
            if (parts[k].next() != following) {
                stale = true;
                if (apply) {
                    parts[k].setNext(following);
                }
            }
            stale |= shape(parts[k], like[k], skip, BONE_CREATE_BITS, apply);
        }
        return stale;
    }

    /** A shape's fields against like's (skipping skip), its flags outside createBits against like's. */
    private static boolean shape(Shape s, Shape like, int skip, int createBits, boolean apply) {
        boolean differs = !ShapeFields.same(like, s, skip | ShapeFields.SKIP_FLAGS)
                || (s.flags() & ~createBits) != (like.flags() & ~createBits);
        if (differs && apply) {
            ShapeFields.copy(like, s, skip);
        }
        return differs;
    }

    /** A vector field against the constructor's (0, 0, 0, 1). */
    /** {@link #constructed} for the body's box, both corners read by value and set back through setBox. */
    private boolean constructedBox(Body b, boolean apply) {
        boolean differs = constructed(b.minInto(boxMin), apply) | constructed(b.maxInto(boxMax), apply);
        if (differs && apply) {
            b.setBox(boxMin, boxMax);
        }
        return differs;
    }

    private static boolean constructed(Float4 v, boolean apply) {
        boolean differs = !ShapeFields.same(v, UNIT_W);
        if (differs && apply) {
            v.set(0f, 0f, 0f, 1f);
        }
        return differs;
    }

    /** Reports or (corrected) clears the stale fields of a slot about to be created. */
    private void freshen(KernelContext ctx, Body b, Shape[] parts, Shape[] like, int skip) {
        if (stale(ctx, b, parts, like, skip, fixStale) && !fixStale) {
            // PS2-BUG(CREATE_STALE_FIELDS): push-out, ignore list, +0x84, +0xd4, the AABB, ... are the last user's.
            ctx.quirks().fired(Quirk.CREATE_STALE_FIELDS);
        }
    }

    /**
     * A create for no owner: a pool slot is free when its owner is null, so the original adds the body but leaves its
     * slot free, and the next create takes it again (and adds it again). Corrected, such a create is refused.
     */
    private boolean refusedOwnerless(KernelContext ctx, BodyOwner owner) {
        if (owner != null) {
            return false;
        }
        if (fixNullOwner) {
            return true;
        }
        // PS2-UNCHECKED(CREATE_NULL_OWNER): the body is created and added, but its slot still reads as free.
        ctx.quirks().fired(Quirk.CREATE_NULL_OWNER);
        return false;
    }

    /**
     * Unit 9, IPhysics_CreateHumanBody (0x0033cc48): the first free human set; flags 0x8002243f, scale 1, the
     * strike state cleared, the capsule switched on (without 0x2) and every bone shape off; then the human list,
     * the body vector and PhysicsBody_ApplyHumanScale. Null when all 60 are taken.
     */
    @Override
    public HumanBody createHumanBody(KernelContext ctx, BodyOwner owner) {
        if (refusedOwnerless(ctx, owner)) {
            return null;
        }
        int i = firstFree(humans);
        if (i < 0 && fixHumans) {
            // All sets taken: twice as many, built as the constructor builds them.
            i = humans.length;
            humans = Arrays.copyOf(humans, i * 2);
            humanParts = Arrays.copyOf(humanParts, i * 2);
            buildHumans(i);
        }
        if (i < 0) {
            // PS2-LIMIT(HUMAN_BODIES_60): a full pool returns null and changes nothing.
            ctx.quirks().fired(Quirk.HUMAN_BODIES_60);
            return null;
        }
        HumanBody hb = humans[i];
        freshen(ctx, hb, humanParts[i], humanTemplate, ShapeFields.SKIP_SIZE | ShapeFields.SKIP_OFFSET);
        common(ctx, hb, owner, BodyFlags.CREATED_HUMAN);
        hb.scale().set(1f, 1f, 1f, 1f);
        resetStrikeState(hb);
        switchOnCapsuleOffBones(ctx, hb);
        addHumanBody(ctx, hb);
        Calls.addBody(ctx, hb);
        humans(ctx).applyHumanScale(ctx, hb);
        return hb;
    }

    private static void resetStrikeState(HumanBody hb) {
        hb.setStrikeBits(0);
        hb.setWeaponChain(null);
        hb.setWeaponTimer(0);
    }

    private static void switchOnCapsuleOffBones(KernelContext ctx, HumanBody hb) {
        Shape capsule = hb.firstShape();
        Calls.enable(ctx, capsule, true);
        capsule.setFlags(capsule.flags() & ~ShapeFlags.STRIKER);
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            Calls.enable(ctx, s, false);
        }
    }

    /**
     * Unit 9, IPhysics_CreatePunchBagBody (0x0033cb08): the one set, taken without a free test; flags 0x8000243f,
     * scale 1, the capsule on and the segment off; the human list and the body vector; no scale step. The set in
     * use is taken again for the new owner, without adding it a second time.
     */
    @Override
    public HumanBody createPunchBagBody(KernelContext ctx, BodyOwner owner) {
        if (refusedOwnerless(ctx, owner)) {
            return null;
        }
        boolean inUse = punchBag.owner() != null;
        if (inUse && fixPunchBag) {
            // One set: the bag stays its first owner's, and a second create gets none.
            return null;
        }
        if (!inUse) {
            freshen(ctx, punchBag, punchBagParts, punchBagTemplate, 0);
        }
        common(ctx, punchBag, owner, BodyFlags.CREATED_PUNCH_BAG);
        punchBag.scale().set(1f, 1f, 1f, 1f);
        resetStrikeState(punchBag);
        switchOnCapsuleOffBones(ctx, punchBag);
        if (inUse) {
            // PS2-UNCHECKED(PUNCH_BAG_SINGLE): the set in use is re-taken; the original then adds it again to the
            // human list and the body vector, where it already is, corrupting both: those two adds are skipped.
            ctx.quirks().fired(Quirk.PUNCH_BAG_SINGLE);
            return punchBag;
        }
        addHumanBody(ctx, punchBag);
        Calls.addBody(ctx, punchBag);
        return punchBag;
    }

    /** Unit 9, IPhysics_CreateObjectBody (0x0033ce58): flags 0x80000500, scale 1, no shape; null when full. */
    @Override
    public Body createObjectBody(KernelContext ctx, BodyOwner owner) {
        if (refusedOwnerless(ctx, owner)) {
            return null;
        }
        int i = firstFree(objects);
        if (i < 0 && fixObjects) {
            // All taken: twice as many bodies.
            i = objects.length;
            objects = Arrays.copyOf(objects, i * 2);
            buildBodies(objects, i);
        }
        if (i < 0) {
            // PS2-LIMIT(OBJECT_BODIES_416): a full pool returns null and changes nothing.
            ctx.quirks().fired(Quirk.OBJECT_BODIES_416);
            return null;
        }
        Body b = objects[i];
        freshenShapeless(ctx, b, false);
        common(ctx, b, owner, BodyFlags.CREATED_OBJECT);
        b.scale().set(1f, 1f, 1f, 1f);
        Calls.addBody(ctx, b);
        return b;
    }

    /** freshen for an object or car body: no shape (+0x30 null) and, for a car, the scale too. */
    private void freshenShapeless(KernelContext ctx, Body b, boolean scale) {
        boolean stale = stale(ctx, b, null, null, 0, fixStale);
        if (b.firstShape() != null) {
            stale = true;
            if (fixStale) {
                b.setFirstShape(null);
            }
        }
        if (scale && !ShapeFields.same(b.scale(), ONES)) {
            stale = true;
            if (fixStale) {
                b.scale().set(1f, 1f, 1f, 1f);
            }
        }
        if (stale && !fixStale) {
            // PS2-BUG(CREATE_STALE_FIELDS): the AABB, push-out, ignore list, shape or scale are the last user's.
            ctx.quirks().fired(Quirk.CREATE_STALE_FIELDS);
        }
    }

    /** Unit 9, IPhysics_CreateCarBody (0x0033cf68): flags 0x80000000, scale not written, no shape; null when full. */
    @Override
    public Body createCarBody(KernelContext ctx, BodyOwner owner) {
        if (refusedOwnerless(ctx, owner)) {
            return null;
        }
        int i = firstFree(cars);
        if (i < 0 && fixCars) {
            // All taken: twice as many bodies.
            i = cars.length;
            cars = Arrays.copyOf(cars, i * 2);
            buildBodies(cars, i);
        }
        if (i < 0) {
            // PS2-LIMIT(CAR_BODIES_18): a full pool returns null and changes nothing.
            ctx.quirks().fired(Quirk.CAR_BODIES_18);
            return null;
        }
        Body b = cars[i];
        freshenShapeless(ctx, b, true);
        common(ctx, b, owner, BodyFlags.CREATED_CAR);
        Calls.addBody(ctx, b);
        return b;
    }

    /**
     * Unit 9, Physics_CreateBoxBody (0x0033d070): pane i with box i, sized (width, 0.5, height) so its half
     * extents are (width / 2, 0.25, height / 2), box flags |= 0x9, flags 0x8000007a; null when full.
     */
    @Override
    public Body createBoxBody(KernelContext ctx, BodyOwner owner, float width, float height) {
        if (refusedOwnerless(ctx, owner)) {
            return null;
        }
        int i = firstFree(panes);
        if (i < 0 && fixPanes) {
            // All taken: twice as many panes, each with its box.
            i = panes.length;
            panes = Arrays.copyOf(panes, i * 2);
            paneBoxes = Arrays.copyOf(paneBoxes, i * 2);
            buildPanes(i);
        }
        if (i < 0) {
            // PS2-LIMIT(PANE_BODIES_255): a full pool returns null and changes nothing.
            ctx.quirks().fired(Quirk.PANE_BODIES_255);
            return null;
        }
        Body b = panes[i];
        BoxShape box = paneBoxes[i];
        boolean stale = stale(ctx, b, null, null, 0, fixStale);
        if (!ShapeFields.same(b.scale(), ONES)) {
            stale = true;
            if (fixStale) {
                b.scale().set(1f, 1f, 1f, 1f);
            }
        }
        if (box.next() != null) {
            stale = true;
            if (fixStale) {
                box.setNext(null);
            }
        }
        stale |= shape(box, boxTemplate, ShapeFields.SKIP_SIZE, BOX_CREATE_BITS, fixStale);
        if (stale && !fixStale) {
            // PS2-BUG(CREATE_STALE_FIELDS): the AABB, push-out, ignore list, scale or box fields are the last user's.
            ctx.quirks().fired(Quirk.CREATE_STALE_FIELDS);
        }
        box.setSize(width, 0.5f, height);
        box.setFlags(box.flags() | ShapeFlags.ENABLED | ShapeFlags.ALLOCATED);
        common(ctx, b, owner, BodyFlags.CREATED_PANE);
        b.setFirstShape(box);
        Calls.addBody(ctx, b);
        return b;
    }

    /**
     * Unit 9, IPhysics_FreeHumanBody (0x0033ce00), the same as IPhysics_FreePunchBagBody (0x0033cbf0): off the
     * human list, out of the world, owner 0, push sphere freed. Flags, strike bits and bone shapes stay.
     */
    @Override
    public void freeHumanBody(KernelContext ctx, HumanBody hb) {
        removeHumanBody(ctx, hb);
        Calls.removeBody(ctx, hb);
        Calls.setOwner(ctx, hb, null);
        humans(ctx).setPushSphere(ctx, hb, false);
    }

    /**
     * Unit 9, IPhysics_FreeObjectBody (0x0033cf00): out of the world, the shape's 0x8 cleared,
     * ignores freed, owner 0, no shape.
     */
    @Override
    public void freeObjectBody(KernelContext ctx, Body b) {
        Calls.removeBody(ctx, b);
        if (b.firstShape() != null) {
            Calls.freeShape(ctx, b.firstShape());
        }
        Calls.stopIgnoring(ctx, b, IgnoreList.ALL);
        Calls.setOwner(ctx, b, null);
        b.setFirstShape(null);
    }

    /**
     * Unit 9, IPhysics_FreeCarBody (0x0033cff8): out of the world, each shape unchained with 0x8 cleared,
     * ignores freed, owner 0.
     */
    @Override
    public void freeCarBody(KernelContext ctx, Body b) {
        Calls.removeBody(ctx, b);
        while (b.firstShape() != null) {
            Shape s = b.firstShape();
            b.setFirstShape(s.next());
            s.setNext(null);
            Calls.freeShape(ctx, s);
        }
        Calls.stopIgnoring(ctx, b, IgnoreList.ALL);
        Calls.setOwner(ctx, b, null);
    }

    /** Unit 9, IPhysics_FreeBoxBody (0x0033d158): out of the world, the box's 0x8 cleared, owner 0; +0x30 kept. */
    @Override
    public void freeBoxBody(KernelContext ctx, Body b) {
        Calls.removeBody(ctx, b);
        Shape box = b.firstShape();
        box.setFlags(box.flags() & ~ShapeFlags.ALLOCATED);
        if (fixPaneFree) {
            // As the other frees do: the pane's ignore slots go back to the pool with it.
            Calls.stopIgnoring(ctx, b, IgnoreList.ALL);
        } else if (b.ignoreHead() != IgnoreList.ALL) {
            // PS2-BUG(PANE_FREE_KEEPS_IGNORES): no StopIgnoring, so the pane's ignore slots stay taken.
            ctx.quirks().fired(Quirk.PANE_FREE_KEEPS_IGNORES);
        }
        Calls.setOwner(ctx, b, null);
    }

    /** Unit 9, IPhysics_AddHumanBody (0x003407a0): appends hb at the tail of the human list. */
    @Override
    public void addHumanBody(KernelContext ctx, HumanBody hb) {
        hb.setHumanNext(null);
        if (humanHead == null) {
            humanHead = hb;
            hb.setHumanPrevious(null);
            return;
        }
        HumanBody last = humanHead;
        while (last.humanNext() != null) {
            last = last.humanNext();
        }
        last.setHumanNext(hb);
        hb.setHumanPrevious(last);
    }

    /**
     * Unit 9, IPhysics_RemoveHumanBody (0x003407f8): StopIgnoring(null) (+0xd4 and every slot), the unlink, the
     * weapon spheres cleared, both links 0.
     */
    @Override
    public void removeHumanBody(KernelContext ctx, HumanBody hb) {
        Calls.stopIgnoring(ctx, hb, IgnoreList.ALL);
        if (humanHead == hb) {
            humanHead = hb.humanNext();
            if (humanHead != null) {
                humanHead.setHumanPrevious(null);
            }
        } else {
            if (hb.humanPrevious() != null) {
                hb.humanPrevious().setHumanNext(hb.humanNext());
            }
            if (hb.humanNext() != null) {
                hb.humanNext().setHumanPrevious(hb.humanPrevious());
            }
        }
        humans(ctx).clearStrikeSpheres(ctx, hb);
        hb.setHumanNext(null);
        hb.setHumanPrevious(null);
    }

    /**
     * Unit 9, Human_CreatePhysicsBody (0x0021ce08): frees the human's body first (the punch bag's free for a heavy
     * bag), then a heavy bag gets the punch bag set with 0x200; any other human a human body, the player with 0x400
     * and scale (1.4286, 1.4286, 1, 1), an AI without 0x400 and with 0x200 when its byte +0x3bf is 0.
     */
    @Override
    public HumanBody humanCreatePhysicsBody(KernelContext ctx, HumanOwner human) {
        if (human.body() instanceof HumanBody old) {
            freeHumanBody(ctx, old);
        }
        if (human.isHeavyBag()) {
            HumanBody bag = createPunchBagBody(ctx, human);
            if (bag != null) {
                bag.setFlags(bag.flags() | BodyFlags.UNPUSHABLE);
            }
            return bag;
        }
        HumanBody hb = createHumanBody(ctx, human);
        if (hb == null) {
            return null;
        }
        if (human.isPlayerControlled()) {
            hb.setFlags(hb.flags() | BodyFlags.WRITE_BACK_VELOCITY);
            hb.scale().set(PLAYER_SCALE, PLAYER_SCALE, 1f, 1f);
        } else {
            hb.setFlags(hb.flags() & ~BodyFlags.WRITE_BACK_VELOCITY);
            if (human.capsuleKeepPushable() == 0) {
                hb.setFlags(hb.flags() | BodyFlags.UNPUSHABLE);
            }
        }
        return hb;
    }
}
