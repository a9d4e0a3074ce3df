/* gimple_branch_facts.cc -- branches that test one condition again
   (ascsync).

   A kernel often tests one scalar twice: "if (!reread) prefetch ();
   ... if (reread) reload ();", or a loop's continue test repeats the
   guard of a prefetch.  A path through the CFG that takes the first
   branch one way and the second the other is impossible, but the
   happens-before flow (sync_hb.c) walks every path, so hand-written
   sync set on one arm and relied on after the other looks missing.
   This file gives the flow the facts to skip such paths: per block,
   which predicate each out-edge establishes (sync_block.spred), which
   predicates the block invalidates by defining one of their operands
   (pkill; an SSA value changes only at its definition), which a PHI
   carries from one name to another (pcopy), and which are live
   (plive), so the flow keeps only facts some later branch reads.  A
   predicate is a comparison of integer or pointer SSA values in a
   canonical form; only those tested twice, or linked by a PHI to a
   tested one, are kept (at most SYNC_NPREDS).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"

/* Branch correlation (sync_block.spred): a predicate is a comparison
   "OP0 CODE OP1 + K" of integer or pointer SSA values (OP1 may be a
   constant), in a canonical form: OP0 an SSA name, OP1 a constant or
   an SSA name of a higher version, CODE the one of itself and its
   inverse with the lower tree code (the value says which holds).  K,
   an integer constant of OP0's type or null for 0, is only ever
   non-null in an equality "==" of integers: there an operand computed
   as "X + C" or "X - C" is read as X with C moved to K (bpred_root),
   so that "i == n - 1" and the exit test "i + 1 != n" of a loop are
   one predicate.  Modulo 2^precision, "X + C == Y + D" holds exactly
   when "X == Y + (D - C)" does; the predicate's value depends only on
   X and Y, so it stays known until one of them is defined again.  */
struct bpred
{
  enum tree_code code;
  tree op0, op1;
  tree k;
  int tests;                 /* branches testing it */
  int links;                 /* PHI copies with a tested predicate */
  int index;                 /* in SYNC_NPREDS, or -1 */
};

/* Whether T is an operand a predicate may have: an integer or pointer
   SSA name or constant.  */
static bool
bpred_operand_p (tree t)
{
  return (TREE_CODE (t) == SSA_NAME || TREE_CODE (t) == INTEGER_CST)
         && (INTEGRAL_TYPE_P (TREE_TYPE (t))
             || POINTER_TYPE_P (TREE_TYPE (t)));
}

/* Integer SSA name T as "X + *K": X the value T is computed from by
   adding or subtracting integer constants in T's own type (a few steps
   through the definitions), *K their sum, wrapping in T's
   precision.  */
static tree
bpred_root (tree t, wide_int *k)
{
  *k = wi::zero (TYPE_PRECISION (TREE_TYPE (t)));
  for (int steps = 0; steps < 4 && TREE_CODE (t) == SSA_NAME; steps++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def)
        break;
      enum tree_code c = gimple_assign_rhs_code (def);
      tree x = gimple_assign_rhs1 (def);
      if ((c != PLUS_EXPR && c != MINUS_EXPR)
          || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
          || TREE_CODE (x) != SSA_NAME
          || TYPE_MAIN_VARIANT (TREE_TYPE (x))
             != TYPE_MAIN_VARIANT (TREE_TYPE (t)))
        break;
      wide_int c2 = wi::to_wide (gimple_assign_rhs2 (def));
      *k = c == PLUS_EXPR ? *k + c2 : *k - c2;
      t = x;
    }
  return t;
}

/* "A == B + K" (K of A's precision) with A and B integer operands of
   one type: A and B replaced by the values they are computed from by
   adding constants (bpred_root), K adjusted, and a constant B absorbing
   K.  Into *A, *B, *K.  */
static void
bpred_offsets (tree *a, tree *b, wide_int *k)
{
  wide_int ka, kb;
  tree type = TREE_TYPE (*a);
  if (TREE_CODE (*a) == SSA_NAME)
    *a = bpred_root (*a, &ka);
  else
    ka = wi::zero (TYPE_PRECISION (type));
  if (TREE_CODE (*b) == SSA_NAME)
    *b = bpred_root (*b, &kb);
  else
    kb = wi::zero (TYPE_PRECISION (type));
  *k = *k + kb - ka;
  if (TREE_CODE (*a) == INTEGER_CST)
    {
      std::swap (*a, *b);
      *k = -*k;
    }
  if (TREE_CODE (*b) == INTEGER_CST)
    {
      *b = wide_int_to_tree (TREE_TYPE (*b), wi::to_wide (*b) + *k);
      *k = wi::zero (TYPE_PRECISION (type));
    }
}

