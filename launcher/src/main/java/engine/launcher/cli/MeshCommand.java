package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.files.InputFiles;
import engine.api.mesh.CollisionMesh;
import engine.meshio.MeshFile;
import engine.meshio.ObjImporter;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.mesh.DemoMeshes;
import engine.launcher.mesh.MaterialsTable;
import engine.launcher.mesh.MeshInfo;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** `mesh`: build, inspect, import and verify collision mesh files (docs/mesh-format.md). */
@Command(name = "mesh", mixinStandardHelpOptions = true,
        description = "Build, inspect, import and verify collision mesh files (.cmesh, docs/mesh-format.md).",
        subcommands = {MeshCommand.Build.class, MeshCommand.Info.class, MeshCommand.ImportObj.class,
                MeshCommand.Verify.class})
public final class MeshCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A mesh read from a file and the file's version. */
    record MeshAndVersion(CollisionMesh mesh, int version) {
    }

    /** Reads a mesh file and its version, turning format errors into the launcher's bad-input error. */
    static MeshAndVersion readMeshFile(Path file) {
        try {
            byte[] bytes = MeshFile.readBytes(file);
            return new MeshAndVersion(MeshFile.read(bytes, file.toString()), MeshFile.version(bytes));
        } catch (IOException e) { // the message names the file and the fault
            throw new InputException(e.getMessage(), e);
        }
    }

    /** "version N, fits the original's u16 format" or "version N, over the original's u16 limits: why". */
    static String describeFormat(CollisionMesh mesh, int version) {
        return "version " + version + ", " + (mesh.fitsOriginalFormat() ? "fits the original's u16 format"
                : "over the original's u16 limits: " + mesh.originalFormatProblem());
    }

    static void writeMesh(CollisionMesh mesh, Path out) {
        try {
            MeshFile.write(mesh, out);
        } catch (IOException e) { // "cannot write OUT: the system's reason"
            throw new InputException(e.getMessage().startsWith("cannot write") ? e.getMessage()
                    : "cannot write " + out + ": " + InputFiles.reason(e), e);
        }
    }

    /** `mesh build`: bakes a built-in demo level into a mesh file. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Bake a built-in demo level (room, heightfield) into a mesh file.")
    static final class Build implements Callable<Integer> {
        @Option(names = "--demo", required = true, paramLabel = "NAME", description = "room or heightfield")
        String demo;

        @Option(names = "--cell", paramLabel = "M", defaultValue = "2.0",
                description = "grid cell size in m (default ${DEFAULT-VALUE})")
        float cell;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
                description = "the mesh file to write")
        Path output;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            Outputs.check(output, "-o");
            CollisionMesh mesh;
            try {
                mesh = DemoMeshes.build(demo, cell);
            } catch (IllegalArgumentException e) {
                throw new InputException("--demo " + demo + " --cell " + cell + ": " + e.getMessage(), e);
            }
            writeMesh(mesh, output);
            spec.commandLine().getOut().printf("wrote %s: %d vertices, %d triangles, %d cells%n",
                    Names.printable(output.toString()), mesh.vertexCount(), mesh.triangleCount(),
                    mesh.grid().cellCount());
            return 0;
        }
    }

    /** `mesh info`: a mesh file's version, fit to the original's u16 format, counts, bounds, grid and flags. */
    @Command(name = "info", mixinStandardHelpOptions = true,
            description = "Summarise a mesh file: format version, whether it fits the original's u16 limits, counts,"
                    + " grid, flags.")
    static final class Info implements Callable<Integer> {
        @Parameters(paramLabel = "FILE", description = "the mesh file")
        Path file;

        @Option(names = "--json", description = "write JSON instead of a table")
        boolean json;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            MeshAndVersion read = readMeshFile(file);
            Map<String, Object> info = MeshInfo.of(read.mesh(), read.version());
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                ObjectMapper m = Json.mapper();
                ObjectNode n = m.createObjectNode();
                n.put("file", file.toString());
                info.forEach((k, v) -> n.set(k, m.valueToTree(v)));
                out.println(m.writerWithDefaultPrettyPrinter().writeValueAsString(n));
            } else {
                out.println(Names.printable(file.toString()));
                info.forEach((k, v) -> out.printf("  %-14s %s%n", k, v));
            }
            out.flush();
            return 0;
        }
    }

    /** `mesh import-obj`: a Wavefront OBJ into a mesh file. */
    @Command(name = "import-obj", mixinStandardHelpOptions = true,
            description = "Import a Wavefront OBJ and bake its grid. Face flags come from `usemtl "
                    + "flags=0x4003,material=7`"
                    + " lines or from a --materials table (docs/mesh-format.md). A mesh over the original's u16 limits"
                    + " (65,536 vertices or triangles, 65,535 per cell) is written as version 2.")
    static final class ImportObj implements Callable<Integer> {
        @Parameters(paramLabel = "OBJ", description = "the OBJ file")
        Path obj;

        @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE",
                description = "the mesh file to write")
        Path output;

        @Option(names = "--cell", paramLabel = "M", defaultValue = "2.0",
                description = "grid cell size in m (default ${DEFAULT-VALUE})")
        float cell;

        @Option(names = "--materials", paramLabel = "FILE",
                description = "JSON object of material name to {\"flags\": u16, \"material\": u16}")
        Path materials;

        @Option(names = "--up", paramLabel = "y|z", description = "the file's up axis (default z; a y-up file, "
                + "as most modelling tools write, is turned +90° about x)")
        ObjImporter.UpAxis up = ObjImporter.UpAxis.Z;

        @Option(names = "--refuse-degenerate", description = "refuse a degenerate triangle (a repeated vertex, "
                + "collinear corners) instead of skipping and counting it")
        boolean refuseDegenerate;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            Outputs.check(output, "-o");
            ObjImporter importer = new ObjImporter(materials == null ? Map.of() : MaterialsTable.read(materials)).up(up)
                    .degenerates(refuseDegenerate ? ObjImporter.Degenerates.REFUSE : ObjImporter.Degenerates.SKIP);
            CollisionMesh mesh;
            ObjImporter.Imported imported;
            try {
                imported = importer.importFile(obj, cell);
                mesh = imported.mesh();
            } catch (IOException e) { // ObjFormatException and InputFileException name the file and the fault
                throw new InputException(e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new InputException(obj + ": " + e.getMessage(), e);
            }
            writeMesh(mesh, output);
            spec.commandLine().getOut().printf("wrote %s: %d vertices, %d triangles, %d cells (%s)%n",
                    Names.printable(output.toString()), mesh.vertexCount(), mesh.triangleCount(),
                    mesh.grid().cellCount(), describeFormat(mesh, MeshFile.versionFor(mesh)));
            if (imported.skipped() > 0) {
                spec.commandLine().getOut().printf("skipped %d degenerate triangles (a repeated vertex or collinear "
                        + "corners; the first on line %d); --refuse-degenerate refuses them%n", imported.skipped(),
                        imported.firstSkippedLine());
            }
            return 0;
        }
    }

    /** `mesh verify`: validates mesh files; exit code 3 names the first fault of the first bad file. */
    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Validate mesh files (versions 1 and 2): structure, limits, indices, finite vertices,"
                    + " non-degenerate triangles, CRC; says whether each fits the original's u16 format.")
    static final class Verify implements Callable<Integer> {
        @Parameters(paramLabel = "FILE", arity = "1..*", description = "mesh files")
        List<Path> files;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            int bad = 0;
            for (Path f : files) {
                try {
                    byte[] bytes = MeshFile.readBytes(f);
                    CollisionMesh m = MeshFile.read(bytes, f.toString());
                    out.printf("OK %s (%d triangles, %s)%n", Names.printable(f.toString()), m.triangleCount(),
                            describeFormat(m, MeshFile.version(bytes)));
                } catch (IOException e) {
                    bad++;
                    spec.commandLine().getErr().println("INVALID "
                            + Names.printable(String.valueOf(e.getMessage())));
                }
            }
            out.flush();
            return bad == 0 ? 0 : 3;
        }
    }
}
