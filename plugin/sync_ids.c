/* sync_ids.c -- event ids of the planned pairs (GCC-independent): live
   ranges, interference, and colouring per pipe pair with the
   fallbacks for a pair left without an id.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "sync_place.h"

/* See sync.h.  */
void
sync_flag_op_ids (const struct sync_op *o,
                  uint32_t ids[ASC_NPIPES][ASC_NPIPES])
{
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      if ((o->pipe == p || o->pipe >= ASC_NPIPES)
          && (o->tpipe == q || o->tpipe >= ASC_NPIPES))
        for (int k = o->ev_lo; k <= o->ev_hi && k < 32; k++)
          ids[p][q] |= 1u << k;
}

/* See sync.h.  */
int
sync_hand_ids (const struct sync_func *fn,
               uint32_t handids[ASC_NPIPES][ASC_NPIPES])
{
  int has_hand = 0;
  memset (handids, 0, sizeof (uint32_t) * ASC_NPIPES * ASC_NPIPES);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_SET || o->kind == SYNC_OP_WAIT)
        {
          has_hand = 1;
          sync_flag_op_ids (o, handids);
        }
      else if (o->kind == SYNC_OP_BARRIER)
        has_hand = 1;
    }
  return has_hand;
}

/* Blocks holding a point of the live range of intra pair R (between its
   set and its wait; see sync_in_live), computed once.  */
const uint64_t *
sync_live_blocks (struct pctx *c, int ri)
{
  if (c->live[ri])
    return c->live[ri];
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[ri];
  uint64_t *m = (uint64_t *) calloc (c->bw + 1, sizeof (uint64_t));
  int *stack = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!m || !stack)
    abort ();
  int sp = 0;
  m[r->s.block >> 6] |= (uint64_t) 1 << (r->s.block & 63);
  if (r->s.block != r->w.block)
    stack[sp++] = r->s.block;
  while (sp > 0)
    {
      int x = stack[--sp];
      for (int k = 0; k < fn->blocks[x].nsucc; k++)
        {
          int y = fn->blocks[x].succ[k];
          if ((m[y >> 6] >> (y & 63)) & 1)
            continue;
          m[y >> 6] |= (uint64_t) 1 << (y & 63);
          if (y != r->w.block)
            stack[sp++] = y;
        }
    }
  free (stack);
  c->live[ri] = m;
  return m;
}

/* Whether point P lies inside the live range of intra pair RI: on a
   path from its set (included: two sets at one point) to its wait.
   The set dominates the wait and the wait post-dominates the set
   within the iteration, so the set's block is not entered again, nor
   the wait's block, before the wait.  */
int
sync_in_live (struct pctx *c, int ri, struct pt p)
{
  const struct pair *r = &c->v[ri];
  if (r->s.block == r->w.block)
    return p.block == r->s.block && p.key >= r->s.key && p.key < r->w.key;
  if (p.block == r->s.block)
    return p.key >= r->s.key;
  if (p.block == r->w.block)
    return p.key < r->w.key;
  const uint64_t *m = sync_live_blocks (c, ri);
  return (m[p.block >> 6] >> (p.block & 63)) & 1;
}

/* Whether back-to-back pair X into S acts at a point inside the live
   range of intra pair YI: at its wait point, or with EXITS_TOO on an
   exit edge of its loop (a point on an edge taken as the end of the
   block the edge leaves: what is live there is live on the edge).  */
static int
b2b_inside (struct pctx *c, const struct pair *x, int yi)
{
  const struct sync_func *fn = c->fn;
  const struct sync_loop *lp = x->exits_too ? &fn->loops[x->runs] : NULL;
  int n = 1 + (lp ? lp->nexits : 0);
  for (int k = 0; k < n; k++)
    {
      struct pt at = x->w;
      if (k > 0)
        at = sync_pt_end (fn, lp->exit_from[k - 1]);
      else if (at.where == SYNC_ON_EDGE)
        at = sync_pt_end (fn, at.block);
      if (sync_in_live (c, yi, at))
        return 1;
    }
  return 0;
}

/* Whether pair R acts on one id through S with its set and wait back to
   back at each of its points.  */
static int
b2b_into_s (const struct pair *r)
{
  return r->kind == PK_B2B && r->q == ASC_PIPE_S && r->rot == 1
         && !r->split;
}

/* A point where a pair's flag is set or waited, as an ordinary program
   point and the place of the pair's insertion among those there.  */
