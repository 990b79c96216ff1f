/**
 * The body record of Unit 7 (the sort node, shapes, owner, flags, type mask, push-out, scale, stuck counter)
 * and the named bits of its flags and type mask.
 */
@Export
@Version("1.0.0")
package engine.api.body;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
