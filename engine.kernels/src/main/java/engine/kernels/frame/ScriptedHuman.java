package engine.kernels.frame;

import engine.api.body.BodyOwner;
import engine.api.body.Contact;
import engine.api.body.HumanOwner;
import engine.api.body.TypeMask;
import engine.api.math.Float4;

/**
 * A scripted human (type mask 0x40, kind {@link ActorKind#HUMAN}): the scripted owner with the human values the
 * physics reads, each settable, and counts of the strike and push callbacks. Defaults: scale 1, no scene state, an AI
 * (player −1) walking (gait 0), nothing held, no target, the landing test's upper point 0.88 m above the feet.
 */
public class ScriptedHuman extends ScriptedOwner implements HumanOwner {
    private float storedScale = 1f;
    private boolean sceneState;
    private int playerNumber = -1;
    private int gait;
    private int holdFlags;
    private float reach;
    private float takeOffHeight;
    private float upperHeight = 0.88f;
    private BodyOwner target;
    private BodyOwner grabPartner;
    private BodyOwner heldObject;
    private boolean hitsWithCapsule;
    private int strikeContacts;
    private int pushContacts;
    private int groundMaterial = -1;

    /** A human called name at the origin. */
    public ScriptedHuman(String name) {
        super(name, ActorKind.HUMAN, TypeMask.HUMAN);
    }

    /** Sets the stored scale +0x65c; returns this. */
    public ScriptedHuman scale(float s) {
        storedScale = s;
        return this;
    }

    /** Sets the player number (−1 an AI, 0..3 a player); returns this. */
    public ScriptedHuman player(int p) {
        playerNumber = p;
        return this;
    }

    /** Sets the gait +0x1a8; returns this. */
    public ScriptedHuman gait(int g) {
        gait = g;
        return this;
    }

    /** Sets the hold flags 0x00226660 answers for; returns this. */
    public ScriptedHuman holding(int flags) {
        holdFlags = flags;
        return this;
    }

    /** Sets the current clip's reach (m); returns this. */
    public ScriptedHuman reach(float r) {
        reach = r;
        return this;
    }

    /** Sets the target (Human_GetTarget); returns this. */
    public ScriptedHuman target(BodyOwner t) {
        target = t;
        return this;
    }

    /** Sets the grab partner (Human_GetGrabOther); returns this. */
    public ScriptedHuman grabbing(BodyOwner partner) {
        grabPartner = partner;
        return this;
    }

    /** Sets the held object (Human_GetHeldObject); returns this. */
    public ScriptedHuman held(BodyOwner object) {
        heldObject = object;
        return this;
    }

    /** Sets whether the current clip strikes with the capsule; returns this. */
    public ScriptedHuman hittingWithCapsule(boolean on) {
        hitsWithCapsule = on;
        return this;
    }

    /** Sets the scene state (a stored scale under 1.1 reads 1.0); returns this. */
    public ScriptedHuman inScene(boolean on) {
        sceneState = on;
        return this;
    }

    /** Strike_Contact calls so far. */
    public int strikeContacts() {
        return strikeContacts;
    }

    /** Human_OnPushContact calls so far. */
    public int pushContacts() {
        return pushContacts;
    }

    @Override
    public float storedScale() {
        return storedScale;
    }

    @Override
    public boolean inSceneState() {
        return sceneState;
    }

    @Override
    public int capsuleRaise() {
        return 0;
    }

    @Override
    public int capsuleKeepPushable() {
        return 0;
    }

    @Override
    public float takeOffHeight() {
        return takeOffHeight;
    }

    @Override
    public BodyOwner grabPartner() {
        return grabPartner;
    }

    @Override
    public BodyOwner heldObject() {
        return heldObject;
    }

    @Override
    public boolean holdsWith(int flags) {
        return (holdFlags & flags) != 0;
    }

    @Override
    public float reach() {
        return reach;
    }

    @Override
    public int playerNumber() {
        return playerNumber;
    }

    @Override
    public int gait() {
        return gait;
    }

    @Override
    public BodyOwner target() {
        return target;
    }

    @Override
    public boolean isPlayerControlled() {
        return playerNumber == 0;
    }

    @Override
    public boolean isHeavyBag() {
        return false;
    }

    @Override
    public void upperPoint(Float4 out) {
        Float4 p = position();
        out.set(p.x(), p.y(), p.z() + upperHeight, 1f);
    }

    @Override
    public float landingOffset() {
        return 1f;
    }

    /** The last ground material the landing test recorded (−1 before any). */
    public int groundMaterial() {
        return groundMaterial;
    }

    @Override
    public void setGround(int material, Float4 normal) {
        groundMaterial = material;
    }

    @Override
    public void strikeContact(Contact c) {
        strikeContacts++;
    }

    @Override
    public boolean hitsWithCapsule() {
        return hitsWithCapsule;
    }

    @Override
    public void onPushContact(Contact c, Float4 push, Float4 move) {
        pushContacts++;
    }
}
