package engine.api.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.math.Vec4;
import org.junit.jupiter.api.Test;

/** Unit 6, the shape records: what each constructor writes, the position field per type, the flag bits. */
class Unit6ShapeRecordsTest {

    @Test
    void physicsShapeConstructWritesTheHead() {
        SphereShape s = new SphereShape();
        assertNull(s.next());
        assertEquals(new Vec4(0f, 0f, 0f, 1f), s.localOffset().toVec4());
        assertEquals(-1, s.bone());
        assertEquals(ShapeFlags.ENABLED, s.flags());
        assertEquals(ShapeType.SPHERE, s.type());
        assertEquals(0f, s.radius());
    }

    @Test
    void eachTypeNamesItsPositionField() {
        SphereShape sphere = new SphereShape();
        BoxShape box = new BoxShape();
        CapsuleShape capsule = new CapsuleShape();
        SegmentShape segment = new SegmentShape();
        assertSame(sphere.centre(), sphere.position());
        assertSame(box.centre(), box.position());
        assertSame(capsule.base(), capsule.position());
        assertSame(segment.start(), segment.position());
        assertEquals(2, sphere.type().code());
        assertEquals(1, box.type().code());
        assertEquals(3, capsule.type().code());
        assertEquals(4, segment.type().code());
    }

    @Test
    void physicsBoxConstructWritesIdentityAxesAndSetSizeHalves() {
        BoxShape b = new BoxShape();
        assertEquals(new Vec4(1f, 0f, 0f, 0f), b.axis(0).toVec4());
        assertEquals(new Vec4(0f, 1f, 0f, 0f), b.axis(1).toVec4());
        assertEquals(new Vec4(0f, 0f, 1f, 0f), b.axis(2).toVec4());
        assertEquals(new Vec4(0f, 0f, 0f, 1f), b.centre().toVec4());
        b.setSize(1.2f, 0.5f, 2.0f);
        assertEquals(new Vec4(0.6f, 0.25f, 1.0f, 1f), b.halfExtents().toVec4(), "the pane's box of Unit 9");
        assertThrows(IndexOutOfBoundsException.class, () -> b.axis(3));
    }

    @Test
    void physShapeCapsuleSetSizeTakesHeightFirst() {
        CapsuleShape c = new CapsuleShape();
        c.setSize(2.0f, 0.35f);
        assertEquals(2.0f, c.height());
        assertEquals(0.35f, c.radius());
    }

    @Test
    void flagsAreU16AndBoneASignedByte() {
        SegmentShape s = new SegmentShape();
        s.setFlags(ShapeFlags.POOL_ALLOCATED_BITS);
        assertEquals(0xb, s.flags());
        assertThrows(IllegalArgumentException.class, () -> s.setFlags(0x10000));
        s.setBone(32);
        assertEquals(32, s.bone());
        assertThrows(IllegalArgumentException.class, () -> s.setBone(128));
        assertEquals(0x11, ShapeFlags.ENABLE_BITS);
        assertEquals(true, ShapeFlags.has(0x13, ShapeFlags.ENABLE_BITS));
    }

    @Test
    void shapeTypeBytes() {
        assertEquals(ShapeType.CAPSULE, ShapeType.ofCode(3));
        assertEquals("segment", ShapeType.SEGMENT.id());
        assertThrows(IllegalArgumentException.class, () -> ShapeType.ofCode(0));
    }
}
