package engine.api.foothold;

import java.util.ArrayList;
import java.util.List;

/** A sink that keeps every record in order (allocates one record per call: not for hot loops). */
public final class MovementRecorder implements MovementSink {
    private final List<MovementRecord> records = new ArrayList<>();

    /** An empty recorder. */
    public MovementRecorder() {
    }

    @Override
    public void record(int kind, double x, double y, double vx, double vy, int foothold, int ladder,
                       MoveAction action, int durationMs) {
        records.add(new MovementRecord(kind, x, y, vx, vy, foothold, ladder, action, durationMs));
    }

    /** The records so far, oldest first (a copy). */
    public List<MovementRecord> records() {
        return List.copyOf(records);
    }
}
