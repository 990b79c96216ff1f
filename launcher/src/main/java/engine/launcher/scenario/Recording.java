package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;

/**
 * One run of a scene under one profile: every body's state after every frame ({@link SceneRun#STATE} doubles per
 * body), the quirks per frame, the scene hash after each frame and the wall time.
 */
public final class Recording {
    private final Scene scene;
    private final String profile;
    private final double[][] states;
    private final long[] hashes;
    private final QuirkTimeline quirks;
    private final long nanos;

    Recording(Scene scene, String profile, double[][] states, long[] hashes, QuirkTimeline quirks, long nanos) {
        this.scene = scene;
        this.profile = profile;
        this.states = states;
        this.hashes = hashes;
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
        return states.length;
    }

    /** Bodies. */
    public int bodies() {
        return scene.bodyCount();
    }

    /** Value k (0..5: x, y, z, vx, vy, vz) of body i after frame f. */
    public double value(int f, int i, int k) {
        return states[f][i * SceneRun.STATE + k];
    }

    /** The scene hash after frame f. */
    public long hash(int f) {
        return hashes[f];
    }

    /** The scene hash after the last frame. */
    public long hash() {
        return hashes[hashes.length - 1];
    }

    /** The hash as hex. */
    public String hashHex() {
        return SceneHash.hex(hash());
    }

    /** The quirks per frame. */
    public QuirkTimeline quirks() {
        return quirks;
    }

    /** Wall time of the stepping (ns). */
    public long nanos() {
        return nanos;
    }

    /** True when the scene is 2D (px units). */
    public boolean flat() {
        return scene instanceof engine.api.scene.Scene2D;
    }
}
