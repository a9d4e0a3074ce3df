/* gimple_facts.cc -- facts about a function's values that GCC's
   optimizers establish at -O2 and not below, established for the
   analysis at every level (ascsync).

   1. Constants.  Without optimization GCC still rewrites scalar locals
   into SSA form, but leaves each constant a variable takes in an
   assignment of its own and names it where it is used:

     ls_32 = 0;                         (for "if (++ls == NSLOT) ls = 0")
     # ls_16 = PHI <ls_31(6), ls_32(7)>
     k_21 = 0;
     # k_15 = PHI <k_21(2), k_36(3)>    (for "for (k = 0; k < 4; k++)")

   The analysis reads such values the way the optimizers leave them, as
   constants: a PHI argument 0 starts an induction variable or resets a
   slot counter, and GCC's scalar evolution, ranges and iteration
   bounds see through a constant, not through a name.  So at -O0 every
   use of a name assigned a constant is replaced by that constant (GCC's
   replace_uses_by, which folds each statement it changes), and a
   statement that folds to a new constant is followed in turn.

   Copies likewise.  A function inlined at -O0 (C++'s always-inline
   intrinsic wrappers of cce.h, any always_inline helper or method)
   copies each argument into its parameter's name, and a C++ call's
   value reaches its variable through a temporary:

     dst_199 = ap_172;                  (the wrapper's "dst")
     asc_vmul_f16 (f__197, l__198, dst_199, ...);
     _184 = get_imm (_2);
     _3 = _184;
     this_5 = &op;                      (an inlined method's object)
     _7 = this_5->xb[s_6];              (op.xb[s_6] once replaced)

   The optimizers' copy propagation leaves the operand itself; so does
   this, for a copy between types that convert without a change of
   value.  The assignments stay, so each variable still holds its value
   where a debugger looks (a copied name's live range may grow; out of
   SSA keeps the program's values whatever the overlap).  The program
   computes what it did.  Names that occur in an abnormal PHI are left
   alone, as GCC's propagators leave them.

   2. Ranges.  At -O2 value-range propagation gives every integer name
   a range, which GCC's iteration bounds then use ("for (j = 0; j < kb;
   j++)" runs at most 40 times when kb is at most 40); at -O0 and -O1
   names have none, and the counter of "for (k = 0; k < 4; k++)" has
   none for the ranger to narrow by the loop's test.  So a header
   PHI that scalar evolution describes as {C, +, S} (constants, S != 0)
   without a range of its own is given [C, C + S * N] (or [C + S * N,
   C] for S < 0), N GCC's bound on the runs of the loop's latch
   (max_loop_iterations), when that fits its type: in iteration I <= N
   it holds C + S * I.  Without a bound, a counter of a signed type,
   which cannot wrap, still stays on its side of C.  The ranger then
   narrows it by the loop's test at each statement ([0, 3] in the
   body), and the values computed from it by the same.  Then every
   integer name is given the ranger's range at its definition, as
   value-range propagation exports its ranges, and the loops' iteration
   bounds are computed again from them; a few rounds let an inner
   loop's bound follow from an outer loop's counter, each round
   narrowing the ranges the one before gave.

   3. Parameters.  At -O2 interprocedural propagation gives each
   parameter of a local function (all its calls known) the union of the
   ranges of the arguments its calls pass: a tile helper's slot "s" is
   [0, 1] when every call passes "(int) (t & 1)".  Below -O2 the same
   union is taken from each argument's definitions alone (a constant, a
   value masked by a constant, a constant plus or minus such a value,
   conversions and PHIs of those) and given to the parameter's default
   definition before the rounds above, so the ranges computed from it
   follow.  The
   plugin changes no code by a range; each is a fact GCC's own analyses
   derive, which later passes may use as they would VRP's.

   4. Constants on edges.  Late in the pipeline GCC's un-propagation of
   constants (tree-ssa-uncprop.cc) does the reverse of 1: where a
   condition has shown a name equal to a constant, it puts the name in
   place of the constant in the PHI arguments of that edge, to save
   loading the constant:

     if (_188 != 0) return;             (for "if (d % 16 != 0) return;")
     # s_288 = PHI <_45(38), _188(12)>  (for "int s = 0; ... s = 1 - s")
     # ls_198 = PHI <_202(18), ...>     (for "if (++ls == 4) ls = 0")

   The analysis reads PHI arguments as the earlier passes left them, a
   counter's start and the 0 it is set back to as constants.  So every
   integer PHI argument that GCC's ranger finds to be one value on its
   edge is replaced by that value (ascsync_edge_constants): a fact of
   the program, the value it had before uncprop.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-cfg.h"
#include "tree-scalar-evolution.h"
#include "tree-ssanames.h"
#include "tree-dfa.h"
#include "tree-ssa-loop-niter.h"
#include "gimple-range.h"

/* Whether STMT assigns to an SSA name, whose uses may be replaced by
   it, an integer constant, a constant address, or another SSA name of a
   type the first's converts to without a change of value (a copy).  */
