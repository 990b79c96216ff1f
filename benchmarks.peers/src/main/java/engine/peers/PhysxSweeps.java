package engine.peers;

import de.fabmax.physxjni.Loader;
import physx.PxTopLevelFunctions;
import physx.common.PxDefaultAllocator;
import physx.common.PxDefaultErrorCallback;
import physx.common.PxFoundation;
import physx.common.PxIDENTITYEnum;
import physx.common.PxTolerancesScale;
import physx.common.PxTransform;
import physx.common.PxVec3;
import physx.cooking.PxCookingParams;
import physx.cooking.PxTriangleMeshDesc;
import physx.geometry.PxGeometryQuery;
import physx.geometry.PxSphereGeometry;
import physx.geometry.PxTriangleMesh;
import physx.geometry.PxTriangleMeshGeometry;
import physx.physics.PxHitFlagEnum;
import physx.physics.PxHitFlags;
import physx.physics.PxSweepHit;
import physx.support.PxArray_PxU32;
import physx.support.PxArray_PxVec3;

/**
 * PhysX 5 (physx-jni) sweeping the same sphere against a triangle mesh cooked from the same arrays
 * (PxGeometryQuery::sweep, default hit flags: one-sided triangles as the project's). The pose, direction and hit
 * objects are made once; a call is a handful of JNI setters and one sweep.
 */
final class PhysxSweeps implements SweepEngine {
    private static PxFoundation foundation;

    private final PxTriangleMesh mesh;
    private final PxTriangleMeshGeometry meshGeometry;
    private final PxTransform identity = new PxTransform(PxIDENTITYEnum.PxIdentity);
    private final PxTransform pose = new PxTransform(PxIDENTITYEnum.PxIdentity);
    private final PxVec3 position;
    private final PxVec3 direction = new PxVec3();
    private final PxSweepHit hit = new PxSweepHit();
    private final PxHitFlags flags = new PxHitFlags((short) PxHitFlagEnum.eDEFAULT.value);
    private PxSphereGeometry sphere;
    private float sphereRadius = Float.NaN;

    /** Cooks w's triangles into a PhysX triangle mesh (default cooking parameters, BVH34 midphase). */
    PhysxSweeps(Workload w) {
        synchronized (PhysxSweeps.class) {
            if (foundation == null) {
                Loader.load();
                foundation = PxTopLevelFunctions.CreateFoundation(PxTopLevelFunctions.getPHYSICS_VERSION(),
                        new PxDefaultAllocator(), new PxDefaultErrorCallback());
            }
        }
        float[] xyz = w.xyz();
        int vertices = xyz.length / 3;
        PxArray_PxVec3 points = new PxArray_PxVec3(vertices);
        PxVec3 p = new PxVec3();
        for (int i = 0; i < vertices; i++) {
            p.setX(xyz[3 * i]);
            p.setY(xyz[3 * i + 1]);
            p.setZ(xyz[3 * i + 2]);
            points.set(i, p);
        }
        int[] corners = w.corners();
        PxArray_PxU32 indices = new PxArray_PxU32(corners.length);
        for (int i = 0; i < corners.length; i++) {
            indices.set(i, corners[i]);
        }
        PxTriangleMeshDesc desc = new PxTriangleMeshDesc();
        desc.getPoints().setCount(vertices);
        desc.getPoints().setStride(PxVec3.SIZEOF);
        desc.getPoints().setData(points.begin());
        desc.getTriangles().setCount(corners.length / 3);
        desc.getTriangles().setStride(12);
        desc.getTriangles().setData(indices.begin());
        PxTolerancesScale scale = new PxTolerancesScale();
        PxCookingParams params = new PxCookingParams(scale);
        mesh = PxTopLevelFunctions.CreateTriangleMesh(params, desc);
        if (mesh == null) {
            throw new IllegalStateException(w.name() + ": PhysX refused to cook the mesh");
        }
        meshGeometry = new PxTriangleMeshGeometry(mesh);
        position = pose.getP();
        params.destroy();
        scale.destroy();
        desc.destroy();
        indices.destroy();
        points.destroy();
        p.destroy();
    }

    @Override
    public String name() {
        return "PhysX";
    }

    @Override
    public int run(float[] rows, int count, float radius, float[] distances) {
        if (radius != sphereRadius) {
            if (sphere != null) {
                sphere.destroy();
            }
            sphere = new PxSphereGeometry(radius);
            sphereRadius = radius;
        }
        int hits = 0;
        for (int i = 0; i < count; i++) {
            int at = i * Workload.ROW;
            position.setX(rows[at]);
            position.setY(rows[at + 1]);
            position.setZ(rows[at + 2]);
            direction.setX(rows[at + 3]);
            direction.setY(rows[at + 4]);
            direction.setZ(rows[at + 5]);
            if (PxGeometryQuery.sweep(direction, rows[at + 6], sphere, pose, meshGeometry, identity, hit, flags)) {
                distances[i] = hit.getDistance();
                hits++;
            } else {
                distances[i] = Float.NaN;
            }
        }
        return hits;
    }

    /** A start test on workload w: a PhysX overlap of the {@link Workloads#RADIUS} sphere with its mesh. */
    static Workloads.StartTest startTest(Workload w) {
        PhysxSweeps physx = new PhysxSweeps(w);
        return new Workloads.StartTest() {
            @Override
            public boolean clear(float[] centre) {
                return physx.clear(centre, Workloads.RADIUS);
            }

            @Override
            public void close() {
                physx.close();
            }
        };
    }

    /** True when a sphere of radius r at c overlaps no triangle (PxGeometryQuery::overlap). */
    boolean clear(float[] c, float r) {
        position.setX(c[0]);
        position.setY(c[1]);
        position.setZ(c[2]);
        PxSphereGeometry s = new PxSphereGeometry(r);
        try {
            return !PxGeometryQuery.overlap(s, pose, meshGeometry, identity);
        } finally {
            s.destroy();
        }
    }

    @Override
    public void close() {
        if (sphere != null) {
            sphere.destroy();
        }
        meshGeometry.destroy();
        mesh.release();
        hit.destroy();
        flags.destroy();
        direction.destroy();
        pose.destroy();
        identity.destroy();
    }
}
