/* gimple_emit.cc -- turn an ascsync plan into calls of the CCE header's
   host entry points asc_set_flag / asc_wait_flag (const char *file, int
   line, int pipe, int tpipe, int event) and asc_pipe_barrier (const char
   *file, int line, int pipe), so the object code links against libascsim
   unchanged; then, by default, join the calls at one point into one call
   of asc_sync_run (gimple_runs.cc).  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "tree-dfa.h"
#include "gimple_val.h"

/* Declarations of the entry points; built on first use and kept alive
   by the GC root table of ascsync.cc.  */
tree ascsync_set_decl, ascsync_wait_decl, ascsync_barrier_decl;

/* See ascsync-gcc.h.  */
tree
ascsync_entry_decl (const char *name, int nargs)
{
  tree args[8];
  gcc_assert (nargs >= 1 && nargs <= 8);
  args[0] = build_pointer_type (build_qualified_type (char_type_node,
                                                      TYPE_QUAL_CONST));
  for (int i = 1; i < nargs; i++)
    args[i] = integer_type_node;
  tree decl = build_fn_decl (name, build_function_type_array (void_type_node,
                                                              nargs, args));
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  /* The simulator never calls back into the unit nor longjmps into it:
     in a function calling setjmp the inserted calls need no abnormal
     edge, and stay in the middle of their blocks.  */
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("leaf"), NULL_TREE,
                                      DECL_ATTRIBUTES (decl));
  DECL_ASSEMBLER_NAME (decl);
  return decl;
}

/* The iteration counters of rotating event ids: per loop, period and
   phase, an int PHI in the loop header counting iterations modulo the
   period (from 0 on entry, or from a counter's start, see
   sync_insn.RPHASE).  */
struct rot_counter
{
  int loop, rot, phase;
  tree ssa;
};

/* Append to SEQ the statements computing int X modulo ROT, in [0,
   ROT): "X & (ROT - 1)" for a power of two; else "X % ROT", and, when X
   may be negative (not NONNEG), "(X % ROT + ROT) % ROT".  Returns the
   result.  */
static tree
rot_residue (gimple_seq *seq, tree x, int rot, bool nonneg)
{
  tree v = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  tree k = build_int_cst (integer_type_node, rot);
  if ((rot & (rot - 1)) == 0)
    {
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (v, BIT_AND_EXPR, x,
                                   build_int_cst (integer_type_node,
                                                  rot - 1)));
      return v;
    }
  gimple_seq_add_stmt (seq, gimple_build_assign (v, TRUNC_MOD_EXPR, x, k));
  if (nonneg)
    return v;
  tree w = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  tree u = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  gimple_seq_add_stmt (seq, gimple_build_assign (w, PLUS_EXPR, v, k));
  gimple_seq_add_stmt (seq, gimple_build_assign (u, TRUNC_MOD_EXPR, w, k));
  return u;
}

/* The value the counter of period ROT and phase PHASE > 0 starts from
   on entry edge E: "(int) START" modulo ROT (rot_residue; START may be
   negative) computed on E for the value at the loop's entry of the SSA
   name of version PHASE - 1 (see ascsync_phase_entry_value), or for
   the phase of a swap cycle the place of the cycle's value on E among
   its constants (ascsync_swap_phase_start).  Sets *EDGES.  */
static tree
rot_counter_start (edge e, int rot, int phase, bool *edges)
{
  gimple_seq sseq = NULL;
  tree x = ascsync_swap_phase_start (phase, e, &sseq);
  if (x)
    {
      tree v = rot_residue (&sseq, x, rot, true);
      gsi_insert_seq_on_edge (e, sseq);
      *edges = true;
      return v;
    }
  tree start = phase > 0 && phase < ASCSYNC_SWAP_PHASE_BASE
               ? ssa_name (phase - 1) : NULL_TREE;
  if (start)
    start = ascsync_phase_entry_value (start, e->dest->loop_father);
  /* The planner keys only phases with such a value (ascsync_phase_key).  */
  gcc_assert (start);
  tree w = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (w, NOP_EXPR, start));
  tree v = rot_residue (&seq, w, rot, false);
  gsi_insert_seq_on_edge (e, seq);
  *edges = true;
  return v;
}