struct flag_point
{
  struct pt at;
  long rank;
};

/* Most points a pair's flag is set or waited at that the deep
   interference test follows (flag_points).  */
#define FLAG_POINTS_MAX 10

/* The points where pair RI sets its flag (SET) or waits for it, into
   V: an intra pair's set and wait; a loop-carried pair's set and wait
   in its loop and its primes on the entry edge of loop RUNS or its
   drains on that loop's exits; a back-to-back pair's one point (of
   one id).  A prime stands at the end of the block its edge leaves,
   before the insertions there: the emission moves a wait into S at
   that end after the primes (sink_scalar_waits in sync_emit.c; also
   the fallback of a pair coloured later), so what is ordered before
   them is ordered at the prime, not what they order; a wait at that
   point is not known to precede the prime (interfere_by_flow).  Not
   when that block has no operations and one predecessor, whose end's
   waits may be moved after the primes too.  A drain stands at the
   start of the block its edge enters (what follows the drain follows
   that point; the two may lie on one edge only when the edge leaves
   the other pair's loop, see in_flag_range).  Returns their number, -1
   when a point is no ordinary one (a split set, a loop entered from
   the function's entry or left to its exit, a prime after an empty
   block) or the pair's ids follow something else (a slot group, a
   parameter key, an acknowledgement).  */
static int
flag_points (struct pctx *c, int ri, int set, struct flag_point *v)
{
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[ri];
  if (r->split || r->exits_too || r->lead || r->key || r->ack || r->xset
      || (r->kind != PK_INTRA && r->kind != PK_LC && r->kind != PK_B2B)
      || (r->kind == PK_B2B && r->rot > 1))
    return -1;
  int n = 0;
  struct flag_point x = { set ? sync_set_pt (r) : r->w,
                          sync_issue_rank (c, ri, set ? 1 : 0) };
  v[n++] = x;
  if (r->kind == PK_LC)
    {
      const struct sync_loop *lp = &fn->loops[r->runs];
      if (set)
        {
          int b = lp->pre_from;
          if (b < 0 || (fn->blocks[b].nops == 0 && fn->blocks[b].npred == 1))
            return -1;
          struct flag_point e = { sync_pt_end (fn, b), LONG_MIN };
          v[n++] = e;
        }
      else
        for (int k = 0; k < lp->nexits; k++)
          {
            int to = lp->exit_to[k];
            if (to < 0 || n == FLAG_POINTS_MAX)
              return -1;
            struct flag_point e = { sync_pt_start (fn, to), LONG_MIN };
            v[n++] = e;
          }
    }
  for (int k = 0; k < n; k++)
    if (v[k].at.where == SYNC_ON_EDGE)
      return -1;
  return n;
}

/* Whether point P lies where pair RI (intra or loop-carried) may have a
   set of its flag outstanding: inside an intra pair's live range
   (sync_in_live), or in the loop a loop-carried pair primes and drains
   around.  */
static int
in_flag_range (struct pctx *c, int ri, struct pt p)
{
  const struct pair *r = &c->v[ri];
  if (r->kind == PK_LC)
    return sync_in_loop (c->fn, r->runs, p.block);
  return r->kind == PK_INTRA && sync_in_live (c, ri, p);
}

/* The deep test of sync_interfere for pairs XI and YI of one pipe pair
   P -> Q: whether they must not share an id, as far as the points of
   their flags (flag_points) tell.  They may share when no set of one
   lies where the other may have a set outstanding (so the flag
   alternates on every path), and the happens-before flow, without the
   two, orders every wait of one (on Q) before every set of the other
   (on P) it reaches (sync_hb_point_before): the drain of an earlier
   loop's pairs followed by a chain of other pairs, a wait on S.  */
