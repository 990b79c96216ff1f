package engine.kernels.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.OwnerState;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeHuman;
import engine.kernels.fake.FakeOwner;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Unit 6's bound guarantees for all inputs: a posed sphere's, box's and capsule's bound contains the shape, and a
 * segment's contains both end spheres exactly when SEGMENT_BOUND did not fire. Also: the pose's allocation-free
 * rotation helpers agree bit for bit with the API's Quat_ToMatrix, Mat4 transform and direct rotation.
 */
class ShapeBoundsProperties {

    private static boolean contains(Float4 min, Float4 max, float x, float y, float z) {
        return min.x() <= x && x <= max.x() && min.y() <= y && y <= max.y() && min.z() <= z && z <= max.z();
    }

    private static FakeOwner owner(Vec4 p, Quat q, Vec4 b, Quat qb) {
        return new FakeOwner("random").at(p, q).bone(2, b, qb);
    }

    @Property(tries = 500)
    void aPosedSpheresBoundContainsIt(@ForAll("points") Vec4 p, @ForAll("unitQuats") Quat q,
                                      @ForAll("points") Vec4 b, @ForAll("unitQuats") Quat qb,
                                      @ForAll("offsets") Vec4 offset, @ForAll @IntRange(min = -1, max = 2) int bone,
                                      @ForAll @FloatRange(min = 0f, max = 5f) float r) {
        SphereShape s = new SphereShape();
        s.localOffset().set(offset);
        s.setBone(bone);
        s.setRadius(r);
        new ShapePoses().poseSphere(s, owner(p, q, b, qb));
        Float4 min = new Float4();
        Float4 max = new Float4();
        QuirkCounter log = new QuirkCounter();
        new ShapeBounds().bounds(s, min, max, log);
        Float4 c = s.centre();
        float[][] pts = {{c.x() - r, c.y(), c.z()}, {c.x() + r, c.y(), c.z()}, {c.x(), c.y() - r, c.z()},
                {c.x(), c.y() + r, c.z()}, {c.x(), c.y(), c.z() - r}, {c.x(), c.y(), c.z() + r}};
        for (float[] pt : pts) {
            assertTrue(contains(min, max, pt[0], pt[1], pt[2]), "sphere point outside " + min + " - " + max);
        }
        assertEquals(0, log.total());
    }

    @Property(tries = 500)
    void aPosedBoxsBoundContainsItsCorners(@ForAll("points") Vec4 p, @ForAll("unitQuats") Quat q,
                                          @ForAll("points") Vec4 b, @ForAll("unitQuats") Quat qb,
                                          @ForAll("offsets") Vec4 offset, @ForAll @IntRange(min = -1, max = 2) int bone,
                                          @ForAll @FloatRange(min = 0f, max = 5f) float sx,
                                          @ForAll @FloatRange(min = 0f, max = 5f) float sy,
                                          @ForAll @FloatRange(min = 0f, max = 5f) float sz) {
        BoxShape box = new BoxShape();
        box.localOffset().set(offset);
        box.setBone(bone);
        box.setSize(sx, sy, sz);
        ShapePoses poses = new ShapePoses();
        poses.poseBox(box, owner(p, q, b, qb));
        Float4 min = new Float4();
        Float4 max = new Float4();
        new ShapeBounds().bounds(box, min, max, new QuirkCounter());
        Float4[] corners = new Float4[8];
        for (int i = 0; i < 8; i++) {
            corners[i] = new Float4();
        }
        poses.boxCorners(box, corners);
        for (Float4 c : corners) {
            assertTrue(contains(min, max, c.x(), c.y(), c.z()), "corner " + c + " outside " + min + " - " + max);
        }
    }

    @Property(tries = 500)
    void aPosedCapsulesBoundContainsItsCylinder(@ForAll("points") Vec4 p, @ForAll("unitQuats") Quat q,
                                               @ForAll @FloatRange(min = -0.5f, max = 2.5f) float headZ,
                                               @ForAll @FloatRange(min = 0.5f, max = 1.5f) float scale,
                                               @ForAll @FloatRange(min = -5f, max = 105f) float takeOff,
                                               @ForAll @IntRange(min = 0, max = 15) int state,
                                               @ForAll @FloatRange(min = 0f, max = 2f) float r) {
        FakeHuman h = new FakeHuman("random human");
        h.at(p, q);
        h.head(headZ);
        h.storedScale = scale;
        h.takeOffHeight = takeOff;
        h.capsuleRaise = state & 1;
        h.stateFlags = ((state & 2) != 0 ? OwnerState.JUMPING : 0) | ((state & 4) != 0 ? OwnerState.LONG_FALL : 0)
                | ((state & 8) != 0 ? OwnerState.CUFFED : 0);
        CapsuleShape c = new CapsuleShape();
        c.setRadius(r);
        new ShapePoses().poseCapsule(c, h);
        assertTrue(c.height() >= 0.2f * scale, "never under 0.2 × scale: " + c.height());
        Float4 min = new Float4();
        Float4 max = new Float4();
        new ShapeBounds().bounds(c, min, max, new QuirkCounter());
        Float4 base = c.base();
        float top = base.z() + c.height();
        for (float z : new float[] {base.z(), top}) {
            assertTrue(contains(min, max, base.x() - r, base.y(), z), "x - r at " + z);
            assertTrue(contains(min, max, base.x() + r, base.y(), z), "x + r at " + z);
            assertTrue(contains(min, max, base.x(), base.y() - r, z), "y - r at " + z);
            assertTrue(contains(min, max, base.x(), base.y() + r, z), "y + r at " + z);
        }
    }

