/* gimple_iter.cc -- iteration forms of intrinsic operands (ascsync).

   An operand that GCC's scalar evolution describes as {BASE, +, STEP}
   in the innermost loop of its call moves by STEP bytes per iteration
   from a value BASE fixed for the run of the loop: a DMA per row
   ("copy_gm_to_ubuf (buf + i * ROW, ...)"), a vector op per block.
   The access then has an iteration form (struct sync_access: IBASE,
   ISTEP, ILO, IHI), so the planner can see that the instances of one
   operation in different iterations touch disjoint bytes, or at which
   distance two operations on the same base meet, where the union of
   all iterations' bytes would make every iteration depend on the
   previous one.

   BASE is split into a symbolic part and a constant byte offset; two
   accesses whose symbolic parts are equal trees (operand_equal_p) get
   the same IBASE, numbered in the order first seen in the function.  */

#include "ascsync-gcc.h"
#include "tree-dfa.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "fold-const.h"
#include "tree-ssa-alias.h"
#include "gimple-iterator.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-affine.h"
#include "gimple_val.h"

/* Symbolic bases of the current function; IBASE is index + 1.  */
static vec<tree> iter_bases;

/* See ascsync-gcc.h.  */
void
ascsync_iter_reset (void)
{
  iter_bases.release ();
}

/* See ascsync-gcc.h.  */
bool
ascsync_signed_cst (tree c, HOST_WIDE_INT *out)
{
  widest_int w = wi::to_widest (c);
  if (TYPE_UNSIGNED (TREE_TYPE (c)))
    w = wi::sext (w, TYPE_PRECISION (TREE_TYPE (c)));
  if (!wi::fits_shwi_p (w))
    return false;
  *out = w.to_shwi ();
  return true;
}

/* Split pointer or integer expression E into a symbolic part (returned;
   integer_zero_node when E is constant) and a constant byte offset
   *OFF.  Returns NULL_TREE when the offset does not fit.  */
static tree
split_base (tree e, HOST_WIDE_INT *off)
{
  *off = 0;
  for (int guard = 0; guard < 8; guard++)
    {
      STRIP_NOPS (e);
      if (TREE_CODE (e) == INTEGER_CST)
        {
          if (!tree_fits_shwi_p (e))
            return NULL_TREE;
          *off += tree_to_shwi (e);
          return integer_zero_node;
        }
      if ((TREE_CODE (e) == POINTER_PLUS_EXPR || TREE_CODE (e) == PLUS_EXPR)
          && TREE_CODE (TREE_OPERAND (e, 1)) == INTEGER_CST)
        {
          HOST_WIDE_INT c;
          if (!ascsync_signed_cst (TREE_OPERAND (e, 1), &c))
            return NULL_TREE;
          *off += c;
          e = TREE_OPERAND (e, 0);
          continue;
        }
      return e;
    }
  return NULL_TREE;
}

/* Split E as split_base does, into a symbolic base of an iteration
   form and a constant offset *OFF; a symbolic part that is one constant
   local address (get_imm (X) and what is computed from it alone) is
   that constant, so that forms GCC's evolutions give relative to it and
   forms of values (value_iter_form) share a base.  */
static tree
form_base (tree e, HOST_WIDE_INT *off)
{
  tree b = split_base (e, off);
  if (!b || TREE_CODE (b) != SSA_NAME)
    return b;
  struct val v = ascsync_eval (b, 0);
  const uint64_t lim = (uint64_t) 1 << 40;
  if (v.kind != VAL_LOCAL || v.cyc || v.pk || v.lo != v.hi || v.lo >= lim
      || *off > (HOST_WIDE_INT) lim || *off < -(HOST_WIDE_INT) lim)
    return b;
  *off += (HOST_WIDE_INT) v.lo;
  return integer_zero_node;
}

/* See ascsync-gcc.h.  */
tree
ascsync_canonical_base (tree b)
{
  if (TREE_CODE (b) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (b)
      || !SSA_NAME_VAR (b) || TREE_CODE (SSA_NAME_VAR (b)) != PARM_DECL)
    return b;
  int j = ascsync_param_same_as (current_function_decl,
                                 ascsync_param_index (SSA_NAME_VAR (b)));
  tree parm = ascsync_param_at (current_function_decl, j);
  tree d = parm ? ssa_default_def (cfun, parm) : NULL_TREE;
  return d && TYPE_MAIN_VARIANT (TREE_TYPE (d)) == TYPE_MAIN_VARIANT
                                                   (TREE_TYPE (b))
         ? d : b;
}

/* The IBASE number of symbolic base B.  */
static int
base_id (tree b)
{
  b = ascsync_canonical_base (b);
  for (unsigned i = 0; i < iter_bases.length (); i++)
    if (operand_equal_p (iter_bases[i], b, 0))
      return (int) i + 1;
  iter_bases.safe_push (b);
  return (int) iter_bases.length ();
}

/* See ascsync-gcc.h.  A local variable whose address no statement
   takes is written only by stores naming it (not by calls, which GCC's
   oracle assumes at -O0, where TREE_ADDRESSABLE stays set).  */
bool
ascsync_loop_writes_ref (class loop *loop, tree ref)
{
  tree decl = get_base_address (ref);
  bool named_only = decl && DECL_P (decl) && ascsync_local_unaliased_p (decl);
  basic_block *body = get_loop_body (loop);
  bool w = false;
  int budget = 256;
  for (unsigned i = 0; i < loop->num_nodes && !w; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
         !gsi_end_p (gsi) && !w; gsi_next (&gsi))
      {
        gimple *st = gsi_stmt (gsi);
        if (!gimple_vdef (st))
          continue;
        if (named_only)
          {
            tree lhs = gimple_get_lhs (st);
            if (!gimple_clobber_p (st)
                && (!lhs || get_base_address (lhs) != decl))
              continue;
          }
        if (--budget < 0 || stmt_may_clobber_ref_p (st, ref, true))
          w = true;
      }
  free (body);
  return w;
}

/* Whether the value of T is the same throughout one run of LOOP:
   defined outside LOOP, or computed in LOOP without memory from such
   values, or loaded in LOOP from a variable or array element at an
   invariant index that no statement of LOOP may write (a slot table
   such as "buf[t & 1]" read in an inner loop).  */
bool
ascsync_run_invariant (class loop *loop, tree t, int depth)
{
  if (is_gimple_min_invariant (t))
    return true;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (SSA_NAME_IS_DEFAULT_DEF (t) || !gimple_bb (def)
      || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return true;
  gassign *as = dyn_cast <gassign *> (def);
  if (!as || depth > 6)
    return false;
  if (gimple_assign_load_p (as))
    {
      tree ref = gimple_assign_rhs1 (as);
      if (TREE_CODE (ref) == ARRAY_REF)
        {
          if (!DECL_P (TREE_OPERAND (ref, 0))
              || !ascsync_run_invariant (loop, TREE_OPERAND (ref, 1),
                                         depth + 1))
            return false;
        }
      else if (!DECL_P (ref))
        return false;
      return !ascsync_loop_writes_ref (loop, ref);
    }
  if (gimple_has_mem_ops (as) && gimple_vuse (as))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (as); i++)
    if (!ascsync_run_invariant (loop, gimple_op (as, i), depth + 1))
      return false;
  return true;
}

/* Look through conversions of T that keep every bit.  */
static tree
strip_same_width (tree t)
{
  for (int guard = 0; guard < 4 && TREE_CODE (t) == SSA_NAME; guard++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
        break;
      tree from = gimple_assign_rhs1 (def);
      if (TREE_CODE (from) != SSA_NAME
          || (TYPE_PRECISION (TREE_TYPE (from))
              != TYPE_PRECISION (TREE_TYPE (t))))
        break;
      t = from;
    }
  return t;
}

/* The scalar evolution of T in LOOP, instantiated at LOOP's entry
   (conversions that keep every bit looked through).  */
static tree
evolution_in (class loop *loop, tree t)
{
  tree ev = analyze_scalar_evolution (loop, strip_same_width (t));
  return instantiate_scev (loop_preheader_edge (loop), loop, ev);
}

/* The innermost loop of CALL when it is a real loop, scalar evolution
   is set up and operand ARG an SSA name; else NULL.  */
static class loop *
call_loop (gcall *call, tree arg)
{
  basic_block bb = gimple_bb (call);
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || !loop_outer (loop) || !scev_initialized_p ()
      || TREE_CODE (arg) != SSA_NAME)
    return NULL;
  return loop;
}

/* Whether the step ST of a chrec (an expression free of chrecs) has
   one value the analysis knows, a product of constants and of names
   whose value is one integer (a parameter every call passes the same
   constant, ascsync_note_ranges; GCC's constant propagation folds it
   only at -O2), below 2^31 wherever it is converted; into *OUT.  */
