/* ascsync-gcc.h -- the one place where the ascsync plugin includes GCC's
   plugin headers, in an order that works with GCC 12.  Every .cc file of
   the plugin includes this first.  Written against GCC 12.2; nothing
   here is version-guarded yet.  */

#ifndef ASCSYNC_GCC_H
#define ASCSYNC_GCC_H

#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "ssa.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "diagnostic-core.h"
#include "cfganal.h"
#include "tree-cfg.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "stringpool.h"
#include "cgraph.h"
#include "dumpfile.h"
#include "value-query.h"
#include "gimple-range.h"
#include "gimplify.h"

#include "sync.h"

/* Plugin-wide settings, parsed from -fplugin-arg-ascsync-* (ascsync.cc).  */
enum ascsync_mode
{
  ASCSYNC_MODE_KEEP, ASCSYNC_MODE_STRIP, ASCSYNC_MODE_OFF,
  ASCSYNC_MODE_LINT          /* keep's analysis; warnings, no code */
};

struct ascsync_settings
{
  enum ascsync_mode mode;
  struct sync_options sync;
  int dump;                  /* write the per-function dump */
  int summary;               /* a summary note per function */
  int layout;                /* the layout bound of gimple_ops.cc */
  int gm_distinct;           /* distinct GM parameters (gimple_distinct.cc) */
  int comdat_calls;          /* an inline function's calls are the unit's
                                (gimple_argbuf.cc) */
  int no_split;              /* leave irreducible control flow to the
                                data-flow planner (gimple_reducible.cc) */
  int threading;             /* leave GCC's jump threading on in device
                                code (gimple_threading.cc) */
  int split_paths;           /* leave GCC's path splitting on in device
                                code (gimple_threading.cc) */
  int no_inline;             /* leave GCC's inliner to weigh device
                                functions declared inline
                                (gimple_inline.cc) */
  int emit_calls;            /* one call per sync instruction, not runs */
  int row_guards;            /* compare GM rows at run time
                                (sync_rowguard.c): 1 yes, 2 plan with
                                them but emit no guard (debugging: the
                                checker must then find the race), 0 no */
};

extern struct ascsync_settings ascsync_settings;

/* The classes of the plugin's warnings (diagnostics.cc): an access
   whose bytes are not known taken to touch its whole memory space
   (imprecise); one taken to touch the whole buffer its pointer derives
   from (provenance); what an inline function or template instance is
   given taken from the unit's calls of it (comdat-calls); a call fenced
   because it may issue pipe work the plugin cannot see (opaque-call);
   an ascsync_pipe_free mark ignored
   (pipe-free); a function planned without loop structure (control-flow);
   a pipe pair left without an event id (fallback); -flto needing the
   plugin at the link (lto); and the checks of hand-written sync
   (gimple_lint.cc): a dependence it leaves unordered (missing-sync) and
   sync that orders nothing else does not (redundant-sync), both in mode
   lint only; a flag waited unset, set twice or left set (unbalanced-flag);
   an event id beyond the target's (bad-event-id); pipe_barrier (PIPE_S)
   (barrier-s).  */
enum ascsync_warn_class
{
  ASCSYNC_WARN_IMPRECISE, ASCSYNC_WARN_PROVENANCE, ASCSYNC_WARN_OPAQUE_CALL,
  ASCSYNC_WARN_PIPE_FREE, ASCSYNC_WARN_CONTROL_FLOW, ASCSYNC_WARN_FALLBACK,
  ASCSYNC_WARN_LTO, ASCSYNC_WARN_MISSING_SYNC, ASCSYNC_WARN_REDUNDANT_SYNC,
  ASCSYNC_WARN_UNBALANCED_FLAG, ASCSYNC_WARN_BAD_EVENT_ID,
  ASCSYNC_WARN_BARRIER_S, ASCSYNC_WARN_COMDAT_CALLS, ASCSYNC_NWARN
};

/* Parse VALUE, the value of -fplugin-arg-ascsync-warn: comma-separated
   items all, none, CLASS, no-CLASS, error:CLASS, applied in order, each
   class named at most once.  Reports a bad value (an unknown class with
   the nearest class name) and returns false.  (diagnostics.cc)  */
bool ascsync_parse_warn (const char *value);

/* Emit the warning GMSGID (a GCC diagnostic format) of class CLS at
   LOC, tagged with the option controlling it; nothing when the class
   is off, an error when it was made one.  Returns whether a diagnostic
   was emitted.  (diagnostics.cc)  */
bool ascsync_warning (enum ascsync_warn_class cls, location_t loc,
                      const char *gmsgid, ...) ATTRIBUTE_GCC_DIAG (3, 4);

/* Whether warnings of class CLS are on (as warnings or errors).  */
bool ascsync_warning_enabled (enum ascsync_warn_class cls);

/* Emit warning GMSGID of class CLS as ascsync_warning does, at
   RICHLOC, which may carry fix-it hints.  */
bool ascsync_warning_rich (enum ascsync_warn_class cls,
                           rich_location *richloc, const char *gmsgid, ...)
  ATTRIBUTE_GCC_DIAG (3, 4);

/* Build the abstract CFG of the current function FUN into *FN, with
   STMTS[i] the statement of operation i and BBS[b] the basic block of
   abstract block b.  Returns the number of operations (0: nothing to
   do; *FN is then empty).  Existing sync calls are removed first when
   STRIP (mode strip).  (gimple_ops.cc)  */
int ascsync_build_func (function *fun, struct sync_func *fn,
                        vec<gimple *> *stmts, vec<basic_block> *bbs,
                        bool strip);

/* Whether pointer or integer ADDR surely points into a local variable
   of the current function (the host stack), and whether memory
   reference base BASE (a MEM_REF or TARGET_MEM_REF) does: its address,
   decomposed into atoms with integer coefficients, is one local
   variable's address plus integers.  False in doubt.  Needs the
   evaluator's scalar evolution for induction variables.
   (gimple_object.cc)  */
bool ascsync_stack_address (tree addr);
bool ascsync_stack_reference (tree base);

/* Whether integer T is computed without any address: from constants,
   integer parameters, integer results of calls other than get_imm,
   loads of integers narrower than a pointer or from a local variable
   holding only such integers, and integer arithmetic.  False in doubt.
   (gimple_object.cc)  */
bool ascsync_address_free (tree t);

/* The one pointer local pointer ADDR (or the address memory reference
   base ADDR, a MEM_REF or TARGET_MEM_REF, refers to) is derived from by
   integer arithmetic, its provenance: the SSA name left with
   coefficient 1 when its decomposition's other terms are integers that
   hold no address; NULL_TREE when there is no such one.  The nearest
   such pointer that rotates over slots ("in + (t & 1) * SLOT", the
   evaluator's slot rotation) is preferred to the buffer it is made
   from.  *OFF gets the constants visible in that arithmetic.  Needs
   the evaluator.  (gimple_object.cc)  */
tree ascsync_local_provenance (tree addr, int64_t *off);

/* The one pointer ADDR (an address, or a memory reference base) is
   derived from by integer arithmetic, through pointers that rotate over
   slots too (see ascsync_local_provenance), or NULL_TREE; *OFF as
   there.  (gimple_object.cc)  */
tree ascsync_imm_base (tree addr, int64_t *off);

/* Add to CALLS the get_imm calls local pointer PTR may be derived
   from: those its address arithmetic, PHIs, conditional values and
   loads from local variables (the values stored into them) lead to,
   except through the SSA names and variables in SEEN, which the walk
   adds to (one SEEN over several pointers gives the calls of them
   all).  (gimple_object.cc)  */
void ascsync_imm_origins (tree ptr, vec<gimple *> *calls,
                          hash_set<tree> *seen);

/* Compute the vector mask before every intrinsic call of FUN (the
   evaluator must be initialised for FUN), ascsync_mask_before's data;
   ascsync_mask_release frees it.  (gimple_mask.cc)  */
void ascsync_mask_init (function *fun);
void ascsync_mask_release (void);

/* Whether the vector mask before intrinsic call CALL is one known
   constant, into LANES ([0] mask0, the low 64 lanes; [1] mask1).  False
   when it may be anything (every lane, then).  (gimple_mask.cc)  */
bool ascsync_mask_before (gimple *call, uint64_t lanes[2]);

/* Give access S of intrinsic call CALL, made through pointer argument
   ARG and covering [ARG + START, ARG + EXTENT), its iteration form in
   the innermost loop of CALL when scalar evolution finds one (IBASE > 0
   and ILOOP the GCC loop number), else set IBASE to 0.  Returns
   whether the pointer itself is at ILO - START + ISTEP * T from the
   base in iteration T (false: the form's bytes include a range of
   pointer values, so the pointer's congruences do not follow from it).
   Symbolic bases are numbered per function: call ascsync_iter_reset
   between functions.  (gimple_iter.cc)  */
bool ascsync_iter_form (gcall *call, tree arg, uint64_t start,
                        uint64_t extent, struct sync_access *s);
void ascsync_iter_reset (void);

/* Give access S of a call CALL of a summarised function its iteration
   form in the innermost loop of CALL when it covers [BASE + START +
   SCALE * Q, BASE + EXTENT + SCALE * Q), BASE a pointer invariant in
   that loop (an SSA name; or a pointer read from memory the caller
   knows the loop does not write) and Q an integer argument that moves
   by a constant step from a constant (gimple_iter.cc).  */
