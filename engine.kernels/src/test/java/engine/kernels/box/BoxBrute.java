package engine.kernels.box;

import engine.api.math.Float4;
import engine.api.shape.BoxShape;

/**
 * The brute-force side of the box kernels' properties: an oriented box in double precision, with the static
 * questions a sampler asks at each step of a move (point and segment distances, segment and box intersection,
 * triangle intersection). Independent of the kernels' formulas: no time is ever solved for here.
 */
final class BoxBrute {
    final double[] c = new double[3];
    final double[][] a = new double[3][3];
    final double[] h = new double[3];

    /** The box b as it is stored (float values read into doubles). */
    static BoxBrute of(BoxShape b) {
        BoxBrute x = new BoxBrute();
        x.c[0] = b.centre().x();
        x.c[1] = b.centre().y();
        x.c[2] = b.centre().z();
        for (int i = 0; i < 3; i++) {
            Float4 ax = b.axis(i);
            x.a[i][0] = ax.x();
            x.a[i][1] = ax.y();
            x.a[i][2] = ax.z();
        }
        x.h[0] = b.halfExtents().x();
        x.h[1] = b.halfExtents().y();
        x.h[2] = b.halfExtents().z();
        return x;
    }

    /** This box moved by t·m. */
    BoxBrute moved(double t, double[] m) {
        BoxBrute x = new BoxBrute();
        for (int i = 0; i < 3; i++) {
            x.c[i] = c[i] + t * m[i];
            x.a[i] = a[i].clone();
            x.h[i] = h[i];
        }
        return x;
    }

    static double dot(double[] p, double[] q) {
        return p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
    }

    static double[] sub(double[] p, double[] q) {
        return new double[] {p[0] - q[0], p[1] - q[1], p[2] - q[2]};
    }

    static double[] add(double[] p, double[] q, double s) {
        return new double[] {p[0] + s * q[0], p[1] + s * q[1], p[2] + s * q[2]};
    }

    static double[] cross(double[] p, double[] q) {
        return new double[] {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
    }

    static double length(double[] p) {
        return Math.sqrt(dot(p, p));
    }

    static double[] unit(double[] p) {
        double l = length(p);
        return new double[] {p[0] / l, p[1] / l, p[2] / l};
    }

    /** The world point p in the box's frame. */
    double[] local(double[] p) {
        double[] d = sub(p, c);
        return new double[] {dot(a[0], d), dot(a[1], d), dot(a[2], d)};
    }

    /** The world vector v in the box's frame. */
    double[] localVector(double[] v) {
        return new double[] {dot(a[0], v), dot(a[1], v), dot(a[2], v)};
    }

    /** The local vector l in world coordinates. */
    double[] world(double[] l) {
        double[] w = new double[3];
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 3; k++) {
                w[k] += l[i] * a[i][k];
            }
        }
        return w;
    }

    /** The box point closest to the local point pl (grown by grow on every side). */
    double[] closestLocal(double[] pl, double grow) {
        double[] k = new double[3];
        for (int i = 0; i < 3; i++) {
            double e = h[i] + grow;
            k[i] = Math.max(-e, Math.min(e, pl[i]));
        }
        return k;
    }

    /** Distance from the world point p to the box. */
    double distance(double[] p) {
        double[] l = local(p);
        return length(sub(l, closestLocal(l, 0)));
    }

    /** Distance from the world segment p0-p1 to the box (a convex function of the parameter, searched). */
    double distance(double[] p0, double[] p1) {
        if (segmentHits(p0, p1, 0)) {
            return 0;
        }
        double[] d = sub(p1, p0);
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 100; i++) {
            double m1 = lo + (hi - lo) / 3;
            double m2 = hi - (hi - lo) / 3;
            if (distance(add(p0, d, m1)) <= distance(add(p0, d, m2))) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        return Math.min(distance(add(p0, d, (lo + hi) / 2)), Math.min(distance(p0), distance(p1)));
    }

    /** True when the world segment p0-p1 meets the box grown by grow (slabs in the box's frame). */
    boolean segmentHits(double[] p0, double[] p1, double grow) {
        double[] s = local(p0);
        double[] d = sub(local(p1), s);
        double in = 0;
        double out = 1;
        for (int i = 0; i < 3; i++) {
            double e = h[i] + grow;
            if (d[i] == 0) {
                if (Math.abs(s[i]) > e) {
                    return false;
                }
                continue;
            }
            double t1 = (-e - s[i]) / d[i];
            double t2 = (e - s[i]) / d[i];
            in = Math.max(in, Math.min(t1, t2));
            out = Math.min(out, Math.max(t1, t2));
        }
        return in <= out;
    }

    /** The eight world corners of the box grown by grow; corner k has +h_i where bit i is set. */
    double[][] corners(double grow) {
        double[][] out = new double[8][];
        for (int k = 0; k < 8; k++) {
            double[] l = new double[3];
            for (int i = 0; i < 3; i++) {
                l[i] = (k & (1 << i)) != 0 ? h[i] + grow : -(h[i] + grow);
            }
            double[] w = world(l);
            out[k] = new double[] {w[0] + c[0], w[1] + c[1], w[2] + c[2]};
        }
        return out;
    }

    /** The twelve edges of corners, as pairs of corner indices. */
    static int[][] edges() {
        int[][] e = new int[12][];
        int n = 0;
        for (int k = 0; k < 8; k++) {
            for (int i = 0; i < 3; i++) {
                if ((k & (1 << i)) == 0) {
                    e[n++] = new int[] {k, k | (1 << i)};
                }
            }
        }
        return e;
    }

    /** True when boxes p and q, each grown by grow, intersect: an edge of one meets the other. */
    static boolean intersect(BoxBrute p, BoxBrute q, double grow) {
        return edgesMeet(p, q, grow) || edgesMeet(q, p, grow);
    }

    private static boolean edgesMeet(BoxBrute p, BoxBrute q, double grow) {
        double[][] k = p.corners(grow);
        for (int[] e : edges()) {
            if (q.segmentHits(k[e[0]], k[e[1]], grow)) {
                return true;
            }
        }
        return false;
    }

    /** True when the box grown by grow meets the triangle t (three world corners). */
    boolean meets(double[][] t, double grow) {
        for (int i = 0; i < 3; i++) {
            if (segmentHits(t[i], t[(i + 1) % 3], grow)) {
                return true;
            }
        }
        double[][] k = corners(grow);
        for (int[] e : edges()) {
            if (segmentMeetsTriangle(k[e[0]], k[e[1]], t)) {
                return true;
            }
        }
        return false;
    }

    /** Möller-Trumbore on the closed segment p0-p1 and the closed triangle t. */
    static boolean segmentMeetsTriangle(double[] p0, double[] p1, double[][] t) {
        double[] d = sub(p1, p0);
        double[] e1 = sub(t[1], t[0]);
        double[] e2 = sub(t[2], t[0]);
        double[] p = cross(d, e2);
        double det = dot(e1, p);
        if (Math.abs(det) < 1e-15) {
            return false;
        }
        double[] s = sub(p0, t[0]);
        double u = dot(s, p) / det;
        if (u < 0 || u > 1) {
            return false;
        }
        double[] q = cross(s, e1);
        double v = dot(d, q) / det;
        if (v < 0 || u + v > 1) {
            return false;
        }
        double w = dot(e2, q) / det;
        return w >= 0 && w <= 1;
    }
}
