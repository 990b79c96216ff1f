package engine.embed;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.scene.SceneService;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.faithful.provider.FaithfulProvider;
import engine.fixed.provider.FixedProvider;
import engine.foothold2d.provider.FootholdProvider;
import engine.foothold2d.scene.FootholdScenes;
import engine.kernels.scene.KernelScenes;
import engine.ps2float.Ps2FloatModels;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The engine for a plain JVM: binds the faithful, fixed and foothold2d providers into a set of
 * {@link KernelProvider} (the same classes the bundles register as OSGi services) and provides the
 * {@link KernelTable} the given profile resolves to: a new one at each injection, since a table serves one world
 * (its kernels hold that world's pools and scratch). It also binds the 3D and 2D {@link SceneService}s into a set,
 * the services that build a world for a scenario. A program adds its own kernels with
 * {@link #providers(com.google.inject.Binder)}{@code .addBinding().to(MyProvider.class)} in another module.
 */
public final class EngineModule extends AbstractModule {
    private final Profile profile;
    private final Set<Slot<?>> required;

    /** The engine with the default profile (faithful everywhere) and no required slot. */
    public EngineModule() {
        this(Profile.DEFAULT, Set.of());
    }

    /** The engine selecting with profile; resolution fails when a slot of required stays empty. */
    public EngineModule(Profile profile, Set<Slot<?>> required) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.required = Set.copyOf(required);
    }

    /** The set binder of kernel providers, for modules that add a provider of their own. */
    public static Multibinder<KernelProvider> providers(com.google.inject.Binder binder) {
        return Multibinder.newSetBinder(binder, KernelProvider.class);
    }

    @Override
    protected void configure() {
        Multibinder<KernelProvider> set = providers(binder());
        set.addBinding().to(FaithfulProvider.class);
        set.addBinding().to(FixedProvider.class);
        set.addBinding().to(FootholdProvider.class);
        bind(FaithfulProvider.class).in(Singleton.class);
        bind(FixedProvider.class).in(Singleton.class);
        bind(FootholdProvider.class).in(Singleton.class);
        // The scene services build worlds for scenarios: the same classes the bundles register as OSGi services.
        Multibinder<SceneService> scenes = Multibinder.newSetBinder(binder(), SceneService.class);
        scenes.addBinding().to(KernelScenes.class);
        scenes.addBinding().to(FootholdScenes.class);
    }

    /** The profile this module selects with. */
    @Provides
    Profile profile() {
        return profile;
    }

    /** A new kernel table for one world: the profile resolved against every bound provider, in id order. */
    @Provides
    KernelTable kernelTable(Set<KernelProvider> providers) {
        List<KernelProvider> sorted = new ArrayList<>(providers);
        sorted.sort(Comparator.comparing(KernelProvider::id));
        return KernelSelection.resolve(Ps2FloatModels::byName, profile, sorted, required);
    }
}
