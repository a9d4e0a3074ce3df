/* sync_hb.c -- whether the kept pairs order a dependence, by a forward
   happens-before data-flow from its producer (GCC-independent).

   The structural order tests of sync_order.c recognise shapes: one
   pair, two pairs P -> R -> Q whose points dominate each other, chains
   round a back edge.  A dependence ordered along every path by pairs
   that no single shape relates (a scalar wait in one iteration of an
   inner loop, a loop-carried pair of the outer loop on the paths that
   leave it) is then taken as unordered, and its own pair stays.  This
   file answers the question itself, for every path at once.

   The state at a program point, for the instance of producer A (pipe
   P) that the flow starts from, says what A's completion is already
   ordered before:
     ORD   the pipes whose next instruction starts after A completes
           (monotone along a path: a pipe starts its instructions in
           order);
     CC    per pair, how many of its latest set_flags were issued after
           A on a pipe that A was ordered before (P itself, or a pipe in
           ORD): the sets that carry A.
   A set_flag of pair R adds one to CC[R] when it carries A and clears
   it otherwise.  A wait_flag of R consumes its M-th latest set (M = 1
   for a pair with one id: its sets and waits alternate, also those of
   a loop-carried pair primed once where the loop RUNS is entered; M =
   LAG for a loop-carried pair over several ids primed at each entry of
   its loop, whose wait in iteration T takes the set of iteration T -
   LAG or one of the LAG sets of the prime, issued on the entry edges,
   which carry A as any set does), so when CC[R] >= M its pipe Q joins
   ORD; so it does at the drain on an exit of the loop when CC[R] >= 1,
   the drain taking every set still pending.  A back-to-back pair orders A before Q
   when P or a pipe of ORD is its source; pipe_barrier (PIPE_ALL) orders
   A before every pipe.  A wait of the scalar
   pipe stalls issue: when S joins ORD by a wait, every pipe does.  At
   a join a pipe stays in ORD when it is there on every path, CC takes
   the smaller count.  The flow runs from the point after A round every
   loop until nothing changes; the dependence is ordered when Q is in
   ORD at the point before B wherever the flow reaches it.  A path on
   which Q has joined ORD is followed no further: ORD only grows along
   a path, so the check holds wherever it goes, and the states of the
   other paths join without it.

   Every instance of A starts from the state with nothing ordered and
   no set carrying, so the answer holds for each; later instances of A
   and B change nothing.  Only the instances of B that may conflict
   with A's need the check: the flow counts the rounds of the innermost
   loop holding both since A's iteration (up to HB_KMAX; farther, in
   another run of the loop, or out of it, one count), a state per block
   and count, and checks B only at the counts whose iteration distance
   the access model does not rule out (sync_ops_conflict_dist: the
   slots of a rotation, iteration forms) -- a dependence between the
   slots of tiles T and T + 2 is ordered by what iteration T + 1 does.
   At a known count from the second iteration of the counted loop on,
   the flow does not follow an edge taken in its first iteration only
   (sync_block.sonce: "if (k > 0) pipe_barrier (...)" skipped), so a
   barrier guarded so lies on every path from one iteration to the
   next.  Nor does a path go round that loop after an edge making its
   iteration the last (sync_block.slast: "if (t < n) stage_a (t)"
   skipped in "for (t = 0; t <= n; t++)"), nor more than D - 1 times
   after one that skips a prefetch "if (t + D < n)"; the state records it
   (hb_st.last) and a join keeps such paths apart (hb_join_facts).
   When A is outside a loop that rotates a slot of B's from its entry,
   the flow counts that loop's iterations from its entry instead, and
   checks B only in the iterations whose slot may meet A's bytes
   (sync_ops_conflict_iter): the first tile's load before the loop meets
   the prefetch of iteration 1 into its slot, ordered by what iteration
   0 does, not the prefetch of iteration 0 into the other slot.  The
   id of a hand-written set or wait rotating with that loop is then
   known at each count (hb_hand_entry_id): the wait of tile 0 takes the
   set of id 0 issued with the first load before the loop.

   At a call whose callee has a summary, the callee's sync orders what
   it orders on every path from its entry to a return
   (sync_op.call_ord, this flow run from the callee's entry:
   sync_hb_exit_orders), for the pipes A is ordered before; a copy of
   the callee's work leaving the call starts from what the callee's
   sync orders its own work of that pipe before at the return
   (sync_op.work_ord); a copy of its work entering the call depends on
   no work the callee orders before it (sync_op.entry_ord,
   sync_roles_may_depend).  Same-pipe barriers count once they are
   final (pctx.bars_final: planned after the pairs, some dropped, some
   skipped in a first iteration, which never count).  What the flow
   does not model it takes as ordering nothing: pairs whose ids rotate
   over several slots from one run of their loop to the next or follow
   a counter, and slot groups.  Hand-written sync (keep mode) it follows as it does
   the pairs, a flag of one id waited taking its latest set (trusted to
   match, as sync_hand.c trusts it), an id rotating with the counted
   loop told apart by the count (hb_hand_sym), one rotating otherwise
   taken as carrying nothing, but for flags whose id is one SSA value
   (sync_op.ev_var: a set and a wait of that value take one id until
   the flow enters the block defining it again, hb_forget_vars); after
   a call, no hand-written flag carries A
   (the callee may wait for and set any), nor any flag after a call
   without a summary.  On an edge no code can go on, the flags are
   taken as carrying nothing.  So the
   test is sound, and where it fails the structural tests still may
   hold; sync_place.c asks both.  */

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "sync_hb.h"

/* The key of hand-written flag P -> Q, id E, in a state: below 0, apart
   from the pairs' indices.  */
static int
hand_key (int p, int q, int e)
{
  return -1 - ((p * NP + q) * HB_HIDS + e);
}

/* The key of the hand-written flag P -> Q whose id, in iteration T of
   the loop the flow counts, is SLOT[T mod PK] (PK 2 .. 4, ids below
   8), seen K iterations after the producer's: the ids it takes as a
   function of the producer's iteration, SLOT[(T_A + K) mod PK], so
   that two such flags with one key are one flag whatever T_A is.
   Below every hand_key.  */
static int
hand_sym_key (int p, int q, int pk, const int *slot, int k)
{
  int code = 0;
  for (int x = 0; x < pk; x++)
    code = code * 8 + slot[(x + k) % pk];
  return -1 - NP * NP * HB_HIDS - (((p * NP + q) * 4 + pk - 1) << 12)
         - code;
}

