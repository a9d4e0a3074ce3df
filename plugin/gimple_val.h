/* gimple_val.h -- what ascsync knows about the value of an SSA operand
   (struct val) and the evaluator of gimple_val.cc, used by the
   recognition of pipe operations in gimple_ops.cc.  Include after
   ascsync-gcc.h.  */

#ifndef ASCSYNC_GIMPLE_VAL_H
#define ASCSYNC_GIMPLE_VAL_H

/* What is known about an SSA operand.  VAL_NONE is the empty set (a
   value made only of references to PHIs being evaluated); VAL_INT an
   integer interval; VAL_LOCAL a local address interval; VAL_GM a
   pointer into parameter PARAM with an offset interval.  HI ==
   OFF_ANY means any offset.  CYC > 0: the value also depends on the
   PHI at depth CYC - 1 of the evaluation stack (the outermost one);
   MOVED: something was added to such a value on the way.  */
enum val_kind
{
  VAL_UNKNOWN, VAL_INT, VAL_LOCAL, VAL_GM, VAL_NONE
};

#define OFF_ANY UINT64_MAX
/* HI of a local pointer that starts at LO and moves up without a known
   bound (see loop_bounds): only the layout bound limits it.  */
#define OFF_OPEN (UINT64_MAX - 1)

struct val
{
  enum val_kind kind;
  int param;                 /* VAL_GM: parameter index, -1: one of
                                the parameters GMSET names */
  uint32_t gmset;            /* VAL_GM: bit I for each parameter I < 32
                                the pointer may point into (bit PARAM
                                when PARAM >= 0; 0 then when PARAM >=
                                32); with PARAM -1 the pointer is chosen
                                at run time among them (a PHI or
                                conditional of parameters), at an
                                unknown offset */
  uint64_t lo, hi;           /* value or offset interval */
  int cyc;
  int moved;
  /* Periodic form: when PK > 0, in iteration T of GCC loop PL (counted
     from 0 at each entry) the value (or offset) lies in [PLO[T mod PK]
     + PS * T, PHI[T mod PK] + PS * T].  PS is 0 except for induction
     variables and what is computed from them before a mask takes the
     residue; PK is 1 or a period sync_period_ok allows (a divisor of
     SYNC_PERIOD), so that forms combine residue by residue over the
     least common multiple of their periods.  */
  int pl;
  int pk;
  int64_t ps;
  uint64_t plo[SYNC_MAXK], phi[SYNC_MAXK];
  /* PS != 0: 0 when the form is the value itself; else the value is
     only congruent to the form modulo PMOD (PLO[R] < PMOD when PMOD is
     a power of two): the form of a counter whose start moves with an
     outer loop, of one shifted by an unknown start, or of arithmetic
     that may wrap in its type (see per_wrap).  Residues modulo K are
     taken from the form when K divides PMOD, or when the form is the
     value after all (per_exact).  */
  uint64_t pmod;
  /* ONEBASE: a local pointer made from one constant address BASE0 plus
     offsets that are never negative (so it points into the buffer
     starting at or below BASE0 <= LO); PONE bit R: the same for residue
     R, from the constant PBASE[R].  */
  int onebase;
  unsigned pone;
  uint64_t base0;
  uint64_t pbase[SYNC_MAXK];
  /* DTOP: the highest constant address the pointer was moved down from
     by a constant ("b - 64"), 0 when never: the buffer it is derived
     from, whose start may lie above the pointer's values.  Of an
     integer: the largest value it was moved down from ("(t & 1) * 1024
     - 128", which GCC computes before adding the pointer), so that the
     pointer it offsets is moved down from that much above its own.
     PDT bit R: PDTOP[R] is residue R's own DTOP (DTOP is the largest
     over all residues); without the bit residue R takes DTOP.  */
  uint64_t dtop;
  unsigned pdt;
  uint64_t pdtop[SYNC_MAXK];
  /* An integer: the value is a multiple of 2^TZ (its low TZ bits are
     zero), whatever else is unknown of it ("c * 8" for any c); 0: not
     known.  */
  int tz;
  /* PPHASE > 0: the form counts T from an unknown start fixed per run of
     loop PL (the value is the form's at T + X for an X that is the same
     in every value with this PPHASE; see unknown_start); 0: from 0 at
     each entry.  */
  int pphase;
  /* VAL_UNKNOWN, GPEND > 0: the integer value of a pointer into GM
     parameter GPEND - 1 at an offset in [LO, HI], minus the constant
     local address GSUB (OFF_ANY: a local address not known as one
     value, the offset then any): what IVOPTs makes to rebase a GM pointer on a
     local one ("(x - get_imm (A)) + P" for a local P moving from A).
     Unknown to everything but the evaluator's addition of a local
     pointer, which gives the GM pointer back (gm_rebase).  */
  int gpend;
  uint64_t gsub;
};

