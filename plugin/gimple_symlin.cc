/* gimple_symlin.cc -- get_imm addresses as multiples of a value known
   only at run time (ascsync).

   A kernel whose tiling comes from the host computes its buffers'
   addresses from the tile length: "get_imm ((2 + s) * tb)", or, once
   GCC's induction variable optimisations have rewritten the loop filling
   a table of them, "get_imm (iv - 6 * tile)" for an IV starting at
   "6 * tile" and stepping by "2 * tile".  Here such an integer is taken
   as K + COEF * X (struct lin): X one SSA name, K and COEF constants,
   through copies, conversions of 32 bits or more, sums, differences and
   products by constants, and, in a given iteration J of a loop, its
   induction variables (start plus J steps).  The kernel computes modulo
   2^P in a type of P bits, which sums, differences, products and
   narrowing keep: the form is the value as long as every value widened
   on the way is not negative and fits (PK and PC bound them; the caller
   checks them at X's largest value), and the result does.  The starts
   a function declares are its get_imm calls' arguments of the form
   COEF * X, one per iteration for a call in every iteration of a loop
   with a constant count (gimple_symstart.cc uses them).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "gimple_val.h"
#include "gimple_held.h"
#include "gimple_runslot.h"

#define LIN_DEPTH 8              /* definitions followed */

/* An integer value K + COEF[0] * X[0] + ... + COEF[N - 1] * X[N - 1]
   (N 0: the constant K; the X[I] different SSA names, no COEF[I] 0),
   from sums, differences and products by constants, as the kernel
   computes it in types of 32 bits or more: modulo 2^P in a type of P
   bits, which narrowing keeps.  Every value widened on the way is K' +
   COEF' * PX (PX null: K') with 0 <= K' <= PK and 0 <= COEF' <= PC, so
   that it is the value widened when PK + PC * PX < 2^31; a value of
   two names is not widened.  */
#define LIN_TERMS ASCSYNC_FORM_TERMS
struct lin
{
  int n;
  tree x[LIN_TERMS];
  int64_t coef[LIN_TERMS];
  int64_t k;
  tree px;
  uint64_t pk, pc;
};

static bool lin_form (tree t, const struct iter_at *at, int depth,
                      struct lin *out);

/* Largest magnitude of a constant or coefficient followed.  */
#define LIN_MAX ((int64_t) 1 << 40)

/* The constant K as a form.  */
static struct lin
lin_const (int64_t k)
{
  struct lin l;
  memset (&l, 0, sizeof l);
  l.k = k;
  return l;
}

/* *OUT = SA * A + SB * B, the peaks those of A and B; false when a
   constant or coefficient is too large, the form has more than
   LIN_TERMS names, or A and B were widened with different names.  */
static bool
lin_combine (int64_t sa, const struct lin &a, int64_t sb,
             const struct lin &b, struct lin *out)
{
  if ((a.px && b.px && a.px != b.px)
      || (sa && (a.k > LIN_MAX / (sa < 0 ? -sa : sa)
                 || a.k < -LIN_MAX / (sa < 0 ? -sa : sa))))
    return false;
  struct lin r = lin_const (sa * a.k + sb * b.k);
  r.px = a.px ? a.px : b.px;
  r.pk = MAX (a.pk, b.pk);
  r.pc = MAX (a.pc, b.pc);
  for (int side = 0; side < 2; side++)
    {
      const struct lin &f = side ? b : a;
      int64_t m = side ? sb : sa;
      for (int i = 0; i < f.n; i++)
        {
          int64_t am = m < 0 ? -m : m;
          if (am && (f.coef[i] > LIN_MAX / am || f.coef[i] < -LIN_MAX / am))
            return false;
          int j = 0;
          while (j < r.n && r.x[j] != f.x[i])
            j++;
          if (j == r.n)
            {
              if (r.n == LIN_TERMS)
                return false;
              r.x[r.n] = f.x[i];
              r.coef[r.n++] = 0;
            }
          r.coef[j] += m * f.coef[i];
        }
    }
  /* Drop the names whose coefficients cancelled.  */
  int n = 0;
  for (int i = 0; i < r.n; i++)
    if (r.coef[i])
      {
        if (r.coef[i] <= -LIN_MAX || r.coef[i] >= LIN_MAX)
          return false;
        r.x[n] = r.x[i];
        r.coef[n++] = r.coef[i];
      }
  r.n = n;
  *out = r;
  return r.k > -LIN_MAX && r.k < LIN_MAX;
}

