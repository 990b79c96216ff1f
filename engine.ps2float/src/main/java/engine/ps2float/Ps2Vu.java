package engine.ps2float;

/**
 * VU0's floating-point operations (macro mode, COP2; the same datapath as micro mode) on raw float bits.
 *
 * <p>The FMAC adder and multiplier are the EE's design: the same guard-bit adder, the same Booth multiplier with
 * its one-ulp error when the second operand ({@code ft}) is the awkward one, the same clamp to ±0x7fffffff
 * (docs/ps2-float.md: recorded results agree bit for bit between add.s and VADD, and the VU manual states the
 * 1 × x error). The FDIV unit (DIV, SQRT, RSQRT into Q) is the EE's divider. What differs is what exists:
 * VU0 has no compare instruction (code branches on the MAC flags of a subtraction, see {@link #lt}), its
 * conversions are FTOI0/ITOF0, and its multiply-accumulate forms (MULA/MADDA/MSUBA, OPMULA/OPMSUB) go through
 * ACC. Stateless; no allocation.
 */
public final class Ps2Vu {

    private Ps2Vu() {
    }

    /** VADD: a + b. */
    public static int add(int a, int b) {
        return Ps2Adder.add(a, b);
    }

    /** VSUB: a − b. */
    public static int sub(int a, int b) {
        return Ps2Adder.sub(a, b);
    }

    /** VMUL fd, fs, ft: fs × ft, with fs = a the multiplicand and ft = b the Booth-recoded multiplier. */
    public static int mul(int a, int b) {
        return Ps2Multiplier.mul(a, b);
    }

    /** VMADD / VMADDA: acc + a × b (an overflowing product gives ±0x7fffffff signed as the product). */
    public static int madd(int acc, int a, int b) {
        return Ps2Fpu.multiplyAdd(acc, false, a, b, false);
    }

    /** VMSUB / VMSUBA / VOPMSUB: acc − a × b (an overflowing product gives ±0x7fffffff signed opposite to it). */
    public static int msub(int acc, int a, int b) {
        return Ps2Fpu.multiplyAdd(acc, false, a, b, true);
    }

    /** VMADD with ACC's overflow flag: ACC unchanged when it overflowed and the product does not. */
    public static int madd(int acc, boolean accOverflowed, int a, int b) {
        return Ps2Fpu.multiplyAdd(acc, accOverflowed, a, b, false);
    }

    /** VMSUB / VOPMSUB with ACC's overflow flag (as {@link #madd(int, boolean, int, int)}). */
    public static int msub(int acc, boolean accOverflowed, int a, int b) {
        return Ps2Fpu.multiplyAdd(acc, accOverflowed, a, b, true);
    }

    /** Whether VMUL/VMULA/VOPMULA of a × b overflows (sets the lane's O flag), for the ACC forms above. */
    public static boolean mulOverflows(int a, int b) {
        return (Ps2Multiplier.mulFlagged(a, b) & Ps2Multiplier.OVERFLOW) != 0;
    }

    /** VDIV Q, fs, ft: a / b; x/0 and 0/0 give ±0x7fffffff signed sign(a) xor sign(b). */
    public static int div(int a, int b) {
        return Ps2Divider.div(a, b);
    }

    /** VSQRT Q, ft: √|a|. */
    public static int sqrt(int a) {
        return Ps2Divider.sqrt(a);
    }

    /** VRSQRT Q, fs, ft: n / √|r|; r read as zero gives ±0x7fffffff signed as n. */
    public static int rsqrt(int n, int r) {
        return Ps2Divider.rsqrt(n, r);
    }

    /** VMINI: the smaller as a sign-magnitude integer, returned unchanged (as COP1 min.s). */
    public static int mini(int a, int b) {
        return Ps2Fpu.min(a, b);
    }

    /** VMAX: the larger as a sign-magnitude integer, returned unchanged (as COP1 max.s). */
    public static int max(int a, int b) {
        return Ps2Fpu.max(a, b);
    }

    /** VABS: the sign bit cleared. */
    public static int abs(int a) {
        return a & Ps2Bits.MAX;
    }

    /** Negation: the sign bit flipped (VU code does it with a sign mask or VSUB from VF0's zero lane). */
    public static int neg(int a) {
        return a ^ Ps2Bits.SIGN;
    }

    /** MAC zero flag of a result: set when its exponent field is 0 (the value reads as zero). */
    public static boolean zeroFlag(int r) {
        return Ps2Bits.exponent(r) == 0;
    }

    /** MAC sign flag of a result: its sign bit (set for −0 too). */
    public static boolean signFlag(int r) {
        return r < 0;
    }

    /** a &lt; b as VU code decides it: the sign flag of VSUB a − b set and its zero flag clear. */
    public static boolean lt(int a, int b) {
        int r = sub(a, b);
        return signFlag(r) && !zeroFlag(r);
    }

    /** a ≤ b as VU code decides it: VSUB a − b sets the sign flag or the zero flag. */
    public static boolean le(int a, int b) {
        int r = sub(a, b);
        return signFlag(r) || zeroFlag(r);
    }

    /** a = b as VU code decides it: VSUB a − b sets the zero flag (0x00800001 − 0x00800000 does: it underflows). */
    public static boolean eq(int a, int b) {
        return zeroFlag(sub(a, b));
    }

    /** VFTOI0: toward zero to a 32-bit integer, saturating to 0x7fffffff / 0x80000000 (as cvt.w.s). */
    public static int ftoi0(int a) {
        return Ps2Fpu.cvtws(a);
    }

    /** VITOF0: a 32-bit integer to a single, toward zero (as cvt.s.w). */
    public static int itof0(int i) {
        return Ps2Fpu.cvtsw(i);
    }
}
