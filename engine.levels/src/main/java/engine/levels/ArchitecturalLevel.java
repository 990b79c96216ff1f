package engine.levels;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * The generated level, written as OBJ: 4 x 4 rooms of 16 m (walls 0.5 m thick, 6 m high, 0.5 m wall panels,
 * doorways 2.5 x 3 m between neighbours with jambs and soffits), in every room an arcade of six fluted columns
 * (48 sides, 16 stacks, base and capital boxes) and four semicircular arches (64 segments), stairs in four
 * rooms, a 66,048-triangle statue in room (2, 2), the building's outer faces, floors and ceilings. Emitted
 * columns, arches, stairs, statue, then walls, floors and ceilings. Every coordinate is a float32 written
 * exactly (Float.toString); walls, floors and stairs lie on multiples of 0.125 m.
 */
public final class ArchitecturalLevel {
    /** Rooms per side (4 x 4). */
    public static final int ROOMS = 4;
    /** A room's side, m (the building spans ROOMS x ROOM). */
    public static final float ROOM = 16f;
    /** Half a wall's thickness, m. */
    public static final float HALF_WALL = 0.25f;
    /** Floor to ceiling, m. */
    public static final float HEIGHT = 6f;
    static final float PANEL = 0.5f;
    static final float DOOR_LO = 6.75f;
    static final float DOOR_HI = 9.25f;
    static final float DOOR_TOP = 3f;
    static final int STATUE_SEGMENTS = 256;
    static final int STATUE_RINGS = 130;

    private final Writer out;
    private final StringBuilder line = new StringBuilder(64);
    private int vertices;
    private int triangles;
    private int wallsStart = -1;
    private int statueStart = -1;

    /** A level that {@link #write} writes to out as OBJ text. */
    public ArchitecturalLevel(Writer out) {
        this.out = out instanceof BufferedWriter ? out : new BufferedWriter(out);
    }

    /** Vertices written so far. */
    public int vertices() {
        return vertices;
    }

    /** Triangles written so far. */
    public int triangles() {
        return triangles;
    }

    /** The index of the first wall triangle (after columns, arches, stairs and the statue). */
    public int wallsStart() {
        return wallsStart;
    }

    /** The index of the statue's first triangle. */
    public int statueStart() {
        return statueStart;
    }

    /** The statue's triangle count: 2 x segments x (rings - 1). */
    public int statueTriangles() {
        return 2 * STATUE_SEGMENTS * (STATUE_RINGS - 1);
    }

    /** Writes the whole level (a material library line, groups, vertices and faces) and flushes. */
    public void write() throws IOException {
        out.write("# generated architectural level: rooms, arcades, stairs, a scanned statue\nmtllib hall.mtl\n");
        out.write("g columns\nusemtl flags=0xc001,material=3\n");
        for (int i = 0; i < ROOMS; i++) {
            for (int j = 0; j < ROOMS; j++) {
                for (float u : new float[] {4f, 12f}) {
                    for (float v : new float[] {4f, 8f, 12f}) {
                        column(i * ROOM + u, j * ROOM + v);
                    }
                }
            }
        }
        out.write("g arches\nusemtl flags=0xc001,material=5\n");
        for (int i = 0; i < ROOMS; i++) {
            for (int j = 0; j < ROOMS; j++) {
                for (float u : new float[] {4f, 12f}) {
                    arch(i * ROOM + u, j * ROOM + 6f);
                    arch(i * ROOM + u, j * ROOM + 10f);
                }
            }
        }
        out.write("g stairs\nusemtl flags=0x4001,material=6\n");
        stairs(3 * ROOM + 13f, 3 * ROOM + 2f);
        stairs(0 * ROOM + 13f, 3 * ROOM + 2f);
        stairs(3 * ROOM + 13f, 1 * ROOM + 2f);
        stairs(2 * ROOM + 1f, 0 * ROOM + 2f);
        out.write("g statue\nusemtl flags=0xc001,material=4\n");
        statueStart = triangles;
        statue(41f, 41f, 1f, 0.9f);
        out.write("g walls\nusemtl flags=0xc001,material=1\n");
        wallsStart = triangles;
        for (int i = 0; i < ROOMS; i++) {
            for (int j = 0; j < ROOMS; j++) {
                roomWalls(i, j);
            }
        }
        outerWalls();
        out.write("g floors\nusemtl flags=0xc001,material=2\n");
        for (int i = 0; i < ROOMS; i++) {
            for (int j = 0; j < ROOMS; j++) {
                float x0 = i * ROOM + HALF_WALL;
                float y0 = j * ROOM + HALF_WALL;
                float w = ROOM - 2 * HALF_WALL;
                rect(new float[] {x0, y0, 0f}, new float[] {w, 0f, 0f}, new float[] {0f, w, 0f}, 1, 1, 0, 0, 1, -1);
                rect(new float[] {x0, y0, HEIGHT}, new float[] {w, 0f, 0f}, new float[] {0f, w, 0f}, 1, 1, 0, 0, -1,
                        -1);
            }
        }
        out.flush();
    }

