/* sync_access.c -- footprint overlap, conflicts, options and plan
   storage of the ascsync sync algorithm (GCC-independent); the dumps
   are in sync_dump.c.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync.h"
#include "sync_place.h"

const uint64_t sync_space_size[ASC_NSPACES] = {
  0,                         /* NONE */
  UINT64_MAX,                /* GM */
  256 * 1024,                /* UB */
  1024 * 1024,               /* L1 */
  64 * 1024,                 /* L0A */
  64 * 1024,                 /* L0B */
  256 * 1024                 /* L0C */
};

/* See sync.h.  */
struct sync_insn *
sync_plan_new_insn (struct sync_plan *plan)
{
  if (plan->n == plan->cap)
    {
      plan->cap = plan->cap ? 2 * plan->cap : 32;
      plan->v = (struct sync_insn *) realloc (plan->v,
                                             plan->cap * sizeof *plan->v);
      if (!plan->v)
        abort ();
    }
  struct sync_insn *s = &plan->v[plan->n++];
  memset (s, 0, sizeof *s);
  s->cause = s->peer = -1;
  return s;
}

/* See sync.h.  */
void
sync_plan_ids (const struct sync_plan *plan, uint32_t *ids)
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

/* See sync.h.  */
void
sync_plan_count (struct sync_plan *plan, enum sync_action act,
                 enum sync_reason why)
{
  if (act == SYNC_SET)
    plan->stats.sets++;
  else if (act == SYNC_WAIT)
    plan->stats.waits++;
  else
    plan->stats.barriers++;
  if (why == SYNC_R_FALLBACK && act != SYNC_SET)
    plan->stats.fallbacks++;
}

/* Fill OPTS with the 910A defaults: 4 event ids per pair, none
   reserved.  */
void
sync_options_default (struct sync_options *opts)
{
  memset (opts, 0, sizeof *opts);
  opts->nflags = 4;
  opts->structured_max = 800;
}

