/* gimple_runslot.h -- a local pointer taken apart into the buffer start
   it is derived from and the offsets added to it, shared by the forms
   of slots and buffers whose size or start is known only at run time
   (gimple_runslot.cc, gimple_slotstarts.cc, gimple_symlin.cc,
   gimple_symstart.cc).  Include after ascsync-gcc.h.  */

#ifndef ASCSYNC_GIMPLE_RUNSLOT_H
#define ASCSYNC_GIMPLE_RUNSLOT_H

#define ASCSYNC_PTR_TERMS 8      /* offsets added to the base */

/* Products and offsets the forms trust: below 2^31, exact in any type
   of 32 bits or more.  */
#define ASCSYNC_SLOT_TERM_LIMIT ((uint64_t) 1 << 31)

/* The parts of a pointer: its base and the integer offsets added.  */
struct ptr_parts
{
  tree base;
  int n;
  tree off[ASCSYNC_PTR_TERMS];
  int level[ASCSYNC_PTR_TERMS];  /* the pointer addition adding OFF[I],
                                    0 the outermost */
  HOST_WIDE_INT scale[ASCSYNC_PTR_TERMS];  /* OFF[I] counts SCALE[I]
                                              bytes a unit (1 unless
                                              split out of a product) */
  bool bad;                  /* not understood */
};

/* Take pointer PTR apart into PARTS: follow its pointer additions and
   pointer conversions down to the pointer they start from, the sums of
   integer offsets split into their terms.  With SCALED, also the sums
   under a product by a constant and a conversion that keep them sums
   ("(sizetype) (2 * tile + tile * s) * 2", GCC's strength reduction of
   "ub + (2 + s) * tile"), each term with its factor in PARTS->SCALE.
   (gimple_runslot.cc)  */
void ascsync_split_pointer (tree ptr, struct ptr_parts *parts,
                            bool scaled = false);

/* Whether offset T may move with SIZE: it is computed from a value SIZE
   is computed from (through assignments and PHIs), or loads one back
   from a local variable; a value past the walk's budget may.
   (gimple_runslot.cc)  */
bool ascsync_moves_with_size_p (tree t, tree size);

/* Whether offset T may be negative: a constant or a value the evaluator
   bounds that is not a small non-negative number.  (gimple_runslot.cc)  */
bool ascsync_maybe_negative_p (tree t);

/* Forget the slot starts collected for a function.
   (gimple_slotstarts.cc)  */
void ascsync_declared_starts_reset (void);

/* Whether offset T is SIZE scaled by constants, the factor into *UNIT:
   T and SIZE, without their conversions and constant multiplications,
   are one value, and T's factor is a whole multiple of SIZE's ("slot *
   4" and "_3 * 832" for "slot = _3 * 208" are SIZE times 4, however GCC
   distributed the products).  (gimple_runslot.cc)  */
bool ascsync_size_factor (tree t, tree size, HOST_WIDE_INT *unit);

/* Whether offset T, of a pointer operand of CALL, is a slot term: INDEX
   * SIZE * UNIT with INDEX a slot index rotating with a loop (value
   *IV) and SIZE a slot size of that loop at CALL, the product small
   enough for every type it is computed in (SIZE's largest value into
   *HI).  INDEX * SIZE plus SIZE times a constant C, in one type ("s *
   tile + 2 * tile" as GCC's strength reduction writes "(2 + s) *
   tile"), is the term of INDEX + C.  (gimple_runslot.cc)  */
bool ascsync_slot_term (tree t, gcall *call, tree *size, HOST_WIDE_INT *unit,
                        struct val *iv, uint64_t *hi);

/* Whether pointer PTR is one local buffer start (its value into *B)
   plus integer offsets (PARTS, perhaps none), under the layout
   assumption.  (gimple_runslot.cc)  */
bool ascsync_start_parts (tree ptr, struct ptr_parts *parts, struct val *b);

/* A layout of slots from a local buffer start: slots of SIZE times
   UNIT bytes.  */
struct slot_layout
{
  tree size;
  HOST_WIDE_INT unit;
};

/* Push onto OUT the layouts the current function's slot rotations make
   from local buffer start BASE (the size and unit of each slot term of
   its calls' pointer arguments from BASE), each once, in the order of
   the statements.  (gimple_slotstarts.cc)  */
void ascsync_declared_layouts (uint64_t base, vec<struct slot_layout> *out);

