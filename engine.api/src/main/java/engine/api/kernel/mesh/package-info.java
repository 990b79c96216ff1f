/**
 * The mesh kernels' interfaces (Unit 2): a shape swept against or overlapping the level mesh, and the sort of a
 * collector's contacts.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.mesh;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
