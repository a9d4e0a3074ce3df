/* gimple_summary.cc -- what a function of the unit does to the pipes,
   for the calls of it (ascsync).

   The plugin plans a function's sync before its callers' (GCC compiles
   callees first, see expand_all_functions), and records then, per
   function, a summary: its pipe operations with footprints that hold
   for any call (the callee's loop, slot and value forms dropped: only
   the byte range each access may touch in any run), and the event ids
   its planned sync uses, per pipe pair.  A call of a function with a
   summary is then not fenced with pipe_barrier (PIPE_ALL): the caller
   sees the summarised operations at the call, once as the callee's work
   meeting what came before (entry copies) and once as what comes after
   meeting it (exit copies), with the call itself between them (see
   sync_calls.c).

   A function gets no summary, and its calls stay fenced, when its sync
   is not the planner's alone (hand-written set_flag, wait_flag or
   pipe_barrier kept in it), when it makes a fenced call itself (the
   callee behind it may use any id), or when it has no pipe operation.
   A call that may leave abnormally (longjmp, an exception) is fenced
   too: what goes after it would not run on that path.

   GM accesses of a summary are relative to the callee's parameters;
   at the call they become the caller's parameter the argument derives
   from, at any offset (or any GM).  Local memory is one address space
   for caller and callee, so its byte ranges carry over unchanged; an
   access through a pointer parameter covers the whole space already.

   Summaries are kept per function declaration (a clone of GCC's has
   its own) for the whole compilation; their order of creation is the
   compilation order, so the result does not depend on hash order.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"

/* One function's summary.  */
struct fn_summary
{
  int nops;
  struct sync_op *ops;       /* SYNC_OP_PIPE, no forms, role NONE */
  uint32_t ids[ASC_NPIPES * ASC_NPIPES];
};

/* The summaries so far, by function declaration.  */
static hash_map<tree, fn_summary *> *summaries;

/* Most summarised operations kept per function: beyond it, operations
   of one pipe are merged.  */
#define SUMMARY_MAX_OPS 24

/* Set A to the byte range of access X that holds in any run: space,
   direction, base and [LO, HI), every form dropped.  */
static void
plain_access (struct sync_access *a, const struct sync_access *x)
{
  memset (a, 0, sizeof *a);
  a->space = x->space;
  a->write = x->write;
  a->base = x->base;
  a->lo = x->lo;
  a->hi = x->hi;
  a->bytes = x->bytes;
}

/* Whether operations A and B are the same for a summary.  */
static bool
same_plain_op (const struct sync_op *a, const struct sync_op *b)
{
  if (a->pipe != b->pipe || a->naccess != b->naccess)
    return false;
  for (int k = 0; k < a->naccess; k++)
    if (memcmp (&a->acc[k], &b->acc[k], sizeof a->acc[k]))
      return false;
  return true;
}

/* Merge access X into operation OP's accesses: widen one of the same
   space and direction (bases that differ give an unknown base), or add
   it.  */
static void
merge_access (struct sync_op *op, const struct sync_access *x)
{
  for (int k = 0; k < op->naccess; k++)
    {
      struct sync_access *a = &op->acc[k];
      if (a->space != x->space || a->write != x->write)
        continue;
      if (a->base != x->base)
        {
          a->base = -1;
          a->lo = 0;
          a->hi = sync_space_size[a->space];
        }
      a->lo = MIN (a->lo, x->lo);
      a->hi = MAX (a->hi, x->hi);
      a->bytes = 0;
      return;
    }
  gcc_assert (op->naccess < ASC_MAX_ACCESSES);
  op->acc[op->naccess++] = *x;
}

/* Collapse the N operations of V to one per pipe and (for more than
   ASC_MAX_ACCESSES spaces and directions) several; returns the new
   count.  */
static int
merge_per_pipe (struct sync_op *v, int n)
{
  struct sync_op *out = XNEWVEC (struct sync_op, n);
  int m = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < v[i].naccess; k++)
      {
        const struct sync_access *x = &v[i].acc[k];
        int j;
        for (j = 0; j < m; j++)
          if (out[j].pipe == v[i].pipe)
            {
              bool fits = out[j].naccess < ASC_MAX_ACCESSES;
              for (int l = 0; l < out[j].naccess && !fits; l++)
                fits = out[j].acc[l].space == x->space
                       && out[j].acc[l].write == x->write;
              if (fits)
                break;
            }
        if (j == m)
          {
            out[m] = v[i];
            out[m].naccess = 0;
            out[m].name = "callee-work";
            m++;
          }
        merge_access (&out[j], x);
      }
  memcpy (v, out, m * sizeof *v);
  XDELETEVEC (out);
  return m;
}

