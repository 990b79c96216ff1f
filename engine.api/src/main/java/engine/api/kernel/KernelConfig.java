package engine.api.kernel;

import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a provider is told when it builds kernels for a table: the arithmetic model and the corrections the
 * profile switched off (the fixed kernels correct every quirk marked {@link Quirk#fixedCorrects()} unless it is
 * named here).
 *
 * @param floatModel          the arithmetic model of the faithful kernels
 * @param disabledCorrections quirks the fixed kernels must reproduce instead of correcting
 */
public record KernelConfig(FloatModel floatModel, Set<Quirk> disabledCorrections) {

    /** IEEE arithmetic, every correction on. */
    public static final KernelConfig DEFAULT = new KernelConfig(FloatModel.IEEE, Set.of());

    /** Copies the set; neither part may be null. */
    public KernelConfig {
        Objects.requireNonNull(floatModel, "floatModel");
        disabledCorrections = disabledCorrections.isEmpty() ? Set.of()
                : java.util.Collections.unmodifiableSet(EnumSet.copyOf(disabledCorrections));
    }

    /** True when a correcting kernel should correct q: the catalogue says it can and the profile did not disable it. */
    public boolean corrects(Quirk q) {
        return q.fixedCorrects() && !disabledCorrections.contains(q);
    }
}
