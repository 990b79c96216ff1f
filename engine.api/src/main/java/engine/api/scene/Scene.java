package engine.api.scene;

/** A scene to run: a {@link Scene3D} or a {@link Scene2D}. */
public sealed interface Scene permits Scene3D, Scene2D {

    /** The scene's name (reports, file names). */
    String name();

    /** One line saying what the scene shows. */
    String description();

    /** Frames to step (≥ 1). */
    int frames();

    /** Bodies (3D) or movers (2D) in report order. */
    int bodyCount();

    /** The name of body i (0..bodyCount − 1). */
    String bodyName(int i);
}
