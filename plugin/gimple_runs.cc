/* gimple_runs.cc -- join the sync calls the plugin inserted at one point
   into one call of asc_sync_run (see ascsync/asc_sync_run.h).

   ascsync_emit_plan inserts one five-argument call per set_flag,
   wait_flag and pipe_barrier.  Each call is costly for GCC's RTL passes
   (argument set-up, the call's clobbers in data flow, register
   allocation and scheduling), far more than the plugin's own analysis;
   and the plan often puts several at one point (the primes before a
   loop, a wait and a set between two operations).  A run of them becomes
   one call "asc_sync_run (TABLE, OFF)", TABLE the function's one string
   of runs and OFF where this run starts in it, with a third argument
   when the run's event ids rotate with a loop: the same instructions in
   the same order at run time.  Hand-written sync is never joined.  */

#include "ascsync-gcc.h"
#include "ascsync/asc_sync_run.h"

/* Declarations of asc_sync_run and asc_sync_run_id; built on first use
   and kept alive by the GC root table of ascsync.cc.  */
tree ascsync_run_decl, ascsync_run_id_decl;

/* Runs longer than this are split, bounding the string's size.  */
#define MAX_RUN 64

/* See ascsync-gcc.h.  */
bool
ascsync_run_callee_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL || !DECL_NAME (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return !strcmp (name, "asc_sync_run") || !strcmp (name, "asc_sync_run_id");
}

/* Whether G may lie between two calls of one run, so that the calls
   before it can move past it: a debug statement, or an assignment of
   an SSA name that touches no memory and cannot trap (register
   arithmetic, the rotating ids' among it).  Sync orders pipe work and
   memory accesses only, so moving it past such a statement changes
   nothing the kernel or the simulator can see.  */
static bool
transparent_p (gimple *g)
{
  if (is_gimple_debug (g))
    return true;
  if (!is_gimple_assign (g) || gimple_has_side_effects (g)
      || gimple_could_trap_p (g))
    return false;
  if (TREE_CODE (gimple_assign_lhs (g)) != SSA_NAME)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (g); i++)
    {
      tree op = gimple_op (g, i);
      if (op && !is_gimple_val (op))
        return false;
    }
  return true;
}

/* The run form of emitted call E, written to BUF (ASC_SYNC_OP_MAX_TEXT
   + 1 bytes).  Returns its length, or -1 when E cannot join a run.  */
static int
format_emitted (char *buf, const ascsync_emitted &e)
{
  const struct sync_insn *s = e.s;
  struct asc_sync_op op;
  op.kind = s->action == SYNC_SET ? ASC_SYNC_SET
            : s->action == SYNC_WAIT ? ASC_SYNC_WAIT : ASC_SYNC_BARRIER;
  op.pipe = s->pipe;
  op.tpipe = s->action == SYNC_BARRIER ? 0 : s->tpipe;
  op.event = s->action == SYNC_BARRIER ? 0 : s->event;
  op.from_arg = e.base != NULL_TREE;
  op.line = s->line > 0 ? s->line : 0;
  int n = asc_sync_run_format_op (buf, &op);
  if (n < 0 && op.line)
    {
      /* A line beyond the form's range: report the file only.  */
      op.line = 0;
      n = asc_sync_run_format_op (buf, &op);
    }
  return n;
}

/* Whether emitted calls A and B can share one id argument: neither
   rotates, or both add to the same counter, offset and period (or the
   same index of one parameter's values).  */
static bool
same_base (const ascsync_emitted &a, const ascsync_emitted &b)
{
  if (!a.base || !b.base)
    return true;
  return a.counter == b.counter && a.s->roff == b.s->roff
         && a.s->rot == b.s->rot && a.s->rkey == b.s->rkey
         && a.s->rv0 == b.s->rv0;
}

/* Remove statement G of the current function for good.  */
static void
remove_stmt (gimple *g)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (g);
  gsi_remove (&gsi, true);
  if (is_gimple_assign (g))
    release_defs (g);
}

/* A static "const char ascsync_runs.N[LEN]" holding TEXT (LEN bytes,
   the last a NUL), output with the translation unit's other variables;
   returns its address as a "const char *".  A variable, not a string
   literal, so that GCC's dumps name it instead of printing it whole at
   every call.  */
static tree
build_table (const char *text, size_t len)
{
  tree type = build_array_type_nelts (char_type_node, len);
  tree init = build_string (len, text);
  TREE_TYPE (init) = type;
  tree var = build_decl (UNKNOWN_LOCATION, VAR_DECL,
                         create_tmp_var_name ("ascsync_runs"), type);
  TREE_STATIC (var) = 1;
  TREE_READONLY (var) = 1;
  TREE_CONSTANT (var) = 1;
  TREE_ADDRESSABLE (var) = 1;
  DECL_ARTIFICIAL (var) = 1;
  DECL_IGNORED_P (var) = 1;
  DECL_INITIAL (var) = init;
  varpool_node::finalize_decl (var);
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
                                                        TYPE_QUAL_CONST));
  return build_fold_addr_expr_with_type (var, cstr);
}

