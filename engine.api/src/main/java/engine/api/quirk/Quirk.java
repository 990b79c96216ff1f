package engine.api.quirk;

import java.util.List;

/**
 * The quirk catalogue: one constant per known divergence of the original (Units 1-13 of the physics spec,
 * {@code spec/physics-units.txt}): bugs, fixed limits, unchecked inputs, the parts the spec refers to but does not
 * give (reconstructed), and the behaviours it calls design. The constant's name is its id: code that reproduces a
 * quirk carries {@code // PS2-BUG(ID)} (or {@code PS2-LIMIT}, ...) and a test carries the same id. The last group
 * ({@code FH_...}, unit 0) is the 2D foothold movement's pseudocode ({@code spec/foothold2d-cmovepath.txt}).
 *
 * <p>Slots: capacities use {@code contact-lists}; the units without a slot of their own (shapes and poses of
 * Unit 6, the ignore slots and pools of Unit 8, creating and freeing of Unit 9, the human body set of Unit 10)
 * name the closest world slot: {@code body-list} for body state, poses, bounds, pools and ignore lists,
 * {@code box-query} for what decides which bodies a query or strike gathers, {@code body-sweep} for what a later
 * sweep consumes (push-outs, the landing ray).
 */
public enum Quirk {

    // ---- Unit 2: a shape against the collision mesh (collectors, sort, capsule and sphere sweeps, overlap) ----

    /** Unit 2: the mesh collectors' insertion sort copies forwards and smears one entry over the rest. */
    SORT_SMEAR(QuirkKind.BUG, 2, "MeshContacts_SortByFraction",
            "insertion sort smears: making room copies forwards, so later entries are lost and list[j] repeated",
            true, "a correct insertion sort (shift backwards, ties in arrival order): a sorted permutation",
            "mesh-contact-sort"),

    /** Unit 2: each mesh collector's stack array of 100 mesh contacts, never checked. */
    MESH_CONTACTS_100(QuirkKind.LIMIT, 2, "PhysicsMesh_SweepCapsule",
            "each mesh collector holds 100 mesh contacts and nothing checks the count",
            true, "growable collectors",
            "contact-lists", "mesh-sweep.capsule", "mesh-sweep.sphere", "mesh-overlap.sphere"),

    /** Unit 2: a kernel hit with t above 1 makes the capsule's cell walk read one index past the cell list. */
    CAPSULE_LIST_OVERRUN(QuirkKind.BUG, 2, "PhysicsMesh_SweepCapsule",
            "a kernel hit with t > 1 skips the cell loop's count step, so the walk reads one u16 past the cell's list"
                    + " as a triangle",
            true, "never reads past a cell list",
            "mesh-sweep.capsule"),

    /** Unit 2: the capsule mesh sweep never reads its max argument. */
    CAPSULE_SWEEP_IGNORES_MAX(QuirkKind.BUG, 2, "PhysicsMesh_SweepCapsule",
            "the capsule mesh sweep ignores its max argument: it writes and returns every kept contact, past the"
                    + " room (50 - count) the caller passed",
            true, "writes at most max contacts",
            "mesh-sweep.capsule", "contact-lists"),

    /** Unit 2: the capsule mesh sweep reads neither the options word nor the n.z range. */
    CAPSULE_SWEEP_IGNORES_OPTIONS(QuirkKind.DESIGN, 2, "PhysicsMesh_SweepCapsule",
            "the capsule mesh sweep reads neither the options word nor f12/f13: the -0.65 ceiling rule and option 4"
                    + " do not apply to it",
            false, "kept: the capsule's own |n.z| <= 0.65 wall rule decides",
            "mesh-sweep.capsule"),

    /** Unit 2: the corner slide normalises a zero S through rsqrt(0). */
    RSQRT_ZERO(QuirkKind.UNCHECKED, 2, "PhysicsMesh_SweepCapsule",
            "the corner slide normalises S with rsqrt even when it is zero; the PS2's rsqrt(0) = max float makes"
                    + " 0 x max = 0",
            true, "guards the zero length: S stays (0, 0, 0), no NaN",
            "mesh-sweep.capsule"),

    /** Unit 2: the corner-slide edge index comes from the file but indexes the possibly flipped copy. */
    CORNER_SLIDE_FLIPPED_EDGE(QuirkKind.BUG, 2, "PhysicsMesh_SweepCapsule",
            "corner-slide edge k is read from the file flags but indexes the flipped copy's edges and region bits,"
                    + " so a flipped triangle names another edge",
            true, "maps k into the swapped corner order before reading the region bit and the edge",
            "mesh-sweep.capsule"),

    /** Unit 2: the sphere sweep's one-contact-per-plane removal leaves the list unsorted. */
    ONE_PER_PLANE_UNSORTED(QuirkKind.BUG, 2, "PhysicsMesh_SweepSphere",
            "option 0x20000 swaps each near-coplanar entry with the last and drops it: the list is left unsorted and"
                    + " the entry swapped in is not tested",
            true, "removes in place, keeping fraction order, and tests every entry",
            "mesh-sweep.sphere"),

    /** Unit 2: the sphere sweep caps to max before the one-contact-per-plane removal. */
    ONE_PER_PLANE_AFTER_CAP(QuirkKind.BUG, 2, "PhysicsMesh_SweepSphere",
            "the cap to max comes before the 0x20000 one-per-plane removal, so fewer than max can be returned when"
                    + " more planes were hit",
            true, "removes per plane first, then caps to max",
            "mesh-sweep.sphere"),

    /** Unit 2: the sphere mesh overlap returns 1 instead of the number of contacts written. */
    MESH_OVERLAP_RETURNS_ONE(QuirkKind.BUG, 2, "PhysicsMeshOverlap_Sphere",
            "the sphere mesh overlap returns 1 when anything overlaps, not the count written, so OverlapShape sees"
                    + " only out[0]",
            true, "returns the number of contacts written",
            "mesh-overlap.sphere"),

    /** Unit 2: the sphere mesh overlap keeps the shallowest entries when there are more than room. */
    MESH_OVERLAP_KEEPS_SHALLOWEST(QuirkKind.BUG, 2, "PhysicsMeshOverlap_Sphere",
            "the overlap sorts by depth ascending and keeps the first room entries, so past room the deepest"
                    + " penetrations are dropped",
            true, "keeps the room deepest contacts, deepest first",
            "mesh-overlap.sphere"),

    /** Unit 2: the sphere mesh overlap has no side test and keeps the file normal. */
    MESH_OVERLAP_NO_SIDE_TEST(QuirkKind.DESIGN, 2, "PhysicsMeshOverlap_Sphere",
            "the sphere mesh overlap has no side test or flip: one-sided faces are met from behind with the file's"
                    + " normal",
            false, "kept",
            "mesh-overlap.sphere"),

