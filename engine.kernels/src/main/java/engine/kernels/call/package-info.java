/** The calls kernels make of each other through the context's kernel table. */
package engine.kernels.call;
