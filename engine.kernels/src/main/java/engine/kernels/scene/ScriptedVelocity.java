package engine.kernels.scene;

import engine.api.body.OwnerState;
import engine.api.math.Float4;
import engine.api.scene.OwnerScript;
import engine.kernels.frame.ScriptedOwner;

/**
 * An owner's velocity from its {@link OwnerScript}: the last key at or before the frame (its
 * place in the cycle when the keys repeat); a jump rises at its speed,
 * airborne; with ground follow an owner low over z = 0 gets the vertical speed that puts its feet there within the
 * frame, and a higher one (or one still coming down from a jump) falls at the script's fall speed, airborne, until
 * its fall stops near the floor. Two fields of state; allocates nothing.
 */
final class ScriptedVelocity implements ScriptedOwner.VelocityScript {
    /** Feet lower than this (m) stand on the ground (a fall onto the floor stops about 0.12 m up). */
    static final float GROUNDED_BELOW = 0.15f;

    private final OwnerScript script;
    private final float dt;
    private boolean falling;
    private float lastZ;

    ScriptedVelocity(OwnerScript script, float dt, float startZ) {
        this.script = script;
        this.dt = dt;
        this.lastZ = startZ;
        this.falling = script.groundFollow() && startZ > GROUNDED_BELOW;
    }

    @Override
    public void velocity(long frame, ScriptedOwner o, Float4 out) {
        float vx = 0f, vy = 0f, vz = 0f;
        long keyFrame = script.cycle() > 0 ? frame % script.cycle() : frame;
        for (int i = 0; i < script.velocities().size(); i++) {
            OwnerScript.VelocityKey k = script.velocities().get(i);
            if (k.frame() <= keyFrame) {
                vx = k.vx();
                vy = k.vy();
                vz = k.vz();
            }
        }
        long state = script.stateFlags();
        for (int i = 0; i < script.jumps().size(); i++) {
            OwnerScript.Jump j = script.jumps().get(i);
            if (frame >= j.frame() && frame < (long) j.frame() + j.frames()) {
                falling = true;
                lastZ = o.position().z();
                o.state(state | OwnerState.AIRBORNE);
                out.set(vx, vy, j.speed(), 1f);
                return;
            }
        }
        if (!script.groundFollow()) {
            o.state(state);
            out.set(vx, vy, vz, 1f);
            return;
        }
        float z = o.position().z();
        boolean stopped = z > lastZ - 0.5f * script.fall() * dt;
        lastZ = z;
        if (z > GROUNDED_BELOW || (falling && !stopped)) {
            falling = true;
            o.state(state | OwnerState.AIRBORNE);
            out.set(vx, vy, -script.fall(), 1f);
        } else {
            falling = false;
            o.state(state);
            out.set(vx, vy, -z / dt, 1f);
        }
    }
}
