/**
 * Reading inputs and writing outputs safely, for every loader and command: only regular files are opened as
 * inputs, sizes are checked against a stated limit before anything is read, text is strict UTF-8 with numbered
 * lines of bounded length, and outputs are written atomically (a temporary file in the same folder, then a rename),
 * so a failed write leaves any earlier file untouched. Every failure is an {@link engine.files.InputFileException}
 * or an {@link java.io.IOException} whose message names the file and the reason.
 */
@Export
@Version("1.0.0")
package engine.files;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