/* The key of the hand-written flags P -> Q whose ids are of class CLS
   (sync_op.ev_sym): below every hand_sym_key.  */
static int
hand_class_key (int p, int q, int cls)
{
  return -1 - (1 << 21) - ((p * NP + q) << 10) - (cls & 1023);
}

/* Whether KEY is a hand_class_key of pipe pair P -> Q.  */
static int
hand_class_key_of (int key, int p, int q)
{
  int x = -1 - (1 << 21) - key;
  return x >= 0 && (x >> 10) == p * NP + q;
}

/* Largest sync_op.ev_var a key holds.  */
#define HB_VAR_MAX (1 << 20)

/* The key of the hand-written flags P -> Q whose id is the value of one
   SSA name (sync_op.ev_var VAR) since its definition last ran: below
   every hand_class_key.  */
static int
hand_var_key (int p, int q, int var)
{
  return -1 - (1 << 26) - ((p * NP + q) << 20) - var;
}

/* The ev_var of KEY when it is a hand_var_key, else 0.  */
static int
hand_var_of (int key)
{
  int x = -1 - (1 << 26) - key;
  return x >= 0 && (x >> 20) < NP * NP ? x & (HB_VAR_MAX - 1) : 0;
}

/* Whether KEY is a hand_var_key of pipe pair P -> Q.  */
static int
hand_var_key_of (int key, int p, int q)
{
  int x = -1 - (1 << 26) - key;
  return x >= 0 && (x >> 20) == p * NP + q;
}

/* The hand_var_key of hand-written set_flag or wait_flag O, or 0 when
   its id is no one SSA value whose definition the flow knows.  */
static int
hand_var_key_op (const struct sync_op *o)
{
  if (o->ev_var <= 0 || o->ev_var >= HB_VAR_MAX || o->ev_def < -1
      || o->pipe >= NP || o->tpipe >= NP || o->pipe < 0 || o->tpipe < 0)
    return 0;
  return hand_var_key (o->pipe, o->tpipe, o->ev_var);
}

/* Whether the hand-written flag state of key KEY (below 0) may be
   touched by a callee whose hand-written sync may use the ids IDS
   (sync_op.call_hand_ids; null: any): a flag of one id when the callee
   may use it, a flag of rotating or classed ids when the callee may
   use any id of its pipe pair.  */
static int
hand_key_touched (int key, const uint32_t *ids)
{
  if (!ids)
    return 1;
  int x = -1 - key;
  if (x >= (1 << 26))
    return ids[(x - (1 << 26)) >> 20] != 0;
  if (x < NP * NP * HB_HIDS)
    {
      int e = x % HB_HIDS;
      uint32_t m = ids[x / HB_HIDS];
      return e >= 32 || ((m >> e) & 1);
    }
  if (x < (1 << 21))
    return ids[((x - NP * NP * HB_HIDS) >> 12) / 4] != 0;
  return ids[(x - (1 << 21)) >> 10] != 0;
}

/* The number of latest sets pair I's wait may consume, or 0 when the
   flow cannot model it (see the file comment); LEADS: whether it leads
   a slot group (another pair's sync_pair.lead names it).  */
static int
hb_window (const struct pctx *c, int i, int leads)
{
  const struct pair *r = &c->v[i];
  if (r->dead || r->lead || r->fallback || r->exits_too || leads)
    return 0;
  switch (r->kind)
    {
    case PK_INTRA:
      return 1;
    case PK_LC:
      if (r->rot == 1)
        return 1;
      /* Primed at each entry of its own loop: the wait of iteration T
         takes the set of iteration T - LAG, or one of the LAG primes,
         the LAG-th latest set either way.  Ids that run on from one
         run to the next, or follow a counter, are not modelled; nor
         those of a pair whose prime will move out of its loop
         (prime_outside, after the first redundancy removal).  */
      /* A wait after its set in the iteration (SYNC_XSET_LATE) has the
         set of its own iteration latest: one more.  */
      return r->runs == r->loop && r->phase == 0
             && sync_pair_lag (r) <= r->rot && sync_runs (c, r) == r->loop
             ? sync_pair_lag (r) + (r->xset == SYNC_XSET_LATE) : 0;
    default:
      return 1;
    }
}

/* Fill H->VDEF with the variable ids of the hand-written flags and the
   blocks defining them (sync_op.ev_var, ev_def).  */
static void
hb_collect_vars (struct hb_run *h)
{
  const struct sync_func *fn = h->c->fn;
  h->nvdef = 0;
  h->vdef = NULL;
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if ((o->kind != SYNC_OP_SET && o->kind != SYNC_OP_WAIT)
          || !hand_var_key_op (o))
        continue;
      int seen = 0;
      for (int j = 0; j < h->nvdef && !seen; j++)
        seen = h->vdef[2 * j] == o->ev_var;
      if (seen)
        continue;
      h->vdef = (int *) realloc (h->vdef, (h->nvdef + 1) * 2 * sizeof (int));
      if (!h->vdef)
        abort ();
      h->vdef[2 * h->nvdef] = o->ev_var;
      h->vdef[2 * h->nvdef + 1] = o->ev_def;
      h->nvdef++;
    }
}

/* Append event EV at point X (rank RANK) to R's list of *CAP.  */
static void
hb_add (struct hb_run *h, int *cap, struct pt x, long rank, int pair,
        enum hb_act act)
{
  if (x.where == SYNC_ON_EDGE && x.block < 0)
    return;                     /* the entry edge: never reached from A */
  if (h->nev == *cap)
    {
      *cap = *cap * 2 + 16;
      h->ev = (struct hb_ev *) realloc (h->ev, *cap * sizeof *h->ev);
      if (!h->ev)
        abort ();
    }
  struct hb_ev *e = &h->ev[h->nev++];
  e->block = x.block;
  e->to = x.where == SYNC_ON_EDGE ? x.op : -2;
  e->key = x.where == SYNC_ON_EDGE ? 0 : x.key;
  e->rank = rank;
  e->pair = pair;
  e->act = act;
}

static int
hb_ev_cmp (const void *x, const void *y)
{
  const struct hb_ev *a = (const struct hb_ev *) x;
  const struct hb_ev *b = (const struct hb_ev *) y;
  if (a->block != b->block)
    return a->block < b->block ? -1 : 1;
  if (a->to != b->to)
    return a->to < b->to ? -1 : 1;
  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  if (a->rank != b->rank)
    return a->rank < b->rank ? -1 : 1;
  return 0;
}