    /** Unit 2: the box and capsule mesh overlaps are stubs returning 0. */
    MESH_OVERLAP_BOX_CAPSULE_NONE(QuirkKind.DESIGN, 2, "PhysicsMeshOverlap_Box",
            "the box and capsule mesh overlaps are 8-byte stubs returning 0: those shapes never overlap the level",
            false, "kept",
            "mesh-overlap.box", "mesh-overlap.capsule"),

    /** Unit 2: Contact_InsertSorted appends without checking the 50-contact list. */
    INSERT_SORTED_UNCHECKED(QuirkKind.UNCHECKED, 2, "Contact_InsertSorted",
            "the sorted insert never checks the count against the 50-pointer list; the callers are trusted to keep"
                    + " to it",
            true, "grows the list",
            "contact-lists", "body-sweep"),

    /** Unit 2: the walking sweep takes one mesh contact per pass, the nearest. */
    ONE_MESH_CONTACT_PER_PASS(QuirkKind.DESIGN, 2, "IPhysics_SweepShapeVsMesh",
            "the walking sweep asks the mesh for max 1 and inserts only the first (nearest) mesh contact of each pass",
            false, "kept",
            "body-sweep", "mesh-sweep.capsule", "mesh-sweep.sphere"),

    /** Unit 2: the mesh sweeps decide the side at the start and count only faces the move goes into. */
    ONE_SIDED_FROM_BEHIND(QuirkKind.DESIGN, 2, "PhysicsMesh_SweepCapsule",
            "the side is decided at the start (within 1e-6 of the plane is behind), only faces the move enters count:"
                    + " one-sided walls pass from behind",
            false, "kept",
            "mesh-sweep.capsule", "mesh-sweep.sphere"),

    /** Unit 2: a mesh sweep's contact point is the shape's position at t, not the touching point. */
    CONTACT_POINT_IS_POSITION(QuirkKind.DESIGN, 2, "PhysicsMesh_SweepCapsule",
            "a mesh sweep's contact point is the shape's position moved by t x move (the capsule's feet), not the"
                    + " touching point",
            false, "kept",
            "mesh-sweep.capsule", "mesh-sweep.sphere"),

    /** Unit 2: the visited-triangle bits are shared mesh state. */
    VISITED_BITS_SHARED(QuirkKind.DESIGN, 2, "CollisionMesh_BeginShapeQuery",
            "the visited-triangle bits live in the mesh and are cleared by each query, so two mesh queries cannot be"
                    + " interleaved",
            false, "kept",
            "mesh-sweep.box", "mesh-sweep.sphere", "mesh-sweep.capsule", "mesh-sweep.segment", "mesh-overlap.sphere"),

    /** Unit 2: the query box corners are turned into cells one by one and never re-ordered. */
    GRID_CORNERS_UNSORTED(QuirkKind.UNCHECKED, 2, "CollisionMesh_BeginShapeQuery",
            "the box corners are mapped to cells one by one and never re-ordered: a negative grid scale would swap"
                    + " cellMin and cellMax",
            true, "orders the cell range per axis",
            "mesh-sweep.box", "mesh-sweep.sphere", "mesh-sweep.capsule", "mesh-sweep.segment", "mesh-overlap.sphere"),

    /** Unit 2: the in-air push-out is horizontal, along the nearest wall's face normal. (No slot: body-sweep.) */
    PUSH_OUT_HORIZONTAL(QuirkKind.DESIGN, 2, "PhysicsBody_PushOutOfWalls",
            "the in-air push-out uses the nearest wall only, along its face normal with n.z zeroed, by r - dist even"
                    + " at an edge or corner",
            false, "kept",
            "body-sweep"),

    // ---- Unit 3: moving a body (sweep passes, contact resolution, landing segment) ----

    /** Unit 3: each sweep pass holds 50 contacts and 50 sorted pointers. */
    CONTACTS_50(QuirkKind.LIMIT, 3, "PhysicsBody_Sweep",
            "each sweep pass (and the update sweep) holds 50 contacts and 50 sorted pointers on the stack; nothing"
                    + " checks the count",
            true, "growable lists",
            "contact-lists", "body-sweep"),

    /** Unit 3: each pass sweeps the whole slid move again; the move is not shortened by the fraction. */
    MOVE_NOT_SHORTENED(QuirkKind.DESIGN, 3, "PhysicsBody_Sweep",
            "the move is not shortened by the contact fraction: each pass sweeps the whole slid V x dt again from"
                    + " where the body now is",
            false, "kept",
            "body-sweep", "contact-resolution"),

    /** Unit 3: codes 1-3 advance along the normal only, stopping 0.01 m short. */
    NORMAL_ADVANCE_ONLY(QuirkKind.DESIGN, 3, "PhysicsBody_ResolveContacts",
            "codes 1-3 advance the body along the normal only, 0.01 m short of the touch and only past 0.01 m; the"
                    + " part along the surface is dropped",
            false, "kept",
            "contact-resolution"),

    /** Unit 3: at most three passes, then the body is stuck. */
    THREE_PASS_STUCK(QuirkKind.LIMIT, 3, "PhysicsBody_Sweep",
            "at most three passes: three stopping passes, or a slide leaving no move, leave the body at its advances"
                    + " with v.xy zeroed and +0x70 up",
            false, "kept",
            "body-sweep"),

    /** Unit 3: too slow a move does nothing, a slow pass moves without a query. */
    SLOW_MOVE_UNSWEPT(QuirkKind.DESIGN, 3, "PhysicsBody_Sweep",
            "|V|^2 <= 1e-6 does nothing at all, and a pass-1 move |D|^2 <= 1e-6 moves the body by V x dt without"
                    + " any query",
            false, "kept",
            "body-sweep"),

    /** Unit 3: the pending push-out is cleared by every sweep, used or not. */
    PUSH_OUT_CONSUMED(QuirkKind.DESIGN, 3, "PhysicsBody_Sweep",
            "the pending push-out is cleared at the start of every sweep, so it is used once, and lost when that"
                    + " sweep is too slow to move",
            false, "kept",
            "body-sweep"),

    /** Unit 3: the box scaled by body +0x60 is computed and discarded. */
    SWEEP_BOX_UNSCALED(QuirkKind.BUG, 3, "PhysicsBody_Sweep",
            "the box scaled by body +0x60 is computed and discarded: both queries get the unscaled box, though the"
                    + " capsule's mesh sphere is scaled",
            true, "queries with the box scaled by +0x60 and grown by the move",
            "body-sweep", "mesh-sweep.capsule", "box-query"),

    /** Unit 3: the pass box is built once at the start position. */
    PASS_BOX_FROM_START(QuirkKind.BUG, 3, "PhysicsBody_Sweep",
            "the query box is the start position's bound grown by each pass's move; it does not follow the body's"
                    + " advances between passes",
            true, "builds each pass's box at the body's current position",
            "body-sweep"),

