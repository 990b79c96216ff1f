package engine.kernels.registry;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The one table from slot to kernel: each kernel family registers its slots (a mirrored pair once, for both orders)
 * and its correction rows; {@link #offers}, {@link #make}, {@link #slots} and {@link #corrections} all read it, as
 * Box2D's {@code s_registers} and Jolt's {@code CollisionDispatch} do. Built once and then read-only; a lookup indexes
 * an array by the slot's ordinal (no hashing, no allocation), and every list is in catalogue order. A slot registered
 * twice, a pair mirrored onto itself, a correction in a slot no family registered or a row given twice is an error
 * when the registry is built.
 */
public final class SlotRegistry {

    /** Makes a new kernel of one slot for a config. */
    @FunctionalInterface
    public interface Maker<K> {
        /** A new kernel following config's corrections. */
        K make(KernelConfig config);
    }

    /**
     * Makes a kernel of a mirrored pair: first is true for the order registered first (own, other), false for its
     * mirror (other, own).
     */
    @FunctionalInterface
    public interface PairMaker<K> {
        /** A new kernel of the first order (first true) or of the mirror, following config's corrections. */
        K make(KernelConfig config, boolean first);
    }

    /** One kernel family's registrations, made against a builder. */
    @FunctionalInterface
    public interface Family {
        /** Adds this family's slots and corrections to r. */
        void register(Builder r);
    }

    /** A pair registered once for both orders: first is the order as registered, second its mirror. */
    public record MirroredPair(Slot<?> first, Slot<?> second) {
    }

    private final Maker<?>[] makers;
    private final List<Slot<?>> slots;
    private final List<MirroredPair> mirrored;
    private final List<Correction> corrections;
    private final List<Set<Quirk>> correctable;

    private SlotRegistry(Builder b) {
        makers = b.makers.clone();
        List<Slot<?>> s = new ArrayList<>();
        for (Slot<?> slot : b.slotsByOrdinal) {
            if (slot != null) {
                s.add(slot);
            }
        }
        slots = List.copyOf(s);
        mirrored = List.copyOf(b.mirrored);
        for (Correction c : b.corrections) {
            if (!offers(c.slot())) {
                throw new IllegalStateException("correction " + c.quirk().id() + " in slot " + c.slot().id()
                        + ": no family registers that slot");
            }
        }
        List<Correction> rows = new ArrayList<>(b.corrections);
        rows.sort(Comparator.comparingInt((Correction c) -> c.quirk().ordinal())
                .thenComparingInt(c -> c.slot().ordinal()));
        for (int i = 1; i < rows.size(); i++) {
            if (rows.get(i).quirk() == rows.get(i - 1).quirk() && rows.get(i).slot() == rows.get(i - 1).slot()) {
                throw new IllegalStateException("correction " + rows.get(i).quirk().id() + " in slot "
                        + rows.get(i).slot().id() + " registered twice");
            }
        }
        corrections = List.copyOf(rows);
        List<Set<Quirk>> bySlot = new ArrayList<>(makers.length);
        for (int i = 0; i < makers.length; i++) {
            EnumSet<Quirk> q = EnumSet.noneOf(Quirk.class);
            for (Correction c : corrections) {
                if (c.slot().ordinal() == i) {
                    q.add(c.quirk());
                }
            }
            bySlot.add(Collections.unmodifiableSet(q));
        }
        correctable = List.copyOf(bySlot);
    }

    /** The registry of families' registrations, made in the order given. */
    public static SlotRegistry of(Family... families) {
        Builder b = new Builder();
        for (Family f : families) {
            f.register(b);
        }
        return new SlotRegistry(b);
    }

    /** True when a family registered slot. */
    public boolean offers(Slot<?> slot) {
        int i = slot.ordinal();
        return i < makers.length && makers[i] != null;
    }

    /**
     * A new kernel of slot following config.
     *
     * @throws SelectionException when no family registered slot
     */
    public <K> K make(Slot<K> slot, KernelConfig config) {
        if (!offers(slot)) {
            throw new SelectionException("the kernel library has no kernel for slot " + slot.id());
        }
        return slot.cast(makers[slot.ordinal()].make(config));
    }

    /** Every registered slot, in catalogue order. */
    public List<Slot<?>> slots() {
        return slots;
    }

    /** The pairs registered once for both orders, in registration order. */
    public List<MirroredPair> mirroredPairs() {
        return mirrored;
    }

    /** Every correction row, in catalogue order of the quirk, then slot order. */
    public List<Correction> corrections() {
        return corrections;
    }

    /** The quirks corrected in slot (empty for a slot not registered). */
    public Set<Quirk> correctable(Slot<?> slot) {
        int i = slot.ordinal();
        return i < correctable.size() ? correctable.get(i) : Set.of();
    }

    /** The registrations of the families, before the registry is built. */
    public static final class Builder {
        private Maker<?>[] makers = new Maker<?>[0];
        private Slot<?>[] slotsByOrdinal = new Slot<?>[0];
        private final List<MirroredPair> mirrored = new ArrayList<>();
        private final List<Correction> corrections = new ArrayList<>();

        private Builder() {
        }

        /**
         * Registers slot's kernel.
         *
         * @throws IllegalStateException when slot is already registered
         */
        public <K> Builder add(Slot<K> slot, Maker<? extends K> make) {
            int i = slot.ordinal();
            if (i >= makers.length) {
                makers = Arrays.copyOf(makers, i + 1);
                slotsByOrdinal = Arrays.copyOf(slotsByOrdinal, i + 1);
            }
            if (makers[i] != null) {
                throw new IllegalStateException("slot " + slot.id() + " registered twice");
            }
            makers[i] = make;
            slotsByOrdinal[i] = slot;
            return this;
        }

        /**
         * Registers a pair once for both orders: first's kernel is make(config, true), its mirror second's is
         * make(config, false).
         *
         * @throws IllegalStateException when first is second or either is already registered
         */
        public <K> Builder mirrored(Slot<K> first, Slot<K> second, PairMaker<? extends K> make) {
            if (first == second) {
                throw new IllegalStateException("slot " + first.id() + " mirrored onto itself");
            }
            add(first, c -> make.make(c, true));
            add(second, c -> make.make(c, false));
            mirrored.add(new MirroredPair(first, second));
            return this;
        }

        /** Adds a family's correction rows (each checked against the registered slots when the registry is built). */
        public Builder corrections(List<Correction> rows) {
            corrections.addAll(rows);
            return this;
        }
    }
}
