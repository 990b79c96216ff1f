package engine.foothold2d.world;

import engine.api.foothold.FieldAttributes;
import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import engine.api.foothold.MapBounds;
import engine.api.foothold.Mover;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Deterministic generated maps, crowds and input scripts for load tests and benchmarks of many maps at once: a
 * walled ground chain with slopes, floating platform chains (some cantThrough or forbidFallDown), ropes from
 * platforms to the ground, sometimes ice. The same seed gives the same map, crowd and script.
 */
public final class GeneratedMaps {

    private GeneratedMaps() {
    }

    /** A map made from seed: 2000 to 4000 px wide, 5 to 12 platforms, 1 to 3 ropes. */
    public static FootholdMap map(String name, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Foothold> fhs = new ArrayList<>();
        int width = 2000 + rnd.nextInt(2001);
        int x = -width / 2;
        int y = 300 + rnd.nextInt(200);
        // the ground: a wall, segments of 100..300 px with slopes up to +-0.5, a wall
        List<int[]> ground = new ArrayList<>();
        int id = 1;
        fhs.add(new Foothold(id, 0, 1, x, y - 600, x, y, 0, id + 1, 0, 0, 0));
        id++;
        while (x < width / 2) {
            int dx = Math.min(100 + rnd.nextInt(201), width / 2 - x);
            if (dx < 20) {
                break;
            }
            int ny = Math.max(200, Math.min(600, y + (int) Math.round((rnd.nextDouble() - 0.5) * dx)));
            fhs.add(new Foothold(id, 0, 1, x, y, x + dx, ny, id - 1, id + 1, 0, 0, 0));
            ground.add(new int[] {x, y, x + dx, ny});
            id++;
            x += dx;
            y = ny;
        }
        fhs.add(new Foothold(id, 0, 1, x, y, x, y - 600, id - 1, 0, 0, 0, 0));
        id++;
        // platforms: chains of 1..3 segments between y -300 and 100, well above the ground (y >= 200)
        List<LadderRope> ropes = new ArrayList<>();
        int platforms = 5 + rnd.nextInt(8);
        for (int p = 0; p < platforms; p++) {
            int segs = 1 + rnd.nextInt(3);
            int px = -width / 2 + 60 + rnd.nextInt(Math.max(1, width - 900));
            int py = -300 + rnd.nextInt(401);
            int flag = rnd.nextInt(10);
            for (int k = 0; k < segs; k++) {
                int dx = 80 + rnd.nextInt(171);
                int ny = py + (rnd.nextInt(3) - 1) * rnd.nextInt(Math.max(1, dx / 4));
                fhs.add(new Foothold(id, 1, 2 + p, px, py, px + dx, ny, k == 0 ? 0 : id - 1, k == segs - 1 ? 0 : id + 1,
                        flag == 0 ? 1 : 0, flag == 1 ? 1 : 0, 0));
                id++;
                px += dx;
                py = ny;
            }
            if (ropes.size() < 3 && rnd.nextInt(3) == 0) {
                Foothold f = fhs.get(fhs.size() - segs);
                int rx = (f.x1() + f.x2()) / 2;
                int top = (int) Math.ceil(Math.max(f.y1(), f.y2())) + 2;
                int bottom = groundY(ground, rx) - 2;
                if (bottom > top + 20) {
                    ropes.add(new LadderRope(ropes.size() + 1, rnd.nextBoolean(), true, rx, top, bottom, 1));
                }
            }
        }
        double fs = rnd.nextInt(5) == 0 ? 0.2 : 1.0;
        return new FootholdMap(name, fhs, ropes, MapBounds.derive(fhs), new FieldAttributes(fs, 0));
    }

    // the ground's y at x (the highest segment spanning it)
    private static int groundY(List<int[]> ground, int x) {
        int best = Integer.MAX_VALUE;
        for (int[] g : ground) {
            if (x >= g[0] && x <= g[2]) {
                int yy = (int) Math.floor(g[1] + (double) (g[3] - g[1]) * (x - g[0]) / (g[2] - g[0]));
                best = Math.min(best, yy);
            }
        }
        return best == Integer.MAX_VALUE ? 0 : best;
    }

    /** n movers on map from seed: two in three standing on a floor, the others falling from above one. */
    public static List<Mover> crowd(FootholdMap map, int n, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Foothold> floors = map.footholds().stream().filter(f -> f.cos() > 0).toList();
        List<Mover> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Foothold f = floors.get(rnd.nextInt(floors.size()));
            double t = rnd.nextDouble() * f.length();
            Mover m = new Mover();
            if (i % 3 == 2) {
                m.setPosition(f.x1() + f.cos() * t, f.y1() + f.sin() * t - 50 - rnd.nextInt(200));
            } else {
                m.setFoothold(f.id());
                m.setGroup(f.group());
                m.setLayer(f.layer());
                m.setT(t, 0.0);
                m.setPosition(f.x1() + f.cos() * t, f.y1() + f.sin() * t);
            }
            out.add(m);
        }
        return out;
    }

    /**
     * An input script from seed: every mover holds an input for 32 ticks (a phase of its own), then draws another:
     * left, right or none, sometimes up or down, now and then a jump (a jump-down when down is held).
     */
    public static FootholdWorld.Controller script(long seed) {
        return (region, mover, tick, m) -> {
            long phase = tick + (mover & 31);
            if ((phase & 31) != 0) {
                return;
            }
            long h = mix(seed ^ mix(region * 0x9E3779B97F4A7C15L + mover) ^ (phase >>> 5));
            int hx = (int) Long.remainderUnsigned(h, 3) - 1;
            int r = (int) Long.remainderUnsigned(h >>> 8, 16);
            int vy = r == 0 ? -1 : r == 1 || r == 2 ? 1 : 0;
            m.setInput(hx, vy);
            if (Long.remainderUnsigned(h >>> 16, 8) == 0) {
                m.setJumpRequested(true);
            }
        };
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
