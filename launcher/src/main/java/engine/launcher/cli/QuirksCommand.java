package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.Correction;
import engine.api.quirk.Quirk;
import engine.api.quirk.QuirkKind;
import engine.launcher.host.FrameworkHost;
import engine.launcher.host.InstalledProvider;
import engine.launcher.json.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * `quirks`: the quirk catalogue, with who corrects each entry taken from what the installed providers declare
 * (per slot), and for the rest why every provider keeps it.
 */
@Command(name = "quirks", mixinStandardHelpOptions = true,
        description = "List the quirk catalogue: every bug, limit, unchecked input, reconstruction and design "
                + "choice of the original, the slots it touches, and which installed provider corrects it in which "
                + "slots (as the providers declare) or why it is kept.")
public final class QuirksCommand implements Callable<Integer> {

    @Option(names = "--json", description = "write JSON instead of a table")
    boolean json;

    @Option(names = "--kind", paramLabel = "KIND", description = "only this kind: ${COMPLETION-CANDIDATES}")
    QuirkKind kind;

    @Option(names = "--unit", paramLabel = "N", description = "only quirks of spec unit N")
    Integer unit;

    @Option(names = "--corrected", description = "only quirks an installed provider corrects")
    boolean corrected;

    @Option(names = "--plugin", paramLabel = "JAR", description = "install this bundle at start (repeatable)")
    List<java.nio.file.Path> plugins = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Map<Quirk, Map<String, List<Correction>>> byQuirk = new LinkedHashMap<>();
        try (FrameworkHost fw = FrameworkHost.start(plugins)) {
            for (InstalledProvider ip : fw.providers()) {
                for (Correction c : ip.provider().corrections()) {
                    byQuirk.computeIfAbsent(c.quirk(), q -> new TreeMap<>())
                            .computeIfAbsent(ip.provider().id(), id -> new ArrayList<>()).add(c);
                }
            }
        }
        List<Quirk> list = Arrays.stream(Quirk.values())
                .filter(q -> kind == null || q.kind() == kind)
                .filter(q -> unit == null || q.unit() == unit)
                .filter(q -> !corrected || byQuirk.containsKey(q))
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
                ArrayNode slots = n.putArray("slots");
                q.slots().forEach(slots::add);
                ArrayNode by = n.putArray("correctedBy");
                byQuirk.getOrDefault(q, Map.of()).forEach((provider, cs) -> {
                    ObjectNode p = by.addObject();
                    p.put("provider", provider);
                    ArrayNode ps = p.putArray("slots");
                    cs.forEach(c -> ps.add(c.slot().id()));
                    p.put("does", cs.get(0).does());
                });
                n.put("fixedCorrects", byQuirk.getOrDefault(q, Map.of()).containsKey("fixed"));
                if (q.kept() == null) {
                    n.putNull("kept");
                } else {
                    n.put("kept", q.kept());
                }
            }
            out.println(m.writerWithDefaultPrettyPrinter().writeValueAsString(arr));
        } else {
            out.printf("%-36s %-13s %4s %-20s %s%n", "ID", "KIND", "UNIT", "CORRECTED BY", "TITLE");
            for (Quirk q : list) {
                Map<String, List<Correction>> by = byQuirk.getOrDefault(q, Map.of());
                String who = by.isEmpty() ? "no" : by.entrySet().stream()
                        .map(e -> e.getKey() + " (" + e.getValue().size() + ")").collect(Collectors.joining(", "));
                out.printf("%-36s %-13s %4d %-20s %s%n", q.id(), q.kind().id(), q.unit(), who, q.title());
            }
            out.println();
            long fixed = list.stream().filter(q -> byQuirk.containsKey(q)).count();
            out.println(list.size() + " of " + Quirk.values().length + " catalogue entries; " + fixed
                    + " corrected by an installed provider (the number is how many slots). "
                    + "--json gives the slots, the corrections and why the others are kept.");
        }
        out.flush();
        return 0;
    }
}
