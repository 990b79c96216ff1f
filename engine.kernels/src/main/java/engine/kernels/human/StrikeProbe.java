package engine.kernels.human;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.kernel.KernelContext;
import engine.api.kernel.body.IgnoreList;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.kernel.world.BoxQuery;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.ShapeFlags;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.contact.ContactScratch;
import engine.kernels.ray.RayCast;
import engine.kernels.ray.RayHit;

/**
 * Unit 10, Human_TestStrikes (0x0033f110): the weapon spheres and the strike spheres against the level, the gather
 * in the broad bound, and per candidate the skips, the line of sight, the weapon spheres and the strike shapes, each
 * shape swept from its last pose by {@link StrikeSweep} (Unit 5, reconstructed); then the weapon timer. One per
 * human body set kernel (per world): it owns its candidate list, contacts, ray and scratch.
 */
final class StrikeProbe {
    /** The weapon spheres' level sweep options (0x0033f218): n.z limits (0x4, 0x8), bit-3 skip (0x8000). */
    static final int WEAPON_LEVEL_OPTIONS = 0x800c;
    /** The strike spheres' level sweep options (0x0033f360): the weapon's plus 0x40, one-sided faces kept. */
    static final int STRIKE_LEVEL_OPTIONS = 0x804c;
    /** The level sweeps' n.z limits: walls only. */
    static final float WALL_NZ = 0.65f;
    /** The gather's flag mask (0x0033f4bc): bodies with 0x8 or 0x10. */
    static final int GATHER_FLAGS = BodyFlags.LAYER_8 | BodyFlags.LAYER_10;
    /** A candidate the weapon spheres try: body flag 0x8. */
    static final int WEAPON_TARGET = BodyFlags.LAYER_8;
    /** A candidate the strike shapes try: body flag 0x10 or 0x20. */
    static final int STRIKE_TARGET = BodyFlags.LAYER_10 | BodyFlags.CHARGE_TARGET;
    /** The line of sight's mask for an object candidate: triangles with type bit 0x8 or 0x40 are not met. */
    static final int SIGHT_OBJECT = 0x48;
    /** The line of sight's mask for a human candidate: triangles with type bit 0x8 are not met. */
    static final int SIGHT_HUMAN = 0x8;
    /** A non-human candidate's weapon handler answer meaning "next candidate shape". */
    static final int NEXT_SHAPE = 5;

    private final StrikeSweep sweep = new StrikeSweep();
    private final RayCast ray = new RayCast();
    private final RayHit hit = new RayHit();
    private final Contact contact = new Contact();
    private final Contact[] level = {new Contact()};
    private final ContactScratch scratch = new ContactScratch();
    private final Float4 position = new Float4();
    private final Float4 broadMin = new Float4();
    private final Float4 broadMax = new Float4();
    private final Float4 rotation = new Float4();
    private final Float4 origin = new Float4();
    private final Float4 dir = new Float4();
    private float rayLength;
    private int rayOptions;
    private int[] exclusions = new int[0];
    /** Bodies the last {@link #gather} found (at most the list's length). */
    private int found;

    /** The line of sight's material exclusion list (0x005771c8, given by Objects): u16 materials, a copy. */
    void setExclusions(int[] materials) {
        exclusions = materials.clone();
    }

    /** The last line of sight's origin (m); live storage. */
    Float4 rayOrigin() {
        return origin;
    }

    /** The last line of sight's unit direction; live storage. */
    Float4 rayDirection() {
        return dir;
    }

    /** The last line of sight's length (m). */
    float rayLength() {
        return rayLength;
    }

    /** The last line of sight's mask, the spec's "options" (0x48 an object, 0x8 a human). */
    int rayOptions() {
        return rayOptions;
    }

    /** Human_TestStrikes on hb. */
    void probe(KernelContext ctx, HumanBody hb) {
        // Unit 10, Human_TestStrikes (0x0033f110)
        if (hb.weaponTimer() == 0 && hb.strikeBits() == 0) {
            return;
        }
        BodyOwner owner = hb.owner();
        HumanOwner human = owner instanceof HumanOwner h ? h : null;
        BodyOwner held = human != null ? human.heldObject() : null;
        // The weapon handler's owner: the held object, or the human when none.
        BodyOwner handler = held != null ? held : owner;
        if (held != null) {
            weaponsAgainstLevel(ctx, hb, handler);
        }
        if (hb.strikeBits() != 0) {
            strikesAgainstLevel(ctx, hb, human);
        }
        gatherAndStrike(ctx, hb, owner, human, handler);
        // Weapon timer (0x0033fe50).
        if (hb.weaponTimer() != 0) {
            hb.setWeaponTimer(hb.weaponTimer() - 1);
            if (hb.weaponTimer() == 0) {
                ctx.kernels().get(Slots.HUMAN_BODY).clearStrikeSpheres(ctx, hb);
            }
            hb.setFlags(hb.flags() | BodyFlags.DIRTY);
        }
    }

