package engine.foothold2d.map;

import engine.api.foothold.PhysicsConstants;
import engine.files.InputFileException;
import engine.files.InputFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Loads the client's Physics.img export (decimal commas allowed); a constant it lacks keeps the client's value. */
public final class PhysicsLoader {

    private PhysicsLoader() {
    }

    /** The largest physics export read (bytes). */
    public static final long MAX_FILE_BYTES = InputFiles.MIB;

    /** Loads the physics file at path: a regular file of at most {@link #MAX_FILE_BYTES}. */
    public static PhysicsConstants load(Path path) {
        String source = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        try (InputStream in = InputFiles.open(path, MAX_FILE_BYTES, "physics export")) {
            return load(source, in);
        } catch (InputFileException e) {
            throw new MapFormatException(source, "/", e.detail());
        } catch (IOException e) {
            throw new MapFormatException(source, "/", "cannot be read: " + InputFiles.reason(e));
        }
    }

    /** Loads a physics export read from in; source names it in errors. */
    public static PhysicsConstants load(String source, InputStream in) {
        WzNode root;
        try (WzReader r = WzReader.open(source, in)) {
            root = WzNode.read(r, "");
            r.finish();
        }
        PhysicsConstants d = PhysicsConstants.DEFAULT;
        try {
            return constants(root, d);
        } catch (MapFormatException e) {
            throw e; // a node's own error already names the file and the node
        } catch (IllegalArgumentException e) {
            // Values each in range but not together (e.g. minFriction above maxFriction): the record's own rule.
            throw new MapFormatException(source, "/", e.getMessage());
        }
    }

    private static PhysicsConstants constants(WzNode root, PhysicsConstants d) {
        return new PhysicsConstants(
                get(root, "walkForce", d.walkForce()), get(root, "walkSpeed", d.walkSpeed()),
                get(root, "walkDrag", d.walkDrag()), get(root, "slipForce", d.slipForce()),
                get(root, "slipSpeed", d.slipSpeed()), get(root, "floatDrag1", d.floatDrag1()),
                get(root, "floatDrag2", d.floatDrag2()), get(root, "floatCoefficient", d.floatCoefficient()),
                get(root, "swimForce", d.swimForce()), get(root, "swimSpeed", d.swimSpeed()),
                get(root, "flyForce", d.flyForce()), get(root, "flySpeed", d.flySpeed()),
                get(root, "gravityAcc", d.gravityAcc()), get(root, "fallSpeed", d.fallSpeed()),
                get(root, "jumpSpeed", d.jumpSpeed()), get(root, "maxFriction", d.maxFriction()),
                get(root, "minFriction", d.minFriction()));
    }

    private static double get(WzNode root, String name, double dflt) {
        WzNode n = root.child(name);
        return n == null ? dflt : n.numberValue();
    }
}
