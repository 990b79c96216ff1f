package engine.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.kernels.ray.RayCast;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The static guard of issue 14: no compiled class of engine.kernels computes a float with a Java operator, a Java
 * float compare, a float conversion or a Math/StrictMath float function, and none calls the IEEE-only overload of
 * an API value function; every such operation goes through {@code FloatModel}, so a PS2 value (exponent 255 is a
 * number) never meets Java's IEEE arithmetic. The few methods that may are listed with the reason.
 */
class FloatModelGuardTest {

    /** class#method (internal names) allowed to use float instructions, and why. */
    private static final Map<String, String> ALLOWED = Map.of(
            "engine/kernels/frame/ScriptedHuman#upperPoint",
            "the scripted human stands in for the game's owner (vtable upper point): an input, not a spec kernel",
            "engine/kernels/oracle/PoolFunctions#human",
            "the oracle's scripted owner: its bone position is request input, not a spec kernel",
            "engine/kernels/oracle/session/PoolForms#human",
            "a session's new human owner: its bone position, as the stateless PoolFunctions#human places it",
            "engine/kernels/oracle/SweepFunctions#capsuleBody",
            "oracle scene setup: a body of n capsules placed from the request, not in the original",
            "engine/kernels/oracle/SweepFunctions#physicsBody_ResolveContacts",
            "request decoding: a contact record's float 'other' flag read as a boolean",
            "engine/kernels/oracle/SweepFunctions$Script#<init>",
            "request decoding: float-list contact records to triangle flags, placeholder triangles for them",
            "engine/kernels/oracle/SweepFunctions$Script#write",
            "request decoding: float-list contact records to ints and flags",
            "engine/kernels/oracle/SweepFunctions$Script#lambda$scripted$1",
            "request decoding: a scripted pass number and body flag read from the float list",
            "engine/kernels/oracle/SweepFunctions$Script#lambda$scripted$2",
            "request decoding: a scripted pass number and body flag read from the float list",
            "engine/kernels/oracle/WorldFunctions#addSpheres",
            "oracle scene setup: a sphere per request box (the box's centre and half width), not in the original");

    /** Allowed like {@link #ALLOWED}: bone-transform records decoded from requests (issue 21 item 2). */
    private static final Map<String, String> ALLOWED_BONE_RECORDS = Map.of(
            "engine/kernels/oracle/HumanBodyFunctions#poseBones",
            "request decoding: a boneTransforms record's float bone number checked whole and read as an int",
            "engine/kernels/oracle/StrikeFunctions#humanBones",
            "request decoding: a humanBoneTransforms record's float human number checked whole and read as an int",
            "engine/kernels/oracle/session/FieldForms#checkBones",
            "request decoding: a session bones record's float bone number checked whole and read as an int");

    /** Allowed like {@link #ALLOWED}: the scripted owners' ground check, owner code outside the physics units. */
    private static final Map<String, String> ALLOWED_GROUND_CHECK = Map.of(
            "engine/kernels/scene/ScriptedVelocity#heightOverFloor",
            "the scripted owner's ground check (owner code, not a physics unit): an input",
            "engine/kernels/scene/GroundCheck#floorUnder",
            "the scripted owner's ground check: the floor's plane height under it (owner code, not a physics unit)",
            "engine/kernels/scene/Scene3DRun#footDrop",
            "scenario setup: which size of a body is its lowest point, from the scenario file");