/* The GM bases standing, within a function, for the GM objects the
   object a pointer parameter points to holds pointers into
   (gimple_entry.cc): ASCSYNC_HELD_GM + N, N < ASCSYNC_HELD_GM_MAX; no
   parameter's index.  */
#define ASCSYNC_HELD_GM SYNC_GM_HELD
#define ASCSYNC_HELD_GM_MAX 16

/* Whether GM base BASE is one of those.  */
#define ASCSYNC_HELD_GM_P(BASE) ((BASE) >= ASCSYNC_HELD_GM)

/* What the object pointer parameter PARAM of the current function
   points to holds at bytes [BYTE, BYTE + SIZE) whenever the function
   runs, from its calls, into *OUT: integers, UB addresses, or a pointer
   into a GM object (its base ASCSYNC_HELD_GM + N); false when not known
   (gimple_entry.cc).  */
bool ascsync_entry_bytes (int param, HOST_WIDE_INT byte, unsigned size,
                          struct val *out);

/* The value of load REF through a pointer parameter of the current
   function (at constant offsets and one index from it) from what the
   object holds there at every entry, into *OUT, residue by residue of
   the index's slot rotation when it has one; false when not known.
   DEPTH as for ascsync_eval (gimple_entry.cc).  */
bool ascsync_entry_load (tree ref, int depth, struct val *out);

/* The value of load REF from local variable OBJ of the current
   function (at constant offsets and one index in it), from every value
   its stores, and the calls given its address, put there (as
   gimple_entry.cc reads a caller's object), into *OUT, residue by
   residue as above; false when not known (gimple_entry.cc).  */
bool ascsync_object_load (tree ref, tree obj, int depth, struct val *out);

/* What bytes [BYTE, BYTE + SIZE) of local variable OBJ of the current
   function hold (as ascsync_object_load reads them), into *OUT; false
   when not known (gimple_entry.cc).  */
bool ascsync_object_bytes (tree obj, HOST_WIDE_INT byte, unsigned size,
                           struct val *out);

/* The statements of the current function that may write bytes [BYTE,
   BYTE + SIZE) of its local variable OBJ, into STORES: false when one
   is not a plain store of one operand into exactly those bytes or at a
   place that varies (a call, a part, a volatile access), OBJ's address
   goes where it is not followed, or none is (gimple_entry.cc).  */
bool ascsync_object_stores (tree obj, HOST_WIDE_INT byte, unsigned size,
                            vec<gassign *> *stores);

/* Whether no statement of loop LOOP of the current function writes
   bytes [BYTE, BYTE + SIZE) of its local variable OBJ: stores naming
   it, and calls given its address (which it is given nowhere else)
   that write them (gimple_entry.cc).  */
bool ascsync_object_kept_in_loop (tree obj, HOST_WIDE_INT byte,
                                  unsigned size, class loop *loop);

/* The same as one value (an integer or UB address) per value of the
   key of REF's place, into *F; false when some place holds no one such
   value (gimple_entry.cc).  */
bool ascsync_entry_values (tree ref, struct ascsync_param_fn *f);

/* Forget the GM objects numbered in the previous function, and the
   loop counters' values found there (gimple_entry.cc).  */
void ascsync_entry_reset (void);

/* Index of parameter PARM of the current function, or -1.  */
int ascsync_param_index (tree parm);

/* Index of parameter PARM of function FNDECL, or -1.  */
int ascsync_param_index_of (tree fndecl, tree parm);

/* Parameter number INDEX of function FNDECL, or NULL_TREE.  */
tree ascsync_param_at (tree fndecl, int index);

/* The unknown value (any value of any kind).  */
struct val ascsync_val_unknown (void);

/* A pointer into GM parameter PARAM (an index) at offset 0.  */
struct val ascsync_val_gm (int param);

/* Whether V is a pointer value (local or GM).  */
bool ascsync_val_is_ptr (const struct val &v);

/* V without its periodic form, restricted to the iterations with
   residue R when it has one (PS must be 0).  */
struct val ascsync_val_at (const struct val &v, int r);

/* The value set {LO..HI} of integers.  */
struct val ascsync_val_int (uint64_t lo, uint64_t hi);

/* Whether V is an integer interval whose bounds are values of integer
   TYPE, neither negative nor past its largest value: one that a range
   of TYPE's values may be intersected with.  (The evaluator keeps
   arithmetic that may wrap unreduced, "(unsigned) j - 1" as
   [2^32 - 1, 2^32 + 5], meaning those values modulo 2^32.)  */
