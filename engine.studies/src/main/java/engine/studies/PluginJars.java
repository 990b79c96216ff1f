package engine.studies;

import engine.api.kernel.KernelProvider;
import engine.launcher.exit.InputException;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Kernel providers from plugin bundles on a plain classpath: every Declarative Services component of the jar
 * (OSGI-INF/*.xml, in name order) that provides {@link KernelProvider}, made with its public no-argument constructor
 * as Guice makes the built-in ones (a DS activate method is not called). The jars' classes load in one class loader
 * over the worker's own, so they see the engine's API.
 */
final class PluginJars {
    private static final String SERVICE = KernelProvider.class.getName();

    private PluginJars() {
    }

    /** The providers of jars (each must hold at least one). */
    static List<KernelProvider> load(List<Path> jars) {
        if (jars.isEmpty()) {
            return List.of();
        }
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < jars.size(); i++) {
            if (!Files.isRegularFile(jars.get(i))) {
                throw new InputException("plugin " + jars.get(i) + ": no such file");
            }
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new InputException("plugin " + jars.get(i) + ": " + e.getMessage(), e);
            }
        }
        ClassLoader loader = new URLClassLoader(urls, PluginJars.class.getClassLoader());
        List<KernelProvider> out = new ArrayList<>();
        for (Path jar : jars) {
            List<String> classes = components(jar);
            if (classes.isEmpty()) {
                throw new InputException("plugin " + jar + ": no OSGi component providing " + SERVICE
                        + " (OSGI-INF/*.xml)");
            }
            for (String c : classes) {
                try {
                    out.add(Class.forName(c, true, loader).asSubclass(KernelProvider.class).getConstructor()
                            .newInstance());
                } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
                    throw new InputException("plugin " + jar + ": cannot make " + c + " (" + e + ")", e);
                }
            }
        }
        return out;
    }

    /** The implementation classes of jar's components that provide KernelProvider. */
    private static List<String> components(Path jar) {
        List<String> out = new ArrayList<>();
        try (JarFile f = new JarFile(jar.toFile())) {
            List<String> names = new ArrayList<>();
            for (JarEntry e : Collections.list(f.entries())) {
                if (e.getName().startsWith("OSGI-INF/") && e.getName().endsWith(".xml")) {
                    names.add(e.getName());
                }
            }
            names.sort(null);
            DocumentBuilder xml = parser();
            for (String n : names) {
                Document d;
                try (InputStream in = f.getInputStream(f.getEntry(n))) {
                    d = xml.parse(in);
                }
                NodeList provides = d.getElementsByTagNameNS("*", "provide");
                boolean kernel = false;
                for (int i = 0; i < provides.getLength(); i++) {
                    kernel |= SERVICE.equals(((Element) provides.item(i)).getAttribute("interface"));
                }
                NodeList impl = d.getElementsByTagNameNS("*", "implementation");
                if (kernel && impl.getLength() == 1) {
                    out.add(((Element) impl.item(0)).getAttribute("class"));
                }
            }
        } catch (IOException | SAXException e) {
            throw new InputException("plugin " + jar + ": " + e.getMessage(), e);
        }
        return out;
    }

    private static DocumentBuilder parser() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return f.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