/* See sync.h.  */
uint64_t
sync_gcd (uint64_t a, uint64_t b)
{
  while (b)
    {
      uint64_t t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* See sync.h.  */
int
sync_period_ok (int64_t k)
{
  return k >= 2 && k <= SYNC_MAXK && SYNC_PERIOD % k == 0;
}

/* See sync.h.  */
int
sync_lcm (int a, int b)
{
  return a / (int) sync_gcd ((uint64_t) a, (uint64_t) b) * b;
}

/* Whether accesses A and B of one local space lie apart by their
   congruences (see struct sync_access, MPER): modulo the gcd of their
   periods, the residues of one never meet those of the other.  */
static int
congruent_apart (const struct sync_access *a, const struct sync_access *b)
{
  if (!a->mper || !b->mper || a->space != b->space
      || a->space == ASC_SPACE_GM)
    return 0;
  uint64_t t = sync_gcd (a->mper, b->mper);
  if (a->mlen >= t || b->mlen >= t)
    return 0;
  uint64_t ar = a->mlo % t, br = b->mlo % t;
  return (br + t - ar) % t >= a->mlen && (ar + t - br) % t >= b->mlen;
}

/* Relative congruence residues of access A as affine functions of
   sizes: into *C0 the constant, into C[I] the coefficient of size
   SYM[I] (SSA version + 1) for the N sizes collected so far from A
   and the accesses before it (at most 4), adding A's; false when they
   are too many.  */
static int
residue_terms (const struct sync_access *a, int hi, int64_t *c0,
               int32_t *sym, int64_t *c, int *n)
{
  const int64_t *q = hi ? a->qh : a->ql;
  if (!a->qsym[0])
    {
      *c0 = (int64_t) a->qlo + (hi ? (int64_t) a->qlen : 0);
      return 1;
    }
  *c0 = q[0];
  for (int i = 0; i < 2 && a->qsym[i]; i++)
    {
      int j = 0;
      while (j < *n && sym[j] != a->qsym[i])
        j++;
      if (j == *n)
        {
          if (*n == 4)
            return 0;
          sym[(*n)++] = a->qsym[i];
          c[j] = 0;
        }
      c[j] += q[1 + i];
    }
  return 1;
}

/* Whether, by their relative congruences with residues that move with
   run-time sizes (QSYM), access A's residues end where B's start or
   before, whatever the sizes, and B's end at most one period after A's
   start: A then B within one period, apart.  Both have one period.  */
static int
moving_residues_before (const struct sync_access *a,
                        const struct sync_access *b)
{
  if (a->qper != b->qper)
    return 0;
  int32_t sym[4];
  int64_t ca[4], cb[4], a0, b0;
  int n = 0;
  if (!residue_terms (a, 1, &a0, sym, ca, &n))
    return 0;
  int na = n;
  for (int i = 0; i < na; i++)
    cb[i] = 0;
  if (!residue_terms (b, 0, &b0, sym, cb, &n))
    return 0;
  for (int i = 0; i < n; i++)
    if ((i < na ? ca[i] : 0) != cb[i])
      return 0;
  /* B's and A's other ends: bounds over the sizes' values.  */
  int64_t bhi = b->qsym[0] ? b->qhmax : (int64_t) (b->qlo + b->qlen);
  int64_t alo = a->qsym[0] ? a->qlmin : (int64_t) a->qlo;
  return a0 <= b0 && bhi <= alo + (int64_t) a->qper;
}

/* Whether accesses A and B, in one iteration of loop LOOP (-1: any
   point of the function), lie apart by their relative congruences
   (see struct sync_access, QPER): the same base, one value there, and
   modulo the gcd of their periods the residues of one never meet those
   of the other.  */
static int
relative_apart (const struct sync_access *a, const struct sync_access *b,
                int loop)
{
  if (!a->qper || !b->qper || a->qbase <= 0 || a->qbase != b->qbase
      || a->qloop != b->qloop || (a->qloop >= 0 && a->qloop != loop)
      || a->space != b->space || a->space == ASC_SPACE_GM)
    return 0;
  if (a->qsym[0] || b->qsym[0])
    return moving_residues_before (a, b) || moving_residues_before (b, a);
  uint64_t t = sync_gcd (a->qper, b->qper);
  if (a->qlen >= t || b->qlen >= t)
    return 0;
  uint64_t ar = a->qlo % t, br = b->qlo % t;
  return (br + t - ar) % t >= a->qlen && (ar + t - br) % t >= b->qlen;
}

/* Whether accesses A and B lie apart by their loop congruences in LOOP
   (see struct sync_access, LPER) when B runs DIST iterations after A:
   the same step modulo the gcd of their periods, and there the
   residues of one never meet those of the other.  */
static int
loop_congruent_apart (const struct sync_access *a,
                      const struct sync_access *b, int loop, int dist)
{
  if (!a->lper || !b->lper || a->lloop != loop || b->lloop != loop
      || a->space != b->space || a->space == ASC_SPACE_GM)
    return 0;
  uint64_t t = sync_gcd (a->lper, b->lper);
  if (a->llen >= t || b->llen >= t || (a->lstep - b->lstep) % t)
    return 0;
  uint64_t sh = (uint64_t) ((unsigned __int128) (uint64_t) dist
                            * (b->lstep % t) % t);
  uint64_t ar = a->llo % t, br = (b->llo % t + sh) % t;
  return (br + t - ar) % t >= a->llen && (ar + t - br) % t >= b->llen;
}

/* Whether accesses A and B, in one iteration of loop LOOP (-1: any
   point of the function), lie apart by their split forms: one ends,
   for every value of their common Y, where the other has not yet
   started (see struct sync_access, RSYM).  */
static int
split_apart (const struct sync_access *a, const struct sync_access *b,
             int loop)
{
  if (a->rsym <= 0 || a->rsym != b->rsym || a->rbase != b->rbase
      || a->rloop != b->rloop || (a->rloop >= 0 && a->rloop != loop))
    return 0;
  int64_t y = (int64_t) (a->rymax < b->rymax ? a->rymax : b->rymax);
  /* A before B, or B before A, at Y = 0 and at the largest Y (linear
     in between).  */
  int ab = a->rhi0 <= b->rlo0
           && a->rhi0 + a->rhi1 * y <= b->rlo0 + b->rlo1 * y;
  int ba = b->rhi0 <= a->rlo0
           && b->rhi0 + b->rhi1 * y <= a->rlo0 + a->rlo1 * y;
  return ab || ba;
}

/* Whether accesses A and B lie apart by their value forms (see struct
   sync_access, VKEY): keyed by one value, for every value it takes;
   else, in a run each lies in one of its ranges, whichever: when no
   range of one meets a range of the other.  */
static int
values_apart (const struct sync_access *a, const struct sync_access *b)
{
  if (a->vkey <= 0 || b->vkey <= 0 || a->space != b->space
      || a->space == ASC_SPACE_GM)
    return 0;
  if (a->vkey == b->vkey && a->vn == b->vn)
    {
      for (int i = 0; i < a->vn; i++)
        if (a->vlo[i] < b->vhi[i] && b->vlo[i] < a->vhi[i])
          return 0;
      return 1;
    }
  for (int i = 0; i < a->vn; i++)
    for (int j = 0; j < b->vn; j++)
      if (a->vlo[i] < b->vhi[j] && b->vlo[j] < a->vhi[i])
        return 0;
  return 1;
}

/* Whether row form access B (see struct sync_access, XROW) says its
   row differs from row ROW of an access DIST iterations before it.  */
static int
row_differs (const struct sync_access *b, int32_t row, int dist)
{
  for (int j = 0; j < b->xnn; j++)
    if ((int32_t) (b->xne[j] & 0xffffffff) == row
        && b->xne[j] >> 32 == dist)
      return 1;
  return 0;
}

/* Whether GM accesses A and B have row forms of one layout in loop
   LOOP, both within one row's bytes: they touch a common byte only when
   their rows are equal.  */
static int
rows_one_layout (const struct sync_access *a, const struct sync_access *b,
                 int loop)
{
  if (a->xrow <= 0 || b->xrow <= 0 || a->space != ASC_SPACE_GM
      || b->space != ASC_SPACE_GM || a->xloop != loop || b->xloop != loop
      || a->xbase != b->xbase || a->xadd != b->xadd || a->xsig != b->xsig
      || a->xunit != b->xunit || a->xaddunit != b->xaddunit
      || a->xsunit != b->xsunit)
    return 0;
  if (a->xsunit)
    return a->xlo == b->xlo;
  int64_t lo = a->xlo < b->xlo ? a->xlo : b->xlo;
  int64_t hi = a->xhi > b->xhi ? a->xhi : b->xhi;
  return hi - lo <= (int64_t) a->xunit;
}

/* Whether GM accesses A and B, B running DIST iterations of loop LOOP
   after A (LOOP -1: both outside every loop, DIST 0), lie apart by
   their row forms: the same row layout, both within one row's bytes,
   and a guard at either (DIST 0) or at B saying their rows differ.  */
static int
rows_apart (const struct sync_access *a, const struct sync_access *b,
            int loop, int dist)
{
  if (!rows_one_layout (a, b, loop))
    return 0;
  return row_differs (b, a->xrow, dist)
         || (dist == 0 && row_differs (a, b->xrow, 0));
}

/* Whether a row guard the plan places at B's anchor (struct
   sync_access, XANCHOR; sync_plan_row_guards) orders access A, DIST
   iterations of LOOP before B, when their rows are equal: both have row
   forms of one layout, A runs in every iteration, after the anchor in
   it or as B's own operation, and DIST is below SYNC_ROWGUARD.  (When
   the rows differ, they lie apart.)  Another A at or before the anchor
   is ordered by its own instance in B's iteration, if at all, and gets
   no guard.  */
static int
rows_guarded (const struct sync_access *a, const struct sync_access *b,
              int loop, int dist)
{
  return dist >= 1 && dist < SYNC_ROWGUARD && loop >= 0
         && (a->xguard & SYNC_XG_RECORD) && (b->xguard & SYNC_XG_GUARD)
         && (a->xseq > b->xanchor || a->xseq == b->xseq)
         && rows_one_layout (a, b, loop);
}

/* The kernel pointer parameters GM access A may be in (bit I for
   parameter I < 32), 0: not known.  */
static uint32_t
gm_params (const struct sync_access *a)
{
  if (a->base >= 0)
    return a->base < 32 ? (uint32_t) 1 << a->base : 0;
  return a->gmset;
}

/* Whether GM accesses A and B are in different objects: different
   parameters, or sets of parameters with none in common.  */
static int
gm_apart (const struct sync_access *a, const struct sync_access *b)
{
  if (a->base >= 0 && b->base >= 0)
    return a->base != b->base;
  uint32_t ma = gm_params (a), mb = gm_params (b);
  return ma && mb && !(ma & mb);
}

/* The run-time slot form of access A (struct sync_access SNAME) in the
   iterations of its residue R, or (R < 0, or no rotation) over all of
   them: the first slot into *LO, the last into *TOP and the end into
   *END (0: none).  */
static void
runtime_slot_span (const struct sync_access *a, int r, int *lo, int *top,
                   int *end)
{
  int n = a->pk >= 2 ? a->pk : 1;
  int from = r >= 0 && a->pk >= 2 ? r : 0, to = r >= 0 ? from + 1 : n;
  *lo = 256;
  *top = 0;
  *end = 1;
  for (int i = from; i < to; i++)
    {
      *lo = a->sslot[i] < *lo ? a->sslot[i] : *lo;
      *top = a->sslot[i] > *top ? a->sslot[i] : *top;
      if (*end && (!a->send[i] || a->send[i] > *end))
        *end = a->send[i];
    }
}

/* Whether access A in the iterations of its residue RA and access B in
   those of its residue RB (-1: in any iteration; RA and RB both -1 or
   both residues of one rotation in one run of its loop) lie apart by
   their run-time slot forms: one ends where the other's slot, or a
   later one, starts, or both are derived from one start at bytes from
   it that do not meet.  Over all iterations only when each form's value
   is one value in a run of the function (SWHOLE).  */
static int
runtime_slots_apart (const struct sync_access *a, int ra,
                     const struct sync_access *b, int rb)
{
  if (a->sname <= 0 || a->sname != b->sname || a->sunit != b->sunit
      || a->sbase != b->sbase
      || ((ra < 0 || rb < 0) && !(a->swhole && b->swhole)))
    return 0;
  int alo, atop, aend, blo, btop, bend;
  runtime_slot_span (a, ra, &alo, &atop, &aend);
  runtime_slot_span (b, rb, &blo, &btop, &bend);
  if ((aend && aend <= blo) || (bend && bend <= alo))
    return 1;
  /* From one start (SRHI: where in it is known), at bytes apart.  */
  return a->srhi && b->srhi && alo == atop && blo == btop && alo == blo
         && (a->srhi <= b->srlo || b->srhi <= a->srlo);
}

/* Whether accesses A and B may touch a common byte: same space, and for
   GM objects that may be the same (the same parameter, or sets of them
   in common) or an unknown base object; then the exact patterns when
   both are exact, else the byte ranges, unless their split forms hold
   everywhere and show them apart, or their congruences do.  */
int
sync_access_overlap (const struct sync_access *a, const struct sync_access *b)
{
  if (a->space != b->space || congruent_apart (a, b) || values_apart (a, b)
      || relative_apart (a, b, -1) || rows_apart (a, b, -1, 0)
      || runtime_slots_apart (a, -1, b, -1))
    return 0;
  if (a->space == ASC_SPACE_GM && gm_apart (a, b))
    return 0;
  if (a->space == ASC_SPACE_GM && (a->base < 0 || b->base < 0))
    return a->rsym <= 0 || !split_apart (a, b, -1);
  if (a->hi <= b->lo || b->hi <= a->lo)
    return 0;
  if (a->exact && b->exact)
    return asc_access_overlap (&a->acc, &b->acc);
  return a->rsym <= 0 || !split_apart (a, b, -1);
}

/* See sync.h.  */
int
sync_access_kinds_depend (const struct sync_access *x,
                          const struct sync_access *y)
{
  if (x->space == ASC_SPACE_NONE || y->space == ASC_SPACE_NONE)
    return x->write && !y->write;
  return x->write || y->write;
}

/* See sync.h.  */
int
sync_accesses_depend (const struct sync_access *x,
                      const struct sync_access *y)
{
  return sync_access_kinds_depend (x, y) && sync_access_overlap (x, y);
}

/* Whether operation A and operation B, running after it, conflict: a
   pair of accesses that depend (sync_accesses_depend), and roles that
   stand for a dependence (sync_roles_may_depend).  */
int
sync_ops_conflict (const struct sync_op *a, const struct sync_op *b)
{
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      if (sync_accesses_depend (&a->acc[i], &b->acc[j]))
        return 1;
  return 0;
}

/* An iteration form of an access in one loop (see struct
   sync_access: its own, IBASE, or its outer one, OBASE).  */
struct iform
{
  int base;
  int64_t step, lo, hi;
};

/* Whether access A has an iteration form in LOOP; then store it in
   *F.  */
static int
form_in (const struct sync_access *a, int loop, struct iform *f)
{
  if (a->ibase > 0 && a->iloop == loop)
    {
      f->base = a->ibase;
      f->step = a->istep;
      f->lo = a->ilo;
      f->hi = a->ihi;
      return 1;
    }
  if (a->obase > 0 && a->oloop == loop)
    {
      f->base = a->obase;
      f->step = a->ostep;
      f->lo = a->olo;
      f->hi = a->ohi;
      return 1;
    }
  return 0;
}

static int iter_related (const struct sync_access *,
                         const struct sync_access *, int, struct iform *,
                         struct iform *);
static int moving_apart (const struct sync_access *,
                         const struct sync_access *, int, int64_t);

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
   T + DIST (DIST 0: later in iteration T) lie in different slots of one
   counter (struct sync_access, CK): between them the counter moves by
   an amount in [LO, HI], V_B - V_A, and no amount there takes A's
   residue to one whose slot meets A's.  From A to the latch the counter
   moves by A's CT; then by CD in each iteration between; then by B's
   CH.  A range as wide as the period meets every residue: so for DIST
   at least the period when the steps vary, and the residues repeat with
   DIST when they do not, so that distances up to the period decide.  */
static int
counter_slots_apart (const struct sync_access *a,
                     const struct sync_access *b, int loop, int dist)
{
  if (a->ck < 2 || a->ck != b->ck || a->cctr != b->cctr
      || a->cloop != b->cloop || a->cloop != loop || dist < 0
      || dist > SYNC_PERIOD)
    return 0;
  int64_t lo, hi;
  if (dist == 0)
    {
      lo = (int64_t) b->chmin - a->chmax;
      hi = (int64_t) b->chmax - a->chmin;
    }
  else
    {
      lo = (int64_t) a->ctmin + (int64_t) (dist - 1) * a->cdmin + b->chmin;
      hi = (int64_t) a->ctmax + (int64_t) (dist - 1) * a->cdmax + b->chmax;
    }
  int k = a->ck;
  if (hi - lo + 1 >= k)
    return 0;
  for (int ra = 0; ra < k; ra++)
    for (int rb = 0; rb < k; rb++)
      if (a->clo[ra] < b->chi[rb] && b->clo[rb] < a->chi[ra])
        for (int64_t x = lo; x <= hi; x++)
          if ((((int64_t) ra + x - rb) % k + k) % k == 0)
            return 0;
  return 1;
}

/* Whether access A in iteration T of LOOP and access B in iteration
   T + DIST may touch a common byte (see sync_ops_conflict_dist); SAME_OP
   as for same_window.  GUARDS: what a row guard orders counts as apart
   (rows_guarded).  */
static int
overlap_dist (const struct sync_access *a, const struct sync_access *b,
              int loop, int dist, int same_op, int guards)
{
  if ((dist >= 1 && same_window (a, b, loop, same_op))
      || congruent_apart (a, b) || values_apart (a, b)
      || rows_apart (a, b, loop, dist)
      || (guards && rows_guarded (a, b, loop, dist))
      || loop_congruent_apart (a, b, loop, dist)
      || counter_slots_apart (a, b, loop, dist))
    return 0;
  if (dist == 0 && ((a->rsym > 0 && split_apart (a, b, loop))
                    || relative_apart (a, b, loop)))
    return 0;
  struct iform fa, fb;
  if (iter_related (a, b, loop, &fa, &fb))
    {
      /* The forms relate every iteration; the hulls bound them all.  */
      if (!sync_access_overlap (a, b)
          || (dist >= 1 && moving_apart (a, b, loop, dist)))
        return 0;
      int64_t ds = (int64_t) dist * fa.step;
      return fa.lo < fb.hi + ds && fb.lo + ds < fa.hi;
    }
  int ka = a->pk >= 2 && a->ploop == loop ? a->pk : 0;
  int kb = b->pk >= 2 && b->ploop == loop ? b->pk : 0;
  if (ka && kb && a->pphase != b->pphase)
    ka = kb = 0;
  if (!ka && !kb)
    return sync_access_overlap (a, b);
  if (!sync_access_overlap (a, b))
    return 0;
  /* Both periods divide their least common multiple K: the residues of
     T modulo K give every case.  */
  int k = sync_lcm (ka ? ka : 1, kb ? kb : 1);
  for (int r = 0; r < k; r++)
    {
      int rb = (r + dist) % k;
      uint64_t alo = ka ? a->plo[r % ka] : a->lo;
      uint64_t ahi = ka ? a->phi[r % ka] : a->hi;
      uint64_t blo = kb ? b->plo[rb % kb] : b->lo;
      uint64_t bhi = kb ? b->phi[rb % kb] : b->hi;
      if (alo < bhi && blo < ahi
          && !runtime_slots_apart (a, ka ? r % ka : -1, b,
                                   kb ? rb % kb : -1))
        return 1;
    }
  return 0;
}

/* Whether access A in iteration T of LOOP and access B in iteration
   T + DIST may touch a common byte that the plan must order, a row
   guard counting.  */
static int
access_overlap_dist (const struct sync_access *a,
                     const struct sync_access *b, int loop, int dist,
                     int same_op)
{
  return overlap_dist (a, b, loop, dist, same_op, 1);
}

/* See sync.h.  */
int
sync_rows_guarded (const struct sync_access *x, const struct sync_access *y,
                   int loop)
{
  return sync_access_kinds_depend (x, y) && rows_guarded (x, y, loop, 1);
}

/* See sync.h.  */
int
sync_row_guard_depth (const struct sync_op *a, const struct sync_op *b,
                      int loop)
{
  if (a->kind != SYNC_OP_PIPE || b->kind != SYNC_OP_PIPE
      || a->role != SYNC_ROLE_NONE || b->role != SYNC_ROLE_NONE
      || a->pipe == ASC_PIPE_S)
    return 0;
  int guarded = 0;
  for (int i = 0; i < a->naccess && !guarded; i++)
    for (int j = 0; j < b->naccess && !guarded; j++)
      guarded = sync_rows_guarded (&a->acc[i], &b->acc[j], loop);
  if (!guarded)
    return 0;
  /* From the first distance the guard leaves to the plan on, the plan
     orders A's earlier instances too (its pipe runs them in order).  */
  int d = sync_ops_min_dist (a, b, loop);
  int lim = d >= 1 && d < SYNC_ROWGUARD ? d - 1 : SYNC_ROWGUARD - 1;
  for (; lim >= 1; lim--)
    for (int i = 0; i < a->naccess; i++)
      for (int j = 0; j < b->naccess; j++)
        if (sync_access_kinds_depend (&a->acc[i], &b->acc[j])
            && overlap_dist (&a->acc[i], &b->acc[j], loop, lim, 0, 0))
          return lim;
  return 0;
}

/* See sync.h.  */
int
sync_ops_conflict_dist_as (const struct sync_op *a, const struct sync_op *b,
                           int loop, int dist, int same_op)
{
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      if (sync_access_kinds_depend (&a->acc[i], &b->acc[j])
          && access_overlap_dist (&a->acc[i], &b->acc[j], loop, dist,
                                  same_op))
        return 1;
  return 0;
}

/* See sync.h.  */
int
sync_ops_conflict_dist (const struct sync_op *a, const struct sync_op *b,
                        int loop, int dist)
{
  return sync_ops_conflict_dist_as (a, b, loop, dist, a == b);
}

/* Whether access A, made before a run of loop LOOP, and access B in
   iteration ITER of that run may touch a common byte: B's slot rotation
   of LOOP, counted from 0 at each entry, is the slot of ITER, compared
   by bytes or by run-time slot forms (a fixed slot loaded before the
   loop and the slot the loop's first prefetch writes).  */
static int
access_overlap_iter (const struct sync_access *a, const struct sync_access *b,
                     int loop, int iter)
{
  if (!sync_access_overlap (a, b))
    return 0;
  if (b->pk < 2 || b->ploop != loop || b->pphase != 0
      || (a->pk >= 2 && a->ploop == loop))
    return 1;
  int r = iter % b->pk;
  if (runtime_slots_apart (a, -1, b, r))
    return 0;
  return a->lo < b->phi[r] && b->plo[r] < a->hi;
}

/* See sync.h.  */
void
sync_access_narrow_to_slot (struct sync_access *x, int loop, int iter)
{
  if (x->pk < 2 || x->ploop != loop || x->pphase != 0)
    return;
  int r = iter % x->pk;
  x->lo = x->plo[r];
  x->hi = x->phi[r];
  x->sslot[0] = x->sslot[r];
  x->send[0] = x->send[r];
  x->pk = 0;
}

/* See sync.h.  */
int
sync_ops_conflict_iters (const struct sync_op *a, int aloop, int aiter,
                         const struct sync_op *b, int loop, int iter)
{
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        struct sync_access x = a->acc[i];
        /* A's bytes in its iteration AITER of loop ALOOP.  */
        sync_access_narrow_to_slot (&x, aloop, aiter);
        if (sync_access_kinds_depend (&x, &b->acc[j])
            && access_overlap_iter (&x, &b->acc[j], loop, iter))
          return 1;
      }
  return 0;
}

/* See sync.h.  */
int
sync_ops_conflict_iter (const struct sync_op *a, const struct sync_op *b,
                        int loop, int iter)
{
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      if (sync_access_kinds_depend (&a->acc[i], &b->acc[j])
          && access_overlap_iter (&a->acc[i], &b->acc[j], loop, iter))
        return 1;
  return 0;
}

/* See sync.h.  */
int
sync_dep_kinds (const struct sync_op *a, const struct sync_op *b, int loop,
                int dist)
{
  int kinds = 0;
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        const struct sync_access *x = &a->acc[i], *y = &b->acc[j];
        if (!sync_access_kinds_depend (x, y)
            || !(loop >= 0 ? access_overlap_dist (x, y, loop, dist, a == b)
                           : sync_access_overlap (x, y)))
          continue;
        kinds |= x->write ? (y->write ? 4 : 1) : 2;
      }
  return kinds;
}