bool ascsync_val_int_in_type (const struct val *v, tree type);

/* The union of the value sets A and B.  */
struct val ascsync_val_union (struct val a, struct val b);

/* Make residue K of R's periodic form the values of E (an element a
   slot selects): its interval, and its buffer's start when E is made
   from one constant address.  */
void ascsync_val_set_residue (struct val *r, int k, const struct val &e);

/* Forget V's periodic form; copy FROM's periodic form into TO.  */
void ascsync_val_forget_form (struct val *v);
void ascsync_val_copy_form (struct val *to, const struct val &from);

/* Set up, and release, the evaluation of the current function FUN.  */
void ascsync_eval_init (function *fun);
void ascsync_eval_fini (function *fun);

/* The value of operand T (an SSA name or a constant) as far as its
   definitions tell; DEPTH bounds the recursion (start at 0).  */
struct val ascsync_eval (tree t, int depth);

/* The value of "A CODE C", A an integer operand (an SSA name or a
   constant) and C a constant of its type, as the evaluator combines
   them (a slot rotation from "t & 1").  */
struct val ascsync_eval_with_const (enum tree_code code, tree a, uint64_t c);

/* The value of pointer PTR (an SSA name) moved by the constant C bytes,
   which may be negative, as the evaluator moves it ("MEM[p + -418B]":
   moved down, see struct val, DTOP).  */
struct val ascsync_eval_pointer_plus (tree ptr, int64_t c);

/* Whether local pointer or integer value P is congruent to *R modulo
   *M at CALL in every value it takes there (*M 0: P is the single value
   *R): a single value, or a periodic form whose residues are single
   values (slots, an induction variable: P = PLO[T mod PK] + PS * T, or
   only congruent to it modulo P->PMOD) for a loop holding CALL.
   (gimple_ops.cc)  */
bool ascsync_val_congruence (const struct val *p, gcall *call, uint64_t *m,
                             uint64_t *r);

/* GCC's range of integer SSA name T (at statement STMT when non-null):
   whether it is a bounded range whose largest value *HI is not
   negative; *NONNEG says whether its smallest value is not negative
   either, and then *LO is that value (0 otherwise).  */
bool ascsync_range_bounds (tree t, gimple *stmt, uint64_t *lo, uint64_t *hi,
                           bool *nonneg);

/* Whether A CODE B holds for every A in [ALO, AHI] and B in [BLO, BHI]
   (*OUT 1), for none (*OUT 0); false when that depends on the values
   or CODE is no comparison (gimple_relate.cc).  */
bool ascsync_compare_ranges (enum tree_code code, HOST_WIDE_INT alo,
                             HOST_WIDE_INT ahi, HOST_WIDE_INT blo,
                             HOST_WIDE_INT bhi, HOST_WIDE_INT *out);

/* The least and greatest values of integer type TYPE into *LO, *HI;
   false for a type whose values do not all fit a HOST_WIDE_INT
   (gimple_under.cc).  */
bool ascsync_type_bounds (tree type, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi);

/* SSA name NAME lies in [LO, HI].  */
struct ascsync_fact
{
  tree name;
  HOST_WIDE_INT lo, hi;
};

/* The one value integer X has at block AT (at statement STMT of it,
   when not null: GCC's ranges there hold too) on every path on which
   FACTS[0 .. NFACTS) hold (each on a name with one value on the way to
   AT), into *VALUE; false when it has more, or is not known
   (gimple_under.cc).  */
bool ascsync_value_under (basic_block at, gimple *stmt, tree x,
                          const struct ascsync_fact *facts, int nfacts,
                          HOST_WIDE_INT *value);

/* The count assumption at a conversion of integer SSA name T (signed)
   on the way to a count: T's largest value, its negative values not
   counted, into *HI; false when not bounded.  (gimple_lengths.cc)  */
bool ascsync_converted_count_top (tree t, uint64_t *hi);

/* Forget the answers of ascsync_converted_count_top (at the start and
   end of each function's evaluation).  (gimple_lengths.cc)  */
void ascsync_lengths_reset (void);

/* An interval of integers [LO, HI], LO <= HI, both within
   [-ASCSYNC_SPAN_INF, ASCSYNC_SPAN_INF] (gimple_spans.cc).  */
#define ASCSYNC_SPAN_INF ((int64_t) 1 << 62)
struct int_span
{
  int64_t lo, hi;
};

/* Every value of an integer type of precision PREC, unsigned when UNS
   (within the bounds above).  */
struct int_span ascsync_span_of_type (int prec, bool uns);

/* S as a value of that type: unchanged when the type holds it; one
   value wrapped into the type (modulo 2^PREC, PREC below 64); else all
   of the type's values (the conversion wraps).  */
