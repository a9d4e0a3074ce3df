/* gimple_symstart.cc -- buffers whose start is known only at run time
   (ascsync).

   An operator whose tiling comes from the host lays its buffers out
   from the tile length, as Ascend C's queues are allocated one after
   another from the start of UB:

     tb = tile * sizeof (half);
     xb[s] = get_imm (s * tb);  yb[s] = get_imm ((2 + s) * tb);  ...
     copy_gm_to_ubuf (xb[t & 1], ...);   vadd (zb[t & 1] + o, ...);

   The evaluator knows TILE only as a range, so each of these addresses
   is a range too: the ranges of xb[1] and yb[0] overlap, every
   footprint reached into the next buffers, and the load of tile t + 1
   waited for the readers of tile t.

   Here a pointer's base is followed to the get_imm calls it may come
   from -- through conversions, PHIs (a load the loop's latch hoisted
   into the next iteration joins the slot of the iteration after) and
   loads of a local table whose every store is a plain one, read element
   by element for each value of the index (one per residue of its slot
   rotation; its stores in a loop iteration by iteration) -- and each
   get_imm argument is taken as COEF * X (gimple_symlin.cc): X an SSA
   name given its value once per run of the function (outside every
   loop, or a parameter), at least 1 by GCC's range at the access or,
   unchecked, by the layout assumption (ascsync_run_length_bounds), COEF
   a constant.  Each such get_imm address starts a buffer, and under the
   layout assumption (a pointer derived from a buffer start stays in
   the buffer, as arithmetic stays in a C object) the buffer ends where
   the next start above it begins: [COEF * X, NEXT * X), NEXT the least
   coefficient of X above COEF among the function's get_imm calls, no
   end when none is.  A start the function declares otherwise (a
   constant, a multiple of another value, a callee's buffer) only makes
   the true buffer shorter, so leaving it out keeps the bound sound.
   Since X >= 1, two accesses whose ranges of coefficients do not meet
   touch no common byte, whatever X is at run time (struct sync_access
   SNAME with SBASE 0 and SUNIT 1, compared in sync_access.c).  Every
   product is checked below 2^31 at X's largest value, so that the
   addresses the kernel computes are the multiples they stand for.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "gimple_val.h"
#include "gimple_held.h"
#include "gimple_runslot.h"

#define SYM_DEPTH 8              /* definitions followed */
#define SYM_INDEX_MAX 64         /* largest table index read */
#define SYM_STARTS 32            /* most starts of one value kept */
#define OFFSET_LIMIT ((uint64_t) 1 << 40) /* offsets added to a start are
                                             below: not negative */

/* The buffer start a pointer is derived from: COEF * X with COEF in
   [CLO[R], CHI[R]] in the iterations with residue R of the rotation of
   GCC loop LOOP (counted as PPHASE says) when K >= 2, [CLO[0], CHI[0]]
   always when K is 1.  X null: every coefficient is 0 (get_imm (0)).  */
struct sym_start
{
  tree x;
  int k, loop, pphase;
  uint64_t clo[SYNC_MAXK], chi[SYNC_MAXK];
  uint64_t pk, pc;              /* each value computed on the way is at
                                   most PK + PC * X */
  bool moved;                   /* an offset was added on the way (a sum,
                                   an induction variable): the pointer
                                   lies anywhere from the start on */
};

static bool sym_start_of (tree b, const struct iter_at *at, int depth,
                          bool foreign, struct sym_start *out);

/* S as one range of coefficients for every iteration.  */
static void
sym_flatten (struct sym_start *s)
{
  for (int r = 1; r < s->k; r++)
    {
      s->clo[0] = MIN (s->clo[0], s->clo[r]);
      s->chi[0] = MAX (s->chi[0], s->chi[r]);
    }
  s->k = 1;
  s->loop = -1;
  s->pphase = 0;
}

/* Join B into A: residue by residue when both rotate alike, else over
   all iterations; false when their values X differ.  */
static bool
sym_join (struct sym_start *a, struct sym_start b)
{
  if (a->x && b.x && a->x != b.x)
    return false;
  if (!a->x)
    a->x = b.x;
  a->moved |= b.moved;
  a->pk = MAX (a->pk, b.pk);
  a->pc = MAX (a->pc, b.pc);
  if (!(a->k == b.k && a->loop == b.loop && a->pphase == b.pphase))
    {
      sym_flatten (a);
      sym_flatten (&b);
    }
  for (int r = 0; r < a->k; r++)
    {
      a->clo[r] = MIN (a->clo[r], b.clo[r]);
      a->chi[r] = MAX (a->chi[r], b.chi[r]);
    }
  return true;
}

