package engine.ps2float;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.math.FloatModel;
import org.junit.jupiter.api.Test;

/** The name-to-model mapping a profile's floatModel is resolved with, and the two PS2 units' links. */
class Ps2FloatModelsTest {

    @Test
    void everyProfileNameResolvesToItsModel() {
        assertSame(FloatModel.IEEE, Ps2FloatModels.byName("ieee"));
        assertSame(Ps2FloatModels.FPU, Ps2FloatModels.byName("ps2"));
        assertEquals("ps2", Ps2FloatModels.FPU.name());
        assertEquals("ps2-vu0", Ps2FloatModels.VU.name());
    }

    @Test
    void anUnknownNameIsRefusedWithTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Ps2FloatModels.byName("x87"));
        assertTrue(e.getMessage().contains("'x87'") && e.getMessage().contains("ieee, ps2"), e.getMessage());
    }

    @Test
    void theFpuAndTheVuNameEachOther() {
        assertSame(Ps2FloatModels.VU, Ps2FloatModels.FPU.vu());
        assertSame(Ps2FloatModels.FPU, Ps2FloatModels.FPU.fpu());
        assertSame(Ps2FloatModels.FPU, Ps2FloatModels.VU.fpu());
        assertSame(Ps2FloatModels.VU, Ps2FloatModels.VU.vu());
    }
}