static int
interfere_by_flow (struct pctx *c, int xi, int yi)
{
  struct flag_point sets[2][FLAG_POINTS_MAX], waits[2][FLAG_POINTS_MAX];
  int ns[2], nw[2], id[2] = { xi, yi };
  for (int k = 0; k < 2; k++)
    {
      ns[k] = flag_points (c, id[k], 1, sets[k]);
      nw[k] = flag_points (c, id[k], 0, waits[k]);
      if (ns[k] < 0 || nw[k] < 0)
        return 1;
    }
  for (int k = 0; k < 2; k++)
    for (int j = 0; j < ns[1 - k]; j++)
      if (in_flag_range (c, id[k], sets[1 - k][j].at))
        return 1;
  /* A set at the very point of a wait (a prime and a wait at the end of
     the block its edge leaves) is not known to follow it there.  */
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < nw[k]; i++)
      for (int j = 0; j < ns[1 - k]; j++)
        if (waits[k][i].at.block == sets[1 - k][j].at.block
            && waits[k][i].at.key == sets[1 - k][j].at.key
            && waits[k][i].rank >= sets[1 - k][j].rank)
          return 1;
  const struct pair *x = &c->v[xi];
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < nw[k]; i++)
      for (int j = 0; j < ns[1 - k]; j++)
        if (!sync_hb_point_before (c, x->q, waits[k][i].at, waits[k][i].rank,
                                   x->p, sets[1 - k][j].at,
                                   sets[1 - k][j].rank, xi, yi))
          return 1;
  return 0;
}

/* Whether pairs XI and YI (of one pipe pair P -> Q) must not share an
   event id.  Cheaply (DEEP 0): they may share when both are intra or
   back-to-back pairs of one id placed at ordinary program points,
   neither's set lies inside the other's live range (so the flag
   alternates on every path), and the destination pipe is the scalar
   pipe, so that whenever one's set may follow the other's wait, that
   wait precedes the set (a wait_flag to S precedes everything issued
   after it); or when both are back-to-back pairs into S of one id,
   wherever they act (on edges, on exits too): each is a set_flag
   directly followed by the wait_flag that stalls S until it fires, so S
   issues no other set of the id between the two (one and an intra
   pair into S at ordinary points interfere when it acts inside the
   intra pair's live range).  DEEP: besides, pairs of other pipes,
   rotating intra pairs and loop-carried pairs, when their flags' points
   show them apart and the happens-before flow orders each one's waits
   before the other's sets (interfere_by_flow): the pairs of two loops
   one after the other.  Split sets (see sync_split.c), the fallbacks of
   loop-carried pairs (also on the exit edges), slot groups and barriers
   always interfere.  */
int
sync_interfere (struct pctx *c, int xi, int yi, int deep)
{
  const struct pair *x = &c->v[xi], *y = &c->v[yi];
  if (b2b_into_s (y) && !b2b_into_s (x))
    {
      const struct pair *t = x;
      x = y;
      y = t;
      int ti = xi;
      xi = yi;
      yi = ti;
    }
  if (b2b_into_s (x))
    {
      if (b2b_into_s (y))
        return 0;
      if (y->kind == PK_INTRA && y->q == ASC_PIPE_S && y->rot == 1
          && !y->split && !y->exits_too && y->s.where != SYNC_ON_EDGE
          && y->w.where != SYNC_ON_EDGE)
        return b2b_inside (c, x, yi);
    }
  if (x->rot == 1 && y->rot == 1 && x->q == ASC_PIPE_S
      && (x->kind == PK_INTRA || x->kind == PK_B2B)
      && (y->kind == PK_INTRA || y->kind == PK_B2B) && !x->exits_too
      && !y->exits_too && !x->split && !y->split
      && x->s.where != SYNC_ON_EDGE && x->w.where != SYNC_ON_EDGE
      && y->s.where != SYNC_ON_EDGE && y->w.where != SYNC_ON_EDGE
      && !(x->kind == PK_INTRA && sync_in_live (c, xi, sync_set_pt (y)))
      && !(y->kind == PK_INTRA && sync_in_live (c, yi, sync_set_pt (x))))
    return 0;
  return !deep || interfere_by_flow (c, xi, yi);
}

/* Ids pair I may not take: reserved, used by hand-written sync, or held
   by a pair of its pipe pair coloured before it (DONE) that it
   interferes with (sync_interfere, DEEP).  */
static uint32_t
ids_taken (struct pctx *c, int i, const unsigned char *done, int deep)
{
  const struct pair *r = &c->v[i];
  uint32_t taken = c->opts->reserved[r->p][r->q] | c->handids[r->p][r->q];
  for (int j = 0; j < c->nv; j++)
    if (done[j] && !c->v[j].dead && c->v[j].p == r->p && c->v[j].q == r->q
        && c->v[j].event >= 0 && sync_interfere (c, j, i, deep))
      taken |= ((1u << c->v[j].rot) - 1) << c->v[j].event;
  return taken;
}

/* The lowest id K such that the N ids from K on, among the first
   NFLAGS (and 32), are all free of TAKEN; -1 when there is none.  */
