package engine.integration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.host.FrameworkHost;
import engine.ps2float.Ps2FloatModels;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

/**
 * Plugin churn (bad input: plugins): for 30 s (-Dchurn.seconds) one thread installs, starts, stops, starts again and
 * uninstalls the test plugin while another resolves tables from whatever providers are registered, sorts through
 * the plugin's kernel when it was there, and steps a world through the faithful provider. No table is ever
 * half-wired, nothing throws, and at the end no plugin bundle or provider service is left registered.
 */
class PluginChurnIT {
    private static final Profile PLUGIN_SORT = Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "testplugin");
    private static final List<Slot<?>> SLOTS = List.of(Slots.MESH_CONTACT_SORT, Slots.CONTACT_LISTS,
            Slots.BODY_LIST, Slots.BOX_QUERY);

    @Test
    void installingAndRemovingAPluginWhileWorldsAreBuiltAndSteppedBreaksNothing() throws Exception {
        long seconds = Long.getLong("churn.seconds", 30);
        try (FrameworkHost host = FrameworkHost.start(List.of())) {
            int baseline = host.providers().size();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicLong cycles = new AtomicLong();
            AtomicLong steps = new AtomicLong();
            AtomicLong withPlugin = new AtomicLong();
            Thread churn = new Thread(() -> {
                try {
                    while (!stop.get()) {
                        Bundle b = host.installPlugin(Fixtures.testPlugin());
                        b.stop();
                        b.start();
                        host.uninstall(b);
                        cycles.incrementAndGet();
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }, "plugin-churn");
            Thread worlds = new Thread(() -> {
                try {
                    while (!stop.get()) {
                        step(host, withPlugin);
                        steps.incrementAndGet();
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }, "world-steps");
            churn.start();
            worlds.start();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            while (System.nanoTime() < end && failure.get() == null) {
                Thread.sleep(50);
            }
            stop.set(true);
            churn.join(60_000);
            worlds.join(60_000);
            assertNull(failure.get(), () -> "churn failed: " + failure.get());
            assertTrue(cycles.get() > 0 && steps.get() > 0 && withPlugin.get() > 0,
                    "both threads worked: " + cycles + " plugin cycles, " + steps + " steps, " + withPlugin
                            + " with the plugin");
            assertEquals(baseline, host.providers().size(), "no provider service is left registered");
            assertTrue(host.bundles().stream().noneMatch(b -> "engine.testplugin".equals(b.getSymbolicName())),
                    "no plugin bundle is left installed");
        }
    }

    /** One world step: a table from the providers registered now, used whole even if the plugin goes meanwhile. */
    private static void step(FrameworkHost host, AtomicLong withPlugin) {
        List<KernelProvider> now = host.kernelProviders();
        boolean plugin = now.stream().anyMatch(p -> p.id().equals("testplugin"));
        KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName,
                plugin ? PLUGIN_SORT : Profile.DEFAULT, now, SLOTS);
        for (Slot<?> s : SLOTS) {
            assertTrue(table.get(s) != null, "slot " + s.id() + " is wired");
        }
        MeshContactSort sort = table.get(Slots.MESH_CONTACT_SORT);
        int[] order = new int[4];
        sort.sort(new float[] {0.5f, 0.25f, 0.75f}, 3, order, QuirkLog.NONE);
        assertArrayEquals(new int[] {1, 0, 2}, Arrays.copyOf(order, 3), table.providerId(Slots.MESH_CONTACT_SORT));
        if (plugin) {
            withPlugin.incrementAndGet();
        }
        KernelProvider faithful = now.stream().filter(p -> p.id().equals("faithful")).findFirst().orElseThrow();
        SpecFunction fn = faithful.functions(FloatModel.IEEE).stream().filter(f -> f.name().equals("IPhysics_Step"))
                .findFirst().orElseThrow();
        Map<String, Object> r = fn.invoke(Map.of("boxes", new float[] {0, 0, 0, 2, 1, 1, 5, 0, 0, 6, 1, 1},
                "steps", 120));
        assertEquals(0, r.get("tick"));
    }
}
