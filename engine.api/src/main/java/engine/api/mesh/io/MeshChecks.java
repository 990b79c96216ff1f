package engine.api.mesh.io;

/** Checks the readers share; each mirrors a check of {@link engine.api.mesh.CollisionMesh#of} exactly. */
final class MeshChecks {
    private MeshChecks() {
    }

    /**
     * True when corners a, b, c of the xyz array are collinear the way CollisionMesh.checkTriangle sees it:
     * e1 = b − a, e2 = c − a, n = e1 × e2 in float32, (n.x² + n.y²) + n.z² == 0.
     */
    static boolean collinear(float[] v, int a, int b, int c) {
        float e1x = v[b * 3] - v[a * 3], e1y = v[b * 3 + 1] - v[a * 3 + 1], e1z = v[b * 3 + 2] - v[a * 3 + 2];
        float e2x = v[c * 3] - v[a * 3], e2y = v[c * 3 + 1] - v[a * 3 + 1], e2z = v[c * 3 + 2] - v[a * 3 + 2];
        float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        return (nx * nx + ny * ny) + nz * nz == 0f;
    }
}
