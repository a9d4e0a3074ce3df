/* gimple_ops.cc -- recognise pipe operations in GIMPLE and build the
   abstract CFG of ascsync (struct sync_func) for one function.

   Operations are: calls of the host entry points of intrinsics.def
   (asc_NAME / asc_NAME_SUFFIX, found with asc_op_lookup), whose
   footprints come from asc_footprint on the arguments' values; scalar
   loads and stores through pointers into local memory or GM (PIPE_S);
   existing asc_set_flag/asc_wait_flag/asc_pipe_barrier calls; and calls
   that may issue pipe work (gimple_calls.cc: a function of this unit
   that issues some, an indirect call, a function of another unit).

   Values of the arguments come from ascsync_eval (gimple_val.cc); what
   an access touches across the iterations of its loop from
   gimple_across.cc; what it touches path by path through the merge
   whose PHIs give its operands from gimple_mergepath.cc.

   Aliasing rule: the pointer parameters of an externally visible
   function (a kernel entry point: CCE's __gm__ kernel parameters) are
   distinct, non-overlapping buffers, and pointer arithmetic stays within
   its object; so accesses through different parameters never conflict,
   whatever their offsets.  Static helpers get no such assumption (their
   GM accesses may alias any GM) unless ASCSYNC_GM_PARAMS_DISTINCT_ALL
   is set below.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-dfa.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop.h"
#include "tree-chrec.h"
#include "calls.h"
#include "gimple_val.h"
#include "gimple_held.h"

/* Whether the pointer parameters of the current function are distinct
   buffers (gimple_distinct.cc).  */
static bool
gm_params_distinct (void)
{
  return ascsync_gm_params_distinct (current_function_decl);
}

/* Set A to cover POINTER's whole space SPACE (GM: the parameter of P if
   known, else any GM; a GM object an object given the function holds a
   pointer into, gimple_entry.cc, is an object of its own whatever the
   function's own parameters are).  */
static void
access_whole (struct sync_access *a, int space, int write, const struct val *p)
{
  memset (a, 0, sizeof *a);
  a->space = space;
  a->write = write;
  bool gm = space == ASC_SPACE_GM && p && p->kind == VAL_GM
            && (ASCSYNC_HELD_GM_P (p->param) || gm_params_distinct ());
  a->base = space == ASC_SPACE_GM ? (gm ? p->param : -1) : 0;
  a->gmset = gm && p->param < 0 ? p->gmset : 0;
  a->lo = 0;
  a->hi = sync_space_size[space];
}

/* Set A to the range of SIZE bytes from offsets [LO, HI] of P in SPACE
   (the whole space, or any offset of P's parameter, when HI is
   OFF_ANY or past the end).  */
static void
access_range (struct sync_access *a, int space, int write,
              const struct val *p, uint64_t lo, uint64_t hi, uint64_t size)
{
  access_whole (a, space, write, p);
  uint64_t end;
  if (hi == OFF_ANY || !ascsync_add_ok (hi, size, &end)
      || end > sync_space_size[space])
    {
      if (hi != OFF_ANY && lo < sync_space_size[space])
        a->lo = lo;
      return;
    }
  a->lo = lo;
  a->hi = end;
}

/* Start addresses of the local buffers of the current function, per
   space (see layout_bound).  A buffer starts only where the kernel
   declares one: at a constant it gives get_imm, or at a slot of a
   rotation over such a constant ("get_imm (B) + (t & 1) * SLOT", a
   table of get_imm addresses).  An address some operand takes inside a
   buffer ("tb + C1", the second part of each row of a tile filled by
   two loads) starts nothing, even when it rotates with the slots; nor
   does an address a helper computes from its parameter, outside that
   helper (note_imm_arg).  */
static vec<uint64_t> buffer_starts[ASC_NSPACES];
/* The starts of the slots of rotations (note_rotation_starts), per
   space: they start a buffer only for a pointer that chooses a slot
   (SLOTTED in buffer_start_p and next_start).  A pointer that does not
   ("get_imm (B)" filled whole, or a part copied out, before a loop
   uses B as two slots) stays in its get_imm buffer, not in the slot it
   starts in.  A slot of one rotation inside a slot of another is no
   start (note_rotation_starts).  */
struct slot_start
{
  uint64_t at, spacing;         /* the slot's start, its rotation's
                                   spacing */
};
static vec<slot_start> slot_starts[ASC_NSPACES];
/* Per space, the arguments of the function's get_imm calls whose
   results the operands of that space are derived from: the addresses
   the kernel declares its buffers of the space at (a UB buffer at
   0x400 declares nothing in L1, whose second slot may start there).  */
static vec<uint64_t> imm_args[ASC_NSPACES];
/* Per space, those of IMM_ARGS that are values of an argument computed
   from a parameter of the current function (gimple_immparam.cc): its
   own slots, which a caller's buffer holds, so no start of the caller's
   (not in the function's summary).  */
static vec<uint64_t> param_imm_args[ASC_NSPACES];

/* Whether X is the start of one of the slots V.  */
static bool
slot_start_in (const vec<slot_start> &v, uint64_t x)
{
  for (unsigned i = 0; i < v.length (); i++)
    if (v[i].at == x)
      return true;
  return false;
}

/* The largest spacing of the rotations of which a slot of V starts at
   X; 0 when none does.  */
static uint64_t
start_spacing (const vec<slot_start> &v, uint64_t x)
{
  uint64_t d = 0;
  for (unsigned i = 0; i < v.length (); i++)
    if (v[i].at == x)
      d = MAX (d, v[i].spacing);
  return d;
}

/* Whether X is one of the values of V.  */
static bool
u64_in (const vec<uint64_t> &v, uint64_t x)
{
  for (unsigned i = 0; i < v.length (); i++)
    if (v[i] == x)
      return true;
  return false;
}

/* The first value of V above X (V sorted), or END when none is.  */
static uint64_t
u64_first_above (const vec<uint64_t> &v, uint64_t x, uint64_t end)
{
  for (unsigned i = 0; i < v.length (); i++)
    if (v[i] > x)
      return v[i];
  return end;
}

/* Whether X is one of IMM_ARGS of SPACE.  */
static bool
imm_arg_p (int space, uint64_t x)
{
  return u64_in (imm_args[space], x);
}

/* The residue a value is computed from: the SSA name defined as "Y &
   M" (M + 1 a power of two) or "Y % M", M below SYNC_MAXK, found
   first in the definitions of T (at most 8 deep), whose values the
   evaluator puts in [0, M] or [0, M - 1]; or NULL_TREE.  */
static tree
residue_of (tree t, int depth)
{
  if (TREE_CODE (t) != SSA_NAME || depth > 8)
    return NULL_TREE;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
  if (!as)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree m = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  if ((code == BIT_AND_EXPR || code == TRUNC_MOD_EXPR) && m
      && tree_fits_uhwi_p (m) && tree_to_uhwi (m) < SYNC_MAXK
      && (code == TRUNC_MOD_EXPR
          || ((tree_to_uhwi (m) + 1) & tree_to_uhwi (m)) == 0))
    {
      struct val v = ascsync_eval (t, 0);
      if (v.kind == VAL_INT && v.lo == 0 && v.hi < SYNC_MAXK)
        return t;
    }
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (tree r = residue_of (gimple_op (as, i), depth + 1))
      return r;
  return NULL_TREE;
}

/* Each value get_imm argument ARG of CALL takes as a function of one
   residue it is computed from ("get_imm (UB_B + (j & 1) * SLOT)", J a
   counter GCC's scalar evolution has no form for), into VALS (a slot
   of a rotation the residue selects); returns how many, 0 for none.  */
static int
residue_imm_values (gcall *call, tree arg, uint64_t *vals)
{
  tree r = residue_of (arg, 0);
  if (!r)
    return 0;
  struct val rv = ascsync_eval (r, 0);
  class loop *loop = gimple_bb (call)->loop_father;
  for (uint64_t x = 0; x <= rv.hi; x++)
    {
      HOST_WIDE_INT out;
      if (!ascsync_value_at_counter (loop, r, (HOST_WIDE_INT) x, arg, &out)
          || out < 0)
        return 0;
      vals[x] = (uint64_t) out;
    }
  return (int) rv.hi + 1;
}

/* The get_imm call pointer PTR is the result of, through copies and
   conversions, and when MOVED through pointer sums and unsigned integer
   sums with a local address too ("get_imm (X + s * SLOT) + o"); or
   null.  */
static gcall *
imm_call_of (tree ptr, bool moved)
{
  for (int depth = 0; depth < 8 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (ascsync_get_imm_p (def))
        return as_a <gcall *> (def);
      gassign *as = dyn_cast <gassign *> (def);
      if (!as)
        return NULL;
      enum tree_code code = gimple_assign_rhs_code (as);
      tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
      if (moved && code == PLUS_EXPR && TYPE_UNSIGNED (TREE_TYPE (ptr))
          && TREE_CODE (b) == SSA_NAME && ascsync_eval (b, 0).kind == VAL_LOCAL)
        ptr = b;
      else if (gimple_assign_ssa_name_copy_p (as) || CONVERT_EXPR_CODE_P (code)
               || (moved && (code == POINTER_PLUS_EXPR || code == PLUS_EXPR)))
        ptr = a;
      else
        return NULL;
    }
  return NULL;
}

/* Record in IMM_ARGS of SPACE the values get_imm argument ARG of CALL
   takes: a constant, or each slot of a rotation ("get_imm (UB_X + s *
   SLOT)").  An argument the function CALL was written in computes from
   a parameter of it (gimple_immparam.cc) declares only the values of a
   parameter of the current function (the helper's own slots, also in
   PARAM_IMM_ARGS), not the constant it folds to where GCC inlined or
   cloned the helper: the caller chose that address, inside a buffer of
   its own.  */
static void
note_imm_arg (int space, gcall *call, tree arg)
{
  vec<uint64_t> &imms = imm_args[space];
  bool from_param = ascsync_imm_from_param_p (call);
  if (tree_fits_uhwi_p (arg))
    {
      if (!from_param)
        imms.safe_push (tree_to_uhwi (arg));
      return;
    }
  struct val v = ascsync_eval (arg, 0);
  if (v.kind != VAL_INT)
    return;
  struct ascsync_param_fn f;
  if (from_param)
    {
      if (v.hi != OFF_ANY && ascsync_param_values (arg, v.lo, v.hi, &f))
        for (int i = 0; i < f.n; i++)
          {
            imms.safe_push (f.val[i]);
            param_imm_args[space].safe_push (f.val[i]);
          }
    }
  else if (v.lo == v.hi)
    imms.safe_push (v.lo);
  else if (v.pk >= 2 && !v.ps)
    {
      for (int r = 0; r < v.pk; r++)
        if (v.plo[r] == v.phi[r])
          imms.safe_push (v.plo[r]);
    }
  /* An induction variable C + S * T (a loop giving get_imm the address
     of each slot in turn, "get_imm (UB_X + k * SLOT)"): each of its
     values in its range, when there are no more than a slot rotation
     has (a loop over many rows declares no buffer per row).  */
  else if (v.pk == 1 && v.ps > 0 && !v.pmod && !v.pphase
           && v.plo[0] == v.phi[0] && v.plo[0] >= v.lo && v.hi != OFF_ANY
           && (v.hi - v.plo[0]) / (uint64_t) v.ps < SYNC_MAXK)
    for (uint64_t x = v.plo[0]; x <= v.hi; x += (uint64_t) v.ps)
      imms.safe_push (x);
  /* Each value of a function of a parameter with few values ("get_imm
     (UB_X + s * SLOT)" in a helper given the slot).  */
  else if (v.hi != OFF_ANY && ascsync_param_values (arg, v.lo, v.hi, &f))
    for (int i = 0; i < f.n; i++)
      imms.safe_push (f.val[i]);
  else
    {
      uint64_t vals[SYNC_MAXK];
      int n = residue_imm_values (call, arg, vals);
      for (int i = 0; i < n; i++)
        imms.safe_push (vals[i]);
    }
}

/* The spacing of the slots of rotation P (P->pk slots, each from
   P->plo): the greatest common divisor of their distances from the
   lowest.  */
static uint64_t
slot_spacing (const struct val *p)
{
  uint64_t lo = p->plo[0], d = 0;
  for (int r = 0; r < p->pk; r++)
    lo = p->plo[r] < lo ? p->plo[r] : lo;
  for (int r = 0; r < p->pk; r++)
    {
      uint64_t x = p->plo[r] - lo, y = d;
      while (y)
        {
          uint64_t t = x % y;
          x = y;
          y = t;
        }
      d = x;
    }
  return d;
}

/* The spacing of the slots of pointer value P when it rotates over
   slots (slot_spacing); 0 when it does not.  */
static uint64_t
rotation_spacing (const struct val *p)
{
  return p->pk >= 2 && !p->ps ? slot_spacing (p) : 0;
}

/* The slots of the rotations whose slots start buffers (slot_bases_p),
   per space: each slot [AT, AT + SPACING).  */
struct slot_of_rotation
{
  int space;
  uint64_t at, spacing;
};
static vec<slot_of_rotation> rotation_slots;

/* Whether the constant slot addresses of rotation P (P->pk slots, each
   a single value) of pointer PTR are the slots of a buffer declared by
   get_imm: some get_imm constant G at or below them all such that
   every slot lies a multiple of the slots' spacing above G (the
   spacing: the greatest common divisor of their distances), G a value
   of the argument of a get_imm call PTR is derived from.  */
static bool
slot_bases_p (int space, const struct val *p, tree ptr)
{
  uint64_t lo = p->plo[0];
  for (int r = 0; r < p->pk; r++)
    {
      if (p->plo[r] != p->phi[r])
        return false;
      lo = p->plo[r] < lo ? p->plo[r] : lo;
    }
  uint64_t d = slot_spacing (p);
  /* The values given to the get_imm calls PTR is derived from: G must
     be one of them (another buffer's address, below the slots and
     congruent to them, declares none of them).  */
  auto_vec<gimple *> calls;
  hash_set<tree> seen;
  ascsync_imm_origins (ptr, &calls, &seen);
  auto_vec<struct val, 4> given;
  for (unsigned j = 0; j < calls.length (); j++)
    {
      struct val a = ascsync_eval (gimple_call_arg (calls[j], 0), 0);
      if (a.kind == VAL_INT)
        given.safe_push (a);
    }
  for (unsigned i = 0; i < imm_args[space].length (); i++)
    {
      uint64_t g = imm_args[space][i];
      if (g > lo || !(g == lo || (d && (lo - g) % d == 0)))
        continue;
      for (unsigned j = 0; j < given.length (); j++)
        if (given[j].lo <= g && g <= given[j].hi)
          return true;
    }
  return false;
}

/* Record as buffer starts of UB the UB addresses the objects the
   current function's pointer parameters point to hold wherever every
   call's object holds one (gimple_entry.cc): get_imm addresses of the
   callers, each a buffer's start as a kernel's own are, though the
   function reads only some of them.  */
static void
note_entry_starts (void)
{
  const unsigned psize = POINTER_SIZE / BITS_PER_UNIT;
  int i = 0;
  for (tree p = DECL_ARGUMENTS (current_function_decl); p;
       p = DECL_CHAIN (p), i++)
    {
      tree t = TREE_TYPE (p);
      tree sz = POINTER_TYPE_P (t) && COMPLETE_TYPE_P (TREE_TYPE (t))
                ? TYPE_SIZE_UNIT (TREE_TYPE (t)) : NULL_TREE;
      if (!sz || !tree_fits_uhwi_p (sz) || tree_to_uhwi (sz) > 1024)
        continue;
      for (uint64_t b = 0; b + psize <= tree_to_uhwi (sz); b += psize)
        {
          struct val v;
          if (ascsync_entry_bytes (i, (HOST_WIDE_INT) b, psize, &v)
              && v.kind == VAL_LOCAL && v.lo == v.hi
              && v.lo < sync_space_size[ASC_SPACE_UB])
            {
              imm_args[ASC_SPACE_UB].safe_push (v.lo);
              buffer_starts[ASC_SPACE_UB].safe_push (v.lo);
            }
        }
    }
}

/* Record in ROTATION_SLOTS the slots of rotation P of local SPACE,
   whose slot addresses are the slots of a get_imm buffer
   (slot_bases_p).  */
static void
note_rotation (int space, const struct val *p)
{
  uint64_t spacing = slot_spacing (p);
  for (int r = 0; r < p->pk; r++)
    {
      slot_of_rotation x = { space, p->plo[r], spacing };
      rotation_slots.safe_push (x);
    }
}

/* Record in ROTATION_SLOTS the slots of the rotations pointer X of
   local SPACE is derived from by pointer arithmetic (offsets added,
   conversions, the PHIs of an induction variable): a name on the way
   whose values are one address per residue of a rotation over the
   slots of a get_imm buffer (slot_bases_p) is a slot's base, as an
   operand equal to it is ("stage = base + (t & 1) * SLOT" of an operand
   "stage + j * ROW", J a count read from data at -O0, or an induction
   variable IVOPTS starts at STAGE).  SEEN holds the names walked;
   DEPTH bounds the walk.  */