/* See ascsync-gcc.h.  */
void
ascsync_insert_at_start (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_after_labels (bb);
  if (gsi_end_p (gsi))
    {
      /* Only labels (after the last one), or nothing.  */
      gsi = gsi_last_bb (bb);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
    }
  else
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* The counter of loop L (abstract index) of FN modulo ROT from the
   start of PHASE, made on first use in COUNTERS: "c = PHI <start
   (entry), c' (latch)>" in the header and "c' = (c + 1) mod ROT"
   (rot_residue) at the start of the latch.  Sets *EDGES when it inserts
   on an edge.  */
static tree
make_rot_counter (const struct sync_func *fn, const vec<basic_block> &bbs,
                  vec<struct rot_counter> *counters, int l, int rot,
                  int phase, bool *edges)
{
  for (unsigned i = 0; i < counters->length (); i++)
    if ((*counters)[i].loop == l && (*counters)[i].rot == rot
        && (*counters)[i].phase == phase)
      return (*counters)[i].ssa;
  const struct sync_loop *lp = &fn->loops[l];
  basic_block header = bbs[lp->header], latch = bbs[lp->latch];
  tree c = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  tree t = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  gphi *phi = create_phi_node (c, header);
  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (t, PLUS_EXPR, c,
                                                  integer_one_node));
  tree n = rot_residue (&seq, t, rot, true);
  ascsync_insert_at_start (latch, seq);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, header->preds)
    add_phi_arg (phi, e->src == latch ? n
                      : phase > 0 ? rot_counter_start (e, rot, phase, edges)
                      : integer_zero_node,
                 e, UNKNOWN_LOCATION);
  struct rot_counter rc = { l, rot, phase, c };
  counters->safe_push (rc);
  return c;
}

/* The flag "first iteration of this run" of loop L (abstract index) of
   FN: "f = PHI <1 (entries), 0 (back edges)>" in its header, made on
   first use in FLAGS (entries with a period of 0).  */
static tree
make_first_flag (const struct sync_func *fn, const vec<basic_block> &bbs,
                 vec<struct rot_counter> *flags, int l)
{
  for (unsigned i = 0; i < flags->length (); i++)
    if ((*flags)[i].loop == l)
      return (*flags)[i].ssa;
  basic_block header = bbs[fn->loops[l].header];
  class loop *loop = header->loop_father;
  gcc_assert (loop->header == header);
  tree f = make_temp_ssa_name (integer_type_node, NULL, "ascsync_first");
  gphi *phi = create_phi_node (f, header);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, header->preds)
    add_phi_arg (phi, flow_bb_inside_loop_p (loop, e->src)
                      ? integer_zero_node : integer_one_node,
                 e, UNKNOWN_LOCATION);
  struct rot_counter rc = { l, 0, 0, f };
  flags->safe_push (rc);
  return f;
}

/* For the periodic barrier S (sync_insn.period) of FN: append to SEQ
   "t = c | f", with c the iteration number of its loop's run modulo
   the period (a counter of COUNTERS) and f the loop's first-iteration
   flag (of FLAGS), and return t, which is 0 exactly in the iterations
   the barrier runs in.  Sets *EDGES as make_rot_counter does.  */
static tree
periodic_skip (const struct sync_func *fn, const vec<basic_block> &bbs,
               vec<struct rot_counter> *counters,
               vec<struct rot_counter> *flags, const struct sync_insn *s,
               gimple_seq *seq, bool *edges)
{
  tree r = make_rot_counter (fn, bbs, counters, s->guard - 1, s->period, 0,
                             edges);
  tree f = make_first_flag (fn, bbs, flags, s->guard - 1);
  tree t = make_temp_ssa_name (integer_type_node, NULL, "ascsync_period");
  gimple_seq_add_stmt (seq, gimple_build_assign (t, BIT_IOR_EXPR, r, f));
  return t;
}

/* A call run only where "VALUE CODE BOUND" is false (guard_calls).  */
struct call_guard
{
  gcall *call;
  enum tree_code code;
  tree value, bound;
};

