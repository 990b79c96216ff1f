package engine.foothold2d.map;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MapBounds;
import engine.files.InputFileException;
import engine.files.InputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads a WZ XML map export (foothold/LAYER/GROUP/ID, ladderRope/ID, info) into a validated {@link FootholdMap}, with
 * the client's movement bounds ({@link MapBounds#client}) and the info fields the movement reads (fs, VRLimit, swim,
 * fly, fieldLimit, forbidFallDown).
 * Every malformed node is a {@link MapFormatException} naming the file and the node path.
 */
public final class MapLoader {

    private static final String[] VR = {"VRLeft", "VRTop", "VRRight", "VRBottom"};

    private MapLoader() {
    }

    /** The largest map export read (bytes). */
    public static final long MAX_FILE_BYTES = 256 * InputFiles.MIB;

    /** Loads the map file at path: a regular file of at most {@link #MAX_FILE_BYTES}. */
    public static FootholdMap load(Path path) {
        String source = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        try (InputStream in = InputFiles.open(path, MAX_FILE_BYTES, "map export")) {
            return load(source, in);
        } catch (InputFileException e) {
            throw new MapFormatException(source, "/", e.detail());
        } catch (IOException e) {
            throw new MapFormatException(source, "/", "cannot be read: " + InputFiles.reason(e));
        }
    }

    /**
     * Loads a map export read from in; source names it in errors and becomes the map's name. The export is streamed:
     * only the info node, one foothold or ladder node at a time and the compiled footholds and ladders are held, so
     * memory is a small multiple of the map's footholds (about 150 bytes each), not of the file, which is mostly
     * nodes the movement never reads (life, tiles, objects, portals, backgrounds). Errors are reported as a tree
     * reader would: a parse error anywhere first, then the first fault in the info node, the footholds (a child
     * without a name before the faults inside its siblings) and the ladders.
     */
    public static FootholdMap load(String source, InputStream in) {
        try (WzReader r = WzReader.open(source, in)) {
            String rootNameless = null;
            WzNode info = null;
            Footholds footholds = null;
            Ladders ladders = null;
            while (r.nextChild()) {
                String name = r.attribute("name");
                if (name == null) {
                    rootNameless = rootNameless == null ? r.tag() : rootNameless;
                    r.skipElement();
                } else if (name.equals("info") && info == null) {
                    info = WzNode.read(r, "/info");
                } else if (name.equals("foothold") && footholds == null) {
                    footholds = new Footholds(source);
                    footholds.read(r);
                } else if (name.equals("ladderRope") && ladders == null) {
                    ladders = new Ladders(source);
                    ladders.read(r);
                } else {
                    r.skipElement();
                }
            }
            r.finish();
            if (rootNameless != null) {
                throw new MapFormatException(source, "//<" + rootNameless + ">", "node has no name attribute");
            }
            FieldAttributes field = FieldAttributes.DEFAULT;
            MapBounds vr = null;
            if (info != null) {
                field = fieldAttributes(info);
                vr = viewRange(info);
            }
            if (footholds == null) {
                throw new MapFormatException(source, "/foothold", "missing: the map has no foothold node");
            }
            List<Foothold> fhs = footholds.result();
            List<LadderRope> lrs = ladders == null ? new ArrayList<>() : ladders.result();
            // the client's movement bounds: the footholds' extent, narrowed by the VR fields only under VRLimit
            MapBounds bounds = MapBounds.client(fhs, vr, field.vrLimit() != 0);
            return new FootholdMap(source, fhs, lrs, bounds, field);
        }
    }

    private static FieldAttributes fieldAttributes(WzNode info) {
        double fs = 1.0;
        WzNode fsNode = info.child("fs");
        if (fsNode != null) {
            fs = fsNode.numberValue();
            if (!(fs > 0.0)) {
                throw new MapFormatException(info.source(), fsNode.path(), "fs " + fs + " must be positive");
            }
        }
        return new FieldAttributes(fs, info.optionalInt("VRLimit", 0), info.optionalInt("swim", 0) != 0,
                info.optionalInt("fly", 0) != 0, info.optionalInt("fieldLimit", 0),
                info.optionalInt("forbidFallDown", 0) != 0);
    }

    private static MapBounds viewRange(WzNode info) {
        int present = 0;
        int[] v = new int[4];
        for (int i = 0; i < 4; i++) {
            WzNode n = info.child(VR[i]);
            if (n != null) {
                v[i] = coordinate(info, VR[i]);
                present++;
            }
        }
        if (present == 0) {
            return null;
        }
        if (present != 4) {
            throw new MapFormatException(info.source(), info.path(), "has " + present
                    + " of the 4 fields VRLeft, VRTop, VRRight, VRBottom: give all or none");
        }
        if (v[0] >= v[2] || v[1] >= v[3]) {
            throw new MapFormatException(info.source(), info.path(), "VR rectangle left " + v[0] + " right " + v[2]
                    + " top " + v[1] + " bottom " + v[3] + " is empty");
        }
        return new MapBounds(v[0], v[1], v[2], v[3], true);
    }

    /** The required integer child name of n, a coordinate within +-Foothold.MAX_COORDINATE px. */
    static int coordinate(WzNode n, String name) {
        int v = n.requiredInt(name);
        if (Math.abs((long) v) > Foothold.MAX_COORDINATE) {
            throw new MapFormatException(n.source(), n.path() + "/" + name, "coordinate " + v + " is beyond +-"
                    + Foothold.MAX_COORDINATE + " px");
        }
        return v;
    }

    static boolean flag(WzNode n, String name) {
        int v = n.requiredInt(name);
        if (v != 0 && v != 1) {
            throw new MapFormatException(n.source(), n.path() + "/" + name, "value " + v + " must be 0 or 1");
        }
        return v == 1;
    }
}
