/**
 * The body sweep's kernels (Units 3 and 11): the sweep passes, the body pass, the contact resolution with its move
 * state, and the capacities of the contact lists.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.sweep;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