/* Whether accesses A and B both have an iteration form in LOOP that
   relates them: the same symbolic base and step, in the same space;
   then store the forms in *FA and *FB.  */
static int
iter_related (const struct sync_access *a, const struct sync_access *b,
              int loop, struct iform *fa, struct iform *fb)
{
  return form_in (a, loop, fa) && form_in (b, loop, fb)
         && fa->base == fb->base && fa->step == fb->step && fa->step != 0
         && a->space == b->space;
}

/* Whether accesses A and B, related by their iteration forms in LOOP
   (their own, IBASE), lie apart by their moving congruences (struct
   sync_access, NPER) when B runs DIST iterations after A.  */
static int
moving_apart (const struct sync_access *a, const struct sync_access *b,
              int loop, int64_t dist)
{
  if (!a->nper || !b->nper || a->iloop != loop || b->iloop != loop
      || a->nibase != a->ibase || b->nibase != b->ibase
      || a->nilo != a->ilo || b->nilo != b->ilo || a->ibase != b->ibase
      || a->istep != b->istep)
    return 0;
  uint64_t t = sync_gcd (a->nper, b->nper);
  if (a->nlen >= t || b->nlen >= t)
    return 0;
  int64_t ti = (int64_t) t;
  int64_t sh = (int64_t) ((__int128) dist * a->istep % ti);
  uint64_t ar = a->nlo % t;
  uint64_t br = (uint64_t) ((((int64_t) (b->nlo % t) + sh) % ti + ti) % ti);
  return (br + t - ar) % t >= a->nlen && (ar + t - br) % t >= b->nlen;
}

