/**
 * Kernel slots and their selection: the slot catalogue ({@link engine.api.kernel.Slots}), the kernel interfaces
 * each slot holds, the provider SPI ({@link engine.api.kernel.KernelProvider}), profiles and the immutable
 * table a profile resolves into ({@link engine.api.kernel.KernelTable}).
 */
@Export
@Version("1.0.0")
package engine.api.kernel;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