static bool
known_step (tree st, HOST_WIDE_INT *out, int depth)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 31;
  if (depth > 8)
    return false;
  switch (TREE_CODE (st))
    {
    case INTEGER_CST:
      return ascsync_signed_cst (st, out);
    case SSA_NAME:
      {
        if (!INTEGRAL_TYPE_P (TREE_TYPE (st)))
          return false;
        struct val v = ascsync_eval (st, 0);
        if (v.kind != VAL_INT || v.lo != v.hi || v.lo >= (uint64_t) lim)
          return false;
        *out = (HOST_WIDE_INT) v.lo;
        return true;
      }
    CASE_CONVERT:
      if (!INTEGRAL_TYPE_P (TREE_TYPE (st))
          || TYPE_PRECISION (TREE_TYPE (st)) < 32
          || !known_step (TREE_OPERAND (st, 0), out, depth + 1))
        return false;
      return *out >= 0 && *out < lim;
    case MULT_EXPR:
      {
        HOST_WIDE_INT a, b;
        if (!known_step (TREE_OPERAND (st, 0), &a, depth + 1)
            || !known_step (TREE_OPERAND (st, 1), &b, depth + 1)
            || a < -lim || a > lim || b < -lim || b > lim)
          return false;
        *out = a * b;
        return true;
      }
    default:
      return false;
    }
}

/* Whether the chrec EV evolves in LOOP by a constant step (known_step)
   from an expression free of chrecs; then store those in *LEFT and
   *STEP.  */
static bool
affine_in (class loop *loop, tree ev, tree *left, tree *step)
{
  HOST_WIDE_INT stv;
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL)
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL))
    return false;
  *left = CHREC_LEFT (ev);
  *step = CHREC_RIGHT (ev);
  if (TREE_CODE (*step) == INTEGER_CST)
    return true;
  if (!known_step (*step, &stv, 0))
    return false;
  *step = build_int_cst (TREE_TYPE (*step), stv);
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_loop_evolution (class loop *loop, tree x, tree *x0,
                        HOST_WIDE_INT *step)
{
  *x0 = x;
  *step = 0;
  if (TREE_CODE (x) != SSA_NAME || !gimple_bb (SSA_NAME_DEF_STMT (x))
      || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (x))))
    return TREE_CODE (x) == SSA_NAME || TREE_CODE (x) == INTEGER_CST;
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
                              analyze_scalar_evolution (loop, x));
  tree st;
  return affine_in (loop, ev, x0, &st) && ascsync_signed_cst (st, step);
}

/* Whether ARG moves by a constant step per iteration of LOOP; then
   store its value in the first iteration of the run in *LEFT and the
   step in *STEP.  Tries scalar evolution on ARG, then on the argument
   of get_imm when ARG is its result, then on the offset of
   "P + OFFSET" when P is invariant in a run of LOOP (see
   ascsync_run_invariant; scalar evolution does not see through
   loads): *LEFT is then P plus the offset's first value.  */
static bool
iter_chrec (class loop *loop, tree arg, tree *left, tree *step)
{
  arg = strip_same_width (arg);
  tree ev = evolution_in (loop, arg);
  if (affine_in (loop, ev, left, step))
    return true;
  /* get_imm (X) (ARG, its pointer cast looked through above) is the
     local address X: it moves as X does, from a constant address when
     X starts at a constant.  */
  gimple *cdef = TREE_CODE (arg) == SSA_NAME ? SSA_NAME_DEF_STMT (arg) : NULL;
  if (cdef && is_gimple_call (cdef) && ascsync_get_imm_p (cdef))
    {
      tree xleft;
      if (!affine_in (loop, evolution_in (loop, gimple_call_arg (cdef, 0)),
                      &xleft, step)
          || TREE_CODE (xleft) != INTEGER_CST)
        return false;
      *left = fold_convert (TREE_TYPE (arg), xleft);
      return true;
    }
  gassign *def = TREE_CODE (arg) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg)) : NULL;
  if (!def || (gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
               && gimple_assign_rhs_code (def) != PLUS_EXPR))
    return false;
  tree p = gimple_assign_rhs1 (def), off = gimple_assign_rhs2 (def);
  if (!ascsync_run_invariant (loop, p, 0))
    return false;
  tree oev = evolution_in (loop, off);
  tree oleft;
  if (!affine_in (loop, oev, &oleft, step)
      || TREE_CODE (oleft) != INTEGER_CST)
    return false;
  /* Loads of one slot table entry in LOOP give one value (LOOP does not
     write it): key the base by the reference, not the SSA name.  */
  gassign *pdef = TREE_CODE (p) == SSA_NAME
                  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p)) : NULL;
  if (pdef && gimple_assign_load_p (pdef) && gimple_bb (pdef)
      && flow_bb_inside_loop_p (loop, gimple_bb (pdef)))
    p = gimple_assign_rhs1 (pdef);
  *left = fold_build2 (POINTER_TYPE_P (TREE_TYPE (p)) ? POINTER_PLUS_EXPR
                                                      : PLUS_EXPR,
                       TREE_TYPE (p), p,
                       fold_convert (POINTER_TYPE_P (TREE_TYPE (p))
                                     ? sizetype : TREE_TYPE (p), oleft));
  return true;
}

/* See ascsync-gcc.h.  */
tree
ascsync_strip_int_conversions (tree t)
{
  for (int guard = 0; guard < 6; guard++)
    {
      STRIP_NOPS (t);
      /* A conversion in an expression (a scalar evolution's step at
         -O0: "(long unsigned int) (kcnt * 256) * 2").  */
      if (CONVERT_EXPR_P (t) && INTEGRAL_TYPE_P (TREE_TYPE (t))
          && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (t, 0))))
        {
          t = TREE_OPERAND (t, 0);
          continue;
        }
      if (TREE_CODE (t) != SSA_NAME)
        return t;
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
        return t;
      tree from = gimple_assign_rhs1 (def);
      if (TREE_CODE (from) != SSA_NAME
          || !INTEGRAL_TYPE_P (TREE_TYPE (from))
          || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
        return t;
      t = from;
    }
  return t;
}

static bool count_bound (tree e, uint64_t *hi, int depth, edge entry);

/* Local memory is below this many bytes in every space: an address
   this far past a buffer start has left its buffer.  */
#define LOCAL_SPACE_MAX ((uint64_t) 1 << 24)

/* Whether pointer ARG of intrinsic CALL in LOOP is an operand of an
   intrinsic call in every iteration: CALL's block dominates LOOP's
   latch, or no path from LOOP's header to its latch avoids every block
   with such a call (GCC's copies of one operation on the two arms of a
   branch, each with ARG, as for a tile's last, masked repeat).  */
static bool
accessed_every_iteration (class loop *loop, gcall *call, tree arg)
{
  if (dominated_by_p (CDI_DOMINATORS, loop->latch, gimple_bb (call)))
    return true;
  auto_bitmap with;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, arg)
    if (gcall *c = dyn_cast <gcall *> (use))
      {
        enum asc_variant var;
        tree fn = gimple_call_fndecl (c);
        if (fn && ascsync_intrinsic_of (fn, &var) >= 0 && gimple_bb (c)
            && flow_bb_inside_loop_p (loop, gimple_bb (c)))
          bitmap_set_bit (with, gimple_bb (c)->index);
      }
  return ascsync_passes_before_latch (loop, loop->header, with);
}

/* The evolution of pointer ARG of CALL in LOOP when GCC's scalar
   evolution cannot widen it: "P + (sizetype) X * C" with P a local
   address fixed in a run of LOOP and X an induction variable {X0, +,
   S} of a type of at most 32 bits that may wrap (unsigned, or signed
   under -fwrapv) -- "pk + i * 8" of "for (uint32_t i = 0; ...)", or
   "l0a + mi * kcnt * 256" -- with X0 a constant and S a constant or a
   value whose largest value the evaluator knows.  The layout assumption
   (on) says that ARG stays in P's buffer wherever CALL runs, and an
   intrinsic takes ARG in every iteration (accessed_every_iteration): in the
   iteration before X could wrap it is at least its type's top less S,
   ARG that far times C past P, out of every local space -- so X does
   not wrap, and ARG is {P + X0 * C, +, S * C}.  NULL_TREE when not so
   (or when GCC's own answer is affine already).  */
