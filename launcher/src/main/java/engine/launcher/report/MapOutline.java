package engine.launcher.report;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * A 2D map's lines for drawing only: its footholds (layer, id, ends in px, y down) and its ladders and ropes, read
 * from the WZ XML the scene carries. The engine loads the map itself (engine.foothold2d); this reads no physics from
 * it, and a map it cannot read is drawn as nothing with the reason.
 */
public record MapOutline(int[] footholds, int[] ladders, String problem) {
    /** Ints per foothold: layer, id, x1, y1, x2, y2. */
    public static final int FOOTHOLD_FIELDS = 6;
    /** Ints per ladder or rope: id, ladder (1) or rope (0), x, y1, y2. */
    public static final int LADDER_FIELDS = 5;
    /** The most footholds drawn. */
    public static final int MAX_FOOTHOLDS = 100_000;

    /** The outline of the map in xml (source names it in the problem). */
    public static MapOutline of(String source, byte[] xml) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            f.setExpandEntityReferences(false);
            Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
            Element root = d.getDocumentElement();
            List<int[]> fh = new ArrayList<>();
            List<int[]> lr = new ArrayList<>();
            for (Element top : children(root)) {
                if ("foothold".equals(top.getAttribute("name"))) {
                    for (Element layer : children(top)) {
                        for (Element group : children(layer)) {
                            for (Element one : children(group)) {
                                if (fh.size() < MAX_FOOTHOLDS) {
                                    fh.add(new int[] {num(layer.getAttribute("name")), num(one.getAttribute("name")),
                                        value(one, "x1"), value(one, "y1"), value(one, "x2"), value(one, "y2")});
                                }
                            }
                        }
                    }
                } else if ("ladderRope".equals(top.getAttribute("name"))) {
                    for (Element one : children(top)) {
                        lr.add(new int[] {num(one.getAttribute("name")), value(one, "l"), value(one, "x"),
                            value(one, "y1"), value(one, "y2")});
                    }
                }
            }
            return new MapOutline(flatten(fh), flatten(lr), null);
        } catch (Exception e) {
            return new MapOutline(new int[0], new int[0], source + ": map not drawn: " + e.getMessage());
        }
    }

    private static int[] flatten(List<int[]> rows) {
        int w = rows.isEmpty() ? 0 : rows.get(0).length;
        int[] out = new int[rows.size() * w];
        for (int i = 0; i < rows.size(); i++) {
            System.arraycopy(rows.get(i), 0, out, i * w, w);
        }
        return out;
    }

    private static List<Element> children(Element e) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && "imgdir".equals(c.getTagName())) {
                out.add(c);
            }
        }
        return out;
    }

    private static int value(Element e, String name) {
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && name.equals(c.getAttribute("name"))) {
                return num(c.getAttribute("value"));
            }
        }
        return 0;
    }

    private static int num(String s) {
        try {
            return (int) Math.round(Double.parseDouble(s.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
