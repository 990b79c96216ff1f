package engine.foothold2d.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.foothold.FootholdMap;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Malformed map exports: each kind gives its own error naming the file and the node path. */
class MalformedMapTest {

    static final String FH1 = "<imgdir name=\"1\"><int name=\"x1\" value=\"0\"/><int name=\"y1\" value=\"0\"/>"
            + "<int name=\"x2\" value=\"100\"/><int name=\"y2\" value=\"0\"/><int name=\"prev\" value=\"0\"/>"
            + "<int name=\"next\" value=\"0\"/></imgdir>";

    static String map(String info, String footholds, String ladders) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><imgdir name=\"m.img\">" + info
                + "<imgdir name=\"foothold\"><imgdir name=\"0\"><imgdir name=\"1\">" + footholds
                + "</imgdir></imgdir></imgdir>" + ladders + "</imgdir>";
    }

    static String fh(int id, String x1, int next, int prev) {
        return "<imgdir name=\"" + id + "\">" + x1 + "<int name=\"y1\" value=\"0\"/>"
                + "<int name=\"x2\" value=\"100\"/><int name=\"y2\" value=\"0\"/><int name=\"prev\" value=\"" + prev
                + "\"/><int name=\"next\" value=\"" + next + "\"/></imgdir>";
    }

    static String ladder(String body) {
        return "<imgdir name=\"ladderRope\"><imgdir name=\"1\">" + body + "</imgdir></imgdir>";
    }

    static final String X1 = "<int name=\"x1\" value=\"0\"/>";
    static final String LADDER_OK = "<int name=\"l\" value=\"1\"/><int name=\"uf\" value=\"1\"/>"
            + "<int name=\"x\" value=\"5\"/><int name=\"y1\" value=\"-50\"/><int name=\"y2\" value=\"0\"/>";

    static Stream<Arguments> kinds() {
        return Stream.of(
                Arguments.of("not XML", "<imgdir name=\"m\"><int", "m.img.xml: /: not well-formed XML"),
                Arguments.of("wrong root", "<?xml version=\"1.0\"?><dir name=\"m\"/>",
                        "m.img.xml: /: root element is <dir>, expected <imgdir>"),
                Arguments.of("no foothold node", "<imgdir name=\"m\"><imgdir name=\"info\"/></imgdir>",
                        "m.img.xml: /foothold: missing: the map has no foothold node"),
                Arguments.of("missing coordinate", map("", fh(1, "", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/x1: missing (required int)"),
                Arguments.of("non-integer coordinate", map("", fh(1, "<int name=\"x1\" value=\"1.5\"/>", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/x1: value '1.5' is not a 32-bit integer"),
                Arguments.of("coordinate of the wrong node type",
                        map("", fh(1, "<string name=\"x1\" value=\"0\"/>", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/x1: is a <string> node, expected <int>"),
                Arguments.of("integer overflow", map("", fh(1, "<int name=\"x1\" value=\"99999999999\"/>", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/x1: value '99999999999' is not a 32-bit integer"),
                Arguments.of("value attribute missing", map("", fh(1, "<int name=\"x1\"/>", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/x1: has no value attribute"),
                Arguments.of("node without a name", map("", fh(1, "<int value=\"0\"/>", 0, 0), ""),
                        "m.img.xml: /foothold/0/1/1/<int>: node has no name attribute"),
                Arguments.of("layer not an integer", "<imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"a\">"
                        + "</imgdir></imgdir></imgdir>", "m.img.xml: /foothold/a: layer name 'a' is not an integer"),
                Arguments.of("group not an integer", "<imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"0\">"
                        + "<imgdir name=\"g\"/></imgdir></imgdir></imgdir>",
                        "m.img.xml: /foothold/0/g: group name 'g' is not an integer"),
                Arguments.of("foothold id below 1", map("", fh(0, X1, 0, 0), ""),
                        "m.img.xml: /foothold/0/1/0: foothold id 0 must be at least 1"),
                Arguments.of("duplicate foothold id",
                        "<imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"0\"><imgdir name=\"1\">" + FH1
                                + "</imgdir><imgdir name=\"2\">" + FH1 + "</imgdir></imgdir></imgdir></imgdir>",
                        "m.img.xml: /foothold/0/2/1: foothold id 1 already used at /foothold/0/1/1"),
                Arguments.of("unresolved next", map("", fh(1, X1, 7, 0), ""),
                        "m.img.xml: /foothold/0/1/1/next: 7 names no foothold"),
                Arguments.of("unresolved prev", map("", fh(1, X1, 0, 9), ""),
                        "m.img.xml: /foothold/0/1/1/prev: 9 names no foothold"),
                Arguments.of("negative link", map("", fh(1, X1, -2, 0), ""),
                        "m.img.xml: /foothold/0/1/1: prev 0 / next -2 must be foothold ids or 0"),
                Arguments.of("link to itself", map("", fh(1, X1, 1, 0), ""),
                        "m.img.xml: /foothold/0/1/1: links to itself (prev 0, next 1)"),
                Arguments.of("no footholds", "<imgdir name=\"m\"><imgdir name=\"foothold\"/></imgdir>",
                        "m.img.xml: /foothold: holds no footholds"),
                Arguments.of("ladder missing x", map("", FH1, ladder("<int name=\"l\" value=\"1\"/><int name=\"uf\" "
                        + "value=\"1\"/><int name=\"y1\" value=\"0\"/><int name=\"y2\" value=\"9\"/>")),
                        "m.img.xml: /ladderRope/1/x: missing (required int)"),
                Arguments.of("ladder flag not 0 or 1", map("", FH1, ladder(LADDER_OK.replace("\"l\" value=\"1\"",
                        "\"l\" value=\"2\"") + "<int name=\"page\" value=\"0\"/>")),
                        "m.img.xml: /ladderRope/1/l: value 2 must be 0 or 1"),
                Arguments.of("ladder without page", map("", FH1, ladder(LADDER_OK)),
                        "m.img.xml: /ladderRope/1/page: missing (required int)"),
                Arguments.of("partial VR", map("<imgdir name=\"info\"><int name=\"VRTop\" value=\"-5\"/></imgdir>",
                        FH1, ""),
                        "m.img.xml: /info: has 1 of the 4 fields VRLeft, VRTop, VRRight, VRBottom: give all or none"),
                Arguments.of("empty VR", map("<imgdir name=\"info\"><int name=\"VRTop\" value=\"0\"/>"
                        + "<int name=\"VRLeft\" value=\"10\"/><int name=\"VRBottom\" value=\"50\"/>"
                        + "<int name=\"VRRight\" value=\"10\"/></imgdir>", FH1, ""),
                        "m.img.xml: /info: VR rectangle left 10 right 10 top 0 bottom 50 is empty"),
                Arguments.of("fs not a number", map("<imgdir name=\"info\"><float name=\"fs\" value=\"ice\"/></imgdir>",
                        FH1, ""), "m.img.xml: /info/fs: value 'ice' is not a finite number"),
                Arguments.of("fs not positive", map("<imgdir name=\"info\"><float name=\"fs\" value=\"0\"/></imgdir>",
                        FH1, ""), "m.img.xml: /info/fs: fs 0.0 must be positive"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kinds")
    void eachMalformedKindHasItsOwnError(String kind, String xml, String message) {
        MapFormatException e = assertThrows(MapFormatException.class, () -> load(xml));
        assertEquals(message, e.getMessage().startsWith(message) ? message : e.getMessage(), kind);
    }

    @org.junit.jupiter.api.Test
    void physicsFileErrorsNameTheNodeToo() {
        String phys = "<imgdir name=\"Physics.img\"><double name=\"walkSpeed\" value=\"12x5\"/></imgdir>";
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> PhysicsLoader.load("Physics.img.xml",
                        new ByteArrayInputStream(phys.getBytes(StandardCharsets.UTF_8))));
        assertEquals("Physics.img.xml: /walkSpeed: value '12x5' is not a finite number", e.getMessage());
    }

    static FootholdMap load(String xml) {
        return MapLoader.load("m.img.xml", new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