/* Sort EV[0 .. N) by hb_ev_cmp, keeping the order of equal ones (the
   walk reads events at one point in the order they were added): a
   merge sort, as a function with many barriers has thousands of
   events.  */
static void
hb_sort_events (struct hb_ev *ev, int n)
{
  if (n < 2)
    return;
  struct hb_ev *tmp = (struct hb_ev *) malloc ((size_t) n * sizeof *tmp);
  if (!tmp)
    abort ();
  for (int w = 1; w < n; w *= 2)
    {
      for (int lo = 0; lo < n; lo += 2 * w)
        {
          int mid = lo + w < n ? lo + w : n;
          int hi = lo + 2 * w < n ? lo + 2 * w : n;
          int i = lo, j = mid, k = lo;
          while (i < mid && j < hi)
            tmp[k++] = hb_ev_cmp (&ev[j], &ev[i]) < 0 ? ev[j++] : ev[i++];
          while (i < mid)
            tmp[k++] = ev[i++];
          while (j < hi)
            tmp[k++] = ev[j++];
        }
      memcpy (ev, tmp, (size_t) n * sizeof *ev);
    }
  free (tmp);
}

/* The events of every pair and barrier the flow may take, as
   sync_hb_collect collects them with no pair left out, in the order
   collected (RAW) and sorted (SORTED); the same list comes back for
   most questions while the pairs stay as they are (the colouring asks
   one for each wait of a pair and set of another), and a pair left out
   only removes its events from the sorted list.  */
struct sync_hb_cache
{
  struct hb_ev *raw, *sorted;
  int n, cap;
};

/* See sync_hb.h.  */
void
sync_hb_cache_free (struct pctx *c)
{
  if (!c->hbc)
    return;
  free (c->hbc->raw);
  free (c->hbc->sorted);
  free (c->hbc);
  c->hbc = NULL;
}

/* Sort the N events H->EV collected with every pair in, through C's
   cache: when they are the ones sorted last, in the same order, the
   sorted list is copied; else sorted and kept.  */
static void
sort_through_cache (struct pctx *c, struct hb_run *h)
{
  if (!c->hbc)
    {
      c->hbc = (struct sync_hb_cache *) calloc (1, sizeof *c->hbc);
      if (!c->hbc)
        abort ();
    }
  struct sync_hb_cache *k = c->hbc;
  size_t bytes = (size_t) h->nev * sizeof *h->ev;
  if (k->raw && k->n == h->nev && !memcmp (k->raw, h->ev, bytes))
    {
      memcpy (h->ev, k->sorted, bytes);
      return;
    }
  if (h->nev > k->cap)
    {
      k->cap = h->nev;
      free (k->raw);
      free (k->sorted);
      k->raw = (struct hb_ev *) malloc (bytes);
      k->sorted = (struct hb_ev *) malloc (bytes);
      if (!k->raw || !k->sorted)
        abort ();
    }
  k->n = h->nev;
  memcpy (k->raw, h->ev, bytes);
  hb_sort_events (h->ev, h->nev);
  memcpy (k->sorted, h->ev, bytes);
}

/* Whether event E is one of pair SKIP or SKIP2.  */
static int
of_skipped_pair (const struct hb_ev *e, int skip, int skip2)
{
  return e->act <= HB_DRAIN && (e->pair == skip || e->pair == skip2);
}

/* See sync_hb.h.  */
void
sync_hb_collect (struct hb_run *h, int skip, int skip2, int pairs)
{
  struct pctx *c = h->c;
  const struct sync_func *fn = c->fn;
  int cap = 0;
  for (int x = 0; x < fn->nops; x++)
    {
      const struct sync_op *o = &fn->ops[x];
      enum hb_act act = o->kind == SYNC_OP_SET ? HB_HSET
                        : o->kind == SYNC_OP_WAIT ? HB_HWAIT
                        : o->kind == SYNC_OP_BARRIER ? HB_HBAR : HB_CALL;
      struct pt at = { o->block, 4L * x + 2, SYNC_BEFORE_OP, x };
      if (o->kind != SYNC_OP_PIPE)
        hb_add (h, &cap, at, 0, x, act);
    }
  unsigned char *leads = (unsigned char *) calloc (c->nv + 1, 1);
  if (!leads)
    abort ();
  for (int j = 0; j < c->nv; j++)
    if (c->v[j].lead > 0 && c->v[j].lead <= c->nv)
      leads[c->v[j].lead - 1] = 1;
  for (int i = 0; pairs && i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      int w = hb_window (c, i, leads[i]);
      h->win[i] = i == skip || i == skip2 ? 0 : w;
      if (!w)
        continue;
      if (r->kind == PK_B2B || r->kind == PK_ALL)
        {
          hb_add (h, &cap, r->w, sync_issue_rank (c, i, 1), i,
                  r->kind == PK_ALL ? HB_ALL : HB_B2B);
          continue;
        }
      /* A split set is issued at each point of its cut instead.  */
      for (int k = 0; k < (r->split ? r->split->ncut : 1); k++)
        hb_add (h, &cap, r->split ? r->split->cut[k] : r->s,
                sync_issue_rank (c, i, 1), i, HB_SET);
      hb_add (h, &cap, r->w, sync_issue_rank (c, i, 0), i, HB_WAIT);
      if (r->kind != PK_LC)
        continue;
      /* A prime that will move out (prime_outside) is taken as
         carrying nothing where it is now.  */
      enum hb_act prime = sync_runs (c, r) == r->runs ? HB_PRIME
                                                      : HB_RESET;
      const struct sync_loop *lp = &fn->loops[r->runs];
      int hd = lp->header;
      for (int k = 0; k < fn->blocks[hd].npred; k++)
        {
          int x = fn->blocks[hd].pred[k];
          if (!sync_in_loop (fn, r->runs, x))
            {
              struct pt e = { x, 0, SYNC_ON_EDGE, hd };
              hb_add (h, &cap, e, -1, i, prime);
            }
        }
      /* The drain on each exit takes every set still pending, the
         latest among them (not where the drain will move out).  */
      for (int k = 0; prime == HB_PRIME && k < lp->nexits; k++)
        if (lp->exit_to[k] >= 0)
          {
            struct pt e = { lp->exit_from[k], 0, SYNC_ON_EDGE,
                            lp->exit_to[k] };
            hb_add (h, &cap, e, sync_issue_rank (c, i, 0), i, HB_DRAIN);
          }
    }
  free (leads);
  for (int i = 0; pairs && c->bars_final && i < c->bars.n; i++)
    if (!c->bars.v[i].guard)
      hb_add (h, &cap, c->bars.v[i].at, 0, c->bars.v[i].pipe, HB_PBAR);
  /* Sorted with every pair in (the list the cache keeps), then the
     events of SKIP and SKIP2 left out: a stable sort keeps the order of
     the others.  */
  if (pairs)
    sort_through_cache (c, h);
  else
    hb_sort_events (h->ev, h->nev);
  int kept = 0;
  for (int k = 0; k < h->nev; k++)
    if (!of_skipped_pair (&h->ev[k], skip, skip2))
      h->ev[kept++] = h->ev[k];
  h->nev = kept;
  hb_collect_vars (h);
  h->first = (int *) malloc ((fn->nblocks + 1) * sizeof (int));
  if (!h->first)
    abort ();
  for (int b = 0, k = 0; b <= fn->nblocks; b++)
    {
      while (k < h->nev && h->ev[k].block < b)
        k++;
      h->first[b] = k;
    }
}