    /** A vertex; returns its 1-based OBJ index. */
    private int v(double x, double y, double z) throws IOException {
        line.setLength(0);
        line.append("v ").append((float) x).append(' ').append((float) y).append(' ').append((float) z)
                .append('\n');
        out.append(line);
        return ++vertices;
    }

    /** The face (a, b, c) (1-based), wound so that its normal points along (wx, wy, wz) given corner positions. */
    private void tri(int a, int b, int c, double[] pa, double[] pb, double[] pc, double wx, double wy, double wz)
            throws IOException {
        double e1x = pb[0] - pa[0], e1y = pb[1] - pa[1], e1z = pb[2] - pa[2];
        double e2x = pc[0] - pa[0], e2y = pc[1] - pa[1], e2z = pc[2] - pa[2];
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        line.setLength(0);
        if (nx * wx + ny * wy + nz * wz >= 0) {
            line.append("f ").append(a).append(' ').append(b).append(' ').append(c).append('\n');
        } else {
            line.append("f ").append(a).append(' ').append(c).append(' ').append(b).append('\n');
        }
        out.append(line);
        triangles++;
    }

    /**
     * A flat rectangle origin + s·u + r·w (s, r in [0, 1]) in nu x nw panels facing (nx, ny, nz); panels whose
     * centre lies in the hole (axis hole, a doorway's [DOOR_LO, DOOR_HI] x [0, DOOR_TOP] in room coordinates)
     * are left out. hole: −1 none, else the axis (0 x, 1 y) along which the opening runs.
     */
    private void rect(float[] o, float[] u, float[] w, int nu, int nw, double nx, double ny, double nz, int hole)
            throws IOException {
        int first = vertices + 1;
        double[][] p = new double[(nu + 1) * (nw + 1)][];
        for (int r = 0; r <= nw; r++) {
            for (int s = 0; s <= nu; s++) {
                double[] q = new double[3];
                for (int a = 0; a < 3; a++) {
                    q[a] = (float) (o[a] + (double) u[a] * s / nu + (double) w[a] * r / nw);
                }
                p[r * (nu + 1) + s] = q;
                v(q[0], q[1], q[2]);
            }
        }
        for (int r = 0; r < nw; r++) {
            for (int s = 0; s < nu; s++) {
                int i00 = r * (nu + 1) + s;
                int i10 = i00 + 1;
                int i01 = i00 + nu + 1;
                int i11 = i01 + 1;
                if (hole >= 0) {
                    double along = (p[i00][hole] + p[i11][hole]) / 2 % ROOM;
                    double up = (p[i00][2] + p[i11][2]) / 2;
                    if (along > DOOR_LO && along < DOOR_HI && up < DOOR_TOP) {
                        continue;
                    }
                }
                tri(first + i00, first + i10, first + i11, p[i00], p[i10], p[i11], nx, ny, nz);
                tri(first + i00, first + i11, first + i01, p[i00], p[i11], p[i01], nx, ny, nz);
            }
        }
    }

