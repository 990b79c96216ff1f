package engine.foothold2d.oracle;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MapBounds;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.ValueType;
import engine.foothold2d.map.MapFormatException;
import engine.foothold2d.map.MapLoader;
import engine.foothold2d.move.Accel;
import engine.foothold2d.move.CMovePath;
import engine.foothold2d.move.Crossing;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The foothold spec functions the oracle serves: UpdatePhysics on a map file, the map loader, two helpers. */
public final class FootholdFunctions {
    private static final int MAP_CACHE = 8;

    private final Map<String, FootholdMap> maps = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, FootholdMap> e) {
            return size() > MAP_CACHE;
        }
    };
    // the oracle answers as the client does: the faithful kernel (no correction)
    private final CMovePath kernel = CMovePath.faithful();

    /** A function table with its own map cache and kernel. */
    public FootholdFunctions() {
    }

    /** The functions, in a fixed order. */
    public List<SpecFunction> table() {
        return List.of(
                new SpecFunction("UpdatePhysics", 0, "advances a mover on a map by timeMs (30 ms sub-steps)",
                        List.of(new Param("map", ValueType.STRING, "path of a WZ XML map export (.img.xml)"),
                                new Param("state", ValueType.FLOAT_LIST, "[x, y, vx, vy, t, tVelocity] (px, px/s)"),
                                new Param("ids", ValueType.INT_LIST,
                                        "[foothold, ladder, layer, group, hInput -1..1, vInput -1..1 (down +), jump "
                                                + "0/1]"),
                                new Param("timeMs", ValueType.INT, "the update's length (ms, 0..60000)")),
                        List.of(new Param("state", ValueType.FLOAT_LIST, "[x, y, vx, vy, t, tVelocity] after"),
                                new Param("ids", ValueType.INT_LIST,
                                        "[foothold, ladder, layer, group, action ordinal] after")),
                        (a, log) -> updatePhysics(a, log)),
                new SpecFunction("LoadMap", 0, "loads and validates a WZ XML map export",
                        List.of(new Param("map", ValueType.STRING, "path of a WZ XML map export (.img.xml)")),
                        List.of(new Param("footholds", ValueType.INT, "foothold count"),
                                new Param("ladders", ValueType.INT, "ladder and rope count"),
                                new Param("bounds", ValueType.INT_LIST, "[left, top, right, bottom, fromVr 0/1] (px)"),
                                new Param("fs", ValueType.FLOAT, "info/fs, 1 when absent"),
                                new Param("swim", ValueType.BOOL, "info/swim is set"),
                                new Param("fly", ValueType.BOOL, "info/fly is set"),
                                new Param("warning", ValueType.STRING,
                                        "what to tell the user (a swimming or flying map is refused), empty if none")),
                        (a, log) -> loadMap((String) a.get("map"))),
                new SpecFunction("SegmentIntersectionTest", 0,
                        "whether a position is blocked at fh1's end = fh2's start",
                        List.of(new Param("fh1", ValueType.INT_LIST, "[x1, y1, x2, y2] (px)"),
                                new Param("fh2", ValueType.INT_LIST, "[x1, y1, x2, y2] (px)"),
                                new Param("pos", ValueType.INT_LIST, "[x, y] (px)")),
                        List.of(new Param("blocked", ValueType.BOOL, "true when inside the corner")),
                        (a, log) -> segmentTest((int[]) a.get("fh1"), (int[]) a.get("fh2"), (int[]) a.get("pos"))),
                new SpecFunction("ApplyAccelClamped", 0, "velocity plus force / mass * dt, clamped at ±maxVel",
                        List.of(new Param("v", ValueType.FLOAT, "velocity (px/s)"),
                                new Param("force", ValueType.FLOAT, "force (px·mass/s²)"),
                                new Param("mass", ValueType.FLOAT, "mass (> 0)"),
                                new Param("maxVel", ValueType.FLOAT, "cap (px/s); negative leaves v"),
                                new Param("dt", ValueType.FLOAT, "time (s)")),
                        List.of(new Param("v", ValueType.FLOAT, "the new velocity (px/s)")),
                        (a, log) -> Map.of("v", (float) Accel.applyAccelClamped((Float) a.get("v"),
                                (Float) a.get("force"), positive((Float) a.get("mass")), (Float) a.get("maxVel"),
                                (Float) a.get("dt")))));
    }

    private static double positive(float mass) {
        if (!(mass > 0f) || Float.isInfinite(mass)) {
            throw new FunctionArgumentException("ApplyAccelClamped: argument 'mass' must be finite and positive, got "
                    + mass);
        }
        return mass;
    }

    private synchronized FootholdMap map(String fn, String path) {
        FootholdMap m = maps.get(path);
        if (m == null) {
            try {
                m = MapLoader.load(Path.of(path));
            } catch (MapFormatException | java.nio.file.InvalidPathException e) {
                throw new FunctionArgumentException(fn + ": argument 'map': " + e.getMessage());
            }
            maps.put(path, m);
        }
        return m;
    }

    private Map<String, Object> loadMap(String path) {
        FootholdMap m = map("LoadMap", path);
        MapBounds b = m.bounds();
        return Map.of("footholds", m.footholds().size(), "ladders", m.ladders().size(),
                "bounds", new int[] {b.left(), b.top(), b.right(), b.bottom(), b.fromVr() ? 1 : 0},
                "fs", (float) m.field().fs(), "swim", m.field().swim(), "fly", m.field().fly(),
                "warning", String.join("; ", m.warnings()));
    }

    private static Map<String, Object> segmentTest(int[] a, int[] b, int[] p) {
        if (a.length != 4 || b.length != 4 || p.length != 2) {
            throw new FunctionArgumentException("SegmentIntersectionTest: fh1 and fh2 need 4 integers, pos 2");
        }
        return Map.of("blocked", Crossing.segmentIntersectionTest(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3],
                p[0], p[1]));
    }

    private synchronized Map<String, Object> updatePhysics(Map<String, Object> a, engine.api.quirk.QuirkLog log) {
        FootholdMap m = map("UpdatePhysics", (String) a.get("map"));
        float[] s = (float[]) a.get("state");
        int[] ids = (int[]) a.get("ids");
        int timeMs = (Integer) a.get("timeMs");
        if (s.length != 6) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'state' needs 6 numbers, got " + s.length);
        }
        for (float f : s) {
            if (!Float.isFinite(f)) {
                throw new FunctionArgumentException("UpdatePhysics: argument 'state' holds a non-finite number");
            }
        }
        if (ids.length != 7) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'ids' needs 7 integers, got " + ids.length);
        }
        if (timeMs < 0 || timeMs > 60000) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'timeMs' must be 0..60000, got " + timeMs);
        }
        if (ids[0] != 0 && m.foothold(ids[0]) == null) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'ids': foothold " + ids[0]
                    + " is not on the map");
        }
        if (ids[1] != 0 && m.ladder(ids[1]) == null) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'ids': ladder " + ids[1]
                    + " is not on the map");
        }
        if (!m.walkable()) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'map': " + m.warnings().get(0));
        }
        Mover mv = new Mover();
        try {
            mv.setInput(ids[4], ids[5]);
        } catch (IllegalArgumentException e) {
            throw new FunctionArgumentException("UpdatePhysics: argument 'ids': " + e.getMessage());
        }
        mv.setPosition(s[0], s[1]);
        mv.setVelocity(s[2], s[3]);
        mv.setT(s[4], s[5]);
        mv.setFoothold(ids[0]);
        mv.setLadder(ids[1]);
        mv.setLayer(ids[2]);
        mv.setGroup(ids[3]);
        mv.setJumpRequested(ids[6] != 0);
        kernel.update(m, PhysicsConstants.DEFAULT, mv, timeMs, MovementSink.NONE, log);
        return Map.of(
                "state", new float[] {(float) mv.x(), (float) mv.y(), (float) mv.vx(), (float) mv.vy(), (float) mv.t(),
                    (float) mv.tVelocity()},
                "ids", new int[] {mv.foothold(), mv.ladder(), mv.layer(), mv.group(), mv.action().ordinal()});
    }
}
