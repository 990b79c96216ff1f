/**
 * The kernel SPI: a {@link engine.api.kernel.Slot} is one replaceable function; a
 * {@link engine.api.kernel.KernelProvider} offers kernels for slots and declares the
 * {@link engine.api.kernel.Correction}s they apply; a {@link engine.api.kernel.KernelTable} holds the kernels a
 * profile resolved to, each built with its {@link engine.api.kernel.KernelConfig}; a world hands its kernels a
 * {@link engine.api.kernel.KernelContext}. The kernel interfaces live in one package per slot family
 * ({@code engine.api.kernel.mesh}, {@code .pair}, {@code .sweep}, {@code .world}, {@code .shape}, {@code .body}), the
 * slot catalogue in {@code engine.api.slots} and profiles in {@code engine.api.selection}, so adding a slot or a
 * profile field never changes the package a plugin's provider implements.
 */
@Export
@Version("3.0.0")
package engine.api.kernel;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