    /** An axis-aligned box's faces (bottom left out when open), facing outwards. */
    private void box(float x0, float y0, float z0, float x1, float y1, float z1, boolean openBottom)
            throws IOException {
        float dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
        rect(new float[] {x0, y0, z1}, new float[] {dx, 0, 0}, new float[] {0, dy, 0}, 1, 1, 0, 0, 1, -1);
        if (!openBottom) {
            rect(new float[] {x0, y0, z0}, new float[] {dx, 0, 0}, new float[] {0, dy, 0}, 1, 1, 0, 0, -1, -1);
        }
        rect(new float[] {x0, y0, z0}, new float[] {dx, 0, 0}, new float[] {0, 0, dz}, 1, 1, 0, -1, 0, -1);
        rect(new float[] {x0, y1, z0}, new float[] {dx, 0, 0}, new float[] {0, 0, dz}, 1, 1, 0, 1, 0, -1);
        rect(new float[] {x0, y0, z0}, new float[] {0, dy, 0}, new float[] {0, 0, dz}, 1, 1, -1, 0, 0, -1);
        rect(new float[] {x1, y0, z0}, new float[] {0, dy, 0}, new float[] {0, 0, dz}, 1, 1, 1, 0, 0, -1);
    }

    /** A column at (cx, cy): base box, a fluted shaft of 48 sides and 16 stacks, a capital box (top z 3). */
    private void column(float cx, float cy) throws IOException {
        box(cx - 0.4f, cy - 0.4f, 0f, cx + 0.4f, cy + 0.4f, 0.5f, true);
        int sides = 48;
        int stacks = 16;
        double z0 = 0.5;
        double z1 = 2.75;
        int first = vertices + 1;
        double[][] p = new double[sides * (stacks + 1)][];
        for (int k = 0; k <= stacks; k++) {
            for (int s = 0; s < sides; s++) {
                double a = 2 * Math.PI * s / sides;
                double r = 0.25 + 0.02 * StrictMath.cos(8 * a);
                double[] q = {(float) (cx + r * StrictMath.cos(a)), (float) (cy + r * StrictMath.sin(a)),
                        (float) (z0 + (z1 - z0) * k / stacks)};
                p[k * sides + s] = q;
                v(q[0], q[1], q[2]);
            }
        }
        for (int k = 0; k < stacks; k++) {
            for (int s = 0; s < sides; s++) {
                int i00 = k * sides + s;
                int i10 = k * sides + (s + 1) % sides;
                int i01 = i00 + sides;
                int i11 = i10 + sides;
                double a = 2 * Math.PI * (s + 0.5) / sides;
                double wx = StrictMath.cos(a);
                double wy = StrictMath.sin(a);
                tri(first + i00, first + i10, first + i11, p[i00], p[i10], p[i11], wx, wy, 0);
                tri(first + i00, first + i11, first + i01, p[i00], p[i11], p[i01], wx, wy, 0);
            }
        }
        box(cx - 0.4f, cy - 0.4f, 2.75f, cx + 0.4f, cy + 0.4f, 3f, false);
    }

    /** A semicircular arch across y around (cx, cy, 3): intrados r 1.6, extrados r 2, 0.5 m deep, 64 segments. */
    private void arch(float cx, float cy) throws IOException {
        int seg = 64;
        double zc = 3;
        double[] radii = {1.6, 2.0};
        double[] xs = {cx - 0.25, cx + 0.25};
        int first = vertices + 1;
        double[][] p = new double[(seg + 1) * 4][];
        for (int k = 0; k <= seg; k++) {
            double a = Math.PI * k / seg;
            for (int ri = 0; ri < 2; ri++) {
                for (int xi = 0; xi < 2; xi++) {
                    double[] q = {(float) xs[xi], (float) (cy - radii[ri] * StrictMath.cos(a)),
                            (float) (zc + radii[ri] * StrictMath.sin(a))};
                    p[k * 4 + ri * 2 + xi] = q;
                    v(q[0], q[1], q[2]);
                }
            }
        }
        for (int k = 0; k < seg; k++) {
            double a = Math.PI * (k + 0.5) / seg;
            double ry = -StrictMath.cos(a);
            double rz = StrictMath.sin(a);
            int b = k * 4;
            int n = b + 4;
            // Intrados (ri 0) faces the arch's axis, extrados (ri 1) away from it.
            quad(first, p, b, b + 1, n + 1, n, 0, -ry, -rz);
            quad(first, p, b + 2, b + 3, n + 3, n + 2, 0, ry, rz);
            // Front (x0) and back (x1) faces: the ring between the two radii.
            quad(first, p, b, b + 2, n + 2, n, -1, 0, 0);
            quad(first, p, b + 1, b + 3, n + 3, n + 1, 1, 0, 0);
        }
    }

