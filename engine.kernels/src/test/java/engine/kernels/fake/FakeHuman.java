package engine.kernels.fake;

import engine.api.body.BodyOwner;
import engine.api.body.HumanOwner;
import engine.api.body.TypeMask;
import engine.api.math.Float4;

/** A scriptable human owner (type mask 0x40) with every human-specific value settable. */
public class FakeHuman extends FakeOwner implements HumanOwner {
    /** +0x65c. */
    public float storedScale = 1f;
    /** 0x00227d28. */
    public boolean inSceneState;
    /** Byte +0x3be. */
    public int capsuleRaise;
    /** Byte +0x3bf. */
    public int capsuleKeepPushable;
    /** +0x560. */
    public float takeOffHeight;
    /** Human_GetGrabOther. */
    public BodyOwner grabPartner;
    /** Human_GetHeldObject. */
    public BodyOwner heldObject;
    /** 0x00226660 answers true for these hold flags. */
    public int holdFlags;
    /** The current clip's reach (m). */
    public float reach;
    /** Byte +0x1b0. */
    public int playerNumber = -1;
    /** +0x1a8. */
    public int gait;
    /** Human_GetTarget. */
    public BodyOwner target;
    /** Brain +0x04 is 0. */
    public boolean playerControlled;
    /** Class 0x1cc. */
    public boolean heavyBag;
    /** Vtable +0x60 answer. */
    public Float4 upper = new Float4(0f, 0f, 0f, 1f);
    /** Vtable +0x58 answer. */
    public float landingOffset = 1f;
    /** Last setGround material (−1 before any). */
    public int groundMaterial = -1;
    /** Strike_Contact (vtable +0x100) calls, as copies of their contacts. */
    public final java.util.List<engine.api.body.Contact> strikes = new java.util.ArrayList<>();
    /** Vtable +0x108 answer per other owner. */
    public java.util.function.Predicate<BodyOwner> mayStrike = o -> true;
    /** Anim_HitsWithCapsule's answer. */
    public boolean hitsWithCapsule;
    /** Human_OnPushContact calls, as the pushes given (x, y, z). */
    public final java.util.List<engine.api.math.Vec4> pushContacts = new java.util.ArrayList<>();

    /** A human called name. */
    public FakeHuman(String name) {
        super(name);
        typeMask = TypeMask.HUMAN;
    }

    /** Sets bone 6 (the head) at (0, 0, z) in the body frame, identity rotation; returns this. */
    public FakeHuman head(float z) {
        bone(6, engine.api.math.Vec4.point(0f, 0f, z), engine.api.math.Quat.IDENTITY);
        return this;
    }

    @Override
    public FakeHuman at(engine.api.math.Vec4 p, engine.api.math.Quat q) {
        super.at(p, q);
        return this;
    }

    @Override
    public float storedScale() {
        return storedScale;
    }

    @Override
    public boolean inSceneState() {
        return inSceneState;
    }

    @Override
    public int capsuleRaise() {
        return capsuleRaise;
    }

    @Override
    public int capsuleKeepPushable() {
        return capsuleKeepPushable;
    }

    @Override
    public float takeOffHeight() {
        return takeOffHeight;
    }

    @Override
    public BodyOwner grabPartner() {
        return grabPartner;
    }

    @Override
    public BodyOwner heldObject() {
        return heldObject;
    }

    @Override
    public boolean holdsWith(int flags) {
        return (holdFlags & flags) != 0;
    }

    @Override
    public float reach() {
        return reach;
    }

    @Override
    public int playerNumber() {
        return playerNumber;
    }

    @Override
    public int gait() {
        return gait;
    }

    @Override
    public BodyOwner target() {
        return target;
    }

    @Override
    public boolean isPlayerControlled() {
        return playerControlled;
    }

    @Override
    public boolean isHeavyBag() {
        return heavyBag;
    }

    @Override
    public void upperPoint(Float4 out) {
        out.set(upper);
    }

    @Override
    public float landingOffset() {
        return landingOffset;
    }

    @Override
    public void setGround(int material, Float4 normal) {
        groundMaterial = material;
    }

    @Override
    public void strikeContact(engine.api.body.Contact c) {
        engine.api.body.Contact copy = new engine.api.body.Contact();
        copy.copyFrom(c);
        strikes.add(copy);
    }

    @Override
    public boolean mayStrike(BodyOwner other) {
        return mayStrike.test(other);
    }

    @Override
    public boolean hitsWithCapsule() {
        return hitsWithCapsule;
    }

    @Override
    public void onPushContact(engine.api.body.Contact c, Float4 push, Float4 move) {
        pushContacts.add(push.toVec4());
    }
}
