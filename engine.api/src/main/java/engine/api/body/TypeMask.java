package engine.api.body;

/** Bits of the type mask at body +0x44, copied from the owner's vtable +0x20 (Units 3, 7, 11). */
public final class TypeMask {
    /** 0x8: a world object. */
    public static final int OBJECT = 0x8;
    /** 0x40: a human. */
    public static final int HUMAN = 0x40;
    /** 0x200: the capsule pair skips its vertical interval test against such a body. */
    public static final int NO_HEIGHT_TEST = 0x200;
    /** −1: every type (the queries' "any type" mask). */
    public static final int ANY = -1;

    private TypeMask() {
    }
}
