package engine.launcher.oracle.check;

import static engine.launcher.oracle.check.OracleTraces.answer;
import static engine.launcher.oracle.check.OracleTraces.rawAnswers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import engine.api.math.Aabb;
import engine.api.math.FloatModel;
import engine.api.math.Mat4;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.oracle.ValueType;
import engine.launcher.json.Json;
import engine.launcher.json.JsonValues;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Issue 21 item 4 (stateless side): every float of an answer is the shortest float32 decimal, or its bits. */
class WireFormatTest {
    private static final Pattern NUMBER = Pattern.compile("-?[0-9][0-9.]*(E-?[0-9]+)?");
    private static final ObjectMapper WRITER = Checks.exactWriter(Json.mapper());

    /** The fewest significant digits a decimal reading back to f needs (Java writes at least two: "1.0"). */
    private static int shortestDigits(float f) {
        BigDecimal exact = new BigDecimal(f).abs();
        for (int p = 1; p <= 9; p++) {
            if (exact.round(new MathContext(p, RoundingMode.HALF_EVEN)).floatValue() == Math.abs(f)) {
                return Math.max(p, 2);
            }
        }
        throw new AssertionError("9 digits always do");
    }

    private static int digits(String decimal) {
        String m = decimal.replace("-", "").split("E")[0].replace(".", "").replaceFirst("^0+", "");
        m = m.replaceFirst("0+$", "");
        return Math.max(m.length(), 2);
    }

    private static void assertShortest(float f, String written) {
        assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(Float.parseFloat(written)),
                written + " reads back to " + f);
        assertTrue(NUMBER.matcher(written).matches(), written);
        assertTrue(digits(written) <= shortestDigits(f), written + " is not the shortest decimal of " + f);
    }

    @Test
    void theValuesDoublesWouldWidenAreWrittenAsTheirShortestFloat32Decimals() throws Exception {
        float[] values = {1.0000001f, 0.1f, 3.4028235e38f, Float.MIN_VALUE, Float.MIN_NORMAL, -0.0f, 1.17549421E-38f,
            -2.3509886e-38f, 16777217f, 0.3f, 1e-10f};
        for (float v : values) {
            String bits = String.format("\"0x%08x\"", Float.floatToRawIntBits(v));
            String raw = rawAnswers("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[" + bits + "," + bits + ","
                    + bits + "],\"r\":0}}").get(0);
            Matcher m = Pattern.compile("\"min\":\\[([^,]+),").matcher(raw);
            assertTrue(m.find(), raw);
            assertShortest(v, m.group(1));
            assertFalse(raw.matches(".*\\d\\.\\d{10,}.*"), "no widened double in " + raw);
        }
        assertEquals("1.1754944E-38", WRITER.writeValueAsString(JsonNodeFactory.instance.numberNode(Float.MIN_NORMAL)),
                "Java 17's Float.toString writes 1.17549435E-38");
        assertEquals("-0.0", WRITER.writeValueAsString(JsonNodeFactory.instance.numberNode(-0.0f)));
    }

    @Property(tries = 2000)
    void everyFiniteFloatIsWrittenShortest(@ForAll int bits) throws Exception {
        float f = Float.intBitsToFloat(bits);
        if (Float.isFinite(f)) {
            assertShortest(f, WRITER.writeValueAsString(new JsonValues(false).floatNode(f)));
        }
    }

    @Test
    void hexFloatsWritesEveryFloatOfEveryResultTypeAsItsBits() throws Exception {
        JsonValues hex = new JsonValues(true, FloatModel.IEEE);
        Vec4 v = new Vec4(0.1f, -0.0f, Float.MIN_VALUE, 1f);
        Object[][] samples = {{ValueType.FLOAT, 0.1f}, {ValueType.VEC4, v}, {ValueType.QUAT, new Quat(0.1f, 0.2f,
            0.3f, 0.4f)}, {ValueType.MAT4, new Mat4(0.1f, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)},
            {ValueType.AABB, new Aabb(v, v)}, {ValueType.FLOAT_LIST, new float[] {0.1f, 2.5f}}};
        for (Object[] s : samples) {
            String out = WRITER.writeValueAsString(hex.write(s[1], (ValueType) s[0]));
            assertFalse(Pattern.compile("[0-9]\\.[0-9]|E[0-9-]").matcher(out).find(), s[0] + ": " + out);
            assertTrue(out.contains("\"0x"), s[0] + ": " + out);
        }
        String ints = WRITER.writeValueAsString(hex.write(new int[] {1, -2, 3}, ValueType.INT3));
        assertEquals("[1,-2,3]", ints, "ints stay integers");
        JsonNode a = answer("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[0.1,0.2,0.3],\"r\":0.5},\"hexFloats\":true}");
        a.get("result").get("box").forEach(row -> row.forEach(f -> assertTrue(f.asText().matches("0x[0-9a-f]{8}"),
                a.toString())));
        JsonNode m = answer("{\"call\":\"Quat_ToMatrix\",\"args\":{\"q\":[0.1,0.2,0.3,0.9]},\"hexFloats\":true}");
        m.get("result").get("m").forEach(row -> row.forEach(f -> assertTrue(f.isTextual(), m.toString())));
    }

    @Test
    void randomBitPatternsCrossTheWireToTheBit() throws Exception {
        SplittableRandom r = new SplittableRandom(21);
        StringBuilder c = new StringBuilder();
        float[] sent = new float[3];
        for (int i = 0; i < 3; i++) {
            sent[i] = Float.intBitsToFloat(r.nextInt() & 0x7effffff | (r.nextBoolean() ? 0x80000000 : 0));
            c.append(i == 0 ? "" : ",").append(String.format("\"0x%08x\"", Float.floatToRawIntBits(sent[i])));
        }
        JsonNode box = answer("{\"call\":\"AABB_FromSphere\",\"args\":{\"c\":[" + c + "],\"r\":0}}").get("result")
                .get("box");
        for (int i = 0; i < 3; i++) {
            assertEquals(Float.floatToRawIntBits(sent[i]), Float.floatToRawIntBits(JsonValues.readFloat(
                    box.get("min").get(i), "min")), "min[" + i + "]");
        }
    }
}
