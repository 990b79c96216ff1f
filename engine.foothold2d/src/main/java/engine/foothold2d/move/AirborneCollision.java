package engine.foothold2d.move;

import engine.api.foothold.Mover;
import engine.api.quirk.Quirk;
import engine.foothold2d.map.CompiledMap;

/**
 * AirbornePhysicsUpdate: the move from savedFull to the mover's position, rounded to integers, tested against
 * GetCrossCandidate's footholds with exact integer cross products; the nearest crossing lands the mover (floor)
 * or slides it along the foothold (wall). Reads and leaves the time in {@link MoveContext#timeMs}.
 */
public final class AirborneCollision {
    // AirbornePhysicsUpdate: the vertex choice's tolerance on the velocity dot products
    static final double VERTEX_DOT = 0.001;

    private AirborneCollision() {
    }

    /** AirbornePhysicsUpdate; true when a foothold was hit (landing or wall). */
    public static boolean update(MoveContext c) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        int remaining = FootholdState.clampToBounds(c, c.timeMs);
        int oldX = round(c, c.savedX);
        int oldY = round(c, c.savedY);
        int newX = round(c, mv.x());
        int newY = round(c, mv.y());
        long dx = (long) newX - oldX;
        long dy = (long) newY - oldY;
        if (dx == 0 && dy == 0) {
            c.timeMs -= remaining;
            return false;
        }
        int n = m.index.query(Math.min(oldX, newX), Math.min(oldY, newY), Math.max(oldX, newX),
                Math.max(oldY, newY), c.query);
        int[] cand = c.query.items;
        int group = mv.group();
        // a jump-down falls through the foothold it left until it lands (CLIENT-RECONSTRUCTED(FH_JUMP_DOWN))
        int fall = mv.fallStart() == 0 ? -1 : m.indexOf(mv.fallStart());
        // best fraction bestSNum / bestSDen of the move, initially 2 (beyond any crossing)
        long bestSNum = 2;
        long bestSDen = 1;
        int bestCross = -1;
        int bestIntersect = -1;
        // the best candidate's (fhX1 - oldX), the pseudocode's fraction (absNumer reduces to it times absDenom)
        long bestFx1MinusOld = 0;
        for (int k = 0; k < n; k++) {
            int fh = cand[k];
            if (fh == fall) {
                continue;
            }
            // walls (cos <= 0) block only within the mover's group
            if (m.cos[fh] <= 0.0 && m.group[fh] != group) {
                continue;
            }
            long fx1 = m.x1[fh];
            long fy1 = m.y1[fh];
            long fx2 = m.x2[fh];
            long fy2 = m.y2[fh];
            long cross1 = Crossing.side(fx1, fy1, fx2, fy2, oldX, oldY);
            long cross2 = Crossing.side(fx1, fy1, fx2, fy2, newX, newY);
            if (cross1 > 0 || cross2 < 0 || (cross1 == 0 && cross2 == 0)) {
                continue;
            }
            long cross3 = dx * (fy1 - oldY) - dy * (fx1 - oldX);
            long cross4 = dx * (fy2 - oldY) - dy * (fx2 - oldX);
            if (Long.signum(cross3) * Long.signum(cross4) > 0) {
                continue;
            }
            int crossFh;
            int intersectFh;
            if (cross3 == 0) {
                int p = m.prev[fh];
                if (p < 0 || !vertexBlocks(m, p, fh, newX, newY)) {
                    continue;
                }
                crossFh = p;
                intersectFh = fh;
            } else if (cross4 == 0) {
                int q = m.next[fh];
                if (q < 0 || !vertexBlocks(m, fh, q, newX, newY)) {
                    continue;
                }
                crossFh = fh;
                intersectFh = q;
            } else {
                crossFh = fh;
                intersectFh = fh;
            }
            if (crossFh == fall || intersectFh == fall) {
                // a vertex of the foothold a jump-down left does not catch the fall either
                continue;
            }
            // the move's fraction at the crossing is -cross1 / (cross2 - cross1), exact; a tie keeps the first
            long sNum = -cross1;
            long sDen = cross2 - cross1;
            if (Crossing.compareProducts(sNum, bestSDen, bestSNum, sDen) < 0) {
                bestSNum = sNum;
                bestSDen = sDen;
                bestCross = crossFh;
                bestIntersect = intersectFh;
                bestFx1MinusOld = fx1 - oldX;
                if (dx == 0 || fx2 == fx1) {
                    // CLIENT-RECONSTRUCTED(FH_INTERSECT_DIV_DX): a new best's intersectY divides by dx (0) or fhDx (0)
                    c.log.fired(Quirk.FH_INTERSECT_DIV_DX);
                }
            }
        }
        if (bestCross < 0) {
            c.timeMs -= remaining;
            return false;
        }
        // CLIENT-RECONSTRUCTED(FH_CROSS_NUMERATOR): the written fraction |cross3*fhDx + cross1*dx| / absDenom is
        // |fhX1 - oldX|
        if (Crossing.compareProducts(Math.abs(bestFx1MinusOld), bestSDen, bestSNum, 1) != 0) {
            c.log.fired(Quirk.FH_CROSS_NUMERATOR);
        }
        double s = (double) bestSNum / (double) bestSDen;
        c.timeMs -= (int) (remaining * s);
        double vAtX = (mv.vx() - c.savedVx) * s + c.savedVx;
        double vAtY = (mv.vy() - c.savedVy) * s + c.savedVy;
        double ix = oldX + dx * s;
        double iy = oldY + dy * s;
        int fh = bestCross;
        if (bestCross != bestIntersect) {
            int a = bestCross;
            int b = bestIntersect;
            double dotA = m.cos[a] * vAtX + m.sin[a] * vAtY;
            double dotB = m.cos[b] * vAtX + m.sin[b] * vAtY;
            if (m.length[a] == 0.0 || m.length[b] == 0.0) {
                // a zero-length foothold has no direction to stand on: take the other one
                fh = m.length[a] == 0.0 ? b : a;
            } else if (dotA > VERTEX_DOT && dotB > VERTEX_DOT) {
                fh = m.x1[a] >= m.x2[a] ? b : a;
            } else if (dotA >= -VERTEX_DOT) {
                fh = b;
            } else {
                fh = a;
            }
        }
        double cos = m.cos[fh];
        double sin = m.sin[fh];
        double tVel = cos * vAtX + sin * vAtY;
        // landing T from the better-conditioned axis; |cos| <= 0.5 means |sin| >= 0.866, never 0
        double t = Math.abs(cos) > 0.5 ? (ix - m.x1[fh]) / cos : (iy - m.y1[fh]) / sin;
        t = Math.max(0.0, Math.min(m.length[fh], t));
        int h = mv.horizontalInput();
        if (cos > 0.0) {
            // floor: carry half the momentum unless the input opposes it
            mv.setT(t, h * tVel >= 0.0 ? tVel * 0.5 : 0.0);
            FootholdState.calculatePositionFromT(c, fh);
            FootholdState.setFootholdState(c, fh, -1);
            return true;
        }
        mv.setT(t, tVel);
        double px = cos * t + m.x1[fh];
        double py = sin * t + m.y1[fh];
        if (h != 0) {
            // wall with input: both velocities projected onto the wall, position integrated along it
            double dot = cos * mv.vx() + sin * mv.vy();
            double newVx = dot * cos;
            double newVy = dot * sin;
            double dtRemaining = c.timeMs * 0.001;
            mv.setPosition(px + (tVel * cos + newVx) * dtRemaining * 0.5,
                    py + (tVel * sin + newVy) * dtRemaining * 0.5);
            mv.setVelocity(newVx, newVy);
        } else {
            FootholdState.calculatePositionFromT(c, fh);
        }
        // the retry starts where the wall was hit
        c.savedX = px;
        c.savedY = py;
        c.savedVx = tVel * cos;
        c.savedVy = tVel * sin;
        return true;
    }

    // the ±0.5 rounding: at the client's double precision, or (corrected) exactly half up
    private static int round(MoveContext c, double v) {
        if (c.fixRoundHalf) {
            // exact round half up: the sum is never rounded before the truncation
            return Crossing.round(v);
        }
        int r = Crossing.roundDoubleTrick(v);
        if (r != Crossing.round(v)) {
            // CLIENT-LIMIT(FH_ROUND_HALF_DOUBLE): in double, v - 0.4999... (or v + 0.5) rounds onto the next integer
            c.log.fired(Quirk.FH_ROUND_HALF_DOUBLE);
        }
        return r;
    }

    private static boolean vertexBlocks(CompiledMap m, int a, int b, int newX, int newY) {
        return Crossing.segmentIntersectionTest(m.x1[a], m.y1[a], m.x2[a], m.y2[a], m.x1[b], m.y1[b], m.x2[b],
                m.y2[b], newX, newY);
    }
}
