/**
 * The body set (Units 7-10): a body's update and moved handlers, the ignore lists, the shape and body pools with
 * their create and free functions, and the human body set.
 */
@Export
@Version("3.0.0")
package engine.api.kernel.body;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
