package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelConfig;
import engine.api.math.Float4;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.api.mesh.TriangleFlags;
import engine.api.quirk.QuirkCounter;
import engine.api.shape.ShapeType;
import engine.api.slots.Slots;
import engine.kernels.fake.TestWorlds;
import engine.kernels.world.PhysicsWorld;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;

/** The sphere sweep's plane-gap shortcut gives exactly the contacts the kernel gives on every triangle. */
class SphereSweepShortcutProperties {
    private static final CollisionMesh BUMPS = bumps();

    private static CollisionMesh bumps() {
        MeshBuilder b = new MeshBuilder();
        int n = 12;
        int[][] v = new int[n + 1][n + 1];
        for (int y = 0; y <= n; y++) {
            for (int x = 0; x <= n; x++) {
                float z = (float) (0.6 * StrictMath.sin(x * 0.9) * StrictMath.cos(y * 0.7));
                v[y][x] = b.vertex(x, y, z);
            }
        }
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int flags = (x + y) % 5 == 0 ? TriangleFlags.ENABLED | TriangleFlags.TWO_SIDED : TriangleFlags.ENABLED;
                b.triangle(v[y][x], v[y][x + 1], v[y + 1][x + 1], flags, 0);
                b.triangle(v[y][x], v[y + 1][x + 1], v[y + 1][x], flags, 0);
            }
        }
        return b.build(2f);
    }

    @Property(tries = 2000)
    void theShortcutChangesNoContact(@ForAll @FloatRange(min = 1f, max = 11f) float x,
                                     @ForAll @FloatRange(min = 1f, max = 11f) float y,
                                     @ForAll @FloatRange(min = -0.5f, max = 1.5f) float z,
                                     @ForAll @FloatRange(min = 0.05f, max = 0.8f) float r,
                                     @ForAll @FloatRange(min = -1.5f, max = 1.5f) float mx,
                                     @ForAll @FloatRange(min = -1.5f, max = 1.5f) float my,
                                     @ForAll @FloatRange(min = -1.5f, max = 1.5f) float mz,
                                     @ForAll @IntRange(min = 0, max = 3) int optionPick) {
        int options = new int[] {0, 4, 0x40, 0x20000}[optionPick];
        Contact[] fast = run(true, x, y, z, r, mx, my, mz, options);
        Contact[] slow = run(false, x, y, z, r, mx, my, mz, options);
        for (int i = 0; i < fast.length; i++) {
            assertEquals(slow[i].triangle(), fast[i].triangle(), "contact " + i);
            assertEquals(Float.floatToRawIntBits(slow[i].fraction()), Float.floatToRawIntBits(fast[i].fraction()));
            assertEquals(slow[i].flags(), fast[i].flags());
        }
    }

    private static Contact[] run(boolean shortcut, float x, float y, float z, float r, float mx, float my, float mz,
                                 int options) {
        SphereMeshSweep sweep = new SphereMeshSweep(KernelConfig.DEFAULT);
        sweep.shortcut = shortcut;
        PhysicsWorld w = TestWorlds.world(new QuirkCounter(), Map.of(Slots.meshSweep(ShapeType.SPHERE), sweep), BUMPS);
        Body body = MeshWorlds.sphereBody(x, y, z, r);
        Float4 move = new Float4(mx, my, mz, 0f);
        Float4[] box = MeshWorlds.box(body, move);
        Contact[] out = new Contact[8];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Contact();
            out[i].setTriangle(-2);
        }
        int n = sweep.sweep(w, out, 0, 8, box[0], box[1], body, body.firstShape(), move, options, -0.65f, 0f);
        Contact[] result = new Contact[8];
        for (int i = 0; i < 8; i++) {
            result[i] = i < n ? out[i] : new Contact();
        }
        return result;
    }
}