void ascsync_iter_form_scaled (gcall *call, tree base, tree q,
                               HOST_WIDE_INT scale, uint64_t start,
                               uint64_t extent, struct sync_access *s);

/* Whether pointer argument ARG of intrinsic call CALL moves in the
   innermost loop of CALL by a step that is not constant: V * *MUL
   bytes per iteration, V an integer SSA value invariant in the loop
   (returned in *V, conversions stripped) and *MUL > 0 a constant;
   *LOOP is the GCC loop number.  (gimple_iter.cc)  */
bool ascsync_symbolic_step (gcall *call, tree arg, tree *v,
                            HOST_WIDE_INT *mul, int *loop);

/* Whether pointer argument ARG of intrinsic call CALL is *COEF * C
   plus a value fixed through one run of CALL's innermost loop (modulo
   2^64, *COEF != 0), for a counter C of that loop (a PHI of its header,
   a signed integer of at most 32 bits with |*COEF| <= 2^30, or a
   pointer not scaled) that never decreases from one
   iteration to the next and grows by at least *STEP > 0 on every path
   from CALL to the next iteration: a counter stepped on some paths only
   ("out + c * ROW", c++ after the access under a condition), which
   scalar evolution does not describe.  Then two executions of CALL in
   one run of the loop have ARG at least |*COEF| * *STEP bytes apart.
   *LOOPNUM is the GCC loop number.  (gimple_counter.cc)  */
bool ascsync_counter_index (gcall *call, tree arg, HOST_WIDE_INT *coef,
                            int64_t *step, int *loopnum);

/* The value X header PHI CTR of LOOP (which has one latch) takes as
   CTR + X on the latch edge, the sum's statement into *PLUS; or
   NULL_TREE when the latch value is no such sum.  (gimple_counter.cc)  */
tree ascsync_latch_addend (class loop *loop, tree ctr, gassign **plus);

/* A counter stepped by a value: V, in [VLO, VHI], in GCC loop
   LOOPNUM.  */
struct ascsync_stream
{
  tree v;
  int64_t vlo, vhi;
  int loopnum;
};

/* Whether pointer argument ARG of intrinsic call CALL is *COEF * C
   plus a value fixed through one run of CALL's innermost loop (modulo
   2^64, *COEF > 0), for an integer counter C of that loop (a PHI of its
   header, of a type without wrap-around, at most 32 bits, *COEF <=
   2^30) whose only value from inside the loop is C + V, V an SSA value
   GCC's ranges put in [ST->VLO, ST->VHI] with ST->VLO >= 0 ("pos +=
   n", n = MIN (end - pos, TILE)): then from one iteration to any later
   one of a run ARG moves up by at least *COEF times the earlier
   iteration's V.  (gimple_counter.cc)  */
bool ascsync_stream_index (gcall *call, tree arg, HOST_WIDE_INT *coef,
                           struct ascsync_stream *st);

/* Whether the step of pointer argument ARG of CALL in its innermost
   loop (as ascsync_symbolic_step finds it, V * MUL) is V * MUL bytes
   exactly, modulo 2^64 as pointer arithmetic: no conversion on the way
   drops bits of V and every product is taken in a type of 64 bits or
   more, or one whose overflow GCC takes as undefined.  The loop's
   start value of ARG into *START when it is one local address the
   evaluator knows.  (gimple_iter.cc)  */
bool ascsync_step_exact (gcall *call, tree arg, uint64_t *start);

/* The local object (get_imm buffer) of SPACE around address X: from
   the largest get_imm address at or below X to the next one above it
   (the layout assumption).  (gimple_ops.cc)  */
void ascsync_local_object (int space, uint64_t x, uint64_t *start,
                           uint64_t *end);

/* The value of integer constant C as a signed number (an unsigned
   type's value sign-extended from its precision: a negative step of an
   unsigned induction variable, "x * 4294967288" for x * -8) into *OUT;
   false when it does not fit.  (gimple_iter.cc)  */
bool ascsync_signed_cst (tree c, HOST_WIDE_INT *out);

/* Whether integer expression T (GENERIC or an SSA name and its
   definitions) is C * V + D for one SSA name V (into *V, with its range
   [*VLO, *VHI] from ascsync_eval, below 2^16) and constants C and D,
   with no wrap-around in any of its steps over that range; C = 0 and
   *V null for a constant.  (gimple_iter.cc)  */
bool ascsync_affine (tree t, tree *v, HOST_WIDE_INT *c, HOST_WIDE_INT *d,
                     uint64_t *vlo, uint64_t *vhi);

/* Whether CHECK holds at each value of the N expressions EXPRS (GENERIC
   or SSA names; N <= 4), all functions of one SSA value V computed by
   integer assignments, at each value V may take at statement AT: its
   range there (GCC's ranger, at most 4096 values) less the values a
   condition AT runs only past rules out.  CHECK gets the expressions'
   values (folded as GCC folds) and DATA.  False when they are not such
   functions, one does not fold, no value reaches AT or CHECK fails at
   one.  (gimple_subst.cc)  */
bool ascsync_for_each_value (gimple *at, tree *exprs, int n,
                             bool (*check) (const HOST_WIDE_INT *vals,
                                            void *data),
                             void *data);

/* The number of iterations of the innermost loop of intrinsic call CALL
   (ARG: one of its pointer operands, an SSA name) in which CALL runs,
   as an expression (latch executions + 1, from GCC's niter analysis;
   the latch executions when the latch post-dominates CALL's block), or
   NULL; *LOOPNUM is the GCC loop number.  (gimple_iter.cc)  */
tree ascsync_trip_count (gcall *call, tree arg, int *loopnum);

/* The one edge entering LOOP's header from outside the loop, or NULL
   when there are none or several.  (gimple_iter.cc)  */
edge ascsync_loop_entry_edge (class loop *loop);

/* A - B in unsigned type UT, every SSA name in them expanded through its
   definitions into GCC's affine combination *D (common terms cancel).
   (gimple_iter.cc)  */
class aff_tree;
void ascsync_expanded_difference (tree a, tree b, tree ut, aff_tree *d);

/* Integer or pointer operand X of LOOP's body as its value at LOOP's
   entry (*X0, free of chrecs) plus a constant *STEP per iteration
   (scalar evolution, not instantiated past LOOP's entry); X itself and
   step 0 when X is a constant or an SSA name fixed in LOOP.  False
   when it is neither.  No claim about wrap-around.  (gimple_iter.cc)  */
bool ascsync_loop_evolution (class loop *loop, tree x, tree *x0,
                             HOST_WIDE_INT *step);

/* The value pointer argument ARG of intrinsic call CALL advances from:
   an SSA name B such that at CALL, ARG is B + *OFF plus some amount not
   less than 0, B and the constant *OFF >= 0 its first value in a run of
   the loops ARG moves in by a step of at least 0 per iteration (scalar
   evolution, innermost loop outwards); NULL when ARG moves in no loop
   so.  (gimple_iter.cc)  */
tree ascsync_advancing_root (gcall *call, tree arg, HOST_WIDE_INT *off);

/* The symbolic base tree of IBASE (see ascsync_iter_form), or NULL.
   (gimple_iter.cc)  */
tree ascsync_iter_base (int ibase);

/* The symbolic base (numbered as IBASE) that pointer or integer
   expression E adds a constant *OFF to: an SSA name, reached through
   the definitions that add a constant or convert without changing the
   value, or, when that name adds a variable offset to a pointer, its
   affine combination without the constant; *LOOPNUM is the GCC number
   of the loop its definition is in (-1: none, one value in the
   function).  0 when none.
   (gimple_iter.cc)  */
int ascsync_relative_base (tree e, HOST_WIDE_INT *off, int *loopnum);

/* An upper bound of the number of iterations of the innermost loop of
   intrinsic call CALL (ARG an SSA pointer operand of it) in which CALL
   runs into *N: the trip count at the worst end of its value's range,
   or GCC's bound on the latch executions + 1; the latch executions when
   the latch post-dominates CALL's block.  (gimple_iter.cc)  */
bool ascsync_max_trips (gcall *call, tree arg, uint64_t *n);

/* An upper bound *N of the executions of LOOP's header (its latch
   executions + 1) from GCC's count of its iterations as evaluated by
   ascsync_eval (which also sees values GCC's range query does not: a
   helper's return value at -O0), or GCC's own bound.  */
bool ascsync_loop_trips_bound (class loop *loop, uint64_t *n);

/* Give local access S of CALL through pointer ARG, whose one execution
   covers [HLO, HHI) bytes from the pointer, its loop congruence (struct
   sync_access, LPER; gimple_loopmod.cc) when the pointer is known
   modulo a power of two as moving by a step per iteration of a loop
   holding CALL; else none.  */
void ascsync_loop_congruence (gcall *call, tree arg, int64_t hlo,
                              int64_t hhi, struct sync_access *s);

/* B, or the value of the parameter of the current function that every
   call passes as the one B is the value of at entry
   (ascsync_param_same_as: a helper's source and destination of an
   in-place operation are one base).  (gimple_iter.cc)  */
tree ascsync_canonical_base (tree b);

/* Of access K of intrinsic call CALL (as for ascsync_across_iterations)
   through a pointer made from a pointer parameter of the function,
   whose iteration form is relative to the parameter: whether its
   instances in different iterations interleave without touching
   (S->ISELF), as for any local pointer.  (gimple_across.cc)  */