struct int_span ascsync_span_fit (struct int_span s, int prec, bool uns);

/* The values of binary operation CODE (PLUS, MINUS, MULT, TRUNC_DIV,
   EXACT_DIV, shifts, MIN, MAX, BIT_AND) on values A and B in that
   type, or all of the type's values.  */
struct int_span ascsync_span_combine (enum tree_code code, struct int_span a,
                                      struct int_span b, int prec, bool uns);

/* S, signed when FROM_SIGNED, converted to that type; COUNTS: under the
   count assumption (below), a signed value converted is not negative,
   unless S is one value (what the type makes of that value).  */
struct int_span ascsync_span_convert (struct int_span s, bool from_signed,
                                      int prec, bool uns, bool counts);

/* The values of argument ARG of CALL, DATA the asker's.  */
typedef struct int_span (*retval_arg_fn) (tree arg, gcall *call,
                                          void *data);

/* The values the function CALL calls returns, from its recorded
   expression (ascsync_retval_record) at its arguments' values ARGF
   gives (DATA), into *OUT; COUNTS: the count assumption holds in the
   expression.  False when nothing is recorded (gimple_retval.cc).  */
bool ascsync_retval_span (gcall *call, retval_arg_fn argf, void *data,
                          bool counts, struct int_span *out);

/* The count assumption (part of the layout assumption): the largest
   value of integer T, a count or stride at statement STMT computed from
   lengths ("(uint16_t) ((n + 15) / 16)" with n = MIN (len - t * TILE,
   TILE), whose positivity GCC cannot see), when every value converted
   on the way is taken as not negative (read as signed): true when it
   is *HI <= TMAX, below T's type's largest value.  Only an upper bound:
   a lower one could rest on the assumption alone.
   (gimple_lengths.cc)  */
bool ascsync_count_not_negative (tree t, gimple *stmt, uint64_t tmax,
                                 uint64_t *hi);

/* Count T at STMT compiled for ascsync_count_eval at many values of
   SSA names V0 and V1 (V1 null: none), the walk of its definitions and
   GCC's ranges taken once; null when T is no integer SSA name.  Free
   it with ascsync_count_free.  (gimple_lengths.cc)  */
struct ascsync_count_fn;
struct ascsync_count_fn *ascsync_count_compile (tree t, gimple *stmt,
                                                tree v0, tree v1);

/* As ascsync_count_not_negative, the largest value of count F where V0
   (its copies and conversions too) has the value VAL0 and V1 the value
   VAL1, into *HI; false when it is not below its type's largest
   value.  ONE (when non-null): whether *HI is the count's one value
   there (its definitions computed from V0, V1 and constants).  */
bool ascsync_count_eval (const struct ascsync_count_fn *f,
                         HOST_WIDE_INT val0, HOST_WIDE_INT val1,
                         uint64_t *hi, bool *one = NULL);
void ascsync_count_free (struct ascsync_count_fn *f);

/* An operation's accesses at given arguments: each one's end (0: no
   bytes there), and the residues of its strided pattern modulo period
   PER (0: none; UINT64_MAX: one run of bytes, any period from LEN on),
   from LO to LO + LEN relative to its pointer.  */
struct ascsync_pair_point
{
  uint64_t end[ASC_MAX_ACCESSES];
  uint64_t per[ASC_MAX_ACCESSES];
  int64_t lo[ASC_MAX_ACCESSES];
  uint64_t len[ASC_MAX_ACCESSES];
};

/* Fill OUT for the accesses of an operation at its arguments ARGS, bit
   J of EXACT set when ARGS[J] is the argument's one value (not its
   largest); false when not computable.  */
typedef bool (*ascsync_ends_fn) (const uint64_t *args, uint64_t exact,
                                 void *data, struct ascsync_pair_point *out);

/* An operation whose accesses ascsync_ends_by_size_pairs bounds: call
   STMT; its NARGS arguments' largest values ARGS, and ARGV[J] the SSA
   name of a count or stride among them (null: not such an argument);
   FN with DATA gives its NA accesses at given arguments; OFFS[K], the
   offset access K's pointer is moved by from a base (null: none).  */
struct ascsync_pair_query
{
  gimple *stmt;
  const tree *argv;
  int nargs;
  const uint64_t *args;
  ascsync_ends_fn fn;
  void *data;
  int na;
  const tree *offs;
};

/* The residues of an access relative to its pointer's base over the
   values of sizes SIZE[0] and SIZE[1] (null: none) the checks allow:
   modulo PER (0: not known) its bytes lie from LO[0] + LO[1] * Y0 +
   LO[2] * Y1 up to HI[0] + HI[1] * Y0 + HI[2] * Y1 at the sizes'
   values Y0 and Y1, which are at least LOMIN and at most HIMAX.  */