    /** Unit 3: any non-zero code ends the pass's walk. */
    ANY_CODE_ENDS_WALK(QuirkKind.DESIGN, 3, "PhysicsBody_ResolveContacts",
            "the first contact answered with a non-zero code ends the pass: later contacts of that pass are never"
                    + " seen",
            false, "kept",
            "contact-resolution"),

    /** Unit 3: the write-back rule reads a level contact's triangle without a null test. */
    LEVEL_CONTACT_TRIANGLE_UNCHECKED(QuirkKind.UNCHECKED, 3, "PhysicsBody_ResolveContacts",
            "the write-back rule reads a level contact's triangle flags (+0xb4) without a null test",
            true, "treats a level contact without a triangle as flags 0",
            "contact-resolution"),

    /** Unit 3: the bounce also damps an outgoing normal speed. */
    BOUNCE_DAMPS_OUTGOING(QuirkKind.BUG, 3, "PhysicsVec_Bounce",
            "the bounce also removes n x d x e when v already goes out (d >= 0), cutting the outgoing normal speed to"
                    + " (1 - e)",
            true, "leaves an outgoing velocity unchanged",
            "contact-resolution"),

    /** Unit 3: code 4 pushes the other body by half of the whole pass move's normal part. */
    CODE4_PUSH_WHOLE_MOVE(QuirkKind.DESIGN, 3, "PhysicsBody_ResolveContacts",
            "code 4 pushes the other body by 0.5 x (D . n) n of the whole pass move D, not of f x D, weighted by the"
                    + " owners' attributes",
            false, "kept",
            "contact-resolution"),

    /** Unit 3: out is not written on an early return and measures from the cached transform. */
    SWEEP_OUT_UNWRITTEN(QuirkKind.DESIGN, 3, "PhysicsBody_Sweep",
            "out is left unwritten when the move is too slow or aborted, and otherwise measures from the owner's"
                    + " cached start transform",
            false, "kept",
            "body-sweep"),

    /** Unit 3: the landing fraction is measured along the ray beyond 1.0 m, not along the move. */
    LANDING_FRACTION(QuirkKind.DESIGN, 3, "Human_LandingTest",
            "the landing contact's fraction is (dist - 1.0) / (L - 1.0) along the ray from the upper point, not a"
                    + " fraction of the move D",
            false, "kept",
            "body-sweep"),

    /** Unit 3: the landing contact's point is not written. */
    LANDING_POINT_UNWRITTEN(QuirkKind.BUG, 3, "Human_LandingTest",
            "the landing contact's point +0x90 is never written and keeps what the slot held",
            true, "writes the ray's hit point",
            "body-sweep"),

    // ---- Unit 6: shapes, poses and bounds (no slot of their own: body-list, box-query) ----

    /** Unit 6: a box on a bone adds its offset without the bone's rotation. */
    BOX_BONE_OFFSET(QuirkKind.BUG, 6, "PhysicsBox_Pose",
            "a box on a bone adds its offset to the bone position without the bone's rotation, unlike the sphere and"
                    + " the segment",
            true, "rotates the offset by the bone's rotation",
            "body-list"),

    /** Unit 6: a segment whose end is below its start gets a wrong bound. */
    SEGMENT_BOUND(QuirkKind.BUG, 6, "PhysicsShape_GetBounds",
            "the segment bound is sorted from (start - r, end + r): an end below its start on an axis gives a short"
                    + " or single-value bound",
            true, "bounds both ends plus and minus r on every axis",
            "body-list", "box-query"),

    /** Unit 6: the capsule pose ignores flag 0x10. */
    CAPSULE_NO_FLAG10(QuirkKind.DESIGN, 6, "PhysicsCapsule_Pose",
            "the capsule pose never reads or clears flag 0x10: its previous base is always the pose before, even"
                    + " just after enabling",
            false, "kept",
            "body-list"),

    /** Unit 6: the shape offset is ignored by some poses and left unrotated by another. */
    POSE_OFFSET_RULES(QuirkKind.DESIGN, 6, "PhysShapeSegment_Pose",
            "the boneless segment and the human capsule ignore the shape offset; a non-human capsule adds it"
                    + " unrotated",
            false, "kept",
            "body-list"),

    /** Unit 6: the jumping capsule's 0.7 m cap is not scaled. */
    CAPSULE_JUMP_CAP_UNSCALED(QuirkKind.DESIGN, 6, "PhysicsCapsule_Pose",
            "the jumping capsule's 0.7 m cap above the take-off height is not multiplied by the human scale, unlike"
                    + " its other heights",
            false, "kept",
            "body-list"),

    /** Unit 6: a human without a model instance reuses the body transform as its bone transform. */
    MISSING_MODEL_BONE(QuirkKind.UNCHECKED, 6, "Human_GetBoneTransform",
            "a human with no model instance writes no bone transform: the pose reuses the body transform left in the"
                    + " same buffer",
            false, "kept: there is no other bone transform to use",
            "body-list"),

    // ---- Unit 7: bodies and the sort-and-sweep world (list, box queries, overlap query) ----

    /** Unit 7: the 512-entry candidate lists of the box queries' callers. */
    CANDIDATES_512(QuirkKind.LIMIT, 7, "IPhysics_QueryBox",
            "box queries write candidates unchecked into the callers' 512-entry stack lists; a 513th overwrites the"
                    + " caller's stack",
            true, "growable candidate list",
            "contact-lists", "box-query", "body-sweep"),

    /** Unit 7: the backward walk has no upper x test. */
    QUERY_NO_UPPER_X_BACKWARD(QuirkKind.BUG, 7, "IPhysics_QueryBox",
            "the backward walk from start never tests min.x > box.max.x, so bodies before start lying right of the"
                    + " box are kept",
            true, "tests both x bounds in both walks",
            "box-query"),

    /** Unit 7: a bound smaller than a body's width stops the backward walk early. */
    STALE_QUERY_BOUND(QuirkKind.BUG, 7, "IPhysics_QueryBox",
            "the backward walk stops once box.min.x - n.min.x exceeds the widest-body bound, so a stale bound loses"
                    + " candidates",
            true, "keeps the bound exact (or walks to the head)",
            "box-query", "body-list"),

    /** Unit 7: the widest-body bound grows on inserts and is refreshed every 120th step. */
    BOUND_REFRESH_120(QuirkKind.DESIGN, 7, "IPhysics_Step",
            "the widest-body bound only grows on inserts and is recomputed from the list on every 120th step",
            false, "kept",
            "body-list"),

    /** Unit 7: query results come backward hits first, then forward hits. */
    QUERY_BACKWARD_FIRST(QuirkKind.DESIGN, 7, "IPhysics_QueryBox",
            "results list the backward hits first (from start towards the head), then the forward hits: not one"
                    + " list order",
            false, "kept",
            "box-query"),

    /** Unit 7: list ties depend on the walk direction. */
    INSERT_TIE_RULE(QuirkKind.DESIGN, 7, "BodyList_Insert",
            "ties are not stable: walking forward a body lands after its equals, walking backward before them; an"
                    + " unmoved reinsert moves behind them",
            false, "kept",
            "body-list"),

