package engine.api.scene;

import engine.api.mesh.CollisionMesh;
import java.util.List;
import java.util.Objects;

/**
 * A 3D scene: a level mesh, bodies made through the create functions in order (each also an actor of the frame, in
 * that order), a step dt (s) and a frame count.
 */
public record Scene3D(String name, String description, CollisionMesh level, float dt, int frames,
                      List<BodySpec> bodies) implements Scene {

    /** Checks the values: dt finite in (0, 1] s, frames in 1..{@link #MAX_FRAMES}; bodies may be none (a session). */
    public Scene3D {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(level, "level");
        bodies = List.copyOf(bodies);
        if (!(dt > 0f && dt <= 1f)) {
            throw new IllegalArgumentException("dt " + dt + " is not in (0, 1] s");
        }
        if (frames < 1 || frames > MAX_FRAMES) {
            throw new IllegalArgumentException("frames " + frames + " not in 1.." + MAX_FRAMES);
        }
    }

    /** The most frames a scene may ask for. */
    public static final int MAX_FRAMES = 1_000_000;

    @Override
    public int bodyCount() {
        return bodies.size();
    }

    @Override
    public String bodyName(int i) {
        return bodies.get(i).name();
    }

    /** This scene with frames frames. */
    public Scene3D withFrames(int n) {
        return new Scene3D(name, description, level, dt, n, bodies);
    }
}
