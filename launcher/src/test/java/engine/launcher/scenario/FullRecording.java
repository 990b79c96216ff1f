package engine.launcher.scenario;

import engine.api.scene.SceneRun;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** For tests only: every body's state after every frame, kept whole (small scenes), to compare runs independently. */
public final class FullRecording implements FrameObserver {
    private final List<double[]> frames = new ArrayList<>();

    @Override
    public void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks) {
        frames.add(states.clone());
    }

    /** Frames recorded. */
    public int frames() {
        return frames.size();
    }

    /** True when body i's state after frame f has the same bits in both recordings. */
    public boolean sameBits(FullRecording other, int f, int i) {
        int o = i * SceneRun.STATE;
        double[] x = frames.get(f), y = other.frames.get(f);
        for (int k = 0; k < SceneRun.STATE; k++) {
            if (Double.doubleToRawLongBits(x[o + k]) != Double.doubleToRawLongBits(y[o + k])) {
                return false;
            }
        }
        return true;
    }

    /** The first frame body i differs from other, or −1. */
    public int firstDifference(FullRecording other, int i) {
        for (int f = 0; f < frames.size(); f++) {
            if (!sameBits(other, f, i)) {
                return f;
            }
        }
        return -1;
    }

    /** Body i's state after frame f. */
    public double[] state(int f, int i) {
        return Arrays.copyOfRange(frames.get(f), i * SceneRun.STATE, (i + 1) * SceneRun.STATE);
    }
}
