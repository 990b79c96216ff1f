/**
 * The 2D foothold model of the side-scrolling MMO client (spec: foothold2d-cmovepath.txt): footholds with
 * prev/next links, ladders and ropes, a map with its bounds and field attributes, the physics constants, the
 * mover's state and stats, the movement records, and the movement kernel's interface.
 */
@Export
@Version("3.0.0")
package engine.api.foothold;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
