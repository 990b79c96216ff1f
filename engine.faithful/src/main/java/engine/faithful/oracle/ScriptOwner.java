package engine.faithful.oracle;

import engine.api.body.Body;
import engine.api.body.TypeMask;
import engine.api.contact.Contact;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.owner.BodyOwner;
import engine.api.owner.HumanOwner;

/**
 * The owner an oracle call describes: a tag (its number in the request), a type mask, a state word, a transform,
 * an optional bone transform (answered for every bone) and the human values; the slots a call's functions do not read answer inertly (contact
 * code 0, may touch, no body). It counts its state calls, which the filtered query's result reports.
 */
final class ScriptOwner implements HumanOwner {
    final int tag;
    int typeMask = TypeMask.ANY;
    long state;
    Vec4 position = Vec4.ZERO_POINT;
    Quat rotation = Quat.IDENTITY;
    boolean hasBone;
    Vec4 bonePosition = Vec4.ZERO_POINT;
    Quat boneRotation = Quat.IDENTITY;
    float storedScale = 1f;
    boolean sceneState;
    int raise;
    int keepPushable;
    float takeOff;
    boolean player;
    boolean heavyBag;
    BodyOwner grabPartner;
    Body body;
    int stateCalls;

    ScriptOwner(int tag) {
        this.tag = tag;
    }

    @Override
    public int typeMask() {
        return typeMask;
    }

    @Override
    public long stateFlags() {
        stateCalls++;
        return state;
    }

    @Override
    public float attribute(int n) {
        return 1f;
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
        // An oracle call reports positions, not velocities.
    }

    @Override
    public boolean boneTransform(int bone, Float4 p, Float4 r) {
        // One bone transform answers every bone; without a model the buffers are left as they are.
        if (!hasBone) {
            return false;
        }
        p.set(bonePosition);
        r.set(boneRotation.x(), boneRotation.y(), boneRotation.z(), boneRotation.w());
        return true;
    }

    @Override
    public Body body() {
        return body;
    }

    @Override
    public int onContact(Contact contact) {
        return 0;
    }

    @Override
    public boolean mayTouch(BodyOwner other) {
        return true;
    }

    @Override
    public void afterMove() {
        // Nothing to record for the world functions.
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
        return null;
    }

    @Override
    public boolean holdsWith(int holdFlags) {
        return false;
    }

    @Override
    public float reach() {
        return 0f;
    }

    @Override
    public int playerNumber() {
        return -1;
    }

    @Override
    public int gait() {
        return 0;
    }

    @Override
    public BodyOwner target() {
        return null;
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
        out.set(position);
    }

    @Override
    public float landingOffset() {
        return 1f;
    }

    @Override
    public void setGround(int material, Float4 normal) {
        // Not read by the world functions.
    }

    @Override
    public String toString() {
        return "owner " + tag;
    }
}
