package engine.launcher.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.meshio.MeshFile;
import engine.meshio.ObjImporter;
import engine.launcher.exit.InputException;
import engine.launcher.json.JsonValues;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns a request's MESH argument into a mesh: a string is a mesh file path (read once per oracle session and
 * kept), an object {"vertices": [[x, y, z], …], "triangles": [[v0, v1, v2, flags?, material?], …],
 * "cellSize": 2.0} is baked on the spot.
 */
final class MeshResolver {
    /** How many mesh files a session keeps read. */
    static final int CACHED = 8;

    /** The mesh files read, the most recently used last; at most {@link #CACHED} are kept. */
    private final Map<Path, CollisionMesh> files = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, CollisionMesh> eldest) {
            return size() > CACHED;
        }
    };

    /** The mesh named or described by node; where names the argument in errors. */
    CollisionMesh resolve(JsonNode node, String where) {
        if (node.isTextual()) {
            Path p;
            try {
                p = Path.of(node.textValue()).toAbsolutePath().normalize();
            } catch (InvalidPathException e) {
                throw new InputException(where + ": not a usable file path: " + e.getReason());
            }
            CollisionMesh cached = files.get(p);
            if (cached != null) {
                return cached;
            }
            try {
                CollisionMesh m = MeshFile.read(p);
                files.put(p, m);
                return m;
            } catch (IOException e) { // MeshFormatException and InputFileException name the file and the fault
                throw new InputException(where + ": " + e.getMessage(), e);
            }
        }
        if (node.isObject()) {
            return inline(node, where);
        }
        throw new InputException(where + ": expected a mesh file path or {vertices, triangles, cellSize}");
    }

    private static CollisionMesh inline(JsonNode node, String where) {
        JsonNode vs = node.get("vertices");
        JsonNode ts = node.get("triangles");
        JsonNode cs = node.get("cellSize");
        if (vs == null || !vs.isArray() || ts == null || !ts.isArray()) {
            throw new InputException(where + ": an inline mesh needs \"vertices\" and \"triangles\" arrays");
        }
        float cell = cs == null ? 2.0f : JsonValues.readFloat(cs, where + ".cellSize");
        float[] xyz = new float[vs.size() * 3];
        for (int i = 0; i < vs.size(); i++) {
            JsonNode v = vs.get(i);
            if (!v.isArray() || v.size() != 3) {
                throw new InputException(where + ".vertices[" + i + "]: expected [x, y, z]");
            }
            for (int a = 0; a < 3; a++) {
                xyz[i * 3 + a] = JsonValues.readFloat(v.get(a), where + ".vertices[" + i + "][" + a + "]");
            }
        }
        int[] records = new int[ts.size() * CollisionMesh.TRIANGLE_FIELDS];
        for (int i = 0; i < ts.size(); i++) {
            JsonNode t = ts.get(i);
            if (!t.isArray() || t.size() < 3 || t.size() > 5) {
                throw new InputException(where + ".triangles[" + i + "]: expected [v0, v1, v2, flags?, material?]");
            }
            records[i * 5 + 3] = ObjImporter.DEFAULT_FLAGS;
            for (int f = 0; f < t.size(); f++) {
                long max = f < 3 ? CollisionMesh.LIMIT_VERTICES - 1 : 0xffff; // a vertex index, or a u16
                records[i * 5 + f] = (int) JsonValues.readInteger(t.get(f), where + ".triangles[" + i + "][" + f + "]",
                        0, max);
            }
        }
        try {
            return MeshBuilder.bake(xyz, records, cell);
        } catch (IllegalArgumentException e) {
            throw new InputException(where + ": " + e.getMessage(), e);
        }
    }
}
