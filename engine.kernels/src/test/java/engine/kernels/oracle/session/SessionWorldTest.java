package engine.kernels.oracle.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Body;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.TestWorlds;
import engine.kernels.pool.BodyPools;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The session spec world over one PhysicsWorld (docs/oracle.md, "Sessions"; Units 7 to 10): handles and pools. */
class SessionWorldTest {
    private final QuirkCounter quirks = new QuirkCounter();
    private final SessionWorld w = new SessionWorld(TestWorlds.world("faithful", quirks, null), i -> {
        throw new IndexOutOfBoundsException("no scene bodies");
    });

    private Map<String, Object> call(String name, Object... kv) {
        Map<String, Object> a = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            a.put((String) kv[i], kv[i + 1]);
        }
        SpecFunction f = w.functions().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        return f.invoke(a, quirks);
    }

    @Test
    void aPoolRecordFreedAndMadeAgainKeepsItsHandle() {
        int a = (Integer) call("IPhysics_CreateObjectBody").get("body");
        call("IPhysics_FreeObjectBody", "body", a);
        assertEquals(Boolean.FALSE, call("session.get", "body", a).get("hasOwner"), "the freed record's owner is 0");
        assertThrows(FunctionArgumentException.class, () -> call("IPhysics_FreeObjectBody", "body", a),
                "freed twice");
        int b = (Integer) call("IPhysics_CreateObjectBody").get("body");
        assertEquals(a, b, "the pool's first free record is the one freed: the same handle names it");
        int c = (Integer) call("PhysicsBody_Construct").get("body");
        assertNotEquals(a, c, "a constructed record gets a handle of its own");
    }

    @Test
    void theFaithfulHumanPoolAnswersMinusOneForThe61stCreate() {
        for (int i = 0; i < BodyPools.HUMANS; i++) {
            assertTrue((Integer) call("IPhysics_CreateHumanBody").get("body") >= 0, "human " + i);
        }
        assertEquals(-1, call("IPhysics_CreateHumanBody").get("body"), "PS2-LIMIT HUMAN_BODIES_60: null");
    }

    @Test
    void aHandleTheSessionDidNotGiveIsRefusedNamingTheArgument() {
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> call("PhysicsBody_Update", "body", 3));
        assertTrue(e.getMessage().contains("'body'") && e.getMessage().contains("not a body handle"), e.getMessage());
    }

    @Test
    void describeNamesTheSameFormsAWorldServes() {
        List<String> described = SessionWorld.describe().stream().map(SpecFunction::name).toList();
        assertEquals(described, w.functions().stream().map(SpecFunction::name).toList());
        Body b = new Body();
        assertEquals(0, w.handle(b), "a body first named gets the next handle");
    }
}