static void
note_derived_slots (int space, tree x, hash_set<tree> *seen, int depth)
{
  if (depth > 8 || TREE_CODE (x) != SSA_NAME || seen->add (x))
    return;
  if (depth > 0)
    {
      struct val v = ascsync_eval (x, 0);
      if (v.kind == VAL_LOCAL && v.pk >= 2 && !v.ps
          && slot_bases_p (space, &v, x))
        {
          note_rotation (space, &v);
          return;
        }
    }
  gimple *d = SSA_NAME_DEF_STMT (x);
  if (gphi *phi = dyn_cast <gphi *> (d))
    for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
      note_derived_slots (space, gimple_phi_arg_def (phi, j), seen,
                          depth + 1);
  else if (gassign *as = dyn_cast <gassign *> (d))
    {
      enum tree_code code = gimple_assign_rhs_code (as);
      if (code == POINTER_PLUS_EXPR || code == PLUS_EXPR
          || code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
        note_derived_slots (space, gimple_assign_rhs1 (as), seen,
                            depth + 1);
      if (code == PLUS_EXPR)
        note_derived_slots (space, gimple_assign_rhs2 (as), seen,
                            depth + 1);
    }
}

/* Record the buffer starts pointer PTR of value P declares in local
   SPACE.  */
static void
note_start (int space, tree ptr, const struct val *p)
{
  if (space == ASC_SPACE_GM || space >= ASC_NSPACES || p->kind != VAL_LOCAL)
    return;
  struct ascsync_param_fn f;
  if (p->lo == p->hi && imm_arg_p (space, p->lo))
    buffer_starts[space].safe_push (p->lo);
  /* Each value of a function of a parameter with few values.  */
  else if (p->hi < OFF_OPEN && ascsync_param_values (ptr, p->lo, p->hi, &f))
    {
      for (int i = 0; i < f.n; i++)
        if (imm_arg_p (space, f.val[i]))
          buffer_starts[space].safe_push (f.val[i]);
    }
  /* A get_imm result: each slot a residue selects.  */
  else if (gcall *g = p->hi < OFF_OPEN ? imm_call_of (ptr, false) : NULL)
    {
      uint64_t vals[SYNC_MAXK];
      int n = residue_imm_values (g, gimple_call_arg (g, 0), vals);
      for (int i = 0; i < n; i++)
        if (imm_arg_p (space, vals[i]))
          buffer_starts[space].safe_push (vals[i]);
    }
  /* A get_imm result moved by offsets, its argument a function of a
     parameter with few values ("get_imm (X + s * SLOT) + o" in a
     helper given S and O): the kernel declares a buffer at each.  */
  if (gcall *g = imm_call_of (ptr, true))
    {
      tree arg = gimple_call_arg (g, 0);
      struct val av = ascsync_eval (arg, 0);
      if (av.kind == VAL_INT && av.hi < OFF_OPEN
          && ascsync_param_values (arg, av.lo, av.hi, &f))
        for (int i = 0; i < f.n; i++)
          if (imm_arg_p (space, f.val[i]))
            buffer_starts[space].safe_push (f.val[i]);
    }
  /* The constant a pointer moved by offsets was made from (get_imm
     (UB_F) of "fb + o"), when the kernel gives it to get_imm: not the
     start of an induction variable IVOPTS made, an address inside a
     buffer.  */
  if (p->onebase && imm_arg_p (space, p->base0))
    buffer_starts[space].safe_push (p->base0);
  if (p->pk >= 2 && !p->ps)
    {
      bool bases = slot_bases_p (space, p, ptr);
      for (int r = 0; r < p->pk && !bases; r++)
        /* A slot's constant, moved by offsets ("fb[s] + o" for a
           masked tail after the full repeats): its buffer starts there
           when the kernel gives it to get_imm.  */
        if (((p->pone >> r) & 1) && imm_arg_p (space, p->pbase[r]))
          buffer_starts[space].safe_push (p->pbase[r]);
      if (bases)
        note_rotation (space, p);
    }
  hash_set<tree> seen;
  note_derived_slots (space, ptr, &seen, 0);
}

static int
cmp_u64 (const void *x, const void *y)
{
  uint64_t a = *(const uint64_t *) x, b = *(const uint64_t *) y;
  return a < b ? -1 : a > b;
}

/* Whether X is a buffer start of SPACE for a pointer that chooses a
   slot of a rotation (SLOTTED) or for any pointer (see SLOT_STARTS).  */
static bool
buffer_start_p (int space, uint64_t x, bool slotted)
{
  return u64_in (buffer_starts[space], x)
         || (slotted && slot_start_in (slot_starts[space], x));
}

/* The smallest buffer start of SPACE above X, for any pointer, or, for
   a pointer that chooses a slot of a rotation whose slots lie SPACING
   bytes apart (0: none), also the start of a slot of such a rotation
   (the slots of another rotation over the same buffer, say two in the
   place of one of this one's, do not end its accesses); the space size
   when there is none.  */
static uint64_t
next_start (int space, uint64_t x, uint64_t spacing)
{
  uint64_t e = u64_first_above (buffer_starts[space], x,
                                sync_space_size[space]);
  const vec<slot_start> &v = slot_starts[space];
  for (unsigned i = 0; spacing && i < v.length (); i++)
    if (v[i].spacing == spacing && v[i].at > x && v[i].at < e)
      e = v[i].at;
  return e;
}

/* Where a pointer parameter points, as its calls pass it
   (param_region).  */
struct param_place
{
  uint64_t lo, hi;              /* the lowest and highest address */
  uint64_t start, end;          /* the buffers': first byte, end */
};

/* Into *PL where the pointers the calls pass for the buffer of B[I] lie
   in local SPACE (see param_region; its address plus its offsets below
   the space's end).  */
static void
buffer_place (int space, const struct ascsync_argbufs *b, int i,
              struct param_place *pl)
{
  uint64_t top = b->root[i] + b->cmax[i];
  uint64_t e = next_start (space, top, 0);
  pl->lo = b->var[i] ? b->root[i] : b->root[i] + b->cmin[i];
  pl->hi = b->var[i] ? e - 1 : top;
  pl->start = b->root[i];
  pl->end = e;
}

/* Where pointer parameter PARAM of the current function points in
   local SPACE, as its calls pass it (ascsync_param_buffers, the layout
   assumption): into *PL, from PL->lo to PL->hi (the last address), in
   the buffers from PL->start to PL->end.  An argument at known offsets
   from a get_imm constant lies at them; one moved from there by offsets
   not known lies in the buffer it starts in, up to the next buffer
   start (calls that pass a variable's address instead pass no traced
   memory).  While the buffer starts are collected (COLLECTING), each
   constant becomes a buffer start of SPACE, as the starts a callee
   declares do at its calls.  */
static bool
param_region (int space, int param, bool collecting,
              struct param_place *pl)
{
  struct ascsync_argbufs b;
  if (space == ASC_SPACE_GM || space >= ASC_NSPACES || param < 0
      || !ascsync_param_buffers (current_function_decl, param, &b)
      || b.n == 0)
    return false;
  pl->lo = pl->start = UINT64_MAX;
  pl->hi = pl->end = 0;
  for (int i = 0; i < b.n; i++)
    {
      uint64_t top = b.root[i] + b.cmax[i];
      if (top >= sync_space_size[space])
        return false;
      if (collecting)
        {
          imm_args[space].safe_push (b.root[i]);
          buffer_starts[space].safe_push (b.root[i]);
          continue;
        }
      struct param_place one;
      buffer_place (space, &b, i, &one);
      pl->lo = MIN (pl->lo, one.lo);
      pl->hi = MAX (pl->hi, one.hi);
      pl->start = MIN (pl->start, one.start);
      pl->end = MAX (pl->end, one.end);
    }
  return true;
}

/* The object of local space SPACE around addresses [LO, HI]: from the
   largest get_imm address of SPACE (a buffer start that is a get_imm
   argument) at or below LO (0 when none) to the smallest above HI (the
   space's end when none), in *START and *END.
   Slots of a rotation are not objects of their own here: a pointer
   derived from a buffer's address may reach each of its slots.  */
static void
imm_object (int space, uint64_t lo, uint64_t hi, uint64_t *start,
            uint64_t *end)
{
  vec<uint64_t> &v = buffer_starts[space];
  *start = 0;
  *end = sync_space_size[space];
  for (unsigned i = 0; i < v.length (); i++)
    if (imm_arg_p (space, v[i]))
      {
        if (v[i] <= lo && v[i] > *start)
          *start = v[i];
        if (v[i] > hi && v[i] < *end)
          *end = v[i];
      }
}

/* See ascsync-gcc.h.  */
void
ascsync_local_object (int space, uint64_t x, uint64_t *start, uint64_t *end)
{
  imm_object (space, x, x, start, end);
}

/* Whether V is an address the evaluator bounds: a local address or an
   integer, no cycle, in [LO, HI] below OFF_OPEN.  */
static bool
bounded_address_p (const struct val &v)
{
  return (v.kind == VAL_LOCAL || v.kind == VAL_INT) && !v.cyc
         && v.hi < OFF_OPEN && v.lo <= v.hi;
}

/* Most merges merge_objects walks through, one inside another.  */
#define MERGE_OBJECTS_DEPTH 3

/* The objects of local SPACE that base pointer BASE may point into
   under the layout assumption when the evaluator does not bound it but
   it is a merge of pointers -- a PHI or a COND_EXPR, "b == e ? zero :
   w + (b - r) * D" -- each argument derived from a base the evaluator
   bounds (ascsync_local_provenance), or itself such a merge: the hull
   of their objects (imm_object), into *B as the values [start, end -
   1] of one pointer.  An argument derived from BASE itself (an
   induction variable's step) stays in the objects of the others.
   DEPTH counts the merges walked.  False when some argument's object
   is not known.  */
static bool
merge_objects (int space, tree base, int depth, struct val *b)
{
  if (depth >= MERGE_OBJECTS_DEPTH || TREE_CODE (base) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (base);
  auto_vec<tree, 8> args;
  if (gphi *phi = dyn_cast <gphi *> (def))
    for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
      args.safe_push (gimple_phi_arg_def (phi, i));
  else if (is_gimple_assign (def)
           && gimple_assign_rhs_code (def) == COND_EXPR)
    {
      args.safe_push (gimple_assign_rhs2 (def));
      args.safe_push (gimple_assign_rhs3 (def));
    }
  uint64_t lo = UINT64_MAX, hi = 0;
  for (unsigned i = 0; i < args.length (); i++)
    {
      int64_t off;
      tree ab = ascsync_local_provenance (args[i], &off);
      if (ab == base)
        continue;
      if (!ab || off < 0)
        return false;
      struct val v = ascsync_eval (ab, 0);
      if (!bounded_address_p (v) && !merge_objects (space, ab, depth + 1, &v))
        return false;
      uint64_t x, e;
      imm_object (space, v.lo, v.hi, &x, &e);
      if (x >= e || v.lo + (uint64_t) off >= e)
        return false;
      lo = MIN (lo, x);
      hi = MAX (hi, e);
    }
  if (lo >= hi)
    return false;
  *b = ascsync_val_int (lo, hi - 1);
  b->kind = VAL_LOCAL;
  return true;
}

/* Narrow S, an access of local memory through pointer PTR, to the
   object of PTR's provenance (see provenance_bound, which says when
   the bound applies); returns whether the bound applies, with *BASEV
   and *BASEOFF as there, and (NARROWED non-null) whether S was wider
   than the object into *NARROWED: an access the layout bound already
   keeps in the object still has the object's slots
   (provenance_slots).  KNOWN_LO: an address PTR is known not to lie
   below (0: none); a pointer known past the object is not in it.  */
static bool
provenance_object (struct sync_access *s, tree ptr, struct val *basev,
                   int64_t *baseoff, uint64_t known_lo,
                   bool *narrowed = NULL)
{
  int64_t off;
  if (!ascsync_settings.layout || s->space == ASC_SPACE_GM
      || s->space >= ASC_NSPACES)
    return false;
  tree base = ascsync_local_provenance (ptr, &off);
  if (!base)
    return false;
  struct val b = ascsync_eval (base, 0);
  if (!bounded_address_p (b) && !merge_objects (s->space, base, 0, &b))
    return false;
  uint64_t x, e;
  imm_object (s->space, b.lo, b.hi, &x, &e);
  if (x >= e || off < 0 || b.lo + (uint64_t) off >= e || known_lo >= e)
    return false;
  /* Nothing of the access in the object: the pointer is not in it.  */
  uint64_t lo = s->lo > x ? s->lo : x, hi = s->hi < e ? s->hi : e;
  if (lo >= hi)
    return false;
  if (narrowed)
    *narrowed = s->lo < x || s->hi > e;
  s->lo = lo;
  s->hi = hi;
  *basev = b;
  *baseoff = off;
  return true;
}

/* The provenance bound, part of the layout assumption: an access of
   local space S through pointer PTR (or memory reference base PTR, a
   MEM_REF or TARGET_MEM_REF) whose offset the evaluator does not know
   (an index read from data: P is unknown beyond its object, or known
   only as a range reaching past the space), but which
   is derived by integer arithmetic from one local pointer B
   (ascsync_local_provenance) whose value the evaluator bounds (or a
   merge of such pointers, merge_objects: the hull of their objects),
   stays in
   the object B points into (imm_object: from the get_imm address at or
   below B's smallest value to the one after its largest; one get_imm
   address X: [X, the next get_imm address); a slot table: the slots'
   buffers).  An index the analysis cannot bound costs a whole buffer,
   not all of the space.  Not when the constant offsets of that
   arithmetic already leave the buffer (the operands say otherwise).
   Narrows S; returns whether the bound applies, with B's value in
   *BASEV, the constant offset from B in *BASEOFF, and whether S was
   narrowed in *NARROWED (as for provenance_object).  A pointer moved
   down by a constant from an address it is derived from (P's DTOP
   above its lowest value: "b + i * 512 - 366" for an I from 0, the
   constant folded into the integer offset at -O0) may reach the buffer
   below B's object, as the layout assumption allows: the access keeps
   P's lowest value as its lowest byte, and no slot of B's rotation
   bounds it (*BASEV's form dropped).  */
static bool
provenance_bound (struct sync_access *s, const struct val *p, tree ptr,
                  struct val *basev, int64_t *baseoff,
                  bool *narrowed = NULL)
{
  if (!p || p->kind != VAL_LOCAL || s->space >= ASC_NSPACES
      || (p->hi != OFF_ANY && p->hi < sync_space_size[s->space]))
    return false;
  uint64_t lo0 = s->lo;
  if (!provenance_object (s, ptr, basev, baseoff,
                          p->hi == OFF_ANY ? 0 : p->lo, narrowed))
    return false;
  if (p->hi != OFF_ANY && p->dtop > p->lo && s->lo > p->lo)
    {
      s->lo = MAX (p->lo, lo0);
      ascsync_val_forget_form (basev);
    }
  return true;
}

/* The object of local SPACE that a base pointer of values [LO, HI]
   (an access starting OFF bytes after it) stays in under the layout
   assumption, into [*X, *E): from a slot's base (LO == HI, a buffer
   start), the slot up to the next buffer start; else the get_imm
   object (imm_object).  False when the access starts past it.  */
static bool
base_object (int space, uint64_t lo, uint64_t hi, uint64_t off,
             uint64_t *x, uint64_t *e)
{
  if (lo == hi && buffer_start_p (space, lo, true))
    {
      *x = lo;
      *e = next_start (space, lo, start_spacing (slot_starts[space], lo));
    }
  else
    imm_object (space, lo, hi, x, e);
  return *x < *e && lo + off < *e;
}

/* The provenance bound slot by slot: when the base B (value BASEV,
   the access's pointer BASEOFF bytes or more after it) of an access S
   that provenance_bound narrowed rotates with a loop, the access in
   the iterations of each residue stays in the object of that residue's
   base: the slot, from the base to the next buffer start, when the base
   is a slot's start (BUFFER_STARTS: "bag + (t & 1) * SLOT" over a
   get_imm address, a table of slot addresses), else its get_imm
   object.  Sets S's slot rotation; nothing when a residue's base is
   not inside one object.  */
static void
provenance_slots (struct sync_access *s, const struct val *basev,
                  int64_t baseoff)
{
  if (basev->pk < 2 || basev->ps || basev->kind != VAL_LOCAL)
    return;
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  for (int r = 0; r < basev->pk; r++)
    {
      struct val br = ascsync_val_at (*basev, r);
      uint64_t x, e;
      if (br.hi >= OFF_OPEN || br.lo > br.hi
          || !base_object (s->space, br.lo, br.hi, (uint64_t) baseoff, &x,
                           &e))
        return;
      lo[r] = s->lo > x ? s->lo : x;
      hi[r] = s->hi < e ? s->hi : e;
    }
  s->pk = basev->pk;
  s->ploop = basev->pl;
  s->pphase = basev->pphase;
  for (int r = 0; r < basev->pk; r++)
    {
      s->plo[r] = lo[r];
      s->phi[r] = hi[r];
    }
  s->exact = 0;
}

/* For counter_slots: the bytes of access S in each residue of CS when
   its pointer PTR is CS's values (CS.VAL) plus an offset in [OLO, OHI]
   (0 and 0: the pointer itself takes them).  With the operand's
   footprint from its pointer known, [P + START, P + EXTENT) at its
   largest counts for a pointer value P, the residue of value V lies in
   [V + OLO + START, V + OHI + EXTENT) (and within S).  Else S spans the
   pointer's values moved by the same offsets at each, so the residue
   lies in [V + OLO + (S.LO - PMIN), V + OHI + (S.HI - PMAX)) for the
   smallest and largest values PMIN and PMAX the pointer takes: those of
   its range, not of CS's residues, some of which it may never reach (a
   counter of 6 tiles taken modulo 8).  Into LO and HI; false when S
   does not start at or after its lowest pointer.  */
static bool
own_residue_bytes (const struct sync_access *s, tree ptr,
                   const struct ascsync_counter_slot *cs, int64_t olo,
                   int64_t ohi, uint64_t start, uint64_t extent,
                   uint64_t *lo, uint64_t *hi)
{
  bool known = extent > start && extent < ((uint64_t) 1 << 40);
  uint64_t pmin = 0, pmax = 0;
  if (!known)
    {
      struct val pv = ascsync_eval (ptr, 0);
      if (pv.kind != VAL_LOCAL || pv.cyc || pv.hi >= OFF_OPEN
          || pv.lo > pv.hi)
        return false;
      pmin = pv.lo;
      pmax = pv.hi;
      if (s->lo < pmin || s->hi < pmax
          || s->hi - pmax > ((uint64_t) 1 << 40))
        return false;
    }
  for (int r = 0; r < cs->k; r++)
    {
      /* The pointer's lowest and highest values in residue R (modulo
         2^64, as the kernel computes them): not wrapped, or the slot is
         not known.  */
      uint64_t plo = cs->val[r] + (uint64_t) olo;
      uint64_t phi = cs->val[r] + (uint64_t) ohi;
      if (plo > phi || phi >= OFF_OPEN)
        return false;
      if (known)
        {
          lo[r] = MAX (s->lo, plo + start);
          hi[r] = MIN (s->hi, phi + extent);
        }
      else
        {
          lo[r] = plo + (s->lo - pmin);
          hi[r] = phi + (s->hi - pmax);
        }
      if (lo[r] > hi[r])
        lo[r] = hi[r];
    }
  return true;
}

/* Whether value V is bounded well enough to be an offset: an integer
   (or an address) of known interval below 2^32.  */
static bool
offset_bounded (const struct val &v)
{
  return (v.kind == VAL_INT || v.kind == VAL_LOCAL) && !v.cyc
         && v.lo <= v.hi && v.hi < ((uint64_t) 1 << 32);
}

/* Whether pointer PTR, used at CALL, is a function of a counter's
   residue (ascsync_counter_slot, into *CS) plus an offset the
   evaluator bounds: "xs + o" for a slot "xs = xb + (c & 3) * SLOT" and
   an offset o an inner loop moves through the slot, also as GCC's
   induction variable optimisations write it, "(xs - B) + iv" for an
   address IV stepping from B, or an IV of a loop inside stepping from
   "xs".  Conversions that keep the width, sums, differences and such
   IVs are followed (at most a few); the bounded terms' sum into [*OLO,
   *OHI].  */
static bool
slot_and_offset (gcall *call, tree ptr, struct ascsync_counter_slot *cs,
                 int64_t *olo, int64_t *ohi)
{
  *olo = *ohi = 0;
  tree q = ptr;
  for (int depth = 0; depth < 8 && TREE_CODE (q) == SSA_NAME; depth++)
    {
      if (ascsync_counter_slot (call, q, cs))
        return true;
      gimple *def = SSA_NAME_DEF_STMT (q);
      if (gphi *phi = dyn_cast <gphi *> (def))
        {
          /* An induction variable of a loop inside: its start plus up
             to as many steps as the loop goes round.  */
          class loop *l = gimple_bb (phi)->loop_father;
          affine_iv iv;
          widest_int nit;
          if (!l || l->header != gimple_bb (phi) || !scev_initialized_p ()
              || !simple_iv (l, l, q, &iv, false) || !iv.step
              || !tree_fits_shwi_p (iv.step) || tree_to_shwi (iv.step) < 0
              || !max_loop_iterations (l, &nit)
              || wi::gtu_p (nit, (uint64_t) 1 << 20)
              || tree_to_shwi (iv.step) > ((int64_t) 1 << 20))
            return false;
          *ohi += tree_to_shwi (iv.step) * nit.to_shwi ();
          q = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (l));
          continue;
        }
      gassign *as = dyn_cast <gassign *> (def);
      if (!as)
        return false;
      enum tree_code code = gimple_assign_rhs_code (as);
      tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
      if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
        {
          if (TYPE_PRECISION (TREE_TYPE (a)) != TYPE_PRECISION (TREE_TYPE (q)))
            return false;
          q = a;
          continue;
        }
      if (code != PLUS_EXPR && code != POINTER_PLUS_EXPR
          && code != MINUS_EXPR)
        return false;
      struct val vb = ascsync_eval (b, 0);
      if (code == PLUS_EXPR && !offset_bounded (vb))
        {
          tree t = a;
          a = b;
          b = t;
          vb = ascsync_eval (b, 0);
        }
      if (!offset_bounded (vb))
        return false;
      if (code == MINUS_EXPR)
        {
          *olo -= (int64_t) vb.hi;
          *ohi -= (int64_t) vb.lo;
        }
      else
        {
          *olo += (int64_t) vb.lo;
          *ohi += (int64_t) vb.hi;
        }
      q = a;
    }
  return false;
}

/* Give access S the form of counter slots CS (struct sync_access, CK),
   its bytes in residue R being [LO[R], HI[R]), when CS's counts fit the
   form's 32-bit fields; else leave S as it is.  */
static void
set_counter_slots (struct sync_access *s,
                   const struct ascsync_counter_slot *cs, const uint64_t *lo,
                   const uint64_t *hi)
{
  if (cs->hmax - cs->hmin > INT32_MAX || cs->tmax - cs->tmin > INT32_MAX
      || cs->dmax > INT32_MAX)
    return;
  s->ck = cs->k;
  s->cloop = cs->loop;
  s->cctr = cs->ctr;
  s->chmin = (int32_t) cs->hmin;
  s->chmax = (int32_t) cs->hmax;
  s->ctmin = (int32_t) cs->tmin;
  s->ctmax = (int32_t) cs->tmax;
  s->cdmin = (int32_t) cs->dmin;
  s->cdmax = (int32_t) cs->dmax;
  for (int r = 0; r < cs->k; r++)
    {
      s->clo[r] = lo[r];
      s->chi[r] = hi[r];
    }
}

/* Give access S the slot rotation of counter slots CS whose counter's
   residue in iteration N of its loop is N + CS.ROFF (CS.ROT): its
   bytes in iteration N are those of residue N + ROFF, [LO[R], HI[R])
   for R that residue.  Else set the counter-slot form.  */
static void
set_counter_form (struct sync_access *s,
                  const struct ascsync_counter_slot *cs, const uint64_t *lo,
                  const uint64_t *hi)
{
  if (!cs->rot || !sync_period_ok (cs->k))
    {
      set_counter_slots (s, cs, lo, hi);
      return;
    }
  int64_t k = cs->k, off = ((cs->roff % k) + k) % k;
  s->pk = cs->k;
  s->ploop = cs->loop;
  s->pphase = 0;
  s->pkey = 0;
  for (int r = 0; r < cs->k; r++)
    {
      s->plo[r] = lo[(r + off) % k];
      s->phi[r] = hi[(r + off) % k];
    }
  s->exact = 0;
}

/* The counter slots of local access S through pointer PTR at CALL
   (struct sync_access, CK): when the pointer is derived from a base
   that is a function of a counter's residue (gimple_ctrslot.cc), the
   layout assumption keeps the access of each residue in the object of
   the base's value there, the slot up to the next buffer start when
   that value is one.  START and EXTENT: the operand's footprint from
   PTR (see own_residue_bytes).  */
static void
counter_slots (gcall *call, tree ptr, uint64_t start, uint64_t extent,
               struct sync_access *s)
{
  int64_t off;
  struct ascsync_counter_slot cs;
  if (!ascsync_settings.layout || s->space == ASC_SPACE_GM
      || s->space >= ASC_NSPACES)
    return;
  tree base = ascsync_local_provenance (ptr, &off);
  /* Else the pointer itself is the function of the residue ("out +
     (n & 1) * SLOT" over a buffer start "out"), or that plus an
     offset.  */
  bool own = false;
  int64_t olo = 0, ohi = 0;
  if (!base || off < 0 || !ascsync_counter_slot (call, base, &cs))
    {
      if (!slot_and_offset (call, ptr, &cs, &olo, &ohi))
        return;
      own = true;
    }
  /* A rotation of the same loop already tells the slots apart (a
     counter stepped in every iteration).  */
  if (s->pk >= 2 && s->ploop == cs.loop)
    return;
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  if (own)
    {
      if (!own_residue_bytes (s, ptr, &cs, olo, ohi, start, extent, lo,
                              hi))
        return;
    }
  else
    for (int r = 0; r < cs.k; r++)
      {
        uint64_t x, e;
        if (!base_object (s->space, cs.val[r], cs.val[r], (uint64_t) off,
                          &x, &e))
          return;
        lo[r] = MAX (s->lo, x);
        hi[r] = MIN (s->hi, e);
        if (lo[r] > hi[r])
          lo[r] = hi[r];        /* not in that residue's object */
      }
  set_counter_form (s, &cs, lo, hi);
}

/* The counter slots of the part standing for the reuse of hand-written
   flag F (sync_op.flagpart; its access A) at CALL, whose event id EV
   is a function of the residue of a counter that steps on some paths
   of an iteration only ("(event_t) (nout & 1)", nout counting the
   tiles stored): the id of each residue, as counter_slots gives a
   buffer's slot, when every such id lies within F's.  */
static void
flag_part_counter_slots (gcall *call, tree ev, const struct sync_op *f,
                         struct sync_access *a)
{
  struct ascsync_counter_slot cs;
  if (a->pk >= 2 || f->ev_lo >= f->ev_hi || !ev || TREE_CODE (ev) != SSA_NAME
      || !ascsync_counter_slot (call, ev, &cs))
    return;
  uint64_t base = a->lo - (uint64_t) f->ev_lo;
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  for (int r = 0; r < cs.k; r++)
    {
      if (cs.val[r] < (uint64_t) f->ev_lo || cs.val[r] > (uint64_t) f->ev_hi)
        return;
      lo[r] = base + cs.val[r];
      hi[r] = lo[r] + 1;
    }
  set_counter_slots (a, &cs, lo, hi);
}

/* Whether the value X is computed by arithmetic (DEPTH steps at most)
   from a value loaded through a pointer, not from a variable of the
   host stack: an index read from data, whose range the evaluator knows
   only from the type of what is loaded.  PHIs end the walk (a loop's
   counter is no data).  */
static bool
reads_data_p (tree x, int depth)
{
  if (depth > 16 || TREE_CODE (x) != SSA_NAME)
    return false;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (!as)
    return false;
  if (gimple_assign_load_p (as))
    {
      tree base = get_base_address (gimple_assign_rhs1 (as));
      return base && (TREE_CODE (base) == MEM_REF
                      || TREE_CODE (base) == TARGET_MEM_REF)
             && !ascsync_stack_reference (base);
    }
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (reads_data_p (gimple_op (as, i), depth + 1))
      return true;
  return false;
}

/* The provenance bound slot by slot (provenance_slots) for access S
   through memory reference base REF whose offset the evaluator bounds,
   but only from the type of an index read from data (reads_data_p):
   when the address is derived by integer arithmetic from a pointer that
   rotates over slots, the access in the iterations of each residue
   stays in that residue's slot (the layout assumption), as an
   intrinsic's operand does.  A range of known values reaching the next
   slot may be the kernel choosing that slot, and is trusted.  */
static void
provenance_slots_of (struct sync_access *s, tree ref)
{
  if (!ascsync_settings.layout || s->space == ASC_SPACE_GM
      || s->space >= ASC_NSPACES || s->pk >= 2 || s->exact
      || !(reads_data_p (TREE_OPERAND (ref, 0), 0)
           || (TREE_CODE (ref) == TARGET_MEM_REF
               && ((TMR_INDEX (ref) && reads_data_p (TMR_INDEX (ref), 0))
                   || (TMR_INDEX2 (ref)
                       && reads_data_p (TMR_INDEX2 (ref), 0))))))
    return;
  int64_t off;
  tree base = ascsync_local_provenance (ref, &off);
  if (!base || off < 0)
    return;
  struct val b = ascsync_eval (base, 0);
  if (b.kind == VAL_LOCAL && !b.cyc)
    provenance_slots (s, &b, off);
}

/* Give access S through local pointer PTR (an operand of CALL) its
   run-time slot form when the layout assumption is on: slots that start
   at a buffer start (ascsync_runtime_slot), or a buffer whose start is
   a multiple of a run-time value (ascsync_symbolic_start; the operand's
   footprint covers [REL_LO, REL_HI) from PTR, REL_HI 0: not known).  */
static void
runtime_slots (gcall *call, tree ptr, uint64_t rel_lo, uint64_t rel_hi,
               struct sync_access *s)
{
  if (!ascsync_settings.layout || s->space == ASC_SPACE_GM
      || s->space >= ASC_NSPACES || s->exact)
    return;
  struct sync_access x = *s;
  if (ascsync_runtime_slot (call, ptr, &x)
      && buffer_start_p (s->space, x.sbase, true))
    {
      *s = x;
      return;
    }
  /* Else the buffer whose start is a multiple of a run-time value,
     declared here or read from the object a parameter points to.  */
  x = *s;
  if (ascsync_symbolic_start (call, ptr, rel_lo, rel_hi, &x))
    {
      *s = x;
      return;
    }
  x = *s;
  if (ascsync_held_symbolic (call, ptr, &x))
    *s = x;
}

/* While true, intrinsic_footprint only records its local operands in
   START_OPERANDS (see note_starts).  */
static bool collecting_starts;

/* A local pointer operand of an intrinsic call: its space, the
   pointer and its value.  */
struct start_operand
{
  int space;
  tree ptr;
  struct val p;
};
static vec<start_operand> start_operands;

/* Record in START_OPERANDS the pointer arguments of CALL through which
   its callee's summary accesses local memory (an operand of the
   callee's intrinsics, placed from the argument at the call), and in
   BUFFER_STARTS the buffers the callee declares: one layout for the
   unit.  */
static void
note_call_starts (gcall *call)
{
  tree callee = gimple_call_fndecl (call);
  /* The buffers the callee declares.  */
  for (int sp = 0; callee && sp < ASC_NSPACES; sp++)
    {
      uint64_t v[SUMMARY_MAX_STARTS];
      int n = ascsync_summary_starts (callee, sp, v);
      for (int i = 0; i < n; i++)
        buffer_starts[sp].safe_push (v[i]);
    }
  for (unsigned j = 0; callee && j < gimple_call_num_args (call); j++)
    {
      int space;
      tree a = gimple_call_arg (call, j);
      if (!POINTER_TYPE_P (TREE_TYPE (a))
          || !ascsync_summary_param_space (callee, (int) j, &space))
        continue;
      struct start_operand o;
      o.space = space;
      o.ptr = a;
      o.p = ascsync_eval (a, 0);
      start_operands.safe_push (o);
    }
}

/* Record in SLOT_STARTS (and in BUFFER_STARTS when given to get_imm) the
   slots of ROTATION_SLOTS, each unless it
   lies inside a slot of another rotation of its space (one buffer
   used as two 1 KiB slots here and as two 256-byte slots there: the
   second small slot starts inside the first big one, whose accesses
   it does not end).  */
static void
note_rotation_starts (void)
{
  for (unsigned i = 0; i < rotation_slots.length (); i++)
    {
      const slot_of_rotation &x = rotation_slots[i];
      bool inside = false;
      for (unsigned j = 0; j < rotation_slots.length () && !inside; j++)
        {
          const slot_of_rotation &y = rotation_slots[j];
          inside = y.space == x.space && y.at < x.at
                   && x.at - y.at < y.spacing;
        }
      if (inside)
        continue;
      /* A slot at an address given to get_imm starts a buffer for any
         pointer; it is its rotation's slot too (start_spacing).  */
      if (imm_arg_p (x.space, x.at))
        buffer_starts[x.space].safe_push (x.at);
      slot_start st = { x.at, x.spacing };
      slot_starts[x.space].safe_push (st);
    }
  rotation_slots.release ();
}

/* Record IMM_ARGS, then BUFFER_STARTS, from START_OPERANDS: each space's
   get_imm arguments are those its operands are derived from, and all
   of them are known before any start is noted (slot_bases_p).  */
static void
note_starts (void)
{
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    {
      auto_vec<gimple *> calls;
      hash_set<tree> seen;
      for (unsigned i = 0; i < start_operands.length (); i++)
        if (start_operands[i].space == sp)
          ascsync_imm_origins (start_operands[i].ptr, &calls, &seen);
      for (unsigned j = 0; j < calls.length (); j++)
        note_imm_arg (sp, as_a <gcall *> (calls[j]),
                      gimple_call_arg (calls[j], 0));
    }
  for (unsigned i = 0; i < start_operands.length (); i++)
    note_start (start_operands[i].space, start_operands[i].ptr,
                &start_operands[i].p);
  start_operands.release ();
  note_rotation_starts ();
}

/* The layout bound.  Local memory has no objects in C, but a kernel
   declares its buffers by the constant addresses it gives get_imm (and
   the slots of rotations over them, see BUFFER_STARTS): assume that
   pointer arithmetic and a transfer stay inside the buffer they start
   in, like pointer arithmetic in a C object.  So when access A (through
   pointer value P, the access starting START bytes after it) is not
   exact because a count is bounded only by its type (TYPEWIDE: a
   tail-tile count such as MIN (len - t * TILE, TILE), whose positivity
   GCC cannot see), because a count or index is known only as a range
   (RANGED: the end is the largest start plus the largest length, which
   the buffer also bounds when P is made from one constant), or because
   P's offset is unknown beyond its buffer, its end becomes the next
   buffer start; the start of a rotation's slot ends it only when P
   chooses a slot (SLOTTED: P rotates, or is one residue of a rotating
   pointer), see SLOT_STARTS.  Only a buffer start ends an access: an
   address inside a buffer that some operand takes never does.  An
   access that does
   overrun its buffer breaks the assumption, and the simulator's checker
   reports the race that results.  SLOT_BASE: P is one slot of a
   rotation, made from that slot's start ("bag + (t & 1) * SLOT + j *
   ROW"): when P's offset is not known as values (only from types,
   past the end of the space), the slot is its object, as a get_imm
   buffer is; a range of known values that reaches the next slot may
   be the kernel choosing that slot, and is trusted; and with a count
   bounded only by its type, the slot ends where the next slot of a
   regular rotation starts (SLOT_END), as a buffer ends at the next
   buffer's start.  Off with -fplugin-arg-ascsync-layout=no.  */
static void
layout_bound (struct sync_access *a, const struct val *p, uint64_t start,
              int typewide, int ranged = 0, bool counted = false,
              uint64_t slotted = 0, bool slot_base = false,
              uint64_t slot_end = UINT64_MAX)
{
  if (!ascsync_settings.layout || a->space == ASC_SPACE_GM
      || a->space >= ASC_NSPACES || p->kind != VAL_LOCAL
      || p->hi == OFF_ANY)
    return;
  uint64_t lo = p->lo + start, hi;
  if (!ascsync_add_ok (p->hi, start, &hi))
    hi = UINT64_MAX;              /* open (OFF_OPEN): no bound but this */
  uint64_t e;
  if (p->onebase)
    {
      /* The pointer may pass an address inside its buffer that some
         operand takes ("x + 128" beside a loop over the blocks of x):
         only a constant pointers are made from ends the buffer.  When
         the pointer's known values reach that end (a slot index that is
         a range, not a rotation), it is no end of the pointer's object:
         the get_imm object then bounds it (its slots are not objects of
         their own, see imm_object): the object of its lowest value,
         unless that lies outside the object of the address the pointer
         is made from (BASE0: a window moved down from a buffer, which
         GCC's ivopts rebased on another buffer below), when the objects
         up to its highest value's do.  An offset with no known bound
         (OFF_OPEN) is what the layout assumption bounds.  A pointer
         moved down from a buffer's start ("b - 64", DTOP) is derived
         from that buffer: it reaches to the end of it.  A pointer made
         from BASE0 by offsets never negative lies at or above it,
         though the range of its values may reach below (a loop
         counting down from a start known as a range).  */
      uint64_t from = MAX (lo, p->dtop);
      if (p->base0 > from && p->base0 <= hi)
        from = p->base0;
      /* A slot's start ends a slot's access only where the values of
         its operands do not keep it in its get_imm buffer: a count
         bounded by its type alone, an offset not known (past the end
         of the space), a length whose known values reach past the
         buffer (or are not known: an end at the space's end).  A count
         known as a range of values that reaches the next slot but
         stays in the buffer is trusted, as a range of offsets is: an
         access is not cut below what its operands say.  */
      bool known = !typewide && hi <= sync_space_size[a->space]
                   && a->hi < sync_space_size[a->space]
                   && a->hi <= next_start (a->space, from, 0);
      e = next_start (a->space, from, known ? 0 : slotted);
      if (hi >= e && p->hi < OFF_OPEN
          && !(slot_base && hi > sync_space_size[a->space]))
        {
          uint64_t x, bx, be;
          imm_object (a->space, p->base0, p->base0, &bx, &be);
          bool foreign = from < bx || from >= be;
          imm_object (a->space, from, foreign ? hi : from, &x, &e);
        }
      /* A slot moved down from its start ("b + (t & 1) * 512 - 64")
         is derived from that slot, and reaches its end (FROM's
         buffer, SLOT_END: slot_end_of counts from the slots' starts),
         not the next residue's moved-down start.  */
      if (slot_base && typewide && slot_end > lo && slot_end < e)
        e = slot_end;
      /* Exact counts: trust them, and the span of a pointer that
         moves with its loop's counter by a constant step from one
         address (COUNTED): its values are known, not a bound of an
         unknown offset, and may cross a buffer start ("b + (i & 1) *
         512 + 256" in a loop of two iterations beside a rotation over
         the two slots of b; a loop setting up both slots).  */
      if (!typewide && !ranged
          && (hi < e || (counted && p->hi != OFF_OPEN
                         && hi <= sync_space_size[a->space])))
        return;
    }
  else if (typewide)
    e = next_start (a->space, MAX (hi, p->dtop), slotted);
  else
    return;
  if (e < a->hi && e > a->lo)
    a->hi = e;
}

/* Where residue R of rotating pointer value P is derived from: its
   lowest value, or the higher address it was moved down from (its
   DTOP: "b[s] - 64" is derived from b[s]).  */
static uint64_t
slot_start_of (const struct val *p, int r)
{
  struct val x = ascsync_val_at (*p, r);
  return MAX (x.lo, x.dtop);
}

/* The end of slot R of rotating pointer value P when the addresses its
   residues are derived from (slot_start_of) lie one stride S > 0
   apart, residue by residue (a slot rotation "b + (t & 1) * SLOT +
   ...", or such a pointer moved down by a constant), and another slot
   follows R's: where that slot starts; else UINT64_MAX.  */
static uint64_t
slot_end_of (const struct val *p, int r)
{
  if (p->pk < 2 || r >= p->pk - 1)
    return UINT64_MAX;
  uint64_t lo0 = slot_start_of (p, 0), lo1 = slot_start_of (p, 1);
  if (lo0 >= OFF_OPEN || lo1 <= lo0 || lo1 >= OFF_OPEN)
    return UINT64_MAX;
  uint64_t st = lo1 - lo0;
  for (int x = 2; x < p->pk; x++)
    if (slot_start_of (p, x) != lo0 + x * st)
      return UINT64_MAX;
  return lo0 + (uint64_t) (r + 1) * st;
}

/* Whether expression T (a chrec's base: SSA names and constants
   combined by conversions, additions and subtractions) is one value
   the evaluator knows exactly, into *V.  Sums are taken modulo 2^64:
   IVOPTS rebases one buffer's pointer on another's, "(unsigned long)
   get_imm (A) - (unsigned long) get_imm (B) + ivtmp", whose parts wrap
   but whose sum is the address.  */
static bool
exact_value (tree t, uint64_t *v, int depth = 0)
{
  if (depth > 8)
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (TYPE_PRECISION (TREE_TYPE (t)) > 64)
        return false;
      *v = (uint64_t) TREE_INT_CST_LOW (t);
      return true;
    }
  if (TREE_CODE (t) == SSA_NAME)
    {
      struct val b = ascsync_eval (t, 1);
      if ((b.kind != VAL_LOCAL && b.kind != VAL_INT) || b.cyc
          || b.lo != b.hi)
        return false;
      *v = b.lo;
      return true;
    }
  if (CONVERT_EXPR_P (t))
    {
      tree o = TREE_OPERAND (t, 0);
      /* Only conversions that keep the value: to at least as wide a
         type from one of 64 bits or less (a pointer or an unsigned
         value; a negative value is not a single value above).  */
      if (TYPE_PRECISION (TREE_TYPE (t)) < 64
          || TYPE_PRECISION (TREE_TYPE (o)) > TYPE_PRECISION (TREE_TYPE (t)))
        return false;
      return exact_value (o, v, depth + 1);
    }
  uint64_t x, y;
  switch (TREE_CODE (t))
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      if (TYPE_PRECISION (TREE_TYPE (t)) != 64
          || !exact_value (TREE_OPERAND (t, 0), &x, depth + 1)
          || !exact_value (TREE_OPERAND (t, 1), &y, depth + 1))
        return false;
      *v = TREE_CODE (t) == MINUS_EXPR ? x - y : x + y;
      return true;
    default:
      return false;
    }
}

