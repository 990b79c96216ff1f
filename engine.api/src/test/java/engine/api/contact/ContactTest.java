package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.math.Vec4;
import engine.api.shape.SphereShape;
import org.junit.jupiter.api.Test;

/** The 0xc0 contact: the halves the mirrored pairs swap, the copy, and the answer code. */
class ContactTest {

    @Test
    void swapHalvesExchangesOwnerShapeAndDirectionAndNothingElse() {
        Contact c = new Contact();
        SphereShape a = new SphereShape();
        SphereShape b = new SphereShape();
        c.own().setShape(a);
        c.unitMove().set(1f, 0f, 0f, 1f);
        c.other().setShape(b);
        c.normal().set(-1f, 0f, 0f, 1f);
        c.setFraction(0.25f);
        c.point().set(3f, 4f, 5f, 1f);
        c.setFlags(2);
        c.swapHalves();
        assertSame(b, c.ownShape());
        assertSame(a, c.otherShape());
        assertEquals(new Vec4(-1f, 0f, 0f, 1f), c.unitMove().toVec4());
        assertEquals(new Vec4(1f, 0f, 0f, 1f), c.normal().toVec4());
        assertEquals(0.25f, c.fraction(), "+0x80 is not swapped");
        assertEquals(new Vec4(3f, 4f, 5f, 1f), c.point().toVec4(), "+0x90 is not swapped");
        assertEquals(2, c.flags());
    }

    @Test
    void copyFromCopiesEveryField() {
        Contact c = new Contact();
        c.setFraction(0.5f);
        c.setScalar84(1f);
        c.setDistance(0.1f);
        c.slide().set(0f, 0.5f, 0f, 1f);
        c.setTriangle(12);
        Contact d = new Contact();
        d.copyFrom(c);
        assertEquals(0.5f, d.fraction());
        assertEquals(1f, d.scalar84());
        assertEquals(0.1f, d.distance());
        assertEquals(new Vec4(0f, 0.5f, 0f, 1f), d.slide().toVec4());
        assertEquals(12, d.triangle());
        assertNull(new Contact().ownOwner());
        assertEquals(-1, new Contact().triangle());
    }

    @Test
    void answerCodeIsTheLow16Bits() {
        assertEquals(4, ContactAnswer.code(0x20004));
        assertEquals(0x20002, ContactAnswer.of(ContactAnswer.CODE_BOUNCE, ContactAnswer.SCALE));
        assertEquals(1, ContactAnswer.of(1, 0xffff), "bits inside the code part are ignored");
        assertThrows(IllegalArgumentException.class, () -> ContactAnswer.of(0x10000, 0));
    }
}
