package engine.foothold2d.provider;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.FootholdMovement;
import engine.api.foothold.MoveAction;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.SelectionException;
import engine.api.kernel.Slot;
import engine.api.oracle.FunctionArgumentException;
import engine.api.oracle.SpecFunction;
import engine.api.quirk.Quirk;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.foothold2d.MapleData;
import engine.foothold2d.move.FootholdCorrections;
import engine.ps2float.Ps2FloatModels;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The provider offers movement-2d and serves UpdatePhysics and the map loader to the oracle, reading map files by
 * path: the synthetic maps (always) and real Henesys (skipped when missing).
 */
class FootholdProviderTest {
    private static final String ID = FootholdProvider.ID;
    private final FootholdProvider p = new FootholdProvider();

    private SpecFunction fn(String name) {
        return p.functions().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void offersTheMovementSlot() {
        assertEquals(List.of(Slots.MOVEMENT_2D), p.slots());
        FootholdMovement k = p.kernel(Slots.MOVEMENT_2D, KernelConfig.DEFAULT);
        assertTrue(k instanceof engine.foothold2d.move.CMovePath);
    }

    /** A provider with the default profile's id that offers nothing, as the 3D bundles offer no 2D slot. */
    private static final KernelProvider NO_2D = new KernelProvider() {
        @Override
        public String id() {
            return "faithful";
        }

        @Override
        public String description() {
            return "offers no slot";
        }

        @Override
        public List<Slot<?>> slots() {
            return List.of();
        }

        @Override
        public <K> K kernel(Slot<K> slot, KernelConfig config) {
            throw new SelectionException("no slot");
        }

        @Override
        public List<SpecFunction> functions() {
            return List.of();
        }
    };

    private static KernelTable table(Profile profile) {
        return KernelSelection.resolve(Ps2FloatModels::byName,
                profile, List.of(NO_2D, new FootholdProvider()), List.of(Slots.MOVEMENT_2D));
    }

    /** x after a jump off a right-to-left foothold (x1 100, x2 0) standing at x 70 (FH_DETACH_CLAMP_RTL). */
    private static double rtlJumpX(FootholdMovement k) {
        FootholdMap rtl = new FootholdMap("rtl", List.of(new Foothold(1, 0, 1, 100, 0, 0, 0, 0, 0, 0, 0, 0)),
                List.of());
        Mover m = new Mover();
        m.setFoothold(1);
        m.setT(30, 0);
        m.setPosition(70, 0);
        m.setJumpRequested(true);
        k.update(rtl, PhysicsConstants.DEFAULT, m, 0, MovementSink.NONE, null);
        return m.x();
    }

    @Test
    void theFaithfulDefaultFillsMovement2dWithTheClientAndACorrectingOneWithEveryCorrectionOn() {
        // Profile.DEFAULT names no provider for movement-2d and its default offers none: the slot's fallback serves
        // it, as the client under a default that corrects nothing (A/B you can trust: faithful means the original).
        KernelTable t = table(Profile.DEFAULT);
        assertEquals(ID, t.providerId(Slots.MOVEMENT_2D));
        assertEquals(Set.of(), t.config(Slots.MOVEMENT_2D).corrections());
        assertEquals(100.0, rtlJumpX(t.get(Slots.MOVEMENT_2D)), "the client: clamp(x, x1, x2) gives x1");
        KernelTable corrected = table(Profile.of(ID));
        assertEquals(FootholdCorrections.quirks(), corrected.config(Slots.MOVEMENT_2D).corrections());
        assertEquals(70.0, rtlJumpX(corrected.get(Slots.MOVEMENT_2D)), "corrected: x kept");
        assertEquals(4, p.corrections().size());
    }

    @Test
    void aProfileThatSwitchesTheCorrectionsOffBuildsTheFaithfulKernel() {
        Profile off = Profile.DEFAULT;
        for (Quirk q : FootholdCorrections.quirks()) {
            off = off.withoutCorrection(q);
        }
        KernelTable t = table(off);
        assertEquals(Set.of(), t.config(Slots.MOVEMENT_2D).corrections());
        assertEquals(100.0, rtlJumpX(t.get(Slots.MOVEMENT_2D)), "faithful: clamp(x, x1, x2) gives x1");
        // one correction off in the slot alone
        KernelTable one = table(Profile.of(ID).withCorrection(Slots.MOVEMENT_2D.id(), Quirk.FH_DETACH_CLAMP_RTL,
                false));
        assertEquals(3, one.config(Slots.MOVEMENT_2D).corrections().size());
        assertEquals(100.0, rtlJumpX(one.get(Slots.MOVEMENT_2D)));
        // a correction the provider does not declare is refused
        assertThrows(SelectionException.class, () -> p.kernel(Slots.MOVEMENT_2D,
                new KernelConfig(engine.api.math.FloatModel.IEEE, Set.of(Quirk.SORT_SMEAR))));
    }

    @Test
    void oracleLoadsTheSyntheticMapFilesAndStepsAMover() {
        String town = MapleData.synthetic(MapleData.TOWN).toString();
        Map<String, Object> info = fn("LoadMap").invoke(Map.of("map", town));
        assertEquals(23, info.get("footholds"));
        assertEquals(2, info.get("ladders"));
        // the client's bounds (FH_MAP_BOUNDS): footholds inset 30 px, top - 300, lowest floor + 10
        assertArrayEquals(new int[] {-570, -400, 870, 250, 0}, (int[]) info.get("bounds"));
        assertEquals(false, info.get("swim"));
        assertEquals("", info.get("warning"));
        assertEquals(1.0f, info.get("fs"));
        Map<String, Object> ice = fn("LoadMap")
                .invoke(Map.of("map", MapleData.synthetic(MapleData.ICEFIELD).toString()));
        assertEquals(18, ice.get("footholds"));
        assertEquals(4, ice.get("ladders"));
        // VR without VRLimit does not bound movement
        assertArrayEquals(new int[] {-250, -500, 550, 210, 0}, (int[]) ice.get("bounds"));
        assertEquals(0.2f, ice.get("fs"));
        // a drop onto the town from above x 250.5: lands on the ground (6, layer 0, group 1) at y 190 and stands; the
        // crossing is found between the rounded positions, and 250.5 rounds half up to 251
        Map<String, Object> out = fn("UpdatePhysics").invoke(Map.of("map", town,
                "state", new float[] {250.5f, -300f, 0f, 0f, 0f, 0f}, "ids", new int[] {0, 0, 0, 0, 0, 0, 0},
                "timeMs", 3000));
        assertArrayEquals(new int[] {6, 0, 0, 1, MoveAction.STAND.ordinal()}, (int[]) out.get("ids"));
        float[] state = (float[]) out.get("state");
        assertEquals(251f, state[0]);
        assertEquals(190f, state[1]);
    }

    @Test
    void oracleLoadsRealHenesysAndStepsAMover() {
        String henesys = MapleData.realMap(MapleData.HENESYS).toString();
        Map<String, Object> info = fn("LoadMap").invoke(Map.of("map", henesys));
        assertEquals(338, info.get("footholds"));
        assertArrayEquals(new int[] {-998, -527, 6308, 464, 0}, (int[]) info.get("bounds"));
        // drop onto Henesys from above: lands after enough time
        Map<String, Object> out = fn("UpdatePhysics").invoke(Map.of("map", henesys,
                "state", new float[] {3000.5f, -400f, 0f, 0f, 0f, 0f}, "ids", new int[] {0, 0, 0, 0, 0, 0, 0},
                "timeMs", 3000));
        assertTrue(((int[]) out.get("ids"))[0] != 0);
    }

    @Test
    void oracleRejectsAMissingMapFileAndAShortState() {
        FunctionArgumentException bad = assertThrows(FunctionArgumentException.class,
                () -> fn("LoadMap").invoke(Map.of("map", "/nonexistent/x.img.xml")));
        assertTrue(bad.getMessage().startsWith("LoadMap: argument 'map': x.img.xml: /: no such file"),
                bad.getMessage());
        String town = MapleData.synthetic(MapleData.TOWN).toString();
        FunctionArgumentException state = assertThrows(FunctionArgumentException.class, () -> fn("UpdatePhysics")
                .invoke(Map.of("map", town, "state", new float[] {0f}, "ids", new int[7], "timeMs", 30)));
        assertEquals("UpdatePhysics: argument 'state' needs 6 numbers, got 1", state.getMessage());
    }

    @Test
    void oracleSaysAMapSwimsAndRefusesToStepOnIt() {
        String aquarium = MapleData.synthetic(MapleData.AQUARIUM).toString();
        Map<String, Object> info = fn("LoadMap").invoke(Map.of("map", aquarium));
        assertEquals(true, info.get("swim"));
        assertEquals(false, info.get("fly"));
        assertTrue(((String) info.get("warning")).contains("info/swim is set"), (String) info.get("warning"));
        FunctionArgumentException e = assertThrows(FunctionArgumentException.class, () -> fn("UpdatePhysics")
                .invoke(Map.of("map", aquarium, "state", new float[6], "ids", new int[7], "timeMs", 30)));
        assertTrue(e.getMessage().startsWith("UpdatePhysics: argument 'map': aquarium.img.xml: info/swim is set"),
                e.getMessage());
    }

    @Test
    void oracleServesTheSegmentTestAndTheClampedAcceleration() {
        assertEquals(true, fn("SegmentIntersectionTest").invoke(Map.of("fh1", new int[] {0, 0, 10, 0},
                "fh2", new int[] {10, 0, 20, 0}, "pos", new int[] {10, 5})).get("blocked"));
        assertEquals(42.0f, fn("ApplyAccelClamped").invoke(Map.of("v", 0f, "force", 140000f, "mass", 100f,
                "maxVel", 125f, "dt", 0.03f)).get("v"));
    }
}