/* Whether A is "PHI + C" or "PHI - C", PHI the result of a PHI node
   and C a constant: the step of a counter that PHI holds.  */
static bool
counter_step (tree a, tree phi)
{
  if (TREE_CODE (a) != SSA_NAME)
    return false;
  gimple *d = SSA_NAME_DEF_STMT (a);
  if (!is_gimple_assign (d))
    return false;
  enum tree_code code = gimple_assign_rhs_code (d);
  return ((code == PLUS_EXPR || code == POINTER_PLUS_EXPR
           || code == MINUS_EXPR)
          && gimple_assign_rhs1 (d) == phi
          && TREE_CODE (gimple_assign_rhs2 (d)) == INTEGER_CST);
}

#define SLOT_PICK_DEPTH 12

/* slot_pick (below) of T at recursion DEPTH; PATH[0 .. DEPTH) holds
   the definitions being followed.  */
static bool
slot_pick_1 (tree t, int depth, gimple **path)
{
  if (TREE_CODE (t) != SSA_NAME || depth > SLOT_PICK_DEPTH)
    return false;
  tree type = TREE_TYPE (t);
  if (INTEGRAL_TYPE_P (type) && TYPE_UNSIGNED (type)
      && TYPE_PRECISION (type) <= 2)
    return true;
  gimple *d = SSA_NAME_DEF_STMT (t);
  uint64_t x;
  /* A definition already being followed: a PHI of a cycle of PHIs
     (GCC's SSA update carries a value round a loop that way); its
     values are those of the cycle's other arguments.  */
  for (int i = 0; i < depth; i++)
    if (path[i] == d)
      return gimple_code (d) == GIMPLE_PHI;
  path[depth] = d;
  if (gimple_code (d) == GIMPLE_PHI)
    {
      for (unsigned i = 0; i < gimple_phi_num_args (d); i++)
        {
          tree a = gimple_phi_arg_def (d, i);
          if (!exact_value (a, &x) && !counter_step (a, t)
              && !slot_pick_1 (a, depth + 1, path))
            return false;
        }
      return true;
    }
  if (!is_gimple_assign (d))
    return false;
  enum tree_code code = gimple_assign_rhs_code (d);
  tree r1 = gimple_assign_rhs1 (d);
  if (CONVERT_EXPR_CODE_P (code))
    return slot_pick_1 (r1, depth + 1, path);
  tree r2 = gimple_num_ops (d) > 2 ? gimple_assign_rhs2 (d) : NULL_TREE;
  if (!r2)
    return false;
  switch (code)
    {
    case BIT_AND_EXPR:
    case TRUNC_MOD_EXPR:
      return TREE_CODE (r2) == INTEGER_CST;
    case MULT_EXPR:
    case LSHIFT_EXPR:
      return (TREE_CODE (r2) == INTEGER_CST
              && slot_pick_1 (r1, depth + 1, path));
    case POINTER_PLUS_EXPR:
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (exact_value (r1, &x))
        return slot_pick_1 (r2, depth + 1, path);
      return exact_value (r2, &x) && slot_pick_1 (r1, depth + 1, path);
    default:
      return false;
    }
}

/* Whether value T picks one of a few values the evaluator's range of
   it ends at, the slots of a buffer: "X & M" or "X % K" (M, K
   constants), or a PHI of such picks, constants and constant steps of
   itself (GCC's "ivtmp = PHI <0, 1024>" of a loop run at most twice, a
   counter "ivtmp = PHI <b0, ivtmp + 1024>" used after its loop, or
   "PHI <(i % 2) * 1024 + 256, 256, 1280>" joining branches), made
   into an address by conversions, multiplications and shifts by
   constants and additions of values known exactly ("b + ((i + 1) & 1)
   * 512 + 256" where I is no counter the scalar evolution follows:
   "i = PHI <0, 1>", or a counter whose latch value GCC took from
   another loop; "b2 - b0 + ivtmp", IVOPTS rebasing a pointer on
   another buffer's counter), or a value of an unsigned type of one or
   two bits ("-(unsigned:1) (i + 1)", GCC's form of "(i + 1) & 1").  The
   largest value of such a pointer is one it takes, not a bound of an
   unknown offset.  */
static bool
slot_pick (tree t)
{
  gimple *path[SLOT_PICK_DEPTH + 1];
  return slot_pick_1 (t, 0, path);
}

/* Whether pointer PTR, used by STMT (an intrinsic's argument or the
   address of a scalar access), moves with the counter of STMT's loop by
   a constant step from a single address: its scalar evolution there is
   {BASE, +, STEP} with STEP a constant and BASE a local address the
   evaluator knows exactly; or it picks a slot (slot_pick).  */
static bool
counted_pointer (tree ptr, gimple *call)
{
  if (slot_pick (ptr))
    return true;
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !scev_initialized_p ()
      || TREE_CODE (ptr) != SSA_NAME)
    return false;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                              analyze_scalar_evolution (loop, ptr));
  while (ev && CONVERT_EXPR_P (ev)
         && (TYPE_PRECISION (TREE_TYPE (ev))
             == TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (ev, 0)))))
    ev = TREE_OPERAND (ev, 0);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL))
    return false;
  uint64_t base;
  return exact_value (CHREC_LEFT (ev), &base);
}

/* Narrow A's byte range to [LO, HI) where that is smaller.  */
static void
narrow_to (struct sync_access *a, uint64_t lo, uint64_t hi)
{
  if (lo > a->lo)
    a->lo = lo;
  if (hi < a->hi)
    a->hi = hi;
}

/* An access's bytes from the value of the pointer it is derived from:
   [BASE + LO, BASE + HI) (when ON).  */
struct base_bound
{
  bool on;
  struct val base;
  int64_t lo, hi;
};

/* Narrow X to the bytes bound B gives: with R >= 0, X is the access in
   the iterations of residue R of rotating pointer value P, and the base
   is B's residue R when it rotates as P does (all of it else).  */
static void
narrow_from_base (struct sync_access *x, const struct base_bound &bb,
                  const struct val *p, int r)
{
  const struct val &base = bb.base;
  if (!bb.on)
    return;
  struct val b = r >= 0 && base.pk == p->pk && base.pl == p->pl
                 && base.pphase == p->pphase && !base.ps
                 ? ascsync_val_at (base, r) : base;
  if (b.hi >= OFF_OPEN || b.lo > b.hi || b.hi >= ((uint64_t) 1 << 62))
    return;
  int64_t l = (int64_t) b.lo + bb.lo, h = (int64_t) b.hi + bb.hi;
  if (h > l)
    narrow_to (x, l < 0 ? 0 : (uint64_t) l, h < 0 ? 0 : (uint64_t) h);
}

/* See gimple_val.h.  */
bool
ascsync_val_congruence (const struct val *p, gcall *call, uint64_t *m,
                        uint64_t *r)
{
  if ((p->kind != VAL_LOCAL && p->kind != VAL_INT) || p->hi == OFF_ANY
      || p->hi == OFF_OPEN || p->cyc)
    return false;
  if (p->lo == p->hi)
    {
      *m = 0;
      *r = p->lo;
      return true;
    }
  if (p->pk < 1 || p->pk > SYNC_MAXK || p->pl < 0
      || !flow_bb_inside_loop_p (get_loop (cfun, p->pl), gimple_bb (call)))
    return false;
  uint64_t g = p->ps < 0 ? (uint64_t) -p->ps : (uint64_t) p->ps;
  for (int k = 0; k < p->pk; k++)
    {
      if (p->plo[k] != p->phi[k])
        return false;
      g = sync_gcd (g, p->plo[k] > p->plo[0] ? p->plo[k] - p->plo[0]
                                             : p->plo[0] - p->plo[k]);
    }
  if (p->pmod)
    g = g ? sync_gcd (g, p->pmod) : p->pmod;
  *m = g;
  *r = g ? p->plo[0] % g : p->plo[0];
  return true;
}

/* Whether local pointer value P is congruent to *R modulo *M at CALL
   in every value it takes there (ascsync_val_congruence).  */
static bool
pointer_congruence (const struct val *p, gcall *call, uint64_t *m,
                    uint64_t *r)
{
  return p->kind == VAL_LOCAL && ascsync_val_congruence (p, call, m, r);
}

/* R, a 64-bit value taken as signed (an offset may be negative), modulo
   M (0 < M < 2^63).  */
static uint64_t
mod_signed (uint64_t r, uint64_t m)
{
  int64_t x = (int64_t) r % (int64_t) m;
  return x < 0 ? (uint64_t) (x + (int64_t) m) : (uint64_t) x;
}

/* The congruence of T, a scalar evolution or an expression in it, into
   *M and *R as for pointer_congruence (the residues below *M): sums,
   products by positive constants, conversions and evolutions by a
   constant step of constants and SSA names pointer_congruence knows,
   at CALL; DEPTH bounds the recursion.  */
static bool
tree_congruence (tree t, gcall *call, int depth, uint64_t *m, uint64_t *r)
{
  if (depth > 8 || !t)
    return false;
  uint64_t m1, r1, m2, r2;
  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      if (!tree_fits_uhwi_p (t))
        return false;
      *m = 0;
      *r = tree_to_uhwi (t);
      return true;
    case SSA_NAME:
      {
        struct val v = ascsync_eval (t, 0);
        if (v.kind == VAL_INT && v.lo == v.hi)
          {
            *m = 0;
            *r = v.lo;
            return true;
          }
        return pointer_congruence (&v, call, m, r);
      }
    CASE_CONVERT:
      return tree_congruence (TREE_OPERAND (t, 0), call, depth + 1, m, r);
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      if (!tree_congruence (TREE_OPERAND (t, 0), call, depth + 1, &m1, &r1)
          || !tree_congruence (TREE_OPERAND (t, 1), call, depth + 1, &m2,
                               &r2))
        return false;
      break;
    case MULT_EXPR:
      {
        tree c = TREE_OPERAND (t, 1);
        if (TREE_CODE (c) != INTEGER_CST || !tree_fits_uhwi_p (c)
            || tree_to_uhwi (c) == 0 || tree_to_uhwi (c) > (1u << 20)
            || !tree_congruence (TREE_OPERAND (t, 0), call, depth + 1, &m1,
                                 &r1))
          return false;
        if (m1 >= ((uint64_t) 1 << 40))
          return false;
        *m = m1 * tree_to_uhwi (c);
        *r = r1 * tree_to_uhwi (c);
        return true;
      }
    case POLYNOMIAL_CHREC:
      {
        tree step = CHREC_RIGHT (t);
        if (TREE_CODE (step) != INTEGER_CST || !tree_fits_shwi_p (step)
            || !tree_congruence (CHREC_LEFT (t), call, depth + 1, &m1, &r1))
          return false;
        HOST_WIDE_INT s = tree_to_shwi (step);
        m2 = s < 0 ? (uint64_t) -s : (uint64_t) s;
        r2 = 0;
        break;
      }
    default:
      return false;
    }
  /* A sum: modulo the gcd of the two periods.  */
  uint64_t g = sync_gcd (m1, m2);
  if (g >= ((uint64_t) 1 << 62))
    return false;
  *m = g;
  *r = g ? (mod_signed (r1, g) + mod_signed (r2, g)) % g : r1 + r2;
  return true;
}

/* The congruence of pointer operand PTR of CALL, whose value is P: from
   P itself (pointer_congruence), or from PTR's arithmetic (a pointer
   parameter's from its calls, ascsync_arith_congruence), else from its
   scalar evolution in CALL's loop (an induction variable GCC made of
   "base + k * stride").  */
static bool
operand_congruence (tree ptr, const struct val *p, gcall *call, uint64_t *m,
                    uint64_t *r)
{
  if (pointer_congruence (p, call, m, r)
      || ascsync_arith_congruence (ptr, m, r))
    return true;
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (p->kind != VAL_LOCAL || !loop || !loop_outer (loop)
      || !scev_initialized_p () || TREE_CODE (ptr) != SSA_NAME)
    return false;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                              analyze_scalar_evolution (loop, ptr));
  return ev && ev != chrec_dont_know
         && tree_congruence (ev, call, 0, m, r);
}

/* Whether the enabled lanes of one repeat of masked access A, of
   MAXNBLK contiguous blocks, are one run of bytes: [*LO, *HI) from the
   repeat's start.  False for an access without lanes, or lanes in
   several runs.  */
static bool
repeat_run (const struct asc_access *a, uint32_t maxnblk, uint64_t *lo,
            uint64_t *hi)
{
  if (!a->lane_bytes)
    return false;
  struct asc_access one = *a;
  one.nrep = 1;
  one.nblk = maxnblk;
  struct asc_span_iter it;
  uint64_t l, h;
  asc_span_init (&it, &one);
  if (!asc_span_next (&it, &l, &h))
    return false;
  *lo = l - a->base;
  *hi = h - a->base;
  return !asc_span_next (&it, &l, &h);
}

/* At most this many arguments of a call may vary for its congruences
   (every combination of their bounds is evaluated).  */
#define CONGRUENCE_MAX_VARYING 4

/* The strided pattern of access ACC[K] of the NA accesses of CALL
   (table row OPNUM, variant VAR) with arguments ARGS from values V,
   relative to its operand pointer, modulo a period that divides PM too
   (0: any period): whether the footprint evaluated at every
   combination of the bounds of the integer arguments that vary (an
   unknown one from 0 to ARGS's value) keeps the access's start, block
   length and strides (only its counts change; the formulas are affine
   in each argument, so the corners show them constant), and its bytes
   then lie, modulo *T, in the *LEN residues from the operand's plus
   *SKIP plus the access's start (*LEN < *T).  */
static bool
strided_pattern (gcall *call, int opnum, enum asc_variant var,
                 const struct asc_form_info *form, const uint64_t *args,
                 const struct val *v, int na, int k,
                 const struct asc_access *acc, uint64_t pm, uint64_t *t,
                 uint64_t *len, uint64_t *skip)
{
  int vary[CONGRUENCE_MAX_VARYING], nvary = 0;
  for (int j = 0; j < form->nargs; j++)
    {
      if (j == form->scalar_arg || j == form->init_arg
          || POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, j + 2)))
          || (v[j].kind == VAL_INT && v[j].lo == v[j].hi))
        continue;
      if (nvary == CONGRUENCE_MAX_VARYING)
        return false;
      vary[nvary++] = j;
    }
  uint32_t maxnblk = acc[k].nblk, maxnrep = acc[k].nrep;
  for (int c = 0; c < (1 << nvary); c++)
    {
      uint64_t x[ASC_MAX_ARGS];
      memcpy (x, args, sizeof x);
      for (int i = 0; i < nvary; i++)
        if (!(c >> i & 1))
          x[vary[i]] = v[vary[i]].kind == VAL_INT ? v[vary[i]].lo : 0;
      struct asc_access a2[ASC_MAX_ACCESSES];
      const char *err = NULL;
      int n2 = asc_footprint ((enum asc_op) opnum, var, x, a2, &err);
      if (n2 == 0)
        continue;               /* a zero count: no bytes at all */
      if (n2 != na || a2[k].space != acc[k].space
          || a2[k].operand != acc[k].operand || a2[k].base != acc[k].base
          || a2[k].blk_bytes != acc[k].blk_bytes
          || a2[k].blk_stride != acc[k].blk_stride
          || a2[k].rep_stride != acc[k].rep_stride)
        return false;
      maxnblk = a2[k].nblk > maxnblk ? a2[k].nblk : maxnblk;
      maxnrep = a2[k].nrep > maxnrep ? a2[k].nrep : maxnrep;
    }
  /* Blocks that follow each other (a stride of one block) make one run
     of at most MAXNBLK blocks per repeat, repeats apart; else each
     block counts, its stride apart.  */
  *len = acc[k].blk_bytes;
  *skip = 0;
  *t = sync_gcd (sync_gcd (pm, maxnblk > 1 ? acc[k].blk_stride : 0),
                 maxnrep > 1 ? acc[k].rep_stride : 0);
  if (acc[k].blk_stride == acc[k].blk_bytes && maxnblk > 1)
    {
      uint64_t rt = sync_gcd (pm, maxnrep > 1 ? acc[k].rep_stride : 0);
      uint64_t rlen = (uint64_t) maxnblk * acc[k].blk_bytes;
      uint64_t a, b;
      if (repeat_run (&acc[k], maxnblk, &a, &b))
        *skip = a, rlen = b - a;  /* the mask's lanes: one run of them */
      if (rt > rlen)
        {
          *t = rt;
          *len = rlen;
        }
      else
        *skip = 0;
    }
  return *t != 0 && *len < *t;  /* else one block, or every residue */
}

/* Give access S, ACC[K] of the NA accesses of CALL (table row OPNUM,
   variant VAR) with arguments ARGS from values V, through local pointer
   P, its congruence (see struct sync_access, MPER) when one is known:
   its strided pattern (strided_pattern) modulo a period that P is
   known modulo too.  */
static void
access_congruence (gcall *call, int opnum, enum asc_variant var,
                   const struct asc_form_info *form, const uint64_t *args,
                   const struct val *v, int na, int k,
                   const struct asc_access *acc, const struct val *p,
                   struct sync_access *s)
{
  uint64_t pm, pr, t, len, skip;
  if (s->space == ASC_SPACE_GM || acc[k].base < args[acc[k].operand]
      || !operand_congruence (gimple_call_arg (call, acc[k].operand + 2), p,
                              call, &pm, &pr)
      || !strided_pattern (call, opnum, var, form, args, v, na, k, acc, pm,
                           &t, &len, &skip)
      || t >= ((uint64_t) 1 << 62))
    return;
  s->mper = t;
  s->mlo = (mod_signed (pr, t) + (acc[k].base + skip - args[acc[k].operand])
            % t) % t;
  s->mlen = len;
}

/* Give access S, ACC[K] of CALL as for access_congruence, with an
   iteration form (IBASE) computed for START bytes after its pointer,
   its moving congruence (struct sync_access, NPER): its strided
   pattern (strided_pattern) relative to the pointer, whose offset from
   IBASE in iteration T is ILO - START + ISTEP * T.  */