static bool
propagable_assignment_p (gimple *stmt)
{
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (lhs) != SSA_NAME
      || virtual_operand_p (lhs)
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || has_zero_uses (lhs))
    return false;
  if (TREE_CODE (rhs) == INTEGER_CST)
    return true;
  if (TREE_CODE (rhs) == ADDR_EXPR)
    return is_gimple_min_invariant (rhs)
           && useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (rhs));
  return TREE_CODE (rhs) == SSA_NAME
         && !virtual_operand_p (rhs)
         && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (rhs)
         && useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (rhs));
}

/* See ascsync-gcc.h.  */
void
ascsync_propagate_copies (function *fun)
{
  if (optimize)
    return;
  /* Each round replaces the uses of the names assigned a constant or
     copied from another name; a use that folds to a new such
     assignment is replaced in the next.  A replaced name has no use
     left, and a statement folds to a constant or a copy at most once,
     so this ends.  */
  for (bool changed = true; changed;)
    {
      changed = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
        for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
             gsi_next (&gsi))
          {
            gimple *stmt = gsi_stmt (gsi);
            if (!propagable_assignment_p (stmt))
              continue;
            replace_uses_by (gimple_assign_lhs (stmt),
                             gimple_assign_rhs1 (stmt));
            changed = true;
          }
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_edge_constants (function *fun)
{
  if (!optimize)
    return;
  gimple_ranger *ranger = enable_ranger (fun);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
         gsi_next (&gpi))
      {
        gphi *phi = gpi.phi ();
        tree res = gimple_phi_result (phi);
        if (virtual_operand_p (res) || !INTEGRAL_TYPE_P (TREE_TYPE (res))
            || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (res))
          continue;
        for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
          {
            tree arg = gimple_phi_arg_def (phi, i);
            edge e = gimple_phi_arg_edge (phi, i);
            int_range_max r;
            tree c;
            if (TREE_CODE (arg) != SSA_NAME
                || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (arg)
                || (e->flags & EDGE_ABNORMAL)
                || !ranger->range_on_edge (r, e, arg) || r.undefined_p ()
                || !r.singleton_p (&c) || TREE_CODE (c) != INTEGER_CST)
              continue;
            SET_PHI_ARG_DEF (phi, i, fold_convert (TREE_TYPE (res), c));
          }
      }
  disable_ranger (fun);
}

/* Give integer SSA name T range R, intersected with the range it has
   (one found in an earlier round, see ascsync_note_ranges); returns
   whether its range changed.  */
static bool
narrow_range (tree t, value_range r)
{
  if (SSA_NAME_RANGE_INFO (t))
    {
      value_range old;
      get_global_range_query ()->range_of_expr (old, t);
      r.intersect (old);
      if (r.undefined_p () || r.kind () != VR_RANGE || r == old)
        return false;
    }
  set_range_info (t, r);
  return true;
}

