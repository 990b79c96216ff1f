package engine.foothold2d.map;

import java.util.ArrayList;
import java.util.List;

/**
 * One node of a WZ XML export (imgdir, int, float, double, string, ...) with its slash path, its value attribute and
 * its child nodes one level down (their own children are skipped, no loader reads them), and typed reads that fail
 * with a {@link MapFormatException} naming that path. Built from a {@link WzReader} for the few nodes a loader keeps
 * (a foothold, a ladder, the info node), so its size is that of the node, never of the file.
 */
final class WzNode {
    private final String source;
    private final String path;
    private final String type;
    private final String name;
    private final String value;
    private final List<WzNode> children;
    /** The first child without a name: reading the children then fails, as it names no path. */
    private final String namelessChild;

    private WzNode(String source, String path, String type, String name, String value, List<WzNode> children,
                   String namelessChild) {
        this.source = source;
        this.path = path;
        this.type = type;
        this.name = name;
        this.value = value;
        this.children = children;
        this.namelessChild = namelessChild;
    }

    /**
     * Reads the element r is at, whose path is path, with its children one level down; r is then at its end.
     */
    static WzNode read(WzReader r, String path) {
        String type = r.tag();
        String name = r.attribute("name");
        String value = r.attribute("value");
        List<WzNode> kids = new ArrayList<>();
        String nameless = null;
        while (r.nextChild()) {
            String childName = r.attribute("name");
            if (childName == null) {
                if (nameless == null) {
                    nameless = r.tag();
                }
            } else {
                kids.add(new WzNode(r.source(), path + "/" + childName, r.tag(), childName, r.attribute("value"),
                        List.of(), null));
            }
            r.skipElement();
        }
        return new WzNode(r.source(), path, type, name == null ? "" : name, value, kids, nameless);
    }

    String source() {
        return source;
    }

    String path() {
        return path.isEmpty() ? "/" : path;
    }

    String name() {
        return name;
    }

    String type() {
        return type;
    }

    /** The child nodes in document order; each must carry a name. */
    List<WzNode> children() {
        if (namelessChild != null) {
            throw new MapFormatException(source, path() + "/<" + namelessChild + ">", "node has no name attribute");
        }
        return children;
    }

    /** The child named name, or null. */
    WzNode child(String name) {
        for (WzNode c : children()) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        return null;
    }

    /** This node's name as an integer (imgdir names that are ids). */
    int nameAsInt(String what) {
        return nameAsInt(source, path(), name, what);
    }

    /** name, the name of the node at path of source, as an integer (imgdir names that are ids). */
    static int nameAsInt(String source, String path, String name, String what) {
        try {
            return Integer.parseInt(name);
        } catch (NumberFormatException e) {
            throw new MapFormatException(source, path, what + " name '" + name + "' is not an integer");
        }
    }

    /** The int child named name; required. */
    int requiredInt(String name) {
        WzNode c = child(name);
        if (c == null) {
            throw new MapFormatException(source, path() + "/" + name, "missing (required int)");
        }
        return c.intValue();
    }

    /** The int child named name, or dflt when absent. */
    int optionalInt(String name, int dflt) {
        WzNode c = child(name);
        return c == null ? dflt : c.intValue();
    }

    /** This node's value as an int: it must be an int (or short) node with an integer value. */
    int intValue() {
        if (!"int".equals(type()) && !"short".equals(type())) {
            throw new MapFormatException(source, path(), "is a <" + type() + "> node, expected <int>");
        }
        String v = rawValue();
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new MapFormatException(source, path(), "value '" + v + "' is not a 32-bit integer");
        }
    }

    /** This node's value as a number: int, short, float or double, with ',' read as the decimal point. */
    double numberValue() {
        String t = type();
        if (!"int".equals(t) && !"short".equals(t) && !"float".equals(t) && !"double".equals(t)) {
            throw new MapFormatException(source, path(), "is a <" + t + "> node, expected a number");
        }
        String v = rawValue();
        try {
            double d = Double.parseDouble(v.trim().replace(',', '.'));
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new MapFormatException(source, path(), "value '" + v + "' is not a finite number");
        }
    }

    private String rawValue() {
        if (value == null) {
            throw new MapFormatException(source, path(), "has no value attribute");
        }
        return value;
    }
}
