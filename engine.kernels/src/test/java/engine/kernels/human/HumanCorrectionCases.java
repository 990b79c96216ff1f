package engine.kernels.human;

import engine.api.body.HumanBody;
import engine.api.math.Quat;
import engine.api.math.Vec4;
import engine.api.quirk.Quirk;
import engine.api.shape.Shape;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Snapshot;
import engine.kernels.fake.FakeHuman;
import engine.kernels.world.PhysicsWorld;
import java.util.List;

/** The inputs that show each correction of {@link HumanCorrections}: one case per row. */
public final class HumanCorrectionCases {

    private HumanCorrectionCases() {
    }

    /** The first bone shape of hb for bone. */
    static Shape bone(HumanBody hb, int bone) {
        for (Shape s = hb.boneChain(); s != null; s = s.next()) {
            if (s.bone() == bone) {
                return s;
            }
        }
        throw new AssertionError("no bone " + bone);
    }

    /** A weapon sphere of radius 0.1 at offset (x, y, 1.2) from its owner. */
    static SphereShape weapon(float x, float y) {
        SphereShape s = new SphereShape();
        s.setRadius(0.1f);
        s.localOffset().set(x, y, 1.2f, 1f);
        return s;
    }

    /** PUSH_COINCIDENT_HUMANS: |d| = 0; faithful IEEE adds 0 × inf = NaN, fixed adds nothing. */
    static Object coincident(engine.kernels.correction.Mode mode) {
        PhysicsWorld w = engine.kernels.fake.TestWorlds.world(mode.profile(), mode.quirks(),
                java.util.Map.of(Slots.pairOverlap(engine.api.shape.ShapeType.SPHERE,
                        engine.api.shape.ShapeType.CAPSULE), engine.kernels.fake.FakePairOverlap.always()), null);
        FakeHuman a = new FakeHuman("a");
        FakeHuman b = new FakeHuman("b");
        HumanBody ha = w.bodyPools().createHumanBody(w, a);
        HumanBody hb = w.bodyPools().createHumanBody(w, b);
        a.body = ha;
        b.body = hb;
        w.humans().setPushSphere(w, ha, true);
        w.humans().update(w, ha, a);
        w.humans().update(w, hb, b);
        w.humans().pushAwayHumans(w, ha);
        return Snapshot.of(hb.pushOut());
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        return List.of(
                new CorrectionCase(Quirk.STRIKE_BIT_ALIAS, Slots.HUMAN_BODY,
                        "SetShapeEnabled(0, on) then (32, on) on a created human",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            HumanBody hb = w.bodyPools().createHumanBody(w, new FakeHuman("h"));
                            w.humans().setShapeEnabled(w, hb, 0, true);
                            w.humans().setShapeEnabled(w, hb, 32, true);
                            return Snapshot.of(hb.strikeBits(), bone(hb, 32).flags());
                        }),
                new CorrectionCase(Quirk.PUSH_COINCIDENT_HUMANS, Slots.HUMAN_BODY,
                        "two humans at the origin, one with its push sphere on, pushes (IEEE: rsqrt(0) = inf; the"
                                + " overlap entry a fake)",
                        HumanCorrectionCases::coincident),
                new CorrectionCase(Quirk.WEAPON_BOUND_FIRST_SPHERE, Slots.HUMAN_BODY,
                        "a human at (10, 5, 0), reach 1.37, weapon spheres (radius 0.1) at 1.0 m (first) and 1.5 m",
                        mode -> {
                            PhysicsWorld w = mode.world();
                            FakeHuman h = new FakeHuman("h").at(Vec4.point(10f, 5f, 0f), Quat.IDENTITY);
                            h.reach = 1.37f;
                            HumanBody hb = w.bodyPools().createHumanBody(w, h);
                            w.humans().addStrikeSphere(w, hb, weapon(1.5f, 0f));
                            w.humans().addStrikeSphere(w, hb, weapon(0.6f, 0.8f));
                            hb.setWeaponTimer(3);
                            w.humans().update(w, hb, h);
                            return Snapshot.of(hb.broadBox().min(), hb.broadBox().max());
                        }));
    }
}