    /** Unit 7: a start body not in the list yields at most itself. */
    QUERY_START_NOT_LISTED(QuirkKind.UNCHECKED, 7, "IPhysics_QueryBox",
            "a start body that is not in the x-sorted list is not checked: the query yields at most start itself",
            true, "walks from the head when start is not listed",
            "box-query"),

    /** Unit 7: type mask 0 and ignored owner 0 filter rules. */
    QUERY_ZERO_MASKS(QuirkKind.DESIGN, 7, "IPhysics_QueryBox",
            "a body with type mask 0 is never found, typeMask 0 finds nothing, and ignored = 0 drops every ownerless"
                    + " body",
            false, "kept",
            "box-query"),

    /** Unit 7: the excluded-state mask is sign-extended. */
    EXCLUDED_STATE_SIGN_EXTENDED(QuirkKind.BUG, 7, "IPhysics_QueryBoxFiltered",
            "the excluded-state mask is a sign-extended 32-bit load: bit 31 also excludes on every high-word state"
                    + " bit",
            true, "zero-extends the mask",
            "box-query"),

    /** Unit 7: the owner-state callback has no null check. */
    STATE_CALLBACK_UNCHECKED(QuirkKind.UNCHECKED, 7, "IPhysics_QueryBoxFiltered",
            "the owner-state callback runs for every candidate reaching filter 5, even with excludedState 0, with no"
                    + " null-owner check",
            true, "drops an ownerless candidate before the callback",
            "box-query"),

    /** Unit 7: the overlap query's 50 contacts and 52 sorted pointers. */
    OVERLAP_CONTACTS_50(QuirkKind.LIMIT, 7, "IPhysics_OverlapShape",
            "OverlapShape holds 50 contacts and 52 sorted pointers, unchecked: a 51st hit writes over the sorted"
                    + " list",
            true, "growable lists",
            "contact-lists", "box-query"),

    /** Unit 7: the overlap query reads only seven option bits. */
    OVERLAP_OPTIONS_UNREAD(QuirkKind.DESIGN, 7, "IPhysics_OverlapShape",
            "OverlapShape reads only options 0x1, 0x2, 0x10, 0x80, 0x100, 0x200, 0x400: the push sphere's 0x2000"
                    + " has no effect",
            false, "kept",
            "box-query"),

    /** Unit 7: AddBody does not check that the body is already present. */
    ADD_BODY_UNCHECKED(QuirkKind.UNCHECKED, 7, "IPhysics_AddBody",
            "a body is added without checking it is already present, so it can sit twice in the vector and the list",
            true, "refuses a body already present",
            "body-list"),

    /** Unit 7: a removed body keeps its old vector index. */
    REMOVE_KEEPS_INDEX(QuirkKind.UNCHECKED, 7, "IPhysics_RemoveBody",
            "a removed body keeps its old vector index (not -1), and BodyList_Remove does not check membership",
            true, "sets the removed body's index to -1",
            "body-list"),

    /** Unit 7: AddShape does not check the chain. */
    ADD_SHAPE_UNCHECKED(QuirkKind.UNCHECKED, 7, "PhysicsBody_AddShape",
            "a shape is appended without checking whether it is already in the body's chain",
            true, "refuses a shape already in the chain",
            "body-list"),

    /** Unit 7: ConstructForOwner leaves the scale and a null owner's type mask unwritten. */
    CONSTRUCT_FOR_OWNER_STALE(QuirkKind.BUG, 7, "PhysicsBody_ConstructForOwner",
            "ConstructForOwner writes neither the scale +0x60 nor, for a null owner, the type mask: the body keeps"
                    + " stale memory",
            true, "scale (1, 1, 1, 1) and type mask 0",
            "body-list"),

    /** Unit 7: the update sweep's box looks ahead of the new pose, not along the path. */
    UPDATE_SWEEP_AHEAD(QuirkKind.BUG, 7, "PhysicsBody_Update",
            "the update sweep's box is the new bound grown forward by the shape's move, so a body passed through in"
                    + " the update can be missed",
            true, "the box covers the path from the previous pose",
            "body-list", "body-sweep"),

    /** Unit 7: Moved bounds the first shape only. */
    MOVED_FIRST_SHAPE_ONLY(QuirkKind.BUG, 7, "PhysicsBody_Moved",
            "Moved resets and bounds only the first shape and leaves the dirty flag, so the body's bound omits its"
                    + " other shapes",
            true, "bounds every shape of the chain",
            "body-list"),

    /** Unit 7: without option 0x2000 the querying body is its own candidate. */
    COLLIDE_SELF_CANDIDATE(QuirkKind.DESIGN, 7, "IPhysics_QueryBoxFiltered",
            "without option 0x2000 the querying body is itself a candidate, dropped only by its group or its owner's"
                    + " answer",
            false, "kept",
            "box-query"),

    // ---- Unit 8: ignore lists and shape pools (no slot: body-list for state, contact-lists for capacities) ----

    /** Unit 8: the 60 ignore slots. */
    IGNORE_SLOTS_60(QuirkKind.LIMIT, 8, "IPhysics_FindFreeIgnoreSlot",
            "60 ignore slots serve the whole world; with all in use Ignore silently does nothing",
            true, "growable ignore lists",
            "contact-lists", "body-list"),

    /** Unit 8: Ignore has no duplicate check. */
    IGNORE_DUPLICATES(QuirkKind.UNCHECKED, 8, "PhysicsBody_Ignore",
            "Ignore has no duplicate check: ignoring the same owner twice takes two slots",
            true, "an owner already ignored takes no new slot",
            "body-list"),

    /** Unit 8: StopIgnoring frees a slot that is not in the body's chain. */
    STOP_IGNORING_FOREIGN_SLOT(QuirkKind.BUG, 8, "PhysicsBody_StopIgnoring",
            "StopIgnoring zeroes a slot even when it is not in the body's chain, leaving its real chain pointing at a"
                    + " freed slot",
            true, "frees only a slot found in the body's own chain",
            "body-list"),

    /** Unit 8: ForgetIgnoredOwner of an ownerless body matches every free slot. */
    FORGET_OWNERLESS(QuirkKind.UNCHECKED, 8, "IPhysics_ForgetIgnoredOwner",
            "ForgetIgnoredOwner does not check for an ownerless body, which matches every free slot and calls its"
                    + " null body",
            true, "does nothing for an ownerless body",
            "body-list"),

    /** Unit 8: the 416 object spheres. */
    OBJECT_SPHERES_416(QuirkKind.LIMIT, 8, "IPhysics_AllocObjectSphere",
            "416 pooled object spheres; the 417th allocation returns null",
            true, "growable pool",
            "contact-lists", "body-list"),

