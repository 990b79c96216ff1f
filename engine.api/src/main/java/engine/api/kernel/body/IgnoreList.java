package engine.api.kernel.body;

import engine.api.body.Body;
import engine.api.body.BodyOwner;
import engine.api.kernel.KernelContext;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The ignore lists (Unit 8): which owners a body ignores (the original's 60 world-wide slots), the body vtable's
 * IsIgnoring, Ignore and StopIgnoring for bodies and human bodies, and IPhysics_ForgetIgnoredOwner. Holds that part
 * of one world's state.
 */
@ProviderType
public interface IgnoreList {

    /** The slot argument of {@link #stopIgnoring} that stops every slot of the body's chain (a null slot). */
    int ALL = -1;

    /** Body vtable +0x30: whether b ignores o (a human body: null asks about the level, the grab partner always). */
    boolean isIgnoring(KernelContext ctx, Body b, BodyOwner o);

    /** Body vtable +0x40: b ignores o from now on (a human body: null sets +0xd4, the level). */
    void ignore(KernelContext ctx, Body b, BodyOwner o);

    /** Body vtable +0x38: frees slot of b's chain, or every slot for {@link #ALL} (a human body also clears +0xd4). */
    void stopIgnoring(KernelContext ctx, Body b, int slot);

    /** IPhysics_ForgetIgnoredOwner: every slot naming removed's owner is stopped through its own body. */
    void forgetIgnoredOwner(KernelContext ctx, Body removed);
}
