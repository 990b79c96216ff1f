package engine.kernels.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.QuirkLog;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;

/** Unit 3's vector helpers for all inputs: what the slide, the bounce and the back-off guarantee. */
class ContactVectorsProperties {
    private static final FloatModel M = FloatModel.IEEE;

    /** A unit normal from a direction of length at least 0.1 (rejected otherwise). */
    private static Float4 unit(float x, float y, float z) {
        Float4 d = new Float4(x, y, z, 0f);
        Assume.that(d.dot3(d) >= 0.01f);
        return M.unit3(d, new Float4());
    }

    @Property
    void removeNormalPartNeverLeavesTheVelocityGoingIn(
            @ForAll @FloatRange(min = -50f, max = 50f) float vx, @ForAll @FloatRange(min = -50f, max = 50f) float vy,
            @ForAll @FloatRange(min = -50f, max = 50f) float vz, @ForAll @FloatRange(min = -1f, max = 1f) float nx,
            @ForAll @FloatRange(min = -1f, max = 1f) float ny, @ForAll @FloatRange(min = -1f, max = 1f) float nz) {
        Float4 n = unit(nx, ny, nz);
        Float4 v = new Float4(vx, vy, vz, 0f);
        float size = Math.abs(vx) + Math.abs(vy) + Math.abs(vz);
        ContactVectors.removeNormalPart(M, v, n);
        assertTrue(v.dot3(n) >= -1e-5f * (1f + size), "v . n = " + v.dot3(n));
    }

    @Property
    void removeNormalPartLeavesAnOutgoingVelocityExactlyAlone(
            @ForAll @FloatRange(min = -50f, max = 50f) float vx, @ForAll @FloatRange(min = -50f, max = 50f) float vy,
            @ForAll @FloatRange(min = -50f, max = 50f) float vz, @ForAll @FloatRange(min = -1f, max = 1f) float nx,
            @ForAll @FloatRange(min = -1f, max = 1f) float ny, @ForAll @FloatRange(min = -1f, max = 1f) float nz,
            @ForAll @FloatRange(min = -10f, max = 10f) float w) {
        Float4 n = unit(nx, ny, nz);
        Float4 v = new Float4(vx, vy, vz, w);
        Assume.that(!(ContactVectors.dot(M, v, n) < 0f));
        assertFalse(ContactVectors.removeNormalPart(M, v, n));
        assertEquals(new Float4(vx, vy, vz, w).toVec4(), v.toVec4(), "w too");
    }

    @Property
    void bounceWithoutRestitutionIsTheSlideOnAnIncomingVelocity(
            @ForAll @FloatRange(min = -50f, max = 50f) float vx, @ForAll @FloatRange(min = -50f, max = 50f) float vy,
            @ForAll @FloatRange(min = -50f, max = 50f) float vz, @ForAll @FloatRange(min = -1f, max = 1f) float nx,
            @ForAll @FloatRange(min = -1f, max = 1f) float ny, @ForAll @FloatRange(min = -1f, max = 1f) float nz) {
        Float4 n = unit(nx, ny, nz);
        Float4 a = new Float4(vx, vy, vz, 0f);
        Assume.that(ContactVectors.dot(M, a, n) < 0f);
        Float4 b = new Float4(vx, vy, vz, 0f);
        ContactVectors.bounce(M, a, n, 0f, QuirkLog.NONE);
        ContactVectors.removeNormalPart(M, b, n);
        assertTrue(a.x() == b.x() && a.y() == b.y() && a.z() == b.z() && a.w() == b.w(), a + " vs " + b);
    }

    @Property
    void bounceLeavesANormalSpeedOfEAgainstAnIncomingOne(
            @ForAll @FloatRange(min = -50f, max = 50f) float vx, @ForAll @FloatRange(min = -50f, max = 50f) float vy,
            @ForAll @FloatRange(min = -50f, max = 50f) float vz, @ForAll @FloatRange(min = -1f, max = 1f) float nx,
            @ForAll @FloatRange(min = -1f, max = 1f) float ny, @ForAll @FloatRange(min = -1f, max = 1f) float nz,
            @ForAll @FloatRange(min = 0f, max = 1f) float e) {
        Float4 n = unit(nx, ny, nz);
        Float4 v = new Float4(vx, vy, vz, 0f);
        float d = ContactVectors.dot(M, v, n);
        float size = Math.abs(vx) + Math.abs(vy) + Math.abs(vz);
        ContactVectors.bounce(M, v, n, e, QuirkLog.NONE);
        // Going in: -e d out. Going out (the damping quirk): (1 - e) d.
        float expected = d < 0f ? -e * d : (1f - e) * d;
        assertEquals(expected, v.dot3(n), 1e-5f * (1f + size));
        assertEquals(1f, v.w());
    }

    @Property
    void backOffPlaneMovesAlongTheNormalOnlyPastTheThreshold(
            @ForAll @FloatRange(min = -1f, max = 1f) float mx, @ForAll @FloatRange(min = -1f, max = 1f) float my,
            @ForAll @FloatRange(min = -1f, max = 1f) float mz, @ForAll @FloatRange(min = -1f, max = 1f) float nx,
            @ForAll @FloatRange(min = -1f, max = 1f) float ny, @ForAll @FloatRange(min = -1f, max = 1f) float nz,
            @ForAll @FloatRange(min = 0f, max = 1f) float f) {
        Float4 n = unit(nx, ny, nz);
        Float4 move = new Float4(mx, my, mz, 0f);
        Float4 p = new Float4(0f, 0f, 0f, 5f);
        float d = M.dot3(mx * f, my * f, mz * f, n.x(), n.y(), n.z());
        boolean moved = ContactVectors.backOffPlane(M, p, move, n, f);
        assertEquals(d < -0.01f, moved);
        if (!moved) {
            assertEquals(new Float4(0f, 0f, 0f, 5f).toVec4(), p.toVec4());
            return;
        }
        // p = n (d + 0.01): along n, towards the surface (n . p < 0), 0.01 short of d.
        assertEquals(d + 0.01f, p.dot3(n), 1e-6f);
        assertTrue(p.dot3(n) < 0f);
        assertEquals(1f, p.w());
    }
}
