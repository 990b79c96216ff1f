package engine.foothold2d.map;

import engine.api.foothold.LadderRope;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The ladderRope node of a map export (ladderRope/ID) read as a stream: each ladder or rope is checked and compiled
 * as its element ends. The first fault is reported once the document is read whole: a child without a name before
 * any fault inside its siblings, else the first in document order.
 */
final class Ladders {
    private final String source;
    private final List<LadderRope> out = new ArrayList<>();
    private final TreeSet<Integer> seen = new TreeSet<>();
    private MapFormatException fault;

    Ladders(String source) {
        this.source = source;
    }

    /** Reads the ladderRope element r is at, to its end. */
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
            if (inner != null || nameless != null) {
                r.skipElement();
                continue;
            }
            WzNode n = WzNode.read(r, "/ladderRope/" + name);
            try {
                add(n);
            } catch (MapFormatException e) {
                inner = e;
            }
        }
        fault = nameless != null
                ? new MapFormatException(source, "/ladderRope/<" + nameless + ">", "node has no name attribute")
                : inner;
    }

    private void add(WzNode n) {
        int id = n.nameAsInt("ladderRope id");
        if (!seen.add(id)) {
            throw new MapFormatException(n.source(), n.path(), "ladderRope id " + id + " already used");
        }
        out.add(new LadderRope(id, MapLoader.flag(n, "l"), MapLoader.flag(n, "uf"), MapLoader.coordinate(n, "x"),
                MapLoader.coordinate(n, "y1"), MapLoader.coordinate(n, "y2"), n.requiredInt("page")));
    }

    /** The ladders and ropes in document order, or the first fault. */
    List<LadderRope> result() {
        if (fault != null) {
            throw fault;
        }
        return out;
    }
}
