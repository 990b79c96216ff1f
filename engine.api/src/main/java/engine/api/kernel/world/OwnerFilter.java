package engine.api.kernel.world;

import engine.api.body.BodyOwner;
import org.osgi.annotation.versioning.ConsumerType;

/** The keep callback of IPhysics_QueryBoxFiltered (option 0x40000): false drops the candidate. */
@ConsumerType
@FunctionalInterface
public interface OwnerFilter {

    /** Whether the querying owner mine keeps the candidate owned by theirs. */
    boolean keep(BodyOwner mine, BodyOwner theirs);
}
