package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.world.ShapeQuery;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.SphereShape;
import engine.kernels.call.Calls;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unit 11's "CollideShape options" test idea "option 0x2000 naming the mover's own owner removes its self-contact"
 * with the real PhysicsSweep_SphereSphere, where {@link Unit11CollideShapeTest} scripts the sweeps: without 0x2000
 * the querying body is its own candidate (COLLIDE_SELF_CANDIDATE), and a sphere meets itself at fraction 0
 * (SPHERE_SPHERE_TOUCHING_HITS, its centres coincide). Sphere r 0.3 at (0, 0, 0.5) moved by (1, 0, 0); another
 * sphere r 0.3 at (1.1, 0, 0.5), met at (1.1 − 0.6) / 1 = 0.5.
 */
class Unit11CollideShapeRealKernelsTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final PhysicsWorld w = TestWorlds.world(Profile.DEFAULT, quirks, Map.of(), null);
    private final FakeOwner owner = new FakeOwner("mover");
    private final Body mover = sphereBody(owner, 0f);
    private final Body other = sphereBody(new FakeOwner("other"), 1.1f);

    private Body sphereBody(FakeOwner o, float x) {
        o.typeMask = -1;
        Body b = new Body();
        SphereShape s = new SphereShape();
        s.setRadius(0.3f);
        s.centre().set(x, 0f, 0.5f, 1f);
        b.setFirstShape(s);
        b.setOwner(o);
        b.setTypeMask(-1);
        b.setFlags(0);
        o.body = b;
        Calls.bodyBounds(w, b, s, new Float4(), new Float4());
        w.addBody(b);
        return b;
    }

    private static Contact[] out(int n) {
        Contact[] cs = new Contact[n];
        for (int i = 0; i < n; i++) {
            cs[i] = new Contact();
        }
        return cs;
    }

    @Test
    void option2000NamingTheMoversOwnOwnerRemovesItsSelfContact() {
        Contact[] out = out(8);
        ShapeQuery q = new ShapeQuery().set(mover, mover.firstShape()).setOptions(0x2).setMax(8);
        assertEquals(2, w.collisions().collideShape(w, out, q, new Float4(1f, 0f, 0f, 1f)));
        assertSame(mover.firstShape(), out[0].otherShape(), "itself, at 0");
        assertEquals(0f, out[0].fraction());
        assertTrue(quirks.count(Quirk.SPHERE_SPHERE_TOUCHING_HITS) > 0);
        assertSame(other.firstShape(), out[1].otherShape());
        assertEquals(0.5f, out[1].fraction(), 1e-6);
        q.setOptions(0x2002).setIgnoredOwner(owner);
        assertEquals(1, w.collisions().collideShape(w, out, q, new Float4(1f, 0f, 0f, 1f)));
        assertSame(other.firstShape(), out[0].otherShape(), "the self-contact is gone");
        assertEquals(0.5f, out[0].fraction(), 1e-6);
    }
}
