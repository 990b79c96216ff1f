package engine.kernels.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.math.FloatModel;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkCounter;
import engine.kernels.pair.CircleCircle2D;
import engine.kernels.pair.Hits;
import engine.kernels.pair.SphereCapsuleRoots;
import engine.kernels.sweep.ContactVectors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The oracle adapters only call kernels: the root kernels served on their own (Sweep_CircleCircle2D,
 * Sweep_SphereCapsule, PhysicsVec_Bounce) take the config of the slot that calls them and read their correction
 * from it, so no adapter names a correction; and adapters read arguments only through their declared Params.
 */
class OracleAdapterRulesTest {
    private static final Path ORACLE = Path.of("src/main/java/engine/kernels/oracle");

    private static KernelConfig correcting(Quirk q) {
        return new KernelConfig(FloatModel.IEEE, Set.of(q));
    }

    /** The oracle sources (the session forms' package included) whose text contains needle. */
    private static List<String> sourcesContaining(String needle) throws IOException {
        try (Stream<Path> files = Files.walk(ORACLE)) {
            return files.filter(Files::isRegularFile).filter(p -> {
                try {
                    return Files.readString(p).contains(needle);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }).map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void noOracleAdapterAsksAConfigForACorrection() throws IOException {
        assertEquals(List.of(), sourcesContaining(".corrects("), "adapters that read a correction themselves");
    }

    /** Arguments are read through the Param that declares them (Args.get), never by a name string and a cast. */
    @Test
    void noOracleAdapterReadsAnArgumentByName() throws IOException {
        assertEquals(List.of(), sourcesContaining("Map<String, Object>"), "adapters handling untyped argument maps");
    }

    /** Unit 11, Sweep_CircleCircle2D: no horizontal move from outside reach divides 0 by 0 unless corrected. */
    @Test
    void circleCircleTakesItsZeroMoveGuardFromTheCallersConfig() {
        float[] t = new float[2];
        QuirkCounter original = new QuirkCounter();
        int r = CircleCircle2D.sweep(KernelConfig.DEFAULT, FloatModel.IEEE, original, 0.35f, 0.35f, t, 1f, 0f, 0f, 0f,
                0f, 0f, 0);
        assertNotEquals(CircleCircle2D.NONE, r, "the original divides and answers");
        assertEquals(1, original.count(Quirk.CIRCLE_ZERO_MOVE_DIV));
        QuirkCounter corrected = new QuirkCounter();
        assertEquals(CircleCircle2D.NONE, CircleCircle2D.sweep(correcting(Quirk.CIRCLE_ZERO_MOVE_DIV), FloatModel.IEEE,
                corrected, 0.35f, 0.35f, t, 1f, 0f, 0f, 0f, 0f, 0f, 0));
        assertEquals(0, corrected.count(Quirk.CIRCLE_ZERO_MOVE_DIV));
    }

    /** Unit 11, Sweep_SphereCapsule: straight down the axis the original negates the entry root. */
    @Test
    void sphereCapsuleTakesItsFallingRootCorrectionFromTheCallersConfig() {
        assertEquals(-0.55563f, secondRoot(KernelConfig.DEFAULT), 1e-4f);
        assertEquals(0.55563f, secondRoot(correcting(Quirk.SPHERE_CAPSULE_FALLING_ROOT)), 1e-4f);
    }

    private static float secondRoot(KernelConfig caller) {
        Hits h = new Hits();
        new SphereCapsuleRoots(caller).sweep(FloatModel.IEEE, new QuirkCounter(), h, 0.1f, 0f, 3f, 0f, 0f, -2f, 0f,
                0f, 0.35f, 0f, 0f, 1.1f, 0.45f);
        return h.root(1);
    }

    /** Unit 3, PhysicsVec_Bounce: an outgoing velocity is damped by (1 - e) unless corrected. */
    @Test
    void bounceTakesItsOutgoingCorrectionFromTheCallersConfig() {
        Float4 n = new Float4(1f, 0f, 0f, 0f);
        Float4 damped = new Float4(1f, 0f, 0f, 1f);
        ContactVectors.bounce(KernelConfig.DEFAULT, FloatModel.IEEE, damped, n, 0.5f, new QuirkCounter());
        assertEquals(0.5f, damped.x());
        Float4 kept = new Float4(1f, 0f, 0f, 1f);
        ContactVectors.bounce(correcting(Quirk.BOUNCE_DAMPS_OUTGOING), FloatModel.IEEE, kept, n, 0.5f,
                new QuirkCounter());
        assertEquals(1f, kept.x());
    }
}
