package engine.meshio;

import static engine.meshio.ByteEdits.all;
import static engine.meshio.ByteEdits.le;
import static engine.meshio.ByteEdits.splice;
import static engine.meshio.ByteEdits.u16;
import static engine.meshio.ByteEdits.u32;
import static engine.meshio.ByteEdits.withCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Malformed version 2 mesh files, each made by mutating MeshFileTest.wallAndFloor written as version 2 (8
 * vertices, 4 triangles of 16 bytes, a 4 x 5 x 2 grid of u32 counts and entries) at offsets from the documented
 * layout, each with its own expected offset, record, field and message; the same quality of errors as version 1.
 */
class MalformedMeshFileV2Test {

    private static final int VERT_LENGTH = 16;
    private static final int VERT_COUNT = 20;
    private static final int TRIS_TAG = 24 + 12 * 8; // 120
    private static final int TRIS_LENGTH = TRIS_TAG + 4;
    private static final int TRIS_COUNT = TRIS_TAG + 8;
    private static final int TRIS_DATA = TRIS_TAG + 12; // 132
    private static final int GRID_TAG = TRIS_DATA + 16 * 4; // 196
    private static final int GRID_LENGTH = GRID_TAG + 4;
    private static final int GRID = GRID_TAG + 8; // 204: nx
    private static final int CELL0 = GRID + 36; // cell (0, 0, 0): u32 count 2, triangles 2, 3

    private static final String SOURCE = "bad2.cmesh";

    /** One malformed file and what the reader must say about it. */
    record Case(String name, byte[] bytes, long offset, String record, String field, String fragment) {
    }

    private static byte[] valid() {
        return MeshFile.write(MeshFileTest.wallAndFloor(), MeshFile.VERSION_2);
    }

    private static int triangle(int i, int field) {
        return TRIS_DATA + 16 * i + (field < 3 ? 4 * field : 12 + 2 * (field - 3));
    }

    /** The valid file with edit applied and the footer CRC recomputed. */
    private static byte[] fixed(UnaryOperator<byte[]> edit) {
        return withCrc(edit.apply(valid()));
    }

    static List<Case> cases() {
        int footer = valid().length - 4;
        byte[] v1 = MeshFile.write(MeshFileTest.wallAndFloor());
        List<Case> c = new ArrayList<>();
        c.add(new Case("unsupported version 0", withCrc(u16(4, 0).apply(valid())), 4, "header", "version",
                "unsupported version 0 (this reader reads 1 and 2)"));
        // A version 1 file marked version 2 and the other way round: the TRIS length gives it away.
        c.add(new Case("version 1 payloads marked version 2", withCrc(u16(4, 2).apply(v1)), TRIS_LENGTH,
                "section TRIS", "length", "payload is 44 bytes but 4 triangles need 4 + 16 x 4 = 68"));
        c.add(new Case("version 2 payloads marked version 1", fixed(u16(4, 1)), TRIS_LENGTH, "section TRIS", "length",
                "payload is 68 bytes but 4 triangles need 4 + 10 x 4 = 44"));
        // Counts: version 2's limit is 2^24, so 65,537 is only a length fault.
        c.add(new Case("vertex count over the limit", fixed(u32(VERT_COUNT, (1 << 24) + 1)), VERT_COUNT,
                "section VERT", "count", "vertex count 16777217 is over the limit 16777216 of any mesh"));
        c.add(new Case("vertex count 65,537 and a short payload", fixed(u32(VERT_COUNT, 65_537)), VERT_LENGTH,
                "section VERT", "length", "payload is 100 bytes but 65537 vertices need 4 + 12 x 65537 = 786448"));
        c.add(new Case("triangle count over the limit", fixed(u32(TRIS_COUNT, 0xffffffffL)), TRIS_COUNT,
                "section TRIS", "count", "triangle count 4294967295 is over the limit 16777216 of any mesh"));
        c.add(new Case("triangle payload length mismatch", fixed(u32(TRIS_COUNT, 5)), TRIS_LENGTH, "section TRIS",
                "length", "payload is 68 bytes but 5 triangles need 4 + 16 x 5 = 84"));
        // Corner indices are u32.
        c.add(new Case("vertex index 65,536", fixed(u32(triangle(3, 2), 0x10000)), triangle(3, 2), "triangle 3",
                "v2", "vertex 65536 out of range 0..7"));
        c.add(new Case("vertex index 2^32 − 1", fixed(u32(triangle(2, 0), 0xffffffffL)), triangle(2, 0), "triangle 2",
                "v0", "vertex 4294967295 out of range 0..7"));
        c.add(new Case("degenerate triangle, repeated index", fixed(u32(triangle(1, 1), 0)), triangle(1, 1),
                "triangle 1", "v1", "degenerate: corners 0, 0, 3 repeat vertex 0"));
        c.add(new Case("degenerate triangle, collinear corners",
                fixed(all(u32(triangle(0, 0), 4), u32(triangle(0, 1), 0), u32(triangle(0, 2), 5))), triangle(0, 0),
                "triangle 0", "v0, v1, v2", "degenerate: corners 4, 0, 5 are collinear (zero float32 cross product)"));
        // Cell lists: u32 counts and entries.
        c.add(new Case("cell list past the section end", fixed(u32(CELL0, 0x7fffffffL)), CELL0, "cell (0, 0, 0)",
                "count", "list of 2147483647 triangles needs 8589934588 bytes, only "));
        c.add(new Case("cell list count 2^32 − 1", fixed(u32(CELL0, 0xffffffffL)), CELL0, "cell (0, 0, 0)", "count",
                "list of 4294967295 triangles needs 17179869180 bytes, only "));
        c.add(new Case("cell count past the section end",
                fixed(all(splice(footer - 4, 4, 2), b -> u32(GRID_LENGTH, le(b).getInt(GRID_LENGTH) - 2).apply(b))),
                footer - 4, "cell (3, 4, 1)", "count", "list count runs past the section end at byte " + (footer - 2)
                + " (1 of 40 cell lists left)"));
        c.add(new Case("cell list entry 65,540", fixed(u32(CELL0 + 4, 0x10004)), CELL0 + 4, "cell (0, 0, 0)",
                "entry 0", "triangle 65540 out of range 0..3"));
        c.add(new Case("cell list entry 2^32 − 1", fixed(u32(CELL0 + 8, 0xffffffffL)), CELL0 + 8, "cell (0, 0, 0)",
                "entry 1", "triangle 4294967295 out of range 0..3"));
        c.add(new Case("triangle listed twice in a cell", fixed(u32(CELL0 + 8, 2)), CELL0 + 8, "cell (0, 0, 0)",
                "entry 1", "triangle 2 listed twice in one cell (also entry 0)"));
        c.add(new Case("extra bytes at the end of the grid",
                fixed(all(splice(footer, 0, 2), b -> u32(GRID_LENGTH, le(b).getInt(GRID_LENGTH) + 2).apply(b))),
                footer, "section GRID", "length", "2 extra bytes after the last cell list"));
        c.add(new Case("CRC mismatch", u32(VERT_COUNT + 4, 0x3e800000).apply(valid()), footer, "footer", "crc",
                "CRC32 mismatch: stored 0x"));
        return c;
    }

