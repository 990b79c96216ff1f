package engine.api.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import engine.api.math.Aabb;
import engine.api.math.Float4;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * No public method hands out a body's box (Unit 7, +0x00/+0x10, the x-sorted list's key) or a human body's broad
 * bound (Unit 10, +0x90/+0xa0) as mutable storage: a caller could move the box without the world knowing. The only
 * Float4s a body hands out live are the two fields listed here.
 */
class BodyBoxAccessTest {

    /** The live Float4 fields a body still hands out, none of them the box the x-sorted list is kept by. */
    private static final Map<String, String> LIVE_NOT_THE_BOX = Map.of(
            "pushOut", "+0x50, the pending push-out",
            "scale", "+0x60, the scale");

    private static List<Method> float4Returners(Class<? extends Body> type) {
        List<Method> found = new ArrayList<>();
        for (Method m : type.getMethods()) {
            if (m.getReturnType() == Float4.class && !Modifier.isStatic(m.getModifiers())) {
                found.add(m);
            }
        }
        return found;
    }

    @Test
    void everyFloat4ABodyReturnsIsTheCallersBufferOrALiveFieldThatIsNotTheBox() throws Exception {
        for (Class<? extends Body> type : List.of(Body.class, HumanBody.class)) {
            Body b = type.getDeclaredConstructor().newInstance();
            b.setBox(1f, 2f, 3f, 4f, 5f, 6f);
            for (Method m : float4Returners(type)) {
                if (LIVE_NOT_THE_BOX.containsKey(m.getName()) && m.getParameterCount() == 0) {
                    continue;
                }
                assertEquals(List.of(Float4.class), List.of(m.getParameterTypes()),
                        type.getSimpleName() + "." + m.getName() + " returns a Float4 not given by its caller");
                Float4 out = new Float4();
                assertSame(out, m.invoke(b, out), m.getName() + " must return the caller's buffer");
                out.set(9f, 9f, 9f, 9f);
                assertEquals(1f, b.minX(), m.getName() + " handed out the box");
                assertEquals(4f, b.maxX(), m.getName() + " handed out the box");
                if (b instanceof HumanBody hb) {
                    assertEquals(0f, hb.broadBox().max().x(), m.getName() + " handed out the broad bound");
                }
            }
        }
    }

    @Test
    void theBoxReadersAreThereAndTheLiveCornersAreGone() throws Exception {
        for (String name : List.of("minInto", "maxInto")) {
            assertEquals(Float4.class, Body.class.getMethod(name, Float4.class).getReturnType());
        }
        for (String name : List.of("broadMinInto", "broadMaxInto")) {
            assertEquals(Float4.class, HumanBody.class.getMethod(name, Float4.class).getReturnType());
        }
        for (Method m : HumanBody.class.getMethods()) {
            boolean boxNamed = m.getName().matches("(?i)(broad)?(min|max|box|aabb|bounds?)");
            if (boxNamed) {
                assertEquals(false, m.getReturnType() == Float4.class || m.getReturnType().isArray(),
                        "HumanBody." + m.getName() + " returns mutable box storage");
            }
        }
    }

    @Test
    void noListedLiveFieldIsABoxReaderInDisguise() throws Exception {
        // The listed live fields exist (so the list is not stale) and none of them aliases a box.
        HumanBody hb = new HumanBody();
        hb.setBox(1f, 2f, 3f, 4f, 5f, 6f);
        hb.setBroadBound(-1f, -2f, -3f, 7f, 8f, 9f);
        for (String name : LIVE_NOT_THE_BOX.keySet()) {
            Float4 live = (Float4) HumanBody.class.getMethod(name).invoke(hb);
            live.set(9f, 9f, 9f, 9f);
        }
        assertEquals(Aabb.of(1f, 2f, 3f, 4f, 5f, 6f), hb.box());
        assertEquals(Aabb.of(-1f, -2f, -3f, 7f, 8f, 9f), hb.broadBox());
    }
}
