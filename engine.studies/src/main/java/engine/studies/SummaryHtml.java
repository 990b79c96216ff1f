package engine.studies;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The summary as one self-contained HTML page: charts drawn as plain SVG with labelled axes (scenes changed per
 * difference, the spread of deviations and of first parting frames, and the share of variants changed along each
 * grid axis), the tables, and the top variants as `ab` commands. No script, nothing loaded from elsewhere.
 */
final class SummaryHtml {
    private static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf",
        "#8c564b", "#e377c2"};
    private static final int W = 760;
    private static final int LEFT = 260;
    private static final int RIGHT = 30;

    private SummaryHtml() {
    }

    /** The page for summary (whose SHA-256 is hash). */
    static String page(JsonNode s, String hash) {
        StringBuilder b = new StringBuilder();
        String unit = s.get("unit").asText();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Study: ")
                .append(esc(s.get("study").asText())).append("</title>\n<style>body{font:14px sans-serif;margin:2em;"
                + "max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;"
                + "text-align:right}td:first-child,th:first-child{text-align:left}code{font-size:12px}"
                + "svg text{font:11px sans-serif}</style></head><body>\n");
        b.append("<h1>Study: ").append(esc(s.get("study").asText())).append("</h1>\n<p>")
                .append(esc(s.get("description").asText())).append("</p>\n<p>Template <code>")
                .append(esc(s.get("scenario").asText())).append("</code>; ").append(s.get("variants").asLong())
                .append(" variants × ").append(s.get("comparisons").size()).append(" comparison(s) (");
        List<String> comps = new ArrayList<>();
        s.get("comparisons").forEach(c -> comps.add(esc(c.asText())));
        b.append(String.join("; ", comps)).append("); ").append(s.get("rows").asLong()).append(" A/Bs run, seed ")
                .append(s.get("seed").asLong()).append(", rerun budget ").append(s.get("budget").asInt())
                .append(" each. Summary SHA-256 <code>").append(hash).append("</code>.</p>\n");
        JsonNode t = s.get("totals");
        b.append("<p>").append(t.get("unitsParted").asLong()).append(" A/Bs parted; ")
                .append(t.get("bodiesParted").asLong()).append(" bodies parted, ")
                .append(t.get("bodiesExplained").asLong()).append(" explained by a rerun, ")
                .append(t.get("bodiesUnexplained").asLong()).append(" unexplained; ")
                .append(t.get("unitsBudgetExhausted").asLong()).append(" A/Bs ran out of budget; ")
                .append(t.get("errors").asLong()).append(" errors; ").append(t.get("reruns").asLong())
                .append(" reruns.</p>\n");
        JsonNode corr = s.get("corrections");
        if (corr.isEmpty()) {
            b.append("<p>No difference is a proven cause in any variant.</p>\n");
        } else {
            b.append("<h2>Scenes changed</h2>\n").append(bars(corr, s.get("rows").asLong()));
            b.append("<h2>Deviation of the bodies each explains (").append(unit).append(", log scale)</h2>\n")
                    .append(spread(corr, "deviation", true, unit));
            b.append("<h2>First parting frame of the bodies each explains</h2>\n")
                    .append(spread(corr, "firstFrame", false, "frame"));
            for (JsonNode axis : s.get("axes")) {
                b.append("<h2>Along <code>").append(esc(axis.get("field").asText())).append("</code> (")
                        .append(esc(axis.get("kind").asText())).append(")</h2>\n").append(axisChart(axis, corr));
            }
        }
        b.append("<h2>Per difference</h2>\n<table><tr><th>difference</th><th>scenes changed</th><th>bodies "
                + "explained</th><th>alone</th><th>in sets</th><th>first frame median / p90 / max</th>"
                + "<th>deviation median / p90 / max (").append(unit).append(")</th></tr>\n");
        for (JsonNode c : corr) {
            JsonNode f = c.get("firstFrame"), d = c.get("deviation");
            b.append("<tr><td>").append(esc(c.get("id").asText())).append("</td><td>")
                    .append(c.get("scenesChanged").asLong()).append("</td><td>")
                    .append(c.get("bodiesExplained").asLong()).append("</td><td>")
                    .append(c.get("bodiesAlone").asLong()).append("</td><td>").append(c.get("bodiesInSets").asLong())
                    .append("</td><td>").append(f.get("median").asInt()).append(" / ").append(f.get("p90").asInt())
                    .append(" / ").append(f.get("max").asInt()).append("</td><td>").append(fmt(d.get("median")))
                    .append(" / ").append(fmt(d.get("p90"))).append(" / ").append(fmt(d.get("max")))
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        if (!s.get("interactions").isEmpty()) {
            b.append("<h2>Interactions (sets of two or more)</h2>\n<table><tr><th>causes</th><th>bodies</th>"
                    + "<th>scenes</th></tr>\n");
            for (JsonNode i : s.get("interactions")) {
                b.append("<tr><td>").append(esc(i.get("causes").asText())).append("</td><td>")
                        .append(i.get("bodies").asLong()).append("</td><td>").append(i.get("scenes").asLong())
                        .append("</td></tr>\n");
            }
            b.append("</table>\n");
        }
        b.append("<h2>Variants that show each most</h2>\n<p>Run from the study's output folder; each command "
                + "re-proves the causes by rerun.</p>\n<ul>\n");
        for (JsonNode c : corr) {
            b.append("<li>").append(esc(c.get("id").asText())).append("<ul>\n");
            for (JsonNode v : c.get("top")) {
                List<String> set = new ArrayList<>();
                v.get("settings").forEach(x -> set.add(x.asText()));
                b.append("<li>variant ").append(v.get("variant").asInt()).append(" (").append(esc(String.join(", ",
                        set))).append("), deviation ").append(fmt(v.get("deviation"))).append(' ').append(unit)
                        .append(": <code>").append(esc(v.get("ab").asText())).append("</code></li>\n");
            }
            b.append("</ul></li>\n");
        }
        b.append("</ul>\n");
        if (!s.get("errors").isEmpty()) {
            b.append("<h2>Errors</h2>\n<ul>\n");
            for (JsonNode e : s.get("errors")) {
                b.append("<li>variant ").append(e.get("variant").asInt()).append(": ")
                        .append(esc(e.get("error").asText())).append("</li>\n");
            }
            b.append("</ul>\n");
        }
        return b.append("</body></html>\n").toString();
    }

    /** Horizontal bars of scenes changed, x from 0 to the A/Bs run. */
    private static String bars(JsonNode corr, long total) {
        int rowH = 22, top = 10, h = top + rowH * corr.size() + 40;
        double plot = W - LEFT - RIGHT;
        StringBuilder b = svg(h);
        long max = Math.max(1, total);
        axisX(b, top + rowH * corr.size(), h, plot, 0, max, false, "variants changed (of " + total + " A/Bs)");
        int i = 0;
        for (JsonNode c : corr) {
            long v = c.get("scenesChanged").asLong();
            int y = top + rowH * i;
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                    LEFT - 6, y + 15, esc(c.get("id").asText())));
            b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"16\" fill=\"%s\">"
                    + "<title>%d</title></rect><text x=\"%.1f\" y=\"%d\">%d</text>", LEFT, y + 3, plot * v / max,
                    PALETTE[i % PALETTE.length], v, LEFT + plot * v / max + 4, y + 15, v));
            i++;
        }
        return b.append("</svg>\n").toString();
    }

    /** Per difference a line from median to max with marks at median, p90 and max. */
    private static String spread(JsonNode corr, String field, boolean log, String unit) {
        int rowH = 22, top = 10, h = top + rowH * corr.size() + 40;
        double plot = W - LEFT - RIGHT;
        double lo = Double.POSITIVE_INFINITY, hi = 0;
        for (JsonNode c : corr) {
            for (String k : new String[] {"median", "p90", "max"}) {
                double v = value(c.get(field).get(k));
                if (Double.isFinite(v) && (!log || v > 0)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        if (!Double.isFinite(lo)) {
            lo = log ? 1e-6 : 0;
            hi = log ? 1 : 1;
        }
        double min = log ? StrictMath.pow(10, StrictMath.floor(StrictMath.log10(lo))) : 0;
        double max = log ? StrictMath.pow(10, StrictMath.ceil(StrictMath.log10(hi))) : Math.max(1, hi);
        if (log && max <= min) {
            max = min * 10;
        }
        StringBuilder b = svg(h);
        axisX(b, top + rowH * corr.size(), h, plot, min, max, log, unit + " (circle median, square p90, "
                + "triangle max)");
        int i = 0;
        for (JsonNode c : corr) {
            int y = top + rowH * i + 11;
            double[] xs = new double[3];
            String[] ks = {"median", "p90", "max"};
            for (int k = 0; k < 3; k++) {
                xs[k] = LEFT + plot * frac(value(c.get(field).get(ks[k])), min, max, log);
            }
            String col = PALETTE[i % PALETTE.length];
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>",
                    LEFT - 6, y + 4, esc(c.get("id").asText())));
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>",
                    xs[0], y, xs[2], y, col));
            b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" fill=\"%s\"><title>median "
                    + "%s</title></circle>", xs[0], y, col, fmt(c.get(field).get("median"))));
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"8\" height=\"8\" fill=\"%s\">"
                    + "<title>p90 %s</title></rect>", xs[1] - 4, y - 4, col, fmt(c.get(field).get("p90"))));
            b.append(String.format(Locale.ROOT, "<path d=\"M%.1f %d l5 9 h-10 z\" fill=\"%s\"><title>max %s"
                    + "</title></path>", xs[2], y - 5, col, fmt(c.get(field).get("max"))));
            i++;
        }
        return b.append("</svg>\n").toString();
    }

    /** Share of variants each difference changed at each level of a grid axis (the six most frequent). */
    private static String axisChart(JsonNode axis, JsonNode corr) {
        int h = 260, top = 20, bottom = 200;
        int left = 60;
        double plot = W - left - 240;
        JsonNode levels = axis.get("levels");
        int n = levels.size();
        StringBuilder b = svg(h);
        for (int p = 0; p <= 100; p += 25) {
            double y = bottom - (bottom - top) * p / 100.0;
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d%%</text>", left, y, left + plot, y, left - 4,
                    y + 4, p));
        }
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\"/>"
                + "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#000\"/>", left, bottom, left + plot,
                bottom, left, top, left, bottom));
        b.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" "
                + "text-anchor=\"middle\">variants changed</text>", (top + bottom) / 2, (top + bottom) / 2));
        for (int l = 0; l < n; l++) {
            double x = left + (n == 1 ? plot / 2 : plot * l / (n - 1));
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>", x,
                    bottom + 16, esc(levels.get(l).get("level").asText())));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                left + plot / 2, bottom + 34, esc(axis.get("field").asText())));
        int i = 0;
        for (JsonNode c : corr) {
            if (i >= 6) {
                break;
            }
            String id = c.get("id").asText();
            String col = PALETTE[i % PALETTE.length];
            StringBuilder pts = new StringBuilder();
            for (int l = 0; l < n; l++) {
                JsonNode lv = levels.get(l);
                long vars = Math.max(1, lv.get("variants").asLong());
                double share = lv.get("scenesChanged").path(id).asLong() / (double) vars;
                double x = left + (n == 1 ? plot / 2 : plot * l / (n - 1));
                double y = bottom - (bottom - top) * share;
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
                b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>"
                        + "%s: %d of %d</title></circle>", x, y, col, esc(id),
                        lv.get("scenesChanged").path(id).asLong(), lv.get("variants").asLong()));
            }
            b.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\"/>",
                    pts.toString().trim(), col));
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"%d\">%s</text>", left + plot + 14, top + 16 * i, col, left + plot + 28,
                    top + 16 * i + 9, esc(id.length() > 28 ? id.substring(0, 27) + "…" : id)));
            i++;
        }
        return b.append("</svg>\n").toString();
    }

    private static StringBuilder svg(int h) {
        return new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                + "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">", W, h, W, h));
    }

    /** An x axis at y0 with ticks (decades on a log axis, fifths on a linear one) and a label. */
    private static void axisX(StringBuilder b, int y0, int h, double plot, double min, double max, boolean log,
                              String label) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\"/>",
                LEFT, y0, LEFT + plot, y0));
        List<Double> ticks = new ArrayList<>();
        if (log) {
            for (double v = min; v <= max * 1.0000001; v *= 10) {
                ticks.add(v);
            }
        } else {
            // whole steps for counts and frames
            double step = max - min >= 5 ? Math.ceil((max - min) / 5) : (max - min) / 5;
            for (double v = min; v <= max + 1e-9; v += step) {
                ticks.add(v);
            }
        }
        for (double v : ticks) {
            double x = LEFT + plot * frac(v, min, max, log);
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#000\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>", x, y0, x, y0 + 4, x, y0 + 16,
                    log ? String.format(Locale.ROOT, "%.0e", v) : trim(v)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>",
                LEFT + plot / 2, h - 4, esc(label)));
    }

    private static double frac(double v, double min, double max, boolean log) {
        if (!Double.isFinite(v)) {
            return 1;
        }
        double f = log ? (StrictMath.log10(Math.max(v, min)) - StrictMath.log10(min))
                / (StrictMath.log10(max) - StrictMath.log10(min)) : (v - min) / (max - min);
        return Math.max(0, Math.min(1, f));
    }

    private static double value(JsonNode n) {
        return n.isNumber() ? n.asDouble() : Double.POSITIVE_INFINITY;
    }

    private static String trim(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String fmt(JsonNode n) {
        if (!n.isNumber()) {
            return n.asText();
        }
        if (n.isIntegralNumber()) {
            return n.asText();
        }
        return String.format(Locale.ROOT, "%.4g", n.asDouble());
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
