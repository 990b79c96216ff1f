/** The 2D scene service: a map export loaded, its movers stepped by the table's movement-2d kernel. */
package engine.foothold2d.scene;