static tree
widened_chrec (gcall *call, class loop *loop, tree arg)
{
  arg = strip_same_width (arg);
  gassign *def = TREE_CODE (arg) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg)) : NULL;
  if (!ascsync_settings.layout || !def || !loop->latch
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !accessed_every_iteration (loop, call, arg))
    return NULL_TREE;
  tree p = gimple_assign_rhs1 (def), off = gimple_assign_rhs2 (def);
  if (ascsync_eval (p, 0).kind != VAL_LOCAL
      || !ascsync_run_invariant (loop, p, 0))
    return NULL_TREE;
  /* OFF = (T) X * C.  */
  uint64_t c = 1;
  for (int guard = 0; guard < 4; guard++)
    {
      gassign *d = TREE_CODE (off) == SSA_NAME
                   ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
      HOST_WIDE_INT k;
      if (!d || gimple_assign_rhs_code (d) != MULT_EXPR
          || !ascsync_signed_cst (gimple_assign_rhs2 (d), &k) || k <= 0
          || k > (1 << 20) || c > (1 << 20))
        break;
      c *= (uint64_t) k;
      off = gimple_assign_rhs1 (d);
    }
  gassign *cv = TREE_CODE (off) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
  if (!cv || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (cv)))
    return NULL_TREE;
  tree x = gimple_assign_rhs1 (cv), nt = TREE_TYPE (x);
  tree ev = evolution_in (loop, x);
  uint64_t shi;
  if (!INTEGRAL_TYPE_P (nt) || TYPE_OVERFLOW_UNDEFINED (nt)
      || TYPE_PRECISION (nt) > 32
      || TYPE_PRECISION (nt) >= TYPE_PRECISION (TREE_TYPE (off))
      || !ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_LEFT (ev)) != INTEGER_CST
      || !tree_fits_shwi_p (CHREC_LEFT (ev))
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL)
      || !count_bound (CHREC_RIGHT (ev), &shi, 0, NULL) || shi == 0)
    return NULL_TREE;
  uint64_t top = (uint64_t) 1 << (TYPE_PRECISION (nt) - !TYPE_UNSIGNED (nt));
  HOST_WIDE_INT x0 = tree_to_shwi (CHREC_LEFT (ev));
  if (shi >= top || x0 < 0 || (uint64_t) x0 >= top - shi
      || (top - shi) * c < LOCAL_SPACE_MAX)
    return NULL_TREE;
  tree left = fold_build_pointer_plus (p, size_int (x0 * (HOST_WIDE_INT) c));
  tree step = fold_build2 (MULT_EXPR, sizetype,
                           fold_convert (sizetype, CHREC_RIGHT (ev)),
                           size_int (c));
  return build_polynomial_chrec (loop->num, left, step);
}

/* See ascsync-gcc.h.  */
bool
ascsync_symbolic_step (gcall *call, tree arg, tree *v, HOST_WIDE_INT *mul,
                       int *loopnum)
{
  class loop *loop = call_loop (call, arg);
  if (!loop)
    return false;
  tree ev = evolution_in (loop, arg);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC)
    ev = widened_chrec (call, loop, arg);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL)
      || TREE_CODE (CHREC_RIGHT (ev)) == INTEGER_CST)
    return false;
  /* The step: V times constants ("(sizetype) (kcnt * 256) * 2"), as an
     expression or through its SSA definitions.  */
  tree st = CHREC_RIGHT (ev);
  HOST_WIDE_INT m = 1;
  for (int guard = 0; guard < 8; guard++)
    {
      st = ascsync_strip_int_conversions (st);
      tree x = NULL_TREE, c = NULL_TREE;
      if (TREE_CODE (st) == MULT_EXPR)
        x = TREE_OPERAND (st, 0), c = TREE_OPERAND (st, 1);
      else if (TREE_CODE (st) == SSA_NAME)
        {
          gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (st));
          if (d && gimple_assign_rhs_code (d) == MULT_EXPR)
            x = gimple_assign_rhs1 (d), c = gimple_assign_rhs2 (d);
        }
      if (!x || TREE_CODE (c) != INTEGER_CST || !tree_fits_shwi_p (c)
          || tree_to_shwi (c) <= 0 || tree_to_shwi (c) > (1 << 20)
          || m > (1 << 20))
        break;
      m *= tree_to_shwi (c);
      st = x;
    }
  if (TREE_CODE (st) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (st)))
    return false;
  *v = st;
  *mul = m;
  *loopnum = loop->num;
  return true;
}

/* Whether conversion of an integer from type FROM to type TO keeps its
   value modulo 2^64 (pointer arithmetic): TO has 64 bits or more, is
   wider than FROM, or as wide with the same signedness.  */
static bool
conv_exact (tree to, tree from)
{
  unsigned pt = TYPE_PRECISION (to), pf = TYPE_PRECISION (from);
  return pt >= 64 ? pf <= 64
         : pt > pf || (pt == pf && TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from));
}

/* See ascsync-gcc.h.  */
bool
ascsync_step_exact (gcall *call, tree arg, uint64_t *start)
{
  class loop *loop = call_loop (call, arg);
  if (!loop)
    return false;
  tree ev = evolution_in (loop, arg);
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL)
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL))
    return false;
  tree left = CHREC_LEFT (ev);
  if (TREE_CODE (left) != SSA_NAME && TREE_CODE (left) != INTEGER_CST)
    return false;
  struct val b = ascsync_eval (left, 0);
  if ((b.kind != VAL_LOCAL && b.kind != VAL_INT) || b.cyc || b.lo != b.hi
      || b.hi >= OFF_OPEN)
    return false;
  *start = b.lo;
  /* The walk of ascsync_symbolic_step, each step checked.  */
  tree st = CHREC_RIGHT (ev);
  for (int guard = 0; guard < 24; guard++)
    {
      if (!INTEGRAL_TYPE_P (TREE_TYPE (st))
          || TYPE_PRECISION (TREE_TYPE (st)) > 64)
        return false;
      tree inner = NULL_TREE, x = NULL_TREE, c = NULL_TREE;
      if (CONVERT_EXPR_P (st) || TREE_CODE (st) == NON_LVALUE_EXPR)
        inner = TREE_OPERAND (st, 0);
      else if (TREE_CODE (st) == MULT_EXPR)
        x = TREE_OPERAND (st, 0), c = TREE_OPERAND (st, 1);
      else if (TREE_CODE (st) == SSA_NAME)
        {
          gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (st));
          if (d && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (d))
              && TREE_CODE (gimple_assign_rhs1 (d)) == SSA_NAME)
            inner = gimple_assign_rhs1 (d);
          else if (d && gimple_assign_rhs_code (d) == MULT_EXPR
                   && TREE_CODE (gimple_assign_rhs2 (d)) == INTEGER_CST)
            x = gimple_assign_rhs1 (d), c = gimple_assign_rhs2 (d);
          else
            return true;          /* V itself */
        }
      else
        return false;
      if (inner)
        {
          if (!INTEGRAL_TYPE_P (TREE_TYPE (inner))
              || !conv_exact (TREE_TYPE (st), TREE_TYPE (inner)))
            return false;
          st = inner;
          continue;
        }
      if (TREE_CODE (c) != INTEGER_CST
          || (TYPE_PRECISION (TREE_TYPE (st)) < 64
              && !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (st))))
        return false;
      st = x;
    }
  return false;
}

/* The call whose operand an iteration form is of, and the guards
   holding there (ascsync_guards_at).  */
struct iter_at
{
  gcall *call;
  const struct ascsync_guards *guards;
};

/* The iteration form of an access from START to EXTENT bytes after
   local pointer ARG of call AT.CALL when GCC's scalar evolution does not
   follow ARG but the evaluator knows it there (under the guards
   holding at the call) in iteration T of LOOP as an absolute address
   in [PLO + PS * T, PHI + PS * T]: a row's address plus an offset
   bounded by the values read from memory ("p + i * ROW + k * 16", k an
   index a reduction wrote), which SCEV takes as unknown.  Returns
   whether the pointer is one value there (PLO == PHI).  */
static bool
value_iter_form (class loop *loop, const struct iter_at &at, tree arg,
                 uint64_t start, uint64_t extent, struct sync_access *s)
{
  struct val v = ascsync_eval_at (arg, at.call, at.guards);
  const int64_t lim = (int64_t) 1 << 40;
  if (v.kind != VAL_LOCAL || v.cyc || v.pk != 1 || !v.ps || v.pmod
      || v.pphase || v.pl != loop->num || v.plo[0] > v.phi[0]
      || v.phi[0] >= (uint64_t) lim || v.ps > lim || v.ps < -lim)
    return false;
  s->ibase = base_id (integer_zero_node);
  s->iloop = loop->num;
  s->istep = v.ps;
  s->ilo = (int64_t) (v.plo[0] + start);
  s->ihi = (int64_t) (v.phi[0] + extent);
  return v.plo[0] == v.phi[0];
}

