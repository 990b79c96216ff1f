package engine.launcher.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.selection.Profile;
import engine.launcher.scenario.FullRecording;
import engine.launcher.scenario.PlainEngine;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import engine.api.scene.Scene;
import engine.api.scene.SceneRun;
import engine.launcher.scenario.FrameObserver;
import engine.launcher.scenario.QuirkTimeline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The viewer's samples: every frame when they fit, a stride within the cap otherwise, the values as run (float32). */
class ViewSamplesTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());

    @Test
    void everyFrameOfASmallRunIsKeptAsTheRunnerStepsIt() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("corner-slide"));
        ViewSamples v = new ViewSamples(scene);
        FullRecording all = new FullRecording();
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v, all);
        assertEquals(1, v.stride());
        assertEquals(scene.frames(), v.samples());
        for (int s = 0; s < v.samples(); s++) {
            assertEquals(s, v.frame(s));
            for (int i = 0; i < scene.bodyCount(); i++) {
                for (int k = 0; k < 6; k++) {
                    assertEquals((float) all.state(s, i)[k], v.value(s, i, k), "frame " + s + " body " + i + " " + k);
                }
                assertTrue(v.value(s, i, 7) >= 0, "a contact count");
            }
        }
    }

    @Test
    void eachSampledFrameKeepsTheContactsTheRunAnswered() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("ramp-drop"));
        ViewSamples v = new ViewSamples(scene);
        ContactCopy copy = new ContactCopy();
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v, copy);
        int k = 0;
        for (int s = 0; s < v.samples(); s++) {
            for (int i = 0; i < scene.bodyCount(); i++) {
                float[] want = copy.frames.get(s)[i];
                assertEquals(copy.counts.get(s)[i], v.contactCount(s, i), "frame " + s + " body " + i);
                assertEquals(want.length / SceneRun.CONTACT, v.contactsKept(s, i));
                for (float x : want) {
                    assertEquals(x, v.contactValue(k++), "frame " + s + " body " + i);
                }
            }
        }
        assertEquals(k, v.contactValues());
        assertTrue(k > 0, "contacts were kept");
    }

    @Test
    void beyondTheContactCapContactsAreCountedNotKept() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("ramp-drop"));
        ViewSamples v = new ViewSamples(scene, ViewSamples.MAX_VALUES, 2 * SceneRun.CONTACT);
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v);
        assertEquals(2 * SceneRun.CONTACT, v.contactValues(), "two contacts kept in all");
        int counted = 0, kept = 0;
        for (int s = 0; s < v.samples(); s++) {
            for (int i = 0; i < scene.bodyCount(); i++) {
                counted += v.contactCount(s, i);
                kept += v.contactsKept(s, i);
            }
        }
        assertEquals(2, kept);
        assertTrue(counted > 2, "the rest still counted: " + counted);
    }

    @Test
    void eachSampleKeepsWhichBodysPassFiredWhichQuirk() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("corner-slide"));
        ViewSamples v = new ViewSamples(scene);
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v);
        int sw1 = -1;
        for (int i = 0; i < scene.bodyCount(); i++) {
            if (scene.bodyName(i).equals("sw1")) {
                sw1 = i;
            }
        }
        boolean flippedInSw1At34 = false;
        for (int s = 0; s < v.samples(); s++) {
            for (int j = v.bodyQuirkFrom(s); j < v.bodyQuirkFrom(s + 1); j++) {
                assertTrue(v.fired(s, v.bodyQuirk(j)), "a body's firing is also the frame's");
                flippedInSw1At34 |= s == 34 && v.bodyQuirkBody(j) == sw1
                        && v.bodyQuirk(j) == engine.api.quirk.Quirk.CORNER_SLIDE_FLIPPED_EDGE;
            }
        }
        assertTrue(flippedInSw1At34, "the flipped edge in sw1's pass at frame 34 (QuirkAttributionTest)");
        assertTrue(!v.bodyQuirksCapped(), "a small run is not capped");
    }

    /** Every frame's contacts as the run answers them. */
    private static final class ContactCopy implements FrameObserver {
        final List<float[][]> frames = new ArrayList<>();
        final List<int[]> counts = new ArrayList<>();

        @Override
        public void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks) {
            int n = run.bodyCount();
            float[][] fr = new float[n][];
            int[] c = new int[n];
            float[] out = new float[ViewSamples.CONTACTS_KEPT * SceneRun.CONTACT];
            for (int i = 0; i < n; i++) {
                c[i] = run.contacts(i, out, 0);
                fr[i] = Arrays.copyOf(out, Math.min(c[i], ViewSamples.CONTACTS_KEPT) * SceneRun.CONTACT);
            }
            frames.add(fr);
            counts.add(c);
        }
    }

    @Test
    void aRunBeyondTheCapIsSampledEveryStrideFramesAndAtItsLast() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("corner-slide"));
        int cap = scene.bodyCount() * ViewSamples.VALUES_3D * 45;
        ViewSamples v = new ViewSamples(scene, cap);
        FullRecording all = new FullRecording();
        RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v, all);
        assertTrue(v.stride() > 1);
        assertTrue((long) v.samples() * scene.bodyCount() * ViewSamples.VALUES_3D <= cap, "within the cap");
        assertEquals(scene.frames() - 1, v.frame(v.samples() - 1), "the last frame is kept");
        for (int s = 0; s + 1 < v.samples(); s++) {
            assertEquals(s * v.stride(), v.frame(s));
            for (int i = 0; i < scene.bodyCount(); i++) {
                assertEquals((float) all.state(v.frame(s), i)[0], v.value(s, i, 0));
            }
        }
    }

    @Test
    void theStrideKeepsEveryShapeOfRunWithinTheCap() {
        for (int frames : new int[] {1, 2, 3, 7, 200, 1000, 4097, 100_000, 1_000_000}) {
            for (long perFrame : new long[] {6, 8, 96, 6_000, 24_000, 600_000, 4_000_000}) {
                int stride = ViewSamples.strideFor(frames, perFrame, ViewSamples.MAX_VALUES);
                int n = ViewSamples.samplesFor(frames, stride);
                long most = Math.max(3, ViewSamples.MAX_VALUES / perFrame);
                assertTrue(n <= Math.max(most, Math.min(frames, 3)), frames + " frames, " + perFrame + ": " + n);
                assertTrue(stride >= 1 && n >= Math.min(frames, 2), frames + " frames: " + n + " samples");
                if (frames * perFrame <= ViewSamples.MAX_VALUES) {
                    assertEquals(1, stride, "every frame when it fits");
                }
            }
        }
    }
}
