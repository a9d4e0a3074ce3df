/* sync_access.c -- footprint overlap, conflicts, options and dumps of the
   ascsync sync algorithm (GCC-independent).  */

#include <string.h>
#include <inttypes.h>
#include "sync.h"

const uint64_t sync_space_size[ASC_NSPACES] = {
  0,                         /* NONE */
  UINT64_MAX,                /* GM */
  256 * 1024,                /* UB */
  1024 * 1024,               /* L1 */
  64 * 1024,                 /* L0A */
  64 * 1024,                 /* L0B */
  256 * 1024                 /* L0C */
};

/* Fill OPTS with the 910A defaults: 4 event ids per pair, none
   reserved.  */
void
sync_options_default (struct sync_options *opts)
{
  memset (opts, 0, sizeof *opts);
  opts->nflags = 4;
}

/* Whether accesses A and B may touch a common byte: same space, and for
   GM the same or an unknown base object; then the exact patterns when
   both are exact, else the byte ranges.  */
int
sync_access_overlap (const struct sync_access *a, const struct sync_access *b)
{
  if (a->space != b->space)
    return 0;
  if (a->space == ASC_SPACE_GM && a->base >= 0 && b->base >= 0
      && a->base != b->base)
    return 0;
  if (a->space == ASC_SPACE_GM && (a->base < 0 || b->base < 0))
    return 1;
  if (a->hi <= b->lo || b->hi <= a->lo)
    return 0;
  if (a->exact && b->exact)
    return asc_access_overlap (&a->acc, &b->acc);
  return 1;
}

/* Whether operations A and B conflict: an overlapping pair of accesses
   of which at least one writes.  */
int
sync_ops_conflict (const struct sync_op *a, const struct sync_op *b)
{
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      if ((a->acc[i].write || b->acc[j].write)
          && sync_access_overlap (&a->acc[i], &b->acc[j]))
        return 1;
  return 0;
}

static int iter_related (const struct sync_access *,
                         const struct sync_access *, int);

/* Whether accesses A and B touch disjoint bytes in different iterations
   of LOOP: A is B, or both stay in one window per iteration (see
   struct sync_access, ISELF and IWIN).  SAME_OP: they are accesses of
   one operation.  The window of an interleaved access is keyed by its
   repeat stride argument, which gives the same stride only within one
   operation (another intrinsic may scale it otherwise); the window of a
   pointer moving by a variable step is the pointer's in any
   operation.  */
static int
same_window (const struct sync_access *a, const struct sync_access *b,
             int loop, int same_op)
{
  return a->iself == loop + 1
         && (a == b || (b->iself == loop + 1 && a->iwin != 0
                        && a->iwin == b->iwin
                        && (same_op || (a->iwin & 0xffffffff) == 0)));
}

/* Whether access A in iteration T of LOOP and access B in iteration
   T + DIST may touch a common byte (see sync_ops_conflict_dist); SAME_OP
   as for same_window.  */
static int
access_overlap_dist (const struct sync_access *a,
                     const struct sync_access *b, int loop, int dist,
                     int same_op)
{
  if (dist >= 1 && same_window (a, b, loop, same_op))
    return 0;
  if (iter_related (a, b, loop))
    {
      int64_t ds = (int64_t) dist * a->istep;
      return a->ilo < b->ihi + ds && b->ilo + ds < a->ihi;
    }
  int ka = a->pk >= 2 && a->ploop == loop ? a->pk : 0;
  int kb = b->pk >= 2 && b->ploop == loop ? b->pk : 0;
  if (ka && kb && a->pphase != b->pphase)
    ka = kb = 0;
  if (!ka && !kb)
    return sync_access_overlap (a, b);
  if (!sync_access_overlap (a, b))
    return 0;
  /* Periods are powers of two: the larger one covers both.  */
  int k = ka > kb ? ka : kb;
  for (int r = 0; r < k; r++)
    {
      int rb = (r + dist) % k;
      uint64_t alo = ka ? a->plo[r % ka] : a->lo;
      uint64_t ahi = ka ? a->phi[r % ka] : a->hi;
      uint64_t blo = kb ? b->plo[rb % kb] : b->lo;
      uint64_t bhi = kb ? b->phi[rb % kb] : b->hi;
      if (alo < bhi && blo < ahi)
        return 1;
    }
  return 0;
}