/* The slot where the lowest slot start above slot TOP (slots of SIZE
   times UNIT bytes from local buffer start BASE) that the current
   function declares (a pointer argument of one of its calls that is
   BASE plus whole slots) begins, when that start is at a slot's
   boundary; 0 when there is none, or the lowest lies inside slot TOP.
   Under the layout assumption an access derived from slot TOP's address
   ends there, as a buffer ends where the next buffer start begins.
   (gimple_slotstarts.cc)  */
int ascsync_next_declared_slot (uint64_t base, tree size, HOST_WIDE_INT unit,
                                int top);

/* Give access S, which has no slot rotation, the rotation of K residues
   of GCC loop LOOP (counted as PPHASE says), each residue covering all
   of S.  (gimple_runslot.cc)  */
void ascsync_give_rotation (struct sync_access *s, int k, int loop,
                            int pphase);

/* Largest coefficient of a run-time value a buffer start is taken at,
   and most iterations of a loop read one by one.  */
#define ASCSYNC_COEF_MAX 255
#define ASCSYNC_FILL_ITERS 16

/* Where operands are evaluated: in iteration J (from 0 at its entry)
   of loop LOOP, or (LOOP null) anywhere; where VAR (when not null), a
   loop's counter, has the value VAL (the same question asked without
   the loop's structure, in a function not being planned).  */
struct iter_at
{
  class loop *loop;
  HOST_WIDE_INT j;
  tree var;
  HOST_WIDE_INT val;
};

/* Whether get_imm argument ARG is COEF * X for an integer SSA name X,
   as computed in AT's iteration (null: anywhere), into *X and *COEF,
   every value widened on the way, and the argument, at most *PK + *PC
   * X (exact when that is below 2^31 at X's largest); or the constant
   0 (*X null).  (gimple_symlin.cc)  */
bool ascsync_imm_coef (tree arg, const struct iter_at *at, tree *x,
                       uint64_t *coef, uint64_t *pk, uint64_t *pc);

/* Note, for when its stores can no longer be followed, the multiple of
   a run-time value what every store into bytes [BYTE, BYTE + SIZE) of
   local variable OBJ puts there is derived from: the "ascsync-tables"
   pass, before GCC's ivopts rewrites a loop filling a table of buffer
   addresses into stores through a pointer moving from OBJ's address.
   (gimple_symstart.cc)  */
void ascsync_note_symbolic_element (tree obj, HOST_WIDE_INT byte,
                                    unsigned size);

/* Whether integer operand T is a constant in AT's iteration (its
   induction variables by their start and steps), into *K.
   (gimple_symlin.cc)  */
bool ascsync_lin_constant (tree t, const struct iter_at *at,
                           HOST_WIDE_INT *k);

/* Whether integer SSA name X, a run-time value used at STMT, is at
   least 1 with its largest value *HI below ASCSYNC_SLOT_TERM_LIMIT: by
   GCC's range, or else, when MAY_ASSUME (X is a value buffer starts or
   slot sizes are multiples of) and under the layout assumption, taken
   to be.  Its multiples are then buffer starts in local memory, so X
   is below the largest local memory's size (a start beyond it is no
   address an access may use); X may be 0 only in a run whose buffers
   laid out from it are all empty, where an access through one breaks
   the assumption already.  A warning of class provenance says so, once
   per function and value.  False when not so known, or when X's range
   holds no value of 1 or more.  (gimple_symlin.cc)  */
bool ascsync_run_length_bounds (tree x, gimple *stmt, bool may_assume,
                                uint64_t *hi);

/* Append to OUT the slot sizes of the current function's run-time slot
   forms (ascsync_runtime_slot) under the layout assumption: the values
   SIZE of its calls' local pointer arguments "B + I * SIZE * UNIT +
   ...", a buffer start B and I rotating with a loop.  Each is at least 0
   (slot 1 lies in B's buffer), at least 1 where a slot is accessed.
   (gimple_slotstarts.cc)  */
void ascsync_collect_slot_sizes (vec<tree> *out);

/* A get_imm argument as K + COEF[0] * X[0] + ... + COEF[N - 1] * X[N -
   1], the X[I] different SSA names, K (below 2^40) and each COEF[I]
   (at most ASCSYNC_COEF_MAX) not negative; every value widened on the
   way at most PK + PC * PX (PX null: PK); the argument is that value
   when PK + PC * PX and the form itself are below 2^31 at the names'
   largest values.  */
#define ASCSYNC_FORM_TERMS 4
struct imm_form
{
  int n;
  tree x[ASCSYNC_FORM_TERMS];
  uint64_t coef[ASCSYNC_FORM_TERMS];
  uint64_t k;
  tree px;
  uint64_t pk, pc;
};

/* Whether get_imm argument ARG, as computed in AT's iteration (null:
   anywhere), is such a form, into *F.  (gimple_symlin.cc)  */
