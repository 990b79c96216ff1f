package engine.api.math;

import java.util.Objects;

/**
 * A 32-byte transform as the owners' vtable slots return it: a position and a rotation quaternion.
 *
 * @param position the body origin in world units (m); w is 1 for a stored point
 * @param rotation the body rotation
 */
public record Transform(Vec4 position, Quat rotation) {

    /** Origin (0, 0, 0, 1) with the identity rotation. */
    public static final Transform IDENTITY = new Transform(Vec4.ZERO_POINT, Quat.IDENTITY);

    /** Validates that neither part is null. */
    public Transform {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(rotation, "rotation");
    }

    /** This transform with its position replaced. */
    public Transform withPosition(Vec4 p) {
        return new Transform(p, rotation);
    }
}