    /** Unit 8: the 416 object boxes. */
    OBJECT_BOXES_416(QuirkKind.LIMIT, 8, "IPhysics_AllocObjectBox",
            "416 pooled object boxes; the 417th allocation returns null",
            true, "growable pool",
            "contact-lists", "body-list"),

    /** Unit 8: the 36 car boxes. */
    CAR_BOXES_36(QuirkKind.LIMIT, 8, "IPhysics_AllocCarBox",
            "36 pooled car boxes; the 37th allocation returns null",
            true, "growable pool",
            "contact-lists", "body-list"),

    /** Unit 8: the 30 push spheres. */
    PUSH_SPHERES_30(QuirkKind.LIMIT, 8, "IPhysics_AllocBigSphere",
            "30 pooled 2.0 m push spheres; the 31st allocation returns null",
            true, "growable pool",
            "contact-lists", "body-list"),

    /** Unit 8: the 60 weapon strike spheres. */
    STRIKE_SPHERES_60(QuirkKind.LIMIT, 8, "IPhysics_FindFreeStrikeSphere",
            "60 weapon strike spheres, free while disabled: the same one is returned until enabled, null when all 60"
                    + " are on",
            true, "growable pool",
            "contact-lists", "body-list"),

    /** Unit 8: a freed pool shape stays enabled. */
    FREED_SHAPE_STAYS_ENABLED(QuirkKind.BUG, 8, "IPhysics_FreeShape",
            "FreeShape clears only 0x8: a freed pool shape keeps 0x1 and 0x2 and still counts as enabled through a"
                    + " stale pointer",
            true, "also clears the enabled bit",
            "body-list"),

    /** Unit 8: the allocators leave the previous user's fields. */
    POOL_SHAPE_STALE_FIELDS(QuirkKind.UNCHECKED, 8, "IPhysics_AllocObjectSphere",
            "the shape allocators write only the flags (and the big sphere's radius): bone, offset and size keep the"
                    + " last user's values",
            true, "resets an allocated shape to its constructed state",
            "body-list"),

    // ---- Unit 9: creating and freeing bodies (no slot: body-list for pools and state) ----

    /** Unit 9: the 60 human body sets. */
    HUMAN_BODIES_60(QuirkKind.LIMIT, 9, "IPhysics_CreateHumanBody",
            "60 human body sets (capsule and ten bone shapes); the 61st create returns null",
            true, "growable pool",
            "body-list", "contact-lists"),

    /** Unit 9: the single punch-bag set, taken with no free test. */
    PUNCH_BAG_SINGLE(QuirkKind.UNCHECKED, 9, "IPhysics_CreatePunchBagBody",
            "the one punch-bag set is taken with no free test: a second create re-takes and re-adds the set in use",
            true, "returns null while the set is in use",
            "body-list"),

    /** Unit 9: the 416 world-object bodies. */
    OBJECT_BODIES_416(QuirkKind.LIMIT, 9, "IPhysics_CreateObjectBody",
            "416 world-object bodies; the 417th create returns null",
            true, "growable pool",
            "body-list", "contact-lists"),

    /** Unit 9: the 18 car bodies. */
    CAR_BODIES_18(QuirkKind.LIMIT, 9, "IPhysics_CreateCarBody",
            "18 car bodies; the 19th create returns null",
            true, "growable pool",
            "body-list", "contact-lists"),

    /** Unit 9: the 255 glass-pane bodies. */
    PANE_BODIES_255(QuirkKind.LIMIT, 9, "Physics_CreateBoxBody",
            "255 glass-pane bodies with their boxes; the 256th create returns null",
            true, "growable pool",
            "body-list", "contact-lists"),

    /** Unit 9: the create functions leave stale fields. */
    CREATE_STALE_FIELDS(QuirkKind.BUG, 9, "IPhysics_CreateHumanBody",
            "creates clear neither the push-out, the ignore list, the human's +0x84/+0xd4 nor the AABB: a slot keeps"
                    + " what its last free left",
            true, "resets every field a create does not set",
            "body-list"),

    /** Unit 9: freeing a pane skips StopIgnoring. */
    PANE_FREE_KEEPS_IGNORES(QuirkKind.BUG, 9, "IPhysics_FreeBoxBody",
            "FreeBoxBody skips StopIgnoring: a freed pane keeps its ignore slots, and the next pane in that slot"
                    + " inherits them",
            true, "frees the pane's ignore slots",
            "body-list"),

    // ---- Unit 10: the human body set (strikes, broad bound, push); no slot: body-list, box-query, body-sweep ----

    /** Unit 10: bones 0 and 32 share strike bit 30. */
    STRIKE_BIT_ALIAS(QuirkKind.BUG, 10, "PhysBody_SetShapeEnabled",
            "the strike bit is 1 << ((id - 2) & 31), so bones 0 and 32 share bit 30: bone 0's event blocks or clears"
                    + " shin 32",
            true, "a distinct bit per bone",
            "body-list"),

    /** Unit 10: every strike switch empties the struck list. */
    STRIKE_SWITCH_CLEARS_STRUCK(QuirkKind.DESIGN, 10, "PhysBody_SetShapeEnabled",
            "every strike on/off event, even one that changes nothing, empties the struck (ignore) list",
            false, "kept",
            "body-list"),

    /** Unit 10: the human Moved keeps previous positions and sets an unscaled bound. */
    HUMAN_MOVED_KEEPS_PREV(QuirkKind.DESIGN, 10, "PhysicsHumanBody_Moved",
            "Moved puts switched-on spheres at the origin without resetting prev, and sets an unscaled 2.0 x 0.8"
                    + " broad bound",
            false, "kept",
            "body-list"),

    /** Unit 10: the weapon bound uses the first weapon sphere only. */
    WEAPON_BOUND_FIRST_SPHERE(QuirkKind.BUG, 10, "PhysicsHumanBody_Update",
            "with weapon spheres the broad bound's radius covers the first sphere of the chain only and drops the"
                    + " attack reach",
            true, "covers every weapon sphere",
            "box-query"),

    /** Unit 10: the attack reach lookup does not range-check the clip id. */
    REACH_ID_UNCHECKED(QuirkKind.UNCHECKED, 10, "PhysicsHumanBody_Update",
            "the broad bound's reach is looked up by the record's clip id with no range check",
            true, "reach 0 for an id out of range",
            "box-query"),

    /** Unit 10: two humans at one point get a zero push through rsqrt(0). */
    PUSH_COINCIDENT_HUMANS(QuirkKind.UNCHECKED, 10, "PhysicsHumanBody_PushAwayHumans",
            "humans at the same point: unit(d) of a zero d relies on the PS2's rsqrt(0), giving no push (NaN in IEEE)",
            true, "guards the zero distance: no push",
            "body-sweep"),

    /** Unit 10: the push is along the 3-D line between the humans. */
    PUSH_IN_3D(QuirkKind.DESIGN, 10, "PhysicsHumanBody_PushAwayHumans",
            "the push sphere pushes along the 3-D line between the two origins, z included",
            false, "kept",
            "body-sweep"),

