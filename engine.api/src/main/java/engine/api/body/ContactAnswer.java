package engine.api.body;

/**
 * The answer of an owner's contact handler (owner vtable +0xf8, Unit 3): a code in the low 16 bits and three
 * control bits. Code 0 goes on with the next contact; 1 slide, 2 bounce, 3 stop, 4 push; 5 and above act only
 * through the tail.
 */
public final class ContactAnswer {
    /** 0xffff: the code part of an answer. */
    public static final int CODE_MASK = 0xffff;
    /** 0x10000: end the walk and report "done" (ResolveContacts returns 0). */
    public static final int DONE = 0x10000;
    /** 0x20000: apply the contact scale (for a non-zero code without corner slide). */
    public static final int SCALE = 0x20000;
    /** 0x40000: abort the sweep (ResolveContacts returns −1). */
    public static final int ABORT = 0x40000;
    /** Code 0: ignore this contact. */
    public static final int CODE_IGNORE = 0;
    /** Code 1: advance and slide. */
    public static final int CODE_SLIDE = 1;
    /** Code 2: advance and bounce with the owner's restitution. */
    public static final int CODE_BOUNCE = 2;
    /** Code 3: advance and stop. */
    public static final int CODE_STOP = 3;
    /** Code 4: push the other body, then as code 1. */
    public static final int CODE_PUSH = 4;

    private ContactAnswer() {
    }

    /** The code part, answer &amp; 0xffff. */
    public static int code(int answer) {
        return answer & CODE_MASK;
    }

    /** An answer from a code (0..0xffff) and control bits. */
    public static int of(int code, int bits) {
        if ((code & ~CODE_MASK) != 0) {
            throw new IllegalArgumentException("answer code " + code + " does not fit 16 bits");
        }
        return code | (bits & ~CODE_MASK);
    }
}
