package engine.api.kernel;

import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * A kernel provider: offers implementations of some slots under an id ("faithful", "fixed", or a plugin's), the
 * corrections its kernels apply per slot, and the spec functions the oracle may call. Registered as an OSGi
 * service (Declarative Services) or, without OSGi, bound in a Guice module. A kernel it returns belongs to one
 * table, and a table to one world: kernels own their scratch and, for the body-set slots, that part of the world's
 * state (pools, ignore slots).
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
     * The corrections this provider's kernels apply, one per quirk and slot, in catalogue order: each is on unless
     * a profile switches it off. A provider that reproduces the original declares none.
     */
    default List<Correction> corrections() {
        return List.of();
    }

    /**
     * A new kernel for slot, built for config (whose corrections are a subset of those declared for slot).
     *
     * @throws SelectionException when this provider does not offer slot, or config names a correction it does not
     *                            declare for slot
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
