package engine.peers;

import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.meshio.ObjImporter;
import engine.levels.ArchitecturalLevel;
import engine.levels.Heightfield;
import java.io.IOException;
import java.io.StringWriter;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The workloads, all from fixed seeds: heightfields of 1.5 m squares (2k, 20k, 60k and 180k triangles) and
 * the generated architectural level (about 295,000 triangles from OBJ), with sphere sweeps of radius 0.5 m starting
 * 0 to 1.5 m clear of the surface, directions uniform with a downward bias, lengths 0.2 to 2 m, and all-miss sweeps
 * far above everything (the fixed cost of a call).
 */
final class Workloads {
    /** Sphere radius of every sweep (m). */
    static final float RADIUS = 0.5f;
    /** The project's grid cell (m), the spec's. */
    static final float CELL = 2f;
    /** Flags of every triangle: enabled, one-sided, no corner edge (Unit 2's 0xc001). */
    private static final int FLAGS = 0xc001;

    private Workloads() {
    }

    /** Whether a sphere of {@link #RADIUS} at a centre touches nothing of a sweepless workload; closed after use. */
    interface StartTest extends AutoCloseable {
        /** True when the sphere at centre (x, y, z) is clear of every triangle. */
        boolean clear(float[] centre);

        /** Releases what the test holds (native memory for a PhysX test). */
        @Override
        void close();
    }

    /**
     * A heightfield of quads x quads squares with count sweeps starting 0 to 1.5 m above the highest corner under
     * the centre where the start test clearOn makes for the sweepless field says the sphere touches nothing, or
     * all-miss sweeps far above it.
     */
    static Workload heightfield(String name, int quads, int count, boolean miss,
                                Function<Workload, StartTest> clearOn) {
        return heightfield(name, quads, 1.5f, count, miss, clearOn);
    }

    /**
     * As {@link #heightfield(String, int, int, boolean, Function)} with squares of side quad (m) on the same 2 m
     * cells: a finer quad lists more triangles per cell (the dense workload).
     */
    static Workload heightfield(String name, int quads, float quad, int count, boolean miss,
                                Function<Workload, StartTest> clearOn) {
        Heightfield h = Heightfield.generate(quads, quad, 7L);
        float[] xyz = h.vertices();
        int[] corners = h.triangles();
        CollisionMesh mesh = bake(xyz, corners);
        SplittableRandom rnd = new SplittableRandom(42L);
        float[] rows = new float[count * Workload.ROW];
        float span = h.span();
        float[] c = new float[3];
        try (StartTest clear = clearOn.apply(new Workload(name, xyz, corners, mesh, new float[0], RADIUS))) {
            for (int i = 0; i < count; ) {
                c[0] = 3f + (float) rnd.nextDouble() * (span - 6f);
                c[1] = 3f + (float) rnd.nextDouble() * (span - 6f);
                c[2] = miss ? 40f + (float) rnd.nextDouble() * 5f
                        : h.groundAbove(c[0], c[1]) + RADIUS + (float) rnd.nextDouble() * 1.5f;
                if (miss || clear.clear(c)) {
                    direction(rnd, rows, i * Workload.ROW, c[0], c[1], c[2], miss);
                    i++;
                }
            }
        }
        return new Workload(name, xyz, corners, mesh, rows, RADIUS);
    }

    /**
     * The generated architectural level (ArchitecturalLevel, imported from its OBJ text); starts anywhere inside the
     * building between floor and ceiling where the start test clearOn makes for the
     * sweepless level says the sphere touches nothing.
     */
    static Workload level(String name, int count, boolean miss, Function<Workload, StartTest> clearOn)
            throws IOException {
        StringWriter text = new StringWriter(1 << 24);
        new ArchitecturalLevel(text).write();
        CollisionMesh mesh = new ObjImporter().read(text.toString(), "level.obj", CELL);
        float[] xyz = mesh.vertexArray();
        int n = mesh.triangleCount();
        int[] corners = new int[3 * n];
        for (int t = 0; t < n; t++) {
            for (int k = 0; k < 3; k++) {
                corners[3 * t + k] = mesh.corner(t, k);
            }
        }
        SplittableRandom rnd = new SplittableRandom(43L);
        float[] rows = new float[count * Workload.ROW];
        float span = ArchitecturalLevel.ROOMS * ArchitecturalLevel.ROOM;
        float[] c = new float[3];
        try (StartTest clear = clearOn.apply(new Workload(name, xyz, corners, mesh, new float[0], RADIUS))) {
            for (int i = 0; i < count; ) {
                c[0] = 0.5f + (float) rnd.nextDouble() * (span - 1f);
                c[1] = 0.5f + (float) rnd.nextDouble() * (span - 1f);
                c[2] = miss ? ArchitecturalLevel.HEIGHT + 20f + (float) rnd.nextDouble() * 5f
                        : RADIUS + (float) rnd.nextDouble() * (ArchitecturalLevel.HEIGHT - 2f * RADIUS);
                if (miss || clear.clear(c)) {
                    direction(rnd, rows, i * Workload.ROW, c[0], c[1], c[2], miss);
                    i++;
                }
            }
        }
        return new Workload(name, xyz, corners, mesh, rows, RADIUS);
    }

    /** Writes a sweep row: the start, a unit direction (uniform, biased down; level for a miss) and a length. */
    private static void direction(SplittableRandom rnd, float[] rows, int at, float x, float y, float z, boolean miss) {
        double dx, dy, dz, len;
        do {
            dx = 2 * rnd.nextDouble() - 1;
            dy = 2 * rnd.nextDouble() - 1;
            dz = 2 * rnd.nextDouble() - 1;
            len = dx * dx + dy * dy + dz * dz;
        } while (len > 1 || len < 1e-4);
        len = StrictMath.sqrt(len);
        dx /= len;
        dy /= len;
        dz = miss ? 0.0 : dz / len - 0.6; // the downward bias
        len = StrictMath.sqrt(dx * dx + dy * dy + dz * dz);
        rows[at] = x;
        rows[at + 1] = y;
        rows[at + 2] = z;
        rows[at + 3] = (float) (dx / len);
        rows[at + 4] = (float) (dy / len);
        rows[at + 5] = (float) (dz / len);
        rows[at + 6] = 0.2f + (float) rnd.nextDouble() * 1.8f;
    }

    private static CollisionMesh bake(float[] xyz, int[] corners) {
        int n = corners.length / 3;
        int[] records = new int[n * CollisionMesh.TRIANGLE_FIELDS];
        for (int t = 0; t < n; t++) {
            int at = t * CollisionMesh.TRIANGLE_FIELDS;
            records[at] = corners[3 * t];
            records[at + 1] = corners[3 * t + 1];
            records[at + 2] = corners[3 * t + 2];
            records[at + 3] = FLAGS;
            records[at + 4] = 0;
        }
        return MeshBuilder.bake(xyz, records, CELL);
    }
}
