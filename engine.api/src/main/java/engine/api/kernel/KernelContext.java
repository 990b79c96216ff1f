package engine.api.kernel;

import engine.api.body.WorldBodies;
import engine.api.math.FloatModel;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshQuery;
import engine.api.quirk.QuirkLog;
import org.osgi.annotation.versioning.ProviderType;

/**
 * What a world hands its kernels on every call: the resolved kernel table (so a kernel calls the slots it
 * depends on, such as the sort from a mesh sweep), the level mesh and the world's shared query scratch, the body
 * vector and list, the arithmetic model and the quirk log. Implemented by a world; one per world, never shared
 * between threads.
 */
@ProviderType
public interface KernelContext {

    /** The world's resolved, immutable kernel table. */
    KernelTable kernels();

    /** The level's collision mesh, or null for a world without one. */
    CollisionMesh mesh();

    /**
     * The live u16 flags of triangle t (0..triangleCount−1) of {@link #mesh()}: the file's flags as this world has
     * enabled or disabled the triangle since (CollisionMesh_SetEnabledInBox's effect).
     */
    int triangleFlags(int t);

    /**
     * The world's one mesh query scratch (the visited bits of the mesh and the cell range), which the original's
     * collectors all share, so two of its queries cannot be interleaved.
     */
    MeshQuery meshQuery();

    /** The world's body vector and x-sorted list. */
    WorldBodies bodies();

    /** The arithmetic model the kernels compute with (the table's). */
    FloatModel floatModel();

    /** Where kernels report the quirks that fired. */
    QuirkLog quirks();
}
