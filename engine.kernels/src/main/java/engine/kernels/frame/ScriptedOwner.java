package engine.kernels.frame;

import engine.api.body.Attribute;
import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.ContactAnswer;
import engine.api.math.Float4;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * An owner a test, a benchmark or a scenario scripts: a position and rotation kept in live storage (the
 * authoritative transform every slot answers), the cached copy taken at the start of each update, a velocity script
 * per frame, attributes, a contact answer rule and the type mask and state the physics asks. It records counts and each
 * frame's first contacts in a fixed array, so a frame allocates nothing. Its bones all answer the body's own frame with a fixed offset (see {@link
 * #boneTransform}). Mutable; one thread. {@link ScriptedHuman} is its human kind; the oracle's owner
 * (engine.kernels.oracle.ScriptOwner) stays apart because it records every callback into lists (see its comment).
 */
public class ScriptedOwner implements BodyOwner, FrameActor {

    /** The velocity an owner moves with in a frame. */
    @FunctionalInterface
    public interface VelocityScript {
        /** Keeps the velocity the last sweep wrote back (or the one set). */
        VelocityScript KEEP = (frame, owner, out) -> out.set(owner.velocity());

        /** Writes frame's velocity (m/s, xyz; w = 1) for owner into out; must not allocate. */
        void velocity(long frame, ScriptedOwner owner, Float4 out);
    }

    private final String name;
    private final ActorKind kind;
    private final Float4 position = new Float4(0f, 0f, 0f, 1f);
    private final Float4 rotation = new Float4(0f, 0f, 0f, 1f);
    private final Float4 cached = new Float4(0f, 0f, 0f, 1f);
    private final Float4 velocity = new Float4(0f, 0f, 0f, 1f);
    private final Float4 boneOffset = new Float4(0f, 0f, 1.6f, 1f);
    private final float[] attributes = {1f, 82f, 1f, 1f, 1f, 1f, 1f, 1f, 0f};
    private int typeMask;
    private long state;
    private Body body;
    private VelocityScript script = VelocityScript.KEEP;
    private ToIntFunction<Contact> answers = c -> ContactAnswer.CODE_SLIDE;
    private Predicate<BodyOwner> touch = o -> true;
    private int contactsAnswered;
    private final ContactRecord contacts = new ContactRecord();
    private int afterMoves;
    private int velocitiesSet;

    /** An owner called name of the given kind and type mask, at the origin, weight 82, push weight 1. */
    public ScriptedOwner(String name, ActorKind kind, int typeMask) {
        this.name = Objects.requireNonNull(name, "name");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.typeMask = typeMask;
    }

    /** Its name in reports. */
    public String name() {
        return name;
    }

    /** The authoritative position (m, w = 1); live storage: set it to place the owner. */
    public Float4 position() {
        return position;
    }

    /** The rotation quaternion (x, y, z, w); live storage. */
    public Float4 rotation() {
        return rotation;
    }

    /** The velocity last set by the physics or by the caller (m/s); live storage. */
    public Float4 velocity() {
        return velocity;
    }

    /** Where every bone answers in the body's frame (m; default (0, 0, 1.6), a standing human's head); live storage. */
    public Float4 boneOffset() {
        return boneOffset;
    }

    /** Sets the velocity script (null: {@link VelocityScript#KEEP}); returns this. */
    public ScriptedOwner moving(VelocityScript s) {
        script = s == null ? VelocityScript.KEEP : s;
        return this;
    }

    /** Sets the contact answer rule (owner vtable +0xf8; default code 1, slide for everything); returns this. */
    public ScriptedOwner answering(ToIntFunction<Contact> rule) {
        answers = Objects.requireNonNull(rule, "rule");
        return this;
    }

    /** Sets the +0x110 answer (default: touches everyone); returns this. */
    public ScriptedOwner touching(Predicate<BodyOwner> rule) {
        touch = Objects.requireNonNull(rule, "rule");
        return this;
    }

    /** Sets attribute n (0..8: 1 weight, 7 push weight, 8 restitution); returns this. */
    public ScriptedOwner attribute(int n, float value) {
        attributes[n] = value;
        return this;
    }

    /** Sets the +0x50 state flags; returns this. */
    public ScriptedOwner state(long flags) {
        state = flags;
        return this;
    }

    /** Sets the +0x20 type mask (read when a body is set up for this owner); returns this. */
    public ScriptedOwner typeMask(int mask) {
        typeMask = mask;
        return this;
    }

    /** Sets the body this owner drives (the +0xf0 answer); returns this. */
    public ScriptedOwner body(Body b) {
        body = b;
        return this;
    }

    /** Contacts answered through +0xf8 so far. */
    public int contactsAnswered() {
        return contactsAnswered;
    }

    /** The contacts answered since its last clear (the scene runner clears it each frame); live storage. */
    public ContactRecord contacts() {
        return contacts;
    }

    /** +0x118 calls so far. */
    public int afterMoves() {
        return afterMoves;
    }

    /** +0x70 calls so far. */
    public int velocitiesSet() {
        return velocitiesSet;
    }

    @Override
    public Body body() {
        return body;
    }

    @Override
    public ActorKind kind() {
        return kind;
    }

    @Override
    public void beginUpdate(long frame, Float4 out) {
        cached.set(position);
        script.velocity(frame, this, out);
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
        p.set(cached);
        r.set(rotation);
    }

    @Override
    public void poseTransform(Float4 p, Float4 r) {
        transform(p, r);
    }

    @Override
    public void transform(Float4 p, Float4 r) {
        p.set(position);
        r.set(rotation);
    }

    @Override
    public void setTransform(Float4 p, Float4 r) {
        position.set(p);
        rotation.set(r);
    }

    @Override
    public void setVelocity(Float4 v) {
        velocity.set(v);
        velocitiesSet++;
    }

    /** Every bone answers {@link #boneOffset()} with no rotation: a model with one pose for every bone. */
    @Override
    public boolean boneTransform(int bone, Float4 p, Float4 r) {
        p.set(boneOffset);
        r.set(0f, 0f, 0f, 1f);
        return true;
    }

    @Override
    public int onContact(Contact contact) {
        contactsAnswered++;
        contacts.add(contact);
        return answers.applyAsInt(contact);
    }

    @Override
    public boolean mayTouch(BodyOwner other) {
        return touch.test(other);
    }

    @Override
    public void afterMove() {
        afterMoves++;
    }

    /** The weight, attribute 1. */
    public float weight() {
        return attribute(Attribute.WEIGHT);
    }

    @Override
    public String toString() {
        return name;
    }
}
