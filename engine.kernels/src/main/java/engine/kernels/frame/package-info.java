/**
 * The frame: a driver that runs each owner's physics in the original's order (a human's sweep, body update, push
 * and strike test; an object's sweep and update; a pane's update), then IPhysics_Step, over a world whose kernels
 * come from a {@link engine.api.kernel.KernelTable}; and scriptable owners for tests, benchmarks and scenario runs.
 */
package engine.kernels.frame;
