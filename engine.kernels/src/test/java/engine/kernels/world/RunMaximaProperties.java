package engine.kernels.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.WorldBodies;
import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.kernels.fake.FakeOwner;
import engine.kernels.fake.TestWorlds;
import engine.ps2float.Ps2FloatModels;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Issue 23, Unit 7 IPhysics_QueryBox / IPhysics_QueryBoxFiltered: the backward walk over run maxima gives the same
 * result array, count and quirk reports as the plain walk to the head, over random worlds (adds, second adds,
 * removes, moves with and without a reinsert, bound refreshes, raw relinks through WorldBodies as a plugin list
 * kernel could make them, NaN and infinite boxes), random starts (none, listed, outside the list), plain and
 * filtered queries, faithful and fixed, IEEE and PS2 arithmetic.
 */
class RunMaximaProperties {
    private static final EnumSet<Quirk> QUERY_FIXES = EnumSet.of(Quirk.QUERY_NO_UPPER_X_BACKWARD,
            Quirk.STALE_QUERY_BOUND, Quirk.QUERY_START_NOT_LISTED, Quirk.EXCLUDED_STATE_SIGN_EXTENDED);

    /** One world and the two walks over it. */
    private static final class Pair {
        final QuirkCounter quirks = new QuirkCounter();
        final PhysicsWorld world;
        final BoxQueries fast;
        final BoxQueries plain;
        final Body[] outFast;
        final Body[] outPlain;

        Pair(boolean fixed, boolean ps2, int outLength) {
            FloatModel model = ps2 ? Ps2FloatModels.FPU : FloatModel.IEEE;
            world = TestWorlds.world(Profile.of(fixed ? "fixed" : "faithful").withFloatModel(ps2 ? "ps2" : "ieee"),
                    quirks);
            KernelConfig config = fixed ? new KernelConfig(model, QUERY_FIXES) : KernelConfig.original(model);
            fast = new BoxQueries(config, true);
            plain = new BoxQueries(config, false);
            outFast = new Body[outLength];
            outPlain = new Body[outLength];
        }

        long[] counts() {
            long[] c = new long[Quirk.values().length];
            for (Quirk q : Quirk.values()) {
                c[q.ordinal()] = quirks.count(q);
            }
            return c;
        }

        /** Both walks on the same query: the same count, the same bodies in order, the same quirk reports. */
        void compare(String what, Float4 lo, Float4 hi, Body start, BodyOwner ignored, int typeMask, int flagMask,
                     boolean filtered, Body query, int excluded, int state) {
            long[] before = counts();
            int a = filtered
                    ? fast.queryBoxFiltered(world, query, outFast, lo, hi, start, ignored, typeMask, flagMask,
                            excluded, state, null)
                    : fast.queryBox(world, outFast, lo, hi, start, ignored, typeMask, flagMask);
            long[] mid = counts();
            int b = filtered
                    ? plain.queryBoxFiltered(world, query, outPlain, lo, hi, start, ignored, typeMask, flagMask,
                            excluded, state, null)
                    : plain.queryBox(world, outPlain, lo, hi, start, ignored, typeMask, flagMask);
            long[] after = counts();
            assertEquals(b, a, what + ": count");
            for (int i = 0; i < Math.min(a, outFast.length); i++) {
                assertSame(outPlain[i], outFast[i], what + ": entry " + i);
            }
            for (Quirk q : Quirk.values()) {
                int i = q.ordinal();
                assertEquals(after[i] - mid[i], mid[i] - before[i], what + ": " + q);
            }
        }
    }

