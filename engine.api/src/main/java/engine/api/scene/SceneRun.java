package engine.api.scene;

import engine.api.oracle.SpecWorld;
import java.util.Optional;
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

    /** Bodies (3D) or movers (2D) in the world now. */
    int bodyCount();

    /**
     * Steps one frame of ms milliseconds: a 2D world moves its movers by ms (30 ms sub-steps inside); a 3D world
     * steps by its scene's dt and takes ms ≤ 0 as "one dt".
     *
     * @throws IllegalArgumentException when ms is out of 1..1000 for a 2D world, or above 0 for a 3D world
     */
    void step(int ms);

    /**
     * Adds a 3D body (made through its create function and added at the end of the frame order); returns its index.
     *
     * @throws IllegalArgumentException when its pool is full
     * @throws UnsupportedOperationException in a 2D world
     */
    int addBody(BodySpec body);

    /**
     * Adds a 2D mover (falling from its start); returns its index.
     *
     * @throws UnsupportedOperationException in a 3D world
     */
    int addMover(Scene2D.MoverSpec mover);

    /** Puts body i at (x, y, z) (m; 2D: px, z ignored, airborne there) keeping its velocity. */
    void place(int i, double x, double y, double z);

    /**
     * Sets 2D mover i's inputs (−1, 0, 1) and, when jump, requests a jump for its next update.
     *
     * @throws UnsupportedOperationException in a 3D world
     */
    void input(int i, int horizontal, int vertical, boolean jump);

    /** Body i's extra state: 2D its foothold id, T (px) and T velocity; 3D its body flags and contact count. */
    double[] detail(int i);

    /** Floats {@link #contacts} writes per contact: point x, y, z (m) and unit normal x, y, z. */
    int CONTACT = 6;

    /**
     * Writes the contacts body i answered in the last frame stepped ({@link #CONTACT} floats each: the point, the
     * body's shape position at the contact (m), and the unit normal out of the surface towards the body) into out at
     * offset, at most (out.length − offset) / {@link #CONTACT} of them; returns how many it answered in all (more
     * than written when out is short or the world keeps fewer: 3D keeps 8 a frame). A 2D world has no contacts: 0.
     */
    default int contacts(int i, float[] out, int offset) {
        return 0;
    }

    /**
     * The body (3D) or mover (2D) whose pass is running now, for a {@link engine.api.quirk.QuirkLog} to attribute a
     * quirk firing during {@link #step()}; −1 outside any body's pass (the world's own step, placing, adding).
     */
    default int stepping() {
        return -1;
    }

    /** Folds every body's bits (its state and, in 3D, its box and shape) into h; returns the new hash. */
    long hash(long h);

    /**
     * The spec world over this run's own world, for spec calls inside a session (docs/oracle.md); empty when the
     * run takes none (a 2D world, a plugin's scene service).
     */
    default Optional<SpecWorld> specWorld() {
        return Optional.empty();
    }
}
