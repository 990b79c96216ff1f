package engine.kernels.human;

/**
 * The human body set's ten bone shapes in IPhysics_Construct's order (Unit 9): five segments for bones 3, 24, 18,
 * 32, 29, then five spheres for bones 6, 25, 19, 33, 30, with the tables at 0x00512810-0x005128e0. The values are
 * the Unit 9 and Unit 6 test ideas' (scale 1); the offsets the spec does not give (forearms, shins, feet) are 0
 * (docs/spec-errata.md).
 */
public final class HumanBones {
    /** Bones of the five segments, in chain order. */
    public static final int[] SEGMENT_BONES = {3, 24, 18, 32, 29};
    /** Bones of the five spheres, in chain order. */
    public static final int[] SPHERE_BONES = {6, 25, 19, 33, 30};
    /** Segment offsets (x, y, z) at scale 1: the spine's (−0.07, 0, 0.05); forearms and shins unknown (0). */
    public static final float[][] SEGMENT_OFFSETS = {{-0.07f, 0f, 0.05f}, {0f, 0f, 0f}, {0f, 0f, 0f}, {0f, 0f, 0f},
        {0f, 0f, 0f}};
    /** Segment radii at scale 1 (0x005128b0): spine 0.18, forearms 0.07, shins 0.1. */
    public static final float[] SEGMENT_RADII = {0.18f, 0.07f, 0.07f, 0.1f, 0.1f};
    /** Segment lengths at scale 1 (0x005128e0): spine 0.38, forearms 0.2, shins 0.4. */
    public static final float[] SEGMENT_LENGTHS = {0.38f, 0.2f, 0.2f, 0.4f, 0.4f};
    /** Sphere offsets at scale 1 (0x00512860): head (0.05, 0, 0.03), hands (0.08, 0, 0); feet unknown (0). */
    public static final float[][] SPHERE_OFFSETS = {{0.05f, 0f, 0.03f}, {0.08f, 0f, 0f}, {0.08f, 0f, 0f}, {0f, 0f, 0f},
        {0f, 0f, 0f}};
    /** Sphere radii at scale 1 (0x005128c8): head 0.15, hands 0.09, feet 0.15. */
    public static final float[] SPHERE_RADII = {0.15f, 0.09f, 0.09f, 0.15f, 0.15f};
    /** The bones whose shapes are strike targets (flag 0x4): the spine and the head. */
    public static final int[] TARGET_BONES = {3, 6};
    /** Capsule height per unit of scale (Human_GetCapsuleHeight, 0x00219890). */
    public static final float CAPSULE_HEIGHT = 2.0f;
    /** Capsule radius per unit of scale (Human_GetCapsuleRadius, 0x00219860). */
    public static final float CAPSULE_RADIUS = 0.35f;

    private HumanBones() {
    }

    /** True for the spine (3) and head (6), whose shapes get flag 0x4. */
    public static boolean isTarget(int bone) {
        return bone == TARGET_BONES[0] || bone == TARGET_BONES[1];
    }
}
