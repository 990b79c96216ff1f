package engine.integration;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Generated WZ XML map exports for the memory tests: a chain of footholds (valid, linked, a wall at each end of a
 * group) and, like a real export, many nodes the movement never reads (life, tiles, objects).
 */
final class MapExports {
    private MapExports() {
    }

    /**
     * Writes a map of footholds footholds in groups of 100 and filler other nodes of ~200 bytes each; returns the
     * file's size.
     */
    static long write(Path file, int footholds, int filler) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<imgdir name=\"gen.img\">\n");
            w.write("  <imgdir name=\"info\">\n    <int name=\"VRLimit\" value=\"0\"/>\n  </imgdir>\n");
            w.write("  <imgdir name=\"life\">\n");
            for (int i = 0; i < filler; i++) {
                w.write("    <imgdir name=\"" + i + "\"><string name=\"type\" value=\"m\"/><string name=\"id\" value=\""
                        + (100100 + i % 50) + "\"/><int name=\"x\" value=\"" + (i % 4000) + "\"/><int name=\"y\""
                        + " value=\"" + (i % 700) + "\"/><int name=\"cy\" value=\"0\"/></imgdir>\n");
            }
            w.write("  </imgdir>\n  <imgdir name=\"foothold\">\n    <imgdir name=\"0\">\n");
            int id = 1;
            for (int g = 0; id <= footholds; g++) {
                w.write("      <imgdir name=\"" + (g + 1) + "\">\n");
                int first = id;
                int last = Math.min(footholds, first + 99);
                for (; id <= last; id++) {
                    int x = (id - first) * 30;
                    int y = 100 * g;
                    w.write("        <imgdir name=\"" + id + "\"><int name=\"x1\" value=\"" + x + "\"/><int name=\"y1\""
                            + " value=\"" + y + "\"/><int name=\"x2\" value=\"" + (x + 30) + "\"/><int name=\"y2\""
                            + " value=\"" + y + "\"/><int name=\"prev\" value=\"" + (id == first ? 0 : id - 1)
                            + "\"/><int name=\"next\" value=\"" + (id == last ? 0 : id + 1) + "\"/></imgdir>\n");
                }
                w.write("      </imgdir>\n");
            }
            w.write("    </imgdir>\n  </imgdir>\n");
            w.write("  <imgdir name=\"ladderRope\"><imgdir name=\"1\"><int name=\"l\" value=\"1\"/><int name=\"uf\""
                    + " value=\"1\"/><int name=\"x\" value=\"15\"/><int name=\"y1\" value=\"-100\"/><int name=\"y2\""
                    + " value=\"0\"/><int name=\"page\" value=\"0\"/></imgdir></imgdir>\n");
            w.write("</imgdir>\n");
        }
        return Files.size(file);
    }
}
