/**
 * Profiles and their resolution: a {@link engine.api.selection.Profile} names a default provider, a provider and
 * corrections per slot, and the float model; {@link engine.api.selection.KernelSelection} resolves it against the
 * installed providers into a {@link engine.api.kernel.KernelTable}, once per world.
 */
@Export
@Version("3.0.0")
package engine.api.selection;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
