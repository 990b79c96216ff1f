package engine.launcher.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.selection.SlotChoice;
import engine.launcher.exit.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Profiles from JSON: every field optional, every mistake named by source and field. */
class ProfileReaderTest {

    @Test
    void anEmptyObjectIsTheDefaultProfile() {
        assertEquals(Profile.DEFAULT, ProfileReader.parse("{}", "p.json"));
    }

    @Test
    void readsEveryField() {
        Profile p = ProfileReader.parse("{\"default\":\"fixed\",\"slots\":{\"mesh-contact-sort\":\"faithful\"},"
                + "\"floatModel\":\"ps2\",\"disabledCorrections\":[\"SORT_SMEAR\"]}", "p.json");
        assertEquals("fixed", p.defaultProvider());
        assertEquals(Map.of("mesh-contact-sort", SlotChoice.of("faithful")), p.slots());
        assertEquals("ps2", p.floatModel());
        assertEquals(Set.of(Quirk.SORT_SMEAR), p.disabledCorrections());
    }

    @Test
    void readsCorrectionsPerSlotWithOrWithoutAProvider() {
        Profile p = ProfileReader.parse("{\"default\":\"fixed\",\"slots\":{"
                + "\"mesh-sweep.capsule\":{\"provider\":\"fixed\",\"corrections\":{\"CAPSULE_LIST_OVERRUN\":false}},"
                + "\"mesh-contact-sort\":{\"corrections\":{\"SORT_SMEAR\":true}}}}", "p.json");
        assertEquals(new SlotChoice("fixed", Map.of(Quirk.CAPSULE_LIST_OVERRUN, false)),
                p.slots().get("mesh-sweep.capsule"));
        assertEquals(new SlotChoice(null, Map.of(Quirk.SORT_SMEAR, true)), p.slots().get("mesh-contact-sort"));
        assertEquals("fixed", p.providerFor("mesh-contact-sort"), "a slot object without provider keeps the default");
    }

    @Test
    void eachMistakeNamesTheSourceAndField() {
        assertMessage("{", "p.json: not valid JSON");
        assertMessage("[]", "p.json: a profile is a JSON object");
        assertMessage("{\"defualt\":\"x\"}", "p.json: field defualt: unknown");
        assertMessage("{\"default\":3}", "p.json: field default: must be a string");
        assertMessage("{\"slots\":[]}", "p.json: field slots: must be an object");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":1}}",
                "p.json: field slots.mesh-contact-sort: must be a provider id");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":{\"provder\":\"x\"}}}",
                "p.json: field slots.mesh-contact-sort.provder: unknown");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":{\"provider\":3}}}",
                "p.json: field slots.mesh-contact-sort.provider: must be a provider id string");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":{\"corrections\":[]}}}",
                "p.json: field slots.mesh-contact-sort.corrections: must be an object");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":{\"corrections\":{\"NOPE\":false}}}}",
                "p.json: field slots.mesh-contact-sort.corrections.NOPE: unknown quirk id");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":{\"corrections\":{\"SORT_SMEAR\":\"off\"}}}}",
                "p.json: field slots.mesh-contact-sort.corrections.SORT_SMEAR: must be true or false");
        assertMessage("{\"disabledCorrections\":[1]}", "p.json: field disabledCorrections[0]: must be a quirk id");
        assertMessage("{\"slots\":{\"no-such-slot\":\"faithful\"}}", "p.json: unknown slot 'no-such-slot'");
        assertMessage("{\"default\":\"Bad Id\"}", "p.json: default: provider id 'Bad Id'");
        assertMessage("{\"floatModel\":\"x87\"}", "p.json: floatModel: 'x87' is not 'ieee' or 'ps2'");
        assertMessage("{\"disabledCorrections\":\"SORT_SMEAR\"}",
                "p.json: field disabledCorrections: must be an array");
        assertMessage("{\"disabledCorrections\":[\"NOPE\"]}",
                "p.json: field disabledCorrections[0]: unknown quirk id 'NOPE'");
    }

    private static void assertMessage(String json, String prefix) {
        InputException e = assertThrows(InputException.class, () -> ProfileReader.parse(json, "p.json"));
        if (!e.getMessage().startsWith(prefix)) {
            throw new AssertionError("expected a message starting with <" + prefix + "> but got <" + e.getMessage()
                    + ">");
        }
    }

    @Test
    void trailingGarbageAfterTheProfileIsRefused() {
        assertMessage("{\"default\": \"fixed\"} xyz", "p.json: not valid JSON");
    }

    @Test
    void duplicateKeysAreRefused() {
        assertMessage("{\"default\": \"fixed\", \"default\": \"faithful\"}", "p.json: not valid JSON");
    }

    @Test
    void aByteOrderMarkBeforeTheProfileIsSkipped(@TempDir Path dir)
            throws IOException {
        Path f = dir.resolve("p.json");
        Files.writeString(f, "\ufeff{\"default\": \"fixed\"}");
        assertEquals("fixed", ProfileReader.read(f).defaultProvider());
    }

    @Test
    void aProfileThatIsNotUtf8IsNamed(@TempDir Path dir)
            throws IOException {
        Path f = dir.resolve("p.json");
        Files.write(f, new byte[] {'{', (byte) 0xff, '}'});
        InputException e = assertThrows(InputException.class, () -> ProfileReader.read(f));
        assertTrue(e.getMessage().contains("not UTF-8"), e.getMessage());
    }
}
