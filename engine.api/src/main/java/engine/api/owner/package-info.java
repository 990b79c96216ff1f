/**
 * The owner callbacks the physics calls (the owner vtable slots of Units 3, 6, 10, 11), as interfaces a game
 * port implements, with the named state bits and attributes they answer.
 *
 * <p>Every transform and vector is passed through caller-owned {@link engine.api.math.Float4} buffers, so a
 * step calls its owners without allocating.
 */
@Export
@Version("1.0.0")
package engine.api.owner;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
