package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.math.Vec4;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * IPhysics_Step's settle (reconstructed, STEP_SETTLE) against a brute-force account of what it must leave: generated
 * bodies with one or two spheres, owners moved since the last update, flags with or without the dirty bit and 0x800,
 * some ownerless or shapeless. After a step, every owned, shaped body whose flags passed Update's gate has the box of
 * its shapes posed at the owner's new position (computed here sphere by sphere), no dirty bit, and the list is sorted
 * by min x; every other body is exactly as it was.
 */
class StepSettleProperties {

    /** One body: where its owner is now, its flags, an extra sphere, and whether it has an owner and a shape. */
    record Spec(float x, float y, int flags, boolean twoSpheres, boolean owned, boolean shaped) {
    }

    @Provide
    Arbitrary<List<Spec>> worlds() {
        Arbitrary<Float> c = Arbitraries.integers().between(-40, 40).map(i -> i * 0.25f);
        Arbitrary<Integer> flags = Arbitraries.of(0, BodyFlags.DIRTY, BodyFlags.ALWAYS_UPDATE,
                BodyFlags.DIRTY | BodyFlags.ALWAYS_UPDATE, BodyFlags.WRITE_BACK_VELOCITY);
        Arbitrary<Spec> spec = Combinators.combine(c, c, flags, Arbitraries.of(false, true),
                Arbitraries.of(true, true, true, false), Arbitraries.of(true, true, true, false)).as(Spec::new);
        return spec.list().ofMinSize(1).ofMaxSize(20);
    }

    @Property(tries = 300)
    void theSettleUpdatesExactlyTheGatedBodiesInPlace(@ForAll("worlds") List<Spec> specs) {
        PhysicsWorld w = TestWorlds.world(new QuirkCounter());
        List<Body> bodies = new ArrayList<>();
        int i = 0;
        for (Spec s : specs) {
            FakeOwner o = new FakeOwner("o" + i++);
            o.typeMask = -1;
            Body b = new Body();
            if (s.shaped()) {
                SphereShape a = new SphereShape();
                a.setRadius(0.5f);
                a.centre().set(0f, 0f, 0f, 1f);
                b.setFirstShape(a);
                if (s.twoSpheres()) {
                    SphereShape more = new SphereShape();
                    more.setRadius(0.25f);
                    more.localOffset().set(1f, 0f, 0f, 1f);
                    a.setNext(more);
                }
            }
            b.setOwner(s.owned() ? o : null);
            b.setTypeMask(-1);
            b.setFlags(s.flags());
            // Its box and the owner's position disagree: the owner moved since the box was made.
            b.setBox(-0.5f, -0.5f, -0.5f, 0.5f, 0.5f, 0.5f);
            o.position = Vec4.point(s.x(), s.y(), 0f);
            w.addBody(b);
            bodies.add(b);
        }
        List<Vec4[]> before = new ArrayList<>();
        for (Body b : bodies) {
            before.add(new Vec4[] {b.box().min(), b.box().max()});
        }
        w.step();
        for (int k = 0; k < bodies.size(); k++) {
            Body b = bodies.get(k);
            Spec s = specs.get(k);
            boolean gated = s.owned() && s.shaped() && (s.flags() & BodyFlags.UPDATE_GATE) != 0;
            if (!gated) {
                assertEquals(before.get(k)[0], b.box().min(), "body " + k + " untouched");
                assertEquals(before.get(k)[1], b.box().max());
                assertEquals(s.flags(), b.flags());
                continue;
            }
            // Brute force: each sphere's bound at the owner's position, merged.
            float lx = Float.MAX_VALUE, ly = Float.MAX_VALUE, hx = -Float.MAX_VALUE, hy = -Float.MAX_VALUE;
            for (Shape sh = b.firstShape(); sh != null; sh = sh.next()) {
                SphereShape sp = (SphereShape) sh;
                float cx = s.x() + sp.localOffset().x(), cy = s.y() + sp.localOffset().y();
                lx = Math.min(lx, cx - sp.radius());
                hx = Math.max(hx, cx + sp.radius());
                ly = Math.min(ly, cy - sp.radius());
                hy = Math.max(hy, cy + sp.radius());
            }
            assertEquals(lx, b.minX(), 1e-5, "body " + k);
            assertEquals(hx, b.maxX(), 1e-5);
            assertEquals(ly, b.minY(), 1e-5);
            assertEquals(hy, b.maxY(), 1e-5);
            assertEquals(0, b.flags() & BodyFlags.DIRTY, "the dirty bit is cleared");
            assertEquals(s.flags() & ~BodyFlags.DIRTY, b.flags());
        }
        Body last = null;
        for (Body n = w.bodies().head(); n != null; n = n.next()) {
            assertTrue(last == null || last.minX() <= n.minX(), "the list stays sorted by min x");
            last = n;
        }
    }
}
