package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;

/**
 * What one run of a scene under one profile leaves once its frames went to their observers: every body's state after
 * the last frame ({@link SceneRun#STATE} values per body), the scene hash over every frame, the quirks and the wall
 * time. Its size does not grow with the frame count.
 */
public final class RunSummary {
    private final Scene scene;
    private final String profile;
    private final int frames;
    private final double[] last;
    private final long hash;
    private final QuirkTimeline quirks;
    private final long nanos;

    RunSummary(Scene scene, String profile, int frames, double[] last, long hash, QuirkTimeline quirks, long nanos) {
        this.scene = scene;
        this.profile = profile;
        this.frames = frames;
        this.last = last.clone();
        this.hash = hash;
        this.quirks = quirks;
        this.nanos = nanos;
    }

    /** The scene run. */
    public Scene scene() {
        return scene;
    }

    /** The profile's name (a file, a provider id, or a toggle). */
    public String profile() {
        return profile;
    }

    /** Frames stepped. */
    public int frames() {
        return frames;
    }

    /** Bodies. */
    public int bodies() {
        return scene.bodyCount();
    }

    /** Value k (0..5: x, y, z, vx, vy, vz) of body i after the last frame. */
    public double last(int i, int k) {
        return last[i * SceneRun.STATE + k];
    }

    /** The scene hash after the last frame (every body's bits in every frame folded in). */
    public long hash() {
        return hash;
    }

    /** The hash as 16 hex digits. */
    public String hashHex() {
        return SceneHash.hex(hash);
    }

    /** The quirks that fired: counts, first and last frames. */
    public QuirkTimeline quirks() {
        return quirks;
    }

    /** Wall time of the stepping (ns). */
    public long nanos() {
        return nanos;
    }

    /** True when the scene is 2D (px units). */
    public boolean flat() {
        return scene instanceof Scene2D;
    }
}