struct ascsync_pair_residues
{
  uint64_t per;
  tree size[2];
  int64_t lo[3], hi[3];
  int64_t lomin, himax;
};

/* What ascsync_ends_by_size_pairs finds of one access: at most where
   it ends, how far past its pointer's base (UINT64_MAX: not known), and
   its residues.  */
struct ascsync_pair_result
{
  uint64_t end, base_end;
  struct ascsync_pair_residues res;
};

/* Narrow OUT[0 .. Q->NA) (their ends at Q's arguments' largest values;
   BASE_END UINT64_MAX, RES.PER 0 when not known) by the conditions
   dominating Q's call that are computed from one or two run-time sizes
   its counts, strides and offsets are computed from ("if (rows * d +
   128 > 16384) return;"): END to the largest end Q's FN gives over
   the values (pairs of values) of the sizes within GCC's ranges at the
   call that pass every such condition, at each argument's largest
   value there under the count assumption; BASE_END to the largest sum
   there of offset Q->OFFS[K] and the end: access K ends at most that
   far from its pointer's base; RES to its residues when its offset is
   known exactly at each pair and its period is one.  True when any is
   narrower.  (gimple_sizepair.cc)  */
bool ascsync_ends_by_size_pairs (const struct ascsync_pair_query *q,
                                 struct ascsync_pair_result *out);

/* Give the function being evaluated its budget of evaluations for
   ascsync_ends_by_size_pairs.  (gimple_sizepair.cc)  */
void ascsync_sizepair_reset (void);

/* Into R, the union of the ranges of SSA name T on the edges into the
   block of STMT, which T's definition dominates: T's range on entry
   to it, where the ranger's own answer may be the whole type or wider
   (seen with two incoming edges each of which a branch bounds, "if (n
   == 0)" and "if (n <= 7)" for "if (n > 0) ...; if (n < 8) ...", and
   with the copies of one test GCC's jump threading makes).  False, and
   *R unchanged, when not found or no better than the whole type.  */
bool ascsync_range_from_edges (tree t, gimple *stmt, value_range *r);

/* The range of integer SSA name T (at statement STMT when non-null)
   from GCC's range query, as an unsigned interval; unknown when not a
   non-negative bounded range.  */
struct val ascsync_eval_range (tree t, gimple *stmt = NULL);

/* Whether integer SSA name V is the length of a tile of a ceil-div
   tiling, "S - C * T" with 0 <= C < (S + T - 1) / T, S >= 0 and T >= 1:
   then it is proved to lie in [*LO, *HI] = [1, S's largest value], or
   lower where a condition on a twin of it holds.  (gimple_tail.cc)  */
bool ascsync_tail_count (tree v, uint64_t *lo, uint64_t *hi);

/* The largest value of integer type TYPE as an unsigned number.  */
uint64_t ascsync_type_max (tree type);

/* A + B into *R; false when it overflows.  */
bool ascsync_add_ok (uint64_t a, uint64_t b, uint64_t *r);

/* For a periodic form's PPHASE from an induction variable's unknown
   start (SSA version PPHASE - 1): a number K, a divisor of SYNC_PERIOD,
   such that for every period J dividing K "(start + T) mod J", T
   counted from 0 at each entry of its loop, is the form's residue
   modulo J in iteration T; 0 when none (a phase from another kind of
   shift).  */
int ascsync_phase_key (int pphase);

/* The integer operand that SSA name T is converted from, when T is
   defined by a conversion (NOP_EXPR or CONVERT_EXPR) of an integer;
   else NULL_TREE.  */
tree ascsync_int_conversion_source (tree t);

/* Whether edge E into a join is taken only when the condition ending
   block C is *TRUTH: E leaves C on that side, or leaves a block whose
   one predecessor is C, entered on that side.  (gimple_paramval.cc)  */
bool ascsync_cond_edge_side (edge e, basic_block c, bool *truth);

/* Phases (sync_access.pphase) above this are those of swap cycles,
   whose entry values are a rotation of constants (eval_swap_cycle),
   not SSA versions of a counter's start: out of their range.  */
#define ASCSYNC_SWAP_PHASE_BASE (1 << 28)

/* For a phase of a swap cycle (eval_swap_cycle) that ascsync_phase_key
   keys: append to SEQ, for entry edge E of its loop, the statements
   computing the phase (an int in [0, K)); NULL_TREE for another
   phase.  */
tree ascsync_swap_phase_start (int pphase, edge e, gimple_seq *seq);