/* The values of table index VAR (null: none, one element): per
   residue of its rotation (or one set when it has none), the range
   [ILO[R], IHI[R]] of at most ASCSYNC_FILL_ITERS values, *S's rotation set
   to VAR's; false when not so known.  FOREIGN: VAR is a name of a
   function the evaluator is not set up for (ascsync_symbolic_arg),
   taken by GCC's range at LOAD, the statement reading the table.  */
static bool
index_values (tree var, gimple *load, bool foreign, HOST_WIDE_INT *ilo,
              HOST_WIDE_INT *ihi, struct sym_start *s)
{
  s->k = 1;
  s->loop = -1;
  s->pphase = 0;
  ilo[0] = ihi[0] = 0;
  if (!var)
    return true;
  if (foreign)
    {
      /* Another function's: GCC's range, no rotation.  */
      uint64_t lo, hi;
      bool nonneg;
      if (!ascsync_range_bounds (var, load, &lo, &hi, &nonneg) || !nonneg
          || hi > SYM_INDEX_MAX || hi - lo >= ASCSYNC_FILL_ITERS)
        return false;
      ilo[0] = (HOST_WIDE_INT) lo;
      ihi[0] = (HOST_WIDE_INT) hi;
      return true;
    }
  struct val v = ascsync_eval (var, 0);
  if (v.kind != VAL_INT || v.cyc)
    return false;
  bool rot = v.pk >= 2 && v.pk <= SYNC_MAXK && !v.ps && v.pl >= 0;
  int n = rot ? v.pk : 1;
  for (int r = 0; r < n; r++)
    {
      uint64_t lo = rot ? v.plo[r] : v.lo, hi = rot ? v.phi[r] : v.hi;
      if (hi > SYM_INDEX_MAX || lo > hi || hi - lo >= ASCSYNC_FILL_ITERS)
        return false;
      ilo[r] = (HOST_WIDE_INT) lo;
      ihi[r] = (HOST_WIDE_INT) hi;
    }
  if (rot)
    {
      s->k = v.pk;
      s->loop = v.pl;
      s->pphase = v.pphase;
    }
  return true;
}

/* Join into *E (*HAS: whether it holds anything yet) the start the
   value store AS puts into bytes [BYTE, BYTE + SIZE) of its variable
   OBJ is derived from (in AT's iteration): at a constant place
   (ascsync_object_stores gives only exact ones), or at a place that
   moves with the loop holding AS, iteration by iteration of a run of
   it (every iteration its bound allows, ASCSYNC_FILL_ITERS at most: a
   superset of those that run; FOREIGN: every value its index, a loop's
   counter, takes there); false when one places it across those
   bytes.  */
static bool
store_start (gassign *as, tree obj, HOST_WIDE_INT byte, unsigned size,
             const struct iter_at *at, int depth, bool foreign,
             struct sym_start *e, bool *has)
{
  tree lhs = gimple_assign_lhs (as), rhs = gimple_assign_rhs1 (as);
  HOST_WIDE_INT c, vmul;
  tree var;
  if (ascsync_ref_place (lhs, obj, &c, &var, &vmul) != 1)
    return false;
  class loop *l = gimple_bb (as)->loop_father;
  HOST_WIDE_INT n = 1;
  HOST_WIDE_INT vals[ASCSYNC_COUNTER_VALUES];
  int nv = 0;
  if (var && foreign)
    {
      /* The index a loop's counter: its values, no loop structure.  */
      if (!ascsync_counter_values (var, as, vals, &nv) || nv < 1)
        return false;
      n = nv;
    }
  else if (var)
    {
      n = l && l->num ? get_max_loop_iterations_int (l) : -1;
      if (n < 0 || n >= ASCSYNC_FILL_ITERS)
        return false;
      n++;
    }
  for (HOST_WIDE_INT j = 0; j < n; j++)
    {
      struct iter_at it = { l, j, NULL_TREE, 0 };
      if (var && foreign)
        it = { NULL, 0, var, vals[j] };
      HOST_WIDE_INT iv = 0;
      if (var && !ascsync_lin_constant (var, &it, &iv))
        return false;
      HOST_WIDE_INT p = c + vmul * iv;
      if (p + (HOST_WIDE_INT) size <= byte || p >= byte + (HOST_WIDE_INT) size)
        continue;
      struct sym_start v;
      if (p != byte
          || !sym_start_of (rhs, var ? &it : at, depth + 1, foreign, &v))
        return false;
      sym_flatten (&v);
      if (!*has)
        *e = v;
      else if (!sym_join (e, v))
        return false;
      *has = true;
    }
  return true;
}

