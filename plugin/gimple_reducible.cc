/* gimple_reducible.cc -- make irreducible control flow reducible by
   node splitting, so the structured planner can plan its sync.

   GCC's jump threading can turn a loop that runs twice with different
   work in each round ("for (part = 0; part < 2; part++) { if (...)
   continue; ... }") into a cycle entered at two blocks, which has no
   natural loop.  Such a region is a strongly connected set of blocks in
   the CFG without its natural back edges (edges whose destination
   dominates their source).  Choosing one of its entry blocks H as the
   header and duplicating the blocks that the other entries reach
   without passing through H, with the outside edges into them moved to
   the copies, leaves a cycle entered at H alone: a natural loop.  The
   copies only lead to H, out of the region, or to each other.  The
   header is chosen to duplicate the fewest statements.  A natural loop
   inside the blocks to duplicate (a small loop of the body GCC
   threaded around: all its blocks among them) is duplicated as a loop,
   a copy in GCC's loop tree beside it, so the copies of its header and
   latch head and close the copy; regions whose duplication would copy
   part of a loop (the header or latch of a loop not inside them), an
   abnormal or EH edge, or more than REDUCIBLE_MAX_STMTS statements in
   all are left alone (the caller then plans the function with the
   data-flow planner and warns).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-ssa.h"

/* Most rounds of splitting per function (a copy can hold a smaller
   irreducible region of its own, split in a later round).  */
#define REDUCIBLE_MAX_ROUNDS 8

/* Most statements duplicated per function.  */
#define REDUCIBLE_MAX_STMTS 1000

/* Whether edge E enters a natural loop at its header from inside it.  */
static bool
natural_back_edge_p (edge e)
{
  return dominated_by_p (CDI_DOMINATORS, e->src, e->dest);
}

/* Add to SEEN every block reachable from the blocks on WORK (already in
   SEEN) along edges that are not natural back edges: successors when
   FORWARD, else predecessors.  When WITHIN is given, only its blocks are
   entered; AVOID (or NULL) is never entered.  Empties WORK.  */
static void
reach (vec<basic_block> *work, sbitmap seen, bool forward, sbitmap within,
       basic_block avoid)
{
  while (!work->is_empty ())
    {
      basic_block bb = work->pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, forward ? bb->succs : bb->preds)
        {
          basic_block other = forward ? e->dest : e->src;
          if (other->index < NUM_FIXED_BLOCKS || other == avoid
              || natural_back_edge_p (e)
              || bitmap_bit_p (seen, other->index)
              || (within && !bitmap_bit_p (within, other->index)))
            continue;
          bitmap_set_bit (seen, other->index);
          work->safe_push (other);
        }
    }
}

/* Find an irreducible region of FUN (dominators computed, irreducible
   blocks marked): the blocks that reach and are reached from the first
   block flagged BB_IRREDUCIBLE_LOOP, in index order, whose set has two
   blocks or more, through edges that are not natural back edges.  Sets
   REGION to it and returns true, or returns false.  */
static bool
find_region (function *fun, sbitmap region)
{
  int n = last_basic_block_for_fn (fun);
  auto_sbitmap fwd (n), bwd (n);
  auto_vec<basic_block> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bb->flags & BB_IRREDUCIBLE_LOOP)
      {
        bitmap_clear (fwd);
        bitmap_clear (bwd);
        bitmap_set_bit (fwd, bb->index);
        bitmap_set_bit (bwd, bb->index);
        work.safe_push (bb);
        reach (&work, fwd, true, NULL, NULL);
        work.safe_push (bb);
        reach (&work, bwd, false, NULL, NULL);
        bitmap_and (region, fwd, bwd);
        if (bitmap_count_bits (region) >= 2)
          return true;
      }
  return false;
}

/* Number of statements (PHIs included, debug statements not) of BB.  */
static int
stmt_count (basic_block bb)
{
  int n = 0;
  for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
       gsi_next (&gpi))
    n++;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
       !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    n++;
  return n;
}

/* Whether every block of natural loop LOOP (not the function's body)
   is in SET.  */
static bool
loop_inside_p (class loop *loop, sbitmap set)
{
  if (!loop_outer (loop) || !can_duplicate_loop_p (loop))
    return false;
  basic_block *body = get_loop_body (loop);
  bool in = true;
  for (unsigned i = 0; i < loop->num_nodes && in; i++)
    in = bitmap_bit_p (set, body[i]->index);
  free (body);
  return in;
}

