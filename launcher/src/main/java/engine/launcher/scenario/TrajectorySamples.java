package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.SceneRun;

/**
 * Every body's position at evenly spaced frames (and the last), as float32, for reports and the viewer: at most
 * {@link #MAX_VALUES} floats in all, so a long or crowded run is sampled more sparsely rather than grown.
 */
public final class TrajectorySamples implements FrameObserver {
    /** The most floats kept (bodies × samples × 3). */
    public static final int MAX_VALUES = 1 << 22;

    private final int stride;
    private final int frames;
    private final int bodies;
    private final int[] sampleFrames;
    private final float[] xyz;
    private int samples;

    /** Samples of scene's frames: every frame when they fit, else every stride-th. */
    public TrajectorySamples(Scene scene) {
        this.frames = scene.frames();
        this.bodies = Math.max(1, scene.bodyCount());
        long perFrame = 3L * bodies;
        int most = (int) Math.max(2, MAX_VALUES / perFrame);
        this.stride = Math.max(1, (frames + most - 2) / (most - 1));
        int n = (frames - 1) / stride + 1 + ((frames - 1) % stride == 0 ? 0 : 1);
        this.sampleFrames = new int[n];
        this.xyz = new float[(int) (n * perFrame)];
    }

    @Override
    public void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks) {
        if (f % stride != 0 && f != frames - 1) {
            return;
        }
        sampleFrames[samples] = f;
        int o = samples * 3 * bodies;
        int count = Math.min(bodies, states.length / SceneRun.STATE);
        for (int i = 0; i < count; i++) {
            xyz[o + 3 * i] = (float) states[i * SceneRun.STATE];
            xyz[o + 3 * i + 1] = (float) states[i * SceneRun.STATE + 1];
            xyz[o + 3 * i + 2] = (float) states[i * SceneRun.STATE + 2];
        }
        samples++;
    }

    /** Samples taken. */
    public int samples() {
        return samples;
    }

    /** Frames between samples (1: every frame). */
    public int stride() {
        return stride;
    }

    /** The frame of sample s. */
    public int frame(int s) {
        return sampleFrames[s];
    }

    /** Coordinate k (0..2) of body i at sample s. */
    public float value(int s, int i, int k) {
        return xyz[s * 3 * bodies + 3 * i + k];
    }
}
