package engine.kernels.frame;

import engine.api.body.Body;
import engine.api.body.BodyFlags;
import engine.api.body.HumanBody;
import engine.api.body.OwnerState;
import engine.api.body.TypeMask;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.shape.SphereShape;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A walled street and a crowd in it, for {@link CrowdStreetTest}: a floor (z = 0), two long walls (y = ±5), two end
 * walls (x = ±25), 52 scripted humans made by the body pools as the frame driver expects (two streams walking at each
 * other, wall walkers, corner walkers, jumpers, humans falling in from above; a few taller, a few with push spheres
 * or a switched-on hand), and six crates (object spheres of the pools, flagged to block humans and to sweep bodies)
 * crossing the streams. Every kernel is the profile's real one: the capsule and sphere mesh sweeps, the landing test,
 * the body pass with the pair sweeps, the push sphere's overlap, the strike test. The scripts read only the frame, the
 * owner's live state and a jumper's own two fields, so two scenes of one profile step to the same bits.
 */
final class CrowdStreet {
    /** The step (s). */
    static final float DT = 1f / 30f;
    /** The long walls' planes: y = ±HALF_WIDTH (m). */
    static final float HALF_WIDTH = 5f;
    /** The end walls' planes: x = ±HALF_LENGTH (m). */
    static final float HALF_LENGTH = 25f;
    /** The walls' top (m). */
    static final float WALL_TOP = 8f;
    /** Humans in the crowd. */
    static final int HUMANS = 52;
    /** Crates crossing it. */
    static final int CRATES = 6;
    /** The speed a jumper or a faller comes down at (m/s). */
    static final float FALL = 4f;
    /**
     * Feet lower than this (m) are on the ground: a fall onto the floor stops about 0.12 m up, where the floor comes
     * nearer than the landing offset (1 m) below the upper point (0.88 m above the feet) and the landing fraction is 0.
     */
    static final float GROUNDED_BELOW = 0.15f;

    final QuirkCounter quirks = new QuirkCounter();
    final FrameLoop loop;
    final List<ScriptedOwner> owners = new ArrayList<>();

    /** The street stepped by the kernels profile selects (IEEE arithmetic), nothing stepped yet. */
    CrowdStreet(Profile profile) {
        PhysicsWorld w = TestWorlds.world(profile, quirks, Map.of(), street());
        loop = new FrameLoop(w, DT);
        for (int i = 0; i < HUMANS; i++) {
            ScriptedHuman h = new ScriptedHuman("h" + i);
            place(i, h);
            HumanBody hb = w.bodyPools().createHumanBody(w, h);
            h.body(hb);
            w.humans().update(w, hb, h);
            if (i % 6 == 0 && i < 40) {
                w.humans().setPushSphere(w, hb, true);
            }
            if (i % 10 == 3) {
                h.reach(1.0f);
                w.humans().setShapeEnabled(w, hb, 25, true);
            }
            loop.add(h);
            owners.add(h);
        }
        for (int k = 0; k < CRATES; k++) {
            ScriptedOwner c = new ScriptedOwner("c" + k, ActorKind.SWEPT, TypeMask.OBJECT);
            float x = -12f + 5f * k;
            float y = k % 2 == 0 ? -3.5f : 3.5f;
            c.position().set(x, y, 0.6f, 1f);
            float vx = k % 3 == 0 ? 1.5f : -1.5f;
            float vy = k % 2 == 0 ? 2.5f : -2.5f;
            c.moving((frame, o, out) -> {
                float s = (frame / 70) % 2 == 0 ? 1f : -1f;
                out.set(vx, s * vy, 0f, 1f);
            });
            Body b = w.bodyPools().createObjectBody(w, c);
            SphereShape s = w.shapePools().allocObjectSphere(w);
            s.setRadius(0.3f);
            w.bodyFunctions().addShape(w, b, s);
            b.setFlags(b.flags() | BodyFlags.BLOCK_HUMANS | BodyFlags.SWEEP_BODIES);
            c.body(b);
            w.update(b, c);
            loop.add(c);
            owners.add(c);
        }
    }

