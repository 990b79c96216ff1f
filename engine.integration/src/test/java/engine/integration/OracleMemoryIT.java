package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input round 3, item 5 (memory budgets as tests): the oracle reads a request line into a tree whose arrays of
 * numbers are views of the line, keeps no blank line's bytes, and bounds every other value, so wide lines get their
 * typed answer, with the id, in a heap a small part of what Jackson's plain tree would need (a 60 MiB line of
 * numbers needed about 1.9 GB), and the next line is answered. Also: an oracle whose standard output is closed
 * stops reading.
 */
class OracleMemoryIT {
    private static final String OK = "{\"id\": \"next\", \"call\": \"AABB_FromSphere\", \"args\": {\"c\": [0, 0, 0], "
            + "\"r\": 1}}\n";

    @TempDir
    Path tmp;

    private final ObjectMapper json = new ObjectMapper();

    private Process oracle(String heap) throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap, "-jar",
                Fixtures.launcherJar().toString(), "oracle").directory(tmp.toFile())
                .redirectError(tmp.resolve("err.txt").toFile()).start();
    }

    /** The answers to the lines of input written to an oracle in a JVM of the given heap. */
    private List<JsonNode> answers(String heap, Path input) throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap, "-jar",
                Fixtures.launcherJar().toString(), "oracle").directory(tmp.toFile()).redirectInput(input.toFile())
                .redirectOutput(tmp.resolve("out.txt").toFile()).redirectError(tmp.resolve("err.txt").toFile())
                .start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the oracle did not finish");
        String err = Files.readString(tmp.resolve("err.txt"));
        assertEquals(0, p.exitValue(), err);
        List<JsonNode> out = new ArrayList<>();
        for (String l : Files.readAllLines(tmp.resolve("out.txt"))) {
            out.add(json.readTree(l));
        }
        return out;
    }

    /** A file of a wide line (head, then body repeated to about mib MiB, then tail) and the OK line after it. */
    private Path wide(String head, String body, String tail, int mib) throws IOException {
        Path f = tmp.resolve("in.jsonl");
        byte[] chunk = body.repeat((1 << 20) / body.length()).getBytes(StandardCharsets.US_ASCII);
        try (OutputStream o = Files.newOutputStream(f)) {
            o.write(head.getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < mib; i++) {
                o.write(chunk);
            }
            o.write((tail + "\n" + OK).getBytes(StandardCharsets.US_ASCII));
        }
        return f;
    }

    @Test
    void aWideLineOfNumbersGetsItsTypedAnswerWithTheIdInA128MbHeap() throws Exception {
        // 7.9 million numbers, 15 MiB: Jackson's tree of them needed about 500 MB.
        List<JsonNode> r = answers("-Xmx128m", wide("{\"id\": \"wide\", \"call\": \"MeshContacts_SortByFraction\", "
                + "\"args\": {\"keys\": [", "0,", "0]}}", 15));
        assertEquals(2, r.size(), r.toString());
        assertEquals("wide", r.get(0).get("id").asText());
        assertEquals("bad-argument", r.get(0).get("error").get("code").asText(), r.get(0).toString());
        assertTrue(r.get(0).get("error").get("message").asText().contains("more than a mesh collector holds (100)"));
        assertEquals("next", r.get(1).get("id").asText());
        assertTrue(r.get(1).get("ok").booleanValue());
    }

    @Test
    void aWideLineOfSpacesIsSkippedInA64MbHeap() throws Exception {
        // 60 MiB of blanks: it killed the oracle at 256 MB; it is not even kept now.
        List<JsonNode> r = answers("-Xmx64m", wide("", "    ", "", 60));
        assertEquals(1, r.size(), r.toString());
        assertEquals("next", r.get(0).get("id").asText());
        assertEquals(2, r.get(0).get("line").intValue());
    }

    @Test
    void aWideLineOfNestedArraysIsTooLargeWithTheIdInA128MbHeap() throws Exception {
        // 24 MiB of [] inside an inline mesh: every array a value, refused at the values limit.
        List<JsonNode> r = answers("-Xmx128m", wide("{\"id\": 7, \"call\": \"PhysicsMesh_SweepSphere\", \"args\": {"
                + "\"mesh\": {\"vertices\": [", "[],", "[]], \"triangles\": []}}}", 24));
        assertEquals(2, r.size(), r.toString());
        assertEquals(7, r.get(0).get("id").intValue());
        assertEquals("too-large", r.get(0).get("error").get("code").asText(), r.get(0).toString());
        assertTrue(r.get(0).get("error").get("message").asText().contains("at args.mesh.vertices["), r.toString());
        assertTrue(r.get(1).get("ok").booleanValue());
    }

    @Test
    void aSessionOpenWithAWideArrayIsRefusedInA128MbHeap() throws Exception {
        // 3 million decimals in a field session.open does not take: the session's copy of its args once made a node
        // of each (about 170 MB).
        List<JsonNode> r = answers("-Xmx128m", wide("{\"id\": 3, \"call\": \"session.open\", \"args\": {\"level\": "
                + "{\"generators\": [{\"type\": \"floor\", \"min\": [-1, -1], \"max\": [1, 1]}]}, \"bogus\": [", "0.25,",
                "0]}}", 15));
        assertEquals(2, r.size(), r.toString());
        assertEquals(3, r.get(0).get("id").intValue());
        assertEquals("bad-argument", r.get(0).get("error").get("code").asText(), r.get(0).toString());
        assertTrue(r.get(1).get("ok").booleanValue());
    }

    @Test
    void anOracleWhoseOutputIsClosedStopsReading() throws Exception {
        Process p = oracle("-Xmx128m");
        AtomicLong written = new AtomicLong();
        Thread writer = new Thread(() -> {
            byte[] line = OK.getBytes(StandardCharsets.US_ASCII);
            try (OutputStream in = p.getOutputStream()) {
                for (int i = 0; i < 2_000_000; i++) {
                    in.write(line);
                    written.incrementAndGet();
                }
            } catch (IOException e) {
                // the oracle stopped reading and ended: its stdin is closed
            }
        });
        writer.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        assertTrue(out.readLine().contains("\"next\""), "the first answer");
        out.close(); // no one reads the answers any more
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the oracle went on after its output was closed");
        writer.join(120_000);
        assertEquals(0, p.exitValue(), Files.readString(tmp.resolve("err.txt")));
        assertTrue(written.get() < 1_000_000, "it stopped reading: " + written.get() + " lines written");
    }
}
