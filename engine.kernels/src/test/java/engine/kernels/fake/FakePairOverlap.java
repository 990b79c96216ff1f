package engine.kernels.fake;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairOverlap;
import engine.api.shape.Shape;
import java.util.function.BiPredicate;

/**
 * An overlap-table entry standing in for Unit 4's until it lands: own overlaps other when the rule says so (default:
 * always); an overlap writes normal (0, 0, 1) and fraction 0. Counts its calls.
 */
public final class FakePairOverlap implements PairOverlap {
    private final BiPredicate<Shape, Shape> rule;
    /** Calls so far. */
    public int calls;

    /** An entry overlapping when rule(own, other) holds. */
    public FakePairOverlap(BiPredicate<Shape, Shape> rule) {
        this.rule = rule;
    }

    /** An entry that overlaps every shape. */
    public static FakePairOverlap always() {
        return new FakePairOverlap((a, b) -> true);
    }

    @Override
    public boolean overlap(KernelContext ctx, Contact out, Shape own, Shape other) {
        calls++;
        if (!rule.test(own, other)) {
            return false;
        }
        out.normal().set(0f, 0f, 1f, 0f);
        out.setFraction(0f);
        return true;
    }
}
