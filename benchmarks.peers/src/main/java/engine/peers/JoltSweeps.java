package engine.peers;

import com.github.stephengold.joltjni.Body;
import com.github.stephengold.joltjni.BodyCreationSettings;
import com.github.stephengold.joltjni.BodyInterface;
import com.github.stephengold.joltjni.ClosestHitCastShapeCollector;
import com.github.stephengold.joltjni.Float3;
import com.github.stephengold.joltjni.MapObj2Bp;
import com.github.stephengold.joltjni.MeshShapeSettings;
import com.github.stephengold.joltjni.ObjVsBpFilter;
import com.github.stephengold.joltjni.ObjVsObjFilter;
import com.github.stephengold.joltjni.PhysicsSystem;
import com.github.stephengold.joltjni.Quat;
import com.github.stephengold.joltjni.RMat44;
import com.github.stephengold.joltjni.RShapeCast;
import com.github.stephengold.joltjni.RVec3;
import com.github.stephengold.joltjni.ShapeCastSettings;
import com.github.stephengold.joltjni.ShapeFilter;
import com.github.stephengold.joltjni.ShapeRef;
import com.github.stephengold.joltjni.ShapeRefC;
import com.github.stephengold.joltjni.ShapeResult;
import com.github.stephengold.joltjni.ShapeSettingsRef;
import com.github.stephengold.joltjni.SphereShape;
import com.github.stephengold.joltjni.TransformedShape;
import com.github.stephengold.joltjni.Vec3;
import com.github.stephengold.joltjni.enumerate.EActivation;
import com.github.stephengold.joltjni.enumerate.EBackFaceMode;
import com.github.stephengold.joltjni.enumerate.EMotionType;

/**
 * Jolt (jolt-jni 0.9.9, single-precision release build) sweeping the same sphere against a MeshShape built from the
 * same arrays, same winding. The mesh is one static body at the origin of a one-body PhysicsSystem; each sweep is
 * that body's TransformedShape::CastShape, Jolt's shape-versus-shape cast without the broad phase, as PhysX's
 * PxGeometryQuery::sweep has none. Settings: back faces ignored for triangles and convex shapes (Jolt's default,
 * which culls a triangle whose normal points along the cast direction, as PhysX does), no faces collected, a
 * closest-hit collector; the first hit's distance is its fraction times the sweep's length.
 *
 * <p>The binding makes each query allocate: jolt-jni 0.9.9 has no setter on RShapeCast, so every sweep creates and
 * frees one native RShapeCast (and its Java wrapper). ClosestHitCastShapeCollector has no reset either: a collector
 * that took a hit keeps that hit's early-out fraction, which would cut the next sweep, so it is replaced after each
 * hit (reading the hit also wraps it in a Java object); after a miss it is as new and is kept. The settings, filter,
 * start matrix, vectors and shapes are made once.
 */
final class JoltSweeps implements SweepEngine {
    // Native objects are made in the constructor, once the library is loaded.
    private final MapObj2Bp layers;
    private final ObjVsBpFilter layerVsBroadPhase;
    private final ObjVsObjFilter layerPairs;
    private final PhysicsSystem system;
    private final ShapeRefC mesh;
    private final int bodyId;
    private final TransformedShape target;
    private final ShapeCastSettings settings;
    private final ShapeFilter filter;
    private final RMat44 start;
    private final RVec3 position = new RVec3();
    private final RVec3 baseOffset = new RVec3();
    private final Vec3 move = new Vec3();
    private final Vec3 unitScale = new Vec3(1f, 1f, 1f);
    private ClosestHitCastShapeCollector closest;
    private SphereShape sphere;
    private ShapeRef sphereRef;
    private float sphereRadius = Float.NaN;