static void
access_moving_congruence (gcall *call, int opnum, enum asc_variant var,
                          const struct asc_form_info *form,
                          const uint64_t *args, const struct val *v, int na,
                          int k, const struct asc_access *acc,
                          uint64_t start, struct sync_access *s)
{
  uint64_t t, len, skip;
  s->nper = 0;
  if (s->space == ASC_SPACE_GM || s->ibase <= 0
      || acc[k].base < args[acc[k].operand]
      || !strided_pattern (call, opnum, var, form, args, v, na, k, acc, 0,
                           &t, &len, &skip)
      || t >= ((uint64_t) 1 << 40))
    return;
  int64_t off = s->ilo - (int64_t) start
                + (int64_t) (acc[k].base + skip - args[acc[k].operand]);
  s->nper = t;
  s->nlo = (uint64_t) (((off % (int64_t) t) + (int64_t) t) % (int64_t) t);
  s->nlen = len;
  s->nibase = s->ibase;
  s->nilo = s->ilo;
}

/* The bytes one execution of access ACC[K] of CALL (arguments ARGS
   at their largest values, values V) covers at most, relative to its
   pointer: [*LO, *HI), the enabled lanes only for a single repeat
   under a known mask.  False when the start moves with an argument.  */
static bool
access_hull (const struct asc_form_info *form, const uint64_t *args,
             const struct val *v, const struct asc_access *acc, int k,
             int64_t *lo, int64_t *hi)
{
  int xa = form->index_arg;
  uint64_t p = args[acc[k].operand], a, b;
  if (acc[k].base < p
      || (xa >= 0 && !(v[xa].kind == VAL_INT && v[xa].lo == v[xa].hi)))
    return false;
  *lo = (int64_t) (acc[k].base - p);
  *hi = (int64_t) (asc_access_end (&acc[k]) - p);
  if (acc[k].nrep <= 1 && repeat_run (&acc[k], acc[k].nblk, &a, &b))
    {
      *lo = (int64_t) (acc[k].base + a - p);
      *hi = (int64_t) (acc[k].base + b - p);
    }
  return *lo < *hi;
}

/* Give access S, ACC[K] of CALL (its pointer argument ARG, START bytes
   before the access's first byte as for access_moving_congruence) its
   relative congruence (struct sync_access, QPER): the pattern's period
   relative to the symbolic base the pointer adds a constant to
   (ascsync_relative_base); or, for a pointer that moves in the
   innermost loop of CALL (an iteration form), relative to the base of
   that form, over every iteration of a run: with its moving
   congruence, a step that is a multiple of the period keeps the
   residues and a smaller one shifts them by as much per iteration, at
   most ascsync_max_trips times; else one execution's bytes
   (access_hull) modulo the step.  */
static void
access_relative_congruence (gcall *call, int opnum, enum asc_variant var,
                            const struct asc_form_info *form,
                            const uint64_t *args, const struct val *v,
                            int na, int k, const struct asc_access *acc,
                            tree arg, uint64_t start, struct sync_access *s)
{
  s->qper = 0;
  uint64_t t, len, skip, n;
  int64_t lo, hlo, hhi;
  HOST_WIDE_INT off;
  int lnum = -1, qb;
  if (s->space == ASC_SPACE_GM)
    return;
  bool pat = acc[k].base >= args[acc[k].operand]
             && strided_pattern (call, opnum, var, form, args, v, na, k, acc,
                                 0, &t, &len, &skip)
             && t < ((uint64_t) 1 << 40);
  if (s->ibase > 0)
    {
      tree b = ascsync_iter_base (s->ibase);
      if (!b || !(qb = ascsync_relative_base (b, &off, &lnum)))
        return;
      if (pat && s->nper == t && s->nilo == s->ilo)
        {
          lo = (int64_t) s->nlo + off;
          uint64_t d = (uint64_t) (((s->istep % (int64_t) t) + (int64_t) t)
                                   % (int64_t) t);
          if (d)
            {
              if (d > len || !ascsync_max_trips (call, arg, &n)
                  || n > ((uint64_t) 1 << 20))
                return;
              len += d * (n - 1);
              if (len >= t)
                return;
            }
        }
      else
        {
          t = (uint64_t) (s->istep < 0 ? -s->istep : s->istep);
          if (!access_hull (form, args, v, acc, k, &hlo, &hhi)
              || (uint64_t) (hhi - hlo) >= t)
            return;
          len = (uint64_t) (hhi - hlo);
          lo = s->ilo - (int64_t) start + hlo + off;
        }
    }
  else
    {
      if (!pat || !(qb = ascsync_relative_base (arg, &off, &lnum)))
        return;
      lo = off + (int64_t) (acc[k].base + skip - args[acc[k].operand]);
    }
  s->qbase = qb;
  s->qloop = lnum;
  s->qper = t;
  s->qlo = (uint64_t) (((lo % (int64_t) t) + (int64_t) t) % (int64_t) t);
  s->qlen = len;
}

/* Locations warned at in the current function (one warning per call
   site: GCC's unrolled copies of a call share its location).  */
static vec<location_t> warned_locs;

/* The location of intrinsic call CALL in the user's code, in the block
   the diagnostic is to name the inlined functions of: CALL's own, or,
   when CALL is the body of one of cce.h's C++ wrappers (asc_cxx_NAME,
   always inlined, its location a line of intrinsics.def), the location
   the wrapper was called from, in the block of that call.  */
static location_t
user_call_location (gcall *call)
{
  for (tree b = gimple_block (call); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
        tree fn = block_ultimate_origin (b);
        if (fn && TREE_CODE (fn) == FUNCTION_DECL && DECL_NAME (fn)
            && startswith (IDENTIFIER_POINTER (DECL_NAME (fn)), "asc_cxx_"))
          return set_block (BLOCK_SOURCE_LOCATION (b), BLOCK_SUPERCONTEXT (b));
        break;
      }
  return set_block (gimple_location (call), gimple_block (call));
}

/* The location to warn at for intrinsic call CALL, or UNKNOWN_LOCATION
   when a warning was given there already: the kernel's use of the
   header's macro (the header is a system header when installed), in
   C++ the call of the header's inline wrapper (user_call_location), in
   the block of the call (so the diagnostic names the function it was
   inlined from).  Not while collecting buffer starts (the calls are
   analysed twice), nor at -O0, where addresses pass through memory and
   are rarely traced (as GCC's own flow-based warnings).  */
static location_t
warn_location (gcall *call)
{
  if (collecting_starts || !optimize)
    return UNKNOWN_LOCATION;
  location_t user = user_call_location (call);
  location_t loc = expansion_point_location_if_in_system_header (user);
  loc = set_block (loc, LOCATION_BLOCK (user));
  for (unsigned i = 0; i < warned_locs.length (); i++)
    if (warned_locs[i] == loc)
      return UNKNOWN_LOCATION;
  warned_locs.safe_push (loc);
  return loc;
}

/* The name of the argument of form FORM access ACC is made through,
   for a warning.  */
static const char *
operand_name (const struct asc_form_info *form, const struct asc_access *acc)
{
  return acc->operand < form->nargs ? form->arg_names[acc->operand] : "?";
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) when its GM
   access ACC, analysed into S, may touch any GM although the function
   takes its pointer parameters as distinct objects: its address is not
   traced to a kernel parameter (or a choice among them).  */
static void
warn_any_gm (gcall *call, int opnum, const struct asc_form_info *form,
             const struct asc_access *acc, const struct sync_access *s)
{
  if (s->base >= 0 || s->gmset || !gm_params_distinct ())
    return;
  location_t loc = warn_location (call);
  if (loc == UNKNOWN_LOCATION)
    return;
  ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                   "ascsync: %qs operand %qs is not traced to a pointer "
                   "parameter of the function: it is taken to %s any byte "
                   "of GM, which orders it against every GM access",
                   asc_ops[opnum].name,
                   operand_name (form, acc),
                   s->write ? "write" : "read");
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) when its
   access ACC of a local space, as analysed into S from the pointer
   value P (null: not a pointer the evaluator traced), may touch any
   byte of that space: its address is not traced to get_imm, or its
   offset has no bound, and no slot rotation, iteration form, split
   form or congruence narrows it, so every access of the space
   conflicts with it.  (An exact access of the whole space is known.)  */
/* The pointer parameter of the current function through which pointer
   PTR was read from memory ("this->xb[s]" in a method left out of
   line, "b->in[s]" in a helper given a structure), across copies,
   conversions and offsets on both sides of the load; NULL_TREE when PTR
   is no such load.  */
static tree
loaded_through_param (tree ptr)
{
  bool loaded = false;
  for (int i = 0; i < 16 && TREE_CODE (ptr) == SSA_NAME; i++)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (ptr))
        return loaded && SSA_NAME_VAR (ptr)
               && TREE_CODE (SSA_NAME_VAR (ptr)) == PARM_DECL
               ? SSA_NAME_VAR (ptr) : NULL_TREE;
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!as)
        return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (as);
      if (!loaded && gimple_assign_load_p (as))
        {
          tree base = get_base_address (gimple_assign_rhs1 (as));
          if (!base || TREE_CODE (base) != MEM_REF)
            return NULL_TREE;
          loaded = true;
          ptr = TREE_OPERAND (base, 0);
        }
      else if (code == POINTER_PLUS_EXPR || code == SSA_NAME
               || CONVERT_EXPR_CODE_P (code))
        ptr = gimple_assign_rhs1 (as);
      else
        return NULL_TREE;
    }
  return NULL_TREE;
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) that its
   access ACC of a local space, analysed into S, is made through a
   pointer read from memory that holds a buffer start known only at run
   time in a caller (ascsync_held_symbolic, ascsync_held_places): it is
   taken to lie in that buffer, the layout assumption.  */
static void
warn_held_buffer (gcall *call, int opnum, const struct asc_form_info *form,
                  const struct asc_access *acc, const struct sync_access *s)
{
  location_t loc = warn_location (call);
  if (loc == UNKNOWN_LOCATION)
    return;
  char end[32] = "";
  if (s->send[0])
    snprintf (end, sizeof end, " to %d", (int) s->send[0]);
  ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                   "ascsync: %qs operand %qs is read from memory: it is "
                   "taken to %s only the %s buffer whose start the object "
                   "read holds, from %d%s times a value known only at run "
                   "time in the caller (the layout assumption)",
                   asc_ops[opnum].name, operand_name (form, acc),
                   s->write ? "write" : "read", asc_space_names[s->space],
                   (int) s->sslot[0], end);
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) that its
   access ACC, analysed into S (pointer value P when known), may touch
   any byte of its space.  */
static void
warn_whole_space (gcall *call, int opnum, const struct asc_form_info *form,
                  const struct asc_access *acc, const struct val *p,
                  const struct sync_access *s)
{
  if (s->space == ASC_SPACE_GM)
    {
      warn_any_gm (call, opnum, form, acc, s);
      return;
    }
  if (s->sname > SYNC_FOREIGN_SNAME)
    {
      warn_held_buffer (call, opnum, form, acc, s);
      return;
    }
  if (s->exact || s->lo != 0
      || s->hi < sync_space_size[s->space] || s->pk >= 2 || s->ibase
      || s->iself || s->rsym || s->mper
      || (p && p->lo == p->hi && p->hi != OFF_ANY))
    return;
  location_t loc = warn_location (call);
  if (loc == UNKNOWN_LOCATION)
    return;
  bool traced = p && ascsync_val_is_ptr (*p);
  tree parm = traced ? NULL_TREE
              : loaded_through_param (gimple_call_arg (call, acc->operand
                                                             + 2));
  if (parm)
    {
      ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                       "ascsync: where %qs operand %qs points in %s is not "
                       "known (its address is read from memory through the "
                       "parameter %qD, which the plugin does not follow): it "
                       "is taken to %s any byte of %s, which orders it "
                       "against every access of that space; inline the "
                       "function (%<always_inline%>) or pass the address as "
                       "an argument", asc_ops[opnum].name,
                       operand_name (form, acc), asc_space_names[s->space],
                       parm, s->write ? "write" : "read",
                       asc_space_names[s->space]);
      return;
    }
  ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                   "ascsync: where %qs operand %qs points in %s is not known "
                   "(%s): it is taken to %s any byte of %s, which orders it "
                   "against every access of that space", asc_ops[opnum].name,
                   operand_name (form, acc),
                   asc_space_names[s->space],
                   traced ? "its offset from get_imm has no bound the plugin "
                            "can find"
                          : "its address is not traced to get_imm or a kernel "
                            "parameter",
                   s->write ? "write" : "read", asc_space_names[s->space]);
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) that its
   access ACC of a local space, analysed into S, was taken to touch
   the whole buffer its pointer derives from (provenance_bound), when no
   slot rotation, iteration form, split form or congruence narrows it
   within the buffer.  */
static void
warn_whole_buffer (gcall *call, int opnum, const struct asc_form_info *form,
                   const struct asc_access *acc, const struct sync_access *s)
{
  if (s->pk >= 2 || s->ibase || s->iself || s->rsym || s->mper)
    return;
  location_t loc = warn_location (call);
  if (loc == UNKNOWN_LOCATION)
    return;
  ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                   "ascsync: where %qs operand %qs points in its %s buffer is "
                   "not known (its offset has no bound the plugin can find): "
                   "it is taken to %s any byte of the buffer from 0x%llx to "
                   "0x%llx it is derived from", asc_ops[opnum].name,
                   operand_name (form, acc),
                   asc_space_names[s->space], s->write ? "write" : "read",
                   (unsigned long long) s->lo, (unsigned long long) s->hi);
}

/* Note for the summary that GM access K of operation OPI, through
   pointer PTR covering [PTR + START, PTR + EXTENT), lies at a constant
   offset plus a multiple of an integer parameter from pointer parameter
   PARAM ("x + t * 256" for parameters x and t); false when PTR is no
   such pointer.  */
static bool
note_gm_affine (int opi, int k, tree ptr, int param, uint64_t start,
                uint64_t extent)
{
  tree parm = ascsync_param_at (current_function_decl, param);
  tree pdef = parm ? ssa_default_def (cfun, parm) : NULL_TREE;
  HOST_WIDE_INT c = 0, vmul = 0;
  tree var = NULL_TREE;
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  if (!pdef || TREE_CODE (ptr) != SSA_NAME
      || ascsync_pointer_from (ptr, pdef, true, &c, &var, &vmul) != 1
      || !var || TREE_CODE (var) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (var)
      || vmul == 0 || c < 0 || c > lim || extent > (uint64_t) lim
      || start > extent)
    return false;
  tree q = SSA_NAME_VAR (var);
  int qparam = q && TREE_CODE (q) == PARM_DECL && INTEGRAL_TYPE_P (TREE_TYPE (q))
               && ascsync_parm_kept_p (cfun, q) ? ascsync_param_index (q) : -1;
  if (qparam < 0)
    return false;
  ascsync_summary_note_gm_affine (opi, k, param, qparam, vmul,
                                  (uint64_t) c + start, (uint64_t) c + extent);
  return true;
}

/* Whether integer or pointer T is a bounded offset, never negative
   and below 2^40 bytes, as the evaluator has it; its largest value
   into *HI.  */
static bool
bounded_offset_p (tree t, uint64_t *hi)
{
  struct val o = ascsync_eval (t, 0);
  *hi = o.hi;
  return o.kind == VAL_INT && !o.cyc && o.lo <= o.hi
         && o.hi < ((uint64_t) 1 << 40);
}

/* The pointer local pointer PTR is moved up from by an offset that is
   never negative ("xb[s] + o", O a count of elements), or null; the
   offset's largest value into *OFF_HI.  The
   sum may be one of integers converted to the pointer ("(float *)
   (o * 4 + get_imm (s * SLOT))", as the host header's get_imm returns
   an integer), either operand the offset.  */
static tree
moved_up_root (tree ptr, uint64_t *off_hi)
{
  tree t = ptr;
  gassign *as = NULL;
  for (int depth = 0; depth < 4 && TREE_CODE (t) == SSA_NAME; depth++)
    {
      as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!as || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
          || TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (as)))
             < TYPE_PRECISION (TREE_TYPE (t)))
        break;
      t = gimple_assign_rhs1 (as);
      as = NULL;
    }
  if (!as)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  if (code == POINTER_PLUS_EXPR)
    return bounded_offset_p (b, off_hi) ? a : NULL_TREE;
  if (code != PLUS_EXPR || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || !TYPE_UNSIGNED (TREE_TYPE (t)) || TREE_CODE (a) != SSA_NAME
      || TREE_CODE (b) != SSA_NAME)
    return NULL_TREE;
  /* An unsigned sum of an address and an offset that stays below the
     space: the offset the operand that is one.  */
  if (bounded_offset_p (b, off_hi) && ascsync_eval (a, 0).kind == VAL_LOCAL)
    return a;
  if (bounded_offset_p (a, off_hi) && ascsync_eval (b, 0).kind == VAL_LOCAL)
    return b;
  return NULL_TREE;
}

/* For the summary of the current function (gimple_summary.cc): the
   parameter a GM access's pointer derives from; and when local access
   S (through pointer PTR of value P, the access starting START
   bytes after it and ending EXTENT bytes after P->lo; TYPEWIDE, RANGED
   and COUNTED as for layout_bound) has a pointer that is a function of
   a parameter with few values, note the bytes it touches for each
   value, as the footprint of the pointer's value then, bounded as any
   one pointer made from one constant address is, and by S; and give S
   that value form (see struct sync_access, VKEY).  A pointer that
   advances in its loops from such a function (a row loop over a slot
   the helper is given: ascsync_advancing_root) starts, for each value,
   at or after that value's address, and the layout assumption ends it
   at that buffer's end.  Access K of operation OPI, at call CALL.  */
static void
note_param_values (gcall *call, int opi, int k, tree ptr,
                   const struct val *p, struct sync_access *s,
                   uint64_t start, uint64_t extent, int typewide, int ranged,
                   bool counted)
{
  struct ascsync_param_fn f;
  if (opi >= 0 && s->space == ASC_SPACE_GM && p->kind == VAL_GM
      && p->param >= 0 && !ASCSYNC_HELD_GM_P (p->param)
      && !note_gm_affine (opi, k, ptr, p->param, start, extent))
    ascsync_summary_note_gm (opi, k, p->param);
  if (opi < 0 || s->space == ASC_SPACE_GM || p->kind != VAL_LOCAL
      || p->hi == OFF_ANY)
    return;
  HOST_WIDE_INT roff = 0;
  uint64_t off_hi = 0;
  bool moved = false;
  bool exact = p->hi < OFF_OPEN && ascsync_param_values (ptr, p->lo, p->hi,
                                                          &f);
  if (!exact)
    {
      tree root = ascsync_advancing_root (call, ptr, &roff);
      if (!root && (root = moved_up_root (ptr, &off_hi)))
        moved = true;
      struct val rv = root ? ascsync_eval (root, 0) : ascsync_val_unknown ();
      if (!root || (rv.kind != VAL_LOCAL && rv.kind != VAL_INT) || rv.cyc
          || rv.hi >= OFF_OPEN
          || !ascsync_param_values (root, rv.lo, rv.hi, &f))
        return;
    }
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  for (int i = 0; i < f.n; i++)
    {
      uint64_t pv = f.val[i] + (uint64_t) roff;
      struct val one = ascsync_val_at (*p, 0);
      if (!exact && (pv < p->lo || pv > p->hi))
        return;
      one.lo = pv;
      /* Moved up by a bounded offset: at most that far from each
         value.  */
      one.hi = exact ? pv : moved ? MIN (pv + off_hi, p->hi) : p->hi;
      one.onebase = 1;
      one.base0 = f.val[i];
      struct sync_access x;
      access_range (&x, s->space, s->write, &one, pv + start, one.hi,
                    extent);
      layout_bound (&x, &one, start, typewide, ranged, counted);
      lo[i] = MAX (x.lo, s->lo);
      hi[i] = MIN (x.hi, s->hi);
      if (lo[i] >= hi[i])
        return;
    }
  ascsync_summary_note (opi, k, &f, lo, hi);
  s->vkey = SYNC_VKEY (f.param, (int) f.mask);
  s->vn = f.n;
  s->vv0 = f.v0;
  for (int i = 0; i < f.n; i++)
    {
      s->vlo[i] = lo[i];
      s->vhi[i] = hi[i];
    }
}

/* Into *X the access of local SPACE (a write when WRITE) in the
   iterations with residue R of P's slot rotation, from START to EXTENT
   bytes after the pointer, bounded as layout_bound says (TYPEWIDE,
   RANGED, COUNTED), the slot its object when it is one; without
   LAYOUT, as the pointer's values and the counts alone say.  */
static void
slot_range (struct sync_access *x, int space, int write, const struct val *p,
            int r, uint64_t start, uint64_t extent, int typewide, int ranged,
            bool counted, bool layout = true)
{
  struct val pr = ascsync_val_at (*p, r);
  /* Made from a slot's start: moved up from it (PBASE), or down
     (DTOP).  */
  bool base = (((p->pone >> r) & 1)
               && buffer_start_p (space, p->pbase[r], true))
              || (pr.dtop > pr.hi && pr.hi < OFF_OPEN
                  && buffer_start_p (space, pr.dtop, true));
  access_range (x, space, write, &pr, pr.lo + start, pr.hi, extent);
  if (layout)
    layout_bound (x, &pr, start, typewide, ranged, counted,
                  rotation_spacing (p), base, slot_end_of (p, r));
}

/* Set S's byte range to the union of its slots' (S->pk >= 1).  */
static void
slots_union (struct sync_access *s)
{
  s->lo = s->plo[0];
  s->hi = s->phi[0];
  for (int r = 1; r < s->pk; r++)
    {
      s->lo = MIN (s->lo, s->plo[r]);
      s->hi = MAX (s->hi, s->phi[r]);
    }
}

/* How slot_forms bounds the access in each slot: slot_range's
   START, EXTENT, TYPEWIDE, RANGED, COUNTED and LAYOUT; the bounds of
   the access's base to narrow each residue by (narrow_from_base; null:
   none); HULL: each residue within the access's own range too.  */
struct slot_bounds
{
  uint64_t start, extent;
  int typewide, ranged;
  bool counted, layout, hull;
  const struct base_bound *split, *iter;
};

/* Give S, an access of local memory through pointer value P, the
   object of its provenance (provenance_slots from PROVBASE and
   PROVOFF; PROVBASE null: none), and when P rotates over the slots of
   a loop, the access in each slot (slot_range, as SB says), residue
   by residue of that object when its base rotates as P does.  */
static void
slot_forms (struct sync_access *s, const struct val *p,
            const struct val *provbase, int64_t provoff,
            const struct slot_bounds *sb)
{
  if (p->pk < 2 || p->ps || p->hi == OFF_ANY)
    {
      if (provbase)
        provenance_slots (s, provbase, provoff);
      return;
    }
  /* The provenance bound slot by slot, when the base rotates with the
     pointer: a residue's offset the layout bound cannot end stays in
     that residue's object.  */
  struct sync_access pslot = *s;
  pslot.pk = 0;
  if (provbase)
    provenance_slots (&pslot, provbase, provoff);
  bool pslots = pslot.pk == p->pk && pslot.ploop == p->pl
                && pslot.pphase == p->pphase;
  uint64_t lo = s->lo, hi = s->hi;
  s->pk = p->pk;
  s->ploop = p->pl;
  s->pphase = p->pphase;
  for (int r = 0; r < p->pk; r++)
    {
      struct sync_access x;
      slot_range (&x, s->space, s->write, p, r, sb->start, sb->extent,
                  sb->typewide, sb->ranged, sb->counted, sb->layout);
      if (sb->split)
        narrow_from_base (&x, *sb->split, p, r);
      if (sb->iter)
        narrow_from_base (&x, *sb->iter, p, r);
      if (sb->hull)
        narrow_to (&x, lo, hi);
      if (pslots)
        narrow_to (&x, pslot.plo[r], pslot.phi[r]);
      s->plo[r] = x.lo;
      s->phi[r] = x.hi;
    }
  slots_union (s);
  s->exact = 0;
}

/* Narrow S to the bytes PB says it touches path by path through a
   merge (ascsync_merge_path_bytes): all of them, and residue by residue
   when S rotates as PB does.  */
static void
narrow_to_paths (struct sync_access *s, const struct ascsync_path_bytes *pb)
{
  narrow_to (s, pb->lo, pb->hi);
  if (s->pk < 2 || s->pk != pb->pk || s->ploop != pb->pl
      || s->pphase != pb->pphase)
    return;
  uint64_t lo = UINT64_MAX, hi = 0;
  for (int r = 0; r < s->pk; r++)
    {
      if (pb->plo[r] > s->plo[r])
        s->plo[r] = pb->plo[r];
      if (pb->phi[r] < s->phi[r])
        s->phi[r] = pb->phi[r];
      lo = MIN (lo, s->plo[r]);
      hi = MAX (hi, s->phi[r]);
    }
  narrow_to (s, lo, hi);
}

/* Bound S, an access of local memory from FIRST to END (the
   footprint's addresses for pointer P, a pointer parameter at offsets
   P->lo to P->hi from it, whose offset is ARGS' P->lo), by where the
   parameter points as its calls pass it, PL (param_region): with the
   offsets known, the access starts no lower than PL->lo plus its start
   from the parameter and ends no higher than PL->hi plus its end; with
   them unknown, the pointer stays in the buffers (the layout
   assumption), PL->start to PL->end; a length known only from a
   count's type or range (OPEN) stays in them.  Returns whether S was
   bounded.  */
static bool
param_access (struct sync_access *s, const struct val *p,
              const struct param_place *pl, uint64_t first, uint64_t end,
              int open)
{
  const uint64_t lim = (uint64_t) 1 << 40;
  uint64_t pbase = p->hi == OFF_ANY ? 0 : p->lo;
  if (first < pbase || end < first)
    return false;
  uint64_t rs = first - pbase, re = end - pbase;
  if (rs >= lim || re >= lim)
    return false;
  /* The operand's own offsets from the parameter, when known: from
     PL->lo and PL->hi; else the pointer is anywhere in the buffers.
     Offsets known only as a range reaching past the space (a row index
     bounded by its type) are not known, as for provenance_bound.  */
  uint64_t lo = pl->start + rs, hi = pl->end - 1 + re;
  if (p->hi != OFF_ANY && p->lo <= p->hi && p->hi < lim
      && (!ascsync_settings.layout
          || pl->hi + p->hi < sync_space_size[s->space]))
    {
      lo = pl->lo + p->lo + rs;
      hi = pl->hi + p->hi + re;
    }
  if (hi > sync_space_size[s->space])
    hi = sync_space_size[s->space];
  if (open && hi > pl->end)
    hi = pl->end;
  if (lo >= hi)
    return false;
  s->lo = lo;
  s->hi = hi;
  return true;
}

