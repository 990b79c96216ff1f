package engine.api.shape;

/** The shape type byte at head +0x30 (Unit 6). */
public enum ShapeType {
    /** 1: an oriented box (half extents, three axes, centre). */
    BOX(1),
    /** 2: a sphere (radius, centre). */
    SPHERE(2),
    /** 3: an upright capsule (radius, height, base at the bottom centre). */
    CAPSULE(3),
    /** 4: a segment (start, end, radius, length). */
    SEGMENT(4);

    private final int code;

    ShapeType(int code) {
        this.code = code;
    }

    /** The type byte as the original stores it, 1..4. */
    public int code() {
        return code;
    }

    /** Index 0..3 for tables sized by type (code − 1). */
    public int index() {
        return code - 1;
    }

    /** The type for a type byte 1..4. */
    public static ShapeType ofCode(int code) {
        if (code < 1 || code > 4) {
            throw new IllegalArgumentException("shape type byte " + code
                    + " is not 1 (box), 2 (sphere), 3 (capsule) or 4 (segment)");
        }
        return values()[code - 1];
    }

    /** Lower-case name used in slot ids and reports ("box", "sphere", "capsule", "segment"). */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
