/* gimple_rows.cc -- GM accesses to rows a guard says differ
   (ascsync).

   A kernel that adds into output rows picked at run time prefetches the
   next row only when it differs from the rows still being written:

     reread = row_next == row || row_next == row_prev;
     if (!reread)
       copy_gm_to_ubuf (acc_n, out + (r_lo + row_next) * DIM, ...);
     ...
     copy_ubuf_to_gm (out + (r_lo + row) * DIM, acc, ...);
     row_prev = row;

   Each access alone may touch any row of OUT, so the load looks
   dependent on the store of the same iteration and on that of the one
   before.  Written as a row form (struct sync_access, XROW ...): the
   pointer is B + U * (F (I) + K), I the row (an SSA name), F
   conversions that keep distinct values distinct, B and K fixed through
   the run; and the guards dominating the access (a GIMPLE_COND's taken
   edge into a block with that one predecessor, as gimple_guards.cc)
   give "I != J" for rows J, after the same conversions on both sides.
   A side that is a PHI of the header of the access's loop stands for
   its latch argument one iteration before.  sync_access.c then sees two
   accesses of one layout apart when a guard says their rows differ in
   the iterations compared.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "gimple_val.h"

/* Most conversions followed from a row.  */
#define ROW_CONV 5

/* T with the conversions that keep distinct values distinct (to an
   integer type at least as wide) stripped, following SSA definitions;
   *SIG gets the types passed (T's first), one 9-bit code each.  */
static tree
row_root (tree t, uint64_t *sig)
{
  *sig = 0;
  for (int steps = 0; TREE_CODE (t) == SSA_NAME; steps++)
    {
      tree ty = TREE_TYPE (t);
      if (!INTEGRAL_TYPE_P (ty) || steps > ROW_CONV)
        break;
      *sig = *sig << 9 | (uint64_t) TYPE_PRECISION (ty) << 1
             | TYPE_UNSIGNED (ty);
      tree from = ascsync_int_conversion_source (t);
      if (!from || TYPE_PRECISION (TREE_TYPE (from)) > TYPE_PRECISION (ty))
        break;
      t = from;
    }
  return t;
}

/* Whether SSA name T keeps one value per iteration of loop L (-1 root:
   in the function): defined directly in L or outside it.  */
static bool
row_stable (tree t, class loop *l)
{
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  if (!bb || SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  class loop *d = bb->loop_father;
  return d == l || flow_loop_nested_p (d, l);
}

/* Whether SSA name T is fixed through a run of the function: a default
   definition or defined in no loop.  */
static bool
row_fixed (tree t)
{
  return TREE_CODE (t) == SSA_NAME
         && row_stable (t, current_loops->tree_root);
}

/* The SSA definition of T when T is an SSA name defined by an
   assignment of code CODE, else null.  */
static gassign *
def_of (tree t, enum tree_code code)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL;
  gassign *as = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  return as && gimple_assign_rhs_code (as) == code ? as : NULL;
}

/* T with conversions between 64-bit integer types stripped.  */
static tree
strip64 (tree t)
{
  for (int i = 0; i < ROW_CONV && TREE_CODE (t) == SSA_NAME; i++)
    {
      tree from = ascsync_int_conversion_source (t);
      if (!from || TYPE_PRECISION (TREE_TYPE (from)) != 64
          || TYPE_PRECISION (TREE_TYPE (t)) != 64)
        break;
      t = from;
    }
  return t;
}

/* Record in S that its row differs from the value of J, DIST
   iterations before (see struct sync_access XNE).  */
static void
row_fact (struct sync_access *s, tree j, int dist)
{
  if (s->xnn >= SYNC_XNE)
    return;
  int64_t f = (int64_t) dist << 32 | (SSA_NAME_VERSION (j) + 1);
  for (int i = 0; i < s->xnn; i++)
    if (s->xne[i] == f)
      return;
  s->xne[s->xnn++] = f;
}

/* "X != Y" holds at the access of S (row ROW, in loop L): record it
   when one side is the row and the other a row stable in L, or the
   PHI of L's header whose latch argument is one (one iteration
   before).  */
