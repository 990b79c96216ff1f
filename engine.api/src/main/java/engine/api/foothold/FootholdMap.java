package engine.api.foothold;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A map's footholds and ladders, validated: ids unique, every non-zero prev/next names a foothold of the map.
 * Immutable; footholds are kept in ascending id order so every walk over them is deterministic.
 *
 * @param name       the map's name (its file name or id)
 * @param footholds  the footholds, any order (stored by id)
 * @param ladders    the ladders and ropes, in file order
 * @param bounds     the rectangle ClampToBounds uses (px)
 * @param field      the map's info attributes
 * @param groundPhysics true when the caller accepts ground physics on a swimming or flying map
 *                   ({@link #withGroundPhysics()}); a kernel refuses to step a floating map without it
 */
public record FootholdMap(String name, List<Foothold> footholds, List<LadderRope> ladders, MapBounds bounds,
                          FieldAttributes field, boolean groundPhysics) {

    /** A map with bounds derived from its footholds ({@link MapBounds#derive}) and default field attributes. */
    public FootholdMap(String name, List<Foothold> footholds, List<LadderRope> ladders) {
        this(name, footholds, ladders, MapBounds.derive(footholds), FieldAttributes.DEFAULT);
    }

    /** A map with these bounds and attributes, not opted in to ground physics. */
    public FootholdMap(String name, List<Foothold> footholds, List<LadderRope> ladders, MapBounds bounds,
                       FieldAttributes field) {
        this(name, footholds, ladders, bounds, field, false);
    }

    /** Validates ids and links and stores the footholds in id order. */
    public FootholdMap {
        java.util.Objects.requireNonNull(bounds, "bounds");
        java.util.Objects.requireNonNull(field, "field");
        TreeMap<Integer, Foothold> byId = new TreeMap<>();
        for (Foothold f : footholds) {
            if (byId.put(f.id(), f) != null) {
                throw new IllegalArgumentException(name + ": foothold id " + f.id() + " appears twice");
            }
        }
        for (Foothold f : byId.values()) {
            if (f.prev() != 0 && !byId.containsKey(f.prev())) {
                throw new IllegalArgumentException(name + ": foothold " + f.id() + " field prev: " + f.prev()
                        + " names no foothold");
            }
            if (f.next() != 0 && !byId.containsKey(f.next())) {
                throw new IllegalArgumentException(name + ": foothold " + f.id() + " field next: " + f.next()
                        + " names no foothold");
            }
        }
        footholds = Collections.unmodifiableList(new ArrayList<>(byId.values()));
        ladders = List.copyOf(ladders);
    }

    /** True when the map swims or flies ({@link FieldAttributes#floats()}). */
    public boolean floats() {
        return field.floats();
    }

    /**
     * True when a kernel steps movers on this map: a walking map, or a floating one the caller opted in to ground
     * physics for.
     */
    public boolean walkable() {
        return !field.floats() || groundPhysics;
    }

    /** This map with the caller's explicit opt-in to ground physics on a swimming or flying field. */
    public FootholdMap withGroundPhysics() {
        return groundPhysics ? this : new FootholdMap(name, footholds, ladders, bounds, field, true);
    }

    /**
     * What a launcher should tell its user about this map: one line when it swims or flies (the engine has only
     * the client's ground physics), saying whether stepping it is refused or opted in; empty otherwise.
     */
    public List<String> warnings() {
        if (!field.floats()) {
            return List.of();
        }
        return List.of(name + ": " + floatWarning(field) + (groundPhysics
                ? "; the caller opted in: movers are walked with ground physics, not as the client moves them"
                : "; stepping a mover here is refused (UnsupportedFieldException) unless the caller opts in with"
                + " withGroundPhysics()"));
    }

    /** One phrase naming what field's swim and fly flags make it. */
    static String floatWarning(FieldAttributes field) {
        String what = field.swim() && field.fly() ? "info/swim and info/fly are set"
                : field.swim() ? "info/swim is set (a swimming map)" : "info/fly is set (a flying map)";
        return what + ", but this engine has no swim or fly physics";
    }

    /** The foothold with this id, or null (0 and unknown ids give null). */
    public Foothold foothold(int id) {
        int lo = 0;
        int hi = footholds.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int midId = footholds.get(mid).id();
            if (midId < id) {
                lo = mid + 1;
            } else if (midId > id) {
                hi = mid - 1;
            } else {
                return footholds.get(mid);
            }
        }
        return null;
    }

    /** The ladder or rope with this id, or null. */
    public LadderRope ladder(int id) {
        for (LadderRope l : ladders) {
            if (l.id() == id) {
                return l;
            }
        }
        return null;
    }

    /** Footholds per layer, in id order (a fresh sorted map). */
    public Map<Integer, List<Foothold>> byLayer() {
        TreeMap<Integer, List<Foothold>> out = new TreeMap<>();
        for (Foothold f : footholds) {
            out.computeIfAbsent(f.layer(), k -> new ArrayList<>()).add(f);
        }
        return out;
    }
}
