package engine.launcher.report;

import engine.api.io.AtomicFiles;
import engine.api.quirk.Quirk;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.BodyCauses;
import engine.launcher.ab.Divergence;
import engine.launcher.ab.MaxSeries;
import engine.launcher.scenario.RunSummary;
import engine.launcher.scenario.TrajectorySamples;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The A/B report: one self-contained HTML file (inline CSS and SVG, one inline script that only counts what
 * rendered; nothing loaded from the network). Per comparison: the scenario and both profiles, a top view of every
 * body's sampled trajectory under each (the first {@link #MAX_DRAWN} bodies), the largest deviation per frame, the
 * quirks of both runs and the per-body table with each body's proven causes.
 */
public final class HtmlReport {
    /** The most bodies drawn in a top view. */
    public static final int MAX_DRAWN = 200;
    /** The most points of one drawn trajectory. */
    static final int MAX_POINTS = 150;
    private static final int W = 640;
    private static final int H = 400;

    private HtmlReport() {
    }

    /** The report of comparisons as an output file's content (UTF-8). */
    public static AtomicFiles.Content content(String title, List<ReportRun> comparisons) {
        return os -> os.write(html(title, comparisons).getBytes(StandardCharsets.UTF_8));
    }

    /** The report's text. */
    public static String html(String title, List<ReportRun> comparisons) {
        StringBuilder s = new StringBuilder(1 << 16);
        s.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(esc(title))
                .append("</title>\n<style>body{font:14px sans-serif;margin:24px;color:#222}h2{margin-top:40px}"
                        + "svg{background:#fafafa;border:1px solid #ccc;margin:6px 0}"
                        + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
                        + "td.l,th.l{text-align:left}.a{stroke:#1f6fd1}.b{stroke:#e8590c}.note{color:#666}"
                        + "</style></head>\n<body>\n<h1>").append(esc(title)).append("</h1>\n")
                .append("<p class=\"note\">Blue: run A. Orange, dashed: run B. Written by engine-launcher; no "
                        + "network, no external files.</p>\n");
        int k = 0;
        for (ReportRun c : comparisons) {
            section(s, c, k++);
        }
        s.append("<p id=\"rendered\" class=\"note\"></p>\n<script>\n"
                + "(function(){var n=document.querySelectorAll('svg').length;"
                + "var b=document.querySelectorAll('polyline.a').length;"
                + "document.getElementById('rendered').textContent='rendered: '+n+' charts, '+b+' trajectories';"
                + "document.body.setAttribute('data-rendered', String(n));})();\n</script>\n</body></html>\n");
        return s.toString();
    }

    private static void section(StringBuilder s, ReportRun run, int k) {
        AbAnalysis an = run.analysis();
        Divergence c = an.divergence();
        RunSummary a = c.a(), b = c.b();
        String unit = a.flat() ? "px" : "m";
        s.append("<section class=\"comparison\" data-scene=\"").append(esc(a.scene().name())).append("\" data-bodies=\"")
                .append(a.bodies()).append("\">\n<h2>")
                .append(esc(a.scene().name())).append(" (").append(a.flat() ? "2D" : "3D").append(")</h2>\n<p>")
                .append(esc(a.scene().description()))
                .append("</p>\n<table><tr><th class=\"l\">run</th><th class=\"l\">profile</th><th>frames</th>"
                        + "<th>bodies</th><th class=\"l\">scene hash</th><th class=\"l\">quirks fired</th></tr>\n");
        for (RunSummary r : List.of(a, b)) {
            s.append("<tr><td class=\"l\">").append(r == a ? "A" : "B").append("</td><td class=\"l\">")
                    .append(esc(r.profile())).append("</td><td>").append(r.frames()).append("</td><td>")
                    .append(r.bodies()).append("</td><td class=\"l\"><code>").append(r.hashHex())
                    .append("</code></td><td class=\"l\">");
            List<String> ids = new ArrayList<>();
            for (Quirk q : r.quirks().fired()) {
                ids.add(q.id());
            }
            s.append(esc(String.join(" ", ids))).append("</td></tr>\n");
        }
        s.append("</table>\n<p>").append(c.parted()).append(" of ").append(a.bodies()).append(" bodies part");
        if (c.firstFrame() >= 0) {
            s.append(", first in frame ").append(c.firstFrame()).append("; largest deviation ")
                    .append(fmt(c.maxDeviation())).append(' ').append(unit).append("; proven causes: ");
            List<String> ids = new ArrayList<>();
            an.causeCounts().forEach(e -> ids.add(e.getKey() + " (" + e.getValue() + ")"));
            s.append(esc(String.join(", ", ids))).append("; ").append(an.reruns().size()).append(" reruns");
        }
        s.append(".</p>\n");
        topView(s, run, k);
        deviationChart(s, c);
        quirkTable(s, c);
        table(s, an, unit);
        s.append("</section>\n");
    }