/* Push to GUARDS the guard of insertion S of FN (blocks BBS), whose
   call is CALL, when it has one: a barrier left out in the first
   iteration of its loop (the loop's flag of FLAGS, make_first_flag) or
   run only every PERIOD-th (PSKIP, from periodic_skip); a prime issued
   only on an exit before its prologue loop's TOPUP-th iteration (its
   id's COUNTER).  */
static void
push_guard (vec<struct call_guard> *guards, const struct sync_func *fn,
            const vec<basic_block> &bbs, vec<struct rot_counter> *flags,
            const struct sync_insn *s, gcall *call, tree pskip,
            tree counter)
{
  struct call_guard g = { call, NE_EXPR, NULL_TREE, integer_zero_node };
  if (s->action == SYNC_BARRIER && s->guard > 0)
    {
      gcc_assert (s->where == SYNC_BEFORE_OP
                  || s->where == SYNC_BLOCK_START);
      g.value = pskip ? pskip : make_first_flag (fn, bbs, flags,
                                                 s->guard - 1);
    }
  else if (s->action == SYNC_SET && s->topup > 0)
    {
      gcc_assert (counter);
      g.code = GE_EXPR;
      g.value = counter;
      g.bound = build_int_cst (TREE_TYPE (counter), s->topup);
    }
  else
    return;
  guards->safe_push (g);
}

/* Make the statements from call FIRST to call LAST (of one block) run
   only when "LHS CODE RHS" is false, which RARE says is seldom: their
   block is split around them and "if (LHS CODE RHS)" goes past them.
   Dominance information is not kept.  */
static void
guard_calls (gcall *first, gcall *last, enum tree_code code, tree lhs,
             tree rhs, bool rare)
{
  basic_block bb = gimple_bb (first);
  gcc_assert (gimple_bb (last) == bb);
  gimple_stmt_iterator gsi = gsi_for_stmt (first);
  gsi_prev (&gsi);
  edge in = gsi_end_p (gsi) ? split_block_after_labels (bb)
                            : split_block (bb, gsi_stmt (gsi));
  basic_block mid = in->dest;
  edge out = split_block (mid, last);
  basic_block rest = out->dest;
  gcond *cond = gimple_build_cond (code, lhs, rhs, NULL_TREE, NULL_TREE);
  gimple_set_location (cond, gimple_location (first));
  gimple_stmt_iterator end = gsi_last_bb (bb);
  if (gsi_end_p (end))
    {
      end = gsi_start_bb (bb);
      gsi_insert_before (&end, cond, GSI_NEW_STMT);
    }
  else
    gsi_insert_after (&end, cond, GSI_NEW_STMT);
  in->flags = (in->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge skip = make_edge (bb, rest, EDGE_TRUE_VALUE);
  skip->probability = rare ? profile_probability::likely ()
                           : profile_probability::unlikely ();
  in->probability = skip->probability.invert ();
  mid->count = bb->count.apply_probability (in->probability);
}

/* Build the call for insertion S, with FILE the file-name argument;
   EVENT, when non-null, is its event id operand (a rotating id).  */
static gcall *
build_sync_call (const struct sync_insn *s, tree file, location_t loc,
                 tree event = NULL_TREE)
{
  if (!ascsync_set_decl)
    {
      ascsync_set_decl = ascsync_entry_decl ("asc_set_flag", 5);
      ascsync_wait_decl = ascsync_entry_decl ("asc_wait_flag", 5);
      ascsync_barrier_decl = ascsync_entry_decl ("asc_pipe_barrier", 3);
    }
  tree line = build_int_cst (integer_type_node, s->line);
  gcall *call;
  if (s->action == SYNC_BARRIER)
    call = gimple_build_call (ascsync_barrier_decl, 3, unshare_expr (file),
                              line, build_int_cst (integer_type_node,
                                                   s->pipe));
  else
    call = gimple_build_call (s->action == SYNC_SET ? ascsync_set_decl
                                                    : ascsync_wait_decl,
                              5, unshare_expr (file), line,
                              build_int_cst (integer_type_node, s->pipe),
                              build_int_cst (integer_type_node, s->tpipe),
                              event ? event
                              : build_int_cst (integer_type_node, s->event));
  gimple_call_set_nothrow (call, true);
  gimple_set_location (call, loc);
  return call;
}

/* The edge of FUN from abstract block FROM (-1: the entry) to TO.  */
static edge
plan_edge (function *fun, const vec<basic_block> &bbs, int from, int to)
{
  basic_block src = from < 0 ? ENTRY_BLOCK_PTR_FOR_FN (fun) : bbs[from];
  return find_edge (src, bbs[to]);
}

/* Whether no code can be inserted on edge E (GCC cannot split an
   abnormal or EH edge).  */
static bool
fixed_edge_p (edge e)
{
  return (e->flags & EDGE_COMPLEX) != 0;
}

/* Whether G is a statement control entering its block abnormally
   returns from or passes before anything inserted runs: a call that
   returns twice (setjmp), __builtin_setjmp_receiver (restoring the
   frame), or GCC's abnormal dispatcher.  */
static bool
receiver_stmt_p (gimple *g)
{
  if (!is_gimple_call (g))
    return false;
  return (gimple_call_flags (g) & ECF_RETURNS_TWICE)
         || gimple_call_builtin_p (g, BUILT_IN_SETJMP_RECEIVER)
         || gimple_call_internal_p (g, IFN_ABNORMAL_DISPATCHER);
}

/* The edge control takes out of BB when BB's last statement completes
   normally: its fallthrough edge, or its one successor edge, that can
   take code; null when there is none.  Sets *SEVERAL when BB has more
   than one such edge and none is the fallthrough.  */
static edge
normal_exit_edge (basic_block bb, bool *several)
{
  edge e, found = NULL;
  edge_iterator ei;
  int n = 0;
  *several = false;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!fixed_edge_p (e))
      {
        if (e->flags & EDGE_FALLTHRU)
          return e;
        found = e;
        n++;
      }
  *several = n > 1;
  return n == 1 ? found : NULL;
}