/* Pair I's count in S (0 when absent), and its slot (or -1).  */
static int
hb_find (const struct hb_st *s, int i)
{
  for (int k = 0; k < s->n; k++)
    if (s->e[k].pair == i)
      return k;
  return -1;
}

/* Set pair I's count in S to CC.  */
static void
hb_set_cc (struct hb_st *s, int i, int cc)
{
  int k = hb_find (s, i);
  if (cc <= 0)
    {
      if (k >= 0)
        s->e[k] = s->e[--s->n];
      return;
    }
  if (k < 0)
    {
      if (s->n == HB_MAXE)
        return;                 /* dropped: 0 is safe */
      k = s->n++;
      s->e[k].pair = i;
    }
  s->e[k].cc = cc > HB_CCMAX ? HB_CCMAX : cc;
}

/* Pipe Q joins S's ORD through pair I.  */
static void
hb_gain (struct hb_run *h, struct hb_st *s, int q, int i)
{
  unsigned old = s->ord;
  s->ord |= q == ASC_PIPE_S ? HB_ALLMASK : 1u << q;
  if (s->ord != old && i >= 0)
    h->used[i] = 1;
}

/* The key of hand-written set_flag or wait_flag O at count K of H's
   flow when its id rotates with the loop the flow counts, K a known
   count (hand_sym_key), else 0.  */
static int
hb_hand_sym (const struct hb_run *h, const struct sync_op *o, int k)
{
  if (h->entry || h->nk == 1 || k >= h->nk - 1 || o->ev_pk < 2
      || o->ev_pk > 4
      || o->ev_pphase != 0 || o->ev_ploop != h->loop || o->pipe >= NP
      || o->tpipe >= NP || o->pipe < 0 || o->tpipe < 0)
    return 0;
  for (int x = 0; x < o->ev_pk; x++)
    if (o->ev_slot[x] < 0 || o->ev_slot[x] >= 8)
      return 0;
  return hand_sym_key (o->pipe, o->tpipe, o->ev_pk, o->ev_slot, k);
}

/* The id of hand-written set_flag or wait_flag O at count K of H's
   flow when the counts are the iterations of its loop from the entry
   (H->ENTRY) and O's id rotates with that loop counted from its entry:
   SLOT[K mod PK], one id, as a constant's.  -1 otherwise.  */
static int
hb_hand_entry_id (const struct hb_run *h, const struct sync_op *o, int k)
{
  if (!h->entry || k >= h->nk - 1 || o->ev_pk < 2 || o->ev_pk > SYNC_MAXK
      || o->ev_pphase != 0 || o->ev_ploop != h->loop || o->pipe >= NP
      || o->tpipe >= NP || o->pipe < 0 || o->tpipe < 0)
    return -1;
  int id = o->ev_slot[k % o->ev_pk];
  return id >= 0 && id < HB_HIDS ? id : -1;
}

/* The id of hand-written set_flag or wait_flag O in state S when A
   runs in iteration H->CUT_ITER of loop H->CUT_LOOP, S's path is still
   in that iteration (hb_st.around) and O's id rotates with that loop
   counted from its entry: SLOT[CUT_ITER mod PK].  -1 otherwise.  */
static int
hb_hand_cut_id (const struct hb_run *h, const struct hb_st *s,
                const struct sync_op *o)
{
  if (h->cut_loop < 0 || s->around || o->ev_pk < 2 || o->ev_pk > SYNC_MAXK
      || o->ev_pphase != 0 || o->ev_ploop != h->cut_loop || o->pipe >= NP
      || o->tpipe >= NP || o->pipe < 0 || o->tpipe < 0)
    return -1;
  int id = o->ev_slot[h->cut_iter % o->ev_pk];
  return id >= 0 && id < HB_HIDS ? id : -1;
}

/* Hand-written set_flag O issued, SRC the pipes it carries A from:
   its flag's latest set carries A when SRC has its pipe and its id is
   one.  When it does not carry A, every id it may take is cleared (an
   id rotating with a loop: which one is not known here; every
   hand-written flag of its pipe pair when its ids are not known at
   all); when it carries A but its id is not known, each flag it may
   set keeps its count (its latest set carries A after it if it did
   before).  */
static void
hb_hand_set (struct hb_st *s, const struct sync_op *o, unsigned src)
{
  if (o->pipe >= NP || o->tpipe >= NP)
    return;
  int carries = (src >> o->pipe) & 1;
  if (o->ev_lo < 0 || o->ev_hi >= HB_HIDS || o->ev_lo > o->ev_hi)
    {
      for (int e = 0; e < HB_HIDS && !carries; e++)
        hb_set_cc (s, hand_key (o->pipe, o->tpipe, e), 0);
      return;
    }
  if (o->ev_lo == o->ev_hi)
    hb_set_cc (s, hand_key (o->pipe, o->tpipe, o->ev_lo), carries);
  else
    for (int e = o->ev_lo; e <= o->ev_hi && !carries; e++)
      hb_set_cc (s, hand_key (o->pipe, o->tpipe, e), 0);
}