/* Into WITHIN the blocks of REGION and of the natural loops headed in
   it that do not hold all of it (the region's own loops, whose bodies
   lie outside the cycle but are copied with their headers).  */
static void
loops_in_region (function *fun, sbitmap region, sbitmap within)
{
  bitmap_copy (within, region);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!bitmap_bit_p (region, bb->index) || loop->header != bb
          || !loop_outer (loop))
        continue;
      bool holds_all = true;
      basic_block x;
      FOR_EACH_BB_FN (x, fun)
        if (bitmap_bit_p (region, x->index) && !flow_bb_inside_loop_p (loop, x))
          holds_all = false;
      if (holds_all)
        continue;
      basic_block *body = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
        bitmap_set_bit (within, body[i]->index);
      free (body);
    }
}

/* Duplicate in GCC's loop tree each outermost natural loop whose header
   is among DUP (wholly inside it, see dup_set), with its subloops, so
   that copy_bbs puts the copies of its blocks in the copy.  Needs the
   original-copy tables.  */
static void
duplicate_inner_loops (const vec<basic_block> &dup)
{
  for (basic_block bb : dup)
    {
      class loop *loop = bb->loop_father;
      if (loop->header != bb || get_loop_copy (loop))
        continue;
      class loop *outer = loop_outer (loop);
      bool outermost = true;
      for (basic_block x : dup)
        if (x == outer->header)
          outermost = false;
      if (!outermost)
        continue;
      class loop *copy = duplicate_loop (loop, outer);
      duplicate_subloops (loop, copy);
    }
}

/* The blocks to duplicate if H becomes the header of REGION, whose
   entry blocks (those with a predecessor outside it) are ENTRIES: the
   blocks of REGION reachable from the other entries without passing
   through H, in index order, into *DUP.  Returns their statement count,
   or -1 when they cannot be duplicated (a natural loop's header or
   latch, a block GCC cannot copy, or an outside edge into them that is
   abnormal, EH, or from the function's entry).  */
static int
dup_set (function *fun, sbitmap region, const vec<basic_block> &entries,
         basic_block h, vec<basic_block> *dup)
{
  auto_sbitmap seen (last_basic_block_for_fn (fun));
  bitmap_clear (seen);
  auto_vec<basic_block> work;
  for (basic_block x : entries)
    if (x != h)
      {
        bitmap_set_bit (seen, x->index);
        work.safe_push (x);
      }
  auto_sbitmap within (last_basic_block_for_fn (fun));
  loops_in_region (fun, region, within);
  reach (&work, seen, true, within, h);
  dup->truncate (0);
  int cost = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bitmap_bit_p (seen, bb->index))
      {
        if (((bb->loop_father->header == bb || bb->loop_father->latch == bb)
             && !loop_inside_p (bb->loop_father, seen))
            || !can_duplicate_block_p (bb))
          return -1;
        edge e;
        edge_iterator ei;
        FOR_EACH_EDGE (e, ei, bb->preds)
          if (!bitmap_bit_p (region, e->src->index)
              && (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun)
                  || (e->flags & (EDGE_ABNORMAL | EDGE_EH))))
            return -1;
        FOR_EACH_EDGE (e, ei, bb->succs)
          if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
            return -1;
        dup->safe_push (bb);
        cost += stmt_count (bb);
      }
  return cost;
}

/* Duplicate DUP (blocks of REGION, and of the loops headed in it, in
   index order) and move the edges from outside REGION and DUP into
   them to the copies (edges among DUP lead to copies from copies, a
   copied loop's back edge among them); update SSA form.
   Dominance information is freed; loops need a fix-up afterwards.  */
