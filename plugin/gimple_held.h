/* gimple_held.h -- values held in memory the plugin follows across
   calls: what a function stores through its pointer parameters
   (gimple_heldstore.cc) and what the object a parameter points to
   holds at entry (gimple_entry.cc).  Include after ascsync-gcc.h.  */

#ifndef ASCSYNC_GIMPLE_HELD_H
#define ASCSYNC_GIMPLE_HELD_H

/* Most values ascsync_counter_values gives.  */
#define ASCSYNC_COUNTER_VALUES 16

/* What some bytes hold: integers or UB addresses in [LO, HI] (LO == HI:
   one value); a pointer into the GM object named by pointer parameter
   KPARAM of kernel KDECL, at an offset in [LO, HI] (HI OFF_ANY: any);
   (HELD_ARG) the value of parameter KPARAM of the function storing
   it, moved by [LO, HI] (HI OFF_ANY: by any offset); or (HELD_SINT,
   HELD_SUB) integers or UB addresses COEF * X for COEF in [LO, HI], X
   the value of SSA name SX, an integer of the function whose object
   holds them with one value in a run of it (a parameter, or defined on
   no cycle of its CFG): a buffer laid out from a tile length known
   only at run time.  SMAX: the largest multiple of X computed on the
   way; SXHI: X's largest value where the object is read (0: not known
   yet), X being at least 1 there.  SXJ, when not 0: X is not one name
   but, in a run of the function reading the object, the value the call
   that made the run gives it, call by call (ascsync_joined_values: a
   value of each caller's own, SX that of the first call).  For
   HELD_GM, KDECL null: the kernel running, whichever of those whose
   parameter KPARAM the calls give.  */
enum held_kind
{
  HELD_INT, HELD_UB, HELD_GM, HELD_ARG, HELD_SINT, HELD_SUB
};

struct held
{
  enum held_kind kind;
  uint64_t lo, hi;
  tree kdecl;
  int kparam;
  tree sx;
  int sxj;
  uint64_t smax, sxhi;
};

/* The context a function's operands are evaluated in: its parameters
   are HELD_ARG values (ARGS_SYMBOLIC), or the arguments of call CALL
   made by function FN (evaluated in context UP) when CALL is not null,
   or else their own (a kernel's GM pointers); when VAR is not null, in
   the iteration in which SSA name VAR has the value VAL.  */
struct held_ctx
{
  bool args_symbolic;
  function *fn;
  gcall *call;
  const struct held_ctx *up;
  tree var;
  HOST_WIDE_INT val;
};

/* Join B into *A (*AHAS: whether *A holds anything yet); false when
   the two are of different kinds or objects.  (gimple_heldval.cc)  */
bool ascsync_held_join (struct held *a, bool *ahas, const struct held &b);

/* Whether *H, a constant 0 (an integer, or the UB address 0: "get_imm
   (0 * X)" folded), was made the multiple 0 of REF's X, REF a multiple
   of the same sort (HELD_SINT, HELD_SUB).  (gimple_heldval.cc)  */
bool ascsync_held_zero_multiple (struct held *h, const struct held &ref);

/* Whether A and B are multiples of the same value X (HELD_SINT or
   HELD_SUB).  (gimple_heldval.cc)  */
bool ascsync_held_same_x_p (const struct held &a, const struct held &b);

/* The values H[0..N) the N calls of a function give the same bytes of
   the object it reads (in the order of its callers), joined into *OUT
   when each call's own names play the same part in each: the same
   parameter of the kernel each call runs under, or multiples of one
   value of each caller (struct held SXJ).  False when not so.
   (gimple_heldval.cc)  */
bool ascsync_held_join_calls (const struct held *h, unsigned n,
                              struct held *out);

/* The value operand RHS of function FN has in context CTX (null: none)
   as a held value, into *OUT: a constant, a get_imm address, a kernel's
   GM pointer parameter moved by any offset, sums and products of such
   integers, or what CTX makes of FN's parameters.  (gimple_heldval.cc)  */
bool ascsync_stored_value (function *fn, tree rhs,
                           const struct held_ctx *ctx, struct held *out,
                           int depth);

/* *H, the value of a parameter, moved as a HELD_ARG value standing for
   it says: by [LO, HI] (HI OFF_ANY: by any offset).  False when it
   cannot be so moved.  (gimple_heldval.cc)  */
bool ascsync_held_move (struct held *h, uint64_t lo, uint64_t hi);