    @Property(tries = 1000)
    void aPosedSegmentsBoundContainsBothEndSpheresExactlyWhenSegmentBoundDidNotFire(
            @ForAll("points") Vec4 p, @ForAll("unitQuats") Quat q, @ForAll("points") Vec4 b,
            @ForAll("unitQuats") Quat qb, @ForAll("offsets") Vec4 offset,
            @ForAll @IntRange(min = -1, max = 2) int bone, @ForAll @FloatRange(min = 0f, max = 3f) float length,
            @ForAll @FloatRange(min = 0f, max = 2f) float r) {
        // PS2-BUG(SEGMENT_BOUND): the bound misses part of the segment exactly when the quirk is reported.
        SegmentShape g = new SegmentShape();
        g.localOffset().set(offset);
        g.setBone(bone);
        g.setLength(length);
        g.setRadius(r);
        new ShapePoses().poseSegment(g, owner(p, q, b, qb));
        Float4 min = new Float4();
        Float4 max = new Float4();
        QuirkCounter log = new QuirkCounter();
        new ShapeBounds().bounds(g, min, max, log);
        boolean containsBoth = true;
        for (Float4 c : new Float4[] {g.start(), g.end()}) {
            containsBoth &= contains(min, max, c.x() - r, c.y() - r, c.z() - r)
                    && contains(min, max, c.x() + r, c.y() + r, c.z() + r);
        }
        assertEquals(log.count(Quirk.SEGMENT_BOUND) == 0, containsBoth,
                "contained " + containsBoth + " for start " + g.start() + ", end " + g.end() + ", r " + r
                        + ": bound " + min + " - " + max);
    }

    @Property(tries = 1000)
    void anEndBelowItsStartOnAnAxisLosesTheStartSpheresTop(@ForAll("points") Vec4 start, @ForAll("points") Vec4 end,
                                                          @ForAll @FloatRange(min = 0f, max = 2f) float r) {
        // PS2-BUG(SEGMENT_BOUND): on an axis where end + r < start + r, max is end + r: start + r lies outside.
        SegmentShape g = new SegmentShape();
        g.start().set(start);
        g.end().set(end);
        g.setRadius(r);
        Float4 min = new Float4();
        Float4 max = new Float4();
        QuirkCounter log = new QuirkCounter();
        new ShapeBounds().bounds(g, min, max, log);
        float[] s = {start.x(), start.y(), start.z()};
        float[] e = {end.x(), end.y(), end.z()};
        float[] hi = {max.x(), max.y(), max.z()};
        float[] lo = {min.x(), min.y(), min.z()};
        boolean reported = log.count(Quirk.SEGMENT_BOUND) > 0;
        boolean endBelowSomewhere = false;
        for (int k = 0; k < 3; k++) {
            assertEquals(e[k] + r, hi[k], 0f, "max is end + r on axis " + k);
            assertTrue(lo[k] <= hi[k], "sorted on axis " + k);
            endBelowSomewhere |= e[k] < s[k];
            if (e[k] + r < s[k] + r) {
                assertFalse(s[k] + r <= hi[k], "start + r is outside on axis " + k);
                assertTrue(reported, "a lost start + r is reported");
            }
        }
        if (!endBelowSomewhere) {
            assertFalse(reported, "with the end nowhere below the start the bound is the true one");
        }
    }

    @Property(tries = 1000)
    void theScratchRotationHelpersAgreeBitForBitWithTheApi(@ForAll("anyQuats") Quat q, @ForAll("offsets") Vec4 v) {
        float[] m = new float[16];
        ShapePoses.quatToMatrix(q.x(), q.y(), q.z(), q.w(), m);
        Mat4 api = q.toMatrix();
        for (int i = 0; i < 16; i++) {
            assertEquals(Float.floatToRawIntBits(api.get(i / 4, i % 4)), Float.floatToRawIntBits(m[i]), "element " + i);
        }
        Float4 out = new Float4();
        ShapePoses.transform(m, v.x(), v.y(), v.z(), v.w(), out);
        assertTrue(api.transform(v).bitEquals(out.toVec4()), "transform " + out + " vs " + api.transform(v));
        ShapePoses.rotateDirect(q.x(), q.y(), q.z(), q.w(), new Float4().set(v), out);
        assertTrue(q.rotate(v).bitEquals(out.toVec4()), "rotate " + out + " vs " + q.rotate(v));
    }

    @Provide
    Arbitrary<Vec4> points() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-100f, 100f);
        return Combinators.combine(lane, lane, lane).as(Vec4::point);
    }

    @Provide
    Arbitrary<Vec4> offsets() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-2f, 2f);
        Arbitrary<Float> w = Arbitraries.of(0f, 1f);
        return Combinators.combine(lane, lane, lane, w).as(Vec4::new);
    }

    @Provide
    Arbitrary<Quat> unitQuats() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-1f, 1f);
        return Combinators.combine(lane, lane, lane, lane).as((x, y, z, w) -> new double[] {x, y, z, w})
                .filter(a -> a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3] > 0.01)
                .map(a -> {
                    double n = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]);
                    return new Quat((float) (a[0] / n), (float) (a[1] / n), (float) (a[2] / n), (float) (a[3] / n));
                });
    }

    @Provide
    Arbitrary<Quat> anyQuats() {
        Arbitrary<Float> lane = Arbitraries.floats().between(-2f, 2f);
        return Combinators.combine(lane, lane, lane, lane).as(Quat::new);
    }
}
