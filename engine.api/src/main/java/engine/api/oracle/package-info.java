/**
 * Spec functions as the oracle serves them: a function named by its spec name, with typed, named arguments and
 * results, so a port can call any kernel of any provider and compare bits. The JSON protocol lives in the
 * launcher (docs/oracle.md); this package is the typed contract providers implement.
 */
@Export
@Version("3.1.0")
package engine.api.oracle;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
