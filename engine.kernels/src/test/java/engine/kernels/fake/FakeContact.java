package engine.kernels.fake;

import engine.api.body.Contact;
import engine.api.math.Vec4;

/**
 * A scripted contact a fake sweep writes into a slot: the normal (+0x50), the fraction (+0x80), the triangle
 * (+0xb4, −1 for none), the contact flags (+0xb0) and the slide (+0xa0).
 *
 * @param normal   the unit normal towards the mover
 * @param fraction the fraction of the pass's move
 * @param triangle the mesh triangle, −1 for none
 * @param flags    the contact flags
 * @param slide    the slide vector
 */
public record FakeContact(Vec4 normal, float fraction, int triangle, int flags, Vec4 slide) {

    /** A contact with normal (x, y, z), fraction f on triangle t, no flags, zero slide. */
    public static FakeContact of(float x, float y, float z, float f, int t) {
        return new FakeContact(new Vec4(x, y, z, 0f), f, t, 0, Vec4.ZERO_POINT);
    }

    /** This contact with contact flags fl and slide (x, y, z, 1). */
    public FakeContact with(int fl, float x, float y, float z) {
        return new FakeContact(normal, fraction, triangle, fl, new Vec4(x, y, z, 1f));
    }

    /** Writes the scripted fields into slot c (the rest keeps what the slot held). */
    public void writeTo(Contact c) {
        c.normal().set(normal);
        c.setFraction(fraction);
        c.setTriangle(triangle);
        c.setFlags(flags);
        c.slide().set(slide);
    }
}
