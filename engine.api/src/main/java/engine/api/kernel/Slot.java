package engine.api.kernel;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One replaceable function of the engine: an id ("sweep.sphere.capsule", "mesh-contact-sort", …), the kernel
 * interface its implementations have, its family and a one-line description. The catalogue of every slot is
 * {@code engine.api.slots.Slots}, which makes them all once; slots compare by identity and each carries a dense
 * number for table lookups.
 *
 * @param <K> the kernel interface of this slot
 */
public final class Slot<K> {
    private static final AtomicInteger MADE = new AtomicInteger();

    private final String id;
    private final Class<K> kernelType;
    private final SlotGroup group;
    private final String description;
    private final String fallbackProvider;
    private final int ordinal;

    /**
     * A new slot, numbered after every slot made before it. Only the catalogue makes slots: one made elsewhere is
     * in no table and no provider can be selected for it.
     */
    public Slot(String id, Class<K> kernelType, SlotGroup group, String description) {
        this(id, kernelType, group, description, null);
    }

    /**
     * A new slot that falls back to fallbackProvider (may be null) when a profile's default provider does not offer
     * it and the profile names no provider for it (the 2D movement's foothold2d, say).
     */
    public Slot(String id, Class<K> kernelType, SlotGroup group, String description, String fallbackProvider) {
        this.id = Objects.requireNonNull(id, "id");
        this.kernelType = Objects.requireNonNull(kernelType, "kernelType");
        this.group = Objects.requireNonNull(group, "group");
        this.description = Objects.requireNonNull(description, "description");
        this.fallbackProvider = fallbackProvider;
        this.ordinal = MADE.getAndIncrement();
    }

    /** The slot id used in profiles, reports and the command line. */
    public String id() {
        return id;
    }

    /** The kernel interface implementations of this slot provide. */
    public Class<K> kernelType() {
        return kernelType;
    }

    /** The family this slot belongs to. */
    public SlotGroup group() {
        return group;
    }

    /** One line: what the slot computes and where the spec gives it. */
    public String description() {
        return description;
    }

    /**
     * The provider that serves this slot when a profile's default does not offer it and the profile names none, or
     * null: the slot then stays empty.
     */
    public String fallbackProvider() {
        return fallbackProvider;
    }

    /** The slot's number, 0 for the first slot made; dense over the catalogue. */
    public int ordinal() {
        return ordinal;
    }

    /** Casts a kernel object to this slot's interface, with a clear error when it is not one. */
    public K cast(Object kernel) {
        if (!kernelType.isInstance(kernel)) {
            throw new IllegalArgumentException("slot " + id + " needs a " + kernelType.getSimpleName() + ", got "
                    + (kernel == null ? "null" : kernel.getClass().getName()));
        }
        return kernelType.cast(kernel);
    }

    @Override
    public String toString() {
        return id;
    }
}
