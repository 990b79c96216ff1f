package engine.fixed.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.api.kernel.KernelProvider;
import engine.api.math.FloatModel;
import engine.api.oracle.SpecFunction;
import engine.faithful.provider.FaithfulProvider;
import engine.ps2float.Ps2FloatModels;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every function of the address tables at the top of Units 10 and 11 (14 and 16 functions) is served by the oracle
 * under its spec name, by the faithful and by the fixed provider, in the IEEE model and the PS2 model.
 */
class Units10And11ServedTest {
    /** Unit 10's table: 14 functions. */
    static final List<String> UNIT_10 = List.of("PhysicsHumanBody_Construct", "PhysicsHumanBody_Destroy",
            "PhysicsBody_ApplyHumanScale", "PhysicsHumanBody_GetShapes", "PhysicsHumanBody_SetPushSphere",
            "PhysicsHumanBody_OnStruck", "PhysicsHumanBody_AddStrikeSphere", "PhysicsHumanBody_ClearStrikeSpheres",
            "PhysicsHumanBody_Update", "PhysicsHumanBody_PushAwayHumans", "PhysicsHumanBody_Moved",
            "PhysBody_SetShapeEnabled", "PhysicsHumanBody_AddBoneShape", "Human_TestStrikes");
    /** Unit 11's table: 16 functions. */
    static final List<String> UNIT_11 = List.of("PhysicsSweep_SphereSphere", "PhysicsSweep_SegmentSegment",
            "PhysicsSweep_SphereSegment", "PhysicsSweep_SegmentSphere", "PhysicsSweep_SphereCapsule",
            "PhysicsSweep_CapsuleSphere", "PhysicsSweep_CapsuleSegment", "PhysicsSweep_SegmentCapsule",
            "PhysicsSweep_CapsuleCapsule", "Sweep_SphereSphere", "Sweep_CircleCircle2D", "Sweep_IntervalOverlap",
            "Sweep_SphereCapsule", "Vec_MakePerpendicularBasis", "PhysicsBody_SweepHumanMask",
            "IPhysics_CollideShape");

    private static Set<String> names(List<SpecFunction> fs) {
        Set<String> out = new TreeSet<>();
        fs.forEach(f -> out.add(f.name()));
        return out;
    }

    private static void servesAll(KernelProvider p, FloatModel m, Set<String> served) {
        List<String> missing = new ArrayList<>();
        for (String n : UNIT_10) {
            if (!served.contains(n)) {
                missing.add(n);
            }
        }
        for (String n : UNIT_11) {
            if (!served.contains(n)) {
                missing.add(n);
            }
        }
        assertEquals(List.of(), missing, p.id() + " (" + m.name() + ") does not serve these");
    }

    @Test
    void theThirtyFunctionsOfUnits10And11AreServedByFaithfulAndFixed() {
        assertEquals(14, UNIT_10.size());
        assertEquals(16, UNIT_11.size());
        FaithfulProvider faithful = new FaithfulProvider();
        FixedProvider fixed = new FixedProvider();
        for (FloatModel m : List.of(FloatModel.IEEE, Ps2FloatModels.FPU)) {
            servesAll(faithful, m, names(faithful.functions(m)));
            servesAll(fixed, m, names(fixed.functions(m)));
        }
    }

    @Test
    void eachIsServedWithItsUnit() {
        for (SpecFunction f : new FixedProvider().functions(FloatModel.IEEE)) {
            if (UNIT_10.contains(f.name())) {
                assertEquals(10, f.unit(), f.name());
            } else if (UNIT_11.contains(f.name())) {
                assertEquals(11, f.unit(), f.name());
            }
        }
    }
}