/* The loop-invariant step by which PHI, a header PHI of loop L, moves
   each iteration: the other operand of the sum its latch value is, or
   the step scalar evolution finds ("(iv + 6 * tile) - 4 * tile", a sum
   GCC's straight-line strength reduction split); null when neither.  */
static tree
iv_step (gphi *phi, class loop *l)
{
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (l));
  gassign *inc = TREE_CODE (next) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (next)) : NULL;
  tree res = gimple_phi_result (phi);
  tree step = NULL_TREE;
  if (inc && (gimple_assign_rhs_code (inc) == PLUS_EXPR
              || gimple_assign_rhs_code (inc) == POINTER_PLUS_EXPR)
      && (gimple_assign_rhs1 (inc) == res
          || (gimple_assign_rhs_code (inc) == PLUS_EXPR
              && gimple_assign_rhs2 (inc) == res)))
    step = gimple_assign_rhs1 (inc) == res ? gimple_assign_rhs2 (inc)
           : gimple_assign_rhs1 (inc);
  else if (scev_initialized_p ())
    {
      tree ev = analyze_scalar_evolution (l, res);
      if (ev && TREE_CODE (ev) == POLYNOMIAL_CHREC
          && CHREC_VARIABLE (ev) == (unsigned) l->num
          && !tree_contains_chrecs (CHREC_RIGHT (ev), NULL))
        step = CHREC_RIGHT (ev);
    }
  if (step && TREE_CODE (step) == SSA_NAME
      && gimple_bb (SSA_NAME_DEF_STMT (step))
      && flow_bb_inside_loop_p (l, gimple_bb (SSA_NAME_DEF_STMT (step))))
    return NULL_TREE;
  return step;
}

/* The value in AT's iteration of PHI, a header PHI of AT's loop moving
   by a loop-invariant step: its start plus J steps.  */
static bool
lin_iv (gphi *phi, const struct iter_at *at, int depth, struct lin *out)
{
  class loop *l = at->loop;
  edge pre = loop_preheader_edge (l), latch = loop_latch_edge (l);
  if (!pre || !latch || gimple_phi_num_args (phi) != 2)
    return false;
  tree step = iv_step (phi, l);
  if (!step)
    return false;
  struct lin a, b;
  if (!lin_form (PHI_ARG_DEF_FROM_EDGE (phi, pre), NULL, depth + 1, &a)
      || !lin_form (step, NULL, depth + 1, &b)
      || at->j < 0 || at->j >= ASCSYNC_FILL_ITERS)
    return false;
  return lin_combine (1, a, at->j, b, out);
}

/* The linear form of integer operand T into *OUT (struct lin), as it
   is in AT's iteration (null: anywhere): an SSA name that is no sum,
   difference, product by a constant, copy, conversion of 32 bits or
   more, or (in AT's loop) induction variable is a name X[I] itself;
   false when T holds more than LIN_TERMS names, a large constant, or a
   value widened that may be negative or holds two names.  */
