package engine.launcher.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * The cause search on made-up worlds whose answer is known: body i is explained by a set S exactly when S holds its
 * true causes T and either holds none of its spoilers X or all of their antidotes Y (so every difference together
 * explains it, as switching all of them gives B). T is then the only 1-minimal set, and the search must find it,
 * prove it by the rerun of exactly T, and never name a body it has no proof for.
 */
class CauseSearchProperties {
    private static final int DIFFS = 12;

    /** One body's truth: causes, spoilers and their antidotes (indices into the differences). */
    record Truth(BitSet causes, BitSet spoilers, BitSet antidotes) {
        boolean explainedBy(BitSet s) {
            BitSet c = (BitSet) causes.clone();
            c.andNot(s);
            if (!c.isEmpty()) {
                return false;
            }
            BitSet y = (BitSet) antidotes.clone();
            y.andNot(s);
            return !s.intersects(spoilers) || y.isEmpty();
        }
    }

    @Provide
    Arbitrary<List<Truth>> worlds() {
        Arbitrary<Truth> truth = Combinators.combine(sets(1, 5), sets(0, 3), sets(0, 2)).as((t, x, y) -> {
            BitSet spoil = (BitSet) x.clone();
            spoil.andNot(t);
            BitSet anti = (BitSet) y.clone();
            anti.andNot(t);
            anti.andNot(spoil);
            return new Truth(t, spoil, anti);
        });
        return truth.list().ofMinSize(1).ofMaxSize(6);
    }

    private static Arbitrary<BitSet> sets(int min, int max) {
        return Arbitraries.integers().between(0, DIFFS - 1).set().ofMinSize(min).ofMaxSize(max).map(s -> {
            BitSet b = new BitSet();
            s.forEach(b::set);
            return b;
        });
    }

    @Provide
    Arbitrary<BitSet> candidateSets() {
        return sets(0, DIFFS);
    }

    @Property(tries = 300)
    void theSearchFindsEveryBodysOnlyMinimalSetAndProvesIt(@ForAll("worlds") List<Truth> world,
                                                            @ForAll("candidateSets") BitSet candidates) {
        SyntheticReruns reruns = new SyntheticReruns(world.size(), (i, s) -> world.get(i).explainedBy(s), 10_000);
        List<BodyCauses> out = search(world.size(), candidates, reruns);
        for (int i = 0; i < world.size(); i++) {
            BodyCauses b = out.get(i);
            assertTrue(b.explained(), "body " + i + ": " + b.why());
            assertEquals(world.get(i).causes(), reruns.set(b.proof()), "body " + i + "'s proof reruns its causes");
            assertEquals(world.get(i).causes().cardinality(), b.causes().size());
        }
        Statistics.label("causes per body").collect(world.get(0).causes().cardinality());
        Statistics.label("reruns").collect(reruns.made() <= 20 ? "<= 20" : reruns.made() <= 60 ? "<= 60" : "> 60");
    }

    @Property(tries = 200)
    void aBodyWithoutAProofIsNeverGivenCauses(@ForAll("worlds") List<Truth> world,
                                              @ForAll("candidateSets") BitSet candidates) {
        SyntheticReruns reruns = new SyntheticReruns(world.size(), (i, s) -> world.get(i).explainedBy(s), 6);
        for (BodyCauses b : search(world.size(), candidates, reruns)) {
            if (b.explained()) {
                assertTrue(b.proof() >= 0 && b.proof() < reruns.made());
            } else {
                assertTrue(b.causes().isEmpty() && b.proof() < 0 && b.why() != null && b.why().contains("budget"),
                        b.toString());
            }
        }
    }

    @Test
    void aBodyTwoDifferencesExplainOnlyTogetherIsExplainedByThePairRound() {
        BitSet pair = new BitSet();
        pair.set(2);
        pair.set(5);
        Truth t = new Truth(pair, new BitSet(), new BitSet());
        BitSet candidates = new BitSet();
        candidates.set(0, 8);
        SyntheticReruns reruns = new SyntheticReruns(1, (i, s) -> t.explainedBy(s), 1000);
        BodyCauses b = search(1, candidates, reruns).get(0);
        assertEquals(pair, reruns.set(b.proof()));
        // candidates, 8 singles, then the pair round found it: no ddmin.
        assertEquals(1 + 8 + 28, reruns.made());
    }

    @Test
    void aBodyThatAgreesGetsNoCausesAndCostsNoRerun() {
        SyntheticReruns reruns = new SyntheticReruns(1, (i, s) -> true, 1000);
        Divergence div = divergence(new int[] {-1});
        BodyCauses b = new CauseSearch(div, List.of("b0"), diffs(), new BitSet(), reruns).search().get(0);
        assertFalse(b.parted());
        assertFalse(b.explained());
        assertEquals(0, reruns.made());
    }

    private static List<BodyCauses> search(int bodies, BitSet candidates, RerunSource reruns) {
        int[] first = new int[bodies];
        List<String> names = new ArrayList<>();
        for (int i = 0; i < bodies; i++) {
            first[i] = i;
            names.add("b" + i);
        }
        return new CauseSearch(divergence(first), names, diffs(), candidates, reruns).search();
    }

    private static List<Difference> diffs() {
        List<Difference> d = new ArrayList<>();
        for (int k = 0; k < DIFFS; k++) {
            d.add(new Difference.FloatModel("a" + k, "b" + k));
        }
        return d;
    }

    static Divergence divergence(int[] first) {
        int n = first.length;
        double[] dev = new double[n];
        int[] maxFrame = first.clone();
        int[] quirkFrame = new int[engine.api.quirk.Quirk.values().length];
        Arrays.fill(quirkFrame, -1);
        return new Divergence(null, null, first, dev, maxFrame, new byte[n][], new double[n][], new byte[n][],
                new byte[n][], new byte[n][0][], new byte[n][0][], new MaxSeries(1, 1), quirkFrame,
                new boolean[quirkFrame.length]);
    }
}
