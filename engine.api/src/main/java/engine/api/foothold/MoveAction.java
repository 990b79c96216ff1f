package engine.api.foothold;

/** The action SetFootholdState asks the owner for (this[79]), as RecordMovement sends it. */
public enum MoveAction {
    /** On a foothold, no horizontal input. */
    STAND,
    /** On a foothold, a horizontal input held. */
    WALK,
    /** On a foothold, down held. */
    PRONE,
    /** Airborne. */
    FALL,
    /** Holding a ladder. */
    LADDER,
    /** Holding a rope. */
    ROPE
}