/* Give S, an access through pointer parameter P->param of the current
   function that param_access bounded (FIRST, END, OPEN as there), the
   value form of the buffer the parameter points into
   (SYNC_VKEY_PTR): for each of the buffers its calls pass, by address
   (ascsync_param_key_buffers), the bytes S touches when it points into
   that one.  Two accesses through the parameter then compare buffer by
   buffer, and a pair between them may take one id per buffer
   (sync_key_ids), so the calls given different slots use different
   flags.  Nothing when the buffers are not told apart.  */
static void
param_buffer_values (struct sync_access *s, const struct val *p,
                     uint64_t first, uint64_t end, int open)
{
  struct ascsync_argbufs b;
  int n = ascsync_param_key_buffers (current_function_decl, p->param, &b);
  /* The key is computed from the pointer's offset from get_imm (0),
     the parameter's value at entry wherever it is read: never stored
     into.  */
  tree parm = ascsync_param_at (current_function_decl, p->param);
  if (n < 2 || !ascsync_get_imm_decl () || !parm
      || !POINTER_TYPE_P (TREE_TYPE (parm))
      || !ascsync_parm_kept_p (cfun, parm))
    return;
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  for (int i = 0; i < n; i++)
    {
      struct param_place pl;
      if (b.root[i] + b.cmax[i] >= sync_space_size[s->space])
        return;
      buffer_place (s->space, &b, i, &pl);
      struct sync_access x = *s;
      if (!param_access (&x, p, &pl, first, end, open))
        return;
      lo[i] = MAX (x.lo, s->lo);
      hi[i] = MIN (x.hi, s->hi);
      if (lo[i] >= hi[i])
        return;
    }
  s->vkey = SYNC_VKEY_PTR (p->param);
  s->vn = n;
  s->vv0 = 0;
  for (int i = 0; i < n; i++)
    {
      s->vlo[i] = lo[i];
      s->vhi[i] = hi[i];
    }
}

/* Give S, the access of intrinsic call CALL through its operand OPND
   (a pointer made from a pointer parameter of the current function,
   value P) from FIRST to END, its iteration form (ascsync_iter_form):
   the symbolic base of the operand's evolution is relative to the
   parameter, whatever address its calls pass, so the instances of the
   access in different iterations compare exactly.  */
static void
param_iter_form (gcall *call, int opnd, const struct val *p, uint64_t first,
                 uint64_t end, struct sync_access *s)
{
  uint64_t pbase = p->hi == OFF_ANY ? 0 : p->lo;
  if (first < pbase || end < first)
    return;
  ascsync_iter_form (call, gimple_call_arg (call, opnd + 2), first - pbase,
                     end - pbase, s);
}

/* Into *ROOT a pointer into the GM parameter PTR is derived from, at
   any offset (ascsync_gm_root), when the value evaluator lost it;
   false when not known.  */
static bool
gm_root_of (tree ptr, struct val *root)
{
  int param = ascsync_gm_root (ptr);
  if (param < 0)
    return false;
  *root = ascsync_val_gm (param);
  root->hi = OFF_ANY;
  return true;
}

/* Whether an access through a pointer parameter at offsets P from it,
   ending END bytes after it at P->lo, may reach past the end of local
   SPACE: its extent then comes from the types of its offsets, not from
   values (no access lies past its space), and is bounded as a count
   known only by its type is (the layout assumption).  */
static bool
param_extent_past_space (const struct val *p, uint64_t end, int space)
{
  return space < ASC_NSPACES && p->hi >= p->lo
         && end + (p->hi - p->lo) > sync_space_size[space];
}

/* Note for the summary that local access K of operation OPI, made
   through a pointer parameter of the current function at offsets P
   (from the parameter; P->param) from it, covers [FIRST, END) for the
   pointer at P->lo; OPEN: its length known only from a count's type or
   range.  The calls then place it from the argument (map_local_access
   in gimple_summary.cc).  */
static bool
note_param_pointer (int opi, int k, const struct val *p, uint64_t first,
                    uint64_t end, int open)
{
  const uint64_t lim = (uint64_t) 1 << 40;
  if (p->cyc || p->hi >= lim || p->lo > p->hi || end < first || end >= lim)
    return false;
  ascsync_summary_note_ptr (opi, k, p->param, first, end + (p->hi - p->lo),
                            open);
  return true;
}

/* Note for the summary that GM access K of intrinsic call CALL
   (operation OPI; table row OPNUM, variant VAR, form FORM, arguments
   ARGS at their largest values, declared types PTYPES, NA accesses),
   made through a pointer parameter itself, touches at most SLOPE * N +
   ICPT bytes from it, N the value of the first integer parameter
   passed as one of its counts (through conversions that keep its
   values) that the footprint is affine in (at 1, 2
   and 3; the other counts at their largest), at most the largest value
   the parameter and the count's type hold: its calls then tell the
   calls of different iterations apart when the pointer moves by a
   run-time step (ascsync_count_steps_self).  */
static void
note_gm_count (gcall *call, int opi, int k, int opnum, enum asc_variant var,
               const struct asc_form_info *form, const uint64_t *args,
               tree *ptypes, int na)
{
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  if (form->mode_arg >= 0 || form->index_arg >= 0 || form->init_arg >= 0
      || asc_footprint ((enum asc_op) opnum, var, args, acc, &err) != na)
    return;
  int opd = acc[k].operand;
  for (int x = 0; x < form->nargs; x++)
    {
      tree t = gimple_call_arg (call, x + 2), from;
      /* Through conversions that keep every value.  */
      while (TREE_CODE (t) == SSA_NAME
             && (from = ascsync_int_conversion_source (t))
             && TYPE_PRECISION (TREE_TYPE (from))
                <= TYPE_PRECISION (TREE_TYPE (t))
             && (TYPE_UNSIGNED (TREE_TYPE (from))
                 || !TYPE_UNSIGNED (TREE_TYPE (t))))
        t = from;
      tree parm = TREE_CODE (t) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (t)
                  ? SSA_NAME_VAR (t) : NULL_TREE;
      if (x == opd || x == form->scalar_arg || !ptypes[x]
          || !INTEGRAL_TYPE_P (ptypes[x]) || !parm
          || TREE_CODE (parm) != PARM_DECL
          || !INTEGRAL_TYPE_P (TREE_TYPE (parm))
          || !ascsync_parm_kept_p (cfun, parm))
        continue;
      uint64_t e[3];
      bool ok = true;
      for (int i = 0; i < 3 && ok; i++)
        {
          struct asc_access a;
          ok = ascsync_access_with_arg (opnum, var, args, x, (uint64_t) i + 1,
                                        na, k, &a)
               && a.space == acc[k].space && a.operand == opd
               && a.base >= args[opd];
          if (ok)
            e[i] = asc_access_end (&a) - args[opd];
        }
      if (!ok || e[1] < e[0] || e[2] - e[1] != e[1] - e[0]
          || e[1] - e[0] > e[0])
        continue;
      uint64_t cmax = MIN (ascsync_type_max (TREE_TYPE (parm)),
                           ascsync_type_max (ptypes[x]));
      ascsync_summary_note_gm_count (opi, k, ascsync_param_index (parm),
                                     e[1] - e[0], e[0] - (e[1] - e[0]),
                                     MIN (cmax, args[x]));
      return;
    }
}

/* Note for the summary that GM access K of operation OPI, through
   pointer PTR covering [PTR + FIRST, PTR + END) and noted as made
   through a pointer read through a parameter, lies at a constant offset
   plus a multiple of an integer parameter from the pointer read.  */
static void
note_loaded_affine (int opi, int k, tree ptr, uint64_t first, uint64_t end)
{
  tree loaded = ptr;
  for (int depth = 0; depth < 12 && TREE_CODE (loaded) == SSA_NAME; depth++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (loaded));
      if (!as || gimple_assign_load_p (as))
        break;
      loaded = gimple_assign_rhs1 (as);
    }
  gassign *ld = TREE_CODE (loaded) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (loaded)) : NULL;
  HOST_WIDE_INT c = 0, vmul = 0;
  tree var = NULL_TREE;
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  if (!ld || !gimple_assign_load_p (ld)
      || ascsync_pointer_from (ptr, loaded, true, &c, &var, &vmul) != 1
      || !var || TREE_CODE (var) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (var)
      || vmul == 0 || c < 0 || c > lim || end > (uint64_t) lim || first > end)
    return;
  tree q = SSA_NAME_VAR (var);
  int qparam = q && TREE_CODE (q) == PARM_DECL && INTEGRAL_TYPE_P (TREE_TYPE (q))
               && ascsync_parm_kept_p (cfun, q) ? ascsync_param_index (q) : -1;
  if (qparam >= 0)
    ascsync_summary_note_gm_affine (opi, k, -1, qparam, vmul,
                                    (uint64_t) c + first, (uint64_t) c + end);
}

/* Note for the summary that local access K of operation OPI at CALL,
   made through operand OPND, a pointer the current function reads
   through one of its pointer parameters at a place that is a function
   of a key (ascsync_param_place) and moves by a bounded offset, covers
   [FIRST, END) from the pointer operand (OPEN as for
   note_param_pointer): its calls place it from what the object they
   pass holds there (gimple_summary.cc; a GM access, in the kernel
   parameter's object the pointer is derived from).  Returns that
   parameter, or NULL_TREE when the operand is no such pointer.  */
static tree
note_loaded_pointer (gcall *call, int opi, int k, int opnd, int space,
                     uint64_t first, uint64_t end, int open)
{
  tree ref, parm;
  uint64_t dlo, dhi;
  struct ascsync_param_fn f;
  bool gm = space == ASC_SPACE_GM;
  if (end < first || end >= ((uint64_t) 1 << 40)
      || !ascsync_loaded_pointer (gimple_call_arg (call, opnd + 2), !gm, &ref,
                                  &dlo, &dhi)
      || !(parm = ascsync_param_place (ref, &f)))
    return NULL_TREE;
  if (gm)
    dlo = dhi = 0;              /* placed in the object, at any offset */
  ascsync_summary_note_loaded (opi, k, ascsync_param_index (parm),
                               tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
                               &f, first + dlo, end + dhi,
                               open || dlo != dhi);
  if (gm)
    note_loaded_affine (opi, k, gimple_call_arg (call, opnd + 2), first, end);
  return parm;
}

/* Warn at intrinsic call CALL (table row OPNUM, form FORM) that its
   access ACC of a local space, analysed into S, made through a pointer
   parameter of the current function (REGION: one its calls give a
   buffer; S with a run-time slot form of a caller's value: one its
   calls give a buffer whose start is known only at run time), or read
   through pointer parameter LOADED, may touch any byte of that space
   (or of those buffers) within the function, while its
   calls place it from their arguments (note_param_pointer) or from
   what they pass (note_loaded_pointer).  */
static void
warn_param_pointer (gcall *call, int opnum, const struct asc_form_info *form,
                    const struct asc_access *acc, const struct sync_access *s,
                    bool region, tree loaded = NULL_TREE)
{
  location_t loc = warn_location (call);
  if (loc == UNKNOWN_LOCATION)
    return;
  if (loaded && s->sname > SYNC_FOREIGN_SNAME)
    warn_held_buffer (call, opnum, form, acc, s);
  else if (loaded)
    ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                     "ascsync: %qs operand %qs is read from memory through "
                     "the parameter %qD: within this function it is taken to "
                     "%s any byte of %s, which orders it against every "
                     "access of that space here; each call places it from "
                     "what the object it passes holds", asc_ops[opnum].name,
                     operand_name (form, acc), loaded,
                     s->write ? "write" : "read", asc_space_names[s->space]);
  else if (s->sname > SYNC_FOREIGN_SNAME)
    {
      char end[32] = "";
      if (s->send[0])
        snprintf (end, sizeof end, " to %d", (int) s->send[0]);
      ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                       "ascsync: %qs operand %qs is made from a pointer "
                       "parameter: within this function it is taken to %s "
                       "any byte of the %s buffer its calls pass, from %d%s "
                       "times a value known only at run time in the caller "
                       "(the layout assumption); each call places it from "
                       "the address it passes", asc_ops[opnum].name,
                       operand_name (form, acc), s->write ? "write" : "read",
                       asc_space_names[s->space], (int) s->sslot[0], end);
    }
  else if (region)
    ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                     "ascsync: %qs operand %qs is made from a pointer "
                     "parameter: within this function it is taken to %s any "
                     "byte of the %s buffers its calls pass, from 0x%llx to "
                     "0x%llx, which orders it against every access of them "
                     "here; each call places it from the address it passes",
                     asc_ops[opnum].name, operand_name (form, acc),
                     s->write ? "write" : "read", asc_space_names[s->space],
                     (unsigned long long) s->lo, (unsigned long long) s->hi);
  else
    ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                   "ascsync: %qs operand %qs is made from a pointer "
                   "parameter: within this function it is taken to %s any "
                   "byte of %s, which orders it against every access of "
                   "that space here; each call places it from the address "
                   "it passes", asc_ops[opnum].name,
                   operand_name (form, acc),
                   s->write ? "write" : "read", asc_space_names[s->space]);
}

/* See ascsync-gcc.h.  */
bool
ascsync_local_access_at (int space, int write, const struct val *p,
                         uint64_t rlo, uint64_t rhi, int open,
                         struct sync_access *s)
{
  if (space == ASC_SPACE_GM || space >= ASC_NSPACES || p->kind != VAL_LOCAL
      || p->cyc || p->hi >= OFF_OPEN || p->ps)
    return false;
  access_range (s, space, write, p, p->lo + rlo, p->hi, rhi);
  layout_bound (s, p, rlo, open, open, false, rotation_spacing (p));
  if (p->pk < 2)
    return true;
  s->pk = p->pk;
  s->ploop = p->pl;
  s->pphase = p->pphase;
  for (int r = 0; r < p->pk; r++)
    {
      struct sync_access x;
      slot_range (&x, space, write, p, r, rlo, rhi, open, open, false);
      s->plo[r] = x.lo;
      s->phi[r] = x.hi;
    }
  slots_union (s);
  return true;
}

/* Give local access S (access K of the NA in ACC of operation OPNUM,
   variant VAR, at CALL, of form FORM with arguments ARGS of values V
   and parameter types PTYPES, the access starting START bytes after
   its pointer) the forms that evaluate its footprint again from ARGS:
   congruences, across iterations, rows.  IEXACT: what
   ascsync_iter_form returned for S.  */
static void
access_forms (gcall *call, int opnum, enum asc_variant var,
              const struct asc_form_info *form, uint64_t *args,
              tree *ptypes, const struct val *v, int na, int k,
              const struct asc_access *acc, uint64_t start, bool iexact,
              struct sync_access *s)
{
  s->nper = 0;
  s->qper = 0;
  /* The congruences of the pointer relative to an iteration form's base
     need the pointer's own place there.  */
  if (iexact || s->ibase <= 0)
    {
      access_moving_congruence (call, opnum, var, form, args, v, na, k, acc,
                                start, s);
      access_relative_congruence (call, opnum, var, form, args, v, na, k,
                                  acc,
                                  gimple_call_arg (call, acc[k].operand + 2),
                                  start, s);
    }
  int64_t hlo, hhi;
  if (access_hull (form, args, v, acc, k, &hlo, &hhi))
    ascsync_loop_congruence (call, gimple_call_arg (call,
                                                    acc[k].operand + 2),
                             hlo, hhi, s);
  ascsync_across_iterations (call, opnum, var, form, args, ptypes, acc, na,
                             k, s);
  if (!s->exact)
    ascsync_row_form (call, opnum, var, form, args, na, k, acc[k].operand,
                      s);
}

/* Largest number of values of a mode operand told apart
   (footprint_over_modes).  */
#define MODE_MAX_VALUES 8

/* The footprint of operation OPNUM (variant VAR) with arguments ARGS
   (LANES: the vector mask's, or null) into ACC, when its mode operand
   MA (asc_form_info.mode_arg) takes any value of VM: the accesses of
   each value the operation takes, each access the hull of its bytes
   over them when they differ (a larger mode does not cover a smaller
   one's bytes).  Returns the number of accesses, or -1 (ERR set) when
   VM has too many values or none gives a footprint.  */
static int
footprint_over_modes (int opnum, enum asc_variant var, const uint64_t *args,
                      const uint64_t *lanes, int ma, const struct val *vm,
                      struct asc_access *acc, const char **err)
{
  if (vm->kind != VAL_INT || vm->hi - vm->lo >= MODE_MAX_VALUES)
    {
      *err = "a mode operand with many values";
      return -1;
    }
  int na = -1;
  uint64_t lo[ASC_MAX_ACCESSES], hi[ASC_MAX_ACCESSES];
  bool same = true;
  for (uint64_t m = vm->lo; m <= vm->hi; m++)
    {
      uint64_t x[ASC_MAX_ARGS];
      memcpy (x, args, sizeof x);
      x[ma] = m;
      struct asc_access a[ASC_MAX_ACCESSES];
      const char *e = NULL;
      int n = asc_footprint_masked ((enum asc_op) opnum, var, x, lanes, a,
                                    &e);
      if (n < 0)
        continue;               /* not a mode the operation takes */
      if (na >= 0 && n != na)
        {
          *err = "a mode operand whose values give different accesses";
          return -1;
        }
      for (int k = 0; k < n; k++)
        {
          uint64_t end = asc_access_end (&a[k]);
          if (na < 0)
            {
              acc[k] = a[k];
              lo[k] = a[k].base;
              hi[k] = end;
              continue;
            }
          same &= memcmp (&acc[k], &a[k], sizeof a[k]) == 0;
          lo[k] = MIN (lo[k], a[k].base);
          hi[k] = MAX (hi[k], end);
        }
      na = n;
    }
  if (na < 0)
    *err = "no value of its mode operand is one it takes";
  for (int k = 0; k < na && !same; k++)
    {
      acc[k].base = lo[k];
      acc[k].blk_bytes = (uint32_t) (hi[k] - lo[k]);
      acc[k].nblk = acc[k].nrep = 1;
      acc[k].blk_stride = acc[k].rep_stride = 0;
      acc[k].lane_bytes = 0;
    }
  return na;
}

/* What footprint_at_pair needs: the call of the operation, its table
   row, variant, form and mask, its arguments' values V, and its NA
   accesses at the arguments' largest values.  */
struct ends_data
{
  gcall *call;
  int opnum;
  enum asc_variant var;
  const struct asc_form_info *form;
  const struct val *v;
  const uint64_t *lanes;
  int na;
  const struct asc_access *acc;
};

/* The accesses of DATA's operation at arguments ARGS (bit J of EXACT:
   ARGS[J] is that argument's one value), into OUT: their ends (each 0
   when a count of 0 leaves the operation no bytes there) and strided
   patterns; false when they are not its accesses there (another
   number, another start).  */
static bool
footprint_at_pair (const uint64_t *args, uint64_t exact, void *data,
                   struct ascsync_pair_point *out)
{
  const struct ends_data *d = (const struct ends_data *) data;
  struct asc_access a[ASC_MAX_ACCESSES];
  const char *err = NULL;
  int n = asc_footprint_masked ((enum asc_op) d->opnum, d->var, args,
                                d->lanes, a, &err);
  memset (out, 0, sizeof *out);
  if (n == 0 && !err)
    return true;
  if (n != d->na)
    return false;
  struct val v[ASC_MAX_ARGS];
  for (int j = 0; j < d->form->nargs; j++)
    v[j] = exact >> j & 1 ? ascsync_val_int (args[j], args[j]) : d->v[j];
  for (int k = 0; k < d->na; k++)
    {
      if (a[k].base != d->acc[k].base || a[k].space != d->acc[k].space)
        return false;
      out->end[k] = asc_access_end (&a[k]);
      uint64_t t, len, skip;
      if (a[k].space == ASC_SPACE_GM || a[k].base < args[a[k].operand])
        continue;
      if (a[k].nrep <= 1
          && (a[k].nblk <= 1 || a[k].blk_stride == a[k].blk_bytes))
        {
          /* One run of bytes: its residues in any longer period.  */
          out->per[k] = UINT64_MAX;
          out->lo[k] = (int64_t) (a[k].base - args[a[k].operand]);
          out->len[k] = out->end[k] - a[k].base;
        }
      else if (strided_pattern (d->call, d->opnum, d->var, d->form, args, v,
                                d->na, k, a, 0, &t, &len, &skip)
               && t && t < ((uint64_t) 1 << 40))
        {
          out->per[k] = t;
          out->lo[k] = (int64_t) (a[k].base + skip - args[a[k].operand]);
          out->len[k] = len;
        }
    }
  return true;
}

/* Whether integer operand X is computed, by arithmetic, from constants
   and values defined outside every loop (as the run-time sizes are),
   its definitions followed at most *BUDGET deep.  */
static bool
fixed_through_run_p (tree x, int *budget)
{
  if (TREE_CODE (x) == INTEGER_CST)
    return true;
  if (TREE_CODE (x) != SSA_NAME || --*budget < 0)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (x);
  basic_block bb = gimple_bb (def);
  if (SSA_NAME_IS_DEFAULT_DEF (x) || !bb || !bb->loop_father
      || !loop_outer (bb->loop_father))
    return true;
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || gimple_assign_load_p (as)
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (!fixed_through_run_p (gimple_op (as, i), budget))
      return false;
  return true;
}

/* The offset, an integer SSA name computed from values fixed through
   a run of the function (as the run-time sizes are), by which pointer
   operand PTR is moved from another pointer, that one into *BASE; null
   when PTR is not so made.  */
static tree
pointer_offset (tree ptr, tree *base)
{
  gassign *as = TREE_CODE (ptr) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr)) : NULL;
  int budget = 32;
  if (!as || gimple_assign_rhs_code (as) != POINTER_PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (as)) != SSA_NAME
      || !fixed_through_run_p (gimple_assign_rhs2 (as), &budget))
    return NULL_TREE;
  *base = gimple_assign_rhs1 (as);
  return gimple_assign_rhs2 (as);
}

/* Into RES[K], what the values of one or two run-time sizes that the
   conditions dominating call CALL allow (gimple_sizepair.cc) say of
   access ACC[K] (NA of them) of operation OPNUM (variant VAR, mask
   LANES) at arguments ARGS, its counts, strides and pointer's offset
   computed from them: its largest end (in RES[K].END, from ENDCAP[K]
   on), how far past pointer BASE[K] it ends at most, its operand that
   pointer moved by an offset computed from those sizes ("tile + ca"
   filled with rows of CB items, CA + CB checked), and its residues
   relative to that pointer (BASE[K] the operand itself when not
   moved).  V: the arguments' values, PTYPES their declared types.  */
static void
size_pair_ends (gcall *call, int opnum, enum asc_variant var,
                const struct asc_form_info *form, const struct val *v,
                const tree *ptypes, const uint64_t *args,
                const uint64_t *lanes, const struct asc_access *acc, int na,
                const uint64_t *endcap, struct ascsync_pair_result *res,
                tree *base)
{
  tree argv[ASC_MAX_ARGS], offs[ASC_MAX_ACCESSES];
  bool any = false;
  for (int j = 0; j < form->nargs; j++)
    {
      tree a = gimple_call_arg (call, j + 2);
      tree ptype = ptypes[j] ? ptypes[j] : TREE_TYPE (a);
      bool free_arg = TREE_CODE (a) == SSA_NAME && INTEGRAL_TYPE_P (ptype)
                      && TREE_CODE (ptype) != BOOLEAN_TYPE
                      && INTEGRAL_TYPE_P (TREE_TYPE (a))
                      && j != form->scalar_arg && j != form->init_arg
                      && j != form->mode_arg && j != form->index_arg
                      && v[j].kind == VAL_INT && v[j].lo != v[j].hi;
      argv[j] = free_arg ? a : NULL_TREE;
      any |= free_arg;
    }
  for (int k = 0; k < na; k++)
    {
      memset (&res[k], 0, sizeof res[k]);
      res[k].end = endcap[k];
      res[k].base_end = UINT64_MAX;
      base[k] = offs[k] = NULL_TREE;
      if (acc[k].operand >= form->nargs || acc[k].space == ASC_SPACE_GM)
        continue;
      base[k] = gimple_call_arg (call, acc[k].operand + 2);
      offs[k] = pointer_offset (base[k], &base[k]);
      any |= offs[k] != NULL_TREE;
    }
  if (!any)
    return;
  struct ends_data d = { call, opnum, var, form, v, lanes, na, acc };
  struct ascsync_pair_query q = { call, argv, form->nargs, args,
                                  footprint_at_pair, &d, na, offs };
  ascsync_ends_by_size_pairs (&q, res);
  /* The ends are addresses from the pointer's lowest value, where
     ARGS places it.  */
  for (int k = 0; k < na; k++)
    if (res[k].base_end != UINT64_MAX)
      res[k].base_end = res[k].base_end >= args[acc[k].operand]
                        ? res[k].base_end - args[acc[k].operand]
                        : UINT64_MAX;
}

/* Give local access S, whose pointer is BASE moved by an offset
   computed from run-time sizes (or BASE itself), the residues R of
   its strided pattern relative to BASE (struct sync_access, QSYM), when
   BASE is a symbolic base and S has no relative congruence yet.  */
