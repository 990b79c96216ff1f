package engine.launcher.mesh;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import engine.files.InputFiles;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.json.JsonValues;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The materials table of {@code mesh import-obj --materials}: a JSON object of OBJ material name to
 * {@code {"flags": u16, "material": u16}} (integers or "0x" hex, material optional), at most 1 MiB, strict UTF-8.
 */
public final class MaterialsTable {
    /** The largest materials table read (bytes). */
    public static final long MAX_BYTES = InputFiles.MIB;

    private MaterialsTable() {
    }

    /** The table in file: material name to {flags, material}. */
    public static Map<String, int[]> read(Path file) {
        byte[] bytes;
        try {
            bytes = InputFiles.readAll(file, MAX_BYTES, "materials table");
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
        return parse(bytes, file.toString());
    }

    /**
     * The table in bytes; source names it in errors.
     *
     * @throws InputException naming the source, the material and the field
     */
    public static Map<String, int[]> parse(byte[] bytes, String source) {
        Map<String, int[]> out = new TreeMap<>();
        JsonNode root;
        try {
            root = Json.mapper().readTree(bytes);
        } catch (JsonProcessingException e) {
            throw new InputException(source + ": not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new InputException(source + ": cannot be read: " + e.getMessage(), e);
        } catch (NumberFormatException e) {
            throw new InputException(source + ": a number out of range: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new InputException(source + ": a materials table is a JSON object of name to {flags, material}");
        }
        for (var e : root.properties()) {
            String where = source + ": material " + e.getKey();
            JsonNode entry = e.getValue();
            if (!entry.isObject() || entry.get("flags") == null) {
                throw new InputException(where + ": needs {\"flags\": u16, \"material\": u16 (optional)}");
            }
            for (var field : entry.properties()) {
                if (!field.getKey().equals("flags") && !field.getKey().equals("material")) {
                    throw new InputException(where + ": unknown field " + field.getKey() + " (flags, material)");
                }
            }
            int flags = (int) JsonValues.readInteger(entry.get("flags"), where + " field flags", 0, 0xffff);
            JsonNode m = entry.get("material");
            int material = m == null ? 0 : (int) JsonValues.readInteger(m, where + " field material", 0, 0xffff);
            out.put(e.getKey(), new int[] {flags, material});
        }
        return out;
    }
}
