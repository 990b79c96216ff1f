package engine.api.foothold;

import engine.api.quirk.QuirkLog;
import org.osgi.annotation.versioning.ProviderType;

/** The 2D movement kernel (UpdatePhysics of the client's CMovePath): advances a mover on a map by one update. */
@ProviderType
@FunctionalInterface
public interface FootholdMovement {

    /**
     * Advances mover by timeMs milliseconds (30 ms sub-steps inside) on map with the physics constants, sending
     * RecordMovement's records to sink and fired quirks to log; allocates nothing once the map is prepared.
     *
     * @throws UnsupportedFieldException when map swims or flies and the caller has not opted in to ground physics
     *                                   ({@link FootholdMap#withGroundPhysics()}); the mover is left as it was
     */
    void update(FootholdMap map, PhysicsConstants physics, Mover mover, int timeMs, MovementSink sink, QuirkLog log);
}