/* The variable memory reference REF reads a part of: named, or through
   a pointer derived from its address (copies, conversions, pointer
   additions); null when none.  */
static tree
ref_object (tree ref)
{
  tree obj = get_base_address (ref);
  if (!obj || (TREE_CODE (obj) != MEM_REF && TREE_CODE (obj) != TARGET_MEM_REF))
    return obj;
  tree p = TREE_OPERAND (obj, 0);
  for (int depth = 0; depth < SYM_DEPTH && TREE_CODE (p) == SSA_NAME; depth++)
    {
      gassign *as = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
      enum tree_code code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME && code != ADDR_EXPR
          && !CONVERT_EXPR_CODE_P (code))
        return NULL_TREE;
      p = gimple_assign_rhs1 (as);
    }
  return TREE_CODE (p) == ADDR_EXPR ? get_base_address (TREE_OPERAND (p, 0))
                                     : NULL_TREE;
}

/* What the "ascsync-tables" pass found bytes [BYTE, BYTE + SIZE) of
   the local variable of DECL_UID UID to hold
   (ascsync_note_symbolic_element): a multiple of one value, S; or, in a
   function with a chain of starts (CHAIN), the start of form FORM, each
   of its names then defined by DEFS[I].  */
struct sym_record
{
  unsigned uid;
  HOST_WIDE_INT byte;
  unsigned size;
  struct sym_start s;
  bool chain;
  struct imm_form form;
  gimple *defs[ASCSYNC_FORM_TERMS];
};
static vec<sym_record> sym_records;

/* *OUT as the start at position RANK of the current function's chain,
   in every iteration; false when RANK is negative (not in the
   chain).  */
static bool
chain_position (int rank, struct sym_start *out)
{
  if (rank < 0)
    return false;
  memset (out, 0, sizeof *out);
  out->k = 1;
  out->loop = -1;
  out->clo[0] = out->chi[0] = (uint64_t) rank;
  return true;
}

/* The position in the current function's chain of the start record R
   holds, as a start into *OUT; false when a name of its form is no
   longer the value it was (released, or defined anew) or the start is
   not in the chain.  */
static bool
chain_record (const sym_record &r, struct sym_start *out)
{
  for (int i = 0; i < r.form.n; i++)
    if (SSA_NAME_IN_FREE_LIST (r.form.x[i])
        || SSA_NAME_DEF_STMT (r.form.x[i]) != r.defs[i])
      return false;
  return chain_position (ascsync_chain_rank (&r.form), out);
}

/* The start recorded for bytes [BYTE, BYTE + SIZE) of local variable
   OBJ, into *OUT: a multiple of one value, or, in the function planned
   (not FOREIGN) when it has a chain of starts, a position in it; false
   when none is.  */
static bool
recorded_start (tree obj, HOST_WIDE_INT byte, unsigned size, bool foreign,
                struct sym_start *out)
{
  bool chain = !foreign && ascsync_chain_length ();
  for (unsigned i = 0; i < sym_records.length (); i++)
    if (sym_records[i].uid == DECL_UID (obj) && sym_records[i].byte == byte
        && sym_records[i].size == size)
      {
        if (sym_records[i].chain != chain)
          return false;
        if (chain)
          return chain_record (sym_records[i], out);
        *out = sym_records[i].s;
        return true;
      }
  return false;
}

/* Set residue R of *F to the join of the starts what every store into
   bytes [BYTE, BYTE + SIZE) of local variable OBJ puts there is derived
   from (in AT's iteration), for BYTE from FIRST by STEP, N of them;
   F->X, PK and PC joined too.  False when not known so, or the starts
   are multiples of another value than F's.  */
static bool
residue_start (tree obj, HOST_WIDE_INT first, HOST_WIDE_INT step, int n,
               unsigned size, const struct iter_at *at, int depth,
               bool foreign, int r, struct sym_start *f)
{
  struct sym_start e;
  bool has = false;
  memset (&e, 0, sizeof e);
  auto_vec<gassign *> stores;
  for (int i = 0; i < n; i++)
    {
      HOST_WIDE_INT byte = first + step * i;
      struct sym_start v;
      /* Stores no longer followed: what they were found to put there
         before ivopts rewrote them.  */
      if (!ascsync_object_stores (obj, byte, size, &stores))
        {
          if (!recorded_start (obj, byte, size, foreign, &v)
              || (has && !sym_join (&e, v)))
            return false;
          if (!has)
            e = v;
          has = true;
          continue;
        }
      for (unsigned j = 0; j < stores.length (); j++)
        if (!store_start (stores[j], obj, byte, size, at, depth, foreign,
                          &e, &has))
          return false;
    }
  if (!has || (f->x && e.x && f->x != e.x))
    return false;
  f->x = f->x ? f->x : e.x;
  f->moved |= e.moved;
  f->clo[r] = e.clo[0];
  f->chi[r] = e.chi[0];
  f->pk = MAX (f->pk, e.pk);
  f->pc = MAX (f->pc, e.pc);
  return true;
}

