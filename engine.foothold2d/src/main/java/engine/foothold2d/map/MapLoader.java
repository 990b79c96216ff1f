package engine.foothold2d.map;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MapBounds;
import engine.api.io.InputFileException;
import engine.api.io.InputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

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

    /** Loads a map export read from in; source names it in errors and becomes the map's name. */
    public static FootholdMap load(String source, InputStream in) {
        WzNode root = WzNode.parse(source, in);
        WzNode info = root.child("info");
        FieldAttributes field = FieldAttributes.DEFAULT;
        MapBounds vr = null;
        if (info != null) {
            field = fieldAttributes(info);
            vr = viewRange(info);
        }
        List<Foothold> footholds = footholds(root);
        List<LadderRope> ladders = ladders(root);
        // the client's movement bounds: the footholds' extent, narrowed by the VR fields only under VRLimit
        MapBounds bounds = MapBounds.client(footholds, vr, field.vrLimit() != 0);
        return new FootholdMap(source, footholds, ladders, bounds, field);
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

    private static List<Foothold> footholds(WzNode root) {
        WzNode all = root.child("foothold");
        if (all == null) {
            throw new MapFormatException(root.source(), "/foothold", "missing: the map has no foothold node");
        }
        TreeMap<Integer, Foothold> byId = new TreeMap<>();
        TreeMap<Integer, String> pathOf = new TreeMap<>();
        for (WzNode layer : all.children()) {
            int l = layer.nameAsInt("layer");
            for (WzNode group : layer.children()) {
                int g = group.nameAsInt("group");
                for (WzNode fh : group.children()) {
                    int id = fh.nameAsInt("foothold id");
                    if (id < 1) {
                        throw new MapFormatException(fh.source(), fh.path(),
                                "foothold id " + id + " must be at least 1");
                    }
                    if (pathOf.containsKey(id)) {
                        throw new MapFormatException(fh.source(), fh.path(), "foothold id " + id
                                + " already used at " + pathOf.get(id));
                    }
                    int prev = fh.requiredInt("prev");
                    int next = fh.requiredInt("next");
                    if (prev < 0 || next < 0) {
                        throw new MapFormatException(fh.source(), fh.path(), "prev " + prev + " / next " + next
                                + " must be foothold ids or 0");
                    }
                    if (prev == id || next == id) {
                        throw new MapFormatException(fh.source(), fh.path(), "links to itself (prev " + prev
                                + ", next " + next + ")");
                    }
                    Foothold f = new Foothold(id, l, g, coordinate(fh, "x1"), coordinate(fh, "y1"),
                            coordinate(fh, "x2"), coordinate(fh, "y2"), prev, next, fh.optionalInt("cantThrough", 0),
                            fh.optionalInt("forbidFallDown", 0), fh.optionalInt("force", 0));
                    byId.put(id, f);
                    pathOf.put(id, fh.path());
                }
            }
        }
        if (byId.isEmpty()) {
            throw new MapFormatException(root.source(), all.path(), "holds no footholds");
        }
        for (Foothold f : byId.values()) {
            if (f.prev() != 0 && !byId.containsKey(f.prev())) {
                throw new MapFormatException(root.source(), pathOf.get(f.id()) + "/prev",
                        f.prev() + " names no foothold");
            }
            if (f.next() != 0 && !byId.containsKey(f.next())) {
                throw new MapFormatException(root.source(), pathOf.get(f.id()) + "/next",
                        f.next() + " names no foothold");
            }
        }
        return new ArrayList<>(byId.values());
    }

    private static List<LadderRope> ladders(WzNode root) {
        WzNode all = root.child("ladderRope");
        List<LadderRope> out = new ArrayList<>();
        if (all == null) {
            return out;
        }
        TreeMap<Integer, String> seen = new TreeMap<>();
        for (WzNode n : all.children()) {
            int id = n.nameAsInt("ladderRope id");
            if (seen.containsKey(id)) {
                throw new MapFormatException(n.source(), n.path(), "ladderRope id " + id + " already used");
            }
            seen.put(id, n.path());
            out.add(new LadderRope(id, flag(n, "l"), flag(n, "uf"), coordinate(n, "x"), coordinate(n, "y1"),
                    coordinate(n, "y2"), n.requiredInt("page")));
        }
        return out;
    }

    /** The required integer child name of n, a coordinate within +-Foothold.MAX_COORDINATE px. */
    private static int coordinate(WzNode n, String name) {
        int v = n.requiredInt(name);
        if (Math.abs((long) v) > Foothold.MAX_COORDINATE) {
            throw new MapFormatException(n.source(), n.path() + "/" + name, "coordinate " + v + " is beyond +-"
                    + Foothold.MAX_COORDINATE + " px");
        }
        return v;
    }

    private static boolean flag(WzNode n, String name) {
        int v = n.requiredInt(name);
        if (v != 0 && v != 1) {
            throw new MapFormatException(n.source(), n.path() + "/" + name, "value " + v + " must be 0 or 1");
        }
        return v == 1;
    }
}
