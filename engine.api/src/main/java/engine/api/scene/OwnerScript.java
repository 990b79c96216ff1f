package engine.api.scene;

import java.util.List;
import java.util.Objects;

/**
 * What a scripted owner does: its contact answers per contact kind (codes of {@link engine.api.body.ContactAnswer}),
 * attributes 0..8, state flags, velocity keys (each from its frame on; with cycle &gt; 0 the keys repeat every
 * cycle frames), jumps, strikes, and how it meets the ground: its own ground check (a ray down against the level, as
 * the game's owners do, outside the physics units) puts its lowest point back on the floor when it is within
 * {@link #GROUND_REACH} m above it; higher, it falls at {@code fall} m/s, or with {@code gravity} m/s² of acceleration.
 *
 * @param groundFollow true: the ground check runs (implied by gravity &gt; 0)
 * @param fall         the constant fall speed (m/s) of a ground-following owner without gravity
 * @param gravity      the fall's acceleration (m/s², 0: none, e.g. 9.81)
 */
public record OwnerScript(int meshAnswer, int humanAnswer, int objectAnswer, float[] attributes, long stateFlags,
                          List<VelocityKey> velocities, int cycle, List<Jump> jumps, List<Strike> strikes,
                          boolean groundFollow, float fall, float gravity) {

    /** Attribute count (Attribute 0..8). */
    public static final int ATTRIBUTES = 9;

    /** How far (m) above the floor the ground check still stands an owner on it (a fall stops about 0.12 m up). */
    public static final float GROUND_REACH = 0.15f;

    /** An owner at rest answering slide to everything, weight 82, with the default attributes. */
    public static OwnerScript still() {
        return new OwnerScript(1, 1, 1, defaultAttributes(), 0L, List.of(), 0, List.of(), List.of(), false, 4f, 0f);
    }

    /** A script without gravity (the 1.x form). */
    public OwnerScript(int meshAnswer, int humanAnswer, int objectAnswer, float[] attributes, long stateFlags,
                       List<VelocityKey> velocities, int cycle, List<Jump> jumps, List<Strike> strikes,
                       boolean groundFollow, float fall) {
        this(meshAnswer, humanAnswer, objectAnswer, attributes, stateFlags, velocities, cycle, jumps, strikes,
                groundFollow, fall, 0f);
    }

    /** True when the owner runs its ground check (ground follow or gravity). */
    public boolean checksGround() {
        return groundFollow || gravity > 0f;
    }

    /** The scripted owner's default attributes: weight 82, push weight 1, restitution 0, others 1. */
    public static float[] defaultAttributes() {
        return new float[] {1f, 82f, 1f, 1f, 1f, 1f, 1f, 1f, 0f};
    }

    /** Copies the lists and checks the attribute count and that every number is finite. */
    public OwnerScript {
        Objects.requireNonNull(attributes, "attributes");
        if (attributes.length != ATTRIBUTES) {
            throw new IllegalArgumentException("an owner has " + ATTRIBUTES + " attributes, not " + attributes.length);
        }
        attributes = attributes.clone();
        for (float a : attributes) {
            if (!Float.isFinite(a)) {
                throw new IllegalArgumentException("a non-finite attribute");
            }
        }
        if (cycle < 0) {
            throw new IllegalArgumentException("a negative cycle");
        }
        if (!Float.isFinite(fall)) {
            throw new IllegalArgumentException("a non-finite fall speed");
        }
        if (!(gravity >= 0f && gravity <= 1000f)) {
            throw new IllegalArgumentException("gravity " + gravity + " not in 0..1000 m/s²");
        }
        velocities = List.copyOf(velocities);
        jumps = List.copyOf(jumps);
        strikes = List.copyOf(strikes);
    }

    /** Attribute n (0..8). */
    public float attribute(int n) {
        return attributes[n];
    }

    /** From frame on, the owner asks for velocity (vx, vy, vz) m/s (vz ignored while it follows the ground). */
    public record VelocityKey(int frame, float vx, float vy, float vz) {
    }

    /** At frame the owner rises at speed m/s for frames frames, airborne. */
    public record Jump(int frame, int frames, float speed) {
    }

    /** From frame for frames frames, a human's bone shape {@code shape} is on, with reach m (Human_TestStrikes). */
    public record Strike(int frame, int frames, int shape, float reach) {
    }
}
