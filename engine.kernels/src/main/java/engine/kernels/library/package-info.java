/**
 * The kernel library's one exported package: {@link engine.kernels.library.KernelLibrary} gives the slots the library
 * serves, the corrections its switches make, a kernel per slot built for a {@link engine.api.kernel.KernelConfig}, and
 * the oracle's spec functions. Exported (and versioned) only for the provider bundles that build on it.
 */
@Export
@Version("1.0.0")
package engine.kernels.library;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