void ascsync_interleave_self (gcall *call, int opnum, enum asc_variant var,
                              const struct asc_form_info *form,
                              const uint64_t *args,
                              const struct asc_access *acc, int na, int k,
                              struct sync_access *s);

/* For access K (S) of intrinsic call CALL (table row OPNUM, variant
   VAR, form FORM, arguments ARGS at their largest values, declared
   types PTYPES, footprint ACC of NA accesses), after its iteration
   form: whether its instances in different iterations of a run of its
   loop are disjoint (S->ISELF, S->IWIN) and the bytes it covers over
   the loop.  (gimple_across.cc)  */
void ascsync_across_iterations (gcall *call, int opnum, enum asc_variant var,
                                const struct asc_form_info *form,
                                const uint64_t *args, tree *ptypes,
                                const struct asc_access *acc, int na, int k,
                                struct sync_access *s);

/* Forget the windows (struct sync_access.IWIN) keyed so far: a new
   function's are its own.  (gimple_across.cc)  */
void ascsync_across_reset (void);

/* For access K (S) of CALL (as above) through pointer operand OPD: its
   split form (struct sync_access, RSYM ...) when its pointer is a base
   plus a linear offset and its counts are linear in the same value.
   (gimple_split.cc)  */
void ascsync_split_form (gcall *call, int opnum, enum asc_variant var,
                         const struct asc_form_info *form,
                         const uint64_t *args, int na, int k, int opd,
                         struct sync_access *s);

/* The bytes of access S by its split form (ascsync_split_form): from
   its base's value *BASE (a local pointer, evaluated whole), S lies in
   [BASE + *LO, BASE + *HI) for every value of the form's Y, where a
   count and the offset share Y ("[nf, 8)" repeats: "yr + nf * 256",
   "8 - nf" of them, end at yr + 2048 whatever nf is).  False when S
   has no split form on an SSA base whose value is known.
   (gimple_split.cc)  */
struct val;
bool ascsync_split_bound (const struct sync_access *s, struct val *base,
                          int64_t *lo, int64_t *hi);

/* Access S's split form (ascsync_split_form) relative to pointer PTR
   as statement CTX uses it: when PTR is the form's base plus a constant
   or a multiple of the form's Y ("rb = ub + 2 * slot" with the form on
   ub, the slot "tile * 128" halves and Y tile), S lies in [PTR + *LO0 +
   *LO1 * Y, PTR + *HI0 + *HI1 * Y).  False when PTR is no such pointer.
   (gimple_split.cc)  */
bool ascsync_split_from_pointer (const struct sync_access *s, tree ptr,
                                 gimple *ctx, int64_t *lo0, int64_t *lo1,
                                 int64_t *hi0, int64_t *hi1);

/* The bytes an access touches, path by path through a merge (when
   ON): [LO, HI), and with PK >= 2 (every path's pointer rotating alike
   with period PK in GCC loop PL, phase PPHASE: struct val) residue R's
   [PLO[R], PHI[R]).  */
struct ascsync_path_bytes
{
  bool on;
  uint64_t lo, hi;
  int pk, pl, pphase;
  uint64_t plo[SYNC_MAXK], phi[SYNC_MAXK];
};

/* For intrinsic call CALL (table row OPNUM, variant VAR; V: its
   arguments' values from the third on, as intrinsic_footprint evaluated
   them; LANES: the vector mask's, or null): when at least two of its
   operands are PHIs of one merge block (or one conversion, sum,
   product or shift of one), per access K the union over the block's
   incoming edges of its footprint with each edge's PHI arguments, into
   OUT[K] (ASC_MAX_ACCESSES of them; ON clear where some edge's bytes are
   not known).  False, every ON clear, when there is no such merge or
   an edge's operands are not known.  (gimple_mergepath.cc)  */
bool ascsync_merge_path_bytes (gcall *call, int opnum, enum asc_variant var,
                               const struct val *v, const uint64_t *lanes,
                               struct ascsync_path_bytes *out);

/* Fill sync_block.spred, pkill, pcopy and plive of FN (blocks BBS,
   INDEX mapping GCC's block numbers to FN's) and sync_func.npreds: the
   conditions of the branches that another branch tests again, or that
   a PHI passes on to a tested one.  (gimple_branch_facts.cc)  */
void ascsync_branch_facts (function *fun, struct sync_func *fn,
                           const vec<basic_block> &bbs, const int *index);

/* For GM access K (S) of CALL (as above) through pointer operand OPD:
   its row form (struct sync_access, XROW ...) and the guards saying its
   row differs from others.  (gimple_rows.cc)  */
void ascsync_row_form (gcall *call, int opnum, enum asc_variant var,
                       const struct asc_form_info *form,
                       const uint64_t *args, int na, int k, int opd,
                       struct sync_access *s);

/* The bytes [*ST, *EN) from operand OPD's pointer of access K of a
   call of OP (variant VAR, NA accesses) with arguments ARGS (the
   intrinsic table's footprint); false when it has no such access.
   (gimple_across.cc)  */
bool ascsync_operand_extent (enum asc_op op, enum asc_variant var,
                             const uint64_t *args, int na, int k, int opd,
                             int64_t *st, int64_t *en);

/* Whether access K (of NA) of a call CALL of OP (variant VAR) through
   pointer operand OPD, with arguments ARGS, its count argument
   SYM computed at run time (-1: every count a constant), lies within [0, UNIT * S) from the pointer
   for every value S of SROOT may take (at least 1 where CALL runs):
   then *ST is its start.  (gimple_rowsize.cc)  */
bool ascsync_row_fits_run_size (gcall *call, enum asc_op op,
                                enum asc_variant var, const uint64_t *args,
                                int na, int k, int opd, int sym,
                                tree sroot, uint64_t unit, int64_t *st);

/* For access S of intrinsic call CALL through local pointer PTR: its
   run-time slot form (struct sync_access SNAME ... SEND) when PTR is a
   constant address (*S->SBASE, which the caller must check is a buffer
   start) plus one slot index rotating with a loop times a slot size
   known only at run time, plus offsets that do not move by that size;
   gives S the index's rotation when it has none.  False, S unchanged,
   otherwise, and always without the layout assumption (the form is
   its bound).  (gimple_runslot.cc)  */
bool ascsync_runtime_slot (gcall *call, tree ptr, struct sync_access *s);

/* For access S through local pointer PTR, an operand of CALL (or the
   argument a callee's access is placed from, or the address a scalar
   reference of statement CALL is made through): whether PTR is derived
   from the start of a buffer get_imm is given as a multiple of a value
   known only at run time, or as a start of the function's chain of
   starts in several such values (gimple_startchain.cc), per residue of
   a rotation when it is chosen by one, by offsets not negative and not
   moving by those values; then S gets its run-time slot form (struct
   sync_access SNAME; SBASE 0, SUNIT 1) and the rotation when it has
   none, and, when the operand's footprint covers [REL_LO, REL_HI) from
   PTR (REL_HI 0: not known), where in the buffer it lies (SRLO, SRHI).
   Never without the layout assumption.  (gimple_symstart.cc)  */
bool ascsync_symbolic_start (gimple *call, tree ptr, uint64_t rel_lo,
                             uint64_t rel_hi, struct sync_access *s);

/* For GM access S a callee makes at CALL through pointer argument PTR,
   its bytes from the pointer at most SLOPE * N + ICPT for N the value
   of COUNT (the argument for an integer parameter of the callee), or
   CMAX when less:
   when PTR moves by a run-time step in the loop around CALL and the
   bytes are at most the step for each value the step may take (its
   range, multiples of what a dominating test says; COUNT at each by
   the count assumption, ascsync_count_eval), the calls of different
   iterations touch disjoint bytes: S->ISELF.  (gimple_across.cc)  */
void ascsync_count_steps_self (gcall *call, tree ptr, tree count,
                               uint64_t slope, uint64_t icpt, uint64_t cmax,
                               struct sync_access *s);

/* Note for the summary that GM access K of operation OPI, made through
   a pointer parameter, touches at most SLOPE * N + ICPT bytes from the
   pointer, N the value of integer parameter CPARAM, at most CMAX
   (whatever its argument).  (gimple_summary.cc)  */
void ascsync_summary_note_gm_count (int opi, int k, int cparam,
                                    uint64_t slope, uint64_t icpt,
                                    uint64_t cmax);

/* The same for access S, placed at CALL from a pointer held in local
   variable OBJ of the current function, at bytes [BYTE[R], BYTE[R] +
   SIZE) of it in the iterations with residue R of the rotation of K
   residues of GCC loop LOOP (counted as PPHASE says; K 1: always at
   BYTE[0]): from the starts what every store there puts is derived
   from.  (gimple_symstart.cc)  */
bool ascsync_symbolic_places (gcall *call, tree obj, int k, int loop,
                              int pphase, const HOST_WIDE_INT *byte,
                              unsigned size, struct sync_access *s);

/* Where access K (of NA; operand OPD) of intrinsic call CALL (OPNUM,
   variant VAR, arguments ARGS) ends, from one affine form of what its
   pointer, whose value is P, and its count are computed from: below
   *END, and, when P rotates over slots (P->pk >= 2), below ENDS[R] in
   residue R; false when no such form bounds it.  (gimple_endform.cc)  */
bool ascsync_end_bound (gcall *call, int opnum, enum asc_variant var,
                        const uint64_t *args, int na, int k, int opd,
                        const struct val *p, uint64_t *ends, uint64_t *end);