/* See sync.h.  */
int
sync_ops_conflict_dist (const struct sync_op *a, const struct sync_op *b,
                        int loop, int dist)
{
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      if ((a->acc[i].write || b->acc[j].write)
          && access_overlap_dist (&a->acc[i], &b->acc[j], loop, dist,
                                  a == b))
        return 1;
  return 0;
}

/* Whether accesses A and B both have an iteration form in LOOP that
   relates them: the same symbolic base and step, in the same space.  */
static int
iter_related (const struct sync_access *a, const struct sync_access *b,
              int loop)
{
  return a->ibase > 0 && a->ibase == b->ibase && a->iloop == loop
         && b->iloop == loop && a->istep == b->istep && a->istep != 0
         && a->space == b->space;
}

/* The smallest D >= 1 at which access A in iteration T and access B in
   iteration T + D overlap, both with related iteration forms (see
   iter_related), or 0 when they never do.  B is then shifted by D *
   ISTEP bytes against A: they overlap when ILO_A - IHI_B < D * ISTEP <
   IHI_A - ILO_B.  Any D is possible: the trip count is unknown.  */
static int64_t
iter_min_dist (const struct sync_access *a, const struct sync_access *b)
{
  int64_t lo = a->ilo - b->ihi, hi = a->ihi - b->ilo, s = a->istep;
  if (s < 0)
    {
      int64_t t = lo;
      lo = -hi;
      hi = -t;
      s = -s;
    }
  /* The smallest D >= 1 with D * S > LO.  */
  int64_t d = lo < 0 ? 1 : lo / s + 1;
  if (d < 1)
    d = 1;
  if (d > ((int64_t) 1 << 40) / s || d * s >= hi)
    return 0;
  return d;
}

/* See sync.h.  */
int
sync_ops_min_dist (const struct sync_op *a, const struct sync_op *b,
                   int loop)
{
  int64_t best = 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        const struct sync_access *x = &a->acc[i], *y = &b->acc[j];
        if (!x->write && !y->write)
          continue;
        int64_t d = 0;
        if (same_window (x, y, loop, a == b))
          continue;
        if (iter_related (x, y, loop))
          d = iter_min_dist (x, y);
        else
          for (int k = 1; k <= SYNC_MAXK && !d; k++)
            if (access_overlap_dist (x, y, loop, k, a == b))
              d = k;
        if (d && (!best || d < best))
          best = d;
      }
  return best > SYNC_MAXK ? SYNC_MAXK : (int) best;
}

/* See sync.h.  */
int
sync_access_iter_form (const struct sync_access *x, int loop)
{
  return (x->ibase > 0 && x->iloop == loop) || x->iself == loop + 1;
}

/* See sync.h.  */
int
sync_ops_iter_form (const struct sync_op *a, const struct sync_op *b,
                    int loop)
{
  for (int i = 0; i < a->naccess; i++)
    if (sync_access_iter_form (&a->acc[i], loop))
      return 1;
  for (int j = 0; j < b->naccess; j++)
    if (sync_access_iter_form (&b->acc[j], loop))
      return 1;
  return 0;
}

const char *
sync_action_name (enum sync_action a)
{
  switch (a)
    {
    case SYNC_SET: return "set_flag";
    case SYNC_WAIT: return "wait_flag";
    default: return "pipe_barrier";
    }
}

const char *
sync_reason_name (enum sync_reason r)
{
  static const char *const names[] = {
    "dep", "reuse", "join", "drain", "call", "fallback"
  };
  return names[r];
}

/* Print access A to OUT.  */
static void
dump_access (const struct sync_access *a, FILE *out)
{
  fprintf (out, " %s%s", a->write ? "W:" : "R:", asc_space_names[a->space]);
  if (a->space == ASC_SPACE_GM)
    {
      if (a->base < 0)
        fprintf (out, "[?]");
      else
        fprintf (out, "[arg%d", (int) a->base);
    }
  else
    fprintf (out, "[");
  if (a->space != ASC_SPACE_GM || a->base >= 0)
    {
      if (a->hi == UINT64_MAX || a->hi == sync_space_size[a->space])
        fprintf (out, "+0x%" PRIx64 "..end)", a->lo);
      else
        fprintf (out, "+0x%" PRIx64 "..0x%" PRIx64 ")%s", a->lo, a->hi,
                 a->exact ? "" : "~");
    }
  if (a->iself > 0)
    fprintf (out, "{L%d,self}", (int) a->iself - 1);
  if (a->ibase > 0)
    fprintf (out, "{L%d,%+" PRId64 "/it,b%d,0x%" PRIx64 "..0x%" PRIx64 "}",
             (int) a->iloop, a->istep, (int) a->ibase, (uint64_t) a->ilo,
             (uint64_t) a->ihi);
  if (a->pk >= 2)
    {
      fprintf (out, "{L%d", (int) a->ploop);
      if (a->pphase)
        fprintf (out, "+x%d", (int) a->pphase);
      for (int r = 0; r < a->pk; r++)
        fprintf (out, " %d:0x%" PRIx64 "..0x%" PRIx64, r, a->plo[r],
                 a->phi[r]);
      fprintf (out, "}");
    }
}

