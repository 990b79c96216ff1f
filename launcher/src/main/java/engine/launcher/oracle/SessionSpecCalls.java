package engine.launcher.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.KernelProvider;
import engine.api.math.FloatModel;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.oracle.SpecFunction;
import engine.api.oracle.SpecWorld;
import engine.api.quirk.QuirkLog;
import engine.api.scene.SceneService;
import engine.api.slots.Slots;
import engine.launcher.exit.InputException;
import engine.launcher.json.JsonValues;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Spec functions called inside a session (docs/oracle.md, "Sessions"): the session form the world serves, on the
 * world's own bodies by handle; a value function (one that builds no world: Units 1 to 6, 11's pair kernels, the
 * ray cast) runs statelessly on the world's provider and float model. A world-building function without a session
 * form is refused, naming the session calls.
 */
final class SessionSpecCalls {
    /** Arguments that describe a world of the call's own: a function taking one is no value function. */
    private static final Set<String> WORLD_ARGS = Set.of("boxes", "bodies", "setup", "others", "humans");
    private static final Set<Integer> WORLD_UNITS = Set.of(7, 8, 9, 10);
    /** Functions of Units 7 to 10 that compute on a record's values alone, building no world. */
    private static final Set<String> RECORD_VALUES = Set.of("PhysicsNode_Init", "PhysicsBody_ComputeBounds",
            "PhysicsBody_AddShapeBounds", "PhysicsHumanBody_Construct");

    private final List<KernelProvider> providers;
    private final List<SceneService> services;
    private final MeshResolver meshes;

    SessionSpecCalls(List<KernelProvider> providers, List<SceneService> services, MeshResolver meshes) {
        this.providers = providers;
        this.services = services;
        this.meshes = meshes;
    }

    /** True when f needs no world: it may be called inside a session and runs statelessly. */
    static boolean valueFunction(SpecFunction f) {
        return (RECORD_VALUES.contains(f.name()) || !WORLD_UNITS.contains(f.unit()))
                && f.args().stream().noneMatch(p -> WORLD_ARGS.contains(p.name()));
    }

    /** Every spec call a session takes, for describe: the session forms and every provider's value functions. */
    Set<String> names() {
        Set<String> out = new TreeSet<>();
        for (SceneService s : services) {
            s.sessionFunctions().forEach(f -> out.add(f.name()));
        }
        for (KernelProvider p : providers) {
            if (p.offers(Slots.BOX_QUERY)) { // a provider a 3D session's table can default to
                p.functions().stream().filter(SessionSpecCalls::valueFunction).forEach(f -> out.add(f.name()));
            }
        }
        return out;
    }

    /** The session forms with their arguments and results, for describe. */
    void describeForms(ArrayNode into) {
        Set<String> seen = new TreeSet<>();
        for (SceneService s : services) {
            for (SpecFunction f : s.sessionFunctions()) {
                if (seen.add(f.name())) {
                    ObjectNode n = into.addObject();
                    n.put("name", f.name());
                    n.put("unit", f.unit());
                    n.put("summary", f.summary());
                    OracleServer.params(n.putArray("args"), f.args());
                    OracleServer.params(n.putArray("results"), f.results());
                }
            }
        }
    }

    /**
     * Calls spec function call on world (its session form, or a value function of the world's provider), its JSON
     * args read with values, fired quirks to log; writes out's "result".
     */
    Answer call(String call, Optional<SpecWorld> world, JsonNode args, JsonValues values, ObjectNode out,
                QuirkLog log) {
        SpecWorld w = world(call, world);
        SpecFunction fn = function(call, world);
        Map<String, Object> given = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : args.properties()) {
            Param<?> p = fn.args().stream().filter(a -> a.name().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new InputException(call + " (session form): unknown argument '" + e.getKey()
                            + "' (takes " + String.join(", ", fn.args().stream().map(Param::name).toList())
                            + "; bodies and shapes are named by the handles the session's calls answered)"));
            String where = "args." + e.getKey();
            given.put(e.getKey(), values.read(e.getValue(), p.type(), where, n -> meshes.resolve(n, where)));
        }
        Map<String, Object> results;
        try {
            results = fn.invoke(given, log);
        } catch (FunctionArgumentException e) {
            throw new FunctionArgumentException("session form of " + e.getMessage() + " (takes "
                    + String.join(", ", fn.args().stream().map(Param::name).toList()) + ")");
        }
        ObjectNode result = out.putObject("result");
        for (Param<?> r : fn.results()) {
            result.set(r.name(), values.write(results.get(r.name()), r.type()));
        }
        return new Answer(fn, results, w.floatModel());
    }

    /** The function call runs on world: its session form, or a value function of the world's provider. */
    SpecFunction function(String call, Optional<SpecWorld> world) {
        SpecWorld w = world(call, world);
        return w.functions().stream().filter(f -> f.name().equals(call)).findFirst()
                .orElseGet(() -> stateless(call, w));
    }

    private static SpecWorld world(String call, Optional<SpecWorld> world) {
        return world.orElseThrow(() -> new InputException(call + ": this session's world takes no spec calls"
                + " (a 2D world, or a scene service without a spec world); use the session.* calls"));
    }

    /** The function a spec call in a session ran, its results by name and the model they were computed in. */
    record Answer(SpecFunction function, Map<String, Object> results, FloatModel model) {
    }

    private SpecFunction stateless(String call, SpecWorld w) {
        KernelProvider p = providers.stream().filter(k -> k.id().equals(w.provider())).findFirst()
                .orElseThrow(() -> new InputException(call + ": the session's provider '" + w.provider()
                        + "' is not installed"));
        SpecFunction f = p.functions(w.floatModel()).stream().filter(k -> k.name().equals(call)).findFirst()
                .orElseThrow(() -> new InputException(call + ": no session form and no function of provider '"
                        + p.id() + "' by that name (ask {\"call\": \"describe\"}: sessionCalls)"));
        if (!valueFunction(f)) {
            throw new InputException(call + " builds its own world and has no session form: inside a session use"
                    + " the session forms (describe: sessionForms) on handles, or call it without \"session\"");
        }
        return f;
    }
}
