package engine.api.scene;

/** Which create function makes a scene body (Unit 9). */
public enum BodyKind {
    /** IPhysics_CreateHumanBody: a human set, stepped as a human. */
    HUMAN,
    /** IPhysics_CreatePunchBagBody: the punch bag set, stepped as a human. */
    PUNCH_BAG,
    /** IPhysics_CreateObjectBody with an object sphere or box: swept, then updated. */
    OBJECT,
    /** IPhysics_CreateCarBody with a car box: swept, then updated. */
    CAR,
    /** Physics_CreateBoxBody: a pane its owner only poses. */
    PANE
}