/* The start a pointer loaded by memory reference REF (of statement
   LOAD), an element of a local variable, is derived from: the join of
   what every store there puts, element by element for the index's
   values.  */
static bool
sym_load (tree ref, gimple *load, const struct iter_at *at, int depth,
          bool foreign, struct sym_start *out)
{
  tree obj = ref_object (ref);
  tree tsz = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  HOST_WIDE_INT c, vmul, ilo[SYNC_MAXK], ihi[SYNC_MAXK];
  tree var;
  if (!obj || !VAR_P (obj) || !tsz || !tree_fits_uhwi_p (tsz)
      || ascsync_ref_place (ref, obj, &c, &var, &vmul) != 1
      || !index_values (var, load, foreign, ilo, ihi, out))
    return false;
  unsigned size = tree_to_uhwi (tsz);
  out->x = NULL_TREE;
  out->pk = out->pc = 0;
  out->moved = false;
  for (int r = 0; r < out->k; r++)
    if (!residue_start (obj, c + vmul * ilo[r], vmul,
                        (int) (ihi[r] - ilo[r] + 1), size, at, depth, foreign,
                        r, out))
      return false;
  return true;
}

/* The start PHI's value is derived from.  At the header of a loop whose
   latch value rotates with it, residue by residue: in iteration T > 0
   the PHI holds what the latch computed in iteration T - 1; iteration
   0 holds the entry's value too (residue 0, or any residue when the
   rotation counts from an unknown start).  Else the join of its
   arguments.  */
static bool
sym_phi (gphi *phi, const struct iter_at *at, int depth, bool foreign,
         struct sym_start *out)
{
  basic_block bb = gimple_bb (phi);
  class loop *l = foreign ? NULL : bb->loop_father;
  if (l && l->num != 0 && l->header == bb && gimple_phi_num_args (phi) == 2
      && loop_latch_edge (l) && loop_preheader_edge (l))
    {
      struct sym_start en, la;
      if (!sym_start_of (PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (l)),
                         at, depth + 1, foreign, &en)
          || !sym_start_of (PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l)),
                            at, depth + 1, foreign, &la))
        return false;
      if (la.k >= 2 && la.loop == l->num)
        {
          *out = la;
          for (int r = 0; r < la.k; r++)
            {
              out->clo[r] = la.clo[(r + la.k - 1) % la.k];
              out->chi[r] = la.chi[(r + la.k - 1) % la.k];
            }
          sym_flatten (&en);
          if (en.x && out->x && en.x != out->x)
            return false;
          out->x = out->x ? out->x : en.x;
          out->moved |= en.moved;
          out->pk = MAX (out->pk, en.pk);
          out->pc = MAX (out->pc, en.pc);
          /* Iteration 0 has residue 0, or any when counted from an
             unknown start.  */
          for (int r = 0; r < (la.pphase ? la.k : 1); r++)
            {
              out->clo[r] = MIN (out->clo[r], en.clo[0]);
              out->chi[r] = MAX (out->chi[r], en.chi[0]);
            }
          return true;
        }
      *out = en;
      return sym_join (out, la);
    }
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      struct sym_start v;
      if (!sym_start_of (gimple_phi_arg_def (phi, i), at, depth + 1, foreign,
                         &v))
        return false;
      if (i == 0)
        *out = v;
      else if (!sym_join (out, v))
        return false;
    }
  return gimple_phi_num_args (phi) > 0;
}

/* Whether OFF, added to a pointer at statement AT (or by which it
   moves in each iteration of a loop there), keeps it in its buffer
   under the layout assumption: not negative and below 2^40 (by GCC's
   range there or the evaluator's), and not computed from a value
   buffer starts are made of (which may take it to another start).  */
static bool
offset_stays_p (tree off, gimple *at)
{
  if (TREE_CODE (off) == INTEGER_CST)
    return tree_fits_uhwi_p (off) && tree_int_cst_sgn (off) >= 0
           && tree_to_uhwi (off) < OFFSET_LIMIT;
  if (TREE_CODE (off) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || ascsync_chain_value_in_p (off))
    return false;
  uint64_t lo, hi;
  bool nonneg;
  if (ascsync_range_bounds (off, at, &lo, &hi, &nonneg) && nonneg
      && hi < OFFSET_LIMIT)
    return true;
  struct val v = ascsync_eval (off, 0);
  return v.kind == VAL_INT && v.hi < OFFSET_LIMIT;
}