/* Hand-written set_flag O issued, SRC as for hb_hand_set: a set of an
   id class (sync_op.ev_sym) carries A as a set of one id does.  A set
   that does not carry A may set the flag of any class of its pipe pair
   again (an id of one class may be that of another), so none of them
   carries A after it; one that carries A leaves them as they are (once
   a set of a flag carries A, every later set does).  */
static void
hb_hand_set_class (struct hb_st *s, const struct sync_op *o, unsigned src)
{
  if (o->pipe >= NP || o->tpipe >= NP)
    return;
  int carries = (src >> o->pipe) & 1;
  for (int k = 0; k < s->n && !carries;)
    {
      if (hand_class_key_of (s->e[k].pair, o->pipe, o->tpipe)
          || hand_var_key_of (s->e[k].pair, o->pipe, o->tpipe))
        s->e[k] = s->e[--s->n];
      else
        k++;
    }
  if (o->ev_sym > 0)
    hb_set_cc (s, hand_class_key (o->pipe, o->tpipe, o->ev_sym), carries);
  int vk = hand_var_key_op (o);
  if (vk && carries)
    hb_set_cc (s, vk, 1);
}

/* Block B entered: a hand-written flag whose id is an SSA value that B
   defines names another id from here on (the value may change), so
   none of those carries A.  */
static void
hb_forget_vars (const struct hb_run *h, struct hb_st *s, int b)
{
  for (int k = 0; k < s->n;)
    {
      int var = hand_var_of (s->e[k].pair);
      int def = -2;
      for (int i = 0; var && i < h->nvdef; i++)
        if (h->vdef[2 * i] == var)
          def = h->vdef[2 * i + 1];
      if (var && (def == b || def == -2))
        s->e[k] = s->e[--s->n];
      else
        k++;
    }
}

/* Call O issued, SRC as for hb_hand_set.  A summarised call orders
   what its callee's sync orders from its entry to its return
   (sync_op.call_ord) for the pipes of SRC; the pairs' flags keep their
   counts (the callee uses none of their ids, sync_calls.c), and so do
   the hand-written ones its callee's hand-written sync does not use
   (sync_op.call_hand_ids: its boundary flags stand at the call,
   sync_boundary.c); the others do not.  After another call, no flag
   carries A.  */
static void
hb_call (struct hb_run *h, struct hb_st *s, const struct sync_op *o,
         unsigned src)
{
  if (o->kind != SYNC_OP_CALL || !o->nofence)
    {
      s->n = 0;
      return;
    }
  for (int x = 0; x < NP; x++)
    if ((src >> x) & 1)
      for (int y = 0; y < NP; y++)
        if ((o->call_ord[x] >> y) & 1)
          hb_gain (h, s, y, -1);
  for (int k = 0; k < s->n;)
    if (s->e[k].pair < 0 && hand_key_touched (s->e[k].pair, o->call_hand_ids))
      s->e[k] = s->e[--s->n];
    else
      k++;
}

/* A wait of the flag of key KEY (0: not known), Q the pipe that waits:
   Q joins ORD when the flag's latest set carries A, and the flag is
   clear after it.  */
static void
hb_take (struct hb_run *h, struct hb_st *s, int key, int q)
{
  if (!key)
    return;
  int j = hb_find (s, key);
  if (j >= 0 && s->e[j].cc >= 1)
    hb_gain (h, s, q, -1);
  hb_set_cc (s, key, 0);
}

/* The key of the one flag hand-written set_flag or wait_flag O names at
   count K of H's flow: its id rotating with the loop the flow counts
   (hb_hand_sym), its id at a count from that loop's entry
   (hb_hand_entry_id), or its constant id; 0 when it names no one flag
   there.  */
static int
hb_hand_flag_key (const struct hb_run *h, const struct hb_st *s,
                  const struct sync_op *o, int k)
{
  int sym = hb_hand_sym (h, o, k);
  if (sym)
    return sym;
  int id = hb_hand_cut_id (h, s, o);
  if (id < 0)
    id = hb_hand_entry_id (h, o, k);
  if (id < 0 && o->pipe < NP && o->tpipe < NP && o->ev_lo == o->ev_hi
      && o->ev_lo >= 0 && o->ev_lo < HB_HIDS)
    id = o->ev_lo;
  if (id < 0 && o->ev_sym > 0 && o->pipe < NP && o->tpipe < NP)
    return hand_class_key (o->pipe, o->tpipe, o->ev_sym);
  return id >= 0 ? hand_key (o->pipe, o->tpipe, id) : hand_var_key_op (o);
}

/* Apply hand-written sync operation or call O (event E) to S at count
   K, SRC as for hb_hand_set.  A wait of one id gains its pipe when its
   flag's latest set carries A (the hand-written flags are trusted to
   match, as in sync_hand.c) and leaves the flag clear; so does a wait
   of an id rotating with the loop the flow counts, whose key
   (hb_hand_sym) names the flag, at a known count, and one whose id is
   known at a count from that loop's entry (hb_hand_entry_id), as a
   constant's.  Once a set of a flag carries A, every later set of it
   does (its pipe stays ordered after A), so a set of another key taking
   the same id for some T_A leaves the key as it is.  A call may wait
   for and set any flag, so none carries A after it.  */
static void
hb_apply_op (struct hb_run *h, struct hb_st *s, const struct hb_ev *e,
             unsigned src, int k)
{
  const struct sync_op *o = &h->c->fn->ops[e->pair];
  switch (e->act)
    {
    case HB_HSET:
      {
        int id = hb_hand_cut_id (h, s, o);
        if (id < 0)
          id = hb_hand_entry_id (h, o, k);
        int sym = hb_hand_sym (h, o, k);
        if (id >= 0)
          hb_set_cc (s, hand_key (o->pipe, o->tpipe, id),
                     (src >> o->pipe) & 1);
        else
          hb_hand_set (s, o, src);
        hb_hand_set_class (s, o, src);
        if (sym && ((src >> o->pipe) & 1))
          hb_set_cc (s, sym, 1);
        break;
      }
    case HB_HWAIT:
      hb_take (h, s, hb_hand_flag_key (h, s, o, k), o->tpipe);
      break;
    case HB_HBAR:
      if (o->vague)
        break;
      if (o->pipe == ASC_PIPE_ALL)
        s->ord = HB_ALLMASK;
      else if (o->pipe == h->pa)
        s->ord |= 1u << h->pa;
      break;
    default:
      hb_call (h, s, o, src);
      break;
    }
}

