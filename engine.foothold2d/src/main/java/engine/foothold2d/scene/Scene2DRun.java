package engine.foothold2d.scene;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.FootholdMovement;
import engine.api.foothold.Mover;
import engine.api.kernel.KernelTable;
import engine.api.quirk.QuirkLog;
import engine.api.scene.Scene2D;
import engine.api.scene.SceneHash;
import engine.api.scene.SceneRun;
import engine.api.slots.Slots;
import engine.foothold2d.map.MapFormatException;
import engine.foothold2d.map.MapLoader;
import engine.foothold2d.world.FootholdWorld;
import engine.foothold2d.world.GeneratedMaps;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * One 2D scene: its map loaded, the listed movers (falling from their start) then the crowd (spread over the floors
 * by seed), stepped by the table's movement-2d kernel frameMs at a time; listed movers hold their timed inputs, the
 * crowd follows the generated input script.
 */
final class Scene2DRun implements SceneRun {
    private final FootholdWorld world;
    private final List<Mover> movers;
    private final int frameMs;
    private int frame;

    Scene2DRun(Scene2D scene, KernelTable table, QuirkLog log) {
        FootholdMap map;
        try {
            map = MapLoader.load(scene.mapSource(), new ByteArrayInputStream(scene.mapXml()));
        } catch (MapFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        FootholdMovement kernel = table.get(Slots.MOVEMENT_2D);
        world = new FootholdWorld(() -> kernel, scene.physics());
        List<Mover> all = new ArrayList<>();
        for (Scene2D.MoverSpec s : scene.movers()) {
            Mover m = new Mover();
            m.setStats(s.stats());
            m.setPosition(s.x(), s.y());
            all.add(m);
        }
        if (scene.crowd() > 0) {
            all.addAll(GeneratedMaps.crowd(map, scene.crowd(), scene.crowdSeed()));
        }
        world.addRegion(map, all, null, log);
        movers = world.movers(0);
        frameMs = scene.frameMs();
        List<Scene2D.MoverSpec> listed = scene.movers();
        FootholdWorld.Controller crowd = GeneratedMaps.script(scene.crowdSeed());
        world.setController((region, i, tick, m) -> {
            if (i >= listed.size()) {
                crowd.control(region, i, tick, m);
                return;
            }
            List<Scene2D.Input> inputs = listed.get(i).inputs();
            for (int k = 0; k < inputs.size(); k++) {
                Scene2D.Input in = inputs.get(k);
                if (in.frame() == tick) {
                    m.setInput(in.horizontal(), in.vertical());
                    if (in.jump()) {
                        m.setJumpRequested(true);
                    }
                }
            }
        });
    }

    @Override
    public int frame() {
        return frame;
    }

    @Override
    public void step() {
        world.step(frameMs);
        frame++;
    }

    @Override
    public void state(int i, double[] out, int offset) {
        Mover m = movers.get(i);
        out[offset] = m.x();
        out[offset + 1] = m.y();
        out[offset + 2] = 0;
        out[offset + 3] = m.vx();
        out[offset + 4] = m.vy();
        out[offset + 5] = 0;
    }

    @Override
    public long hash(long h) {
        for (int i = 0; i < movers.size(); i++) {
            Mover m = movers.get(i);
            h = SceneHash.mix(h, m.x());
            h = SceneHash.mix(h, m.y());
            h = SceneHash.mix(h, m.vx());
            h = SceneHash.mix(h, m.vy());
            h = SceneHash.mix(h, m.t());
            h = SceneHash.mix(h, m.foothold());
        }
        return h;
    }
}