/* Access K (of NA) of intrinsic OPNUM, variant VAR, with arguments ARGS
   except argument X set to VAL, into *OUT; false when the footprint
   then has not NA accesses.  (gimple_across.cc)  */
bool ascsync_access_with_arg (int opnum, enum asc_variant var,
                              const uint64_t *args, int x, uint64_t val,
                              int na, int k, struct asc_access *out);

/* Whether argument X of intrinsic OPNUM (variant VAR, arguments ARGS at
   their largest values, NA accesses) moves access K, of operand OPD:
   whether the access's start relative to the operand or its length
   changes, or the accesses are others, at one of the values X is tried
   at (a few small ones, powers of two less one, and ARGS[X] less one).
   (gimple_across.cc)  */
bool ascsync_arg_moves_access (int opnum, enum asc_variant var,
                               const uint64_t *args, int na, int k, int opd,
                               int x);

/* Whether some statement of LOOP may write the memory REF reads (loops
   with many writing statements: true).  (gimple_iter.cc)  */
bool ascsync_loop_writes_ref (class loop *loop, tree ref);

/* For access K of CALL (as above) through local pointer P, operand
   OPD, fixed in the call's loop or moving by a step fixed in it: when
   the loop runs at most 64 times and every argument that changes in it
   follows its counters, the union of the footprints of the loop's
   iterations lies in [V + *LO, V + *HI) for every value V of *BASE
   (the pointer's value, or its start's); else false.
   (gimple_across.cc)  */
bool ascsync_per_iteration_bounds (gcall *call, int opnum,
                                   enum asc_variant var,
                                   const struct asc_form_info *form,
                                   const uint64_t *args, int na, int k,
                                   int opd, const struct val *p,
                                   struct val *base, uint64_t *lo,
                                   uint64_t *hi);

/* Whether SSA name X is defined as a quotient "N / C" or "N >> K" (1,
   C = 2^K, K <= 31) or a remainder "N % C" or "N & (C - 1)" (2) of N by
   a constant C >= 2, storing N and C; 0 otherwise.  (gimple_divmod.cc)  */
int ascsync_divmod_of (tree x, tree *n, uint64_t *c);

/* Whether pointer argument ARG of intrinsic call CALL, in the innermost
   loop of CALL, is A * (T % C) + B * (T / C) plus a value fixed in a
   run of the loop, T the loop's counter (step 1, from a start >= 0),
   and an access of N bursts of L bytes, S bytes apart, at ARG touches
   disjoint bytes in any two iterations of one run; *LOOPNUM is the GCC
   loop number.  (gimple_divmod.cc)  */
bool ascsync_divmod_disjoint (gcall *call, tree arg, uint64_t n, uint64_t s,
                              uint64_t l, int *loopnum);

/* Whether integer operands A and V satisfy A <= C * V for every value
   they take, for a constant C > 0 (into *C): both are MIN_EXPRs of
   terms affine in one SSA name (or constants), and every term of V
   times C bounds some term of A ("mlen = MIN (200 - 64 * it, 64)" and
   "mcnt = MIN (13 - 4 * it, 4)" give C = 16).  (gimple_relate.cc)  */
bool ascsync_bounded_multiple (tree a, tree v, HOST_WIDE_INT *c);

/* The comparison outcome edge E of a test needs ("<", "<=", ">", ">=",
   "==" or "!="), its operands into *A and *B; ERROR_MARK when E's
   source ends in no such comparison.  (gimple_once.cc)  */
enum tree_code ascsync_edge_outcome (edge e, tree *a, tree *b);

/* Whether a conversion from integer or pointer type FROM to TO keeps
   every value: to a type at least as wide of the same signedness, or
   wider from an unsigned one (a pointer counts as unsigned).
   (gimple_fraction.cc)  */
bool ascsync_conversion_keeps_value_p (tree from, tree to);

/* Whether integer operand A is at most V * *NUM / *DEN for every value
   it takes, V an integer SSA name, both factors positive constants (at
   most 2^20): A computed from V by conversions of values that are not
   negative, divisions, right shifts, products and masks by constants,
   MIN_EXPRs and PHIs whose arguments are each bounded so or by the
   condition on their edge ("rows = n - t * tile; if (rows > tile) rows
   = tile;"), every value on the way not negative ("(uint16_t) (tile /
   16)" gives 1 / 16), down to V or to a value V is computed from by
   such products, divisions and shifts ("MIN (rows, tile) * 8" against
   "tile * 128" gives 1 / 16).  V_NONNEG: V is known not to be negative
   (else its type or GCC's range must say so).  COUNTED: A is a count,
   or the value a count is linear in, so the count assumption takes a
   signed value converted on its way not to be negative (with the
   layout assumption only).  AT: the statement that uses A (GCC's
   ranges there tell what is not negative; NULL: anywhere).
   (gimple_fraction.cc)  */
bool ascsync_count_fraction (tree a, tree v, gimple *at, bool v_nonneg,
                             bool counted, uint64_t *num, uint64_t *den);

/* Whether integer operands A and B are one value: the same SSA name
   through conversions that keep its value.  (gimple_fraction.cc)  */
bool ascsync_same_exact_value_p (tree a, tree b);

/* The values of integer operand X of intrinsic call CALL in iterations
   0 .. N - 1 of the innermost loop of CALL (N at most its trip count),
   into VALS: X is computed from that loop's counters (constant start
   and step) and constants by sums, products, MIN, MAX and conversions.
   (gimple_relate.cc)  */
bool ascsync_values_per_iteration (gcall *call, tree x, int n,
                                   HOST_WIDE_INT *vals);

/* Whether LOOP leaves by its exit EXIT in an iteration (counted from 0)
   below MAXIT, where the test ending EXIT's source is decided in each
   iteration from LOOP's counters (header PHIs with a constant start and
   step), values the evaluator knows exactly, and FACT (an SSA name, or
   null) in [FLO, FHI]: 1 when it is taken, first in iteration *IT, and
   decided against in every earlier one; 0 when decided against in
   every iteration below MAXIT; -1 when that is not known.
   (gimple_relate.cc)  */
int ascsync_exit_iteration (class loop *loop, edge exit, tree fact,
                            HOST_WIDE_INT flo, HOST_WIDE_INT fhi, int maxit,
                            int *it);

/* The value of integer operand X of LOOP's body where the header PHI
   (or any SSA name) CTR of LOOP holds V, into *OUT (wrapped to X's type): X is computed
   from CTR, values the evaluator knows exactly and constants by sums,
   products, MIN, MAX, divisions, remainders, shifts, bitwise and, or,
   xor, and conversions.  (gimple_relate.cc)  */
bool ascsync_value_at_counter (class loop *loop, tree ctr, HOST_WIDE_INT v,
                               tree x, HOST_WIDE_INT *out);

/* Whether access K (of NA) of intrinsic call CALL (operation OPNUM,
   variant VAR, form FORM, arguments ARGS as for asc_footprint), through
   pointer operand OPD, touches disjoint bytes in any two iterations of
   one run of CALL's innermost loop, found by computing the access at
   every value the loop's counter takes (a tile loop whose tiles differ
   in shape); *LOOPNUM is the GCC loop number.  (gimple_tiles.cc)  */
bool ascsync_tiles_disjoint (gcall *call, int opnum, enum asc_variant var,
                             const struct asc_form_info *form,
                             const uint64_t *args, int na, int k, int opd,
                             int *loopnum);

/* Whether the value of T is the same throughout one run of LOOP:
   defined outside LOOP, or computed in LOOP without memory from such
   values, or loaded in LOOP from a variable or array element at an
   invariant index that no statement of LOOP may write (a slot table
   read in an inner loop); DEPTH bounds the recursion (start at 0).
   (gimple_iter.cc)  */
bool ascsync_run_invariant (class loop *loop, tree t, int depth);

/* ARG without conversions between integer types (which keep the value
   of a small non-negative integer; the caller checks the range).
   (gimple_iter.cc)  */
tree ascsync_strip_int_conversions (tree arg);

/* Make the irreducible regions of FUN reducible by duplicating blocks
   (node splitting), within a size budget; loops are initialized with
   LOOP_FLAGS (which mark irreducible regions) and are kept so.  What
   was done goes to DUMP when it is not NULL.  Returns whether FUN is
   reducible now.  (gimple_reducible.cc)  */
bool ascsync_make_reducible (function *fun, unsigned loop_flags, FILE *dump);

/* Warn about the hand-written sync of the current function, FN, which
   PLAN plans under OPTS (STMTS: the statement of each operation): the
   flag check (unbalanced-flag, bad-event-id, barrier-s), and when LINT
   the sync PLAN adds (missing-sync) and the sync it could do without
   (redundant-sync).  (gimple_lint.cc)  */
void ascsync_lint_function (const struct sync_func *fn,
                            const struct sync_options *opts,
                            const struct sync_plan *plan,
                            const vec<gimple *> &stmts, bool lint);

/* The loop in whose first iteration only edge E can be taken (the
   test ending E's source on a counter of that loop fails there from
   iteration 1 on), or null.  Needs scalar evolution.
   (gimple_once.cc)  */
class loop *ascsync_first_iteration_edge (edge e);

/* Whether every path from block FROM in LOOP to its latch passes a
   block of X before (FROM itself counted only when in X).
   (gimple_once.cc)  */
bool ascsync_passes_before_latch (class loop *loop, basic_block from,
                                  bitmap x);

