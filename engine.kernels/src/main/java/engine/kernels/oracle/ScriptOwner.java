package engine.kernels.oracle;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The owner an oracle call describes: a name, a type mask, a state word, attributes, a transform (and a cached
 * one), an optional bone transform (answered for every bone), scripted contact answers and the human values.
 * It records what the physics did to it (velocities set, after-move calls, contacts answered, state calls), which
 * the calls' results report.
 *
 * <p>Why not the frame's {@link engine.kernels.frame.ScriptedHuman}: that stand-in is a frame actor that allocates
 * nothing per frame and fixes what scenes never vary (no capsule raise, landing offset 1, never a heavy bag, one
 * contact rule); this one answers every value from the request (per-contact answers, a second bone, no model) and
 * records each callback in lists for the results, which a frame must not do.
 */
final class ScriptOwner implements HumanOwner {
    final String name;
    int typeMask = TypeMask.ANY;
    long state;
    final float[] attributes = {1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f, 1f};
    Vec4 position = Vec4.ZERO_POINT;
    Quat rotation = Quat.IDENTITY;
    Vec4 cached;
    Vec4 upper = Vec4.ZERO_POINT;
    float landingOffset = 1f;
    int holdFlags;
    final Map<Contact, Integer> answers = new IdentityHashMap<>();
    final List<Vec4> velocities = new ArrayList<>();
    int answered;
    int afterMoveCalls;
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
    BodyOwner held;
    /** A bone answered at {@link #specialPosition} instead of {@link #bonePosition} (none by default). */
    int specialBone = Integer.MIN_VALUE;
    Vec4 specialPosition = Vec4.ZERO_POINT;
    /** More bones answered at their own positions (same index in {@link #morePositions}), none by default. */
    int[] moreBones = new int[0];
    Vec4[] morePositions = new Vec4[0];
    /** Bones given their own transform (issue 21 item 2): position and rotation at the same index, none by default. */
    int[] posedBones = new int[0];
    Vec4[] posedPositions = new Vec4[0];
    Quat[] posedRotations = new Quat[0];
    /** Owners the +0x110 answer (mayTouch) refuses; none by default. */
    final List<BodyOwner> untouchable = new ArrayList<>();
    /** Owners the +0x108 answer (mayStrike) refuses, on top of {@link #mayStrike}; none by default. */
    final List<BodyOwner> unstrikable = new ArrayList<>();
    /** onContact calls: the other owner of each contact (null for the level), in order. */
    final List<BodyOwner> contacted = new ArrayList<>();
    float reach;
    int playerNumber = -1;
    int gait;
    BodyOwner target;
    boolean hitsWithCapsule;
    boolean mayStrike = true;
    /** The answer to a contact not scripted in {@link #answers}. */
    int defaultAnswer;
    /** Strike_Contact calls: the other owner of each contact (null for the level), in order. */
    final List<BodyOwner> strikes = new ArrayList<>();
    /** Human_OnPushContact calls: the push of each. */
    final List<Vec4> pushes = new ArrayList<>();

    /** The owner of body number tag. */
    ScriptOwner(int tag) {
        this("owner " + tag);
    }

    /** An owner called name. */
    ScriptOwner(String name) {
        this.name = name;
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
        return n >= 0 && n < attributes.length ? attributes[n] : 1f;
    }

    @Override
    public void cachedTransform(Float4 p, Float4 r) {
        p.set(cached != null ? cached : position);
        r.set(rotation.x(), rotation.y(), rotation.z(), rotation.w());
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
        velocities.add(v.toVec4());
    }

    @Override
    public boolean boneTransform(int bone, Float4 p, Float4 r) {
        // One bone transform answers every bone; without a model the buffers are left as they are.
        if (!hasBone) {
            return false;
        }
        Vec4 at = bone == specialBone ? specialPosition : bonePosition;
        boolean strikeBone = bone == specialBone;
        for (int i = 0; i < moreBones.length; i++) {
            if (moreBones[i] == bone) {
                at = morePositions[i];
                strikeBone = true;
            }
        }
        Quat q = boneRotation;
        for (int i = 0; i < posedBones.length; i++) {
            if (posedBones[i] == bone) {
                // A strike bone keeps the position of its pose (from, to) and takes the record's rotation.
                at = strikeBone ? at : posedPositions[i];
                q = posedRotations[i];
            }
        }
        p.set(at);
        r.set(q.x(), q.y(), q.z(), q.w());
        return true;
    }

    @Override
    public Body body() {
        return body;
    }

    @Override
    public int onContact(Contact contact) {
        answered++;
        contacted.add(contact.otherOwner());
        Integer a = answers.get(contact);
        return a == null ? defaultAnswer : a;
    }

    @Override
    public boolean mayTouch(BodyOwner other) {
        return !untouchable.contains(other);
    }

    @Override
    public void afterMove() {
        afterMoveCalls++;
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
        // Not read by the world functions.
    }

    @Override
    public void strikeContact(Contact c) {
        strikes.add(c.otherOwner());
    }

    @Override
    public boolean mayStrike(BodyOwner other) {
        return mayStrike && !unstrikable.contains(other);
    }

    @Override
    public boolean hitsWithCapsule() {
        return hitsWithCapsule;
    }

    @Override
    public void onPushContact(Contact c, Float4 push, Float4 move) {
        pushes.add(push.toVec4());
    }

    @Override
    public String toString() {
        return name;
    }
}