/* Set up, and release, the tables' part of the evaluation of the
   current function FUN (called by ascsync_eval_init and _fini).
   (gimple_tables.cc)  */
/* The values scalar load REF (a MEM_REF or TARGET_MEM_REF of local
   memory) may read: what the kernel's writers of its buffer put there
   (gimple_loadval.cc), else unknown; DEPTH as for ascsync_eval.
   ascsync_loadval_reset forgets what it learnt of the current
   function.  */
struct val ascsync_local_load_value (tree ref, int depth);
void ascsync_loadval_reset (void);
void ascsync_tables_init (function *fun);
void ascsync_tables_fini (void);

/* Find which local variables of FUN have their address taken, and what
   the calls and pointers given it write (ascsync_tables_init, for the
   evaluation of FUN); forget it.  (gimple_unaliased.cc)  */
void ascsync_unaliased_init (function *fun);
void ascsync_unaliased_fini (void);

/* Whether local variable DECL of the current function has its address
   taken by no statement but calls and pointers that write none of it
   (computed from the statements, also at -O0 where TREE_ADDRESSABLE
   stays set): only stores naming it write it.  False outside the
   evaluation.  (gimple_unaliased.cc)  */
bool ascsync_local_unaliased_p (tree decl);

/* Whether only the stores naming local variable DECL write its bytes
   [LO, HI): as ascsync_local_unaliased_p, but calls and pointers given
   its address may write other bytes of it.  (gimple_unaliased.cc)  */
bool ascsync_local_part_unwritten_p (tree decl, HOST_WIDE_INT lo,
                                     HOST_WIDE_INT hi);

/* Whether pointer P is a constant view of a local variable: "p = &v"
   or "p = &v + C" (into *DECL and *OFF, the byte offset), used only
   as the address of loads and stores (a vector store GCC's vectorizer
   writes through "_7 = &m[0] + 16" it leaves unfolded).
   (gimple_unaliased.cc)  */
bool ascsync_local_view (tree p, tree *decl, HOST_WIDE_INT *off);

/* Whether only the stores naming local variable DECL and the stores
   through its constant views (ascsync_local_view) write its bytes
   [LO, HI).  (gimple_unaliased.cc)  */
bool ascsync_local_part_seen_p (tree decl, HOST_WIDE_INT lo,
                                HOST_WIDE_INT hi);

/* The value the bytes of local variable DECL at byte offset BYTE hold
   as an object of type TYPE (a pointer or an integer) wherever the
   current function reads them: the values stored into that place (a
   table's element, see ascsync_eval_load), or unknown when stores into
   DECL cannot be followed.  (gimple_tables.cc)  */
struct val ascsync_eval_var_bytes (tree decl, uint64_t byte, tree type,
                                   int depth);

/* The value of the load REF from a local array or a read-only array
   with an initializer: the values stored into it (its initializer's),
   those of the elements REF selects when its index is a slot rotation
   or has a small range.  (gimple_tables.cc)  */
struct val ascsync_eval_load (tree ref, int depth);

/* The value of REF, a lane taken out of an integer vector
   ("BIT_FIELD_REF <vect_c, 32, 0>" of GCC's vectorizer): what the
   vector operations computing the vector put in any lane, when not
   negative; else unknown.  (gimple_lanes.cc)  */
struct val ascsync_lane_value (tree ref);

/* What integer vector V (an SSA name or constant) may hold in any
   lane, when not negative (see ascsync_lane_value); else unknown.
   (gimple_lanes.cc)  */
struct val ascsync_vector_lanes (tree v);

/* Whether LOAD, a load of a local variable none of whose bytes it
   reads calls or pointers may write (ascsync_local_part_unwritten_p),
   reads what a store of the same bytes left there on every path back,
   with nothing between that may write them (GCC's memory use-def chain;
   a join crossed when every path into it gives the same value, one in a
   run): then the value stored (an SSA name or a constant) into *STORED
   ("p[k] = get_imm (...); vmul (p[k], ...)", "op.tile = tile; ... for
   (...) ... op.tile" at -O0).  Only while the tables' information is
   set up (ascsync_unaliased_init).  (gimple_forward.cc)  */
bool ascsync_forwarded_store (gimple *load, tree *stored);

/* The same, with the value of REF's index IX (known where the load is
   used: see ascsync_eval_at).  (gimple_tables.cc)  */
struct val ascsync_eval_load_index (tree ref, const struct val &ix,
                                    int depth);

/* Whether SSA name T, or a value its definitions compute it from
   (through PHIs and assignments other than loads, each name followed
   once: VISITED), is one HIT says it is (given DATA), within *BUDGET
   names; SPENT when the budget runs out first.  (gimple_val.cc)  */
