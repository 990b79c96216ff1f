package engine.launcher.ab;

import java.util.List;

/**
 * One rerun of the scene under run A's choices with some differences switched to run B's setting, and what it showed
 * per body: the same trajectory as B in every bit, the same as A, and (for a body that parts) the same as A until the
 * frame A and B part and different from A in it.
 *
 * @param index     its number in the A/B's list of reruns (0-based)
 * @param purpose   why it ran: "rebase A", "rebase B", "candidates", "single", "pair", "ddmin"
 * @param applied   the differences switched to B's setting (for a rebase: none, the rebase itself)
 * @param sceneHash the rerun's scene hash (16 hex digits), or null when it stopped early or could not run
 * @param frames    frames it stepped: fewer than the scene's when every body it watched had already left the run
 *                  it had to match, so the rest could change no answer
 * @param sameAsB   per body: its every frame equals B's in every bit
 * @param sameAsA   per body: its every frame equals A's in every bit
 * @param partsAsB  per body: equal to A before the frame A and B part, different from A in it (false when the body
 *                  does not part)
 * @param error     why it could not run (a profile that cannot be expressed), or null
 */
public record Rerun(int index, String purpose, List<Difference> applied, String sceneHash, int frames,
                    boolean[] sameAsB,
                    boolean[] sameAsA, boolean[] partsAsB, String error) {

    /** Copies the lists and arrays. */
    public Rerun {
        applied = List.copyOf(applied);
        sameAsB = sameAsB.clone();
        sameAsA = sameAsA.clone();
        partsAsB = partsAsB.clone();
    }

    /** True when this rerun reproduces B for body i and parts it from A where A and B part: a proof for body i. */
    public boolean explains(int i) {
        return error == null && sameAsB[i] && partsAsB[i];
    }

    /** Bodies for which {@link #explains} holds. */
    public int explained() {
        int n = 0;
        for (int i = 0; i < sameAsB.length; i++) {
            n += explains(i) ? 1 : 0;
        }
        return n;
    }

    /** The applied differences' ids joined by " + " ("nothing" when none). */
    public String label() {
        return applied.isEmpty() ? "nothing" : String.join(" + ", applied.stream().map(Difference::id).toList());
    }
}
