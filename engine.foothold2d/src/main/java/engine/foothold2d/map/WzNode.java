package engine.foothold2d.map;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * One node of a WZ XML export (imgdir, int, float, double, string, ...) with its slash path, and typed reads that
 * fail with a {@link MapFormatException} naming that path.
 */
final class WzNode {
    private final String source;
    private final String path;
    private final Element element;

    private WzNode(String source, String path, Element element) {
        this.source = source;
        this.path = path;
        this.element = element;
    }

    /** Parses the document; its root must be an imgdir. */
    static WzNode parse(String source, InputStream in) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            Element root = b.parse(in).getDocumentElement();
            if (!"imgdir".equals(root.getTagName())) {
                throw new MapFormatException(source, "/", "root element is <" + root.getTagName()
                        + ">, expected <imgdir>");
            }
            return new WzNode(source, "", root);
        } catch (SAXException e) {
            throw new MapFormatException(source, "/", "not well-formed XML: " + e.getMessage());
        } catch (IOException e) {
            throw new MapFormatException(source, "/", "cannot be read: " + e.getMessage());
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured", e);
        }
    }

    String source() {
        return source;
    }

    String path() {
        return path.isEmpty() ? "/" : path;
    }

    String name() {
        return element.getAttribute("name");
    }

    String type() {
        return element.getTagName();
    }

    /** The child elements in document order; each must carry a name. */
    List<WzNode> children() {
        List<WzNode> out = new ArrayList<>();
        for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                if (!e.hasAttribute("name")) {
                    throw new MapFormatException(source, path() + "/<" + e.getTagName() + ">",
                            "node has no name attribute");
                }
                out.add(new WzNode(source, path + "/" + e.getAttribute("name"), e));
            }
        }
        return out;
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
        try {
            return Integer.parseInt(name());
        } catch (NumberFormatException e) {
            throw new MapFormatException(source, path(), what + " name '" + name() + "' is not an integer");
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
        if (!element.hasAttribute("value")) {
            throw new MapFormatException(source, path(), "has no value attribute");
        }
        return element.getAttribute("value");
    }
}
