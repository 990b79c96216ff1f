package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo's HTML report opened in headless Chromium (Debian's chromium package; `.ci/run` installs it when absent):
 * the DOM after scripts holds the SVG charts, one section per scene with its body count, the inline script ran
 * (no script error stopped it) and the console logged no error; a screenshot is saved under target/.
 */
class ReportChromiumIT {
    @TempDir
    Path tmp;

    private static String chromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
                if (Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name).toString();
                }
            }
        }
        return null;
    }

    private static String exec(Path dir, Path err, String... cmd) throws IOException, InterruptedException {
        Path out = dir.resolve("stdout-" + System.nanoTime() + ".txt");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), String.join(" ", cmd) + " did not finish");
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ": " + Files.readString(err));
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    @Test
    void theDemoReportRendersItsChartsInHeadlessChromium() throws Exception {
        String browser = chromium();
        assumeTrue(browser != null, "skipped: no chromium on PATH (Debian: apt-get install -y chromium; .ci/run does)");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        exec(tmp, tmp.resolve("demo-err.txt"), java, "-jar", Fixtures.launcherJar().toString(), "demo");
        Path report = tmp.resolve("demo-report.html");
        assertTrue(Files.isRegularFile(report));

        List<String> base = new ArrayList<>(List.of(browser, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--enable-logging=stderr", "--v=0", "--user-data-dir="
                        + tmp.resolve("profile")));
        List<String> dump = new ArrayList<>(base);
        dump.addAll(List.of("--dump-dom", report.toUri().toString()));
        Path err = tmp.resolve("chromium-err.txt");
        String dom = exec(tmp, err, dump.toArray(String[]::new));
        String log = Files.readString(err);

        assertTrue(dom.contains("data-rendered=\""), "the inline script ran to its end:\n" + tail(dom));
        Matcher rendered = Pattern.compile("rendered: (\\d+) charts, (\\d+) trajectories").matcher(dom);
        assertTrue(rendered.find(), tail(dom));
        int svgs = count(dom, "<svg");
        assertEquals(svgs, Integer.parseInt(rendered.group(1)));
        assertEquals(2 * 2, svgs, "two scenes, two charts each (top view, deviation)");
        // crowd-street draws all 54 bodies, town-crowd its first 200 of 1,000.
        assertEquals(54 + 200, Integer.parseInt(rendered.group(2)));
        assertTrue(dom.contains("data-scene=\"crowd-street\" data-bodies=\"54\""), "3D section");
        assertTrue(dom.contains("data-scene=\"town-crowd\" data-bodies=\"1000\""), "2D section");
        assertTrue(count(dom, "<tr class=\"body\"") == 54 + 200);
        assertFalse(log.contains("Uncaught") || log.matches("(?s).*CONSOLE\\(\\d+\\)\\].*[Ee]rror.*"),
                "script errors in the console:\n" + log);

        Path shot = Path.of("target", "report-screenshot.png").toAbsolutePath();
        Files.createDirectories(shot.getParent());
        List<String> screenshot = new ArrayList<>(base);
        screenshot.addAll(List.of("--window-size=1280,2400", "--screenshot=" + shot, report.toUri().toString()));
        exec(tmp, tmp.resolve("shot-err.txt"), screenshot.toArray(String[]::new));
        assertTrue(Files.size(shot) > 10_000, "a screenshot of some substance: " + Files.size(shot) + " bytes");
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String tail(String s) {
        return s.length() > 2000 ? s.substring(s.length() - 2000) : s;
    }
}