/* Canonicalise "A CODE B + K" (K null for 0; only in an equality of
   integers) into P; *VAL gets the value P has when the comparison
   holds.  False when it has no canonical form.  */
static bool
bpred_canon_k (enum tree_code code, tree a, tree b, tree k0, struct bpred *p,
               int *val)
{
  if (TREE_CODE_CLASS (code) != tcc_comparison || !bpred_operand_p (a)
      || !bpred_operand_p (b))
    return false;
  bool eq = (code == EQ_EXPR || code == NE_EXPR)
            && INTEGRAL_TYPE_P (TREE_TYPE (a))
            && TYPE_MAIN_VARIANT (TREE_TYPE (a))
               == TYPE_MAIN_VARIANT (TREE_TYPE (b));
  if (k0 && !eq)
    return false;
  wide_int k = eq ? wi::zero (TYPE_PRECISION (TREE_TYPE (a))) : wide_int ();
  if (eq)
    {
      if (k0)
        k = wi::to_wide (k0);
      bpred_offsets (&a, &b, &k);
    }
  if (TREE_CODE (a) != SSA_NAME
      || (TREE_CODE (b) == SSA_NAME
          && SSA_NAME_VERSION (b) < SSA_NAME_VERSION (a)))
    {
      std::swap (a, b);
      code = swap_tree_comparison (code);
      if (eq)
        k = -k;
    }
  if (TREE_CODE (a) != SSA_NAME || a == b)
    return false;
  enum tree_code inv = invert_tree_comparison (code, false);
  if (inv == ERROR_MARK)
    return false;
  *val = 1;
  if (inv < code)
    {
      code = inv;
      *val = 0;
    }
  p->code = code;
  p->op0 = a;
  p->op1 = b;
  p->k = eq && k != 0 ? wide_int_to_tree (TREE_TYPE (a), k) : NULL_TREE;
  p->tests = p->links = 0;
  p->index = -1;
  return true;
}

/* Canonicalise "A CODE B" into P (see bpred_canon_k).  */
static bool
bpred_canon (enum tree_code code, tree a, tree b, struct bpred *p, int *val)
{
  return bpred_canon_k (code, a, b, NULL_TREE, p, val);
}

/* The index of predicate P in PREDS, appended when ADD; -1 when
   absent.  */
static int
bpred_find (vec<bpred> *preds, const struct bpred *p, bool add)
{
  for (unsigned i = 0; i < preds->length (); i++)
    if ((*preds)[i].code == p->code && (*preds)[i].op0 == p->op0
        && operand_equal_p ((*preds)[i].op1, p->op1, 0)
        && (!(*preds)[i].k == !p->k
            && (!p->k || tree_int_cst_equal ((*preds)[i].k, p->k))))
      return i;
  if (!add || preds->length () >= 256)
    return -1;
  preds->safe_push (*p);
  return preds->length () - 1;
}

static bool bpred_below (struct bpred *q, int *val, basic_block bb);

/* The condition of block BB's GIMPLE_COND as a predicate of PREDS
   (appended when ADD), *VAL its value when the condition holds; -1
   when none.  An order on a counter below its bound is read as the
   equality it is there (bpred_below).  */
static int
bpred_of_cond (basic_block bb, vec<bpred> *preds, bool add, int *val)
{
  gimple *last = last_stmt (bb);
  gcond *cond = last ? dyn_cast <gcond *> (last) : NULL;
  struct bpred p;
  if (!cond || EDGE_COUNT (bb->succs) != 2
      || !bpred_canon (gimple_cond_code (cond), gimple_cond_lhs (cond),
                       gimple_cond_rhs (cond), &p, val))
    return -1;
  bpred_below (&p, val, bb);
  return bpred_find (preds, &p, add);
}

static bool below_at (basic_block bb, tree a, tree b, int depth);

/* Whether "A < B" holds wherever in its loop L header PHI A is read
   (BB a block of L): B is fixed in L, A's value entering L is below B
   on the entry edge (a constant under GCC's range of B there, or by
   below_at at the edge's source) and its value from the latch is below
   B at the latch edge's source.  Then every iteration starts with A
   below B, and A keeps its value through the iteration.  */
