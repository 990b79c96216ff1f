package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.BodyLinkListener;
import engine.api.body.BodyOwner;
import engine.api.body.WorldBodies;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.world.BoxQuery;
import engine.api.kernel.world.OwnerFilter;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;

/**
 * Unit 7, IPhysics_QueryBox and IPhysics_QueryBoxFiltered: the backward walk from start (stopped by the
 * widest-body bound, without an upper-x test), then the forward walk; the filters in the spec's order. The caller's
 * out array is the candidate list: the original's callers give 512 entries and nothing checks it; here the walk
 * counts on past a full list and the caller decides (the limit CANDIDATES_512, or a longer list). The backward walk
 * steps over runs of bodies whose max.x bound is left of the box ({@link RunMaxima}): the same answers, order and
 * quirk reports as the plain walk, which a package-private constructor keeps for the tests that prove it.
 */
public final class BoxQueries implements BoxQuery {
    /** Marks "no filtered-query filters" in the shared walk. */
    private static final int PLAIN = 0;
    /** Marks the filtered query's extra filters. */
    private static final int FILTERED = 1;

    private int mode;
    private Body query;
    private int excludedFlags;
    private int excludedState;
    private OwnerFilter keep;
    private KernelContext context;
    private final KernelConfig config;
    private final boolean fixUpperX;
    private final boolean fixBound;
    private final boolean fixStart;
    private final boolean fixSign;
    private final boolean indexed;

    /** The queries config asks for. */
    public BoxQueries(KernelConfig config) {
        this(config, true);
    }

    /** The queries config asks for, with the run index or (indexed false) the plain walk to the head. */
    BoxQueries(KernelConfig config, boolean indexed) {
        this.indexed = indexed;
        this.config = config;
        this.fixUpperX = config.corrects(Quirk.QUERY_NO_UPPER_X_BACKWARD);
        this.fixBound = config.corrects(Quirk.STALE_QUERY_BOUND);
        this.fixStart = config.corrects(Quirk.QUERY_START_NOT_LISTED);
        this.fixSign = config.corrects(Quirk.EXCLUDED_STATE_SIGN_EXTENDED);
    }

    @Override
    public int queryBox(KernelContext ctx, Body[] out, Float4 boxMin, Float4 boxMax, Body start, BodyOwner ignored,
                        int typeMask, int flagMask) {
        // Unit 7, IPhysics_QueryBox (0x0033feb0).
        mode = PLAIN;
        context = ctx;
        return walk(ctx, out, boxMin, boxMax, start, ignored, typeMask, flagMask);
    }

    @Override
    public int queryBoxFiltered(KernelContext ctx, Body queryBody, Body[] out, Float4 boxMin, Float4 boxMax,
                                Body start, BodyOwner ignored, int typeMask, int flagMask, int excluded,
                                int excludedStateBits, OwnerFilter keepFilter) {
        // Unit 7, IPhysics_QueryBoxFiltered (0x00340120).
        mode = FILTERED;
        context = ctx;
        query = queryBody;
        excludedFlags = excluded;
        excludedState = excludedStateBits;
        keep = keepFilter;
        try {
            return walk(ctx, out, boxMin, boxMax, start, ignored, typeMask, flagMask);
        } finally {
            query = null;
            keep = null;
        }
    }

    private int walk(KernelContext ctx, Body[] out, Float4 boxMin, Float4 boxMax, Body start, BodyOwner ignored,
                     int typeMask, int flagMask) {
        int count = 0;
        FloatModel m = ctx.floatModel();
        Body forwardFrom;
        if (start != null && start != ctx.bodies().head() && start.previous() == null && start.next() == null) {
            if (fixStart) {
                // A start outside the list is no place to walk from: the query walks from the head, as without one.
                start = null;
            } else {
                // PS2-UNCHECKED(QUERY_START_NOT_LISTED): the walks see only start itself.
                ctx.quirks().fired(Quirk.QUERY_START_NOT_LISTED);
            }
        }
        if (start == null) {
            forwardFrom = ctx.bodies().head();
        } else {
            float bound = ctx.bodies().bound();
            RunMaxima runs = index(ctx.bodies());
            float x = boxMin.x();
            for (Body n = skip(runs, start, x, m); n != null; n = skip(runs, n.previous(), x, m)) {
                if (m.lt(n.maxX(), boxMin.x())) {
                    continue;
                }
                if (m.gt(m.sub(boxMin.x(), n.minX()), bound)) {
                    // n reaches the box, so its width exceeds the bound: the bound is stale.
                    if (!fixBound) {
                        // PS2-BUG(STALE_QUERY_BOUND): a bound smaller than a body's width stops the walk early.
                        ctx.quirks().fired(Quirk.STALE_QUERY_BOUND);
                        break;
                    }
                    // A stale bound cannot tell where the walk may stop: it goes on to the head.
                }
                if (m.lt(boxMax.x(), n.minX())) {
                    if (fixUpperX) {
                        // The same upper x test as the forward walk: n lies right of the box.
                        continue;
                    }
                    // PS2-BUG(QUERY_NO_UPPER_X_BACKWARD): no box.max.x test going backward.
                    ctx.quirks().fired(Quirk.QUERY_NO_UPPER_X_BACKWARD);
                }
                if (keeps(m, n, boxMin, boxMax, ignored, typeMask, flagMask)) {
                    count = append(out, count, n);
                }
            }
            forwardFrom = start.next();
        }
        for (Body n = forwardFrom; n != null; n = n.next()) {
            if (m.lt(boxMax.x(), n.minX())) {
                break;
            }
            if (m.lt(n.maxX(), boxMin.x())) {
                continue;
            }
            if (keeps(m, n, boxMin, boxMax, ignored, typeMask, flagMask)) {
                count = append(out, count, n);
            }
        }
        return count;
    }