/* Apply event E to S at count K.  */
static void
hb_apply (struct hb_run *h, struct hb_st *s, const struct hb_ev *e, int k)
{
  const struct pctx *c = h->c;
  unsigned src = s->ord | 1u << h->pa;
  if (e->act >= HB_HSET)
    {
      hb_apply_op (h, s, e, src, k);
      return;
    }
  if (e->act == HB_PBAR)
    {
      if (e->pair == ASC_PIPE_ALL)
        s->ord = HB_ALLMASK;
      else if (e->pair == h->pa)
        s->ord |= 1u << h->pa;
      return;
    }
  const struct pair *r = &c->v[e->pair];
  switch (e->act)
    {
    case HB_SET:
      {
        int k = hb_find (s, e->pair);
        int cc = k >= 0 ? s->e[k].cc : 0;
        hb_set_cc (s, e->pair, (src >> r->p) & 1 ? cc + 1 : 0);
        break;
      }
    case HB_WAIT:
      {
        int k = hb_find (s, e->pair);
        if (k >= 0 && s->e[k].cc >= h->win[e->pair])
          hb_gain (h, s, r->q, e->pair);
        break;
      }
    case HB_B2B:
      if ((src >> r->p) & 1)
        hb_gain (h, s, r->q, e->pair);
      break;
    case HB_ALL:
      if (s->ord != HB_ALLMASK)
        h->used[e->pair] = 1;
      s->ord = HB_ALLMASK;
      break;
    case HB_PRIME:
      {
        /* The window's sets, issued on the entry edge (but those a
           prologue issued before the flow's start, see hb_run.CUT).  */
        int k = hb_find (s, e->pair);
        int cc = k >= 0 ? s->e[k].cc : 0;
        int n = h->win[e->pair] - (e->pair == h->cut_pair ? h->cut_iter : 0);
        hb_set_cc (s, e->pair, (src >> r->p) & 1 && n > 0 ? cc + n : 0);
        break;
      }
    case HB_RESET:
      hb_set_cc (s, e->pair, 0);
      break;
    case HB_DRAIN:
      {
        int k = hb_find (s, e->pair);
        if (k >= 0 && s->e[k].cc >= 1)
          hb_gain (h, s, r->q, e->pair);
        hb_set_cc (s, e->pair, 0);
        break;
      }
    default:
      break;
    }
}

/* Whether event E comes after point key KEY, place RANK.  */
static int
hb_after (const struct hb_ev *e, long key, long rank)
{
  return e->key > key || (e->key == key && e->rank > rank);
}

/* Run the events of block B inside it after key LO, place LO_RANK,
   over S, checking the consumer's point when count K needs it: 0 when
   the consumer may start before A completes.  */
static int
hb_block (struct hb_run *h, struct hb_st *s, int b, int k, long lo,
          long lo_rank)
{
  int check = h->need[k] && b == h->wb.block
              && (h->wb.key > lo || (h->wb.key == lo && h->wb_rank > lo_rank));
  if (lo == LONG_MIN)
    hb_forget_vars (h, s, b);
  for (int x = h->first[b]; x < h->first[b + 1]; x++)
    {
      const struct hb_ev *e = &h->ev[x];
      if (e->to != -2 || !hb_after (e, lo, lo_rank))
        continue;
      if (check && hb_after (e, h->wb.key, h->wb_rank))
        {
          if (!(s->ord & ((1u << h->q) | h->qvia)))
            return 0;
          check = 0;
        }
      hb_apply (h, s, e, k);
    }
  return !check || (s->ord & ((1u << h->q) | h->qvia));
}

/* Copy state FROM into *TO: its fields and its N pairs' counts (the
   rest of E is never read).  */
static void
hb_copy (struct hb_st *to, const struct hb_st *from)
{
  memcpy (to, from, offsetof (struct hb_st, e)
                    + from->n * sizeof from->e[0]);
}

/* The order of hb_st.last values V (nonzero) by how far they let the
   path go: a path at a smaller one goes round no more than one at a
   larger.  */
static int
hb_last_rank (int v)
{
  return v == 3 ? -1 : 2 * (v >> 2) + ((v & 3) == 2);
}

/* The hb_st.last of a join of paths at A and B: the farther bound, none
   when one has none.  */
static int
hb_last_join (int a, int b)
{
  if (!a || !b)
    return 0;
  return hb_last_rank (a) >= hb_last_rank (b) ? a : b;
}

/* Join S into the state *IN of a block (*SEEN: it has one); returns
   whether *IN changed.  */
static int
hb_join (struct hb_st *in, int *seen, const struct hb_st *s)
{
  if (!*seen)
    {
      hb_copy (in, s);
      *seen = 1;
      return 1;
    }
  int changed = 0;
  unsigned ord = in->ord & s->ord;
  int last = hb_last_join (in->last, s->last);
  if (ord != in->ord || last != in->last)
    changed = 1;
  if (last != in->last || in->lastb != s->lastb || in->lastj != s->lastj)
    {
      changed |= in->lastb != 0;
      in->lastb = in->lastj = 0;
    }
  in->ord = ord;
  in->last = last;
  if (s->around && !in->around)
    changed = in->around = 1;
  for (int k = 0; k < in->n;)
    {
      int j = hb_find (s, in->e[k].pair);
      int cc = j < 0 ? 0 : s->e[j].cc;
      if (cc >= in->e[k].cc)
        {
          k++;
          continue;
        }
      changed = 1;
      if (cc == 0)
        in->e[k] = in->e[--in->n];
      else
        in->e[k++].cc = cc;
    }
  return changed;
}

/* Join S into the states IN[0 .. NV) of a block and count (SEEN: which
   hold one): into the one whose path decided the same predicates the
   same way and took an edge making its iteration the last alike
   (hb_st.last), else a free one, else the first, which then keeps only
   the predicates both decided alike (a state holds on every path
   joined into it).  Returns whether a state changed.  */
