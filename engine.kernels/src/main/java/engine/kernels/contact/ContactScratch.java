package engine.kernels.contact;

import engine.api.body.Body;
import engine.api.body.Contact;
import engine.api.kernel.KernelContext;
import engine.api.kernel.sweep.ContactListPolicy;
import engine.api.quirk.Quirk;
import engine.api.slots.Slots;
import java.util.Arrays;

/**
 * The stack lists a query or pass of the original keeps (Units 3, 7, 11): candidate bodies, contact slots and the
 * sorted pointers, sized by the context's contact-list policy. A full list grows when the policy corrects its
 * limit; otherwise the caller reports the limit and stops filling it. Owned by one kernel; reused by every call.
 */
public final class ContactScratch {
    private Body[] candidates = new Body[0];
    private Contact[] contacts = new Contact[0];
    private Contact[] sorted = new Contact[0];

    /** Empty lists; {@link #size} sizes them. */
    public ContactScratch() {
    }

    /** Lists over the caller's arrays (sorted at least as long as contacts), for a caller that owns them. */
    public static ContactScratch over(Contact[] contacts, Contact[] sorted) {
        ContactScratch s = new ContactScratch();
        s.contacts = contacts;
        s.sorted = sorted;
        return s;
    }

    /**
     * Sizes the lists to the policy's capacities, keeping lists grown by an earlier call of a growable policy (so a
     * call allocates nothing); contactLimit is the limit that governs the contact slots here (CONTACTS_50 for a
     * sweep pass, OVERLAP_CONTACTS_50 for IPhysics_OverlapShape).
     */
    public ContactScratch size(KernelContext ctx, Quirk contactLimit) {
        ContactListPolicy p = ctx.kernels().get(Slots.CONTACT_LISTS);
        if (candidates.length < p.candidateCapacity() || !p.growable(Quirk.CANDIDATES_512)
                && candidates.length != p.candidateCapacity()) {
            candidates = new Body[p.candidateCapacity()];
        }
        boolean grows = p.growable(contactLimit);
        if (contacts.length < p.contactCapacity() || !grows && contacts.length != p.contactCapacity()) {
            contacts = newContacts(p.contactCapacity(), 0, new Contact[p.contactCapacity()]);
        }
        int sortedCapacity = Math.max(p.sortedCapacity(), contacts.length);
        if (sorted.length < sortedCapacity || !grows && sorted.length != sortedCapacity) {
            sorted = new Contact[sortedCapacity];
        }
        return this;
    }

    private static Contact[] newContacts(int n, int from, Contact[] into) {
        for (int i = from; i < n; i++) {
            into[i] = new Contact();
        }
        return into;
    }

    /** The candidate list a box query fills. */
    public Body[] candidates() {
        return candidates;
    }

    /** The contact slots. */
    public Contact[] contacts() {
        return contacts;
    }

    /** The sorted pointers (at least as long as the contact slots). */
    public Contact[] sorted() {
        return sorted;
    }

    /** Doubles the candidate list, keeping its entries (a growable policy's answer to a full list). */
    public Body[] growCandidates() {
        candidates = Arrays.copyOf(candidates, Math.max(16, candidates.length * 2));
        return candidates;
    }

    /**
     * Grows the contact slots and the sorted pointers (doubling, keeping both) until they hold at least n; a list
     * already that long is left as it is, so a call allocates only when n exceeds the capacity.
     */
    public void ensureContacts(int n) {
        while (contacts.length < n) {
            growContacts();
        }
    }

    /** Doubles the contact slots and the sorted pointers, keeping both (a growable policy's answer to a full list). */
    public void growContacts() {
        int n = Math.max(16, contacts.length * 2);
        int old = contacts.length;
        contacts = newContacts(n, old, Arrays.copyOf(contacts, n));
        sorted = Arrays.copyOf(sorted, Math.max(n, sorted.length));
    }
}
