package engine.kernels.sweep;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;

/**
 * Unit 3, the body vtable's contact scale slot (+0x48): PhysicsBody_GetContactScale for a plain body and
 * PhysicsHumanBody_GetContactScale for a human body.
 */
public final class ContactScale {
    /** PhysicsBody_GetContactScale against the level: 0.98 (0x3f7ae148). */
    public static final float LEVEL = 0.98f;
    /** PhysicsHumanBody_GetContactScale while airborne: 0.25 (0x3e800000). */
    public static final float AIRBORNE = 0.25f;

    private ContactScale() {
    }

    /** Body vtable +0x48 dispatched on the body's class: the human body's rule for a {@link HumanBody}. */
    public static float of(Body b, Contact c) {
        return b instanceof HumanBody ? human(b.owner()) : body(c);
    }

    /** Unit 3, PhysicsBody_GetContactScale (0x00341e18): 1.0 when c has another shape (a body), else 0.98. */
    public static float body(Contact c) {
        // Unit 3, PhysicsBody_GetContactScale (0x00341e18): tests +0x44 only.
        return c.otherShape() != null ? 1.0f : LEVEL;
    }

    /**
     * Unit 3, PhysicsHumanBody_GetContactScale (0x00342288): 0.25 when the owner's state has 0x4000000
     * (airborne), else 1.0; the contact is not read. A body without an owner answers 1.0.
     */
    public static float human(BodyOwner owner) {
        // Unit 3, PhysicsHumanBody_GetContactScale (0x00342288): owner slot +0x50.
        if (owner == null) {
            return 1.0f;
        }
        return (owner.stateFlags() & OwnerState.AIRBORNE) != 0 ? AIRBORNE : 1.0f;
    }
}
