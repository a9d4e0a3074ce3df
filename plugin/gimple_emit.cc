/* gimple_emit.cc -- turn an ascsync plan into calls of the CCE header's
   host entry points asc_set_flag / asc_wait_flag (const char *file, int
   line, int pipe, int tpipe, int event) and asc_pipe_barrier (const char
   *file, int line, int pipe), so the object code links against libascsim
   (or a CCE runtime) unchanged.  */

#include "ascsync-gcc.h"

/* Declarations of the entry points; built on first use and kept alive
   by the GC root table of ascsync.cc.  */
tree ascsync_set_decl, ascsync_wait_decl, ascsync_barrier_decl;

/* An external "void NAME (const char *, int, int [, int, int])".  */
static tree
build_entry_decl (const char *name, bool flag)
{
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
                                                        TYPE_QUAL_CONST));
  tree type = flag
              ? build_function_type_list (void_type_node, cstr,
                                          integer_type_node,
                                          integer_type_node,
                                          integer_type_node,
                                          integer_type_node, NULL_TREE)
              : build_function_type_list (void_type_node, cstr,
                                          integer_type_node,
                                          integer_type_node, NULL_TREE);
  tree decl = build_fn_decl (name, type);
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ASSEMBLER_NAME (decl);
  return decl;
}

/* Build the call for insertion S, with FILE the file-name argument.  */
static gcall *
build_sync_call (const struct sync_insn *s, tree file, location_t loc)
{
  if (!ascsync_set_decl)
    {
      ascsync_set_decl = build_entry_decl ("asc_set_flag", true);
      ascsync_wait_decl = build_entry_decl ("asc_wait_flag", true);
      ascsync_barrier_decl = build_entry_decl ("asc_pipe_barrier", false);
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
                              build_int_cst (integer_type_node, s->event));
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

/* Insert STMT at the end of BB, before a control statement.  */
static void
insert_at_end (basic_block bb, gimple *stmt)
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
ascsync_emit_plan (function *fun, const struct sync_func *fn,
                   const struct sync_plan *plan, const vec<gimple *> &stmts,
                   const vec<basic_block> &bbs)
{
  const char *fname = DECL_SOURCE_FILE (current_function_decl);
  if (!fname)
    fname = main_input_filename;
  tree file = build_string_literal (strlen (fname) + 1, fname);
  gimple **after = XCNEWVEC (gimple *, fn->nops + 1);
  gimple **start_last = XCNEWVEC (gimple *, fn->nblocks + 1);
  bool edges = false;
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      location_t loc = s->op >= 0 ? gimple_location (stmts[s->op])
                                  : DECL_SOURCE_LOCATION
                                      (current_function_decl);
      gcall *call = build_sync_call (s, file, loc);
      switch (s->where)
        {
        case SYNC_BEFORE_OP:
          {
            gimple_stmt_iterator gsi = gsi_for_stmt (stmts[s->op]);
            gsi_insert_before (&gsi, call, GSI_SAME_STMT);
            break;
          }
        case SYNC_AFTER_OP:
          {
            gimple *anchor = after[s->op] ? after[s->op] : stmts[s->op];
            if (stmt_ends_bb_p (stmts[s->op]))
              {
                edge e = find_fallthru_edge (gimple_bb (stmts[s->op])->succs);
                if (!e)
                  e = single_succ_p (gimple_bb (stmts[s->op]))
                      ? single_succ_edge (gimple_bb (stmts[s->op])) : NULL;
                gcc_assert (e);
                gsi_insert_on_edge (e, call);
                edges = true;
                break;
              }
            gimple_stmt_iterator gsi = gsi_for_stmt (anchor);
            gsi_insert_after (&gsi, call, GSI_NEW_STMT);
            after[s->op] = call;
            break;
          }
        case SYNC_BLOCK_END:
          insert_at_end (bbs[s->block], call);
          break;
        case SYNC_BLOCK_START:
          {
            /* After the labels, after earlier insertions here.  */
            if (start_last[s->block])
              {
                gimple_stmt_iterator gsi
                  = gsi_for_stmt (start_last[s->block]);
                gsi_insert_after (&gsi, call, GSI_NEW_STMT);
              }
            else
              {
                gimple_stmt_iterator gsi = gsi_after_labels (bbs[s->block]);
                if (gsi_end_p (gsi))
                  gsi_insert_after (&gsi, call, GSI_NEW_STMT);
                else
                  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
              }
            start_last[s->block] = call;
            break;
          }
        case SYNC_ON_EDGE:
          {
            edge e = plan_edge (fun, bbs, s->block, s->to);
            gcc_assert (e);
            gsi_insert_on_edge (e, call);
            edges = true;
            break;
          }
        }
    }
  XDELETEVEC (after);
  XDELETEVEC (start_last);
  if (edges)
    gsi_commit_edge_inserts ();
}