/* A run found by the walk: calls RUNS[START .. START + LEN - 1] of the
   walk's list, in statement order, all in one block.  */
struct run_span
{
  unsigned start, len;
};

/* Close the run of the last LEN entries of ORDER (if any) into SPANS.  */
static void
close_run (vec<run_span> *spans, const vec<int> &order, unsigned *len)
{
  if (*len)
    {
      run_span r = { order.length () - *len, *len };
      spans->safe_push (r);
    }
  *len = 0;
}

/* Replace the run R of ORDER (indices into CALLS) by one call of the run
   entry point, with TABLE the function's string of runs and OFF the
   run's offset in it, at the place of the run's last call.  */
static void
replace_run (const run_span &r, const vec<int> &order,
             const vec<ascsync_emitted> &calls, tree table, int off)
{
  tree base = NULL_TREE;
  for (unsigned i = 0; i < r.len && !base; i++)
    base = calls[order[r.start + i]].base;
  gcall *last = calls[order[r.start + r.len - 1]].call;
  tree offc = build_int_cst (integer_type_node, off);
  gcall *call = base ? gimple_build_call (ascsync_run_id_decl, 3,
                                          unshare_expr (table), offc, base)
                     : gimple_build_call (ascsync_run_decl, 2,
                                          unshare_expr (table), offc);
  gimple_call_set_nothrow (call, true);
  gimple_set_location (call, gimple_location (last));
  gimple_stmt_iterator gsi = gsi_for_stmt (last);
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  for (unsigned i = 0; i < r.len; i++)
    {
      const ascsync_emitted &e = calls[order[r.start + i]];
      remove_stmt (e.call);
      if (e.id_def)
        remove_stmt (e.id_def);
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_join_runs (function *fun, const vec<ascsync_emitted> &calls,
                   const char *file)
{
  if (calls.is_empty ())
    return;
  if (!ascsync_run_decl)
    {
      ascsync_run_decl = ascsync_entry_decl ("asc_sync_run", 2);
      ascsync_run_id_decl = ascsync_entry_decl ("asc_sync_run_id", 3);
    }
  /* Look-up only: the walk below goes block by block in index order and
     statement by statement, so the result does not depend on hashing.  */
  hash_map<gimple *, int> index;
  for (unsigned i = 0; i < calls.length (); i++)
    index.put (calls[i].call, i);

  /* Find the runs: ORDER lists the joinable calls run after run.  */
  char buf[ASC_SYNC_OP_MAX_TEXT + 1];
  auto_vec<int> order;
  auto_vec<run_span> spans;
  unsigned len = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          gimple *g = gsi_stmt (gsi);
          int *k = index.get (g);
          if (k && format_emitted (buf, calls[*k]) > 0)
            {
              /* A run's id argument is the base of its first rotating
                 call: every rotating call of the run must share it.  */
              bool fits = len < MAX_RUN;
              for (unsigned i = order.length () - len;
                   fits && i < order.length (); i++)
                fits = same_base (calls[order[i]], calls[*k]);
              if (!fits)
                close_run (&spans, order, &len);
              order.safe_push (*k);
              len++;
            }
          else if (!transparent_p (g))
            close_run (&spans, order, &len);
        }
      close_run (&spans, order, &len);
    }
  if (spans.is_empty ())
    return;

  /* The table: the file name, then each run, NUL-terminated.  */
  size_t flen = strlen (file);
  size_t cap = flen + 1 + order.length () * (ASC_SYNC_OP_MAX_TEXT + 1);
  char *text = XNEWVEC (char, cap);
  memcpy (text, file, flen + 1);
  size_t at = flen + 1;
  auto_vec<int> offs;
  for (unsigned r = 0; r < spans.length (); r++)
    {
      offs.safe_push ((int) at);
      for (unsigned i = 0; i < spans[r].len; i++)
        {
          if (i > 0)
            text[at++] = ';';
          at += format_emitted (text + at, calls[order[spans[r].start + i]]);
        }
      text[at++] = '\0';
    }
  gcc_assert (at <= cap && at < INT_MAX);
  tree table = build_table (text, at);
  XDELETEVEC (text);
  FILE *dump = ascsync_settings.dump && dump_file
               && (ascsync_settings.sync.dump & SYNC_DUMP_PLAN)
               ? dump_file : NULL;
  if (dump)
    {
      fprintf (dump, ";; ascsync: runs: %u calls for %u insertions, "
               "table ", spans.length (), order.length ());
      print_generic_expr (dump, TREE_OPERAND (table, 0));
      fprintf (dump, " (%lu bytes)\n", (unsigned long) at);
    }
  for (unsigned r = 0; r < spans.length (); r++)
    {
      if (dump)
        fprintf (dump, ";;   bb %d, offset %d: %s\n",
                 gimple_bb (calls[order[spans[r].start]].call)->index,
                 offs[r], TREE_STRING_POINTER (DECL_INITIAL
                                                 (TREE_OPERAND (table, 0)))
                          + offs[r]);
      replace_run (spans[r], order, calls, table, offs[r]);
    }
}
