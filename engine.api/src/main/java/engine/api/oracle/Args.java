package engine.api.oracle;

import java.util.Map;
import java.util.Objects;

/**
 * The validated arguments of one call, read by the {@link Param} that declares each: present arguments are of
 * their declared type ({@link SpecFunction#invoke} checked them), so {@link #get(Param)} needs no cast.
 */
public final class Args {
    private final String function;
    private final Map<String, Object> values;

    /** The arguments values of a call of function. */
    public Args(String function, Map<String, Object> values) {
        this.function = Objects.requireNonNull(function, "function");
        this.values = Map.copyOf(values);
    }

    /** The spec name of the function called. */
    public String function() {
        return function;
    }

    /** True when the call gave p. */
    public boolean has(Param<?> p) {
        return values.containsKey(p.name());
    }

    /**
     * The value of p.
     *
     * @throws FunctionArgumentException when the call left p out
     */
    public <T> T get(Param<T> p) {
        Object v = values.get(p.name());
        if (v == null) {
            throw new FunctionArgumentException(function + ": missing argument '" + p.name() + "' ("
                    + p.type().id() + ")");
        }
        return cast(p, v);
    }

    /** The value of p, or fallback when the call left it out. */
    public <T> T get(Param<T> p, T fallback) {
        Object v = values.get(p.name());
        return v == null ? fallback : cast(p, v);
    }

    /** An argument error naming this function and p: "F: argument 'p' " + why. */
    public FunctionArgumentException refuse(Param<?> p, String why) {
        return new FunctionArgumentException(function + ": argument '" + p.name() + "' " + why);
    }

    @SuppressWarnings("unchecked") // the typed factories pair T with p.type()'s Java type, checked here
    private static <T> T cast(Param<T> p, Object v) {
        if (!p.type().javaType().isInstance(v)) {
            throw new FunctionArgumentException("argument '" + p.name() + "' must be " + p.type().id() + ", got "
                    + v.getClass().getSimpleName());
        }
        return (T) v;
    }
}
