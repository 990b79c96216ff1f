package engine.launcher.host;

/**
 * A plugin's own code failed: its provider threw from, or returned null or an inconsistent answer from, one of its
 * methods. The message names the plugin (bundle symbolic name and jar file) and the method; every command exits
 * with code 5 for it, as for any plugin that cannot be started, and the oracle answers {@code plugin-failed}.
 */
public final class PluginException extends HostException {
    private static final long serialVersionUID = 1L;

    /** A failure of plugin's code: plugin names the bundle and file, what says which call and how. */
    public PluginException(String plugin, String what, Throwable cause) {
        super(plugin + ": " + what, cause);
    }
}