static const char *const kind_names[] = {
  "op", "set_flag", "wait_flag", "pipe_barrier", "call"
};

/* Print FN's operations and dependent pairs to OUT.  */
void
sync_dump_func (const struct sync_func *fn, FILE *out)
{
  fprintf (out, ";; ascsync: function %s: %d blocks, %d operations\n",
           fn->name, fn->nblocks, fn->nops);
  for (int b = 0; b < fn->nblocks; b++)
    {
      const struct sync_block *bb = &fn->blocks[b];
      fprintf (out, ";; block B%d:", b);
      if (bb->from_entry)
        fprintf (out, " entry");
      fprintf (out, " preds");
      for (int k = 0; k < bb->npred; k++)
        fprintf (out, " B%d", bb->pred[k]);
      fprintf (out, " succs");
      for (int k = 0; k < bb->nsucc; k++)
        fprintf (out, " B%d", bb->succ[k]);
      if (bb->exits)
        fprintf (out, " exit");
      fprintf (out, "\n");
      for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
        {
          const struct sync_op *op = &fn->ops[i];
          fprintf (out, ";;   op%d line %d %s %s", i, op->line,
                   kind_names[op->kind], op->name ? op->name : "");
          if (op->kind == SYNC_OP_PIPE || op->kind == SYNC_OP_BARRIER)
            fprintf (out, " pipe=%s", asc_pipe_names[op->pipe]);
          if (op->kind == SYNC_OP_SET || op->kind == SYNC_OP_WAIT)
            fprintf (out, " %s->%s id=%d..%d", asc_pipe_names[op->pipe],
                     asc_pipe_names[op->tpipe], op->ev_lo, op->ev_hi);
          for (int k = 0; k < op->naccess; k++)
            dump_access (&op->acc[k], out);
          fprintf (out, "\n");
        }
    }
}

/* Print PLAN to OUT, one insertion per line.  */
void
sync_dump_plan (const struct sync_func *fn, const struct sync_plan *plan,
                FILE *out)
{
  (void) fn;
  fprintf (out, ";; ascsync: plan: %d insertions\n", plan->n);
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      switch (s->where)
        {
        case SYNC_BEFORE_OP: fprintf (out, ";;   before op%d", s->op); break;
        case SYNC_AFTER_OP: fprintf (out, ";;   after op%d", s->op); break;
        case SYNC_BLOCK_END: fprintf (out, ";;   end of B%d", s->block); break;
        case SYNC_BLOCK_START:
          fprintf (out, ";;   start of B%d", s->block);
          break;
        default:
          if (s->block < 0)
            fprintf (out, ";;   on edge entry->B%d", s->to);
          else
            fprintf (out, ";;   on edge B%d->B%d", s->block, s->to);
        }
      if (s->action == SYNC_BARRIER)
        fprintf (out, ": pipe_barrier (%s)", asc_pipe_names[s->pipe]);
      else if (s->rot > 1)
        fprintf (out, ": %s (%s, %s, %d + iteration of L%d mod %d)",
                 sync_action_name (s->action), asc_pipe_names[s->pipe],
                 asc_pipe_names[s->tpipe], s->event, s->rloop, s->rot);
      else
        fprintf (out, ": %s (%s, %s, %d)", sync_action_name (s->action),
                 asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe],
                 s->event);
      fprintf (out, " [%s", sync_reason_name (s->reason));
      if (s->cause >= 0)
        fprintf (out, " op%d", s->cause);
      fprintf (out, "] line %d\n", s->line);
    }
  const struct sync_stats *st = &plan->stats;
  fprintf (out, ";; ascsync: summary %s: deps=%d set=%d wait=%d "
           "barrier=%d fallback=%d pairs=%d\n", fn->name, st->deps,
           st->sets, st->waits, st->barriers, st->fallbacks, st->pairs_used);
}
