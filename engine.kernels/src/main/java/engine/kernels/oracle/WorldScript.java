package engine.kernels.oracle;

import static engine.api.oracle.Param.f32;
import static engine.api.oracle.Param.floats;
import static engine.api.oracle.Param.ints;

import engine.api.body.Body;
import engine.api.kernel.KernelTable;
import engine.api.oracle.Args;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.Param;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkLog;
import engine.api.slots.Slots;
import engine.kernels.world.ContactLists;
import engine.kernels.world.PhysicsWorld;
import java.util.ArrayList;
import java.util.List;

/**
 * A world an oracle call describes (Unit 7): bodies given by their boxes ("boxes", six floats each: min xyz, max
 * xyz), added in order with IPhysics_AddBody, each owned by its own owner; optional per-body "typeMasks" (default
 * −1), "flags" (default 0), "groups" (default 0), owner "states" and "statesHigh" (default 0), "ownerless" body
 * numbers, and a forced list "bound". Bodies are named by their number in "boxes".
 */
final class WorldScript {
    static final Param<float[]> BOXES = floats("boxes",
            "six floats per body (min x, y, z, max x, y, z; m), added in order; bodies are named by their number");
    static final Param<int[]> TYPE_MASKS = ints("typeMasks", "per body and owner type mask (default -1)").orAbsent();
    static final Param<int[]> FLAGS = ints("flags", "per body flags (default 0)").orAbsent();
    static final Param<int[]> GROUPS = ints("groups", "per body group (default 0)").orAbsent();
    static final Param<int[]> STATES = ints("states", "per owner state, low 32 bits (default 0)").orAbsent();
    static final Param<int[]> STATES_HIGH = ints("statesHigh", "per owner state, high 32 bits (default 0)")
            .orAbsent();
    static final Param<int[]> OWNERLESS = ints("ownerless", "body numbers without an owner").orAbsent();
    static final Param<Float> BOUND = f32("bound", "the list bound +0x14 forced after adding (m)").orAbsent();
    /** The arguments {@link #withBodies} reads, in the order {@code describe} lists them. */
    static final List<Param<?>> WORLD = List.of(BOXES, TYPE_MASKS, FLAGS, GROUPS, STATES, STATES_HIGH, OWNERLESS,
            BOUND);

    final PhysicsWorld world;
    final List<Body> bodies = new ArrayList<>();
    final String function;

    WorldScript(String function, KernelTable table, QuirkLog log) {
        this(function, table, null, log);
    }

    /** A script world over mesh (may be null). */
    WorldScript(String function, KernelTable table, engine.api.mesh.CollisionMesh mesh, QuirkLog log) {
        this.function = function;
        this.world = new PhysicsWorld(table, mesh, log);
    }

    /** Builds the bodies of the standard world arguments and adds them in order. */
    WorldScript withBodies(Args a) {
        float[] boxes = a.get(BOXES);
        if (boxes.length % 6 != 0) {
            throw a.refuse(BOXES, "needs six floats per body, got " + boxes.length);
        }
        int n = boxes.length / 6;
        int[] typeMasks = PerItem.ints(a, TYPE_MASKS, n, -1, "body");
        int[] flags = PerItem.ints(a, FLAGS, n, 0, "body");
        int[] groups = PerItem.ints(a, GROUPS, n, 0, "body");
        int[] states = PerItem.ints(a, STATES, n, 0, "body");
        int[] statesHigh = PerItem.ints(a, STATES_HIGH, n, 0, "body");
        for (int i = 0; i < n; i++) {
            Body b = new Body();
            ScriptOwner o = new ScriptOwner(i);
            o.typeMask = typeMasks[i];
            o.state = ((long) statesHigh[i] << 32) | (states[i] & 0xffffffffL);
            b.setOwner(o);
            b.setTypeMask(typeMasks[i]);
            b.setFlags(flags[i]);
            b.setGroup(groups[i] & 0xffff);
            setBox(b, boxes, i * 6);
            bodies.add(b);
        }
        for (int i : a.get(OWNERLESS, new int[0])) {
            body(i, "ownerless").setOwner(null);
        }
        for (Body b : bodies) {
            world.addBody(b);
        }
        if (a.has(BOUND)) {
            world.bodies().setBound(a.get(BOUND));
        }
        return this;
    }

    static void setBox(Body b, float[] v, int at) {
        b.setBox(v[at], v[at + 1], v[at + 2], v[at + 3], v[at + 4], v[at + 5]);
    }

    /** Body number i, or an argument error naming arg. */
    Body body(int i, String arg) {
        if (i < 0 || i >= bodies.size()) {
            throw new FunctionArgumentException(function + ": argument '" + arg + "' = " + i
                    + " is not a body number 0.." + (bodies.size() - 1));
        }
        return bodies.get(i);
    }

    /** Body number i, or null for −1. */
    Body bodyOrNull(int i, String arg) {
        return i == -1 ? null : body(i, arg);
    }

    /** The number of b (its position in "boxes"), or the next number for a body not from "boxes". */
    int number(Body b) {
        int i = bodies.indexOf(b);
        return i >= 0 ? i : bodies.size();
    }

    /** A candidate list long enough for every body of this script and the original's 512. */
    Body[] candidateList() {
        return new Body[Math.max(ContactLists.CANDIDATES, bodies.size() + 1)];
    }

    /**
     * How many of n candidates a caller of the original keeps: all when the table's contact lists grow, else at
     * most 512 (CANDIDATES_512 reported past that).
     */
    int candidates(int n) {
        if (n > ContactLists.CANDIDATES && !world.kernels().get(Slots.CONTACT_LISTS).growable(Quirk.CANDIDATES_512)) {
            // PS2-LIMIT(CANDIDATES_512): the caller's 512-entry list ends there.
            world.quirks().fired(Quirk.CANDIDATES_512);
            return ContactLists.CANDIDATES;
        }
        return n;
    }

    /** The list head to tail, as body numbers. */
    int[] list() {
        List<Integer> out = new ArrayList<>();
        for (Body n = world.bodies().head(); n != null; n = n.next()) {
            out.add(number(n));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The body vector in index order, as body numbers. */
    int[] vector() {
        return world.bodyVector().stream().mapToInt(this::number).toArray();
    }

    /** Each body's index (+0x20), in body-number order. */
    int[] indices() {
        return bodies.stream().mapToInt(Body::index).toArray();
    }

    /** out[0..n−1] as body numbers. */
    int[] numbers(Body[] out, int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = number(out[i]);
        }
        return r;
    }
}
