/**
 * The level's collision mesh (float32 vertices, 10-byte triangles, the uniform cell grid of triangle lists; the
 * original's u16 corners and lists, held as int so a mesh may go past them, which
 * {@link engine.api.mesh.CollisionMesh#fitsOriginalFormat()} tells), the per-query scratch of
 * CollisionMesh_BeginShapeQuery, and the builder that bakes a grid from triangles.
 */
@Export
@Version("3.0.0")
package engine.api.mesh;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
