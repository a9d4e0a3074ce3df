/* gimple_paramcong.cc -- a helper's pointer parameters known modulo a
   period from its calls (ascsync).

   A tile helper left out of line is given the slots of its operands:

     scaled_add_tile (yb + s * slot, xb + s * slot, rb + s * slot, ...)

   with "xb = get_imm (0)", "rb = xb + 2 * slot", "yb = xb + 4 * slot"
   and "slot = tile * 208" halves, TILE known only at run time.  Each
   row of a tile is 416 bytes: a main part of 256 bytes and a tail of
   160.  Within the helper the parameters are unknown addresses, so the
   tails read through one and the main parts written through another
   may meet: a pipe_barrier (V) went between every two steps.  Every
   call knows better: each address it passes is a multiple of 416
   bytes, so the main parts of any two of them never meet the tails.

   So when the interprocedural passes end, each pointer argument of a
   call of a function of the unit is taken modulo the period its own
   arithmetic keeps (cong_of: constants, get_imm addresses, sums,
   differences, products, shifts, conversions that do not narrow,
   PHIs); and a pointer parameter of a function only its unit calls is
   congruent to what every call passes, modulo the gcd of the calls'
   periods and of the differences of their residues.  Within the
   function a pointer made from the parameter by such arithmetic is
   known modulo that period too (ascsync_arith_congruence, which serves
   any pointer whose arithmetic keeps a period); gimple_ops.cc uses it
   as it uses the congruence of a local pointer the evaluator knows
   (struct sync_access, MPER: residues modulo a period, compared
   whatever the base).  No assumption is made: the calls' arithmetic is
   what it is, and a call whose argument is not known so leaves the
   parameter unknown.  */

#include "ascsync-gcc.h"
#include "cgraph.h"
#include "gimple_val.h"

/* A value known modulo a period: the value is R plus a multiple of M;
   M 0: the value is R; M 1: nothing is known.  R is below M when M is
   not 0.  */
struct cong
{
  uint64_t m;
  int64_t r;
};

/* Periods and values the arithmetic keeps exact (no product wraps).  */
#define CONG_LIMIT ((uint64_t) 1 << 40)
#define CONG_DEPTH 16
#define CONG_BUDGET 256          /* definitions followed per question */

/* A pointer argument of a call of a function of the unit, read when the
   interprocedural passes ended: ARG of CALL is C.  */
struct arg_cong
{
  gcall *call;
  tree arg;
  struct cong c;
};
static vec<arg_cong> arg_congs;

/* One answer: parameter PARAM of FNDECL is C at every call (KNOWN).  */
struct param_cong
{
  tree fndecl;
  int param;
  bool known;
  struct cong c;
};
static vec<param_cong> param_congs;

/* Nothing known.  */
static struct cong
cong_unknown (void)
{
  struct cong c = { 1, 0 };
  return c;
}

/* C with its residue taken modulo its period.  */
static struct cong
cong_norm (struct cong c)
{
  if (c.m > 1)
    {
      int64_t x = c.r % (int64_t) c.m;
      c.r = x < 0 ? x + (int64_t) c.m : x;
    }
  else if (c.m == 1)
    c.r = 0;
  return c;
}

/* Whether C is too large to compute with.  */
static bool
cong_big (struct cong c)
{
  return c.m >= CONG_LIMIT || c.r >= (int64_t) CONG_LIMIT
         || c.r <= -(int64_t) CONG_LIMIT;
}

/* The absolute value of X.  */
static uint64_t
mag (int64_t x)
{
  return x < 0 ? (uint64_t) -x : (uint64_t) x;
}

/* A + SIGN * B.  */
static struct cong
cong_add (struct cong a, struct cong b, int sign)
{
  if (cong_big (a) || cong_big (b))
    return cong_unknown ();
  struct cong c = { sync_gcd (a.m, b.m), a.r + sign * b.r };
  return cong_norm (c);
}

/* Whether X * Y is below CONG_LIMIT.  */
static bool
small_product_p (uint64_t x, uint64_t y)
{
  return y == 0 || x < CONG_LIMIT / y;
}

/* A * B: R1 * R2 modulo the gcd of R1 * M2, R2 * M1 and M1 * M2.  */
static struct cong
cong_mul (struct cong a, struct cong b)
{
  if (cong_big (a) || cong_big (b) || !small_product_p (a.m, b.m)
      || !small_product_p (mag (a.r), b.m)
      || !small_product_p (mag (b.r), a.m)
      || !small_product_p (mag (a.r), mag (b.r)))
    return cong_unknown ();
  uint64_t m = sync_gcd (sync_gcd (mag (a.r) * b.m, mag (b.r) * a.m),
                         a.m * b.m);
  struct cong c = { m, a.r * b.r };
  return cong_norm (c);
}