    /** Unit 10: ApplyHumanScale walks the bone chain with no null test. */
    APPLY_SCALE_CHAIN_UNCHECKED(QuirkKind.UNCHECKED, 10, "PhysicsBody_ApplyHumanScale",
            "the scale step assumes the constructor's ten bone shapes in order and walks the chain with no null test",
            true, "scales by shape type and stops at the chain's end",
            "body-list"),

    /** Unit 10: a body with only CHARGETARGET is never gathered by the strike test. */
    CHARGETARGET_NOT_GATHERED(QuirkKind.DESIGN, 10, "Human_TestStrikes",
            "the strike gather's flag mask is 0x18, so a body with only CHARGETARGET (0x20) is never gathered",
            false, "kept",
            "box-query"),

    // ---- Unit 11: shapes moved against bodies (pair sweeps, the body pass, CollideShape) ----

    /** Unit 11: sphere-sphere and capsule-capsule normals come from the start of the move. */
    NORMALS_AT_START(QuirkKind.DESIGN, 11, "PhysicsSweep_SphereSphere",
            "sphere-sphere and capsule-capsule take the normal from the centres at the start of the move, not at the"
                    + " contact",
            false, "kept",
            "sweep.sphere.sphere", "sweep.capsule.capsule"),

    /** Unit 11: the capsule-capsule vertical test swaps the heights. */
    CAPSULE_HEIGHTS_SWAPPED(QuirkKind.BUG, 11, "PhysicsSweep_CapsuleCapsule",
            "the vertical test pairs the other's base with the mover's height and the mover's base with the other's"
                    + " height",
            true, "each range with its own height",
            "sweep.capsule.capsule"),

    /** Unit 11: the circle times and vertical times are never intersected. */
    CAPSULE_TIMES_NOT_INTERSECTED(QuirkKind.BUG, 11, "PhysicsSweep_CapsuleCapsule",
            "the circle times [t0, t1] and the vertical times [lo, hi] are never intersected: a hit at max(t0, lo)"
                    + " after the circles parted",
            true, "requires the two time intervals to overlap",
            "sweep.capsule.capsule"),

    /** Unit 11: the capsule-capsule start case for a capsule coming down onto another. */
    CAPSULE_START_CASE(QuirkKind.DESIGN, 11, "PhysicsSweep_CapsuleCapsule",
            "descending onto a capsule already within reach: normal (0, 0, 1), flags 2, a sideways slide of half the"
                    + " overlap plus 0.05",
            false, "kept",
            "sweep.capsule.capsule"),

    /** Unit 11: the sphere-capsule kernel's falling parallel case negates the entry root. */
    SPHERE_CAPSULE_FALLING_ROOT(QuirkKind.BUG, 11, "Sweep_SphereCapsule",
            "moving down the axis, the second root is the entry time negated, so a straight drop onto a capsule is"
                    + " met at its exit or not at all",
            true, "the true entry (P.z - L - sqrt(q)) x inv",
            "sweep.sphere.capsule", "sweep.capsule.sphere"),

    /** Unit 11: the sphere-capsule normal points into the capsule. */
    SPHERE_CAPSULE_INWARD_NORMAL(QuirkKind.BUG, 11, "PhysicsSweep_SphereCapsule",
            "the sphere-capsule normal points from the mover into the other shape, the opposite of every other pair,"
                    + " so the mover gets stuck",
            true, "the normal points out of the other shape, towards the mover",
            "sweep.sphere.capsule", "sweep.capsule.sphere"),

    /** Unit 11: the sphere-capsule roots are stored out of time order. */
    SPHERE_CAPSULE_ROOT_ORDER(QuirkKind.BUG, 11, "Sweep_SphereCapsule",
            "roots are stored side first, then caps, not in time order, and the first stored one in [0, 1] is taken:"
                    + " an exit can beat the entry",
            true, "takes the smallest root in [0, 1]",
            "sweep.sphere.capsule", "sweep.capsule.sphere"),

    /** Unit 11: the sphere-capsule kernel has no inside test. */
    SPHERE_CAPSULE_INSIDE_EXIT(QuirkKind.BUG, 11, "Sweep_SphereCapsule",
            "no inside test: a sphere starting inside the capsule is met at its exit, or not at all when the exit is"
                    + " past the move",
            true, "a start inside hits at fraction 0",
            "sweep.sphere.capsule", "sweep.capsule.sphere"),

    /** Unit 11: a short capsule's axis points down or has zero length. */
    SPHERE_CAPSULE_SHORT_AXIS(QuirkKind.BUG, 11, "PhysicsSweep_SphereCapsule",
            "a capsule with h < 2r gets a downward axis, and h = 2r a zero-length axis that is divided by, both"
                    + " unguarded",
            true, "guards the degenerate axis (no reversed axis, no division by zero)",
            "sweep.sphere.capsule", "sweep.capsule.sphere"),

    /** Unit 11: spheres touching at the start hit at 0 whatever the move. */
    SPHERE_SPHERE_TOUCHING_HITS(QuirkKind.BUG, 11, "PhysicsSweep_SphereSphere",
            "spheres touching at the start hit at fraction 0 for any move, also one moving away and a zero move",
            true, "a start contact only when the move closes in",
            "sweep.sphere.sphere"),

    /** Unit 11: unit() of a zero vector relies on rsqrt(0). */
    ZERO_LENGTH_UNIT(QuirkKind.UNCHECKED, 11, "PhysicsSweep_SphereSphere",
            "unit() of a zero vector (coincident centres, a zero move) relies on rsqrt(0): zero on the EE, NaN in"
                    + " IEEE",
            true, "writes (0, 0, 0) explicitly",
            "sweep.sphere.sphere", "sweep.capsule.capsule", "sweep.sphere.capsule", "sweep.capsule.sphere",
            "sweep.sphere.segment", "sweep.segment.sphere"),

    /** Unit 11: the circle kernel divides 0 by 0 for a zero move with flag 0. */
    CIRCLE_ZERO_MOVE_DIV(QuirkKind.UNCHECKED, 11, "Sweep_CircleCircle2D",
            "with flag 0 and a zero horizontal move the circle kernel divides 0 by 0 (-FLT_MAX on the EE), which the"
                    + " caller rejects",
            true, "no hit for a zero move",
            "sweep.capsule.capsule"),

    /** Unit 11: sphere-segment reports the closest approach, not the first touch. */
    SPHERE_SEGMENT_CLOSEST_APPROACH(QuirkKind.DESIGN, 11, "PhysicsSweep_SphereSegment",
            "sphere-segment is not a first-touch sweep: it reports the closest approach's path parameter and"
                    + " distance, normal -unit(move)",
            false, "kept",
            "sweep.sphere.segment", "sweep.segment.sphere"),