/* E (an element of an affine combination) without the conversions that
   keep its value (to a type at least as wide); *WRAPS: E or one of
   those converts from a type of fewer bits than an address whose
   arithmetic may wrap, so that an evolution of the name inside does
   not carry over.  */
static tree
strip_widening (tree e, bool *wraps)
{
  *wraps = !INTEGRAL_TYPE_P (TREE_TYPE (e))
           ? !POINTER_TYPE_P (TREE_TYPE (e))
           : (TYPE_PRECISION (TREE_TYPE (e)) < TYPE_PRECISION (sizetype)
              && !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e)));
  while (CONVERT_EXPR_P (e)
         && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (e, 0)))
         && (TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (e, 0)))
             <= TYPE_PRECISION (TREE_TYPE (e))))
    {
      tree in = TREE_TYPE (TREE_OPERAND (e, 0));
      if (TYPE_PRECISION (in) < TYPE_PRECISION (TREE_TYPE (e))
          && !TYPE_OVERFLOW_UNDEFINED (in))
        *wraps = true;
      e = TREE_OPERAND (e, 0);
    }
  return e;
}

/* Add COEF times the element E of a pointer's affine combination, in
   LOOP, to the parts of its iteration form: to BASE when E does not
   change in a run of LOOP, to BASE (its first value) and *STEP when
   scalar evolution moves it by a constant step there, else to [*LO,
   *HI] when the evaluator bounds E at the call AT (a value read from
   memory, an index a reduction wrote, under the conditions the call
   runs under).  False when none applies or a part overflows.  */
static bool
add_iteration_part (class loop *loop, const struct iter_at &at, tree e,
                    const widest_int &coef, aff_tree *base,
                    HOST_WIDE_INT *step, HOST_WIDE_INT *lo,
                    HOST_WIDE_INT *hi)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  if (!wi::fits_shwi_p (coef))
    return false;
  HOST_WIDE_INT c = coef.to_shwi (), st, a, b;
  if (c <= -lim || c >= lim)
    return false;
  bool wraps;
  tree x = strip_widening (e, &wraps), left, stept;
  if (ascsync_run_invariant (loop, x, 0))
    {
      aff_combination_add_elt (base, e, coef);
      return true;
    }
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  tree ev = evolution_in (loop, x);
  if (!wraps && affine_in (loop, ev, &left, &stept)
      && ascsync_signed_cst (stept, &st) && st > -lim && st < lim)
    {
      aff_combination_add_elt (base, fold_convert (TREE_TYPE (e), left),
                               coef);
      *step += c * st;
      return *step > -lim && *step < lim;
    }
  if (!INTEGRAL_TYPE_P (TREE_TYPE (x)))
    return false;
  struct val v = ascsync_eval_at (x, at.call, at.guards);
  if (v.kind != VAL_INT || v.cyc || v.lo > v.hi || v.hi >= (uint64_t) lim)
    return false;
  a = c * (HOST_WIDE_INT) v.lo;
  b = c * (HOST_WIDE_INT) v.hi;
  *lo += MIN (a, b);
  *hi += MAX (a, b);
  return *lo > -lim && *hi < lim;
}

/* The parts of an iteration form found from an affine combination:
   its symbolic base, its step, and the bytes from the base it covers
   in the first iteration, [LO, HI) plus the access's own.  */
struct iter_parts
{
  tree base;
  HOST_WIDE_INT step, lo, hi;
};

/* The iteration form parts *P in LOOP of the affine combination A of
   an operand of call AT.CALL (see add_iteration_part); false when a
   part does not fit one, or nothing moves.  */
static bool
combination_parts (class loop *loop, const struct iter_at &at,
                   const aff_tree &a, struct iter_parts *p)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  if (a.rest || !a.offset.is_constant () || a.n == 0)
    return false;
  aff_tree base;
  aff_combination_const (&base, sizetype, 0);
  HOST_WIDE_INT step = 0, lo = 0, hi = 0, boff;
  for (unsigned i = 0; i < a.n; i++)
    if (!add_iteration_part (loop, at, a.elts[i].val, a.elts[i].coef,
                             &base, &step, &lo, &hi))
      return false;
  widest_int off = a.offset.coeffs[0];
  if (step == 0 || base.rest || !wi::fits_shwi_p (off)
      || off.to_shwi () <= -lim || off.to_shwi () >= lim)
    return false;
  tree b = form_base (aff_combination_to_tree (&base), &boff);
  if (!b || boff <= -lim || boff >= lim)
    return false;
  p->base = b;
  p->step = step;
  p->lo = off.to_shwi () + boff + lo;
  p->hi = off.to_shwi () + boff + hi;
  return true;
}

/* The iteration form of an access from START to EXTENT bytes after
   pointer ARG of call AT.CALL when ARG, as GCC's affine combination, is a part fixed in
   a run of LOOP, parts that scalar evolution moves by constant steps,
   and at least one part the evaluator bounds but that does not evolve:
   "ps + (i * 64 + kwin[i] * 8) * 4" for an index kwin[i] in [0, 7]
   read from memory and a row i that starts at a value read from memory,
   which neither SCEV nor the evaluator follow whole.  The form's base
   is the fixed part with the moving parts' first values, its [ILO, IHI)
   widened by the bounded parts' values.  The combination is taken two
   ways, and the narrower form kept: expanded through every definition,
   and as ARG's own sum of a pointer and an offset, whose value the
   evaluator may know better than the sum of its expanded parts ("r +
   (m - m / 2) * 640": the parts m and m / 2 are bounded one by one).
   Returns whether the bounded parts are one value (the pointer is then
   exact in the form).  */
static bool
bounded_iter_form (class loop *loop, const struct iter_at &at, tree arg,
                   uint64_t start, uint64_t extent, struct sync_access *s)
{
  hash_map<tree, name_expansion *> *cache = NULL;
  aff_tree a;
  tree_to_aff_combination_expand (fold_convert (sizetype, arg), sizetype, &a,
                                  &cache);
  free_affine_expand_cache (&cache);
  struct iter_parts p, q;
  bool found = combination_parts (loop, at, a, &p);
  gassign *def = TREE_CODE (arg) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg)) : NULL;
  if (def && (gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
              || gimple_assign_rhs_code (def) == PLUS_EXPR))
    {
      tree sum = fold_build2 (PLUS_EXPR, sizetype,
                              fold_convert (sizetype,
                                            gimple_assign_rhs1 (def)),
                              fold_convert (sizetype,
                                            gimple_assign_rhs2 (def)));
      tree_to_aff_combination (sum, sizetype, &a);
      if (combination_parts (loop, at, a, &q)
          && (!found || q.hi - q.lo < p.hi - p.lo))
        {
          p = q;
          found = true;
        }
    }
  if (!found)
    return true;
  s->ibase = base_id (p.base);
  s->iloop = loop->num;
  s->istep = p.step;
  s->ilo = p.lo + (int64_t) start;
  s->ihi = p.hi + (int64_t) extent;
  return p.lo == p.hi;
}

/* Give access S of CALL its outer iteration form (struct sync_access,
   OBASE): the access covers [LEFT + LO, LEFT + HI) in the first
   iteration of each run of INNER, the innermost loop of CALL, and moves
   by STEP bytes per iteration of it (0: not at all).  LEFT's symbolic
   part, the value at INNER's entry, must move by a constant step per
   iteration of the loop enclosing INNER, and INNER's iterations per run
   be bounded (ascsync_max_trips).  */
static void
outer_iter_form (gcall *call, tree arg, class loop *inner, tree left,
                 int64_t lo, int64_t hi, int64_t step, struct sync_access *s)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  s->obase = 0;
  class loop *outer = loop_outer (inner);
  uint64_t n = 1;
  if (!outer || !loop_outer (outer)
      || (step && (!ascsync_max_trips (call, arg, &n) || n > (1u << 20))))
    return;
  int64_t span = step * (int64_t) (n - 1);
  lo += span < 0 ? span : 0;
  hi += span > 0 ? span : 0;
  HOST_WIDE_INT off, off2, stv;
  tree base = split_base (left, &off), left2, step2;
  if (!base || !iter_chrec (outer, base, &left2, &step2)
      || !ascsync_signed_cst (step2, &stv) || stv == 0 || stv > lim
      || stv < -lim)
    return;
  tree base2 = form_base (left2, &off2);
  if (!base2 || off + off2 > lim || off + off2 < -lim)
    return;
  s->obase = base_id (base2);
  s->oloop = outer->num;
  s->ostep = stv;
  s->olo = off + off2 + lo;
  s->ohi = off + off2 + hi;
}