    /** Allowed like {@link #ALLOWED}: the scene runner's owner scripts and the sweeps' conservative culling. */
    private static final Map<String, String> ALLOWED_SCENES_AND_CULLING = Map.of(
            "engine/kernels/scene/Scene3DRun#create",
            "scenario setup: bodies placed and sized from the scenario file, not in the original",
            "engine/kernels/scene/Scene3DRun#place",
            "scenario input: a position read from the scenario's doubles",
            "engine/kernels/scene/Scene3DRun#state",
            "scenario output: a body's float state written as doubles for the run's records",
            "engine/kernels/scene/ScriptedVelocity#<init>",
            "the scenario's scripted owner stands in for the game's owner code (its velocity script): an input",
            "engine/kernels/scene/ScriptedVelocity#asked",
            "the scenario's scripted owner stands in for the game's owner code (its velocity script): an input",
            "engine/kernels/mesh/MeshCollector#visitFromTree",
            "conservative culling: the nearest contact's fraction becomes the tree walk's cutoff, which decides only"
                    + " what to skip",
            "engine/kernels/mesh/TriangleCache#<init>",
            "culling data: triangle boxes and cell footprints from the stored vertices as the bake made them; the"
                    + " normals and n·v0 go through the model",
            "engine/kernels/mesh/TriangleCache#cellBoxes",
            "culling data: each cell's box around its triangles' boxes, compared with the swept box only to skip"
                    + " a cell none of them can touch, or (nearest contact wanted) one reached after the cutoff",
            "engine/kernels/mesh/TriangleCache#cellMissedBy",
            "conservative culling: a cell's box against the swept box, or its entry against the nearest contact's"
                    + " fraction, decides only which cell to skip",
            "engine/kernels/mesh/TriangleCache#enteredAfter",
            "conservative culling: a triangle box's entry fraction against the nearest contact's fraction (Issue"
                    + " 23) decides only what to skip");
    /**
     * Classes allowed to use float instructions in every method: conservative culling, which only decides which
     * triangles a sweep need not look at (a non-finite input switches it off), never a result;
     * SphereSweepAccelerationProperties proves the results identical under both models. The box query's run
     * maxima (a float maximum whose skip test is the walk's own model comparison) likewise only decide what the
     * walk steps over; RunMaximaProperties proves the answers identical.
     */
    private static final Set<String> ALLOWED_CLASSES = Set.of("engine/kernels/mesh/SweptSphere",
            "engine/kernels/mesh/TriangleTree", "engine/kernels/mesh/BinnedSahBuild",
            "engine/kernels/world/RunMaxima");

    /** Float instructions no kernel may execute outside the model. */
    private static final Map<Integer, String> FLOAT_OPS = Map.ofEntries(
            Map.entry(Opcodes.FADD, "FADD"), Map.entry(Opcodes.FSUB, "FSUB"), Map.entry(Opcodes.FMUL, "FMUL"),
            Map.entry(Opcodes.FDIV, "FDIV"), Map.entry(Opcodes.FREM, "FREM"), Map.entry(Opcodes.FNEG, "FNEG"),
            Map.entry(Opcodes.FCMPL, "FCMPL"), Map.entry(Opcodes.FCMPG, "FCMPG"), Map.entry(Opcodes.F2I, "F2I"),
            Map.entry(Opcodes.I2F, "I2F"), Map.entry(Opcodes.F2L, "F2L"), Map.entry(Opcodes.L2F, "L2F"),
            Map.entry(Opcodes.F2D, "F2D"), Map.entry(Opcodes.D2F, "D2F"));

    /** API value functions whose overload without a FloatModel computes in IEEE. */
    private static final Set<String> VALUE_OWNERS = Set.of("engine/api/math/Aabb", "engine/api/math/Quat",
            "engine/api/math/Mat4", "engine/api/mesh/CollisionGrid", "engine/api/mesh/MeshQuery",
            "engine/kernels/ray/RayCast");
    private static final Set<String> VALUE_NAMES = Set.of("toMatrix", "rotate", "rotate3", "transform", "multiply",
            "scaleAboutCentre", "extendByMove", "fromSphere", "fromUprightCylinder", "overlaps", "contains",
            "toGrid", "cellCoordinate", "begin", "cast");
    private static final String MODEL = "Lengine/api/math/FloatModel;";
    /** A call taking the kernel context computes in the context's model. */
    private static final String CONTEXT = "Lengine/api/kernel/KernelContext;";

    @Test
    void noKernelComputesAFloatOutsideTheModel() throws Exception {
        Map<String, Set<String>> found = scan();
        List<String> offending = new ArrayList<>();
        found.forEach((method, ops) -> {
            if (!ALLOWED.containsKey(method)
                    && !ALLOWED_SCENES_AND_CULLING.containsKey(method) && !ALLOWED_GROUND_CHECK.containsKey(method)
                    && !ALLOWED_BONE_RECORDS.containsKey(method)
                    && !ALLOWED_CLASSES.contains(method.substring(0, method.indexOf('#')))) {
                offending.add(method + " " + ops);
            }
        });
        assertEquals(List.of(), offending, "float operations outside FloatModel (route them through the model)");
    }

