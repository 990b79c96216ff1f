package engine.api.mesh;

import engine.api.math.Float4;
import engine.api.math.FloatModel;
import java.util.Arrays;

/**
 * The scratch of one shape query against a mesh: the visited bits and the cell range that
 * CollisionMesh_BeginShapeQuery (Unit 2, 0x00347170) sets up. In the original the bits are shared mesh state;
 * here each world owns one scratch and reuses it, so queries allocate nothing. Two queries on one scratch
 * cannot be interleaved, as in the original; {@link #begun()} counts the queries begun, so a collector can tell
 * that another query began (and cleared the bits) while it walked. A bit is a stamp: triangle t is visited when its
 * stamp equals the current query's, so clearing every bit is one increment, not a pass over the mesh (the same
 * answers as the original's cleared bits, at a cost that does not grow with the mesh).
 */
public final class MeshQuery {
    private int[] stamps = new int[0];
    private int stamp;
    private int triangleCount;
    private int minX;
    private int minY;
    private int minZ;
    private int maxX;
    private int maxY;
    private int maxZ;
    private int begun;

    /** An empty scratch; it grows to a mesh's size on the first {@link #begin}. */
    public MeshQuery() {
    }

    /**
     * CollisionMesh_BeginShapeQuery: clears the visited bit of every triangle of mesh and sets the cell range
     * of the world box {min, max}. Each corner is mapped separately (g = p·scale + translation), clamped to
     * [0.5, n − 0.5] and truncated toward zero.
     */
    public void begin(CollisionMesh mesh, Float4 boxMin, Float4 boxMax) {
        begin(FloatModel.IEEE, mesh, boxMin, boxMax);
    }

    /** CollisionMesh_BeginShapeQuery as {@link #begin(CollisionMesh, Float4, Float4)}, the map computed in fm. */
    public void begin(FloatModel fm, CollisionMesh mesh, Float4 boxMin, Float4 boxMax) {
        int count = mesh.triangleCount();
        if (stamps.length < count) {
            stamps = new int[count];
            stamp = 0;
        }
        if (++stamp == 0) {
            Arrays.fill(stamps, 0); // the stamp wrapped: really clear, once in 2^32 queries
            stamp = 1;
        }
        triangleCount = count;
        CollisionGrid g = mesh.grid();
        minX = g.cellCoordinate(fm, 0, boxMin.x());
        minY = g.cellCoordinate(fm, 1, boxMin.y());
        minZ = g.cellCoordinate(fm, 2, boxMin.z());
        maxX = g.cellCoordinate(fm, 0, boxMax.x());
        maxY = g.cellCoordinate(fm, 1, boxMax.y());
        maxZ = g.cellCoordinate(fm, 2, boxMax.z());
        begun++;
    }

    /** How many queries have begun on this scratch (wrapping at 2^32): a change means another query began. */
    public int begun() {
        return begun;
    }

    /** Bytes the original zeroes for count triangles: (((count + 7) &gt;&gt; 3) + 15) &amp; 0x7ff0. */
    public static int clearedBytes(int count) {
        return (((count + 7) >> 3) + 15) & 0x7ff0;
    }

    /** Tests and sets triangle t's visited bit; true when it was already set (the triangle was looked at). */
    public boolean visit(int t) {
        if (t < 0 || t >= triangleCount) {
            throw new IndexOutOfBoundsException("triangle " + t + " outside the queried mesh's 0.."
                    + (triangleCount - 1));
        }
        boolean was = stamps[t] == stamp;
        stamps[t] = stamp;
        return was;
    }

    /** True when triangle t's visited bit is set. */
    public boolean isVisited(int t) {
        if (t < 0 || t >= triangleCount) {
            throw new IndexOutOfBoundsException("triangle " + t + " outside the queried mesh's 0.."
                    + (triangleCount - 1));
        }
        return stamps[t] == stamp;
    }

    /** The first cell on axis a (0 x, 1 y, 2 z) of the range, 0..n−1. */
    public int cellMin(int a) {
        return a == 0 ? minX : a == 1 ? minY : axis(a, minZ);
    }

    /** The last cell on axis a (0 x, 1 y, 2 z) of the range (inclusive), 0..n−1. */
    public int cellMax(int a) {
        return a == 0 ? maxX : a == 1 ? maxY : axis(a, maxZ);
    }

    private static int axis(int a, int z) {
        if (a != 2) {
            throw new IndexOutOfBoundsException("axis " + a + " not in 0..2");
        }
        return z;
    }
}