/* See ascsync-gcc.h.  */
bool
ascsync_iter_form (gcall *call, tree arg, uint64_t start, uint64_t extent,
                   struct sync_access *s)
{
  s->ibase = 0;
  s->obase = 0;
  class loop *loop = call_loop (call, arg);
  if (!loop || extent < start || extent - start > ((uint64_t) 1 << 40))
    return true;
  /* IVOPTS keeps pointer IVs as integers: iter_chrec looks through
     conversions that keep every bit.  */
  tree left, step;
  if (!iter_chrec (loop, arg, &left, &step)
      && !affine_in (loop, widened_chrec (call, loop, arg), &left, &step))
    {
      struct ascsync_guards guards;
      ascsync_guards_at (call, &guards);
      struct iter_at at = { call, &guards };
      bool exact = value_iter_form (loop, at, arg, start, extent, s);
      if (!s->ibase)
        exact = bounded_iter_form (loop, at, arg, start, extent, s);
      /* The same in every iteration: moving only with the loop
         enclosing LOOP.  */
      if (!s->ibase && ascsync_run_invariant (loop, arg, 0))
        outer_iter_form (call, arg, loop, arg, (int64_t) start,
                         (int64_t) extent, 0, s);
      return exact;
    }
  HOST_WIDE_INT stv;
  if (!ascsync_signed_cst (step, &stv))
    return true;
  if (stv == 0 || stv > ((HOST_WIDE_INT) 1 << 40)
      || stv < -((HOST_WIDE_INT) 1 << 40))
    return true;
  HOST_WIDE_INT off;
  tree base = form_base (left, &off);
  if (!base || off > ((HOST_WIDE_INT) 1 << 40)
      || off < -((HOST_WIDE_INT) 1 << 40))
    return true;
  s->ibase = base_id (base);
  s->iloop = loop->num;
  s->istep = stv;
  s->ilo = off + (int64_t) start;
  s->ihi = off + (int64_t) extent;
  outer_iter_form (call, arg, loop, base, s->ilo, s->ihi, stv, s);
  return true;
}

/* See ascsync-gcc.h.  */
void
ascsync_iter_form_scaled (gcall *call, tree base, tree q, HOST_WIDE_INT scale,
                          uint64_t start, uint64_t extent,
                          struct sync_access *s)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  const HOST_WIDE_INT slim = (HOST_WIDE_INT) 1 << 20;
  class loop *loop = call_loop (call, q);
  tree q0, b0;
  HOST_WIDE_INT qstep, bstep, q0c, off;
  if (!loop || extent < start || extent - start > (uint64_t) lim
      || scale <= -slim || scale >= slim
      || !ascsync_loop_evolution (loop, q, &q0, &qstep) || qstep == 0
      || qstep <= -slim || qstep >= slim || TREE_CODE (q0) != INTEGER_CST
      || !ascsync_signed_cst (q0, &q0c) || q0c <= -lim || q0c >= lim)
    return;
  if (TREE_CODE (base) != SSA_NAME)
    b0 = base;
  else if (!ascsync_loop_evolution (loop, base, &b0, &bstep) || bstep != 0)
    return;
  tree b = form_base (b0, &off);
  if (!b || off <= -lim || off >= lim)
    return;
  s->ibase = base_id (b);
  s->iloop = loop->num;
  s->istep = scale * qstep;
  s->ilo = off + scale * q0c + (int64_t) start;
  s->ihi = off + scale * q0c + (int64_t) extent;
  s->obase = 0;
}

/* See ascsync-gcc.h.  */
tree
ascsync_advancing_root (gcall *call, tree arg, HOST_WIDE_INT *off)
{
  *off = 0;
  class loop *loop = call_loop (call, arg);
  tree x = arg;
  /* Outward through the loops the pointer advances in: its first value
     in a run of one loop may advance in the next loop out.  */
  for (int level = 0; loop && loop_outer (loop) && level < 3; level++)
    {
      tree left, step;
      HOST_WIDE_INT stv, c;
      if (TREE_CODE (x) != SSA_NAME || !iter_chrec (loop, x, &left, &step)
          || !ascsync_signed_cst (step, &stv) || stv < 0
          || stv > ((HOST_WIDE_INT) 1 << 40))
        break;
      tree base = split_base (left, &c);
      if (!base || c < 0 || c > ((HOST_WIDE_INT) 1 << 40))
        break;
      STRIP_NOPS (base);
      *off += c;
      x = base;
      if (TREE_CODE (x) != SSA_NAME)
        break;
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (x));
      loop = bb ? bb->loop_father : NULL;
    }
  return x != arg && TREE_CODE (x) == SSA_NAME ? x : NULL_TREE;
}

/* Decompose integer expression T (a GENERIC tree or an SSA name and
   its definitions) as C * V + D for one SSA name V and constants C, D;
   a constant gives C = 0 and V unchanged.  VLO and VHI are V's range
   once found; every step's values must fit its type (no wrap-around),
   checked on the way back up.  DEPTH bounds the recursion.  */
static bool
affine_parts (tree t, tree *v, HOST_WIDE_INT *c, HOST_WIDE_INT *d,
              uint64_t *vlo, uint64_t *vhi, int depth)
{
  if (depth > 8 || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (TREE_CODE (t) == INTEGER_CST)
    {
      *c = 0;
      return ascsync_signed_cst (t, d) && *d > -(1 << 30) && *d < (1 << 30);
    }
  enum tree_code code = TREE_CODE (t);
  tree op0 = NULL_TREE, op1 = NULL_TREE;
  if (code == SSA_NAME)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      enum tree_code dc = def ? gimple_assign_rhs_code (def) : ERROR_MARK;
      if (def && (CONVERT_EXPR_CODE_P (dc) || dc == MULT_EXPR
                  || dc == PLUS_EXPR || dc == MINUS_EXPR
                  || dc == LSHIFT_EXPR
                  || (dc == BIT_AND_EXPR
                      && TREE_CODE (gimple_assign_rhs2 (def))
                         == INTEGER_CST)))
        {
          code = dc;
          op0 = gimple_assign_rhs1 (def);
          op1 = CONVERT_EXPR_CODE_P (dc) ? NULL_TREE
                                         : gimple_assign_rhs2 (def);
        }
      else
        {
          /* A leaf: V itself.  */
          struct val r = ascsync_eval (t, 0);
          if (r.kind != VAL_INT || r.hi >= ((uint64_t) 1 << 16)
              || (*v && *v != t))
            return false;
          *v = t;
          *vlo = r.lo;
          *vhi = r.hi;
          *c = 1;
          *d = 0;
          return true;
        }
    }
  else if (CONVERT_EXPR_CODE_P (code))
    op0 = TREE_OPERAND (t, 0);
  else if (code == MULT_EXPR || code == PLUS_EXPR || code == MINUS_EXPR
           || code == LSHIFT_EXPR || code == EXACT_DIV_EXPR)
    op0 = TREE_OPERAND (t, 0), op1 = TREE_OPERAND (t, 1);
  else
    return false;
  HOST_WIDE_INT c0, d0, c1 = 0, d1 = 0;
  if (!affine_parts (op0, v, &c0, &d0, vlo, vhi, depth + 1)
      || (op1 && !affine_parts (op1, v, &c1, &d1, vlo, vhi, depth + 1)))
    return false;
  switch (code)
    {
    case MULT_EXPR:
      if (c0 && c1)
        return false;
      *c = c0 * d1 + c1 * d0;
      *d = d0 * d1;
      break;
    case PLUS_EXPR:
      *c = c0 + c1, *d = d0 + d1;
      break;
    case MINUS_EXPR:
      *c = c0 - c1, *d = d0 - d1;
      break;
    case LSHIFT_EXPR:
      if (c1 || d1 < 0 || d1 > 16)
        return false;
      *c = c0 << d1, *d = d0 << d1;
      break;
    case EXACT_DIV_EXPR:
      /* Only a division that is exact for every V.  */
      if (c1 || d1 <= 0 || c0 % d1 || d0 % d1)
        return false;
      *c = c0 / d1, *d = d0 / d1;
      break;
    case BIT_AND_EXPR:
      {
        /* "X & 255", GCC's form of a conversion to an 8-bit count: X
           itself where all its values lie in [0, 255].  */
        HOST_WIDE_INT l0 = c0 * (HOST_WIDE_INT) *vlo + d0;
        HOST_WIDE_INT h0 = c0 * (HOST_WIDE_INT) *vhi + d0;
        if (c1 || d1 <= 0 || (d1 & (d1 + 1)) || MIN (l0, h0) < 0
            || MAX (l0, h0) > d1)
          return false;
        *c = c0, *d = d0;
        break;
      }
    default:
      *c = c0, *d = d0;
      break;
    }
  if (*c < -(1 << 20) || *c > (1 << 20) || *d < -(1 << 30) || *d > (1 << 30))
    return false;
  /* No wrap-around: the values at both ends of V's range fit T's type
     (V's range is known once a leaf was met; a constant always fits).  */
  if (*c == 0 && !*v)
    return true;
  HOST_WIDE_INT lo = *c * (HOST_WIDE_INT) *vlo + *d;
  HOST_WIDE_INT hi = *c * (HOST_WIDE_INT) *vhi + *d;
  if (lo > hi)
    {
      HOST_WIDE_INT t = lo;
      lo = hi;
      hi = t;
    }
  tree type = TREE_TYPE (t);
  if (TYPE_UNSIGNED (type) ? lo < 0
      : lo < -(HOST_WIDE_INT) (ascsync_type_max (type) / 2) - 1)
    return false;
  return (uint64_t) hi <= ascsync_type_max (type);
}

