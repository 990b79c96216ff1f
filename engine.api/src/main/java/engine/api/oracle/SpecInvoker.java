package engine.api.oracle;

import engine.api.quirk.QuirkLog;
import java.util.Map;
import org.osgi.annotation.versioning.ProviderType;

/** The body of a spec function: takes validated arguments by name, returns results by name. */
@ProviderType
@FunctionalInterface
public interface SpecInvoker {

    /** Computes the results; arguments are present and of their declared Java types; fired quirks go to log. */
    Map<String, Object> invoke(Map<String, Object> args, QuirkLog log);
}
