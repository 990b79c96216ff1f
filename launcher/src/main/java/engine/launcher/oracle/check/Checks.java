package engine.launcher.oracle.check;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.math.FloatModel;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import engine.api.oracle.Param;
import engine.launcher.exit.InputException;
import engine.launcher.json.JsonValues;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The oracle's answer pipeline for expectations (docs/oracle.md, Expectations): an {@code expect} is validated
 * against the call's declared {@link ResultShape} before the call runs, and its {@code check} is attached to the
 * answer after. Session calls reach it with the shape their answer declares ({@link #sessionShape}); a session form
 * of a spec function passes {@code ResultShape.of(fn.results())}.
 */
public final class Checks {

    private Checks() {
    }

    /**
     * mapper writing floats and doubles as the shortest decimals that read back to the same bits (Jackson's
     * Schubfach writer): Java 17's Float.toString is not shortest (1.17549435E-38 for 1.1754944E-38).
     */
    public static ObjectMapper exactWriter(ObjectMapper mapper) {
        mapper.getFactory().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER.mappedFeature());
        return mapper;
    }

    /**
     * Refuses an expectation not shaped like the result (bad-argument naming the field); shape null means the call
     * declares no result shape and takes no expectation.
     *
     * @throws InputException naming the field at fault
     */
    public static void validate(JsonNode expect, ResultShape shape) {
        if (shape == null) {
            throw new InputException("expect: this call declares no result to compare");
        }
        Expectations.validate(expect, shape, "expect");
    }

    /**
     * Writes answer's "check": {"ok": true}, or {"ok": false} with the first differing field, both values, their bits
     * and the quirks the answer says fired; exact is the result with floats kept to the bit (as written with
     * hexFloats, or as shortest decimals).
     */
    public static void attach(ObjectNode answer, JsonNode expect, JsonNode exact, ResultShape shape, FloatModel model) {
        JsonNode result = exact == null ? answer.objectNode() : exact;
        Optional<Divergence> d = Expectations.compare(expect, result, shape, "", model);
        ObjectNode check = answer.putObject("check");
        check.put("ok", d.isEmpty());
        if (d.isPresent()) {
            d.get().writeTo(check);
            JsonNode fired = answer.get("quirks");
            check.set("quirks", fired == null ? answer.arrayNode() : fired.deepCopy());
        }
    }

    /** A spec function's results written once more with every float as its bits: what {@link #attach} compares. */
    public static ObjectNode exactResult(List<Param<?>> declared, Map<String, Object> results, FloatModel model) {
        JsonValues bits = new JsonValues(true, model);
        ObjectNode exact = JsonNodeFactory.instance.objectNode();
        for (Param<?> r : declared) {
            exact.set(r.name(), bits.write(results.get(r.name()), r.type()));
        }
        return exact;
    }

    /** The declared answer of a session call in a 2D (flat) or 3D world ({@link SessionShapes}), or null. */
    public static ResultShape sessionShape(String call, boolean flat) {
        return SessionShapes.of(call, flat);
    }
}