/* The smallest D >= 1 at which an access of form A in iteration T and
   one of form B in iteration T + D overlap, the two related (see
   iter_related), or 0 when they never do.  B is then shifted by D *
   STEP bytes against A: they overlap when LO_A - HI_B < D * STEP <
   HI_A - LO_B.  Any D is possible: the trip count is unknown.  */
static int64_t
iter_min_dist (const struct iform *a, const struct iform *b)
{
  int64_t lo = a->lo - b->hi, hi = a->hi - b->lo, s = a->step;
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
  int d = sync_ops_min_dist_exact (a, b, loop);
  return d > SYNC_MAXK ? SYNC_MAXK : d;
}

/* See sync.h.  */
int
sync_ops_min_dist_exact (const struct sync_op *a, const struct sync_op *b,
                         int loop)
{
  return sync_ops_min_dist_as (a, b, loop, a == b);
}

/* See sync.h.  */
int
sync_ops_min_dist_as (const struct sync_op *a, const struct sync_op *b,
                      int loop, int same_op)
{
  int64_t best = 0;
  if (!sync_roles_may_depend (a, b))
    return 0;
  for (int i = 0; i < a->naccess; i++)
    for (int j = 0; j < b->naccess; j++)
      {
        const struct sync_access *x = &a->acc[i], *y = &b->acc[j];
        if (!sync_access_kinds_depend (x, y))
          continue;
        int64_t d = 0;
        if (same_window (x, y, loop, same_op) || congruent_apart (x, y)
            || values_apart (x, y) || !sync_access_overlap (x, y))
          continue;
        struct iform fx, fy;
        if (iter_related (x, y, loop, &fx, &fy))
          {
            d = iter_min_dist (&fx, &fy);
            /* The moving congruences repeat within their period's
               worth of distances: the first D from there on that they
               do not keep apart, while the ranges still meet.  */
            if (d && moving_apart (x, y, loop, d))
              {
                int64_t lim = d + (int64_t) sync_gcd (x->nper, y->nper);
                int64_t e = d + 1;
                while (e <= lim && moving_apart (x, y, loop, e))
                  e++;
                struct iform ga = fx, gb = fy;
                if (e > lim)
                  d = 0;
                else
                  {
                    /* Still overlapping ranges at E?  */
                    int64_t ds = e * ga.step;
                    d = (ga.lo < gb.hi + ds && gb.lo + ds < ga.hi) ? e : 0;
                  }
              }
          }
        else
          {
            /* Slot rotations repeat within the lcm of their periods
               (SYNC_PERIOD at most): distances 1 to that lcm (which
               stands for 0) try every residue of the distance.  */
            int kx = x->pk >= 2 && x->ploop == loop ? x->pk : 1;
            int ky = y->pk >= 2 && y->ploop == loop ? y->pk : 1;
            int n = sync_lcm (kx, ky);
            if (n < SYNC_MAXK)
              n = SYNC_MAXK;
            for (int k = 1; k <= n && !d; k++)
              if (access_overlap_dist (x, y, loop, k, same_op))
                d = k;
          }
        if (d && (!best || d < best))
          best = d;
      }
  return best > INT_MAX ? INT_MAX : (int) best;
}

