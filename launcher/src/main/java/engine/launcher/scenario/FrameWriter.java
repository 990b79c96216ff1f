package engine.launcher.scenario;

import engine.api.scene.Scene;
import engine.api.scene.SceneRun;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Writes every body's state per frame as it is stepped, so `run --out` needs no stored frames: JSON lines
 * ({@code {"frame":f,"bodies":[[x,y,z,vx,vy,vz],...]}}) or CSV ({@code frame,body,name,x,y,z,vx,vy,vz}). Numbers are
 * Java's shortest decimal of the double (a 3D value is a float32 widened exactly).
 */
public final class FrameWriter implements FrameObserver {
    /** The output formats. */
    public enum Format { jsonl, csv }

    private final Writer out;
    private final Format format;
    private final StringBuilder line = new StringBuilder(256);
    private Scene scene;

    /** A writer of frames to os (not closed here) in format. */
    public FrameWriter(OutputStream os, Format format) {
        this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
        this.format = format;
    }

    @Override
    public void start(Scene s, SceneRun run) {
        scene = s;
        if (format == Format.csv) {
            write("frame,body,name,x,y,z,vx,vy,vz\n");
        }
    }

    @Override
    public void frame(int f, SceneRun run, double[] states, QuirkTimeline quirks) {
        int bodies = scene.bodyCount();
        if (format == Format.jsonl) {
            line.setLength(0);
            line.append("{\"frame\":").append(f).append(",\"bodies\":[");
            for (int i = 0; i < bodies; i++) {
                line.append(i == 0 ? "[" : ",[");
                for (int k = 0; k < SceneRun.STATE; k++) {
                    line.append(k == 0 ? "" : ",").append(states[i * SceneRun.STATE + k]);
                }
                line.append(']');
            }
            line.append("]}\n");
            write(line);
        } else {
            for (int i = 0; i < bodies; i++) {
                line.setLength(0);
                line.append(f).append(',').append(i).append(',').append(csv(scene.bodyName(i)));
                for (int k = 0; k < SceneRun.STATE; k++) {
                    line.append(',').append(states[i * SceneRun.STATE + k]);
                }
                line.append('\n');
                write(line);
            }
        }
    }

    @Override
    public void end() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write(CharSequence s) {
        try {
            out.append(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String csv(String s) {
        return s.matches("[A-Za-z0-9_.-]*") ? s : "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
