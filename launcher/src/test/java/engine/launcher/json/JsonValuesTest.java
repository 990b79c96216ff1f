package engine.launcher.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.math.Aabb;
import engine.api.math.Vec4;
import engine.api.oracle.ValueType;
import engine.ps2float.Ps2FloatModels;
import engine.launcher.exit.InputException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Oracle values: floats rounded once from the decimal, written so they read back to the same bits. */
class JsonValuesTest {
    private final ObjectMapper json = Json.mapper();
    private final JsonValues values = new JsonValues(false);

    private JsonNode parse(String s) throws Exception {
        return json.readTree(s);
    }

    @Test
    void aDecimalIsRoundedOnceToFloat32() throws Exception {
        // 0.1 is not exact in float32 either way; the nearest float to the decimal is 0x3dcccccd.
        assertEquals(0x3dcccccd, Float.floatToRawIntBits(JsonValues.readFloat(parse("0.1"), "x")));
        // A decimal just above the midpoint of two floats must round up, which a detour through double can break.
        float viaDecimal = JsonValues.readFloat(parse("1.00000005960464477539062500000000001"), "x");
        assertEquals(Math.nextUp(1f), viaDecimal);
    }

    @Test
    void rawBitsAreReadAndWritten() throws Exception {
        assertEquals(1f, JsonValues.readFloat(parse("\"0x3f800000\""), "x"));
        assertEquals("\"0x3f800000\"", new JsonValues(true).floatNode(1f).toString());
        assertEquals("\"NaN\"", values.floatNode(Float.NaN).toString());
        assertEquals("\"-Infinity\"", values.floatNode(Float.NEGATIVE_INFINITY).toString());
    }

    @Test
    void ps2ExponentTwoFiftyFiveResultsAreWrittenAsTheirBits() throws Exception {
        // On the EE 0x7f800000 is 2^128 and 0xff800001 a negative number: no decimal float32 holds them.
        JsonValues ps2 = new JsonValues(false, Ps2FloatModels.FPU);
        assertEquals("\"0x7f800000\"", ps2.floatNode(Float.intBitsToFloat(0x7f80_0000)).toString());
        assertEquals("\"0xff800001\"", ps2.floatNode(Float.intBitsToFloat(0xff80_0001)).toString());
        assertEquals("1.5", ps2.floatNode(1.5f).toString());
        float back = JsonValues.readFloat(parse(ps2.floatNode(Float.intBitsToFloat(0x7fff_ffff)).toString()), "x");
        assertEquals(0x7fff_ffff, Float.floatToRawIntBits(back));
    }

    @Property
    void everyFiniteFloatReadsBackToTheSameBits(@ForAll float f) throws Exception {
        if (Float.isFinite(f)) {
            JsonNode written = parse(json.writeValueAsString(values.floatNode(f)));
            assertEquals(Float.floatToRawIntBits(f), Float.floatToRawIntBits(JsonValues.readFloat(written, "x")));
        }
    }

    @Test
    void vectorsTakeThreeOrFourNumbers() throws Exception {
        assertEquals(new Vec4(1f, 2f, 3f, 1f), values.read(parse("[1,2,3]"), ValueType.VEC4, "v", n -> null));
        assertEquals(new Vec4(1f, 2f, 3f, 0f), values.read(parse("[1,2,3,0]"), ValueType.VEC4, "v", n -> null));
        InputException e = assertThrows(InputException.class,
                () -> values.read(parse("[1,2]"), ValueType.VEC4, "args.v", n -> null));
        assertEquals("args.v: expected 3 to 4 numbers, got 2", e.getMessage());
    }

    @Test
    void boxesAndIntegers() throws Exception {
        Aabb b = (Aabb) values.read(parse("{\"min\":[0,0,0],\"max\":[1,2,3]}"), ValueType.AABB, "b", n -> null);
        assertEquals(Aabb.of(0f, 0f, 0f, 1f, 2f, 3f), b);
        assertEquals(0x8002243f, values.read(parse("\"0x8002243f\""), ValueType.INT, "f", n -> null));
        assertArrayEquals(new int[] {1, 2, 3}, (int[]) values.read(parse("[1,2,3]"), ValueType.INT3, "c", n -> null));
        InputException e = assertThrows(InputException.class,
                () -> values.read(parse("1.5"), ValueType.INT, "args.n", n -> null));
        assertTrue(e.getMessage().startsWith("args.n: expected an integer"));
    }
}
