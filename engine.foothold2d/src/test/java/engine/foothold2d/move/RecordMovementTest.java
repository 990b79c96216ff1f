package engine.foothold2d.move;

import static engine.foothold2d.MapleData.flat;
import static engine.foothold2d.MapleData.standing;
import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MoveAction;
import engine.api.foothold.MovementRecord;
import engine.api.foothold.MovementRecorder;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.quirk.QuirkLog;
import java.util.List;
import org.junit.jupiter.api.Test;

/** RecordMovement: a jump and its landing as a stream of records with durations. */
class RecordMovementTest {

    @Test
    void aJumpGivesDetachJumpAndLandingRecords() {
        FootholdMap map = flat();
        CMovePath k = CMovePath.corrected();
        Mover m = standing(map, 1, 500);
        MovementRecorder rec = new MovementRecorder();
        m.setJumpRequested(true);
        for (int i = 0; i < 40; i++) {
            k.update(map, PhysicsConstants.DEFAULT, m, 30, rec, QuirkLog.NONE);
        }
        List<MovementRecord> r = rec.records();
        assertEquals(3, r.size());
        assertEquals(0, r.get(0).kind());
        assertEquals(MoveAction.FALL, r.get(0).action());
        assertEquals(1, r.get(1).kind());
        assertEquals(-555.0, r.get(1).vy());
        assertEquals(0, r.get(2).kind());
        assertEquals(1, r.get(2).foothold());
        assertEquals(MoveAction.STAND, r.get(2).action());
        assertEquals(570, r.get(2).durationMs());
    }
}
