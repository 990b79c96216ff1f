package engine.launcher.host;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.osgi.framework.Bundle;
import org.osgi.framework.wiring.BundleWiring;

/**
 * Names the plugin whose code a failure came from, after the fact: a frame of the failure's stack whose class a
 * plugin bundle's own class loader defined. Kernels are not wrapped (a wrapper would sit on every call of a step),
 * so this is how a plugin kernel that throws mid-run gets its plugin named; it looks only at the stack, so it blames
 * nobody when no plugin frame is there.
 */
final class PluginBlame {
    private PluginBlame() {
    }

    /** The PluginException for failure if a plugin's class is on its stack (innermost cause first), else null. */
    static PluginException of(Throwable failure, List<Bundle> plugins) {
        if (failure instanceof PluginException || plugins.isEmpty()) {
            return null;
        }
        Map<ClassLoader, Bundle> loaders = new IdentityHashMap<>();
        for (Bundle b : plugins) {
            BundleWiring w = b.adapt(BundleWiring.class);
            if (w != null && w.getClassLoader() != null) {
                loaders.put(w.getClassLoader(), b);
            }
        }
        for (Throwable t : causesInnermostFirst(failure)) {
            for (StackTraceElement frame : t.getStackTrace()) {
                Bundle b = definer(frame.getClassName(), plugins, loaders);
                if (b != null) {
                    return new PluginException(FrameworkHost.pluginName(b), "its code threw during the run: "
                            + failure.getClass().getName() + ": " + failure.getMessage() + " (at " + frame + ")",
                            failure);
                }
            }
        }
        return null;
    }

    private static List<Throwable> causesInnermostFirst(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = failure; t != null && !chain.contains(t) && chain.size() < 64; t = t.getCause()) {
            chain.add(0, t);
        }
        return chain;
    }

    /** The plugin bundle whose own class loader defines className, or null. */
    private static Bundle definer(String className, List<Bundle> plugins, Map<ClassLoader, Bundle> loaders) {
        for (Bundle b : plugins) {
            if (b.getEntry(className.replace('.', '/') + ".class") == null) {
                continue; // cheap first test: the class file is not in this jar
            }
            try {
                Bundle owner = loaders.get(b.loadClass(className).getClassLoader());
                if (owner != null) {
                    return owner;
                }
            } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
                // not loadable through this bundle: not its class
            }
        }
        return null;
    }
}
