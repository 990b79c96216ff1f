package engine.kernels.pool;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.ShapePool;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;

/**
 * Unit 8, the shape pools IPhysics_Construct builds once: 416 object spheres, 416 object boxes, 36 car boxes,
 * 30 two-metre spheres and 60 weapon strike spheres, each allocator taking the first free shape from index 0.
 * Allocators write only the flags (and the big sphere's radius): everything else keeps its last user's values.
 */
public final class ShapePools implements ShapePool {
    /** Object spheres (+0x22930, 0x1a0). */
    public static final int OBJECT_SPHERES = 416;
    /** Object boxes (+0x2c530, 0x1a0). */
    public static final int OBJECT_BOXES = 416;
    /** Car boxes (+0x4c720, 0x24). */
    public static final int CAR_BOXES = 36;
    /** Two-metre push spheres (+0x4db60, 0x1e). */
    public static final int BIG_SPHERES = 30;
    /** Weapon strike spheres (+0xf7b0, 0x3c). */
    public static final int STRIKE_SPHERES = 60;
    /** The big sphere's radius (0x40000000). */
    public static final float BIG_SPHERE_RADIUS = 2.0f;

    private final SphereShape[] objectSpheres = new SphereShape[OBJECT_SPHERES];
    private final BoxShape[] objectBoxes = new BoxShape[OBJECT_BOXES];
    private final BoxShape[] carBoxes = new BoxShape[CAR_BOXES];
    private final SphereShape[] bigSpheres = new SphereShape[BIG_SPHERES];
    private final SphereShape[] strikeSpheres = new SphereShape[STRIKE_SPHERES];
    private final KernelConfig config;

    /** Builds every pool as IPhysics_Construct does, kept as config asks; the strike spheres are off with 0x2. */
    public ShapePools(KernelConfig config) {
        this.config = config;
        for (int i = 0; i < OBJECT_SPHERES; i++) {
            objectSpheres[i] = new SphereShape();
        }
        for (int i = 0; i < OBJECT_BOXES; i++) {
            objectBoxes[i] = new BoxShape();
        }
        for (int i = 0; i < CAR_BOXES; i++) {
            carBoxes[i] = new BoxShape();
        }
        for (int i = 0; i < BIG_SPHERES; i++) {
            bigSpheres[i] = new SphereShape();
        }
        for (int i = 0; i < STRIKE_SPHERES; i++) {
            strikeSpheres[i] = new SphereShape();
            // Shape vtable +0x18 off (clears 0x1), then 0x2.
            strikeSpheres[i].setFlags(strikeSpheres[i].flags() & ~ShapeFlags.ENABLED | ShapeFlags.STRIKER);
        }
    }

    /** Unit 8, IPhysics_AllocObjectSphere (0x0033d1a0): the first sphere without 0x8, flags |= 0xb; null when full. */
    @Override
    public SphereShape allocObjectSphere(KernelContext ctx) {
        return allocate(ctx, objectSpheres, Quirk.OBJECT_SPHERES_416);
    }

    /** Unit 8, IPhysics_AllocObjectBox (0x0033d1e8): the first box without 0x8, flags |= 0xb; null when full. */
    @Override
    public BoxShape allocObjectBox(KernelContext ctx) {
        return allocate(ctx, objectBoxes, Quirk.OBJECT_BOXES_416);
    }

    /** Unit 8, IPhysics_AllocCarBox (0x0033d230): the first car box without 0x8, flags |= 0xb; null when full. */
    @Override
    public BoxShape allocCarBox(KernelContext ctx) {
        return allocate(ctx, carBoxes, Quirk.CAR_BOXES_36);
    }

    /** Unit 8, IPhysics_AllocBigSphere (0x0033d278): radius 2.0, flags |= 0xb; null when all 30 are taken. */
    @Override
    public SphereShape allocBigSphere(KernelContext ctx) {
        SphereShape s = allocate(ctx, bigSpheres, Quirk.PUSH_SPHERES_30);
        if (s != null) {
            s.setRadius(BIG_SPHERE_RADIUS);
        }
        return s;
    }

    private <S extends Shape> S allocate(KernelContext ctx, S[] pool, Quirk limit) {
        for (S s : pool) {
            if ((s.flags() & ShapeFlags.ALLOCATED) == 0) {
                s.setFlags(s.flags() | ShapeFlags.POOL_ALLOCATED_BITS);
                return s;
            }
        }
        // PS2-LIMIT: a full pool returns null (the catalogued limit of this pool).
        ctx.quirks().fired(limit);
        return null;
    }

    /**
     * Unit 8, IPhysics_FindFreeStrikeSphere (0x003408d8): the first strike sphere without 0x1 (nothing written: the
     * caller enables it), or null when all 60 are enabled.
     */
    @Override
    public SphereShape findFreeStrikeSphere(KernelContext ctx) {
        for (SphereShape s : strikeSpheres) {
            if ((s.flags() & ShapeFlags.ENABLED) == 0) {
                return s;
            }
        }
        ctx.quirks().fired(Quirk.STRIKE_SPHERES_60);
        return null;
    }

    /** Unit 8, IPhysics_FreeShape (0x0033d2c8): clears 0x8 only, so a freed shape keeps 0x1 and 0x2. */
    @Override
    public void freeShape(KernelContext ctx, Shape s) {
        // PS2-BUG(FREED_SHAPE_STAYS_ENABLED): a stale pointer still sees an enabled shape.
        s.setFlags(s.flags() & ~ShapeFlags.ALLOCATED);
    }

    /** Object sphere i (0..415), for inspection. */
    public SphereShape objectSphere(int i) {
        return objectSpheres[i];
    }

    /** Object box i (0..415), for inspection. */
    public BoxShape objectBox(int i) {
        return objectBoxes[i];
    }

    /** Car box i (0..35), for inspection. */
    public BoxShape carBox(int i) {
        return carBoxes[i];
    }

    /** Big sphere i (0..29), for inspection. */
    public SphereShape bigSphere(int i) {
        return bigSpheres[i];
    }

    /** Strike sphere i (0..59), for inspection. */
    public SphereShape strikeSphere(int i) {
        return strikeSpheres[i];
    }
}
