package engine.launcher.ab;

import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One difference between an A/B's two profiles, as a switch that takes run A's choices to run B's setting for it: a
 * correction switched differently (in every slot with the same provider where it differs), a slot served by another
 * provider (with B's corrections), or the float model.
 */
public sealed interface Difference {

    /** The id a report names: the quirk id, {@code slot:ID} or {@code floatModel}. */
    String id();

    /** The kind: "correction", "slot" or "floatModel". */
    String kind();

    /** One line for reports: the quirk's title, or the two providers or models. */
    String describe();

    /** Switches target to b's setting for this difference. */
    void applyTo(SlotChoices target, SlotChoices b);

    /**
     * A correction on in one profile and off in the other, in slots (the same provider in both runs); onInB says
     * which run corrects it (in the first such slot, when the slots disagree).
     */
    record Correction(Quirk quirk, List<Slot<?>> slots, boolean onInB) implements Difference {
        /** Copies the slots. */
        public Correction {
            slots = List.copyOf(slots);
        }

        @Override
        public String id() {
            return quirk.id();
        }

        @Override
        public String kind() {
            return "correction";
        }

        @Override
        public String describe() {
            return quirk.title() + " (corrected in " + (onInB ? "B" : "A") + "; slots "
                    + slots.stream().map(Slot::id).collect(Collectors.joining(", ")) + ")";
        }

        @Override
        public void applyTo(SlotChoices target, SlotChoices b) {
            for (Slot<?> s : slots) {
                target.correction(s, quirk, b.on(s).contains(quirk));
            }
        }
    }

    /** A slot whose provider differs (null: empty in that run). */
    record Provider(Slot<?> slot, String providerA, String providerB) implements Difference {
        @Override
        public String id() {
            return "slot:" + slot.id();
        }

        @Override
        public String kind() {
            return "slot";
        }

        @Override
        public String describe() {
            return "slot " + slot.id() + ": provider " + (providerA == null ? "none" : providerA) + " vs "
                    + (providerB == null ? "none" : providerB);
        }

        @Override
        public void applyTo(SlotChoices target, SlotChoices b) {
            target.set(slot, b.provider(slot), b.on(slot));
        }
    }

    /** The float model differs. */
    record FloatModel(String modelA, String modelB) implements Difference {
        @Override
        public String id() {
            return "floatModel";
        }

        @Override
        public String kind() {
            return "floatModel";
        }

        @Override
        public String describe() {
            return "float model " + modelA + " vs " + modelB;
        }

        @Override
        public void applyTo(SlotChoices target, SlotChoices b) {
            target.floatModel(b.floatModel());
        }
    }
}