/* Whether DECL was device code (gimple_calls.cc) when first asked, right
   after GCC built SSA form, before any inlining (the passes of
   gimple_inline.cc and gimple_threading.cc).  (gimple_calls.cc)  */
bool ascsync_early_device_p (tree decl);

/* The loop that edge E, once taken in an iteration, makes exit at the
   end of that iteration or of one at most *MORE (0 to
   ASCSYNC_LAST_MORE_MAX) rounds later (a test on a counter of the loop
   whose outcome implies its exit test's by then, which every path on to
   the latch passes), or at its header's exit test right after
   (*AT_HEADER), or null.  Needs scalar evolution.  (gimple_once.cc)  */
#define ASCSYNC_LAST_MORE_MAX 8
class loop *ascsync_last_iteration_edge (edge e, bool *at_header, int *more);

/* A test of the iteration number T of LOOP (counted from 0 at each
   entry) whose outcome changes at most once in a run of LOOP: "STEP * T
   >= X + K" (X a value LOOP does not change, or null for 0; STEP
   nonzero).  Two tests with equal fields are one test of T.  */
struct ascsync_mono_test
{
  class loop *loop;
  widest_int step, k;
  tree x;
};

/* Whether taking edge E means a test of the iteration number of the
   innermost loop holding E's source (a comparison of an induction
   variable with constant base and step, of a signed type whose overflow
   is undefined, with a value the loop does not change) has outcome
   *VAL: the test into *T.  Needs scalar evolution.
   (gimple_once.cc)  */
bool ascsync_monotone_edge (edge e, struct ascsync_mono_test *t, bool *val);

/* At -O0, in FUN, replace every use of an SSA name assigned an integer
   constant, or copied from another SSA name without a change of value,
   by the constant or that name, as the optimizers would have (nothing
   at -O1 and above).  (gimple_facts.cc)  */
void ascsync_propagate_copies (function *fun);

/* Above -O0, in FUN, replace every integer PHI argument that GCC's
   ranger finds to be one constant on its edge by that constant,
   undoing GCC's un-propagation of constants (gimple_facts.cc).  */
void ascsync_edge_constants (function *fun);

/* At -O0, in FUN, replace every use of a load of local memory that
   reads what one store of its bytes left there (as FRE would: see
   ascsync_forwarded_store) by the value stored.  Needs FUN's loops and
   irreducible regions marked.  (gimple_forward.cc)  */
void ascsync_forward_loads (function *fun);

/* Give access S, through local pointer PTR derived from a pointer
   parameter of the current function by offsets of its own (constants,
   its loop counters), the run-time slot form of the buffer every call
   of the function passes for that parameter, a buffer whose start is a
   multiple of a value known only at run time in the caller (the layout
   assumption); false when not so known.  (gimple_symparam.cc)  */
bool ascsync_param_symbolic (tree ptr, struct sync_access *s);

/* Read, when the interprocedural passes end, the buffers whose start
   is a multiple of a value known only at run time that the pointer
   arguments of the unit's calls lie in.  (gimple_symparam.cc)  */
void ascsync_symparam_init (void);

/* Forget the congruences of the unit's pointer arguments.
   (gimple_paramcong.cc)  */
void ascsync_paramcong_reset (void);

/* Note, in function FN (the current one) when the interprocedural
   passes end, the period and residue each pointer argument of its calls
   of functions of the unit is known modulo from its arithmetic.
   (gimple_paramcong.cc)  */
void ascsync_paramcong_note (function *fn);

/* Whether pointer PTR of the current function is known modulo a period
   from its arithmetic (constants, get_imm addresses, sums, products,
   shifts, PHIs; a pointer parameter of a function only its unit calls
   as every call passes it): the period into *M (0: the value is *R)
   and the residue into *R.  (gimple_paramcong.cc)  */
bool ascsync_arith_congruence (tree ptr, uint64_t *m, uint64_t *r);

/* Most calls a value joined call by call is made over.  */
#define ASCSYNC_JOINED_MAX 16

/* The value that is, in a run of a function, what the call making the
   run gives: at call I of its callers (in their order) the value X[I]
   of that caller (J[I] not 0: itself such a value of the caller, J[I]
   its number); its number (at least 1), the same for the same N pairs
   wherever met in the unit, or 0 when too many are.
   (gimple_symparam.cc)  */
int ascsync_joined_values (const tree *x, const int *j, unsigned n);

/* The key (struct sync_access SNAME) of X, a value of another function
   than the one whose accesses it keys (J not 0: the value joined call
   by call numbered J instead, ascsync_joined_values):
   SYNC_FOREIGN_SNAME plus its number among those met in the unit.
   (gimple_symparam.cc)  */
int32_t ascsync_foreign_key (tree x, int j);

/* Whether integer offset T (DEPTH: definitions followed so far) is
   computed from constants and the current function's own loop
   counters alone.  (gimple_symparam.cc)  */
bool ascsync_offset_own_p (tree t, int depth);

/* Note, in function FN (the current one, with a ranger of its own) when
   the interprocedural passes end, the ranges at its calls of the
   run-time values the objects whose addresses they pass hold multiples
   of.  (gimple_heldsym.cc)  */
void ascsync_heldsym_note (function *fn);

/* Forget what ascsync_heldsym_note noted.  (gimple_heldsym.cc)  */
void ascsync_heldsym_reset (void);

/* Give access S through PTR, an operand of CALL loaded from the object
   a pointer parameter of the current function points to, or from a
   local variable of it (or derived from such a pointer by offsets of
   its own), the run-time slot form of the buffer the object holds
   there: a start that is a multiple of a run-time value of the
   object's owner (the layout assumption); false when not so known.
   (gimple_heldsym.cc)  */
bool ascsync_held_symbolic (gcall *call, tree ptr, struct sync_access *s);

/* Give access S of a callee's summary, made at CALL through the
   pointer the callee reads at bytes BYTE[R] (SIZE of them) of the
   current function's local variable OBJ whose address CALL passes, or
   (OBJ null) of the object the current function's pointer parameter
   PARAM points to (per residue R of loop LOOP's rotation, PPHASE as in
   struct val, when K >= 2; else BYTE[0]), the run-time slot form of
   the buffer starts that object holds there (as
   ascsync_held_symbolic); false when not so known.
   (gimple_heldsym.cc)  */
bool ascsync_held_places (gcall *call, tree obj, int param, int k, int loop,
                          int pphase, const HOST_WIDE_INT *byte,
                          unsigned size, struct sync_access *s);

/* Give each signed integer name of FUN that a cycle of PHIs and
   constant increments keeps at or above a bound C >= 0 the range [C,
   its type's maximum], as value-range propagation would (below -O2;
   from its definitions alone, no loop structure used).
   (gimple_facts.cc)  */
void ascsync_note_counter_floors (function *fun);

/* Below -O2, give the integer SSA names of FUN the ranges value-range
   propagation would (narrowing those they have): loop counters from
   their evolution and the loop's iteration bound, the others from
   GCC's ranger.  Needs the loops.  (gimple_facts.cc)  */
void ascsync_note_ranges (function *fun);

/* Free what ascsync_build_func allocated in FN.  */
void ascsync_free_func (struct sync_func *fn);

/* Insert the calls of PLAN into FUN: one call of asc_set_flag,
   asc_wait_flag or asc_pipe_barrier per instruction, then, unless the
   setting emit_calls asks for those, runs of them joined by
   ascsync_join_runs.  A plan naming a place no code can go (an abnormal
   or EH edge) is an error, and nothing is inserted.  (gimple_emit.cc)  */
void ascsync_emit_plan (function *fun, const struct sync_func *fn,
                        const struct sync_plan *plan,
                        const vec<gimple *> &stmts,
                        const vec<basic_block> &bbs);

/* The file source output writes (-fplugin-arg-ascsync-source=FILE),
   or null; whether it gives its insertions as fix-it hints
   (-fplugin-arg-ascsync-fixits).  (gimple_source.cc)  */
extern const char *ascsync_source_path;
extern bool ascsync_source_fixits;

/* Record that mode strip deletes hand-written sync call STMT (of
   intrinsic NAME) of the current function: its statement goes from the
   source too.  An error (and no file) when the call is not a statement
   of its own in the main file.  (gimple_source.cc)  */
void ascsync_src_note_removed (gimple *stmt, const char *name);

/* A function with nothing to plan is done (its deletions recorded).
   (gimple_source.cc)  */
void ascsync_source_skip_function (void);

/* Record where the insertions of PLAN for FUN go in the main file's
   text, and what every source position of FUN's operations, loops and
   body gets (nothing too); refuse FUN with an error when an insertion
   has no source position with its effect.  Before ascsync_emit_plan.
   (gimple_source.cc)  */
void ascsync_source_function (function *fun, const struct sync_func *fn,
                              const struct sync_plan *plan,
                              const vec<gimple *> &stmts,
                              const vec<basic_block> &bbs);

/* Register the end-of-unit callback writing the source output file and
   giving the fix-it hints.  (gimple_source.cc)  */
void ascsync_source_register (const char *plugin_name);

/* An external host entry point "void NAME (const char *, int, ...)"
   of NARGS arguments (the ints after the first), public and nothrow
   as the CCE header declares them, and leaf.  (gimple_emit.cc)  */
tree ascsync_entry_decl (const char *name, int nargs);

/* Insert SEQ at the start of block BB, after its labels (at its end
   when it has nothing else).  (gimple_emit.cc)  */
