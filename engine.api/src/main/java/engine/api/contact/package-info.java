/**
 * The 0xc0-byte contact record the sweeps and overlaps write and the resolution reads (Units 2, 3, 11), its
 * flags, and the answer code an owner's contact handler returns.
 */
@Export
@Version("1.0.0")
package engine.api.contact;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