/* Give T, an integer PHI result in the header of LOOP, the range its
   evolution {C, +, S} takes over LOOP's iterations (see the file
   comment), when that is known and fits its type; intersected with
   the range it has.  */
static void
note_iv_range (class loop *loop, tree t)
{
  if (!INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return;
  tree ev = analyze_scalar_evolution (loop, t);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_LEFT (ev)) != INTEGER_CST
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
      || integer_zerop (CHREC_RIGHT (ev)))
    return;
  tree type = TREE_TYPE (t);
  widest_int c = wi::to_widest (CHREC_LEFT (ev));
  widest_int s = wi::to_widest (CHREC_RIGHT (ev));
  if (TYPE_UNSIGNED (TREE_TYPE (CHREC_RIGHT (ev))))
    s = wi::sext (s, TYPE_PRECISION (TREE_TYPE (CHREC_RIGHT (ev))));
  widest_int tmin = wi::to_widest (TYPE_MIN_VALUE (type));
  widest_int tmax = wi::to_widest (TYPE_MAX_VALUE (type));
  widest_int nit, lo, hi;
  if (max_loop_iterations (loop, &nit)
      && wi::lts_p (nit, (HOST_WIDE_INT) 1 << 40))
    {
      widest_int last = c + s * nit;
      lo = wi::neg_p (s) ? last : c;
      hi = wi::neg_p (s) ? c : last;
    }
  else if (TYPE_OVERFLOW_UNDEFINED (type))
    {
      /* A signed counter never wraps: it stays on its side of C.  */
      lo = wi::neg_p (s) ? tmin : c;
      hi = wi::neg_p (s) ? c : tmax;
    }
  else
    return;
  if (wi::lts_p (lo, tmin) || wi::gts_p (hi, tmax))
    return;
  narrow_range (t, value_range (wide_int_to_tree (type, lo),
                                wide_int_to_tree (type, hi)));
}

/* Give each integer PHI of a loop header of FUN the range of its
   evolution (note_iv_range).  */
static void
note_iv_ranges (function *fun)
{
  for (auto loop : loops_list (fun, 0))
    for (gphi_iterator gpi = gsi_start_phis (loop->header); !gsi_end_p (gpi);
         gsi_next (&gpi))
      if (!virtual_operand_p (gimple_phi_result (gpi.phi ())))
        note_iv_range (loop, gimple_phi_result (gpi.phi ()));
}

/* Give each integer SSA name of FUN the range GCC's ranger finds at its
   definition, when that is not the whole type, intersected with the
   range it has (from an earlier round, see ascsync_note_ranges: a name
   computed from a counter whose bound a later round found narrows
   with it); returns whether any range changed.  */
static bool
note_ranger_ranges (function *fun)
{
  bool any = false;
  gimple_ranger *ranger = enable_ranger (fun);
  for (unsigned i = 1; i < num_ssa_names; i++)
    {
      tree t = ssa_name (i);
      if (!t || !INTEGRAL_TYPE_P (TREE_TYPE (t))
          || SSA_NAME_IN_FREE_LIST (t) || SSA_NAME_IS_DEFAULT_DEF (t)
          || !SSA_NAME_DEF_STMT (t) || !gimple_bb (SSA_NAME_DEF_STMT (t)))
        continue;
      value_range r;
      if (!ranger->range_of_stmt (r, SSA_NAME_DEF_STMT (t), t)
          || r.undefined_p () || r.varying_p ()
          || r.kind () != VR_RANGE)
        continue;
      any |= narrow_range (t, r);
    }
  disable_ranger (fun);
  return any;
}

/* Bound on the magnitude of the values arg_range follows (so that its
   sums do not overflow).  */
#define ARG_LIMIT ((HOST_WIDE_INT) 1 << 40)

