package engine.testplugin;

import engine.api.kernel.mesh.MeshContactSort;
import engine.api.quirk.QuirkLog;

/**
 * A third party's mesh-contact sort: a stable bottom-up merge sort by key (ties keep arrival order), the
 * kind of replacement kernel a plugin bundle ships for one slot.
 */
public final class MergeSortByFraction implements MeshContactSort {
    /** Set by the launcher tests ({@code -Dengine.testplugin.fault=sort-throws}): the kernel throws when called. */
    private final boolean throwsWhenCalled =
            "sort-throws".equals(System.getProperty(TestPluginProvider.FAULT_PROPERTY));

    @Override
    public void sort(float[] keys, int count, int[] order, QuirkLog log) {
        if (throwsWhenCalled) {
            throw new IllegalStateException("testplugin fault injected in MergeSortByFraction.sort");
        }
        if (count < 0 || count > keys.length || order.length < count + 1) {
            throw new IllegalArgumentException("count " + count + " does not fit keys[" + keys.length
                    + "] and order[" + order.length + "]");
        }
        int[] a = new int[count];
        int[] b = new int[count];
        for (int i = 0; i < count; i++) {
            a[i] = i;
        }
        for (int width = 1; width < count; width *= 2) {
            for (int lo = 0; lo < count; lo += 2 * width) {
                int mid = Math.min(lo + width, count);
                int hi = Math.min(lo + 2 * width, count);
                int l = lo;
                int r = mid;
                for (int k = lo; k < hi; k++) {
                    // Take from the right run only when strictly smaller: stable.
                    if (r < hi && (l >= mid || keys[a[r]] < keys[a[l]])) {
                        b[k] = a[r++];
                    } else {
                        b[k] = a[l++];
                    }
                }
            }
            int[] t = a;
            a = b;
            b = t;
        }
        System.arraycopy(a, 0, order, 0, count);
    }
}
