/**
 * The 3D scene service: builds a {@link engine.kernels.world.PhysicsWorld} for an {@link engine.api.scene.Scene3D}
 * (bodies through the create functions, scripted owners) and steps it with the {@link engine.kernels.frame.FrameLoop}.
 */
package engine.kernels.scene;