/* The least congruence holding both A and B (the values a PHI joins).  */
static struct cong
cong_join (struct cong a, struct cong b)
{
  if (cong_big (a) || cong_big (b))
    return cong_unknown ();
  struct cong c = { sync_gcd (sync_gcd (a.m, b.m), mag (a.r - b.r)), a.r };
  return cong_norm (c);
}

/* A walk of definitions: the PHIs being joined, and how many more
   definitions it may follow.  */
struct cong_walk
{
  hash_set<tree> phis;
  int budget;
};

static struct cong cong_of (tree t, bool params, int depth,
                            struct cong_walk *w);

/* The congruence parameter PARM of the current function has at every
   call (file comment).  */
static struct cong
param_cong_of (tree parm)
{
  int param = ascsync_param_index (parm);
  tree fndecl = current_function_decl;
  for (unsigned i = 0; i < param_congs.length (); i++)
    if (param_congs[i].fndecl == fndecl && param_congs[i].param == param)
      return param_congs[i].known ? param_congs[i].c : cong_unknown ();
  param_cong n = { fndecl, param, false, cong_unknown () };
  cgraph_node *node = cgraph_node::get (fndecl);
  if (param >= 0 && node && ascsync_calls_all_known (node, fndecl))
    {
      n.known = true;
      bool first = true;
      for (cgraph_edge *e = node->callers; e && n.known; e = e->next_caller)
        {
          gcall *call = e->call_stmt;
          tree arg = call ? ascsync_call_arg_for_param (call, fndecl, param)
                          : NULL_TREE;
          const arg_cong *found = NULL;
          for (unsigned i = 0; arg && i < arg_congs.length () && !found;
               i++)
            if (arg_congs[i].call == call && arg_congs[i].arg == arg)
              found = &arg_congs[i];
          n.known = found != NULL;
          if (found)
            n.c = first ? found->c : cong_join (n.c, found->c);
          first = false;
        }
      n.known &= n.c.m != 1;
    }
  param_congs.safe_push (n);
  return n.known ? n.c : cong_unknown ();
}

/* The largest value integer operand T of STMT may have, into *HI, and
   its least, into *LO: a constant's value, or GCC's range of it there;
   false unless both are known and not negative.  */
static bool
operand_bounds (tree t, gimple *stmt, uint64_t *lo, uint64_t *hi)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_uhwi_p (t))
        return false;
      *lo = *hi = tree_to_uhwi (t);
      return true;
    }
  bool nonneg;
  return ascsync_range_bounds (t, stmt, lo, hi, &nonneg) && nonneg;
}

/* Whether assignment AS computes its integer value without wrapping:
   always in a type whose overflow is undefined (and for pointers);
   in a type that wraps (unsigned), when GCC's ranges of its operands
   keep the exact result within the type.  A congruence modulo a
   period that does not divide 2^P is kept only so.  */
static bool
no_wrap_p (gassign *as)
{
  tree type = TREE_TYPE (gimple_assign_lhs (as));
  if (!INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_WRAPS (type))
    return true;
  enum tree_code code = gimple_assign_rhs_code (as);
  unsigned prec = TYPE_PRECISION (type);
  uint64_t top = prec >= 64 ? UINT64_MAX : ((uint64_t) 1 << prec) - 1;
  uint64_t alo, ahi, blo, bhi;
  if (!operand_bounds (gimple_assign_rhs1 (as), as, &alo, &ahi))
    return false;
  if (code == NEGATE_EXPR)
    return ahi == 0;
  if (!operand_bounds (gimple_assign_rhs2 (as), as, &blo, &bhi))
    return false;
  switch (code)
    {
    case PLUS_EXPR:
      return ahi <= top - bhi;
    case MINUS_EXPR:
      return alo >= bhi;
    case MULT_EXPR:
      return bhi == 0 || ahi <= top / bhi;
    case LSHIFT_EXPR:
      return bhi < prec && ahi <= (top >> bhi);
    default:
      return true;
    }
}

/* Whether conversion AS keeps its operand's value: by the types
   (ascsync_conversion_keeps_value_p), else when GCC's range of the
   operand fits the new type.  */
static bool
value_kept_p (gassign *as)
{
  tree a = gimple_assign_rhs1 (as);
  tree to = TREE_TYPE (gimple_assign_lhs (as));
  if (ascsync_conversion_keeps_value_p (TREE_TYPE (a), to))
    return true;
  bool uto = POINTER_TYPE_P (to) || TYPE_UNSIGNED (to);
  unsigned pt = TYPE_PRECISION (to);
  uint64_t lo, hi;
  uint64_t top = pt - !uto >= 64 ? UINT64_MAX
                                 : ((uint64_t) 1 << (pt - !uto)) - 1;
  return operand_bounds (a, as, &lo, &hi) && hi <= top;
}

