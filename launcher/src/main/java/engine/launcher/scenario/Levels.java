package engine.launcher.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import engine.api.mesh.CollisionMesh;
import engine.api.mesh.MeshBuilder;
import engine.meshio.ObjImporter;

/**
 * A scenario's level: {"mesh": FILE} (a .cmesh), {"obj": FILE, "cell": m}, or {"cell": m, "generators": [...]} built
 * here from floors, walls, ramps, corners, boxes and height fields (docs/scenarios.md). Every triangle faces the side
 * its generator names; walls get corner-slide edge 0 (flags 0x1), floors, ramps and height fields 0xc001.
 */
final class Levels {
    /** The most triangles generators may make. */
    static final int MAX_TRIANGLES = 200_000;
    private static final int WALL_FLAGS = 0x1;
    private static final int FLOOR_FLAGS = 0xc001;

    private final ScenarioReader r;
    private final MeshBuilder b = new MeshBuilder();

    private Levels(ScenarioReader r) {
        this.r = r;
    }

    static CollisionMesh level(ScenarioReader r, JsonNode n, String at) {
        r.obj(n, at);
        r.fields(n, at + ".", "mesh", "obj", "cell", "generators", "up", "degenerate");
        if (!n.has("obj") && (n.has("up") || n.has("degenerate"))) {
            throw r.bad(at, "up and degenerate apply to an obj level only");
        }
        float cell = r.real(n, "cell", at + ".", 0.25, 100, 2f);
        int given = (n.has("mesh") ? 1 : 0) + (n.has("obj") ? 1 : 0) + (n.has("generators") ? 1 : 0);
        if (given != 1) {
            throw r.bad(at, "give exactly one of mesh, obj or generators");
        }
        if (n.has("mesh")) {
            return r.meshFile(r.text(n, "mesh", at + ".", null), at + ".mesh");
        }
        if (n.has("obj")) {
            String up = r.text(n, "up", at + ".", "z");
            String degenerate = r.text(n, "degenerate", at + ".", "skip");
            if (!up.equals("y") && !up.equals("z")) {
                throw r.bad(at + ".up", "'" + up + "' is not y or z");
            }
            if (!degenerate.equals("skip") && !degenerate.equals("refuse")) {
                throw r.bad(at + ".degenerate", "'" + degenerate + "' is not skip or refuse");
            }
            return r.objFile(r.text(n, "obj", at + ".", null), cell,
                    up.equals("y") ? ObjImporter.UpAxis.Y : ObjImporter.UpAxis.Z,
                    degenerate.equals("skip") ? ObjImporter.Degenerates.SKIP : ObjImporter.Degenerates.REFUSE,
                    at + ".obj");
        }
        Levels l = new Levels(r);
        JsonNode gs = r.array(n.get("generators"), at + ".generators");
        if (gs.isEmpty()) {
            throw r.bad(at + ".generators", "at least one generator");
        }
        for (int i = 0; i < gs.size(); i++) {
            l.generator(gs.get(i), at + ".generators[" + i + "]");
            if (l.b.triangleCount() > MAX_TRIANGLES) {
                throw r.bad(at + ".generators[" + i + "]", "the level would hold more than " + MAX_TRIANGLES
                        + " triangles");
            }
        }
        return l.b.build(cell);
    }