/* Insert SEQ right after statement G.  When G ends its block, on the
   edge taken when G completes normally: the code after G runs only
   then; with no such edge nothing goes on after G and SEQ is dropped.
   Returns the edge it was queued on, or null.  */
static edge
insert_after_stmt (gimple *g, gimple_seq seq)
{
  if (!stmt_ends_bb_p (g))
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (g);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
      return NULL;
    }
  bool several;
  edge e = normal_exit_edge (gimple_bb (g), &several);
  /* validate_plan refused the plan otherwise.  */
  gcc_checking_assert (!several);
  if (e)
    gsi_insert_seq_on_edge (e, seq);
  return e;
}

/* Insert STMT at the end of BB, before a control statement.  */
static void
insert_stmt_at_end (basic_block bb, gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (gsi_end_p (gsi))
    {
      gsi = gsi_start_bb (bb);
      gsi_insert_before (&gsi, stmt, GSI_SAME_STMT);
      return;
    }
  gimple *last = gsi_stmt (gsi);
  if (is_ctrl_stmt (last) || stmt_ends_bb_p (last))
    gsi_insert_before (&gsi, stmt, GSI_SAME_STMT);
  else
    gsi_insert_after (&gsi, stmt, GSI_NEW_STMT);
}

/* See ascsync-gcc.h.  */
void
ascsync_insert_at_end (basic_block bb, gimple_seq seq)
{
  for (gimple *g = gimple_seq_first_stmt (seq), *next; g; g = next)
    {
      next = g->next;
      insert_stmt_at_end (bb, g);
    }
}

/* The statement of the last operation of abstract block B of FN when
   it is the last statement of B's GCC block and ends it (a call that
   may longjmp or throw): the end of B, after its operations, is then
   on the edge taken when that call returns.  Else null.  */
static gimple *
ending_op_stmt (const struct sync_func *fn, const vec<gimple *> &stmts,
                const vec<basic_block> &bbs, int b)
{
  const struct sync_block *sb = &fn->blocks[b];
  gimple *last = last_stmt (bbs[b]);
  if (sb->nops == 0 || !last || stmts[sb->first_op + sb->nops - 1] != last
      || !stmt_ends_bb_p (last))
    return NULL;
  return last;
}

