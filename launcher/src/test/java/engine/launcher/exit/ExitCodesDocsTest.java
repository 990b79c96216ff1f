package engine.launcher.exit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.launcher.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The exit codes are written once (ExitCodes): the help text and every list of them in the docs say the same. */
class ExitCodesDocsTest {
    /** "Exit codes: 0 success, 1 ..., 5 framework, bundle or plugin failed." in README.md or docs/*.md. */
    private static final Pattern LIST = Pattern.compile("Exit codes: (.*?)\\.(\\s|$)");
    private static final Pattern ITEM = Pattern.compile("(\\d+) (.+)");

    @Test
    void everyListInTheDocsGivesTheTablesMeanings() throws IOException {
        Map<String, Map<Integer, String>> lists = docLists();
        assertFalse(lists.isEmpty(), "README.md or docs/*.md list the exit codes");
        boolean complete = false;
        for (Map.Entry<String, Map<Integer, String>> e : lists.entrySet()) {
            for (Map.Entry<Integer, String> code : e.getValue().entrySet()) {
                assertEquals(ExitCodes.meaning(code.getKey()), code.getValue(), e.getKey() + ", code " + code.getKey());
            }
            complete |= e.getValue().size() == ExitCodes.all().length;
        }
        assertTrue(complete, "some doc lists every code: " + lists);
    }

    @Test
    void theHelpListsTheTable() {
        StringWriter out = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        assertEquals(ExitCodes.OK, cl.execute("--help"));
        String help = out.toString();
        String section = help.substring(help.indexOf("Exit codes:"));
        for (int c : ExitCodes.all()) {
            assertTrue(Pattern.compile("(?m)^\\s*" + c + "\\s+" + Pattern.quote(ExitCodes.meaning(c)) + "$")
                    .matcher(section).find(), "help's row for " + c + ":\n" + section);
        }
    }

    @Test
    void theCodesAreTheLaunchersAndNoOther() {
        assertEquals("[0, 1, 2, 3, 4, 5, 6]", Arrays.toString(ExitCodes.all()));
        assertEquals(List.of("0", "3"), new ArrayList<>(ExitCodes.helpSection(ExitCodes.OK, ExitCodes.BAD_INPUT)
                .keySet()));
        assertThrows(IllegalArgumentException.class, () -> ExitCodes.meaning(7));
    }

    /** File and line to its list, code to meaning with any parenthesis dropped. */
    private static Map<String, Map<Integer, String>> docLists() throws IOException {
        List<Path> docs = new ArrayList<>();
        docs.add(Path.of("..", "README.md"));
        try (Stream<Path> s = Files.list(Path.of("..", "docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        Map<String, Map<Integer, String>> lists = new LinkedHashMap<>();
        for (Path doc : docs) {
            String text = String.join(" ", Files.readAllLines(doc)).replaceAll("\\s+", " ");
            Matcher m = LIST.matcher(text);
            while (m.find()) {
                Map<Integer, String> codes = new LinkedHashMap<>();
                String body = m.group(1).replaceAll("\\s*\\([^)]*\\)", "");
                for (String item : body.split(",\\s+(?=\\d+ )")) {
                    Matcher i = ITEM.matcher(item.trim());
                    assertTrue(i.matches(), doc + ": '" + item + "' is not 'CODE meaning'");
                    codes.put(Integer.parseInt(i.group(1)), i.group(2));
                }
                lists.put(doc.getFileName() + " at " + m.start(), codes);
            }
        }
        return lists;
    }
}
