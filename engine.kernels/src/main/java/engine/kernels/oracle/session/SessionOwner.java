package engine.kernels.oracle.session;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import java.util.ArrayList;
import java.util.List;

/**
 * The owner of a session body (Units 3, 6, 9, 10): every value the physics asks of an owner, set by session.set
 * and read back by session.get, with the stateless oracle owner's defaults (type mask −1, attributes 1, at the
 * origin, no model, scale 1), so a session call and its stateless twin see the same owner.
 */
final class SessionOwner implements HumanOwner {
    final int handle;
    int typeMask = TypeMask.ANY;
    long state;
    final float[] attributes = {1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f};
    Vec4 position = Vec4.ZERO_POINT;
    Quat rotation = Quat.IDENTITY;
    Vec4 velocity = Vec4.ZERO_POINT;
    Vec4 upper = Vec4.ZERO_POINT;
    float landingOffset = 1f;
    int holdFlags;
    boolean hasBone;
    Vec4 bonePosition = Vec4.ZERO_POINT;
    Quat boneRotation = Quat.IDENTITY;
    /** A bone answered at {@link #specialPosition} instead of {@link #bonePosition} (none by default). */
    int specialBone = Integer.MIN_VALUE;
    Vec4 specialPosition = Vec4.ZERO_POINT;
    /** Bones with their own transform: eight floats each (bone, x, y, z, qx, qy, qz, qw), none by default. */
    float[] bones = new float[0];
    /** The bone number of each record of {@link #bones}, decoded when set. */
    int[] boneIds = new int[0];
    float storedScale = 1f;
    boolean sceneState;
    int raise;
    int keepPushable;
    float takeOff;
    boolean player;
    boolean heavyBag;
    BodyOwner grabPartner;
    BodyOwner held;
    BodyOwner target;
    float reach;
    int playerNumber = -1;
    int gait;
    boolean hitsWithCapsule;
    boolean mayStrike = true;
    int contactAnswer;
    Body body;
    int contacts;
    /** The bodies (handles) its strike shapes met in the last Human_TestStrikes, −1 the level. */
    final List<BodyOwner> struck = new ArrayList<>();
    int pushes;
    int afterMoves;
    Vec4 lastPush = Vec4.ZERO_POINT;

    /** The owner of body handle. */
    SessionOwner(int handle) {
        this.handle = handle;
    }

    @Override
    public int typeMask() {
        return typeMask;
    }

    @Override
    public long stateFlags() {
        return state;
    }

    @Override
    public float attribute(int n) {
        return n >= 0 && n < attributes.length ? attributes[n] : 1f;
    }

    @Override
    public void cachedTransform(Float4 p, Float4 r) {
        transform(p, r);
    }

    @Override
    public void poseTransform(Float4 p, Float4 r) {
        transform(p, r);
    }

    @Override
    public void transform(Float4 p, Float4 r) {
        p.set(position);
        r.set(rotation.x(), rotation.y(), rotation.z(), rotation.w());
    }

    @Override
    public void setTransform(Float4 p, Float4 r) {
        position = p.toVec4();
        rotation = new Quat(r.x(), r.y(), r.z(), r.w());
    }

    @Override
    public void setVelocity(Float4 v) {
        velocity = v.toVec4();
    }

    @Override
    public boolean boneTransform(int bone, Float4 p, Float4 r) {
        // One bone transform answers every bone; without a model the buffers are left as they are.
        if (!hasBone) {
            return false;
        }
        p.set(bone == specialBone ? specialPosition : bonePosition);
        r.set(boneRotation.x(), boneRotation.y(), boneRotation.z(), boneRotation.w());
        for (int k = 0; k < boneIds.length; k++) {
            // A listed bone answers its own transform, over bonePosition and handBone alike.
            if (boneIds[k] == bone) {
                int i = 8 * k;
                p.set(bones[i + 1], bones[i + 2], bones[i + 3], 1f);
                r.set(bones[i + 4], bones[i + 5], bones[i + 6], bones[i + 7]);
            }
        }
        return true;
    }

    @Override
    public Body body() {
        return body;
    }

    @Override
    public int onContact(Contact contact) {
        contacts++;
        return contactAnswer;
    }

    @Override
    public boolean mayTouch(BodyOwner other) {
        return true;
    }

    @Override
    public void afterMove() {
        afterMoves++;
    }

    @Override
    public float storedScale() {
        return storedScale;
    }

    @Override
    public boolean inSceneState() {
        return sceneState;
    }

    @Override
    public int capsuleRaise() {
        return raise;
    }

    @Override
    public int capsuleKeepPushable() {
        return keepPushable;
    }

    @Override
    public float takeOffHeight() {
        return takeOff;
    }

    @Override
    public BodyOwner grabPartner() {
        return grabPartner;
    }

    @Override
    public BodyOwner heldObject() {
        return held;
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
        return player;
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
        // Not read back by a session.
    }

    @Override
    public void strikeContact(Contact c) {
        struck.add(c.otherOwner());
    }

    @Override
    public boolean mayStrike(BodyOwner other) {
        return mayStrike;
    }

    @Override
    public boolean hitsWithCapsule() {
        return hitsWithCapsule;
    }

    @Override
    public void onPushContact(Contact c, Float4 push, Float4 move) {
        pushes++;
        lastPush = push.toVec4();
    }

    @Override
    public String toString() {
        return "owner of body " + handle;
    }
}