static void
row_ne (struct sync_access *s, tree row, class loop *l, tree x, tree y)
{
  for (int side = 0; side < 2; side++)
    {
      if (side)
        {
          tree t = x;
          x = y;
          y = t;
        }
      uint64_t sx, sy;
      if (row_root (x, &sx) != row)
        continue;
      tree ry = row_root (y, &sy);
      if (TREE_CODE (ry) != SSA_NAME)
        continue;
      if (sy == sx && row_stable (ry, l))
        row_fact (s, ry, 0);
      gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (ry));
      if (phi && l != current_loops->tree_root
          && gimple_bb (phi) == l->header && l->latch
          && loop_latch_edge (l))
        {
          /* The PHI is Y itself or Y's conversions of it: its latch
             argument through the same conversions.  */
          tree v = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l));
          uint64_t sv;
          tree rv = row_root (v, &sv);
          if (TREE_CODE (rv) == SSA_NAME && ry == y && sv == sx
              && row_stable (rv, l))
            row_fact (s, rv, 1);
        }
    }
}

/* The facts about S's row (see row_ne) that "T is VAL" (VAL: T
   nonzero, else T zero) gives, T an operand of a condition.  */
static void
row_truth (struct sync_access *s, tree row, class loop *l, tree t, bool val,
           int depth)
{
  if (TREE_CODE (t) != SSA_NAME || depth > 4)
    return;
  gassign *as = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!as)
    return;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  if ((code == NE_EXPR && val) || (code == EQ_EXPR && !val))
    row_ne (s, row, l, a, b);
  else if ((code == BIT_IOR_EXPR && !val) || (code == BIT_AND_EXPR && val))
    {
      row_truth (s, row, l, a, val, depth + 1);
      row_truth (s, row, l, b, val, depth + 1);
    }
  else if (CONVERT_EXPR_CODE_P (code) && INTEGRAL_TYPE_P (TREE_TYPE (a))
           && TYPE_PRECISION (TREE_TYPE (a)) <= TYPE_PRECISION (TREE_TYPE (t)))
    row_truth (s, row, l, a, val, depth + 1);
}

/* When X (a 64-bit integer) is S * Y with S fixed through the run of
   the function (a row's length passed at run time, "(int64_t) r * d"),
   set *X to Y and return the value S is of (S without its widening
   conversions, which may be computed in the loop); else null.  */
static tree
run_size_factor (tree *x)
{
  gassign *m = def_of (*x, MULT_EXPR);
  if (!m || TREE_CODE (gimple_assign_rhs2 (m)) == INTEGER_CST)
    return NULL_TREE;
  tree a = gimple_assign_rhs1 (m), b = gimple_assign_rhs2 (m);
  uint64_t sig;
  tree ra = row_root (a, &sig), rb = row_root (b, &sig);
  if (!row_fixed (rb))
    {
      std::swap (a, b);
      std::swap (ra, rb);
    }
  if (!row_fixed (rb) || row_fixed (ra))
    return NULL_TREE;
  *x = strip64 (a);
  return rb;
}

/* The row guard bits (struct sync_access, XGUARD) of an access
   directly in loop L whose row value the guards compare is VAL: none
   unless the plugin emits code here with row guards on (not for lint,
   nor for source output, which cannot hold the rows the guard keeps); a
   guard may stand before it anywhere in L (ascsync_row_anchors clears
   them in a nested L without one entry edge); its row can be kept for
   later iterations when VAL is defined in a block dominating L's one
   latch.  The access itself need not run in every iteration (a scatter
   that skips padding rows, "if (r >= 0) store row r"): the rows kept
   are then those of the iterations before, whether or not it ran in
   them, which hold every row it did write there.  */
static int
row_guard_bits (tree val, class loop *l)
{
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (val));
  if (!ascsync_settings.row_guards || l == current_loops->tree_root
      || (ascsync_settings.mode != ASCSYNC_MODE_KEEP
          && ascsync_settings.mode != ASCSYNC_MODE_STRIP)
      || ascsync_settings.sync.source_points)
    return 0;
  int bits = SYNC_XG_GUARD;
  if (l->latch && (!bb || dominated_by_p (CDI_DOMINATORS, l->latch, bb)))
    bits |= SYNC_XG_RECORD;
  return bits;
}

