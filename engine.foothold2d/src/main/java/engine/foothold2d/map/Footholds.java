package engine.foothold2d.map;

import engine.api.foothold.Foothold;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The foothold node of a map export (foothold/LAYER/GROUP/ID) read as a stream: each foothold is checked and compiled
 * as its element ends and its node dropped, so what is held is the compiled footholds by id (a {@link Foothold} and a
 * tree entry, about 150 bytes each). The first fault is kept and reported once the document is read whole, in the
 * order a tree reader finds it: a child without a name before any fault inside its siblings, else the first fault
 * in document order.
 */
final class Footholds {
    private final String source;
    private final TreeMap<Integer, Foothold> byId = new TreeMap<>();
    /** The node path of a foothold whose names are not the canonical decimals of its layer, group and id. */
    private final Map<Integer, String> oddPaths = new HashMap<>();
    /** Set once a fault is found: later footholds are only read for the nameless-child check. */
    private boolean failed;
    private MapFormatException fault;

    Footholds(String source) {
        this.source = source;
    }

    /** Reads the foothold element r is at, to its end. */
    void read(WzReader r) {
        String nameless = null;
        MapFormatException inner = null;
        while (r.nextChild()) {
            String name = r.attribute("name");
            if (name == null) {
                nameless = nameless == null ? r.tag() : nameless;
                r.skipElement();
                continue;
            }
            MapFormatException e = layer(r, "/foothold/" + name, name);
            inner = inner == null ? e : inner;
        }
        fault = nameless != null ? nameless("/foothold", nameless) : inner;
    }

    private MapFormatException layer(WzReader r, String path, String name) {
        return numbered(r, path, name, "layer", (childPath, g, layer) -> numbered(r, childPath, g, "group",
                (fhPath, id, group) -> foothold(r, fhPath, layer, group)));
    }

    /** What a numbered node does with each named child: reads it and answers its first fault, or null. */
    private interface Child {
        MapFormatException read(String path, String name, int number);
    }

    /**
     * Reads a node whose name is its number (a layer or a group) and each named child with child; answers the first
     * fault: the node's own name, else a child without a name, else the first child's fault.
     */
    private MapFormatException numbered(WzReader r, String path, String name, String kind, Child child) {
        MapFormatException nameFault = null;
        int number = 0;
        try {
            number = WzNode.nameAsInt(source, path, name, kind);
        } catch (MapFormatException e) {
            nameFault = e;
            failed = true;
        }
        String nameless = null;
        MapFormatException inner = null;
        while (r.nextChild()) {
            String c = r.attribute("name");
            if (c == null) {
                nameless = nameless == null ? r.tag() : nameless;
                r.skipElement();
                continue;
            }
            MapFormatException e = child.read(path + "/" + c, c, number);
            inner = inner == null ? e : inner;
        }
        return nameFault != null ? nameFault : nameless != null ? nameless(path, nameless) : inner;
    }

    private MapFormatException foothold(WzReader r, String path, int layer, int group) {
        if (failed) {
            r.skipElement(); // a fault before this one in document order wins whatever this foothold holds
            return null;
        }
        WzNode fh = WzNode.read(r, path);
        try {
            add(fh, layer, group);
            return null;
        } catch (MapFormatException e) {
            failed = true;
            return e;
        }
    }

    private MapFormatException nameless(String path, String tag) {
        failed = true;
        return new MapFormatException(source, path + "/<" + tag + ">", "node has no name attribute");
    }

    private void add(WzNode fh, int l, int g) {
        int id = fh.nameAsInt("foothold id");
        if (id < 1) {
            throw new MapFormatException(fh.source(), fh.path(), "foothold id " + id + " must be at least 1");
        }
        if (byId.containsKey(id)) {
            throw new MapFormatException(fh.source(), fh.path(), "foothold id " + id + " already used at "
                    + pathOf(byId.get(id)));
        }
        int prev = fh.requiredInt("prev");
        int next = fh.requiredInt("next");
        if (prev < 0 || next < 0) {
            throw new MapFormatException(fh.source(), fh.path(), "prev " + prev + " / next " + next
                    + " must be foothold ids or 0");
        }
        if (prev == id || next == id) {
            throw new MapFormatException(fh.source(), fh.path(), "links to itself (prev " + prev + ", next " + next
                    + ")");
        }
        Foothold f = new Foothold(id, l, g, MapLoader.coordinate(fh, "x1"), MapLoader.coordinate(fh, "y1"),
                MapLoader.coordinate(fh, "x2"), MapLoader.coordinate(fh, "y2"), prev, next,
                fh.optionalInt("cantThrough", 0), fh.optionalInt("forbidFallDown", 0), fh.optionalInt("force", 0));
        byId.put(id, f);
        if (!fh.path().equals(canonicalPath(f))) {
            oddPaths.put(id, fh.path());
        }
    }

    private static String canonicalPath(Foothold f) {
        return "/foothold/" + f.layer() + "/" + f.group() + "/" + f.id();
    }

    private String pathOf(Foothold f) {
        String odd = oddPaths.get(f.id());
        return odd != null ? odd : canonicalPath(f);
    }

    /** The footholds by id with their links resolved, or the first fault. */
    List<Foothold> result() {
        if (fault != null) {
            throw fault;
        }
        if (byId.isEmpty()) {
            throw new MapFormatException(source, "/foothold", "holds no footholds");
        }
        for (Foothold f : byId.values()) {
            if (f.prev() != 0 && !byId.containsKey(f.prev())) {
                throw new MapFormatException(source, pathOf(f) + "/prev", f.prev() + " names no foothold");
            }
            if (f.next() != 0 && !byId.containsKey(f.next())) {
                throw new MapFormatException(source, pathOf(f) + "/next", f.next() + " names no foothold");
            }
        }
        return new ArrayList<>(byId.values());
    }
}