    /** Unit 11: segment sweeps are the static overlaps. */
    SEGMENT_SWEEP_IS_OVERLAP(QuirkKind.DESIGN, 11, "PhysicsSweep_SegmentSegment",
            "segment-segment, capsule-segment and segment-capsule sweeps ignore the move and answer the static"
                    + " overlap at the start",
            false, "kept",
            "sweep.segment.segment", "sweep.capsule.segment", "sweep.segment.capsule"),

    /** Unit 11: the overlap-as-sweep entries leave the fraction and flags unwritten. */
    SWEEP_LEFTOVER_FRACTION(QuirkKind.BUG, 11, "PhysicsSweep_SegmentSegment",
            "the overlap-as-sweep entries write nothing on a hit: fraction +0x80 and flags +0xb0 are whatever the"
                    + " slot held",
            true, "writes fraction 0 and flags 0",
            "sweep.segment.segment", "sweep.capsule.segment", "sweep.segment.capsule"),

    /** Unit 11: a pair sweep's contact slot is not cleared first. */
    CONTACT_SLOT_NOT_CLEARED(QuirkKind.UNCHECKED, 11, "PhysicsSweep_CapsuleCapsule",
            "a pair sweep's hit writes only its listed fields; the slot is not cleared, so the rest keep the stack"
                    + " array's old data",
            true, "clears each contact slot before a kernel writes it",
            "sweep.sphere.sphere", "sweep.capsule.capsule", "sweep.sphere.capsule", "sweep.capsule.sphere",
            "sweep.sphere.segment", "sweep.segment.sphere"),

    /** Unit 11: the mirrored pairs keep the sphere's point. */
    MIRROR_POINT_OTHER_SHAPE(QuirkKind.DESIGN, 11, "PhysicsSweep_CapsuleSphere",
            "the mirrored pairs swap only the halves: the point +0x90 is the sphere's centre moved by -f x move, not"
                    + " the mover's position",
            false, "kept",
            "sweep.capsule.sphere", "sweep.segment.sphere"),

    /** Unit 11: the capsule is three different shapes. */
    CAPSULE_THREE_SHAPES(QuirkKind.DESIGN, 11, "PhysicsSweep_CapsuleCapsule",
            "the capsule is a cylinder against capsules, a capsule inside [B.z, B.z + h] against spheres, and reaches"
                    + " r past both ends against segments",
            false, "kept",
            "sweep.capsule.capsule", "sweep.sphere.capsule", "sweep.capsule.sphere", "sweep.capsule.segment",
            "sweep.segment.capsule"),

    /** Unit 11: the body pass keeps the first shape that hits, not the nearest. */
    BODY_PASS_FIRST_SHAPE(QuirkKind.BUG, 11, "PhysicsBody_SweepHumanMask",
            "the body pass keeps one contact per candidate body: the first shape of its chain that hits, not the"
                    + " nearest",
            true, "keeps the nearest hit among the candidate's shapes",
            "body-sweep"),

    /** Unit 11: the body pass does not check the 50-contact array. */
    BODY_PASS_UNCHECKED_50(QuirkKind.UNCHECKED, 11, "PhysicsBody_SweepHumanMask",
            "the body pass writes contacts[count] without checking the 50-slot array",
            true, "grows the list",
            "contact-lists", "body-sweep"),

    /** Unit 11: CollideShape always applies the group and owner filters. */
    COLLIDE_ALWAYS_FILTERS(QuirkKind.DESIGN, 11, "IPhysics_CollideShape",
            "CollideShape always skips the same non-zero group and asks the owner's +0x110; options 0x80, 0x100,"
                    + " 0x200 do nothing",
            false, "kept",
            "box-query"),

    /** Unit 11: equal fractions resolve mesh first in a sweep, body first in CollideShape. */
    SAME_FRACTION_ORDER(QuirkKind.DESIGN, 11, "IPhysics_CollideShape",
            "at an equal fraction the walking sweep puts the mesh contact first, CollideShape the body contact",
            false, "kept",
            "body-sweep", "contact-resolution"),

    // ---- Reconstructed: parts the spec refers to but does not give (Units 1, 4, 5, 12, 13; unit 0 unnumbered) ----

    /** Unit 1 (not given): the sphere-triangle sweep kernel. */
    SPHERE_TRIANGLE_SWEEP(QuirkKind.RECONSTRUCTED, 1, "Sweep_SphereTriangle",
            "sphere-triangle sweep kernel rebuilt: the face path refuses t > 1, edge and corner steps can return"
                    + " t > 1, one variant gives the region code",
            false, "reconstructed (shared by both sets)",
            "mesh-sweep.capsule", "mesh-sweep.sphere"),

    /** Unnumbered (Geometry kernels, not given): the point-triangle distance and sphere penetration. */
    POINT_TRIANGLE_DISTANCE(QuirkKind.RECONSTRUCTED, 0, "SphereTriangle_Penetration",
            "point-triangle distance (edges and corners included) for the sphere overlap and the in-air push-out,"
                    + " rebuilt",
            false, "reconstructed (shared by both sets)",
            "mesh-overlap.sphere", "body-sweep"),

    /** Unit 4 (not given): the closest points between two segments. */
    SEGMENT_CLOSEST_POINTS(QuirkKind.RECONSTRUCTED, 4, "Segment_ClosestPoints",
            "closest points between segments rebuilt, with an absolute parallel threshold as the spec says Unit 4"
                    + " has",
            false, "reconstructed (shared by both sets)",
            "sweep.sphere.segment", "sweep.segment.sphere", "overlap.segment.segment", "overlap.capsule.segment",
            "overlap.segment.capsule", "overlap.sphere.segment", "overlap.segment.sphere"),

    /** Unit 4 (not given): the static overlap table. */
    STATIC_OVERLAPS(QuirkKind.RECONSTRUCTED, 4, "overlap table (IPhysics +0x18)",
            "static shape-pair overlaps rebuilt (capsule against segment reaching r past both ends), also used as the"
                    + " segment sweeps",
            false, "reconstructed (shared by both sets)",
            "overlap.box.box", "overlap.box.sphere", "overlap.box.capsule", "overlap.box.segment",
            "overlap.sphere.box", "overlap.sphere.sphere", "overlap.sphere.capsule", "overlap.sphere.segment",
            "overlap.capsule.box", "overlap.capsule.sphere", "overlap.capsule.capsule", "overlap.capsule.segment",
            "overlap.segment.box", "overlap.segment.sphere", "overlap.segment.capsule", "overlap.segment.segment",
            "sweep.segment.segment", "sweep.capsule.segment", "sweep.segment.capsule"),

    /** Unit 5 (not given): the strike sweeps against boxes. */
    STRIKE_SWEEPS(QuirkKind.RECONSTRUCTED, 5, "Human_TestStrikes",
            "per-shape strike sweeps against boxes (prev to cur, restore, contact fields) rebuilt",
            false, "reconstructed (shared by both sets)",
            "sweep.sphere.box", "sweep.segment.box", "sweep.box.box", "sweep.box.sphere", "sweep.box.segment"),