static void
sized_residues (struct sync_access *s, tree base,
                const struct ascsync_pair_residues *r)
{
  HOST_WIDE_INT off;
  int lnum, qb;
  if (!r->per || s->qper || !base || s->space >= ASC_NSPACES
      || !(qb = ascsync_relative_base (base, &off, &lnum)))
    return;
  s->qbase = qb;
  s->qloop = lnum;
  s->qper = r->per;
  bool moves = false;
  for (int i = 0; i < 3; i++)
    {
      s->ql[i] = r->lo[i] + (i ? 0 : off);
      s->qh[i] = r->hi[i] + (i ? 0 : off);
      moves |= i && (r->lo[i] || r->hi[i]);
    }
  if (!moves)
    {
      /* Constant residues after all.  */
      int64_t t = (int64_t) r->per;
      s->qlo = (uint64_t) (((s->ql[0] % t) + t) % t);
      s->qlen = (uint64_t) (s->qh[0] - s->ql[0]);
      if (s->qlen >= r->per)
        s->qper = 0;
      return;
    }
  for (int i = 0; i < 2; i++)
    s->qsym[i] = r->size[i] ? (int32_t) SSA_NAME_VERSION (r->size[i]) + 1 : 0;
  s->qlmin = r->lomin + off;
  s->qhmax = r->himax + off;
}

/* Narrow local access S, whose pointer is BASE moved by an offset, to
   end at most CAP bytes past BASE's largest value (in each slot of its
   rotation, that slot's: BASE rotating with the same loop).  An end at
   or below the start an access (or a residue) has narrows nothing.  */
static void
narrow_from_pointer_base (struct sync_access *s, tree base, uint64_t cap)
{
  if (cap == UINT64_MAX || s->exact || s->space >= ASC_NSPACES)
    return;
  struct val b = ascsync_eval (base, 0);
  uint64_t end;
  if (b.kind != VAL_LOCAL || b.hi >= OFF_OPEN
      || !ascsync_add_ok (b.hi, cap, &end))
    return;
  /* An end at or below the start: an empty access, or a base that
     does not describe it; either way nothing to narrow.  */
  if (end < s->hi && end > s->lo)
    s->hi = end;
  if (s->pk < 2 || b.pk != s->pk || b.pl != s->ploop || b.pphase
      || s->pphase || b.ps)
    return;
  for (int r = 0; r < s->pk; r++)
    {
      struct val br = ascsync_val_at (b, r);
      if (br.hi < OFF_OPEN && ascsync_add_ok (br.hi, cap, &end)
          && end < s->phi[r] && end > s->plo[r])
        s->phi[r] = end;
    }
}

/* Narrow local access S, access K (of NA; operand OPD) of intrinsic
   call CALL (OPNUM, variant VAR, arguments ARGS), whose pointer's value
   is P, to where the affine form of its end says it ends
   (ascsync_end_bound), residue by residue when it rotates with P.  */
static void
narrow_to_end_form (gcall *call, int opnum, enum asc_variant var,
                    const uint64_t *args, int na, int k, int opd,
                    const struct val *p, struct sync_access *s)
{
  uint64_t ends[SYNC_MAXK], end;
  if (!ascsync_end_bound (call, opnum, var, args, na, k, opd, p, ends, &end))
    return;
  /* An end at or below the start: an empty access, or a form that
     does not describe it; either way nothing to narrow.  */
  if (end < s->hi && end > s->lo)
    s->hi = end;
  if (s->pk < 2 || s->pk != p->pk || s->ploop != p->pl
      || s->pphase != p->pphase || p->ps)
    return;
  for (int r = 0; r < s->pk; r++)
    if (ends[r] < s->phi[r] && ends[r] > s->plo[r])
      s->phi[r] = ends[r];
}

/* Fill OP's accesses for intrinsic call CALL of table row OPNUM, variant
   VAR; OPI: OP's index among the operations of the current function
   (-1: none, no summary notes).  */
static void
intrinsic_footprint (gcall *call, int opnum, enum asc_variant var,
                     struct sync_op *op, int opi = -1)
{
  const struct asc_form_info *form = &asc_forms[asc_ops[opnum].form];
  int n = form->nargs;
  struct val v[ASC_MAX_ARGS];
  uint64_t args[ASC_MAX_ARGS];
  int exact = 1, unbounded = 0, typewide = 0, ranged = 0;
  memset (args, 0, sizeof args);
  /* Declared parameter types (the call's arguments may be promoted).  */
  tree ptypes[ASC_MAX_ARGS];
  memset (ptypes, 0, sizeof ptypes);
  tree fntype = gimple_call_fntype (call);
  if (fntype)
    {
      tree t = TYPE_ARG_TYPES (fntype);
      for (int j = 0; t && j < n + 2; j++, t = TREE_CHAIN (t))
        if (j >= 2)
          ptypes[j - 2] = TREE_VALUE (t);
    }
  struct ascsync_guards guards;
  ascsync_guards_at (call, &guards);
  for (int j = 0; j < n; j++)
    {
      tree a = gimple_call_arg (call, j + 2);
      v[j] = ascsync_eval_at (a, call, &guards);
      if (j == form->scalar_arg)
        continue;               /* the floating scalar: no footprint */
      if (POINTER_TYPE_P (TREE_TYPE (a)))
        {
          args[j] = ascsync_val_is_ptr (v[j]) && v[j].hi != OFF_ANY
                    ? v[j].lo : 0;
          if (!ascsync_val_is_ptr (v[j]) || v[j].lo != v[j].hi)
            exact = 0;
          continue;
        }
      /* A count or stride: its range at the call narrows what the
         definitions gave.  */
      struct val g = ascsync_eval_range (a, call);
      if (g.kind == VAL_INT && v[j].kind == VAL_INT)
        {
          if (g.lo > v[j].lo)
            v[j].lo = g.lo;
          if (g.hi < v[j].hi)
            v[j].hi = g.hi;
          if (v[j].lo > v[j].hi)
            v[j] = g;
        }
      else if (g.kind == VAL_INT)
        v[j] = g;
      tree ptype = ptypes[j] ? ptypes[j] : TREE_TYPE (a);
      /* The count assumption: a count converted from a signed value
         bounded above is that value, not negative (gimple_val.h).
         Asked also where the evaluator's bound is below the type's
         top: the product of a wrapped conversion keeps its trailing
         zeros ("(uint16_t) MIN (left, 8) * 16" is at most 65520).  */
      uint64_t chi;
      if (ascsync_settings.layout && INTEGRAL_TYPE_P (ptype)
          && TREE_CODE (ptype) != BOOLEAN_TYPE && j != form->init_arg
          && (v[j].kind != VAL_INT || v[j].lo != v[j].hi)
          && ascsync_count_not_negative (a, call, ascsync_type_max (ptype),
                                         &chi)
          && (v[j].kind != VAL_INT || chi < v[j].hi))
        v[j] = ascsync_val_int (0, chi);
      if (v[j].kind == VAL_INT)
        {
          args[j] = v[j].hi;
          /* A mode of several values: the hull over them is what its
             values give (footprint_over_modes), not a range of a
             count.  */
          if (v[j].lo != v[j].hi)
            exact = 0, ranged |= j != form->mode_arg;
          /* A count as large as its type holds is bounded only by the
             type; not a flag (MAD's init: 1 is the largest bool).  */
          if (INTEGRAL_TYPE_P (ptype) && TREE_CODE (ptype) != BOOLEAN_TYPE
              && j != form->init_arg
              && v[j].hi >= ascsync_type_max (ptype))
            typewide = 1;
        }
      else
        {
          /* Unknown count or stride: the largest value of its type.  */
          exact = 0;
          typewide = 1;
          if (INTEGRAL_TYPE_P (ptype) && TYPE_MAX_VALUE (ptype)
              && tree_fits_uhwi_p (TYPE_MAX_VALUE (ptype))
              && TYPE_PRECISION (ptype) <= 16)
            args[j] = tree_to_uhwi (TYPE_MAX_VALUE (ptype));
          else
            unbounded = 1;
        }
    }
  /* An init flag that may be 0 (MAD's first k-step): 0 adds the read,
     a superset of the accesses of 1.  */
  int ia = form->init_arg;
  if (ia >= 0 && !(v[ia].kind == VAL_INT && v[ia].lo == v[ia].hi))
    args[ia] = 0;
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err = NULL;
  uint64_t lanes[2];
  bool masked = ascsync_mask_before (call, lanes);
  int ma = form->mode_arg;
  bool modal = ma >= 0 && !(v[ma].kind == VAL_INT && v[ma].lo == v[ma].hi);
  int na = unbounded ? -1
           : modal
           ? footprint_over_modes (opnum, var, args, masked ? lanes : NULL,
                                   ma, &v[ma], acc, &err)
           : asc_footprint_masked ((enum asc_op) opnum, var, args,
                                   masked ? lanes : NULL, acc, &err);
  /* The ends, narrowed by conditions relating two run-time sizes.  */
  uint64_t endcap[ASC_MAX_ACCESSES];
  struct ascsync_pair_result sized[ASC_MAX_ACCESSES];
  tree sizedbase[ASC_MAX_ACCESSES];
  for (int k = 0; k < na; k++)
    {
      endcap[k] = asc_access_end (&acc[k]);
      memset (&sized[k], 0, sizeof sized[k]);
      sized[k].base_end = UINT64_MAX;
      sizedbase[k] = NULL_TREE;
    }
  if (na > 0 && !modal && ascsync_settings.layout && !collecting_starts)
    {
      size_pair_ends (call, opnum, var, form, v, ptypes, args,
                      masked ? lanes : NULL, acc, na, endcap, sized,
                      sizedbase);
      /* (No bytes at any pair the checks allow: the operation never
         runs so; its footprint stays.)  */
      for (int k = 0; k < na; k++)
        if (sized[k].end)
          endcap[k] = MIN (endcap[k], sized[k].end);
    }
  /* An index that moves the start (load2d's baseIdx): the accesses start
     where its smallest value puts them and end where its largest does.  */
  uint64_t first[ASC_MAX_ACCESSES];
  for (int k = 0; k < na; k++)
    first[k] = acc[k].base;
  int xa = form->index_arg;
  if (na > 0 && xa >= 0 && !(v[xa].kind == VAL_INT && v[xa].lo == v[xa].hi))
    {
      uint64_t low[ASC_MAX_ARGS];
      struct asc_access acc_low[ASC_MAX_ACCESSES];
      memcpy (low, args, sizeof low);
      low[xa] = v[xa].kind == VAL_INT ? v[xa].lo : 0;
      const char *err_low = NULL;
      int nlow = asc_footprint ((enum asc_op) opnum, var, low, acc_low,
                                &err_low);
      for (int k = 0; k < na; k++)
        if (nlow == na && acc_low[k].base < first[k])
          first[k] = acc_low[k].base;
        else if (nlow != na && acc[k].operand < n)
          first[k] = args[acc[k].operand];  /* the operand's own address */
    }
  if (na < 0)
    {
      /* Not meaningful with these values: every operand space whole.  */
      const struct asc_op_info *info = &asc_ops[opnum];
      location_t loc = warn_location (call);
      if (loc == UNKNOWN_LOCATION)
        ;
      else if (unbounded)
        ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                         "ascsync: the counts of %qs have no bound the plugin "
                         "can find: each of its operands is taken to touch "
                         "all of its memory space (conservative sync)",
                         info->name);
      else
        ascsync_warning (ASCSYNC_WARN_IMPRECISE, loc,
                         "ascsync: the footprint of %qs cannot be computed "
                         "from the values its arguments may take (%s): each "
                         "of its operands is taken to touch all of its memory "
                         "space (conservative sync)", info->name,
                         err ? err : "no footprint");
      op->naccess = 0;
      if (info->src_space != ASC_SPACE_NONE)
        access_whole (&op->acc[op->naccess++], info->src_space, 0, NULL);
      if (info->dst_space != ASC_SPACE_NONE)
        access_whole (&op->acc[op->naccess++], info->dst_space, 1, NULL);
      if (info->form == ASC_FORM_MAD)
        access_whole (&op->acc[op->naccess++], ASC_SPACE_L0B, 0, NULL);
      return;
    }
  op->naccess = na;
  /* Each access path by path through the merge of its operands'
     PHIs.  */
  struct ascsync_path_bytes pb[ASC_MAX_ACCESSES];
  if (modal || collecting_starts
      || !ascsync_merge_path_bytes (call, opnum, var, v,
                                    masked ? lanes : NULL, pb))
    memset (pb, 0, sizeof pb);
  for (int k = 0; k < na; k++)
    {
      struct sync_access *s = &op->acc[k];
      const struct val *p = acc[k].operand < n ? &v[acc[k].operand] : NULL;
      struct val root;
      if (p && p->kind != VAL_GM && acc[k].space == ASC_SPACE_GM
          && gm_root_of (gimple_call_arg (call, acc[k].operand + 2), &root))
        p = &root;
      if (!p || !ascsync_val_is_ptr (*p)
          || (p->kind == VAL_GM) != (acc[k].space == ASC_SPACE_GM))
        {
          access_whole (s, acc[k].space, acc[k].write, NULL);
          /* Through a pointer parameter: from a pointer in the buffers
             its calls pass.  */
          struct param_place pl;
          bool region = p && p->kind == VAL_GM
                        && param_region (acc[k].space, p->param,
                                         collecting_starts, &pl);
          if (region && !collecting_starts)
            region = param_access (s, p, &pl, first[k],
                                   asc_access_end (&acc[k]),
                                   typewide || ranged);
          if (region && !collecting_starts)
            param_buffer_values (s, p, first[k], asc_access_end (&acc[k]),
                                 typewide || ranged);
          /* Where the parameter points is not known here, but how the
             operand moves from it in the loop around the call is.  */
          if (p && p->kind == VAL_GM && p->param >= 0 && !collecting_starts)
            {
              param_iter_form (call, acc[k].operand, p, first[k],
                               asc_access_end (&acc[k]), s);
              if (!modal)
                ascsync_interleave_self (call, opnum, var, form, args, acc,
                                         na, k, s);
              /* And where its bytes lie from the parameter's value,
                 whatever that is: two accesses from one parameter.  */
              if (!modal && !s->ibase && acc[k].space != ASC_SPACE_GM)
                access_relative_congruence (call, opnum, var, form, args, v,
                                            na, k, acc,
                                            gimple_call_arg (call,
                                                             acc[k].operand
                                                             + 2),
                                            0, s);
              /* And modulo a period, from what every call passes.  */
              if (!modal && acc[k].space != ASC_SPACE_GM)
                access_congruence (call, opnum, var, form, args, v, na, k,
                                   acc, p, s);
            }
          /* Or in the buffer its calls pass, whose start is a multiple
             of a value known only at run time in the caller.  */
          struct sync_access x = *s;
          if (p && p->kind == VAL_GM && p->param >= 0 && !region
              && !collecting_starts && ascsync_settings.layout
              && acc[k].space != ASC_SPACE_GM && acc[k].space < ASC_NSPACES
              && ascsync_param_symbolic (gimple_call_arg (call,
                                                          acc[k].operand + 2),
                                         &x))
            *s = x;
          /* Its value not known, the buffer it starts in may be.  */
          if (!collecting_starts && !(p && p->kind == VAL_GM))
            runtime_slots (call, gimple_call_arg (call, acc[k].operand + 2),
                           0, 0, s);
          tree through;
          if (p && p->kind == VAL_GM && p->param >= 0 && opi >= 0
              && note_param_pointer (opi, k, p, first[k],
                                     asc_access_end (&acc[k]),
                                     typewide || ranged
                                     || param_extent_past_space (
                                          p, asc_access_end (&acc[k]),
                                          acc[k].space)))
            warn_param_pointer (call, opnum, form, &acc[k], s, region);
          else if (!(p && p->kind == VAL_GM) && opi >= 0
                   && !collecting_starts
                   && (through = note_loaded_pointer (call, opi, k,
                                                      acc[k].operand,
                                                      acc[k].space,
                                                      first[k],
                                                      asc_access_end (&acc[k]),
                                                      typewide || ranged)))
            warn_param_pointer (call, opnum, form, &acc[k], s, false,
                                through);
          else
            warn_whole_space (call, opnum, form, &acc[k], NULL, s);
          continue;
        }
      /* ACC[K] is relative to address ARGS[operand] (P->lo, or 0 when
         the offset is unknown).  */
      uint64_t pbase = p->hi == OFF_ANY ? 0 : p->lo;
      uint64_t start = first[k] - pbase;
      uint64_t extent = endcap[k] - pbase;
      if (first[k] < pbase || extent < start)
        {
          access_whole (s, acc[k].space, acc[k].write, p);
          warn_whole_space (call, opnum, form, &acc[k], p, s);
          continue;
        }
      access_range (s, acc[k].space, acc[k].write, p,
                    p->hi == OFF_ANY ? 0 : p->lo + start, p->hi, extent);
      uint64_t operands_lo = s->lo, operands_hi = s->hi;
      struct val provbase;
      int64_t provoff = 0;
      bool prov_cut = false;
      bool prov = !collecting_starts
                  && provenance_bound (s, p,
                                       gimple_call_arg (call,
                                                        acc[k].operand + 2),
                                       &provbase, &provoff, &prov_cut);
      uint64_t prov_lo = s->lo, prov_hi = s->hi;
      s->bytes = asc_access_bytes (&acc[k]);
      if (exact && p->lo == p->hi && s->hi == p->lo + extent
          && first[k] == acc[k].base)
        {
          s->exact = 1;
          s->acc = acc[k];
        }
      access_congruence (call, opnum, var, form, args, v, na, k, acc, p, s);
      if (collecting_starts)
        {
          if (acc[k].space != ASC_SPACE_GM && acc[k].space < ASC_NSPACES)
            {
              struct start_operand o;
              o.space = acc[k].space;
              o.ptr = gimple_call_arg (call, acc[k].operand + 2);
              o.p = *p;
              start_operands.safe_push (o);
            }
          continue;
        }
      /* The union of the iterations' footprints, from a base.  */
      struct base_bound iter;
      iter.on = false;
      bool counted = (!s->exact
                      && counted_pointer (gimple_call_arg
                                            (call, acc[k].operand + 2),
                                          call));
      /* And where a count and the offset share a value: SWHOLE when
         the start moves with that value and the end does not (a tail
         of "[nf, 8)" repeats of its row: the count tied to the
         offset), so that the operands alone give where the access
         ends, whatever the value is; its length is then not known
         "only as a range", and the layout assumption does not apply
         to it.  */
      struct base_bound split;
      split.on = false;
      bool swhole = false;
      if (!s->exact && modal)
        layout_bound (s, p, start, typewide, ranged, counted,
                      rotation_spacing (p));
      else if (!s->exact)
        {
          ascsync_split_form (call, opnum, var, form, args, na, k,
                              acc[k].operand, s);
          split.on = ascsync_split_bound (s, &split.base, &split.lo,
                                          &split.hi);
          swhole = split.on && s->rlo1 != 0 && s->rhi1 == 0 && split.hi >= 0
                   && (split.base.hi + (uint64_t) split.hi
                       <= sync_space_size[s->space]);
          if (swhole)
            {
              /* Not the provenance bound either.  */
              s->lo = operands_lo;
              s->hi = operands_hi;
            }
          else
            layout_bound (s, p, start, typewide, ranged, counted,
                          rotation_spacing (p));
          narrow_from_base (s, split, p, -1);
          uint64_t ulo = 0, uhi = 0;
          iter.on = ascsync_per_iteration_bounds (call, opnum, var, form,
                                                  args, na, k,
                                                  acc[k].operand, p,
                                                  &iter.base, &ulo, &uhi);
          iter.lo = (int64_t) ulo;
          iter.hi = (int64_t) uhi;
          narrow_from_base (s, iter, p, -1);
        }
      bool iexact
        = ascsync_iter_form (call, gimple_call_arg (call, acc[k].operand + 2),
                             start, extent, s);
      /* The forms below evaluate the footprint again from ARGS, whose
         mode is one value: not for a modal access (its ACC is the hull
         over the modes, footprint_over_modes).  */
      if (!modal)
        access_forms (call, opnum, var, form, args, ptypes, v, na, k, acc,
                      start, iexact, s);
      /* The access in each slot of a rotation.  */
      struct slot_bounds sb = { start, extent, typewide, ranged, counted,
                                !swhole, false, &split, &iter };
      slot_forms (s, p, prov && !swhole ? &provbase : NULL, provoff, &sb);
      if (!swhole)
        {
          runtime_slots (call, gimple_call_arg (call, acc[k].operand + 2),
                         start, extent, s);
          counter_slots (call, gimple_call_arg (call, acc[k].operand + 2),
                         start, extent, s);
        }
      if (!s->exact && pb[k].on)
        narrow_to_paths (s, &pb[k]);
      narrow_from_pointer_base (s, sizedbase[k], sized[k].base_end);
      if (!s->exact && !modal && acc[k].space != ASC_SPACE_GM)
        narrow_to_end_form (call, opnum, var, args, na, k, acc[k].operand,
                            p, s);
      if (!modal)
        sized_residues (s, sizedbase[k], &sized[k].res);
      s->operand1 = acc[k].operand + 1;
      note_param_values (call, opi, k,
                         gimple_call_arg (call, acc[k].operand + 2),
                         p, s, start, extent, typewide, ranged, counted);
      if (opi >= 0 && s->space == ASC_SPACE_GM && p->kind == VAL_GM
          && p->param >= 0 && !ASCSYNC_HELD_GM_P (p->param)
          && p->lo == 0 && p->hi == 0)
        note_gm_count (call, opi, k, opnum, var, form, args, ptypes, na);
      /* A GM object the object a parameter points to holds a pointer
         into: its calls place the access from what they pass.  */
      if (opi >= 0 && p->kind == VAL_GM && ASCSYNC_HELD_GM_P (p->param))
        note_loaded_pointer (call, opi, k, acc[k].operand, acc[k].space,
                             start, extent, typewide || ranged);
      warn_whole_space (call, opnum, form, &acc[k], p, s);
      if (prov_cut && s->lo == prov_lo && s->hi == prov_hi)
        warn_whole_buffer (call, opnum, form, &acc[k], s);
    }
}

/* See ascsync-gcc.h.  */
int
ascsync_intrinsic_of (tree fndecl, enum asc_variant *var)
{
  if (!fndecl || !DECL_NAME (fndecl))
    return -1;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (strncmp (name, "asc_", 4) != 0)
    return -1;
  return asc_op_lookup (name, var);
}

/* Whether intrinsic OPNUM (from intrinsic_of; -1: none) called by CALL
   is a pipe operation with a footprint: not sync, not set_vector_mask,
   set_atomic_none or set_l0_set_value, with the table's argument count
   (the file and line, then the operands).  */
static bool
pipe_op_call_p (gcall *call, int opnum)
{
  return opnum >= 0 && opnum != ASC_OP_set_flag && opnum != ASC_OP_wait_flag
         && opnum != ASC_OP_pipe_barrier && opnum != ASC_OP_set_vector_mask
         && opnum != ASC_OP_set_atomic_none
         && opnum != ASC_OP_set_l0_set_value
         && gimple_call_num_args (call)
            == (unsigned) asc_forms[asc_ops[opnum].form].nargs + 2;
}

/* Whether ascsync_build_func initialised loops and dominators.  */
static bool cfg_inited;

/* Release what ascsync_build_func computed on FUN's CFG.  */
void
ascsync_release_cfg (function *fun)
{
  (void) fun;
  if (!cfg_inited)
    return;
  free_dominance_info (CDI_POST_DOMINATORS);
  loop_optimizer_finalize ();
  ascsync_mask_release ();
  cfg_inited = false;
}

/* Value of integer argument T as a small constant, or -1.  */
static int
small_const (tree t)
{
  struct val v = ascsync_eval (t, 0);
  if (v.kind == VAL_INT && v.lo == v.hi && v.lo < 64)
    return (int) v.lo;
  return -1;
}

/* The SSA name whose value event id argument EV of a set_flag or
   wait_flag stands for: EV, or the value EV converts (every such
   argument has the intrinsic's one parameter type, so two conversions
   of one value give one id: "set_flag (..., pe); wait_flag (..., pe)"
   at -O0 converts PE afresh for each call); NULL_TREE when EV is no SSA
   name.  */
static tree
event_id_value (tree ev)
{
  if (!ev || TREE_CODE (ev) != SSA_NAME)
    return NULL_TREE;
  gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ev));
  if (as && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (as))
      && TREE_CODE (gimple_assign_rhs1 (as)) == SSA_NAME
      && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
    return gimple_assign_rhs1 (as);
  return ev;
}

/* Whether pointer value P, into parameters of the current function
   (VAL_GM), may point into local memory: a helper's parameter that a
   call may give a local address (ascsync_param_may_be_local), or a
   choice among parameters one of which is.  */
static bool
gm_may_be_local (const struct val *p)
{
  if (p->kind != VAL_GM || ASCSYNC_HELD_GM_P (p->param))
    return false;
  if (p->param >= 0)
    return ascsync_param_may_be_local (current_function_decl, p->param);
  if (!p->gmset)
    return true;
  for (int i = 0; i < 32; i++)
    if (((p->gmset >> i) & 1)
        && ascsync_param_may_be_local (current_function_decl, i))
      return true;
  return false;
}

/* Whether pointer value P is a pointer parameter of the current
   function that every call gives the address of a variable (its
   caller's frame, or a function's further up: ascsync_param_buffers),
   memory no pipe and no traced access reaches.  */
static bool
points_untraced_p (const struct val *p)
{
  struct ascsync_argbufs bufs;
  return p->kind == VAL_GM && p->param >= 0
         && ascsync_param_buffers (current_function_decl, p->param, &bufs)
         && bufs.n == 0 && bufs.untraced;
}

/* A scalar access through a pointer parameter that may point into
   local memory, for the summary: access K of the operation lies in [X
   + RLO, X + RHI) for the value X of parameter PARAM (VALID).  */
struct scalar_rel
{
  int valid, k, param;
  uint64_t rlo, rhi;
};

/* Add to OP, a scalar access (a write when WRITE) through a pointer
   P into the current function's parameter P->param that may point into
   local memory, its access of UB: any byte within the function, or of
   the buffers its calls pass (param_region); into *REL (when not null)
   where it lies from the parameter, when SIMPLE
   (SZ bytes at MOFF from the pointer).  */
