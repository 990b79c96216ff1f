package engine.api.oracle;

import engine.api.quirk.QuirkLog;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A spec function the oracle can call: its spec name (e.g. "Quat_ToMatrix"), the unit it comes from, typed
 * arguments and results, and the body. {@link #invoke} checks the arguments before the body runs and the
 * results after, so a bad request changes nothing and names the argument at fault.
 *
 * @param name    the spec name
 * @param unit    the spec unit (0 for functions of the unnumbered pages)
 * @param summary one line: what it computes
 * @param args    the arguments, in order
 * @param results the results, in order
 * @param body    the implementation
 */
public record SpecFunction(String name, int unit, String summary, List<Param<?>> args, List<Param<?>> results,
                           SpecInvoker body) {

    /** Copies the lists and checks names are unique. */
    public SpecFunction {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(body, "body");
        args = List.copyOf(args);
        results = List.copyOf(results);
        Set<String> seen = new HashSet<>();
        for (Param<?> p : args) {
            if (!seen.add(p.name())) {
                throw new IllegalArgumentException(name + ": argument " + p.name() + " declared twice");
            }
        }
    }

    /**
     * A function whose body reads its arguments through {@link Args} and writes its results through
     * {@link Results}, with the same {@link Param} objects that args and results declare.
     */
    public static SpecFunction of(String name, int unit, String summary, List<Param<?>> args, List<Param<?>> results,
                                  SpecBody body) {
        Objects.requireNonNull(body, "body");
        return new SpecFunction(name, unit, summary, args, results,
                (given, log) -> body.call(new Args(name, given), log).asMap());
    }

    /**
     * Calls the function: every required argument must be present, every given one must be declared and of its
     * declared Java type; the results must match the declared results.
     *
     * @throws FunctionArgumentException naming the function and the argument at fault
     */
    public Map<String, Object> invoke(Map<String, Object> given) {
        return invoke(given, QuirkLog.NONE);
    }

    /**
     * Calls the function as {@link #invoke(Map)} does, reporting the quirks that fired to log.
     *
     * @throws FunctionArgumentException naming the function and the argument at fault
     */
    public Map<String, Object> invoke(Map<String, Object> given, QuirkLog log) {
        for (String k : given.keySet()) {
            if (args.stream().noneMatch(p -> p.name().equals(k))) {
                throw new FunctionArgumentException(name + ": unknown argument '" + k + "' (takes "
                        + String.join(", ", args.stream().map(Param::name).toList()) + ")");
            }
        }
        for (Param<?> p : args) {
            Object v = given.get(p.name());
            if (v == null) {
                if (p.optional()) {
                    continue;
                }
                throw new FunctionArgumentException(name + ": missing argument '" + p.name() + "' (" + p.type().id()
                        + ")");
            }
            if (!p.type().javaType().isInstance(v)) {
                throw new FunctionArgumentException(name + ": argument '" + p.name() + "' must be " + p.type().id()
                        + ", got " + v.getClass().getSimpleName());
            }
            if (p.ranged()) {
                checkRange(p, v);
            }
        }
        Map<String, Object> out = body.invoke(Map.copyOf(given), log);
        Map<String, Object> ordered = new LinkedHashMap<>();
        for (Param<?> r : results) {
            Object v = out.get(r.name());
            if (v == null || !r.type().javaType().isInstance(v)) {
                throw new IllegalStateException(name + ": result '" + r.name() + "' missing or not " + r.type().id());
            }
            ordered.put(r.name(), v);
        }
        return ordered;
    }

    private void checkRange(Param<?> p, Object v) {
        if (v instanceof int[] list) {
            for (int i = 0; i < list.length; i++) {
                if (list[i] < p.min() || list[i] > p.max()) {
                    throw new FunctionArgumentException(name + ": argument '" + p.name() + "'[" + i + "] = " + list[i]
                            + " is out of range " + p.min() + ".." + p.max());
                }
            }
            return;
        }
        long x = ((Number) v).longValue();
        if (x < p.min() || x > p.max()) {
            throw new FunctionArgumentException(name + ": argument '" + p.name() + "' = " + x + " is out of range "
                    + p.min() + ".." + p.max());
        }
    }
}