    /** Unit 12 (not given): the capsule-box sweep. */
    CAPSULE_BOX_SWEEP(QuirkKind.RECONSTRUCTED, 12, "capsule-box sweep (0x00345078)",
            "capsule-box sweep rebuilt: its four corner regions set contact flag 0x1 with a unit diagonal slide in"
                    + " +0xa0",
            false, "reconstructed (shared by both sets)",
            "sweep.capsule.box", "sweep.box.capsule"),

    /** Unit 13 (not given): the box-triangle mesh sweep. */
    BOX_TRIANGLE_SWEEP(QuirkKind.RECONSTRUCTED, 13, "box mesh sweep (0x003488e0)",
            "box-triangle mesh sweep rebuilt on Sweep_IntervalOverlap (its v == 0 reset matters); its flags word is"
                    + " always 0",
            false, "reconstructed (shared by both sets)",
            "mesh-sweep.box"),

    /** Unnumbered (collision.md, not given): the collision mesh file layout. */
    MESH_FILE_LAYOUT(QuirkKind.RECONSTRUCTED, 0, "collision mesh file (collision.md #header, #grid)",
            "mesh file layout rebuilt: 10-byte triangles with u16 flags at +6, u16 cell lists, world-to-grid matrix"
                    + " clamped to [0.5, n - 0.5]",
            false, "reconstructed (shared by both sets)",
            "mesh-sweep.box", "mesh-sweep.sphere", "mesh-sweep.capsule", "mesh-sweep.segment", "mesh-overlap.sphere"),

    /** Unnumbered (not given): the world ray cast. */
    RAY_CAST(QuirkKind.RECONSTRUCTED, 0, "WorldManager_RayCast",
            "the world ray cast (landing segment, strike line of sight) rebuilt: hit distance, normal, triangle and"
                    + " material among enabled triangles",
            false, "reconstructed (shared by both sets)",
            "body-sweep", "box-query"),

    // The 2D foothold movement (foothold2d-cmovepath.txt), unit 0

    /** Foothold movement: the airborne secondary force reads a clampVelY the airborne path never defines. */
    FH_AIR_CLAMPVELY_UNDEFINED(QuirkKind.RECONSTRUCTED, 0, "ApplyAirborneVelocity",
            "the airborne secondary force gravBase * mass / absVInput * clampVelY uses an undefined clampVelY and"
                    + " divides by a vertical input that is 0 by default",
            false, "kept: clampVelY read as the climb-up stat (the rope path's), a 0 divisor or 0 clampVelY gives"
                    + " force 0 (the client's NaN is ignored the same way)",
            "movement-2d"),

    /** Foothold movement: the crossing's numerator as written is |fhX1 - oldX| times the denominator. */
    FH_CROSS_NUMERATOR(QuirkKind.BUG, 0, "AirbornePhysicsUpdate",
            "absNumer = |cross3*fhDx + cross1*dx| reduces to |fhX1 - oldX| * absDenom, so the ordered and applied"
                    + " crossing fraction is not the move's",
            false, "kept: the fraction is -cross1 / (cross2 - cross1), compared exactly by 128-bit products",
            "movement-2d"),

    /** Foothold movement: the (int)(v - 0.4999...) rounding is inexact when done in double. */
    FH_ROUND_HALF_DOUBLE(QuirkKind.LIMIT, 0, "AirbornePhysicsUpdate",
            "the +-0.4999... rounding trick is inexact in double: -0.5 - 0.49999999999999994 rounds to -1, so a"
                    + " .5 tie rounds away from round half up",
            false, "kept: exact round half up (floor, then the fraction against 0.5), as the x87 computes it",
            "movement-2d"),

    /** Foothold movement: the intersection divides by dx of a vertical move or fhDx of a vertical wall. */
    FH_INTERSECT_DIV_DX(QuirkKind.UNCHECKED, 0, "AirbornePhysicsUpdate",
            "the intersection point divides by dx when the move is vertical and by fhDx when the foothold is a"
                    + " vertical wall, unchecked",
            false, "kept: the point is old + fraction * move, dividing only by cross2 - cross1 > 0",
            "movement-2d"),

    /** Foothold movement: DetachFromFoothold clamps x with lo > hi on a right-to-left foothold. */
    FH_DETACH_CLAMP_RTL(QuirkKind.BUG, 0, "DetachFromFoothold",
            "clamp(posX, x1, x2) has lo > hi on a right-to-left foothold (x1 > x2), so x is not kept within the"
                    + " foothold",
            false, "kept: clamps to min(x1, x2)..max(x1, x2)",
            "movement-2d"),

    /** Foothold movement: the grounded friction reads the walk factor twice, which would make fs inert. */
    FH_FS_INERT(QuirkKind.RECONSTRUCTED, 0, "GroundedVelocityUpdate",
            "the friction factor reads speedSub[+12] twice, which would ignore the foothold drag (the map's fs):"
                    + " ice would not slide",
            false, "kept: the second factor is the foothold drag (+24 = fs)",
            "movement-2d"),

    /** Foothold movement: grabbing a ladder or rope is not in the pseudocode. */
    FH_LADDER_GRAB(QuirkKind.RECONSTRUCTED, 0, "UpdatePhysics",
            "grabbing a ladder or rope is left out of the pseudocode: reach, snap and hold are rebuilt",
            false, "kept: up or down held within 10 px of the first ladder in file order; snap x, stop, hold",
            "movement-2d"),

    /** Foothold movement: DoJump divides the jump speed by the field's gravity stat, unchecked. */
    FH_JUMP_ZERO_GRAVITY(QuirkKind.UNCHECKED, 0, "DoJump",
            "the jump speed walkJump * -555 is divided by the field's gravity stat, which can be 0: an infinite"
                    + " jump",
            false, "kept: a 0 divisor keeps walkJump * -555",
            "movement-2d");

    private final QuirkKind kind;
    private final int unit;
    private final String function;
    private final String title;
    private final boolean fixedCorrects;
    private final String fix;
    private final List<String> slots;

    Quirk(QuirkKind kind, int unit, String function, String title, boolean fixedCorrects, String fix,
          String... slots) {
        this.kind = kind;
        this.unit = unit;
        this.function = function;
        this.title = title;
        this.fixedCorrects = fixedCorrects;
        this.fix = fix;
        this.slots = List.of(slots);
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

    /** True when the fixed kernels correct it (each correction switchable on its own). */
    public boolean fixedCorrects() {
        return fixedCorrects;
    }

    /**
     * One line saying what the fixed kernels do: the correction when {@link #fixedCorrects()} is true, else why it
     * is kept ("kept", "reconstructed (shared by both sets)").
     */
    public String fix() {
        return fix;
    }

    /** Ids of the slots whose kernels it touches ({@code engine.api.kernel.Slots}). */
    public List<String> slots() {
        return slots;
    }
}
