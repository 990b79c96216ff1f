package engine.launcher.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;

/** The launcher's one JSON configuration: exact decimals in, shortest float32 decimals out, one line per value. */
public final class Json {

    private Json() {
    }

    /** A mapper that keeps decimal numbers exact (so a float is rounded once) and writes compact lines. */
    public static ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper();
        m.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        m.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);
        m.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS); // a request or a file holds exactly one value
        m.configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);
        m.disable(SerializationFeature.INDENT_OUTPUT);
        m.getFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        return m;
    }
}
