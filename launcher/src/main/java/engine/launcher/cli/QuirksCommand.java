package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkKind;
import engine.launcher.json.Json;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** `quirks`: the quirk catalogue, as a table or JSON, optionally filtered. */
@Command(name = "quirks", mixinStandardHelpOptions = true,
        description = "List the quirk catalogue: every bug, limit, unchecked input, reconstruction and design "
                + "choice of the original, with the slots it touches and whether the fixed kernels correct it.")
public final class QuirksCommand implements Callable<Integer> {

    @Option(names = "--json", description = "write JSON instead of a table")
    boolean json;

    @Option(names = "--kind", paramLabel = "KIND", description = "only this kind: ${COMPLETION-CANDIDATES}")
    QuirkKind kind;

    @Option(names = "--unit", paramLabel = "N", description = "only quirks of spec unit N")
    Integer unit;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        List<Quirk> list = Arrays.stream(Quirk.values())
                .filter(q -> kind == null || q.kind() == kind)
                .filter(q -> unit == null || q.unit() == unit)
                .toList();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper m = Json.mapper();
            ArrayNode arr = m.createArrayNode();
            for (Quirk q : list) {
                ObjectNode n = arr.addObject();
                n.put("id", q.id());
                n.put("kind", q.kind().id());
                n.put("unit", q.unit());
                n.put("function", q.function());
                n.put("title", q.title());
                n.put("fixedCorrects", q.fixedCorrects());
                ArrayNode slots = n.putArray("slots");
                q.slots().forEach(slots::add);
            }
            out.println(m.writerWithDefaultPrettyPrinter().writeValueAsString(arr));
        } else {
            out.printf("%-36s %-13s %4s %-5s %-34s %s%n", "ID", "KIND", "UNIT", "FIXED", "FUNCTION", "TITLE");
            for (Quirk q : list) {
                out.printf("%-36s %-13s %4d %-5s %-34s %s%n", q.id(), q.kind().id(), q.unit(),
                        q.fixedCorrects() ? "yes" : "no", q.function(), q.title());
            }
            out.println();
            out.println(list.size() + " of " + Quirk.values().length + " catalogue entries.");
        }
        out.flush();
        return 0;
    }
}
