package engine.kernels.fake;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.shape.Shape;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A pair sweep standing in for Unit 11's (or Unit 5's) kernels until they land: the fraction of a hit comes from a
 * script per other shape ({@link #at}) or from a rule; a hit writes normal (−1, 0, 0), the fraction, the point
 * (own position + f × move, w = 1), flags 0 and a zero slide, and leaves every other field as the slot held it. It
 * records each call's other shape, the own shape's position at the call and the move.
 */
public final class FakePairSweep implements PairSweep {

    /** The fraction of a hit of own against other by move, or NaN for a miss. */
    @FunctionalInterface
    public interface Rule {
        /** NaN: no hit. */
        float fraction(Shape own, Shape other, Float4 move);
    }

    private final Map<Shape, Float> scripted = new IdentityHashMap<>();
    private Rule rule = (own, other, move) -> Float.NaN;
    /** Calls so far. */
    public int calls;
    /** The other shape of each call, in order. */
    public final List<Shape> others = new ArrayList<>();
    /** The own shape's position at each call. */
    public final List<Vec4> ownPositions = new ArrayList<>();
    /** The move of each call. */
    public final List<Vec4> moves = new ArrayList<>();

    /** Scripts a hit at fraction f against other; returns this. */
    public FakePairSweep at(Shape other, float f) {
        scripted.put(other, f);
        return this;
    }

    /** Sets the rule for shapes not scripted; returns this. */
    public FakePairSweep rule(Rule r) {
        rule = r;
        return this;
    }

    /** A sweep that hits every shape at fraction f. */
    public static FakePairSweep always(float f) {
        return new FakePairSweep().rule((own, other, move) -> f);
    }

    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        calls++;
        others.add(other);
        ownPositions.add(own.position().toVec4());
        moves.add(move.toVec4());
        Float s = scripted.get(other);
        float f = s != null ? s : rule.fraction(own, other, move);
        if (Float.isNaN(f)) {
            return false;
        }
        out.normal().set(-1f, 0f, 0f, 0f);
        out.setFraction(f);
        Float4 p = own.position();
        out.point().set(p.x() + f * move.x(), p.y() + f * move.y(), p.z() + f * move.z(), 1f);
        out.setFlags(0);
        out.slide().set(0f, 0f, 0f, 1f);
        return true;
    }
}
