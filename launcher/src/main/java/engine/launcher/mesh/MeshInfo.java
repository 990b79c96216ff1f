package engine.launcher.mesh;

import engine.api.math.Aabb;
import engine.api.mesh.CollisionGrid;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.TriangleFlags;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A summary of a mesh: its file version and whether it fits the original's u16 format, counts, bounds, the grid
 * and how full its cells are, and a census of triangle flags.
 */
public final class MeshInfo {

    private MeshInfo() {
    }

    /** The summary as ordered name/value pairs (for a table or JSON), without a file version. */
    public static Map<String, Object> of(CollisionMesh mesh) {
        return of(mesh, -1);
    }

    /**
     * The summary as ordered name/value pairs (for a table or JSON): formatVersion (the file's, when
     * fileVersion &gt; 0), fitsOriginal (within the original's u16 limits) and, when it does not, originalLimit (the
     * first limit it breaks), then the counts, grid and flags.
     */
    public static Map<String, Object> of(CollisionMesh mesh, int fileVersion) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (fileVersion > 0) {
            out.put("formatVersion", fileVersion);
        }
        out.put("fitsOriginal", mesh.fitsOriginalFormat());
        if (!mesh.fitsOriginalFormat()) {
            out.put("originalLimit", mesh.originalFormatProblem());
        }
        out.put("vertices", mesh.vertexCount());
        out.put("triangles", mesh.triangleCount());
        float[] lo = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE};
        float[] hi = {-Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int i = 0; i < mesh.vertexCount(); i++) {
            for (int a = 0; a < 3; a++) {
                lo[a] = Math.min(lo[a], mesh.vertex(i, a));
                hi[a] = Math.max(hi[a], mesh.vertex(i, a));
            }
        }
        out.put("bounds", mesh.vertexCount() == 0 ? "empty"
                : String.format("(%s, %s, %s) to (%s, %s, %s)", lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]));
        CollisionGrid g = mesh.grid();
        out.put("grid", g.nx() + " x " + g.ny() + " x " + g.nz() + " = " + g.cellCount() + " cells");
        out.put("cellSize", String.format("%s x %s x %s m", 1f / g.scale(0), 1f / g.scale(1), 1f / g.scale(2)));
        Aabb wb = g.worldBounds();
        out.put("gridBounds", String.format("(%s, %s, %s) to (%s, %s, %s)", wb.min().x(), wb.min().y(), wb.min().z(),
                wb.max().x(), wb.max().y(), wb.max().z()));
        int nonEmpty = 0;
        int longest = 0;
        long entries = 0;
        for (int c = 0; c < g.cellCount(); c++) {
            int n = g.listCount(c);
            if (n > 0) {
                nonEmpty++;
                entries += n;
                longest = Math.max(longest, n);
            }
        }
        out.put("nonEmptyCells", nonEmpty);
        out.put("listEntries", entries);
        out.put("longestList", longest);
        out.put("meanList", nonEmpty == 0 ? "0" : String.format("%.2f", (double) entries / nonEmpty));
        int enabled = 0, twoSided = 0, bit3 = 0, noWriteBack = 0;
        int[] corner = new int[4];
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int f = mesh.flags(t);
            enabled += (f & TriangleFlags.ENABLED) != 0 ? 1 : 0;
            twoSided += (f & TriangleFlags.TWO_SIDED) != 0 ? 1 : 0;
            bit3 += (f & TriangleFlags.BIT3) != 0 ? 1 : 0;
            noWriteBack += (f & TriangleFlags.NO_WRITE_BACK) != 0 ? 1 : 0;
            corner[TriangleFlags.cornerEdge(f)]++;
        }
        out.put("enabled", enabled);
        out.put("twoSided", twoSided);
        out.put("bit3", bit3);
        out.put("noWriteBack", noWriteBack);
        out.put("cornerEdges", "edge0 " + corner[0] + ", edge1 " + corner[1] + ", edge2 " + corner[2] + ", none "
                + corner[3]);
        return out;
    }
}
