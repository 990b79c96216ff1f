package engine.kernels.pair;

import engine.api.math.Float4;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Reference geometry in double precision for the brute-force samplers: the distance from a point to a segment, and
 * each shape's signed distance (negative inside) as the pair kernels model it: a sphere; the capsule as the rounded
 * capsule inside [B.z, B.z + h] (against spheres), as the upright cylinder (against capsules and boxes) or as the
 * capsule reaching r past both ends (against segments); a segment with its radius; the oriented box.
 */
final class Brute {
    /** How a capsule is read in a pair. */
    enum CapsuleAs { ROUNDED, CYLINDER, REACHING }

    private Brute() {
    }

    /** |p − closest point of the segment a → b|. */
    static double pointSegment(double px, double py, double pz, double ax, double ay, double az, double bx, double by,
                               double bz) {
        double ex = bx - ax;
        double ey = by - ay;
        double ez = bz - az;
        double ee = ex * ex + ey * ey + ez * ez;
        double t = ee > 0 ? ((px - ax) * ex + (py - ay) * ey + (pz - az) * ez) / ee : 0;
        t = Math.max(0, Math.min(1, t));
        double dx = px - (ax + t * ex);
        double dy = py - (ay + t * ey);
        double dz = pz - (az + t * ez);
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** The signed distance from p to s (negative inside), the capsule read as how. */
    static double sdf(Shape s, CapsuleAs how, double px, double py, double pz) {
        if (s instanceof SphereShape sp) {
            Float4 c = sp.centre();
            return Math.sqrt(sq(px - c.x()) + sq(py - c.y()) + sq(pz - c.z())) - sp.radius();
        }
        if (s instanceof SegmentShape g) {
            Float4 a = g.start();
            Float4 b = g.end();
            return pointSegment(px, py, pz, a.x(), a.y(), a.z(), b.x(), b.y(), b.z()) - g.radius();
        }
        if (s instanceof CapsuleShape c) {
            return capsule(c, how, px, py, pz);
        }
        return box((BoxShape) s, px, py, pz);
    }

    private static double capsule(CapsuleShape c, CapsuleAs how, double px, double py, double pz) {
        Float4 b = c.base();
        double r = c.radius();
        double h = c.height();
        switch (how) {
            case CYLINDER -> {
                double dx = Math.sqrt(sq(px - b.x()) + sq(py - b.y())) - r;
                double dz = Math.abs(pz - (b.z() + 0.5 * h)) - 0.5 * h;
                double out = Math.sqrt(sq(Math.max(dx, 0)) + sq(Math.max(dz, 0)));
                return out + Math.min(Math.max(dx, dz), 0);
            }
            case REACHING -> {
                return pointSegment(px, py, pz, b.x(), b.y(), b.z(), b.x(), b.y(), b.z() + h) - r;
            }
            default -> {
                double lo = b.z() + r;
                double hi = b.z() + h - r;
                return pointSegment(px, py, pz, b.x(), b.y(), Math.min(lo, hi), b.x(), b.y(), Math.max(lo, hi)) - r;
            }
        }
    }

    private static double box(BoxShape b, double px, double py, double pz) {
        Float4 c = b.centre();
        double out = 0;
        double in = -Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            Float4 a = b.axis(i);
            double l = (px - c.x()) * a.x() + (py - c.y()) * a.y() + (pz - c.z()) * a.z();
            double h = i == 0 ? b.halfExtents().x() : i == 1 ? b.halfExtents().y() : b.halfExtents().z();
            double q = Math.abs(l) - h;
            out += sq(Math.max(q, 0));
            in = Math.max(in, q);
        }
        return Math.sqrt(out) + Math.min(in, 0);
    }

    /** A box around s (min x, y, z, max x, y, z), loose for a turned box. */
    static double[] bounds(Shape s) {
        if (s instanceof SphereShape sp) {
            Float4 c = sp.centre();
            double r = sp.radius();
            return new double[] {c.x() - r, c.y() - r, c.z() - r, c.x() + r, c.y() + r, c.z() + r};
        }
        if (s instanceof SegmentShape g) {
            Float4 a = g.start();
            Float4 b = g.end();
            double r = g.radius();
            return new double[] {Math.min(a.x(), b.x()) - r, Math.min(a.y(), b.y()) - r, Math.min(a.z(), b.z()) - r,
                    Math.max(a.x(), b.x()) + r, Math.max(a.y(), b.y()) + r, Math.max(a.z(), b.z()) + r};
        }
        if (s instanceof CapsuleShape c) {
            Float4 b = c.base();
            double r = c.radius();
            double h = c.height();
            // Loose enough for every reading: a short rounded capsule reaches 2r from its base.
            return new double[] {b.x() - r, b.y() - r, Math.min(b.z(), b.z() + h) - 2 * r, b.x() + r, b.y() + r,
                    Math.max(b.z(), b.z() + h) + 2 * r};
        }
        BoxShape b = (BoxShape) s;
        Float4 c = b.centre();
        Float4 h = b.halfExtents();
        double e = Math.sqrt(h.x() * h.x() + h.y() * h.y() + h.z() * h.z());
        return new double[] {c.x() - e, c.y() - e, c.z() - e, c.x() + e, c.y() + e, c.z() + e};
    }

    static double sq(double x) {
        return x * x;
    }
}
