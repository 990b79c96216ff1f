package engine.kernels.call;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.kernel.KernelContext;
import engine.api.math.Float4;
import engine.api.shape.Shape;
import engine.api.slots.Slots;

/**
 * The calls one kernel makes of another, through the context's table: a kernel never names another kernel's
 * class, so each slot can be served by any provider the profile chose. Stateless.
 */
public final class Calls {

    private Calls() {
    }

    /** Shape vtable +0x28 through slot shape-pose. */
    public static void pose(KernelContext ctx, Shape s, BodyOwner owner) {
        ctx.kernels().get(Slots.SHAPE_POSE).pose(ctx, s, owner);
    }

    /** Shape vtable +0x18 through slot shape-pose. */
    public static void enable(KernelContext ctx, Shape s, boolean on) {
        ctx.kernels().get(Slots.SHAPE_POSE).enable(ctx, s, on);
    }

    /** PhysicsShape_GetBounds (and PhysicsBody_ComputeBounds) through slot shape-bounds. */
    public static void bounds(KernelContext ctx, Shape s, Float4 min, Float4 max) {
        ctx.kernels().get(Slots.SHAPE_BOUNDS).bounds(ctx, s, min, max);
    }

    /**
     * PhysicsBody_ComputeBounds on a body's own box (Unit 7, 0x00341638): s's bounds through slot shape-bounds,
     * set with {@link Body#setBox(Float4, Float4)} (no re-sort); lo and hi are the caller's scratch and start as the
     * box, so lanes the bound leaves keep their value as they did in place.
     */
    public static void bodyBounds(KernelContext ctx, Body b, Shape s, Float4 lo, Float4 hi) {
        b.minInto(lo);
        b.maxInto(hi);
        bounds(ctx, s, lo, hi);
        b.setBox(lo, hi);
    }

    /** PhysicsBody_AddShapeBounds on a body's own box (0x003417c0), set as {@link #bodyBounds}; lo, hi scratch. */
    public static void addBodyShapeBounds(KernelContext ctx, Body b, Shape s, Float4 lo, Float4 hi) {
        b.minInto(lo);
        b.maxInto(hi);
        addShapeBounds(ctx, lo, hi, s);
        b.setBox(lo, hi);
    }

    /** PhysicsBody_AddShapeBounds through slot shape-bounds. */
    public static void addShapeBounds(KernelContext ctx, Float4 min, Float4 max, Shape s) {
        ctx.kernels().get(Slots.SHAPE_BOUNDS).addShapeBounds(ctx, min, max, s);
    }

    /** IPhysics_AddBody through slot body-list. */
    public static void addBody(KernelContext ctx, Body b) {
        ctx.kernels().get(Slots.BODY_LIST).addBody(ctx, ctx.bodies(), b);
    }

    /** IPhysics_RemoveBody: the ignore slots naming b's owner forgotten (slot ignore-list), then slot body-list. */
    public static void removeBody(KernelContext ctx, Body b) {
        ctx.kernels().get(Slots.IGNORE_LIST).forgetIgnoredOwner(ctx, b);
        ctx.kernels().get(Slots.BODY_LIST).removeBody(ctx, ctx.bodies(), b);
    }

    /** BodyList_Reinsert through slot body-list. */
    public static void reinsert(KernelContext ctx, Body b) {
        ctx.kernels().get(Slots.BODY_LIST).reinsert(ctx, ctx.bodies(), b);
    }

    /** Body vtable +0x38 through slot ignore-list. */
    public static void stopIgnoring(KernelContext ctx, Body b, int slot) {
        ctx.kernels().get(Slots.IGNORE_LIST).stopIgnoring(ctx, b, slot);
    }

    /** PhysicsBody_SetOwner through slot body-functions. */
    public static void setOwner(KernelContext ctx, Body b, BodyOwner o) {
        ctx.kernels().get(Slots.BODY_FUNCTIONS).setOwner(ctx, b, o);
    }

    /** Body vtable +0x10 through slot body-functions. */
    public static void update(KernelContext ctx, Body b, BodyOwner o) {
        ctx.kernels().get(Slots.BODY_FUNCTIONS).update(ctx, b, o);
    }

    /** IPhysics_FreeShape through slot shape-pools. */
    public static void freeShape(KernelContext ctx, Shape s) {
        ctx.kernels().get(Slots.SHAPE_POOLS).freeShape(ctx, s);
    }
}