static bool
lin_form (tree t, const struct iter_at *at, int depth, struct lin *out)
{
  HOST_WIDE_INT v;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!ascsync_signed_cst (t, &v) || v <= -LIN_MAX || v >= LIN_MAX)
        return false;
      *out = lin_const (v);
      return true;
    }
  if (at && at->var && t == at->var)
    {
      *out = lin_const (at->val);
      return at->val > -LIN_MAX && at->val < LIN_MAX;
    }
  if (depth > LIN_DEPTH
      || !(INTEGRAL_TYPE_P (TREE_TYPE (t)) || POINTER_TYPE_P (TREE_TYPE (t)))
      || TYPE_PRECISION (TREE_TYPE (t)) < 32)
    return false;
  /* The operation T is: its SSA definition, or T itself when an
     expression (a step scalar evolution folded, "tile * 2").  */
  enum tree_code code = TREE_CODE (t);
  tree op0 = NULL_TREE, op1 = NULL_TREE;
  if (code == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gphi *phi = dyn_cast <gphi *> (def))
        if (at && at->loop && gimple_bb (phi) == at->loop->header)
          return lin_iv (phi, at, depth, out);
      gassign *as = dyn_cast <gassign *> (def);
      code = as ? gimple_assign_rhs_code (as) : ERROR_MARK;
      op0 = as ? gimple_assign_rhs1 (as) : NULL_TREE;
      op1 = as && gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as)
                                          : NULL_TREE;
    }
  else if (CONVERT_EXPR_CODE_P (code) || code == PLUS_EXPR
           || code == MINUS_EXPR || code == MULT_EXPR || code == LSHIFT_EXPR)
    {
      op0 = TREE_OPERAND (t, 0);
      op1 = CONVERT_EXPR_CODE_P (code) ? NULL_TREE : TREE_OPERAND (t, 1);
    }
  else
    return false;
  struct lin a, b;
  if (code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
    {
      tree from = op0;
      if (!lin_form (from, at, depth + 1, out))
        return false;
      if (TYPE_PRECISION (TREE_TYPE (t)) <= TYPE_PRECISION (TREE_TYPE (from)))
        return true;
      /* Widened: the value itself, when not negative.  */
      if (out->k < 0 || out->n > 1 || (out->n && out->coef[0] < 0)
          || (out->n && out->px && out->px != out->x[0]))
        return false;
      out->pk = MAX (out->pk, (uint64_t) out->k);
      if (out->n)
        {
          out->px = out->x[0];
          out->pc = MAX (out->pc, (uint64_t) out->coef[0]);
        }
      return true;
    }
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR
      && code != LSHIFT_EXPR)
    {
      *out = lin_const (0);
      out->n = 1;
      out->x[0] = t;
      out->coef[0] = 1;
      return true;
    }
  if (!lin_form (op0, at, depth + 1, &a) || !lin_form (op1, at, depth + 1, &b))
    return false;
  if (code == LSHIFT_EXPR)
    {
      if (b.n || b.k < 0 || b.k > 16)
        return false;
      b.k = (int64_t) 1 << b.k;
      code = MULT_EXPR;
    }
  if (code == MULT_EXPR)
    {
      /* A constant times a form.  */
      if (a.n && b.n)
        return false;
      const struct lin &c = a.n ? b : a, &f = a.n ? a : b;
      struct lin zero = lin_const (0);
      zero.px = c.px;
      zero.pk = c.pk;
      zero.pc = c.pc;
      return lin_combine (c.k, f, 0, zero, out);
    }
  return lin_combine (1, a, code == PLUS_EXPR ? 1 : -1, b, out);
}

/* See gimple_runslot.h.  */
bool
ascsync_imm_form (tree arg, const struct iter_at *at, struct imm_form *f)
{
  struct lin l;
  if (!lin_form (arg, at, 0, &l) || l.k < 0 || (l.px && !l.n))
    return false;
  memset (f, 0, sizeof *f);
  for (int i = 0; i < l.n; i++)
    {
      if (l.coef[i] < 0 || l.coef[i] > ASCSYNC_COEF_MAX)
        return false;
      f->x[i] = l.x[i];
      f->coef[i] = (uint64_t) l.coef[i];
    }
  f->n = l.n;
  f->k = (uint64_t) l.k;
  f->px = l.px;
  f->pk = l.pk;
  f->pc = l.pc;
  return true;
}

/* Whether form F is a multiple of one name X (X null: 0) COEF * X, every
   value widened on the way of that name; then into *X and *COEF, with
   the peaks into *PK and *PC (PC at least COEF).  */
