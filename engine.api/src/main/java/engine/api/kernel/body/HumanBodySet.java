package engine.api.kernel.body;

import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanBody;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.math.Mat4;
import engine.api.shape.SphereShape;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The human body set (Unit 10): the scale step, the human body's Update and Moved, the strike switch, the weapon
 * strike spheres, the push sphere and its push, the strike test, and the "you were pushed" handler.
 */
@ProviderType
public interface HumanBodySet {

    /** PhysicsBody_ApplyHumanScale: capsule and bone shapes from the bone tables times the human's scale, updated. */
    void applyHumanScale(KernelContext ctx, HumanBody hb);

    /** PhysicsHumanBody_Update: the capsule and re-sort when dirty, the broad bound +0x90, the bone poses. */
    void update(KernelContext ctx, HumanBody hb, BodyOwner o);

    /** PhysicsHumanBody_Moved: the capsule set from m, the unscaled broad bound, bone shapes set from m. */
    void moved(KernelContext ctx, HumanBody hb, Mat4 m);

    /**
     * PhysBody_SetShapeEnabled: empties the struck list, then switches bone id's strike bit and its shape on or off;
     * id &lt; 0 with on false switches every strike shape off.
     */
    void setShapeEnabled(KernelContext ctx, HumanBody hb, int id, boolean on);

    /** PhysicsHumanBody_SetPushSphere: on takes a free push sphere (none: none held), off frees it. */
    void setPushSphere(KernelContext ctx, HumanBody hb, boolean on);

    /** PhysicsHumanBody_AddStrikeSphere: pushes sphere at the head of the weapon chain +0xc4. */
    void addStrikeSphere(KernelContext ctx, HumanBody hb, SphereShape sphere);

    /** PhysicsHumanBody_ClearStrikeSpheres: pops each weapon sphere, switching it off. */
    void clearStrikeSpheres(KernelContext ctx, HumanBody hb);

    /**
     * PhysicsHumanBody_OnStruck, the human body's vtable +0x50 ("you were pushed"): after a code-4 push of hb, its
     * owner's Human_OnPushContact with the contact, the push (m) and the pass move (m).
     */
    void onStruck(KernelContext ctx, HumanBody hb, Contact c, Float4 push, Float4 move);

    /**
     * PhysicsHumanBody_PushAwayHumans: with a push sphere held, every other human it overlaps (but the target, a
     * player and an unpushable body) gets a push along the 3-D line from hb's owner, added to its push-out.
     */
    void pushAwayHumans(KernelContext ctx, HumanBody hb);

    /**
     * Human_TestStrikes: the weapon and strike spheres against the level, the gather in the broad bound, the line of
     * sight, each candidate's weapon and strike sweeps (one strike per candidate per update), the weapon timer.
     */
    void testStrikes(KernelContext ctx, HumanBody hb);
}
