package engine.launcher.report;

import engine.api.quirk.Quirk;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneRun;
import engine.launcher.scenario.FrameObserver;
import engine.launcher.scenario.QuirkTimeline;

/**
 * What the viewer shows of one run, as float32 at evenly spaced frames (every frame when it fits) and the last: per
 * body its position, velocity and extra state ({@link SceneRun#detail}: 3D body flags and contact count, 2D foothold
 * id and T), per sampled frame the quirks that fired in the world, in which body's pass or outside any, and, in 3D, each body's contacts that frame (point
 * and normal, {@link SceneRun#contacts}). At most {@link #MAX_VALUES} floats in all, so a long or crowded run is sampled
 * more sparsely rather than grown; at most {@link #MAX_CONTACT_VALUES} contact floats, beyond which contacts are
 * counted, not kept.
 */
public final class ViewSamples implements FrameObserver {
    /** The most floats kept for one run (bodies × samples × values per body): 8 MiB. */
    public static final int MAX_VALUES = 1 << 21;
    /** Values per body and sample in 3D: x, y, z, vx, vy, vz (m, m/s), body flags, contacts answered so far. */
    public static final int VALUES_3D = 8;
    /** Values per body and sample in 2D: x, y, vx, vy (px, px/s, y down), foothold id, T (px). */
    public static final int VALUES_2D = 6;
    /** The most contact floats kept for one run (point xyz, normal xyz per contact, sampled frames only): 4 MiB. */
    public static final int MAX_CONTACT_VALUES = 1 << 20;
    /** The most contacts kept per body and sample (the 3D run keeps 8 a frame). */
    public static final int CONTACTS_KEPT = 8;
    /** The most (body, quirk) firings kept for one run (sampled frames only; 2 ints each): 2 MiB. */
    public static final int MAX_BODY_QUIRKS = 1 << 18;
    private static final Quirk[] QUIRKS = Quirk.values();
    private static final int WORDS = (QUIRKS.length + 63) / 64;

    private final boolean flat;
    private final int per;
    private final int stride;
    private final int frames;
    private final int bodies;
    private final int[] sampleFrames;
    private final float[] values;
    private final long[] quirks;
    private int samples;
    private final int[] contactsKept;
    private final int[] contactsAll;
    private final float[] contactBuffer = new float[CONTACTS_KEPT * SceneRun.CONTACT];
    private final int maxContactValues;
    private float[] contacts = new float[0];
    private int contactValues;
    private final long[] outside;
    private int[] bodyQuirks = new int[0];
    private int bodyQuirkCount;
    private int[] bodyQuirkStart;
    private boolean bodyQuirksCapped;

    /** Samples of scene's frames: every frame when they fit in {@link #MAX_VALUES}, else every stride-th. */
    public ViewSamples(Scene scene) {
        this(scene, MAX_VALUES);
    }

    /** Samples of scene's frames within maxValues floats (tests take a small cap). */
    ViewSamples(Scene scene, int maxValues) {
        this(scene, maxValues, MAX_CONTACT_VALUES);
    }

    /** Samples within maxValues floats and maxContactValues contact floats (tests take small caps). */
    ViewSamples(Scene scene, int maxValues, int maxContactValues) {
        this.flat = scene instanceof Scene2D;
        this.per = flat ? VALUES_2D : VALUES_3D;
        this.frames = scene.frames();
        this.bodies = Math.max(1, scene.bodyCount());
        long perFrame = (long) per * bodies;
        this.stride = strideFor(frames, perFrame, maxValues);
        int n = samplesFor(frames, stride);
        this.sampleFrames = new int[n];
        this.values = new float[(int) Math.min(Integer.MAX_VALUE - 8, n * perFrame)];
        this.quirks = new long[n * WORDS];
        this.outside = new long[n * WORDS];
        this.bodyQuirkStart = new int[n + 1];
        int cells = flat ? 0 : n * bodies;
        this.contactsKept = new int[cells];
        this.contactsAll = new int[cells];
        this.maxContactValues = maxContactValues;
    }

    /** Frames between samples so that {@link #samplesFor} stays within maxValues / perFrame (at least 3 samples). */
    static int strideFor(int frames, long perFrame, int maxValues) {
        int most = (int) Math.max(3, Math.min(frames, maxValues / perFrame));
        // every stride-th frame from 0 plus the last: at most (frames - 1) / stride + 2 <= most samples
        return most >= frames ? 1 : (frames - 1 + most - 3) / (most - 2);
    }

    /** Samples of frames frames at stride: frames 0, stride, 2 stride, ... and the last. */
    static int samplesFor(int frames, int stride) {
        return (frames - 1) / stride + 1 + ((frames - 1) % stride == 0 ? 0 : 1);
    }