void ascsync_insert_at_start (basic_block bb, gimple_seq seq);

/* Insert SEQ at the end of block BB, before its control statement if
   any.  (gimple_emit.cc)  */
void ascsync_insert_at_end (basic_block bb, gimple_seq seq);

/* A sync call ascsync_emit_plan inserted: insertion S; for an event id
   that rotates with a loop, the id is BASE + S->event, computed by the
   statement ID_DEF for this call alone, and BASE is (COUNTER + S->roff)
   modulo S->rot or COUNTER itself (else BASE, COUNTER and ID_DEF are
   NULL).  */
struct ascsync_emitted
{
  gcall *call;
  const struct sync_insn *s;
  tree base, counter;
  gimple *id_def;
};

/* Number the operations of FN (STMTS their statements) in their row
   accesses (sync_access.XSEQ) and find each guard's anchor (XANCHOR);
   clear the row guard bits of an access of the scalar unit (its work
   is not what a guard waits for), of one outside FN's loops or in a
   nested loop without one entry edge, and all when FN has no loop
   structure.  (gimple_rows.cc)  */
void ascsync_row_anchors (struct sync_func *fn, const vec<gimple *> &stmts);

/* The rows operation A of a row guard touched in the last DEPTH
   iterations of loop LOOP (see sync_rowguard.c): ROW, its SSA name,
   times UNIT, kept by PHIs of the loop's header, KEPT[K - 1] the value
   of K iterations back, valid when COUNT >= K.  (gimple_rowguard.cc)  */
struct ascsync_row_history
{
  int loop;
  tree row;
  uint64_t unit;
  int depth;
  tree count;
  tree kept[SYNC_ROWGUARD];
};

/* Make into HIST the histories the row guards of PLAN for FN compare
   with, their PHIs in their loops' headers.  Returns false, having
   made none, when a guard's rows or loop are not what FN recorded.  */
bool ascsync_row_histories (const struct sync_func *fn,
                            const struct sync_plan *plan,
                            const vec<basic_block> &bbs,
                            vec<ascsync_row_history> *hist);

/* Append to *SEQ the statements computing whether row guard G of PLAN
   finds a row equal (HIST from ascsync_row_histories); returns
   that boolean.  */
tree ascsync_row_guard_test (const struct sync_plan *plan, int g,
                             vec<ascsync_row_history> *hist,
                             gimple_seq *seq);

/* Replace every maximal run of the calls CALLS of FUN that follow each
   other in a block -- with nothing between them but debug statements
   and register arithmetic -- by one call of asc_sync_run (TABLE, OFF),
   or asc_sync_run_id (TABLE, OFF, BASE) when the run has rotating ids
   (all on one BASE), at the place of its last call; TABLE is FUN's one
   string of runs, which starts with the file name FILE.
   (gimple_runs.cc)  */
void ascsync_join_runs (function *fun, const vec<ascsync_emitted> &calls,
                        const char *file);

/* Whether FNDECL is asc_sync_run or asc_sync_run_id.  (gimple_runs.cc)  */
bool ascsync_run_callee_p (tree fndecl);

/* Under -flto, mark the functions calling intrinsics in the compile
   step so that a link without the plugin fails, warn, and register the
   pass deleting the marks; PLUGIN_NAME registers the callbacks,
   FULL_NAME is the plugin's file.  Call after the "ascsync" pass is
   registered.  (gimple_lto.cc)  */
void ascsync_lto_register (const char *plugin_name, const char *full_name);

/* The intrinsic table's op number of the entry point FNDECL (asc_NAME
   or asc_NAME_SUFFIX) with its variant in *VAR, or -1.
   (gimple_ops.cc)  */
int ascsync_intrinsic_of (tree fndecl, enum asc_variant *var);

/* Append to OUT the device functions of the unit (gimple_calls.cc,
   file comment), computed afresh from the bodies as they are now: for
   the early passes, whose view the sets ascsync_calls_init keeps for
   the late pass must not take.  (gimple_calls.cc)  */
void ascsync_device_functions (vec<tree> *out);

/* Append to OUT the functions of the unit its host code calls inside
   a launch (ASCSIM_LAUNCH): its kernels, found afresh from the bodies
   as they are now, for the early passes.  (gimple_calls.cc)  */
void ascsync_launched_functions (vec<tree> *out);

/* The pass keeping the kernels the unit's host code launches out of
   line, to run right after "ssa".  (gimple_outofline.cc)  */
opt_pass *ascsync_make_outofline_pass (gcc::context *ctxt);

/* The pass noting, on each function's declaration, its get_imm calls
   whose argument depends on a parameter of it, to run right after
   "ssa".  (gimple_immparam.cc)  */
opt_pass *ascsync_make_immparam_pass (gcc::context *ctxt);

/* Whether get_imm call CALL, in any body (inlined or cloned), is one the
   function it was written in computes from a parameter of it (noted by
   the pass above).  (gimple_immparam.cc)  */
bool ascsync_imm_from_param_p (gimple *call);

/* The pass marking the device functions declared inline to be inlined
   whatever their size, before GCC's early inliner.  (gimple_inline.cc)  */
opt_pass *ascsync_make_inline_pass (gcc::context *ctxt);

/* The pass turning GCC's jump threading off in the device functions
   with a software-pipelined loop (THREADING), and its path splitting
   in every device function (SPLIT_PATHS), to run right after "ssa".
   (gimple_threading.cc)  */
opt_pass *ascsync_make_threading_pass (gcc::context *ctxt, bool threading,
                                       bool split_paths);

/* Whether -fthread-jumps is off in function DECL though on for the
   unit (gimple_threading.cc, or an optimize attribute).  */
bool ascsync_threading_off_p (tree decl);

/* Whether GCC's threaders give function DECL, but not the unit, their
   strictest weights against a thread that makes a loop irreducible
   (gimple_threading.cc, or an optimize attribute).  */
bool ascsync_irreducible_weighed_p (tree decl);

/* Whether -fsplit-paths is off in function DECL though on for the unit
   (gimple_threading.cc, or an optimize attribute).  */
bool ascsync_split_paths_off_p (tree decl);

/* What a call is to the plan (gimple_calls.cc, file comment): free (no
   pipe work), bearing (a function of this unit whose body issues pipe
   work) or opaque (may issue pipe work the plugin cannot see: an
   indirect call, a function defined in another unit).  */
enum ascsync_call_kind
{
  ASCSYNC_CALL_FREE, ASCSYNC_CALL_BEARING, ASCSYNC_CALL_OPAQUE
};

/* Find, once per unit and before its first function is expanded (at
   the first run of the pass), the functions of the unit and which of
   them issue pipe work.  (gimple_calls.cc)  */
void ascsync_calls_init (void);

/* The kind of CALL, not an intrinsic, made by the current function
   (HOST: it is host code, ascsync_host_fun_p, whose calls are all
   free).  (gimple_calls.cc)  */
enum ascsync_call_kind ascsync_call_kind (gcall *call, bool host);

/* Whether FUN, the current function, is host code: it launches kernels
   (ASCSIM_LAUNCH) or it is main.  (gimple_calls.cc)  */
bool ascsync_host_fun_p (function *fun);

/* The declaration of the headers' get_imm (an integer function of one
   integer), or NULL_TREE when the unit has none.  (gimple_calls.cc)  */
tree ascsync_get_imm_decl (void);

/* Whether DECL is a kernel: a function the unit's host code launches,
   or one marked "used" (__global__).  (gimple_calls.cc)  */
bool ascsync_kernel_p (tree decl);

/* Whether FUN (HOST as above) calls an intrinsic other than the
   scalar-unit settings (set_vector_mask, set_atomic_none,
   set_l0_set_value), or makes a bearing or opaque call; else the pass
   leaves it alone.  (gimple_calls.cc)  */
bool ascsync_fun_has_sync_work (function *fun, bool host);

/* Warn at opaque call CALL that it is fenced and how to do better;
   once per call site of the unit.  (gimple_calls.cc)  */
void ascsync_warn_opaque_call (gcall *call);

/* Whether DECL is declared in the ascsync headers (cce.h, ascsim.h,
   include/ascsync/).  (gimple_calls.cc)  */
bool ascsync_header_decl_p (tree decl);

/* The function whose body a call of DECL runs: DECL, or for an alias
   (C++'s complete-object constructors and destructors are aliases of
   the base-object ones) its ultimate target.  (gimple_calls.cc)  */
tree ascsync_body_decl (tree decl);

/* Forget the notes of the function built last (gimple_summary.cc);
   called when building a function's operations starts.  */
void ascsync_summary_begin (void);

/* The values of an expression over the values of its key: VAL[I] when
   the key is V0 + I (I < N); the key is the current function's integer
   parameter PARAM, which keeps its value through a run of the function,
   or (MASK >= 0) "parameter PARAM & MASK".  */
struct ascsync_param_fn
{
  int param;
  HOST_WIDE_INT mask, v0;
  int n;
  uint64_t val[SYNC_MAXK];
};

/* Whether integer or pointer operand T, whose values the evaluator
   found to be [QLO, QHI], has 2 to SYNC_MAXK values, one per value of
   such a key, into *F (gimple_paramval.cc, file comment).  */
bool ascsync_param_values (tree t, uint64_t qlo, uint64_t qhi,
                           struct ascsync_param_fn *f);