static bool
form_multiple (const struct imm_form &f, tree *x, uint64_t *coef,
               uint64_t *pk, uint64_t *pc)
{
  if (f.n > 1 || f.k || (f.px && f.px != f.x[0]))
    return false;
  *x = f.n ? f.x[0] : NULL_TREE;
  *coef = f.n ? f.coef[0] : 0;
  *pk = f.pk;
  *pc = MAX (f.pc, *coef);
  return true;
}

/* See gimple_runslot.h.  */
bool
ascsync_imm_coef (tree arg, const struct iter_at *at, tree *x,
                  uint64_t *coef, uint64_t *pk, uint64_t *pc)
{
  struct imm_form f;
  return ascsync_imm_form (arg, at, &f) && form_multiple (f, x, coef, pk, pc);
}

/* The PHI result in the operands of integer T, followed as lin_form
   does, that is the counter of a loop around statement G
   (ascsync_counter_values), its values into VALS (*N of them); null
   when none is.  */
static tree
counter_in (tree t, gimple *g, int depth, HOST_WIDE_INT *vals, int *n)
{
  if (TREE_CODE (t) != SSA_NAME || depth > LIN_DEPTH)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (is_a <gphi *> (def))
    return ascsync_counter_values (t, g, vals, n) && *n > 0 ? t : NULL_TREE;
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return NULL_TREE;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (tree c = counter_in (gimple_op (as, i), g, depth + 1, vals, n))
      return c;
  return NULL_TREE;
}

/* call_forms in a function whose loops' structure is not used: the
   argument ARG of G, or, with a loop counter in it, one start per value
   the counter takes at G.  */
static int
foreign_call_forms (gimple *g, tree arg, struct imm_form *f)
{
  if (ascsync_imm_form (arg, NULL, &f[0]))
    return 1;
  HOST_WIDE_INT vals[ASCSYNC_COUNTER_VALUES];
  int n = 0;
  tree ctr = counter_in (arg, g, 0, vals, &n);
  if (!ctr || n > ASCSYNC_FILL_ITERS)
    return 0;
  for (int j = 0; j < n; j++)
    {
      struct iter_at it = { NULL, 0, ctr, vals[j] };
      if (!ascsync_imm_form (arg, &it, &f[j]))
        return 0;
    }
  return n;
}

/* Whether every name of form F is defined outside loop L.  */
static bool
form_outside_p (const struct imm_form *f, class loop *l)
{
  for (int i = 0; i < f->n; i++)
    {
      gimple *def = SSA_NAME_DEF_STMT (f->x[i]);
      if (gimple_bb (def) && flow_bb_inside_loop_p (l, gimple_bb (def)))
        return false;
    }
  return true;
}

/* See gimple_runslot.h.  */
int
ascsync_call_forms (gimple *g, bool foreign, struct imm_form *f)
{
  if (!is_gimple_call (g) || !ascsync_get_imm_p (g)
      || gimple_call_num_args (g) < 1)
    return 0;
  tree arg = gimple_call_arg (g, 0);
  if (foreign)
    return foreign_call_forms (g, arg, f);
  class loop *l = gimple_bb (g)->loop_father;
  if (ascsync_imm_form (arg, NULL, &f[0])
      && (!l || !l->num || form_outside_p (&f[0], l)))
    return 1;
  if (!l || !l->num || !l->latch
      || !dominated_by_p (CDI_DOMINATORS, l->latch, gimple_bb (g)))
    return 0;
  tree nl = number_of_latch_executions (l);
  if (!nl || TREE_CODE (nl) != INTEGER_CST || !tree_fits_uhwi_p (nl)
      || tree_to_uhwi (nl) >= ASCSYNC_FILL_ITERS)
    return 0;
  int n = (int) tree_to_uhwi (nl) + 1;
  for (int j = 0; j < n; j++)
    {
      struct iter_at it = { l, j, NULL_TREE, 0 };
      if (!ascsync_imm_form (arg, &it, &f[j]))
        return 0;
    }
  return n;
}

