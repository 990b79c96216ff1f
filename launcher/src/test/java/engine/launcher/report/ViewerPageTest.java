package engine.launcher.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.scene.Scene;
import engine.api.scene.Scene3D;
import engine.api.selection.Profile;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.AbRunner;
import engine.launcher.scenario.PlainEngine;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.ScenarioReader;
import engine.launcher.scenario.ScenarioRunner;
import engine.launcher.scenario.ScenarioSource;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The viewer page as written (its drawing is checked in Chromium by ViewerChromiumIT): one file with both libraries
 * and their licences, a policy that forbids the network, no element loading anything, the scene's JSON and packs
 * that decode to the run's samples, and scenario text that cannot break out of its script element.
 */
class ViewerPageTest {
    private static final ScenarioRunner RUNNER = new ScenarioRunner(new PlainEngine());

    private static String page(List<ReportRun> runs) throws Exception {
        StringWriter w = new StringWriter();
        ViewerPage.write(w, "t", runs);
        return w.toString();
    }

    @Test
    void anAbPageCarriesItsLibrariesItsDataAndNoNetwork() throws Exception {
        Scene scene = ScenarioReader.read(ScenarioSource.of("corner-slide"));
        ViewSamples a = new ViewSamples(scene), b = new ViewSamples(scene);
        AbAnalysis an = new AbRunner(RUNNER).run(scene, Profile.of("faithful"), "faithful", Profile.of("fixed"),
                "fixed", new AbRunner.Options(AbRunner.DEFAULT_BUDGET, 2, List.of(a), List.of(b), null, null));
        String html = page(List.of(ReportRun.ab(an, a, b)));
        assertTrue(html.contains("content=\"default-src 'none'; script-src 'unsafe-inline' blob:;"), "the policy");
        assertFalse(Pattern.compile("<(script|link|img|iframe)[^>]*\\s(src|href)=").matcher(html).find(),
                "no element loads a file or an address");
        for (String lib : ViewerPage.LIBRARIES) {
            assertEquals(1, count(html, "data-library=\"" + lib + "\""), lib);
        }
        assertTrue(html.contains("three.js 0.187.0"), "the embedded version named");
        assertTrue(html.contains("Copyright © 2010-2026 three.js authors") && html.contains("Leon Sorokin"),
                "both MIT licences carried");
        Matcher meta = Pattern.compile("<script type=\"application/json\" class=\"meta\">(.*?)</script>",
                Pattern.DOTALL).matcher(html);
        assertTrue(meta.find());
        JsonNode m = new ObjectMapper().readTree(meta.group(1));
        assertEquals(12, m.get("names").size());
        assertEquals(200, m.get("sampleFrames").size());
        assertEquals(12, m.get("ab").get("bodies").size());
        assertTrue(m.get("ab").get("bodies").get(1).get("causes").textValue().contains("CORNER_SLIDE_FLIPPED_EDGE"));
        float[] packB = floats(html, "b");
        assertEquals(200 * 12 * ViewSamples.VALUES_3D, packB.length);
        int s = 140, i = 1;
        for (int k = 0; k < ViewSamples.VALUES_3D; k++) {
            assertEquals(b.value(s, i, k), packB[(s * 12 + i) * ViewSamples.VALUES_3D + k], "B, frame 140, body 1");
        }
        float[] contactsB = floats(html, "contacts-b");
        assertEquals(b.contactValues(), contactsB.length, "B's kept contacts");
        for (int k = 0; k < contactsB.length; k++) {
            assertEquals(b.contactValue(k), contactsB[k], "contact float " + k);
        }
        int touched = 0;
        for (int t = 0; t < a.samples(); t++) {
            for (int j = 0; j < 12; j++) {
                touched += a.contactCount(t, j) > 0 ? 1 : 0;
            }
        }
        assertTrue(touched > 0);
        assertTrue(html.contains("data-pack=\"contactCounts-a\" data-type=\"int32\" data-count=\"" + 3 * touched
                + "\""), "(cell, kept, answered) per sample and body that touched anything");
        int tris = ((Scene3D) scene).level().triangleCount();
        assertTrue(html.contains("data-pack=\"triangles\" data-type=\"int32\" data-count=\"" + 4 * tris + "\""));
    }

    @Test
    void scenarioTextCannotLeaveItsScriptElement() throws Exception {
        Scene3D s = (Scene3D) ScenarioReader.read(ScenarioSource.of("billiards"));
        Scene3D evil = new Scene3D("x</script><script>alert(1)</script>", "<!-- </SCRIPT> -->", s.level(), s.dt(), 5,
                s.bodies());
        ViewSamples v = new ViewSamples(evil);
        RunSummary r = RUNNER.run(evil, Profile.of("faithful"), "faithful", null, v);
        String html = page(List.of(ReportRun.single(r, v)));
        assertFalse(html.contains("<script>alert"), "escaped");
        assertFalse(html.contains("</SCRIPT>"), "escaped in any case");
        assertTrue(html.contains("data-scene=\"x&lt;/script&gt;"));
    }

    @Test
    void anAbNeedsBothRunsAndItsAnalysis() {
        Scene scene = ScenarioReader.read(ScenarioSource.of("billiards")) instanceof Scene3D s ? s.withFrames(3) : null;
        ViewSamples v = new ViewSamples(scene);
        RunSummary r = RUNNER.run(scene, Profile.of("faithful"), "faithful", null, v);
        assertThrows(IllegalArgumentException.class, () -> new ReportRun(r, v, r, v, null));
    }

    private static float[] floats(String html, String pack) {
        Matcher m = Pattern.compile("data-pack=\"" + pack + "\" data-type=\"float32\" data-count=\"(\\d+)\">([^<]*)<")
                .matcher(html);
        assertTrue(m.find(), pack);
        ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(m.group(2))).order(ByteOrder.LITTLE_ENDIAN);
        float[] out = new float[Integer.parseInt(m.group(1))];
        b.asFloatBuffer().get(out);
        return out;
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
