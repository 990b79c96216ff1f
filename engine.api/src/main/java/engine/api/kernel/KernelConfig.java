package engine.api.kernel;

import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What a provider is told when it builds the kernel of one slot: the arithmetic model and the corrections that
 * kernel applies (those its provider declares for the slot, less those the profile switched off).
 *
 * @param floatModel  the arithmetic model the kernel computes with
 * @param corrections the quirks the kernel corrects; every other quirk it reproduces as the original
 */
public record KernelConfig(FloatModel floatModel, Set<Quirk> corrections) {

    /** IEEE arithmetic, no correction: the original's behaviour. */
    public static final KernelConfig DEFAULT = new KernelConfig(FloatModel.IEEE, Set.of());

    /** Copies the set; neither part may be null. */
    public KernelConfig {
        Objects.requireNonNull(floatModel, "floatModel");
        corrections = corrections.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(corrections));
    }

    /** The original's behaviour (no correction) computing with model. */
    public static KernelConfig original(FloatModel model) {
        return new KernelConfig(model, Set.of());
    }

    /** True when the kernel corrects q. */
    public boolean corrects(Quirk q) {
        return corrections.contains(q);
    }
}