/* See gimple_runslot.h.  */
void
ascsync_function_forms (vec<fn_form> *all, bool foreign)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        struct imm_form f[ASCSYNC_FILL_ITERS];
        int m = ascsync_call_forms (gsi_stmt (gsi), foreign, f);
        for (int j = 0; j < m; j++)
          all->safe_push ({ f[j], as_a <gcall *> (gsi_stmt (gsi)) });
      }
}

/* See gimple_runslot.h.  The starts of one name or none.  */
void
ascsync_function_starts (vec<fn_start> *all, bool foreign)
{
  auto_vec<fn_form> forms;
  ascsync_function_forms (&forms, foreign);
  for (unsigned i = 0; i < forms.length (); i++)
    {
      fn_start st;
      if (form_multiple (forms[i].f, &st.x, &st.c, &st.pk, &st.pc))
        all->safe_push (st);
    }
}

/* See gimple_runslot.h.  */
bool
ascsync_lin_constant (tree t, const struct iter_at *at, HOST_WIDE_INT *k)
{
  struct lin l;
  if (!lin_form (t, at, 0, &l) || l.n)
    return false;
  *k = l.k;
  return true;
}

/* The size of the largest local memory of the target: a buffer start
   at or above it is no address a kernel may use.  */
static uint64_t
local_memory_max (void)
{
  uint64_t m = 0;
  for (int sp = 0; sp < ASC_NSPACES; sp++)
    if (sp != ASC_SPACE_GM && sync_space_size[sp] > m)
      m = sync_space_size[sp];
  return m;
}

/* Warn once per function and value that run-time value X, used at
   STMT, is taken by the layout assumption to be at most MAX.  */
static void
warn_assumed_length (tree x, gimple *stmt, uint64_t max)
{
  /* Pairs of the function's DECL_UID and X's version.  */
  static vec<unsigned> warned;
  unsigned fn = DECL_UID (current_function_decl);
  unsigned ver = SSA_NAME_VERSION (x);
  for (unsigned i = 0; i < warned.length (); i += 2)
    if (warned[i] == fn && warned[i + 1] == ver)
      return;
  warned.safe_push (fn);
  warned.safe_push (ver);
  tree var = SSA_NAME_VAR (x);
  gimple *def = SSA_NAME_DEF_STMT (x);
  location_t loc = gimple_location (stmt);
  if (var && DECL_P (var) && SSA_NAME_IS_DEFAULT_DEF (x))
    loc = DECL_SOURCE_LOCATION (var);
  else if (def && gimple_has_location (def))
    loc = gimple_location (def);
  if (var && DECL_P (var) && DECL_NAME (var))
    ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                     "ascsync: buffers are laid out from %qD, which is not "
                     "checked: its multiples are taken to be buffer starts in "
                     "local memory, so it is at most %wu (the layout "
                     "assumption)", var, max);
  else
    ascsync_warning (ASCSYNC_WARN_PROVENANCE, loc,
                     "ascsync: buffers are laid out from a value known only "
                     "at run time that is not checked: its multiples are taken "
                     "to be buffer starts in local memory, so it is at most "
                     "%wu (the layout assumption)", max);
}

/* See gimple_runslot.h.  */
bool
ascsync_run_length_bounds (tree x, gimple *stmt, bool may_assume,
                           uint64_t *hi)
{
  if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    return false;
  uint64_t lo, rhi;
  bool nonneg;
  bool known = ascsync_range_bounds (x, stmt, &lo, &rhi, &nonneg);
  if (known && nonneg && lo >= 1 && rhi < ASCSYNC_SLOT_TERM_LIMIT)
    {
      *hi = rhi;
      return true;
    }
  if (!may_assume || !ascsync_settings.layout)
    return false;
  /* A value that cannot be 1 or more starts no buffers above 0.  */
  value_range r;
  if (get_range_query (cfun)->range_of_expr (r, x, stmt) && !r.undefined_p ()
      && !r.varying_p ()
      && wi::lt_p (r.upper_bound (), 1, TYPE_SIGN (TREE_TYPE (x))))
    return false;
  uint64_t max = local_memory_max () - 1;
  *hi = known && rhi < max ? rhi : max;
  warn_assumed_length (x, stmt, *hi);
  return true;
}
