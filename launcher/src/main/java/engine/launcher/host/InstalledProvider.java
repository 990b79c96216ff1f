package engine.launcher.host;

import engine.api.kernel.KernelProvider;

/**
 * A kernel provider service as the host sees it.
 *
 * @param provider the service object
 * @param bundle   the symbolic name of the bundle that registered it
 * @param bundleId the framework's id of that bundle
 */
public record InstalledProvider(KernelProvider provider, String bundle, long bundleId) {
}