/* See ascsync-gcc.h.  */
void
ascsync_row_form (gcall *call, int opnum, enum asc_variant var,
                  const struct asc_form_info *form, const uint64_t *args,
                  int na, int k, int opd, struct sync_access *s)
{
  if (!current_loops || s->space != ASC_SPACE_GM || s->base < 0
      || !dom_info_available_p (CDI_DOMINATORS))
    return;
  /* Every count a constant, but for one (SYM) with a row size known
     only at run time.  */
  int sym = -1;
  for (int x = 0; x < form->nargs; x++)
    {
      tree a = gimple_call_arg (call, x + 2);
      if (x != opd && x != form->scalar_arg && !POINTER_TYPE_P (TREE_TYPE (a))
          && TREE_CODE (a) != INTEGER_CST)
        {
          if (sym >= 0)
            return;
          sym = x;
        }
    }
  /* The pointer: B + OFF + C.  */
  tree ptr = gimple_call_arg (call, opd + 2), off = NULL_TREE;
  HOST_WIDE_INT c = 0;
  for (int i = 0; i < 8 && TREE_CODE (ptr) == SSA_NAME; i++)
    {
      gassign *as = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!as)
        break;
      enum tree_code code = gimple_assign_rhs_code (as);
      tree o = gimple_assign_rhs2 (as);
      if (code == POINTER_PLUS_EXPR && tree_fits_shwi_p (o))
        c += tree_to_shwi (o);
      else if (code == POINTER_PLUS_EXPR && !off)
        off = o;
      else if (!CONVERT_EXPR_CODE_P (code)
               || !POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (as))))
        break;
      ptr = gimple_assign_rhs1 (as);
    }
  if (!off || !row_fixed (ptr) || c < -((HOST_WIDE_INT) 1 << 40)
      || c > ((HOST_WIDE_INT) 1 << 40))
    return;
  /* OFF = U * X (U one without a product), X = F (I) + K in 64 bits.  */
  uint64_t unit = 1;
  tree x = strip64 (off);
  if (gassign *m = def_of (x, MULT_EXPR))
    {
      tree u = gimple_assign_rhs2 (m);
      if (!tree_fits_uhwi_p (u) || tree_to_uhwi (u) == 0
          || tree_to_uhwi (u) > ((uint64_t) 1 << 30))
        return;
      unit = tree_to_uhwi (u);
      x = strip64 (gimple_assign_rhs1 (m));
    }
  tree sroot = run_size_factor (&x);
  if ((sym >= 0 && !sroot) || TREE_CODE (x) != SSA_NAME
      || TYPE_PRECISION (TREE_TYPE (x)) != 64
      || (sroot && def_of (x, PLUS_EXPR)))
    return;
  tree add = NULL_TREE;
  if (gassign *p = def_of (x, PLUS_EXPR))
    {
      tree a = gimple_assign_rhs1 (p), b = gimple_assign_rhs2 (p);
      if (row_fixed (a) || TREE_CODE (a) == INTEGER_CST)
        {
          tree t = a;
          a = b;
          b = t;
        }
      if (TREE_CODE (b) == INTEGER_CST && tree_fits_shwi_p (b)
          && wi::abs (wi::to_wide (b)).to_uhwi () < ((uint64_t) 1 << 30))
        c += tree_to_shwi (b) * (HOST_WIDE_INT) unit;
      else if (row_fixed (b))
        add = b;
      else
        return;
      x = a;
    }
  /* X = K + U2 * F (I) too, the row scaled again after the sum: OFF =
     U * K + U * U2 * F (I), K in units of U (XADDUNIT), the row's unit
     U * U2.  */
  uint64_t addunit = unit;
  if (gassign *m = def_of (x, MULT_EXPR))
    {
      tree u = gimple_assign_rhs2 (m);
      if (!tree_fits_uhwi_p (u) || tree_to_uhwi (u) == 0
          || tree_to_uhwi (u) > ((uint64_t) 1 << 30)
          || unit * tree_to_uhwi (u) > ((uint64_t) 1 << 30))
        return;
      unit *= tree_to_uhwi (u);
      x = strip64 (gimple_assign_rhs1 (m));
    }
  uint64_t sig;
  tree row = row_root (x, &sig);
  class loop *l = gimple_bb (call)->loop_father;
  if (TREE_CODE (row) != SSA_NAME || !row_stable (row, l))
    return;
  /* Distinct rows lie at least U bytes apart modulo 2^64, or else
     (WIDE: a 64-bit row, whose multiples of U may wrap) distinct
     offsets U * X do, for U a power of two.  Only a row guard, which
     compares those offsets, may then tell two rows apart.  */
  unsigned prec = TYPE_PRECISION (TREE_TYPE (row));
  uint64_t smax = 1, slo;
  bool nonneg;
  if (sroot && (!ascsync_range_bounds (sroot, call, &slo, &smax, &nonneg)
                || smax >= ((uint64_t) 1 << 30)))
    return;
  bool wide = prec > 32 || unit * smax > ((uint64_t) 1 << 62) >> prec;
  if (wide && (sroot || (unit & (unit - 1)) != 0))
    return;
  int64_t st, e;
  if (sroot)
    {
      if (!ascsync_row_fits_run_size (call, (enum asc_op) opnum, var, args,
                                      na, k, opd, sym, sroot, unit, &st))
        return;
      e = st;
    }
  else if (!ascsync_operand_extent ((enum asc_op) opnum, var, args, na, k,
                                    opd, &st, &e)
           || (uint64_t) e > unit || st > e)
    return;
  s->xrow = SSA_NAME_VERSION (row) + 1;
  /* The guards compare the values of X, or those of the row itself
     when no offset wraps: F keeps distinct rows distinct, and the row
     is defined where every use of X is (the store's own X may be
     computed in the arm that runs it).  */
  tree val = wide ? x : row;
  s->xval = SSA_NAME_VERSION (val) + 1;
  s->xloop = l == current_loops->tree_root ? -1 : l->num;
  s->xbase = SSA_NAME_VERSION (ptr) + 1;
  s->xadd = add ? SSA_NAME_VERSION (add) + 1 : 0;
  s->xsig = sig;
  s->xaddunit = add ? addunit : 0;
  s->xunit = unit;
  s->xsunit = sroot ? SSA_NAME_VERSION (sroot) + 1 : 0;
  s->xlo = c + st;
  s->xhi = c + e;
  s->xnn = 0;
  s->xguard = row_guard_bits (val, l);
  if (wide)
    return;
  /* The guards dominating the call.  */
  for (basic_block bb = gimple_bb (call);
       bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    {
      if (!single_pred_p (bb))
        continue;
      edge ed = single_pred_edge (bb);
      gcond *cond = safe_dyn_cast<gcond *> (last_stmt (ed->src));
      if (!cond || !(ed->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
        continue;
      bool taken = ed->flags & EDGE_TRUE_VALUE;
      enum tree_code code = gimple_cond_code (cond);
      tree a = gimple_cond_lhs (cond), b = gimple_cond_rhs (cond);
      if (code != NE_EXPR && code != EQ_EXPR)
        continue;
      bool ne = (code == NE_EXPR) == taken;
      if (ne)
        row_ne (s, row, l, a, b);
      if (integer_zerop (b))
        row_truth (s, row, l, a, ne, 0);
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_row_anchors (struct sync_func *fn, const vec<gimple *> &stmts)
{
  for (int i = 0; i < fn->nops; i++)
    for (int k = 0; k < fn->ops[i].naccess; k++)
      {
        struct sync_access *a = &fn->ops[i].acc[k];
        a->xseq = i;
        a->xanchor = -1;
        /* A nested loop's guard also waits on the edge entering it
           (the rows kept start afresh at each entry; see
           sync_plan_row_guards): it needs one.  */
        if (!fn->have_cfg || a->xrow <= 0 || a->xloop < 0
            || a->xloop >= fn->nloops
            || (fn->loops[a->xloop].parent >= 0
                && fn->loops[a->xloop].pre_from < -1))
          a->xguard = 0;
        else if (fn->ops[i].kind != SYNC_OP_PIPE
                 || fn->ops[i].pipe == ASC_PIPE_S)
          a->xguard &= ~SYNC_XG_RECORD;
        if (!(a->xguard & SYNC_XG_GUARD))
          continue;
        /* Operations come in a reverse post order of the blocks, and in
           statement order within one: a dominator comes first.  */
        basic_block bb = gimple_bb (stmts[i]);
        for (int j = 0; j <= i && a->xanchor < 0; j++)
          for (int m = 0; m < fn->ops[j].naccess; m++)
            {
              const struct sync_access *x = &fn->ops[j].acc[m];
              if ((x->xguard & SYNC_XG_GUARD) && x->xrow == a->xrow
                  && x->xsig == a->xsig
                  && x->xloop == a->xloop
                  && dominated_by_p (CDI_DOMINATORS, bb,
                                     gimple_bb (stmts[j])))
                {
                  a->xanchor = j;
                  break;
                }
            }
      }
}
