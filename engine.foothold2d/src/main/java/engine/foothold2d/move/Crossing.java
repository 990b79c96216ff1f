package engine.foothold2d.move;

/** The exact integer pieces of AirbornePhysicsUpdate: rounding, the cross products, SegmentIntersectionTest. */
public final class Crossing {
    // AirbornePhysicsUpdate: dbl_62A498, 0.4999... (the largest double below 0.5)
    static final double HALF_BELOW = 0.49999999999999994;

    private Crossing() {
    }

    /**
     * AirbornePhysicsUpdate's rounding, (int)(v - 0.4999…) below 0 and (int)(v + 0.5) otherwise, which in exact
     * arithmetic is round half up; computed exactly (the double subtraction would round -0.5 to -1).
     */
    public static int round(double v) {
        double f = StrictMath.floor(v);
        return (int) (v - f >= 0.5 ? f + 1.0 : f);
    }

    /**
     * The rounding as the pseudocode writes it, evaluated in double: (int)(v - 0.49999999999999994) below 0, else
     * (int)(v + 0.5). Differs from {@link #round} where the double sum rounds to the next integer (-0.5, 0.5 - ulp).
     */
    public static int roundDoubleTrick(double v) {
        // CLIENT-LIMIT(FH_ROUND_HALF_DOUBLE): the subtraction or addition rounds in double (the x87 keeps it exact)
        return v < 0.0 ? (int) (v - HALF_BELOW) : (int) (v + 0.5);
    }

    /** The cross product (bx - ax)·(py - ay) - (by - ay)·(px - ax), exact in long for int inputs. */
    public static long side(long ax, long ay, long bx, long by, long px, long py) {
        return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    }

    /**
     * SegmentIntersectionTest: whether (newX, newY) is blocked at the vertex fh1's end = fh2's start; corner
     * given by the two footholds' ends (px).
     */
    public static boolean segmentIntersectionTest(int a1x, int a1y, int a2x, int a2y, int b1x, int b1y, int b2x,
                                                  int b2y, int newX, int newY) {
        long cornerCross = ((long) b2y - b1y) * ((long) a2x - a1x) - ((long) b2x - b1x) * ((long) a2y - a1y);
        long posCross = ((long) newY - a1y) * ((long) a2x - a1x) - ((long) newX - a1x) * ((long) a2y - a1y);
        if (cornerCross <= 0) {
            return posCross > 0;
        }
        if (posCross <= 0) {
            return false;
        }
        long posCross2 = ((long) newY - b1y) * ((long) b2x - b1x) - ((long) newX - b1x) * ((long) b2y - b1y);
        return posCross2 > 0;
    }

    /** Compares a·b with c·d exactly (128-bit) for a, b, c, d ≥ 0: negative, zero or positive. */
    public static int compareProducts(long a, long b, long c, long d) {
        long hi1 = Math.multiplyHigh(a, b);
        long hi2 = Math.multiplyHigh(c, d);
        if (hi1 != hi2) {
            return hi1 < hi2 ? -1 : 1;
        }
        return Long.compareUnsigned(a * b, c * d);
    }
}
