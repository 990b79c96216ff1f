package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The executable jar end to end, as a user runs it: commands, exit codes and the oracle protocol. */
class LauncherJarIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    /** One run of the jar: its exit code, stdout and stderr. */
    record Run(int code, String out, String err) {
    }

    private Run run(String stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Fixtures.launcherJar().toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile())
                .redirectOutput(tmp.resolve("out.txt").toFile()).redirectError(tmp.resolve("err.txt").toFile()).start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "launcher did not finish");
        return new Run(p.exitValue(), Files.readString(tmp.resolve("out.txt")),
                Files.readString(tmp.resolve("err.txt")));
    }

    @Test
    void helpListsRunAbDemoAndOracle() throws Exception {
        Run r = run("", "--help");
        assertEquals(0, r.code(), r.err());
        for (String c : List.of("run", "ab", "demo", "oracle")) {
            assertTrue(r.out().lines().anyMatch(l -> l.trim().startsWith(c + " ")), c + " in --help:\n" + r.out());
        }
    }

    @Test
    void everyShippedScenarioRunsAndPrintsASceneHash() throws Exception {
        List<String> names = Files.readAllLines(Path.of("..", "scenarios", "index.list")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        assertTrue(names.size() >= 8, names.toString());
        for (String name : names) {
            Run r = run("", "run", name, "--frames", "60");
            assertEquals(0, r.code(), name + ": " + r.err());
            assertTrue(r.out().lines().anyMatch(l -> l.matches("scene hash: [0-9a-f]{16}")), name + ":\n" + r.out());
        }
    }

    @Test
    void demoRunsInAnEmptyFolderAndWritesItsReportThere() throws Exception {
        Run r = run("", "demo");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("crowd-street") && r.out().contains("town-crowd"), r.out());
        assertTrue(r.out().contains("SPHERE_CAPSULE_INWARD_NORMAL"), "names the quirk behind the street's parting:\n"
                + r.out());
        String html = Files.readString(tmp.resolve("demo-report.html"));
        assertTrue(html.contains("data-role=\"scene\" data-index=\"1\" data-scene=\"town-crowd\""), "two scenes");
        assertFalse(html.replace("http://www.w3.org/2000/svg", "").matches("(?s).*(src|href)=\"https?:.*"),
                "nothing loaded from the network");
        Run ab = run("", "ab", "corner-slide", "--toggle", "CORNER_SLIDE_FLIPPED_EDGE", "--json", "--report",
                "ab.html");
        assertEquals(0, ab.code(), ab.err());
        JsonNode j = JSON.readTree(ab.out());
        assertTrue(j.get("parted").intValue() > 0, ab.out());
        assertTrue(Files.size(tmp.resolve("ab.html")) > 1000);
        Run badToggle = run("", "ab", "corner-slide", "--toggle", "NO_SUCH_QUIRK");
        assertEquals(3, badToggle.code(), badToggle.err());
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"name\": \"b\", \"level\": {\"generators\": []}, \"bodies\": []}");
        Run badScenario = run("", "run", bad.toString());
        assertEquals(3, badScenario.code(), badScenario.err());
        assertTrue(badScenario.err().contains("bad.json") && badScenario.err().contains("level.generators"),
                badScenario.err());
    }

    @Test
    void kernelsFoldsEmptySlotsAndWarnsOfSlotsTheProfileLeavesEmpty() throws Exception {
        Run r = run("", "kernels", "--plugin", Fixtures.testPlugin().toString());
        assertEquals(0, r.code(), r.err());
        for (String s : List.of("faithful", "fixed", "foothold2d", "testplugin", "mesh-contact-sort", "body-pools",
                "mesh-sweep.segment", "mesh-overlap.segment")) {
            assertTrue(r.out().contains(s), "kernels output lacks " + s + ":\n" + r.out());
        }
        for (String pair : List.of("sweep.capsule.capsule", "sweep.box.box", "overlap.capsule.segment")) {
            assertTrue(r.out().lines().anyMatch(l -> l.trim().startsWith(pair) && l.contains("faithful")),
                    pair + " is filled:\n" + r.out());
        }
        String movement = r.out().lines().filter(l -> l.trim().startsWith("movement-2d")).findFirst().orElseThrow();
        assertTrue(movement.contains("foothold2d"), "movement-2d falls back to foothold2d: " + movement);
        assertFalse(r.out().contains("warning:"), "the default profile leaves no offered slot empty:\n" + r.out());
        Path pluginOnly = tmp.resolve("plugin-only.json");
        Files.writeString(pluginOnly, "{\"default\": \"testplugin\"}");
        Run warned = run("", "kernels", "--profile", pluginOnly.toString(), "--plugin",
                Fixtures.testPlugin().toString());
        assertEquals(0, warned.code(), warned.err());
        assertTrue(warned.out().contains("warning: slot body-sweep is empty: the profile's default 'testplugin' does"
                + " not offer it; offered by faithful, fixed"), warned.out());
        Run all = run("", "kernels", "--all");
        assertTrue(all.out().contains("sweep.capsule.capsule"), "--all lists every slot");
    }

    @Test
    void kernelsShowsTheCorrectionsOnInEachSlot() throws Exception {
        Path profile = tmp.resolve("fixed.json");
        Files.writeString(profile, "{\"default\": \"fixed\", \"slots\": {\"mesh-contact-sort\": {\"corrections\": "
                + "{\"SORT_SMEAR\": false}}}}");
        Run r = run("", "kernels", "--profile", profile.toString());
        assertEquals(0, r.code(), r.err());
        String sortLine = r.out().lines().filter(l -> l.trim().startsWith("mesh-contact-sort")).findFirst()
                .orElseThrow();
        assertTrue(sortLine.contains("fixed") && sortLine.contains("none (1 off)"), sortLine);
        Run json = run("", "kernels", "--json", "--profile", profile.toString());
        JsonNode root = JSON.readTree(json.out());
        Run def = run("", "kernels", "--json");
        assertEquals(slotsOf(JSON.readTree(def.out()), "faithful"), slotsOf(root, "fixed"),
                "default fixed fills every slot default faithful fills");
    }

    /** The ids of the slots the kernels JSON shows filled by provider. */
    private static List<String> slotsOf(JsonNode kernelsJson, String provider) {
        List<String> ids = new ArrayList<>();
        for (JsonNode s : kernelsJson.get("slots")) {
            if (provider.equals(s.get("selected").asText(null))) {
                ids.add(s.get("id").asText());
            }
        }
        return ids;
    }

    /** A/B you can trust, truth fixes: kernels shows what a run switches on, a provider id works as --profile. */
    @Test
    void kernelsUnderFaithfulShowsNoCorrectionOnAndUnderFixedTheFootholdOnes() throws Exception {
        Run faithful = run("", "kernels", "--profile", "faithful", "--json");
        assertEquals(0, faithful.code(), faithful.err());
        for (JsonNode slot : JSON.readTree(faithful.out()).get("slots")) {
            assertEquals(0, slot.path("correctionsOn").size(), slot.toString());
        }
        Run fixed = run("", "kernels", "--profile", "fixed", "--json");
        assertEquals(0, fixed.code(), fixed.err());
        JsonNode movement = null;
        for (JsonNode slot : JSON.readTree(fixed.out()).get("slots")) {
            movement = slot.get("id").asText().equals("movement-2d") ? slot : movement;
        }
        assertEquals(4, movement.get("correctionsOn").size(), movement.toString());
        // And a run agrees: under faithful the client's rounding quirk fires, under fixed it is corrected.
        Run a = run("", "run", "town-crowd", "--profile", "faithful", "--json");
        Run b = run("", "run", "town-crowd", "--profile", "fixed", "--json");
        assertTrue(a.out().contains("FH_ROUND_HALF_DOUBLE") && !b.out().contains("FH_ROUND_HALF_DOUBLE"));
    }

    @Test
    void kernelsJsonSelectsThePluginThroughAProfile() throws Exception {
        Path profile = tmp.resolve("profile.json");
        Files.writeString(profile, "{\"slots\": {\"mesh-contact-sort\": \"testplugin\"}}");
        Run r = run("", "kernels", "--json", "--profile", profile.toString(), "--plugin",
                Fixtures.testPlugin().toString());
        assertEquals(0, r.code(), r.err());
        JsonNode slots = JSON.readTree(r.out()).get("slots");
        JsonNode sort = null;
        for (JsonNode s : slots) {
            if (s.get("id").asText().equals("mesh-contact-sort")) {
                sort = s;
            }
        }
        assertEquals("testplugin", sort.get("selected").asText());
        assertEquals(55, slots.size());
    }

    @Test
    void aPlainJarGivenAsAPluginIsRefusedByName() throws Exception {
        Path jar = tmp.resolve("plain.jar");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar),
                new java.util.jar.Manifest())) {
            out.putNextEntry(new java.util.zip.ZipEntry("x.txt"));
            out.write('x');
        }
        Run r = run("", "kernels", "--plugin", jar.toString());
        assertEquals(5, r.code(), r.out());
        assertTrue(r.err().contains("is a jar but not an OSGi bundle: its manifest has no Bundle-SymbolicName"),
                r.err());
    }

    @Test
    void aPluginThatIsNotAJarIsRefusedByName() throws Exception {
        Path notJar = Files.writeString(tmp.resolve("plugin.jar"), "not a zip");
        Run r = run("", "kernels", "--plugin", notJar.toString());
        assertEquals(5, r.code());
        assertTrue(r.err().contains("is not a jar file"), r.err());
        assertFalse(r.err().contains("Unable to cache bundle"), r.err());
    }

    @Test
    void theOracleOnAFifoInputIsRefusedWithoutBlocking() throws Exception {
        Path fifo = tmp.resolve("requests.fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0,
                "mkfifo is not available");
        Run r = run("", "oracle", "--input", fifo.toString());
        assertEquals(3, r.code());
        assertTrue(r.err().contains("is not a regular file"), r.err());
    }

    @Test
    void anOracleEndedBySigtermLeavesNoFrameworkFolderBehind() throws Exception {
        Path jtmp = Files.createDirectory(tmp.resolve("jtmp"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + jtmp, "-jar", Fixtures.launcherJar().toString(), "oracle")
                .redirectError(tmp.resolve("err.txt").toFile()).start();
        p.getOutputStream().write("{\"call\":\"describe\"}\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().flush();
        // One answer means the framework is up and its folder exists; stdin stays open, so the oracle waits.
        String first = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8)).readLine();
        assertTrue(first != null && first.contains("\"ok\":true"), String.valueOf(first));
        p.destroy(); // SIGTERM
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the oracle ends on SIGTERM");
        try (var left = Files.list(jtmp)) {
            assertEquals(List.of(), left.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith("engine-felix-")).toList(), "the framework's folder is deleted");
        }
    }

    @Test
    void aProfileNamingAMissingProviderFailsWithExitCode4() throws Exception {
        Path profile = tmp.resolve("profile.json");
        Files.writeString(profile, "{\"slots\": {\"mesh-contact-sort\": \"testplugin\"}}");
        Run r = run("", "kernels", "--profile", profile.toString());
        assertEquals(4, r.code());
        assertTrue(r.err().contains("testplugin") && r.err().contains("not installed"), r.err());
    }

    @Test
    void aMalformedProfileFailsWithExitCode3NamingTheField() throws Exception {
        Path profile = tmp.resolve("bad.json");
        Files.writeString(profile, "{\"slots\": {\"no-such-slot\": \"faithful\"}}");
        Run r = run("", "kernels", "--profile", profile.toString());
        assertEquals(3, r.code());
        assertTrue(r.err().contains("bad.json") && r.err().contains("no-such-slot"), r.err());
    }

    @Test
    void aMissingPluginFailsWithExitCode5() throws Exception {
        Run r = run("", "kernels", "--plugin", tmp.resolve("nothing.jar").toString());
        assertEquals(5, r.code());
        assertTrue(r.err().contains("nothing.jar"), r.err());
    }

    @Test
    void anUnknownCommandIsAUsageError() throws Exception {
        Run r = run("", "no-such-command");
        assertEquals(2, r.code());
    }

    @Test
    void quirksJsonSaysWhichProviderCorrectsEachEntryAndWhyTheOthersAreKept() throws Exception {
        Run r = run("", "quirks", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode arr = JSON.readTree(r.out());
        assertTrue(arr.size() >= 40, "at least 40 catalogue entries");
        for (JsonNode q : arr) {
            boolean corrected = q.get("correctedBy").size() > 0;
            // the 2D movement's entries (FH_) are corrected by foothold2d, every other by fixed
            boolean twoD = q.get("id").asText().startsWith("FH_");
            assertEquals(corrected && !twoD, q.get("fixedCorrects").asBoolean(), q.get("id").asText());
            if (corrected && twoD) {
                assertEquals("foothold2d", q.get("correctedBy").get(0).get("provider").asText());
            }
            assertEquals(!corrected, !q.get("kept").isNull(), q.get("id") + ": corrected xor kept with a reason");
            if (q.get("id").asText().equals("SORT_SMEAR")) {
                assertEquals("fixed", q.get("correctedBy").get(0).get("provider").asText());
                assertEquals("mesh-contact-sort", q.get("correctedBy").get(0).get("slots").get(0).asText());
            }
        }
    }

    @Test
    void quirksFiltersByKindAndUnit() throws Exception {
        Run r = run("", "quirks", "--kind", "limit");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("MESH_CONTACTS_100"));
        assertFalse(r.out().contains("SORT_SMEAR"));
        assertEquals(2, run("", "quirks", "--kind", "NOPE").code());
        Run rec = run("", "quirks", "--kind", "reconstructed", "--json");
        assertTrue(rec.out().contains("RAY_CAST"));
        Run u8 = run("", "quirks", "--unit", "8", "--corrected");
        assertTrue(u8.out().lines().filter(l -> l.contains("IGNORE")).allMatch(l -> l.contains("fixed")), u8.out());
    }

    @Test
    void theOracleAnswersDescribeMathAndMeshCallsAndKeepsServingAfterABadLine() throws Exception {
        String requests = String.join("\n",
                "{\"call\":\"describe\"}",
                "{\"id\":7,\"call\":\"Quat_ToMatrix\",\"provider\":\"faithful\","
                        + "\"args\":{\"q\":[0,0,0.70711,0.70711]}}",
                "this is not json",
                "{\"call\":\"AABB_ExtendByMove\",\"args\":{\"box\":{\"min\":[0,0,0],\"max\":[1,1,1]},\"d\":[2,-1,0]}}",
                "{\"call\":\"MeshContacts_SortByFraction\",\"provider\":\"faithful\","
                        + "\"args\":{\"keys\":[0.5,0.6,0.3]}}",
                "{\"call\":\"CollisionMesh_BeginShapeQuery\",\"args\":{\"mesh\":"
                        + "{\"vertices\":[[0,0,0],[10,0,0],[0,10,4]],"
                        + "\"triangles\":[[0,1,2]],\"cellSize\":2},\"box\":{\"min\":[-5,-5,-5],\"max\":[50,50,50]}}}",
                "{\"call\":\"Quat_ToMatrix\",\"provider\":\"nobody\",\"args\":{}}",
                "");
        Run r = run(requests, "oracle");
        assertEquals(0, r.code(), r.err());
        List<JsonNode> lines = new ArrayList<>();
        for (String l : r.out().split("\n")) {
            lines.add(JSON.readTree(l));
        }
        assertEquals(7, lines.size(), r.out());
        assertTrue(lines.get(0).get("ok").asBoolean());
        assertTrue(lines.get(0).get("providers").size() >= 3);

        JsonNode m = lines.get(1);
        assertEquals(7, m.get("id").asInt());
        assertEquals(2, m.get("line").asInt());
        JsonNode row0 = m.get("result").get("m").get(0);
        assertEquals(0.0, row0.get(0).asDouble(), 1e-5);
        assertEquals(1.0, row0.get(1).asDouble(), 1e-5);

        assertFalse(lines.get(2).get("ok").asBoolean());
        assertEquals(3, lines.get(2).get("line").asInt());
        assertEquals("bad-json", lines.get(2).get("error").get("code").asText());

        assertEquals("[0.0,-1.0,0.0,1.0]", lines.get(3).get("result").get("box").get("min").toString());
        assertEquals("[2,0,0]", lines.get(4).get("result").get("order").toString());
        assertEquals("SORT_SMEAR", lines.get(4).get("quirks").get(0).asText());
        JsonNode q = lines.get(5).get("result");
        assertEquals("[0,0,0]", q.get("cellMin").toString());
        assertEquals("[4,4,1]", q.get("cellMax").toString(), "clamped to the last cells of a 5 x 5 x 2 grid");
        assertEquals("unknown-provider", lines.get(6).get("error").get("code").asText());
        assertEquals(7, lines.get(6).get("line").asInt());
    }

    @Test
    void aMeshFileBuiltByTheJarIsSweptThroughTheOracle() throws Exception {
        Run built = run("", "mesh", "build", "--demo", "room", "-o", "room.cmesh");
        assertEquals(0, built.code(), built.err());
        Run r = run("{\"call\":\"PhysicsMesh_SweepCapsule\",\"args\":{\"mesh\":\"" + tmp.resolve("room.cmesh")
                .toString().replace("\\", "/") + "\",\"feet\":[8,0,0],\"radius\":0.5,\"move\":[5,0,0]}}\n", "oracle");
        assertEquals(0, r.code(), r.err());
        JsonNode res = JSON.readTree(r.out()).get("result");
        assertEquals(1, res.get("count").asInt());
        // Unit 2: the capsule's sphere (r 0.5) meets the room's x = 10 wall after (10 - 0.5 - 8) / 5 of the move.
        assertEquals(0.3, res.get("fractions").get(0).asDouble(), 1e-6);
        assertEquals("[-1.0,0.0,0.0]", res.get("normals").toString());
    }
}
