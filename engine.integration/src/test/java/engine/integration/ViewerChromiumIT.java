package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The viewer (docs/viewer.md) opened in headless Chromium (Debian's chromium; `.ci/run` installs it), WebGL by
 * SwiftShader: the corner-slide A/B, a run of an OBJ level and the demo's town-crowd A/B. The DOM after the scripts ran
 * carries the roles of the viewer's contract, axes with numbers, every body listed; no script error and nothing
 * refused by the page's no-network policy; the scrubber moved to a frame shows both runs' positions of that frame
 * exactly as the runner wrote them (`run --out`, to float32); the 3D canvas is not blank. Screenshots go to
 * target/viewer-screenshots/.
 */
class ViewerChromiumIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SHOTS = Path.of("target", "viewer-screenshots").toAbsolutePath();
    private static String browser;

    @TempDir
    Path tmp;

    @BeforeAll
    static void findChromium() throws IOException {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
                if (browser == null && Files.isExecutable(Path.of(dir, name))) {
                    browser = Path.of(dir, name).toString();
                }
            }
        }
        Files.createDirectories(SHOTS);
    }

    private static String exec(Path dir, Path err, String... cmd) throws IOException, InterruptedException {
        Path out = dir.resolve("stdout-" + System.nanoTime() + ".txt");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), String.join(" ", cmd) + " did not finish");
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ": " + Files.readString(err));
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    private String launcher(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        return exec(tmp, tmp.resolve("launcher-err.txt"), cmd.toArray(String[]::new));
    }

    private List<String> chromium(String... more) {
        List<String> c = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=30000",
                "--user-data-dir=" + tmp.resolve("profile")));
        c.addAll(List.of(more));
        return c;
    }

    /** The page's DOM after its scripts ran, with the address's hash; checks the run was clean. */
    private String dom(Path page, String hash) throws Exception {
        Path err = tmp.resolve("chromium-" + System.nanoTime() + ".txt");
        String dom = exec(tmp, err, chromium("--dump-dom", page.toUri() + hash).toArray(String[]::new));
        assertTrue(dom.contains("data-ready=\"yes\""), "the viewer's script ran to its end:\n" + head(dom));
        assertTrue(dom.contains("data-errors=\"0\""), "no script error:\n" + errors(dom));
        for (String line : Files.readAllLines(err)) {
            if (line.contains(":CONSOLE") && !line.contains("GL Driver Message")) {
                assertFalse(line.contains("Uncaught") || line.contains("Refused") || line.contains("rror"),
                        "console: " + line);
            }
        }
        // Nothing is loaded from elsewhere: no element names a network address, and the page's policy forbids it.
        assertFalse(Pattern.compile("<[a-z]+[^>]*\\s(src|href)=\"(https?:|//)").matcher(dom).find(),
                "an element loads from the network");
        assertTrue(dom.contains("content=\"default-src 'none';"), "the page's Content-Security-Policy");
        return dom;
    }

    private Path screenshot(Path page, String hash, String name, String size) throws Exception {
        Path shot = SHOTS.resolve(name);
        exec(tmp, tmp.resolve("shot-err.txt"), chromium("--window-size=" + size, "--screenshot=" + shot,
                page.toUri() + hash).toArray(String[]::new));
        assertTrue(Files.size(shot) > 20_000, name + ": a screenshot of some substance");
        return shot;
    }

    @Test
    void cornerSlideShowsBothRunsAtTheScrubbedFrameAsTheRunnerWroteThem() throws Exception {
        assumeTrue(browser != null, "skipped: no chromium on PATH (Debian: apt-get install -y chromium; .ci/run does)");
        launcher("ab", "corner-slide", "--report", "cs.html");
        launcher("run", "corner-slide", "--out", "a.jsonl");
        launcher("run", "corner-slide", "--profile", "fixed", "--out", "b.jsonl");
        Path page = tmp.resolve("cs.html");
        String dom = dom(page, "#frame=140");
        String scene = section(dom, "corner-slide");
        roles(scene, 12);
        assertTrue(scene.contains("data-frame=\"140\""), "the scrubber moved to frame 140");
        assertTrue(scene.contains("frame 140 of 199, A and B"), "the frame label");
        List<String> names = names(scene);
        Map<String, double[]> at = markers(scene);
        for (String run : List.of("a", "b")) {
            double[][] expected = frame(tmp.resolve(run + ".jsonl"), 140);
            for (int i = 0; i < names.size(); i++) {
                double[] shown = at.get(run + ":" + names.get(i));
                for (int k = 0; k < 3; k++) {
                    assertEquals((double) (float) expected[i][k], shown[k], run + " " + names.get(i) + " axis " + k);
                }
            }
        }
        assertTrue(count(scene, "data-role=\"parting\"") >= 12 * 2, "each parted body's parting mark in both plots");
        double nonBlank = Double.parseDouble(attr(scene, "data-role=\"view3d\"", "data-nonblank"));
        assertTrue(nonBlank > 0.1, "the 3D view is drawn: " + nonBlank);
        assertTrue(Integer.parseInt(attr(scene, "data-role=\"view3d\"", "data-level-triangles")) > 100);

        // Frame 34: the flipped edge fires in sw1's own pass under A (QuirkAttributionTest), and its inspector says so.
        String flip = section(dom(page, "#frame=34&body=sw1"), "corner-slide");
        Matcher own = Pattern.compile("data-run=\"a\" data-field=\"quirks fired in its pass this frame\">([^<]*)<")
                .matcher(flip);
        assertTrue(own.find() && own.group(1).contains("CORNER_SLIDE_FLIPPED_EDGE"),
                "sw1's own quirks at frame 34: " + (own.find(0) ? own.group(1) : "no cell"));
        assertTrue(flip.contains("data-field=\"quirks fired in the world, outside any body's pass\""), "the world's row");

        // The parting frame + 60: A and B of the body that parts farthest are far apart in the top view.
        JsonNode ab = JSON.readTree(launcher("ab", "corner-slide", "--json"));
        JsonNode far = null;
        for (JsonNode b : ab.get("perBody")) {
            if (far == null || b.get("maxDeviation").doubleValue() > far.get("maxDeviation").doubleValue()) {
                far = b;
            }
        }
        assertTrue(far.get("maxDeviation").doubleValue() > 18, "the 18 m divergence: " + far);
        int f = ab.get("firstFrame").intValue() + 60;
        String later = section(dom(page, "#frame=" + f), "corner-slide");
        double[] a = pixel(later, "a", far.get("name").textValue()), b = pixel(later, "b", far.get("name").textValue());
        double apart = Math.hypot(a[0] - b[0], a[1] - b[1]);
        assertTrue(apart > 25, far.get("name") + " A and B are " + apart + " px apart in the top view at frame " + f);
        BufferedImage img = ImageIO.read(screenshot(page, "#frame=" + f, "corner-slide-ab.png", "1600,1800").toFile());
        assertTrue(colour(img, 0x00, 0x72, 0xB2) > 500, "run A's blue is drawn");
        assertTrue(colour(img, 0xD5, 0x5E, 0x00) > 300, "run B's vermillion is drawn");
    }

    @Test
    void aRunOfAnObjLevelDrawsItsMeshAndMovesItsBodies() throws Exception {
        assumeTrue(browser != null, "skipped: no chromium on PATH (Debian: apt-get install -y chromium; .ci/run does)");
        launcher("run", "ramp-drop", "--view", "rd.html", "--out", "rd.jsonl");
        Path page = tmp.resolve("rd.html");
        String start = section(dom(page, "#frame=0"), "ramp-drop");
        roles(start, 12);
        assertFalse(start.contains("data-run=\"b\""), "one run: no B");
        String later = section(dom(page, "#frame=120&body=crate5"), "ramp-drop");
        List<String> names = names(later);
        Map<String, double[]> at0 = markers(start), at120 = markers(later);
        double[][] expected = frame(tmp.resolve("rd.jsonl"), 120);
        int moved = 0;
        for (int i = 0; i < names.size(); i++) {
            double[] p = at120.get("a:" + names.get(i));
            for (int k = 0; k < 3; k++) {
                assertEquals((double) (float) expected[i][k], p[k], names.get(i) + " axis " + k);
            }
            moved += Math.abs(p[2] - at0.get("a:" + names.get(i))[2]) > 0.1 ? 1 : 0;
        }
        assertTrue(moved >= 6, "the scrubber moves the falling bodies: " + moved);
        // crate5 rests on the floor at frame 120: its inspector lists that frame's contact, normal up, at the crate
        // (SceneRunContactsTest and ViewerPageTest pin these floats to the run's bit for bit).
        assertTrue(later.contains("data-selected=\"crate5\""), "crate5 selected");
        String contact = attr(later, "data-role=\"contact\"", "data-normal");
        assertEquals("0,0,1", contact, "the floor's normal, out of it towards the crate");
        String[] point = attr(later, "data-role=\"contact\"", "data-point").split(",");
        double[] crate = expected[names.indexOf("crate5")];
        for (int k = 0; k < 3; k++) {
            assertEquals(crate[k], Double.parseDouble(point[k]), 0.05, "the contact point at the crate, axis " + k);
        }
        assertTrue(count(later, "data-role=\"normal\"") >= 2, "its normal drawn in the top and side views");
        assertTrue(Integer.parseInt(attr(later, "data-role=\"level\"", "data-triangles")) > 10, "the OBJ mesh drawn");
        assertTrue(Double.parseDouble(attr(later, "data-role=\"view3d\"", "data-nonblank")) > 0.1, "3D view drawn");
        // Play: the page's clock (virtual time in headless Chromium) runs it through to its last frame.
        String played = section(dom(page, "#frame=0&play"), "ramp-drop");
        assertTrue(played.contains("data-frame=\"239\"") && played.contains(">Play</button>"),
                "played to the last frame and stopped: " + attr(played, "data-role=\"scene\"", "data-frame"));
        screenshot(page, "#frame=120&body=crate5", "ramp-drop-run.png", "1600,1500");
    }

    @Test
    void theDemoListsAllOfTownCrowdsMoversAndFindsTheFirstToPart() throws Exception {
        assumeTrue(browser != null, "skipped: no chromium on PATH (Debian: apt-get install -y chromium; .ci/run does)");
        launcher("demo");
        Path page = tmp.resolve("demo-report.html");
        String dom = dom(page, "#body=crowd778&frame=170");
        String street = section(dom, "crowd-street");
        roles(street, 54);
        assertTrue(Double.parseDouble(attr(street, "data-role=\"view3d\"", "data-nonblank")) > 0.1, "3D view drawn");
        String town = section(dom, "town-crowd");
        roles(town, 1000);
        assertTrue(names(town).containsAll(List.of("runner", "jumper", "crowd0", "crowd778", "crowd997")));
        assertTrue(town.contains("data-selected=\"crowd778\"") && town.contains("data-shown=\"1\""),
                "the search finds crowd778 and selects it");
        assertTrue(Integer.parseInt(attr(town, "data-role=\"level\"", "data-footholds")) > 20, "footholds drawn");
        Matcher causes = Pattern.compile("data-role=\"causes\">([^<]*)<").matcher(town);
        assertTrue(causes.find() && causes.group(1).startsWith("Proven causes: FH_ROUND_HALF_DOUBLE"),
                "the inspector names crowd778's proven cause");
        assertTrue(town.contains("The runs part in frame 160"), "crowd778 parts in frame 160");
        screenshot(page, "#body=crowd778&frame=170", "demo.png", "1600,3400");
    }

    /** The DOM contract: the level, axes with numbers, a scrubber, every body listed by name, paths, no fewer. */
    private static void roles(String scene, int bodies) {
        assertTrue(count(scene, "data-role=\"level\"") >= 1, "the level");
        assertTrue(count(scene, "data-role=\"scrubber\"") == 1, "one scrubber");
        assertTrue(count(scene, "data-role=\"trajectory\"") >= bodies, "a path per body");
        Matcher axis = Pattern.compile("<g data-role=\"axis\"[^>]*>(.*?)</g>").matcher(scene);
        int axes = 0;
        while (axis.find()) {
            Matcher num = Pattern.compile("<text[^>]*>(-?[0-9.]+(e[+-]?[0-9]+)?)</text>").matcher(axis.group(1));
            int n = 0;
            while (num.find()) {
                Double.parseDouble(num.group(1));
                n++;
            }
            assertTrue(n >= 3, "an axis with at least 3 numbered ticks: " + axis.group(1));
            assertTrue(axis.group(1).contains("(m)") || axis.group(1).contains("(px"), "an axis names its unit");
            axes++;
        }
        assertTrue(axes >= 2, "axes: " + axes);
        List<String> names = names(scene);
        assertEquals(bodies, names.size(), "every body listed");
        assertEquals(bodies, new HashSet<>(names).size(), "each once");
        assertTrue(scene.contains("data-listed=\"" + bodies + "\""));
    }

    private static String section(String dom, String scene) {
        int at = dom.indexOf("data-scene=\"" + scene + "\"");
        assertTrue(at >= 0, "a section for " + scene);
        int end = dom.indexOf("</section>", at);
        return dom.substring(dom.lastIndexOf("<section", at), end);
    }

    private static List<String> names(String scene) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<tr[^>]*data-role=\"body\" data-name=\"([^\"]*)\"").matcher(scene);
        while (m.find()) {
            out.add(m.group(1));
        }
        out.sort(null);
        List<String> ordered = new ArrayList<>();
        Matcher idx = Pattern.compile("<tr[^>]*data-role=\"body\" data-name=\"([^\"]*)\" data-index=\"(\\d+)\"")
                .matcher(scene);
        Map<Integer, String> byIndex = new HashMap<>();
        while (idx.find()) {
            byIndex.put(Integer.parseInt(idx.group(2)), idx.group(1));
        }
        for (int i = 0; i < byIndex.size(); i++) {
            ordered.add(byIndex.get(i));
        }
        assertEquals(out.size(), ordered.size());
        return ordered;
    }

    /** run:name to the world position (x, y, z) its first marker shows. */
    private static Map<String, double[]> markers(String scene) {
        Map<String, double[]> out = new HashMap<>();
        Matcher m = Pattern.compile("<circle[^>]*data-role=\"marker\"[^>]*>").matcher(scene);
        while (m.find()) {
            String tag = m.group();
            String key = value(tag, "data-run") + ":" + value(tag, "data-name");
            String z = value(tag, "data-z");
            out.putIfAbsent(key, new double[] {Double.parseDouble(value(tag, "data-x")),
                Double.parseDouble(value(tag, "data-y")), z == null ? 0 : Double.parseDouble(z)});
        }
        return out;
    }

    /** The first (top view's) marker of run and name, in page pixels. */
    private static double[] pixel(String scene, String run, String name) {
        Matcher m = Pattern.compile("<circle[^>]*data-role=\"marker\" data-run=\"" + run + "\" data-name=\"" + name
                + "\"[^>]*>").matcher(scene);
        assertTrue(m.find(), run + " " + name);
        return new double[] {Double.parseDouble(value(m.group(), "cx")), Double.parseDouble(value(m.group(), "cy"))};
    }

    private static double[][] frame(Path jsonl, int f) throws IOException {
        for (String line : Files.readAllLines(jsonl)) {
            JsonNode n = JSON.readTree(line);
            if (n.get("frame").intValue() == f) {
                JsonNode b = n.get("bodies");
                double[][] out = new double[b.size()][3];
                for (int i = 0; i < b.size(); i++) {
                    for (int k = 0; k < 3; k++) {
                        out[i][k] = b.get(i).get(k).doubleValue();
                    }
                }
                return out;
            }
        }
        throw new AssertionError(jsonl + " has no frame " + f);
    }

    private static String attr(String html, String anchor, String name) {
        int at = html.indexOf(anchor);
        assertTrue(at >= 0, anchor);
        String tag = html.substring(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
        String v = value(tag, name);
        assertTrue(v != null, name + " on " + tag);
        return v;
    }

    private static String value(String tag, String name) {
        Matcher m = Pattern.compile("\\s" + Pattern.quote(name) + "=\"([^\"]*)\"").matcher(tag);
        return m.find() ? m.group(1) : null;
    }

    private static int colour(BufferedImage img, int r, int g, int b) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs((p >> 16 & 255) - r) + Math.abs((p >> 8 & 255) - g) + Math.abs((p & 255) - b) < 40) {
                    n++;
                }
            }
        }
        return n;
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String errors(String dom) {
        Matcher m = Pattern.compile("viewer error[^<]*|3D view error[^<]*").matcher(dom);
        Set<String> out = new HashSet<>();
        while (m.find()) {
            out.add(m.group());
        }
        return out.isEmpty() ? head(dom) : out.toString();
    }

    private static String head(String s) {
        return s.length() > 2000 ? s.substring(0, 2000) : s;
    }
}