/* The pointer parameter of the current function at which, plus an
   offset that is a function of a key as above (or, F->N 0, the constant
   F->VAL[0]; into *F), memory reference REF reads: fields, array
   elements at indices of such values, and pointer arithmetic of such
   values from the parameter ("this->xb[s]", "MEM[this + (s & 1) * 8 +
   24B]"); NULL_TREE when there is none (gimple_paramval.cc).  */
tree ascsync_param_place (tree ref, struct ascsync_param_fn *f);

/* Whether pointer PTR is a pointer loaded from memory (reference *REF)
   moved by [*DLO, *DHI] bytes (unless BOUNDED, by any number: *DHI
   OFF_ANY), across copies and conversions (gimple_paramval.cc).  */
bool ascsync_loaded_pointer (tree ptr, bool bounded, tree *ref,
                             uint64_t *dlo, uint64_t *dhi);

/* Note, for the summary of the current function, that local access K
   of operation OPI is made through a pointer of LSIZE bytes it reads
   through its pointer parameter LPARAM at the offsets F gives (F->N 0:
   F->VAL[0]): it lies in [X + RLO, X + RHI) for the value X read; OPEN
   as for ascsync_summary_note_ptr (gimple_summary.cc).  */
void ascsync_summary_note_loaded (int opi, int k, int lparam, unsigned lsize,
                                  const struct ascsync_param_fn *f,
                                  uint64_t rlo, uint64_t rhi, int open);

/* Whether integer or pointer operand T has one value for each value I
   < K of KEY, an SSA name whose values are 0 .. K - 1 ("X & (K - 1)", a
   counter wrapped at K), into VAL[I] (gimple_paramval.cc, as for
   ascsync_param_values).  */
bool ascsync_values_by_key (tree t, tree key, int k, uint64_t *val);

/* A local access's slot chosen by a counter (gimple_ctrslot.cc): the
   slot base has value VAL[R] when a version V of the counter (SSA
   version CTR - 1, the header PHI of GCC loop LOOP) is R modulo K; V
   minus the counter is in [HMIN, HMAX] on the paths through the access,
   the counter at the latch minus V in [TMIN, TMAX] on those of them
   that go round, and the counter's step per iteration in [DMIN, DMAX].
   ROT: moreover V is N + ROFF modulo K in iteration N of the loop
   (counted from 0 at its entry), the counter stepping in the
   iterations where a predicate of N holds (or fails), a prefix of them
   (or the rest), and the access running only there.  */
struct ascsync_counter_slot
{
  int k, loop, ctr;
  int64_t hmin, hmax, tmin, tmax, dmin, dmax;
  uint64_t val[SYNC_MAXK];
  int rot;
  int64_t roff;
};

/* Whether local pointer BASE, used at CALL, is a function of the
   residue of a counter that steps on some paths of an iteration of a
   loop holding CALL only: then *S (gimple_ctrslot.cc).  */
bool ascsync_counter_slot (gcall *call, tree base,
                           struct ascsync_counter_slot *s);

/* Whether event id operand T is a parameter of the current function
   that keeps its value (through copies and conversions) and nothing
   bounds better: then, as a valid id of the target is one of 0 ..
   NIDS - 1 (an id out of that range is the kernel's error, which lint
   reports), *F maps each of those values of the parameter to the same
   id (gimple_paramval.cc).  */
bool ascsync_param_id_values (tree t, int nids, struct ascsync_param_fn *f);

/* Note, for the summary of the current function, that GM access K of
   operation OPI is made through a pointer derived from its parameter
   PARAM.  (gimple_summary.cc)  */
void ascsync_summary_note_gm (int opi, int k, int param);

/* The same, the access lying at [ALO + SCALE * Q, AHI + SCALE * Q)
   bytes from parameter PARAM, Q the value of integer parameter QPARAM
   (a helper given "x" and the tile's index "t", computing "x + t *
   TILE"): each call places it by its arguments, moving with the
   caller's loop.  PARAM -1: the access noted last for OPI and K as
   made through a pointer read through a parameter
   (ascsync_summary_note_loaded), from that pointer.
   (gimple_summary.cc)  */
void ascsync_summary_note_gm_affine (int opi, int k, int param, int qparam,
                                     HOST_WIDE_INT scale, uint64_t alo,
                                     uint64_t ahi);

/* Note, for the summary of the current function, that access K of
   operation OPI touches [LO[I], HI[I]) when the parameter F names is
   F->V0 + I.  (gimple_summary.cc)  */
void ascsync_summary_note (int opi, int k, const struct ascsync_param_fn *f,
                           const uint64_t *lo, const uint64_t *hi);

/* Note, for the summary of the current function, that local access K
   of operation OPI is made through its pointer parameter PARAM: it lies
   in [X + RLO, X + RHI) for the value X PARAM has; OPEN when its length
   is known only from a count's type or range (gimple_summary.cc).  */
void ascsync_summary_note_ptr (int opi, int k, int param, uint64_t rlo,
                               uint64_t rhi, int open);

/* Note, for the summary of the current function, that the event id of
   its hand-written set_flag or wait_flag OPI is F->VAL[I] when the
   parameter F names is F->V0 + I.  Returns the class of the id
   (sync_op.ev_sym): one per function F of the current function's
   (gimple_summary.cc).  */
int ascsync_summary_note_event (int opi, const struct ascsync_param_fn *f);

/* Most buffer starts per local space a summary keeps (beyond them the
   caller's layout bound is only less tight).  */
#define SUMMARY_MAX_STARTS 32

/* Note, for the summary of the current function, that it declares a
   buffer of local SPACE starting at X (gimple_summary.cc).  */
void ascsync_summary_note_start (int space, uint64_t x);

/* The buffer starts of local SPACE the summary of CALLEE declares, into
   V (at most SUMMARY_MAX_STARTS); their number (gimple_summary.cc).  */
int ascsync_summary_starts (tree callee, int space, uint64_t *v);

/* Whether the summary of CALLEE has an access through its pointer
   parameter PARAM (ascsync_summary_note_ptr); then *SPACE is its local
   space (gimple_summary.cc).  */
bool ascsync_summary_param_space (tree callee, int param, int *space);

/* Into *S the access of local SPACE (a write when WRITE) that an
   intrinsic of a callee makes at [X + RLO, X + RHI) through a pointer
   argument whose value in the current function is P: bounded by the
   layout assumption when OPEN (its length known only from a count's
   type or range), slot by slot when P rotates; false (S untouched)
   when P is no bounded local pointer (gimple_ops.cc).  */
bool ascsync_local_access_at (int space, int write, const struct val *p,
                              uint64_t rlo, uint64_t rhi, int open,
                              struct sync_access *s);

/* Record what FUN, the current function, returns when it is an
   expression of its integer parameters (gimple_retval.cc).  */
void ascsync_retval_record (function *fun);

/* The value the function CALL calls returns (its recorded expression
   of its arguments' values at CALL, DEPTH as for ascsync_eval) into
   *OUT; false when it has none (gimple_retval.cc).  */
bool ascsync_retval_at (gcall *call, int depth, struct val *out);

/* Record the summary of DECL, the current function, whose operations
   are FN and whose sync PLAN (gimple_summary.cc, file comment), when it
   can have one.  */
void ascsync_summary_record (tree decl, const struct sync_func *fn,
                             const struct sync_plan *plan);

/* Append to OPS, for CALL of block B calling CALLEE (through aliases),
   the operations standing for the callee's work when it has a summary
   (struct sync_op, ROLE); GM_DISTINCT: the current function takes its
   GM parameters as distinct objects.  Returns how many were appended
   (0: none, the call is to be fenced).  (gimple_summary.cc)  */
int ascsync_summary_push (vec<sync_op> *ops, int b, gcall *call, tree callee,
                          bool gm_distinct);

/* Whether parameter PARM of function FN keeps its value through a run
   of FN: never stored into and its address never taken (at -O0 it
   lives in memory and is read by loads).  (gimple_distinct.cc)  */
bool ascsync_parm_kept_p (function *fn, tree parm);

/* Whether the GM pointer parameters of function FNDECL point into
   distinct objects: a kernel's (a public function's), or those of a
   function only this unit calls whose every call passes them so
   (gimple_distinct.cc).  */
bool ascsync_gm_params_distinct (tree fndecl);

/* The GM pointer parameter (an index) of the current function PTR is
   derived from, by its definitions' arithmetic on parameters and
   local addresses, when the value evaluator cannot tell; -1 when not
   one (gimple_gmroot.cc).  */
int ascsync_gm_root (tree ptr);

/* Whether pointer parameter PARAM (an index) of FNDECL may point into
   local memory: not for a kernel (ascsync_kernel_p: given GM buffers)
   or GCC's clone of one, nor for a function whose calls are all known
   (ascsync_calls_all_known) when every call passes it a pointer derived
   from a parameter of the caller that points into GM; any other
   function's may, a helper other units can call among them
   (gimple_distinct.cc).  */
bool ascsync_param_may_be_local (tree fndecl, int param);

/* The local buffers the calls of a function pass for one of its
   pointer parameters (gimple_argbuf.cc): get_imm constant ROOT[I], the
   argument CMIN[I] to CMAX[I] bytes after it, or (VAR[I]) moved from
   there by offsets not known, which keep it in the buffer it starts in
   (the layout assumption); UNTRACED: some call passes the address of a
   variable instead (memory no pipe reaches, not traced).  */
