package engine.integration;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.mesh.MeshContactSort;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.host.FrameworkHost;
import engine.launcher.host.InstalledProvider;
import engine.ps2float.Ps2FloatModels;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

/** A third-party bundle installed at run time is listed, selectable for a slot, and cleanly gone when removed. */
class PluginIT {

    private static final Profile PLUGIN_SORT = Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "testplugin");

    @Test
    void aPluginInstalledAtRunTimeIsSelectableForOneSlotAndFailsCleanlyOnceUninstalled() {
        try (FrameworkHost host = FrameworkHost.start(List.of())) {
            assertFalse(ids(host).contains("testplugin"));

            Bundle plugin = host.installPlugin(Fixtures.testPlugin());
            assertEquals(Bundle.ACTIVE, plugin.getState());
            assertTrue(ids(host).contains("testplugin"));

            KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName, PLUGIN_SORT, host.kernelProviders(),
                    List.of(Slots.MESH_CONTACT_SORT));
            assertEquals("testplugin", table.providerId(Slots.MESH_CONTACT_SORT));
            assertEquals("faithful", table.providerId(Slots.CONTACT_LISTS), "other slots keep the default");
            MeshContactSort sort = table.get(Slots.MESH_CONTACT_SORT);
            int[] order = new int[6];
            sort.sort(new float[] {0.5f, 0.6f, 0.3f, 0.5f, 0.1f}, 5, order, QuirkLog.NONE);
            assertArrayEquals(new int[] {4, 2, 0, 3, 1}, Arrays.copyOf(order, 5));

            host.uninstall(plugin);
            assertFalse(ids(host).contains("testplugin"));
            SelectionException e = assertThrows(SelectionException.class,
                    () -> KernelSelection.resolve(Ps2FloatModels::byName,
                            PLUGIN_SORT, host.kernelProviders(), List.of()));
            assertTrue(e.getMessage().contains("mesh-contact-sort") && e.getMessage().contains("'testplugin'")
                    && e.getMessage().contains("not installed"), e.getMessage());

            // A table made before the plugin left keeps its kernels: no world is left half-wired.
            int[] again = new int[3];
            table.get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.2f, 0.1f}, 2, again, QuirkLog.NONE);
            assertArrayEquals(new int[] {1, 0}, Arrays.copyOf(again, 2));
        }
    }

    @Test
    void pluginsGivenAtStartAreInstalledWithTheEmbeddedBundles() {
        try (FrameworkHost host = FrameworkHost.start(List.of(Fixtures.testPlugin()))) {
            InstalledProvider p = host.providers().stream().filter(ip -> ip.provider().id().equals("testplugin"))
                    .findFirst().orElseThrow();
            assertEquals("engine.testplugin", p.bundle());
            assertEquals(List.of(Slots.MESH_CONTACT_SORT), p.provider().slots());
        }
    }

    private static List<String> ids(FrameworkHost host) {
        return host.providers().stream().map(ip -> ip.provider().id()).toList();
    }
}
