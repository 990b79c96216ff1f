package engine.launcher.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A port's call trace against one session world (docs/oracle.md, "Sessions"), made from a seed: humans and objects
 * created through the spec's create functions, then moved, updated, swept by the world step, queried, ignored,
 * pushed and struck, with session.get read-backs. The same seed gives the same lines; test support for the oracle's
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
        int bodies = HUMANS + OBJECTS;
        for (int b = 0; b < bodies; b++) {
            out.add(call("session.set", "{\"body\": " + b + ", \"position\": " + point(r) + "}"));
            out.add(call(b < HUMANS ? "PhysicsHumanBody_Update" : "PhysicsBody_Update", "{\"body\": " + b + "}"));
        }
        while (out.size() < calls + 1) {
            int b = r.nextInt(bodies);
            int h = r.nextInt(HUMANS);
            int o = r.nextInt(bodies);
            switch (r.nextInt(12)) {
                case 0 -> {
                    out.add(call("session.set", "{\"body\": " + b + ", \"position\": " + point(r) + "}"));
                    out.add(call(b < HUMANS ? "PhysicsHumanBody_Update" : "PhysicsBody_Update", "{\"body\": " + b
                            + "}"));
                }
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
                    out.add(call("PhysBody_SetShapeEnabled", "{\"body\": " + h + ", \"id\": " + (20 + r.nextInt(8))
                            + ", \"on\": true}"));
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

    private static String call(String name, String args) {
        return "{\"call\": \"" + name + "\", \"session\": " + SESSION + ", \"args\": " + args + "}";
    }

    private static String point(SplittableRandom r) {
        return "[" + f(-10 + 20 * r.nextFloat()) + ", " + f(-10 + 20 * r.nextFloat()) + ", " + f(2 * r.nextFloat())
                + "]";
    }

    private static String f(float v) {
        return String.format(Locale.ROOT, "%s", v);
    }
}
