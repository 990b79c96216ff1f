package engine.kernels.world;

import engine.api.body.Body;
import engine.api.body.WorldBodies;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelContext;
import engine.api.kernel.world.BodyList;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;

/**
 * Unit 7, the body vector and the x-sorted list: IPhysics_AddBody and IPhysics_RemoveBody, BodyList_Insert with
 * its hint walk and tie rule (after equals going forward, before them going backward), BodyList_Remove,
 * BodyList_Reinsert, and IPhysics_Step's 120-step bound refresh.
 */
public final class SortedBodyList implements BodyList {
    /** Steps between bound refreshes (0x78). */
    public static final int REFRESH_STEPS = 120;

    private final KernelConfig config;
    private final boolean fixAdd;
    private final boolean fixIndex;

    /** The list config asks for. */
    public SortedBodyList(KernelConfig config) {
        this.config = config;
        this.fixAdd = config.corrects(Quirk.ADD_BODY_UNCHECKED);
        this.fixIndex = config.corrects(Quirk.REMOVE_KEEPS_INDEX);
    }

    @Override
    public void addBody(KernelContext ctx, WorldBodies bodies, Body b) {
        // Unit 7, IPhysics_AddBody (0x00340668)
        boolean linked = bodies.head() == b || b.previous() != null || b.next() != null;
        if (linked || bodies.holds(b)) {
            if (fixAdd) {
                // The body is already in the world: the add changes nothing.
                return;
            }
            // PS2-UNCHECKED(ADD_BODY_UNCHECKED): no check that b is already present. The vector takes it a second
            // time, as in the original; relinking a listed body would close a loop in the list, so the insert keeps
            // only its bound step and leaves the links as they are.
            ctx.quirks().fired(Quirk.ADD_BODY_UNCHECKED);
            bodies.append(b);
            if (linked) {
                growBound(ctx, bodies, b);
                return;
            }
            insert(ctx, bodies, b, null);
            return;
        }
        bodies.append(b);
        insert(ctx, bodies, b, null);
    }

    @Override
    public void removeBody(KernelContext ctx, WorldBodies bodies, Body b) {
        // Unit 7, IPhysics_RemoveBody (0x00340700), after IPhysics_ForgetIgnoredOwner.
        if (!bodies.holds(b)) {
            throw new IllegalArgumentException("remove: body with index " + b.index() + " is not in the body vector");
        }
        int i = b.index();
        int last = bodies.size() - 1;
        if (bodies.size() >= 2) {
            // The last body takes b's place; b keeps its old index.
            bodies.put(i, bodies.get(last));
        }
        bodies.dropLast();
        if (fixIndex) {
            // A body in no vector has index -1, as PhysicsNode_Init leaves it.
            bodies.setIndex(b, -1);
        } else {
            // PS2-UNCHECKED(REMOVE_KEEPS_INDEX): b's index is left as it was.
            ctx.quirks().fired(Quirk.REMOVE_KEEPS_INDEX);
        }
        remove(ctx, bodies, b);
    }

    @Override
    public void insert(KernelContext ctx, WorldBodies list, Body b, Body hint) {
        // Unit 7, BodyList_Insert (0x003404a8): the bound grows on every insert.
        growBound(ctx, list, b);
        if (list.head() == null) {
            list.setHead(b);
            list.setPrevious(b, null);
            list.setNext(b, null);
            return;
        }
        Body start = hint != null ? hint : list.head();
        float x = b.minX();
        FloatModel m = ctx.floatModel();
        if (m.lt(x, start.minX())) {
            Body last = start;
            for (Body n = start.previous(); n != null; n = n.previous()) {
                if (m.lt(n.minX(), x)) {
                    linkAfter(list, b, n);
                    return;
                }
                last = n;
            }
            linkBefore(list, b, last);
            return;
        }
        Body last = start;
        for (Body n = start.next(); n != null; n = n.next()) {
            if (m.lt(x, n.minX())) {
                linkBefore(list, b, n);
                return;
            }
            last = n;
        }
        linkAfter(list, b, last);
    }

    /** BodyList_Insert's first step (0x003404a8-0x003404c4): the bound takes b's width when that is wider. */
    private static void growBound(KernelContext ctx, WorldBodies list, Body b) {
        FloatModel m = ctx.floatModel();
        float w = m.sub(b.maxX(), b.minX());
        if (m.lt(list.bound(), w)) {
            list.setBound(w);
        }
    }

    private static void linkAfter(WorldBodies list, Body b, Body n) {
        list.setPrevious(b, n);
        list.setNext(b, n.next());
        if (n.next() != null) {
            list.setPrevious(n.next(), b);
        }
        list.setNext(n, b);
    }

    private static void linkBefore(WorldBodies list, Body b, Body n) {
        list.setNext(b, n);
        list.setPrevious(b, n.previous());
        if (n.previous() != null) {
            list.setNext(n.previous(), b);
        } else {
            list.setHead(b);
        }
        list.setPrevious(n, b);
    }

    @Override
    public Body remove(KernelContext ctx, WorldBodies list, Body b) {
        // Unit 7, BodyList_Remove (0x003405d8): no membership check; an unlinked non-head changes nothing.
        Body previous = b.previous();
        if (list.head() == b) {
            list.setHead(b.next());
            if (b.next() != null) {
                list.setPrevious(b.next(), null);
            }
        } else {
            if (b.previous() != null) {
                list.setNext(b.previous(), b.next());
            }
            if (b.next() != null) {
                list.setPrevious(b.next(), b.previous());
            }
        }
        list.setPrevious(b, null);
        list.setNext(b, null);
        return previous;
    }

    @Override
    public void reinsert(KernelContext ctx, WorldBodies list, Body b) {
        // Unit 7, BodyList_Reinsert (0x00340628): the old previous node is the hint.
        Body previous = remove(ctx, list, b);
        insert(ctx, list, b, previous);
    }

    @Override
    public void stepBound(KernelContext ctx, WorldBodies list) {
        // Unit 7, the bound refresh in IPhysics_Step (0x00340940): on the 120th step, the widest current box.
        list.setTick(list.tick() + 1);
        if (list.tick() < REFRESH_STEPS) {
            return;
        }
        list.setTick(0);
        list.setBound(0f);
        FloatModel m = ctx.floatModel();
        for (Body n = list.head(); n != null; n = n.next()) {
            float w = m.sub(n.maxX(), n.minX());
            if (m.gt(w, list.bound())) {
                list.setBound(w);
            }
        }
    }
}
