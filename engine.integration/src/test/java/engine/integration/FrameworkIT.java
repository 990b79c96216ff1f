package engine.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.quirk.QuirkLog;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.host.FrameworkHost;
import engine.launcher.host.InstalledProvider;
import engine.ps2float.Ps2FloatModels;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;

/** The launcher's embedded Felix with the built bundles: everything resolves, starts and registers. */
class FrameworkIT {
    private static FrameworkHost host;

    @BeforeAll
    static void boot() {
        host = FrameworkHost.start(List.of());
    }

    @AfterAll
    static void stop() {
        host.close();
    }

    @Test
    void everyBundleResolvesAndStarts() {
        List<Bundle> bundles = host.bundles();
        assertEquals(8, bundles.size(),
                "SCR, its three OSGi dependencies, the kernel library and the three provider bundles");
        for (Bundle b : bundles) {
            assertEquals(Bundle.ACTIVE, b.getState(), b.getSymbolicName() + " is not active");
        }
    }

    @Test
    void theThreeProvidersAreRegisteredByTheirBundles() {
        Map<String, String> bundleOf = new TreeMap<>();
        for (InstalledProvider ip : host.providers()) {
            bundleOf.put(ip.provider().id(), ip.bundle());
        }
        assertEquals(Map.of("faithful", "engine.faithful", "fixed", "engine.fixed", "foothold2d", "engine.foothold2d"),
                bundleOf);
    }

    @Test
    void theApiIsWiredToTheSystemBundleSoHostAndBundlesShareOneCopy() {
        for (Bundle b : host.bundles()) {
            BundleWiring wiring = b.adapt(BundleWiring.class);
            for (BundleWire w : wiring.getRequiredWires(PackageNamespace.PACKAGE_NAMESPACE)) {
                String pkg = (String) w.getCapability().getAttributes().get(PackageNamespace.PACKAGE_NAMESPACE);
                if (pkg.startsWith("engine.api") || pkg.equals("engine.files") || pkg.equals("engine.ps2float")
                        || pkg.equals("engine.meshio")) {
                    assertEquals(0L, w.getProvider().getBundle().getBundleId(),
                            b.getSymbolicName() + " imports " + pkg + " from bundle " + w.getProvider().getBundle());
                }
            }
        }
        assertTrue(host.kernelProviders().stream().allMatch(p -> p.getClass().getClassLoader()
                != KernelProvider.class.getClassLoader()), "providers live in their bundles");
    }

    @Test
    void faithfulAndFixedDifferOnlyWhereTheSmearFires() {
        KernelTable faithful = KernelSelection.resolve(Ps2FloatModels::byName, Profile.DEFAULT, host.kernelProviders(),
                List.of(Slots.MESH_CONTACT_SORT));
        KernelTable fixed = KernelSelection.resolve(Ps2FloatModels::byName,
                Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "fixed"),
                host.kernelProviders(), List.of(Slots.MESH_CONTACT_SORT));
        float[] keys = {0.5f, 0.6f, 0.3f};
        int[] a = new int[4];
        int[] b = new int[4];
        faithful.get(Slots.MESH_CONTACT_SORT).sort(keys, 3, a, QuirkLog.NONE);
        fixed.get(Slots.MESH_CONTACT_SORT).sort(keys, 3, b, QuirkLog.NONE);
        assertEquals(List.of(2, 0, 0), List.of(a[0], a[1], a[2]), "Unit 2: [C, A, A]");
        assertEquals(List.of(2, 0, 1), List.of(b[0], b[1], b[2]), "corrected: [C, A, B]");
    }
}