static int
first_free_ids (uint32_t taken, int n, int nflags)
{
  for (int k = 0; k + n <= nflags && k + n <= 32; k++)
    {
      uint32_t m = (n >= 32 ? ~0u : ((1u << n) - 1)) << k;
      if (!(taken & m))
        return k;
    }
  return -1;
}

/* The largest divisor of N below N (0 for N 1).  */
static int
smaller_divisor (int n)
{
  for (int d = n / 2; d >= 1; d--)
    if (n % d == 0)
      return d;
  return 0;
}

/* Colour pair I of C, given the ids of the pairs DONE marks (those
   coloured before it): the lowest ids free of ids_taken, ROT
   consecutive ones for a rotating pair (or fewer, down to one).  A pair
   left without an id becomes a wait for its source pipe through PIPE_S
   at its wait point (coloured on P -> S), or, without an id there
   either, a pipe_barrier (PIPE_ALL).  A split set given up so is not
   freed: its pair's SPLIT is only cleared (see sync_assign_ids).  */
static void
colour_pair (struct pctx *c, int i, const unsigned char *done)
{
  const struct sync_options *opts = c->opts;
  struct pair *r = &c->v[i];
  /* The happens-before flows of a deep interference test only when
     the cheap one leaves the pair short of ids.  */
  uint32_t taken = ids_taken (c, i, done, 0);
  if (first_free_ids (taken, r->rot, opts->nflags) < 0)
    taken = ids_taken (c, i, done, 1);
  /* A member of a slot group takes its leader's ids; when the leader
     has none, it falls back as the leader did (the group's dependences
     across its loops have no other order).  */
  const struct pair *ld = r->lead && r->lead != i + 1
                          ? &c->v[r->lead - 1] : NULL;
  if (ld && ld->kind == PK_LC && ld->event >= 0)
    {
      r->event = ld->event;
      r->rot = ld->rot;
      c->plan->stats.ids_used[r->p][r->q] = 1;
      return;
    }
  /* A rotating pair takes ROT consecutive ids; with fewer free, it
     falls back to fewer, a divisor of ROT (so that its ids still follow
     the slots they did, see sync_slot_key), down to one id (ordering
     every iteration after the previous one, which covers any
     distance).  An intra pair, a rotating set-and-wait
     (patch_rearm_path) and a lagging pair (rotate_lagging) need all
     their ids.  */
  int minrot = r->kind == PK_INTRA || r->kind == PK_B2B || r->lag
               ? r->rot : 1;
  for (int rot = r->rot; rot >= minrot && r->event < 0 && !ld;
       rot = smaller_divisor (rot))
    {
      r->event = first_free_ids (taken, rot, opts->nflags);
      if (r->event >= 0)
        r->rot = rot;
    }
  /* A loop-carried pair's drain may be what orders a producer in its
     loop before a consumer after it (see covers_leaving_loop): its
     fallback acts on the exits of that loop too.  */
  if (r->event < 0 && r->kind == PK_LC)
    r->exits_too = 1;
  if (r->event < 0 && r->p != ASC_PIPE_S)
    {
      /* No id left: wait at the wait point for the source pipe to
         drain, through the scalar pipe (set_flag (P, S) and wait_flag
         (P, S) back to back: the instructions issued after it start
         after every earlier P instruction has completed), which leaves
         the other pipes running.  For a pair into S already, the same
         on its own pipe pair: it shares an id with the other
         back-to-back pairs into S.  */
      r->kind = PK_B2B;
      r->split = NULL;
      r->s = r->w;
      r->q = ASC_PIPE_S;
      r->rot = 1;
      r->lag = 0;
      r->fallback = 1;
      taken = ids_taken (c, i, done, 0);
      r->event = first_free_ids (taken, 1, opts->nflags);
    }
  if (r->event < 0)
    {
      /* Not even that: a barrier at the wait.  */
      r->kind = PK_ALL;
      r->split = NULL;
      r->s = r->w;
      r->lag = 0;
    }
  else
    c->plan->stats.ids_used[r->p][r->q] = 1;
}

/* How long a wait for pipe P to drain may stall, relative to a compute
   pipe's: the transfer engines MTE2 and MTE3 reach global memory,
   hundreds of cycles away; the other pipes finish an instruction in
   tens.  */