/* The values counter VAR (an SSA name of the current function) takes
   where statement AT runs, into VALS, *N of them (at most
   ASCSYNC_COUNTER_VALUES; see
   gimple_heldloop.cc); false when not known so.  */
bool ascsync_counter_values (tree var, gimple *at, HOST_WIDE_INT *vals,
                             int *n);

/* The same for VAR, an SSA name of function FN (any function of the
   unit with a GIMPLE body), its dominators computed for the question
   when it has none.  (gimple_heldloop.cc)  */
bool ascsync_counter_values_of (function *fn, tree var, gimple *at,
                                HOST_WIDE_INT *vals, int *n);

/* Forget the answers of ascsync_counter_values_of (a new function is
   planned).  (gimple_heldloop.cc)  */
void ascsync_counter_memo_reset (void);

/* What call CALL, made by function FN, stores through its argument I
   at bytes [BYTE, BYTE + SIZE) from it, joined into *OUT (*HAS as for
   ascsync_held_join): every store of its callee (and of the callee's
   callees) through that parameter that touches those bytes writes
   exactly them, with a value known.  False when not so.
   (gimple_heldstore.cc)  */
bool ascsync_call_stores (function *fn, gcall *call, unsigned i,
                          HOST_WIDE_INT byte, unsigned size,
                          struct held *out, bool *has);

/* The one store of function FN through its pointer parameter PARAM
   (or through its callees) that writes any of bytes [BYTE, BYTE + SIZE)
   from it, writing exactly them, outside every loop's counter; null
   when there is none or another, or the function's writes through the
   parameter are not all known.  (gimple_heldstore.cc)  */
gassign *ascsync_sole_store (function *fn, int param, HOST_WIDE_INT byte,
                             unsigned size);

/* Where pointer P lies from pointer PDEF (an SSA name; or a variable,
   P then derived from its address): at *C + *VMUL * *VAR (VAR null: at
   *C), added to what they hold (OK: so far placed, as for
   ascsync_ref_place).  1 when so; 0 when P is not derived from PDEF;
   -1 when it may be but is not placed so.  (gimple_heldval.cc)  */
int ascsync_pointer_from (tree p, tree pdef, bool ok, HOST_WIDE_INT *c,
                          tree *var, HOST_WIDE_INT *vmul);

/* Where memory reference REF lies from pointer PDEF (an SSA name; or a
   variable, REF then a part of it): at
   *C + *VMUL * *VAR bytes (VAR null: at *C), VAR an integer SSA name
   (conversions stripped) indexing an array or moving a pointer, fields
   and constant offsets in *C.  1 when so; 0 when REF's address is not
   derived from PDEF (by copies, conversions and pointer arithmetic);
   -1 when it may be but is not placed so.  (gimple_heldval.cc)  */
int ascsync_ref_place (tree ref, tree pdef, HOST_WIDE_INT *c, tree *var,
                       HOST_WIDE_INT *vmul);

/* What the local variable OBJ of FN holds at bytes [BYTE, BYTE + SIZE)
   wherever it is read, into *OUT (gimple_entry.cc's object walk; any
   function with a GIMPLE body).  (gimple_entry.cc)  */
bool ascsync_object_held (function *fn, tree obj, HOST_WIDE_INT byte,
                          unsigned size, struct held *out);

/* What the object pointer parameter PARAM of the current function
   points to holds at bytes [BYTE, BYTE + SIZE) whenever it runs, into
   *OUT.  (gimple_entry.cc)  */
bool ascsync_entry_held (int param, HOST_WIDE_INT byte, unsigned size,
                         struct held *out);

/* The pointer parameter (its default definition) of the function of
   memory reference REF whose pointed object REF reads, or null.
   (gimple_entry.cc)  */
tree ascsync_reference_param (tree ref);

/* X's largest value at the call of EDGE, where it is at least 1 (noted
   when the interprocedural passes ended, X the SX of a value an object
   whose address the call passes holds), into *HI.
   (gimple_heldsym.cc)  */
bool ascsync_heldsym_range (cgraph_edge *edge, tree x, uint64_t *hi);

/* Whether block TO can be reached from block FROM (of one function)
   without passing block AVOID (null: any).  (gimple_heldloop.cc)  */
bool ascsync_reaches_p (basic_block from, basic_block to,
                        basic_block avoid);

/* Whether block BB of function FN lies on a cycle of its CFG (runs
   more than once in a run of FN).  (gimple_heldloop.cc)  */
bool ascsync_on_cycle_p (function *fn, basic_block bb);

#endif
