package engine.kernels.ray;

import engine.api.math.Float4;

/**
 * The result record of WorldManager_RayCast: whether the ray hit, the distance along it (m), the hit triangle's
 * unit normal, its index and its material. Mutable scratch, reused by its owner.
 */
public final class RayHit {
    private boolean hit;
    private float distance;
    private final Float4 normal = new Float4();
    private int triangle = -1;
    private int material;

    /** No hit. */
    public RayHit() {
    }

    /** True when the last cast hit a triangle (the original's result +0x10 non-zero). */
    public boolean hit() {
        return hit;
    }

    /** The distance from the origin to the hit along the unit direction (m), 0..length. */
    public float distance() {
        return distance;
    }

    /** The hit triangle's unit normal; live storage. */
    public Float4 normal() {
        return normal;
    }

    /** The hit triangle's index, −1 for none. */
    public int triangle() {
        return triangle;
    }

    /** The hit triangle's u16 material. */
    public int material() {
        return material;
    }

    /** Records a hit at distance on triangle t with the given material; the normal is written by the caster. */
    public void set(float d, int t, int m) {
        hit = true;
        distance = d;
        triangle = t;
        material = m;
    }

    /** Back to "no hit". */
    public void clear() {
        hit = false;
        distance = 0f;
        triangle = -1;
        material = 0;
        normal.set(0f, 0f, 0f, 0f);
    }
}
