package engine.foothold2d.provider;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.SpecFunction;
import engine.api.slots.Slots;
import engine.foothold2d.move.CMovePath;
import engine.foothold2d.move.FootholdCorrections;
import engine.foothold2d.oracle.FootholdFunctions;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * The "foothold2d" provider: the MMO client's foothold movement (movement-2d) and its oracle functions. It declares
 * the 2D kernel's corrections ({@link FootholdCorrections}): a table built from a profile switches each on unless the
 * profile switches it off, and with all of them off the kernel is the client's.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FootholdProvider.ID)
public final class FootholdProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "foothold2d";

    private final List<SpecFunction> functions = new FootholdFunctions().table();

    /** A provider (also used without OSGi). */
    public FootholdProvider() {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "the side-scrolling MMO client's foothold movement (CMovePath UpdatePhysics on WZ XML maps)";
    }

    @Override
    public List<Slot<?>> slots() {
        return List.of(Slots.MOVEMENT_2D);
    }

    @Override
    public List<Correction> corrections() {
        return FootholdCorrections.all();
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        if (slot != Slots.MOVEMENT_2D) {
            throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
        }
        for (var q : config.corrections()) {
            if (!FootholdCorrections.quirks().contains(q)) {
                throw new SelectionException("slot " + slot.id() + ": provider '" + ID + "' has no correction "
                        + q.id());
            }
        }
        // a fresh kernel per table: it owns scratch and serves one thread
        return slot.kernelType().cast(new CMovePath(config));
    }

    @Override
    public List<SpecFunction> functions() {
        return functions;
    }
}