static int64_t
drain_factor (int p)
{
  return p == ASC_PIPE_MTE2 || p == ASC_PIPE_MTE3 ? 4 : 1;
}

/* What pair R going without its ids may cost: how often its wait point
   runs, as GCC's profile estimates it for its block (without one, at
   -O0, 8 to the power of its loop depth), times how long a wait for its
   source pipe may stall (drain_factor).  */
static int64_t
pair_weight (const struct sync_func *fn, const struct pair *r)
{
  int b = r->w.block;
  int64_t w = 1;
  if (b >= 0 && fn->blocks[b].freq >= 0)
    w = fn->blocks[b].freq + 1;
  else
    for (int l = b >= 0 ? fn->blocks[b].loop : -1; l >= 0 && w < (1 << 30);
         l = fn->loops[l].parent)
      w *= 8;
  return w * drain_factor (r->p);
}

/* What the colouring of C cost, against the pairs as they were before
   it (SAVED): per pair its weight (pair_weight) times the share of its
   ids it went without (a rotating pair on fewer ids), once for a wait
   through S, twice for a barrier.  */
static int64_t
colour_cost (const struct pctx *c, const struct pair *saved)
{
  int64_t cost = 0;
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i], *o = &saved[i];
      if (o->dead || o->kind == PK_ALL)
        continue;
      int64_t w = pair_weight (c->fn, o);
      if (r->kind == PK_ALL)
        cost += 2 * w;
      else if (r->fallback && !o->fallback)
        cost += w;
      else if (r->rot < o->rot)
        cost += w * (o->rot - r->rot) / o->rot;
    }
  return cost;
}

/* A pair's place in the colouring order (cmp_colour_order).  */
struct colour_key
{
  int64_t weight;            /* of its slot group's leader, or its own */
  int group;                 /* that leader, or itself */
  int member;                /* a member, not the leader */
  int pair;
};

/* Order A and B (struct colour_key) for colouring: the heavier first,
   a slot group's members right after its leader (which they take
   their ids from), else by index.  */
static int
cmp_colour_order (const void *pa, const void *pb)
{
  const struct colour_key *a = (const struct colour_key *) pa;
  const struct colour_key *b = (const struct colour_key *) pb;
  if (a->group != b->group)
    {
      if (a->weight != b->weight)
        return a->weight > b->weight ? -1 : 1;
      return a->group < b->group ? -1 : 1;
    }
  if (a->member != b->member)
    return a->member - b->member;
  return a->pair - b->pair;
}

/* The heaviest-first order of the pairs of C into ORDER.  */
static void
heaviest_first (const struct pctx *c, int *order)
{
  struct colour_key *k = (struct colour_key *) malloc ((c->nv + 1)
                                                       * sizeof *k);
  if (!k)
    abort ();
  for (int i = 0; i < c->nv; i++)
    {
      int g = c->v[i].lead > 0 && c->v[i].lead <= c->nv ? c->v[i].lead - 1
                                                        : i;
      k[i].weight = pair_weight (c->fn, &c->v[g]);
      k[i].group = g;
      k[i].member = g != i;
      k[i].pair = i;
    }
  qsort (k, c->nv, sizeof *k, cmp_colour_order);
  for (int i = 0; i < c->nv; i++)
    order[i] = k[i].pair;
  free (k);
}

/* Colour the kept pairs of C in the order ORDER[0 .. C->NV)
   (colour_pair), from the pairs as SAVED holds them.  */
static void
colour_in_order (struct pctx *c, const int *order, const struct pair *saved,
                 const struct sync_stats *stats0)
{
  unsigned char *done = (unsigned char *) calloc (c->nv + 1, 1);
  if (!done)
    abort ();
  memcpy (c->v, saved, c->nv * sizeof *c->v);
  c->plan->stats = *stats0;
  for (int k = 0; k < c->nv; k++)
    {
      int i = order[k];
      if (!c->v[i].dead && c->v[i].kind != PK_ALL)
        colour_pair (c, i, done);
      done[i] = 1;
    }
  free (done);
}

/* Give every kept pair of C an event id (EVENT), by colour_pair: pair
   by pair in order, and when that leaves some pair short of ids, once
   more with the heaviest pairs (the waits run most often) first
   (cmp_colour_order), keeping the colouring that costs less
   (colour_cost; the first on a tie).  C->LIVE must be allocated (null
   entries).  */