static bool
below_by_induction (basic_block bb, tree a, tree b, int depth)
{
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (a));
  class loop *l = phi && current_loops ? gimple_bb (phi)->loop_father : NULL;
  if (!phi || !l || l->header != gimple_bb (phi)
      || gimple_phi_num_args (phi) != 2 || !flow_bb_inside_loop_p (l, bb)
      || (TREE_CODE (b) == SSA_NAME
          && (SSA_NAME_IS_DEFAULT_DEF (b) ? false
              : flow_bb_inside_loop_p (l, gimple_bb (SSA_NAME_DEF_STMT (b))))))
    return false;
  for (unsigned i = 0; i < 2; i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      tree v = gimple_phi_arg_def (phi, i);
      if (flow_bb_inside_loop_p (l, e->src))
        {
          if (TREE_CODE (v) != SSA_NAME || !below_at (e->src, v, b, depth + 1))
            return false;
          continue;
        }
      int_range_max r;
      if (TREE_CODE (v) == INTEGER_CST && TREE_CODE (b) == SSA_NAME
          && get_range_query (cfun)->range_on_edge (r, e, b)
          && !r.undefined_p () && !r.varying_p ()
          && wi::lt_p (wi::to_wide (v), r.lower_bound (),
                       TYPE_SIGN (TREE_TYPE (b))))
        continue;
      if (TREE_CODE (v) != SSA_NAME || !below_at (e->src, v, b, depth + 1))
        return false;
    }
  return true;
}

/* Whether "A < B" holds at the end of block BB: a condition of a block
   dominating BB said so on the edge into a block with that one
   predecessor that dominates BB (an SSA value does not change between
   the test and BB), or A is a counter below B in every iteration of
   its loop (below_by_induction; DEPTH bounds the recursion).  */
