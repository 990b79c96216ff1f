package engine.launcher.ab;

import engine.api.scene.SceneRun;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Per body, a SHA-256 chain over the bits of its state in every frame so far ({@link SceneRun#STATE} doubles a frame,
 * raw bits, big-endian): two runs give a body the same trajectory in every bit exactly when their digests agree (up
 * to a SHA-256 collision). A digest of a prefix can be taken at any frame, so "the same until frame F" needs no
 * stored frames. Memory: one digest state per body.
 */
final class BodyDigests {
    private final MessageDigest[] chains;
    private final byte[] frameBytes = new byte[SceneRun.STATE * Long.BYTES];

    BodyDigests(int bodies) {
        chains = new MessageDigest[bodies];
        for (int i = 0; i < bodies; i++) {
            chains[i] = sha256();
        }
    }

    /** Folds body i's state (at offset i × STATE of states) into its chain. */
    void fold(int i, double[] states) {
        int o = i * SceneRun.STATE;
        for (int k = 0; k < SceneRun.STATE; k++) {
            long bits = Double.doubleToRawLongBits(states[o + k]);
            for (int b = 0; b < Long.BYTES; b++) {
                frameBytes[k * Long.BYTES + b] = (byte) (bits >>> (56 - 8 * b));
            }
        }
        chains[i].update(frameBytes);
    }

    /** The digest of body i's frames folded so far (the chain goes on). */
    byte[] digest(int i) {
        try {
            return ((MessageDigest) chains[i].clone()).digest();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("SHA-256 digests of this JVM cannot be cloned", e);
        }
    }

    /** Bodies. */
    int bodies() {
        return chains.length;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
