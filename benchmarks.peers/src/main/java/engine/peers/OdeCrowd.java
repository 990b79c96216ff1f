package engine.peers;

import engine.api.body.Body;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.benchmarks.CrowdFrameBenchmark;
import engine.kernels.world.PhysicsWorld;
import org.ode4j.math.DMatrix3;
import org.ode4j.ode.DBody;
import org.ode4j.ode.DContact;
import org.ode4j.ode.DContactBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.DJointGroup;
import org.ode4j.ode.DMass;
import org.ode4j.ode.DSapSpace;
import org.ode4j.ode.DSpace;
import org.ode4j.ode.DWorld;
import org.ode4j.ode.OdeConstants;
import org.ode4j.ode.OdeHelper;

/**
 * A plaza's bodies mirrored in ode4j 0.5.3: one dynamic body per project body (a capsule of 80 kg or a sphere of
 * 5 kg, upright), in a sweep-and-prune space with the floor as a plane and the walls and pillars as static boxes.
 * Each frame the bodies are put where the project's are, {@link #SINK} lower (so those standing on the floor touch it, as
 * resting ode4j bodies do), at rest and upright, then either only collided (broad and
 * narrow phase, up to 4 contacts per pair) or stepped as an ode4j user steps: the same collide making a contact
 * joint per contact (friction 0.5, dContactApprox1), dWorldQuickStep (20 iterations, dt 1/30) and the joint group
 * emptied.
 */
final class OdeCrowd {
    /** Contacts asked per pair. */
    private static final int MAX_CONTACTS = 4;
    /** How far (m) below the project's shape an ode4j body is put: a resting body's depth in the floor. */
    static final double SINK = 0.01;

    private final PhysicsWorld world;
    private final DWorld ode;
    private final DSpace space;
    private final DJointGroup joints;
    private final Body[] bodies;
    private final DBody[] odeBodies;
    private final DMatrix3 upright = new DMatrix3(1, 0, 0, 0, 1, 0, 0, 0, 1);
    private final DContactBuffer contacts = new DContactBuffer(MAX_CONTACTS);
    private boolean joining;
    private int contactCount;

    /** The mirror of crowd's world (after its set-up). */
    OdeCrowd(CrowdFrameBenchmark crowd) {
        OdeHelper.initODE2(0);
        world = crowd.world();
        ode = OdeHelper.createWorld();
        ode.setGravity(0, 0, -9.81);
        ode.setQuickStepNumIterations(20);
        space = OdeHelper.createSapSpace(null, DSapSpace.AXES.XYZ);
        joints = OdeHelper.createJointGroup();
        bodies = new Body[world.bodies().size()];
        odeBodies = new DBody[bodies.length];
        int i = 0;
        for (Body b = world.bodies().head(); b != null; b = b.next()) {
            Shape s = b.firstShape();
            bodies[i] = b;
            DBody body = OdeHelper.createBody(ode);
            DMass m = OdeHelper.createMass();
            DGeom g;
            if (s instanceof CapsuleShape c) {
                double length = Math.max(0.01, c.height() - 2 * c.radius());
                g = OdeHelper.createCapsule(space, c.radius(), length);
                m.setCapsuleTotal(80, 3, c.radius(), length);
            } else {
                double r = ((SphereShape) s).radius();
                g = OdeHelper.createSphere(space, r);
                m.setSphereTotal(5, r);
            }
            body.setMass(m);
            g.setBody(body);
            odeBodies[i] = body;
            i++;
        }
        OdeHelper.createPlane(space, 0, 0, 1, 0);
        float half = crowd.half();
        OdeHelper.createBox(space, 0.5, 2 * half, 4).setPosition(-half - 0.25, 0, 2);
        OdeHelper.createBox(space, 0.5, 2 * half, 4).setPosition(half + 0.25, 0, 2);
        OdeHelper.createBox(space, 2 * half, 0.5, 4).setPosition(0, -half - 0.25, 2);
        OdeHelper.createBox(space, 2 * half, 0.5, 4).setPosition(0, half + 0.25, 2);
        float[] pillars = CrowdFrameBenchmark.pillarCentres(half);
        for (float x : pillars) {
            for (float y : pillars) {
                OdeHelper.createBox(space, 1, 1, 4).setPosition(x, y, 2);
            }
        }
    }

    /** Bodies mirrored. */
    int bodyCount() {
        return bodies.length;
    }

    /** Contacts found by the last collide or step. */
    int contactCount() {
        return contactCount;
    }

    /** The bodies put where the project's are, then collided: broad and narrow phase, no joint, no solver. */
    void collide() {
        follow();
        contactCount = 0;
        joining = false;
        space.collide(null, this::near);
    }

    /** The bodies put where the project's are, then one full ode4j step: collide, contact joints, quick step. */
    void step() {
        follow();
        contactCount = 0;
        joining = true;
        space.collide(null, this::near);
        ode.quickStep(CrowdFrameBenchmark.DT);
        joints.empty();
    }

    /** Every ode4j body at its project body's shape position less {@link #SINK}, upright and at rest. */
    private void follow() {
        for (int i = 0; i < bodies.length; i++) {
            Shape s = bodies[i].firstShape();
            DBody b = odeBodies[i];
            if (s instanceof CapsuleShape c) {
                b.setPosition(c.base().x(), c.base().y(), c.base().z() + 0.5 * c.height() - SINK);
            } else {
                SphereShape sp = (SphereShape) s;
                b.setPosition(sp.centre().x(), sp.centre().y(), sp.centre().z() - SINK);
            }
            b.setRotation(upright);
            b.setLinearVel(0, 0, 0);
            b.setAngularVel(0, 0, 0);
        }
    }

    private void near(Object data, DGeom a, DGeom b) {
        DBody ba = a.getBody();
        DBody bb = b.getBody();
        if (ba == null && bb == null) {
            return;
        }
        int n = OdeHelper.collide(a, b, MAX_CONTACTS, contacts.getGeomBuffer());
        contactCount += n;
        if (!joining) {
            return;
        }
        for (int k = 0; k < n; k++) {
            DContact c = contacts.get(k);
            c.surface.mode = OdeConstants.dContactApprox1;
            c.surface.mu = 0.5;
            OdeHelper.createContactJoint(ode, joints, c).attach(ba, bb);
        }
    }
}