#define ARGBUF_MAX 8
struct ascsync_argbufs
{
  int n;
  int untraced;
  uint64_t root[ARGBUF_MAX];
  uint64_t cmin[ARGBUF_MAX], cmax[ARGBUF_MAX];
  int var[ARGBUF_MAX];
};

/* The range [*LO, *HI] integer operand ARG (of any function) takes,
   from its definitions alone: a constant, a value masked by a
   constant, sums and products of such values with constants,
   conversions and PHIs of those.  (gimple_facts.cc)  */
bool ascsync_arg_range (tree arg, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi);

/* Whether every call of NODE, the cgraph node of DECL, is known to the
   unit: a function only it may call, its address never taken, no alias
   of it, called at least once, each call it had when the
   interprocedural passes ended still in the call graph.
   (gimple_argbuf.cc)  */
bool ascsync_calls_all_known (cgraph_node *node, tree decl);

/* Register the callback that records the calls of each function when
   the interprocedural passes end (gimple_argbuf.cc).  */
void ascsync_argbuf_register (const char *plugin_name);

/* Register the callback that has GCC compile the unit's functions
   callees first at -O0 too (gimple_callee_first.cc).  */
void ascsync_callee_first_register (const char *plugin_name);

/* The function whose statements hold the call of edge E: its caller's
   body, or, for a call inside a function inlined into it whose inlining
   GCC has not yet carried out (the caller is compiled after its
   callees), the inlined function's own body, whose names the call's
   arguments are; for a kernel's clone not made yet, the body of the
   kernel it copies.  Null when it has none.  (gimple_argbuf.cc)  */
function *ascsync_call_edge_fn (cgraph_edge *e);

/* The argument call CALL, a call of FNDECL, passes for FNDECL's
   parameter number PARAM: the argument at that position when the
   statement names FNDECL (through aliases); when it still names the
   function an IPA clone FNDECL was made from (until the caller is
   compiled), the one for the parameter the clone's is a copy of (its
   abstract origin); null when there is none (a parameter IPA-SRA
   made).  (gimple_argbuf.cc)  */
tree ascsync_call_arg_for_param (gcall *call, tree fndecl, int param);

/* The function call CALL, a statement of function CALLER (null: not
   known), calls: the callee of its call graph edge (IPA-CP's and
   IPA-SRA's clones are called instead of the function the statement
   names, until CALLER is compiled), through aliases; null for an
   indirect call.  (gimple_argbuf.cc)  */
tree ascsync_call_callee (tree caller, gcall *call);

/* The parameter of CALLEE (ascsync_call_callee of CALL) that CALL's
   argument I is given: I when CALL names CALLEE, else the parameter of
   the clone CALLEE copied from the named function's I-th; -1 when
   there is none (an argument IPA-CP or IPA-SRA dropped).
   (gimple_argbuf.cc)  */
int ascsync_callee_param_of_arg (gcall *call, tree callee, unsigned i);

/* The function whose body tells what call CALL, a statement of
   function FN, does with its argument I, and that function's parameter
   given it, into *PARAM: the function the statement names while its
   body is still GIMPLE (a clone's origin, kept to make the clone, is
   what the clone does for the arguments it has), else the callee of
   its edge (ascsync_call_callee, ascsync_callee_param_of_arg); null
   when there is none.  (gimple_argbuf.cc)  */
tree ascsync_call_body (function *fn, gcall *call, unsigned i, int *param);

/* The lowest-numbered parameter of function FNDECL that every call of
   it passes the same value as parameter PARAM (the same operand in the
   caller: "helper (x, x, n)" for an in-place operation), below PARAM;
   -1 when none, or when not every call is known.  (gimple_argbuf.cc)  */
int ascsync_param_same_as (tree fndecl, int param);

/* Into *OUT the buffers every call of FNDECL passes for its pointer
   parameter PARAM (an index), each argument traced by pointer
   arithmetic to a get_imm constant (through the callers' own
   parameters in turn); false when some call's is not, or with the
   layout assumption off.  (gimple_argbuf.cc)  */
/* The buffers of ascsync_param_buffers for pointer parameter PARAM of
   FNDECL sorted by address into *OUT, when they are 2 to SYNC_MAXK and
   tell the parameter's value apart: a pointer the calls pass lies at or
   above its buffer's address and below the next one's, so which buffer
   it points into is the number of the buffers' addresses above the
   first that are at or below it (the key SYNC_VKEY_PTR).  Returns their
   number, or 0.  (gimple_argbuf.cc)  */
int ascsync_param_key_buffers (tree fndecl, int param,
                               struct ascsync_argbufs *out);

bool ascsync_param_buffers (tree fndecl, int param,
                            struct ascsync_argbufs *out);

/* Whether DECL is a kernel's entry: no device code of the unit calls
   it, and the unit's host code launches it or it is declared
   __global__ (which the header makes "used").  Nothing wrote its local
   memory before it starts.  (gimple_calls.cc)  */
bool ascsync_kernel_entry_p (tree decl);

/* Add to RESERVED every id of a pipe pair that a hand-written set_flag
   or wait_flag of the unit's device code may use (an id or pipe that
   is no constant: every one).  A function a kernel calls plans its
   sync without them: such a flag may be pending while it runs (set in
   one function, waited in another), and a planned set of its id would
   find it still set.  (gimple_calls.cc)  */
void ascsync_reserve_unit_hand_ids (uint32_t reserved[ASC_NPIPES]
                                                     [ASC_NPIPES]);

/* Whether DECL is a function of the unit with a GIMPLE body the linker
   keeps (not a weak definition another unit may replace); known after
   ascsync_calls_init.  (gimple_calls.cc)  */
bool ascsync_unit_body_p (tree decl);

/* Decide, for every function of the unit, whether it is confined: it
   touches no memory but its own frame and what its pointer arguments
   point to (gimple_confined.cc, file comment).  Called once, by
   ascsync_calls_init.  (gimple_confined.cc)  */
void ascsync_confined_init (void);

/* Whether a call of CALLEE touches no memory but what its pointer
   arguments point to: an internal function, a builtin, a const
   function, a function of the ascsync headers, or a function of the
   unit found confined.  (gimple_confined.cc)  */
bool ascsync_confined_callee_p (tree callee);

/* Decide, for every function of the unit, which of its pointer
   parameters it lets not escape, and which bytes it writes through
   them (gimple_readonly.cc, file comment).  Called once, by
   ascsync_calls_init.  (gimple_readonly.cc)  */
void ascsync_readonly_init (void);

/* Byte ranges [LO[I], HI[I]) for I < N (N 0: none).  */
#define ASCSYNC_MAX_BYTE_RANGES 4
struct ascsync_byte_ranges
{
  int n;
  HOST_WIDE_INT lo[ASCSYNC_MAX_BYTE_RANGES], hi[ASCSYNC_MAX_BYTE_RANGES];
};

/* Add [LO, HI) to *R (as more than one range when there is room, else
   a hull covering it).  (gimple_readonly.cc)  */
void ascsync_byte_ranges_add (struct ascsync_byte_ranges *r,
                              HOST_WIDE_INT lo, HOST_WIDE_INT hi);

/* Whether [LO, HI) meets a range of R.  (gimple_readonly.cc)  */
bool ascsync_byte_ranges_meet (const struct ascsync_byte_ranges *r,
                               HOST_WIDE_INT lo, HOST_WIDE_INT hi);

/* Whether pointer NAME, an SSA name of the current function, does not
   escape and is written through only at the bytes *W (offsets from
   NAME; none: only read through), as a parameter in
   ascsync_arg_writes.  (gimple_readonly.cc)  */
bool ascsync_pointer_writes (tree name, struct ascsync_byte_ranges *w);

/* Whether function FNDECL of the unit lets its pointer parameter
   number I not escape, and writes through it only the bytes *W (its
   callees' writes included; none: it only reads).  (gimple_readonly.cc)  */
bool ascsync_param_writes (tree fndecl, int i, struct ascsync_byte_ranges *w);

/* Make the tables of what each function of the unit stores through its
   pointer parameters, while every body is GIMPLE; register doing so
   when the interprocedural passes end (gimple_heldstore.cc).  */
void ascsync_heldstore_init (void);
void ascsync_heldstore_register (const char *plugin_name);

/* Whether the callee of CALL lets its argument I not escape, and writes
   through it only the bytes *W (offsets from the argument; none: it
   only reads): a local object whose address CALL passes there is
   written by the call nowhere else.  (gimple_readonly.cc)  */
bool ascsync_arg_writes (gcall *call, unsigned i,
                         struct ascsync_byte_ranges *w);

/* ascsync_arg_writes for CALL, a statement of function FN, of the
   function its call graph edge calls (ascsync_call_callee), at the
   parameter argument I is given.  (gimple_readonly.cc)  */
bool ascsync_call_arg_writes (function *fn, gcall *call, unsigned i,
                              struct ascsync_byte_ranges *w);

/* PLUGIN_ATTRIBUTES callback: register ascsync_pipe_free.
   (gimple_calls.cc)  */
void ascsync_register_attributes (void *gcc_data, void *user_data);

/* Make the GIMPLE pass.  (gimple_pass.cc)  */
opt_pass *ascsync_make_pass (gcc::context *ctxt);

/* Make the pass recording the local tables' values before "ivopts"
   takes their addresses.  (gimple_tables.cc)  */
opt_pass *ascsync_make_tables_pass (gcc::context *ctxt);

#endif /* ASCSYNC_GCC_H */
