/**
 * The world's list and queries (Unit 7): the x-sorted list's maintenance, the box queries with their keep filter,
 * and the query record of IPhysics_OverlapShape and IPhysics_CollideShape.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.world;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
