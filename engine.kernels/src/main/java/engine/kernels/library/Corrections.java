package engine.kernels.library;

import engine.api.kernel.Correction;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.kernels.box.BoxCorrections;
import engine.kernels.human.HumanCorrections;
import engine.kernels.ignore.IgnoreCorrections;
import engine.kernels.mesh.MeshCorrections;
import engine.kernels.pair.PairCorrections;
import engine.kernels.pool.PoolCorrections;
import engine.kernels.shape.ShapeCorrections;
import engine.kernels.sweep.SweepCorrections;
import engine.kernels.world.WorldCorrections;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The table of corrections the library's kernels make, gathered from each kernel family's own table: for each,
 * the quirk, the slot whose kernel makes it and one line saying what the corrected kernel does. A kernel consults
 * {@code config.corrects(quirk)} at the quirk's site; a test shows every row changing a result where the quirk
 * fires.
 */
final class Corrections {
    /** Every row, in catalogue order of the quirk, then slot order. */
    static final List<Correction> ALL;

    static {
        List<Correction> c = new ArrayList<>();
        c.addAll(MeshCorrections.all());
        c.addAll(SweepCorrections.all());
        c.addAll(ShapeCorrections.all());
        c.addAll(WorldCorrections.all());
        c.addAll(IgnoreCorrections.all());
        c.addAll(PoolCorrections.all());
        c.addAll(HumanCorrections.all());
        c.addAll(PairCorrections.all());
        c.addAll(BoxCorrections.all());
        c.sort(Comparator.comparingInt((Correction x) -> x.quirk().ordinal())
                .thenComparingInt(x -> x.slot().ordinal()));
        ALL = List.copyOf(c);
    }

    private Corrections() {
    }

    /** The quirks corrected in slot. */
    static Set<Quirk> of(Slot<?> slot) {
        EnumSet<Quirk> out = EnumSet.noneOf(Quirk.class);
        for (Correction c : ALL) {
            if (c.slot() == slot) {
                out.add(c.quirk());
            }
        }
        return out;
    }
}
