package engine.api.scene;

import org.osgi.annotation.versioning.ProviderType;

/** One scene's world, stepped one frame at a time; one thread. */
@ProviderType
public interface SceneRun {

    /** Values {@link #state} writes per body: x, y, z, vx, vy, vz (m and m/s in 3D; px and px/s, z = 0, in 2D). */
    int STATE = 6;

    /** Frames stepped so far. */
    int frame();

    /** Steps one frame. */
    void step();

    /** Writes body i's state ({@link #STATE} values) into out at offset. */
    void state(int i, double[] out, int offset);

    /** Folds every body's bits (its state and, in 3D, its box and shape) into h; returns the new hash. */
    long hash(long h);
}
