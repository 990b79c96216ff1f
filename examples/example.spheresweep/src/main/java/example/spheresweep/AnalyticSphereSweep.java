package example.spheresweep;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.pair.PairSweep;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;

/**
 * Sphere against sphere solved in closed form in double precision: the smallest t in [0, 1] with
 * |c + t·move − p| = r_own + r_other. A sphere that starts overlapping hits at 0 only while it closes in; one moving
 * apart or standing still is free to go. The contact is written as the library's entry writes it: the unit vector
 * from the mover's centre to the other's, the normal its negation, the fraction, the mover's centre at the
 * fraction, flags 0. Allocates nothing.
 */
public final class AnalyticSphereSweep implements PairSweep {

    @Override
    public boolean sweep(KernelContext ctx, Contact out, Body ownBody, Shape own, Body otherBody, Shape other,
                         Float4 move) {
        SphereShape a = (SphereShape) own;
        SphereShape b = (SphereShape) other;
        Float4 c = a.centre();
        Float4 p = b.centre();
        double dx = (double) c.x() - p.x(), dy = (double) c.y() - p.y(), dz = (double) c.z() - p.z();
        double mx = move.x(), my = move.y(), mz = move.z();
        double r = (double) a.radius() + b.radius();
        double cc = dx * dx + dy * dy + dz * dz - r * r;
        double bb = mx * dx + my * dy + mz * dz;
        double t;
        if (cc <= 0) {
            if (bb >= 0) {
                return false; // overlapping but not closing in
            }
            t = 0;
        } else {
            double aa = mx * mx + my * my + mz * mz;
            double disc = bb * bb - aa * cc;
            if (aa == 0 || bb >= 0 || disc < 0) {
                return false;
            }
            // The smaller root, written to avoid cancellation: cc / (−bb + √disc).
            t = cc / (-bb + Math.sqrt(disc));
            if (t > 1) {
                return false;
            }
        }
        double hx = dx + t * mx, hy = dy + t * my, hz = dz + t * mz;
        double len = Math.sqrt(hx * hx + hy * hy + hz * hz);
        if (len == 0) {
            return false; // coincident centres: no direction to push along
        }
        out.unitMove().set((float) (-hx / len), (float) (-hy / len), (float) (-hz / len), 0f);
        out.normal().set((float) (hx / len), (float) (hy / len), (float) (hz / len), 0f);
        out.setFraction((float) t);
        out.point().set((float) (c.x() + t * mx), (float) (c.y() + t * my), (float) (c.z() + t * mz), 1f);
        out.setFlags(0);
        return true;
    }
}
