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
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "fold-const.h"
#include "tree-ssa-alias.h"
#include "gimple-iterator.h"

/* Symbolic bases of the current function; IBASE is index + 1.  */
static vec<tree> iter_bases;

/* See ascsync-gcc.h.  */
void
ascsync_iter_reset (void)
{
  iter_bases.release ();
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
          tree c = TREE_OPERAND (e, 1);
          widest_int w = wi::to_widest (c);
          if (TYPE_UNSIGNED (TREE_TYPE (c)))
            w = wi::sext (w, TYPE_PRECISION (TREE_TYPE (c)));
          if (!wi::fits_shwi_p (w))
            return NULL_TREE;
          *off += w.to_shwi ();
          e = TREE_OPERAND (e, 0);
          continue;
        }
      return e;
    }
  return NULL_TREE;
}

/* The IBASE number of symbolic base B.  */
static int
base_id (tree b)
{
  for (unsigned i = 0; i < iter_bases.length (); i++)
    if (operand_equal_p (iter_bases[i], b, 0))
      return (int) i + 1;
  iter_bases.safe_push (b);
  return (int) iter_bases.length ();
}

/* Whether some statement of LOOP may write the memory REF reads.
   Loops with many writing statements are not searched (true).  */
static bool
loop_writes_ref (class loop *loop, tree ref)
{
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
      return !loop_writes_ref (loop, ref);
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

/* Whether the chrec EV evolves in LOOP by a constant step from an
   expression free of chrecs; then store those in *LEFT and *STEP.  */
static bool
affine_in (class loop *loop, tree ev, tree *left, tree *step)
{
  if (!ev || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num
      || TREE_CODE (CHREC_RIGHT (ev)) != INTEGER_CST
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL))
    return false;
  *left = CHREC_LEFT (ev);
  *step = CHREC_RIGHT (ev);
  return true;
}

/* Whether ARG moves by a constant step per iteration of LOOP; then
   store its value in the first iteration of the run in *LEFT and the
   step in *STEP.  Tries scalar evolution on ARG, then on the offset of
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

/* See ascsync-gcc.h.  */
bool
ascsync_symbolic_step (gcall *call, tree arg, tree *v, HOST_WIDE_INT *mul,
                       int *loopnum)
{
  class loop *loop = call_loop (call, arg);
  if (!loop)
    return false;
  tree ev = evolution_in (loop, arg);
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

/* See ascsync-gcc.h.  */
void
ascsync_iter_form (gcall *call, tree arg, uint64_t start, uint64_t extent,
                   int tiled, struct sync_access *s)
{
  s->ibase = 0;
  class loop *loop = call_loop (call, arg);
  if (!loop || extent < start || extent - start > ((uint64_t) 1 << 40))
    return;
  /* IVOPTS keeps pointer IVs as integers: iter_chrec looks through
     conversions that keep every bit.  */
  tree left, step;
  if (!iter_chrec (loop, arg, &left, &step))
    return;
  widest_int st = wi::to_widest (step);
  if (TYPE_UNSIGNED (TREE_TYPE (step)))
    st = wi::sext (st, TYPE_PRECISION (TREE_TYPE (step)));
  if (!wi::fits_shwi_p (st))
    return;
  HOST_WIDE_INT stv = st.to_shwi ();
  if (stv == 0 || stv > ((HOST_WIDE_INT) 1 << 40)
      || stv < -((HOST_WIDE_INT) 1 << 40))
    return;
  HOST_WIDE_INT off;
  tree base = split_base (left, &off);
  if (!base || off > ((HOST_WIDE_INT) 1 << 40)
      || off < -((HOST_WIDE_INT) 1 << 40))
    return;
  s->ibase = base_id (base);
  s->iloop = loop->num;
  s->istep = stv;
  s->ilo = off + (int64_t) start;
  s->ihi = off + (int64_t) extent;
  /* The layout assumption for tiles: a transfer whose count is bounded
     only by its type covers at most one step.  */
  HOST_WIDE_INT mag = stv < 0 ? -stv : stv;
  if (tiled && s->ihi - s->ilo > mag)
    s->ihi = s->ilo + mag;
}
