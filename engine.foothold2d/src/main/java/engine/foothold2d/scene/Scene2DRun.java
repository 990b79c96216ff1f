package engine.foothold2d.scene;

import engine.api.foothold.FootholdMap;
import engine.api.foothold.FootholdMovement;
import engine.api.foothold.MovementSink;
import engine.api.foothold.Mover;
import engine.api.foothold.PhysicsConstants;
import engine.api.foothold.UnsupportedFieldException;
import engine.api.kernel.KernelTable;
import engine.api.quirk.QuirkLog;
import engine.api.scene.BodySpec;
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
    private final FootholdMovement kernel;
    private final FootholdMap map;
    private final PhysicsConstants physics;
    private final QuirkLog log;
    private final List<Mover> movers = new ArrayList<>();
    /** Each mover's timed inputs, null for a crowd mover (it follows the crowd's script). */
    private final List<List<Scene2D.Input>> inputs = new ArrayList<>();
    private final FootholdWorld.Controller crowd;
    private final int frameMs;
    private long tick;
    private int frame;
    private int current = -1;

    Scene2DRun(Scene2D scene, KernelTable table, QuirkLog log) {
        FootholdMap map;
        try {
            map = MapLoader.load(scene.mapSource(), new ByteArrayInputStream(scene.mapXml()));
        } catch (MapFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!map.walkable()) {
            throw new IllegalArgumentException(new UnsupportedFieldException(map).getMessage());
        }
        this.map = map;
        this.kernel = table.get(Slots.MOVEMENT_2D);
        this.physics = scene.physics();
        this.log = log;
        this.frameMs = scene.frameMs();
        for (Scene2D.MoverSpec s : scene.movers()) {
            addMover(s);
        }
        if (scene.crowd() > 0) {
            for (Mover m : GeneratedMaps.crowd(map, scene.crowd(), scene.crowdSeed())) {
                movers.add(m);
                inputs.add(null);
            }
        }
        crowd = GeneratedMaps.script(scene.crowdSeed());
    }

    private static Mover mover(Scene2D.MoverSpec s) {
        Mover m = new Mover();
        m.setStats(s.stats());
        m.setPosition(s.x(), s.y());
        return m;
    }

    /** The inputs a listed mover holds from this tick, a crowd mover's script; then its update by ms. */
    private void update(int i, int ms) {
        Mover m = movers.get(i);
        List<Scene2D.Input> timed = inputs.get(i);
        if (timed == null) {
            crowd.control(0, i, tick, m);
        } else {
            for (int k = 0; k < timed.size(); k++) {
                Scene2D.Input in = timed.get(k);
                if (in.frame() == tick) {
                    m.setInput(in.horizontal(), in.vertical());
                    if (in.jump()) {
                        m.setJumpRequested(true);
                    }
                }
            }
        }
        kernel.update(map, physics, m, ms, MovementSink.NONE, log);
    }

    @Override
    public int stepping() {
        return current;
    }

    @Override
    public int frame() {
        return frame;
    }

    @Override
    public void step() {
        step(frameMs);
    }

    @Override
    public void step(int ms) {
        if (ms < 1 || ms > 1000) {
            throw new IllegalArgumentException("a 2D step is 1..1000 ms, not " + ms);
        }
        for (int i = 0; i < movers.size(); i++) {
            current = i;
            update(i, ms);
        }
        current = -1;
        tick++;
        frame++;
    }

    @Override
    public int bodyCount() {
        return movers.size();
    }

    @Override
    public int addBody(BodySpec body) {
        throw new UnsupportedOperationException("a 2D world has movers, not bodies");
    }

    @Override
    public int addMover(Scene2D.MoverSpec s) {
        inputs.add(s.inputs());
        movers.add(mover(s));
        return movers.size() - 1;
    }

    @Override
    public void place(int i, double x, double y, double z) {
        Mover m = movers.get(i);
        m.setFoothold(0);
        m.setPosition(x, y);
    }

    @Override
    public void input(int i, int horizontal, int vertical, boolean jump) {
        if (Math.abs(horizontal) > 1 || Math.abs(vertical) > 1) {
            throw new IllegalArgumentException("inputs are -1, 0 or 1");
        }
        Mover m = movers.get(i);
        m.setInput(horizontal, vertical);
        if (jump) {
            m.setJumpRequested(true);
        }
    }

    @Override
    public double[] detail(int i) {
        Mover m = movers.get(i);
        return new double[] {m.foothold(), m.t(), m.tVelocity()};
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