    /** The world's run index (made and installed on its first query), or null for the plain walk. */
    private RunMaxima index(WorldBodies bodies) {
        if (!indexed) {
            return null;
        }
        BodyLinkListener l = bodies.linkListener();
        if (l instanceof RunMaxima r && r.bodies() == bodies) {
            return r;
        }
        if (l != null) {
            // Another listener holds the slot: without reports the index could not follow, so the walk is plain.
            return null;
        }
        RunMaxima r = new RunMaxima(bodies);
        bodies.setLinkListener(r);
        return r;
    }

    /** n, or with an index the first body from n back that the walk's first test does not drop. */
    private static Body skip(RunMaxima runs, Body n, float x, FloatModel m) {
        return runs == null ? n : runs.next(n, x, m);
    }

    /** Writes n at out[count] when there is room (the caller sees a count above out.length as a full list). */
    private static int append(Body[] out, int count, Body n) {
        if (count < out.length) {
            out[count] = n;
        }
        return count + 1;
    }

    private boolean keeps(FloatModel m, Body b, Float4 boxMin, Float4 boxMax, BodyOwner ignored, int typeMask,
                          int flagMask) {
        if (b.owner() == ignored) {
            if (ignored == null) {
                // PS2-DESIGN(QUERY_ZERO_MASKS): ignored = 0 drops an ownerless body.
                context.quirks().fired(Quirk.QUERY_ZERO_MASKS);
            }
            return false;
        }
        if ((b.typeMask() & typeMask) == 0) {
            if (typeMask == 0 || b.typeMask() == 0) {
                // PS2-DESIGN(QUERY_ZERO_MASKS): a zero mask, the query's or the body's, matches nothing.
                context.quirks().fired(Quirk.QUERY_ZERO_MASKS);
            }
            return false;
        }
        if (flagMask != 0 && (b.flags() & flagMask) == 0) {
            return false;
        }
        if (mode == FILTERED && !keepsFiltered(b)) {
            return false;
        }
        return m.le(b.minY(), boxMax.y()) && m.le(boxMin.y(), b.maxY())
                && m.le(b.minZ(), boxMax.z()) && m.le(boxMin.z(), b.maxZ());
    }

    private boolean keepsFiltered(Body b) {
        if ((b.flags() & excludedFlags) != 0) {
            return false;
        }
        BodyOwner owner = b.owner();
        if (owner == null) {
            // PS2-UNCHECKED(STATE_CALLBACK_UNCHECKED): the original calls the state slot of a null owner.
            context.quirks().fired(Quirk.STATE_CALLBACK_UNCHECKED);
            return false;
        }
        long state = owner.stateFlags();
        // PS2-BUG(EXCLUDED_STATE_SIGN_EXTENDED): a 32-bit load, sign-extended.
        long mask = excludedState;
        if ((state & mask & 0xffffffff00000000L) != 0 && (state & mask & 0xffffffffL) == 0) {
            if (fixSign) {
                // The mask is the 32-bit word it is: bit 31 tests bit 31 only.
                mask &= 0xffffffffL;
            } else {
                // PS2-BUG(EXCLUDED_STATE_SIGN_EXTENDED): the sign-extended bit 31 excludes on a high-word bit.
                context.quirks().fired(Quirk.EXCLUDED_STATE_SIGN_EXTENDED);
            }
        }
        if ((state & mask) != 0) {
            return false;
        }
        return keep == null || keep.keep(query.owner(), owner);
    }
}
