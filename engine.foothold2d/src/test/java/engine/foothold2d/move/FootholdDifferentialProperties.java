package engine.foothold2d.move;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.Mover;
import engine.api.foothold.MoverStats;
import engine.api.kernel.KernelConfig;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.foothold2d.MapleData;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.statistics.Statistics;

/**
 * The differential rule for the 2D kernel's corrections: over generated maps, movers, stats and input scripts, the
 * faithful kernel, the corrected one and every mixed configuration (each correction alone off, each alone on) are
 * stepped in lockstep from the same state ({@link FootholdLockstep}); after every update their fields are
 * bit-identical unless a quirk that configuration corrects fired in the faithful update, and a kernel never reports
 * a quirk it corrects. Coverage: at least 80% of tries reach a bit-identity check and each correction fires in at
 * least 2% of tries (every correction on).
 */
class FootholdDifferentialProperties {
    private static final Set<Quirk> CORRECTED = FootholdCorrections.quirks();

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

    private static Arbitrary<Scenario> randomScenarios() {
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

    /**
     * Random scenarios, and targeted ones for the two rare corrections: a jump off a right-to-left foothold of the
     * "rtl" map (FH_DETACH_CLAMP_RTL) and a jump with the field gravity 0 (FH_JUMP_ZERO_GRAVITY).
     */
    @Provide
    Arbitrary<Scenario> scenarios() {
        Arbitrary<Scenario> random = randomScenarios();
        Arbitrary<Scenario> rtlJump = random.map(s -> new Scenario(3, s.foothold() % 2 == 0 ? 1 : 3,
                0.05 + 0.9 * s.t(), s.x(), s.y(), s.vx(), s.vy(), s.stats(), jumpFirst(s.steps())));
        Arbitrary<Scenario> zeroGravityJump = random.map(s -> new Scenario(s.map(), 0, s.t(), s.x(), s.y(), s.vx(),
                s.vy(), 1, jumpFirst(s.steps())));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(7, random), net.jqwik.api.Tuple.of(2, rtlJump),
                net.jqwik.api.Tuple.of(1, zeroGravityJump));
    }

    /** steps with the first one a 30 ms jump. */
    private static List<Step> jumpFirst(List<Step> steps) {
        List<Step> out = new ArrayList<>(steps);
        Step first = out.get(0);
        out.set(0, new Step(first.h(), first.v(), true, 30));
        return out;
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

    @Property(tries = 600)
    void faithfulFixedAndMixedAgreeUpdateByUpdateUnlessACorrectionFired(@ForAll("scenarios") Scenario s) {
        FootholdMap map = MAPS.get(s.map());
        FootholdLockstep.Outcome o = null;
        for (KernelConfig c : CONFIGS) {
            FootholdLockstep.Outcome r = FootholdLockstep.run(map, start(s), s.steps(),
                    FootholdLockstep.of(new CMovePath(c)), c.corrections());
            o = o == null ? r : o;
        }
        // CONFIGS.get(0) is every correction on: its outcome is the coverage.
        Statistics.label("reached a bit-identity check").collect(o.reached());
        Statistics.label("reached a bit-identity check").coverage(c -> c.check(true).percentage(p -> p >= 80.0));
        for (Quirk q : CORRECTED) {
            Statistics.label("fired " + q.id()).collect(o.fired().contains(q));
            Statistics.label("fired " + q.id()).coverage(c -> c.check(true).percentage(p -> p >= 2.0));
        }
    }

    /** The mutation check: a corrected kernel whose x comes out one ulp right is caught; unmutated never is. */
    @Example
    void aKernelDivergingOutsideItsQuirksIsCaught() {
        RandomGenerator<Scenario> g = scenarios().generator(1000);
        Random random = new Random(24L);
        FootholdLockstep.Kernel fixed = FootholdLockstep.of(CMovePath.corrected());
        FootholdLockstep.Kernel mutant = (map, m, ms, log) -> {
            fixed.update(map, m, ms, log);
            m.setPosition(Math.nextUp(m.x()), m.y());
        };
        int caught = 0;
        for (int i = 0; i < 200; i++) {
            Scenario s = g.next(random).value();
            FootholdMap map = MAPS.get(s.map());
            try {
                FootholdLockstep.run(map, start(s), s.steps(), mutant, CORRECTED);
            } catch (AssertionError e) {
                caught++;
            }
            FootholdLockstep.run(map, start(s), s.steps(), fixed, CORRECTED);
        }
        assertTrue(caught > 0, "the mutant survived 200 samples");
        Statistics.label("mutant CMovePath: samples that caught it (of 200)").collect(caught);
    }
}
