package engine.foothold2d.move;

import engine.api.kernel.Correction;
import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The corrections the 2D movement kernel makes (slot movement-2d), in catalogue order: each is a switch read once
 * when a {@link CMovePath} is built; the faithful kernel has them all off.
 */
public final class FootholdCorrections {
    private static final List<Correction> ALL = List.of(
            new Correction(Quirk.FH_ROUND_HALF_DOUBLE, Slots.MOVEMENT_2D,
                    "rounds the crossing test's positions exactly half up (floor, then the fraction against 0.5)"),
            new Correction(Quirk.FH_DETACH_CLAMP_RTL, Slots.MOVEMENT_2D,
                    "keeps x between the foothold's ends, whichever way it runs, when a mover leaves it"),
            new Correction(Quirk.FH_JUMP_ZERO_GRAVITY, Slots.MOVEMENT_2D,
                    "keeps the undivided jump speed when the field gravity stat is 0"),
            new Correction(Quirk.FH_ROPE_FORCE_ZERO_INPUT, Slots.MOVEMENT_2D,
                    "gives the rope path no vertical force when the float stat is 0"));

    private FootholdCorrections() {
    }

    /** Every correction, one per quirk (all in slot movement-2d). */
    public static List<Correction> all() {
        return ALL;
    }

    /** The quirks corrected. */
    public static Set<Quirk> quirks() {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : ALL) {
            out.add(c.quirk());
        }
        return out;
    }

    /** IEEE arithmetic with every correction on: what a default profile builds. */
    public static KernelConfig config() {
        return new KernelConfig(FloatModel.IEEE, quirks());
    }
}
