package engine.api.quirk;

import static engine.api.quirk.QuirkKind.BUG;
import static engine.api.quirk.QuirkKind.DESIGN;
import static engine.api.quirk.QuirkKind.LIMIT;
import static engine.api.quirk.QuirkKind.RECONSTRUCTED;
import static engine.api.quirk.QuirkKind.UNCHECKED;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The quirk catalogue: one constant per known divergence of the original (Units 1-13 of the physics spec,
 * {@code spec/physics-units.txt}): bugs, fixed limits, unchecked inputs, the parts the spec refers to but does not
 * give (reconstructed), and the behaviours it calls design. The constant's name is its id: code that reproduces a
 * quirk carries its {@link #tag()} in a comment ({@code // PS2-BUG(ID)}, {@code // PS2-LIMIT(ID)}, ...) and a test
 * carries the same id. The last group ({@code FH_...}, unit 0) is the 2D foothold movement's pseudocode
 * ({@code spec/foothold2d-cmovepath.txt}), a PC client's, so its tags say {@code CLIENT-} instead of {@code PS2-}.
 *
 * <p>A row is {@code ID(kind, unit, "spec function", "slots it touches", "what the original does")}, and, for an
 * entry no provider corrects, an argument saying why. Whether an entry is corrected is not written here: it is
 * what providers declare (their corrections, per slot). A row whose quirk no kernel can see happen in a call ends
 * with {@code new NotObservable("why")}; every other entry is reported to the {@link QuirkLog} where it fires. The
 * launcher's {@code QuirkTagsTest} holds the code to this: tags name known ids with their kind and prefix, every
 * {@code fired(...)} has its tag near, every observable entry is reported somewhere and every entry has a test.
 */
public enum Quirk {
    // ---- Unit 2: a shape against the collision mesh (collectors, sort, capsule and sphere sweeps, overlap) ----

    /** Unit 2: the mesh collectors' insertion sort copies forwards and smears one entry over the rest. */
    SORT_SMEAR(BUG, 2, "MeshContacts_SortByFraction", "mesh-contact-sort",
            "insertion sort smears: making room copies forwards, so later entries are lost and list[j] repeated"),
    /** Unit 2: each mesh collector's stack array of 100 mesh contacts, never checked. */
    MESH_CONTACTS_100(LIMIT, 2, "PhysicsMesh_SweepCapsule",
            "mesh-sweep.capsule mesh-sweep.sphere mesh-overlap.sphere mesh-sweep.box",
            "each mesh collector holds 100 mesh contacts and nothing checks the count"),
    /** Unit 2: a kernel hit with t above 1 makes the capsule's cell walk read one index past the cell list. */
    CAPSULE_LIST_OVERRUN(BUG, 2, "PhysicsMesh_SweepCapsule", "mesh-sweep.capsule",
            "a kernel hit with t > 1 skips the cell loop's count step, so the walk reads one u16 past the cell's"
            + " list as a triangle"),
    /** Unit 2: the capsule mesh sweep never reads its max argument. */
    CAPSULE_SWEEP_IGNORES_MAX(BUG, 2, "PhysicsMesh_SweepCapsule", "mesh-sweep.capsule",
            "the capsule mesh sweep ignores its max argument: it writes and returns every kept contact, past the"
            + " room (50 - count) the caller passed"),
    /** Unit 2: the capsule mesh sweep reads neither the options word nor the n.z range. */
    CAPSULE_SWEEP_IGNORES_OPTIONS(BUG, 2, "PhysicsMesh_SweepCapsule", "mesh-sweep.capsule",
            "the capsule mesh sweep reads neither the options word nor f12/f13: the n.z range (options 4, 8) and"
            + " the 0x8000 bit-3 skip do not apply to it"),
    /** Unit 2: the corner slide normalises a zero S through rsqrt(0). */
    RSQRT_ZERO(UNCHECKED, 2, "PhysicsMesh_SweepCapsule", "mesh-sweep.capsule",
            "the corner slide normalises S with rsqrt even when it is zero; the PS2's rsqrt(0) = max float makes 0"
            + " x max = 0"),
    /** Unit 2: the corner-slide edge index comes from the file but indexes the possibly flipped copy. */
    CORNER_SLIDE_FLIPPED_EDGE(BUG, 2, "PhysicsMesh_SweepCapsule", "mesh-sweep.capsule",
            "corner-slide edge k is read from the file flags but indexes the flipped copy's edges and region bits,"
            + " so a flipped triangle names another edge"),
    /** Unit 2: the sphere sweep's one-contact-per-plane removal leaves the list unsorted. */
    ONE_PER_PLANE_UNSORTED(BUG, 2, "PhysicsMesh_SweepSphere", "mesh-sweep.sphere",
            "option 0x20000 swaps each near-coplanar entry with the last and drops it: the list is left unsorted"
            + " and the entry swapped in is not tested"),
    /** Unit 2: the sphere sweep caps to max before the one-contact-per-plane removal. */
    ONE_PER_PLANE_AFTER_CAP(BUG, 2, "PhysicsMesh_SweepSphere", "mesh-sweep.sphere",
            "the cap to max comes before the 0x20000 one-per-plane removal, so fewer than max can be returned when"
            + " more planes were hit"),
    /** Unit 2: the sphere mesh overlap returns 1 instead of the number of contacts written. */
    MESH_OVERLAP_RETURNS_ONE(BUG, 2, "PhysicsMeshOverlap_Sphere", "mesh-overlap.sphere",
            "the sphere mesh overlap returns 1 when anything overlaps, not the count written, so OverlapShape sees"
            + " only out[0]"),
    /** Unit 2: the sphere mesh overlap keeps the shallowest entries when there are more than room. */
    MESH_OVERLAP_KEEPS_SHALLOWEST(BUG, 2, "PhysicsMeshOverlap_Sphere", "mesh-overlap.sphere",
            "the overlap sorts by depth ascending and keeps the first room entries, so past room the deepest"
            + " penetrations are dropped"),
    /** Unit 2: the sphere mesh overlap has no side test and keeps the file normal. */
    MESH_OVERLAP_NO_SIDE_TEST(BUG, 2, "PhysicsMeshOverlap_Sphere", "mesh-overlap.sphere",
            "the sphere mesh overlap has no side test or flip: a one-sided face met from behind is kept with the"
            + " file's normal, which points away from the sphere"),
    /** Unit 2: the box and capsule mesh overlaps are stubs returning 0. */
    MESH_OVERLAP_BOX_CAPSULE_NONE(DESIGN, 2, "PhysicsMeshOverlap_Box", "mesh-overlap.box mesh-overlap.capsule",
            "the box and capsule mesh overlaps are 8-byte stubs returning 0: those shapes never overlap the level",
            new NotObservable("the stubs return 0 without reading the level, so a touch they miss is never computed")),
    /** Unit 2: Contact_InsertSorted appends without checking the 50-contact list. */
    INSERT_SORTED_UNCHECKED(UNCHECKED, 2, "Contact_InsertSorted", "contact-lists body-sweep",
            "the sorted insert never checks the count against the 50-pointer list; the callers are trusted to keep"
            + " to it",
            "the insert trusts its callers, and every caller checks its room first; corrected lists (CONTACTS_50,"
            + " OVERLAP_CONTACTS_50) grow, so the insert itself has nothing to correct"),
    /** Unit 2: the walking sweep takes one mesh contact per pass, the nearest. */
    ONE_MESH_CONTACT_PER_PASS(DESIGN, 2, "IPhysics_SweepShapeVsMesh",
            "body-sweep mesh-sweep.capsule mesh-sweep.sphere mesh-sweep.box",
            "the walking sweep asks the mesh for max 1 and inserts only the first (nearest) mesh contact of each"
            + " pass"),
    /** Unit 2: the mesh sweeps decide the side at the start and count only faces the move goes into. */
    ONE_SIDED_FROM_BEHIND(DESIGN, 2, "PhysicsMesh_SweepCapsule",
            "mesh-sweep.capsule mesh-sweep.sphere mesh-sweep.box",
            "the side is decided at the start (within 1e-6 of the plane is behind), only faces the move enters"
            + " count: one-sided walls pass from behind",
            new NotObservable("a face met from behind is skipped before any sweep against it, so whether the move would"
                + " have met it is never computed")),
    /** Unit 2: a mesh sweep's contact point is the shape's position at t, not the touching point. */
    CONTACT_POINT_IS_POSITION(DESIGN, 2, "PhysicsMesh_SweepCapsule",
            "mesh-sweep.capsule mesh-sweep.sphere mesh-sweep.box",
            "a mesh sweep's contact point is the shape's position moved by t x move (the capsule's feet), not the"
            + " touching point",
            new NotObservable("every mesh contact's point is the shape's position; the touching point is never"
                + " computed, so no call tells the two apart")),
    /** Unit 2: the visited-triangle bits are shared mesh state. */
    VISITED_BITS_SHARED(LIMIT, 2, "CollisionMesh_BeginShapeQuery",
            "mesh-sweep.box mesh-sweep.sphere mesh-sweep.capsule mesh-overlap.sphere",
            "the visited-triangle bits live in the mesh and are cleared by each query, so two mesh queries cannot"
            + " be interleaved and each query's cost grows with the mesh"),
    /** Unit 2 (collision.md): corner indices and cell-list entries are u16. */
    MESH_U16_LIMIT(LIMIT, 2, "CollisionMesh_BeginShapeQuery",
            "mesh-sweep.sphere mesh-sweep.capsule mesh-overlap.sphere mesh-sweep.box",
            "triangle corners and cell-list entries are u16: a level holds at most 65,535 vertices and triangles,"
            + " and the kernels read any larger index as its low 16 bits"),
    /** Unit 2: the query box corners are turned into cells one by one and never re-ordered. */
    GRID_CORNERS_UNSORTED(UNCHECKED, 2, "CollisionMesh_BeginShapeQuery",
            "mesh-sweep.box mesh-sweep.sphere mesh-sweep.capsule mesh-overlap.sphere",
            "the box corners are mapped to cells one by one and never re-ordered: a negative grid scale would swap"
            + " cellMin and cellMax",
            "cannot fire: CollisionGrid.of, the only way to make a grid, refuses a scale that is not finite and"
            + " positive, so the corners never swap",
            new NotObservable("cannot happen: CollisionGrid.of refuses a scale that is not finite and positive, so the"
                + " corners never swap")),
    /** Unit 2: the in-air push-out is horizontal, along the nearest wall's face normal. */
    PUSH_OUT_HORIZONTAL(DESIGN, 2, "PhysicsBody_PushOutOfWalls", "body-sweep",
            "the in-air push-out uses the nearest wall only, along its face normal with n.z zeroed, by r - dist"
            + " even at an edge or corner",
            new NotObservable("every push-out is along the nearest wall's flattened normal; the direction an edge or"
                + " corner would need is never computed")),

    // ---- Unit 3: moving a body (sweep passes, contact resolution, landing segment) ----

    /** Unit 3: each sweep pass holds 50 contacts and 50 sorted pointers. */
    CONTACTS_50(LIMIT, 3, "PhysicsBody_Sweep", "contact-lists body-sweep",
            "each sweep pass (and the update sweep) holds 50 contacts and 50 sorted pointers on the stack; nothing"
            + " checks the count"),
    /** Unit 3: each pass sweeps the whole slid move again; the move is not shortened by the fraction. */
    MOVE_NOT_SHORTENED(DESIGN, 3, "PhysicsBody_Sweep", "body-sweep contact-resolution",
            "the move is not shortened by the contact fraction: each pass sweeps the whole slid V x dt again from"
            + " where the body now is"),
    /** Unit 3: codes 1-3 advance along the normal only, stopping 0.01 m short. */
    NORMAL_ADVANCE_ONLY(DESIGN, 3, "PhysicsBody_ResolveContacts", "contact-resolution",
            "codes 1-3 advance the body along the normal only, 0.01 m short of the touch and only past 0.01 m; the"
            + " part along the surface is dropped"),
    /** Unit 3: at most three passes, then the body is stuck. */
    THREE_PASS_STUCK(LIMIT, 3, "PhysicsBody_Sweep", "body-sweep",
            "at most three passes: three stopping passes, or a slide leaving no move, leave the body at its"
            + " advances with v.xy zeroed and +0x70 up",
            "the three-pass cap is how the original ends a move pressed into a wall, and the stuck counter the human"
            + " reads depends on it: more passes would change every blocked move, not mend a defect"),
    /** Unit 3: too slow a move does nothing, a slow pass moves without a query. */
    SLOW_MOVE_UNSWEPT(DESIGN, 3, "PhysicsBody_Sweep", "body-sweep",
            "|V|^2 <= 1e-6 does nothing at all, and a pass-1 move |D|^2 <= 1e-6 moves the body by V x dt without"
            + " any query"),
    /** Unit 3: the pending push-out is cleared by every sweep, used or not. */
    PUSH_OUT_CONSUMED(BUG, 3, "PhysicsBody_Sweep", "body-sweep",
            "the pending push-out is cleared at the start of every sweep, so it is used once, and lost when that"
            + " sweep is too slow to move"),
    /** Unit 3: the box scaled by body +0x60 is computed and discarded. */
    SWEEP_BOX_UNSCALED(BUG, 3, "PhysicsBody_Sweep", "body-sweep",
            "the box scaled by body +0x60 is computed and discarded: both queries get the unscaled box, though the"
            + " capsule's mesh sphere is scaled"),
    /** Unit 3: the pass box is built once at the start position. */
    PASS_BOX_FROM_START(BUG, 3, "PhysicsBody_Sweep", "body-sweep",
            "the query box is the start position's bound grown by each pass's move; it does not follow the body's"
            + " advances between passes"),
    /** Unit 3: any non-zero code ends the pass's walk. */
    ANY_CODE_ENDS_WALK(DESIGN, 3, "PhysicsBody_ResolveContacts", "contact-resolution",
            "the first contact answered with a non-zero code ends the pass: later contacts of that pass are never"
            + " seen"),
    /** Unit 3: the write-back rule reads a level contact's triangle without a null test. */
    LEVEL_CONTACT_TRIANGLE_UNCHECKED(UNCHECKED, 3, "PhysicsBody_ResolveContacts", "contact-resolution",
            "the write-back rule reads a level contact's triangle flags (+0xb4) without a null test",
            "a level contact without a triangle is read as one without flag 0x100 (it asks the write-back): a defined"
            + " answer no correction could improve"),
    /** Unit 3: the bounce also damps an outgoing normal speed. */
    BOUNCE_DAMPS_OUTGOING(BUG, 3, "PhysicsVec_Bounce", "contact-resolution",
            "the bounce also removes n x d x e when v already goes out (d >= 0), cutting the outgoing normal speed"
            + " to (1 - e)"),
    /** Unit 3: code 4 pushes the other body by half of the whole pass move's normal part. */
    CODE4_PUSH_WHOLE_MOVE(DESIGN, 3, "PhysicsBody_ResolveContacts", "contact-resolution",
            "code 4 pushes the other body by 0.5 x (D . n) n of the whole pass move D, not of f x D, weighted by"
            + " the owners' attributes"),
    /** Unit 3: out is not written on an early return and measures from the cached transform. */
    SWEEP_OUT_UNWRITTEN(BUG, 3, "PhysicsBody_Sweep", "body-sweep",
            "out is left unwritten when the move is too slow or aborted, so the caller reads whatever its buffer held"),
    /** Unit 3: the landing fraction is measured along the ray beyond 1.0 m, not along the move. */
    LANDING_FRACTION(DESIGN, 3, "Human_LandingTest", "body-sweep",
            "the landing contact's fraction is (dist - 1.0) / (L - 1.0) along the ray from the upper point, not a"
            + " fraction of the move D"),
    /** Unit 3: the landing contact's point is not written. */
    LANDING_POINT_UNWRITTEN(BUG, 3, "Human_LandingTest", "body-sweep",
            "the landing contact's point +0x90 is never written and keeps what the slot held"),

    // ---- Unit 6: shapes, poses and bounds (slots: shape-pose, shape-bounds) ----

    /** Unit 6: a box on a bone adds its offset without the bone's rotation. */
    BOX_BONE_OFFSET(BUG, 6, "PhysicsBox_Pose", "shape-pose",
            "a box on a bone adds its offset to the bone position without the bone's rotation, unlike the sphere"
            + " and the segment"),
    /** Unit 6: a segment whose end is below its start gets a wrong bound. */
    SEGMENT_BOUND(BUG, 6, "PhysicsShape_GetBounds", "shape-bounds",
            "the segment bound is sorted from (start - r, end + r): an end below its start on an axis gives a short"
            + " or single-value bound"),
    /** Unit 6: the capsule pose ignores flag 0x10. */
    CAPSULE_NO_FLAG10(BUG, 6, "PhysicsCapsule_Pose", "shape-pose",
            "the capsule pose never reads or clears flag 0x10: its previous base is always the pose before, even"
            + " just after enabling"),
    /** Unit 6: the shape offset is ignored by some poses and left unrotated by another. */
    POSE_OFFSET_RULES(DESIGN, 6, "PhysShapeSegment_Pose", "shape-pose",
            "the boneless segment and the human capsule ignore the shape offset; a non-human capsule adds it"
            + " unrotated",
            new NotObservable("which poses read the offset is fixed per pose type: every call follows its rule, so no"
                + " call departs from it")),
    /** Unit 6: the jumping capsule's 0.7 m cap is not scaled. */
    CAPSULE_JUMP_CAP_UNSCALED(DESIGN, 6, "PhysicsCapsule_Pose", "shape-pose",
            "the jumping capsule's 0.7 m cap above the take-off height is not multiplied by the human scale, unlike"
            + " its other heights"),
    /** Unit 6: a human without a model instance reuses the body transform as its bone transform. */
    MISSING_MODEL_BONE(UNCHECKED, 6, "Human_GetBoneTransform", "shape-pose",
            "a human with no model instance writes no bone transform: the pose reuses the body transform left in"
            + " the same buffer"),

    // ---- Unit 7: bodies and the sort-and-sweep world (list, box queries, overlap query) ----

    /** Unit 7: the 512-entry candidate lists of the box queries' callers. */
    CANDIDATES_512(LIMIT, 7, "IPhysics_QueryBox", "contact-lists box-query",
            "box queries write candidates unchecked into the callers' 512-entry stack lists; a 513th overwrites the"
            + " caller's stack"),
    /** Unit 7: the backward walk has no upper x test. */
    QUERY_NO_UPPER_X_BACKWARD(BUG, 7, "IPhysics_QueryBox", "box-query",
            "the backward walk from start never tests min.x > box.max.x, so bodies before start lying right of the"
            + " box are kept"),
    /** Unit 7: a bound smaller than a body's width stops the backward walk early. */
    STALE_QUERY_BOUND(BUG, 7, "IPhysics_QueryBox", "box-query body-list",
            "the backward walk stops once box.min.x - n.min.x exceeds the widest-body bound, so a stale bound loses"
            + " candidates"),
    /** Unit 7: the widest-body bound grows on inserts and is refreshed every 120th step. */
    BOUND_REFRESH_120(DESIGN, 7, "IPhysics_Step", "body-list",
            "the widest-body bound only grows on inserts and is recomputed from the list on every 120th step",
            new NotObservable("a schedule, not an event: a stale bound shows as STALE_QUERY_BOUND, reported where it"
                + " stops a walk early")),
    /** Unit 7: query results come backward hits first, then forward hits. */
    QUERY_BACKWARD_FIRST(DESIGN, 7, "IPhysics_QueryBox", "box-query",
            "results list the backward hits first (from start towards the head), then the forward hits: not one"
            + " list order",
            new NotObservable("the order of every result list: no call departs from it")),
    /** Unit 7: list ties depend on the walk direction. */
    INSERT_TIE_RULE(DESIGN, 7, "BodyList_Insert", "body-list",
            "ties are not stable: walking forward a body lands after its equals, walking backward before them; an"
            + " unmoved reinsert moves behind them",
            new NotObservable("the tie order of every insert: an equal key lands by the walk's direction, with no"
                + " second order to compare it to")),
    /** Unit 7: a start body not in the list yields at most itself. */
    QUERY_START_NOT_LISTED(UNCHECKED, 7, "IPhysics_QueryBox", "box-query",
            "a start body that is not in the x-sorted list is not checked: the query yields at most start itself"),
    /** Unit 7: type mask 0 and ignored owner 0 filter rules. */
    QUERY_ZERO_MASKS(DESIGN, 7, "IPhysics_QueryBox", "box-query",
            "a body with type mask 0 is never found, typeMask 0 finds nothing, and ignored = 0 drops every"
            + " ownerless body"),
    /** Unit 7: the excluded-state mask is sign-extended. */
    EXCLUDED_STATE_SIGN_EXTENDED(BUG, 7, "IPhysics_QueryBoxFiltered", "box-query",
            "the excluded-state mask is a sign-extended 32-bit load: bit 31 also excludes on every high-word state"
            + " bit"),
    /** Unit 7: the owner-state callback has no null check. */
    STATE_CALLBACK_UNCHECKED(UNCHECKED, 7, "IPhysics_QueryBoxFiltered", "box-query",
            "the owner-state callback runs for every candidate reaching filter 5, even with excludedState 0, with"
            + " no null-owner check",
            "an ownerless candidate has no state to test and no owner to answer a contact: dropping it (reported) is"
            + " the defined answer, and the call itself changes no result"),
    /** Unit 7: the overlap query's 50 contacts and 52 sorted pointers. */
    OVERLAP_CONTACTS_50(LIMIT, 7, "IPhysics_OverlapShape", "contact-lists",
            "OverlapShape holds 50 contacts and 52 sorted pointers, unchecked: a 51st hit writes over the sorted"
            + " list"),
    /** Unit 7: the overlap query reads only seven option bits. */
    OVERLAP_OPTIONS_UNREAD(DESIGN, 7, "IPhysics_OverlapShape", "box-query",
            "OverlapShape reads only options 0x1, 0x2, 0x10, 0x80, 0x100, 0x200, 0x400: the push sphere's 0x2000"
            + " has no effect"),
    /** Unit 7: AddBody does not check that the body is already present. */
    ADD_BODY_UNCHECKED(UNCHECKED, 7, "IPhysics_AddBody", "body-list",
            "a body is added without checking it is already present, so it can sit twice in the vector and the list"),
    /** Unit 7: a removed body keeps its old vector index. */
    REMOVE_KEEPS_INDEX(UNCHECKED, 7, "IPhysics_RemoveBody", "body-list",
            "a removed body keeps its old vector index (not -1), and BodyList_Remove does not check membership"),
    /** Unit 7: AddShape does not check the chain. */
    ADD_SHAPE_UNCHECKED(UNCHECKED, 7, "PhysicsBody_AddShape", "body-functions",
            "a shape is appended without checking whether it is already in the body's chain"),
    /** Unit 7: ConstructForOwner leaves the scale and a null owner's type mask unwritten. */
    CONSTRUCT_FOR_OWNER_STALE(BUG, 7, "PhysicsBody_ConstructForOwner", "body-functions",
            "ConstructForOwner writes neither the scale +0x60 nor, for a null owner, the type mask: the body keeps"
            + " stale memory"),
    /** Unit 7: the update sweep's box looks ahead of the new pose, not along the path. */
    UPDATE_SWEEP_AHEAD(BUG, 7, "PhysicsBody_Update", "body-functions",
            "the update sweep's box is the new bound grown forward by the shape's move, so a body passed through in"
            + " the update can be missed"),
    /** Unit 7: Moved bounds the first shape only. */
    MOVED_FIRST_SHAPE_ONLY(BUG, 7, "PhysicsBody_Moved", "body-functions",
            "Moved resets and bounds only the first shape and leaves the dirty flag, so the body's bound omits its"
            + " other shapes"),
    /** Unit 7: without option 0x2000 the querying body is its own candidate. */
    COLLIDE_SELF_CANDIDATE(DESIGN, 7, "IPhysics_QueryBoxFiltered", "box-query",
            "without option 0x2000 the querying body is itself a candidate, dropped only by its group or its"
            + " owner's answer"),

    // ---- Unit 8: ignore lists and shape pools (slots: ignore-list, shape-pools) ----

    /** Unit 8: the 60 ignore slots. */
    IGNORE_SLOTS_60(LIMIT, 8, "IPhysics_FindFreeIgnoreSlot", "ignore-list",
            "60 ignore slots serve the whole world; with all in use Ignore silently does nothing"),
    /** Unit 8: Ignore has no duplicate check. */
    IGNORE_DUPLICATES(UNCHECKED, 8, "PhysicsBody_Ignore", "ignore-list",
            "Ignore has no duplicate check: ignoring the same owner twice takes two slots"),
    /** Unit 8: StopIgnoring frees a slot that is not in the body's chain. */
    STOP_IGNORING_FOREIGN_SLOT(BUG, 8, "PhysicsBody_StopIgnoring", "ignore-list",
            "StopIgnoring zeroes a slot even when it is not in the body's chain, leaving its real chain pointing at"
            + " a freed slot"),
    /** Unit 8: ForgetIgnoredOwner of an ownerless body matches every free slot. */
    FORGET_OWNERLESS(UNCHECKED, 8, "IPhysics_ForgetIgnoredOwner", "ignore-list",
            "ForgetIgnoredOwner does not check for an ownerless body, which matches every free slot and calls its"
            + " null body",
            "an ownerless body names no owner, so there is nothing to forget: the kernel reports it and changes"
            + " nothing, the only sane answer"),
    /** Unit 8: the 416 object spheres. */
    OBJECT_SPHERES_416(LIMIT, 8, "IPhysics_AllocObjectSphere", "shape-pools",
            "416 pooled object spheres; the 417th allocation returns null"),
    /** Unit 8: the 416 object boxes. */
    OBJECT_BOXES_416(LIMIT, 8, "IPhysics_AllocObjectBox", "shape-pools",
            "416 pooled object boxes; the 417th allocation returns null"),
    /** Unit 8: the 36 car boxes. */
    CAR_BOXES_36(LIMIT, 8, "IPhysics_AllocCarBox", "shape-pools",
            "36 pooled car boxes; the 37th allocation returns null"),
    /** Unit 8: the 30 push spheres. */
    PUSH_SPHERES_30(LIMIT, 8, "IPhysics_AllocBigSphere", "shape-pools",
            "30 pooled 2.0 m push spheres; the 31st allocation returns null"),
    /** Unit 8: the 60 weapon strike spheres. */
    STRIKE_SPHERES_60(LIMIT, 8, "IPhysics_FindFreeStrikeSphere", "shape-pools",
            "60 weapon strike spheres, free while disabled: the same one is returned until enabled, null when all"
            + " 60 are on"),
    /** Unit 8: a freed pool shape stays enabled. */
    FREED_SHAPE_STAYS_ENABLED(BUG, 8, "IPhysics_FreeShape", "shape-pools",
            "FreeShape clears only 0x8: a freed pool shape keeps 0x1 and 0x2 and still counts as enabled through a"
            + " stale pointer"),
    /** Unit 8: the allocators leave the previous user's fields. */
    POOL_SHAPE_STALE_FIELDS(UNCHECKED, 8, "IPhysics_AllocObjectSphere", "shape-pools",
            "the shape allocators write only the flags (and the big sphere's radius): bone, offset and size keep"
            + " the last user's values"),

    // ---- Unit 9: creating and freeing bodies (slots: body-pools) ----

    /** Unit 9: the 60 human body sets. */
    HUMAN_BODIES_60(LIMIT, 9, "IPhysics_CreateHumanBody", "body-pools",
            "60 human body sets (capsule and ten bone shapes); the 61st create returns null"),
    /** Unit 9: the single punch-bag set, taken with no free test. */
    PUNCH_BAG_SINGLE(UNCHECKED, 9, "IPhysics_CreatePunchBagBody", "body-pools",
            "the one punch-bag set is taken with no free test: a second create re-takes and re-adds the set in use"),
    /** Unit 9: the 416 world-object bodies. */
    OBJECT_BODIES_416(LIMIT, 9, "IPhysics_CreateObjectBody", "body-pools",
            "416 world-object bodies; the 417th create returns null"),
    /** Unit 9: the 18 car bodies. */
    CAR_BODIES_18(LIMIT, 9, "IPhysics_CreateCarBody", "body-pools",
            "18 car bodies; the 19th create returns null"),
    /** Unit 9: the 255 glass-pane bodies. */
    PANE_BODIES_255(LIMIT, 9, "Physics_CreateBoxBody", "body-pools",
            "255 glass-pane bodies with their boxes; the 256th create returns null"),
    /** Unit 9: the create functions leave stale fields. */
    CREATE_STALE_FIELDS(BUG, 9, "IPhysics_CreateHumanBody", "body-pools",
            "creates clear neither the push-out, the ignore list, the human's +0x84/+0xd4 nor the AABB: a slot"
            + " keeps what its last free left"),
    /** Unit 9: freeing a pane skips StopIgnoring. */
    PANE_FREE_KEEPS_IGNORES(BUG, 9, "IPhysics_FreeBoxBody", "body-pools",
            "FreeBoxBody skips StopIgnoring: a freed pane keeps its ignore slots, and the next pane in that slot"
            + " inherits them"),
    /** Unit 9: a create for a null owner leaves its pool slot free. */
    CREATE_NULL_OWNER(UNCHECKED, 9, "IPhysics_CreateHumanBody", "body-pools",
            "a create for a null owner adds the body but leaves its slot free (free means no owner), so the next"
            + " create takes and adds the same body again"),

    // ---- Unit 10: the human body set: strikes, broad bound, push (slots: human-body, box-query) ----

    /** Unit 10: bones 0 and 32 share strike bit 30. */
    STRIKE_BIT_ALIAS(BUG, 10, "PhysBody_SetShapeEnabled", "human-body",
            "the strike bit is 1 << ((id - 2) & 31), so bones 0 and 32 share bit 30: bone 0's event blocks or"
            + " clears shin 32"),
    /** Unit 10: every strike switch empties the struck list. */
    STRIKE_SWITCH_CLEARS_STRUCK(DESIGN, 10, "PhysBody_SetShapeEnabled", "human-body",
            "every strike on/off event, even one that changes nothing, empties the struck (ignore) list"),
    /** Unit 10: the human Moved keeps previous positions and sets an unscaled bound. */
    HUMAN_MOVED_KEEPS_PREV(DESIGN, 10, "PhysicsHumanBody_Moved", "human-body",
            "Moved puts switched-on spheres at the origin without resetting prev, and sets an unscaled 2.0 x 0.8"
            + " broad bound"),
    /** Unit 10: the weapon bound uses the first weapon sphere only. */
    WEAPON_BOUND_FIRST_SPHERE(BUG, 10, "PhysicsHumanBody_Update", "human-body",
            "with weapon spheres the broad bound's radius covers the first sphere of the chain only and drops the"
            + " attack reach"),
    /** Unit 10: the attack reach lookup does not range-check the clip id. */
    REACH_ID_UNCHECKED(UNCHECKED, 10, "PhysicsHumanBody_Update", "human-body",
            "the broad bound's reach is looked up by the record's clip id with no range check",
            "the reach comes from the owner (HumanOwner.reach()); the engine has no attack table to range-check, so"
            + " the game port must",
            new NotObservable("the reach comes from the owner (HumanOwner.reach()): the engine has no attack table, so"
                + " no lookup runs to overrun")),
    /** Unit 10: two humans at one point get a zero push through rsqrt(0). */
    PUSH_COINCIDENT_HUMANS(UNCHECKED, 10, "PhysicsHumanBody_PushAwayHumans", "human-body",
            "humans at the same point: unit(d) of a zero d relies on the PS2's rsqrt(0), giving no push (NaN in"
            + " IEEE)"),
    /** Unit 10: the push is along the 3-D line between the humans. */
    PUSH_IN_3D(DESIGN, 10, "PhysicsHumanBody_PushAwayHumans", "human-body",
            "the push sphere pushes along the 3-D line between the two origins, z included"),
    /** Unit 10: ApplyHumanScale walks the bone chain with no null test. */
    APPLY_SCALE_CHAIN_UNCHECKED(UNCHECKED, 10, "PhysicsBody_ApplyHumanScale", "human-body",
            "the scale step assumes the constructor's ten bone shapes in order and walks the chain with no null"
            + " test",
            "only the constructor builds bone chains and the bone tables size only its ten shapes; on any other chain"
            + " the kernel stops with a clear error rather than invent sizes"),
    /** Unit 10: a body with only CHARGETARGET is never gathered by the strike test. */
    CHARGETARGET_NOT_GATHERED(DESIGN, 10, "Human_TestStrikes", "human-body box-query",
            "the strike gather's flag mask is 0x18, so a body with only CHARGETARGET (0x20) is never gathered",
            new NotObservable("the gather's query never meets a body its flag mask 0x18 leaves out; seeing one would"
                + " take a second query the original does not run")),

    // ---- Unit 11: shapes moved against bodies (pair sweeps, the body pass, CollideShape) ----

    /** Unit 11: sphere-sphere and capsule-capsule normals come from the start of the move. */
    NORMALS_AT_START(DESIGN, 11, "PhysicsSweep_SphereSphere", "sweep.sphere.sphere sweep.capsule.capsule",
            "sphere-sphere and capsule-capsule take the normal from the centres at the start of the move, not at"
            + " the contact"),
    /** Unit 11: the capsule-capsule vertical test swaps the heights. */
    CAPSULE_HEIGHTS_SWAPPED(BUG, 11, "PhysicsSweep_CapsuleCapsule", "sweep.capsule.capsule",
            "the vertical test pairs the other's base with the mover's height and the mover's base with the other's"
            + " height"),
    /** Unit 11: the circle times and vertical times are never intersected. */
    CAPSULE_TIMES_NOT_INTERSECTED(BUG, 11, "PhysicsSweep_CapsuleCapsule", "sweep.capsule.capsule",
            "the circle times [t0, t1] and the vertical times [lo, hi] are never intersected: a hit at max(t0, lo)"
            + " after the circles parted"),
    /** Unit 11: the capsule-capsule start case for a capsule coming down onto another. */
    CAPSULE_START_CASE(DESIGN, 11, "PhysicsSweep_CapsuleCapsule", "sweep.capsule.capsule",
            "descending onto a capsule already within reach: normal (0, 0, 1), flags 2, a sideways slide of half"
            + " the overlap plus 0.05"),
    /** Unit 11: the sphere-capsule kernel's falling parallel case negates the entry root. */
    SPHERE_CAPSULE_FALLING_ROOT(BUG, 11, "Sweep_SphereCapsule", "sweep.sphere.capsule sweep.capsule.sphere",
            "moving down the axis, the second root is the entry time negated, so a straight drop onto a capsule is"
            + " met at its exit or not at all"),
    /** Unit 11: the sphere-capsule normal points into the capsule. */
    SPHERE_CAPSULE_INWARD_NORMAL(BUG, 11, "PhysicsSweep_SphereCapsule", "sweep.sphere.capsule sweep.capsule.sphere",
            "the sphere-capsule normal points from the mover into the other shape, the opposite of every other"
            + " pair, so the mover gets stuck"),
    /** Unit 11: the sphere-capsule roots are stored out of time order. */
    SPHERE_CAPSULE_ROOT_ORDER(BUG, 11, "Sweep_SphereCapsule", "sweep.sphere.capsule sweep.capsule.sphere",
            "roots are stored side first, then caps, not in time order, and the first stored one in [0, 1] is"
            + " taken: an exit can beat the entry"),
    /** Unit 11: the sphere-capsule kernel has no inside test. */
    SPHERE_CAPSULE_INSIDE_EXIT(BUG, 11, "Sweep_SphereCapsule", "sweep.sphere.capsule sweep.capsule.sphere",
            "no inside test: a sphere starting inside the capsule is met at its exit, or not at all when the exit"
            + " is past the move"),
    /** Unit 11: a short capsule's axis points down or has zero length. */
    SPHERE_CAPSULE_SHORT_AXIS(BUG, 11, "PhysicsSweep_SphereCapsule", "sweep.sphere.capsule sweep.capsule.sphere",
            "a capsule with h < 2r gets a downward axis, and h = 2r a zero-length axis that is divided by, both"
            + " unguarded"),
    /** Unit 11: spheres touching at the start hit at 0 whatever the move. */
    SPHERE_SPHERE_TOUCHING_HITS(BUG, 11, "PhysicsSweep_SphereSphere", "sweep.sphere.sphere",
            "spheres touching at the start hit at fraction 0 for any move, also one moving away and a zero move"),
    /** Unit 11: unit() of a zero vector relies on rsqrt(0). */
    ZERO_LENGTH_UNIT(UNCHECKED, 11, "PhysicsSweep_SphereSphere",
            "sweep.sphere.sphere sweep.capsule.capsule sweep.sphere.capsule sweep.capsule.sphere sweep.sphere.segment "
                    + "sweep.segment.sphere",
            "unit() of a zero vector (coincident centres, a zero move) relies on rsqrt(0): zero on the EE, NaN in"
            + " IEEE"),
    /** Unit 11: the circle kernel divides 0 by 0 for a zero move with flag 0. */
    CIRCLE_ZERO_MOVE_DIV(UNCHECKED, 11, "Sweep_CircleCircle2D", "sweep.capsule.capsule",
            "with flag 0 and a zero horizontal move the circle kernel divides 0 by 0 (-FLT_MAX on the EE), which"
            + " the caller rejects"),
    /** Unit 11: sphere-segment reports the closest approach, not the first touch. */
    SPHERE_SEGMENT_CLOSEST_APPROACH(DESIGN, 11, "PhysicsSweep_SphereSegment",
            "sweep.sphere.segment sweep.segment.sphere",
            "sphere-segment is not a first-touch sweep: it reports the closest approach's path parameter and"
            + " distance, normal -unit(move)"),
    /** Unit 11: segment sweeps are the static overlaps. */
    SEGMENT_SWEEP_IS_OVERLAP(DESIGN, 11, "PhysicsSweep_SegmentSegment",
            "sweep.segment.segment sweep.capsule.segment sweep.segment.capsule",
            "segment-segment, capsule-segment and segment-capsule sweeps ignore the move and answer the static"
            + " overlap at the start"),
    /** Unit 11: the overlap-as-sweep entries leave the fraction and flags unwritten. */
    SWEEP_LEFTOVER_FRACTION(BUG, 11, "PhysicsSweep_SegmentSegment",
            "sweep.segment.segment sweep.capsule.segment sweep.segment.capsule",
            "the overlap-as-sweep entries write nothing on a hit: fraction +0x80 and flags +0xb0 are whatever the"
            + " slot held"),
    /** Unit 11: a pair sweep's contact slot is not cleared first. */
    CONTACT_SLOT_NOT_CLEARED(UNCHECKED, 11, "PhysicsSweep_CapsuleCapsule",
            "sweep.sphere.sphere sweep.capsule.capsule sweep.sphere.capsule sweep.capsule.sphere sweep.sphere.segment "
                    + "sweep.segment.sphere",
            "a pair sweep's hit writes only its listed fields; the slot is not cleared, so the rest keep the stack"
            + " array's old data"),
    /** Unit 11: the mirrored pairs keep the sphere's point. */
    MIRROR_POINT_OTHER_SHAPE(DESIGN, 11, "PhysicsSweep_CapsuleSphere", "sweep.capsule.sphere sweep.segment.sphere",
            "the mirrored pairs swap only the halves: the point +0x90 is the sphere's centre moved by -f x move,"
            + " not the mover's position"),
    /** Unit 11: the capsule is three different shapes. */
    CAPSULE_THREE_SHAPES(DESIGN, 11, "PhysicsSweep_CapsuleCapsule",
            "sweep.capsule.capsule sweep.sphere.capsule sweep.capsule.sphere sweep.capsule.segment "
                    + "sweep.segment.capsule",
            "the capsule is a cylinder against capsules, a capsule inside [B.z, B.z + h] against spheres, and"
            + " reaches r past both ends against segments",
            new NotObservable("each pair kernel is one of the three shapes by construction: no call chooses between"
                + " them")),
    /** Unit 11: the body pass keeps the first shape that hits, not the nearest. */
    BODY_PASS_FIRST_SHAPE(BUG, 11, "PhysicsBody_SweepHumanMask", "body-pass",
            "the body pass keeps one contact per candidate body: the first shape of its chain that hits, not the"
            + " nearest"),
    /** Unit 11: the body pass does not check the 50-contact array. */
    BODY_PASS_UNCHECKED_50(UNCHECKED, 11, "PhysicsBody_SweepHumanMask", "contact-lists body-pass",
            "the body pass writes contacts[count] without checking the 50-slot array",
            "its correction is CONTACTS_50's: a growable list is made to hold a contact for every body before the"
            + " pass, so it never fills; on the original's 50 slots the pass stops there (reported) instead of"
            + " writing past them"),
    /** Unit 11: CollideShape's 50 contacts, unchecked for the bodies' hits. */
    COLLIDE_CONTACTS_50(LIMIT, 11, "IPhysics_CollideShape", "contact-lists",
            "CollideShape holds 50 contacts: every body hit is inserted unchecked, and the mesh gets only the room"
            + " left (50 - count)"),
    /** Unit 11: CollideShape always applies the group and owner filters. */
    COLLIDE_ALWAYS_FILTERS(DESIGN, 11, "IPhysics_CollideShape", "box-query",
            "CollideShape always skips the same non-zero group and asks the owner's +0x110; options 0x80, 0x100,"
            + " 0x200 do nothing"),
    /** Unit 11: equal fractions resolve mesh first in a sweep, body first in CollideShape. */
    SAME_FRACTION_ORDER(DESIGN, 11, "IPhysics_CollideShape", "body-sweep contact-resolution",
            "at an equal fraction the walking sweep puts the mesh contact first, CollideShape the body contact"),

    // ---- Unit 13: the box mesh sweep (its kernel reconstructed below) ----

    /** Unit 13: the box-triangle sweep's still axis resets the range the axes before it narrowed. */
    BOX_AXIS_RANGE_RESET(BUG, 13, "Sweep_IntervalOverlap", "mesh-sweep.box",
            "the box-triangle axes narrow one [lo, hi]; an overlapping axis the move leaves still (v == 0) resets"
            + " it to [0, 1], forgetting the axes before"),

    // ---- Reconstructed: parts the spec refers to but does not give (Units 1, 4, 5, 12, 13; unit 0 unnumbered) ----

    /** Unit 1 (not given): the sphere-triangle sweep kernel. */
    SPHERE_TRIANGLE_SWEEP(RECONSTRUCTED, 1, "Sweep_SphereTriangle", "mesh-sweep.capsule mesh-sweep.sphere",
            "sphere-triangle sweep kernel rebuilt: the face path refuses t > 1, edge and corner steps can return t"
            + " > 1, one variant gives the region code",
            new NotObservable(Why.REBUILT)),
    /** Unnumbered (Geometry kernels, not given): the point-triangle distance and sphere penetration. */
    POINT_TRIANGLE_DISTANCE(RECONSTRUCTED, 0, "SphereTriangle_Penetration", "mesh-overlap.sphere body-sweep",
            "point-triangle distance (edges and corners included) for the sphere overlap and the in-air push-out,"
            + " rebuilt",
            new NotObservable(Why.REBUILT)),
    /** Unit 4 (not given): the closest points between two segments. */
    SEGMENT_CLOSEST_POINTS(RECONSTRUCTED, 4, "Segment_ClosestPoints",
            "sweep.sphere.segment sweep.segment.sphere overlap.segment.segment overlap.capsule.segment "
                    + "overlap.segment.capsule overlap.sphere.segment overlap.segment.sphere",
            "closest points between segments rebuilt, with an absolute parallel threshold as the spec says Unit 4"
            + " has",
            "rebuilt from first principles (docs/unit4-overlaps.md); the absolute threshold is the spec's, so every"
            + " provider keeps it",
            new NotObservable(Why.REBUILT)),
    /** Unit 4 (not given): the static overlap table. */
    STATIC_OVERLAPS(RECONSTRUCTED, 4, "overlap table (IPhysics +0x18)",
            "overlap.box.box overlap.box.sphere overlap.box.capsule overlap.box.segment overlap.sphere.box "
                    + "overlap.sphere.sphere overlap.sphere.capsule overlap.sphere.segment overlap.capsule.box "
                    + "overlap.capsule.sphere overlap.capsule.capsule overlap.capsule.segment overlap.segment.box "
                    + "overlap.segment.sphere overlap.segment.capsule overlap.segment.segment sweep.segment.segment "
                    + "sweep.capsule.segment sweep.segment.capsule",
            "static shape-pair overlaps rebuilt, writing nothing: the capsule a cylinder against capsules and boxes,"
            + " reaching r past both ends against segments",
            "rebuilt from first principles (docs/unit4-overlaps.md); the one implementation serves every provider",
            new NotObservable(Why.REBUILT)),
    /** Unit 5 (not given): the strike sweeps against boxes. */
    STRIKE_SWEEPS(RECONSTRUCTED, 5, "Human_TestStrikes",
            "sweep.sphere.box sweep.segment.box sweep.box.box sweep.box.sphere sweep.box.segment",
            "box sweeps rebuilt: sphere-box and segment-box to first touch (within reach at the start: hit at 0),"
            + " box-box by 15 axes, box-sphere/box-segment mirrors",
            "rebuilt from first principles (docs/box-sweeps.md); the one implementation serves every provider",
            new NotObservable(Why.REBUILT)),
    /** Unit 5 (not given): how the strike test sweeps one shape from its last pose. */
    STRIKE_SHAPE_SWEEP(RECONSTRUCTED, 5, "Human_TestStrikes", "human-body",
            "the per-shape strike sweep rebuilt: the shape moved back by cur - prev, swept by it through the pair"
            + " table or the mesh, put back; the strike contact's halves",
            "rebuilt from first principles (docs/strike-test.md); the one implementation serves every provider",
            new NotObservable(Why.REBUILT)),
    /** Unit 12 (not given): the capsule-box sweep. */
    CAPSULE_BOX_SWEEP(RECONSTRUCTED, 12, "capsule-box sweep (0x00345078)", "sweep.capsule.box sweep.box.capsule",
            "capsule-box sweep rebuilt in the box's frame, cylinder against footprint and height; its four corner"
            + " regions set flag 0x1 with a unit diagonal slide in +0xa0",
            "rebuilt from first principles (docs/box-sweeps.md); the one implementation serves every provider",
            new NotObservable(Why.REBUILT)),
    /** Unit 13 (not given): the box-triangle mesh sweep. */
    BOX_TRIANGLE_SWEEP(RECONSTRUCTED, 13, "box mesh sweep (0x003488e0)", "mesh-sweep.box",
            "box mesh sweep rebuilt on the collectors: 13 separating axes through Sweep_IntervalOverlap, the sphere"
            + " sweep's side and face rules, flags word always 0",
            "rebuilt from first principles (docs/box-sweeps.md); the one implementation serves every provider",
            new NotObservable(Why.REBUILT)),
    /** Unnumbered (collision.md, not given): the collision mesh file layout. */
    MESH_FILE_LAYOUT(RECONSTRUCTED, 0, "collision mesh file (collision.md #header, #grid)",
            "mesh-sweep.box mesh-sweep.sphere mesh-sweep.capsule mesh-overlap.sphere",
            "mesh file layout rebuilt: 10-byte triangles with u16 flags at +6, u16 cell lists, world-to-grid matrix"
            + " clamped to [0.5, n - 0.5]",
            new NotObservable(Why.REBUILT)),
    /** Unnumbered (IPhysics_Step's settle, not given): which bodies the step updates, in which order. */
    STEP_SETTLE(RECONSTRUCTED, 0, "IPhysics_Step", "body-functions human-body",
            "the step's settle rebuilt: after the bound refresh, each owned, shaped body whose flags pass Update's"
            + " gate is updated, in vector order",
            new NotObservable(Why.REBUILT)),
    /** Unnumbered (not given): the world ray cast. */
    RAY_CAST(RECONSTRUCTED, 0, "WorldManager_RayCast", "body-sweep box-query human-body",
            "the world ray cast (landing segment, strike line of sight) rebuilt: nearest triangle, its distance,"
            + " normal and material; the mask excludes type bits",
            new NotObservable(Why.REBUILT)),

    // The 2D foothold movement (foothold2d-cmovepath.txt), unit 0

    /** Foothold movement: the airborne secondary force reads a clampVelY the airborne path never defines. */
    FH_AIR_CLAMPVELY_UNDEFINED(RECONSTRUCTED, 0, "ApplyAirborneVelocity", "movement-2d",
            "the airborne secondary force gravBase * mass / absVInput * clampVelY uses an undefined clampVelY and"
            + " divides by a vertical input that is 0 by default",
            "rebuilt: clampVelY is read as the climb-up stat (the rope path's) and a 0 divisor or a 0 clampVelY gives"
            + " force 0, as ApplyAccelClamped ignores the client's NaN; there is no other reading to switch to"),
    /** Foothold movement: the crossing's numerator as written is |fhX1 - oldX| times the denominator. */
    FH_CROSS_NUMERATOR(RECONSTRUCTED, 0, "AirbornePhysicsUpdate", "movement-2d",
            "absNumer = |cross3*fhDx + cross1*dx| reduces to |fhX1 - oldX| * absDenom, so the ordered and applied"
            + " crossing fraction as written is not the move's",
            "rebuilt: the written numerator cannot be the client's (a plain drop would get a fraction far above 1 and"
            + " negative time left); decompiled re-implementations compute |cross1| / |cross2 - cross1|, the move's"
            + " fraction the kernel takes, so no faithful alternative exists to switch to"),
    /** Foothold movement: the (int)(v - 0.4999...) rounding is inexact when done in double. */
    FH_ROUND_HALF_DOUBLE(LIMIT, 0, "AirbornePhysicsUpdate", "movement-2d",
            "the +-0.4999... rounding runs at double precision (53-bit x87): -0.5 - 0.49999999999999994 rounds to"
            + " -1, so negative .5 ties leave round half up"),
    /** Foothold movement: the intersection divides by dx of a vertical move or fhDx of a vertical wall. */
    FH_INTERSECT_DIV_DX(RECONSTRUCTED, 0, "AirbornePhysicsUpdate", "movement-2d",
            "the intersection point as written divides by dx when the move is vertical and by fhDx when the"
            + " foothold is a vertical wall, unchecked",
            "rebuilt: the written branches are swapped (re-implementations divide by dx only when it is not 0, and a"
            + " vertical move cannot cross a vertical wall); the kernel takes old + fraction * move, dividing only by"
            + " cross2 - cross1 > 0, so nothing of the client's is left to switch to"),
    /** Foothold movement: DetachFromFoothold clamps x with lo > hi on a right-to-left foothold. */
    FH_DETACH_CLAMP_RTL(BUG, 0, "DetachFromFoothold", "movement-2d",
            "clamp(posX, x1, x2) (x < x1 ? x1 : x <= x2 ? x : x2) has lo > hi on a right-to-left foothold: a mover"
            + " leaving one jumps to x1"),
    /** Foothold movement: the grounded friction reads the walk factor twice, which would make fs inert. */
    FH_FS_INERT(RECONSTRUCTED, 0, "GroundedVelocityUpdate", "movement-2d",
            "the friction factor reads speedSub[+12] twice, which would ignore the foothold drag (the map's fs):"
            + " ice would not slide",
            "rebuilt: the second factor is read as the foothold drag (+24 = fs), so ice slides; reading +12 twice"
            + " contradicts the client's ice, so there is no faithful alternative to switch to"),
    /** Foothold movement: grabbing a ladder or rope is not in the pseudocode. */
    FH_LADDER_GRAB(RECONSTRUCTED, 0, "UpdatePhysics", "movement-2d",
            "grabbing a ladder or rope is left out of the pseudocode: reach, snap and hold are rebuilt",
            "rebuilt: up or down held within 10 px of the first ladder in file order grabs it, then x snaps, the"
            + " mover stops and holds; one implementation serves every kernel"),
    /** Foothold movement: DoJump and the jump-down divide the jump speed by the field's gravity stat, unchecked. */
    FH_JUMP_ZERO_GRAVITY(UNCHECKED, 0, "DoJump", "movement-2d",
            "the jump speed (walkJump * -555; -555 * 0.35355339 for a jump-down) is divided by the field's gravity"
            + " stat, which can be 0: an infinite jump"),
    /** Foothold movement: the rope path's vertical force divides by the float stat, 0 when only climbUp led there. */
    FH_ROPE_FORCE_ZERO_INPUT(UNCHECKED, 0, "ApplyAirborneVelocity", "movement-2d",
            "the rope path's vertForce = 120000 / mass / absVInput * clampVelY divides by |float stat|, 0 when"
            + " climbUp alone leads there: an infinite force"),
    /** Foothold movement: jumping down through a foothold is the caller's (CUserLocal, CVecCtrl::FallDown). */
    FH_JUMP_DOWN(RECONSTRUCTED, 0, "FallDown (CVecCtrl), not in the pseudocode", "movement-2d",
            "down + jump through a foothold is left to the caller: when it is allowed, the hop and the fall through"
            + " the foothold left are rebuilt",
            "rebuilt from decompiled CVecCtrl::FallDown and public client re-implementations (docs/foothold2d.md,"
            + " \"Jump-down\"); one implementation serves every kernel"),
    /** Foothold movement: ClampToBounds reads bounds the pseudocode never derives. */
    FH_MAP_BOUNDS(RECONSTRUCTED, 0, "ClampToBounds", "movement-2d",
            "ClampToBounds reads bounds this[75..78] the pseudocode never derives: the client's map MBR is rebuilt"
            + " (footholds inset 30 px; VR only with VRLimit)",
            "rebuilt from decompiled CWvsPhysicalSpace2D::Load and CVecCtrl::Init (docs/foothold2d.md, \"Bounds\");"
            + " one rule serves every kernel");

    /** Marks a row whose quirk no kernel can see happen in a call, with the reason. */
    private record NotObservable(String why) {
        private NotObservable {
            Objects.requireNonNull(why, "why");
        }
    }

    /** Reasons shared by several rows (a nested class, so the rows may name them before the enum's own fields). */
    private static final class Why {
        static final String REBUILT = "rebuilt, not an event: every call runs the reconstruction, so no call has"
                + " anything of its own to report";
    }

    /** Why a design entry is kept when its row gives no reason of its own. */
    private static final String DESIGN_KEPT = "the spec gives it as the original's design, not a defect";
    /** Why a reconstructed entry is kept when its row gives no reason of its own. */
    private static final String RECONSTRUCTED_KEPT =
            "rebuilt from first principles (docs/); the one implementation serves every provider";

    private final QuirkKind kind;
    private final int unit;
    private final String function;
    private final List<String> slots;
    private final String title;
    private final String kept;
    private final String notObservable;

    Quirk(QuirkKind kind, int unit, String function, String slots, String title) {
        this(kind, unit, function, slots, title, (String) null);
    }

    Quirk(QuirkKind kind, int unit, String function, String slots, String title, NotObservable unseen) {
        this(kind, unit, function, slots, title, null, unseen);
    }

    Quirk(QuirkKind kind, int unit, String function, String slots, String title, String kept) {
        this(kind, unit, function, slots, title, kept, null);
    }

    Quirk(QuirkKind kind, int unit, String function, String slots, String title, String kept,
          NotObservable unseen) {
        this.kind = Objects.requireNonNull(kind);
        this.unit = unit;
        this.function = Objects.requireNonNull(function);
        this.slots = List.of(slots.split(" "));
        this.title = Objects.requireNonNull(title);
        this.kept = kept;
        this.notObservable = unseen == null ? null : unseen.why();
    }

    /** The catalogue id, the constant's name (as in {@code PS2-BUG(SORT_SMEAR)}). */
    public String id() {
        return name();
    }

    /** What kind of divergence this is. */
    public QuirkKind kind() {
        return kind;
    }

    /** The spec unit it comes from (1-13; 0 for the spec's unnumbered pages such as the mesh file layout). */
    public int unit() {
        return unit;
    }

    /** The spec function it comes from (its name in the spec, e.g. "PhysicsMesh_SweepCapsule"). */
    public String function() {
        return function;
    }

    /** One line saying what the original does. */
    public String title() {
        return title;
    }

    /** Ids of the slots whose kernels it touches ({@code engine.api.slots.Slots}). */
    public List<String> slots() {
        return slots;
    }

    /**
     * Why every provider keeps the original's behaviour (a design choice, a reconstruction, or a defect left as it
     * is with its reason), or null for an entry a provider is expected to correct: exactly the entries no provider
     * declares a correction for have one.
     */
    public String kept() {
        if (kept != null) {
            return kept;
        }
        return switch (kind) {
            case DESIGN -> DESIGN_KEPT;
            case RECONSTRUCTED -> RECONSTRUCTED_KEPT;
            default -> null;
        };
    }

    /**
     * Why no kernel reports this quirk (it cannot happen, or no call can tell it happened: a design every call
     * follows, a reconstruction every call runs), or null for an entry kernels report to the {@link QuirkLog}
     * where it fires.
     */
    public String notObservable() {
        return notObservable;
    }

    /** True when kernels report this quirk where it fires ({@link #notObservable()} is null). */
    public boolean observable() {
        return notObservable == null;
    }

    /** The slot of the 2D foothold movement, whose entries are a PC client's, not the PS2's. */
    private static final String CLIENT_SLOT = "movement-2d";

    /**
     * The tag prefix of code reproducing this quirk: "CLIENT" for the 2D foothold movement (a PC client's, slot
     * movement-2d), else "PS2".
     */
    public String origin() {
        return slots.contains(CLIENT_SLOT) ? "CLIENT" : "PS2";
    }

    /** The tag code reproducing this quirk carries in a comment, e.g. "PS2-BUG(SORT_SMEAR)". */
    public String tag() {
        return origin() + "-" + kind.name() + "(" + name() + ")";
    }

    /** The entry with this id, or null when the catalogue has none. */
    public static Quirk byId(String id) {
        return Arrays.stream(values()).filter(q -> q.name().equals(id)).findFirst().orElse(null);
    }
}
