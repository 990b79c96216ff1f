package engine.kernels.oracle.session;

import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.i32;
import static engine.api.oracle.Param.ints;

import engine.api.body.Body;
import engine.api.kernel.world.BodyList;
import engine.api.oracle.Args;
import engine.api.oracle.Param;
import engine.api.oracle.Results;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.slots.Slots;
import engine.kernels.world.BodyRecords;
import java.util.ArrayList;
import java.util.List;

/**
 * Unit 7's list and record functions in their session form: BodyList_Insert, BodyList_Remove and BodyList_Reinsert
 * on the world's x-sorted list, and a body's PhysicsBody_SetOwner, PhysicsBody_GetShapes and PhysicsBody_Destroy.
 */
final class ListForms {
    private static final Param<Integer> BODY = BodyForms.BODY;
    private static final Param<Integer> HINT = i32("hint", "the hint body, -1 for the head");
    private static final Param<Integer> OWNER = i32("owner", "the body whose owner is set, -1 for a null owner");
    private static final Param<int[]> LIST = ints("list", "the x-sorted list, head first (handles)");
    private static final Param<Float> BOUND = f32("bound", "+0x14, the widest-body bound (m)");
    private static final Param<Integer> OLD_PREVIOUS = i32("previous", "its old previous node (-1 the head)");
    private static final Param<Integer> TYPE_MASK = i32("typeMask", "+0x44 after");
    private static final Param<Integer> FIRST = i32("first", "the first shape of the chain (handle, -1 none)");
    private final SessionWorld w;

    private ListForms(SessionWorld w) {
        this.w = w;
    }

    static List<SpecFunction> table(SessionWorld w) {
        ListForms f = new ListForms(w);
        return List.of(
                SpecFunction.of("BodyList_Insert", 7, "links a body by min x from a hint (the body's own box)",
                        List.of(BODY, HINT), List.of(LIST, BOUND), f::insert),
                SpecFunction.of("BodyList_Remove", 7, "unlinks a body, answering its old previous node",
                        List.of(BODY), List.of(OLD_PREVIOUS, LIST), f::remove),
                SpecFunction.of("BodyList_Reinsert", 7, "a body removed and inserted from its old previous node",
                        List.of(BODY), List.of(LIST, BOUND), f::reinsert),
                SpecFunction.of("PhysicsBody_SetOwner", 7, "owner always; the type mask only from a non-null owner",
                        List.of(BODY, OWNER), List.of(TYPE_MASK), f::setOwner),
                SpecFunction.of("PhysicsBody_GetShapes", 7, "the first shape of the chain (+0x30)", List.of(BODY),
                        List.of(FIRST), f::getShapes),
                SpecFunction.of("PhysicsBody_Destroy", 7, "drops the first shape (+0x30 = 0)", List.of(BODY),
                        List.of(FIRST), f::destroy));
    }

    private BodyList list() {
        return w.world.kernels().get(Slots.BODY_LIST);
    }

    private boolean linked(Body b) {
        for (Body n = w.world.bodies().head(); n != null; n = n.next()) {
            if (n == b) {
                return true;
            }
        }
        return false;
    }

    private Body linked(Args a, boolean want) {
        Body b = w.body(a, BODY);
        if (linked(b) != want) {
            throw a.refuse(BODY, "= " + a.get(BODY) + (want ? " is not in the list" : " is in the list already"));
        }
        return b;
    }

    private Results insert(Args a, QuirkLog log) {
        Body b = linked(a, false);
        Body hint = w.bodyOrNull(a, HINT);
        if (hint != null && !linked(hint)) {
            throw a.refuse(HINT, "= " + a.get(HINT) + " is not in the list");
        }
        list().insert(w.world, w.world.bodies(), b, hint);
        return new Results().put(LIST, handles()).put(BOUND, w.world.bodies().bound());
    }

    private Results remove(Args a, QuirkLog log) {
        Body prev = list().remove(w.world, w.world.bodies(), linked(a, true));
        return new Results().put(OLD_PREVIOUS, w.handle(prev)).put(LIST, handles());
    }

    private Results reinsert(Args a, QuirkLog log) {
        list().reinsert(w.world, w.world.bodies(), linked(a, true));
        return new Results().put(LIST, handles()).put(BOUND, w.world.bodies().bound());
    }

    private Results setOwner(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        w.world.bodyFunctions().setOwner(w.world, b, w.owner(a, OWNER));
        return new Results().put(TYPE_MASK, b.typeMask());
    }

    private Results getShapes(Args a, QuirkLog log) {
        return new Results().put(FIRST, w.handle(BodyRecords.getShapes(w.body(a, BODY))));
    }

    private Results destroy(Args a, QuirkLog log) {
        Body b = w.body(a, BODY);
        BodyRecords.destroy(b);
        return new Results().put(FIRST, w.handle(b.firstShape()));
    }

    private int[] handles() {
        List<Body> l = new ArrayList<>();
        for (Body n = w.world.bodies().head(); n != null; n = n.next()) {
            l.add(n);
        }
        return w.handles(l);
    }
}