    @Override
    public void frame(int f, SceneRun run, double[] states, QuirkTimeline fired) {
        if (f % stride != 0 && f != frames - 1 || samples == sampleFrames.length) {
            return;
        }
        sampleFrames[samples] = f;
        int o = samples * per * bodies;
        int count = Math.min(bodies, states.length / SceneRun.STATE);
        for (int i = 0; i < count; i++) {
            int s = i * SceneRun.STATE;
            int v = o + per * i;
            double[] d = run.detail(i);
            if (flat) {
                values[v] = (float) states[s];
                values[v + 1] = (float) states[s + 1];
                values[v + 2] = (float) states[s + 3];
                values[v + 3] = (float) states[s + 4];
                values[v + 4] = d.length > 0 ? (float) d[0] : Float.NaN;
                values[v + 5] = d.length > 1 ? (float) d[1] : Float.NaN;
            } else {
                for (int k = 0; k < 6; k++) {
                    values[v + k] = (float) states[s + k];
                }
                values[v + 6] = d.length > 0 ? (float) d[0] : Float.NaN;
                values[v + 7] = d.length > 1 ? (float) d[1] : Float.NaN;
                contacts(samples * bodies + i, run, i);
            }
        }
        bodyQuirkStart[samples] = bodyQuirkCount;
        for (Quirk q : QUIRKS) {
            if (fired.inFrame(q) > 0) {
                quirks[samples * WORDS + q.ordinal() / 64] |= 1L << (q.ordinal() % 64);
                if (fired.inFrameOutside(q) > 0) {
                    outside[samples * WORDS + q.ordinal() / 64] |= 1L << (q.ordinal() % 64);
                }
                for (int i = 0; i < count; i++) {
                    if (fired.firedBy(i, q)) {
                        keepBodyQuirk(i, q);
                    }
                }
            }
        }
        samples++;
        bodyQuirkStart[samples] = bodyQuirkCount;
    }

    private void keepBodyQuirk(int i, Quirk q) {
        if (bodyQuirkCount == MAX_BODY_QUIRKS) {
            bodyQuirksCapped = true;
            return;
        }
        if (2 * bodyQuirkCount == bodyQuirks.length) {
            bodyQuirks = java.util.Arrays.copyOf(bodyQuirks, Math.max(64, 2 * bodyQuirks.length));
        }
        bodyQuirks[2 * bodyQuirkCount] = i;
        bodyQuirks[2 * bodyQuirkCount + 1] = q.ordinal();
        bodyQuirkCount++;
    }

    private void contacts(int cell, SceneRun run, int i) {
        int all = run.contacts(i, contactBuffer, 0);
        int room = (maxContactValues - contactValues) / SceneRun.CONTACT;
        int kept = Math.max(0, Math.min(Math.min(all, CONTACTS_KEPT), room));
        int need = contactValues + kept * SceneRun.CONTACT;
        if (need > contacts.length) {
            contacts = java.util.Arrays.copyOf(contacts, Math.min(maxContactValues, Math.max(need, 2 * contacts.length)));
        }
        System.arraycopy(contactBuffer, 0, contacts, contactValues, kept * SceneRun.CONTACT);
        contactValues = need;
        contactsKept[cell] = kept;
        contactsAll[cell] = all;
    }

    /** True for a 2D run (px, y down). */
    public boolean flat() {
        return flat;
    }

    /** Values per body and sample ({@link #VALUES_3D} or {@link #VALUES_2D}). */
    public int valuesPerBody() {
        return per;
    }

    /** Bodies sampled. */
    public int bodies() {
        return bodies;
    }

    /** Samples taken. */
    public int samples() {
        return samples;
    }

    /** Frames between samples (1: every frame). */
    public int stride() {
        return stride;
    }

    /** The frame of sample s. */
    public int frame(int s) {
        return sampleFrames[s];
    }

    /** Value k (0 until {@link #valuesPerBody}) of body i at sample s. */
    public float value(int s, int i, int k) {
        return values[(s * bodies + i) * per + k];
    }

    /** Contacts body i answered in the frame of sample s (0 in 2D). */
    public int contactCount(int s, int i) {
        return flat ? 0 : contactsAll[s * bodies + i];
    }

    /** Contacts of body i at sample s kept (at most {@link #CONTACTS_KEPT}; fewer once the run's cap is reached). */
    public int contactsKept(int s, int i) {
        return flat ? 0 : contactsKept[s * bodies + i];
    }

    /** Contact floats kept in all, in sample then body order, {@link SceneRun#CONTACT} per contact. */
    public int contactValues() {
        return contactValues;
    }

    /** Contact float k (0 until {@link #contactValues}): see {@link #contactValues}. */
    public float contactValue(int k) {
        return contacts[k];
    }

    /** The (body, quirk) firings kept for sample s: indices from {@link #bodyQuirkFrom}(s) to (s + 1). */
    public int bodyQuirkFrom(int s) {
        return bodyQuirkStart[s];
    }

    /** The body of kept firing j. */
    public int bodyQuirkBody(int j) {
        return bodyQuirks[2 * j];
    }

    /** The quirk of kept firing j. */
    public Quirk bodyQuirk(int j) {
        return QUIRKS[bodyQuirks[2 * j + 1]];
    }

    /** True when more than {@link #MAX_BODY_QUIRKS} (body, quirk) firings were sampled and the rest were dropped. */
    public boolean bodyQuirksCapped() {
        return bodyQuirksCapped;
    }

    /** True when q fired in the frame of sample s outside any body's pass (the world's own step). */
    public boolean firedOutside(int s, Quirk q) {
        return (outside[s * WORDS + q.ordinal() / 64] & 1L << (q.ordinal() % 64)) != 0;
    }

    /** True when q fired (anywhere in the world) in the frame of sample s. */
    public boolean fired(int s, Quirk q) {
        return (quirks[s * WORDS + q.ordinal() / 64] & 1L << (q.ordinal() % 64)) != 0;
    }
}
