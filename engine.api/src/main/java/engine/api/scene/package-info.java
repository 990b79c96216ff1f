/**
 * Scenes: a 3D level with bodies made through the create functions and scripted owners, or a 2D map with movers and
 * timed inputs; the service that builds a world for one and steps it frame by frame in the original's order, and the
 * scene hash over every body's bits. Plain values: a reader (the launcher's JSON scenarios) makes them.
 */
@Export
@Version("3.1.0")
package engine.api.scene;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