    /**
     * A human's velocity as the game's Human_Move would give it (its ground follow, not the physics'): (vx, vy) along
     * the floor; higher than {@link #GROUNDED_BELOW} it is airborne and falls at {@link #FALL} (the landing test
     * stops it on the floor, a head may hold it up); lower, it is on the ground and gets the vertical speed that puts
     * its feet on z = 0 within this frame (the walking sweep meets walls only, and a push along the 3-D line can
     * leave a human off the floor).
     */
    static void walk(ScriptedOwner o, Float4 out, float vx, float vy) {
        float z = o.position().z();
        if (z > GROUNDED_BELOW) {
            o.state(OwnerState.AIRBORNE);
            out.set(vx, vy, -FALL, 1f);
        } else {
            o.state(0L);
            out.set(vx, vy, -z / DT, 1f);
        }
    }

    /**
     * A jumper's or a faller's script: every period frames (0: never) it rises at 5 m/s for 12 frames; then it is
     * airborne and falls at {@link #FALL} until its fall stops near the floor (the landing contact took the fall
     * away, lower than {@link #GROUNDED_BELOW}); on the ground it walks as {@link #walk}. Stopped higher (on a head,
     * against a wall) it keeps falling. State is two fields set at construction: no allocation per frame.
     */
    static final class Jumper implements ScriptedOwner.VelocityScript {
        private final float vx;
        private final float vy;
        private final int phase;
        private final int period;
        private boolean falling;
        private float lastZ;

        Jumper(float vx, float vy, int phase, int period, boolean falling) {
            this.vx = vx;
            this.vy = vy;
            this.phase = phase;
            this.period = period;
            this.falling = falling;
        }

        @Override
        public void velocity(long frame, ScriptedOwner o, Float4 out) {
            float z = o.position().z();
            boolean stopped = z > lastZ - 0.5f * FALL * DT;
            lastZ = z;
            // Walking to and fro: vy turns every 2 s.
            float sy = (frame / 60) % 2 == 0 ? vy : -vy;
            if (period > 0 && (frame + phase) % period < 12) {
                falling = true;
                o.state(OwnerState.AIRBORNE);
                out.set(vx, sy, 5f, 1f);
            } else if (falling && !(stopped && z <= GROUNDED_BELOW)) {
                o.state(OwnerState.AIRBORNE);
                out.set(vx, sy, -FALL, 1f);
            } else {
                falling = false;
                walk(o, out, vx, sy);
            }
        }
    }

    /** Human i's start and script. */
    private static void place(int i, ScriptedHuman h) {
        if (i < 32) {
            // Two streams: 0..15 walk east from the west end, 16..31 west from the east end, in four lanes each.
            boolean east = i < 16;
            int k = i % 16;
            float x = east ? -20f + 1.6f * (k / 4) : 20f - 1.6f * (k / 4);
            float y = -3f + 2f * (k % 4);
            h.position().set(x, y, 0f, 1f);
            float vx = east ? 2.5f : -2.5f;
            int phase = 7 * i;
            h.moving((frame, o, out) -> {
                float s = ((frame + phase) / 40) % 2 == 0 ? 0.8f : -0.8f;
                // Every 16 s a stream turns round.
                float dir = ((frame + phase) / 480) % 2 == 0 ? 1f : -1f;
                walk(o, out, dir * vx, s);
            });
        } else if (i < 40) {
            // Wall walkers: across the street into a wall, pressed there, then back into the other.
            int k = i - 32;
            h.position().set(-10f + 2.6f * k, 0.5f * (k % 3) - 0.5f, 0f, 1f);
            float vx = k % 2 == 0 ? 0.5f : -0.5f;
            h.moving((frame, o, out) -> walk(o, out, vx, ((frame + 11 * k) / 50) % 2 == 0 ? 4f : -4f));
        } else if (i < 44) {
            // Jumpers: every 60 frames up at 5 m/s for 12 frames (2 m), then falling until the landing test stops
            // them, across the streams' middle lanes: onto the floor or onto someone's head.
            int k = i - 40;
            h.position().set(-4f + 2.5f * k, k % 2 == 0 ? -1f : 1f, 0f, 1f);
            h.moving(new Jumper(k % 2 == 0 ? 1f : -1f, 0f, 5 * k, 60, false));
        } else if (i < 48) {
            // Fallers: dropped in from 2.5 to 4 m over the middle of the street, then walking to and fro.
            int k = i - 44;
            h.position().set(-1.5f + 1.1f * k, 0.3f * k - 0.5f, 2.5f + 0.5f * k, 1f);
            h.moving(new Jumper(0.3f, k % 2 == 0 ? 1.5f : -1.5f, 0, 0, true));
        } else {
            // Corner walkers: each into one corner of the street, pressed there.
            int k = i - 48;
            float sx = k % 2 == 0 ? 1f : -1f, sy = k < 2 ? 1f : -1f;
            h.position().set(sx * 18f, sy * 2f, 0f, 1f);
            h.moving((frame, o, out) -> walk(o, out, sx * 3f, sy * 2f));
        }
        if (i % 7 == 5) {
            // A taller human: capsule 2.4 m, radius 0.42 m, so the capsule pairs have two heights.
            h.scale(1.2f);
        }
    }

