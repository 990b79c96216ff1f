package engine.launcher.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import engine.api.kernel.KernelProvider;
import engine.api.kernel.KernelSelection;
import engine.api.kernel.KernelTable;
import engine.api.kernel.Profile;
import engine.api.kernel.Slot;
import engine.api.kernel.Slots;
import engine.launcher.host.FrameworkHost;
import engine.launcher.host.InstalledProvider;
import engine.launcher.json.Json;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** `kernels`: the installed providers, every slot with who offers it, and what the profile selects. */
@Command(name = "kernels", mixinStandardHelpOptions = true,
        description = "List the kernel providers, every slot with the providers that offer it, and the selection "
                + "the profile (default: faithful everywhere) resolves to.")
public final class KernelsCommand implements Callable<Integer> {

    @Mixin
    HostOptions host;

    @Option(names = "--json", description = "write one JSON document instead of tables")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Profile profile = host.profile();
        try (FrameworkHost fw = FrameworkHost.start(host.plugins)) {
            List<InstalledProvider> installed = fw.providers();
            List<KernelProvider> providers = installed.stream().map(InstalledProvider::provider).toList();
            KernelTable table = KernelSelection.resolve(profile, providers, List.of());
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                out.println(toJson(installed, table, profile));
            } else {
                printTables(out, installed, table, profile);
            }
            out.flush();
        }
        return 0;
    }

    private static void printTables(PrintWriter out, List<InstalledProvider> installed, KernelTable table,
                                    Profile profile) {
        out.println("Providers");
        out.printf("  %-12s %-20s %5s  %s%n", "ID", "BUNDLE", "SLOTS", "DESCRIPTION");
        for (InstalledProvider ip : installed) {
            out.printf("  %-12s %-20s %5d  %s%n", ip.provider().id(), ip.bundle(), ip.provider().slots().size(),
                    ip.provider().description());
        }
        out.println();
        out.println("Slots (profile: default '" + profile.defaultProvider() + "', " + profile.slots().size()
                + " named, float model " + profile.floatModel() + ")");
        out.printf("  %-26s %-12s %s%n", "SLOT", "SELECTED", "OFFERED BY");
        for (Slot<?> s : Slots.all()) {
            String selected = table.providerId(s);
            out.printf("  %-26s %-12s %s%n", s.id(), selected == null ? "-" : selected, offeredBy(s, installed));
        }
        out.println();
        out.println(table.filledCount() + " of " + Slots.all().size() + " slots have a kernel in this selection.");
    }

    private static String offeredBy(Slot<?> s, List<InstalledProvider> installed) {
        String who = installed.stream().filter(ip -> ip.provider().offers(s)).map(ip -> ip.provider().id())
                .collect(Collectors.joining(", "));
        return who.isEmpty() ? "-" : who;
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
        }
        ObjectNode prof = root.putObject("profile");
        prof.put("default", profile.defaultProvider());
        prof.put("floatModel", profile.floatModel());
        ObjectNode named = prof.putObject("slots");
        profile.slots().forEach(named::put);
        ArrayNode slots = root.putArray("slots");
        for (Slot<?> s : Slots.all()) {
            ObjectNode n = slots.addObject();
            n.put("id", s.id());
            n.put("group", s.group().name().toLowerCase(java.util.Locale.ROOT));
            n.put("kernel", s.kernelType().getSimpleName());
            n.put("description", s.description());
            if (table.providerId(s) == null) {
                n.putNull("selected");
            } else {
                n.put("selected", table.providerId(s));
            }
            ArrayNode by = n.putArray("offeredBy");
            installed.stream().filter(ip -> ip.provider().offers(s)).forEach(ip -> by.add(ip.provider().id()));
        }
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    }
}
