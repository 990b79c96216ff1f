/**
 * The slot registry: the one table from slot to kernel maker, filled by each kernel family next to its corrections
 * table and read by the library's {@code offers}, {@code make} and correction list. Depends on the API alone, so
 * every family can register into it without a package cycle.
 */
package engine.kernels.registry;