static bool
below_at (basic_block bb, tree a, tree b, int depth)
{
  struct bpred want, got;
  int wval, gval;
  if (depth > 3 || !dom_info_available_p (CDI_DOMINATORS)
      || !bpred_canon (LT_EXPR, a, b, &want, &wval))
    return false;
  basic_block at = bb;
  for (int steps = 0; steps < 64 && bb; steps++)
    {
      if (single_pred_p (bb))
        {
          edge e = single_pred_edge (bb);
          gimple *last = last_stmt (e->src);
          gcond *c = last ? dyn_cast <gcond *> (last) : NULL;
          if (c && (e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
              && bpred_canon (gimple_cond_code (c), gimple_cond_lhs (c),
                              gimple_cond_rhs (c), &got, &gval)
              && got.code == want.code && got.op0 == want.op0
              && operand_equal_p (got.op1, want.op1, 0) && !got.k)
            {
              int held = e->flags & EDGE_TRUE_VALUE ? gval : !gval;
              if (held == wval)
                return true;
            }
        }
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (!bb || bb == ENTRY_BLOCK_PTR_FOR_FN (cfun))
        break;
    }
  return TREE_CODE (a) == SSA_NAME && below_by_induction (at, a, b, depth);
}

/* Predicate Q, an order "X < Y" or "X <= Y" (canonical, with *VAL
   the value it has when some condition holds), read at the end of
   block BB as an equality where a counter stays below its bound: with
   A < Y holding there (below_at), "A + 1 < Y" is "A + 1 != Y" and
   "Y <= A + 1" is "Y == A + 1" (A + 1 does not wrap below Y, in any
   integer type).  This makes a loop's exit test on the next value of
   its counter one predicate with a test of the last iteration, "i ==
   n - 1", in the body.  The equality into *Q, *VAL its value when the
   condition holds; false (*Q, *VAL unchanged) when Q is not of that
   kind.  */
static bool
bpred_below (struct bpred *q, int *val, basic_block bb)
{
  if ((q->code != LT_EXPR && q->code != LE_EXPR) || q->k || !bb
      || !INTEGRAL_TYPE_P (TREE_TYPE (q->op0))
      || TREE_CODE (q->op1) != SSA_NAME)
    return false;
  /* The operand that is A + 1: X of "X < Y", the right of "Y <= X".  */
  tree x = q->code == LT_EXPR ? q->op0 : q->op1;
  tree y = q->code == LT_EXPR ? q->op1 : q->op0;
  wide_int k;
  tree a = bpred_root (x, &k);
  struct bpred e;
  int eval;
  if (k != 1 || TREE_CODE (a) != SSA_NAME
      || TYPE_MAIN_VARIANT (TREE_TYPE (a)) != TYPE_MAIN_VARIANT (TREE_TYPE (y))
      || !below_at (bb, a, y, 0)
      || !bpred_canon_k (EQ_EXPR, x, y, NULL_TREE, &e, &eval))
    return false;
  /* Q holds when X == Y fails ("<") or holds ("<=").  */
  int same = q->code == LT_EXPR ? !eval : eval;
  *val = *val ? same : !same;
  *q = e;
  return true;
}

/* Predicate P of PREDS with its operand X replaced by Y, read at the
   end of block BB (the source of the edge a PHI takes Y over): its
   index (not appended), *VAL the value it has when P holds; -2 / -3
   when that makes it a constant false / true; -1 when no such
   predicate.  */
static int
bpred_subst (vec<bpred> *preds, const struct bpred *p, tree x, tree y,
             basic_block bb, int *val)
{
  tree a = p->op0 == x ? y : p->op0, b = p->op1 == x ? y : p->op1;
  if (TREE_CODE (a) == INTEGER_CST && TREE_CODE (b) == INTEGER_CST)
    {
      if (p->k)
        b = wide_int_to_tree (TREE_TYPE (b),
                              wi::to_wide (b) + wi::to_wide (p->k));
      tree r = fold_binary (p->code, boolean_type_node, a, b);
      if (!r || TREE_CODE (r) != INTEGER_CST)
        return -1;
      return integer_zerop (r) ? -2 : -3;
    }
  struct bpred q;
  if (!bpred_canon_k (p->code, a, b, p->k, &q, val))
    return -1;
  int j = bpred_find (preds, &q, false);
  if (j < 0 && bpred_below (&q, val, bb))
    j = bpred_find (preds, &q, false);
  return j;
}

/* The predicates of the branches of FN's blocks BBS into PREDS, with
   the number of branches testing each and of PHI copies linking it to
   a tested one.  */
static void
count_tests_and_links (const struct sync_func *fn, const vec<basic_block> &bbs,
                       vec<bpred> *preds)
{
  int nb = fn->nblocks, val;
  for (int b = 0; b < nb; b++)
    {
      int i = bpred_of_cond (bbs[b], preds, true, &val);
      if (i >= 0)
        (*preds)[i].tests++;
    }
  /* The PHI links: result X of a PHI, argument Y.  */
  for (int b = 0; b < nb; b++)
    for (gphi_iterator gsi = gsi_start_phis (bbs[b]); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gphi *phi = gsi.phi ();
        tree x = gimple_phi_result (phi);
        for (unsigned i = 0; i < preds->length (); i++)
          {
            if ((*preds)[i].op0 != x && (*preds)[i].op1 != x)
              continue;
            for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
              {
                int j = bpred_subst (preds, &(*preds)[i], x,
                                     gimple_phi_arg_def (phi, k),
                                     gimple_phi_arg_edge (phi, k)->src, &val);
                if (j < -1 || (j >= 0 && (*preds)[j].tests))
                  (*preds)[i].links++;
                if (j >= 0 && (*preds)[i].tests)
                  (*preds)[j].links++;
              }
          }
      }
}

/* Into SB (block BB) the predicates of PREDS whose operands BB defines
   (pkill) and the facts its two out-edges establish (spred, in the
   order of sync_block.succ; FUN and INDEX map GCC's blocks).  */
static void
block_kills_and_edges (function *fun, struct sync_block *sb, basic_block bb,
                       vec<bpred> *preds, const int *index)
{
  int val;
  for (unsigned i = 0; i < preds->length (); i++)
    {
      if ((*preds)[i].index < 0)
        continue;
      tree ops[2] = { (*preds)[i].op0, (*preds)[i].op1 };
      for (int o = 0; o < 2; o++)
        if (TREE_CODE (ops[o]) == SSA_NAME
            && !SSA_NAME_IS_DEFAULT_DEF (ops[o])
            && gimple_bb (SSA_NAME_DEF_STMT (ops[o])) == bb)
          sb->pkill |= (uint32_t) 1 << (*preds)[i].index;
    }
  int i = bpred_of_cond (bb, preds, false, &val);
  if (i < 0 || (*preds)[i].index < 0 || sb->nsucc != 2)
    return;
  sb->spred = XNEWVEC (int, sb->nsucc + 1);
  int k = 0;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->dest != EXIT_BLOCK_PTR_FOR_FN (fun)
        && index[e->dest->index] >= 0 && k < 2)
      {
        int v = e->flags & EDGE_TRUE_VALUE ? val
                : e->flags & EDGE_FALSE_VALUE ? !val : -1;
        sb->spred[k++] = v < 0 ? -1 : (*preds)[i].index * 2 + v;
      }
}

/* Append to COPIES the copies PHI (result X, in block BB, SB) makes of
   predicate P of PREDS: per argument, the index of its edge in SB's
   predecessors, P's index and the source (see block_phi_copies).  */
