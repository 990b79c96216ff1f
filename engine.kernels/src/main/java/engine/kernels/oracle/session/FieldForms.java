package engine.kernels.oracle.session;

import static engine.api.oracle.Param.aabb;
import static engine.api.oracle.Param.bool;
import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.i64;
import static engine.api.oracle.Param.ints;
import static engine.api.oracle.Param.quat;
import static engine.api.oracle.Param.vec4;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.math.Aabb;
import engine.api.math.Float4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import java.util.ArrayList;
import java.util.List;

/**
 * session.set and session.get: any field of a session body and of its owner that a port's trace sets (Units 3, 6,
 * 7, 9, 10), by the body's handle; docs/oracle.md lists the names. A set checks every value and handle before it
 * writes any, so a refused set changes nothing.
 */
final class FieldForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    // The body record.
    private static final Param<Aabb> BOX = aabb("box", "+0x00/+0x10, the box (m)");
    private static final Param<Integer> FLAGS = i32("flags", "+0x40, the body flags");
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "+0x44, the body's type mask");
    private static final Param<Integer> GROUP = i32("group", "+0x3c, the group (16 bits)").range(0, 0xffff);
    private static final Param<Vec4> PUSH_OUT = vec4("pushOut", "+0x50, the push-out (m)");
    private static final Param<Vec4> SCALE = vec4("scale", "+0x60, the contact scale");
    private static final Param<Integer> STUCK = i32("stuck", "+0x70, the stuck counter");
    private static final Param<Integer> INDEX = i32("index", "+0x20, the vector index (-1 out of the world)");
    private static final Param<Boolean> IN_WORLD = bool("inWorld", "the body is in the world's vector");
    // The human body.
    private static final Param<Long> STRIKE_BITS = i64("strikeBits", "+0xc0 (human bodies)");
    private static final Param<Integer> WEAPON_TIMER = i32("weaponTimer", "+0xd8 (human bodies)");
    private static final Param<Integer> IGNORE_LEVEL = i32("ignoreLevel", "+0xd4, ignores the level (human bodies)");
    private static final Param<Boolean> PUSH_SPHERE = bool("pushSphere", "holds a push sphere (human bodies)");
    private static final Param<Aabb> BROAD = aabb("broad", "+0x90, the broad bound (human bodies)");
    private static final Param<int[]> IGNORED = ints("ignored", "the ignore chain's owners, head first (handles)");
    // The owner.
    private static final Param<Boolean> HAS_OWNER = bool("hasOwner", "+0x34 is set");
    private static final Param<Integer> OWNER_TYPE_MASK = i32("ownerTypeMask", "owner +0x20, its type mask");
    private static final Param<Long> STATE = i64("state", "owner +0x50, the 64-bit state flags");
    private static final Param<Float> WEIGHT = f32("weight", "owner attribute 1");
    private static final Param<Float> PUSH_WEIGHT = f32("pushWeight", "owner attribute 7");
    private static final Param<Float> RESTITUTION = f32("restitution", "owner attribute 8");
    private static final Param<float[]> ATTRIBUTES = floats("attributes", "owner attributes 0..8 (nine floats)");
    private static final Param<Vec4> POSITION = vec4("position", "owner +0xa8, the position (m)");
    private static final Param<Quat> ROTATION = quat("rotation", "owner +0xa8, the rotation");
    private static final Param<Vec4> VELOCITY = vec4("velocity", "owner +0x70, the last velocity set (m/s)");
    private static final Param<Float> STORED_SCALE = f32("storedScale", "human +0x65c, the scale as stored");
    private static final Param<Boolean> SCENE_STATE = bool("sceneState", "human: in a scene state");
    private static final Param<Boolean> PLAYER = bool("player", "human: player-controlled (brain +0x04 is 0)");
    private static final Param<Integer> PLAYER_NUMBER = i32("playerNumber", "human +0x1b0, 0..3 or -1 for an AI");
    private static final Param<Boolean> HEAVY_BAG = bool("heavyBag", "human: class 0x1cc, a heavy bag");
    private static final Param<Integer> KEEP_PUSHABLE = i32("keepPushable", "human byte +0x3bf");
    private static final Param<Integer> RAISE = i32("raise", "human byte +0x3be, raises the capsule base");
    private static final Param<Float> TAKE_OFF = f32("takeOff", "human +0x560, the take-off height (m)");
    private static final Param<Integer> GRAB_PARTNER = i32("grabPartner", "the grab partner's body (-1 none)");
    private static final Param<Integer> TARGET = i32("target", "the target's body (-1 none)");
    private static final Param<Integer> HELD = i32("held", "the held object's body (-1 none)");
    private static final Param<Float> REACH = f32("reach", "the attack reach (m)");
    private static final Param<Integer> GAIT = i32("gait", "human +0x1a8, the gait");
    private static final Param<Integer> HOLD_FLAGS = i32("holdFlags", "the hold flags held with");
    private static final Param<Boolean> HITS_WITH_CAPSULE = bool("hitsWithCapsule", "the clip strikes capsules");
    private static final Param<Boolean> MAY_STRIKE = bool("mayStrike", "vtable +0x108's answer");
    private static final Param<Boolean> HAS_BONE = bool("hasBone", "the owner has a model (answers bones)");
    private static final Param<Vec4> BONE_POSITION = vec4("bonePosition", "every bone's position (body frame)");
    private static final Param<Integer> HAND_BONE = i32("handBone", "a bone answered at handPosition (-1 none)");
    private static final Param<Vec4> HAND_POSITION = vec4("handPosition", "that bone's position");
    private static final Param<float[]> BONES = floats("bones",
            "bones with their own transform (owner +0xb8), eight floats each: bone 0..127, x, y, z (body frame),"
                    + " qx, qy, qz, qw; a set replaces the list");
    private static final Param<Integer> CONTACT_ANSWER = i32("contactAnswer", "owner +0xf8's answer to contacts");
    private static final Param<Vec4> UPPER = vec4("upper", "vtable +0x60, the landing test's upper point");
    private static final Param<Float> LANDING_OFFSET = f32("landingOffset", "vtable +0x58, h0 (m)");
    private static final Param<Integer> CONTACTS = i32("contacts", "contacts answered so far");
    private static final Param<Integer> PUSHES = i32("pushes", "Human_OnPushContact calls so far");

    /** The fields session.set writes, in the order it writes them. */
    private static final List<Param<?>> SETTABLE = List.of(BOX, FLAGS, TYPE_MASK, GROUP, PUSH_OUT, SCALE, STUCK,
            STRIKE_BITS, WEAPON_TIMER, IGNORE_LEVEL, OWNER_TYPE_MASK, STATE, ATTRIBUTES, WEIGHT, PUSH_WEIGHT,
            RESTITUTION, POSITION, ROTATION, VELOCITY, STORED_SCALE, SCENE_STATE, PLAYER, PLAYER_NUMBER, HEAVY_BAG,
            KEEP_PUSHABLE, RAISE, TAKE_OFF, GRAB_PARTNER, TARGET, HELD, REACH, GAIT, HOLD_FLAGS, HITS_WITH_CAPSULE,
            MAY_STRIKE, HAS_BONE, BONE_POSITION, HAND_BONE, HAND_POSITION, BONES, CONTACT_ANSWER, UPPER,
            LANDING_OFFSET);
    /** Owner fields: only a session owner takes them. */
    private static final List<Param<?>> OWNER_FIELDS = SETTABLE.subList(SETTABLE.indexOf(OWNER_TYPE_MASK),
            SETTABLE.size());
    private static final List<Param<?>> HUMAN_FIELDS = List.of(STRIKE_BITS, WEAPON_TIMER, IGNORE_LEVEL);
    private final SessionWorld w;

    private FieldForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        FieldForms f = new FieldForms(w);
        List<Param<?>> setArgs = new ArrayList<>(List.of(BODY));
        SETTABLE.forEach(p -> setArgs.add(p.orAbsent()));
        List<Param<?>> got = new ArrayList<>(List.of(INDEX, IN_WORLD, BOX, FLAGS, TYPE_MASK, GROUP, PUSH_OUT, SCALE,
                STUCK, STRIKE_BITS, WEAPON_TIMER, IGNORE_LEVEL, PUSH_SPHERE, BROAD, IGNORED, HAS_OWNER));
        got.addAll(OWNER_FIELDS);
        got.addAll(List.of(CONTACTS, PUSHES));
        return List.of(
                SpecFunction.of("session.set", 0, "sets fields of a body and its owner; the rest stay as they are",
                        setArgs, List.of(), f::set),
                SpecFunction.of("session.get", 0, "every field of a body and its owner (zero where it has none)",
                        List.of(BODY), got, f::get));
    }

    private Results set(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        SessionOwner o = null;
        for (Param<?> p : OWNER_FIELDS) {
            if (a.has(p) && o == null) {
                o = w.sessionOwner(a, BODY);
            }
        }
        HumanBody hb = b instanceof HumanBody h ? h : null;
        for (Param<?> p : HUMAN_FIELDS) {
            if (a.has(p) && hb == null) {
                throw a.refuse(p, "is a human body's field; body " + a.get(BODY) + " is not a human body");
            }
        }
        if (a.has(ATTRIBUTES) && a.get(ATTRIBUTES).length != 9) {
            throw a.refuse(ATTRIBUTES, "needs nine floats (attributes 0..8), got " + a.get(ATTRIBUTES).length);
        }
        int[] boneIds = a.has(BONES) ? checkBones(a) : null;
        BodyOwner partner = a.has(GRAB_PARTNER) ? w.owner(a, GRAB_PARTNER) : null;
        BodyOwner target = a.has(TARGET) ? w.owner(a, TARGET) : null;
        BodyOwner held = a.has(HELD) ? w.owner(a, HELD) : null;
        // Every value and handle checked: now write.
        if (a.has(BOX)) {
            b.setBox(a.get(BOX));
        }
        if (a.has(FLAGS)) {
            b.setFlags(a.get(FLAGS));
        }
        if (a.has(TYPE_MASK)) {
            b.setTypeMask(a.get(TYPE_MASK));
        }
        if (a.has(GROUP)) {
            b.setGroup(a.get(GROUP));
        }
        if (a.has(PUSH_OUT)) {
            b.pushOut().set(a.get(PUSH_OUT));
        }
        if (a.has(SCALE)) {
            b.scale().set(a.get(SCALE));
        }
        if (a.has(STUCK)) {
            b.setStuckCounter(a.get(STUCK));
        }
        if (hb != null) {
            if (a.has(STRIKE_BITS)) {
                hb.setStrikeBits(a.get(STRIKE_BITS));
            }
            if (a.has(WEAPON_TIMER)) {
                hb.setWeaponTimer(a.get(WEAPON_TIMER));
            }
            if (a.has(IGNORE_LEVEL)) {
                hb.setIgnoreLevel(a.get(IGNORE_LEVEL));
            }
        }
        if (o != null) {
            setOwner(a, o, partner, target, held);
            o.boneIds = boneIds != null ? boneIds : o.boneIds;
        }
        return new Results();
    }

    /**
     * Unit 10, the owner's bone transform: the bone numbers of bones (eight floats per bone, each bone a whole number
     * in 0..127), or an error naming it.
     */
    private static int[] checkBones(Args a) {
        float[] v = a.get(BONES);
        if (v.length % 8 != 0) {
            throw a.refuse(BONES, "needs eight floats per bone (bone, x, y, z, qx, qy, qz, qw), got " + v.length);
        }
        int[] ids = new int[v.length / 8];
        for (int i = 0; i < v.length; i += 8) {
            if (v[i] != (int) v[i] || v[i] < 0 || v[i] > Byte.MAX_VALUE) {
                throw a.refuse(BONES, "bone " + v[i] + " (record " + i / 8 + ") is not a whole number in 0..127");
            }
            ids[i / 8] = (int) v[i];
        }
        return ids;
    }

    private static void setOwner(Args a, SessionOwner o, BodyOwner partner, BodyOwner target, BodyOwner held) {
        o.typeMask = a.get(OWNER_TYPE_MASK, o.typeMask);
        o.state = a.get(STATE, o.state);
        if (a.has(ATTRIBUTES)) {
            System.arraycopy(a.get(ATTRIBUTES), 0, o.attributes, 0, 9);
        }
        o.attributes[1] = a.get(WEIGHT, o.attributes[1]);
        o.attributes[7] = a.get(PUSH_WEIGHT, o.attributes[7]);
        o.attributes[8] = a.get(RESTITUTION, o.attributes[8]);
        o.position = a.get(POSITION, o.position);
        o.rotation = a.get(ROTATION, o.rotation);
        o.velocity = a.get(VELOCITY, o.velocity);
        o.storedScale = a.get(STORED_SCALE, o.storedScale);
        o.sceneState = a.get(SCENE_STATE, o.sceneState);
        o.player = a.get(PLAYER, o.player);
        o.playerNumber = a.get(PLAYER_NUMBER, o.playerNumber);
        o.heavyBag = a.get(HEAVY_BAG, o.heavyBag);
        o.keepPushable = a.get(KEEP_PUSHABLE, o.keepPushable);
        o.raise = a.get(RAISE, o.raise);
        o.takeOff = a.get(TAKE_OFF, o.takeOff);
        o.grabPartner = a.has(GRAB_PARTNER) ? partner : o.grabPartner;
        o.target = a.has(TARGET) ? target : o.target;
        o.held = a.has(HELD) ? held : o.held;
        o.reach = a.get(REACH, o.reach);
        o.gait = a.get(GAIT, o.gait);
        o.holdFlags = a.get(HOLD_FLAGS, o.holdFlags);
        o.hitsWithCapsule = a.get(HITS_WITH_CAPSULE, o.hitsWithCapsule);
        o.mayStrike = a.get(MAY_STRIKE, o.mayStrike);
        o.hasBone = a.get(HAS_BONE, o.hasBone);
        o.bonePosition = a.get(BONE_POSITION, o.bonePosition);
        o.specialBone = a.has(HAND_BONE) ? (a.get(HAND_BONE) < 0 ? Integer.MIN_VALUE : a.get(HAND_BONE))
                : o.specialBone;
        o.specialPosition = a.get(HAND_POSITION, o.specialPosition);
        o.bones = a.has(BONES) ? a.get(BONES).clone() : o.bones;
        o.contactAnswer = a.get(CONTACT_ANSWER, o.contactAnswer);
        o.upper = a.get(UPPER, o.upper);
        o.landingOffset = a.get(LANDING_OFFSET, o.landingOffset);
    }

    private Results get(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        HumanBody hb = b instanceof HumanBody h ? h : null;
        BodyOwner bo = b.owner();
        SessionOwner o = bo instanceof SessionOwner so ? so : new SessionOwner(-1);
        Results r = new Results().put(INDEX, b.index()).put(IN_WORLD, w.world.bodyVector().contains(b))
                .put(BOX, b.box()).put(FLAGS, b.flags()).put(TYPE_MASK, b.typeMask()).put(GROUP, b.group())
                .put(PUSH_OUT, b.pushOut().toVec4()).put(SCALE, b.scale().toVec4()).put(STUCK, b.stuckCounter())
                .put(STRIKE_BITS, hb == null ? 0L : hb.strikeBits())
                .put(WEAPON_TIMER, hb == null ? 0 : hb.weaponTimer())
                .put(IGNORE_LEVEL, hb == null ? 0 : hb.ignoreLevel())
                .put(PUSH_SPHERE, hb != null && hb.pushSphere() != null)
                .put(BROAD, hb == null ? b.box() : hb.broadBox()).put(IGNORED, IgnoreChain.owners(w, b))
                .put(HAS_OWNER, bo != null);
        Float4 p = new Float4();
        Float4 q = new Float4();
        if (bo != null) {
            bo.transform(p, q);
        } else {
            o.transform(p, q);
        }
        float[] attributes = new float[9];
        for (int i = 0; i < 9; i++) {
            attributes[i] = bo == null ? o.attribute(i) : bo.attribute(i);
        }
        return r.put(OWNER_TYPE_MASK, bo == null ? 0 : bo.typeMask()).put(STATE, bo == null ? 0L : bo.stateFlags())
                .put(ATTRIBUTES, attributes).put(WEIGHT, attributes[1]).put(PUSH_WEIGHT, attributes[7])
                .put(RESTITUTION, attributes[8]).put(POSITION, p.toVec4())
                .put(ROTATION, new Quat(q.x(), q.y(), q.z(), q.w())).put(VELOCITY, o.velocity)
                .put(STORED_SCALE, o.storedScale).put(SCENE_STATE, o.sceneState).put(PLAYER, o.player)
                .put(PLAYER_NUMBER, o.playerNumber).put(HEAVY_BAG, o.heavyBag).put(KEEP_PUSHABLE, o.keepPushable)
                .put(RAISE, o.raise).put(TAKE_OFF, o.takeOff).put(GRAB_PARTNER, w.handle(o.grabPartner))
                .put(TARGET, w.handle(o.target)).put(HELD, w.handle(o.held)).put(REACH, o.reach)
                .put(GAIT, o.gait).put(HOLD_FLAGS, o.holdFlags).put(HITS_WITH_CAPSULE, o.hitsWithCapsule)
                .put(MAY_STRIKE, o.mayStrike).put(HAS_BONE, o.hasBone).put(BONE_POSITION, o.bonePosition)
                .put(HAND_BONE, o.specialBone == Integer.MIN_VALUE ? -1 : o.specialBone)
                .put(HAND_POSITION, o.specialPosition).put(BONES, o.bones.clone())
                .put(CONTACT_ANSWER, o.contactAnswer).put(UPPER, o.upper)
                .put(LANDING_OFFSET, o.landingOffset).put(CONTACTS, o.contacts).put(PUSHES, o.pushes);
    }
}