/* See sync.h.  */
int
sync_loop_block_runs (const struct sync_func *fn, int loop, int b)
{
  const struct sync_loop *lp = &fn->loops[loop];
  int m = lp->maxiter;
  /* Every exit of LOOP leaves before B's block in the iteration (the
     test at the header of a loop at -O0): the last run of the header
     does not reach B, which so runs at most M - 1 times a run.  Block
     indices are a reverse post order, topological in the body with
     the nested loops collapsed (sync_loop_rep).  */
  if (m > 1 && lp->nexits > 0 && b >= 0)
    {
      int rb = sync_loop_rep (fn, loop, b), before = 1;
      for (int k = 0; k < lp->nexits && before; k++)
        before = lp->exit_from[k] != b && lp->exit_from[k] >= 0
                 && sync_in_loop (fn, loop, lp->exit_from[k])
                 && sync_loop_rep (fn, loop, lp->exit_from[k]) < rb;
      if (before)
        m--;
    }
  return m;
}

/* See sync.h.  */
int
sync_loop_dist_possible (const struct sync_func *fn, int loop, int dist,
                         int b)
{
  int m = sync_loop_block_runs (fn, loop, b);
  return (m <= 0 || dist < m) && !sync_first_iteration_only (fn, loop, b);
}

/* See sync.h.  */
int
sync_access_iter_form (const struct sync_access *x, int loop)
{
  struct iform f;
  return form_in (x, loop, &f) || x->iself == loop + 1;
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
    "dep", "reuse", "join", "drain", "call", "fallback", "abnormal"
  };
  return names[r];
}

