package engine.api.body;

import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * The human body record (Unit 10, PhysicsHumanBody_Construct, 0xe0 bytes): a body plus its bone shapes, push
 * sphere, broad bound, strike bits, weapon spheres, the human list links, the weapon timer and the "ignore the
 * level" word. Defaults: the body's, with flags |= 0x3f (0x8000043f) and every added field 0.
 */
public final class HumanBody extends Body {
    private Shape boneChain;
    private SphereShape pushSphere;
    private final Float4 broadMin = new Float4(0f, 0f, 0f, 1f);
    private final Float4 broadMax = new Float4(0f, 0f, 0f, 1f);
    private long strikeBits;
    private Shape weaponChain;
    private HumanBody humanNext;
    private HumanBody humanPrevious;
    private int weaponTimer;
    private int ignoreLevel;

    /** PhysicsHumanBody_Construct's record. */
    public HumanBody() {
        setFlags(flags() | BodyFlags.HUMAN_LAYERS);
    }

    /** +0x80: the first bone shape (five segments then five spheres, chained through their next field). */
    public Shape boneChain() {
        return boneChain;
    }

    /** Sets +0x80. */
    public void setBoneChain(Shape s) {
        boneChain = s;
    }

    /** +0x84: the push sphere held, or null. */
    public SphereShape pushSphere() {
        return pushSphere;
    }

    /** Sets +0x84. */
    public void setPushSphere(SphereShape s) {
        pushSphere = s;
    }

    /** Copies the broad bound's lower corner +0x90 (m, all four lanes) into the caller's out and returns out. */
    public Float4 broadMinInto(Float4 out) {
        return out.set(broadMin);
    }

    /** Copies the broad bound's upper corner +0xa0 (m, all four lanes) into the caller's out and returns out. */
    public Float4 broadMaxInto(Float4 out) {
        return out.set(broadMax);
    }

    /** The broad bound +0x90..+0xaf (m) as an immutable value; allocates, so for tools, not kernels. */
    public Aabb broadBox() {
        return new Aabb(broadMin.toVec4(), broadMax.toVec4());
    }

    /** Sets the broad bound +0x90/+0xa0 (m) from lo and hi, all four lanes copied; it is in no list. */
    public void setBroadBound(Float4 lo, Float4 hi) {
        broadMin.set(lo);
        broadMax.set(hi);
    }

    /** Sets the broad bound (m) from six coordinates, both w = 1. */
    public void setBroadBound(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        broadMin.set(minX, minY, minZ, 1f);
        broadMax.set(maxX, maxY, maxZ, 1f);
    }

    /** Sets the broad bound (m) from a value, all four lanes, as {@link #setBroadBound(Float4, Float4)}. */
    public void setBroadBound(Aabb box) {
        broadMin.set(box.min());
        broadMax.set(box.max());
    }

    /**
     * +0xc0: the strike bits, bit 1 &lt;&lt; ((bone − 2) &amp; 31) per switched-on bone in the original's u32 (the
     * high word is used only by a kernel that gives bones 0 and 1 bits of their own).
     */
    public long strikeBits() {
        return strikeBits;
    }

    /** Sets +0xc0. */
    public void setStrikeBits(long bits) {
        strikeBits = bits;
    }

    /** +0xc4: the first weapon strike sphere, or null. */
    public Shape weaponChain() {
        return weaponChain;
    }

    /** Sets +0xc4. */
    public void setWeaponChain(Shape s) {
        weaponChain = s;
    }

    /** +0xc8: the next body of the world's human list, or null. */
    public HumanBody humanNext() {
        return humanNext;
    }

    /** Sets +0xc8. */
    public void setHumanNext(HumanBody b) {
        humanNext = b;
    }

    /** +0xcc: the previous body of the world's human list, or null. */
    public HumanBody humanPrevious() {
        return humanPrevious;
    }

    /** Sets +0xcc. */
    public void setHumanPrevious(HumanBody b) {
        humanPrevious = b;
    }

    /** +0xd0: updates left before the weapon spheres are cleared (0: none). */
    public int weaponTimer() {
        return weaponTimer;
    }

    /** Sets +0xd0. */
    public void setWeaponTimer(int t) {
        weaponTimer = t;
    }

    /** +0xd4: non-zero to ignore the level (IsIgnoring(null) answers it). */
    public int ignoreLevel() {
        return ignoreLevel;
    }

    /** Sets +0xd4. */
    public void setIgnoreLevel(int v) {
        ignoreLevel = v;
    }
}