    private void generator(JsonNode g, String at) {
        r.obj(g, at);
        String type = r.text(g, "type", at + ".", null);
        String p = at + ".";
        switch (type) {
            case "floor" -> {
                r.fields(g, p, "type", "min", "max", "z", "tile", "flags", "material");
                float[] min = r.vec(r.require(g, "min", p), p + "min", 2, 1e4);
                float[] max = r.vec(r.require(g, "max", p), p + "max", 2, 1e4);
                float z = r.real(g, "z", p, -1e4, 1e4, 0f);
                ramp(min, max, z, z, tile(g, p), flags(g, p, FLOOR_FLAGS), material(g, p, 2), p);
            }
            case "ramp" -> {
                r.fields(g, p, "type", "min", "max", "z0", "z1", "tile", "flags", "material");
                float[] min = r.vec(r.require(g, "min", p), p + "min", 2, 1e4);
                float[] max = r.vec(r.require(g, "max", p), p + "max", 2, 1e4);
                ramp(min, max, r.real(g, "z0", p, -1e4, 1e4, 0f), r.real(g, "z1", p, -1e4, 1e4, 1f), tile(g, p),
                        flags(g, p, FLOOR_FLAGS), material(g, p, 3), p);
            }
            case "wall" -> {
                r.fields(g, p, "type", "from", "to", "bottom", "top", "panel", "flags", "material");
                float[] from = r.vec(r.require(g, "from", p), p + "from", 2, 1e4);
                float[] to = r.vec(r.require(g, "to", p), p + "to", 2, 1e4);
                wall(from, to, r.real(g, "bottom", p, -1e4, 1e4, -1f), r.real(g, "top", p, -1e4, 1e4, 4f),
                        r.real(g, "panel", p, 0.1, 1e3, 2.5f), flags(g, p, WALL_FLAGS), material(g, p, 1), p);
            }
            case "corner" -> {
                r.fields(g, p, "type", "at", "size", "facing", "bottom", "top", "flags", "material");
                float[] c = r.vec(r.require(g, "at", p), p + "at", 2, 1e4);
                float size = r.real(g, "size", p, 0.1, 1e3, 4f);
                float[] f = g.has("facing") ? r.vec(g.get("facing"), p + "facing", 2, 1) : new float[] {1f, 1f};
                if (f[0] == 0f || f[1] == 0f) {
                    throw r.bad(p + "facing", "must be [±1, ±1]: the quadrant the corner opens into");
                }
                float sx = Math.signum(f[0]), sy = Math.signum(f[1]);
                float bottom = r.real(g, "bottom", p, -1e4, 1e4, -1f), top = r.real(g, "top", p, -1e4, 1e4, 4f);
                int flags = flags(g, p, WALL_FLAGS), mat = material(g, p, 1);
                if (!(top > bottom)) {
                    throw r.bad(p + "top", "must be above bottom");
                }
                room(4, p);
                // Two walls meeting at c, each facing into the quadrant (sx, sy).
                wallFacing(new float[] {c[0], c[1]}, new float[] {c[0], c[1] + sy * size}, sx, 0f, bottom, top,
                        size, flags, mat);
                wallFacing(new float[] {c[0], c[1]}, new float[] {c[0] + sx * size, c[1]}, 0f, sy, bottom, top,
                        size, flags, mat);
            }
            case "box" -> {
                r.fields(g, p, "type", "min", "max", "flags", "material");
                float[] min = r.vec(r.require(g, "min", p), p + "min", 3, 1e4);
                float[] max = r.vec(r.require(g, "max", p), p + "max", 3, 1e4);
                for (int k = 0; k < 3; k++) {
                    if (!(max[k] > min[k])) {
                        throw r.bad(p + "max[" + k + "]", "must be above min[" + k + "]");
                    }
                }
                box(min, max, flags(g, p, WALL_FLAGS), material(g, p, 4));
            }
            case "heightfield" -> {
                r.fields(g, p, "type", "min", "max", "cells", "amplitude", "waves", "flags", "material");
                float[] min = r.vec(r.require(g, "min", p), p + "min", 2, 1e4);
                float[] max = r.vec(r.require(g, "max", p), p + "max", 2, 1e4);
                span(min, max, p);
                int n = r.integer(g, "cells", p, 1, 256, 16);
                float amp = r.real(g, "amplitude", p, 0, 100, 0.5f);
                float waves = r.real(g, "waves", p, 0, 64, 2f);
                room(2L * n * n, p);
                heightfield(min, max, n, amp, waves, flags(g, p, FLOOR_FLAGS), material(g, p, 2));
            }
            default -> throw r.bad(p + "type", "unknown generator '" + type
                    + "' (floor, ramp, wall, corner, box, heightfield)");
        }
    }

    private float tile(JsonNode g, String p) {
        return r.real(g, "tile", p, 0.1, 1e3, 2.5f);
    }

    private int flags(JsonNode g, String p, int fallback) {
        return r.integer(g, "flags", p, 0, 0xffff, fallback);
    }

    private int material(JsonNode g, String p, int fallback) {
        return r.integer(g, "material", p, 0, 0xffff, fallback);
    }

    private void span(float[] min, float[] max, String p) {
        if (!(max[0] > min[0]) || !(max[1] > min[1])) {
            throw r.bad(p + "max", "must be above min in x and y");
        }
    }

    /** A surface over [min, max] in tiles, z going linearly from z0 at min x to z1 at max x, facing up. */
    private void ramp(float[] min, float[] max, float z0, float z1, float tile, int flags, int mat, String p) {
        span(min, max, p);
        int nx = cells(max[0] - min[0], tile, p), ny = cells(max[1] - min[1], tile, p);
        room(2L * nx * ny, p);
        for (int i = 0; i < nx; i++) {
            float xa = min[0] + (max[0] - min[0]) * i / nx, xb = min[0] + (max[0] - min[0]) * (i + 1) / nx;
            float za = z0 + (z1 - z0) * i / nx, zb = z0 + (z1 - z0) * (i + 1) / nx;
            for (int j = 0; j < ny; j++) {
                float ya = min[1] + (max[1] - min[1]) * j / ny, yb = min[1] + (max[1] - min[1]) * (j + 1) / ny;
                quad(xa, ya, za, xb, ya, zb, xb, yb, zb, xa, yb, za, 0f, 0f, 1f, flags, mat);
            }
        }
    }

    private int cells(float length, float tile, String p) {
        double n = Math.ceil(length / tile);
        if (n > 4096) {
            throw r.bad(p + "tile", "too small for the span: over 4096 tiles a side");
        }
        return Math.max(1, (int) n);
    }

