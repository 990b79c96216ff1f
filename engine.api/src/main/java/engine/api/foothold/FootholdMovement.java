package engine.api.foothold;

import engine.api.quirk.QuirkLog;
import org.osgi.annotation.versioning.ProviderType;

/** The 2D movement kernel (UpdatePhysics of the client's CMovePath): advances a mover on a map by one update. */
@ProviderType
@FunctionalInterface
public interface FootholdMovement {

    /** Advances mover by timeMs milliseconds on map (the client runs 30 ms sub-steps inside). */
    void update(FootholdMap map, Mover mover, int timeMs, QuirkLog log);
}
