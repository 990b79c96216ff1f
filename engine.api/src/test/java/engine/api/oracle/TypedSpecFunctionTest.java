package engine.api.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Aabb;
import engine.api.math.Vec4;
import engine.api.quirk.QuirkLog;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Param's typed factories, Args and Results, and SpecFunction.of: one Param object declares, reads and writes. */
class TypedSpecFunctionTest {
    private static final Param<Vec4> C = Param.vec4("c", "centre (m)");
    private static final Param<Float> R = Param.f32("r", "radius (m)");
    private static final Param<Integer> GROW = Param.i32("grow", "extra metres (default 0)").orAbsent().range(0, 10);
    private static final Param<Vec4> MIN = Param.vec4("min", "lower corner");
    private static final Param<Vec4> MAX = Param.vec4("max", "upper corner");

    /** AABB_FromSphere written as a typed body: no cast, no name written twice. */
    private static Results fromSphere(Args a, QuirkLog log) {
        Aabb box = Aabb.fromSphere(a.get(C), a.get(R) + a.get(GROW, 0));
        return new Results().put(MAX, box.max()).put(MIN, box.min());
    }

    private static final SpecFunction FROM_SPHERE = SpecFunction.of("AABB_FromSphere", 6, "box of a sphere",
            List.of(C, R, GROW), List.of(MIN, MAX), TypedSpecFunctionTest::fromSphere);

    @Test
    void typedFactoriesCarryTheValueTypeAndTheRange() {
        assertEquals(ValueType.VEC4, C.type());
        assertEquals(ValueType.FLOAT, R.type());
        assertEquals(ValueType.BOOL, Param.bool("b", "d").type());
        assertEquals(ValueType.LONG, Param.i64("l", "d").type());
        assertEquals(ValueType.STRING, Param.str("s", "d").type());
        assertEquals(ValueType.QUAT, Param.quat("q", "d").type());
        assertEquals(ValueType.MAT4, Param.mat4("m", "d").type());
        assertEquals(ValueType.AABB, Param.aabb("a", "d").type());
        assertEquals(ValueType.INT3, Param.int3("i3", "d").type());
        assertEquals(ValueType.MESH, Param.mesh("mesh", "d").type());
        assertEquals(ValueType.FLOAT_LIST, Param.floats("fs", "d").type());
        assertEquals(ValueType.INT_LIST, Param.ints("is", "d").type());
        assertFalse(C.optional());
        assertTrue(GROW.optional(), "orAbsent makes it optional");
        assertEquals(0, GROW.min());
        assertEquals(10, GROW.max());
        assertTrue(Param.i32("x", "d").range(1, 2).orAbsent().ranged(), "orAbsent keeps the range");
    }

    @Test
    void aTypedFunctionReadsAndWritesThroughItsDeclaredParams() {
        Map<String, Object> given = new HashMap<>(Map.of("c", Vec4.point(1f, 2f, 3f), "r", 0.5f));
        Map<String, Object> out = FROM_SPHERE.invoke(given);
        assertEquals(List.of("min", "max"), List.copyOf(out.keySet()), "results in declared order");
        assertEquals(Vec4.point(0.5f, 1.5f, 2.5f), out.get("min"));
        given.put("grow", 1);
        assertEquals(Vec4.point(2.5f, 3.5f, 4.5f), FROM_SPHERE.invoke(given).get("max"), "an optional argument given");
        assertSame(C, FROM_SPHERE.args().get(0), "describe lists the very Param the body reads");
    }

    @Test
    void argsGiveTheFallbackOnlyForAnArgumentLeftOut() {
        Args a = new Args("F", Map.of("r", 2f, "list", new int[] {1, 2}));
        assertTrue(a.has(R));
        assertFalse(a.has(GROW));
        assertEquals(2f, a.get(R));
        assertEquals(2f, a.get(R, 7f), "a given argument wins over the fallback");
        assertEquals(7, a.get(GROW, 7));
        assertArrayEquals(new int[] {1, 2}, a.get(Param.ints("list", "d")));
        assertEquals("F", a.function());
    }

    @Test
    void argsNameTheFunctionAndTheArgumentAtFault() {
        Args a = new Args("F", Map.of("r", 2));
        FunctionArgumentException missing = assertThrows(FunctionArgumentException.class, () -> a.get(C));
        assertEquals("F: missing argument 'c' (vec4)", missing.getMessage());
        assertThrows(FunctionArgumentException.class, () -> a.get(R), "an Integer is not a float32");
        assertEquals("F: argument 'r' needs more", a.refuse(R, "needs more").getMessage());
    }

    @Test
    void resultsKeepTheOrderPutAndRefuseNull() {
        Results r = new Results().put(MAX, Vec4.ZERO_POINT).put(MIN, Vec4.ZERO_POINT);
        assertEquals(List.of("max", "min"), List.copyOf(r.asMap().keySet()));
        assertThrows(IllegalStateException.class, () -> new Results().put(MIN, null));
    }

    @Test
    void aTypedFunctionStillRefusesABadRequestBeforeItsBody() {
        assertThrows(FunctionArgumentException.class, () -> FROM_SPHERE.invoke(Map.of("c", Vec4.ZERO_POINT)));
        assertThrows(FunctionArgumentException.class,
                () -> FROM_SPHERE.invoke(Map.of("c", Vec4.ZERO_POINT, "r", 1f, "grow", 11)), "out of range");
    }
}