    /** The weapon spheres against the level (0x0033f218): the first hit goes to the handler, the rest are skipped. */
    private void weaponsAgainstLevel(KernelContext ctx, HumanBody hb, BodyOwner handler) {
        FloatModel m = ctx.floatModel();
        for (Shape w = hb.weaponChain(); w != null; w = w.next()) {
            if (!StrikeSweep.hasMeshSweep(ctx, w)) {
                continue;
            }
            sweep.prepare(m, w);
            if (sweep.level(ctx, level, hb, w, WEAPON_LEVEL_OPTIONS, -WALL_NZ, WALL_NZ)) {
                Contact c = levelContact();
                handler.onContact(c);
                return;
            }
        }
    }

    /** The strike spheres (flags 0x1 and 0x2, type 2) against the level (0x0033f360): the first hit, Strike_Contact. */
    private void strikesAgainstLevel(KernelContext ctx, HumanBody hb, HumanOwner human) {
        FloatModel m = ctx.floatModel();
        for (Shape b = hb.boneChain(); b != null; b = b.next()) {
            if (!striking(b) || b.type() != ShapeType.SPHERE || !StrikeSweep.hasMeshSweep(ctx, b)) {
                continue;
            }
            sweep.prepare(m, b);
            if (sweep.level(ctx, level, hb, b, STRIKE_LEVEL_OPTIONS, -WALL_NZ, WALL_NZ)) {
                Contact c = levelContact();
                if (human != null) {
                    human.strikeContact(c);
                }
                return;
            }
        }
    }

    /** The level hit with its owner fields +0x00, +0x04, +0x40, +0x44 zeroed. */
    private Contact levelContact() {
        Contact c = level[0];
        c.own().setOwner(null);
        c.own().setShape(null);
        c.other().setOwner(null);
        c.other().setShape(null);
        return c;
    }

    /** A bone shape that strikes: flags 0x1 and 0x2. */
    private static boolean striking(Shape b) {
        return ShapeFlags.has(b.flags(), ShapeFlags.ENABLED | ShapeFlags.STRIKER);
    }

    /** The gather (0x0033f4bc) and the per-candidate loop, in list order. */
    private void gatherAndStrike(KernelContext ctx, HumanBody hb, BodyOwner owner, HumanOwner human,
                                 BodyOwner handler) {
        Body[] candidates = gather(ctx, hb, owner);
        int n = found;
        IgnoreList ignores = ctx.kernels().get(Slots.IGNORE_LIST);
        owner.transform(position, rotation);
        FloatModel m = ctx.floatModel();
        float ox = position.x(), oy = position.y(), oz = m.add(position.z(), 1.0f);
        for (int i = 0; i < n; i++) {
            Body c = candidates[i];
            BodyOwner other = c == null ? null : c.owner();
            // 1. The skips.
            if (other == null || hb.group() != 0 && hb.group() == c.group() || ignores.isIgnoring(ctx, hb, other)) {
                continue;
            }
            if ((c.typeMask() & TypeMask.OBJECT) != 0 && (other.stateFlags() & OwnerState.AIRBORNE) != 0) {
                continue;
            }
            boolean isHuman = (c.typeMask() & TypeMask.HUMAN) != 0;
            // 2. The line of sight to the candidate's first shape (+1.0 in z for a human).
            Shape first = c.firstShape();
            if (first == null || !clearSight(ctx, m, ox, oy, oz, first.position(), isHuman)) {
                continue;
            }
            // 3. The weapon spheres, 4. the strike shapes; 5. a hit does not end the test.
            if ((c.flags() & WEAPON_TARGET) != 0) {
                weapons(ctx, hb, c, other, isHuman, handler, ignores);
            }
            if (hb.strikeBits() != 0 && (c.flags() & STRIKE_TARGET) != 0 && (human == null || human.mayStrike(other))) {
                strikes(ctx, hb, owner, human, c, other, isHuman, ignores);
            }
        }
    }

    /** IPhysics_QueryBox(broad bound +0x90, no start, ignored = own owner, type mask −1, flag mask 0x18). */
    private Body[] gather(KernelContext ctx, HumanBody hb, BodyOwner owner) {
        // PS2-DESIGN(CHARGETARGET_NOT_GATHERED): flag mask 0x18, so a body with only 0x20 is never a candidate.
        scratch.size(ctx, Quirk.CONTACTS_50);
        ContactListPolicy lists = ctx.kernels().get(Slots.CONTACT_LISTS);
        BoxQuery query = ctx.kernels().get(Slots.BOX_QUERY);
        Body[] out = scratch.candidates();
        int n = query.queryBox(ctx, out, hb.broadMinInto(broadMin), hb.broadMaxInto(broadMax), null, owner,
                TypeMask.ANY, GATHER_FLAGS);
        while (n > out.length && lists.growable(Quirk.CANDIDATES_512)) {
            out = scratch.growCandidates();
            n = query.queryBox(ctx, out, hb.broadMinInto(broadMin), hb.broadMaxInto(broadMax), null, owner,
                    TypeMask.ANY, GATHER_FLAGS);
        }
        if (n > out.length) {
            // PS2-LIMIT(CANDIDATES_512): the original's list ends near here; the rest are dropped.
            ctx.quirks().fired(Quirk.CANDIDATES_512);
            n = out.length;
        }
        found = n;
        return out;
    }