/* See sync.h.  */
int
sync_edge_fixed (const struct sync_func *fn, int b, int k, int pred)
{
  const struct sync_block *bb = &fn->blocks[b];
  const unsigned char *fix = pred ? bb->pfix : bb->sfix;
  return fix && fix[k];
}

/* See sync.h.  */
int
sync_has_fixed_edges (const struct sync_func *fn)
{
  for (int b = 0; b < fn->nblocks; b++)
    {
      const struct sync_block *bb = &fn->blocks[b];
      if (bb->abn_in || bb->abn_out)
        return 1;
      for (int k = 0; k < bb->nsucc; k++)
        if (sync_edge_fixed (fn, b, k, 0))
          return 1;
    }
  return 0;
}

/* See sync.h.  */
void
sync_short_rotations (struct sync_func *fn)
{
  for (int i = 0; i < fn->nops; i++)
    for (int k = 0; k < fn->ops[i].naccess; k++)
      {
        struct sync_access *a = &fn->ops[i].acc[k];
        if (a->pk < 2 || a->pphase != 0 || a->ploop < 0
            || a->ploop >= fn->nloops)
          continue;
        /* The op must lie in the loop: T is its iteration there.  */
        if (!sync_in_loop (fn, a->ploop, fn->ops[i].block))
          continue;
        int m = sync_loop_block_runs (fn, a->ploop, fn->ops[i].block);
        if (m <= 0 || m >= a->pk)
          continue;
        uint64_t lo = a->plo[0], hi = a->phi[0];
        for (int r = 1; r < m; r++)
          {
            lo = a->plo[r] < lo ? a->plo[r] : lo;
            hi = a->phi[r] > hi ? a->phi[r] : hi;
          }
        if (lo > a->lo && lo < a->hi)
          a->lo = lo;
        if (hi < a->hi && hi > a->lo)
          a->hi = hi;
      }
}

