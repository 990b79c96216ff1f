package engine.api.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.Aabb;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** SpecFunction.invoke: arguments checked before the body runs, results returned in declared order. */
class SpecFunctionTest {

    private final AtomicInteger calls = new AtomicInteger();

    /** AABB_FromSphere as the oracle would serve it: (c, r) -> (min, max). */
    private SpecFunction fromSphere() {
        return new SpecFunction("AABB_FromSphere", 6, "box of a sphere",
                List.of(new Param("c", ValueType.VEC4, "centre (m)"), new Param("r", ValueType.FLOAT, "radius (m)")),
                List.of(new Param("min", ValueType.VEC4, "lower corner"),
                        new Param("max", ValueType.VEC4, "upper corner")),
                (args, log) -> {
                    calls.incrementAndGet();
                    Aabb box = Aabb.fromSphere((Vec4) args.get("c"), (Float) args.get("r"));
                    // deliberately not in the declared order
                    Map<String, Object> out = new LinkedHashMap<>();
                    out.put("max", box.max());
                    out.put("min", box.min());
                    return out;
                });
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    private FunctionArgumentException assertArgumentError(Executable call, String... fragments) {
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class, call);
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        assertEquals(0, calls.get(), "the body must not run for a bad request");
        return e;
    }

    @Test
    void invokeReturnsResultsInDeclaredOrder() {
        Map<String, Object> out = fromSphere().invoke(args("r", 0.5f, "c", Vec4.point(1f, 2f, 3f)));
        assertEquals(List.of("min", "max"), new ArrayList<>(out.keySet()));
        assertEquals(Vec4.point(0.5f, 1.5f, 2.5f), out.get("min"));
        assertEquals(Vec4.point(1.5f, 2.5f, 3.5f), out.get("max"));
        assertEquals(1, calls.get());
    }

    @Test
    void invokeRejectsAnUnknownArgument() {
        assertArgumentError(() -> fromSphere().invoke(args("c", Vec4.ZERO_POINT, "r", 1f, "radius", 1f)),
                "AABB_FromSphere", "'radius'", "unknown", "c, r");
    }

    @Test
    void invokeRejectsAMissingArgument() {
        assertArgumentError(() -> fromSphere().invoke(args("c", Vec4.ZERO_POINT)), "AABB_FromSphere", "'r'",
                "missing", "float");
        assertArgumentError(() -> fromSphere().invoke(Map.of()), "AABB_FromSphere", "'c'", "missing", "vec4");
        // a null value is a missing argument
        Map<String, Object> withNull = new HashMap<>();
        withNull.put("c", Vec4.ZERO_POINT);
        withNull.put("r", null);
        assertArgumentError(() -> fromSphere().invoke(withNull), "AABB_FromSphere", "'r'", "missing");
    }

    @Test
    void invokeRejectsAnIllTypedArgument() {
        assertArgumentError(() -> fromSphere().invoke(args("c", Vec4.ZERO_POINT, "r", 0.5)), "AABB_FromSphere",
                "'r'", "float", "Double");
        assertArgumentError(() -> fromSphere().invoke(args("c", Vec4.ZERO_POINT, "r", "0.5")), "AABB_FromSphere",
                "'r'", "float", "String");
        assertArgumentError(() -> fromSphere().invoke(args("c", new float[] {1f, 2f, 3f}, "r", 0.5f)),
                "AABB_FromSphere", "'c'", "vec4");
    }

    @Test
    void invokeRejectsAMissingOrIllTypedResult() {
        SpecFunction noMax = new SpecFunction("F", 0, "f", List.of(), List.of(new Param("max", ValueType.VEC4, "m")),
                (a, log) -> Map.of("min", Vec4.ZERO_POINT));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> noMax.invoke(Map.of()));
        assertTrue(e.getMessage().contains("F") && e.getMessage().contains("'max'"), e.getMessage());
        SpecFunction wrongType = new SpecFunction("G", 0, "g", List.of(), List.of(new Param("n", ValueType.INT, "n")),
                (a, log) -> Map.of("n", 1L));
        e = assertThrows(IllegalStateException.class, () -> wrongType.invoke(Map.of()));
        assertTrue(e.getMessage().contains("G") && e.getMessage().contains("'n'") && e.getMessage().contains("int"),
                e.getMessage());
    }

    @Test
    void bodySeesAnUnmodifiableCopyOfTheArguments() {
        Map<String, Object> given = args("x", 2);
        SpecFunction f = new SpecFunction("H", 0, "h", List.of(new Param("x", ValueType.INT, "x")),
                List.of(new Param("y", ValueType.INT, "y")), (a, log) -> {
                    assertThrows(UnsupportedOperationException.class, () -> a.put("x", 3));
                    return Map.of("y", (Integer) a.get("x") * 2);
                });
        assertEquals(Map.of("y", 4), f.invoke(given));
        assertEquals(Map.of("x", 2), given);
    }

    @Test
    void invokePassesTheQuirkLogToTheBody() {
        List<Quirk> fired = new ArrayList<>();
        SpecFunction f = new SpecFunction("Sort", 2, "s", List.of(), List.of(new Param("n", ValueType.INT, "n")),
                (a, log) -> {
                    log.fired(Quirk.SORT_SMEAR);
                    return Map.of("n", 1);
                });
        assertEquals(Map.of("n", 1), f.invoke(Map.of(), fired::add));
        assertEquals(List.of(Quirk.SORT_SMEAR), fired);
        assertEquals(Map.of("n", 1), f.invoke(Map.of()), "without a log the reports are dropped");
        assertEquals(1, fired.size());
        // a bad request does not reach the body, so nothing is reported
        assertThrows(FunctionArgumentException.class, () -> f.invoke(Map.of("x", 1), fired::add));
        assertEquals(1, fired.size());
    }

    @Test
    void constructorRejectsDuplicateArgumentsAndCopiesLists() {
        List<Param<?>> params = new ArrayList<>(List.of(new Param<>("a", ValueType.FLOAT, "a")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SpecFunction("Dup", 0, "d",
                List.of(new Param("a", ValueType.FLOAT, "a"), new Param("a", ValueType.INT, "a")), List.of(),
                (a, log) -> Map.of()));
        assertTrue(e.getMessage().contains("Dup") && e.getMessage().contains("a"), e.getMessage());
        SpecFunction f = new SpecFunction("Copy", 0, "c", params, List.of(), (a, log) -> Map.of());
        params.add(new Param("b", ValueType.FLOAT, "b"));
        assertEquals(1, f.args().size());
        assertThrows(IllegalArgumentException.class, () -> new Param(" ", ValueType.FLOAT, "blank"));
        assertThrows(NullPointerException.class, () -> new Param<>("p", null, "no type"));
    }
}
