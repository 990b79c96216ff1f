package engine.launcher.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.files.InputFiles;
import engine.api.kernel.SelectionException;
import engine.api.quirk.Quirk;
import engine.api.selection.Profile;
import engine.api.selection.SlotChoice;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Reads a profile from JSON; every field optional:
 * <pre>{"default": "fixed", "floatModel": "ieee", "disabledCorrections": ["SORT_SMEAR"],
 *  "slots": {"mesh-contact-sort": "faithful",
 *            "mesh-sweep.capsule": {"provider": "fixed", "corrections": {"CAPSULE_LIST_OVERRUN": false}}}}</pre>
 * A slot's value is a provider id, or an object with an optional provider (default: the profile's default) and
 * corrections switched on (true) or off (false) for that slot. Errors name the source and the field.
 */
public final class ProfileReader {
    /** The largest profile file read (bytes). */
    public static final long MAX_FILE_BYTES = InputFiles.MIB;
    private static final ObjectMapper JSON = Json.mapper();
    private static final Set<String> FIELDS = Set.of("default", "slots", "floatModel", "disabledCorrections");
    private static final Set<String> SLOT_FIELDS = Set.of("provider", "corrections");

    private ProfileReader() {
    }

    /** Reads the profile in file: a regular file of at most {@link #MAX_FILE_BYTES} of UTF-8 JSON. */
    public static Profile read(Path file) {
        String text;
        try {
            byte[] bytes = InputFiles.readAll(file, MAX_FILE_BYTES, "profile");
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
            if (text.startsWith("\ufeff")) {
                text = text.substring(1); // a UTF-8 byte order mark is not part of the JSON
            }
        } catch (CharacterCodingException e) {
            throw new InputException(file + ": a profile is UTF-8 JSON text, and this file is not UTF-8", e);
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
        return parse(text, file.toString());
    }

    /** Parses a profile from JSON text; source names it in errors. */
    public static Profile parse(String text, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new InputException(source + ": not valid JSON: " + e.getOriginalMessage());
        } catch (NumberFormatException e) { // a number Jackson cannot hold (e.g. an exponent past 2^31)
            throw new InputException(source + ": a number out of range: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new InputException(source + ": a profile is a JSON object");
        }
        checkFields(root, FIELDS, source, "");
        String def = text(root, "default", source, Profile.DEFAULT.defaultProvider());
        String model = text(root, "floatModel", source, Profile.DEFAULT.floatModel());
        Map<String, SlotChoice> slots = new LinkedHashMap<>();
        JsonNode s = root.get("slots");
        if (s != null) {
            if (!s.isObject()) {
                throw new InputException(source + ": field slots: must be an object of slot id to a provider id or "
                        + "{\"provider\": id, \"corrections\": {QUIRK_ID: true|false}}");
            }
            for (Map.Entry<String, JsonNode> e : s.properties()) {
                slots.put(e.getKey(), slotChoice(e.getValue(), source, "slots." + e.getKey()));
            }
        }
        Set<Quirk> disabled = EnumSet.noneOf(Quirk.class);
        JsonNode d = root.get("disabledCorrections");
        if (d != null) {
            if (!d.isArray()) {
                throw new InputException(source + ": field disabledCorrections: must be an array of quirk ids");
            }
            for (int i = 0; i < d.size(); i++) {
                disabled.add(quirk(d.get(i), source, "disabledCorrections[" + i + "]"));
            }
        }
        try {
            return new Profile(def, slots, model, disabled);
        } catch (SelectionException e) {
            throw new InputException(source + ": " + e.getMessage());
        }
    }

    private static SlotChoice slotChoice(JsonNode v, String source, String field) {
        if (v.isTextual()) {
            return SlotChoice.of(v.asText());
        }
        if (!v.isObject()) {
            throw new InputException(source + ": field " + field + ": must be a provider id string or an object "
                    + "{\"provider\": id, \"corrections\": {...}}");
        }
        checkFields(v, SLOT_FIELDS, source, field + ".");
        String provider = null;
        JsonNode p = v.get("provider");
        if (p != null) {
            if (!p.isTextual()) {
                throw new InputException(source + ": field " + field + ".provider: must be a provider id string");
            }
            provider = p.asText();
        }
        Map<Quirk, Boolean> corrections = new EnumMap<>(Quirk.class);
        JsonNode c = v.get("corrections");
        if (c != null) {
            if (!c.isObject()) {
                throw new InputException(source + ": field " + field + ".corrections: must be an object of quirk id "
                        + "to true (on) or false (off)");
            }
            for (Map.Entry<String, JsonNode> e : c.properties()) {
                String f = field + ".corrections." + e.getKey();
                Quirk q = Quirk.byId(e.getKey());
                if (q == null) {
                    throw new InputException(source + ": field " + f + ": unknown quirk id (see the quirks command)");
                }
                if (!e.getValue().isBoolean()) {
                    throw new InputException(source + ": field " + f + ": must be true or false");
                }
                corrections.put(q, e.getValue().booleanValue());
            }
        }
        return new SlotChoice(provider, corrections);
    }

    private static Quirk quirk(JsonNode n, String source, String field) {
        if (!n.isTextual()) {
            throw new InputException(source + ": field " + field + ": must be a quirk id string");
        }
        Quirk q = Quirk.byId(n.asText());
        if (q == null) {
            throw new InputException(source + ": field " + field + ": unknown quirk id '" + n.asText()
                    + "' (see the quirks command)");
        }
        return q;
    }

    private static void checkFields(JsonNode node, Set<String> allowed, String source, String prefix) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new InputException(source + ": field " + prefix + f + ": unknown (fields are "
                        + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
    }

    private static String text(JsonNode root, String field, String source, String fallback) {
        JsonNode n = root.get(field);
        if (n == null) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw new InputException(source + ": field " + field + ": must be a string");
        }
        return n.asText();
    }
}