/* Narrow [*LO, *HI) to the bytes in it whose residue modulo PER lies in
   the LEN residues from RES on (LEN < PER, a congruence as struct
   sync_access MPER): from the first such byte to just past the last.
   Nothing when no byte of the range has such a residue.  */
static void
clip_to_residues (uint64_t *lo, uint64_t *hi, uint64_t per, uint64_t res,
                  uint64_t len)
{
  if (*hi <= *lo || per == 0 || len == 0 || len >= per)
    return;
  uint64_t r = res % per;
  uint64_t d = (*lo % per + per - r) % per;
  uint64_t nlo = d < len ? *lo : *lo + (per - d);
  uint64_t e = ((*hi - 1) % per + per - r) % per;
  uint64_t nhi = e < len ? *hi : *hi - (e - len + 1);
  if (nlo < nhi && nlo >= *lo && nhi <= *hi)
    {
      *lo = nlo;
      *hi = nhi;
    }
}

/* See sync.h.  */
void
sync_congruence_ranges (struct sync_func *fn)
{
  for (int i = 0; i < fn->nops; i++)
    for (int k = 0; k < fn->ops[i].naccess; k++)
      {
        struct sync_access *a = &fn->ops[i].acc[k];
        if (!a->mper || a->space == ASC_SPACE_GM
            || a->space >= ASC_NSPACES)
          continue;
        clip_to_residues (&a->lo, &a->hi, a->mper, a->mlo, a->mlen);
        for (int r = 0; r < a->pk && r < SYNC_MAXK; r++)
          clip_to_residues (&a->plo[r], &a->phi[r], a->mper, a->mlo,
                            a->mlen);
      }
}
