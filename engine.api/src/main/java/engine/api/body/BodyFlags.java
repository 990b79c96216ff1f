package engine.api.body;

/** Bits of the body flags word at +0x40 (Units 3, 7, 9, 10, 11). */
public final class BodyFlags {
    /** 0x1: PhysicsBody_Sweep also runs the body pass (Unit 3 step 3). */
    public static final int SWEEP_BODIES = 0x1;
    /** 0x2: layer bit 0x2 (the body-pass mask of a non-human mover). */
    public static final int LAYER_2 = 0x2;
    /** 0x4: BLOCKHUMANS, the layer a walking human's body pass meets. */
    public static final int BLOCK_HUMANS = 0x4;
    /** 0x8: layer bit 0x8 (gathered by the strike test with 0x10). */
    public static final int LAYER_8 = 0x8;
    /** 0x10: layer bit 0x10 (gathered by the strike test with 0x8). */
    public static final int LAYER_10 = 0x10;
    /** 0x20: CHARGETARGET (the body-pass mask of a mover whose shape has flag 0x2). */
    public static final int CHARGE_TARGET = 0x20;
    /** 0x40: layer bit 0x40 (the body-pass mask of an airborne or holding human). */
    public static final int LAYER_40 = 0x40;
    /** 0x3f: SWEEP_BODIES and the five layers a human body is created with. */
    public static final int HUMAN_LAYERS = 0x3f;
    /** 0x100: the sphere mesh sweep skips triangles with flag bit 3 (0x8) for this body. */
    public static final int SKIP_BIT3_TRIANGLES = 0x100;
    /** 0x200: not pushed (code 4 acts as code 1; the capsule pair skips its vertical test for such owners). */
    public static final int UNPUSHABLE = 0x200;
    /** 0x400: write the slid velocity back to the owner at the end of a sweep. */
    public static final int WRITE_BACK_VELOCITY = 0x400;
    /** 0x800: PhysicsBody_Update poses and reinserts every call (with 0x1, the update sweep runs). */
    public static final int ALWAYS_UPDATE = 0x800;
    /** 0x801: the update sweep's gate (ALWAYS_UPDATE | SWEEP_BODIES, both set). */
    public static final int UPDATE_SWEEP = ALWAYS_UPDATE | SWEEP_BODIES;
    /** 0x1000: the pending push-out is not divided by the owner's push weight (attribute 7). */
    public static final int PUSH_OUT_UNWEIGHTED = 0x1000;
    /** 0x2000: RAYCASTTARGET, found by IPhysics_RayCastBodies. */
    public static final int RAYCAST_TARGET = 0x2000;
    /** 0x4000: the human body's update does nothing (set during a climb). */
    public static final int SKIP_HUMAN_UPDATE = 0x4000;
    /** 0x8000: no corner slide is added to the move velocity. */
    public static final int NO_CORNER_SLIDE = 0x8000;
    /** 0x20000: THROWNWEAPONTARGET. */
    public static final int THROWN_WEAPON_TARGET = 0x20000;
    /** 0x40000: layer bit met by a human mover whose gait is 4 or more. */
    public static final int GAIT_LAYER = 0x40000;
    /** 0x80000: layer bit for player 0; player p uses 0x80000 &lt;&lt; p. */
    public static final int PLAYER_LAYER_0 = 0x80000;
    /** 0x80000000: dirty; the next update re-poses, re-bounds and reinserts the body. */
    public static final int DIRTY = 0x80000000;
    /** 0x80000800: PhysicsBody_Update's gate (DIRTY | ALWAYS_UPDATE, either). */
    public static final int UPDATE_GATE = DIRTY | ALWAYS_UPDATE;

    /** 0x80000400: what PhysicsBody_Construct writes (dirty, write the slid velocity back). */
    public static final int CONSTRUCTED = DIRTY | WRITE_BACK_VELOCITY;
    /** 0x8002243f: a human body as IPhysics_CreateHumanBody writes it. */
    public static final int CREATED_HUMAN = 0x8002243f;
    /** 0x8000243f: the punch bag as IPhysics_CreatePunchBagBody writes it. */
    public static final int CREATED_PUNCH_BAG = 0x8000243f;
    /** 0x80000500: a world object as IPhysics_CreateObjectBody writes it. */
    public static final int CREATED_OBJECT = 0x80000500;
    /** 0x80000000: a car as IPhysics_CreateCarBody writes it (its boxes add 0x2211a). */
    public static final int CREATED_CAR = 0x80000000;
    /** 0x8000007a: a glass pane as Physics_CreateBoxBody writes it. */
    public static final int CREATED_PANE = 0x8000007a;

    private BodyFlags() {
    }
}
