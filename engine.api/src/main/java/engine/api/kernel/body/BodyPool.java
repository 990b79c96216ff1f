package engine.api.kernel.body;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.body.HumanBody;
import engine.api.body.HumanOwner;
import engine.api.kernel.KernelContext;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The body pools and their create and free functions (Unit 9): human body sets, the punch bag set, world objects,
 * cars and glass panes; the world's human list; Human_CreatePhysicsBody's rules. Holds that part of one world's
 * state. A create returns null when its pool is full; it adds the body to the world.
 */
@ProviderType
public interface BodyPool {

    /** IPhysics_CreateHumanBody: a human set with its capsule on and bone shapes off, scaled; null when full. */
    HumanBody createHumanBody(KernelContext ctx, BodyOwner owner);

    /** IPhysics_CreatePunchBagBody: the punch bag set, capsule on and segment off; null when it cannot be had. */
    HumanBody createPunchBagBody(KernelContext ctx, BodyOwner owner);

    /** IPhysics_CreateObjectBody: flags 0x80000500, scale 1, no shape; null when full. */
    Body createObjectBody(KernelContext ctx, BodyOwner owner);

    /** IPhysics_CreateCarBody: flags 0x80000000, no shape; null when full. */
    Body createCarBody(KernelContext ctx, BodyOwner owner);

    /** Physics_CreateBoxBody: a pane with its box sized (width, 0.5, height) m, flags 0x8000007a; null when full. */
    Body createBoxBody(KernelContext ctx, BodyOwner owner, float width, float height);

    /** IPhysics_FreeHumanBody (and IPhysics_FreePunchBagBody): off the human list, out of the world, owner 0. */
    void freeHumanBody(KernelContext ctx, HumanBody hb);

    /** IPhysics_FreeObjectBody: out of the world, its shape freed, its ignores stopped, owner 0. */
    void freeObjectBody(KernelContext ctx, Body b);

    /** IPhysics_FreeCarBody: out of the world, each shape unchained and freed, its ignores stopped, owner 0. */
    void freeCarBody(KernelContext ctx, Body b);

    /** IPhysics_FreeBoxBody: out of the world, the box's 0x8 cleared, owner 0. */
    void freeBoxBody(KernelContext ctx, Body b);

    /** IPhysics_AddHumanBody: appends hb at the tail of the human list. */
    void addHumanBody(KernelContext ctx, HumanBody hb);

    /** IPhysics_RemoveHumanBody: stops its ignores, unlinks it from the human list, clears its weapon spheres. */
    void removeHumanBody(KernelContext ctx, HumanBody hb);

    /** Human_CreatePhysicsBody: frees the human's body, then makes a punch bag or a human body by its rules. */
    HumanBody humanCreatePhysicsBody(KernelContext ctx, HumanOwner human);

    /** IPhysics +0x04: the human list's head, or null. */
    HumanBody humanHead();
}
