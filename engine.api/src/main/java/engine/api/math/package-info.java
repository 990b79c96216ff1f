/**
 * Float32 math in the conventions of the physics spec: 16-byte vectors whose dot product sums x, y and z
 * only, quaternions, 4x4 row matrices, transforms, axis-aligned boxes and the hardware operation layer.
 *
 * <p>Immutable value types ({@link engine.api.math.Vec4}, {@link engine.api.math.Quat},
 * {@link engine.api.math.Mat4}, {@link engine.api.math.Transform}, {@link engine.api.math.Aabb}) carry pure
 * operations; {@link engine.api.math.Float4} is the mutable 16-byte storage that records and kernels write
 * without allocating.
 */
@Export
@Version("3.0.0")
package engine.api.math;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
