package engine.peers;

import java.util.Arrays;
import java.util.TreeSet;

/** The peers benchmark's system properties ({@code -Dpeers.NAME=...}), read with an error naming the property. */
final class PeersOptions {
    private PeersOptions() {
    }

    /**
     * The positive ints of property name, comma-separated, in the order given (fallback when unset); "N" stands for
     * the machine's processor count.
     *
     * @throws IllegalArgumentException naming the property when a value is not a positive int
     */
    static int[] ints(String name, String fallback) {
        String text = System.getProperty(name, fallback).trim();
        String[] parts = text.split(",");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].trim().replace("_", "");
            try {
                out[i] = p.equals("N") ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-D" + name + "=" + text + ": \"" + parts[i]
                        + "\" is not a whole number (expected e.g. -D" + name + "=" + fallback + ")", e);
            }
            if (out[i] < 1) {
                throw new IllegalArgumentException("-D" + name + "=" + text + ": " + out[i] + " is below 1");
            }
        }
        return out;
    }

    /** The one positive int of property name (fallback when unset). */
    static int one(String name, int fallback) {
        int[] v = ints(name, Integer.toString(fallback));
        if (v.length != 1) {
            throw new IllegalArgumentException("-D" + name + "=" + System.getProperty(name) + ": one number only");
        }
        return v[0];
    }

    /** The thread counts of property name: the values given, 1 added, duplicates dropped, ascending. */
    static int[] threads(String name, String fallback) {
        TreeSet<Integer> set = new TreeSet<>();
        set.add(1);
        for (int t : ints(name, fallback)) {
            set.add(t);
        }
        return set.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The values as text, for the run's heading. */
    static String text(int[] values) {
        return Arrays.toString(values);
    }
}
