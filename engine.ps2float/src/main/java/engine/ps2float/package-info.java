/**
 * The PS2's float arithmetic, emulated bit for bit: the EE FPU (COP1) and VU0 adders, multipliers and dividers
 * ({@link engine.ps2float.Ps2Fpu}, {@link engine.ps2float.Ps2Vu}) and the two {@link engine.api.math.FloatModel}s
 * built on them ({@link engine.ps2float.Ps2FloatModels}); docs/ps2-float.md. An implementation bundle: a fix here is
 * a release of this bundle, not of engine.api.
 */
@Export
@Version("1.0.0")
package engine.ps2float;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
