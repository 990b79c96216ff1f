package engine.peers;

import engine.api.body.Body;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.benchmarks.CrowdFrameBenchmark;
import engine.kernels.world.PhysicsWorld;
import java.util.Arrays;
import java.util.Locale;
import org.ode4j.ode.DContactBuffer;
import org.ode4j.ode.DContactGeomBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.DSapSpace;
import org.ode4j.ode.DSpace;
import org.ode4j.ode.OdeHelper;

/**
 * The world step against ode4j: the 2,000-body plaza of CrowdFrameBenchmark (60 humans, 416 object spheres,
 * 1,524 capsules, walls, pillars and floor) stepped one frame at a time by the project, and after each frame the
 * same shapes at the same positions collided by ode4j's sweep-and-prune space (spheres and capsules against each
 * other, the floor plane, the four walls and 81 pillars as boxes; up to 4 contacts per pair). Per frame, the
 * project's whole step (mesh sweeps, body pass, settle) is timed against ode4j's position update and collide
 * (broad and narrow phase, no solver): a lower bound of ode's step, so the ratio favours ode4j.
 */
final class WorldStepComparison {
    private final CrowdFrameBenchmark crowd = new CrowdFrameBenchmark();
    private final DSpace space;
    private final DGeom[] geoms;
    private final Body[] bodies;
    private final DContactGeomBuffer contacts = new DContactBuffer(4).getGeomBuffer();
    private int contactCount;

    WorldStepComparison(String profile) {
        crowd.profile = profile;
        crowd.setUp();
        OdeHelper.initODE2(0);
        space = OdeHelper.createSapSpace(null, DSapSpace.AXES.XYZ);
        PhysicsWorld w = crowd.world();
        bodies = new Body[w.bodies().size()];
        geoms = new DGeom[bodies.length];
        int i = 0;
        for (Body b = w.bodies().head(); b != null; b = b.next()) {
            Shape s = b.firstShape();
            bodies[i] = b;
            if (s instanceof CapsuleShape c) {
                geoms[i] = OdeHelper.createCapsule(space, c.radius(), Math.max(0.01, c.height() - 2 * c.radius()));
            } else {
                geoms[i] = OdeHelper.createSphere(space, ((SphereShape) s).radius());
            }
            i++;
        }
        OdeHelper.createPlane(space, 0, 0, 1, 0);
        float half = 50f;
        OdeHelper.createBox(space, 0.5, 2 * half, 4).setPosition(-half - 0.25, 0, 2);
        OdeHelper.createBox(space, 0.5, 2 * half, 4).setPosition(half + 0.25, 0, 2);
        OdeHelper.createBox(space, 2 * half, 0.5, 4).setPosition(0, -half - 0.25, 2);
        OdeHelper.createBox(space, 2 * half, 0.5, 4).setPosition(0, half + 0.25, 2);
        for (float x = -40f; x <= 40f; x += 10f) {
            for (float y = -40f; y <= 40f; y += 10f) {
                OdeHelper.createBox(space, 1, 1, 4).setPosition(x + 5f, y + 5f, 2);
            }
        }
    }

    /** Bodies in the world. */
    int bodyCount() {
        return bodies.length;
    }

    /** Steps frames frames after warm ones; prints the medians and the ratio. */
    String run(int warm, int frames) {
        long[] ours = new long[frames];
        long[] ode = new long[frames];
        for (int f = -warm; f < frames; f++) {
            long t0 = System.nanoTime();
            crowd.frame();
            long t1 = System.nanoTime();
            collide();
            long t2 = System.nanoTime();
            if (f >= 0) {
                ours[f] = t1 - t0;
                ode[f] = t2 - t1;
            }
        }
        double[] ratio = new double[frames];
        for (int f = 0; f < frames; f++) {
            ratio[f] = (double) ode[f] / ours[f];
        }
        Arrays.sort(ours);
        Arrays.sort(ode);
        Arrays.sort(ratio);
        return String.format(Locale.ROOT, "| %s | %d | %.2f | %.2f | %.2fx (%.2f-%.2f) | %d |", crowd.profile,
                bodies.length, ours[frames / 2] / 1e6, ode[frames / 2] / 1e6, ratio[frames / 2], ratio[0],
                ratio[frames - 1], contactCount);
    }

    /** The header of {@link #run}'s line. */
    static final String HEADER = "| profile | bodies | project ms/frame | ode4j collide ms/frame | x ode4j (median,"
            + " range) | ode4j contacts, last frame |\n|---|---|---|---|---|---|";

    private void collide() {
        for (int i = 0; i < bodies.length; i++) {
            Shape s = bodies[i].firstShape();
            if (s instanceof CapsuleShape c) {
                geoms[i].setPosition(c.base().x(), c.base().y(), c.base().z() + 0.5 * c.height());
            } else {
                SphereShape sp = (SphereShape) s;
                geoms[i].setPosition(sp.centre().x(), sp.centre().y(), sp.centre().z());
            }
        }
        contactCount = 0;
        space.collide(null, this::near);
    }

    private void near(Object data, DGeom a, DGeom b) {
        contactCount += OdeHelper.collide(a, b, 4, contacts);
    }
}
