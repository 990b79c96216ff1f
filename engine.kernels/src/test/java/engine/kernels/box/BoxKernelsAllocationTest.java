package engine.kernels.box;

import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.BoxShape;
import engine.api.shape.CapsuleShape;
import engine.api.shape.SegmentShape;
import engine.api.shape.SphereShape;
import engine.kernels.correction.Mode;
import org.junit.jupiter.api.Test;

/** The box kernels, faithful and fixed, allocate nothing per call once warm. */
class BoxKernelsAllocationTest {

    private static Runnable calls(Mode mode) {
        KernelContext w = mode.world(BoxScenes.walls(BoxScenes.ONE_SIDED, 0f, 0.5f));
        BoxShape cube = BoxScenes.box(0f, 0f, 1f, 1f, 1f, 1f, BoxScenes.rotation(0.3, 0, 0, 1));
        BoxShape mover = BoxScenes.box(-3f, 0.4f, 1f, 0.5f, 0.5f, 0.5f, BoxScenes.rotation(0.7, 0.6, 0, 0.8));
        CapsuleShape capsule = BoxScenes.capsule(-3f, 1.2f, 0f, 0.35f, 1.8f);
        SphereShape sphere = BoxScenes.sphere(-3f, 0.9f, 1.5f, 0.2f);
        SegmentShape segment = BoxScenes.segment(-3f, -2f, 0f, -3f, 2f, 2f, 0.1f);
        Float4 m = BoxScenes.move(4f, 0.2f, 0.1f);
        Float4 back = BoxScenes.move(-4f, -0.2f, -0.1f);
        BoxShape walker = BoxScenes.box(-2f, 0f, 1f, 0.5f, 0.5f, 0.5f);
        Float4[] bound = BoxScenes.bound(walker, m);
        Contact c = new Contact();
        Contact[] out = {new Contact(), new Contact(), new Contact()};
        var mesh = w.kernels().get(engine.api.slots.Slots.meshSweep(engine.api.shape.ShapeType.BOX));
        return () -> {
            BoxScenes.sweep(w, BoxScenes.CAPSULE_BOX, c, capsule, cube, m);
            BoxScenes.sweep(w, BoxScenes.BOX_CAPSULE, c, cube, capsule, back);
            BoxScenes.sweep(w, BoxScenes.SPHERE_BOX, c, sphere, cube, m);
            BoxScenes.sweep(w, BoxScenes.BOX_SPHERE, c, cube, sphere, back);
            BoxScenes.sweep(w, BoxScenes.SEGMENT_BOX, c, segment, cube, m);
            BoxScenes.sweep(w, BoxScenes.BOX_SEGMENT, c, cube, segment, back);
            BoxScenes.sweep(w, BoxScenes.BOX_BOX, c, mover, cube, m);
            mesh.sweep(w, out, 0, 3, bound[0], bound[1], null, walker, m, 0, 0f, 0f);
        };
    }

    @Test
    void faithfulAndFixedBoxKernelsAllocateNothingOnceWarm() {
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        org.junit.jupiter.api.Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported()
                && threads.isThreadAllocatedMemoryEnabled(), "the JVM measures no per-thread allocation");
        for (Mode mode : new Mode[] {Mode.faithful(), Mode.fixed()}) {
            Runnable run = calls(mode);
            for (int i = 0; i < 20_000; i++) {
                run.run();
            }
            long id = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(id);
            for (int i = 0; i < 10_000; i++) {
                run.run();
            }
            long bytes = threads.getThreadAllocatedBytes(id) - before;
            assertTrue(bytes < 10_000, mode + ": " + bytes + " bytes allocated by 80,000 calls");
        }
    }
}
