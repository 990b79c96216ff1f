package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.math.Vec4;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.SegmentShape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The per-shape strike sweep (Unit 5, reconstructed: STRIKE_SHAPE_SWEEP, docs/strike-test.md) against a brute-force
 * sampler: a strike sphere whose last pose is prev and whose pose is cur, swept by {@link StrikeSweep} through an
 * exact sphere-sphere sweep (a test kernel: the first t in [0, 1] at which the moving centre comes within the sum of
 * the radii), hits a target sphere exactly when sampling the centre along prev + t (cur − prev) at 2,000 steps finds
 * an overlap, at the sampled first t (within one step), and is back at cur bit for bit afterwards. A segment is
 * swept rigidly: its start at prev and its end moved by the same −move during the sweep, both restored.
 */
class StrikeSweepProperties {
    private static final int STEPS = 2000;

    /** The exact first-touch time of a sphere moving by m from c against a sphere at o, radii summed to r. */
    static float firstTouch(float cx, float cy, float cz, float mx, float my, float mz, float ox, float oy, float oz,
                            double r) {
        double px = cx - ox, py = cy - oy, pz = cz - oz;
        double a = (double) mx * mx + (double) my * my + (double) mz * mz;
        double b = px * mx + py * my + pz * mz;
        double c = px * px + py * py + pz * pz - r * r;
        if (c <= 0) {
            return 0f;
        }
        if (a == 0 || b >= 0) {
            return Float.NaN;
        }
        double disc = b * b - a * c;
        if (disc < 0) {
            return Float.NaN;
        }
        double t = (-b - Math.sqrt(disc)) / a;
        return t <= 1 ? (float) t : Float.NaN;
    }

    /** The exact sweep as a pair-table entry: writes the fraction only. */
    static final PairSweep EXACT = (ctx, out, ownBody, own, otherBody, other, move) -> {
        SphereShape s = (SphereShape) own;
        SphereShape t = (SphereShape) other;
        Float4 c = s.centre();
        Float4 o = t.centre();
        float f = firstTouch(c.x(), c.y(), c.z(), move.x(), move.y(), move.z(), o.x(), o.y(), o.z(),
                (double) s.radius() + t.radius());
        if (Float.isNaN(f)) {
            return false;
        }
        out.setFraction(f);
        return true;
    };

    /** A strike: prev and cur of the striking sphere, the target's centre. */
    record Strike(Vec4 prev, Vec4 cur, Vec4 target) {
    }

    @Provide
    Arbitrary<Strike> strikes() {
        Arbitrary<Float> c = Arbitraries.integers().between(-150, 150).map(i -> i * 0.01f);
        Arbitrary<Vec4> p = Combinators.combine(c, c, c).as(Vec4::point);
        return Combinators.combine(p, p, p).as(Strike::new);
    }

    @Property(tries = 1000)
    void theSweepFromPrevByCurMinusPrevFindsWhatTheSamplerFinds(@ForAll("strikes") Strike k) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter(),
                Map.of(Slots.pairSweep(ShapeType.SPHERE, ShapeType.SPHERE), EXACT));
        SphereShape hand = new SphereShape();
        hand.setRadius(0.09f);
        hand.previous().set(k.prev());
        hand.centre().set(k.cur());
        SphereShape target = new SphereShape();
        target.setRadius(0.3f);
        target.centre().set(k.target());
        StrikeSweep sweep = new StrikeSweep();
        sweep.prepare(FloatModel.IEEE, hand);
        Contact c = new Contact();
        boolean hit = sweep.against(w, c, new Body(), hand, new Body(), target);
        assertEquals(k.cur(), hand.centre().toVec4(), "the hand is back at cur, bit for bit");
        assertEquals(k.prev(), hand.previous().toVec4(), "prev untouched");
        // The sampler: the first step whose centre is within 0.39 m of the target.
        double r = 0.39;
        int first = -1;
        double closest = Double.MAX_VALUE;
        for (int i = 0; i <= STEPS; i++) {
            double t = (double) i / STEPS;
            double x = k.prev().x() + t * (k.cur().x() - k.prev().x()) - k.target().x();
            double y = k.prev().y() + t * (k.cur().y() - k.prev().y()) - k.target().y();
            double z = k.prev().z() + t * (k.cur().z() - k.prev().z()) - k.target().z();
            double d = Math.sqrt(x * x + y * y + z * z);
            closest = Math.min(closest, d);
            if (first < 0 && d <= r) {
                first = i;
            }
        }
        // Grazing paths (closest approach within 1 mm of touching) are left to the exact kernel.
        Assume.that(Math.abs(closest - r) > 1e-3);
        assertEquals(first >= 0, hit, "the sweep hits exactly when the sampler finds an overlap");
        if (hit) {
            assertTrue(Math.abs(c.fraction() - (double) first / STEPS) <= 1.5 / STEPS,
                    "fraction " + c.fraction() + " against the sampler's " + (double) first / STEPS);
        }
    }

    @Property(tries = 200)
    void aSegmentIsSweptRigidlyFromItsPreviousStartAndRestored(@ForAll("strikes") Strike k) {
        Vec4[] seen = new Vec4[2];
        PairSweep record = (ctx, out, ownBody, own, otherBody, other, move) -> {
            SegmentShape s = (SegmentShape) own;
            seen[0] = s.start().toVec4();
            seen[1] = s.end().toVec4();
            return false;
        };
        PhysicsWorld w = TestWorlds.world(new QuirkCounter(),
                Map.of(Slots.pairSweep(ShapeType.SEGMENT, ShapeType.SPHERE), record));
        SegmentShape shin = new SegmentShape();
        shin.previous().set(k.prev());
        shin.start().set(k.cur());
        shin.end().set(k.target());
        StrikeSweep sweep = new StrikeSweep();
        sweep.prepare(FloatModel.IEEE, shin);
        assertFalse(sweep.against(w, new Contact(), new Body(), shin, new Body(), new SphereShape()));
        assertEquals(k.prev().x(), seen[0].x());
        assertEquals(k.prev().y(), seen[0].y());
        assertEquals(k.prev().z(), seen[0].z());
        assertEquals(k.target().x() - (k.cur().x() - k.prev().x()), seen[1].x(), 1e-5, "the end moved with it");
        assertEquals(k.target().z() - (k.cur().z() - k.prev().z()), seen[1].z(), 1e-5);
        assertEquals(k.cur(), shin.start().toVec4(), "restored");
        assertEquals(k.target(), shin.end().toVec4(), "restored");
    }
}
