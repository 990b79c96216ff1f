package engine.api.body;

/** Attribute numbers asked through owner vtable +0xd0 (Unit 3; "Attributes"). */
public final class Attribute {
    /** 1: the weight w (82 for a human). */
    public static final int WEIGHT = 1;
    /** 7: the push weight k (1 for most, 1e9 for a held object). */
    public static final int PUSH_WEIGHT = 7;
    /** 8: the restitution e used by the bounce (code 2). */
    public static final int RESTITUTION = 8;

    private Attribute() {
    }
}
