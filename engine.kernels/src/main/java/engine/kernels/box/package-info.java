/**
 * The box kernels the original's tables need and the spec does not give, reconstructed (docs/box-sweeps.md): Unit
 * 12's capsule-box sweep and its mirror, Unit 5's strike sweeps against boxes (sphere-box, segment-box, box-box and
 * the box-sphere and box-segment mirrors), and Unit 13's box mesh sweep on Unit 2's collector.
 */
package engine.kernels.box;
