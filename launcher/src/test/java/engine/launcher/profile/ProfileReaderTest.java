package engine.launcher.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import engine.api.kernel.Profile;
import engine.api.quirk.Quirk;
import engine.launcher.InputException;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

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
        assertEquals(Map.of("mesh-contact-sort", "faithful"), p.slots());
        assertEquals("ps2", p.floatModel());
        assertEquals(Set.of(Quirk.SORT_SMEAR), p.disabledCorrections());
    }

    @Test
    void eachMistakeNamesTheSourceAndField() {
        assertMessage("{", "p.json: not valid JSON");
        assertMessage("[]", "p.json: a profile is a JSON object");
        assertMessage("{\"defualt\":\"x\"}", "p.json: field defualt: unknown");
        assertMessage("{\"default\":3}", "p.json: field default: must be a string");
        assertMessage("{\"slots\":[]}", "p.json: field slots: must be an object");
        assertMessage("{\"slots\":{\"mesh-contact-sort\":1}}", "p.json: field slots.mesh-contact-sort: must be a provider id");
        assertMessage("{\"slots\":{\"no-such-slot\":\"faithful\"}}", "p.json: unknown slot 'no-such-slot'");
        assertMessage("{\"default\":\"Bad Id\"}", "p.json: default: provider id 'Bad Id'");
        assertMessage("{\"floatModel\":\"x87\"}", "p.json: floatModel: 'x87' is not 'ieee' or 'ps2'");
        assertMessage("{\"disabledCorrections\":\"SORT_SMEAR\"}", "p.json: field disabledCorrections: must be an array");
        assertMessage("{\"disabledCorrections\":[\"NOPE\"]}", "p.json: field disabledCorrections[0]: unknown quirk id 'NOPE'");
    }

    private static void assertMessage(String json, String prefix) {
        InputException e = assertThrows(InputException.class, () -> ProfileReader.parse(json, "p.json"));
        if (!e.getMessage().startsWith(prefix)) {
            throw new AssertionError("expected a message starting with <" + prefix + "> but got <" + e.getMessage() + ">");
        }
    }
}