static void
param_local_access (struct sync_op *op, const struct val *p, int write,
                    bool simple, uint64_t moff, uint64_t sz,
                    struct scalar_rel *rel)
{
  const uint64_t lim = (uint64_t) 1 << 40;
  if (op->naccess >= ASC_MAX_ACCESSES)
    return;
  struct sync_access *a = &op->acc[op->naccess++];
  access_whole (a, ASC_SPACE_UB, write, NULL);
  /* From where the parameter points as its calls pass it
     (param_region): the reference's SZ bytes at MOFF and the pointer's
     offsets from the parameter when known (SIMPLE), else any byte of
     the buffers.  */
  struct param_place pl;
  if (param_region (ASC_SPACE_UB, p->param, false, &pl))
    {
      struct val at = *p;
      if (!simple || !sz || at.hi >= lim)
        at.hi = OFF_ANY;
      uint64_t first = (at.hi == OFF_ANY ? 0 : at.lo) + moff;
      struct sync_access x = *a;
      if (param_access (&x, &at, &pl, first, first + sz,
                        at.hi == OFF_ANY))
        {
          *a = x;
          param_buffer_values (a, &at, first, first + sz, at.hi == OFF_ANY);
        }
    }
  if (rel && simple && p->param >= 0 && !p->cyc && p->lo <= p->hi
      && p->hi < lim)
    {
      rel->valid = 1;
      rel->k = op->naccess - 1;
      rel->param = p->param;
      rel->rlo = p->lo + moff;
      rel->rhi = p->hi + moff + sz;
    }
}

/* Note for the summary the accesses of scalar operation OPI made
   through pointer parameters that may point into local memory: those
   of its load (RL, accesses from 0) and of its store (RS, from FIRST2),
   of the N accesses it kept.  */
static void
note_scalar_rel (int opi, const struct scalar_rel *rl,
                 const struct scalar_rel *rs, int first2, int n)
{
  if (rl && rl->valid && rl->k < n)
    ascsync_summary_note_ptr (opi, rl->k, rl->param, rl->rlo, rl->rhi, 0);
  if (rs && rs->valid && first2 + rs->k < n)
    ascsync_summary_note_ptr (opi, first2 + rs->k, rs->param, rs->rlo,
                              rs->rhi, 0);
}

/* The value of the pointer memory reference BASE (a MEM_REF or
   TARGET_MEM_REF) is made from: its base pointer, moved down first by a
   negative constant offset ("MEM[(half *) b + -418B]", b[-209]; then
   *DOWN), or at an unknown offset when that offset is too large.  The
   base pointer's value is the one at STMT, the statement making the
   reference, under the conditions dominating it (ascsync_eval_at), as
   an intrinsic's operand is: at -O0 and -Os a loop tests its exit in
   its header, which also sees the value its counter leaves with, and
   only the body's guard ("r < rows") keeps the reference of "sl[2 *
   r]" in the rows the loop reads.  */
static struct val
reference_pointer (tree base, gimple *stmt, bool *down)
{
  tree mt = TREE_OPERAND (base, 1);
  int64_t mo = TREE_CODE (mt) == INTEGER_CST
               && TYPE_PRECISION (TREE_TYPE (mt)) <= 64
               ? (int64_t) TREE_INT_CST_LOW (mt) : 0;
  *down = mo < 0 && mo > -((int64_t) 1 << 40);
  struct val p;
  if (*down)
    p = ascsync_eval_pointer_plus (TREE_OPERAND (base, 0), mo);
  else
    {
      struct ascsync_guards guards;
      ascsync_guards_at (stmt, &guards);
      p = ascsync_eval_at (TREE_OPERAND (base, 0), stmt, &guards);
    }
  if (p.kind == VAL_INT)
    p.kind = VAL_LOCAL;
  if (mo < 0 && !*down && ascsync_val_is_ptr (p))
    {
      p.lo = 0;
      p.hi = OFF_ANY;
      p.onebase = 0;
    }
  return p;
}

/* Whether a slot of S, an access of SZ bytes at MOFF bytes from local
   pointer value P bounded slot by slot (slot_forms), leaves out bytes
   that the pointer's known values in that slot reach.  */
static bool
slots_cut_values (const struct sync_access *s, const struct val *p,
                  uint64_t moff, uint64_t sz)
{
  for (int r = 0; r < s->pk && r < p->pk; r++)
    {
      struct val pr = ascsync_val_at (*p, r);
      if ((pr.kind == VAL_LOCAL || pr.kind == VAL_INT) && pr.lo <= pr.hi
          && pr.hi < OFF_OPEN
          && (s->plo[r] > pr.lo + moff || s->phi[r] < pr.hi + moff + sz))
        return true;
    }
  return false;
}

/* Bound A, a scalar access of SZ bytes at MOFF bytes from local
   pointer value P (through BASE, a MEM_REF), which moves up from P->lo
   with no known bound (OFF_OPEN: a pointer induction variable GCC's
   ivopts made from an integer address and stepped to an end pointer):
   the layout bound of its constant start, the object of the pointer it
   is derived from (provenance_bound), and when P rotates over the
   slots of a loop, each residue in its slot, as slot_range bounds the
   operand of an intrinsic.  */
static void
open_scalar_access (struct sync_access *a, const struct val *p, tree base,
                    uint64_t moff, uint64_t sz)
{
  a->lo = p->lo + moff;
  layout_bound (a, p, moff, 0, 0, false, rotation_spacing (p));
  struct val provbase;
  int64_t provoff = 0;
  bool prov = provenance_bound (a, p, base, &provbase, &provoff);
  struct slot_bounds sb = { moff, moff + sz, 0, 0, false, true, true,
                            NULL, NULL };
  slot_forms (a, p, prov ? &provbase : NULL, provoff, &sb);
}

/* Describe scalar memory reference REF (WRITE or read) of statement
   STMT as operation OP; false when it does not touch traced memory.
   REL (when not null): see param_local_access.  */
static bool
scalar_access (tree ref, int write, struct sync_op *op, gimple *stmt,
               struct scalar_rel *rel = NULL)
{
  tree base = get_base_address (ref);
  /* Through a pointer: MEM_REF, or TARGET_MEM_REF (IVOPTS' address
     BASE + INDEX * STEP + INDEX2 + OFFSET).  A reference to a variable
     (the host stack) is no traced memory.  */
  if (!base || (TREE_CODE (base) != MEM_REF
                && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  if (ascsync_stack_reference (base))
    return false;               /* a local array, through a pointer */
  bool down;
  struct val p = reference_pointer (base, stmt, &down);
  bool indexed = TREE_CODE (base) == TARGET_MEM_REF
                 && (TMR_INDEX (base) || TMR_INDEX2 (base));
  if (indexed && ascsync_val_is_ptr (p))
    {
      /* The index may move it anywhere in its object.  */
      p.lo = 0;
      p.hi = OFF_ANY;
      p.onebase = 0;
    }
  op->kind = SYNC_OP_PIPE;
  op->pipe = ASC_PIPE_S;
  op->naccess = 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  uint64_t sz = size && tree_fits_uhwi_p (size) ? tree_to_uhwi (size) : 0;
  int simple = ref == base && sz > 0
               && (down || (tree_fits_uhwi_p (TREE_OPERAND (base, 1))
                            && tree_to_uhwi (TREE_OPERAND (base, 1))
                               < ((uint64_t) 1 << 40)));
  uint64_t moff = simple && !down ? tree_to_uhwi (TREE_OPERAND (base, 1)) : 0;
  if (p.kind == VAL_LOCAL || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
      access_whole (a, ASC_SPACE_UB, write, NULL);
      struct val provbase;
      int64_t provoff = 0;
      if (p.kind == VAL_LOCAL && p.hi < OFF_OPEN
          && p.hi >= sync_space_size[ASC_SPACE_UB]
          && provenance_bound (a, &p, base, &provbase, &provoff))
        /* Known only as a range past the space: the object of the
           pointer it is derived from bounds it.  */
        provenance_slots (a, &provbase, provoff);
      else if (p.kind == VAL_LOCAL && simple && p.hi < OFF_OPEN)
        {
          access_range (a, ASC_SPACE_UB, write, NULL, p.lo + moff,
                        p.hi + moff, sz);
          if (!(p.lo == p.hi))
            {
              bool counted = counted_pointer (TREE_OPERAND (base, 0), stmt);
              layout_bound (a, &p, moff, 0, 0, counted, rotation_spacing (&p));
              provenance_slots_of (a, base);
              /* The access in each slot of the pointer's rotation (a
                 scalar read of "kk[r]" with kk = kb[t & 1] touches slot
                 t & 1 only, not the hull of both), bounded in each as
                 the operand of an intrinsic is (slot_forms), unless
                 that cuts a slot's known values: the layout bound
                 trusts them, as it does for the whole access.  */
              if (a->pk < 2 && p.pk >= 2 && !p.ps && !p.cyc)
                {
                  struct sync_access whole = *a;
                  struct slot_bounds sb = { moff, moff + sz, 0, 0, counted,
                                            true, true, NULL, NULL };
                  slot_forms (a, &p, NULL, 0, &sb);
                  if (slots_cut_values (a, &p, moff, sz))
                    *a = whole;
                }
            }
        }
      else if (p.kind == VAL_LOCAL && simple && p.hi == OFF_OPEN
               && p.lo < sync_space_size[ASC_SPACE_UB])
        open_scalar_access (a, &p, base, moff, sz);
      else if (p.kind == VAL_LOCAL && p.hi != OFF_ANY
               && p.lo < sync_space_size[ASC_SPACE_UB])
        a->lo = p.lo;
      else if (provenance_bound (a, &p, base, &provbase, &provoff))
        provenance_slots (a, &provbase, provoff);
      /* A buffer start in values known only at run time.  */
      struct sync_access x = *a;
      if (ascsync_settings.layout && !a->exact && a->sname <= 0
          && simple && !down
          && ascsync_symbolic_start (stmt, TREE_OPERAND (base, 0), moff,
                                     moff + sz, &x))
        *a = x;
    }
  /* A pointer parameter every call gives a local buffer
     (param_region) points into no GM; one every call gives a
     variable's address, into no traced memory.  */
  struct param_place pl;
  if (points_untraced_p (&p))
    return false;
  bool local_param = p.kind == VAL_GM
                     && param_region (ASC_SPACE_UB, p.param, false, &pl);
  if ((p.kind == VAL_GM && !local_param) || p.kind == VAL_UNKNOWN)
    {
      struct sync_access *a = &op->acc[op->naccess++];
      if (p.kind == VAL_GM && simple && p.hi != OFF_ANY)
        access_range (a, ASC_SPACE_GM, write, &p, p.lo + moff, p.hi + moff,
                      sz);
      else
        access_whole (a, ASC_SPACE_GM, write, p.kind == VAL_GM ? &p : NULL);
    }
  /* A helper's pointer parameter may be given a local address.  */
  if (gm_may_be_local (&p))
    param_local_access (op, &p, write, simple, moff, sz, rel);
  return true;
}

/* Whether the function CALL calls touches no memory but what its
   arguments point to (ascsync_confined_callee_p): an internal function
   or a builtin, a const function, a function of the ascsync headers
   (cce.h, ascsim.h, include/ascsync/: half's conversions, get_imm,
   get_block_idx), or a helper of the unit that reaches no memory by
   itself (a kernel's own helper may read a global pointer to UB).  */
static bool
call_confined (gcall *call)
{
  if (gimple_call_internal_p (call))
    return true;
  tree callee = gimple_call_fndecl (call);
  return callee && !gimple_call_chain (call)
         && ascsync_confined_callee_p (callee);
}

/* Whether CALL is a call of memset, memcpy or memmove (GCC's builtins,
   which touch memory only through their pointer arguments, LEN bytes
   from each): then *DST is the pointer written, *SRC the one read
   (NULL_TREE for memset) and *LEN the number of bytes.  */
static bool
block_builtin_p (gcall *call, tree *dst, tree *src, tree *len)
{
  if (gimple_call_builtin_p (call, BUILT_IN_MEMSET))
    *src = NULL_TREE;
  else if (gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
           || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE))
    *src = gimple_call_arg (call, 1);
  else
    return false;
  *dst = gimple_call_arg (call, 0);
  *len = gimple_call_arg (call, 2);
  return true;
}

/* Add to OP the access (a write when WRITE) of the bytes [PTR, PTR +
   L) that block builtin CALL makes, L the value of its length, PTR's
   value the one at CALL under its GUARDS (ascsync_eval_at): none on
   the stack or in a variable; in local memory from the pointer on, slot
   by slot when it rotates (ascsync_local_access_at), the length bounded
   by its value, and by the layout assumption (the pointer's buffer)
   when that is no single value; when the bytes may reach past the space
   (a length or offset the evaluator bounds only by its type), within
   the object the pointer is derived from (provenance_object, slot by
   slot: the layout assumption); in GM within the parameter it points
   into.  False when where PTR points is not known (a constant
   address), or it may be a helper's parameter given a local address
   (the caller then takes the builtin for any call).  */
static bool
block_access (struct sync_op *op, tree ptr, int write, const struct val &l,
              gcall *call, const struct ascsync_guards *guards)
{
  /* The address of a variable (on the stack or the host's), or a
     pointer into one: no local or GM memory.  A constant address may
     be anywhere.  */
  if (TREE_CODE (ptr) == INTEGER_CST)
    return false;
  if (TREE_CODE (ptr) != SSA_NAME || ascsync_stack_address (ptr))
    return true;
  struct val p = ascsync_eval_at (ptr, call, guards);
  if (p.kind == VAL_INT)
    p.kind = VAL_LOCAL;
  if (p.ps)
    ascsync_val_forget_form (&p);
  const uint64_t space = sync_space_size[ASC_SPACE_UB];
  bool known = l.kind == VAL_INT && !l.cyc && l.hi <= space;
  uint64_t n = known ? l.hi : space, end;
  int open = !known || l.lo != l.hi;
  struct sync_access *a = &op->acc[op->naccess];
  if (p.kind == VAL_LOCAL)
    {
      struct val b;
      int64_t boff;
      if (known && !p.cyc && p.hi < space && ascsync_add_ok (p.hi, n, &end)
          && end <= space
          && ascsync_local_access_at (ASC_SPACE_UB, write, &p, 0, n, open,
                                      a))
        ;
      else
        {
          /* Bytes past the space, or from an unknown place: they stay
             in the object the pointer is derived from; at least they
             start at the pointer.  */
          access_whole (a, ASC_SPACE_UB, write, NULL);
          if (p.hi != OFF_ANY && !p.cyc && p.lo < space)
            a->lo = p.lo;
          if (provenance_object (a, ptr, &b, &boff,
                                 p.hi != OFF_ANY && !p.cyc ? p.lo : 0))
            provenance_slots (a, &b, boff);
          else if (a->lo == 0)
            return false;
        }
    }
  else if (p.kind == VAL_GM && !gm_may_be_local (&p) && !p.cyc)
    {
      if (known)
        access_range (a, ASC_SPACE_GM, write, &p, p.lo, p.hi, n);
      else
        access_whole (a, ASC_SPACE_GM, write, &p);
    }
  else
    return false;
  op->naccess++;
  return true;
}

/* Describe a call of a block builtin (block_builtin_p) as a scalar
   access (pipe S) of OP: the bytes it writes from its destination and
   reads from its source (block_access).  False when CALL is no such
   call, one whose result goes to memory, or one whose pointers are not
   known well enough (OP's accesses are then unspecified).  */
static bool
block_builtin_access (gcall *call, struct sync_op *op)
{
  tree dst, src, len;
  tree lhs = gimple_call_lhs (call);
  if (!block_builtin_p (call, &dst, &src, &len)
      || (lhs && TREE_CODE (lhs) != SSA_NAME))
    return false;
  struct ascsync_guards guards;
  ascsync_guards_at (call, &guards);
  /* The length at the call: what its definitions give under the
     guards, narrowed by its range there (a length "127 - X" computed
     in unsigned arithmetic is bounded only where a guard keeps X below
     128).  */
  struct val l = ascsync_eval_at (len, call, &guards);
  struct val g = ascsync_eval_range (len, call);
  if (l.kind != VAL_INT || l.cyc
      || (g.kind == VAL_INT && g.hi < l.hi && g.lo <= l.lo))
    l = g;
  op->kind = SYNC_OP_PIPE;
  op->pipe = ASC_PIPE_S;
  op->naccess = 0;
  return block_access (op, dst, 1, l, call, &guards)
         && (!src || block_access (op, src, 0, l, call, &guards));
}

/* Describe what a call of a function issuing no pipe work (no
   intrinsic, no sync, not a caller of one) may touch as a scalar
   access (pipe S) of OP, as the scalar unit runs it: at -O0 in C++
   "(float) b[i]" is a call of half::operator float with "this" = b +
   i, "b[i] = f (x)" stores what a call returns, and a helper or memset
   may read or write UB or GM through a pointer it is given or finds.
   Every access is taken for a write (a const object may still be
   written).  A method's own object ("this") is its bytes; any other
   argument pointing to local memory is all of UB, to GM all of GM, to
   memory the evaluator does not know (not the stack, nor a parameter
   every call gives a variable's address: points_untraced_p) both.  A
   call of a function that may reach memory by other ways
   (call_confined) touches all of UB and GM; a confined one reaches no
   memory through a pointer it loads, so an object holding pointers (a
   struct holding a UB pointer, passed whole or pointed to) gives it
   nothing more.  A memset, memcpy or
   memmove touches only the bytes its length says
   (block_builtin_access).  False when the call touches neither.  */
static bool
call_scalar_access (gcall *call, struct sync_op *op, gimple *stmt)
{
  tree fntype = gimple_call_fntype (call);
  bool method = fntype && TREE_CODE (fntype) == METHOD_TYPE;
  bool ub_whole = false, gm_whole = false;
  struct sync_access part[2];
  int nparts = 0;
  if (block_builtin_access (call, op))
    return op->naccess > 0;
  op->kind = SYNC_OP_PIPE;
  op->pipe = ASC_PIPE_S;
  op->naccess = 0;
  if (!call_confined (call))
    ub_whole = gm_whole = true;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      tree type = TREE_TYPE (arg);
      if (!POINTER_TYPE_P (type))
        continue;
      tree pointee = TREE_TYPE (type);
      if (TREE_CODE (arg) != SSA_NAME || ascsync_stack_address (arg))
        continue;               /* the stack (or an object holding no
                                   pointer) */
      struct val p = ascsync_eval (arg, 0);
      if (p.kind == VAL_INT)
        p.kind = VAL_LOCAL;
      if (points_untraced_p (&p))
        continue;
      tree size = COMPLETE_TYPE_P (pointee) ? TYPE_SIZE_UNIT (pointee)
                                            : NULL_TREE;
      if (method && i == 0 && p.kind == VAL_LOCAL && size
          && tree_fits_uhwi_p (size) && tree_to_uhwi (size) > 0
          && p.hi < OFF_OPEN && p.lo <= p.hi && nparts < 2)
        access_range (&part[nparts++], ASC_SPACE_UB, 1, NULL, p.lo, p.hi,
                      tree_to_uhwi (size));
      else if (p.kind == VAL_LOCAL || p.kind == VAL_UNKNOWN
               || gm_may_be_local (&p))
        ub_whole = true;
      if (p.kind == VAL_GM || p.kind == VAL_UNKNOWN)
        gm_whole = true;
    }
  /* What it returns, stored to memory.  */
  tree lhs = gimple_call_lhs (call);
  struct sync_op st;
  memset (&st, 0, sizeof st);
  if (lhs && TREE_CODE (lhs) != SSA_NAME && scalar_access (lhs, 1, &st, stmt))
    {
      for (int k = 0; k < st.naccess; k++)
        if (st.acc[k].space == ASC_SPACE_GM)
          gm_whole = true;
        else if (nparts < 2)
          part[nparts++] = st.acc[k];
        else
          ub_whole = true;
    }
  if (ub_whole)
    access_whole (&op->acc[op->naccess++], ASC_SPACE_UB, 1, NULL);
  else
    for (int k = 0; k < nparts; k++)
      op->acc[op->naccess++] = part[k];
  if (gm_whole)
    access_whole (&op->acc[op->naccess++], ASC_SPACE_GM, 1, NULL);
  return op->naccess > 0;
}

/* Append a zeroed operation to OPS, of STMT in block BLOCK at STMT's
   line in the user's code (user_call_location for a call), and return
   it.  */
static struct sync_op *
new_op (vec<sync_op> *ops, int block, gimple *stmt)
{
  struct sync_op z;
  memset (&z, 0, sizeof z);
  z.block = block;
  gcall *call = dyn_cast <gcall *> (stmt);
  z.line = LOCATION_LINE (call ? user_call_location (call)
                               : gimple_location (stmt));
  ops->safe_push (z);
  return &ops->last ();
}

/* Whether hand-written set_flag or wait_flag CALL (intrinsic OPNUM)
   gets a part standing for its flag's reuse (sync_op.flagpart): -1 for
   a set (its part before it), +1 for a wait (after it), when its pipes
   are two known constants; 0 otherwise.  */
static int
flag_part_wanted (gcall *call, int opnum)
{
  if ((opnum != ASC_OP_set_flag && opnum != ASC_OP_wait_flag)
      || gimple_call_num_args (call) < 5)
    return 0;
  int p = small_const (gimple_call_arg (call, 2));
  int q = small_const (gimple_call_arg (call, 3));
  if (p < 0 || p >= ASC_NPIPES || q < 0 || q >= ASC_NPIPES || p == q)
    return 0;
  return opnum == ASC_OP_set_flag ? -1 : 1;
}

/* Fill the part standing for the reuse of the flag of the hand-written
   set or wait just pushed last on OPS (STMT; PART as flag_part_wanted
   gave): a set's goes into the room left before it, a wait's is pushed
   after it (with STMT on STMTS); its ids by a counter's residues when
   the flag's are (flag_part_counter_slots).  */
static void
fill_flag_part (vec<sync_op> *ops, vec<gimple *> *stmts, int part,
                gimple *stmt)
{
  const struct sync_op *f = &ops->last ();
  struct sync_op x;
  memset (&x, 0, sizeof x);
  x.kind = SYNC_OP_PIPE;
  x.block = f->block;
  x.line = f->line;
  x.name = f->name;
  x.flagpart = part;
  x.pipe = part < 0 ? f->pipe : f->tpipe;
  x.naccess = 1;
  sync_flag_part_access (f, &x.acc[0]);
  if (part < 0)
    (*ops)[ops->length () - 2] = x;
  else
    {
      ops->safe_push (x);
      stmts->safe_push (stmt);
    }
  unsigned n = ops->length ();
  flag_part_counter_slots (as_a <gcall *> (stmt),
                           gimple_call_arg (stmt, 4),
                           &(*ops)[part < 0 ? n - 1 : n - 2],
                           &(*ops)[part < 0 ? n - 2 : n - 1].acc[0]);
}

/* Record in OP (a set_flag or wait_flag) the rotation of its event id
   when E, the id's value, is one exact id per residue of a loop's
   iteration count (ping-pong ids "(event_t) (i & 1)").  */
static void
hand_id_rotation (const struct val &e, struct sync_op *op)
{
  if (e.pk < 2 || e.pk > SYNC_MAXK || e.ps != 0)
    return;
  for (int r = 0; r < e.pk; r++)
    if (e.plo[r] != e.phi[r] || e.phi[r] >= 32)
      return;
  op->ev_pk = e.pk;
  op->ev_ploop = e.pl;
  op->ev_pphase = e.pphase;
  for (int r = 0; r < e.pk; r++)
    op->ev_slot[r] = (int) e.plo[r];
}

/* Fill OP (operation OPI) for hand-written set_flag or wait_flag CALL
   (intrinsic OPNUM): its kind, its pipes, and its event id as the
   evaluator has it where the call is -- one id, ids rotating with a
   loop, an id per value of a parameter -- with the SSA name it is and
   that name's block.  */
static void
fill_flag_op (gcall *call, int opnum, struct sync_op *op, int opi)
{
  unsigned na = gimple_call_num_args (call);
  op->kind = opnum == ASC_OP_set_flag ? SYNC_OP_SET : SYNC_OP_WAIT;
  int p = na >= 5 ? small_const (gimple_call_arg (call, 2)) : -1;
  int q = na >= 5 ? small_const (gimple_call_arg (call, 3)) : -1;
  /* The id where the call is (a slot counter stepped under a guard:
     gimple_prefix.cc).  */
  struct ascsync_guards g;
  if (na >= 5)
    ascsync_guards_at (call, &g);
  struct val e = na >= 5 ? ascsync_eval_at (gimple_call_arg (call, 4),
                                            call, &g)
                         : ascsync_val_unknown ();
  op->pipe = p >= 0 && p < ASC_NPIPES ? p : ASC_PIPE_ALL;
  op->tpipe = q >= 0 && q < ASC_NPIPES ? q : ASC_PIPE_ALL;
  tree ev = na >= 5 ? gimple_call_arg (call, 4) : NULL_TREE;
  tree evv = event_id_value (ev);
  op->ev_var = evv ? 1 + (int) SSA_NAME_VERSION (evv) : 0;
  /* GCC's block number + 1 until fill_cfg_info.  */
  basic_block evb = evv && !SSA_NAME_IS_DEFAULT_DEF (evv)
                    ? gimple_bb (SSA_NAME_DEF_STMT (evv)) : NULL;
  op->ev_def = evb ? evb->index + 1 : 0;
  struct ascsync_param_fn f;
  if (e.kind == VAL_INT && e.hi < 32)
    {
      op->ev_lo = (int) e.lo;
      op->ev_hi = (int) e.hi;
      hand_id_rotation (e, op);
      /* An id per value of a parameter: a call may stand in for this
         flag at its argument's value.  */
      if (e.lo < e.hi && ascsync_param_values (ev, e.lo, e.hi, &f))
        op->ev_sym = ascsync_summary_note_event (opi, &f);
    }
  else if (ascsync_param_id_values (ev, ascsync_settings.sync.nflags, &f))
    {
      /* A helper's id parameter, which nothing bounds (at -O0): one of
         the target's ids, the one its caller gives.  */
      op->ev_lo = 0;
      op->ev_hi = ascsync_settings.sync.nflags - 1;
      op->ev_sym = ascsync_summary_note_event (opi, &f);
    }
  else
    {
      op->ev_lo = 0;
      op->ev_hi = 31;
    }
}

