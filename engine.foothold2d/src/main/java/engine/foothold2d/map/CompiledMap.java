package engine.foothold2d.map;

import engine.api.foothold.Foothold;
import engine.api.foothold.FootholdMap;
import engine.api.foothold.LadderRope;
import java.util.Arrays;
import java.util.List;

/**
 * A map in the kernel's form: footholds by index (ascending id) in flat arrays with the derived unit direction
 * and length (foothold +48, +56, +64), links as indices, the per-foothold attributes (speed sub-structure +12,
 * +24, +36), the ladders, the bounds and the crossing index. Immutable.
 */
public final class CompiledMap {
    /** The source map. */
    public final FootholdMap source;
    /** Foothold count. */
    public final int count;
    /** Foothold ids, ascending. */
    public final int[] id;
    /** Layer and group (foothold +28, +32). */
    public final int[] layer;
    /** Group (foothold +32). */
    public final int[] group;
    /** Ends (px; foothold +12..+24). */
    public final int[] x1;
    /** y of the start (px). */
    public final int[] y1;
    /** x of the end (px). */
    public final int[] x2;
    /** y of the end (px). */
    public final int[] y2;
    /** prev and next as indices, -1 for none (foothold +76, +80). */
    public final int[] prev;
    /** next as an index, -1 for none. */
    public final int[] next;
    /** Unit direction x (foothold +48), 0 for zero length. */
    public final double[] cos;
    /** Unit direction y (foothold +56), 0 for zero length. */
    public final double[] sin;
    /** Length (px, foothold +64). */
    public final double[] length;
    /** Speed sub-structure +12: the walk factor (1). */
    public final double[] walk;
    /** Speed sub-structure +24: the drag (the map's fs, else 1). */
    public final double[] drag;
    /** Speed sub-structure +36: the foothold's force (0 when absent). */
    public final double[] force;
    /** The foothold's cantThrough (no jump-down through it). */
    public final boolean[] cantThrough;
    /** The foothold's forbidFallDown (no jump-down from it). */
    public final boolean[] forbidFallDown;
    /** The map forbids every jump-down (info/forbidFallDown or fieldLimit 0x20000). */
    public final boolean noJumpDown;
    /** False for a swimming or flying map the caller has not opted in to ground physics for. */
    public final boolean walkable;
    /** Ladders in file order. */
    public final int[] ladderId;
    /** True for a ladder, false for a rope. */
    public final boolean[] ladderIsLadder;
    /** True when its top can be climbed off. */
    public final boolean[] ladderExitTop;
    /** Its x (px). */
    public final int[] ladderX;
    /** Its top (smaller y, px). */
    public final int[] ladderTop;
    /** Its bottom (larger y, px). */
    public final int[] ladderBottom;
    /** Its page (layer). */
    public final int[] ladderPage;
    /** Bounds: x range and top (px). */
    public final int minX;
    /** Largest x (px). */
    public final int maxX;
    /** Smallest y (px). */
    public final int minY;
    /** The crossing index. */
    public final CrossIndex index;
    // foothold id -> index + 1 (0: none) when the ids are dense enough, else null (binary search)
    private final int[] byId;

    /** Compiles map. */
    public CompiledMap(FootholdMap map) {
        source = map;
        List<Foothold> f = map.footholds();
        count = f.size();
        id = new int[count];
        layer = new int[count];
        group = new int[count];
        x1 = new int[count];
        y1 = new int[count];
        x2 = new int[count];
        y2 = new int[count];
        prev = new int[count];
        next = new int[count];
        cos = new double[count];
        sin = new double[count];
        length = new double[count];
        walk = new double[count];
        drag = new double[count];
        force = new double[count];
        cantThrough = new boolean[count];
        forbidFallDown = new boolean[count];
        for (int i = 0; i < count; i++) {
            Foothold h = f.get(i);
            id[i] = h.id();
            layer[i] = h.layer();
            group[i] = h.group();
            x1[i] = h.x1();
            y1[i] = h.y1();
            x2[i] = h.x2();
            y2[i] = h.y2();
            length[i] = h.length();
            cos[i] = h.cos();
            sin[i] = h.sin();
            walk[i] = 1.0;
            drag[i] = map.field().fs();
            force[i] = h.force();
            cantThrough[i] = h.cantThrough() != 0;
            forbidFallDown[i] = h.forbidFallDown() != 0;
        }
        int maxId = count == 0 ? 0 : id[count - 1];
        if (maxId <= 4L * count + 1024) {
            byId = new int[maxId + 1];
            for (int i = 0; i < count; i++) {
                byId[id[i]] = i + 1;
            }
        } else {
            byId = null;
        }
        noJumpDown = map.field().jumpDownForbidden();
        walkable = map.walkable();
        for (int i = 0; i < count; i++) {
            prev[i] = indexOf(f.get(i).prev());
            next[i] = indexOf(f.get(i).next());
        }
        List<LadderRope> l = map.ladders();
        int n = l.size();
        ladderId = new int[n];
        ladderIsLadder = new boolean[n];
        ladderExitTop = new boolean[n];
        ladderX = new int[n];
        ladderTop = new int[n];
        ladderBottom = new int[n];
        ladderPage = new int[n];
        for (int i = 0; i < n; i++) {
            LadderRope r = l.get(i);
            ladderId[i] = r.id();
            ladderIsLadder[i] = r.ladder();
            ladderExitTop[i] = r.canExitTop();
            ladderX[i] = r.x();
            ladderTop[i] = r.top();
            ladderBottom[i] = r.bottom();
            ladderPage[i] = r.page();
        }
        minX = map.bounds().left();
        maxX = map.bounds().right();
        minY = map.bounds().top();
        index = new CrossIndex(this);
    }

    /** The index of foothold id, -1 for 0 or an unknown id. */
    public int indexOf(int footholdId) {
        if (footholdId <= 0) {
            return -1;
        }
        if (byId != null) {
            return footholdId < byId.length ? byId[footholdId] - 1 : -1;
        }
        int i = Arrays.binarySearch(id, footholdId);
        return i >= 0 ? i : -1;
    }

    /** The index of ladder id, -1 for 0 or an unknown id. */
    public int ladderIndexOf(int ladder) {
        if (ladder == 0) {
            return -1;
        }
        for (int i = 0; i < ladderId.length; i++) {
            if (ladderId[i] == ladder) {
                return i;
            }
        }
        return -1;
    }
}
