package engine.kernels.fake;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.mesh.MeshSweep;
import engine.api.math.Float4;
import engine.api.math.Vec4;
import engine.api.shape.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * A mesh sweep returning a scripted contact per call (Unit 3's "fake mesh query"): call i answers perCall[i]
 * (null: no contact), calls past the list answer {@link #every} (null: none); a call with no room (max 0 or out
 * full) answers none. It records every call's arguments.
 */
public final class FakeMeshSweep implements MeshSweep {
    /** The contact of call i, null for none. */
    public final List<FakeContact> perCall = new ArrayList<>();
    /** The contact of every call past perCall, or null. */
    public FakeContact every;
    /** Calls so far. */
    public int calls;
    /** Each call's max, options, minNz and maxNz, in order. */
    public final List<float[]> arguments = new ArrayList<>();
    /** Each call's move. */
    public final List<Vec4> moves = new ArrayList<>();
    /** Each call's box, min then max. */
    public final List<Vec4[]> boxes = new ArrayList<>();
    /** Run after a scripted contact is written (e.g. to disable its triangle before the resolution), or null. */
    public java.util.function.Consumer<KernelContext> afterHit;

    /** Scripts call 0, 1, ... with cs (null entries: no contact); returns this. */
    public FakeMeshSweep script(FakeContact... cs) {
        perCall.addAll(java.util.Arrays.asList(cs));
        return this;
    }

    @Override
    public int sweep(KernelContext ctx, Contact[] out, int offset, int max, Float4 boxMin, Float4 boxMax, Body body,
                     Shape shape, Float4 move, int options, float minNz, float maxNz) {
        FakeContact fc = calls < perCall.size() ? perCall.get(calls) : every;
        calls++;
        arguments.add(new float[] {max, options, minNz, maxNz});
        moves.add(move.toVec4());
        boxes.add(new Vec4[] {boxMin.toVec4(), boxMax.toVec4()});
        if (fc == null || max <= 0 || offset >= out.length) {
            return 0;
        }
        fc.writeTo(out[offset]);
        out[offset].own().direction().set(0f, 0f, 0f, 0f);
        out[offset].point().set(0f, 0f, 0f, 1f);
        if (afterHit != null) {
            afterHit.accept(ctx);
        }
        return 1;
    }
}
