package engine.kernels.mesh;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.api.body.Contact;
import engine.kernels.contact.ContactInsert;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Unit 2's sorts for all inputs. The smearing sort's "minimum first, never decreasing" is
 * SortByFractionProperties; here Contact_InsertSorted: a sorted permutation that keeps arrival order among
 * equal fractions. (The no-tunnelling property of a capsule in a closed box needs Unit 3's PhysicsBody_Sweep,
 * not written yet: left out.)
 */
class MeshSortProperties {

    @Property
    void insertSortedIsAStableSortedPermutation(@ForAll @Size(max = 50) List<@IntRange(min = 0, max = 4) Integer> in) {
        List<Contact> arrived = new ArrayList<>();
        Contact[] list = new Contact[in.size() + 1];
        int n = 0;
        for (int k : in) {
            Contact c = new Contact();
            c.setFraction(k * 0.25f);
            arrived.add(c);
            n = ContactInsert.insertSorted(c, list, n, null, null, null, null);
        }
        // The expected order: a stable sort of the arrivals by fraction.
        List<Contact> expected = new ArrayList<>(arrived);
        expected.sort((x, y) -> Float.compare(x.fraction(), y.fraction()));
        for (int i = 0; i < n; i++) {
            assertSame(expected.get(i), list[i], "position " + i);
        }
        for (int i = 1; i < n; i++) {
            assertTrue(list[i - 1].fraction() <= list[i].fraction());
        }
    }
}
