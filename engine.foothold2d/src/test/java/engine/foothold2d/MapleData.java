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
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;
import org.junit.jupiter.api.Assumptions;

/**
 * Test map data. Real map exports live outside the repository (system property {@code maple.dir}, which
 * engine.foothold2d/pom.xml points at {@code <reactor>/../shared/data/maple}); a test that needs them calls
 * {@link #realMap} or {@link #loadReal}, which skip the test with a message when they are missing. The synthetic
 * maps in src/test/resources/synthetic-maps are always there ({@link #synthetic}, {@link #loadSynthetic}). Plus
 * small helpers: a flat map, a standing mover, stepping.
 */
public final class MapleData {
    /** The system property naming the folder of the real map exports. */
    public static final String DIR_PROPERTY = "maple.dir";
    /** The system property that, set to true, makes missing real data a failure (for CI, which has it). */
    public static final String REQUIRED_PROPERTY = "maple.required";
    /** Real: Henesys. */
    public static final String HENESYS = "100000000.img.xml";
    /** Real: El Nath, Wolf Territory II. */
    public static final String EL_NATH = "211040600.img.xml";
    /** Real: the client's physics constants. */
    public static final String PHYSICS = "Physics.img.xml";

    /** Synthetic: a town (no VR, fs absent) with two layers, walls both ways, a 2.0 slope, a ladder and a rope. */
    public static final String TOWN = "town.img.xml";
    /** Synthetic: an ice field (VR bounds, fs 0.2) with a pit, ropes (one uf 0, one zero-length) and a ladder. */
    public static final String ICEFIELD = "icefield.img.xml";
    /** Synthetic: stacked platforms (cantThrough, forbidFallDown, sloped, nothing below) under VRLimit bounds. */
    public static final String PLATFORMS = "platforms.img.xml";
    /** Synthetic: a ground and a platform on a map whose fieldLimit forbids jumping down (0x20000). */
    public static final String NODROP = "nodrop.img.xml";
    /** Synthetic: a swimming map (info/swim 1). */
    public static final String AQUARIUM = "aquarium.img.xml";
    /** Synthetic: a flying map (info/fly 1). */
    public static final String SKYWAY = "skyway.img.xml";
    /** Synthetic: a physics file with decimal commas, one constant changed and one left out. */
    public static final String SYNTHETIC_PHYSICS = "Physics.img.xml";

    private static final String SYNTHETIC_DIR = "/synthetic-maps/";

    private static final AtomicBoolean NOTICE_PRINTED = new AtomicBoolean();

    private static final String HOW_TO_PROVIDE = "Real-map tests are skipped; the synthetic maps in "
            + "src/test/resources/synthetic-maps cover the same routines. To run them, pass -D" + DIR_PROPERTY
            + "=/absolute/path/to/maple (a folder holding " + HENESYS + ", " + EL_NATH + " and " + PHYSICS
            + ") to mvn, or place shared/data/maple beside the clone (the pom's default is "
            + "<reactor>/../shared/data/maple);" + " see docs/foothold2d.md, \"Real map data\".";

    private MapleData() {
    }

    /**
     * Why the real map export file (HENESYS, EL_NATH or PHYSICS) cannot be used: a message naming the missing
     * path and how to provide it; empty when the file is there.
     */
    public static Optional<String> realMapMissing(String file) {
        String d = System.getProperty(DIR_PROPERTY);
        String why = null;
        if (d == null || d.isBlank()) {
            why = "real map data not configured: system property " + DIR_PROPERTY + " is not set, so " + file
                    + " cannot be found. " + HOW_TO_PROVIDE;
        } else {
            Path p = Path.of(d).resolve(file).toAbsolutePath().normalize();
            if (!Files.isRegularFile(p)) {
                why = "real map data missing: " + p + " does not exist. " + HOW_TO_PROVIDE;
            }
        }
        if (why != null && !NOTICE_PRINTED.getAndSet(true)) {
            // surefire's summary counts skipped tests without saying why: say it once on the console
            System.err.println("[engine.foothold2d tests] " + why);
        }
        return Optional.ofNullable(why);
    }

    /**
     * The real map export file (HENESYS, EL_NATH or PHYSICS) under maple.dir; when it is missing, skips the calling
     * test with a JUnit assumption whose message is {@link #realMapMissing}'s (or fails it, with
     * -Dmaple.required=true).
     */
    public static Path realMap(String file) {
        Optional<String> why = realMapMissing(file);
        if (why.isPresent()) {
            if (realDataRequired()) {
                throw new IllegalStateException(why.get() + " (" + REQUIRED_PROPERTY + "=true: failing, not skipping)");
            }
            Assumptions.abort(why.get());
        }
        return Path.of(System.getProperty(DIR_PROPERTY)).resolve(file).toAbsolutePath().normalize();
    }

    /** True when -Dmaple.required=true asks that missing real data fail the real-map tests instead of skipping them. */
    public static boolean realDataRequired() {
        return Boolean.parseBoolean(System.getProperty(REQUIRED_PROPERTY));
    }

    /** Loads a real map export by file name, or skips the calling test when it is missing ({@link #realMap}). */
    public static FootholdMap loadReal(String file) {
        return MapLoader.load(realMap(file));
    }

    /** The file of a synthetic map (TOWN, ICEFIELD, SYNTHETIC_PHYSICS) on the test class path. */
    public static Path synthetic(String file) {
        URL url = MapleData.class.getResource(SYNTHETIC_DIR + file);
        if (url == null) {
            throw new IllegalStateException("synthetic map " + file + " is not on the test class path ("
                    + "src/test/resources" + SYNTHETIC_DIR + file + ")");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new IllegalStateException("synthetic map " + file + " is not a plain file: " + url, e);
        }
    }

    /** Loads a synthetic map by file name through {@link MapLoader#load(Path)}, as the real maps are loaded. */
    public static FootholdMap loadSynthetic(String file) {
        return MapLoader.load(synthetic(file));
    }

    /** A map of one flat foothold from x 0 to 100000 at y 0. */
    public static FootholdMap flat() {
        return new FootholdMap("flat", List.of(new Foothold(1, 0, 1, 0, 0, 100000, 0, 0, 0, 0, 0, 0)),
                List.<LadderRope>of());
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

    /**
     * For jqwik property classes that need both real maps
     * ({@code @AddLifecycleHook(MapleData.SkipWithoutRealMaps.class)}): jqwik does not honour JUnit assumptions (an
     * aborted try is a rejected try), so this hook skips the class's properties with {@link #realMapMissing}'s message
     * instead.
     */
    public static final class SkipWithoutRealMaps implements SkipExecutionHook {
        /** Made by jqwik. */
        public SkipWithoutRealMaps() {
        }

        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            if (realDataRequired()) {
                // run: loadReal then fails each property with the message
                return SkipResult.doNotSkip();
            }
            Optional<String> why = realMapMissing(HENESYS).or(() -> realMapMissing(EL_NATH));
            return why.map(SkipResult::skip).orElseGet(SkipResult::doNotSkip);
        }
    }

    /** Steps mover n times by 30 ms with default physics. */
    public static void step(CMovePath k, FootholdMap map, Mover mover, int n) {
        for (int i = 0; i < n; i++) {
            k.update(map, PhysicsConstants.DEFAULT, mover, 30, MovementSink.NONE, QuirkLog.NONE);
        }
    }
}