    private static void topView(StringBuilder s, ReportRun run, int k) {
        RunSummary a = run.analysis().divergence().a();
        int n = Math.min(a.bodies(), MAX_DRAWN);
        double minX = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, minY = Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (TrajectorySamples r : List.of(run.a(), run.b())) {
            for (int f = 0; f < r.samples(); f++) {
                for (int i = 0; i < n; i++) {
                    double x = r.value(f, i, 0), y = r.value(f, i, 1);
                    if (Double.isFinite(x) && Double.isFinite(y)) {
                        minX = Math.min(minX, x);
                        maxX = Math.max(maxX, x);
                        minY = Math.min(minY, y);
                        maxY = Math.max(maxY, y);
                    }
                }
            }
        }
        if (minX > maxX) {
            minX = maxX = minY = maxY = 0;
        }
        // One scale for both axes (a top view keeps its proportions), as large as the frame allows.
        double scale = Math.min((W - 20) / Math.max(maxX - minX, 1e-6), (H - 20) / Math.max(maxY - minY, 1e-6));
        // 3D: y up the page; 2D: screen y grows downwards, as the map's.
        boolean flip = !a.flat();
        s.append("<h3>Top view").append(n < a.bodies() ? " (first " + n + " of " + a.bodies() + " bodies)" : "")
                .append("</h3>\n<svg class=\"top\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W).append(' ').append(H).append("\" data-drawn=\"").append(n)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\">\n");
        for (TrajectorySamples r : List.of(run.a(), run.b())) {
            String cls = r == run.a() ? "a" : "b";
            int step = Math.max(1, r.samples() / MAX_POINTS);
            for (int i = 0; i < n; i++) {
                s.append("<polyline class=\"").append(cls).append("\" fill=\"none\" stroke-width=\"1.2\"")
                        .append(cls.equals("b") ? " stroke-dasharray=\"4 3\"" : "").append(" points=\"");
                for (int f = 0; f < r.samples(); f += step) {
                    point(s, r, f, i, minX, minY, maxY, scale, flip);
                }
                point(s, r, r.samples() - 1, i, minX, minY, maxY, scale, flip);
                s.append("\"><title>").append(esc(a.scene().bodyName(i))).append(' ').append(cls.toUpperCase(
                        Locale.ROOT)).append("</title></polyline>\n");
            }
        }
        s.append("</svg>\n");
    }

    private static void point(StringBuilder s, TrajectorySamples r, int f, int i, double minX, double minY,
                              double maxY, double scale, boolean flip) {
        if (f < 0) {
            return;
        }
        double x = r.value(f, i, 0), y = r.value(f, i, 1);
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            return;
        }
        double px = 10 + (x - minX) * scale;
        double py = flip ? H - 10 - (y - minY) * scale : 10 + (y - minY) * scale;
        s.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
    }

    private static void deviationChart(StringBuilder s, Divergence c) {
        MaxSeries d = c.deviation();
        double max = 1e-9;
        for (int b = 0; b < d.buckets(); b++) {
            if (Double.isFinite(d.value(b))) {
                max = Math.max(max, d.value(b));
            }
        }
        s.append("<h3>Largest deviation per frame (").append(c.a().flat() ? "px" : "m").append(", top = ")
                .append(fmt(max)).append(d.width() > 1 ? ", the largest of every " + d.width() + " frames" : "")
                .append(", beyond it drawn at the top)</h3>\n<svg class=\"deviation\" width=\"").append(W)
                .append("\" height=\"160\" xmlns=\"http://www.w3.org/2000/svg\">\n<polyline class=\"dev\" "
                        + "stroke=\"#c92a2a\" fill=\"none\" stroke-width=\"1.5\" points=\"");
        for (int b = 0; b < d.buckets(); b++) {
            s.append(String.format(Locale.ROOT, "%.1f,%.1f ", 10 + (W - 20.0) * b / Math.max(1, d.buckets() - 1),
                    150 - 140 * Math.min(d.value(b), max) / max));
        }
        s.append("\"/>\n</svg>\n");
    }

    private static void quirkTable(StringBuilder s, Divergence c) {
        s.append("<h3>Quirks fired (count, first and last frame)</h3>\n<table class=\"quirks\"><tr>"
                + "<th class=\"l\">quirk</th><th>A</th><th>A first</th><th>A last</th><th>B</th><th>B first</th>"
                + "<th>B last</th><th>first frame they differ</th></tr>\n");
        for (Quirk q : Quirk.values()) {
            if (c.a().quirks().count(q) == 0 && c.b().quirks().count(q) == 0) {
                continue;
            }
            s.append("<tr><td class=\"l\">").append(q.id()).append("</td>");
            for (RunSummary r : List.of(c.a(), c.b())) {
                s.append("<td>").append(r.quirks().count(q)).append("</td><td>").append(r.quirks().first(q))
                        .append("</td><td>").append(r.quirks().last(q)).append("</td>");
            }
            s.append("<td>").append(c.quirkFrame(q) < 0 ? "-" : String.valueOf(c.quirkFrame(q)))
                    .append("</td></tr>\n");
        }
        s.append("</table>\n");
    }

    private static void table(StringBuilder s, AbAnalysis an, String unit) {
        s.append("<h3>Per body (parted first)</h3>\n<table class=\"bodies\"><tr><th class=\"l\">body</th>"
                + "<th>first frame apart</th><th>largest deviation (").append(unit).append(")</th><th>at frame</th>"
                + "<th class=\"l\">proven causes (rerun)</th><th class=\"l\">evidence, not proof</th></tr>\n");
        List<BodyCauses> order = new ArrayList<>(an.bodies());
        order.sort((x, y) -> Boolean.compare(y.parted(), x.parted()));
        int shown = 0;
        for (BodyCauses d : order) {
            if (shown++ >= MAX_DRAWN) {
                s.append("<tr><td class=\"l\" colspan=\"6\">... ").append(order.size() - MAX_DRAWN)
                        .append(" more bodies: `ab --json` lists every one</td></tr>\n");
                break;
            }
            String causes = !d.parted() ? "-" : d.explained() ? d.label() + " (rerun " + d.proof() + ")"
                    : "unexplained: " + d.why();
            List<String> ev = new ArrayList<>();
            d.evidence().forEach(e -> ev.add(e.quirk().id() + " (" + e.run().toUpperCase(Locale.ROOT) + ", "
                    + e.frame() + ")"));
            s.append("<tr class=\"body\"><td class=\"l\">").append(esc(d.name())).append("</td><td>")
                    .append(d.firstFrame() < 0 ? "-" : String.valueOf(d.firstFrame())).append("</td><td>")
                    .append(fmt(d.maxDeviation())).append("</td><td>")
                    .append(d.maxFrame() < 0 ? "-" : String.valueOf(d.maxFrame())).append("</td><td class=\"l\">")
                    .append(esc(causes)).append("</td><td class=\"l\">").append(esc(String.join(", ", ev)))
                    .append("</td></tr>\n");
        }
        s.append("</table>\n");
    }

    private static String fmt(double d) {
        return String.format(Locale.ROOT, "%.4g", d);
    }

    static String esc(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
