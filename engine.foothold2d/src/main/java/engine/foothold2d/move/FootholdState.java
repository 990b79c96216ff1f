package engine.foothold2d.move;

import engine.api.foothold.MoveAction;
import engine.api.foothold.Mover;
import engine.api.quirk.Quirk;
import engine.foothold2d.map.CompiledMap;

/** SetFootholdState, DetachFromFoothold, CalculatePositionFromT and RecordMovement. */
public final class FootholdState {
    /** Record kind of a state change. */
    public static final int RECORD_STATE = 0;
    /** Record kind of a jump (DoJump: RecordMovement(type=1)). */
    public static final int RECORD_JUMP = 1;
    /** Record kind of a ladder action (LadderAction: sub_59539C(2)). */
    public static final int RECORD_LADDER_ACTION = 2;
    /** Record kind of a jump-down (FallDown). */
    public static final int RECORD_FALL_DOWN = 3;

    private FootholdState() {
    }

    /** CalculatePositionFromT: position = start + T · direction, velocity = T-velocity · direction. */
    public static void calculatePositionFromT(MoveContext c, int fh) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        double t = mv.t();
        double tv = mv.tVelocity();
        mv.setPosition(m.cos[fh] * t + m.x1[fh], m.sin[fh] * t + m.y1[fh]);
        mv.setVelocity(tv * m.cos[fh], tv * m.sin[fh]);
    }

    /**
     * SetFootholdState: stands on fh (index, -1 none) or holds ladder (index, -1 none); a foothold sets layer and
     * group, a ladder its page and group 0, neither keeps them; either ends a jump-down's fall-through (the client's
     * OnAttachedObjectChanged clears m_pfhFallStart); then the owner's action and RecordMovement.
     */
    public static void setFootholdState(MoveContext c, int fh, int ladder) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        if (fh >= 0) {
            mv.setLayer(m.layer[fh]);
            mv.setGroup(m.group[fh]);
            mv.setPreviousFoothold(m.id[fh]);
            mv.setFallStart(0);
        } else if (ladder >= 0) {
            mv.setLayer(m.ladderPage[ladder]);
            mv.setGroup(0);
            mv.setFallStart(0);
        }
        mv.setFoothold(fh >= 0 ? m.id[fh] : 0);
        mv.setLadder(ladder >= 0 ? m.ladderId[ladder] : 0);
        mv.setAction(action(c, fh, ladder));
        recordMovement(c, RECORD_STATE);
    }

    // SetFootholdState: this[79] = parent->vtable[4](vInput, hInput, ...): the owner's action from state and inputs
    private static MoveAction action(MoveContext c, int fh, int ladder) {
        Mover mv = c.mover;
        if (ladder >= 0) {
            return c.map.ladderIsLadder[ladder] ? MoveAction.LADDER : MoveAction.ROPE;
        }
        if (fh < 0) {
            return MoveAction.FALL;
        }
        if (mv.verticalInput() > 0) {
            return MoveAction.PRONE;
        }
        return mv.horizontalInput() != 0 ? MoveAction.WALK : MoveAction.STAND;
    }

    /**
     * DetachFromFoothold: T clamped to [0, length], position from T, x kept within the foothold's x range,
     * y = floor(y - 1) (one pixel above the surface), then no foothold.
     */
    public static void detachFromFoothold(MoveContext c) {
        int fh = c.footholdIndex();
        if (fh < 0) {
            return;
        }
        CompiledMap m = c.map;
        Mover mv = c.mover;
        double t = Math.max(0.0, Math.min(m.length[fh], mv.t()));
        mv.setT(t, mv.tVelocity());
        calculatePositionFromT(c, fh);
        double px = mv.x();
        double x;
        if (c.fixDetachClamp) {
            // a right-to-left foothold has x1 > x2: clamp to min..max, which keeps x where the mover stood
            double lo = Math.min(m.x1[fh], m.x2[fh]);
            double hi = Math.max(m.x1[fh], m.x2[fh]);
            x = px < lo ? lo : px <= hi ? px : hi;
        } else {
            double x1 = m.x1[fh];
            double x2 = m.x2[fh];
            if (x1 > x2) {
                // CLIENT-BUG(FH_DETACH_CLAMP_RTL): clamp(posX, x1, x2) with lo > hi: x1, or x2 when x is exactly x1
                c.log.fired(Quirk.FH_DETACH_CLAMP_RTL);
            }
            x = px < x1 ? x1 : px <= x2 ? px : x2;
        }
        mv.setPosition(x, StrictMath.floor(mv.y() - 1.0));
        setFootholdState(c, -1, -1);
    }

    /** RecordMovement: one record of the mover's state now, with the time since the previous record. */
    public static void recordMovement(MoveContext c, int kind) {
        Mover mv = c.mover;
        c.sink.record(kind, mv.x(), mv.y(), mv.vx(), mv.vy(), mv.foothold(), mv.ladder(), mv.action(),
                mv.recordClockMs());
        mv.setRecordClockMs(0);
    }

    /**
     * ClampToBounds: keeps x in [left, right] and y not above top (no lower clamp), zeroing the clamped velocity;
     * returns the time (ms, 0..timeMs) spent before the first bound was reached, measured from savedFull.
     */
    public static int clampToBounds(MoveContext c, int timeMs) {
        CompiledMap m = c.map;
        Mover mv = c.mover;
        int remaining = timeMs;
        double cx = mv.x();
        double cy = mv.y();
        double deltaX = cx - c.savedX;
        double deltaY = cy - c.savedY;
        if (cx < m.minX || cx > m.maxX || cy < m.minY) {
            // CLIENT-RECONSTRUCTED(FH_MAP_BOUNDS): the bounds are the client's map MBR, never derived by the pseudocode
            c.log.fired(Quirk.FH_MAP_BOUNDS);
        }
        if (cx < m.minX) {
            mv.setPosition(m.minX, mv.y());
            mv.setVelocity(0.0, mv.vy());
            if (deltaX != 0.0) {
                remaining = (int) ((m.minX - c.savedX) / deltaX * timeMs);
            }
        }
        if (cx > m.maxX) {
            mv.setPosition(m.maxX, mv.y());
            mv.setVelocity(0.0, mv.vy());
            if (deltaX != 0.0) {
                remaining = (int) ((m.maxX - c.savedX) / deltaX * timeMs);
            }
        }
        remaining = Math.max(0, Math.min(timeMs, remaining));
        if (cy < m.minY) {
            mv.setPosition(mv.x(), m.minY);
            mv.setVelocity(mv.vx(), 0.0);
            if (deltaY != 0.0) {
                int yRemaining = Math.max(0, (int) ((m.minY - c.savedY) / deltaY * timeMs));
                if (yRemaining < remaining) {
                    remaining = yRemaining;
                }
            }
        }
        return remaining;
    }
}
