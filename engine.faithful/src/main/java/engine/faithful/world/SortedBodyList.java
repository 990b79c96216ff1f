package engine.faithful.world;

import engine.api.body.Body;
import engine.api.kernel.BodyList;
import engine.api.kernel.BodyListState;
import engine.api.kernel.KernelContext;
import engine.api.math.FloatModel;

/**
 * Unit 7, the x-sorted body list: BodyList_Insert with its hint walk and tie rule (after equals going forward,
 * before them going backward), BodyList_Remove, BodyList_Reinsert, and IPhysics_Step's 120-step bound refresh.
 */
public final class SortedBodyList implements BodyList {
    /** Steps between bound refreshes (0x78). */
    public static final int REFRESH_STEPS = 120;

    @Override
    public void insert(KernelContext ctx, BodyListState list, Body b, Body hint) {
        // Unit 7, BodyList_Insert (0x003404a8): the bound grows on every insert.
        float w = ctx.floatModel().sub(b.max().x(), b.min().x());
        if (list.bound() < w) {
            list.setBound(w);
        }
        if (list.head() == null) {
            list.setHead(b);
            b.setPrevious(null);
            b.setNext(null);
            return;
        }
        Body start = hint != null ? hint : list.head();
        float x = b.min().x();
        if (x < start.min().x()) {
            Body last = start;
            for (Body n = start.previous(); n != null; n = n.previous()) {
                if (n.min().x() < x) {
                    linkAfter(b, n);
                    return;
                }
                last = n;
            }
            linkBefore(list, b, last);
            return;
        }
        Body last = start;
        for (Body n = start.next(); n != null; n = n.next()) {
            if (x < n.min().x()) {
                linkBefore(list, b, n);
                return;
            }
            last = n;
        }
        linkAfter(b, last);
    }

    private static void linkAfter(Body b, Body n) {
        b.setPrevious(n);
        b.setNext(n.next());
        if (n.next() != null) {
            n.next().setPrevious(b);
        }
        n.setNext(b);
    }

    private static void linkBefore(BodyListState list, Body b, Body n) {
        b.setNext(n);
        b.setPrevious(n.previous());
        if (n.previous() != null) {
            n.previous().setNext(b);
        } else {
            list.setHead(b);
        }
        n.setPrevious(b);
    }

    @Override
    public Body remove(KernelContext ctx, BodyListState list, Body b) {
        // Unit 7, BodyList_Remove (0x003405d8): no membership check; an unlinked non-head changes nothing.
        Body previous = b.previous();
        if (list.head() == b) {
            list.setHead(b.next());
            if (b.next() != null) {
                b.next().setPrevious(null);
            }
        } else {
            if (b.previous() != null) {
                b.previous().setNext(b.next());
            }
            if (b.next() != null) {
                b.next().setPrevious(b.previous());
            }
        }
        b.setPrevious(null);
        b.setNext(null);
        return previous;
    }

    @Override
    public void reinsert(KernelContext ctx, BodyListState list, Body b) {
        // Unit 7, BodyList_Reinsert (0x00340628): the old previous node is the hint.
        Body previous = remove(ctx, list, b);
        insert(ctx, list, b, previous);
    }

    @Override
    public void stepBound(KernelContext ctx, BodyListState list) {
        // Unit 7, the bound refresh in IPhysics_Step (0x00340940): on the 120th step, the widest current box.
        list.setTick(list.tick() + 1);
        if (list.tick() < REFRESH_STEPS) {
            return;
        }
        list.setTick(0);
        list.setBound(0f);
        FloatModel m = ctx.floatModel();
        for (Body n = list.head(); n != null; n = n.next()) {
            float w = m.sub(n.max().x(), n.min().x());
            if (w > list.bound()) {
                list.setBound(w);
            }
        }
    }
}
