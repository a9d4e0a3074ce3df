/* gimple_rowguard.cc -- the code of the plan's row guards (see
   sync_rowguard.c): the rows a transfer touched in the last iterations
   of its loop, kept in the loop's header, and the test before an
   operation whether its row is one of them.

   For a guard of depth D before B against A, in loop L:

     header:  n  = PHI <0 (entries), n' (latch)>     iterations kept
              k1 = PHI <0 (entries), oA (latch)>     A's row 1 back
              k2 = PHI <0 (entries), k1 (latch)>     2 back ...
     latch:   n' = MIN (n + 1, D)
              oA = (uint64) rowA * U
     before B: oB = (uint64) rowB * U
              hit = (k1 == oB & n >= 1) | (k2 == oB & n >= 2) ...
              if (hit) { the guard's sync }

   The rows' offsets are compared, not the rows: two 64-bit rows whose
   multiples of the row's size U wrap to one offset do meet.

   A runs in every iteration that reaches the latch (its block
   dominates it), so K1 .. KD are A's rows of the D iterations before;
   the count N keeps the first iterations of each run of L from
   comparing rows of an earlier run, or none.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"

/* The SSA name of version + 1 V, or null when it is no longer one.  */
static tree
version_name (int32_t v)
{
  if (v <= 0 || (unsigned) v > num_ssa_names)
    return NULL_TREE;
  tree t = ssa_name (v - 1);
  return t && !SSA_NAME_IN_FREE_LIST (t) ? t : NULL_TREE;
}

/* The history of row ROW times UNIT in loop L in *HIST, or null.  */
static struct ascsync_row_history *
find_history (vec<ascsync_row_history> *hist, int l, tree row,
              uint64_t unit)
{
  for (unsigned i = 0; i < hist->length (); i++)
    if ((*hist)[i].loop == l && (*hist)[i].row == row
        && (*hist)[i].unit == unit)
      return &(*hist)[i];
  return NULL;
}

/* Append to *SEQ "(uint64) ROW * UNIT" and return it: a row's offset
   modulo 2^64.  */
static tree
row_offset (gimple_seq *seq, tree row, uint64_t unit)
{
  tree ty = long_long_unsigned_type_node;
  tree c = make_temp_ssa_name (ty, NULL, "ascsync_row");
  gimple_seq_add_stmt (seq, gimple_build_assign (c, NOP_EXPR, row));
  tree p = make_temp_ssa_name (ty, NULL, "ascsync_row");
  gimple_seq_add_stmt (seq, gimple_build_assign (p, MULT_EXPR, c,
                                                 build_int_cstu (ty, unit)));
  return p;
}

/* Make the PHIs of history H (its LOOP, ROW and DEPTH set) in the
   header of its loop of FN, and the count's step at the start of the
   latch.  */
static void
make_history (const struct sync_func *fn, const vec<basic_block> &bbs,
              struct ascsync_row_history *h)
{
  const struct sync_loop *lp = &fn->loops[h->loop];
  basic_block header = bbs[lp->header], latch = bbs[lp->latch];
  tree ty = long_long_unsigned_type_node;
  h->count = make_temp_ssa_name (integer_type_node, NULL, "ascsync_kept");
  gphi *cphi = create_phi_node (h->count, header);
  tree t = make_temp_ssa_name (integer_type_node, NULL, "ascsync_kept");
  tree n = make_temp_ssa_name (integer_type_node, NULL, "ascsync_kept");
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (t, PLUS_EXPR, h->count,
                                                  integer_one_node));
  gimple_seq_add_stmt (&seq, gimple_build_assign (n, MIN_EXPR, t,
                                                  build_int_cst
                                                    (integer_type_node,
                                                     h->depth)));
  ascsync_insert_at_start (latch, seq);
  /* A's row at the end of the latch, where it is defined even when A
     is in the latch.  */
  gimple_seq oseq = NULL;
  tree last = row_offset (&oseq, h->row, h->unit);
  ascsync_insert_at_end (latch, oseq);
  gphi *kphi[SYNC_ROWGUARD];
  for (int k = 0; k < h->depth; k++)
    {
      h->kept[k] = make_temp_ssa_name (ty, NULL, "ascsync_row");
      kphi[k] = create_phi_node (h->kept[k], header);
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, header->preds)
    {
      bool back = e->src == latch;
      add_phi_arg (cphi, back ? n : integer_zero_node, e, UNKNOWN_LOCATION);
      for (int k = 0; k < h->depth; k++)
        add_phi_arg (kphi[k], !back ? build_zero_cst (ty)
                              : k == 0 ? last : h->kept[k - 1],
                     e, UNKNOWN_LOCATION);
    }
}

/* See ascsync-gcc.h.  */
bool
ascsync_row_histories (const struct sync_func *fn,
                       const struct sync_plan *plan,
                       const vec<basic_block> &bbs,
                       vec<ascsync_row_history> *hist)
{
  for (int g = 0; g < plan->nguards; g++)
    {
      const struct sync_rowguard *rg = &plan->guards[g];
      const struct sync_loop *lp = &fn->loops[rg->loop];
      class loop *l = bbs[lp->header]->loop_father;
      tree row = version_name (rg->rowa);
      if (l->header != bbs[lp->header] || l->latch != bbs[lp->latch]
          || !row || !version_name (rg->rowb))
        {
          hist->truncate (0);
          return false;
        }
      struct ascsync_row_history *h
        = find_history (hist, rg->loop, row, rg->unit);
      if (h)
        h->depth = MAX (h->depth, rg->depth);
      else
        {
          struct ascsync_row_history n;
          memset (&n, 0, sizeof n);
          n.loop = rg->loop;
          n.row = row;
          n.unit = rg->unit;
          n.depth = rg->depth;
          hist->safe_push (n);
        }
    }
  for (unsigned i = 0; i < hist->length (); i++)
    make_history (fn, bbs, &(*hist)[i]);
  return true;
}

/* Append to *SEQ "ACC | (KEPT == ROW & COUNT >= K)" and return it (the
   term alone when ACC is null).  */
static tree
or_match (gimple_seq *seq, tree acc, tree kept, tree row, tree count, int k)
{
  tree eq = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_hit");
  gimple_seq_add_stmt (seq, gimple_build_assign (eq, EQ_EXPR, kept, row));
  tree ok = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_hit");
  gimple_seq_add_stmt (seq, gimple_build_assign (ok, GE_EXPR, count,
                                                 build_int_cst
                                                   (integer_type_node, k)));
  tree both = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_hit");
  gimple_seq_add_stmt (seq, gimple_build_assign (both, BIT_AND_EXPR, eq, ok));
  if (!acc)
    return both;
  tree r = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_hit");
  gimple_seq_add_stmt (seq, gimple_build_assign (r, BIT_IOR_EXPR, acc, both));
  return r;
}

/* See ascsync-gcc.h.  */
tree
ascsync_row_guard_test (const struct sync_plan *plan, int g,
                        vec<ascsync_row_history> *hist, gimple_seq *seq)
{
  const struct sync_rowguard *rg = &plan->guards[g];
  struct ascsync_row_history *h
    = find_history (hist, rg->loop, version_name (rg->rowa), rg->unit);
  tree row = version_name (rg->rowb);
  gcc_assert (h && row && h->depth >= rg->depth);
  row = row_offset (seq, row, rg->unit);
  tree acc = NULL_TREE;
  for (int k = 1; k <= rg->depth; k++)
    acc = or_match (seq, acc, h->kept[k - 1], row, h->count, k);
  return acc;
}