static void
phi_copies (struct sync_block *sb, basic_block bb, gphi *phi, tree x,
            vec<bpred> *preds, unsigned p, const int *index,
            auto_vec<int> *copies)
{
  /* The other operand must keep its value across the entry: a
     constant, or not a result of this block.  */
  tree other = (*preds)[p].op0 == x ? (*preds)[p].op1 : (*preds)[p].op0;
  if (TREE_CODE (other) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (other)
      && gimple_bb (SSA_NAME_DEF_STMT (other)) == bb)
    return;
  for (unsigned a = 0; a < gimple_phi_num_args (phi); a++)
    {
      edge e = gimple_phi_arg_edge (phi, a);
      if (index[e->src->index] < 0)
        continue;
      int k = -1, val;
      for (int q = 0; q < sb->npred; q++)
        if (sb->pred[q] == index[e->src->index])
          k = q;
      int j = bpred_subst (preds, &(*preds)[p], x,
                           gimple_phi_arg_def (phi, a), e->src, &val);
      int src = j < -1 ? j : j >= 0 && (*preds)[j].index >= 0
                             ? (*preds)[j].index : -1;
      if (k < 0 || src == -1)
        continue;
      /* SRC's value V, DST's V when VAL (P holding makes J hold with
         value VAL, so P's value is J's when VAL, its inverse
         otherwise): encode the inversion in the sign of a constant's
         code or as SRC + 64.  */
      if (src >= 0 && !val)
        src += 64;
      copies->safe_push (k);
      copies->safe_push ((*preds)[p].index);
      copies->safe_push (src);
    }
}

/* Into SB (block BB) the copies its PHIs make of predicates of PREDS
   (pcopy: triples of predecessor index, predicate, source).  */
static void
block_phi_copies (struct sync_block *sb, basic_block bb, vec<bpred> *preds,
                  const int *index)
{
  auto_vec<int> copies;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree x = gimple_phi_result (phi);
      for (unsigned p = 0; p < preds->length (); p++)
        if ((*preds)[p].index >= 0
            && ((*preds)[p].op0 == x || (*preds)[p].op1 == x))
          phi_copies (sb, bb, phi, x, preds, p, index, &copies);
    }
  if (copies.is_empty ())
    return;
  sb->npcopy = copies.length () / 3;
  sb->pcopy = XNEWVEC (int, copies.length () + 1);
  for (unsigned q = 0; q < copies.length (); q++)
    sb->pcopy[q] = copies[q];
}

/* The predicates live at the end of each block of FN (plive), backward
   to a fixed point: a predicate is live at the end of a block that
   tests it, or when live at the end of a successor that does not
   define it, or the source of a PHI copy there into a predicate live
   at its end.  */
static void
facts_liveness (struct sync_func *fn)
{
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int b = fn->nblocks - 1; b >= 0; b--)
        {
          struct sync_block *sb = &fn->blocks[b];
          uint32_t live = sb->plive;
          for (int k = 0; sb->spred && k < sb->nsucc; k++)
            if (sb->spred[k] >= 0)
              live |= (uint32_t) 1 << (sb->spred[k] >> 1);
          for (int k = 0; k < sb->nsucc; k++)
            {
              const struct sync_block *tb = &fn->blocks[sb->succ[k]];
              live |= tb->plive & ~tb->pkill;
              for (int i = 0; i < tb->npcopy; i++)
                {
                  int dst = tb->pcopy[3 * i + 1], src = tb->pcopy[3 * i + 2];
                  if (tb->pred[tb->pcopy[3 * i]] == b && src >= 0
                      && ((tb->plive >> dst) & 1))
                    live |= (uint32_t) 1 << (src % 64);
                }
            }
          if (live != sb->plive)
            {
              sb->plive = live;
              changed = true;
            }
        }
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_branch_facts (function *fun, struct sync_func *fn,
                      const vec<basic_block> &bbs, const int *index)
{
  auto_vec<bpred> preds;
  count_tests_and_links (fn, bbs, &preds);
  int n = 0;
  for (unsigned i = 0; i < preds.length () && n < SYNC_NPREDS; i++)
    if (preds[i].tests >= 2 || preds[i].links)
      preds[i].index = n++;
  fn->npreds = n;
  if (!n)
    return;
  for (int b = 0; b < fn->nblocks; b++)
    {
      block_kills_and_edges (fun, &fn->blocks[b], bbs[b], &preds, index);
      block_phi_copies (&fn->blocks[b], bbs[b], &preds, index);
    }
  facts_liveness (fn);
}