    /**
     * The street: a floor at z = 0 (normal up), walls at y = ±5 and x = ±25 from z = −1 to 8, each facing the
     * inside, in 2.5 m panels; walls enabled, one-sided, corner-slide edge 0 (flags 0x1), the floor 0xc001; 2 m cells.
     */
    static CollisionMesh street() {
        MeshBuilder b = new MeshBuilder();
        float w = HALF_WIDTH, l = HALF_LENGTH, top = WALL_TOP, bottom = -1f;
        for (int i = 0; i < 20; i++) {
            float x0 = -l + 2.5f * i, x1 = x0 + 2.5f;
            // y = −w, normal +y; y = +w, normal −y.
            b.triangle(b.vertex(x0, -w, bottom), b.vertex(x0, -w, top), b.vertex(x1, -w, bottom), 0x1, 1);
            b.triangle(b.vertex(x1, -w, bottom), b.vertex(x0, -w, top), b.vertex(x1, -w, top), 0x1, 1);
            b.triangle(b.vertex(x0, w, bottom), b.vertex(x1, w, bottom), b.vertex(x0, w, top), 0x1, 1);
            b.triangle(b.vertex(x1, w, bottom), b.vertex(x1, w, top), b.vertex(x0, w, top), 0x1, 1);
            for (int j = 0; j < 4; j++) {
                float y0 = -w + 2.5f * j, y1 = y0 + 2.5f;
                // The floor, normal +z.
                b.triangle(b.vertex(x0, y0, 0f), b.vertex(x1, y0, 0f), b.vertex(x0, y1, 0f), 0xc001, 2);
                b.triangle(b.vertex(x1, y0, 0f), b.vertex(x1, y1, 0f), b.vertex(x0, y1, 0f), 0xc001, 2);
            }
        }
        for (int j = 0; j < 4; j++) {
            float y0 = -w + 2.5f * j, y1 = y0 + 2.5f;
            // x = −l, normal +x; x = +l, normal −x.
            b.triangle(b.vertex(-l, y0, bottom), b.vertex(-l, y1, bottom), b.vertex(-l, y0, top), 0x1, 1);
            b.triangle(b.vertex(-l, y1, bottom), b.vertex(-l, y1, top), b.vertex(-l, y0, top), 0x1, 1);
            b.triangle(b.vertex(l, y0, bottom), b.vertex(l, y0, top), b.vertex(l, y1, bottom), 0x1, 1);
            b.triangle(b.vertex(l, y1, bottom), b.vertex(l, y0, top), b.vertex(l, y1, top), 0x1, 1);
        }
        return b.build(2f);
    }
}
