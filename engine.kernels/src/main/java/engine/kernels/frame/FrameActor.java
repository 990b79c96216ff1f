package engine.kernels.frame;

import engine.api.body.Body;
import engine.api.math.Float4;

/**
 * One owner the frame moves: its body (a {@link engine.api.body.HumanBody} for a human, with its owner set), its
 * kind, and the start of its update. Implemented by a game port's owners or by {@link ScriptedOwner}.
 */
public interface FrameActor {

    /** The body the owner drives; its owner is the body's +0x34. */
    Body body();

    /** What the frame runs for it. */
    ActorKind kind();

    /**
     * The start of the owner's update in frame (0, 1, ...): it takes its cached transform (the +0x98 copy the sweep
     * measures from) and writes this frame's velocity (m/s, xyz) into velocity. Must not allocate.
     */
    void beginUpdate(long frame, Float4 velocity);
}