/* The receiver statement (receiver_stmt_p) starting the GCC block of
   abstract block B of FN when it is no operation: what is inserted at
   the start of B goes after it.  Else null.  */
static gimple *
start_receiver (const struct sync_func *fn, const vec<gimple *> &stmts,
                const vec<basic_block> &bbs, int b)
{
  const struct sync_block *sb = &fn->blocks[b];
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bbs[b]);
  if (gsi_end_p (gsi) || !receiver_stmt_p (gsi_stmt (gsi))
      || (sb->nops > 0 && stmts[sb->first_op] == gsi_stmt (gsi)))
    return NULL;
  return gsi_stmt (gsi);
}

/* Whether PLAN for FN can be emitted into FUN: every edge it names
   exists and can take code, and code after a statement ending its block
   has one edge to go on.  Reports an error at the function otherwise
   (a planner bug; nothing is inserted).  */
static bool
validate_plan (function *fun, const struct sync_func *fn,
               const struct sync_plan *plan, const vec<gimple *> &stmts,
               const vec<basic_block> &bbs)
{
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      bool ok = true;
      gimple *g = NULL;
      if (s->where == SYNC_ON_EDGE)
        {
          edge e = plan_edge (fun, bbs, s->block, s->to);
          ok = e && !fixed_edge_p (e);
        }
      else if (s->where == SYNC_AFTER_OP)
        g = stmts[s->op];
      else if (s->where == SYNC_BLOCK_END)
        g = ending_op_stmt (fn, stmts, bbs, s->block);
      else if (s->where == SYNC_BLOCK_START)
        g = start_receiver (fn, stmts, bbs, s->block);
      /* Code after a statement ending its block goes on one edge.  */
      if (g && stmt_ends_bb_p (g))
        {
          bool several;
          normal_exit_edge (gimple_bb (g), &several);
          ok = !several;
        }
      if (ok)
        continue;
      error_at (DECL_SOURCE_LOCATION (current_function_decl),
                "ascsync: internal error: the sync planned for %qD goes "
                "where no code can be inserted (an abnormal or EH edge); "
                "nothing was inserted", current_function_decl);
      return false;
    }
  return true;
}

/* Where the insertions of one plan have gone so far: per operation the
   last call inserted after it, per block the last call inserted at its
   start or the edge those go on.  */
struct emit_state
{
  gimple **after;
  gimple **start_last;
  edge *start_edge;
  bool edges;
};

/* Put SEQ, whose last statement is CALL, where insertion S of the plan
   for FN says (STMTS and BBS as for ascsync_emit_plan), keeping the
   order of the insertions at one point; record it in ST.  */
static void
place_seq (function *fun, const struct sync_func *fn,
           const struct sync_insn *s, gimple_seq seq, gcall *call,
           const vec<gimple *> &stmts, const vec<basic_block> &bbs,
           struct emit_state *st)
{
  switch (s->where)
    {
    case SYNC_BEFORE_OP:
      {
        gimple_stmt_iterator gsi = gsi_for_stmt (stmts[s->op]);
        gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
        break;
      }
    case SYNC_AFTER_OP:
      if (st->after[s->op])
        {
          gimple_stmt_iterator gsi = gsi_for_stmt (st->after[s->op]);
          gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
          st->after[s->op] = call;
        }
      else if (insert_after_stmt (stmts[s->op], seq))
        st->edges = true;
      else if (!stmt_ends_bb_p (stmts[s->op]))
        st->after[s->op] = call;
      break;
    case SYNC_BLOCK_END:
      if (gimple *g = ending_op_stmt (fn, stmts, bbs, s->block))
        st->edges |= insert_after_stmt (g, seq) != NULL;
      else
        ascsync_insert_at_end (bbs[s->block], seq);
      break;
    case SYNC_BLOCK_START:
      {
        /* After the labels and a receiver, after earlier insertions
           here.  */
        int b = s->block;
        if (st->start_edge[b])
          {
            gsi_insert_seq_on_edge (st->start_edge[b], seq);
            break;
          }
        gimple *anchor = st->start_last[b] ? st->start_last[b]
                         : start_receiver (fn, stmts, bbs, b);
        if (anchor)
          {
            edge e = insert_after_stmt (anchor, seq);
            st->start_edge[b] = e;
            st->edges |= e != NULL;
            if (stmt_ends_bb_p (anchor))
              break;
          }
        else
          {
            gimple_stmt_iterator gsi = gsi_after_labels (bbs[b]);
            if (gsi_end_p (gsi))
              {
                /* Only labels (after the last one), or nothing.  */
                gsi = gsi_last_bb (bbs[b]);
                gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
              }
            else
              gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
          }
        st->start_last[b] = call;
        break;
      }
    case SYNC_ON_EDGE:
      gsi_insert_seq_on_edge (plan_edge (fun, bbs, s->block, s->to), seq);
      st->edges = true;
      break;
    }
}

