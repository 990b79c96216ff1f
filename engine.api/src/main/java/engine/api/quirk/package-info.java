/**
 * The quirk catalogue: every known divergence of the original from the obvious correct behaviour (bugs, fixed
 * limits, unchecked inputs, reconstructions and documented design choices), and the log kernels report the
 * quirks that fired to.
 */
@Export
@Version("2.1.0")
package engine.api.quirk;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
