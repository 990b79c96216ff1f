/**
 * Reading and writing collision meshes: the binary mesh file ({@link engine.meshio.MeshFile}, version 1 for
 * meshes in the original's u16 format, version 2 with u32 indices for larger ones; layout in
 * docs/mesh-format.md) and the Wavefront OBJ importer. Every reader validates all of its input before it
 * returns and reports the first fault with the source, the position and the record and field.
 */
@Export
@Version("1.0.0")
package engine.meshio;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
