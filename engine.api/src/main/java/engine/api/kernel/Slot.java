package engine.api.kernel;

import java.util.Objects;

/**
 * One replaceable function of the engine: an id ("sweep.sphere.capsule", "mesh-contact-sort", …), the kernel
 * interface its implementations have, and a one-line description. The catalogue is {@link Slots}; slots are
 * compared by identity and carry a dense ordinal for table lookups.
 *
 * @param <K> the kernel interface of this slot
 */
public final class Slot<K> {
    private final String id;
    private final Class<K> kernelType;
    private final SlotGroup group;
    private final String description;
    private final int ordinal;

    Slot(String id, Class<K> kernelType, SlotGroup group, String description, int ordinal) {
        this.id = Objects.requireNonNull(id);
        this.kernelType = Objects.requireNonNull(kernelType);
        this.group = Objects.requireNonNull(group);
        this.description = Objects.requireNonNull(description);
        this.ordinal = ordinal;
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

    /** Position in {@link Slots#all()}, 0..{@code Slots.all().size() − 1}. */
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
