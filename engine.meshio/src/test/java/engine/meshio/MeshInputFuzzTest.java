package engine.meshio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.files.InputFileException;
import engine.files.Utf8Lines;
import engine.api.mesh.CollisionMesh;
import engine.meshio.MeshFile;
import engine.meshio.MeshFormatException;
import engine.meshio.ObjFormatException;
import engine.meshio.ObjImporter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32;

/**
 * Fuzz targets for the mesh inputs (docs/bad-input.md). Every build runs their seed corpora under
 * src/test/resources/engine/meshio/MeshInputFuzzTestInputs as regression tests; {@code JAZZER_FUZZ=1} with
 * {@code -Dtest=MeshInputFuzzTest#meshFile} fuzzes one target. The only failures allowed are the documented typed
 * errors; anything else thrown is a finding.
 */
class MeshInputFuzzTest {

    /** The mesh file reader: a mesh or a MeshFormatException; a mesh read writes back to a file that reads the same. */
    @FuzzTest(maxDuration = "10m")
    void meshFile(byte[] data) throws IOException {
        CollisionMesh m;
        try {
            m = MeshFile.read(data, "fuzz.cmesh");
        } catch (MeshFormatException e) {
            return;
        }
        CollisionMesh again = MeshFile.read(MeshFile.write(m, MeshFile.version(data)), "again.cmesh");
        assertEquals(m.vertexCount(), again.vertexCount());
        assertEquals(m.triangleCount(), again.triangleCount());
    }

    /**
     * The mesh file reader past its CRC: the footer is recomputed over the fuzzed bytes first, so mutations reach
     * the section, triangle and grid checks instead of stopping at the checksum.
     */
    @FuzzTest(maxDuration = "10m")
    void meshFileBody(byte[] data) throws IOException {
        if (data.length >= MeshFile.HEADER_BYTES + 4) {
            CRC32 crc = new CRC32();
            crc.update(data, 0, data.length - 4);
            ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).putInt(data.length - 4, (int) crc.getValue());
        }
        meshFile(data);
    }

    /** The OBJ importer: a mesh, an ObjFormatException, or an IllegalArgumentException for a grid too fine to bake. */
    @FuzzTest(maxDuration = "10m")
    void obj(FuzzedDataProvider data) {
        float cell = data.pickValue(new float[] {0.05f, 0.5f, 2f, 100f});
        String text = data.consumeRemainingAsString();
        try {
            new ObjImporter().read(text, "fuzz.obj", cell);
        } catch (ObjFormatException e) {
            return;
        } catch (IllegalArgumentException e) {
            if (!e.getMessage().contains("cell")) {
                throw e; // only the grid's cell count may refuse a parsed mesh
            }
        }
    }

    /** The line reader every text input goes through: lines or an InputFileException naming a line. */
    @FuzzTest(maxDuration = "10m")
    void utf8Lines(byte[] data) throws IOException {
        try (Utf8Lines in = new Utf8Lines(new ByteArrayInputStream(data), null, 64)) {
            while (true) {
                try {
                    if (in.next() == null) {
                        return;
                    }
                } catch (InputFileException e) {
                    // a bad line: the reader goes on with the next
                }
            }
        }
    }
}
