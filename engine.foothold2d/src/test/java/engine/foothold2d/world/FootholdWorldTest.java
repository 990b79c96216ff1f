package engine.foothold2d.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.api.quirk.QuirkCounter;
import engine.foothold2d.MapleData;
import engine.foothold2d.move.CMovePath;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;

/**
 * Many maps at once: a world of synthetic and generated maps, each with its own movers, stepped serially and in
 * parallel on thread pools gives the same bits after every step; quirk logs and records stay per region.
 */
class FootholdWorldTest {
    private static final int STEPS = 150;

    private static List<FootholdMap> maps() {
        List<FootholdMap> maps = new ArrayList<>();
        for (String f : List.of(MapleData.TOWN, MapleData.ICEFIELD, MapleData.PLATFORMS, MapleData.NODROP)) {
            maps.add(MapleData.loadSynthetic(f));
        }
        for (int i = 0; i < 8; i++) {
            maps.add(GeneratedMaps.map("generated-" + i, 1000 + i));
        }
        return maps;
    }

    private static FootholdWorld world(List<FootholdMap> maps, List<QuirkCounter> logs) {
        FootholdWorld w = new FootholdWorld(CMovePath::corrected, PhysicsConstants.DEFAULT);
        for (int i = 0; i < maps.size(); i++) {
            QuirkCounter log = new QuirkCounter();
            logs.add(log);
            w.addRegion(maps.get(i), GeneratedMaps.crowd(maps.get(i), 150, 77 + i), MovementSink.NONE, log);
        }
        w.setController(GeneratedMaps.script(5));
        return w;
    }

    /** Every mover's state as bits, region by region. */
    static long[] bits(FootholdWorld w) {
        long[] out = new long[w.moverCount() * 12];
        int k = 0;
        for (int r = 0; r < w.regionCount(); r++) {
            for (Mover m : w.movers(r)) {
                out[k++] = Double.doubleToRawLongBits(m.x());
                out[k++] = Double.doubleToRawLongBits(m.y());
                out[k++] = Double.doubleToRawLongBits(m.vx());
                out[k++] = Double.doubleToRawLongBits(m.vy());
                out[k++] = Double.doubleToRawLongBits(m.t());
                out[k++] = Double.doubleToRawLongBits(m.tVelocity());
                out[k++] = m.foothold();
                out[k++] = m.ladder();
                out[k++] = m.fallStart();
                out[k++] = m.action().ordinal();
                out[k++] = m.recordClockMs();
                out[k++] = ((long) m.layer() << 32) | (m.group() & 0xffffffffL);
            }
        }
        return out;
    }

    @Test
    void parallelAndSerialSteppingGiveTheSameBitsAfterEveryStep() {
        List<FootholdMap> maps = maps();
        List<QuirkCounter> serialLogs = new ArrayList<>();
        List<QuirkCounter> poolLogs = new ArrayList<>();
        List<QuirkCounter> commonLogs = new ArrayList<>();
        FootholdWorld serial = world(maps, serialLogs);
        FootholdWorld pooled = world(maps, poolLogs);
        FootholdWorld common = world(maps, commonLogs);
        assertArrayEquals(bits(serial), bits(pooled));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            for (int s = 0; s < STEPS; s++) {
                int ms = s % 7 == 0 ? 45 : 30;
                serial.step(ms);
                pooled.step(ms, pool, 4);
                common.step(ms, ForkJoinPool.commonPool(), 2);
                long[] expect = bits(serial);
                assertArrayEquals(expect, bits(pooled), "pool of 4, step " + s);
                assertArrayEquals(expect, bits(common), "common pool, step " + s);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(STEPS, pooled.tick());
        for (int r = 0; r < maps.size(); r++) {
            assertEquals(serialLogs.get(r).fired(), poolLogs.get(r).fired(), "region " + r + "'s quirks");
        }
        // the scenes were lively: movers jumped down, landed and walked
        long standing = 0;
        for (int r = 0; r < serial.regionCount(); r++) {
            standing += serial.movers(r).stream().filter(m -> m.foothold() != 0).count();
        }
        assertTrue(standing > serial.moverCount() / 3, "standing " + standing);
        assertTrue(serialLogs.stream().mapToLong(l -> l.count(engine.api.quirk.Quirk.FH_JUMP_DOWN)).sum() > 0,
                "some jumped down");
    }

    @Test
    void aFloatingMapIsRefusedAndAFailingControllerSurfaces() {
        FootholdWorld w = new FootholdWorld(CMovePath::corrected, PhysicsConstants.DEFAULT);
        FootholdMap aquarium = MapleData.loadSynthetic(MapleData.AQUARIUM);
        assertThrows(UnsupportedFieldException.class, () -> w.addRegion(aquarium, List.of(), null, null));
        w.addRegion(aquarium.withGroundPhysics(), List.of(new Mover()), null, null);
        for (int i = 0; i < 3; i++) {
            w.addRegion(GeneratedMaps.map("g" + i, i), GeneratedMaps.crowd(GeneratedMaps.map("g" + i, i), 10, i),
                    null, null);
        }
        w.setController((region, mover, tick, m) -> {
            if (region == 2) {
                throw new IllegalStateException("controller failed in region 2");
            }
        });
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> w.step(30, pool, 3));
            assertEquals("controller failed in region 2", e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> w.step(-1));
        } finally {
            pool.shutdownNow();
        }
    }
}