/* The start pointer (or address integer) B, an induction variable of
   its innermost loop, is derived from: its value's at the loop's entry,
   by scalar evolution, when it moves by steps that do not leave the
   buffer (offset_stays_p; a pointer derived from a start stays in its
   buffer: the layout assumption), in its loop and those around it, and
   adds only such offsets to it.  GCC's ivopts makes such pointers,
   "(float *) (w - sq + iv)" for an IV from SQ on: its evolution starts
   at W.  */
static bool
sym_iv (tree b, int depth, struct sym_start *out)
{
  gimple *def = SSA_NAME_DEF_STMT (b);
  class loop *l = gimple_bb (def) ? gimple_bb (def)->loop_father : NULL;
  if (!scev_initialized_p () || !l || !l->num || !loop_preheader_edge (l))
    return false;
  tree init = instantiate_scev (loop_preheader_edge (l), l,
                                analyze_scalar_evolution (l, b));
  if (!init || TREE_CODE (init) != POLYNOMIAL_CHREC)
    return false;
  /* Through the loops it moves in, innermost first.  */
  for (int guard = 0; guard < 8; guard++)
    {
      if (TREE_CODE (init) == POLYNOMIAL_CHREC)
        {
          if (tree_contains_chrecs (CHREC_RIGHT (init), NULL)
              || !offset_stays_p (CHREC_RIGHT (init), def))
            return false;
          init = CHREC_LEFT (init);
        }
      else if (CONVERT_EXPR_P (init)
               && TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (init, 0))) >= 32)
        init = TREE_OPERAND (init, 0);
      else if ((TREE_CODE (init) == PLUS_EXPR
                || TREE_CODE (init) == POINTER_PLUS_EXPR)
               && offset_stays_p (TREE_OPERAND (init, 1), def))
        init = TREE_OPERAND (init, 0);
      else
        break;
    }
  if (TREE_CODE (init) != SSA_NAME
      || !sym_start_of (init, NULL, depth + 1, false, out))
    return false;
  out->moved = true;
  return true;
}

/* The start pointer (or address integer) B is derived from, in AT's
   iteration (null: anywhere): a get_imm call's, through copies,
   conversions of 32 bits or more, PHIs and loads of a local table (file
   comment); and in the function planned, sums of a start and an offset
   that keeps it in its buffer (offset_stays_p) and induction variables
   (sym_iv).  */