    /** Builds w's triangles into a Jolt MeshShape (default MeshShapeSettings) on a static body. */
    JoltSweeps(Workload w) {
        JoltNative.init();
        MeshShapeSettings meshSettings = new MeshShapeSettings();
        // Settings are reference counted natively: hold a reference so closing it frees them.
        ShapeSettingsRef meshSettingsRef = meshSettings.toRef();
        float[] xyz = w.xyz();
        int[] corners = w.corners();
        meshSettings.reserveTriangleVertices(xyz.length / 3);
        meshSettings.reserveIndexedTriangles(corners.length / 3);
        Float3 p = new Float3();
        for (int i = 0; i < xyz.length; i += 3) {
            p.set(xyz[i], xyz[i + 1], xyz[i + 2]);
            meshSettings.addTriangleVertex(p);
        }
        for (int i = 0; i < corners.length; i += 3) {
            meshSettings.addIndexedTriangle(corners[i], corners[i + 1], corners[i + 2]);
        }
        ShapeResult result = meshSettings.create();
        if (result.hasError()) {
            String error = result.getError();
            result.close();
            meshSettingsRef.close();
            throw new IllegalStateException(w.name() + ": Jolt refused the mesh: " + error);
        }
        mesh = result.get();
        result.close();
        meshSettingsRef.close();

        // One object layer on one broad-phase layer, every pair enabled: the system only holds the mesh's body.
        layers = new MapObj2Bp(1, 1).add(0, 0);
        layerVsBroadPhase = new ObjVsBpFilter(1, 1);
        layerPairs = new ObjVsObjFilter(1);
        system = new PhysicsSystem();
        system.init(1, 0, 1, 1, layers, layerVsBroadPhase, layerPairs);
        BodyInterface bodies = system.getBodyInterface();
        BodyCreationSettings bodySettings = new BodyCreationSettings(mesh, new RVec3(), Quat.sIdentity(),
                EMotionType.Static, 0);
        Body body = bodies.createBody(bodySettings);
        bodySettings.close();
        bodyId = body.getId();
        bodies.addBody(bodyId, EActivation.DontActivate);
        target = body.getTransformedShape();

        settings = new ShapeCastSettings();
        settings.setBackFaceModeTriangles(EBackFaceMode.IgnoreBackFaces);
        settings.setBackFaceModeConvex(EBackFaceMode.IgnoreBackFaces);
        filter = new ShapeFilter();
        start = RMat44.sIdentity();
        closest = new ClosestHitCastShapeCollector();
    }

    @Override
    public String name() {
        return "Jolt";
    }

    @Override
    public int run(float[] rows, int count, float radius, float[] distances) {
        if (radius != sphereRadius) {
            closeSphere();
            sphere = new SphereShape(radius);
            sphereRef = sphere.toRef();
            sphereRadius = radius;
        }
        int hits = 0;
        for (int i = 0; i < count; i++) {
            int at = i * Workload.ROW;
            float len = rows[at + 6];
            position.set(rows[at], rows[at + 1], rows[at + 2]);
            start.setTranslation(position);
            move.set(rows[at + 3] * len, rows[at + 4] * len, rows[at + 5] * len);
            RShapeCast cast = new RShapeCast(sphere, unitScale, start, move);
            target.castShape(cast, settings, baseOffset, closest, filter);
            cast.close();
            if (closest.hadHit()) {
                distances[i] = closest.getHit().getFraction() * len;
                hits++;
                // The hit lowered the collector's early-out fraction and nothing resets it: take a fresh one.
                closest.close();
                closest = new ClosestHitCastShapeCollector();
            } else {
                distances[i] = Float.NaN;
            }
        }
        return hits;
    }

    private void closeSphere() {
        if (sphereRef != null) {
            sphereRef.close();
            sphereRef = null;
            sphere = null;
        }
    }

    @Override
    public void close() {
        closeSphere();
        closest.close();
        target.close();
        BodyInterface bodies = system.getBodyInterface();
        bodies.removeBody(bodyId);
        bodies.destroyBody(bodyId);
        system.close();
        layerPairs.close();
        layerVsBroadPhase.close();
        layers.close();
        mesh.close();
        filter.close();
        settings.close();
        start.close();
    }
}
