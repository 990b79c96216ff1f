package engine.api.kernel.world;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.math.Float4;
import engine.api.shape.Shape;

/**
 * The query record of IPhysics_OverlapShape and IPhysics_CollideShape (Units 7 and 11): the querying body and
 * shape, an optional box, the option bits and the filters they enable. Mutable, reused by its owner.
 */
public final class ShapeQuery {
    /** Option 0x1: test the mesh. */
    public static final int MESH = 0x1;
    /** Option 0x2: test the bodies. */
    public static final int BODIES = 0x2;
    /** Option 0x10: candidates must meet {@link #typeMask()} (else −1). */
    public static final int TYPE_MASK = 0x10;
    /** Option 0x80 (OverlapShape): skip a candidate of the same non-zero group. */
    public static final int SKIP_SAME_GROUP = 0x80;
    /** Option 0x100 (OverlapShape): ask the querying owner's +0x110 for each candidate. */
    public static final int ASK_OWNER = 0x100;
    /** Option 0x200 (OverlapShape): only candidate shapes with flag 0x1. */
    public static final int ENABLED_SHAPES = 0x200;
    /** Option 0x400: use {@link #boxMin()}/{@link #boxMax()} instead of the shape's bounds. */
    public static final int GIVEN_BOX = 0x400;
    /** Option 0x800 (CollideShape): candidates need a flag of {@link #requiredFlags()}. */
    public static final int REQUIRED_FLAGS = 0x800;
    /** Option 0x1000 (CollideShape): candidates with a flag of {@link #excludedFlags()} are dropped. */
    public static final int EXCLUDED_FLAGS = 0x1000;
    /** Option 0x2000 (CollideShape): bodies of {@link #ignoredOwner()} are skipped. */
    public static final int IGNORED_OWNER = 0x2000;
    /** Option 0x10000 (CollideShape): owners with a state bit of {@link #excludedState()} are dropped. */
    public static final int EXCLUDED_STATE = 0x10000;
    /** Option 0x40000 (CollideShape): {@link #keep()} filters the candidates. */
    public static final int KEEP_CALLBACK = 0x40000;

    private Body body;
    private Shape shape;
    private final Float4 boxMin = new Float4(0f, 0f, 0f, 1f);
    private final Float4 boxMax = new Float4(0f, 0f, 0f, 1f);
    private BodyOwner ignoredOwner;
    private int options;
    private int typeMask;
    private int max;
    private int requiredFlags;
    private int excludedFlags;
    private int excludedState;
    private float minNz;
    private float maxNz;
    private OwnerFilter keep;

    /** An empty query: no body, options 0, max 0. */
    public ShapeQuery() {
    }

    /** +0x00: the querying body. */
    public Body body() {
        return body;
    }

    /** +0x04: the querying shape. */
    public Shape shape() {
        return shape;
    }

    /** Sets +0x00 and +0x04. */
    public ShapeQuery set(Body b, Shape s) {
        body = b;
        shape = s;
        return this;
    }

    /** +0x08 (option 0x400): the given box's lower corner; live storage. */
    public Float4 boxMin() {
        return boxMin;
    }

    /** +0x08 (option 0x400): the given box's upper corner; live storage. */
    public Float4 boxMax() {
        return boxMax;
    }

    /** +0x0c (option 0x2000): the owner whose bodies are skipped. */
    public BodyOwner ignoredOwner() {
        return ignoredOwner;
    }

    /** Sets +0x0c. */
    public ShapeQuery setIgnoredOwner(BodyOwner o) {
        ignoredOwner = o;
        return this;
    }

    /** +0x10: the option bits. */
    public int options() {
        return options;
    }

    /** Sets +0x10. */
    public ShapeQuery setOptions(int o) {
        options = o;
        return this;
    }

    /** +0x14 (option 0x10): the type mask candidates must meet. */
    public int typeMask() {
        return typeMask;
    }

    /** Sets +0x14. */
    public ShapeQuery setTypeMask(int m) {
        typeMask = m;
        return this;
    }

    /** +0x18: the most contacts copied out (unsigned compare in the original; negative means none). */
    public int max() {
        return max;
    }

    /** Sets +0x18. */
    public ShapeQuery setMax(int m) {
        max = m;
        return this;
    }

    /** +0x1c (option 0x800): body flags a candidate must have one of. */
    public int requiredFlags() {
        return requiredFlags;
    }

    /** Sets +0x1c. */
    public ShapeQuery setRequiredFlags(int f) {
        requiredFlags = f;
        return this;
    }

    /** +0x20 (option 0x1000): body flags that exclude a candidate. */
    public int excludedFlags() {
        return excludedFlags;
    }

    /** Sets +0x20. */
    public ShapeQuery setExcludedFlags(int f) {
        excludedFlags = f;
        return this;
    }

    /** +0x24 (option 0x10000): owner state bits that exclude a candidate (a 32-bit word). */
    public int excludedState() {
        return excludedState;
    }

    /** Sets +0x24. */
    public ShapeQuery setExcludedState(int s) {
        excludedState = s;
        return this;
    }

    /** +0x28: the mesh function's minimum normal z. */
    public float minNz() {
        return minNz;
    }

    /** +0x2c: the mesh function's maximum normal z. */
    public float maxNz() {
        return maxNz;
    }

    /** Sets +0x28 and +0x2c. */
    public ShapeQuery setNzRange(float min, float maxValue) {
        minNz = min;
        maxNz = maxValue;
        return this;
    }

    /** +0x38 (option 0x40000): the keep callback, or null. */
    public OwnerFilter keep() {
        return keep;
    }

    /** Sets +0x38. */
    public ShapeQuery setKeep(OwnerFilter k) {
        keep = k;
        return this;
    }
}
