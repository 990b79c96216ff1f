package engine.launcher.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.files.AtomicFiles;
import engine.api.mesh.CollisionMesh;
import engine.api.quirk.Quirk;
import engine.api.scene.BodySpec;
import engine.api.scene.Scene;
import engine.api.scene.Scene2D;
import engine.api.scene.Scene3D;
import engine.launcher.ab.AbAnalysis;
import engine.launcher.ab.BodyCauses;
import engine.launcher.ab.Divergence;
import engine.launcher.ab.MaxSeries;
import engine.launcher.json.Json;
import engine.launcher.scenario.RunSummary;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * The viewer: one self-contained HTML file of runs and A/B runs (docs/viewer.md). Per scene it holds the data as
 * JSON and base64 float32/int32 packs; the page's script (viewer.js, with three.js and uPlot embedded from the jar)
 * draws the level, the paths, the 3D view and the charts from them, with a frame scrubber. Nothing is loaded from the
 * network or from other files. Written as a stream: the page is never held whole in memory.
 */
public final class ViewerPage {
    /** The most level triangles a scene's view carries (beyond: the first ones, and the page says so). */
    public static final int MAX_TRIANGLES = 1 << 18;
    /** The library resources embedded in every page, under /engine/launcher/viewer/. */
    static final List<String> LIBRARIES = List.of("three/three.core.js", "three/three.module.js",
            "uplot/uPlot.iife.min.js");
    /** three's two ES modules are embedded as text and imported from blob URLs; uPlot runs as a classic script. */
    private static final String CLASSIC = "uplot/uPlot.iife.min.js";
    private static final String BASE = "/engine/launcher/viewer/";
    /** Floats or ints per base64 chunk: 3072 × 4 bytes is a multiple of 3, so chunks concatenate. */
    private static final int CHUNK = 3072;

    private ViewerPage() {
    }