/* See ascsync-gcc.h.  */
bool
ascsync_affine (tree t, tree *v, HOST_WIDE_INT *c, HOST_WIDE_INT *d,
                uint64_t *vlo, uint64_t *vhi)
{
  *v = NULL_TREE;
  *vlo = *vhi = 0;
  if (!affine_parts (t, v, c, d, vlo, vhi, 0))
    return false;
  if (!*v)
    *c = 0;
  return true;
}

/* See ascsync-gcc.h.  */
void
ascsync_expanded_difference (tree a, tree b, tree ut, aff_tree *d)
{
  hash_map<tree, name_expansion *> *cache = NULL;
  tree_to_aff_combination_expand (fold_build2 (MINUS_EXPR, ut,
                                               fold_convert (ut, a),
                                               fold_convert (ut, b)),
                                  ut, d, &cache);
  free_affine_expand_cache (&cache);
}

/* The number of iterations of LOOP when its single exit, at the bottom
   (its block dominates the latch and holds the test), leaves when an
   induction variable {LEFT, +, S} (S > 0 constant) becomes equal to a
   loop-invariant END: (END - LEFT) / S + 1, when END - LEFT is a
   multiple of S term by term once both are expanded into GCC's affine
   combinations (common terms cancel: "_1 + 4 + (t * 16 + n - 1) * 4"
   against "_1 + t * 64"); what IVOPTS makes of "for (j = 0; j < n;
   j++)" over a pointer ("p != start + n * 256").  The count is returned
   as that expression in the variable's type (unsigned), or NULL.  */
static tree
ne_exit_trip_count (class loop *loop)
{
  edge exit = single_exit (loop);
  if (!exit || !loop->latch
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    return NULL_TREE;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (exit->src));
  if (!cond)
    return NULL_TREE;
  enum tree_code code = gimple_cond_code (cond);
  if (exit->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  if (code != EQ_EXPR)
    return NULL_TREE;
  for (int side = 0; side < 2; side++)
    {
      tree iv = side ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
      tree end = side ? gimple_cond_lhs (cond) : gimple_cond_rhs (cond);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (iv)) || TREE_CODE (iv) != SSA_NAME
          || TYPE_PRECISION (TREE_TYPE (iv)) > 64
          || !expr_invariant_in_loop_p (loop, end))
        continue;
      tree left, step;
      if (!affine_in (loop, evolution_in (loop, iv), &left, &step)
          || tree_int_cst_sgn (step) <= 0 || !tree_fits_shwi_p (step))
        continue;
      tree ut = unsigned_type_for (TREE_TYPE (iv));
      aff_tree d;
      ascsync_expanded_difference (end, left, ut, &d);
      /* Every term and the constant a multiple of S: divided term by
         term, the count is exact (modulo the type, as the test is).  */
      widest_int s = wi::to_widest (step);
      bool multiple = !d.rest && d.offset.is_constant ()
                      && wi::multiple_of_p (d.offset.coeffs[0], s, SIGNED);
      for (unsigned i = 0; multiple && i < d.n; i++)
        multiple = wi::multiple_of_p (d.elts[i].coef, s, SIGNED);
      if (!multiple)
        continue;
      for (unsigned i = 0; i < d.n; i++)
        d.elts[i].coef = wi::sdiv_trunc (d.elts[i].coef, s);
      d.offset = wi::sdiv_trunc (d.offset.coeffs[0], s) + 1;
      return aff_combination_to_tree (&d);
    }
  return NULL_TREE;
}

/* Whether every execution of CALL's block is followed by one of the
   latch of LOOP, its innermost loop (the latch post-dominates it): CALL
   then runs at most as often as the latch, one time fewer than the
   exit test of a loop that tests at its start, as at -O0.  */
static bool
latch_follows (gcall *call, class loop *loop)
{
  basic_block bb = gimple_bb (call);
  return bb != loop->header && loop->latch
         && dom_info_available_p (CDI_POST_DOMINATORS)
         && dominated_by_p (CDI_POST_DOMINATORS, bb, loop->latch);
}

/* The iterations of LOOP in which CALL may run, at most, N a bound on
   the runs of LOOP's header: N, or when the latch follows CALL
   (latch_follows), the latch's runs, one fewer than the header's (each
   run of the header but the first comes from the latch), or GCC's
   bound on them when smaller.  */
static uint64_t
call_iterations (gcall *call, class loop *loop, uint64_t n)
{
  if (!latch_follows (call, loop))
    return n;
  uint64_t m = n >= 2 ? n - 1 : n;
  HOST_WIDE_INT latch = get_max_loop_iterations_int (loop);
  if (latch >= 1 && (uint64_t) latch < m)
    m = (uint64_t) latch;
  return m;
}

/* GCC's number of executions of LOOP's latch as an integer expression
   free of chrecs, or NULL.  */
static tree
latch_executions (class loop *loop)
{
  tree n = number_of_latch_executions (loop);
  return n && n != chrec_dont_know && INTEGRAL_TYPE_P (TREE_TYPE (n))
         && !tree_contains_chrecs (n, NULL) ? n : NULL_TREE;
}

/* The number of iterations of LOOP as an expression (GCC's latch
   executions + 1, else ne_exit_trip_count), or NULL.  */
static tree
loop_trip_count (class loop *loop)
{
  tree n = latch_executions (loop);
  if (n)
    return fold_build2 (PLUS_EXPR, TREE_TYPE (n), n,
                        build_int_cst (TREE_TYPE (n), 1));
  return ne_exit_trip_count (loop);
}

/* See ascsync-gcc.h.  */
tree
ascsync_trip_count (gcall *call, tree arg, int *loopnum)
{
  class loop *loop = call_loop (call, arg);
  if (!loop)
    return NULL_TREE;
  *loopnum = loop->num;
  tree n = latch_follows (call, loop) ? latch_executions (loop) : NULL_TREE;
  return n ? n : loop_trip_count (loop);
}

/* See ascsync-gcc.h.  */
tree
ascsync_iter_base (int ibase)
{
  return ibase > 0 && (unsigned) ibase <= iter_bases.length ()
         ? iter_bases[ibase - 1] : NULL_TREE;
}

/* For pointer B, an SSA name that adds to a pointer an offset which is
   not a constant ("_183 = p + _182", "_182 = (_156 + 64) * 4"): GCC's
   affine combination of B without its constant part, as the symbolic
   base that B adds the constant *C to, or NULL_TREE.  Copies of one
   access unrolled or threaded apart, "p + 4 * _156", "+ 256", "+ 512",
   then share a base, and their residues differ by the constants.  B
   and the base are one value in one iteration of the loop of B's
   definition, as B alone is: the base is B minus a constant.  */
static tree
variable_offset_key (tree b, HOST_WIDE_INT *c)
{
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (!def || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (def)) != SSA_NAME)
    return NULL_TREE;
  hash_map<tree, name_expansion *> *cache = NULL;
  aff_tree a;
  tree_to_aff_combination_expand (fold_convert (sizetype, b), sizetype, &a,
                                  &cache);
  free_affine_expand_cache (&cache);
  if (a.rest || a.n == 0 || !a.offset.is_constant ()
      || !wi::fits_shwi_p (a.offset.coeffs[0]))
    return NULL_TREE;
  HOST_WIDE_INT k = a.offset.coeffs[0].to_shwi ();
  if (k > lim || k < -lim)
    return NULL_TREE;
  a.offset = 0;
  *c = k;
  return aff_combination_to_tree (&a);
}

