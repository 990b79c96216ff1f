package engine.foothold2d.map;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A WZ XML export read as a stream of elements (the JDK's StAX parser), so a loader keeps only the nodes it needs and
 * memory follows what it keeps, not the file. Hardened against XML attacks: a DOCTYPE is refused (so no internal or
 * external entity, no external DTD is ever read or expanded) and no external resource is opened. Every parse error
 * is a {@link MapFormatException} naming the file, the line and the column.
 */
final class WzReader implements AutoCloseable {
    private static final XMLInputFactory FACTORY = factory();
    private static final int HEAD_BYTES = 512;
    /** The encoding an XML declaration names, if the document starts with one. */
    private static final Pattern ENCODING = Pattern.compile(
            "(?:\\xEF\\xBB\\xBF)?<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)[\"']");

    private final String source;
    private final XMLStreamReader in;

    private WzReader(String source, XMLStreamReader in) {
        this.source = source;
        this.in = in;
    }

    private static XMLInputFactory factory() {
        XMLInputFactory f = XMLInputFactory.newDefaultFactory(); // the JDK's own, whatever the classpath holds
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        f.setProperty(XMLInputFactory.IS_COALESCING, false);
        f.setProperty(javax.xml.XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setXMLReporter((message, type, info, location) -> {
            // warnings stay silent: a fatal error is thrown and reported as the MapFormatException
        });
        f.setXMLResolver((publicId, systemId, baseUri, ns) -> {
            throw new XMLStreamException("an external resource (" + systemId + ") is never read");
        });
        return f;
    }

    /** Opens in and moves to the root element, which must be an imgdir (the export's root). */
    static WzReader open(String source, InputStream in) {
        WzReader r;
        try {
            r = new WzReader(source, create(in));
        } catch (XMLStreamException e) {
            throw notWellFormed(source, e);
        } catch (IOException e) {
            throw new MapFormatException(source, "/", "cannot be read: " + e.getMessage());
        }
        int event = r.next();
        while (event != XMLStreamConstants.START_ELEMENT) {
            if (event == XMLStreamConstants.END_DOCUMENT) {
                throw new MapFormatException(source, "/", "not well-formed XML: the document has no root element");
            }
            event = r.next();
        }
        if (!"imgdir".equals(r.tag())) {
            // reported once the whole document is known to be well-formed, as a parse error comes first
            String tag = r.tag();
            r.skipElement();
            r.finish();
            throw new MapFormatException(source, "/", "root element is <" + tag + ">, expected <imgdir>");
        }
        return r;
    }

    /**
     * The parser over in. A document in UTF-8 (declared so, or declaring nothing, as exports do) is decoded here with
     * a strict decoder, so a byte that is not UTF-8 is a parse error like any other (the JDK's own decoder would
     * also print it to stderr); any other declared encoding is left to the parser.
     */
    private static XMLStreamReader create(InputStream raw) throws IOException, XMLStreamException {
        BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(HEAD_BYTES);
        byte[] head = in.readNBytes(HEAD_BYTES);
        in.reset();
        int bom = head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb
                && (head[2] & 0xff) == 0xbf ? 3 : 0;
        boolean utf16 = head.length >= 2 && ((head[0] & 0xff) == 0xfe && (head[1] & 0xff) == 0xff
                || (head[0] & 0xff) == 0xff && (head[1] & 0xff) == 0xfe);
        Matcher m = ENCODING.matcher(new String(head, StandardCharsets.ISO_8859_1));
        String declared = m.lookingAt() ? m.group(1) : null;
        if (utf16 || declared != null && !declared.equalsIgnoreCase("UTF-8") && !declared.equalsIgnoreCase("UTF8")) {
            return FACTORY.createXMLStreamReader(in);
        }
        in.skipNBytes(bom);
        CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        return FACTORY.createXMLStreamReader(new InputStreamReader(in, strict));
    }

    String source() {
        return source;
    }

    /** The current element's tag. */
    String tag() {
        return in.getLocalName();
    }

    /** The current element's attribute name, or null. */
    String attribute(String name) {
        return in.getAttributeValue(null, name);
    }

    /**
     * From inside an element (its start or after a child's end), moves to the next child element and answers true, or
     * to the element's end and answers false.
     */
    boolean nextChild() {
        while (true) {
            int event = next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                return true;
            }
            if (event == XMLStreamConstants.END_ELEMENT) {
                return false;
            }
        }
    }

    /** From the start of an element, skips to its end, checking that everything in it is well-formed. */
    void skipElement() {
        int depth = 1;
        while (depth > 0) {
            int event = next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    /** Reads the rest of the document after the root's end: only comments, processing instructions and space. */
    void finish() {
        while (next() != XMLStreamConstants.END_DOCUMENT) {
            // the parser refuses any content after the root
        }
    }

    private int next() {
        try {
            if (!in.hasNext()) {
                return XMLStreamConstants.END_DOCUMENT;
            }
            int event = in.next();
            if (event == XMLStreamConstants.DTD) {
                throw new MapFormatException(source, "/", "not well-formed XML: DOCTYPE is disallowed (a map export"
                        + " declares no DTD or entities)");
            }
            if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                throw new MapFormatException(source, "/", "not well-formed XML: entity reference &" + in.getLocalName()
                        + "; is not allowed");
            }
            return event;
        } catch (XMLStreamException e) {
            throw notWellFormed(source, e);
        } catch (RuntimeException e) {
            if (e instanceof MapFormatException m) {
                throw m;
            }
            // the JDK's parser wraps some I/O and encoding failures in unchecked exceptions
            throw new MapFormatException(source, "/", "not well-formed XML: " + e.getMessage());
        }
    }

    /** The parser's own message without its "ParseError at" prefix, with the line and column. */
    private static MapFormatException notWellFormed(String source, XMLStreamException e) {
        Throwable c = e;
        for (int depth = 0; c != null && depth < 8; depth++) {
            if (c instanceof CharacterCodingException) {
                // the decoder reads ahead, so the parser's position is not the byte's: none is given
                return new MapFormatException(source, "/", "not well-formed XML: it holds a byte sequence that is not"
                        + " UTF-8 (an export is UTF-8 unless its declaration names another encoding)");
            }
            c = c.getCause() != null ? c.getCause() : c instanceof XMLStreamException x ? x.getNestedException() : null;
        }
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        int at = m.indexOf("Message: ");
        if (at >= 0) {
            m = m.substring(at + "Message: ".length());
        }
        Location l = e.getLocation();
        String where = l == null || l.getLineNumber() < 0 ? "" : "line " + l.getLineNumber() + ", column "
                + l.getColumnNumber() + ": ";
        return new MapFormatException(source, "/", "not well-formed XML: " + where + m);
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (XMLStreamException e) {
            // nothing held open beyond the caller's stream
        }
    }
}