    @TestFactory
    Stream<DynamicTest> eachMalformedVersion2FileHasItsOwnError() {
        return cases().stream().map(k -> DynamicTest.dynamicTest(k.name(), () -> {
            MeshFormatException e = assertThrows(MeshFormatException.class, () -> MeshFile.read(k.bytes(), SOURCE));
            assertEquals(SOURCE, e.sourceName(), k.name());
            assertEquals(k.offset(), e.byteOffset(), k.name() + ": " + e.getMessage());
            assertEquals(k.record(), e.record(), k.name() + ": " + e.getMessage());
            assertEquals(k.field(), e.field(), k.name() + ": " + e.getMessage());
            assertTrue(e.detail().startsWith(k.fragment()), k.name() + ": " + e.getMessage());
            assertEquals(SOURCE + ": byte " + k.offset() + ": " + k.record() + " field " + k.field() + ": "
                    + e.detail(), e.getMessage());
        }));
    }

    @Test
    void theCasesAreValidWithoutTheirFaultAndTheirMessagesAreDistinct() throws Exception {
        assertEquals(MeshFileTest.wallAndFloor(), MeshFile.read(valid(), SOURCE));
        Set<String> messages = new HashSet<>();
        for (Case k : cases()) {
            try {
                MeshFile.read(k.bytes(), SOURCE);
                fail(k.name() + " was accepted");
            } catch (MeshFormatException e) {
                assertTrue(messages.add(e.getMessage()), "two cases give " + e.getMessage());
            }
        }
        assertTrue(messages.size() >= 18, "cases: " + messages.size());
    }

    @Test
    void everyTruncationIsAFormatError() {
        byte[] v = valid();
        for (int n = 0; n < v.length; n++) {
            byte[] cut = Arrays.copyOf(v, n);
            assertThrows(MeshFormatException.class, () -> MeshFile.read(cut, SOURCE), "first " + n + " bytes");
        }
    }

    @Test
    void everyBitFlipIsAFormatErrorAndNeverAnotherException() throws Exception {
        byte[] v = valid();
        for (int i = 0; i < v.length; i++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] flipped = v.clone();
                flipped[i] ^= (byte) (1 << bit);
                assertThrows(MeshFormatException.class, () -> MeshFile.read(flipped, SOURCE),
                        "byte " + i + " bit " + bit);
                // With the CRC made to match, a flip is either still a valid mesh or a format error.
                if (i < v.length - 4) {
                    byte[] refit = withCrc(flipped.clone());
                    try {
                        MeshFile.read(refit, SOURCE);
                    } catch (MeshFormatException expected) {
                        assertTrue(expected.getMessage().startsWith(SOURCE + ": "), expected.getMessage());
                    }
                }
            }
        }
    }
}
