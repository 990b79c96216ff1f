package engine.api.body;

import engine.api.math.Float4;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * The human-specific values the later units read (Units 3, 6, 9, 10, 11). Its {@link #typeMask()} has 0x40.
 */
@ConsumerType
public interface HumanOwner extends BodyOwner {

    /** +0x65c: the human's scale as stored (1.0 for a normal human). */
    float storedScale();

    /** 0x00227d28: true while the human is in a scene state (then a stored scale under 1.1 reads as 1.0). */
    boolean inSceneState();

    /** Byte +0x3be: non-zero raises the capsule base by 0.61 × scale. */
    int capsuleRaise();

    /** Byte +0x3bf: non-zero keeps an AI's body without flag 0x200. */
    int capsuleKeepPushable();

    /** +0x560: the take-off height (m), the base z when the jump began. */
    float takeOffHeight();

    /** Human_GetGrabOther: the other human of the grab record, or null. */
    BodyOwner grabPartner();

    /** Human_GetHeldObject: the object held, or null. */
    BodyOwner heldObject();

    /** 0x00226660(owner, flags): true when the human holds something with the given hold flags (e.g. 0x800). */
    boolean holdsWith(int holdFlags);

    /** AttackTable_GetReach for the current clip (m, not scaled); 0 when there is no range list. */
    float reach();

    /** Byte +0x1b0: the player number 0..3, or −1 for an AI. */
    int playerNumber();

    /** +0x1a8: the gait (4 and above met the gait layer in the body pass). */
    int gait();

    /** Human_GetTarget: the current target, or null. */
    BodyOwner target();

    /** Brain +0x04 is 0: the player-controlled human (Human_CreatePhysicsBody's scale rule). */
    boolean isPlayerControlled();

    /** Class 0x1cc: a heavy bag, which gets the punch bag's body set. */
    boolean isHeavyBag();

    /** Vtable +0x60: the landing test's upper point (the feet + +0x4e8 − 0.16 × scale). */
    void upperPoint(Float4 out);

    /** Vtable +0x58: the landing test's origin offset h0 (m, 1.0 for a human). */
    float landingOffset();

    /** The landing test's record of what it hit: +0x1d8 material, +0x230 normal. */
    void setGround(int material, Float4 normal);

    /** Vtable +0x100, Strike_Contact: a strike shape of this human met c (the level when c has no other owner). */
    default void strikeContact(Contact c) {
    }

    /** Vtable +0x108: may this human's strike shapes strike other's body (Human_TestStrikes step 4); default true. */
    default boolean mayStrike(BodyOwner other) {
        return true;
    }

    /** Anim_HitsWithCapsule (0x00101b88, clip flag 0x10000): this clip strikes a human's capsule, not his bones. */
    default boolean hitsWithCapsule() {
        return false;
    }

    /** Human_OnPushContact (0x00219b08) after a code-4 push of this body: the contact, the push (m), the move (m). */
    default void onPushContact(Contact c, Float4 push, Float4 move) {
    }

    /**
     * Human_GetScale (0x0021d020): the stored scale, or 1.0 while in a scene state with a stored scale under 1.1.
     */
    default float scale() {
        float s = storedScale();
        return inSceneState() && s < 1.1f ? 1.0f : s;
    }
}
