package engine.api.quirk;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Where kernels report a catalogued quirk that actually fired in a call (the smear dropped an entry, a list was
 * read past its end, a capacity was exceeded, a zero length was normalised). Must not allocate or block.
 */
@ConsumerType
@FunctionalInterface
public interface QuirkLog {

    /** A log that drops every report. */
    QuirkLog NONE = quirk -> { };

    /** Records that quirk fired once. */
    void fired(Quirk quirk);
}