    /** A wall from a to b facing left of a→b (seen from above). */
    private void wall(float[] a, float[] b, float bottom, float top, float panel, int flags, int mat, String p) {
        float dx = b[0] - a[0], dy = b[1] - a[1];
        if (dx == 0f && dy == 0f) {
            throw r.bad(p + "to", "must differ from from");
        }
        if (!(top > bottom)) {
            throw r.bad(p + "top", "must be above bottom");
        }
        room(2L * (long) Math.ceil(Math.hypot(dx, dy) / panel), p);
        wallFacing(a, b, -dy, dx, bottom, top, panel, flags, mat);
    }

    /** Refuses a generator that would take the level past {@link #MAX_TRIANGLES}, before it makes anything. */
    private void room(long triangles, String p) {
        if (b.triangleCount() + triangles > MAX_TRIANGLES) {
            throw r.bad(p + "type", "the level would hold more than " + MAX_TRIANGLES + " triangles");
        }
    }

    private void wallFacing(float[] a, float[] b, float nx, float ny, float bottom, float top, float panel,
                            int flags, int mat) {
        float len = (float) Math.hypot(b[0] - a[0], b[1] - a[1]);
        int n = Math.max(1, (int) Math.ceil(len / panel));
        for (int i = 0; i < n; i++) {
            float xa = a[0] + (b[0] - a[0]) * i / n, ya = a[1] + (b[1] - a[1]) * i / n;
            float xb = a[0] + (b[0] - a[0]) * (i + 1) / n, yb = a[1] + (b[1] - a[1]) * (i + 1) / n;
            quad(xa, ya, bottom, xb, yb, bottom, xb, yb, top, xa, ya, top, nx, ny, 0f, flags, mat);
        }
    }

    private void box(float[] lo, float[] hi, int flags, int mat) {
        float x0 = lo[0], y0 = lo[1], z0 = lo[2], x1 = hi[0], y1 = hi[1], z1 = hi[2];
        quad(x0, y0, z1, x1, y0, z1, x1, y1, z1, x0, y1, z1, 0, 0, 1, FLOOR_FLAGS, mat);
        quad(x0, y0, z0, x1, y0, z0, x1, y0, z1, x0, y0, z1, 0, -1, 0, flags, mat);
        quad(x0, y1, z0, x1, y1, z0, x1, y1, z1, x0, y1, z1, 0, 1, 0, flags, mat);
        quad(x0, y0, z0, x0, y1, z0, x0, y1, z1, x0, y0, z1, -1, 0, 0, flags, mat);
        quad(x1, y0, z0, x1, y1, z0, x1, y1, z1, x1, y0, z1, 1, 0, 0, flags, mat);
    }

    private void heightfield(float[] min, float[] max, int n, float amp, float waves, int flags, int mat) {
        float[] z = new float[(n + 1) * (n + 1)];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                double u = 2 * StrictMath.PI * waves * i / n, v = 2 * StrictMath.PI * waves * j / n;
                z[i * (n + 1) + j] = (float) (amp * StrictMath.sin(u) * StrictMath.cos(v));
            }
        }
        for (int i = 0; i < n; i++) {
            float xa = min[0] + (max[0] - min[0]) * i / n, xb = min[0] + (max[0] - min[0]) * (i + 1) / n;
            for (int j = 0; j < n; j++) {
                float ya = min[1] + (max[1] - min[1]) * j / n, yb = min[1] + (max[1] - min[1]) * (j + 1) / n;
                quad(xa, ya, z[i * (n + 1) + j], xb, ya, z[(i + 1) * (n + 1) + j], xb, yb,
                        z[(i + 1) * (n + 1) + j + 1], xa, yb, z[i * (n + 1) + j + 1], 0f, 0f, 1f, flags, mat);
            }
        }
    }

    /** Two triangles a-b-c and a-c-d, each wound so its normal points along (nx, ny, nz). */
    private void quad(float ax, float ay, float az, float bx, float by, float bz, float cx, float cy, float cz,
                      float dx, float dy, float dz, float nx, float ny, float nz, int flags, int mat) {
        int a = b.vertex(ax, ay, az), bb = b.vertex(bx, by, bz), c = b.vertex(cx, cy, cz), d = b.vertex(dx, dy, dz);
        tri(a, bb, c, ax, ay, az, bx, by, bz, cx, cy, cz, nx, ny, nz, flags, mat);
        tri(a, c, d, ax, ay, az, cx, cy, cz, dx, dy, dz, nx, ny, nz, flags, mat);
    }

    private void tri(int a, int bb, int c, float ax, float ay, float az, float bx, float by, float bz, float cx,
                     float cy, float cz, float nx, float ny, float nz, int flags, int mat) {
        float ux = bx - ax, uy = by - ay, uz = bz - az, vx = cx - ax, vy = cy - ay, vz = cz - az;
        float crx = uy * vz - uz * vy, cry = uz * vx - ux * vz, crz = ux * vy - uy * vx;
        if (crx == 0f && cry == 0f && crz == 0f) {
            return; // a degenerate corner of a flat patch: nothing to collide with
        }
        if (crx * nx + cry * ny + crz * nz < 0f) {
            b.triangle(a, c, bb, flags, mat);
        } else {
            b.triangle(a, bb, c, flags, mat);
        }
    }
}