    private void quad(int first, double[][] p, int i, int j, int k, int l, double wx, double wy, double wz)
            throws IOException {
        tri(first + i, first + j, first + k, p[i], p[j], p[k], wx, wy, wz);
        tri(first + i, first + k, first + l, p[i], p[k], p[l], wx, wy, wz);
    }

    /** A flight of 12 solid steps, 2 m wide from x0, rising 0.25 m per 0.5 m along +y from y0. */
    private void stairs(float x0, float y0) throws IOException {
        for (int k = 0; k < 12; k++) {
            float ya = y0 + k * 0.5f;
            float top = (k + 1) * 0.25f;
            rect(new float[] {x0, ya, top}, new float[] {2f, 0, 0}, new float[] {0, 0.5f, 0}, 1, 1, 0, 0, 1, -1);
            rect(new float[] {x0, ya, top - 0.25f}, new float[] {2f, 0, 0}, new float[] {0, 0, 0.25f}, 1, 1,
                    0, -1, 0, -1);
            rect(new float[] {x0, ya, 0f}, new float[] {0, 0.5f, 0}, new float[] {0, 0, top}, 1, 1, -1, 0, 0, -1);
            rect(new float[] {x0 + 2f, ya, 0f}, new float[] {0, 0.5f, 0}, new float[] {0, 0, top}, 1, 1,
                    1, 0, 0, -1);
        }
    }

    /** A UV sphere of 256 segments and 130 rings (vertices on the sphere), facing outwards: 66,048 triangles. */
    private void statue(double cx, double cy, double cz, double r) throws IOException {
        int top = v(cx, cy, cz + r);
        double[] pTop = {cx, cy, (float) (cz + r)};
        int first = vertices + 1;
        double[][] p = new double[STATUE_SEGMENTS * (STATUE_RINGS - 1)][];
        for (int k = 1; k < STATUE_RINGS; k++) {
            double polar = Math.PI * k / STATUE_RINGS;
            for (int s = 0; s < STATUE_SEGMENTS; s++) {
                double a = 2 * Math.PI * s / STATUE_SEGMENTS;
                double[] q = {(float) (cx + r * StrictMath.sin(polar) * StrictMath.cos(a)),
                        (float) (cy + r * StrictMath.sin(polar) * StrictMath.sin(a)),
                        (float) (cz + r * StrictMath.cos(polar))};
                p[(k - 1) * STATUE_SEGMENTS + s] = q;
                v(q[0], q[1], q[2]);
            }
        }
        int bottom = v(cx, cy, cz - r);
        double[] pBottom = {cx, cy, (float) (cz - r)};
        for (int s = 0; s < STATUE_SEGMENTS; s++) {
            int s1 = (s + 1) % STATUE_SEGMENTS;
            tri(top, first + s, first + s1, pTop, p[s], p[s1], 0, 0, 1);
        }
        for (int k = 0; k < STATUE_RINGS - 2; k++) {
            for (int s = 0; s < STATUE_SEGMENTS; s++) {
                int s1 = (s + 1) % STATUE_SEGMENTS;
                int i00 = k * STATUE_SEGMENTS + s;
                int i10 = k * STATUE_SEGMENTS + s1;
                int i01 = i00 + STATUE_SEGMENTS;
                int i11 = i10 + STATUE_SEGMENTS;
                double[] c = p[i00];
                double wx = c[0] - cx;
                double wy = c[1] - cy;
                double wz = c[2] - cz;
                tri(first + i00, first + i10, first + i11, p[i00], p[i10], p[i11], wx, wy, wz);
                tri(first + i00, first + i11, first + i01, p[i00], p[i11], p[i01], wx, wy, wz);
            }
        }
        int last = (STATUE_RINGS - 2) * STATUE_SEGMENTS;
        for (int s = 0; s < STATUE_SEGMENTS; s++) {
            int s1 = (s + 1) % STATUE_SEGMENTS;
            tri(bottom, first + last + s, first + last + s1, pBottom, p[last + s], p[last + s1], 0, 0, -1);
        }
    }

