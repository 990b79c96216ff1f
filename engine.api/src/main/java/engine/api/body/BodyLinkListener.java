package engine.api.body;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Told of every change of a previous link ({@link WorldBodies#setPrevious}) and every box change of the bodies a
 * world's list links, so data derived from the list's backward chains (the box query's run maxima, Unit 7
 * IPhysics_QueryBox) stays exact whichever body-list kernel relinks. A body once linked by a world reports its box
 * changes there for good, held or not.
 */
@ConsumerType
public interface BodyLinkListener {
    /** b's previous link was just set (its neighbours may be mid-relink); bodies is the world that linked b. */
    void previousSet(WorldBodies bodies, Body b);

    /** b's box was just set; b is held by bodies' vector or was linked by its list. */
    void boxChanged(WorldBodies bodies, Body b);
}