    /**
     * The line of sight: o = own position + (0, 0, 1), t = the target point (+1 in z for a human), d = t − o, the
     * ray {o, d / |d|, |d|} through WorldManager_RayCast with the exclusion list and the spec's options 0x8 (a
     * human) or 0x48, which the ray reads as its type-bit mask (docs/ray-cast.md, "Mask and exclusions"). True when it
     * hits nothing.
     */
    private boolean clearSight(KernelContext ctx, FloatModel m, float ox, float oy, float oz, Float4 t,
                               boolean isHuman) {
        float tz = isHuman ? m.add(t.z(), 1.0f) : t.z();
        float dx = m.sub(t.x(), ox), dy = m.sub(t.y(), oy), dz = m.sub(tz, oz);
        float length = m.sqrt(m.dot3(dx, dy, dz, dx, dy, dz));
        origin.set(ox, oy, oz, 1f);
        dir.set(m.div(dx, length), m.div(dy, length), m.div(dz, length), 0f);
        rayLength = length;
        rayOptions = isHuman ? SIGHT_HUMAN : SIGHT_OBJECT;
        return !ray.cast(ctx, origin, dir, length, rayOptions, exclusions, hit);
    }

    /**
     * Step 3: each weapon sphere against a human's bone targets (flag 0x4) or another body's chain; the first hit
     * goes to the handler (a non-human's answer 5: the next candidate shape), then Ignore and stop.
     */
    private void weapons(KernelContext ctx, HumanBody hb, Body c, BodyOwner other, boolean isHuman,
                         BodyOwner handler, IgnoreList ignores) {
        FloatModel m = ctx.floatModel();
        Shape targets = isHuman ? (c instanceof HumanBody ch ? ch.boneChain() : null) : c.firstShape();
        for (Shape w = hb.weaponChain(); w != null; w = w.next()) {
            sweep.prepare(m, w);
            for (Shape t = targets; t != null; t = t.next()) {
                if (isHuman && (t.flags() & ShapeFlags.STRIKE_TARGET) == 0) {
                    continue;
                }
                if (!sweep.against(ctx, contact, hb, w, c, t)) {
                    continue;
                }
                halves(handler, w, other, t);
                int answer = handler.onContact(contact);
                if (!isHuman && answer == NEXT_SHAPE) {
                    continue;
                }
                ignores.ignore(ctx, hb, other);
                return;
            }
        }
    }

    /**
     * Step 4: each bone shape with 0x1 and 0x2 against a non-human's chain, a human's bone targets (flag 0x4), or his
     * capsule alone when the striker's clip hits with the capsule; the first hit: Strike_Contact, Ignore, stop.
     */
    private void strikes(KernelContext ctx, HumanBody hb, BodyOwner owner, HumanOwner human, Body c,
                         BodyOwner other, boolean isHuman, IgnoreList ignores) {
        FloatModel m = ctx.floatModel();
        boolean capsuleOnly = isHuman && human != null && human.hitsWithCapsule();
        Shape targets = !isHuman || capsuleOnly ? c.firstShape() : c instanceof HumanBody ch ? ch.boneChain() : null;
        for (Shape b = hb.boneChain(); b != null; b = b.next()) {
            if (!striking(b)) {
                continue;
            }
            sweep.prepare(m, b);
            for (Shape t = targets; t != null; t = capsuleOnly ? null : t.next()) {
                if (isHuman && !capsuleOnly && (t.flags() & ShapeFlags.STRIKE_TARGET) == 0) {
                    continue;
                }
                if (!sweep.against(ctx, contact, hb, b, c, t)) {
                    continue;
                }
                halves(owner, b, other, t);
                if (human != null) {
                    human.strikeContact(contact);
                }
                ignores.ignore(ctx, hb, other);
                return;
            }
        }
    }

    /** The strike contact's halves: +0x00 own owner, +0x04 own shape, +0x40 other owner, +0x44 other shape. */
    private void halves(BodyOwner ownOwner, Shape own, BodyOwner otherOwner, Shape other) {
        contact.own().setOwner(ownOwner);
        contact.own().setShape(own);
        contact.other().setOwner(otherOwner);
        contact.other().setShape(other);
        contact.setTriangle(-1);
    }
}
