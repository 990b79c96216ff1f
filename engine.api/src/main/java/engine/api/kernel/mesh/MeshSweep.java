package engine.api.kernel.mesh;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * An entry of the mesh sweep table (IPhysics +0xe0, per shape type; Unit 2): sweeps shape by move against the
 * context's mesh within the world box, writing its contacts nearest first into out[offset…], and returns how
 * many it wrote (the capsule's original ignores max).
 */
@ProviderType
@FunctionalInterface
public interface MeshSweep {

    /**
     * @param out     contact slots; the sweep writes out[offset], out[offset + 1], …
     * @param max     the most contacts the caller has room for
     * @param boxMin  the world box's lower corner (the shape's box grown by the move)
     * @param boxMax  the world box's upper corner
     * @param options option bits (4 minimum n.z, 8 maximum n.z, 0x40 backfaces, 0x8000, 0x20000; Unit 2)
     * @param minNz   the minimum normal z read with option 4
     * @param maxNz   the maximum normal z read with option 8
     * @return contacts written, 0 when none
     */
    int sweep(KernelContext ctx, Contact[] out, int offset, int max, Float4 boxMin, Float4 boxMax, Body body,
              Shape shape, Float4 move, int options, float minNz, float maxNz);
}
