package engine.launcher.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import engine.api.kernel.Profile;
import engine.api.kernel.SelectionException;
import engine.api.quirk.Quirk;
import engine.launcher.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Reads a profile from JSON: {"default": "faithful", "slots": {"mesh-contact-sort": "fixed"},
 * "floatModel": "ieee", "disabledCorrections": ["SORT_SMEAR"]}; every field optional. Errors name the
 * source and the field.
 */
public final class ProfileReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> FIELDS = Set.of("default", "slots", "floatModel", "disabledCorrections");

    private ProfileReader() {
    }

    /** Reads the profile in file. */
    public static Profile read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new InputException(file + ": cannot read the profile: " + e.getMessage(), e);
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
        }
        if (root == null || !root.isObject()) {
            throw new InputException(source + ": a profile is a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!FIELDS.contains(f)) {
                throw new InputException(source + ": field " + f + ": unknown (fields are default, slots, floatModel, "
                        + "disabledCorrections)");
            }
        }
        String def = text(root, "default", source, Profile.DEFAULT.defaultProvider());
        String model = text(root, "floatModel", source, Profile.DEFAULT.floatModel());
        Map<String, String> slots = new LinkedHashMap<>();
        JsonNode s = root.get("slots");
        if (s != null) {
            if (!s.isObject()) {
                throw new InputException(source + ": field slots: must be an object of slot id to provider id");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = s.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isTextual()) {
                    throw new InputException(source + ": field slots." + e.getKey() + ": must be a provider id string");
                }
                slots.put(e.getKey(), e.getValue().asText());
            }
        }
        Set<Quirk> disabled = EnumSet.noneOf(Quirk.class);
        JsonNode d = root.get("disabledCorrections");
        if (d != null) {
            if (!d.isArray()) {
                throw new InputException(source + ": field disabledCorrections: must be an array of quirk ids");
            }
            for (int i = 0; i < d.size(); i++) {
                String id = d.get(i).asText();
                try {
                    disabled.add(Quirk.valueOf(id));
                } catch (IllegalArgumentException e) {
                    throw new InputException(source + ": field disabledCorrections[" + i + "]: unknown quirk id '" + id
                            + "' (see the quirks command)");
                }
            }
        }
        try {
            return new Profile(def, slots, model, disabled);
        } catch (SelectionException e) {
            throw new InputException(source + ": " + e.getMessage());
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