/* Lower bounds of signed integer names (note_counter_floors): FLOOR_TOP
   while none is known yet (the optimistic start), FLOOR_NONE when the
   name has none.  */
#define FLOOR_TOP HOST_WIDE_INT_MAX
#define FLOOR_NONE HOST_WIDE_INT_MIN

/* The lower bound of operand X in FLOOR (by SSA version).  */
static HOST_WIDE_INT
floor_of (tree x, const vec<HOST_WIDE_INT> &floor)
{
  if (TREE_CODE (x) == INTEGER_CST)
    return tree_fits_shwi_p (x) ? tree_to_shwi (x) : FLOOR_NONE;
  if (TREE_CODE (x) != SSA_NAME)
    return FLOOR_NONE;
  return floor[SSA_NAME_VERSION (x)];
}

/* Whether T is a name note_counter_floors bounds: the result of a
   statement, of a signed integer type whose overflow is undefined.  */
static bool
floor_candidate_p (tree t)
{
  return t && TREE_CODE (t) == SSA_NAME && !virtual_operand_p (t)
         && !SSA_NAME_IS_DEFAULT_DEF (t) && INTEGRAL_TYPE_P (TREE_TYPE (t))
         && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (t))
         && gimple_bb (SSA_NAME_DEF_STMT (t));
}

/* The lower bound of T's definition from the bounds FLOOR of its
   operands: a constant; the least of a PHI's arguments; X + C for a
   constant C >= 0 (a signed sum cannot wrap); a copy of a signed name
   of the same precision.  FLOOR_NONE for anything else.  */
static HOST_WIDE_INT
floor_of_def (tree t, const vec<HOST_WIDE_INT> &floor)
{
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      HOST_WIDE_INT v = FLOOR_TOP;
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
        v = MIN (v, floor_of (gimple_phi_arg_def (phi, k), floor));
      return v;
    }
  gassign *as = dyn_cast <gassign *> (def);
  if (!as)
    return FLOOR_NONE;
  enum tree_code code = gimple_assign_rhs_code (as);
  tree a = gimple_assign_rhs1 (as), b = gimple_assign_rhs2 (as);
  if (code == INTEGER_CST)
    return floor_of (a, floor);
  if (code == SSA_NAME && !TYPE_UNSIGNED (TREE_TYPE (a))
      && TYPE_PRECISION (TREE_TYPE (a)) == TYPE_PRECISION (TREE_TYPE (t)))
    return floor_of (a, floor);
  if (code == PLUS_EXPR && TREE_CODE (b) == INTEGER_CST
      && tree_fits_shwi_p (b) && tree_to_shwi (b) >= 0
      && tree_to_shwi (b) < ((HOST_WIDE_INT) 1 << 20))
    {
      HOST_WIDE_INT x = floor_of (a, floor);
      return x == FLOOR_TOP || x == FLOOR_NONE ? x : x + tree_to_shwi (b);
    }
  return FLOOR_NONE;
}

/* See ascsync-gcc.h: give each signed integer name of FUN that a cycle
   of PHIs and constant increments keeps at or above a bound C >= 0 the
   range [C, its type's maximum], as value-range propagation does at
   -O2: a tile
   counter that carries on across an outer loop through the PHI of a
   "break" ("cnt" from 0, stepped by 1) is never negative, so "cnt % 3"
   is a slot.  The bounds are an optimistic fixpoint, each name's only
   lowered: a bound that holds for the arguments of every PHI, assumed
   for the names around its cycles, then holds by induction, since a
   signed sum cannot wrap.  */