static int
hb_join_facts (struct hb_st *in, int *seen, int nv, const struct hb_st *s)
{
  int free_slot = -1;
  for (int v = 0; v < nv; v++)
    {
      if (!seen[v])
        {
          if (free_slot < 0)
            free_slot = v;
          continue;
        }
      if (in[v].fk == s->fk && in[v].fv == s->fv && in[v].last == s->last
          && in[v].lastb == s->lastb && in[v].lastj == s->lastj)
        return hb_join (&in[v], &seen[v], s);
    }
  if (free_slot >= 0)
    return hb_join (&in[free_slot], &seen[free_slot], s);
  uint32_t fk = in[0].fk & s->fk & ~(in[0].fv ^ s->fv);
  int changed = fk != in[0].fk;
  in[0].fk = fk;
  in[0].fv &= fk;
  return hb_join (&in[0], &seen[0], s) | changed;
}

/* The predicates S's path decided, taken over the edge from block B
   to its successor J, block T (-1: none): 0 when the path cannot take
   it (an earlier branch of it decided the edge's condition the other
   way, and no definition of an operand came between), else 1, S's
   predicates then those at T's entry: the edge's condition, T's PHIs
   passing on an operand's predicate, none whose operand T defines
   (sync_block.spred, pcopy, pkill).  */
static int
hb_edge_facts (const struct sync_func *fn, struct hb_st *s, int b, int j,
               int t)
{
  if (!fn->npreds)
    return 1;
  const struct sync_block *bb = &fn->blocks[b];
  if (bb->spred && bb->spred[j] >= 0 && (bb->spred[j] >> 1) < SYNC_NPREDS)
    {
      uint32_t bit = 1u << (bb->spred[j] >> 1);
      uint32_t v = bb->spred[j] & 1 ? bit : 0;
      if ((s->fk & bit) && (s->fv & bit) != v)
        return 0;
      s->fk |= bit;
      s->fv = (s->fv & ~bit) | v;
    }
  if (t < 0)
    return 1;
  const struct sync_block *tb = &fn->blocks[t];
  int k = -1;
  for (int q = 0; q < tb->npred && k < 0; q++)
    if (tb->pred[q] == b)
      k = q;
  uint32_t ck = 0, cv = 0;
  for (int i = 0; i < tb->npcopy; i++)
    {
      int dst = tb->pcopy[3 * i + 1], src = tb->pcopy[3 * i + 2];
      if (tb->pcopy[3 * i] != k || dst < 0 || dst >= SYNC_NPREDS)
        continue;
      uint32_t bit = 1u << dst;
      if (src == -2 || src == -3)
        {
          ck |= bit;
          cv |= src == -3 ? bit : 0;
          continue;
        }
      int inv = src >= 64;
      if (inv)
        src -= 64;
      if (src < 0 || src >= SYNC_NPREDS || !((s->fk >> src) & 1))
        continue;
      ck |= bit;
      if (((s->fv >> src) & 1) ^ inv)
        cv |= bit;
    }
  s->fk &= ~tb->pkill;
  s->fk |= ck;
  s->fk &= tb->plive;
  s->fv = ((s->fv & ~ck) | cv) & s->fk;
  return 1;
}

/* Longest chain of single-predecessor blocks hb_start_facts replays.  */
#define HB_FACT_CHAIN 16

/* Set S's predicates to those the branches into block B decided on
   every path to it: the edges of the chain of blocks with one
   predecessor each that ends at B, replayed in order (hb_edge_facts,
   each block's definitions forgetting what they change).  The flow
   from a producer in a branch's arm then does not take the arm's own
   test the other way when it comes round to it again.  */
static void
hb_start_facts (const struct sync_func *fn, int b, struct hb_st *s)
{
  if (!fn->npreds)
    return;
  int chain[HB_FACT_CHAIN + 1], n = 1;
  chain[0] = b;
  while (n <= HB_FACT_CHAIN && fn->blocks[chain[n - 1]].npred == 1)
    {
      int u = fn->blocks[chain[n - 1]].pred[0];
      for (int i = 0; i < n; i++)
        if (chain[i] == u)
          return;               /* a cycle of such blocks: unreachable */
      chain[n++] = u;
    }
  struct hb_st t = *s;
  t.fk = t.fv = 0;
  for (int i = n - 1; i > 0; i--)
    {
      const struct sync_block *ub = &fn->blocks[chain[i]];
      int j = -1;
      for (int k = 0; k < ub->nsucc && j < 0; k++)
        if (ub->succ[k] == chain[i - 1])
          j = k;
      if (j < 0 || !hb_edge_facts (fn, &t, chain[i], j, chain[i - 1]))
        return;
    }
  s->fk = t.fk;
  s->fv = t.fv;
}

/* The count on the edge from block B (count K) to block T: one more
   round H->LOOP's back edge, the last (farther) out of it.  */
static int
hb_next_count (const struct hb_run *h, int b, int k, int t)
{
  const struct sync_func *fn = h->c->fn;
  if (h->nk == 1 || !sync_in_loop (fn, h->loop, b))
    return k;
  if (t == fn->loops[h->loop].header)
    return k + 1 < h->nk ? k + 1 : h->nk - 1;
  return sync_in_loop (fn, h->loop, t) ? k : h->nk - 1;
}

/* Whether the path of state S (H's loop counted) can take the edge
   from block B to its successor J, block T, after edges that bounded
   the rounds its loop still goes (sync_block.slast, hb_st.last: 1 + 4
   * M, the loop goes round at most M more times and exits before the
   next; 2 + 4 * M, it goes round at most M times, then to its header
   and exits there; 3, at that header); updates S->LAST.  Out of the
   loop, a later run starts afresh.  */
static int
hb_last_edge (const struct hb_run *h, struct hb_st *s, int b, int j, int t)
{
  const struct sync_func *fn = h->c->fn;
  const struct sync_block *bb = &fn->blocks[b];
  int header = fn->loops[h->loop].header;
  if (bb->slast && bb->slast[j]
      && sync_last_loop (bb->slast[j]) == h->loop)
    {
      int v = (bb->slast[j] > 0 ? 1 : 2) + 4 * sync_last_more (bb->slast[j]);
      if (!s->last
          || (s->last != 3 && hb_last_rank (v) < hb_last_rank (s->last)))
        {
          s->last = v;
          s->lastb = b + 1;
          s->lastj = j;
        }
    }
  else if (s->lastb == b + 1 && s->lastj != j)
    return 0;                   /* its condition holds still */
  if (t < 0 || !sync_in_loop (fn, h->loop, t))
    {
      s->last = s->lastb = s->lastj = 0;
      return 1;
    }
  if (s->last == 3)
    return 0;                   /* the header's test exits */
  if (t == header && sync_in_loop (fn, h->loop, b) && s->last)
    {
      if (s->last >= 4)
        s->last -= 4;           /* one of the rounds left */
      else if (s->last == 1)
        return 0;
      else
        s->last = 3;
    }
  return 1;
}