/* The ids PLAN's set_flag and wait_flag calls use, into IDS.  */
static void
plan_ids (const struct sync_plan *plan, uint32_t *ids)
{
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (s->action == SYNC_BARRIER || s->pipe < 0 || s->tpipe < 0
          || s->pipe >= ASC_NPIPES || s->tpipe >= ASC_NPIPES)
        continue;
      int n = s->rot > 1 ? s->rot : 1;
      for (int k = 0; k < n; k++)
        if (s->event + k >= 0 && s->event + k < 32)
          ids[s->pipe * ASC_NPIPES + s->tpipe] |= (uint32_t) 1 << (s->event
                                                                    + k);
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_record (tree decl, const struct sync_func *fn,
                        const struct sync_plan *plan)
{
  fn_summary s;
  memset (&s, 0, sizeof s);
  s.ops = XNEWVEC (struct sync_op, fn->nops + 1);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT
          || o->kind == SYNC_OP_BARRIER
          || (o->kind == SYNC_OP_CALL && (!o->nofence || !o->call_ids)))
        {
          XDELETEVEC (s.ops);
          return;
        }
      if (o->kind == SYNC_OP_CALL)
        for (int k = 0; k < ASC_NPIPES * ASC_NPIPES; k++)
          s.ids[k] |= o->call_ids[k];
      if (o->kind != SYNC_OP_PIPE || o->naccess == 0)
        continue;
      struct sync_op p;
      memset (&p, 0, sizeof p);
      p.kind = SYNC_OP_PIPE;
      p.pipe = o->pipe;
      p.name = o->name;
      p.naccess = o->naccess;
      for (int k = 0; k < o->naccess; k++)
        plain_access (&p.acc[k], &o->acc[k]);
      bool dup = false;
      for (int j = 0; j < s.nops && !dup; j++)
        dup = same_plain_op (&s.ops[j], &p);
      if (!dup)
        s.ops[s.nops++] = p;
    }
  if (s.nops == 0)
    {
      XDELETEVEC (s.ops);
      return;
    }
  if (s.nops > SUMMARY_MAX_OPS)
    s.nops = merge_per_pipe (s.ops, s.nops);
  plan_ids (plan, s.ids);
  if (!summaries)
    summaries = new hash_map<tree, fn_summary *>;
  fn_summary *&slot = summaries->get_or_insert (decl);
  if (slot)
    {
      XDELETEVEC (slot->ops);
      delete slot;
    }
  slot = new fn_summary (s);
}

/* Map GM access A of a summary, relative to the callee's parameter
   A->BASE, to the caller at CALL: the caller's parameter the argument
   derives from when the caller takes its GM parameters as distinct
   objects (GM_DISTINCT), any offset in it; else any GM.  */
static void
map_gm_base (struct sync_access *a, gcall *call, bool gm_distinct)
{
  int param = -1;
  if (a->base >= 0 && (unsigned) a->base < gimple_call_num_args (call)
      && gm_distinct)
    {
      struct val v = ascsync_eval (gimple_call_arg (call, a->base), 0);
      if (v.kind == VAL_GM && v.param >= 0)
        param = v.param;
    }
  a->base = param;
  a->lo = 0;
  a->hi = sync_space_size[ASC_SPACE_GM];
  a->bytes = 0;
}

/* Append to OPS a copy of summarised operation S in role ROLE, at CALL
   of block B.  */
static void
push_copy (vec<sync_op> *ops, const struct sync_op *s, enum sync_role role,
           int b, gcall *call, bool gm_distinct)
{
  struct sync_op op = *s;
  op.block = b;
  op.role = role;
  op.line = LOCATION_LINE (gimple_location (call));
  for (int k = 0; k < op.naccess; k++)
    if (op.acc[k].space == ASC_SPACE_GM)
      map_gm_base (&op.acc[k], call, gm_distinct);
  ops->safe_push (op);
}

/* See ascsync-gcc.h.  */
int
ascsync_summary_push (vec<sync_op> *ops, int b, gcall *call, tree callee,
                      bool gm_distinct)
{
  fn_summary **slot = summaries && callee ? summaries->get (callee) : NULL;
  if (!slot || stmt_ends_bb_p (call))
    return 0;
  const fn_summary *s = *slot;
  for (int i = 0; i < s->nops; i++)
    push_copy (ops, &s->ops[i], SYNC_ROLE_ENTRY, b, call, gm_distinct);
  struct sync_op m;
  memset (&m, 0, sizeof m);
  m.kind = SYNC_OP_CALL;
  m.nofence = 1;
  m.call_ids = s->ids;
  m.pipe = ASC_PIPE_ALL;
  m.block = b;
  m.line = LOCATION_LINE (gimple_location (call));
  m.name = IDENTIFIER_POINTER (DECL_NAME (callee));
  ops->safe_push (m);
  for (int i = 0; i < s->nops; i++)
    push_copy (ops, &s->ops[i], SYNC_ROLE_EXIT, b, call, gm_distinct);
  return 2 * s->nops + 1;
}
