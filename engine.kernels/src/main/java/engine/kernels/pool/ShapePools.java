package engine.kernels.pool;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.ShapePool;
import engine.api.quirk.Quirk;
import engine.api.shape.BoxShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.SphereShape;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Unit 8, the shape pools IPhysics_Construct builds once: 416 object spheres, 416 object boxes, 36 car boxes,
 * 30 two-metre spheres and 60 weapon strike spheres, each allocator taking the first free shape from index 0.
 * Allocators write only the flags (and the big sphere's radius): everything else keeps its last user's values.
 * Corrected as config asks: a full pool grows (doubling, the new shapes built as the constructor builds them), a
 * freed shape is switched off, and an allocated shape starts from its constructed state.
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

    private final Pool<SphereShape> objectSpheres;
    private final Pool<BoxShape> objectBoxes;
    private final Pool<BoxShape> carBoxes;
    private final Pool<SphereShape> bigSpheres;
    private final Pool<SphereShape> strikeSpheres;
    private final boolean fixFreedEnabled;
    private final boolean fixStaleFields;

    /** Builds every pool as IPhysics_Construct does, kept as config asks; the strike spheres are off with 0x2. */
    public ShapePools(KernelConfig config) {
        objectSpheres = new Pool<>(new SphereShape[OBJECT_SPHERES], SphereShape::new,
                config.corrects(Quirk.OBJECT_SPHERES_416), Quirk.OBJECT_SPHERES_416);
        objectBoxes = new Pool<>(new BoxShape[OBJECT_BOXES], BoxShape::new, config.corrects(Quirk.OBJECT_BOXES_416),
                Quirk.OBJECT_BOXES_416);
        carBoxes = new Pool<>(new BoxShape[CAR_BOXES], BoxShape::new, config.corrects(Quirk.CAR_BOXES_36),
                Quirk.CAR_BOXES_36);
        bigSpheres = new Pool<>(new SphereShape[BIG_SPHERES], SphereShape::new, config.corrects(Quirk.PUSH_SPHERES_30),
                Quirk.PUSH_SPHERES_30);
        strikeSpheres = new Pool<>(new SphereShape[STRIKE_SPHERES], ShapePools::newStrikeSphere,
                config.corrects(Quirk.STRIKE_SPHERES_60), Quirk.STRIKE_SPHERES_60);
        fixFreedEnabled = config.corrects(Quirk.FREED_SHAPE_STAYS_ENABLED);
        fixStaleFields = config.corrects(Quirk.POOL_SHAPE_STALE_FIELDS);
        objectSpheres.template.setFlags(ShapeFlags.POOL_ALLOCATED_BITS);
        objectBoxes.template.setFlags(ShapeFlags.POOL_ALLOCATED_BITS);
        carBoxes.template.setFlags(ShapeFlags.POOL_ALLOCATED_BITS);
        bigSpheres.template.setFlags(ShapeFlags.POOL_ALLOCATED_BITS);
        bigSpheres.template.setRadius(BIG_SPHERE_RADIUS);
    }

    /** A weapon strike sphere as the constructor leaves it: switched off (shape vtable +0x18 clears 0x1), then 0x2. */
    private static SphereShape newStrikeSphere() {
        SphereShape s = new SphereShape();
        s.setFlags(s.flags() & ~ShapeFlags.ENABLED | ShapeFlags.STRIKER);
        return s;
    }

    /**
     * One pool: its shapes, how the constructor builds one, whether it grows when full, its limit, and a shape
     * as an allocation leaves a constructed one (the corrected allocators start from it).
     */
    private static final class Pool<S extends Shape> {
        private S[] shapes;
        private final Supplier<S> make;
        private final boolean grows;
        private final Quirk limit;
        private final S template;

        Pool(S[] empty, Supplier<S> make, boolean grows, Quirk limit) {
            this.make = make;
            this.grows = grows;
            this.limit = limit;
            for (int i = 0; i < empty.length; i++) {
                empty[i] = make.get();
            }
            shapes = empty;
            template = make.get();
        }

        /** Doubles the pool (all taken), the new shapes built as the constructor builds them; the first new index. */
        int grow() {
            int n = shapes.length;
            shapes = Arrays.copyOf(shapes, n * 2);
            for (int i = n; i < shapes.length; i++) {
                shapes[i] = make.get();
            }
            return n;
        }
    }

    /** Unit 8, IPhysics_AllocObjectSphere (0x0033d1a0): the first sphere without 0x8, flags |= 0xb; null when full. */
    @Override
    public SphereShape allocObjectSphere(KernelContext ctx) {
        return allocate(ctx, objectSpheres);
    }

    /** Unit 8, IPhysics_AllocObjectBox (0x0033d1e8): the first box without 0x8, flags |= 0xb; null when full. */
    @Override
    public BoxShape allocObjectBox(KernelContext ctx) {
        return allocate(ctx, objectBoxes);
    }

    /** Unit 8, IPhysics_AllocCarBox (0x0033d230): the first car box without 0x8, flags |= 0xb; null when full. */
    @Override
    public BoxShape allocCarBox(KernelContext ctx) {
        return allocate(ctx, carBoxes);
    }

    /** Unit 8, IPhysics_AllocBigSphere (0x0033d278): radius 2.0, flags |= 0xb; null when all 30 are taken. */
    @Override
    public SphereShape allocBigSphere(KernelContext ctx) {
        return allocate(ctx, bigSpheres);
    }

    private <S extends Shape> S allocate(KernelContext ctx, Pool<S> pool) {
        S found = null;
        for (S s : pool.shapes) {
            if ((s.flags() & ShapeFlags.ALLOCATED) == 0) {
                found = s;
                break;
            }
        }
        if (found == null && pool.grows) {
            // Full: the pool doubles and the first new shape is taken.
            int first = pool.grow();
            found = pool.shapes[first];
        }
        if (found == null) {
            // PS2-LIMIT(OBJECT_SPHERES_416), PS2-LIMIT(OBJECT_BOXES_416), PS2-LIMIT(CAR_BOXES_36),
            // PS2-LIMIT(PUSH_SPHERES_30): a full pool returns null; pool.limit names which.
            ctx.quirks().fired(pool.limit);
            return null;
        }
        if (fixStaleFields) {
            // The shape starts as the constructor left it, not as its last user did.
            ShapeFields.copy(pool.template, found, 0);
            found.setNext(null);
            return found;
        }
        found.setFlags(found.flags() | ShapeFlags.POOL_ALLOCATED_BITS);
        if (pool == bigSpheres) {
            ((SphereShape) found).setRadius(BIG_SPHERE_RADIUS);
        }
        if (found.next() != null || !ShapeFields.same(pool.template, found, 0)) {
            // PS2-UNCHECKED(POOL_SHAPE_STALE_FIELDS): bone, offset, sizes and positions are the last user's.
            ctx.quirks().fired(Quirk.POOL_SHAPE_STALE_FIELDS);
        }
        return found;
    }

    /**
     * Unit 8, IPhysics_FindFreeStrikeSphere (0x003408d8): the first strike sphere without 0x1 (nothing written: the
     * caller enables it), or null when all 60 are enabled.
     */
    @Override
    public SphereShape findFreeStrikeSphere(KernelContext ctx) {
        for (SphereShape s : strikeSpheres.shapes) {
            if ((s.flags() & ShapeFlags.ENABLED) == 0) {
                return s;
            }
        }
        if (strikeSpheres.grows) {
            // All enabled: the pool doubles (the new spheres off with 0x2) and the first new one is returned.
            int first = strikeSpheres.grow();
            return strikeSpheres.shapes[first];
        }
        // PS2-LIMIT(STRIKE_SPHERES_60): all 60 are enabled.
        ctx.quirks().fired(Quirk.STRIKE_SPHERES_60);
        return null;
    }

    /** Unit 8, IPhysics_FreeShape (0x0033d2c8): clears 0x8 only, so a freed shape keeps 0x1 and 0x2. */
    @Override
    public void freeShape(KernelContext ctx, Shape s) {
        if (fixFreedEnabled) {
            // Off as well as free: a stale pointer finds a disabled shape, which no sweep or query meets.
            s.setFlags(s.flags() & ~(ShapeFlags.ALLOCATED | ShapeFlags.ENABLED));
            return;
        }
        if ((s.flags() & ShapeFlags.ENABLED) != 0) {
            // PS2-BUG(FREED_SHAPE_STAYS_ENABLED): a stale pointer still sees an enabled shape.
            ctx.quirks().fired(Quirk.FREED_SHAPE_STAYS_ENABLED);
        }
        s.setFlags(s.flags() & ~ShapeFlags.ALLOCATED);
    }

    /** Object sphere i (0..415, more once grown), for inspection. */
    public SphereShape objectSphere(int i) {
        return objectSpheres.shapes[i];
    }

    /** Object box i (0..415, more once grown), for inspection. */
    public BoxShape objectBox(int i) {
        return objectBoxes.shapes[i];
    }

    /** Car box i (0..35, more once grown), for inspection. */
    public BoxShape carBox(int i) {
        return carBoxes.shapes[i];
    }

    /** Big sphere i (0..29, more once grown), for inspection. */
    public SphereShape bigSphere(int i) {
        return bigSpheres.shapes[i];
    }

    /** Strike sphere i (0..59, more once grown), for inspection. */
    public SphereShape strikeSphere(int i) {
        return strikeSpheres.shapes[i];
    }

    /** The object spheres held: 416, more once a corrected pool has grown. */
    public int objectSphereCount() {
        return objectSpheres.shapes.length;
    }

    /** The object boxes held: 416, more once grown. */
    public int objectBoxCount() {
        return objectBoxes.shapes.length;
    }

    /** The car boxes held: 36, more once grown. */
    public int carBoxCount() {
        return carBoxes.shapes.length;
    }

    /** The big spheres held: 30, more once grown. */
    public int bigSphereCount() {
        return bigSpheres.shapes.length;
    }

    /** The strike spheres held: 60, more once grown. */
    public int strikeSphereCount() {
        return strikeSpheres.shapes.length;
    }
}