    /** Room (i, j)'s four inner wall faces (doorways towards neighbours) and its doorways' jambs and soffits. */
    private void roomWalls(int i, int j) throws IOException {
        float x0 = i * ROOM + HALF_WALL;
        float x1 = (i + 1) * ROOM - HALF_WALL;
        float y0 = j * ROOM + HALF_WALL;
        float y1 = (j + 1) * ROOM - HALF_WALL;
        float len = ROOM - 2 * HALF_WALL;
        int nLen = (int) (len / PANEL);
        int nUp = (int) (HEIGHT / PANEL);
        // West face (x0, facing +x) and east face (x1, facing −x): run along y.
        rect(new float[] {x0, y0, 0}, new float[] {0, len, 0}, new float[] {0, 0, HEIGHT}, nLen, nUp, 1, 0, 0,
                i > 0 ? 1 : -1);
        rect(new float[] {x1, y0, 0}, new float[] {0, len, 0}, new float[] {0, 0, HEIGHT}, nLen, nUp, -1, 0, 0,
                i < ROOMS - 1 ? 1 : -1);
        // South face (y0, facing +y) and north face (y1, facing −y): run along x.
        rect(new float[] {x0, y0, 0}, new float[] {len, 0, 0}, new float[] {0, 0, HEIGHT}, nLen, nUp, 0, 1, 0,
                j > 0 ? 0 : -1);
        rect(new float[] {x0, y1, 0}, new float[] {len, 0, 0}, new float[] {0, 0, HEIGHT}, nLen, nUp, 0, -1, 0,
                j < ROOMS - 1 ? 0 : -1);
        float w = DOOR_HI - DOOR_LO;
        if (i < ROOMS - 1) { // doorway through the wall at x = 16(i + 1): jambs face ±y, soffit faces −z
            float yd = j * ROOM;
            rect(new float[] {x1, yd + DOOR_LO, 0}, new float[] {2 * HALF_WALL, 0, 0}, new float[] {0, 0, DOOR_TOP},
                    1, 6, 0, 1, 0, -1);
            rect(new float[] {x1, yd + DOOR_HI, 0}, new float[] {2 * HALF_WALL, 0, 0}, new float[] {0, 0, DOOR_TOP},
                    1, 6, 0, -1, 0, -1);
            rect(new float[] {x1, yd + DOOR_LO, DOOR_TOP}, new float[] {2 * HALF_WALL, 0, 0}, new float[] {0, w, 0},
                    1, 5, 0, 0, -1, -1);
        }
        if (j < ROOMS - 1) { // doorway through the wall at y = 16(j + 1): jambs face ±x
            float xd = i * ROOM;
            rect(new float[] {xd + DOOR_LO, y1, 0}, new float[] {0, 2 * HALF_WALL, 0}, new float[] {0, 0, DOOR_TOP},
                    1, 6, 1, 0, 0, -1);
            rect(new float[] {xd + DOOR_HI, y1, 0}, new float[] {0, 2 * HALF_WALL, 0}, new float[] {0, 0, DOOR_TOP},
                    1, 6, -1, 0, 0, -1);
            rect(new float[] {xd + DOOR_LO, y1, DOOR_TOP}, new float[] {w, 0, 0}, new float[] {0, 2 * HALF_WALL, 0},
                    5, 1, 0, 0, -1, -1);
        }
    }

    /** The building's four outer faces (x = 0, x = 64, y = 0, y = 64), 2 m panels, facing out. */
    private void outerWalls() throws IOException {
        float size = ROOMS * ROOM;
        int n = (int) (size / 2f);
        int up = (int) (HEIGHT / 2f);
        rect(new float[] {0, 0, 0}, new float[] {0, size, 0}, new float[] {0, 0, HEIGHT}, n, up, -1, 0, 0, -1);
        rect(new float[] {size, 0, 0}, new float[] {0, size, 0}, new float[] {0, 0, HEIGHT}, n, up, 1, 0, 0, -1);
        rect(new float[] {0, 0, 0}, new float[] {size, 0, 0}, new float[] {0, 0, HEIGHT}, n, up, 0, -1, 0, -1);
        rect(new float[] {0, size, 0}, new float[] {size, 0, 0}, new float[] {0, 0, HEIGHT}, n, up, 0, 1, 0, -1);
    }
}
