package engine.api.scene;

import engine.api.kernel.KernelTable;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Builds a world for a scene with a table's kernels and steps it in the original's order. Registered as an OSGi
 * service by the bundles that own the world (engine.kernels for 3D, engine.foothold2d for 2D) or bound in Guice.
 */
@ProviderType
public interface SceneService {

    /** True when this service runs scenes of scene's kind. */
    boolean runs(Scene scene);

    /**
     * A new world for scene over table's kernels (one table per world), reporting fired quirks to log.
     *
     * @throws IllegalArgumentException when the scene cannot be built (a pool full, a map that does not load)
     * @throws engine.api.kernel.SelectionException when table lacks a slot the scene needs
     */
    SceneRun open(Scene scene, KernelTable table, QuirkLog log);

    /** The session forms a run's {@link SceneRun#specWorld} takes, for {@code describe}; none by default. */
    default List<SpecFunction> sessionFunctions() {
        return List.of();
    }
}
