package engine.launcher.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.scene.OwnerScript;
import engine.api.scene.Scene;
import engine.api.selection.Profile;
import org.junit.jupiter.api.Test;

/**
 * Scenarios a user writes behave as expected (A/B you can trust, item 4): gravity and the ground check follow the
 * level, not z = 0, and a scripted body reports the velocity it moves with.
 */
class OwnerScriptsTest {
    private static final float DT = 1f / 30f;
    private final ScenarioRunner runner = new ScenarioRunner(new PlainEngine());

    private FullRecording run(String json) {
        Scene s = ScenarioReader.parse(json, ScenarioSource.inline("s.json"));
        FullRecording r = new FullRecording();
        runner.run(s, Profile.of("faithful"), "faithful", null, r);
        return r;
    }

    private static String scene(int frames, String level, String bodies) {
        return "{\"name\": \"t\", \"frames\": " + frames + ", \"level\": {\"cell\": 2, \"generators\": [" + level
                + "]}, \"bodies\": [" + bodies + "]}";
    }

    @Test
    void aScriptedBodyReportsTheVelocityItMovesWith() {
        FullRecording r = run(scene(20, "{\"type\": \"floor\", \"min\": [-20, -20], \"max\": [20, 20]}",
                "{\"name\": \"ball\", \"kind\": \"object\", \"position\": [0, 0, 1], \"velocity\": [2, 0.5, 0]}"));
        for (int f = 1; f < r.frames(); f++) {
            double[] s = r.state(f, 0), p = r.state(f - 1, 0);
            assertEquals(2.0, s[3], "vx in frame " + f);
            assertEquals(0.5, s[4], "vy in frame " + f);
            assertEquals(2.0 * DT, s[0] - p[0], 1e-5, "it moved by vx dt");
        }
    }

    @Test
    void gravityDropsABallOntoARampWhereItsGroundCheckStandsIt() {
        // The ramp rises from z 0 at x = 0 to z 2 at x = 8, so at x = 4 the floor is at z = 1.
        FullRecording r = run(scene(90, "{\"type\": \"ramp\", \"min\": [0, -4], \"max\": [8, 4], \"z0\": 0, \"z1\": 2}",
                "{\"name\": \"ball\", \"kind\": \"object\", \"radius\": 0.25, \"position\": [4, 0, 4],"
                        + " \"script\": {\"gravity\": 9.81}}"));
        float vz = 0f;
        for (int f = 0; f < 10; f++) {
            vz = vz - 9.81f * DT;
            assertEquals(vz, (float) r.state(f, 0)[5], 1e-6, "the fall's speed after frame " + f);
        }
        // Once landed it stays on the ramp's surface; the ground check's push into the slope is slid along it by
        // the physics, so it creeps down the slope (docs/scenarios.md).
        for (int f = 30; f < r.frames(); f++) {
            double[] s = r.state(f, 0);
            assertEquals(s[0] / 4.0, s[2] - 0.25, OwnerScript.GROUND_REACH, "its lowest point is on the ramp, " + f);
            assertTrue(s[0] < r.state(f - 1, 0)[0] && s[0] > 3.0, "it creeps downhill, frame " + f);
        }
    }

    @Test
    void groundFollowStandsOnARaisedFloorAndFallsOffItsEdge() {
        String level = "{\"type\": \"floor\", \"min\": [-20, -20], \"max\": [20, 20]},"
                + " {\"type\": \"box\", \"min\": [-2, -2, 0], \"max\": [2, 2, 1]}";
        FullRecording still = run(scene(30, level, "{\"name\": \"h\", \"kind\": \"human\", \"position\": [0, 0, 1],"
                + " \"script\": {\"groundFollow\": true}}"));
        assertEquals(1.0, still.state(29, 0)[2], 1e-6, "it stands on the box's top, not on z = 0");
        FullRecording off = run(scene(90, level, "{\"name\": \"h\", \"kind\": \"human\", \"position\": [0, 0, 1],"
                + " \"script\": {\"groundFollow\": true, \"velocities\": [{\"frame\": 0, \"velocity\": [0, 0, 0]},"
                + " {\"frame\": 10, \"velocity\": [3, 0, 0]}]}}"));
        double[] end = off.state(89, 0);
        assertTrue(end[0] > 3, "it walked off the box: " + end[0]);
        assertEquals(0.0, end[2], OwnerScript.GROUND_REACH, "and came down to the floor");
    }

    @Test
    void anOwnerOverNoFloorFalls() {
        FullRecording r = run(scene(30, "{\"type\": \"floor\", \"min\": [-2, -2], \"max\": [2, 2]}",
                "{\"name\": \"h\", \"kind\": \"human\", \"position\": [10, 0, 0], \"script\": {\"groundFollow\": true}}"));
        assertEquals(-4.0 * DT * 30, r.state(29, 0)[2], 1e-3, "past the floor's edge it falls at 4 m/s");
    }
}
