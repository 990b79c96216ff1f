package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.KernelConfig;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Slot;
import engine.api.quirk.Quirk;
import engine.api.selection.KernelSelection;
import engine.api.selection.Profile;
import engine.api.slots.Slots;
import engine.launcher.host.FrameworkHost;
import engine.launcher.host.InstalledProvider;
import engine.launcher.json.Json;
import engine.ps2float.Ps2FloatModels;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * `kernels`: the installed providers, the slot each provider fills under the profile with the corrections on in it,
 * the slots left empty (folded by family), and a warning for each slot the profile leaves empty though an installed
 * provider offers it.
 */
@Command(name = "kernels", mixinStandardHelpOptions = true,
        description = "List the kernel providers and the selection the profile (default: faithful everywhere) "
                + "resolves to: which provider fills each slot, which corrections are on, which slots stay empty.")
public final class KernelsCommand implements Callable<Integer> {

    @Mixin
    HostOptions host;

    @Option(names = "--json", description = "write one JSON document instead of tables")
    boolean json;

    @Option(names = "--all", description = "list every slot, the empty ones too, instead of folding them")
    boolean all;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Profile profile = host.profile();
        try (FrameworkHost fw = FrameworkHost.start(host.plugins)) {
            List<InstalledProvider> installed = fw.providers();
            List<KernelProvider> providers = installed.stream().map(InstalledProvider::provider).toList();
            KernelTable table = KernelSelection.resolve(Ps2FloatModels::byName, profile, providers, List.of());
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                out.println(toJson(installed, table, profile));
            } else {
                printTables(out, installed, table, profile, all);
            }
            out.flush();
        }
        return 0;
    }

    private static void printTables(PrintWriter out, List<InstalledProvider> installed, KernelTable table,
                                    Profile profile, boolean all) {
        out.println("Providers");
        out.printf("  %-12s %-20s %5s %11s  %s%n", "ID", "BUNDLE", "SLOTS", "CORRECTIONS", "DESCRIPTION");
        for (InstalledProvider ip : installed) {
            KernelProvider p = ip.provider();
            out.printf("  %-12s %-20s %5d %11d  %s%n", Names.printable(p.id()), Names.printable(ip.bundle()),
                    p.slots().size(), p.corrections().size(), Names.printable(p.description()));
        }
        out.println();
        out.println("Selection (profile: default '" + Names.printable(profile.defaultProvider()) + "', float model "
                + Names.printable(profile.floatModel()) + (profile.disabledCorrections().isEmpty() ? ""
                : ", corrections off everywhere: " + ids(profile.disabledCorrections())) + ")");
        out.printf("  %-24s %-12s %s%n", "SLOT", "PROVIDER", "CORRECTIONS ON");
        List<Slot<?>> empty = new ArrayList<>();
        for (Slot<?> s : Slots.all()) {
            String selected = table.providerId(s);
            if (selected == null) {
                empty.add(s);
                if (all) {
                    out.printf("  %-24s %-12s%n", s.id(), "-");
                }
                continue;
            }
            out.printf("  %-24s %-12s %s%n", s.id(), selected, correctionsColumn(table, s, installed));
        }
        out.println();
        out.println(table.filledCount() + " of " + Slots.all().size() + " slots have a kernel.");
        List<Slot<?>> missed = new ArrayList<>();
        List<Slot<?>> nobody = new ArrayList<>();
        for (Slot<?> s : empty) {
            (offeredBy(s, installed).isEmpty() ? nobody : missed).add(s);
        }
        if (!nobody.isEmpty() && !all) {
            out.println("Empty, no installed provider offers them: " + folded(nobody));
        }
        for (Slot<?> s : missed) {
            out.println("warning: slot " + s.id() + " is empty: the profile's default '"
                    + Names.printable(profile.defaultProvider())
                    + "' does not offer it; offered by " + String.join(", ", offeredBy(s, installed))
                    + " (name it in the profile's slots)");
        }
    }

    /** The corrections on in s, or "none"; "(k off)" when the provider declares more than are on. */
    private static String correctionsColumn(KernelTable table, Slot<?> s, List<InstalledProvider> installed) {
        KernelConfig c = table.config(s);
        int declared = installed.stream().filter(ip -> ip.provider().id().equals(table.providerId(s)))
                .mapToInt(ip -> KernelSelection.declared(ip.provider(), s).size()).findFirst().orElse(0);
        String on = c.corrections().isEmpty() ? "none" : ids(c.corrections());
        int off = declared - c.corrections().size();
        return off > 0 ? on + " (" + off + " off)" : on;
    }

    private static String ids(Set<Quirk> qs) {
        return qs.stream().map(Quirk::id).collect(Collectors.joining(" "));
    }

    /** Slot ids with each fully empty family of the pair tables folded to "sweep.* (16)". */
    static String folded(List<Slot<?>> slots) {
        Map<String, List<Slot<?>>> byFamily = new LinkedHashMap<>();
        for (Slot<?> s : slots) {
            byFamily.computeIfAbsent(s.group().id(), k -> new ArrayList<>()).add(s);
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<Slot<?>>> e : byFamily.entrySet()) {
            List<Slot<?>> fam = e.getValue();
            long size = Slots.all().stream().filter(s -> s.group() == fam.get(0).group()).count();
            if (fam.size() == size && size > 1) {
                String id = fam.get(0).id();
                parts.add(id.substring(0, id.indexOf('.') + 1) + "* (" + size + ")");
            } else {
                fam.forEach(s -> parts.add(s.id()));
            }
        }
        return String.join(", ", parts);
    }

    private static List<String> offeredBy(Slot<?> s, List<InstalledProvider> installed) {
        return installed.stream().filter(ip -> ip.provider().offers(s)).map(ip -> ip.provider().id()).toList();
    }

    private static String toJson(List<InstalledProvider> installed, KernelTable table, Profile profile)
            throws Exception {
        ObjectMapper m = Json.mapper();
        ObjectNode root = m.createObjectNode();
        ArrayNode ps = root.putArray("providers");
        for (InstalledProvider ip : installed) {
            ObjectNode p = ps.addObject();
            p.put("id", ip.provider().id());
            p.put("bundle", ip.bundle());
            p.put("description", ip.provider().description());
            ArrayNode slots = p.putArray("slots");
            ip.provider().slots().forEach(s -> slots.add(s.id()));
            ArrayNode cs = p.putArray("corrections");
            ip.provider().corrections().forEach(c -> cs.addObject().put("quirk", c.quirk().id())
                    .put("slot", c.slot().id()).put("does", c.does()));
        }
        ObjectNode prof = root.putObject("profile");
        prof.put("default", profile.defaultProvider());
        prof.put("floatModel", profile.floatModel());
        ArrayNode disabled = prof.putArray("disabledCorrections");
        profile.disabledCorrections().forEach(q -> disabled.add(q.id()));
        ObjectNode named = prof.putObject("slots");
        profile.slots().forEach((id, c) -> {
            ObjectNode n = named.putObject(id);
            if (c.provider() != null) {
                n.put("provider", c.provider());
            }
            ObjectNode cs = n.putObject("corrections");
            c.corrections().forEach((q, on) -> cs.put(q.id(), on));
        });
        ArrayNode slots = root.putArray("slots");
        int empty = 0;
        for (Slot<?> s : Slots.all()) {
            ObjectNode n = slots.addObject();
            n.put("id", s.id());
            n.put("group", s.group().id());
            n.put("kernel", s.kernelType().getSimpleName());
            n.put("description", s.description());
            String selected = table.providerId(s);
            if (selected == null) {
                n.putNull("selected");
                empty++;
            } else {
                n.put("selected", selected);
                ArrayNode on = n.putArray("correctionsOn");
                table.config(s).corrections().forEach(q -> on.add(q.id()));
            }
            ArrayNode by = n.putArray("offeredBy");
            offeredBy(s, installed).forEach(by::add);
        }
        root.put("filled", table.filledCount());
        root.put("empty", empty);
        ArrayNode warnings = root.putArray("warnings");
        for (Slot<?> s : Slots.all()) {
            if (table.providerId(s) == null && !offeredBy(s, installed).isEmpty()) {
                warnings.add("slot " + s.id() + " is empty: offered by " + String.join(", ", offeredBy(s, installed)));
            }
        }
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }
}
