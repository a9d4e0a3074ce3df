/* sync_srcmap.c -- which points of a function's CFG are one point for
   sync (see sync_source.h).

   Source output writes each planned insertion at a source position: in
   front of or behind an operation's statement, before or after a loop
   statement, at the start or end of the function's body.  A position
   has a point of the CFG, and the insertion may go there only if that
   point and the insertion's own are one point: on every path the two
   are passed in turn with no operation between.  Then the sync runs
   between the same two operations on every path, which is all that
   matters to what it orders; nothing else about the position needs
   trusting.  Both directions are walked over the CFG, each path ending
   at the other point (a success), at an operation or the function's
   entry or exit (a failure), or where it was already (a loop without
   operations: no failure).  */

#include <stdlib.h>
#include <string.h>
#include "sync_source.h"

/* See sync_source.h.  */
struct src_point
src_op_point (const struct sync_func *fn, int op, int after)
{
  struct src_point p = { 0, fn->ops[op].block, 0 };
  p.b = op - fn->blocks[p.a].first_op + (after != 0);
  return p;
}

/* See sync_source.h.  */
struct src_point
src_point_of_insn (const struct sync_func *fn, const struct sync_insn *s)
{
  struct src_point p = { 0, 0, 0 };
  switch (s->where)
    {
    case SYNC_BEFORE_OP:
    case SYNC_AFTER_OP:
      p = src_op_point (fn, s->op, s->where == SYNC_AFTER_OP);
      break;
    case SYNC_BLOCK_START:
      p.a = s->block;
      break;
    case SYNC_BLOCK_END:
      p.a = s->block;
      p.b = fn->blocks[s->block].nops;
      break;
    case SYNC_ON_EDGE:
      p.edge = 1;
      p.a = s->block;
      p.b = s->to;
      break;
    }
  return p;
}

static int
same_point (struct src_point p, struct src_point q)
{
  return p.edge == q.edge && p.a == q.a && p.b == q.b;
}

/* A walk: its target, direction and the blocks it has entered.  */
struct walk
{
  const struct sync_func *fn;
  struct src_point target;
  int dir;
  char *seen;
  int *ops, nops;            /* operations met (src_adjacent_ops) */
  int boundary;
  const char *enclosing;     /* non-null: no edge back in reverse post
                                order into a block B with ENCLOSING[B]
                                is taken (src_adjacent_ops_in_iteration) */
};

static int walk_from (struct walk *w, struct src_point p);

/* Walk W on into block B from its start (forward) or end (backward).
   Returns 0 when some path fails.  */
static int
walk_block (struct walk *w, int b)
{
  struct src_point p = { 0, b, w->dir > 0 ? 0 : w->fn->blocks[b].nops };
  if (same_point (p, w->target))
    return 1;
  if (w->seen[b])
    return 1;
  w->seen[b] = 1;
  return walk_from (w, p);
}

/* Note operation OP met by W (src_adjacent_ops); returns 0: a walk to a
   target fails there.  */
static int
meet_op (struct walk *w, int op)
{
  if (w->ops)
    {
      for (int i = 0; i < w->nops; i++)
        if (w->ops[i] == op)
          return 0;
      w->ops[w->nops++] = op;
    }
  return 0;
}

/* Walk W from point P (not its target, or its start).  Returns whether
   every path from P reaches the target before an operation or the
   function's entry or exit.  */
static int
walk_from (struct walk *w, struct src_point p)
{
  const struct sync_func *fn = w->fn;
  int ok = 1;
  if (p.edge)
    {
      int b = w->dir > 0 ? p.b : p.a;
      if (b < 0)
        {
          w->boundary = 1;
          return 0;
        }
      return walk_block (w, b);
    }
  const struct sync_block *blk = &fn->blocks[p.a];
  if (w->dir > 0 && p.b < blk->nops)
    return meet_op (w, blk->first_op + p.b);
  if (w->dir < 0 && p.b > 0)
    return meet_op (w, blk->first_op + p.b - 1);
  if (w->dir > 0 && blk->exits)
    {
      w->boundary = 1;
      ok = 0;
    }
  if (w->dir < 0 && blk->from_entry)
    {
      struct src_point e = { 1, -1, p.a };
      ok &= same_point (e, w->target) || (w->boundary = 1, 0);
    }
  int n = w->dir > 0 ? blk->nsucc : blk->npred;
  for (int k = 0; k < n; k++)
    {
      struct src_point e = { 1, w->dir > 0 ? p.a : blk->pred[k],
                             w->dir > 0 ? blk->succ[k] : p.a };
      if (same_point (e, w->target)
          || (w->enclosing && e.a >= 0 && e.b >= 0 && e.b <= e.a
              && w->enclosing[e.b]))
        continue;
      ok &= walk_from (w, e);
    }
  return ok;
}

/* Run a walk over FN from P in direction DIR to TARGET (TARGET.a -2:
   none), recording the operations met in OPS when non-null.  Returns
   whether every path reached TARGET first.  */
static int
run_walk (const struct sync_func *fn, struct src_point p,
          struct src_point target, int dir, int *ops, int *nops,
          int *boundary, const char *enclosing)
{
  struct walk w;
  memset (&w, 0, sizeof w);
  w.fn = fn;
  w.target = target;
  w.dir = dir;
  w.ops = ops;
  w.enclosing = enclosing;
  w.seen = calloc (fn->nblocks + 1, 1);
  int ok = same_point (p, target) || walk_from (&w, p);
  free (w.seen);
  if (nops)
    *nops = w.nops;
  if (boundary)
    *boundary = w.boundary;
  return ok;
}

/* See sync_source.h.  */
int
src_point_precedes (const struct sync_func *fn, struct src_point p,
                    struct src_point q)
{
  return run_walk (fn, p, q, 1, NULL, NULL, NULL, NULL);
}

/* Whether P comes first and Q right after it on every path (see
   src_points_equivalent).  */
static int
one_point_from (const struct sync_func *fn, struct src_point p,
                struct src_point q)
{
  return run_walk (fn, p, q, 1, NULL, NULL, NULL, NULL)
         && run_walk (fn, q, p, -1, NULL, NULL, NULL, NULL);
}

/* See sync_source.h.  */
int
src_points_equivalent (const struct sync_func *fn, struct src_point p,
                       struct src_point q)
{
  return one_point_from (fn, p, q) || one_point_from (fn, q, p);
}

/* See sync_source.h.  */
int
src_adjacent_ops (const struct sync_func *fn, struct src_point p, int dir,
                  int *ops, int *boundary)
{
  struct src_point none = { 0, -2, -2 };
  int n = 0;
  run_walk (fn, p, none, dir, ops, &n, boundary, NULL);
  return n;
}

/* See sync_source.h.  */
int
src_adjacent_ops_in_iteration (const struct sync_func *fn,
                               struct src_point p, int dir, int *ops,
                               const char *enclosing)
{
  struct src_point none = { 0, -2, -2 };
  int n = 0, boundary;
  run_walk (fn, p, none, dir, ops, &n, &boundary, enclosing);
  return n;
}
