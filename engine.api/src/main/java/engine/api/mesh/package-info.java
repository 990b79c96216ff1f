/**
 * The level's collision mesh (float32 vertices, 10-byte triangles, the uniform cell grid of u16 triangle lists),
 * the per-query scratch of CollisionMesh_BeginShapeQuery, and the builder that bakes a grid from triangles.
 */
@Export
@Version("1.0.0")
package engine.api.mesh;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