void
sync_assign_ids (struct pctx *c)
{
  int n = c->nv;
  struct pair *saved = (struct pair *) malloc ((n + 1) * sizeof *saved);
  int *order = (int *) calloc (n + 1, sizeof (int));
  if (!saved || !order)
    abort ();
  memcpy (saved, c->v, n * sizeof *saved);
  struct sync_stats stats0 = c->plan->stats;
  for (int i = 0; i < n; i++)
    order[i] = i;
  colour_in_order (c, order, saved, &stats0);
  int64_t cost = colour_cost (c, saved);
  if (cost > 0)
    {
      /* The first colouring, kept to go back to.  */
      struct pair *first = (struct pair *) malloc ((n + 1) * sizeof *first);
      if (!first)
        abort ();
      memcpy (first, c->v, n * sizeof *first);
      struct sync_stats stats1 = c->plan->stats;
      heaviest_first (c, order);
      colour_in_order (c, order, saved, &stats0);
      if (colour_cost (c, saved) >= cost)
        {
          memcpy (c->v, first, n * sizeof *first);
          c->plan->stats = stats1;
        }
      free (first);
    }
  /* The split sets of the pairs that fell back are given up.  */
  for (int i = 0; i < n; i++)
    if (saved[i].split && !c->v[i].split)
      sync_unsplit (&saved[i]);
  free (saved);
  free (order);
}

/* Whether an access of operation I of FN has value form KEY (a
   sync_access.VKEY) with N values, the first standing for V0.  */
static int
op_has_key (const struct sync_func *fn, int i, int key, int n, int64_t v0)
{
  const struct sync_op *o = &fn->ops[i];
  for (int k = 0; k < o->naccess; k++)
    if (o->acc[k].vkey == key && o->acc[k].vn == n && o->acc[k].vv0 == v0)
      return 1;
  return 0;
}

/* A key (a sync_access.VKEY: a parameter's value, or the buffer a
   pointer parameter points into) that both ends of every dependence
   intra pair R orders have an access keyed by, with its number of
   values *N and the value *V0 the first stands for; the lowest such
   key (a parameter's value before a pointer's buffer), 0 when there is
   none.  Within one run of the function the key has one value, so the
   pair's set and wait, both in that run, take one id; runs with
   different values (calls given different slots) take different
   ids.  */
static int
pair_key (const struct sync_func *fn, const struct pair *r, int *n,
          int64_t *v0)
{
  if (!r->deps.n)
    return 0;
  int best = 0;
  const struct sync_op *o = &fn->ops[r->deps.v[0].a];
  for (int k = 0; k < o->naccess; k++)
    {
      const struct sync_access *a = &o->acc[k];
      if (a->vkey <= 0 || (best && a->vkey >= best))
        continue;
      int all = 1;
      for (int j = 0; j < r->deps.n && all; j++)
        all = op_has_key (fn, r->deps.v[j].a, a->vkey, a->vn, a->vv0)
              && op_has_key (fn, r->deps.v[j].b, a->vkey, a->vn, a->vv0);
      if (all)
        {
          best = a->vkey;
          *n = a->vn;
          *v0 = a->vv0;
        }
    }
  return best;
}

/* See sync_place.h.  */
void
sync_key_ids (struct pctx *c)
{
  const struct sync_options *opts = c->opts;
  for (int i = 0; i < c->nv; i++)
    {
      struct pair *r = &c->v[i];
      int n = 0, key = 0;
      int64_t v0 = 0;
      if (r->dead || r->kind != PK_INTRA || r->fallback || r->ack || r->lead
          || r->event < 0 || r->rot != 1 || !r->deps.n
          || !(key = pair_key (c->fn, r, &n, &v0)) || n < 2
          || n > opts->nflags || n > 32)
        continue;
      /* Ids no other pair of the pipe pair holds, anywhere.  */
      uint32_t taken = opts->reserved[r->p][r->q] | c->handids[r->p][r->q];
      for (int j = 0; j < c->nv; j++)
        {
          const struct pair *o = &c->v[j];
          if (j == i || o->dead || o->p != r->p || o->q != r->q
              || o->event < 0)
            continue;
          int w = sync_pair_nids (o);
          taken |= (w >= 32 ? ~0u : ((1u << w) - 1)) << o->event;
        }
      int k = first_free_ids (taken, n, opts->nflags);
      if (k >= 0)
        {
          r->event = k;
          r->key = key;
          r->keyn = n;
          r->keyv0 = v0;
        }
    }
}