/* Append to OPS the operation SYNC_OP_CALL of CALL, of block B, a
   bearing or (KIND) opaque call, which gets its warning.  */
static void
push_call_op (vec<sync_op> *ops, int b, gcall *call,
              enum ascsync_call_kind kind)
{
  struct sync_op *op = new_op (ops, b, call);
  tree callee = gimple_call_fndecl (call);
  op->kind = SYNC_OP_CALL;
  op->pipe = ASC_PIPE_ALL;
  op->name = callee ? IDENTIFIER_POINTER (DECL_NAME (callee))
                    : "indirect-call";
  if (kind == ASCSYNC_CALL_OPAQUE)
    ascsync_warn_opaque_call (call);
}

/* Append to OPS the scalar access DESC describes (as scalar_access or
   call_scalar_access filled it), made by STMT of block B, named NAME;
   return it.  */
static struct sync_op *
push_scalar_op (vec<sync_op> *ops, int b, gimple *stmt,
                const struct sync_op *desc, const char *name)
{
  struct sync_op *op = new_op (ops, b, stmt);
  int line = op->line;
  *op = *desc;
  op->block = b;
  op->line = line;
  op->name = name;
  return op;
}

/* The label of sync_block.smono for edge E of a function with tests
   TESTS of iteration numbers so far (appended to, at most SYNC_NMONO;
   FN's MONO_LOOP filled through LINDEX, GCC loop numbers below NL to
   abstract loops), or -1.  */
static int
monotone_label (struct sync_func *fn, edge e,
                vec<ascsync_mono_test> *tests, const int *lindex, int nl)
{
  struct ascsync_mono_test t;
  bool val;
  if (!ascsync_monotone_edge (e, &t, &val) || t.loop->num >= nl
      || lindex[t.loop->num] < 0)
    return -1;
  unsigned i;
  for (i = 0; i < tests->length (); i++)
    {
      const ascsync_mono_test &u = (*tests)[i];
      if (u.loop == t.loop && u.step == t.step && u.k == t.k
          && (u.x == t.x || (u.x && t.x && operand_equal_p (u.x, t.x, 0))))
        break;
    }
  if (i == tests->length ())
    {
      if (i >= SYNC_NMONO)
        return -1;
      tests->safe_push (t);
      fn->mono_loop[i] = lindex[t.loop->num];
      fn->nmono = i + 1;
    }
  return (int) i * 2 + val;
}

/* Fill sync_block.sonce, slast and smono of FN (blocks BBS, INDEX
   mapping GCC block numbers to abstract ones, LINDEX GCC loop numbers
   below NL to abstract loops): the edges taken in the first iteration
   of a loop only, those that make an iteration the last, and those
   that decide a test of a loop's iteration number (gimple_once.cc), in
   the order of sync_block.succ.  */
static void
fill_first_iteration_edges (function *fun, struct sync_func *fn,
                            const vec<basic_block> &bbs, const int *index,
                            const int *lindex, int nl)
{
  auto_vec<ascsync_mono_test> tests;
  for (int b = 0; b < fn->nblocks; b++)
    {
      struct sync_block *sb = &fn->blocks[b];
      int k = 0;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bbs[b]->succs)
        if (e->dest != EXIT_BLOCK_PTR_FOR_FN (fun)
            && index[e->dest->index] >= 0)
          {
            int m = monotone_label (fn, e, &tests, lindex, nl);
            if (m >= 0)
              {
                if (!sb->smono)
                  {
                    sb->smono = XNEWVEC (int, sb->nsucc + 1);
                    for (int j = 0; j <= sb->nsucc; j++)
                      sb->smono[j] = -1;
                  }
                sb->smono[k] = m;
              }
            class loop *l = ascsync_first_iteration_edge (e);
            if (l && l->num < nl && lindex[l->num] >= 0)
              {
                if (!sb->sonce)
                  sb->sonce = XCNEWVEC (int, sb->nsucc + 1);
                sb->sonce[k] = lindex[l->num] + 1;
              }
            bool at_header = false;
            int more = 0;
            l = ascsync_last_iteration_edge (e, &at_header, &more);
            if (l && l->num < nl && lindex[l->num] >= 0)
              {
                if (!sb->slast)
                  sb->slast = XCNEWVEC (int, sb->nsucc + 1);
                sb->slast[k] = sync_last_code (lindex[l->num], more,
                                               at_header);
              }
            k++;
          }
    }
}

/* An iteration form of an access keyed by *KEY (IBASE or OBASE) in
   GCC loop *LOOP: *LOOP becomes its index in LINDEX (of NL loops), or
   the form goes (*KEY 0) when the loop has none.  */
static void
map_form_loop (int32_t *key, int32_t *loop, const int *lindex, int nl)
{
  if (*key > 0 && *loop >= 0 && *loop < nl && lindex[*loop] >= 0)
    *loop = lindex[*loop];
  else
    *key = 0;
}

/* Fill the dominator, post-dominator and loop information of FN (whose
   blocks are BBS, INDEX mapping GCC block numbers to abstract ones) from
   GCC's, computed here and freed by ascsync_free_func's caller through
   ascsync_release_cfg_info.  */
static void
fill_cfg_info (function *fun, struct sync_func *fn,
               const vec<basic_block> &bbs, const int *index)
{
  int nb = fn->nblocks;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = bbs[b];
      basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
      basic_block pd = get_immediate_dominator (CDI_POST_DOMINATORS, bb);
      fn->blocks[b].idom = d && d->index >= 0
                           && d != ENTRY_BLOCK_PTR_FOR_FN (fun)
                           ? index[d->index] : -1;
      fn->blocks[b].ipdom = pd && pd != EXIT_BLOCK_PTR_FOR_FN (fun)
                            ? index[pd->index] : -1;
      fn->blocks[b].loop = -1;
      fn->blocks[b].freq = bb->count.initialized_p ()
                           ? (int64_t) bb->count.to_gcov_type () : -1;
    }
  int nl = number_of_loops (fun);
  int *lindex = XNEWVEC (int, nl + 1);
  for (int i = 0; i <= nl; i++)
    lindex[i] = -1;
  int count = 0;
  for (auto loop : loops_list (fun, 0))
    if (loop->num < nl && loop->header && index[loop->header->index] >= 0)
      lindex[loop->num] = count++;
  fn->nloops = count;
  fn->loops = XCNEWVEC (struct sync_loop, count + 1);
  for (auto loop : loops_list (fun, 0))
    {
      if (loop->num >= nl || lindex[loop->num] < 0)
        continue;
      struct sync_loop *sl = &fn->loops[lindex[loop->num]];
      sl->header = index[loop->header->index];
      sl->latch = loop->latch && loop->latch->index >= 0
                  && index[loop->latch->index] >= 0
                  ? index[loop->latch->index] : -1;
      class loop *outer = loop_outer (loop);
      sl->parent = outer && outer->num < nl
                   && outer != fun->x_current_loops->tree_root
                   ? lindex[outer->num] : -1;
      sl->maxiter = ascsync_loop_max_iters (loop);
      /* A constant count of latch executions: every run the same.  */
      tree nl = number_of_latch_executions (loop);
      sl->niter = nl && TREE_CODE (nl) == INTEGER_CST && tree_fits_uhwi_p (nl)
                  && tree_to_uhwi (nl) < (1u << 20)
                  ? (int) tree_to_uhwi (nl) + 1 : 0;
      edge in = ascsync_loop_entry_edge (loop);
      sl->pre_from = !in ? -2
                     : in->src == ENTRY_BLOCK_PTR_FOR_FN (fun) ? -1
                     : index[in->src->index] >= 0 ? index[in->src->index]
                     : -2;
      auto_vec<edge> exits = get_loop_exit_edges (loop);
      sl->nexits = exits.length ();
      sl->exit_from = XNEWVEC (int, sl->nexits + 1);
      sl->exit_to = XNEWVEC (int, sl->nexits + 1);
      unsigned k;
      edge e;
      FOR_EACH_VEC_ELT (exits, k, e)
        {
          sl->exit_from[k] = index[e->src->index];
          sl->exit_to[k] = e->dest == EXIT_BLOCK_PTR_FOR_FN (fun)
                           || (e->flags & (EDGE_ABNORMAL | EDGE_EH))
                           ? -1 : index[e->dest->index];
          if (sl->exit_from[k] < 0)
            sl->exit_to[k] = -1;
        }
    }
  for (int b = 0; b < nb; b++)
    {
      class loop *l = bbs[b]->loop_father;
      if (l && l->num < nl && lindex[l->num] >= 0)
        fn->blocks[b].loop = lindex[l->num];
    }
  /* Slot rotations name GCC loops: renumber them.  */
  for (int i = 0; i < fn->nops; i++)
    {
      struct sync_op *o = &fn->ops[i];
      if (o->ev_pk >= 2 && o->ev_ploop >= 0 && o->ev_ploop < nl
          && lindex[o->ev_ploop] >= 0)
        o->ev_ploop = lindex[o->ev_ploop];
      else
        o->ev_pk = 0;
      /* The block of a variable id's definition, in FN's numbering.  */
      if (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
        o->ev_def = o->ev_def == 0 ? -1
                    : index[o->ev_def - 1] >= 0 ? index[o->ev_def - 1] : -2;
    }
  for (int i = 0; i < fn->nops; i++)
    for (int k = 0; k < fn->ops[i].naccess; k++)
      {
        struct sync_access *a = &fn->ops[i].acc[k];
        if (a->pk >= 2 && a->ploop >= 0 && a->ploop < nl
            && lindex[a->ploop] >= 0)
          a->ploop = lindex[a->ploop];
        else
          a->pk = 0;
        map_form_loop (&a->ibase, &a->iloop, lindex, nl);
        map_form_loop (&a->obase, &a->oloop, lindex, nl);
        if (a->lper && a->lloop >= 0 && a->lloop < nl
            && lindex[a->lloop] >= 0)
          a->lloop = lindex[a->lloop];
        else
          a->lper = 0;
        if (a->qper && a->qloop >= 0)
          {
            if (a->qloop < nl && lindex[a->qloop] >= 0)
              a->qloop = lindex[a->qloop];
            else
              a->qper = 0;
          }
        int sl = a->iself - 1;
        a->iself = a->iself > 0 && sl < nl && lindex[sl] >= 0
                   ? lindex[sl] + 1 : 0;
        if (a->rsym > 0 && a->rloop >= 0)
          {
            if (a->rloop < nl && lindex[a->rloop] >= 0)
              a->rloop = lindex[a->rloop];
            else
              a->rsym = 0;
          }
        if (a->ck >= 2 && a->cloop < nl && lindex[a->cloop] >= 0)
          a->cloop = lindex[a->cloop];
        else
          a->ck = 0;
        if (a->xrow > 0 && a->xloop >= 0)
          {
            if (a->xloop < nl && lindex[a->xloop] >= 0)
              a->xloop = lindex[a->xloop];
            else
              a->xrow = 0;
          }
        a->pkey = a->pk >= 2 ? ascsync_phase_key (a->pphase) : 0;
      }
  fill_first_iteration_edges (fun, fn, bbs, index, lindex, nl);
  ascsync_branch_facts (fun, fn, bbs, index);
  XDELETEVEC (lindex);
  sync_short_rotations (fn);
  sync_congruence_ranges (fn);
  fn->have_cfg = 1;
}

/* Whether no code can be inserted on edge E: an abnormal edge (a
   longjmp, a non-local or computed goto, through GCC's abnormal
   dispatcher) or an EH edge; GCC cannot split them.  */
static bool
fixed_edge_p (edge e)
{
  return (e->flags & EDGE_COMPLEX) != 0;
}

/* Where control entering block B of FN (GCC block BB) through an edge
   no code can go on arrives (enum sync_abn_in): right after B's first
   operation when that is the call that returns twice starting BB
   (setjmp: control entering normally executes it, control entering
   abnormally returns from it), else at B's start.  STMTS as for
   ascsync_build_func.  */
static int
abnormal_entry (const struct sync_func *fn, int b, basic_block bb,
                const vec<gimple *> &stmts)
{
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bb);
  const struct sync_block *sb = &fn->blocks[b];
  if (!gsi_end_p (gsi) && sb->nops > 0
      && stmts[sb->first_op] == gsi_stmt (gsi)
      && is_gimple_call (gsi_stmt (gsi))
      && (gimple_call_flags (gsi_stmt (gsi)) & ECF_RETURNS_TWICE))
    return SYNC_ABN_IN_AFTER_FIRST;
  return SYNC_ABN_IN_START;
}

/* Where control leaving block B of FN (GCC block BB) through an edge no
   code can go on leaves (enum sync_abn_out): from within BB's last
   statement when that is B's last operation, else from B's end.  */
static int
abnormal_exit (const struct sync_func *fn, int b, basic_block bb,
               const vec<gimple *> &stmts)
{
  gimple *last = last_stmt (bb);
  const struct sync_block *sb = &fn->blocks[b];
  if (last && sb->nops > 0 && stmts[sb->first_op + sb->nops - 1] == last)
    return SYNC_ABN_OUT_LAST_OP;
  return SYNC_ABN_OUT_END;
}

/* Fill the blocks of FN (FN->OPS in block order, BBS[b] the GCC block
   of abstract block b, INDEX the inverse mapping, -1 for a block left
   out): their operations, edges, and the edges no code can go on.
   Returns whether there is such an edge.  */
static bool
fill_blocks (function *fun, struct sync_func *fn,
             const vec<basic_block> &bbs, const vec<gimple *> &stmts,
             const int *index)
{
  int nb = fn->nblocks, next = 0;
  bool any = false;
  fn->blocks = XCNEWVEC (struct sync_block, nb);
  for (int b = 0; b < nb; b++)
    {
      struct sync_block *sb = &fn->blocks[b];
      basic_block bb = bbs[b];
      sb->first_op = next;
      while (next < fn->nops && fn->ops[next].block == b)
        next++;
      sb->nops = next - sb->first_op;
      sb->succ = XNEWVEC (int, EDGE_COUNT (bb->succs) + 1);
      sb->pred = XNEWVEC (int, EDGE_COUNT (bb->preds) + 1);
      sb->sfix = XCNEWVEC (unsigned char, EDGE_COUNT (bb->succs) + 1);
      sb->pfix = XCNEWVEC (unsigned char, EDGE_COUNT (bb->preds) + 1);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
        if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun))
          sb->exits = 1;
        else if (index[e->dest->index] >= 0)
          {
            sb->sfix[sb->nsucc] = fixed_edge_p (e);
            sb->succ[sb->nsucc++] = index[e->dest->index];
            if (fixed_edge_p (e))
              sb->abn_out = abnormal_exit (fn, b, bb, stmts);
          }
      FOR_EACH_EDGE (e, ei, bb->preds)
        if (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun))
          sb->from_entry = 1;
        else if (index[e->src->index] >= 0)
          {
            sb->pfix[sb->npred] = fixed_edge_p (e);
            sb->pred[sb->npred++] = index[e->src->index];
            if (fixed_edge_p (e))
              sb->abn_in = abnormal_entry (fn, b, bb, stmts);
          }
      any |= sb->abn_in || sb->abn_out;
    }
  return any;
}

/* See ascsync-gcc.h.  */
int
ascsync_build_func (function *fun, struct sync_func *fn,
                    vec<gimple *> *stmts, vec<basic_block> *bbs, bool strip)
{
  memset (fn, 0, sizeof *fn);
  warned_locs.truncate (0);
  ascsync_calls_init ();
  bool host = ascsync_host_fun_p (fun);
  ascsync_retval_record (fun);
  if (!ascsync_fun_has_sync_work (fun, host))
    return 0;
  ascsync_propagate_copies (fun);
  /* Preheaders, single latches and recorded exits; dominators both
     ways.  Released by ascsync_release_cfg.  */
  const unsigned loop_flags = LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS
                              | LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS;
  loop_optimizer_init (loop_flags);
  bool reducible = ascsync_make_reducible (fun, loop_flags,
                                           ascsync_settings.dump
                                           ? dump_file : NULL);
  /* Recompute both: earlier information may predate CFG changes.  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  cfg_inited = true;
  ascsync_forward_loads (fun);
  ascsync_propagate_copies (fun);
  ascsync_edge_constants (fun);
  ascsync_note_ranges (fun);
  ascsync_eval_init (fun);
  ascsync_mask_init (fun);
  ascsync_iter_reset ();
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nb = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  int *index = XNEWVEC (int, last_basic_block_for_fn (fun));
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    index[i] = -1;
  for (int i = 0; i < nb; i++)
    index[rpo[i]] = i;

  /* Buffer starts first (see layout_bound).  */
  collecting_starts = true;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        if (gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi)))
          {
            enum asc_variant var = ASC_VAR_NONE;
            int opnum = ascsync_intrinsic_of (gimple_call_fndecl (call),
                                              &var);
            if (pipe_op_call_p (call, opnum))
              {
                struct sync_op scratch;
                memset (&scratch, 0, sizeof scratch);
                intrinsic_footprint (call, opnum, var, &scratch);
              }
            else
              note_call_starts (call);
          }
    }
  note_entry_starts ();
  collecting_starts = false;
  note_starts ();
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    buffer_starts[sp].qsort (cmp_u64);

  auto_vec<sync_op> ops;
  ascsync_summary_begin ();
  bool any = false;
  for (int b = 0; b < nb; b++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[b]);
      bbs->safe_push (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
        {
          gimple *stmt = gsi_stmt (gsi);
          if (is_gimple_call (stmt))
            {
              gcall *call = as_a <gcall *> (stmt);
              tree callee = gimple_call_fndecl (call);
              enum asc_variant var = ASC_VAR_NONE;
              int opnum = ascsync_intrinsic_of (callee, &var);
              enum ascsync_call_kind kind;
              if (opnum == ASC_OP_set_flag || opnum == ASC_OP_wait_flag
                  || opnum == ASC_OP_pipe_barrier)
                {
                  if (strip)
                    {
                      if (ascsync_source_path || ascsync_source_fixits)
                        ascsync_src_note_removed (stmt, asc_ops[opnum].name);
                      unlink_stmt_vdef (stmt);
                      gsi_remove (&gsi, true);
                      release_defs (stmt);
                      continue;
                    }
                  any = true;
                  int part = flag_part_wanted (call, opnum);
                  if (part < 0)
                    {
                      /* Room for the set's part, before it.  */
                      new_op (&ops, b, stmt);
                      stmts->safe_push (stmt);
                    }
                  struct sync_op *op = new_op (&ops, b, stmt);
                  op->name = asc_ops[opnum].name;
                  unsigned na = gimple_call_num_args (call);
                  if (opnum == ASC_OP_pipe_barrier)
                    {
                      op->kind = SYNC_OP_BARRIER;
                      int p = na >= 3 ? small_const (gimple_call_arg (call, 2))
                                      : -1;
                      op->vague = !(p >= 0 && p <= ASC_PIPE_ALL);
                      op->pipe = op->vague ? ASC_PIPE_ALL : p;
                    }
                  else
                    fill_flag_op (call, opnum, op, ops.length () - 1);
                  stmts->safe_push (stmt);
                  if (part != 0)
                    fill_flag_part (&ops, stmts, part, stmt);
                }
              else if (pipe_op_call_p (call, opnum))
                {
                  any = true;
                  struct sync_op *op = new_op (&ops, b, stmt);
                  op->kind = SYNC_OP_PIPE;
                  op->pipe = asc_ops[opnum].pipe;
                  op->name = asc_ops[opnum].name;
                  intrinsic_footprint (call, opnum, var, op,
                                       ops.length () - 1);
                  stmts->safe_push (stmt);
                }
              else if (opnum < 0 && (kind = ascsync_call_kind (call, host))
                                    != ASCSYNC_CALL_FREE)
                {
                  any = true;
                  tree fn = gimple_call_fndecl (call);
                  int n = kind == ASCSYNC_CALL_BEARING && fn
                          ? ascsync_summary_push (&ops, b, call,
                                                  ascsync_body_decl (fn),
                                                  gm_params_distinct ())
                          : 0;
                  if (n == 0)
                    {
                      push_call_op (&ops, b, call, kind);
                      n = 1;
                    }
                  while (n-- > 0)
                    stmts->safe_push (stmt);
                }
              else if (!host && opnum < 0)
                {
                  struct sync_op tmp;
                  memset (&tmp, 0, sizeof tmp);
                  if (call_scalar_access (call, &tmp, stmt))
                    {
                      push_scalar_op (&ops, b, stmt, &tmp, "scalar-call");
                      stmts->safe_push (stmt);
                    }
                }
            }
          else if (gimple_assign_single_p (stmt)
                   && (gimple_assign_load_p (stmt) || gimple_store_p (stmt)))
            {
              /* A scalar load or store; an aggregate copy may be both.  */
              struct sync_op tmp;
              struct scalar_rel rl, rs;
              memset (&tmp, 0, sizeof tmp);
              memset (&rl, 0, sizeof rl);
              memset (&rs, 0, sizeof rs);
              bool l = gimple_assign_load_p (stmt)
                       && scalar_access (gimple_assign_rhs1 (stmt), 0, &tmp,
                                        stmt, &rl);
              struct sync_op tmp2;
              memset (&tmp2, 0, sizeof tmp2);
              bool s = gimple_store_p (stmt)
                       && scalar_access (gimple_assign_lhs (stmt), 1, &tmp2,
                                        stmt, &rs);
              if (l || s)
                {
                  struct sync_op *op
                    = push_scalar_op (&ops, b, stmt, l ? &tmp : &tmp2,
                                      s ? "scalar-store" : "scalar-load");
                  int first2 = l ? op->naccess : 0;
                  if (l && s)
                    for (int k = 0; k < tmp2.naccess
                                    && op->naccess < ASC_MAX_ACCESSES; k++)
                      op->acc[op->naccess++] = tmp2.acc[k];
                  note_scalar_rel ((int) ops.length () - 1, l ? &rl : NULL,
                                   s ? &rs : NULL, first2, op->naccess);
                  stmts->safe_push (stmt);
                }
            }
          gsi_next (&gsi);
        }
    }

  if (!any)
    {
      stmts->truncate (0);
      bbs->truncate (0);
      for (int sp = 0; sp < ASC_NSPACES; sp++)
        {
          buffer_starts[sp].release ();
          slot_starts[sp].release ();
        }
      for (int sp = 0; sp < ASC_NSPACES; sp++)
        {
          imm_args[sp].release ();
          param_imm_args[sp].release ();
        }
      XDELETEVEC (rpo);
      XDELETEVEC (index);
      ascsync_eval_fini (fun);
      return 0;
    }

  fn->name = IDENTIFIER_POINTER (DECL_NAME (current_function_decl));
  fn->entry_clean = ascsync_kernel_entry_p (current_function_decl);
  fn->nblocks = nb;
  fn->nops = ops.length ();
  fn->ops = XNEWVEC (struct sync_op, fn->nops + 1);
  if (fn->nops)
    memcpy (fn->ops, ops.address (), fn->nops * sizeof (struct sync_op));
  bool fixed = fill_blocks (fun, fn, *bbs, *stmts, index);
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    {
      for (unsigned i = 0; i < buffer_starts[sp].length (); i++)
        if (!u64_in (param_imm_args[sp], buffer_starts[sp][i]))
          ascsync_summary_note_start (sp, buffer_starts[sp][i]);
      buffer_starts[sp].release ();
      slot_starts[sp].release ();
    }
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    {
      imm_args[sp].release ();
      param_imm_args[sp].release ();
    }
  /* Edges no code can go on (setjmp, a non-local or computed goto,
     exception handling; they also make GCC's abnormal dispatcher close
     cycles entered at several blocks), or an irreducible region (a cycle
     entered at more than one block) that node splitting left, with no
     loop structure: plan the function with the data-flow planner, which
     needs no loops and keeps the flags clear across such edges (a
     correct but more conservative placement).  */
  if (fixed)
    ascsync_warning (ASCSYNC_WARN_CONTROL_FLOW,
                     DECL_SOURCE_LOCATION (current_function_decl),
                     "ascsync: abnormal control flow in %qD (%<setjmp%>, a "
                     "non-local or computed %<goto%>, or exception handling): "
                     "its sync is planned without loop structure, with no "
                     "flag set where control may leave or enter abnormally "
                     "and a %<pipe_barrier (PIPE_ALL)%> where it may enter",
                     current_function_decl);
  else if (!reducible)
    ascsync_warning (ASCSYNC_WARN_CONTROL_FLOW,
                     DECL_SOURCE_LOCATION (current_function_decl),
                     "ascsync: irreducible control flow in %qD (a cycle "
                     "entered at more than one block): its sync is planned "
                     "without loop structure, more conservatively",
                     current_function_decl);
  else
    fill_cfg_info (fun, fn, *bbs, index);
  ascsync_row_anchors (fn, *stmts);
  ascsync_eval_fini (fun);
  XDELETEVEC (rpo);
  XDELETEVEC (index);
  return fn->nops;
}

/* See ascsync-gcc.h.  */
void
ascsync_free_func (struct sync_func *fn)
{
  sync_func_release_index (fn);
  for (int b = 0; b < fn->nblocks; b++)
    {
      XDELETEVEC (fn->blocks[b].succ);
      XDELETEVEC (fn->blocks[b].pred);
      XDELETEVEC (fn->blocks[b].sfix);
      XDELETEVEC (fn->blocks[b].pfix);
      XDELETEVEC (fn->blocks[b].sonce);
      XDELETEVEC (fn->blocks[b].smono);
      XDELETEVEC (fn->blocks[b].slast);
      XDELETEVEC (fn->blocks[b].spred);
      XDELETEVEC (fn->blocks[b].pcopy);
    }
  for (int l = 0; l < fn->nloops; l++)
    {
      XDELETEVEC (fn->loops[l].exit_from);
      XDELETEVEC (fn->loops[l].exit_to);
    }
  XDELETEVEC (fn->loops);
  XDELETEVEC (fn->blocks);
  XDELETEVEC (fn->ops);
  memset (fn, 0, sizeof *fn);
}