static bool
sym_start_of (tree b, const struct iter_at *at, int depth, bool foreign,
              struct sym_start *out)
{
  if (depth > SYM_DEPTH || TREE_CODE (b) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (b);
  if (gphi *phi = dyn_cast <gphi *> (def))
    return sym_phi (phi, at, depth, foreign, out)
           || (!foreign && !at && sym_iv (b, depth, out));
  if (is_gimple_call (def))
    {
      if (!ascsync_get_imm_p (def) || gimple_call_num_args (def) < 1)
        return false;
      out->k = 1;
      out->loop = -1;
      out->pphase = 0;
      out->moved = false;
      if (!foreign && ascsync_chain_length ())
        {
          /* A position in the chain of starts.  */
          struct imm_form f;
          return ascsync_imm_form (gimple_call_arg (def, 0), at, &f)
                 && chain_position (ascsync_chain_rank (&f), out);
        }
      tree x;
      uint64_t coef;
      if (!ascsync_imm_coef (gimple_call_arg (def, 0), at, &x, &coef,
                             &out->pk, &out->pc))
        return false;
      out->x = x;
      out->clo[0] = out->chi[0] = coef;
      return true;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return false;
  tree rhs = gimple_assign_rhs1 (as);
  enum tree_code code = gimple_assign_rhs_code (as);
  if (code == SSA_NAME
      || (CONVERT_EXPR_CODE_P (code)
          && TYPE_PRECISION (TREE_TYPE (rhs)) >= 32
          && TYPE_PRECISION (TREE_TYPE (b)) >= 32))
    return sym_start_of (rhs, at, depth + 1, foreign, out);
  if (gimple_assign_single_p (as) && REFERENCE_CLASS_P (rhs))
    return sym_load (rhs, as, at, depth, foreign, out);
  if (foreign || at)
    return false;
  /* A start plus an offset that keeps it in the buffer.  */
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
    for (int i = 0; i < (code == PLUS_EXPR ? 2 : 1); i++)
      {
        tree p = gimple_op (as, 1 + i), o = gimple_op (as, 2 - i);
        if (offset_stays_p (o, as)
            && sym_start_of (p, NULL, depth + 1, false, out))
          {
            out->moved = true;
            return true;
          }
      }
  return sym_iv (b, depth, out);
}

/* See gimple_runslot.h.  */
int
ascsync_add_start (uint64_t *c, int n, int max, uint64_t coef)
{
  int i = 0;
  while (i < n && c[i] < coef)
    i++;
  if ((i < n && c[i] == coef) || (i == n && n == max))
    return n;
  if (n == max)
    n--;
  memmove (c + i + 1, c + i, (n - i) * sizeof *c);
  c[i] = coef;
  return n + 1;
}

/* The coefficients of X, in increasing order, of the starts ALL that
   are multiples of X (get_imm (0) is the multiple 0 of any value), each
   computed exactly at X's largest value XHI, into C; their number (at
   most SYM_STARTS: a start left out only makes a buffer reach
   further).  */
static int
starts_of (const vec<fn_start> &all, tree x, uint64_t xhi, uint64_t *c)
{
  int n = 0;
  for (unsigned j = 0; j < all.length (); j++)
    {
      const fn_start &st = all[j];
      if ((!st.x || st.x == x)
          && st.pk + st.pc * xhi < ASCSYNC_SLOT_TERM_LIMIT)
        n = ascsync_add_start (c, n, SYM_STARTS, st.c);
    }
  return n;
}

/* The one value the starts ALL are multiples of, or null when they are
   of none or several.  */
static tree
sole_value (const vec<fn_start> &all)
{
  tree x = NULL_TREE;
  for (unsigned j = 0; j < all.length (); j++)
    {
      if (all[j].x && x && all[j].x != x)
        return NULL_TREE;
      x = all[j].x ? all[j].x : x;
    }
  return x;
}

/* See gimple_runslot.h.  */
uint64_t
ascsync_next_start (const uint64_t *c, int n, uint64_t coef)
{
  for (int i = 0; i < n; i++)
    if (c[i] > coef)
      return c[i];
  return 0;
}

/* See gimple_runslot.h.  */
bool
ascsync_run_value_p (tree x, gimple *call, bool foreign, uint64_t *hi)
{
  gimple *def = SSA_NAME_DEF_STMT (x);
  basic_block bb = gimple_bb (def);
  if (!SSA_NAME_IS_DEFAULT_DEF (x)
      && (!bb || (foreign ? ascsync_on_cycle_p (cfun, bb)
                  : (loop_depth (bb->loop_father) != 0
                     || (bb->flags & BB_IRREDUCIBLE_LOOP)))))
    return false;
  return ascsync_run_length_bounds (x, call, true, hi);
}

/* Make *F, the start access S made at CALL is derived from, one start
   for every iteration when its rotation says nothing of S: a loop S does
   not run in, or a rotation other than S's own.  */
static void
fit_rotation (gimple *call, struct sym_start *f,
              const struct sync_access *s)
{
  class loop *l = f->k >= 2 ? get_loop (cfun, f->loop) : NULL;
  if (f->k >= 2 && (!l || !flow_bb_inside_loop_p (l, gimple_bb (call))))
    sym_flatten (f);
  if (f->k >= 2 && s->pk >= 2
      && (s->ploop != f->loop || s->pphase != f->pphase || s->pk % f->k))
    sym_flatten (f);
}

/* Where in its buffer an access is (struct sync_access SRLO, SRHI):
   relative to its pointer its footprint covers [REL_LO, REL_HI) (REL_HI
   0: not known), the pointer F's start plus the offsets of PARTS.  Set
   *LO and *HI to the bytes that makes from the start and return true,
   when F names one start in each residue, no offset was added on the
   way (F.MOVED) and each of PARTS is bounded.  */
static bool
relative_span (const struct sym_start &f, const struct ptr_parts *parts,
               uint64_t rel_lo, uint64_t rel_hi, uint64_t *lo, uint64_t *hi)
{
  if (f.moved || !parts || !rel_hi || rel_hi <= rel_lo
      || rel_hi >= OFFSET_LIMIT)
    return false;
  for (int r = 0; r < f.k; r++)
    if (f.clo[r] != f.chi[r])
      return false;
  uint64_t olo = 0, ohi = 0;
  for (int i = 0; i < parts->n; i++)
    {
      tree t = parts->off[i];
      struct val v;
      if (TREE_CODE (t) == INTEGER_CST)
        {
          if (!tree_fits_uhwi_p (t) || tree_to_uhwi (t) >= OFFSET_LIMIT)
            return false;
          v.lo = v.hi = tree_to_uhwi (t);
        }
      else if ((v = ascsync_eval (t, 0)).kind != VAL_INT || v.cyc
               || v.hi >= OFFSET_LIMIT || v.lo > v.hi)
        return false;
      olo += v.lo;
      ohi += v.hi;
    }
  *lo = olo + rel_lo;
  *hi = ohi + rel_hi;
  return *hi < OFFSET_LIMIT;
}

/* Give access S, made at CALL, the run-time slot form of F, the start
   it is derived from (X known, at most XHI where CALL runs), among the
   function's starts ALL (file comment), by the offsets of PARTS (when
   not null) with a footprint of [REL_LO, REL_HI) from the pointer
   (relative_span); false when F bounds nothing.  */
static bool
give_form (gimple *call, struct sym_start f, const vec<fn_start> &all,
           uint64_t xhi, const struct ptr_parts *parts, uint64_t rel_lo,
           uint64_t rel_hi, struct sync_access *s)
{
  fit_rotation (call, &f, s);
  /* Every value computed on the way exact at X's largest.  */
  if (f.pk + f.pc * xhi >= ASCSYNC_SLOT_TERM_LIMIT)
    return false;
  /* One start alone bounds nothing.  */
  uint64_t starts[SYM_STARTS];
  int nstarts = starts_of (all, f.x, xhi, starts);
  if (nstarts < 2)
    return false;
  if (f.k >= 2 && s->pk < 2)
    ascsync_give_rotation (s, f.k, f.loop, f.pphase);
  s->sname = (int32_t) SSA_NAME_VERSION (f.x) + 1;
  s->sunit = 1;
  s->sbase = 0;
  s->swhole = 1;
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    {
      int fr = f.k >= 2 ? r % f.k : 0;
      uint64_t next = ascsync_next_start (starts, nstarts, f.chi[fr]);
      s->sslot[r] = (uint8_t) f.clo[fr];
      s->send[r] = next && next * xhi < ASCSYNC_SLOT_TERM_LIMIT
                   ? (uint8_t) next : 0;
    }
  if (!relative_span (f, parts, rel_lo, rel_hi, &s->srlo, &s->srhi))
    s->srlo = s->srhi = 0;
  return true;
}

/* Give access S, made at CALL, the run-time slot form of F, positions
   in the current function's chain of starts (gimple_startchain.cc) it
   is derived from by the offsets of PARTS (when not null: none
   negative, none computed from a value the chain's starts are made
   of): from the first position to the one after the last (none after
   the chain's last); where in the buffer too when relative_span knows
   it ([REL_LO, REL_HI) the footprint's extent from the pointer).  */
static bool
chain_form (gimple *call, struct sym_start f, const struct ptr_parts *parts,
            uint64_t rel_lo, uint64_t rel_hi, struct sync_access *s)
{
  for (int i = 0; parts && i < parts->n; i++)
    {
      if (ascsync_maybe_negative_p (parts->off[i]))
        return false;
      if (ascsync_chain_value_in_p (parts->off[i]))
        return false;
    }
  fit_rotation (call, &f, s);
  if (f.k >= 2 && s->pk < 2)
    ascsync_give_rotation (s, f.k, f.loop, f.pphase);
  int len = ascsync_chain_length ();
  s->sname = SYNC_CHAIN_SNAME;
  s->sunit = 1;
  s->sbase = 0;
  s->swhole = 1;
  for (int r = 0; r < (s->pk >= 2 ? s->pk : 1); r++)
    {
      int fr = f.k >= 2 ? r % f.k : 0;
      s->sslot[r] = (uint8_t) f.clo[fr];
      s->send[r] = f.chi[fr] + 1 < (uint64_t) len ? (uint8_t) (f.chi[fr] + 1)
                                                    : 0;
    }
  if (!relative_span (f, parts, rel_lo, rel_hi, &s->srlo, &s->srhi))
    s->srlo = s->srhi = 0;
  return true;
}

/* Finish F, the start an access at CALL is derived from (by the offsets
   of PARTS, when not null: none negative, none moving by X; its
   footprint [REL_LO, REL_HI) from the pointer, REL_HI 0 when not
   known), and give S its form: positions in the function's chain when
   it has one; else X the function's sole one when F's coefficients are
   all 0 (get_imm (0) starts a buffer of every value's multiples), with
   one value in a run, at least 1 at CALL.  */
static bool
finish_form (gimple *call, struct sym_start f, const struct ptr_parts *parts,
             uint64_t rel_lo, uint64_t rel_hi, struct sync_access *s)
{
  if (ascsync_chain_length ())
    return chain_form (call, f, parts, rel_lo, rel_hi, s);
  auto_vec<fn_start> all;
  ascsync_function_starts (&all, false);
  if (!f.x)
    f.x = sole_value (all);
  uint64_t xhi;
  if (!f.x || !ascsync_run_value_p (f.x, call, false, &xhi))
    return false;
  for (int i = 0; parts && i < parts->n; i++)
    if (ascsync_moves_with_size_p (parts->off[i], f.x)
        || ascsync_maybe_negative_p (parts->off[i]))
      return false;
  return give_form (call, f, all, xhi, parts, rel_lo, rel_hi, s);
}

/* See gimple_runslot.h.  Only a multiple of a parameter's value (or
   0): that SSA name stays through the passes after; or, in a function
   with a chain of starts, one start of it, whose names are checked to
   be the same values when the record is read (chain_record).  */
void
ascsync_note_symbolic_element (tree obj, HOST_WIDE_INT byte, unsigned size)
{
  sym_record rec;
  memset (&rec, 0, sizeof rec);
  rec.uid = DECL_UID (obj);
  rec.byte = byte;
  rec.size = size;
  rec.chain = ascsync_chain_length () != 0;
  struct sym_start &f = rec.s;
  f.k = 1;
  f.loop = -1;
  if (recorded_start (obj, byte, size, false, &f)
      || !residue_start (obj, byte, 0, 1, size, NULL, 0, false, 0, &f))
    return;
  if (rec.chain)
    {
      if (f.moved || f.clo[0] != f.chi[0]
          || !ascsync_chain_start_form ((int) f.clo[0], &rec.form))
        return;
      for (int i = 0; i < rec.form.n; i++)
        rec.defs[i] = SSA_NAME_DEF_STMT (rec.form.x[i]);
    }
  else if (f.x && (TREE_CODE (f.x) != SSA_NAME
                   || !SSA_NAME_IS_DEFAULT_DEF (f.x)))
    return;
  sym_records.safe_push (rec);
}

/* See ascsync-gcc.h.  */
bool
ascsync_symbolic_start (gimple *call, tree ptr, uint64_t rel_lo,
                        uint64_t rel_hi, struct sync_access *s)
{
  if (!ascsync_settings.layout)
    return false;
  struct ptr_parts parts;
  ascsync_split_pointer (ptr, &parts);
  struct sym_start f;
  return !parts.bad && sym_start_of (parts.base, NULL, 0, false, &f)
         && finish_form (call, f, &parts, rel_lo, rel_hi, s);
}

/* See ascsync-gcc.h.  */
bool
ascsync_symbolic_places (gcall *call, tree obj, int k, int loop, int pphase,
                         const HOST_WIDE_INT *byte, unsigned size,
                         struct sync_access *s)
{
  if (!ascsync_settings.layout)
    return false;
  struct sym_start f;
  memset (&f, 0, sizeof f);
  f.k = k;
  f.loop = k >= 2 ? loop : -1;
  f.pphase = k >= 2 ? pphase : 0;
  for (int r = 0; r < k; r++)
    if (!residue_start (obj, byte[r], 0, 1, size, NULL, 0, false, r, &f))
      return false;
  return finish_form (call, f, NULL, 0, 0, s);
}

/* See gimple_runslot.h.  */
bool
ascsync_symbolic_arg (gcall *call, tree arg, const vec<fn_start> &all,
                      struct sym_buffer *out)
{
  struct ptr_parts parts;
  ascsync_split_pointer (arg, &parts);
  struct sym_start f;
  if (parts.bad || !sym_start_of (parts.base, NULL, 0, true, &f))
    return false;
  /* Constant offsets only: the evaluator, which bounds the others, is
     the current function's.  */
  for (int i = 0; i < parts.n; i++)
    if (TREE_CODE (parts.off[i]) != INTEGER_CST
        || tree_int_cst_sgn (parts.off[i]) < 0)
      return false;
  sym_flatten (&f);
  if (!f.x)
    f.x = sole_value (all);
  uint64_t xhi, starts[SYM_STARTS];
  if (!f.x || !ascsync_run_value_p (f.x, call, true, &xhi)
      || f.pk + f.pc * xhi >= ASCSYNC_SLOT_TERM_LIMIT)
    return false;
  int nstarts = starts_of (all, f.x, xhi, starts);
  if (nstarts < 2)
    return false;
  uint64_t next = ascsync_next_start (starts, nstarts, f.chi[0]);
  out->x = f.x;
  out->xj = 0;
  out->clo = f.clo[0];
  out->end = next && next * xhi < ASCSYNC_SLOT_TERM_LIMIT ? next : 0;
  return true;
}
