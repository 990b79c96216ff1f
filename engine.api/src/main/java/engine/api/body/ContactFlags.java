package engine.api.body;

/** Bits of the contact flags at +0xb0 (Units 2, 3, 11). */
public final class ContactFlags {
    /** 0x1: add the slide vector to the move velocity (the capsule's corner slide). */
    public static final int CORNER_SLIDE = 0x1;
    /** 0x2: store the slide vector as the next push-out, once per move. */
    public static final int STORE_SLIDE = 0x2;
    /** 0x10: sphere mesh sweep, option 0x40: the face was behind the centre (kept, not flipped). */
    public static final int BEHIND = 0x10;
    /** 0x20: sphere mesh sweep, option 0x40: the move goes away from the face. */
    public static final int RECEDING = 0x20;
    /** 0x40: sphere mesh sweep, option 0x40: the move runs along the face (|n·move| ≤ 0.001). */
    public static final int ALONG_FACE = 0x40;
    /** 0x80: an airborne human's landing contact. */
    public static final int LANDING = 0x80;

    private ContactFlags() {
    }
}
