package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The differential rule call by call for the 2D movement (the engine.kernels `correction.Lockstep` rule, for this
 * module's one entry point, CMovePath_Update): before every update the corrected kernel's mover is set to the
 * faithful one's state, both update, and every field is compared. A field may differ only when a quirk the corrected
 * kernel corrects fired in the faithful update; anything else fails naming the update, the field and both values.
 * An update in which no such quirk fired is a bit-identity check. Since each update starts from the same state, every
 * update of a scenario is compared, not only those before the first excused difference.
 */
final class FootholdLockstep {
    /** The mover's fields the kernel writes, in {@link FootholdDifferentialProperties#bits} order. */
    static final String[] FIELDS = {"x", "y", "vx", "vy", "t", "tVelocity", "foothold", "ladder", "layer", "group",
        "previousFoothold", "fallStart", "action", "recordClockMs", "jumpRequested"};

    /** One kernel: an update of the mover on map by timeMs, quirks reported to log. */
    @FunctionalInterface
    interface Kernel {
        /** CMovePath_Update. */
        void update(FootholdMap map, Mover mover, int timeMs, QuirkCounter log);
    }

    /** A CMovePath as a kernel. */
    static Kernel of(CMovePath path) {
        return (map, m, ms, log) -> path.update(map, PhysicsConstants.DEFAULT, m, ms, MovementSink.NONE, log);
    }

    /** What one run saw: updates, bit-identity checks, excused differences and the corrected quirks that fired. */
    record Outcome(int calls, int identical, int excused, Set<Quirk> fired) {
        /** True when at least one update reached a bit-identity check. */
        boolean reached() {
            return identical > 0;
        }
    }

    private FootholdLockstep() {
    }

    /**
     * Runs steps from start on map, corrected (which corrects corrects) against the faithful kernel; fails on an
     * unexplained difference or on corrected reporting a quirk it corrects.
     */
    static Outcome run(FootholdMap map, Mover start, List<FootholdDifferentialProperties.Step> steps,
                       Kernel corrected, Set<Quirk> corrects) {
        Kernel faithful = of(CMovePath.faithful());
        Mover m = new Mover();
        FootholdDifferentialProperties.copy(start, m);
        int identical = 0;
        int excused = 0;
        EnumSet<Quirk> fired = EnumSet.noneOf(Quirk.class);
        for (int i = 0; i < steps.size(); i++) {
            FootholdDifferentialProperties.Step st = steps.get(i);
            m.setInput(st.h(), st.v());
            m.setJumpRequested(st.jump());
            Mover other = new Mover();
            FootholdDifferentialProperties.copy(m, other);
            QuirkCounter otherLog = new QuirkCounter();
            corrected.update(map, other, st.timeMs(), otherLog);
            for (Quirk q : corrects) {
                assertEquals(0, otherLog.count(q), q.id() + " reported by a kernel that corrects it");
            }
            QuirkCounter log = new QuirkCounter();
            faithful.update(map, m, st.timeMs(), log);
            EnumSet<Quirk> here = EnumSet.noneOf(Quirk.class);
            for (Quirk q : corrects) {
                if (log.count(q) > 0) {
                    here.add(q);
                }
            }
            fired.addAll(here);
            long[] a = FootholdDifferentialProperties.bits(m);
            long[] b = FootholdDifferentialProperties.bits(other);
            boolean differs = false;
            for (int f = 0; f < a.length; f++) {
                if (a[f] != b[f]) {
                    differs = true;
                    if (here.isEmpty()) {
                        fail("update " + i + " (" + st + ") on " + map.name() + ": field " + FIELDS[f] + " is " + a[f]
                                + " faithful but " + b[f] + " corrected, and no correction fired in this update"
                                + " (faithful fired " + log.fired() + ")");
                    }
                }
            }
            if (here.isEmpty()) {
                identical++;
            } else if (differs) {
                excused++;
            }
        }
        return new Outcome(steps.size(), identical, excused, fired);
    }
}
