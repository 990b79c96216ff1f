package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.foothold.PhysicsConstants;
import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.foothold2d.MapleData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The differential rule for the 2D kernel's corrections: over generated maps, movers, stats and input scripts, the
 * faithful kernel, the corrected one and every mixed configuration (each correction alone off, each alone on) are
 * stepped in lockstep from the same state; after every update their states are bit-identical unless a quirk that
 * configuration corrects fired in the faithful update, and a kernel never reports a quirk it corrects.
 */
class FootholdDifferentialProperties {
    private static final Set<Quirk> CORRECTED = FootholdCorrections.quirks();
    /** The corrected quirks seen firing where a configuration then differed (checked after all tries). */
    private static final Set<Quirk> DIFFERED = EnumSet.noneOf(Quirk.class);

    private static final List<FootholdMap> MAPS = List.of(
            MapleData.loadSynthetic(MapleData.TOWN),
            MapleData.loadSynthetic(MapleData.ICEFIELD),
            MapleData.loadSynthetic(MapleData.PLATFORMS),
            new FootholdMap("rtl", List.of(fh(1, -1000, 0, 1000, 0), fh(2, 300, -100, -300, -100),
                    fh(3, -1000, -200, 0, -200), fh(4, 600, -300, 100, -250)), List.of()),
            new FootholdMap("ends", List.of(fh(1, -1000, 0, 0, 0), fh(2, -1000, 100, 1000, 100)), List.of()));

    private static final List<KernelConfig> CONFIGS = configs();

    private static Foothold fh(int id, int x1, int y1, int x2, int y2) {
        return new Foothold(id, 0, 1, x1, y1, x2, y2, 0, 0, 0, 0, 0);
    }

    private static List<KernelConfig> configs() {
        List<KernelConfig> out = new ArrayList<>();
        out.add(FootholdCorrections.config());
        for (Quirk q : CORRECTED) {
            EnumSet<Quirk> allBut = EnumSet.copyOf(CORRECTED);
            allBut.remove(q);
            out.add(new KernelConfig(FloatModel.IEEE, allBut));
            out.add(new KernelConfig(FloatModel.IEEE, EnumSet.of(q)));
        }
        return out;
    }

    /** One generated update: inputs, a jump request and a length. */
    record Step(int h, int v, boolean jump, int timeMs) {
    }

    /** A generated scenario. */
    record Scenario(int map, int foothold, double t, double x, double y, double vx, double vy, int stats,
                    List<Step> steps) {
    }

