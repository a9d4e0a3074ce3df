/* gimple_mask.cc -- the vector mask at each intrinsic call (ascsync).

   set_vector_mask (mask1, mask0) sets the lanes every later vector
   operation works on (normal mask mode), so the bytes an operation
   touches depend on the mask in force where it is issued.  This file
   computes that mask by a forward data-flow over the function's CFG:
   the state is "unknown" or one constant mask; set_vector_mask with
   arguments the evaluator knows as single constants gives a constant,
   any other one unknown; a call that may set the mask (an unknown
   callee, a function of the unit -- anything but a builtin, a function
   of a system header or an intrinsic other than set_vector_mask) makes
   it unknown; at a join, states that differ meet in unknown, and the
   function starts unknown.  Unknown stands for every lane, the widest
   footprint, so the result is sound whatever the kernel does; a known
   mask lets asc_footprint_masked narrow the footprints to the enabled
   lanes (two ops writing the two halves of each repeat are then
   independent).  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* A mask state: KNOWN with the mask LANES ([0] low, [1] high).  */
struct mask_state
{
  bool known;
  uint64_t lanes[2];
};

/* The mask before each intrinsic call of the current function.  Looked
   up by statement only, never iterated, so its order does not matter.  */
static hash_map<gimple *, mask_state> *mask_at;

/* Meet of states A and B at a join.  */
static mask_state
mask_meet (const mask_state &a, const mask_state &b)
{
  if (a.known && b.known && a.lanes[0] == b.lanes[0]
      && a.lanes[1] == b.lanes[1])
    return a;
  mask_state u = { false, { 0, 0 } };
  return u;
}

/* Whether call CALL may set the vector mask, other than as
   set_vector_mask itself.  */
static bool
call_may_set_mask (gcall *call)
{
  tree callee = gimple_call_fndecl (call);
  if (!callee)
    return !gimple_call_internal_p (call);
  if (fndecl_built_in_p (callee) || DECL_IN_SYSTEM_HEADER (callee))
    return false;
  enum asc_variant var;
  const char *name = DECL_NAME (callee)
                     ? IDENTIFIER_POINTER (DECL_NAME (callee)) : "";
  if (!strncmp (name, "asc_", 4) && asc_op_lookup (name, &var) >= 0)
    return false;
  return true;
}

/* Apply statement STMT to *STATE; when RECORD, note the state before
   each intrinsic call in MASK_AT.  */
static void
mask_transfer (gimple *stmt, mask_state *state, bool record)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return;
  tree callee = gimple_call_fndecl (call);
  enum asc_variant var;
  const char *name = callee && DECL_NAME (callee)
                     ? IDENTIFIER_POINTER (DECL_NAME (callee)) : "";
  int opnum = !strncmp (name, "asc_", 4) ? asc_op_lookup (name, &var) : -1;
  if (opnum == ASC_OP_set_vector_mask && gimple_call_num_args (call) == 4)
    {
      struct val hi = ascsync_eval (gimple_call_arg (call, 2), 0);
      struct val lo = ascsync_eval (gimple_call_arg (call, 3), 0);
      state->known = hi.kind == VAL_INT && hi.lo == hi.hi
                     && lo.kind == VAL_INT && lo.lo == lo.hi;
      state->lanes[0] = state->known ? lo.lo : 0;
      state->lanes[1] = state->known ? hi.lo : 0;
      return;
    }
  if (opnum >= 0)
    {
      if (record)
        mask_at->put (stmt, *state);
      return;
    }
  if (call_may_set_mask (call))
    state->known = false;
}

/* The state at the start of BB of FUN: the meet of the states OUT at
   the end of its predecessors; a predecessor not SEEN yet (a back edge
   on the first round) is left out, the entry and an unreachable block
   give unknown.  */
static mask_state
mask_in (function *fun, basic_block bb, const mask_state *out,
         const bool *seen)
{
  mask_state st = { false, { 0, 0 } };
  bool first = true;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      bool entry = e->src == ENTRY_BLOCK_PTR_FOR_FN (fun);
      if (!entry && !seen[e->src->index])
        continue;
      mask_state in = { false, { 0, 0 } };
      if (!entry)
        in = out[e->src->index];
      st = first ? in : mask_meet (st, in);
      first = false;
    }
  return st;
}

/* See ascsync-gcc.h.  */
void
ascsync_mask_init (function *fun)
{
  ascsync_mask_release ();
  mask_at = new hash_map<gimple *, mask_state>;
  int n = last_basic_block_for_fn (fun);
  mask_state *out = XCNEWVEC (mask_state, n);
  bool *seen = XCNEWVEC (bool, n);
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nb = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  /* Forward to a fixpoint: each state only moves from a constant to
     unknown, so it converges.  */
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < nb; i++)
        {
          basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
          mask_state st = mask_in (fun, bb, out, seen);
          for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
               !gsi_end_p (gsi); gsi_next (&gsi))
            mask_transfer (gsi_stmt (gsi), &st, false);
          mask_state old = out[bb->index];
          if (!seen[bb->index] || old.known != st.known
              || old.lanes[0] != st.lanes[0] || old.lanes[1] != st.lanes[1])
            changed = true;
          out[bb->index] = st;
          seen[bb->index] = true;
        }
    }
  /* Record the state before each intrinsic call.  */
  for (int i = 0; i < nb; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      mask_state st = mask_in (fun, bb, out, seen);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        mask_transfer (gsi_stmt (gsi), &st, true);
    }
  XDELETEVEC (rpo);
  XDELETEVEC (seen);
  XDELETEVEC (out);
}

/* See ascsync-gcc.h.  */
bool
ascsync_mask_before (gimple *call, uint64_t lanes[2])
{
  mask_state *st = mask_at ? mask_at->get (call) : NULL;
  if (!st || !st->known)
    return false;
  lanes[0] = st->lanes[0];
  lanes[1] = st->lanes[1];
  return true;
}

/* See ascsync-gcc.h.  */
void
ascsync_mask_release (void)
{
  delete mask_at;
  mask_at = NULL;
}
