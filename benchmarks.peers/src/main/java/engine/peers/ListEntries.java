package engine.peers;

import engine.api.mesh.CollisionGrid;

/**
 * How dense a workload is for Unit 2's cell walk (PhysicsMesh_SweepSphere): the mean number of cell-list entries
 * (and of distinct triangles) in the cell range of each sweep's box, the sphere's box grown by the move as
 * {@link EngineSweeps} passes it.
 */
final class ListEntries {
    private ListEntries() {
    }

    /** Mean entries and mean distinct triangles per sweep of w, as {entries, distinct}. */
    static double[] perQuery(Workload w) {
        CollisionGrid g = w.mesh().grid();
        float[] rows = w.sweeps();
        float r = w.radius();
        int n = w.sweepCount();
        int[] seen = new int[w.triangleCount()];
        long entries = 0;
        long distinct = 0;
        int[] lo = new int[3];
        int[] hi = new int[3];
        for (int i = 0; i < n; i++) {
            int at = i * Workload.ROW;
            for (int a = 0; a < 3; a++) {
                float c = rows[at + a];
                float m = rows[at + 3 + a] * rows[at + 6];
                lo[a] = g.cellCoordinate(a, Math.min(c - r, c - r + m));
                hi[a] = g.cellCoordinate(a, Math.max(c + r, c + r + m));
            }
            for (int x = lo[0]; x <= hi[0]; x++) {
                for (int y = lo[1]; y <= hi[1]; y++) {
                    for (int z = lo[2]; z <= hi[2]; z++) {
                        int cell = g.cellIndex(x, y, z);
                        int count = g.listCount(cell);
                        entries += count;
                        for (int k = 0; k < count; k++) {
                            int t = g.listEntry(cell, k);
                            if (seen[t] != i + 1) {
                                seen[t] = i + 1;
                                distinct++;
                            }
                        }
                    }
                }
            }
        }
        return new double[] {entries / (double) n, distinct / (double) n};
    }
}
