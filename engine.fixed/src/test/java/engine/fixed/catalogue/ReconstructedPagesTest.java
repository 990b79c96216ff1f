package engine.fixed.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A reconstructed entry that names its derivation page (docs/NAME.md) names one that exists and speaks of it by id;
 * the reconstructions of Units 4, 5, 12 and 13 each name theirs.
 */
class ReconstructedPagesTest {
    private static final Pattern PAGE = Pattern.compile("docs/([a-z0-9-]+\\.md)");
    /** The repository's docs folder, seen from this module's folder (where the build runs the tests). */
    private static final Path DOCS = Path.of("..", "docs");

    @Test
    void theReconstructionsOfUnits4512And13NameTheirDerivationPages() {
        Map<Quirk, String> pages = Map.of(Quirk.SEGMENT_CLOSEST_POINTS, "unit4-overlaps.md",
                Quirk.STATIC_OVERLAPS, "unit4-overlaps.md", Quirk.STRIKE_SWEEPS, "box-sweeps.md",
                Quirk.STRIKE_SHAPE_SWEEP, "strike-test.md", Quirk.CAPSULE_BOX_SWEEP, "box-sweeps.md",
                Quirk.BOX_TRIANGLE_SWEEP, "box-sweeps.md");
        for (Map.Entry<Quirk, String> e : pages.entrySet()) {
            assertEquals(QuirkKind.RECONSTRUCTED, e.getKey().kind(), e.getKey().id());
            Matcher m = PAGE.matcher(e.getKey().kept());
            assertTrue(m.find(), e.getKey() + " names no page: " + e.getKey().kept());
            assertEquals(e.getValue(), m.group(1), e.getKey().id());
        }
    }

    @Test
    void everyPageAReconstructedEntryNamesExistsAndNamesTheEntry() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Quirk q : Quirk.values()) {
            if (q.kind() != QuirkKind.RECONSTRUCTED) {
                continue;
            }
            Matcher m = PAGE.matcher(q.kept());
            while (m.find()) {
                Path page = DOCS.resolve(m.group(1));
                if (!Files.isRegularFile(page)) {
                    wrong.add(q.id() + ": no " + page);
                } else if (!Files.readString(page).contains(q.id())) {
                    wrong.add(q.id() + ": " + page + " does not name it");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }
}
