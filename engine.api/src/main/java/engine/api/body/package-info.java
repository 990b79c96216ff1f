/**
 * A body and what it meets, one layer because each refers to the others: the body record of Unit 7 (AABB, shapes,
 * owner, flags, type mask, push-out, scale, stuck counter) and the human body of Unit 10; the owner callbacks the
 * physics calls (a game port implements {@link engine.api.body.BodyOwner}); the 0xc0-byte contact the sweeps write
 * and the owner answers (Units 2, 3, 11); the world's body vector and x-sorted list ({@link
 * engine.api.body.WorldBodies}), whose links only it sets. A body's box is read by value and set only through
 * {@code Body.setBox}, which tells its world ({@link engine.api.body.BodyBoxListener}); 3.0 removed the live
 * {@code min()} / {@code max()}; 3.1 added the {@link engine.api.body.BodyLinkListener}, told of previous-link and
 * box changes of the bodies a list links, for the box query's run index.
 *
 * <p>Every transform and vector crosses the owner callbacks through caller-owned {@link engine.api.math.Float4}
 * buffers, so a step calls its owners without allocating.
 */
@Export
@Version("3.1.0")
package engine.api.body;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
