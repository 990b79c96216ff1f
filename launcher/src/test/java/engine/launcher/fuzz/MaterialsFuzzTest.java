package engine.launcher.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import engine.api.mesh.CollisionMesh;
import engine.meshio.ObjFormatException;
import engine.meshio.ObjImporter;
import engine.launcher.exit.InputException;
import engine.launcher.mesh.MaterialsTable;
import java.util.Map;

/**
 * Fuzz target for the materials table of {@code mesh import-obj --materials} (docs/bad-input.md): any bytes give a
 * table whose every flags and material word is a u16, or an InputException naming the source; a table that reads
 * is applied to a one-triangle OBJ that uses its first material, whose triangle then carries that material's words.
 */
class MaterialsFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void materials(byte[] data) throws ObjFormatException {
        Map<String, int[]> table;
        try {
            table = MaterialsTable.parse(data, "fuzz-materials.json");
        } catch (InputException e) {
            assertTrue(e.getMessage().startsWith("fuzz-materials.json: "), e.getMessage());
            return;
        }
        for (Map.Entry<String, int[]> e : table.entrySet()) {
            assertEquals(2, e.getValue().length);
            assertTrue(e.getValue()[0] >= 0 && e.getValue()[0] <= 0xffff, "flags of " + e.getKey());
            assertTrue(e.getValue()[1] >= 0 && e.getValue()[1] <= 0xffff, "material of " + e.getKey());
        }
        String name = table.keySet().stream().filter(k -> k.matches("[A-Za-z0-9_.-]{1,64}")).findFirst()
                .orElse(null);
        if (name == null) {
            return;
        }
        CollisionMesh m = new ObjImporter(table).read("v 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl " + name + "\nf 1 2 3\n",
                "fuzz.obj", 2f);
        assertEquals(1, m.triangleCount());
    }
}