/* See ascsync-gcc.h.  */
int
ascsync_relative_base (tree e, HOST_WIDE_INT *off, int *loopnum)
{
  HOST_WIDE_INT o;
  tree b = split_base (e, &o);
  const HOST_WIDE_INT lim = (HOST_WIDE_INT) 1 << 40;
  /* Through the definitions that add a constant or convert without
     changing the value ("_49 = ys + 1792", "(unsigned long) _49").  */
  for (int guard = 0; b && TREE_CODE (b) == SSA_NAME && guard < 8; guard++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
      if (!def)
        break;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree a = gimple_assign_rhs1 (def);
      HOST_WIDE_INT c = 0;
      if (CONVERT_EXPR_CODE_P (code))
        {
          if (TREE_CODE (a) != SSA_NAME
              || (!INTEGRAL_TYPE_P (TREE_TYPE (a))
                  && !POINTER_TYPE_P (TREE_TYPE (a)))
              || (TYPE_PRECISION (TREE_TYPE (a))
                  != TYPE_PRECISION (TREE_TYPE (b))))
            break;
        }
      /* A sum that wraps only around the address space.  */
      else if ((code == POINTER_PLUS_EXPR || code == PLUS_EXPR)
               && TYPE_PRECISION (TREE_TYPE (b)) >= 64
               && TREE_CODE (a) == SSA_NAME
               && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
               && ascsync_signed_cst (gimple_assign_rhs2 (def), &c))
        ;
      else
        break;
      o += c;
      if (o > lim || o < -lim)
        return 0;
      b = a;
    }
  if (b && o <= lim && o >= -lim)
    {
      /* One constant address: relative to address 0 (form_base).  */
      HOST_WIDE_INT c0;
      tree z = form_base (b, &c0);
      if (z && integer_zerop (z) && o + c0 <= lim && o + c0 >= -lim)
        {
          *loopnum = -1;
          *off = o + c0;
          return base_id (integer_zero_node);
        }
    }
  if (!b || TREE_CODE (b) != SSA_NAME || o > lim || o < -lim)
    return 0;
  basic_block bb = SSA_NAME_IS_DEFAULT_DEF (b)
                   ? NULL : gimple_bb (SSA_NAME_DEF_STMT (b));
  class loop *l = bb ? bb->loop_father : NULL;
  *loopnum = l && loop_outer (l) ? l->num : -1;
  HOST_WIDE_INT c = 0;
  tree key = variable_offset_key (b, &c);
  if (key && (o + c > lim || o + c < -lim))
    key = NULL_TREE;
  *off = o + (key ? c : 0);
  return base_id (key ? key : b);
}

/* The largest value of arm ARM of a trip count "X < Y ? ARM : ..." (COND
   its condition) into *HI when ARM is Y - X, conversions that keep the
   values looked through (GCC's count of a loop from X up to Y): Y's
   largest value minus X's smallest, X never negative (the evaluator's
   interval).  */
static bool
difference_bound (tree cond, tree arm, uint64_t *hi, int depth,
                  edge entry)
{
  enum tree_code code = TREE_CODE (cond);
  if (code != LT_EXPR && code != GT_EXPR)
    return false;
  tree x = TREE_OPERAND (cond, code == LT_EXPR ? 0 : 1);
  tree y = TREE_OPERAND (cond, code == LT_EXPR ? 1 : 0);
  STRIP_NOPS (arm);
  if (TREE_CODE (arm) != MINUS_EXPR || !INTEGRAL_TYPE_P (TREE_TYPE (x))
      || TYPE_PRECISION (TREE_TYPE (arm)) < TYPE_PRECISION (TREE_TYPE (x)))
    return false;
  tree a = TREE_OPERAND (arm, 0), b = TREE_OPERAND (arm, 1);
  STRIP_NOPS (a);
  STRIP_NOPS (b);
  uint64_t yhi;
  if (!operand_equal_p (a, y, 0) || !operand_equal_p (b, x, 0)
      || !count_bound (y, &yhi, depth + 1, entry))
    return false;
  uint64_t xlo = 0;
  if (TREE_CODE (x) == SSA_NAME)
    {
      struct val v = ascsync_eval (x, 0);
      if (v.kind != VAL_INT || v.cyc)
        return false;
      xlo = v.lo;
    }
  else if (TREE_CODE (x) != INTEGER_CST || tree_int_cst_sgn (x) < 0
           || !tree_fits_uhwi_p (x))
    return false;
  else
    xlo = tree_to_uhwi (x);
  *hi = yhi > xlo ? yhi - xlo : 0;
  return true;
}

/* The values of integer SSA name X on edge ENTRY into [*LO, *HI], from
   GCC's range query, when its range there is bounded and not
   negative.  */
static bool
entry_range (tree x, edge entry, uint64_t *lo, uint64_t *hi)
{
  value_range r;
  if (!get_range_query (cfun)->range_on_edge (r, entry, x)
      || r.undefined_p () || r.varying_p () || r.kind () != VR_RANGE)
    return false;
  signop sg = TYPE_SIGN (TREE_TYPE (x));
  wide_int bot = r.lower_bound (), top = r.upper_bound ();
  if (wi::neg_p (bot, sg) || !wi::fits_uhwi_p (top))
    return false;
  *lo = bot.to_uhwi ();
  *hi = top.to_uhwi ();
  return true;
}

/* The values of an SSA name of a trip count (see count_range): the
   evaluator's interval, and at the loop's entry (ENTRY) GCC's range
   there, which sees the guards on the way to it ("if (left > 0)"
   before a loop of "(int) MIN (left, 16)" trips): their
   intersection.  */
static bool
name_range (tree x, uint64_t *lo, uint64_t *hi, edge entry)
{
  struct val r = ascsync_eval (x, 0);
  bool known = r.kind == VAL_INT && !r.cyc;
  uint64_t glo, ghi;
  if (entry && entry_range (x, entry, &glo, &ghi))
    {
      *lo = known && r.lo > glo ? r.lo : glo;
      *hi = known && r.hi < ghi ? r.hi : ghi;
      return *lo <= *hi;
    }
  *lo = r.lo;
  *hi = r.hi;
  return known;
}

/* The sum of values [LO0, HI0] and [LO1, HI1] in unsigned type TYPE
   of at most 64 bits into [*LO, *HI]: exact when no sum reaches 2^P
   (P the type's precision) or every sum does (they all wrap once: "x +
   4294967295", GCC's "x - 1" of an unsigned int x >= 1); false when
   only some do, or in a signed type when any does.  */
static bool
sum_range (tree type, uint64_t lo0, uint64_t hi0, uint64_t lo1,
           uint64_t hi1, uint64_t *lo, uint64_t *hi)
{
  uint64_t max = ascsync_type_max (type);
  unsigned __int128 l = (unsigned __int128) lo0 + lo1;
  unsigned __int128 h = (unsigned __int128) hi0 + hi1;
  if (h <= max)
    {
      *lo = (uint64_t) l;
      *hi = (uint64_t) h;
      return true;
    }
  unsigned __int128 wrap = (unsigned __int128) max + 1;
  if (!TYPE_UNSIGNED (type) || TYPE_PRECISION (type) > 64 || l < wrap
      || h - wrap > max)
    return false;
  *lo = (uint64_t) (l - wrap);
  *hi = (uint64_t) (h - wrap);
  return true;
}

/* The largest value of signed SSA name X into *HI, its negative values
   not counted, under the count assumption (ascsync_converted_count_top:
   on with the layout assumption).  */
static bool
signed_count_top (tree x, uint64_t *hi)
{
  return ascsync_settings.layout && TREE_CODE (x) == SSA_NAME
         && INTEGRAL_TYPE_P (TREE_TYPE (x)) && !TYPE_UNSIGNED (TREE_TYPE (x))
         && ascsync_converted_count_top (x, hi);
}

/* The values of trip count expression E into [*LO, *HI] (not negative,
   each within E's type): a constant, the values of an SSA name
   (name_range), the arms of "C ? X : Y" (an arm "Y - X" under "X < Y"
   too, difference_bound) and of MIN_EXPR and MAX_EXPR, a conversion
   when the values fit the new type, sums (sum_range) and products of
   such values that stay below the type's top.  ENTRY: the edge into
   the loop whose count E is, or NULL.  */
