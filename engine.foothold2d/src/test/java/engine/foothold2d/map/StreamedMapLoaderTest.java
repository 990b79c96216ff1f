package engine.foothold2d.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.PhysicsConstants;
import engine.foothold2d.MapleData;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input round 3, item 8: the map loader read the whole export into a DOM (15-22x the file's size). It streams
 * now; these pin that what it compiles is what the tree reader compiled, and that the stream reader keeps the XML
 * attack protections (no DOCTYPE, no entity, nothing external read).
 */
class StreamedMapLoaderTest {
    @TempDir
    Path dir;

    /** SHA-256 of the compiled map's full text (every foothold, ladder, the bounds and the field attributes). */
    private static String digest(Object compiled) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(compiled.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** The digests were taken with the DOM loader before it was replaced. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "aquarium.img.xml, 2ea8ffc1dc09b6d7fc12f40e7708339b66d2657aaa70a887a69433b1aeae86cc",
        "icefield.img.xml, dfca5f3b776210816900190bb666480c02aef68d6bdd45f9759d8a5e280eb1f3",
        "nodrop.img.xml, 98d03c70497405eea8e985bfed3d379be0e14325307500ede09926ce07ce27bb",
        "platforms.img.xml, 99caf9a22bda19abdf3e784d595adf441ddd34844f94784d25b36daa1f98a221",
        "skyway.img.xml, e2dc33e754f1bc0f18d99ea5109b5f813eb414939f449e0a32f1e4efab80f493",
        "town.img.xml, d2a8cb1697fba2fa19c4289e925f2eb26304bb6e276f222f9c18a047fbfc6e90"})
    void theStreamedLoaderCompilesTheFixturesAsTheTreeLoaderDid(String file, String sha256) throws Exception {
        assertEquals(sha256, digest(MapLoader.load(MapleData.synthetic(file))));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "100000000.img.xml, 247f7ba2eb533d405fa0db9613f84a0561597c894cdb1495eefff79b952bb11f",
        "211040600.img.xml, 4c8fde0a8bc51f906fce7d50dc0cc114f83bf8c3d8a4ccbee3d91045f5458409"})
    void theStreamedLoaderCompilesTheRealMapsAsTheTreeLoaderDid(String file, String sha256) throws Exception {
        assertEquals(sha256, digest(MapLoader.load(MapleData.realMap(file))));
    }

    @Test
    void thePhysicsExportsReadAsBefore() throws Exception {
        assertEquals("387eef076196ac394596394eb5c0862d6c3fb40cb3cfb9fc0f19f31f4769b5cd",
                digest(PhysicsLoader.load(MapleData.synthetic("Physics.img.xml"))));
        PhysicsConstants real = PhysicsLoader.load(MapleData.realMap(MapleData.PHYSICS));
        assertEquals("c9ebdd446bebbd0754cb29462f4d43e5384a3727f1467555bea87982ac0927ee", digest(real));
    }

    private static MapFormatException refused(String xml) {
        return assertThrows(MapFormatException.class, () -> MapLoader.load("m.img.xml",
                new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void anExternalEntityIsNeverRead() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "1");
        MapFormatException e = refused("<?xml version=\"1.0\"?><!DOCTYPE imgdir [<!ENTITY x SYSTEM \""
                + secret.toUri() + "\">]><imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"&x;\"/>"
                + "</imgdir></imgdir>");
        assertTrue(e.getMessage().startsWith("m.img.xml: /: not well-formed XML: DOCTYPE is disallowed"),
                e.getMessage());
    }

    @Test
    void anExternalDtdOnAFifoIsNeverOpened() throws Exception {
        Path fifo = dir.resolve("dtd.fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo is not available");
        // Opening a FIFO for reading blocks until a writer comes: a parser that fetched the DTD would hang here.
        MapFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> refused(
                "<?xml version=\"1.0\"?><!DOCTYPE imgdir SYSTEM \"" + fifo.toUri() + "\"><imgdir name=\"m\"/>"));
        assertTrue(e.getMessage().contains("DOCTYPE is disallowed"), e.getMessage());
    }

    @Test
    void entityExpansionIsRefusedBeforeAnyExpansion() {
        StringBuilder laughs = new StringBuilder("<?xml version=\"1.0\"?><!DOCTYPE imgdir [<!ENTITY a \"lol\">");
        for (int i = 1; i < 10; i++) {
            laughs.append("<!ENTITY ").append((char) ('a' + i)).append(" \"").append(("&" + (char) ('a' + i - 1)
                    + ";").repeat(10)).append("\">");
        }
        laughs.append("]><imgdir name=\"&j;\"/>");
        assertTrue(refused(laughs.toString()).getMessage().contains("DOCTYPE is disallowed"));
    }

    @Test
    void anUndeclaredEntityReferenceIsNotWellFormed() {
        MapFormatException e = refused("<imgdir name=\"m\"><imgdir name=\"foothold\">&x;</imgdir></imgdir>");
        assertTrue(e.getMessage().startsWith("m.img.xml: /: not well-formed XML"), e.getMessage());
    }

    @Test
    void aParseErrorAfterASemanticFaultIsReportedFirstAsTheTreeReaderDid() {
        MapFormatException e = refused("<imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"a\"/></imgdir>"
                + "<int name=\"broken\" value=\"1\"></imgdir>");
        assertTrue(e.getMessage().startsWith("m.img.xml: /: not well-formed XML: line 1, column "), e.getMessage());
    }

    @Test
    void aNamelessLayerAfterAFaultyFootholdIsTheFaultReportedAsBefore() {
        String fh = "<imgdir name=\"1\"><int name=\"x1\" value=\"zz\"/></imgdir>";
        MapFormatException e = refused("<imgdir name=\"m\"><imgdir name=\"foothold\"><imgdir name=\"0\"><imgdir"
                + " name=\"1\">" + fh + "</imgdir></imgdir><imgdir/></imgdir></imgdir>");
        assertEquals("m.img.xml: /foothold/<imgdir>: node has no name attribute", e.getMessage());
    }

    @Test
    void aByteThatIsNotUtf8IsAParseErrorAndNothingIsPrintedToStderr() {
        byte[] xml = "<imgdir name=\"m\"><imgdir name=\"x\u00e9\"/></imgdir>".getBytes(StandardCharsets.ISO_8859_1);
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
        MapFormatException e;
        try {
            e = assertThrows(MapFormatException.class,
                    () -> MapLoader.load("m.img.xml", new ByteArrayInputStream(xml)));
        } finally {
            System.setErr(err);
        }
        assertTrue(e.getMessage().startsWith("m.img.xml: /: not well-formed XML: it holds a byte sequence that is not"
                + " UTF-8"), e.getMessage());
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anExportDeclaringAnotherEncodingIsReadInIt() {
        String utf8 = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
        String xml = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + MalformedMapTest.map("",
                MalformedMapTest.FH1, "<imgdir name=\"caf\u00e9\"/>").substring(utf8.length());
        FootholdMap m = MapLoader.load("m.img.xml",
                new ByteArrayInputStream(xml.getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals(1, m.footholds().size());
    }

    @Test
    void nodesTheMovementNeverReadsAreSkippedEvenWhenTheyHoldNamelessChildren() {
        FootholdMap m = MapLoader.load("m.img.xml", new ByteArrayInputStream(MalformedMapTest.map("",
                MalformedMapTest.FH1, "<imgdir name=\"life\"><imgdir><int value=\"3\"/></imgdir></imgdir>")
                .getBytes(StandardCharsets.UTF_8)));
        assertEquals(1, m.footholds().size());
    }
}