void
ascsync_note_counter_floors (function *fun)
{
  unsigned n = SSANAMES (fun)->length ();
  auto_vec<HOST_WIDE_INT> floor;
  floor.safe_grow (n);
  for (unsigned i = 0; i < n; i++)
    floor[i] = FLOOR_TOP;
  for (bool changed = true; changed;)
    {
      changed = false;
      for (unsigned i = 1; i < n; i++)
        {
          tree t = (*SSANAMES (fun))[i];
          if (!t || floor[i] == FLOOR_NONE)
            continue;
          HOST_WIDE_INT v = floor_candidate_p (t) ? floor_of_def (t, floor)
                                                  : FLOOR_NONE;
          if (v < floor[i])
            {
              floor[i] = v;
              changed = true;
            }
        }
    }
  for (unsigned i = 1; i < n; i++)
    {
      tree t = (*SSANAMES (fun))[i];
      if (t && floor_candidate_p (t) && floor[i] >= 0
          && floor[i] != FLOOR_TOP)
        narrow_range (t, value_range (build_int_cst (TREE_TYPE (t), floor[i]),
                                      TYPE_MAX_VALUE (TREE_TYPE (t))));
    }
}

/* The range [*LO, *HI] integer operand ARG of a call (in the caller)
   takes, from its definitions alone: a constant, a value masked by a
   constant ("(int) (t & 1)"), a constant plus or minus such a value
   ("1 - (t & 1)"), such a value times (or shifted left by) a constant
   ("s * 2048"), the exclusive or inclusive or of two such values that
   are not negative ("p ^ 1"), and conversions and PHIs of those, each
   within its type.  DEPTH bounds the walk.  */