    @Property(tries = 400)
    void theRunMaximaChangeNoAnswerOrderOrQuirkCount(@ForAll @LongRange(min = 1, max = 1L << 40) long seed,
                                                     @ForAll @IntRange(min = 0, max = 3) int configPick) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Pair p = new Pair(configPick >= 2, configPick % 2 == 1, rnd.nextBoolean() ? 512 : 4);
        List<Body> made = new ArrayList<>();
        List<Body> held = new ArrayList<>();
        int ops = 60 + rnd.nextInt(400);
        for (int op = 0; op < ops; op++) {
            int kind = rnd.nextInt(100);
            if (kind < 22 || held.isEmpty()) {
                Body b = body(rnd, "b" + made.size());
                made.add(b);
                held.add(b);
                p.world.addBody(b);
            } else if (kind < 24) {
                p.world.addBody(held.get(rnd.nextInt(held.size()))); // a second add: ADD_BODY_UNCHECKED
            } else if (kind < 28) {
                Body b = held.get(rnd.nextInt(held.size()));
                if (p.world.bodies().holds(b)) {
                    p.world.removeBody(b);
                }
                if (!p.world.bodies().holds(b)) {
                    held.remove(b);
                }
            } else if (kind < 45) {
                Body b = held.get(rnd.nextInt(held.size()));
                setBox(rnd, b);
                p.world.reinsert(b);
            } else if (kind < 52) {
                setBox(rnd, held.get(rnd.nextInt(held.size()))); // moved without a reinsert: the list goes unsorted
            } else if (kind < 55) {
                setBox(rnd, made.get(rnd.nextInt(made.size()))); // perhaps a removed body's box
            } else if (kind < 58) {
                p.world.step();
            } else if (kind < 62) {
                swapWithPrevious(p.world.bodies(), held.get(rnd.nextInt(held.size())));
            } else {
                query(rnd, p, made, op);
            }
        }
        for (int q = 0; q < 30; q++) {
            query(rnd, p, made, ops + q);
        }
    }

    @Test
    void aStepOfTwoHundredMovingBodiesAnswersAsThePlainWalkFromEveryBody() {
        for (int config = 0; config < 4; config++) {
            SplittableRandom rnd = new SplittableRandom(23 + config);
            Pair p = new Pair(config >= 2, config % 2 == 1, 512);
            List<Body> bodies = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                Body b = TestWorlds.box("c" + i, i * 0.5f, i * 0.5f + 0.8f);
                bodies.add(b);
                p.world.addBody(b);
            }
            for (int frame = 0; frame < 20; frame++) {
                for (Body b : bodies) {
                    float x = b.minX() + (float) (rnd.nextDouble() - 0.5);
                    TestWorlds.setBox(b, x, x + 0.8f);
                    p.world.reinsert(b);
                    Float4 lo = b.minInto(new Float4());
                    Float4 hi = b.maxInto(new Float4());
                    lo.set(lo.x() - 0.3f, lo.y(), lo.z(), 1f);
                    p.compare("frame " + frame, lo, hi, b, b.owner(), -1, 0, false, b, 0, 0);
                }
            }
            assertTrue(p.world.bodies().linkListener() instanceof RunMaxima, "the index follows the world");
        }
    }

    private static void query(SplittableRandom rnd, Pair p, List<Body> made, int op) {
        float x0 = coordinate(rnd);
        float w = rnd.nextInt(4) == 0 ? 0f : (float) rnd.nextDouble() * 12f;
        Float4 lo = new Float4(x0, (float) rnd.nextDouble() * 4f, (float) rnd.nextDouble() * 4f, 1f);
        Float4 hi = new Float4(x0 + w, lo.y() + (float) rnd.nextDouble() * 6f, lo.z() + (float) rnd.nextDouble() * 6f,
                1f);
        if (rnd.nextInt(20) == 0) {
            lo.set(Float.NaN, lo.y(), lo.z(), 1f);
        }
        Body start = switch (rnd.nextInt(4)) {
            case 0 -> null;
            case 1 -> new Body(); // in no list: QUERY_START_NOT_LISTED
            default -> made.get(rnd.nextInt(made.size()));
        };
        BodyOwner ignored = rnd.nextInt(5) == 0 ? null : made.get(rnd.nextInt(made.size())).owner();
        int typeMask = rnd.nextInt(10) == 0 ? 0 : -1;
        int flagMask = rnd.nextInt(3) == 0 ? 1 : 0;
        boolean filtered = rnd.nextInt(3) == 0;
        Body query = made.get(rnd.nextInt(made.size()));
        int state = rnd.nextInt(4) == 0 ? 0x80000000 : 0;
        p.compare("op " + op, lo, hi, start, ignored, typeMask, flagMask, filtered, query, 0, state);
    }

    private static Body body(SplittableRandom rnd, String name) {
        Body b = TestWorlds.box(name, 0f, 1f);
        FakeOwner o = (FakeOwner) b.owner();
        o.stateFlags = rnd.nextInt(4) == 0 ? 1L << 40 : 0L;
        if (rnd.nextInt(6) == 0) {
            b.setTypeMask(0);
        }
        b.setFlags(rnd.nextInt(2));
        setBox(rnd, b);
        return b;
    }

    /** A random box: mostly small, some wide (the bound goes stale), rarely NaN or infinite. */
    private static void setBox(SplittableRandom rnd, Body b) {
        float x = coordinate(rnd);
        float w = switch (rnd.nextInt(8)) {
            case 0 -> (float) rnd.nextDouble() * 30f;
            case 1, 2 -> rnd.nextInt(3) * 2f; // on the grid: max.x equal to a query's min.x
            default -> (float) rnd.nextDouble() * 2f;
        };
        float maxX = x + w;
        int odd = rnd.nextInt(60);
        if (odd == 0) {
            maxX = Float.NaN;
        } else if (odd == 1) {
            maxX = Float.POSITIVE_INFINITY;
        } else if (odd == 2) {
            x = Float.NEGATIVE_INFINITY;
        }
        float y = (float) rnd.nextDouble() * 8f;
        float z = (float) rnd.nextDouble() * 8f;
        b.setBox(x, y, z, maxX, y + 1f + (float) rnd.nextDouble(), z + 1f);
    }

    /** Coordinates on a coarse grid (ties in min.x are common) or anywhere in [-5, 45). */
    private static float coordinate(SplittableRandom rnd) {
        return rnd.nextBoolean() ? rnd.nextInt(20) * 2f : (float) (rnd.nextDouble() * 50.0 - 5.0);
    }

    /** A relink a plugin list kernel could make: b and its previous node trade places, through WorldBodies. */
    private static void swapWithPrevious(WorldBodies list, Body b) {
        Body a = b.previous();
        if (a == null || a.next() != b) {
            return;
        }
        Body before = a.previous();
        Body after = b.next();
        list.setPrevious(b, before);
        if (before != null) {
            list.setNext(before, b);
        } else {
            list.setHead(b);
        }
        list.setNext(b, a);
        list.setPrevious(a, b);
        list.setNext(a, after);
        if (after != null) {
            list.setPrevious(after, a);
        }
    }
}
