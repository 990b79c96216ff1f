package engine.api.kernel.mesh;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * An entry of the mesh overlap table (IPhysics +0xf4, per shape type; Unit 2): the shape at rest against the
 * context's mesh. Returns what IPhysics_OverlapShape adds to its count (the original sphere returns 1 when
 * anything was found, not the number written).
 */
@ProviderType
@FunctionalInterface
public interface MeshOverlap {

    /** Overlaps shape with the mesh inside the box; writes up to room contacts from out[offset]. */
    int overlap(KernelContext ctx, Contact[] out, int offset, int room, Float4 boxMin, Float4 boxMax, Shape shape,
                int options, float minNz, float maxNz);
}
