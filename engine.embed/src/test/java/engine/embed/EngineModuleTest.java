package engine.embed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.ProvisionException;
import com.google.inject.TypeLiteral;
import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.math.Float4;
import engine.api.quirk.QuirkCounter;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.kernels.library.KernelLibrary;
import engine.kernels.world.PhysicsWorld;
import engine.testplugin.TestPluginProvider;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The engine composed with Guice, no OSGi framework: the same providers, the same selection, a working world. */
class EngineModuleTest {

    @Test
    void theThreeProvidersAreBoundAndTheDefaultProfileSelectsFaithful() {
        Injector injector = Guice.createInjector(new EngineModule());
        Set<String> ids = new TreeSet<>();
        injector.getInstance(Key.get(new TypeLiteral<Set<KernelProvider>>() { })).forEach(p -> ids.add(p.id()));
        assertEquals(Set.of("faithful", "fixed", "foothold2d"), ids);
        KernelTable table = injector.getInstance(KernelTable.class);
        KernelTable other = injector.getInstance(KernelTable.class);
        assertNotSame(table, other, "a table per world: its kernels hold that world's pools");
        assertNotSame(table.get(Slots.BODY_POOLS), other.get(Slots.BODY_POOLS));
        assertEquals("faithful", table.providerId(Slots.BODY_LIST));
    }

    @Test
    void aWorldRunsOnTheInjectedTable() {
        KernelTable table = Guice.createInjector(new EngineModule(Profile.DEFAULT,
                Set.copyOf(KernelLibrary.worldSlots()))).getInstance(KernelTable.class);
        PhysicsWorld world = new PhysicsWorld(table, null, new QuirkCounter());
        Body a = new Body();
        a.setOwner(inertOwner());
        a.setBox(0f, 0f, 0f, 1f, 1f, 1f);
        a.setTypeMask(-1);
        world.addBody(a);
        Body[] out = new Body[4];
        int n = table.get(Slots.BOX_QUERY).queryBox(world, out, new Float4(0.5f, 0f, 0f, 1f),
                new Float4(2f, 1f, 1f, 1f), null, null, -1, 0);
        assertEquals(1, n);
        assertSame(a, out[0]);
    }

    /** An owner whose answers this test never reads (the query only compares it with the ignored owner). */
    private static BodyOwner inertOwner() {
        return (BodyOwner) Proxy.newProxyInstance(BodyOwner.class.getClassLoader(), new Class<?>[] {BodyOwner.class},
                (proxy, method, args) -> method.getName().equals("toString") ? "inert owner" : null);
    }

    @Test
    void aProgramAddsItsOwnProviderAndSelectsItForOneSlot() {
        Profile profile = Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "testplugin");
        Injector injector = Guice.createInjector(new EngineModule(profile, Set.of(Slots.MESH_CONTACT_SORT)),
                new AbstractModule() {
                    @Override
                    protected void configure() {
                        EngineModule.providers(binder()).addBinding().to(TestPluginProvider.class);
                    }
                });
        KernelTable table = injector.getInstance(KernelTable.class);
        assertEquals("testplugin", table.providerId(Slots.MESH_CONTACT_SORT));
        int[] order = new int[4];
        table.get(Slots.MESH_CONTACT_SORT).sort(new float[] {0.5f, 0.6f, 0.3f}, 3, order, new QuirkCounter());
        assertArrayEquals(new int[] {2, 0, 1}, Arrays.copyOf(order, 3));
    }

    @Test
    void aProfileNamingAMissingProviderFailsAtInjection() {
        Injector injector = Guice.createInjector(
                new EngineModule(Profile.DEFAULT.with(Slots.MESH_CONTACT_SORT.id(), "nobody"), Set.of()));
        ProvisionException e = assertThrows(ProvisionException.class, () -> injector.getInstance(KernelTable.class));
        assertTrue(e.getMessage().contains("'nobody'") && e.getMessage().contains("not installed"), e.getMessage());
    }
}
