package engine.kernels.human;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.fake.TestWorlds;
import engine.kernels.oracle.HumanFunctions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Unit 10's switch-bit test ideas through the oracle, served for the faithful and the fixed provider's tables. */
class HumanFunctionsTest {

    private static SpecFunction setShapeEnabled(String provider) {
        return HumanFunctions.table(() -> TestWorlds.table(provider)).stream()
                .filter(f -> f.name().equals("PhysBody_SetShapeEnabled")).findFirst().orElseThrow();
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    /** The flags of the chain shape whose bone is bone. */
    private static int flagsOf(Map<String, Object> r, int bone) {
        int[] ids = (int[]) r.get("boneIds");
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] == bone) {
                return ((int[]) r.get("boneFlags"))[i];
            }
        }
        throw new AssertionError("no bone " + bone);
    }

    @Test
    void switchBitsRightHandOnThenAgainForBothProviders() {
        for (String provider : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = setShapeEnabled(provider).invoke(args("id", 25, "on", true));
            assertEquals(0x800000L, r.get("strikeBits"), provider);
            assertEquals(0x13, flagsOf(r, 25), provider + ": the right-hand sphere gains 0x11");
            r = setShapeEnabled(provider).invoke(args("setup", new int[] {25, 1}, "ignores", 2, "level", 1,
                    "id", 25, "on", true));
            assertEquals(0x800000L, r.get("strikeBits"), provider);
            assertEquals(0x13, flagsOf(r, 25), provider);
            assertEquals(0, r.get("ignoring"), provider + ": the struck list is emptied");
            assertEquals(0, r.get("ignoreLevel"), provider);
        }
    }

    @Test
    void switchBitsBone0ThenShin32StrikeBitAlias() {
        // PS2-BUG(STRIKE_BIT_ALIAS) through the oracle: faithful blocks the shin, fixed gives bone 0 bit 32.
        QuirkCounter q = new QuirkCounter();
        Map<String, Object> r = setShapeEnabled("faithful").invoke(args("setup", new int[] {0, 1}, "id", 32,
                "on", true), q);
        assertEquals(0x40000000L, r.get("strikeBits"));
        assertEquals(0x2, flagsOf(r, 32), "shin 32 stays off");
        assertEquals(1, q.count(Quirk.STRIKE_BIT_ALIAS));
        QuirkCounter fq = new QuirkCounter();
        r = setShapeEnabled("fixed").invoke(args("setup", new int[] {0, 1}, "id", 32, "on", true), fq);
        assertEquals((1L << 32) | 0x40000000L, r.get("strikeBits"));
        assertEquals(0x13, flagsOf(r, 32), "shin 32 on");
        assertEquals(0, fq.count(Quirk.STRIKE_BIT_ALIAS));
    }

    @Test
    void switchBitsAllOffAndStruckListEmptied() {
        for (String provider : new String[] {"faithful", "fixed"}) {
            Map<String, Object> r = setShapeEnabled(provider).invoke(args("setup", new int[] {25, 1, 3, 1, 30, 1},
                    "id", -1, "on", false));
            assertEquals(0L, r.get("strikeBits"), provider);
            for (int f : (int[]) r.get("boneFlags")) {
                assertEquals(0, f & 0x1, provider + ": every bone shape off");
            }
            r = setShapeEnabled(provider).invoke(args("ignores", 1, "id", 19, "on", false));
            assertEquals(0, r.get("ignoring"), provider + ": IsIgnoring(X) is false afterwards");
            assertArrayEquals(new int[] {3, 24, 18, 32, 29, 6, 25, 19, 33, 30}, (int[]) r.get("boneIds"));
        }
    }

    @Test
    void badArgumentsAreNamed() {
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class,
                () -> setShapeEnabled("faithful").invoke(args("id", 200, "on", true)));
        assertTrue(e.getMessage().contains("'id'"), e.getMessage());
        e = assertThrows(FunctionArgumentException.class,
                () -> setShapeEnabled("faithful").invoke(args("setup", new int[] {3}, "id", 3, "on", true)));
        assertTrue(e.getMessage().contains("pairs"), e.getMessage());
        e = assertThrows(FunctionArgumentException.class,
                () -> setShapeEnabled("faithful").invoke(args("setup", new int[] {3, 2}, "id", 3, "on", true)));
        assertTrue(e.getMessage().contains("not 0 or 1"), e.getMessage());
    }
}
