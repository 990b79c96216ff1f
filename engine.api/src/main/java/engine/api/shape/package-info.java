/**
 * The four shape records of Unit 6 (oriented box, sphere, upright capsule, segment): the common head and each
 * type's fields, as mutable records the world poses every update.
 */
@Export
@Version("3.0.0")
package engine.api.shape;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