static bool
arg_range (tree arg, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi, int depth)
{
  if (TREE_CODE (arg) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (arg))
        return false;
      *lo = *hi = tree_to_shwi (arg);
      return *lo > -ARG_LIMIT && *lo < ARG_LIMIT;
    }
  if (TREE_CODE (arg) != SSA_NAME || depth > 8
      || !INTEGRAL_TYPE_P (TREE_TYPE (arg)))
    return false;
  tree type = TREE_TYPE (arg);
  tree tmn = TYPE_MIN_VALUE (type), tmx = TYPE_MAX_VALUE (type);
  if (!tmn || !tmx || !tree_fits_shwi_p (tmn))
    return false;
  /* A 64-bit unsigned type (a pointer offset): its values below 2^63
     are told.  */
  HOST_WIDE_INT tlo = tree_to_shwi (tmn);
  HOST_WIDE_INT thi = tree_fits_shwi_p (tmx) ? tree_to_shwi (tmx)
                                             : HOST_WIDE_INT_MAX;
  gimple *def = SSA_NAME_DEF_STMT (arg);
  HOST_WIDE_INT a, b, c, d;
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          if (!arg_range (gimple_phi_arg_def (phi, i), &c, &d, depth + 1))
            return false;
          *lo = i ? MIN (*lo, c) : c;
          *hi = i ? MAX (*hi, d) : d;
        }
      return gimple_phi_num_args (phi) > 0;
    }
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree x = gimple_assign_rhs1 (def);
  tree y = gimple_assign_rhs2 (def);
  if (code == BIT_AND_EXPR && y && TREE_CODE (y) == INTEGER_CST
      && tree_fits_shwi_p (y) && tree_to_shwi (y) >= 0
      && tree_to_shwi (y) < ARG_LIMIT)
    {
      a = 0;
      b = tree_to_shwi (y);
    }
  else if (((CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
            && INTEGRAL_TYPE_P (TREE_TYPE (x)))
           || code == INTEGER_CST)
    {
      /* Also a constant in an assignment of its own ("fzs_5 = 1" at
         -O0, in a caller not compiled yet).  */
      if (!arg_range (x, &a, &b, depth + 1))
        return false;
    }
  else if ((code == PLUS_EXPR || code == MINUS_EXPR) && y
           && arg_range (x, &a, &b, depth + 1)
           && arg_range (y, &c, &d, depth + 1)
           && (a == b || c == d))
    {
      HOST_WIDE_INT lo2 = code == PLUS_EXPR ? a + c : a - d;
      HOST_WIDE_INT hi2 = code == PLUS_EXPR ? b + d : b - c;
      a = lo2;
      b = hi2;
    }
  else if ((code == BIT_XOR_EXPR || code == BIT_IOR_EXPR) && y
           && arg_range (x, &a, &b, depth + 1)
           && arg_range (y, &c, &d, depth + 1) && a >= 0 && c >= 0)
    {
      /* Below the power of two above both ("p ^ 1" of a slot).  */
      HOST_WIDE_INT top = 1;
      while (top <= b || top <= d)
        top <<= 1;
      a = 0;
      b = top - 1;
    }
  else if ((code == MULT_EXPR || code == LSHIFT_EXPR) && y
           && TREE_CODE (y) == INTEGER_CST && tree_fits_shwi_p (y)
           && tree_to_shwi (y) >= 0
           && tree_to_shwi (y) < (code == MULT_EXPR ? ARG_LIMIT : 40)
           && arg_range (x, &a, &b, depth + 1) && a >= 0)
    {
      HOST_WIDE_INT m = code == MULT_EXPR ? tree_to_shwi (y)
                                          : (HOST_WIDE_INT) 1 << tree_to_shwi (y);
      if (b > 0 && m > ARG_LIMIT / b)
        return false;
      a *= m;
      b *= m;
    }
  else
    return false;
  if (a < tlo || b > thi || a > b)
    return false;
  *lo = a;
  *hi = b;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_arg_range (tree arg, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  return arg_range (arg, lo, hi, 0);
}

/* The union of the ranges (arg_range) of the arguments given for
   parameter number IDX of FUN at every call, when FUN is a local
   function whose calls are all known.  */
static bool
callers_range (function *fun, int idx, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (idx < 0 || !ascsync_calls_all_known (node, fun->decl))
    return false;
  bool any = false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    {
      HOST_WIDE_INT a, b;
      /* The argument for the parameter, also where the statement still
         calls the function FUN is an IPA clone of (its caller not
         compiled yet), with that function's arguments.  */
      tree arg = e->call_stmt
                 ? ascsync_call_arg_for_param (e->call_stmt, fun->decl, idx)
                 : NULL_TREE;
      if (!arg || !gimple_has_body_p (e->caller->decl)
          || !arg_range (arg, &a, &b, 0))
        return false;
      *lo = any ? MIN (*lo, a) : a;
      *hi = any ? MAX (*hi, b) : b;
      any = true;
    }
  return any;
}

/* Give the default definition of each integer parameter of FUN the
   range of the arguments its calls pass (see the file comment).  */
static void
note_param_ranges (function *fun)
{
  int idx = 0;
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm;
       parm = DECL_CHAIN (parm), idx++)
    {
      tree ddef = ssa_default_def (fun, parm);
      HOST_WIDE_INT lo, hi;
      if (!ddef || !INTEGRAL_TYPE_P (TREE_TYPE (parm))
          || !callers_range (fun, idx, &lo, &hi))
        continue;
      tree type = TREE_TYPE (parm);
      narrow_range (ddef, value_range (build_int_cst (type, lo),
                                       build_int_cst (type, hi)));
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_note_ranges (function *fun)
{
  /* Value-range propagation gave the ranges (not where the plugin
     turned it off, gimple_threading.cc).  */
  if (optimize >= 2 && opt_for_fn (fun->decl, flag_tree_vrp))
    return;
  note_param_ranges (fun);
  ascsync_note_counter_floors (fun);
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  /* A loop's bound may depend on an enclosing loop's counter (a tile's
     count of rows): a few rounds let each range feed the next.  */
  for (int round = 0; round < 3; round++)
    {
      note_iv_ranges (fun);
      if (!note_ranger_ranges (fun))
        break;
      free_numbers_of_iterations_estimates (fun);
      scev_reset ();
    }
  if (own_scev)
    scev_finalize ();
}
