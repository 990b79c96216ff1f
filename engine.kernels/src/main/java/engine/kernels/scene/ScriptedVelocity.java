package engine.kernels.scene;

import engine.api.body.OwnerState;
import engine.api.math.Float4;
import engine.api.scene.OwnerScript;
import engine.kernels.frame.ScriptedOwner;

/**
 * An owner's velocity from its {@link OwnerScript}: the last key at or before the frame (its place in the cycle
 * when the keys repeat); a jump rises at its speed, airborne. With its ground check ({@link GroundCheck}: a ray
 * down against the level) an owner whose lowest point is within {@link OwnerScript#GROUND_REACH} m above the floor
 * under it gets the vertical speed that puts it on that floor within the frame; a higher one (or one still coming
 * down from a jump, or over no floor) falls, airborne: at the script's fall speed, or, with gravity g, at its last
 * vertical speed minus g·dt (so a bounce the physics wrote back carries on), until its fall stops near the floor.
 * Two fields of state; allocates nothing.
 */
final class ScriptedVelocity implements ScriptedOwner.VelocityScript {
    /** Lowest points lower than this (m) over the floor stand on it (a fall onto the floor stops about 0.12 m up). */
    static final float GROUNDED_BELOW = OwnerScript.GROUND_REACH;

    private final OwnerScript script;
    private final float dt;
    private final float footDrop;
    private final GroundCheck ground;
    private boolean falling;
    private float lastZ;

    /**
     * The velocity of an owner starting at startZ whose lowest point lies footDrop m below its position (0 for a
     * human's feet, the radius of a sphere), checking the ground with ground.
     */
    ScriptedVelocity(OwnerScript script, float dt, float startX, float startY, float startZ, float footDrop,
                     GroundCheck ground) {
        this.script = script;
        this.dt = dt;
        this.footDrop = footDrop;
        this.ground = ground;
        this.lastZ = startZ;
        float h = script.checksGround() ? heightOverFloor(startX, startY, startZ) : 0f;
        this.falling = script.checksGround() && !(h <= GROUNDED_BELOW);
    }

    /**
     * Writes frame's velocity into out and keeps it as the owner's velocity, the one it moves with (the physics
     * overwrites it through +0x70 when a contact answer sets another).
     */
    @Override
    public void velocity(long frame, ScriptedOwner o, Float4 out) {
        asked(frame, o, out);
        o.velocity().set(out);
    }

    private void asked(long frame, ScriptedOwner o, Float4 out) {
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
        if (!script.checksGround()) {
            o.state(state);
            out.set(vx, vy, vz, 1f);
            return;
        }
        Float4 p = o.position();
        float z = p.z();
        float height = heightOverFloor(p.x(), p.y(), z);
        boolean stopped = z > lastZ - 0.5f * script.fall() * dt;
        float lastVz = o.velocity().z();
        lastZ = z;
        boolean overFloor = height == height; // not NaN: a floor is under it
        boolean rising = script.gravity() > 0f && lastVz > 0f;
        if (!overFloor || height > GROUNDED_BELOW || rising || (falling && !stopped)) {
            falling = true;
            o.state(state | OwnerState.AIRBORNE);
            out.set(vx, vy, script.gravity() > 0f ? lastVz - script.gravity() * dt : -script.fall(), 1f);
        } else {
            falling = false;
            o.state(state);
            out.set(vx, vy, -height / dt, 1f);
        }
    }

    /** How high (m) the owner's lowest point is over the floor under (x, y), or NaN when there is no floor. */
    private float heightOverFloor(float x, float y, float z) {
        float lowest = z - footDrop;
        return lowest - ground.floorUnder(x, y, lowest);
    }
}
