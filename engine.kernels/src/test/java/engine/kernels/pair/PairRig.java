package engine.kernels.pair;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.math.Float4;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.List;

/**
 * A world of one kernel profile and the shapes and contacts the pair tests sweep: each call of {@link #sweep} runs
 * the table's kernel for (own, other) into the rig's contact slot and reports quirks to the rig's counter.
 */
final class PairRig {
    /** The quirks the rig's world reported. */
    final QuirkCounter quirks;
    /** The world (the kernels' context). */
    final PhysicsWorld world;
    /** The contact slot every sweep writes. */
    final Contact contact = new Contact();
    /** The mover's body. */
    final Body ownBody = new Body();
    /** The other body (its type mask is read by capsule-capsule). */
    final Body otherBody = new Body();

    private PairRig(PhysicsWorld world, QuirkCounter quirks) {
        this.world = world;
        this.quirks = quirks;
    }

    /** Every slot faithful, IEEE. */
    static PairRig faithful() {
        return of(Profile.of("faithful"));
    }

    /** Every slot fixed, IEEE. */
    static PairRig fixed() {
        return of(Profile.of("fixed"));
    }

    /** Every slot faithful, the PS2 float model. */
    static PairRig ps2() {
        return of(Profile.of("faithful").withFloatModel("ps2"));
    }

    /** A rig over profile. */
    static PairRig of(Profile p) {
        QuirkCounter q = new QuirkCounter();
        return new PairRig(TestWorlds.world(p, q), q);
    }

    /** A rig whose world comes from mode (its counter is the mode's). */
    static PairRig of(Mode mode) {
        return new PairRig(mode.world(), mode.quirks());
    }

    /** Sweeps own by move against other through the table's entry for their types; true on a hit. */
    boolean sweep(Shape own, Shape other, Float4 move) {
        ownBody.setFirstShape(own);
        otherBody.setFirstShape(other);
        return world.kernels().get(Slots.pairSweep(own.type(), other.type()))
                .sweep(world, contact, ownBody, own, otherBody, other, move);
    }

    /** The overlap table's entry for (own, other). */
    boolean overlap(Shape own, Shape other) {
        return world.kernels().get(Slots.pairOverlap(own.type(), other.type())).overlap(world, contact, own, other);
    }

    /** Every float lane of the slot set to f and the flags to flags: an old contact left in the slot. */
    void fill(float f, int flags) {
        contact.unitMove().set(f, f, f, f);
        contact.normal().set(f, f, f, f);
        contact.setFraction(f);
        contact.setScalar84(f);
        contact.setDistance(f);
        contact.point().set(f, f, f, f);
        contact.slide().set(f, f, f, f);
        contact.setFlags(flags);
    }

    /** The slot's fields as bit-exact values: +0x10, +0x50, +0x80, +0x84, +0x88, +0x90, +0xa0, +0xb0. */
    List<Object> snapshot() {
        Contact c = contact;
        return Snapshot.of(c.unitMove(), c.normal(), c.fraction(), c.scalar84(), c.distance(), c.point(), c.slide(),
                c.flags());
    }

    /** A move (w 0). */
    static Float4 move(float x, float y, float z) {
        return new Float4(x, y, z, 0f);
    }

    /** A sphere of radius r at (x, y, z). */
    static SphereShape sphere(float x, float y, float z, float r) {
        SphereShape s = new SphereShape();
        s.centre().set(x, y, z, 1f);
        s.setRadius(r);
        return s;
    }

    /** A capsule with its base at (x, y, z), radius r and height h. */
    static CapsuleShape capsule(float x, float y, float z, float r, float h) {
        CapsuleShape c = new CapsuleShape();
        c.base().set(x, y, z, 1f);
        c.setSize(h, r);
        return c;
    }

    /** The spec's capsule (r 0.35, h 1.8) with its base at (x, y, z). */
    static CapsuleShape human(float x, float y, float z) {
        return capsule(x, y, z, 0.35f, 1.8f);
    }

    /** A segment from (sx, sy, sz) to (ex, ey, ez) of radius r. */
    static SegmentShape segment(float sx, float sy, float sz, float ex, float ey, float ez, float r) {
        SegmentShape g = new SegmentShape();
        g.start().set(sx, sy, sz, 1f);
        g.end().set(ex, ey, ez, 1f);
        g.setRadius(r);
        return g;
    }

    /** An axis-aligned box centred at (x, y, z) with half extents (hx, hy, hz). */
    static BoxShape box(float x, float y, float z, float hx, float hy, float hz) {
        BoxShape b = new BoxShape();
        b.centre().set(x, y, z, 1f);
        b.halfExtents().set(hx, hy, hz, 1f);
        return b;
    }

    /** A box centred at (x, y, z), half extents (hx, hy, hz), turned by deg degrees about z. */
    static BoxShape turnedBox(float x, float y, float z, float hx, float hy, float hz, double deg) {
        BoxShape b = box(x, y, z, hx, hy, hz);
        float c = (float) StrictMath.cos(StrictMath.toRadians(deg));
        float s = (float) StrictMath.sin(StrictMath.toRadians(deg));
        b.axis(0).set(c, s, 0f, 0f);
        b.axis(1).set(-s, c, 0f, 0f);
        return b;
    }
}
