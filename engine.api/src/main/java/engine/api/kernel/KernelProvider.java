package engine.api.kernel;

import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * A kernel provider: offers implementations of some slots under an id ("faithful", "fixed", or a plugin's),
 * and the spec functions the oracle may call. Registered as an OSGi service (Declarative Services) or, without
 * OSGi, bound in a Guice module. Kernels it returns are stateless or own only their scratch, and may be
 * shared by one world's calls on one thread.
 */
@ProviderType
public interface KernelProvider {

    /** The service property that carries the provider id. */
    String ID_PROPERTY = "engine.provider.id";

    /** The provider id: lower case letters, digits, '.', '-' and '_', starting with a letter. */
    String id();

    /** One line for the `kernels` listing. */
    String description();

    /** The slots this provider offers, in catalogue order. */
    List<Slot<?>> slots();

    /**
     * A kernel for slot built for config.
     *
     * @throws SelectionException when this provider does not offer slot
     */
    <K> K kernel(Slot<K> slot, KernelConfig config);

    /** The spec functions the oracle may call on this provider, by spec name (IEEE arithmetic). */
    List<SpecFunction> functions();

    /**
     * The spec functions computing with model; a provider whose functions have no arithmetic model answers
     * {@link #functions()}.
     */
    default List<SpecFunction> functions(FloatModel model) {
        return functions();
    }

    /** True when this provider offers slot. */
    default boolean offers(Slot<?> slot) {
        return slots().contains(slot);
    }
}