bool ascsync_defs_reach_p (tree t, bool (*hit) (tree, const void *),
                           const void *data, int *budget, bool spent,
                           hash_set<tree> *visited);

/* Start the enumerations of a function (ascsync_enum_values): their
   work is bounded per function.  (gimple_enum.cc)  */
void ascsync_enum_reset (void);

/* Whether T is an integer of at most 64 bits (an expression
   ascsync_enum_values may follow).  (gimple_enum.cc)  */
bool ascsync_small_integer_p (tree t);

/* Values a caller knows for some leaves of an expression
   (ascsync_enum_values): whether LEAF, an SSA name, is one it knows
   (given DATA), with its values in [*LO, *HI].  */
typedef bool (*ascsync_enum_bind) (tree leaf, const void *data,
                                   uint64_t *lo, uint64_t *hi);

/* The values of integer SSA name T, computed by integer arithmetic from
   a few leaves (loads, PHIs, parameters, calls) of few values each,
   into [*LO, *HI]: T evaluated at every combination of the leaves'
   values (BIND's, given DATA, else the evaluator's, DEPTH as for
   ascsync_eval).  False when the leaves or their values are too many,
   a value is undefined at some combination, or one is negative.
   (gimple_enum.cc)  */
bool ascsync_enum_values (tree t, int depth, ascsync_enum_bind bind,
                          const void *data, uint64_t *lo, uint64_t *hi);

/* The same for T's value at statement AT: the combinations of leaf
   values at which a comparison whose taken edge dominates AT fails,
   computed from the same leaves, left out.  (gimple_enum.cc)  */
bool ascsync_enum_values_at (tree t, gimple *at, uint64_t *lo,
                             uint64_t *hi);

/* The values of integer PHI, a header PHI of its loop whose latch
   value is computed from it by arithmetic scalar evolution does not
   describe ("m = m - (m >> 1)" under "m > 2"), into *R: the least
   interval holding its entry values and the latch value at each value
   of the interval (enumerated), to a fixpoint.  False when a value on
   the way is not known or the interval still grows after a few rounds.
   (gimple_cycle.cc)  */
bool ascsync_phi_cycle_values (gphi *phi, int depth, struct val *r);

/* ascsync_enum_values for integer T, the PHIs on the way evaluated as
   well: a loop's header PHI by the fixpoint of ascsync_phi_cycle_values,
   another PHI as the union of its arguments (a count kept in a register
   across a loop's passes, "m1 = PHI <m[0], m2>", stored back into the
   table m it was loaded from).  (gimple_cycle.cc)  */
bool ascsync_enum_values_cycles (tree t, int depth, ascsync_enum_bind bind,
                                 const void *data, uint64_t *lo,
                                 uint64_t *hi);

/* Whether G is a call "get_imm (X)" (the local address X).  */
bool ascsync_get_imm_p (gimple *g);

/* The range [*LO, *HI] of the step STEP of an induction variable (a
   chrec's right part): a constant, sign-extended, or an integer value
   invariant in the loop that the evaluator bounds, never negative and
   below 2^40; false when neither.  */
bool ascsync_step_range (tree step, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi);

/* START, or the integer it is converted from (the same low bits),
   defined outside LOOP: the value at LOOP's entry of a start fixed per
   run; NULL when there is none.  */
tree ascsync_phase_entry_value (tree start, class loop *loop);

/* Whether integer SSA name NAME is C + S * T, into *C and *S, in every
   iteration T of LOOP that defines it (once), by running one run of
   LOOP when its branches depend only on constants.  (gimple_interp.cc)  */
bool ascsync_interp_affine (class loop *loop, tree name, HOST_WIDE_INT *c,
                            HOST_WIDE_INT *s);

/* The most iterations (runs of its header) one run of LOOP makes: GCC's
   bound on its back edges plus one, or 2 when every iteration after the
   first leaves it (see later_iterations_leave); 0 when neither bounds
   it below 32.  Worked out once per loop until ascsync_interp_reset.
   (gimple_interp.cc)  */
int ascsync_loop_max_iters (class loop *loop);

/* The value of SSA name T computed by its definition, a conversion
   (copy), a sum, difference, product or left shift, or get_imm, from
   the values VA and VB of its operands (VB unused for a conversion and
   get_imm), as ascsync_eval finishes values, into *R; false for other
   definitions.  */
bool ascsync_eval_def_with (tree t, struct val va, struct val vb,
                            struct val *r);

/* Whether DEF is an assignment ascsync_eval_def_with computes from its
   operands' values: a copy, conversion, sum, difference, product or
   left shift.  (gimple_val.cc)  */
bool ascsync_def_with_p (gimple *def);

