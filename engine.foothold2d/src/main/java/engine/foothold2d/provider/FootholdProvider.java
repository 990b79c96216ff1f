package engine.foothold2d.provider;

import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.SpecFunction;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * The "foothold2d" provider: the MMO client's foothold movement. It registers now so profiles and the launcher
 * can name it; the movement-2d kernel itself is the foothold issue's deliverable and is not offered yet.
 */
@Component(service = KernelProvider.class, property = KernelProvider.ID_PROPERTY + "=" + FootholdProvider.ID)
public final class FootholdProvider implements KernelProvider {
    /** This provider's id. */
    public static final String ID = "foothold2d";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "the side-scrolling MMO client's foothold movement (movement-2d kernel not yet offered)";
    }

    @Override
    public List<Slot<?>> slots() {
        return List.of();
    }

    @Override
    public <K> K kernel(Slot<K> slot, KernelConfig config) {
        throw new SelectionException("provider '" + ID + "' does not offer slot " + slot.id());
    }

    @Override
    public List<SpecFunction> functions() {
        return List.of();
    }
}