    @Provide
    Arbitrary<Scenario> scenarios() {
        Arbitrary<Step> step = Combinators.combine(Arbitraries.integers().between(-1, 1),
                Arbitraries.integers().between(-1, 1), Arbitraries.integers().between(0, 5).map(j -> j == 0),
                Arbitraries.of(0, 10, 30, 30, 30, 45)).as(Step::new);
        Arbitrary<Double> x = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(0, 6).map(k -> -k - 0.5)),
                net.jqwik.api.Tuple.of(7, Arbitraries.doubles().between(-1100, 1100).ofScale(2)));
        return Combinators.combine(Arbitraries.integers().between(0, MAPS.size() - 1),
                Arbitraries.integers().between(0, 40), Arbitraries.doubles().between(0, 1).ofScale(3), x,
                Arbitraries.doubles().between(-400, 300).ofScale(1),
                Arbitraries.doubles().between(-300, 300).ofScale(1),
                Arbitraries.doubles().between(-700, 400).ofScale(1), Arbitraries.integers().between(0, 4))
                .flatAs((m, fh, t, px, py, vx, vy, st) -> step.list().ofMinSize(5).ofMaxSize(30)
                        .map(s -> new Scenario(m, fh, t, px, py, vx, vy, st, s)));
    }

    private static MoverStats stats(int which) {
        MoverStats d = MoverStats.DEFAULT;
        return switch (which) {
            // the field gravity 0: FH_JUMP_ZERO_GRAVITY
            case 1 -> new MoverStats(d.fieldWalk(), d.fieldDrag(), d.fieldFloat(), 0.0, d.mass(), d.walkAcc(),
                    d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), d.climbUp(),
                    d.floatUp());
            // climbUp alone takes the rope path: FH_ROPE_FORCE_ZERO_INPUT
            case 2 -> new MoverStats(d.fieldWalk(), d.fieldDrag(), d.fieldFloat(), d.fieldGravity(), d.mass(),
                    d.walkAcc(), d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(),
                    1.0, d.floatUp());
            // a negative float stat: the rope path with a non-zero divisor
            case 3 -> new MoverStats(d.fieldWalk(), d.fieldDrag(), -1.0, d.fieldGravity(), d.mass(), d.walkAcc(),
                    d.walkSpeed(), d.walkDrag(), d.walkSlant(), d.walkJump(), d.climbDown(), d.floatDown(), d.climbUp(),
                    d.floatUp());
            default -> d;
        };
    }

    private static Mover start(Scenario s) {
        FootholdMap map = MAPS.get(s.map());
        Mover m = new Mover();
        m.setStats(stats(s.stats()));
        List<Foothold> floors = map.footholds().stream().filter(f -> !f.isWall()).toList();
        if (s.foothold() < floors.size() && s.foothold() % 3 != 2) {
            Foothold f = floors.get(s.foothold());
            double t = s.t() * f.length();
            m.setFoothold(f.id());
            m.setLayer(f.layer());
            m.setGroup(f.group());
            m.setT(t, 0.0);
            m.setPosition(f.x1() + f.cos() * t, f.y1() + f.sin() * t);
        } else {
            m.setPosition(s.x(), s.y());
            m.setVelocity(s.vx(), s.vy());
        }
        return m;
    }

    /** Every field of the mover the kernel writes, as bits. */
    static long[] bits(Mover m) {
        return new long[] {Double.doubleToRawLongBits(m.x()), Double.doubleToRawLongBits(m.y()),
            Double.doubleToRawLongBits(m.vx()), Double.doubleToRawLongBits(m.vy()), Double.doubleToRawLongBits(m.t()),
            Double.doubleToRawLongBits(m.tVelocity()), m.foothold(), m.ladder(), m.layer(), m.group(),
            m.previousFoothold(), m.fallStart(), m.action().ordinal(), m.recordClockMs(), m.jumpRequested() ? 1 : 0};
    }

    /** Copies every field of from into to. */
    static void copy(Mover from, Mover to) {
        to.setPosition(from.x(), from.y());
        to.setVelocity(from.vx(), from.vy());
        to.setT(from.t(), from.tVelocity());
        to.setFoothold(from.foothold());
        to.setLadder(from.ladder());
        to.setLayer(from.layer());
        to.setGroup(from.group());
        to.setInput(from.horizontalInput(), from.verticalInput());
        to.setJumpRequested(from.jumpRequested());
        to.setLadderRequested(from.ladderRequested());
        to.setPreviousFoothold(from.previousFoothold());
        to.setFallStart(from.fallStart());
        to.setAction(from.action());
        to.setRecordClockMs(from.recordClockMs());
        to.setStats(from.stats());
    }

    @Property(tries = 400)
    void faithfulFixedAndMixedAgreeBitForBitUnlessACorrectedQuirkFired(@ForAll("scenarios") Scenario s) {
        FootholdMap map = MAPS.get(s.map());
        CMovePath faithful = CMovePath.faithful();
        List<CMovePath> others = CONFIGS.stream().map(CMovePath::new).toList();
        Mover m = start(s);
        Mover other = new Mover();
        for (Step st : s.steps()) {
            m.setInput(st.h(), st.v());
            m.setJumpRequested(st.jump());
            long[] before = bits(m);
            for (int k = 0; k < others.size(); k++) {
                copy(m, other);
                assertTrue(Arrays.equals(before, bits(other)), "the copy is exact");
                QuirkCounter otherLog = new QuirkCounter();
                others.get(k).update(map, PhysicsConstants.DEFAULT, other, st.timeMs(), MovementSink.NONE, otherLog);
                Set<Quirk> corrects = CONFIGS.get(k).corrections();
                for (Quirk q : corrects) {
                    assertEquals(0, otherLog.count(q), q.id() + " reported by a kernel that corrects it");
                }
                Mover again = new Mover();
                copy(m, again);
                QuirkCounter faithfulLog = new QuirkCounter();
                faithful.update(map, PhysicsConstants.DEFAULT, again, st.timeMs(), MovementSink.NONE, faithfulLog);
                if (!Arrays.equals(bits(again), bits(other))) {
                    Set<Quirk> fired = EnumSet.noneOf(Quirk.class);
                    for (Quirk q : corrects) {
                        if (faithfulLog.count(q) > 0) {
                            fired.add(q);
                        }
                    }
                    assertTrue(!fired.isEmpty(), "configuration " + corrects + " differs from faithful on "
                            + map.name() + " with no corrected quirk fired; faithful fired " + faithfulLog.fired());
                    synchronized (DIFFERED) {
                        DIFFERED.addAll(fired);
                    }
                }
            }
            QuirkCounter log = new QuirkCounter();
            faithful.update(map, PhysicsConstants.DEFAULT, m, st.timeMs(), MovementSink.NONE, log);
        }
    }

    @AfterContainer
    static void everyCorrectionMadeADifferenceSomewhere() {
        assertEquals(CORRECTED, DIFFERED, "corrections never seen changing a result");
    }
}
