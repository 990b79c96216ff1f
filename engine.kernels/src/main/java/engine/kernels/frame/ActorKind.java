package engine.kernels.frame;

/** What the frame runs for an actor (docs/architecture.md, "The frame"). */
public enum ActorKind {
    /** A human (Human_Move): PhysicsBody_Sweep, PhysicsHumanBody_Update, _PushAwayHumans, Human_TestStrikes. */
    HUMAN,
    /** An object or a car: PhysicsBody_Sweep, then the body's Update. */
    SWEPT,
    /** A pane or any body its owner only poses: the body's Update. */
    POSED
}