/* Append to *SEQ "id = EVENT + BASE" for insertion S (EVENT its first
   id, BASE an int SSA name), recording BASE and the statement in *EM
   (see ascsync_emitted).  Returns the id.  */
static tree
id_from_base (const struct sync_insn *s, tree base, gimple_seq *seq,
              ascsync_emitted *em)
{
  tree ev = make_temp_ssa_name (integer_type_node, NULL, "ascsync_id");
  em->base = base;
  em->id_def = gimple_build_assign (ev, PLUS_EXPR, base,
                                    build_int_cst (integer_type_node,
                                                   s->event));
  gimple_seq_add_stmt (seq, em->id_def);
  return ev;
}

/* The statements computing the rotating event id of insertion S (see
   ascsync_emitted), appended to *SEQ; records them in *EM.  Returns the
   id.  */
static tree
rotating_id (const struct sync_func *fn, const struct sync_insn *s,
             const vec<basic_block> &bbs, vec<struct rot_counter> *counters,
             gimple_seq *seq, ascsync_emitted *em, bool *edges)
{
  tree ctr = make_rot_counter (fn, bbs, counters, s->rloop, s->rot,
                               s->rphase, edges);
  em->counter = ctr;
  if (s->roff)
    {
      tree t = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (t, PLUS_EXPR, ctr,
                                   build_int_cst (integer_type_node,
                                                  s->roff)));
      ctr = rot_residue (seq, t, s->rot, true);
    }
  return id_from_base (s, ctr, seq, em);
}

static tree pointer_keyed_id (const struct sync_insn *s, tree parm,
                              gimple_seq *seq, ascsync_emitted *em);

/* The value parameter PARM of the current function has where *SEQ
   goes: its default definition, or (a variable in memory, at -O0) a
   load of it, appended to *SEQ.  A key's parameter is never stored
   into, so either is its value at entry.  */
static tree
param_value (tree parm, gimple_seq *seq)
{
  if (is_gimple_reg (parm))
    return get_or_create_ssa_default_def (cfun, parm);
  tree x = make_temp_ssa_name (TREE_TYPE (parm), NULL, "ascsync_key");
  gimple_seq_add_stmt (seq, gimple_build_assign (x, parm));
  return x;
}

/* The statements computing the id of insertion S whose id follows the
   value of a parameter of the current function (S->RKEY: "EVENT + I"
   for its I-th value RV0 + I, the parameter kept through the function,
   so its value at entry), appended to *SEQ; records them in *EM.
   Returns the id.  */
