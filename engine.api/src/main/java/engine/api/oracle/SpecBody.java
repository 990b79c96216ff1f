package engine.api.oracle;

import engine.api.quirk.QuirkLog;
import org.osgi.annotation.versioning.ProviderType;

/** The body of a spec function made by {@link SpecFunction#of}: reads {@link Args}, writes {@link Results}. */
@ProviderType
@FunctionalInterface
public interface SpecBody {

    /** Computes the results of a with its arguments validated; fired quirks go to log. */
    Results call(Args a, QuirkLog log);
}
