package engine.api.scene;

import java.util.Objects;

/**
 * One body of a 3D scene: its create function, where it starts (m), its shape's size, extra body flags and the
 * owner's script. For an object, radius &gt; 0 gives an object sphere and radius 0 an object box of halfSize; a
 * car is a car box of halfSize; a pane a box width × height (halfSize x and z doubled); humans and punch bags take
 * scale.
 */
public record BodySpec(String name, BodyKind kind, float x, float y, float z, float radius, float halfX,
                       float halfY, float halfZ, float scale, int flags, boolean pushSphere, OwnerScript owner) {

    /** Checks names, finiteness and sizes. */
    public BodySpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(owner, "owner");
        for (float v : new float[] {x, y, z, radius, halfX, halfY, halfZ, scale}) {
            if (!Float.isFinite(v)) {
                throw new IllegalArgumentException("body " + name + ": a non-finite number");
            }
        }
        if (radius < 0f || halfX < 0f || halfY < 0f || halfZ < 0f || !(scale > 0f)) {
            throw new IllegalArgumentException("body " + name + ": a negative size or a scale not above 0");
        }
    }
}
