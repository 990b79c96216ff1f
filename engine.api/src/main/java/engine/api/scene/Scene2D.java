package engine.api.scene;

import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import java.util.List;
import java.util.Objects;

/**
 * A 2D scene: a map given as the bytes of a WZ XML export (source names it in errors), the physics constants, movers
 * with stats and timed inputs, the time each frame advances (ms) and a frame count. A crowd adds {@code crowd}
 * generated movers spread over the map's footholds after the listed ones.
 */
public record Scene2D(String name, String description, String mapSource, byte[] mapXml, PhysicsConstants physics,
                      int frameMs, int frames, List<MoverSpec> movers, int crowd, long crowdSeed) implements Scene {

    /** The most movers (listed and crowd) a scene may hold. */
    public static final int MAX_MOVERS = 100_000;

    /** Checks frameMs in 1..1000, frames in 1..{@link Scene3D#MAX_FRAMES}, at most {@link #MAX_MOVERS} movers. */
    public Scene2D {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(mapSource, "mapSource");
        Objects.requireNonNull(mapXml, "mapXml");
        Objects.requireNonNull(physics, "physics");
        movers = List.copyOf(movers);
        if (frameMs < 1 || frameMs > 1000) {
            throw new IllegalArgumentException("frameMs " + frameMs + " not in 1..1000");
        }
        if (frames < 1 || frames > Scene3D.MAX_FRAMES) {
            throw new IllegalArgumentException("frames " + frames + " not in 1.." + Scene3D.MAX_FRAMES);
        }
        if (crowd < 0 || movers.size() + (long) crowd > MAX_MOVERS) {
            throw new IllegalArgumentException("movers plus crowd must be in 0.." + MAX_MOVERS);
        }
    }

    @Override
    public int bodyCount() {
        return movers.size() + crowd;
    }

    @Override
    public String bodyName(int i) {
        return i < movers.size() ? movers.get(i).name() : "crowd" + (i - movers.size());
    }

    /** This scene with n frames. */
    public Scene2D withFrames(int n) {
        return new Scene2D(name, description, mapSource, mapXml, physics, frameMs, n, movers, crowd, crowdSeed);
    }

    /** A mover: its start (px, y down), stats and the inputs it holds, each from its frame on. */
    public record MoverSpec(String name, double x, double y, MoverStats stats, List<Input> inputs) {
        /** Checks the start is finite and copies the inputs. */
        public MoverSpec {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(stats, "stats");
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw new IllegalArgumentException("mover " + name + ": a non-finite start");
            }
            inputs = List.copyOf(inputs);
        }
    }

    /** From frame on: horizontal and vertical input (−1, 0, 1) and a jump request on that frame. */
    public record Input(int frame, int horizontal, int vertical, boolean jump) {
        /** Checks the inputs are −1, 0 or 1 and frame ≥ 0. */
        public Input {
            if (frame < 0 || Math.abs(horizontal) > 1 || Math.abs(vertical) > 1) {
                throw new IllegalArgumentException("an input needs frame >= 0 and inputs in -1..1");
            }
        }
    }
}
