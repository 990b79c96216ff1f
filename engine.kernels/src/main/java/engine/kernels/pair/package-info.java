/** The shape-pair kernels: Unit 11's sweep table and its root kernels, Unit 4's overlaps. */
package engine.kernels.pair;
