package engine.launcher.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A port's call trace against one session world (docs/oracle.md, "Sessions"), made from a seed: humans and objects
 * created through the spec's create functions (and a scenario crate beside them), then moved, updated, swept,
 * overlapped, stepped, queried, ignored, pushed and struck, with session.get read-backs. The same seed gives the same lines; test support for the oracle's
 * session tests and the --check replay.
 */
public final class SessionTrace {
    /** The session id the trace's lines name: the first session an oracle opens. */
    public static final int SESSION = 1;
    private static final int HUMANS = 4;
    private static final int OBJECTS = 4;

    private SessionTrace() {
    }

    /** The request lines of the trace of seed: session.open first, then at least calls spec calls. */
    public static List<String> lines(long seed, int calls) {
        SplittableRandom r = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        out.add("{\"id\": 0, \"call\": \"session.open\", \"args\": {\"level\": {\"generators\": [{\"type\": \"floor\","
                + " \"min\": [-50, -50], \"max\": [50, 50]}]}}}");
        for (int i = 0; i < HUMANS; i++) {
            out.add(call("IPhysics_CreateHumanBody", "{}"));
        }
        for (int i = 0; i < OBJECTS; i++) {
            out.add(call("IPhysics_CreateObjectBody", "{}"));
            out.add(call("PhysShapeSphere_Construct", "{\"radius\": " + f(0.25f + 0.5f * r.nextFloat()) + "}"));
            out.add(call("PhysicsBody_AddShape", "{\"body\": " + (HUMANS + i) + ", \"shape\": " + i + "}"));
        }
        out.add("{\"call\": \"session.addBody\", \"session\": " + SESSION + ", \"args\": {\"body\": {\"name\": "
                + "\"crate\", \"kind\": \"object\", \"position\": [1, 1, 0.5]}}}");
        int bodies = HUMANS + OBJECTS;
        for (int b = 0; b < bodies; b++) {
            move(out, r, b);
        }
        while (out.size() < calls + 1) {
            int b = r.nextInt(bodies);
            int h = r.nextInt(HUMANS);
            int o = r.nextInt(bodies);
            int obj = HUMANS + r.nextInt(OBJECTS);
            switch (r.nextInt(17)) {
                case 12 -> out.add(call("IPhysics_OverlapShape", "{\"query\": " + obj + ", \"options\": 2, "
                        + "\"typeMask\": -1, \"max\": 16}"));
                case 13 -> out.add(call("IPhysics_CollideShape", "{\"query\": " + obj + ", \"options\": 3, "
                        + "\"move\": " + point(r) + ", \"max\": 16}"));
                case 14 -> out.add(call("session.set", "{\"body\": " + h + ", \"handBone\": 25, \"handPosition\": "
                        + point(r) + ", \"reach\": " + f(0.5f + r.nextFloat()) + "}"));
                case 15 -> out.add("{\"call\": \"session.step\", \"session\": " + SESSION + "}");
                case 16 -> out.add(call("PhysicsBody_SweepHumanMask", "{\"body\": " + h + ", \"D\": " + point(r)
                        + "}"));
                case 0 -> move(out, r, b);
                case 1 -> out.add(call("IPhysics_QueryBox", "{\"box\": {\"min\": " + point(r) + ", \"max\": [50, 50,"
                        + " 5]}, \"start\": -1, \"ignored\": " + (o - 1) + ", \"typeMask\": -1, \"flagMask\": 0}"));
                case 2 -> out.add(call(b < HUMANS ? "PhysicsHumanBody_Ignore" : "PhysicsBody_Ignore", "{\"body\": "
                        + b + ", \"owner\": " + o + "}"));
                case 3 -> out.add(call(b < HUMANS ? "PhysicsHumanBody_IsIgnoring" : "PhysicsBody_IsIgnoring",
                        "{\"body\": " + b + ", \"owner\": " + o + "}"));
                case 4 -> out.add(call(b < HUMANS ? "PhysicsHumanBody_StopIgnoring" : "PhysicsBody_StopIgnoring",
                        "{\"body\": " + b + ", \"slot\": -1}"));
                case 5 -> out.add(call("PhysicsHumanBody_SetPushSphere", "{\"body\": " + h + ", \"on\": "
                        + r.nextBoolean() + "}"));
                case 6 -> out.add(call("PhysicsHumanBody_PushAwayHumans", "{\"body\": " + h + "}"));
                case 7 -> {
                    // The hand (bone 25) switched on, posed at one point, then swept to another: a strike.
                    out.add(call("PhysBody_SetShapeEnabled", "{\"body\": " + h + ", \"id\": 25, \"on\": true}"));
                    out.add(call("session.set", "{\"body\": " + h + ", \"handBone\": 25, \"handPosition\": [0, 0,"
                            + " 1], \"reach\": 1.5}"));
                    out.add(call("PhysicsHumanBody_Update", "{\"body\": " + h + "}"));
                    out.add(call("session.set", "{\"body\": " + h + ", \"handPosition\": [" + f(r.nextFloat() * 2 - 1)
                            + ", " + f(r.nextFloat() * 2 - 1) + ", 1]}"));
                    out.add(call("PhysicsHumanBody_Update", "{\"body\": " + h + "}"));
                    out.add(call("Human_TestStrikes", "{\"body\": " + h + "}"));
                }
                case 8 -> out.add(call("IPhysics_Step", "{}"));
                case 9 -> out.add(call("session.get", "{\"body\": " + b + "}"));
                case 10 -> out.add(call("session.set", "{\"body\": " + h + ", \"weight\": " + f(40 + 80 * r.nextFloat())
                        + ", \"pushWeight\": " + f(r.nextFloat()) + ", \"state\": " + r.nextInt(4) + "}"));
                default -> out.add(call("IPhysics_QueryBoxFiltered", "{\"query\": " + b + ", \"box\": {\"min\": [-50,"
                        + " -50, -5], \"max\": " + point(r) + "}, \"start\": " + b + ", \"ignored\": -1, "
                        + "\"typeMask\": -1, \"flagMask\": 0, \"excludedFlags\": 0, \"excludedState\": 1}"));
            }
        }
        out.add("{\"id\": \"q\", \"call\": \"session.query\", \"session\": " + SESSION + "}");
        return out;
    }

    /** Body b moved to a new point: its owner's position set, then Moved (a human) or Update (an object). */
    private static void move(List<String> out, SplittableRandom r, int b) {
        String p = point(r);
        out.add(call("session.set", "{\"body\": " + b + ", \"position\": " + p + "}"));
        if (b < HUMANS) {
            out.add(call("PhysicsHumanBody_Moved", "{\"body\": " + b + ", \"m\": [[1, 0, 0, 0], [0, 1, 0, 0], "
                    + "[0, 0, 1, 0], " + p.replace("]", ", 1]") + "]}"));
        }
        out.add(call(b < HUMANS ? "PhysicsHumanBody_Update" : "PhysicsBody_Update", "{\"body\": " + b + "}"));
    }

    private static String call(String name, String args) {
        return "{\"call\": \"" + name + "\", \"session\": " + SESSION + ", \"args\": " + args + "}";
    }

    private static String point(SplittableRandom r) {
        return "[" + f(-1.5f + 3 * r.nextFloat()) + ", " + f(-1.5f + 3 * r.nextFloat()) + ", " + f(r.nextFloat())
                + "]";
    }

    private static String f(float v) {
        return String.format(Locale.ROOT, "%s", v);
    }
}
