package engine.launcher.host;

import engine.files.InputFiles;
import engine.api.kernel.KernelProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipException;
import org.apache.felix.framework.FrameworkFactory;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.BundleCapability;
import org.osgi.framework.wiring.BundleRequirement;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.resource.Namespace;
import org.osgi.util.tracker.ServiceTracker;

/**
 * A Felix framework embedded in this JVM. The engine API and the libraries beside it ({@link #HOST_EXPORTED}) are
 * exported by the system bundle (from the host's own classpath, with the versions of their bundles' manifests), so
 * the host and every bundle share one copy of those classes and the host calls kernels directly. The embedded
 * bundles (SCR and the providers) are installed and started at {@link #start}; plugins are installed from files.
 */
public final class FrameworkHost implements AutoCloseable {
    private static final String BUNDLE_DIR = "bundles/";
    private static final String BUNDLE_LIST = "engine/launcher/bundles.list";
    private static final String EMBEDDED = "embedded:";
    private static final long SERVICE_WAIT_MILLIS = 10_000;
    /** The largest plugin jar installed (bytes). */
    public static final long MAX_PLUGIN_BYTES = 512 * InputFiles.MIB;

    /** Parts of an Import-Package requirement filter, {@code (&(osgi.wiring.package=P)(version>=A)(!(version>=B)))}. */
    private static final Pattern PACKAGE_IN_FILTER = Pattern.compile("\\(osgi\\.wiring\\.package=([^)]+)\\)");
    private static final Pattern BELOW = Pattern.compile("\\(!\\(version>=([^)]+)\\)\\)");
    private static final Pattern ABOVE = Pattern.compile("\\(!\\(version<=([^)]+)\\)\\)");
    private static final Pattern AT_MOST = Pattern.compile("\\(version<=([^)]+)\\)");
    private static final Pattern AT_LEAST = Pattern.compile("\\(version>=([^)]+)\\)");

    private final Framework framework;
    private final Path storage;
    private ServiceTracker<KernelProvider, KernelProvider> tracker;

    /** Deletes the storage folder if the JVM ends (e.g. on SIGTERM) before {@link #close}. */
    private final Thread cleanup;

