package engine.kernels.fake;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.ContactAnswer;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * A scriptable owner for kernel tests: fixed answers for every slot, settable transforms and bones, and a record
 * of every call that changes something (set transform, set velocity, after move, state queries).
 */
public class FakeOwner implements BodyOwner {
    /** The owner's name in failure messages. */
    public final String name;
    /** +0x20 answer. */
    public int typeMask;
    /** +0x50 answer. */
    public long stateFlags;
    /** +0xd0 answers by attribute number; missing attributes answer 1. */
    public final TreeMap<Integer, Float> attributes = new TreeMap<>();
    /** The transform every transform slot answers (+0x98, +0xa0, +0xa8) unless the specific one is set. */
    public Vec4 position = Vec4.ZERO_POINT;
    /** The rotation every transform slot answers. */
    public Quat rotation = Quat.IDENTITY;
    /** +0x98 override, or null to answer position/rotation. */
    public Vec4 cachedPosition;
    /** +0xa0 position override (the sphere and box poses' slot), or null to answer position. */
    public Vec4 posePosition;
    /** Bones asked through +0xb8, in order (answered or not). */
    public final List<Integer> bonesAsked = new ArrayList<>();
    /** Bone transforms by bone index (+0xb8); a missing bone answers false (no model). */
    public final TreeMap<Integer, Vec4[]> bones = new TreeMap<>();
    /** +0xf0 answer. */
    public Body body;
    /** +0xf8 answer. */
    public int answer = ContactAnswer.CODE_IGNORE;
    /** +0x110 answer. */
    public Predicate<BodyOwner> mayTouch = o -> true;
    /** Every velocity set through +0x70, in order. */
    public final List<Vec4> velocities = new ArrayList<>();
    /** Every position set through +0xb0, in order. */
    public final List<Vec4> positionsSet = new ArrayList<>();
    /** Calls of +0x118. */
    public int afterMoveCalls;
    /** Calls of +0x50 (state flags). */
    public int stateCalls;
    /** Attributes asked through +0xd0, as "name:n", in order; share one list between owners to see the order. */
    public List<String> attributeLog = new ArrayList<>();
    /** Contacts handed to +0xf8, in order (copies). */
    public final List<Contact> contacts = new ArrayList<>();

    /** An owner called name with type mask 0 at the origin. */
    public FakeOwner(String name) {
        this.name = name;
    }

    /** Sets the body transform every transform slot answers; returns this. */
    public FakeOwner at(Vec4 p, Quat q) {
        position = p;
        rotation = q;
        return this;
    }

    /** Sets bone b's transform in the body frame; returns this. */
    public FakeOwner bone(int b, Vec4 p, Quat q) {
        bones.put(b, new Vec4[] {p, new Vec4(q.x(), q.y(), q.z(), q.w())});
        return this;
    }

    @Override
    public int typeMask() {
        return typeMask;
    }

    @Override
    public long stateFlags() {
        stateCalls++;
        return stateFlags;
    }

    @Override
    public float attribute(int n) {
        attributeLog.add(name + ":" + n);
        return attributes.getOrDefault(n, 1f);
    }

    @Override
    public void cachedTransform(Float4 p, Float4 r) {
        p.set(cachedPosition != null ? cachedPosition : position);
        r.set(rotation.x(), rotation.y(), rotation.z(), rotation.w());
    }

    @Override
    public void poseTransform(Float4 p, Float4 r) {
        transform(p, r);
        if (posePosition != null) {
            p.set(posePosition);
        }
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
        positionsSet.add(position);
    }

    @Override
    public void setVelocity(Float4 v) {
        velocities.add(v.toVec4());
    }

    @Override
    public boolean boneTransform(int bone, Float4 p, Float4 r) {
        bonesAsked.add(bone);
        Vec4[] t = bones.get(bone);
        if (t == null) {
            return false;
        }
        p.set(t[0]);
        r.set(t[1]);
        return true;
    }

    @Override
    public Body body() {
        return body;
    }

    @Override
    public int onContact(Contact contact) {
        Contact copy = new Contact();
        copy.copyFrom(contact);
        contacts.add(copy);
        return answer;
    }

    @Override
    public boolean mayTouch(BodyOwner other) {
        return mayTouch.test(other);
    }

    @Override
    public void afterMove() {
        afterMoveCalls++;
    }

    @Override
    public String toString() {
        return name;
    }
}