static tree
keyed_id (const struct sync_insn *s, gimple_seq *seq, ascsync_emitted *em)
{
  tree parm = ascsync_param_at (current_function_decl,
                               SYNC_VKEY_PARAM (s->rkey));
  if (SYNC_VKEY_IS_PTR (s->rkey))
    return pointer_keyed_id (s, parm, seq, em);
  gcc_assert (parm && INTEGRAL_TYPE_P (TREE_TYPE (parm)));
  tree type = TREE_TYPE (parm);
  tree x = param_value (parm, seq);
  int mask = SYNC_VKEY_MASK (s->rkey);
  if (mask >= 0 || SYNC_VKEY_MODULUS (mask))
    {
      tree t = make_temp_ssa_name (type, NULL, "ascsync_key");
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (t, mask >= 0 ? BIT_AND_EXPR
                                                : TRUNC_MOD_EXPR, x,
                                   build_int_cst (type, mask >= 0 ? mask
                                                  : SYNC_VKEY_MODULUS
                                                      (mask))));
      x = t;
    }
  /* X is in [RV0, RV0 + ROT - 1]: the difference fits any type.  */
  if (s->rv0)
    {
      tree t = make_temp_ssa_name (type, NULL, "ascsync_key");
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (t, MINUS_EXPR, x,
                                   build_int_cst (type, s->rv0)));
      x = t;
    }
  tree idx = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
  gimple_seq_add_stmt (seq, gimple_build_assign (idx, NOP_EXPR, x));
  em->counter = parm;
  return id_from_base (s, idx, seq, em);
}

/* The statements computing the id of insertion S whose id follows the
   buffer a pointer parameter PARM of the current function points into
   (S->RKEY a SYNC_VKEY_PTR: "EVENT + I" for the I-th of the buffers its
   calls pass, by address, ascsync_param_key_buffers), appended to
   *SEQ: I is the number of those buffers' addresses above the first
   that the pointer's offset from get_imm (0) reaches; records them in
   *EM.  Returns the id.  */
static tree
pointer_keyed_id (const struct sync_insn *s, tree parm, gimple_seq *seq,
                  ascsync_emitted *em)
{
  struct ascsync_argbufs b;
  int n = ascsync_param_key_buffers (current_function_decl,
                                     SYNC_VKEY_PARAM (s->rkey), &b);
  tree get_imm = ascsync_get_imm_decl ();
  gcc_assert (n == s->rot && get_imm && parm
              && POINTER_TYPE_P (TREE_TYPE (parm)));
  tree x = param_value (parm, seq);
  tree u64 = long_long_unsigned_type_node;
  tree rtype = TREE_TYPE (TREE_TYPE (get_imm));
  tree atype = TREE_VALUE (TYPE_ARG_TYPES (TREE_TYPE (get_imm)));
  tree base = make_temp_ssa_name (rtype, NULL, "ascsync_key");
  gcall *g = gimple_build_call (get_imm, 1, build_int_cst (atype, 0));
  gimple_call_set_lhs (g, base);
  gimple_seq_add_stmt (seq, g);
  tree xu = make_temp_ssa_name (u64, NULL, "ascsync_key");
  gimple_seq_add_stmt (seq, gimple_build_assign (xu, NOP_EXPR, x));
  tree bu = make_temp_ssa_name (u64, NULL, "ascsync_key");
  gimple_seq_add_stmt (seq, gimple_build_assign (bu, NOP_EXPR, base));
  tree off = make_temp_ssa_name (u64, NULL, "ascsync_key");
  gimple_seq_add_stmt (seq, gimple_build_assign (off, MINUS_EXPR, xu, bu));
  tree idx = build_int_cst (integer_type_node, 0);
  for (int i = 1; i < n; i++)
    {
      tree ge = make_temp_ssa_name (boolean_type_node, NULL, "ascsync_key");
      gimple_seq_add_stmt (seq, gimple_build_assign
                                  (ge, GE_EXPR, off,
                                   build_int_cst (u64, b.root[i])));
      tree gi = make_temp_ssa_name (integer_type_node, NULL, "ascsync_key");
      gimple_seq_add_stmt (seq, gimple_build_assign (gi, NOP_EXPR, ge));
      tree sum = make_temp_ssa_name (integer_type_node, NULL, "ascsync_slot");
      gimple_seq_add_stmt (seq, gimple_build_assign (sum, PLUS_EXPR, idx,
                                                     gi));
      idx = sum;
    }
  em->counter = parm;
  return id_from_base (s, idx, seq, em);
}

