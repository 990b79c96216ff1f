/**
 * The shape-pair kernels' interfaces (Units 4, 5, 11, 12): a moving shape against another at rest, and the static
 * overlap.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.pair;

import engine.api.kernel.KernelContext;
import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
