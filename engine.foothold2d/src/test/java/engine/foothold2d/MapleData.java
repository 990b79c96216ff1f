package engine.foothold2d;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import engine.foothold2d.map.MapLoader;
import engine.foothold2d.move.CMovePath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The real map exports (system property maple.dir, set by the pom) and small test maps and helpers. */
public final class MapleData {
    /** Henesys. */
    public static final String HENESYS = "100000000.img.xml";
    /** El Nath, Wolf Territory II. */
    public static final String EL_NATH = "211040600.img.xml";

    private MapleData() {
    }

    /** The maple data folder; fails with a clear message when it is missing. */
    public static Path dir() {
        String d = System.getProperty("maple.dir");
        if (d == null) {
            throw new IllegalStateException("system property maple.dir is not set: run the tests through Maven "
                    + "(engine.foothold2d/pom.xml sets it to <reactor>/../shared/data/maple)");
        }
        Path p = Path.of(d);
        if (!Files.isRegularFile(p.resolve(HENESYS))) {
            throw new IllegalStateException("the maple map data is missing: expected " + p.toAbsolutePath().normalize()
                    + "/" + HENESYS + " (the shared/ folder must sit beside the repository)");
        }
        return p;
    }

    /** Loads a real map by file name. */
    public static FootholdMap load(String file) {
        return MapLoader.load(dir().resolve(file));
    }

    /** A map of one flat foothold from x 0 to 100000 at y 0. */
    public static FootholdMap flat() {
        return new FootholdMap("flat", List.of(new Foothold(1, 0, 1, 0, 0, 100000, 0, 0, 0, 0, 0, 0)), List.<LadderRope>of());
    }

    /** A mover standing on foothold id at T. */
    public static Mover standing(FootholdMap map, int id, double t) {
        Foothold f = map.foothold(id);
        Mover m = new Mover();
        m.setFoothold(id);
        m.setLayer(f.layer());
        m.setGroup(f.group());
        m.setT(t, 0.0);
        m.setPosition(f.x1() + f.cos() * t, f.y1() + f.sin() * t);
        return m;
    }

    /** Steps mover n times by 30 ms with default physics. */
    public static void step(CMovePath k, FootholdMap map, Mover mover, int n) {
        for (int i = 0; i < n; i++) {
            k.update(map, PhysicsConstants.DEFAULT, mover, 30, MovementSink.NONE, QuirkLog.NONE);
        }
    }
}
