package engine.launcher.oracle.check;

import engine.api.oracle.ValueType;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The result shapes of the session.* calls as docs/oracle.md's Sessions table gives them, so their answers can be
 * checked like a spec function's: the session code keeps this table in step with what it writes.
 */
final class SessionShapes {

    private SessionShapes() {
    }

    /** The shape of call's result in a 2D world (flat) or a 3D one, or null for a call this table does not know. */
    static ResultShape of(String call, boolean flat) {
        ResultShape i = ResultShape.value(ValueType.INT);
        ResultShape s = ResultShape.value(ValueType.STRING);
        ResultShape ints = ResultShape.value(ValueType.INT_LIST);
        ResultShape d = new ResultShape.Double64();
        ResultShape body = flat
                ? fields("body", i, "state", new ResultShape.ListOf(d), "detail", fields("foothold",
                        ResultShape.value(ValueType.LONG), "t", d, "tVelocity", d))
                : fields("body", i, "state", new ResultShape.ListOf(ResultShape.value(ValueType.FLOAT)), "detail",
                        fields("flags", i, "contacts", i));
        return switch (call) {
            case "session.open" -> fields("session", i, "kind", s, "profile", s, "bodies", i, "files",
                    new ResultShape.ListOf(s), "handles", ints);
            case "session.addBody" -> fields("bodies", ints, "handles", ints);
            case "session.addMover", "session.input" -> fields("body", i);
            case "session.place" -> body;
            case "session.step" -> fields("frame", i, "sceneHash", s);
            case "session.query" -> fields("frame", i, "sceneHash", s, "bodies", new ResultShape.ListOf(body));
            case "session.close" -> fields("closed", i);
            default -> null;
        };
    }

    private static ResultShape.Fields fields(Object... nameShape) {
        Map<String, ResultShape> f = new LinkedHashMap<>();
        for (int k = 0; k < nameShape.length; k += 2) {
            f.put((String) nameShape[k], (ResultShape) nameShape[k + 1]);
        }
        return new ResultShape.Fields(f);
    }
}