/* See ascsync-gcc.h.  */
void
ascsync_emit_plan (function *fun, const struct sync_func *fn,
                   const struct sync_plan *plan, const vec<gimple *> &stmts,
                   const vec<basic_block> &bbs)
{
  if (!validate_plan (fun, fn, plan, stmts, bbs))
    return;
  const char *fname = DECL_SOURCE_FILE (current_function_decl);
  if (!fname)
    fname = main_input_filename;
  tree file = build_string_literal (strlen (fname) + 1, fname);
  auto_vec<ascsync_emitted> emitted;
  struct emit_state st;
  st.after = XCNEWVEC (gimple *, fn->nops + 1);
  st.start_last = XCNEWVEC (gimple *, fn->nblocks + 1);
  st.start_edge = XCNEWVEC (edge, fn->nblocks + 1);
  st.edges = false;
  auto_vec<struct rot_counter> counters, flags;
  auto_vec<struct call_guard> guards;
  /* Row guards (gimple_rowguard.cc): the rows kept, and per guard its
     test and its first and last call.  Without the rows (the loop not
     as recorded) the guards' sync runs every time; with row-guards=drop
     not at all.  */
  auto_vec<ascsync_row_history> hist;
  bool drop = ascsync_settings.row_guards == 2;
  bool row_tests = plan->nguards > 0 && !drop
                   && ascsync_row_histories (fn, plan, bbs, &hist);
  auto_vec<gcall *> row_first, row_last;
  auto_vec<tree> row_hit;
  row_first.safe_grow_cleared (plan->nguards);
  row_last.safe_grow_cleared (plan->nguards);
  row_hit.safe_grow_cleared (plan->nguards);
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (s->rguard > 0 && drop)
        continue;
      location_t loc = s->op >= 0 ? gimple_location (stmts[s->op])
                                  : DECL_SOURCE_LOCATION
                                      (current_function_decl);
      /* A rotating id: "id = EVENT + counter" right before the call, or
         "id = EVENT + ((counter + ROFF) mod ROT)" (rot_residue); or
         "id = EVENT + I" for the I-th value of a parameter.  */
      gimple_seq seq = NULL;
      tree ev = NULL_TREE;
      ascsync_emitted em = { NULL, s, NULL_TREE, NULL_TREE, NULL };
      if (s->rot > 1 && s->action != SYNC_BARRIER && s->rkey > 0)
        ev = keyed_id (s, &seq, &em);
      else if (s->rot > 1 && s->action != SYNC_BARRIER)
        ev = rotating_id (fn, s, bbs, &counters, &seq, &em, &st.edges);
      gcall *call = build_sync_call (s, file, loc, ev);
      int g = s->rguard - 1;
      if (g >= 0 && row_tests && !row_first[g])
        {
          row_hit[g] = ascsync_row_guard_test (plan, g, &hist, &seq);
          row_first[g] = call;
        }
      if (g >= 0 && row_tests)
        row_last[g] = call;
      tree pskip = NULL_TREE;
      if (s->action == SYNC_BARRIER && s->guard > 0 && s->period > 1)
        pskip = periodic_skip (fn, bbs, &counters, &flags, s, &seq,
                               &st.edges);
      gimple_seq_add_stmt (&seq, call);
      em.call = call;
      emitted.safe_push (em);
      push_guard (&guards, fn, bbs, &flags, s, call, pskip, em.counter);
      place_seq (fun, fn, s, seq, call, stmts, bbs, &st);
    }
  XDELETEVEC (st.after);
  XDELETEVEC (st.start_last);
  XDELETEVEC (st.start_edge);
  if (st.edges)
    gsi_commit_edge_inserts ();
  /* Guards last: splitting blocks moves the ends the plan names.  */
  for (int g = 0; g < plan->nguards; g++)
    if (row_first[g])
      guard_calls (row_first[g], row_last[g], EQ_EXPR, row_hit[g],
                   boolean_false_node, true);
  if (!guards.is_empty () || row_tests)
    {
      for (unsigned i = 0; i < guards.length (); i++)
        guard_calls (guards[i].call, guards[i].call, guards[i].code,
                     guards[i].value, guards[i].bound, false);
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
    }
  if (!ascsync_settings.emit_calls)
    ascsync_join_runs (fun, emitted, fname);
}
