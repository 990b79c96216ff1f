package engine.api.body;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Told of every box change of a body held by a world's vector ({@link Body#setBox}), so a world can keep data
 * derived from the boxes (e.g. per-run bounds of the x-sorted list, Unit 7) without reading every box again.
 * A box change never re-sorts the list; relinks go through {@link WorldBodies} and are the body-list kernel's own.
 */
@ConsumerType
@FunctionalInterface
public interface BodyBoxListener {
    /** b's box was just set (its list links unchanged); bodies is the world whose vector holds b. */
    void boxChanged(WorldBodies bodies, Body b);
}
