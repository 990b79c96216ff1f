package engine.api.oracle;

import engine.api.math.FloatModel;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * A world that lives across oracle calls (docs/oracle.md, "Sessions"): the spec functions in their session form,
 * which name this world's bodies and shapes by the integer handles its own create calls answered, and change it as
 * the original would (Units 6 to 10). Opened by a scene run ({@code SceneRun#specWorld}); one thread.
 */
@ProviderType
public interface SpecWorld {

    /** Every call this world takes: the session forms by spec name, with session.set and session.get. */
    List<SpecFunction> functions();

    /** The body handle of the scene's body i (bodies of the scenario and session.addBody), made on first ask. */
    int sceneBody(int i);

    /** The id of the provider the world's table defaulted to: value functions run statelessly on it. */
    String provider();

    /** The arithmetic the world's kernels compute in. */
    FloatModel floatModel();
}
