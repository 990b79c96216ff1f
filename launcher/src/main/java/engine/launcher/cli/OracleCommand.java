package engine.launcher.cli;

import engine.files.InputFiles;
import engine.files.Utf8Lines;
import engine.api.scene.SceneService;
import engine.launcher.exit.ExitCodes;
import engine.launcher.exit.InputException;
import engine.launcher.json.Json;
import engine.launcher.oracle.check.Checks;
import engine.launcher.oracle.check.TraceCheck;
import engine.launcher.host.FrameworkHost;
import engine.launcher.oracle.OracleServer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** `oracle`: serves JSON requests, one per line, from stdin (or a file) to stdout. */
@Command(name = "oracle", mixinStandardHelpOptions = true,
        description = "Answer spec-function calls: one JSON request per line on stdin, one JSON response per line on "
                + "stdout. {\"call\":\"describe\"} lists every function. See docs/oracle.md.")
public final class OracleCommand implements Callable<Integer> {

    @Mixin
    HostOptions host;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--input", paramLabel = "FILE", description = "read requests from FILE instead of stdin")
    Path input;

    @Option(names = "--strict", description = "exit with code 3 when any request got an error response")
    boolean strict;

    @Option(names = "--check", paramLabel = "TRACE", description = "run TRACE (requests with \"expect\") and print "
            + "per function how many agree and the first divergence; exit 6 unless every expectation holds")
    Path check;

    @Option(names = "--json", description = "with --check: the summary as one JSON object")
    boolean jsonSummary;

    /** The longest request line read (bytes): room for an inline mesh of tens of thousands of triangles. */
    static final int MAX_LINE_BYTES = 64 << 20;

    @Override
    public Integer call() throws IOException {
        if (check != null && input != null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--check TRACE reads its requests from "
                    + "TRACE: give --input or --check, not both");
        }
        if (jsonSummary && check == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--json is the summary of --check");
        }
        try (FrameworkHost fw = FrameworkHost.start(host.plugins);
             Utf8Lines in = lines()) {
            OracleServer server = new OracleServer(fw.kernelProviders(), fw.services(SceneService.class),
                    fw::blamePlugin);
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            if (check != null) {
                TraceCheck tally = new TraceCheck();
                server.serve(in, tally);
                out.print(jsonSummary ? Checks.exactWriter(Json.mapper()).writeValueAsString(tally.json()) + "\n" : tally.text());
                out.flush();
                return tally.holds() ? ExitCodes.OK : ExitCodes.CHECK_FAILED;
            }
            int errors = server.serve(in, out);
            out.flush();
            return strict && errors > 0 ? ExitCodes.BAD_INPUT : ExitCodes.OK;
        }
    }

    private Utf8Lines lines() throws IOException {
        Path file = check != null ? check : input;
        if (file == null) {
            return new Utf8Lines(System.in, null, MAX_LINE_BYTES);
        }
        try {
            // A request file is read line by line, so only the line length is bounded.
            return new Utf8Lines(InputFiles.open(file, Long.MAX_VALUE, check != null ? "trace" : "request file"), file,
                    MAX_LINE_BYTES);
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
