package engine.kernels.pair;

import static engine.kernels.pair.PairRig.capsule;
import static engine.kernels.pair.PairRig.human;
import static engine.kernels.pair.PairRig.move;
import static engine.kernels.pair.PairRig.segment;
import static engine.kernels.pair.PairRig.sphere;

import engine.api.kernel.Slot;
import engine.api.math.Float4;
import engine.api.quirk.Quirk;
import engine.api.shape.CapsuleShape;
import engine.api.shape.Shape;
import engine.api.shape.ShapeType;
import engine.api.shape.SphereShape;
import engine.api.slots.Slots;
import engine.kernels.correction.CorrectionCase;
import engine.kernels.correction.Mode;
import engine.kernels.correction.Snapshot;
import java.util.ArrayList;
import java.util.List;

/** The inputs that show each correction of {@link PairCorrections}: one case per row. */
public final class PairCorrectionCases {
    private static final ShapeType SPHERE = ShapeType.SPHERE;
    private static final ShapeType CAPSULE = ShapeType.CAPSULE;
    private static final ShapeType SEGMENT = ShapeType.SEGMENT;

    private PairCorrectionCases() {
    }

    /** One case per correction of this family. */
    public static List<CorrectionCase> cases() {
        List<CorrectionCase> out = new ArrayList<>();
        Slot<?> cc = Slots.pairSweep(CAPSULE, CAPSULE);
        out.add(new CorrectionCase(Quirk.CAPSULE_HEIGHTS_SWAPPED, cc,
                "Unit 11's swap: a capsule h 1.0 at z 1.5 moving (0.5, 0, 0) at a standing one (h 1.8) 1 m away",
                mode -> fraction(mode, capsule(0f, 0f, 1.5f, 0.35f, 1.0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.CAPSULE_TIMES_NOT_INTERSECTED, cc,
                "Unit 11's times never intersected: B1 (-0.8, 0, -2.4) moving (3, 0, 1) past B2 = 0",
                mode -> fraction(mode, human(-0.8f, 0f, -2.4f), human(0f, 0f, 0f), move(3f, 0f, 1f))));
        out.add(new CorrectionCase(Quirk.CIRCLE_ZERO_MOVE_DIV, cc,
                "a capsule 1 m away and 2 m up dropping straight down (0, 0, -0.5): flag 0, no horizontal move",
                mode -> fraction(mode, human(1f, 0f, 2f), human(0f, 0f, 0f), move(0f, 0f, -0.5f))));
        for (boolean mirrored : new boolean[] {false, true}) {
            Slot<?> slot = mirrored ? Slots.pairSweep(CAPSULE, SPHERE) : Slots.pairSweep(SPHERE, CAPSULE);
            String how = mirrored ? " (the capsule moving by -m)" : "";
            out.add(new CorrectionCase(Quirk.SPHERE_CAPSULE_FALLING_ROOT, slot,
                    "Unit 11's exact vertical drop: a sphere r 0.1 at (0.1, 0, 3), m (0, 0, -2), capsule B 0" + how,
                    mode -> sphereCapsule(mode, mirrored, 0.1f, 0f, 3f, 0.1f, 0.35f, 1.8f, move(0f, 0f, -2f), false)));
            out.add(new CorrectionCase(Quirk.SPHERE_CAPSULE_INWARD_NORMAL, slot,
                    "Unit 11's side hit: a sphere r 0.1 at (-1, 0, 1), m (1, 0, 0), capsule B 0; the normal" + how,
                    mode -> sphereCapsule(mode, mirrored, -1f, 0f, 1f, 0.1f, 0.35f, 1.8f, move(1f, 0f, 0f), true)));
            out.add(new CorrectionCase(Quirk.SPHERE_CAPSULE_ROOT_ORDER, slot,
                    "Unit 11's store order: a sphere at (-0.3, 0, -0.5), m (1.2, 0, 2.4): exit 0.625, entry 0.17089"
                            + how,
                    mode -> sphereCapsule(mode, mirrored, -0.3f, 0f, -0.5f, 0.1f, 0.35f, 1.8f, move(1.2f, 0f, 2.4f),
                            false)));
            out.add(new CorrectionCase(Quirk.SPHERE_CAPSULE_INSIDE_EXIT, slot,
                    "a sphere starting inside the capsule at (0.2, 0, 1) moving (-1, 0, 0) across its axis" + how,
                    mode -> sphereCapsule(mode, mirrored, 0.2f, 0f, 1f, 0.1f, 0.35f, 1.8f, move(-1f, 0f, 0f), false)));
            out.add(new CorrectionCase(Quirk.SPHERE_CAPSULE_SHORT_AXIS, slot,
                    "a capsule h 0.7 = 2r met side on at mid-height by a sphere from (-1, 0, 0.35), m (1, 0, 0)" + how,
                    mode -> sphereCapsule(mode, mirrored, -1f, 0f, 0.35f, 0.1f, 0.35f, 0.7f, move(1f, 0f, 0f),
                            false)));
        }
        out.add(new CorrectionCase(Quirk.SPHERE_SPHERE_TOUCHING_HITS, Slots.pairSweep(SPHERE, SPHERE),
                "Unit 11's already touching: own (0; 0.5), other ((0.5, 0, 0); 0.5), moving away (-1, 0, 0)",
                mode -> fraction(mode, sphere(0f, 0f, 0f, 0.5f), sphere(0.5f, 0f, 0f, 0.5f), move(-1f, 0f, 0f))));
        zeroLength(out);
        for (ShapeType[] p : new ShapeType[][] {{SEGMENT, SEGMENT}, {CAPSULE, SEGMENT}, {SEGMENT, CAPSULE}}) {
            out.add(new CorrectionCase(Quirk.SWEEP_LEFTOVER_FRACTION, Slots.pairSweep(p[0], p[1]),
                    "an overlapping " + p[0].id() + " and " + p[1].id() + " in a slot holding fraction 7.5, flags 0x55",
                    mode -> leftover(mode, p[0], p[1])));
        }
        notCleared(out);
        return out;
    }

    private static void zeroLength(List<CorrectionCase> out) {
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(SPHERE, SPHERE),
                "centres 1e-23 apart (d.d underflows to 0), the mover closing in at (-1, 0, 0)",
                mode -> normals(mode, sphere(1e-23f, 0f, 0f, 0.5f), sphere(0f, 0f, 0f, 0.5f), move(-1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(CAPSULE, CAPSULE),
                "capsule axes 1e-23 apart (d.d underflows to 0), the mover closing in at (-1, 0, 0)",
                mode -> normals(mode, human(1e-23f, 0f, 0f), human(0f, 0f, 0f), move(-1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(SPHERE, CAPSULE),
                "a point (sphere r 0) at a line capsule's (r 0, h 1.8) mid-height, moving (1, 0, 0): M - C = 0",
                mode -> normals(mode, sphere(0f, 0f, 0.9f, 0f), capsule(0f, 0f, 0f, 0f, 1.8f), move(1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(CAPSULE, SPHERE),
                "a line capsule (r 0, h 1.8) moving (-1, 0, 0) from a point (sphere r 0) at its mid-height",
                mode -> normals(mode, capsule(0f, 0f, 0f, 0f, 1.8f), sphere(0f, 0f, 0.9f, 0f), move(-1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(SPHERE, SEGMENT),
                "a sphere r 0.1 touching Unit 11's segment, with a zero move",
                mode -> normals(mode, sphere(0f, 0.1f, 0f, 0.1f), bar(), move(0f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.ZERO_LENGTH_UNIT, Slots.pairSweep(SEGMENT, SPHERE),
                "Unit 11's segment touching a sphere r 0.1, with a zero move",
                mode -> normals(mode, bar(), sphere(0f, 0.1f, 0f, 0.1f), move(0f, 0f, 0f))));
    }

    private static void notCleared(List<CorrectionCase> out) {
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(SPHERE, SPHERE),
                "Unit 11's sphere-sphere head-on hit in a slot holding 7.5 everywhere",
                mode -> stale(mode, sphere(0f, 0f, 0f, 0.5f), sphere(2f, 0f, 0f, 0.5f), move(4f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(CAPSULE, CAPSULE),
                "Unit 11's capsules head-on hit in a slot holding 7.5 everywhere",
                mode -> stale(mode, human(0f, 0f, 0f), human(1f, 0f, 0f), move(0.5f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(SPHERE, CAPSULE),
                "Unit 11's sphere-capsule side hit in a slot holding 7.5 everywhere",
                mode -> stale(mode, sphere(-1f, 0f, 1f, 0.1f), human(0f, 0f, 0f), move(1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(CAPSULE, SPHERE),
                "Unit 11's capsule-sphere side hit (the capsule moving (-1, 0, 0)) in a slot holding 7.5 everywhere",
                mode -> stale(mode, human(0f, 0f, 0f), sphere(-1f, 0f, 1f, 0.1f), move(-1f, 0f, 0f))));
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(SPHERE, SEGMENT),
                "Unit 11's sphere-segment pass in a slot holding 7.5 everywhere",
                mode -> stale(mode, sphere(0f, -1f, 0f, 0.1f), bar(), move(0f, 2f, 0f))));
        out.add(new CorrectionCase(Quirk.CONTACT_SLOT_NOT_CLEARED, Slots.pairSweep(SEGMENT, SPHERE),
                "Unit 11's segment-sphere pass (the segment moving (0, -2, 0)) in a slot holding 7.5 everywhere",
                mode -> stale(mode, bar(), sphere(0f, -1f, 0f, 0.1f), move(0f, -2f, 0f))));
    }

    private static Shape bar() {
        return segment(-1f, 0f, 0f, 1f, 0f, 0f, 0.05f);
    }

    /** The hit and its fraction. */
    private static Object fraction(Mode mode, Shape own, Shape other, Float4 move) {
        PairRig rig = PairRig.of(mode);
        boolean hit = rig.sweep(own, other, move);
        return Snapshot.of(hit, hit ? rig.contact.fraction() : 0f);
    }

    /** The hit and its two directions +0x10, +0x50. */
    private static Object normals(Mode mode, Shape own, Shape other, Float4 move) {
        PairRig rig = PairRig.of(mode);
        boolean hit = rig.sweep(own, other, move);
        return Snapshot.of(hit, rig.contact.unitMove(), rig.contact.normal());
    }

    /** A sphere (c, rs) moving by m at the capsule (B 0, rc, h), or the capsule moving by −m when mirrored. */
    private static Object sphereCapsule(Mode mode, boolean mirrored, float cx, float cy, float cz, float rs, float rc,
                                        float h, Float4 m, boolean normal) {
        PairRig rig = PairRig.of(mode);
        SphereShape s = sphere(cx, cy, cz, rs);
        CapsuleShape c = capsule(0f, 0f, 0f, rc, h);
        boolean hit = mirrored ? rig.sweep(c, s, move(-m.x(), -m.y(), -m.z())) : rig.sweep(s, c, m);
        if (normal) {
            return Snapshot.of(hit, rig.contact.normal());
        }
        return Snapshot.of(hit, hit ? rig.contact.fraction() : 0f);
    }

    /** An overlapping pair through its sweep entry, in a slot holding fraction 7.5 and flags 0x55. */
    private static Object leftover(Mode mode, ShapeType own, ShapeType other) {
        PairRig rig = PairRig.of(mode);
        rig.fill(7.5f, 0x55);
        Shape a = own == CAPSULE ? human(0f, 0f, 0f) : segment(-1f, 0f, 1f, 1f, 0f, 1f, 0.05f);
        Shape b = other == CAPSULE ? human(0f, 0f, 0f) : segment(0f, -1f, 1f, 0f, 1f, 1f, 0.05f);
        boolean hit = rig.sweep(a, b, move(1f, 2f, 3f));
        return Snapshot.of(hit, rig.contact.fraction(), rig.contact.flags());
    }

    /** A hit in a slot holding 7.5 everywhere: the fields the pair does not write. */
    private static Object stale(Mode mode, Shape own, Shape other, Float4 move) {
        PairRig rig = PairRig.of(mode);
        rig.fill(7.5f, 0x55);
        boolean hit = rig.sweep(own, other, move);
        return Snapshot.of(hit, rig.contact.scalar84(), rig.contact.distance(), rig.contact.slide());
    }
}
