package engine.peers;

import engine.api.mesh.CollisionMesh;

/**
 * One comparison input: a triangle soup (the same arrays go to every engine), the project's baked mesh of it, and
 * sphere sweeps as rows of 7 floats (centre x, y, z, unit direction x, y, z, length m), all of radius radius.
 *
 * @param name     the workload's name in the tables
 * @param xyz      vertex coordinates, x, y, z per vertex (m)
 * @param corners  corner indices, three per triangle, counter-clockwise seen from the solid side's outside
 * @param mesh     the project's collision mesh of the same triangles
 * @param sweeps   the sweeps, 7 floats each
 * @param radius   the swept sphere's radius (m)
 */
public record Workload(String name, float[] xyz, int[] corners, CollisionMesh mesh, float[] sweeps, float radius) {
    /** Floats per sweep row. */
    public static final int ROW = 7;

    /** The number of sweeps. */
    public int sweepCount() {
        return sweeps.length / ROW;
    }

    /** The number of triangles. */
    public int triangleCount() {
        return corners.length / 3;
    }
}
