package engine.api.body;

import engine.api.math.Float4;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * What a body's owner answers (the owner vtable slots the physics calls; Units 3, 6, 7, 11). A game port
 * implements it for each kind of owner. Transforms are a position (w = 1) and a rotation quaternion (x, y, z, w)
 * written into the caller's buffers.
 */
@ConsumerType
public interface BodyOwner {

    /** +0x20: the type mask (0x40 a human, 0x8 an object; see {@link engine.api.body.TypeMask}). */
    int typeMask();

    /** +0x50: the 64-bit state flags ({@link OwnerState}); 0 when the owner has no state record. */
    long stateFlags();

    /** +0xd0: attribute n (1 weight, 7 push weight, 8 restitution; {@link Attribute}). */
    float attribute(int n);

    /** +0x98: the cached transform, the copy the owner took at the start of its update. */
    void cachedTransform(Float4 positionOut, Float4 rotationOut);

    /** +0xa0: the body transform the sphere and box poses read (a world object extrapolates it to now). */
    void poseTransform(Float4 positionOut, Float4 rotationOut);

    /** +0xa8: the authoritative transform the capsule and segment poses and the sweep read. */
    void transform(Float4 positionOut, Float4 rotationOut);

    /** +0xb0: sets the transform (position and rotation). */
    void setTransform(Float4 position, Float4 rotation);

    /** +0x70: sets the velocity (m/s; xyz, w as given). */
    void setVelocity(Float4 velocity);

    /**
     * +0xb8: bone b's transform in the body's frame (position scaled by the owner's scale). Returns false and
     * leaves the buffers untouched when the owner has no model, as the original does.
     */
    boolean boneTransform(int bone, Float4 positionOut, Float4 rotationOut);

    /** +0xf0: this owner's physics body, or null when it has none. */
    Body body();

    /**
     * +0xf8: the contact handler; returns the answer (code in the low 16 bits, {@link engine.api.body.ContactAnswer}).
     */
    int onContact(Contact contact);

    /** +0x110: may this owner touch other's body? 0 (false) drops the candidate in the body pass. */
    boolean mayTouch(BodyOwner other);

    /** +0x118: called once at the end of a sweep that did not abort. */
    void afterMove();
}