/* Whether V, reaching a PHI of LOOP over edge E, is (H + 1) mod K for
   the counter H of LOOP's header (see mod_step_of): "(H + 1) % K",
   "(H + 1) & (K - 1)", "H + 1" where H is not K - 1 on E, 0 where it
   is, or a PHI of such.  *K: the period found so far (0: none yet; set
   by the first wrap found; call again to check "H + 1" against it).
   (gimple_val.cc)  */
bool ascsync_mod_step_of (class loop *loop, tree v, tree h, edge e, int *k);

/* What the conditions dominating a statement say of remainders: R % C
   != 0, and R > 0 when POSITIVE (F); R % C == 0 (M, POSITIVE unused);
   and the header PHIs H of loops whose
   value there is a slot rotation V because they are counters stepped
   only on a prefix of the iterations, which the statement is in
   (gimple_prefix.cc).  */
#define ASCSYNC_MAX_GUARDS 8
struct ascsync_guard
{
  tree r;
  uint64_t c;
  bool positive;
};
struct ascsync_prefix
{
  tree h;
  struct val v;
};
/* An interval [LO, HI] (unsigned values, HI below 2^62) that integer
   SSA name T lies in where a comparison dominating the statement holds
   (gimple_guards.cc, compare_bounds).  */
struct ascsync_bound
{
  tree t;
  uint64_t lo, hi;
};
struct ascsync_guards
{
  int n, nm, np, nb;
  struct ascsync_guard f[ASCSYNC_MAX_GUARDS];
  struct ascsync_guard m[ASCSYNC_MAX_GUARDS];
  struct ascsync_prefix p[ASCSYNC_MAX_GUARDS];
  struct ascsync_bound b[ASCSYNC_MAX_GUARDS];
};

/* Add to G the header PHIs of E's source block's loop that are slot
   counters stepped only where the condition ending that block takes
   edge E, which holds on a prefix of the loop's iterations, with their
   value (a slot rotation of the loop) wherever E's destination
   dominates in the loop.  (gimple_prefix.cc)  */
void ascsync_prefix_counters (edge e, struct ascsync_guards *g);

/* Collect into G what the conditions dominating statement AT say of
   remainders, the prefix counters they step there, and the intervals
   their comparisons of integers bound the compared values to (at most
   ASCSYNC_MAX_GUARDS of each).  (gimple_guards.cc)  */
void ascsync_guards_at (gimple *at, struct ascsync_guards *g);

/* The largest power of two (at most 2^20) that guards G say integer
   SSA name N is a multiple of: a remainder of N, or of N converted
   keeping those low bits, by a multiple of it is 0 ("if ((tile & 127)
   != 0) return;"); 1 when none does.  (gimple_guards.cc)  */
uint64_t ascsync_guard_multiple (tree n, const struct ascsync_guards *g);

/* Evaluate the header PHIs of the loops around block BB, outermost
   first, before a value computed in them is evaluated (the evaluator
   enters a cycle at its PHI).  (gimple_guards.cc)  */
void ascsync_enter_loops_at (basic_block bb);

/* The value of operand T at statement AT, whose guards G are:
   ascsync_eval's, narrowed where T is computed from a quotient "N / C"
   (or "N >> K") and G says N % C != 0, from a prefix counter of G
   (a slot rotation there), or from a value a comparison of G bounds
   (a loop's counter below its exit test: "i < rows" true, i at most
   rows - 1 in the body).  (gimple_guards.cc)  */
struct val ascsync_eval_at (tree t, gimple *at,
                            const struct ascsync_guards *g);

/* The constant CODE (a GIMPLE right-hand side's code, or the like code
   of a GENERIC expression) gives of constants A (and B for a binary
   code) in TYPE, folded as GCC folds; NULL_TREE when an operand is
   unknown or the folder gives no constant.  (gimple_interp.cc)  */
tree ascsync_fold_rhs (enum tree_code code, tree type, tree a, tree b);

/* Forget the runs ascsync_interp_affine made and the loops'
   ascsync_loop_max_iters (per function).  (gimple_interp.cc)  */
void ascsync_interp_reset (void);

/* When G is a call of get_block_num or get_block_idx, their range in a
   launch into *R.  (gimple_launch.cc)  */
bool ascsync_launch_value (gimple *g, struct val *r);

/* When A + B is the block split "X / Y + (Z < X % Y)" with X, Z >= 0
   (the rows a block takes), the largest value of X, which bounds the
   sum, into *HI.  (gimple_launch.cc)  */
bool ascsync_block_split_bound (tree a, tree b, uint64_t *hi);

#endif /* ASCSYNC_GIMPLE_VAL_H */