/* Propagate S from the end of block B at count K over its out-edges
   into IN / SEEN (per block and count), marking the states that
   changed in TODO, the smallest index marked in *LOWEST when below it;
   a state whose ORD meets DONE (the consumer's pipe, or 0) not: see
   sync_hb_flow.  */
static void
hb_out (struct hb_run *h, const struct hb_st *s, int b, int k,
        struct hb_st *in, int *seen, unsigned char *todo, int *lowest,
        unsigned done)
{
  const struct sync_block *bb = &h->c->fn->blocks[b];
  for (int j = 0; j < bb->nsucc; j++)
    {
      int t = bb->succ[j];
      /* Taken in the first iteration of the counted loop only, and the
         count says a later one.  */
      if (bb->sonce && bb->sonce[j] == h->loop + 1 && k >= 1
          && k < h->nk - 1)
        continue;
      struct hb_st o;
      hb_copy (&o, s);
      if (h->cut_loop >= 0 && t == h->c->fn->loops[h->cut_loop].header)
        o.around = 1;           /* another iteration of A's loop */
      if (!hb_edge_facts (h->c->fn, &o, b, j, t))
        continue;
      if (h->loop >= 0 && !hb_last_edge (h, &o, b, j, t))
        continue;
      if (bb->sfix && bb->sfix[j])
        o.n = 0;                /* the flags: see the file comment */
      else
        for (int x = h->first[b]; x < h->first[b + 1]; x++)
          if (h->ev[x].to == t)
            hb_apply (h, &o, &h->ev[x], k);
      if (t < 0 || (o.ord & done))
        continue;
      int x = t * h->nk + hb_next_count (h, b, k, t);
      if (hb_join_facts (&in[x * h->nv], &seen[x * h->nv], h->nv, &o))
        {
          todo[x] = 1;
          if (x < *lowest)
            *lowest = x;
        }
    }
}

/* The ORD every path of H's flow (IN, SEEN; and END, the state at the
   end of the start block SB when that has no successors) leaves the
   function with, at the end of each block without successors it
   reaches; 0 when it reaches none.  */
static unsigned
hb_exit_ord (struct hb_run *h, const struct hb_st *in, const int *seen,
             int sb, const struct hb_st *end)
{
  const struct sync_func *fn = h->c->fn;
  unsigned ord = HB_ALLMASK;
  int any = 0;
  if (sb >= 0 && fn->blocks[sb].nsucc == 0)
    {
      ord &= end->ord;
      any = 1;
    }
  for (int y = 0; y < fn->nblocks * h->nk * h->nv; y++)
    if (seen[y] && fn->blocks[y / h->nv / h->nk].nsucc == 0)
      {
        int x = y / h->nv;
        struct hb_st s;
        hb_copy (&s, &in[y]);
        hb_block (h, &s, x / h->nk, x % h->nk, LONG_MIN, LONG_MIN);
        ord &= s.ord;
        any = 1;
      }
  return any ? ord : 0;
}

/* Whether some edge of FN makes an iteration the last
   (sync_block.slast): the flow then keeps the paths that took one apart
   (hb_join_facts).  */
static int
hb_any_last (const struct sync_func *fn)
{
  for (int b = 0; b < fn->nblocks; b++)
    if (fn->blocks[b].slast)
      return 1;
  return 0;
}

/* See sync_hb.h.  */
int
sync_hb_flow (struct hb_run *h, struct pt sa, long sa_rank,
              unsigned *exit_ord)
{
  const struct sync_func *fn = h->c->fn;
  int nb = fn->nblocks, nx = nb * h->nk;
  h->nv = fn->npreds || hb_any_last (fn) ? HB_NV : 1;
  struct hb_st *in = (struct hb_st *) malloc ((nx * h->nv + 1) * sizeof *in);
  int *seen = (int *) calloc (nx * h->nv + 1, sizeof (int));
  unsigned char *todo = (unsigned char *) calloc (nx + 1, 1);
  if (!in || !seen || !todo)
    abort ();
  struct hb_st s;
  memset (&s, 0, sizeof s);
  s.ord = h->ord0;
  if (sa.block >= 0)
    hb_start_facts (fn, sa.block, &s);
  int ok = 1;
  /* A path on which the consumer's pipe is ordered after A stays so
     (ORD only grows along a path): the check holds wherever it goes,
     so it need not be followed.  Leaving it out of a join makes the
     state there that of the other paths, which holds for them.  Not
     when every exit's ORD is asked for.  */
  unsigned done = exit_ord || h->wb.block < 0 ? 0
                  : (1u << h->q) | h->qvia;
  int lowest = INT_MAX;
  if (sa.block < 0)
    {
      in[0] = s;
      seen[0] = todo[0] = 1;
    }
  else if ((ok = hb_block (h, &s, sa.block, 0, sa.key, sa_rank)))
    hb_out (h, &s, sa.block, 0, in, seen, todo, &lowest, done);
  struct hb_st end = s;
  /* Blocks in reverse post order (each with its counts); a budget
     bounds the rounds (the states only shrink, so the flow ends
     anyway).  */
  long budget = 64L * nx * h->nv + 256;
  for (int x = 0; ok && x < nx;)
    {
      if (!todo[x])
        {
          x++;
          continue;
        }
      if (--budget < 0)
        {
          ok = 0;
          break;
        }
      todo[x] = 0;
      for (int v = 0; ok && v < h->nv; v++)
        if (seen[x * h->nv + v])
          {
            hb_copy (&s, &in[x * h->nv + v]);
            ok = hb_block (h, &s, x / h->nk, x % h->nk, LONG_MIN, LONG_MIN);
            if (ok)
              hb_out (h, &s, x / h->nk, x % h->nk, in, seen, todo,
                      &lowest, done);
          }
      /* No state below X is to do but those just marked.  */
      if (lowest < x)
        x = lowest;
      lowest = INT_MAX;
    }
  if (exit_ord)
    *exit_ord = ok ? hb_exit_ord (h, in, seen, sa.block, &end) : 0;
  free (in);
  free (seen);
  free (todo);
  return ok;
}

