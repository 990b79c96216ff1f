/**
 * The shape kernels of Unit 6: posing a shape from its owner (the shape vtable) and bounding it.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.shape;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