static bool
count_range (tree e, uint64_t *lo, uint64_t *hi, int depth, edge entry)
{
  uint64_t l2, h2;
  if (depth > 4 || !INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;
  tree type = TREE_TYPE (e);
  tree e0 = TREE_CODE_LENGTH (TREE_CODE (e)) >= 1 ? TREE_OPERAND (e, 0)
                                                  : NULL_TREE;
  switch (TREE_CODE (e))
    {
    case INTEGER_CST:
      if (!tree_fits_uhwi_p (e))
        return false;
      *lo = *hi = tree_to_uhwi (e);
      return true;
    case SSA_NAME:
      return name_range (e, lo, hi, entry);
    CASE_CONVERT:
      /* Under the count assumption a signed value converted is not
         negative: "(uint32_t) rows" of "i < (uint32_t) rows" is at
         most the largest ROWS.  */
      if (!count_range (e0, lo, hi, depth + 1, entry))
        {
          if (!signed_count_top (e0, hi))
            return false;
          *lo = 0;
        }
      return *hi <= ascsync_type_max (type);
    case PLUS_EXPR:
      /* Both terms bounded (never negative: the evaluator's intervals
         and constants are not), their sums below the type's top or all
         wrapping once ("(unsigned) MAX_EXPR <mcnt, 0> + 1", GCC's count
         of a loop tested at its head; "(unsigned) n + 4294967295").  */
      return count_range (e0, lo, hi, depth + 1, entry)
             && count_range (TREE_OPERAND (e, 1), &l2, &h2, depth + 1, entry)
             && sum_range (type, *lo, *hi, l2, h2, lo, hi);
    case MULT_EXPR:
      /* Both factors bounded and never negative, as for a sum ("(unsigned
         long) (bsn * 3) + 1", GCC's count at -O0 of a loop over a
         block's share of the bands, three tiles each).  */
      if (!count_range (e0, lo, hi, depth + 1, entry)
          || !count_range (TREE_OPERAND (e, 1), &l2, &h2, depth + 1, entry)
          || (h2 != 0 && *hi > ascsync_type_max (type) / h2))
        return false;
      *lo *= l2;
      *hi *= h2;
      return true;
    case MIN_EXPR:
      {
        /* At most either operand; in an unsigned type the bounded one
           alone bounds it (a signed operand may be negative: both).  */
        bool a = count_range (e0, lo, hi, depth + 1, entry);
        bool b = count_range (TREE_OPERAND (e, 1), &l2, &h2, depth + 1,
                              entry);
        if (!TYPE_UNSIGNED (type) && !(a && b))
          return false;
        if (a && b)
          {
            *lo = MIN (*lo, l2);
            *hi = MIN (*hi, h2);
          }
        else if (b)
          *lo = 0, *hi = h2;
        else if (a)
          *lo = 0;
        return a || b;
      }
    case COND_EXPR:
    case MAX_EXPR:
      {
        int k = TREE_CODE (e) == COND_EXPR ? 1 : 0;
        tree x = TREE_OPERAND (e, k);
        /* Of MAX_EXPR <X, Y>, Y never negative, the negative values of
           X do not count (a loop tested at its head, "(unsigned)
           MAX_EXPR <rows, 0> + 1"): the largest of the others, by the
           count assumption as at a conversion.  */
        if (!count_range (x, lo, hi, depth + 1, entry))
          {
            if (k ? !difference_bound (e0, x, hi, depth, entry)
                  : !signed_count_top (x, hi))
              return false;
            *lo = 0;
          }
        if (!count_range (TREE_OPERAND (e, k + 1), &l2, &h2, depth + 1,
                          entry))
          return false;
        *lo = k ? MIN (*lo, l2) : MAX (*lo, l2);
        *hi = MAX (*hi, h2);
        return true;
      }
    default:
      return false;
    }
}

/* The largest value of trip count expression E into *HI (see
   count_range).  */
static bool
count_bound (tree e, uint64_t *hi, int depth, edge entry)
{
  uint64_t lo;
  return count_range (e, &lo, hi, depth, entry);
}

/* See ascsync-gcc.h.  */
edge
ascsync_loop_entry_edge (class loop *loop)
{
  edge e, entry = NULL;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
        if (entry)
          return NULL;
        entry = e;
      }
  return entry;
}

/* The largest number of runs of LOOP's header that exit test COND
   (ending block EXIT->src, which dominates LOOP's latch, left by EXIT)
   allows into *N, when it compares a counter stepping up by a constant
   S from a start of known values (the evaluator's) with a bound of
   known values (count_range): at most P + 1 runs, P the values of the
   counter that pass the test ("j < b" for j from 0 and b in [0, 12]:
   12).  The bound need not be invariant ("j < m[b]" at -O0 loads m[b]
   in every test): the largest of its values bounds the counter at each
   test, and every run of the latch follows a test that passed.  */
static bool
compared_exit_trips (class loop *loop, edge exit, gcond *cond, uint64_t *n)
{
  enum tree_code code = gimple_cond_code (cond);
  if (exit->flags & EDGE_TRUE_VALUE)
    code = invert_tree_comparison (code, false);
  for (int side = 0; side < 2; side++)
    {
      tree iv = side ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
      tree bound = side ? gimple_cond_lhs (cond) : gimple_cond_rhs (cond);
      enum tree_code c = side ? swap_tree_comparison (code) : code;
      if ((c != LT_EXPR && c != LE_EXPR) || TREE_CODE (iv) != SSA_NAME
          || !INTEGRAL_TYPE_P (TREE_TYPE (iv))
          || TYPE_PRECISION (TREE_TYPE (iv)) > 64)
        continue;
      tree left, step;
      HOST_WIDE_INT st;
      if (!affine_in (loop, evolution_in (loop, iv), &left, &step)
          || !ascsync_signed_cst (step, &st) || st <= 0)
        continue;
      /* The start's least value as the evaluator knows it (no count
         assumption: a start below it would run more iterations).  */
      struct val sv = ascsync_eval (left, 0);
      uint64_t llo = sv.lo, blo, bhi;
      if (sv.kind != VAL_INT || sv.cyc || sv.lo > sv.hi
          || !count_range (bound, &blo, &bhi, 0, NULL)
          || bhi >= ((uint64_t) 1 << 30))
        continue;
      uint64_t top = c == LE_EXPR ? bhi : bhi - (bhi > 0);
      /* The counter passes the bound before its type wraps it.  */
      if (top + (uint64_t) st > ascsync_type_max (TREE_TYPE (iv)))
        continue;
      if (c == LT_EXPR && bhi == 0)
        *n = 1;
      else
        *n = top < llo ? 1 : (top - llo) / (uint64_t) st + 2;
      return true;
    }
  return false;
}

/* The least bound compared_exit_trips finds on the runs of LOOP's
   header from its exits whose tests run in every iteration (their
   block dominates the latch) into *N.  */
static bool
exit_test_trips (class loop *loop, uint64_t *n)
{
  if (!loop->latch || !scev_initialized_p ())
    return false;
  bool found = false;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  for (edge e : exits)
    {
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
      uint64_t m;
      if (cond && dominated_by_p (CDI_DOMINATORS, loop->latch, e->src)
          && compared_exit_trips (loop, e, cond, &m)
          && (!found || m < *n))
        {
          *n = m;
          found = true;
        }
    }
  return found;
}

/* An upper bound of the iterations of LOOP into *N (see
   ascsync_max_trips).  */
static bool
loop_max_trips (class loop *loop, uint64_t *n)
{
  tree trips = loop_trip_count (loop);
  tree v;
  HOST_WIDE_INT c, d;
  uint64_t vlo, vhi;
  if (trips && ascsync_affine (trips, &v, &c, &d, &vlo, &vhi))
    {
      HOST_WIDE_INT a = c * (HOST_WIDE_INT) vlo + d;
      HOST_WIDE_INT b = c * (HOST_WIDE_INT) vhi + d;
      HOST_WIDE_INT m = a > b ? a : b;
      if (m < 1)
        return false;
      *n = (uint64_t) m;
      return true;
    }
  /* Not affine in one value (a block's share of the rows, "per +
     (block_idx < extra)", times the tiles of a row): the evaluator's
     range of the count, when smaller than GCC's bound.  */
  HOST_WIDE_INT latch = get_max_loop_iterations_int (loop);
  uint64_t gbound = latch >= 0 && latch < ((HOST_WIDE_INT) 1 << 30)
                    ? (uint64_t) latch + 1 : 0;
  uint64_t ebound;
  if (trips
      && count_bound (trips, &ebound, 0, ascsync_loop_entry_edge (loop))
      && ebound >= 1
      && ebound < ((uint64_t) 1 << 30) && (!gbound || ebound < gbound))
    gbound = ebound;
  /* The bound of a test comparing the counter with values the
     evaluator knows, where GCC finds no count (a bound loaded in every
     iteration).  */
  if (!trips && exit_test_trips (loop, &ebound)
      && (!gbound || ebound < gbound))
    gbound = ebound;
  if (!gbound)
    return false;
  *n = gbound;
  return true;
}

/* See ascsync-gcc.h.  */
bool
ascsync_loop_trips_bound (class loop *loop, uint64_t *n)
{
  return loop && loop_outer (loop) && loop->header && loop->latch
         && loop_max_trips (loop, n);
}

/* See ascsync-gcc.h.  */
bool
ascsync_max_trips (gcall *call, tree arg, uint64_t *n)
{
  class loop *loop = call_loop (call, arg);
  if (!loop)
    return false;
  if (!loop_max_trips (loop, n))
    return false;
  *n = call_iterations (call, loop, *n);
  return true;
}