static void
split_region (sbitmap region, const vec<basic_block> &dup)
{
  auto_sbitmap in_dup (last_basic_block_for_fn (cfun));
  bitmap_clear (in_dup);
  for (basic_block bb : dup)
    bitmap_set_bit (in_dup, bb->index);
  auto_vec<edge> entry_edges;
  for (basic_block bb : dup)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
        if (!bitmap_bit_p (region, e->src->index)
            && !bitmap_bit_p (in_dup, e->src->index))
          entry_edges.safe_push (e);
    }
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  unsigned n = dup.length ();
  basic_block *copies = XNEWVEC (basic_block, n);
  initialize_original_copy_tables ();
  duplicate_inner_loops (dup);
  copy_bbs (const_cast<basic_block *> (dup.address ()), n, copies,
            NULL, 0, NULL, NULL, dup[n - 1], false);
  add_phi_args_after_copy (copies, n, NULL);
  for (edge e : entry_edges)
    {
      edge moved = redirect_edge_and_branch (e, get_bb_copy (e->dest));
      if (moved)
        flush_pending_stmts (moved);
    }
  free_original_copy_tables ();
  XDELETEVEC (copies);
  update_ssa (TODO_update_ssa);
  loops_state_set (LOOPS_NEED_FIXUP);
}

/* Print the blocks of BBS to DUMP as "bb 7, bb 8".  */
static void
dump_blocks (FILE *dump, const vec<basic_block> &bbs)
{
  const char *sep = "";
  for (basic_block x : bbs)
    {
      fprintf (dump, "%sbb %d", sep, x->index);
      sep = ", ";
    }
}

/* Print REGION's blocks, its ENTRIES, the chosen header H and the
   duplicated blocks DUP with their statement count COST to DUMP.  */
static void
dump_split (FILE *dump, function *fun, sbitmap region,
            const vec<basic_block> &entries, basic_block h,
            const vec<basic_block> &dup, int cost)
{
  auto_vec<basic_block> blocks;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (bitmap_bit_p (region, bb->index))
      blocks.safe_push (bb);
  fprintf (dump, ";; ascsync: irreducible region {");
  dump_blocks (dump, blocks);
  fprintf (dump, "} entered at ");
  dump_blocks (dump, entries);
  fprintf (dump, ": header bb %d, duplicated ", h->index);
  dump_blocks (dump, dup);
  fprintf (dump, " (%d statements)\n", cost);
}

/* See ascsync-gcc.h.  */
bool
ascsync_make_reducible (function *fun, unsigned loop_flags, FILE *dump)
{
  int budget = REDUCIBLE_MAX_STMTS;
  for (int round = 0; round < REDUCIBLE_MAX_ROUNDS; round++)
    {
      if (ascsync_settings.no_split)
        {
          calculate_dominance_info (CDI_DOMINATORS);
          auto_sbitmap region (last_basic_block_for_fn (fun));
          bool irreducible = find_region (fun, region);
          if (irreducible && dump)
            fprintf (dump, ";; ascsync: irreducible region left as it is "
                     "(split=no)\n");
          return !irreducible;
        }
      calculate_dominance_info (CDI_DOMINATORS);
      auto_sbitmap region (last_basic_block_for_fn (fun));
      bitmap_clear (region);
      if (!find_region (fun, region))
        return true;
      auto_vec<basic_block> entries;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
        if (bitmap_bit_p (region, bb->index))
          {
            edge e;
            edge_iterator ei;
            FOR_EACH_EDGE (e, ei, bb->preds)
              if (!bitmap_bit_p (region, e->src->index)
                  && !natural_back_edge_p (e))
                {
                  entries.safe_push (bb);
                  break;
                }
          }
      /* The cheapest header; the first in index order among equals.  */
      basic_block best = NULL;
      int best_cost = -1;
      auto_vec<basic_block> dup, best_dup;
      for (basic_block h : entries)
        {
          int cost = dup_set (fun, region, entries, h, &dup);
          if (cost >= 0 && (best_cost < 0 || cost < best_cost))
            {
              best = h;
              best_cost = cost;
              best_dup.truncate (0);
              best_dup.safe_splice (dup);
            }
        }
      if (!best || best_dup.is_empty () || best_cost > budget)
        {
          if (dump)
            fprintf (dump, ";; ascsync: irreducible region left as it is "
                     "(%s)\n", !best || best_dup.is_empty ()
                     ? "no entry can become its header"
                     : "splitting would duplicate too much");
          return false;
        }
      if (dump)
        dump_split (dump, fun, region, entries, best, best_dup, best_cost);
      budget -= best_cost;
      split_region (region, best_dup);
      loop_optimizer_init (loop_flags);
    }
  calculate_dominance_info (CDI_DOMINATORS);
  auto_sbitmap region (last_basic_block_for_fn (fun));
  return !find_region (fun, region);
}