    private FrameworkHost(Framework framework, Path storage) {
        this.framework = framework;
        this.storage = storage;
        this.cleanup = new Thread(() -> deleteTree(storage), "engine-felix-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /** Boots Felix, installs and starts the embedded bundles and then each plugin file, in order. */
    public static FrameworkHost start(List<Path> plugins) {
        Path storage;
        try {
            storage = Files.createTempDirectory("engine-felix-");
        } catch (IOException e) {
            throw new HostException("cannot create the framework's storage folder: " + e.getMessage(), e);
        }
        Map<String, String> config = new HashMap<>();
        config.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        config.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        config.put(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, apiExports());
        config.put("felix.log.level", "1");
        Framework fw = new FrameworkFactory().newFramework(config);
        FrameworkHost host = new FrameworkHost(fw, storage);
        try {
            fw.init();
            fw.start();
            // One tracker holds the provider services for the host's life and releases them at close.
            // A plugin's provider is kept guarded (GuardedProvider): every call into its code is checked.
            host.tracker = new ServiceTracker<>(fw.getBundleContext(), KernelProvider.class, null) {
                @Override
                public KernelProvider addingService(ServiceReference<KernelProvider> ref) {
                    KernelProvider p = super.addingService(ref);
                    Bundle b = ref.getBundle();
                    return p == null || b == null || b.getLocation().startsWith(EMBEDDED) ? p
                            : GuardedProvider.of(p, pluginName(b));
                }
            };
            host.tracker.open();
            List<Bundle> started = new ArrayList<>();
            for (String name : embeddedBundleNames()) {
                started.add(host.installEmbedded(name));
            }
            for (Path plugin : plugins) {
                started.add(host.installPlugin(plugin));
            }
            for (Bundle b : started) {
                host.awaitComponents(b);
            }
            return host;
        } catch (BundleException | RuntimeException e) {
            host.close();
            if (e instanceof HostException he) {
                throw he;
            }
            throw new HostException("the OSGi framework failed to start: " + e.getMessage(), e);
        }
    }

    /**
     * The bundles whose packages the system bundle exports from the host's classpath: the API and the implementation
     * libraries the host calls as well as the bundles (one copy, so a model or an exception is the same class on
     * both sides, e.g. {@code model == Ps2FloatModels.FPU}).
     */
    static final List<String> HOST_EXPORTED = List.of("engine.api", "engine.files", "engine.ps2float", "engine.meshio");

    /** The Export-Package headers of the embedded {@link #HOST_EXPORTED} bundles: what the system bundle exports. */
    static String apiExports() {
        List<String> all = new ArrayList<>();
        for (String bsn : HOST_EXPORTED) {
            all.add(exportsOf(bsn));
        }
        return String.join(",", all);
    }

    private static String exportsOf(String bsn) {
        try (InputStream in = resource(BUNDLE_DIR + bsn + ".jar"); JarInputStream jar = new JarInputStream(in)) {
            Manifest m = jar.getManifest();
            String exports = m == null ? null : m.getMainAttributes().getValue(Constants.EXPORT_PACKAGE);
            if (exports == null || exports.isBlank()) {
                throw new HostException("the embedded " + bsn + " bundle has no Export-Package header");
            }
            return exports;
        } catch (IOException e) {
            throw new HostException("cannot read the embedded " + bsn + " bundle: " + e.getMessage(), e);
        }
    }

    private static List<String> embeddedBundleNames() {
        try (InputStream in = resource(BUNDLE_LIST)) {
            List<String> names = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String s = line.strip();
                if (!s.isEmpty() && !s.startsWith("#")) {
                    names.add(s);
                }
            }
            return names;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String name) {
        InputStream in = FrameworkHost.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new HostException("the launcher is missing its resource " + name
                    + " (was it built with mvn package?)");
        }
        return in;
    }

    private Bundle installEmbedded(String name) throws BundleException {
        try (InputStream in = resource(BUNDLE_DIR + name)) {
            Bundle b = framework.getBundleContext().installBundle(EMBEDDED + name, in);
            startBundle(b, "embedded bundle " + name);
            return b;
        } catch (IOException e) {
            throw new HostException("cannot read embedded bundle " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * Installs and starts a plugin bundle from a file; its providers are available when this returns.
     *
     * @throws HostException when the file is not a regular jar file of at most {@link #MAX_PLUGIN_BYTES}, is not an
     *                       OSGi bundle, cannot be installed or started, or registers no kernel provider
     */
    public Bundle installPlugin(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        checkPluginFile(file, abs);
        Bundle b;
        try {
            b = framework.getBundleContext().installBundle(abs.toUri().toString());
        } catch (BundleException e) {
            throw new HostException("plugin " + file + " cannot be installed: " + e.getMessage(), e);
        }
        startPlugin(b, file);
        awaitComponents(b);
        if (providersOf(b) == 0) {
            String bsn = b.getSymbolicName();
            uninstall(b);
            throw new HostException("plugin " + file + " (" + bsn + ") registered no kernel provider: a plugin"
                    + " registers an engine.api.kernel.KernelProvider service");
        }
        return b;
    }

    /** Starts a plugin bundle; one built against another major version of a host package is refused by name. */
    private void startPlugin(Bundle b, Path file) {
        if (b.getHeaders().get(Constants.FRAGMENT_HOST) != null) {
            return;
        }
        try {
            b.start();
        } catch (BundleException e) {
            String stale = e.getType() == BundleException.RESOLVE_ERROR ? staleHostImports(b) : null;
            if (stale == null) {
                throw new HostException("plugin " + file + " (" + b.getSymbolicName() + ") cannot be started: "
                        + e.getMessage(), e);
            }
            String bsn = b.getSymbolicName();
            uninstall(b);
            throw new HostException("plugin " + file + " (" + bsn + ") " + stale, e);
        }
    }

    /**
     * Why plugin b does not resolve when it imports host packages (engine.api.* and the {@link #HOST_EXPORTED}
     * libraries) at versions this launcher does not serve, e.g. a plugin built against engine.api 2: "imports
     * engine.api.kernel [2.0.0,3.0.0): this launcher serves engine.api.kernel 3.0.0; rebuild the plugin against
     * engine.api 3.x"; null when every host package it imports is served in its range.
     */
    String staleHostImports(Bundle b) {
        BundleRevision plugin = b.adapt(BundleRevision.class);
        List<BundleCapability> served = framework.adapt(BundleRevision.class)
                .getDeclaredCapabilities(PackageNamespace.PACKAGE_NAMESPACE);
        List<String> imports = new ArrayList<>();
        List<String> serves = new ArrayList<>();
        TreeSet<String> against = new TreeSet<>();
        for (BundleRequirement r : plugin == null ? List.<BundleRequirement>of()
                : plugin.getDeclaredRequirements(PackageNamespace.PACKAGE_NAMESPACE)) {
            String filter = r.getDirectives().get(Namespace.REQUIREMENT_FILTER_DIRECTIVE);
            String pkg = filter == null ? null : first(PACKAGE_IN_FILTER, filter);
            String owner = pkg == null ? null : hostBundleOf(pkg);
            if (owner == null) {
                continue;
            }
            List<BundleCapability> same = served.stream()
                    .filter(c -> pkg.equals(c.getAttributes().get(PackageNamespace.PACKAGE_NAMESPACE))).toList();
            if (same.isEmpty() || same.stream().anyMatch(r::matches)) {
                continue;
            }
            Object version = same.get(0).getAttributes().get(PackageNamespace.CAPABILITY_VERSION_ATTRIBUTE);
            imports.add(pkg + " " + range(filter));
            serves.add(pkg + " " + version);
            against.add(owner + " " + org.osgi.framework.Version.parseVersion(String.valueOf(version)).getMajor()
                    + ".x");
        }
        if (imports.isEmpty()) {
            return null;
        }
        return "imports " + String.join(" and ", imports) + ": this launcher serves " + String.join(" and ", serves)
                + "; rebuild the plugin against " + String.join(" and ", against);
    }

    /** The HOST_EXPORTED bundle a package belongs to (engine.api for engine.api.kernel), or null. */
    private static String hostBundleOf(String pkg) {
        for (String bsn : HOST_EXPORTED) {
            if (pkg.equals(bsn) || pkg.startsWith(bsn + ".")) {
                return bsn;
            }
        }
        return null;
    }

    /** The version range an Import-Package requirement's filter says, as the manifest writes it: [2.0.0,3.0.0). */
    static String range(String filter) {
        String upperOpen = first(BELOW, filter);
        String lowerOpen = first(ABOVE, filter);
        String rest = ABOVE.matcher(BELOW.matcher(filter).replaceAll("")).replaceAll("");
        String upperClosed = first(AT_MOST, rest);
        String lowerClosed = first(AT_LEAST, rest);
        String lower = lowerOpen != null ? "(" + lowerOpen : "[" + (lowerClosed != null ? lowerClosed : "0.0.0");
        if (upperOpen == null && upperClosed == null) {
            return lower.startsWith("[") ? lower.substring(1) + " or later" : "above " + lower.substring(1);
        }
        return lower + "," + (upperOpen != null ? upperOpen + ")" : upperClosed + "]");
    }

    private static String first(Pattern p, String s) {
        Matcher m = p.matcher(s);
        return m.find() ? m.group(1) : null;
    }

    /** "plugin BSN (FILE)": how errors name a plugin bundle installed from a file. */
    static String pluginName(Bundle b) {
        String location = b.getLocation();
        String file = location;
        try {
            file = Path.of(URI.create(location)).toString();
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            // not a file URI: the location as it is
        }
        return "plugin " + b.getSymbolicName() + " (" + file + ")";
    }

    /**
     * A plugin file must be a regular file holding a jar whose manifest names a bundle, with integer headers its
     * fields can hold (Felix would otherwise refuse them unnamed, or read an overlong version as 0.0.0).
     */
    static void checkPluginFile(Path file, Path abs) {
        try {
            InputFiles.check(abs, MAX_PLUGIN_BYTES, "plugin jar");
        } catch (IOException e) {
            throw new HostException("plugin " + e.getMessage(), e);
        }
        Manifest m;
        try (JarFile jar = new JarFile(abs.toFile())) {
            m = jar.getManifest();
        } catch (ZipException e) {
            throw new HostException("plugin " + file + " is not a jar file (it cannot be read as a zip archive)", e);
        } catch (IOException | SecurityException e) {
            throw new HostException("plugin " + file + " cannot be read as a jar: " + e.getMessage(), e);
        }
        if (m == null || m.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME) == null) {
            throw new HostException("plugin " + file + " is a jar but not an OSGi bundle: its manifest has no "
                    + Constants.BUNDLE_SYMBOLICNAME + " header (build it with bnd-maven-plugin)");
        }
        String manifestVersion = m.getMainAttributes().getValue(Constants.BUNDLE_MANIFESTVERSION);
        if (manifestVersion != null && !manifestVersion.strip().matches("[12]")) {
            throw new HostException("plugin " + file + ": manifest header " + Constants.BUNDLE_MANIFESTVERSION + ": '"
                    + cut(manifestVersion) + "' is not 1 or 2");
        }
        String version = m.getMainAttributes().getValue(Constants.BUNDLE_VERSION);
        if (version != null) {
            try {
                org.osgi.framework.Version.parseVersion(version);
            } catch (IllegalArgumentException e) {
                throw new HostException("plugin " + file + ": manifest header " + Constants.BUNDLE_VERSION + ": '"
                        + cut(version) + "' is not an OSGi version (major.minor.micro.qualifier, each number 0.."
                        + Integer.MAX_VALUE + ")", e);
            }
        }
    }

    private static String cut(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "... (" + s.length() + " characters)";
    }

    /** How many kernel providers bundle b has registered. */
    private int providersOf(Bundle b) {
        int n = 0;
        for (ServiceReference<KernelProvider> r : tracker.getTracked().keySet()) {
            if (b.equals(r.getBundle())) {
                n++;
            }
        }
        return n;
    }

    private static void startBundle(Bundle b, String what) {
        if (b.getHeaders().get(Constants.FRAGMENT_HOST) != null) {
            return;
        }
        try {
            b.start();
        } catch (BundleException e) {
            throw new HostException(what + " (" + b.getSymbolicName() + ") cannot be started: " + e.getMessage(), e);
        }
    }

    /** Waits until a bundle that declares DS components has registered a service (SCR works asynchronously). */
    private void awaitComponents(Bundle b) {
        if (b.getHeaders().get("Service-Component") == null) {
            return;
        }
        long deadline = System.nanoTime() + SERVICE_WAIT_MILLIS * 1_000_000L;
        while (b.getRegisteredServices() == null || b.getRegisteredServices().length == 0) {
            if (b.getState() != Bundle.ACTIVE || System.nanoTime() > deadline) {
                throw new HostException("bundle " + b.getSymbolicName() + " registered no service within "
                        + SERVICE_WAIT_MILLIS + " ms (state " + b.getState() + "); is Felix SCR running?");
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new HostException("interrupted while waiting for " + b.getSymbolicName(), e);
            }
        }
    }

    /** Stops and uninstalls a bundle; its providers disappear from {@link #providers()}. */
    public void uninstall(Bundle b) {
        try {
            b.uninstall();
        } catch (BundleException e) {
            throw new HostException("bundle " + b.getSymbolicName() + " cannot be uninstalled: " + e.getMessage(), e);
        }
    }

    /** The kernel providers registered now, sorted by provider id. */
    public List<InstalledProvider> providers() {
        List<InstalledProvider> out = new ArrayList<>();
        for (Map.Entry<ServiceReference<KernelProvider>, KernelProvider> e : tracker.getTracked().entrySet()) {
            Bundle b = e.getKey().getBundle();
            if (b != null) {
                out.add(new InstalledProvider(e.getValue(), b.getSymbolicName(), b.getBundleId()));
            }
        }
        out.sort(Comparator.comparing(ip -> ip.provider().id()));
        return out;
    }

    /** The provider objects alone, sorted by id. */
    public List<KernelProvider> kernelProviders() {
        return providers().stream().map(InstalledProvider::provider).toList();
    }

    /** The services of type registered now, in service id order (registration order). */
    public <S> List<S> services(Class<S> type) {
        List<S> out = new ArrayList<>();
        try {
            List<ServiceReference<S>> refs = new ArrayList<>(framework.getBundleContext()
                    .getServiceReferences(type, null));
            refs.sort(Comparator.comparingLong(r -> (Long) r.getProperty(Constants.SERVICE_ID)));
            for (ServiceReference<S> r : refs) {
                S s = framework.getBundleContext().getService(r);
                if (s != null) {
                    out.add(s);
                }
            }
        } catch (org.osgi.framework.InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /**
     * Throws a {@link PluginException} naming the plugin when failure came from a plugin bundle's code (a frame of
     * its stack in a class that plugin defines); returns otherwise, so the caller rethrows failure as it is.
     */
    public void blamePlugin(Throwable failure) {
        List<Bundle> plugins = new ArrayList<>();
        for (Bundle b : bundles()) {
            if (!b.getLocation().startsWith(EMBEDDED)) {
                plugins.add(b);
            }
        }
        PluginException named = PluginBlame.of(failure, plugins);
        if (named != null) {
            throw named;
        }
    }

    /** Every installed bundle except the system bundle, by id. */
    public List<Bundle> bundles() {
        List<Bundle> out = new ArrayList<>();
        for (Bundle b : framework.getBundleContext().getBundles()) {
            if (b.getBundleId() != 0) {
                out.add(b);
            }
        }
        return out;
    }

    /** Stops the framework and deletes its storage folder. */
    @Override
    public void close() {
        try {
            if (tracker != null) {
                tracker.close();
            }
            framework.stop();
            framework.waitForStop(10_000);
        } catch (BundleException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        } finally {
            deleteTree(storage);
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException e) {
                // The JVM is shutting down: the hook runs (or ran) and finds nothing left to delete.
            }
        }
    }

    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (var walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // Best effort: a leftover temporary folder is harmless.
        }
    }
}