    /** The page of scenes as an output file's content (UTF-8). */
    public static AtomicFiles.Content content(String title, List<ReportRun> scenes) {
        return os -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
            write(w, title, scenes);
            w.flush();
        };
    }

    /** Writes the page to w. */
    public static void write(Writer w, String title, List<ReportRun> scenes) throws IOException {
        w.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta http-equiv="
                + "\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'unsafe-inline' blob:; "
                + " style-src 'unsafe-inline'; img-src data: blob:\">\n<title>");
        w.write(esc(title));
        w.write("</title>\n<style>\n");
        w.write(resource("uplot/uPlot.min.css"));
        w.write("\n");
        w.write(resource("viewer.css"));
        w.write("</style></head>\n<body data-role=\"viewer\">\n<h1>");
        w.write(esc(title));
        w.write("</h1>\n<p class=\"note\" id=\"about\">Written by engine-launcher: one file, no network. Libraries "
                + "embedded: three.js " + esc(resource("three/VERSION").trim()) + " and uPlot (licences at the end)."
                + "</p>\n");
        int k = 0;
        for (ReportRun r : scenes) {
            scene(w, r, k++);
        }
        for (String lib : LIBRARIES) {
            String src = resource(lib);
            if (src.toLowerCase(Locale.ROOT).contains("</script")) {
                throw new IllegalStateException(lib + " contains </script and cannot be embedded");
            }
            w.write("<script" + (lib.equals(CLASSIC) ? "" : " type=\"text/plain\"") + " class=\"library\" "
                    + "data-library=\"" + lib + "\">");
            w.write(src);
            w.write("</script>\n");
        }
        w.write("<script>\n");
        w.write(resource("viewer.js"));
        w.write("\n</script>\n<details class=\"licences\"><summary>Licences of the embedded libraries</summary>\n"
                + "<h4>three.js</h4><pre>");
        w.write(esc(resource("three/LICENSE")));
        w.write("</pre>\n<h4>uPlot</h4><pre>");
        w.write(esc(resource("uplot/LICENSE")));
        w.write("</pre></details>\n</body></html>\n");
    }

    private static void scene(Writer w, ReportRun r, int k) throws IOException {
        Scene scene = r.a().scene();
        ViewSamples sa = r.samplesA();
        w.write("<section class=\"scene\" data-role=\"scene\" data-index=\"" + k + "\" data-scene=\""
                + esc(scene.name()) + "\" data-kind=\"" + (sa.flat() ? "2d" : "3d") + "\" data-bodies=\""
                + scene.bodyCount() + "\" data-frames=\"" + r.a().frames() + "\">\n");
        w.write("<script type=\"application/json\" class=\"meta\">");
        w.write(Json.mapper().writeValueAsString(meta(r)).replace("<", "\\u003c"));
        w.write("</script>\n");
        pack(w, "a", sa);
        contacts(w, "a", sa);
        bodyQuirks(w, "a", r.a(), sa);
        if (r.isAb()) {
            pack(w, "b", r.samplesB());
            contacts(w, "b", r.samplesB());
            bodyQuirks(w, "b", r.b(), r.samplesB());
        }
        if (scene instanceof Scene3D s) {
            CollisionMesh m = s.level();
            int tris = Math.min(m.triangleCount(), MAX_TRIANGLES);
            float[] v = m.vertexArray();
            floats(w, "vertices", v.length, i -> v[(int) i]);
            int[] t = new int[tris * 4];
            for (int i = 0; i < tris; i++) {
                for (int c = 0; c < 3; c++) {
                    t[4 * i + c] = m.corner(i, c);
                }
                t[4 * i + 3] = m.flags(i);
            }
            ints(w, "triangles", t);
        } else {
            Scene2D s = (Scene2D) scene;
            MapOutline o = MapOutline.of(s.mapSource(), s.mapXml());
            ints(w, "footholds", o.footholds());
            ints(w, "ladders", o.ladders());
        }
        w.write("</section>\n");
    }

    private static ObjectNode meta(ReportRun r) {
        Scene scene = r.a().scene();
        ViewSamples sa = r.samplesA();
        ObjectNode m = Json.mapper().createObjectNode();
        m.put("scene", scene.name());
        m.put("description", scene.description());
        m.put("kind", sa.flat() ? "2d" : "3d");
        m.put("unit", sa.flat() ? "px" : "m");
        m.put("frames", r.a().frames());
        m.put("bodies", scene.bodyCount());
        m.put("stride", sa.stride());
        m.put("valuesPerBody", sa.valuesPerBody());
        m.put("maxValues", ViewSamples.MAX_VALUES);
        m.put("maxContactValues", ViewSamples.MAX_CONTACT_VALUES);
        m.put("maxBodyQuirks", ViewSamples.MAX_BODY_QUIRKS);
        ArrayNode frames = m.putArray("sampleFrames");
        for (int s = 0; s < sa.samples(); s++) {
            frames.add(sa.frame(s));
        }
        ArrayNode names = m.putArray("names");
        for (int i = 0; i < scene.bodyCount(); i++) {
            names.add(scene.bodyName(i));
        }
        if (scene instanceof Scene3D s) {
            m.put("dt", s.dt());
            ArrayNode shapes = m.putArray("shapes");
            for (BodySpec b : s.bodies()) {
                shapes.addObject().put("kind", b.kind().name().toLowerCase(Locale.ROOT)).put("radius", b.radius())
                        .put("hx", b.halfX()).put("hy", b.halfY()).put("hz", b.halfZ()).put("scale", b.scale());
            }
            CollisionMesh level = s.level();
            m.put("triangles", level.triangleCount());
            m.put("trianglesDrawn", Math.min(level.triangleCount(), MAX_TRIANGLES));
        } else {
            Scene2D s = (Scene2D) scene;
            m.put("frameMs", s.frameMs());
            m.put("map", s.mapSource());
            String problem = MapOutline.of(s.mapSource(), s.mapXml()).problem();
            if (problem != null) {
                m.put("mapProblem", problem);
            }
        }
        ArrayNode runs = m.putArray("runs");
        run(runs.addObject(), "A", r.a(), sa);
        if (r.isAb()) {
            run(runs.addObject(), "B", r.b(), r.samplesB());
            ab(m.putObject("ab"), r.analysis());
        }
        return m;
    }

    private static void run(ObjectNode n, String label, RunSummary r, ViewSamples v) {
        n.put("label", label);
        n.put("profile", r.profile());
        n.put("sceneHash", r.hashHex());
        n.put("millis", r.nanos() / 1e6);
        ArrayNode qs = n.putArray("quirks");
        n.put("bodyQuirksCapped", v.bodyQuirksCapped());
        for (Quirk q : r.quirks().fired()) {
            ObjectNode o = qs.addObject().put("id", q.id()).put("title", q.title()).put("count", r.quirks().count(q))
                    .put("first", r.quirks().first(q)).put("last", r.quirks().last(q));
            ArrayNode in = o.putArray("samples");
            ArrayNode out = o.putArray("outside");
            for (int s = 0; s < v.samples(); s++) {
                if (v.fired(s, q)) {
                    in.add(s);
                }
                if (v.firedOutside(s, q)) {
                    out.add(s);
                }
            }
        }
    }

    private static void ab(ObjectNode n, AbAnalysis an) {
        Divergence d = an.divergence();
        n.put("parted", d.parted());
        n.put("firstFrame", d.firstFrame());
        n.put("maxDeviation", finite(d.maxDeviation()));
        n.put("reruns", an.reruns().size());
        n.put("budget", an.budget());
        n.put("budgetExhausted", an.exhausted());
        ArrayNode counts = n.putArray("causes");
        an.causeCounts().forEach(e -> counts.addObject().put("causes", e.getKey()).put("bodies", e.getValue()));
        MaxSeries dev = d.deviation();
        ObjectNode series = n.putObject("deviation");
        series.put("width", dev.width());
        ArrayNode at = series.putArray("frames");
        ArrayNode vals = series.putArray("values");
        for (int b = 0; b < dev.buckets(); b++) {
            at.add(dev.firstFrame(b));
            vals.add(finite(dev.value(b)));
        }
        ArrayNode bodies = n.putArray("bodies");
        for (BodyCauses c : an.bodies()) {
            ObjectNode o = bodies.addObject();
            o.put("name", c.name());
            o.put("firstFrame", c.firstFrame());
            o.put("maxDeviation", finite(c.maxDeviation()));
            o.put("maxFrame", c.maxFrame());
            o.put("explained", c.explained());
            o.put("causes", c.label());
            o.put("proof", c.proof());
            if (c.why() != null) {
                o.put("unexplained", c.why());
            }
            ArrayNode ev = o.putArray("evidence");
            c.evidence().forEach(e -> ev.add(e.quirk().id() + " (" + e.run().toUpperCase(Locale.ROOT) + ", frame "
                    + e.frame() + ")"));
        }
    }

    private static double finite(double d) {
        return Double.isFinite(d) ? d : Double.MAX_VALUE;
    }

    private static void pack(Writer w, String name, ViewSamples v) throws IOException {
        int per = v.valuesPerBody(), bodies = v.bodies();
        long n = (long) v.samples() * bodies * per;
        floats(w, name, n, i -> v.value((int) (i / ((long) bodies * per)), (int) (i / per % bodies),
                (int) (i % per)));
    }

    /**
     * A 3D run's contacts: (sample × bodies + body, kept, answered) for each sample and body that answered any, in that
     * order, then the kept contacts' point and normal floats.
     */
    private static void contacts(Writer w, String name, ViewSamples v) throws IOException {
        if (v.flat()) {
            return;
        }
        int cells = 0;
        for (int s = 0; s < v.samples(); s++) {
            for (int i = 0; i < v.bodies(); i++) {
                cells += v.contactCount(s, i) > 0 ? 1 : 0;
            }
        }
        int[] counts = new int[3 * cells];
        int o = 0;
        for (int s = 0; s < v.samples(); s++) {
            for (int i = 0; i < v.bodies(); i++) {
                if (v.contactCount(s, i) > 0) {
                    counts[o++] = s * v.bodies() + i;
                    counts[o++] = v.contactsKept(s, i);
                    counts[o++] = v.contactCount(s, i);
                }
            }
        }
        ints(w, "contactCounts-" + name, counts);
        floats(w, "contacts-" + name, v.contactValues(), i -> v.contactValue((int) i));
    }

    /**
     * Which quirks fired in which body's pass: (sample, body, k) per firing kept, k the quirk's place in the run's
     * "quirks" list.
     */
    private static void bodyQuirks(Writer w, String name, RunSummary r, ViewSamples v) throws IOException {
        List<Quirk> fired = r.quirks().fired();
        int[] index = new int[Quirk.values().length];
        for (int k = 0; k < fired.size(); k++) {
            index[fired.get(k).ordinal()] = k;
        }
        int[] out = new int[3 * v.bodyQuirkFrom(v.samples())];
        int o = 0;
        for (int s = 0; s < v.samples(); s++) {
            for (int j = v.bodyQuirkFrom(s); j < v.bodyQuirkFrom(s + 1); j++) {
                out[o++] = s;
                out[o++] = v.bodyQuirkBody(j);
                out[o++] = index[v.bodyQuirk(j).ordinal()];
            }
        }
        ints(w, "bodyQuirks-" + name, out);
    }

    /** A float source by flat index. */
    private interface Floats {
        float at(long i);
    }

    private static void floats(Writer w, String name, long n, Floats src) throws IOException {
        w.write("<script type=\"text/plain\" class=\"pack\" data-pack=\"" + name + "\" data-type=\"float32\" "
                + "data-count=\"" + n + "\">");
        ByteBuffer buf = ByteBuffer.allocate(CHUNK * 4).order(ByteOrder.LITTLE_ENDIAN);
        Base64.Encoder enc = Base64.getEncoder();
        for (long i = 0; i < n; i++) {
            buf.putFloat(src.at(i));
            if (!buf.hasRemaining()) {
                w.write(enc.encodeToString(buf.array()));
                buf.clear();
            }
        }
        if (buf.position() > 0) {
            w.write(enc.encodeToString(java.util.Arrays.copyOf(buf.array(), buf.position())));
        }
        w.write("</script>\n");
    }

    private static void ints(Writer w, String name, int[] v) throws IOException {
        w.write("<script type=\"text/plain\" class=\"pack\" data-pack=\"" + name + "\" data-type=\"int32\" "
                + "data-count=\"" + v.length + "\">");
        ByteBuffer buf = ByteBuffer.allocate(CHUNK * 4).order(ByteOrder.LITTLE_ENDIAN);
        Base64.Encoder enc = Base64.getEncoder();
        for (int i = 0; i < v.length; i += CHUNK) {
            buf.clear();
            int n = Math.min(CHUNK, v.length - i);
            buf.asIntBuffer().put(v, i, n);
            w.write(enc.encodeToString(n == CHUNK ? buf.array() : java.util.Arrays.copyOf(buf.array(), 4 * n)));
        }
        w.write("</script>\n");
    }

    /** An embedded resource's text (UTF-8). */
    static String resource(String name) {
        try (InputStream in = ViewerPage.class.getResourceAsStream(BASE + name)) {
            if (in == null) {
                throw new IllegalStateException("the launcher lacks its viewer resource " + BASE + name
                        + " (built by the launcher's generate-resources phase)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String esc(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