    @Test
    void everyAllowedMethodStillNeedsItsEntry() throws Exception {
        Map<String, Set<String>> found = scan();
        Set<String> stale = new TreeSet<>(ALLOWED.keySet());
        stale.addAll(ALLOWED_SCENES_AND_CULLING.keySet());
        stale.addAll(ALLOWED_GROUND_CHECK.keySet());
        stale.addAll(ALLOWED_BONE_RECORDS.keySet());
        stale.removeAll(found.keySet());
        for (String c : ALLOWED_CLASSES) {
            if (found.keySet().stream().noneMatch(m -> m.startsWith(c + "#"))) {
                stale.add(c);
            }
        }
        assertEquals(Set.of(), stale, "allow-list entries whose method no longer uses a float instruction");
    }

    @Test
    void theGuardSeesAJavaFloatOperator() throws Exception {
        // The guard's own check: this class's method below compiles to FMUL and FCMPL, and the scan reports them.
        Map<String, Set<String>> found = new TreeMap<>();
        scanClass(Files.readAllBytes(classFile(FloatModelGuardTest.class)), found);
        Set<String> ops = found.get("engine/kernels/FloatModelGuardTest#javaArithmetic");
        assertTrue(ops != null && ops.contains("FMUL") && ops.contains("FCMPL"), () -> String.valueOf(found));
    }

    @SuppressWarnings("unused")
    private static boolean javaArithmetic(float a, float b) {
        return a * b > 1f;
    }

    private static Map<String, Set<String>> scan() throws IOException, URISyntaxException {
        Path root = classFile(RayCast.class).getParent().getParent(); // .../classes/engine/kernels
        Map<String, Set<String>> found = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".class")).sorted().forEach(p -> {
                try {
                    scanClass(Files.readAllBytes(p), found);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        assertTrue(found.size() < 1000 && Files.exists(root.resolve("ray/RayCast.class")), "scanned " + root);
        return found;
    }

    private static Path classFile(Class<?> c) throws URISyntaxException {
        Path base = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        return base.resolve(c.getName().replace('.', '/') + ".class");
    }

    private static void scanClass(byte[] bytes, Map<String, Set<String>> found) {
        ClassReader reader = new ClassReader(bytes);
        String owner = reader.getClassName();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
                String key = owner + "#" + name;
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInsn(int opcode) {
                        String op = FLOAT_OPS.get(opcode);
                        if (op != null) {
                            found.computeIfAbsent(key, k -> new TreeSet<>()).add(op);
                        }
                    }

                    @Override
                    public void visitMethodInsn(int opcode, String callee, String method, String d, boolean itf) {
                        boolean math = callee.equals("java/lang/Math") || callee.equals("java/lang/StrictMath");
                        if (math && d.contains("F")) {
                            found.computeIfAbsent(key, k -> new TreeSet<>()).add(callee + "." + method + d);
                        }
                        if (callee.equals("java/lang/Float") && (method.startsWith("is") || method.equals("compare")
                                || method.equals("min") || method.equals("max") || method.equals("sum"))) {
                            found.computeIfAbsent(key, k -> new TreeSet<>()).add("Float." + method);
                        }
                        if (VALUE_OWNERS.contains(callee) && VALUE_NAMES.contains(method) && !d.contains(MODEL)
                                && !d.contains(CONTEXT) && !isModelOverloadItself(owner, callee)) {
                            found.computeIfAbsent(key, k -> new TreeSet<>()).add("IEEE " + callee + "." + method);
                        }
                    }
                };
            }
        }, 0);
    }

    /** RayCast's own IEEE entry delegates to its model overload: a call inside RayCast is not a kernel's call. */
    private static boolean isModelOverloadItself(String owner, String callee) {
        return owner.equals(callee);
    }
}