/* The congruence of the value assignment AS computes (cong_of).  */
static struct cong
assign_cong (gassign *as, bool params, int depth, struct cong_walk *w)
{
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as);
  tree b = gimple_num_ops (as) > 2 ? gimple_assign_rhs2 (as) : NULL_TREE;
  switch (code)
    {
    case INTEGER_CST:
    case SSA_NAME:
      return cong_of (a, params, depth + 1, w);
    CASE_CONVERT:
      if (!value_kept_p (as))
        return cong_unknown ();
      return cong_of (a, params, depth + 1, w);
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case LSHIFT_EXPR:
    case NEGATE_EXPR:
      if (!no_wrap_p (as))
        return cong_unknown ();
      break;
    default:
      break;
    }
  switch (code)
    {
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
    case MINUS_EXPR:
      return cong_add (cong_of (a, params, depth + 1, w),
                       cong_of (b, params, depth + 1, w),
                       code == MINUS_EXPR ? -1 : 1);
    case MULT_EXPR:
      return cong_mul (cong_of (a, params, depth + 1, w),
                       cong_of (b, params, depth + 1, w));
    case LSHIFT_EXPR:
      if (!tree_fits_uhwi_p (b) || tree_to_uhwi (b) >= 32)
        return cong_unknown ();
      {
        struct cong k = { 0, (int64_t) 1 << tree_to_uhwi (b) };
        return cong_mul (cong_of (a, params, depth + 1, w), k);
      }
    case NEGATE_EXPR:
      {
        struct cong z = { 0, 0 };
        return cong_add (z, cong_of (a, params, depth + 1, w), -1);
      }
    default:
      return cong_unknown ();
    }
}

/* The congruence of integer or pointer operand T: the arithmetic of the
   file comment; a get_imm address is its constant; a pointer parameter
   (when PARAMS) what its calls pass.  PHIS: the PHIs being joined (one
   met again leaves the value unknown) and the budget, in W.  */
static struct cong
cong_of (tree t, bool params, int depth, struct cong_walk *w)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (t) && !tree_fits_uhwi_p (t))
        return cong_unknown ();
      struct cong c = { 0, tree_fits_shwi_p (t) ? tree_to_shwi (t)
                                               : (int64_t) tree_to_uhwi (t) };
      return c;
    }
  if (TREE_CODE (t) != SSA_NAME || depth > CONG_DEPTH || --w->budget < 0)
    return cong_unknown ();
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    {
      tree var = SSA_NAME_VAR (t);
      return params && var && TREE_CODE (var) == PARM_DECL
             && POINTER_TYPE_P (TREE_TYPE (var))
             ? param_cong_of (var) : cong_unknown ();
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gassign *as = dyn_cast <gassign *> (def))
    return gimple_assign_load_p (as) ? cong_unknown ()
                                     : assign_cong (as, params, depth, w);
  if (gcall *call = dyn_cast <gcall *> (def))
    return ascsync_get_imm_p (call)
           ? cong_of (gimple_call_arg (call, 0), false, depth + 1, w)
           : cong_unknown ();
  gphi *phi = dyn_cast <gphi *> (def);
  if (!phi || w->phis.add (t))
    return cong_unknown ();
  struct cong c = cong_unknown ();
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      struct cong x = cong_of (gimple_phi_arg_def (phi, i), params,
                               depth + 1, w);
      c = i ? cong_join (c, x) : x;
      if (c.m == 1)
        break;
    }
  w->phis.remove (t);
  return c;
}

/* See ascsync-gcc.h.  */
void
ascsync_paramcong_reset (void)
{
  arg_congs.release ();
  param_congs.release ();
}

/* See ascsync-gcc.h.  */
void
ascsync_paramcong_note (function *fn)
{
  cgraph_node *node = cgraph_node::get (fn->decl);
  for (cgraph_edge *e = node ? node->callees : NULL; e; e = e->next_callee)
    {
      gcall *call = e->callee && e->callee->has_gimple_body_p ()
                    ? e->call_stmt : NULL;
      for (unsigned i = 0; call && i < gimple_call_num_args (call); i++)
        {
          tree arg = gimple_call_arg (call, i);
          if (TREE_CODE (arg) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (arg)))
            continue;
          struct cong_walk w;
          w.budget = CONG_BUDGET;
          arg_cong a = { call, arg, cong_of (arg, false, 0, &w) };
          if (a.c.m != 1)
            arg_congs.safe_push (a);
        }
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_arith_congruence (tree ptr, uint64_t *m, uint64_t *r)
{
  struct cong_walk w;
  w.budget = CONG_BUDGET;
  struct cong c = cong_of (ptr, true, 0, &w);
  if (c.m == 1 || c.r < 0)
    return false;
  *m = c.m;
  *r = (uint64_t) c.r;
  return true;
}
