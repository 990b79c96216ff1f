package engine.launcher.scenario;

import engine.api.quirk.Quirk;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Two runs of one scene compared: per body, the first frame where its state's bits differ, the largest distance
 * between its positions (m in 3D, px in 2D), and the quirk behind it, with the run it fired in: of the quirks one run
 * fires and the other never does, the one whose first firing is the latest at or before that frame (ties: catalogue
 * order); when there is none, of the quirks whose frames differ, the one that began to differ latest at or before it.
 * So a quirk firing from frame 0 in one run only (a capsule overrun) does not hide the one that fired as the body
 * parted. The kernels report quirks per world, not per body: the name is the best evidence, not a proof; `ab
 * --toggle` checks one. Per frame, the largest distance over all bodies.
 */
public final class Comparison {

    /** What parted one body: first frame (−1: never), largest deviation, the quirk (null: none found) and its run. */
    public record BodyDiff(String name, int firstFrame, double maxDeviation, int maxFrame, Quirk quirk,
                           String quirkRun, int quirkFrame) {
    }

    private final Recording a;
    private final Recording b;
    private final List<BodyDiff> bodies = new ArrayList<>();
    private final double[] deviation;

    /** Compares a and b (the same scene and frame count). */
    public Comparison(Recording a, Recording b) {
        if (a.frames() != b.frames() || a.bodies() != b.bodies()) {
            throw new IllegalArgumentException("runs of different scenes");
        }
        this.a = a;
        this.b = b;
        deviation = new double[a.frames()];
        for (int i = 0; i < a.bodies(); i++) {
            int first = -1;
            double max = 0;
            int maxFrame = -1;
            for (int f = 0; f < a.frames(); f++) {
                if (first < 0) {
                    for (int k = 0; k < 6; k++) {
                        long x = Double.doubleToRawLongBits(a.value(f, i, k));
                        if (x != Double.doubleToRawLongBits(b.value(f, i, k))) {
                            first = f;
                            break;
                        }
                    }
                }
                double dx = a.value(f, i, 0) - b.value(f, i, 0);
                double dy = a.value(f, i, 1) - b.value(f, i, 1);
                double dz = a.value(f, i, 2) - b.value(f, i, 2);
                double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
                if (Double.isNaN(d)) {
                    d = Double.POSITIVE_INFINITY; // one run left the numbers: as far apart as can be
                }
                if (d > max) {
                    max = d;
                    maxFrame = f;
                }
                deviation[f] = Math.max(deviation[f], d);
            }
            Quirk q = null;
            String run = null;
            int qFrame = -1;
            if (first >= 0) {
                // First the quirks one run fires and the other never does (a correction's difference), else any
                // whose frames differ: the one that began last at or before the parting.
                for (int pass = 0; pass < 2 && q == null; pass++) {
                    for (Quirk c : Quirk.values()) {
                        BitSet fa = a.quirks().frames(c), fb = b.quirks().frames(c);
                        int d;
                        if (pass == 0) {
                            d = fa.isEmpty() == fb.isEmpty() ? -1 : fa.isEmpty() ? fb.nextSetBit(0) : fa.nextSetBit(0);
                        } else {
                            BitSet x = (BitSet) fa.clone();
                            x.xor(fb);
                            d = x.nextSetBit(0);
                        }
                        if (d >= 0 && d <= first && d > qFrame) {
                            q = c;
                            qFrame = d;
                            run = fa.get(d) ? "a" : "b";
                        }
                    }
                }
            }
            bodies.add(new BodyDiff(a.scene().bodyName(i), first, max, maxFrame, q, run, qFrame));
        }
    }

    /** Run a. */
    public Recording a() {
        return a;
    }

    /** Run b. */
    public Recording b() {
        return b;
    }

    /** One entry per body, in scene order. */
    public List<BodyDiff> bodies() {
        return bodies;
    }

    /** The largest deviation over every body after frame f. */
    public double deviation(int f) {
        return deviation[f];
    }

    /** Bodies whose runs part. */
    public int parted() {
        int n = 0;
        for (BodyDiff d : bodies) {
            if (d.firstFrame() >= 0) {
                n++;
            }
        }
        return n;
    }

    /** The first frame any body parts (−1: never). */
    public int firstFrame() {
        int f = -1;
        for (BodyDiff d : bodies) {
            if (d.firstFrame() >= 0 && (f < 0 || d.firstFrame() < f)) {
                f = d.firstFrame();
            }
        }
        return f;
    }

    /** The quirks named for the parted bodies, each once, in order of the frame they were named at. */
    public List<Quirk> causes() {
        List<BodyDiff> sorted = new ArrayList<>(bodies);
        sorted.sort((x, y) -> Integer.compare(x.quirkFrame(), y.quirkFrame()));
        List<Quirk> out = new ArrayList<>();
        for (BodyDiff d : sorted) {
            if (d.quirk() != null && !out.contains(d.quirk())) {
                out.add(d.quirk());
            }
        }
        return out;
    }

    /** The largest deviation of any body in any frame. */
    public double maxDeviation() {
        double m = 0;
        for (BodyDiff d : bodies) {
            m = Math.max(m, d.maxDeviation());
        }
        return m;
    }
}
