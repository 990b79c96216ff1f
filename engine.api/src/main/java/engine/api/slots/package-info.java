/**
 * The slot catalogue ({@link engine.api.slots.Slots}): every replaceable function of the engine, by id, in a fixed
 * order. Plugins only read it, so a new slot is a minor change that leaves installed plugins resolving.
 */
@Export
@Version("3.0.0")
package engine.api.slots;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