bool ascsync_imm_form (tree arg, const struct iter_at *at,
                       struct imm_form *f);

/* The starts get_imm call G declares, as forms, into F (at most
   ASCSYNC_FILL_ITERS): one, or, when G runs in every iteration of a loop
   that makes a constant number of iterations at each entry, one per
   iteration; their number, 0 when not known so.  FOREIGN as for
   ascsync_function_starts.  (gimple_symlin.cc)  */
int ascsync_call_forms (gimple *g, bool foreign, struct imm_form *f);

/* A start a get_imm call CALL declares, as a form.  */
struct fn_form
{
  struct imm_form f;
  gcall *call;
};

/* Every start the get_imm calls of the current function declare
   (ascsync_call_forms), into ALL.  FOREIGN as for
   ascsync_function_starts.  (gimple_symlin.cc)  */
void ascsync_function_forms (vec<fn_form> *all, bool foreign);

/* The current function's chain of buffer starts
   (gimple_startchain.cc): when its get_imm calls declare starts in two
   or more values known only at run time (a bump allocator rounding each
   size up, "off += (rows * cols * 2 + 31) & -32"), the starts that are
   ordered against each other whatever those values are (each at least
   1), in increasing order.  Its length; 0 when the function has no
   such chain (its starts multiples of one value at most:
   gimple_symstart.cc's coefficients order them).  */
int ascsync_chain_length (void);

/* The position in the chain of start F, the form of a get_imm argument
   of the current function; -1 when it is not in the chain.  */
int ascsync_chain_rank (const struct imm_form *f);

/* The form of the start at position RANK of the chain into *F; false
   when there is none.  */
bool ascsync_chain_start_form (int rank, struct imm_form *f);

/* Whether integer operand T may be computed from a value the chain's
   starts are made of (an offset that may move from one start to
   another): one of them is among the operands of its definitions,
   followed through assignments and PHIs, or those are too many to
   follow.  */
bool ascsync_chain_value_in_p (tree t);

/* Whether X has one value in a run of the current function (a
   parameter, or defined outside every loop and irreducible region;
   FOREIGN: on no cycle of the CFG) of at least 1 at CALL
   (ascsync_run_length_bounds); its largest value into *HI.
   (gimple_symstart.cc)  */
bool ascsync_run_value_p (tree x, gimple *call, bool foreign, uint64_t *hi);

/* Forget the chain (a new function, or its code changed).  */
void ascsync_chain_reset (void);

/* A buffer start a get_imm call declares: the multiple C of X (X null:
   C is 0), every value computed on the way at most PK + PC * X.  */
struct fn_start
{
  tree x;
  uint64_t c, pk, pc;
};

/* Every start the get_imm calls of the current function declare as
   multiples (ascsync_imm_coef), one per iteration for a call in every
   iteration of a loop with a constant count, into ALL.  FOREIGN: the
   function is not the one planned, its loops' structure not used: a
   call in a loop gives one start per value of the loop's counter
   (ascsync_counter_values) instead.  (gimple_symlin.cc)  */
void ascsync_function_starts (vec<fn_start> *all, bool foreign);

/* A buffer whose start is a multiple of a value known only at run
   time: from CLO * X to END * X (END 0: no end), X an SSA name with one
   value in a run of its function (XJ not 0: in a run of the function
   given the buffer, the value its call gives, call by call: number XJ
   of ascsync_joined_values).  */
struct sym_buffer
{
  tree x;
  int xj;
  uint64_t clo, end;
};

/* Add coefficient COEF to the N coefficients C, kept in increasing
   order without repeats, at most MAX of them (when full, the highest
   goes: a start left out only makes a buffer reach further); the new
   number.  (gimple_symstart.cc)  */
int ascsync_add_start (uint64_t *c, int n, int max, uint64_t coef);

/* The least of the N coefficients C above COEF; 0 when none is.
   (gimple_symstart.cc)  */
uint64_t ascsync_next_start (const uint64_t *c, int n, uint64_t coef);

/* Whether pointer ARG, an argument of CALL in the current function
   (which may be another than the one planned: its table indices are
   then taken by GCC's range, with a ranger of its own set up), lies in
   such a buffer (the layout assumption, gimple_symstart.cc), each
   offset added to the buffer's start a constant, into *OUT; ALL the
   starts the function declares (ascsync_function_starts, FOREIGN).
   (gimple_symstart.cc)  */
bool ascsync_symbolic_arg (gcall *call, tree arg, const vec<fn_start> &all,
                           struct sym_buffer *out);

#endif
