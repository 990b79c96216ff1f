package engine.api.oracle;

import java.util.LinkedHashMap;
import java.util.Map;

/** The results of one call, written by the {@link Param} that declares each. */
public final class Results {
    private final Map<String, Object> values = new LinkedHashMap<>();

    /** Sets result p to value (not null); returns this. */
    public <T> Results put(Param<T> p, T value) {
        if (value == null) {
            throw new IllegalStateException("result '" + p.name() + "' is null");
        }
        values.put(p.name(), value);
        return this;
    }

    /** The results by name, in the order put. */
    public Map<String, Object> asMap() {
        return values;
    }
}
