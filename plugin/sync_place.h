/* sync_place.h -- what the files of the structured placement share
   (GCC-independent; see sync_place.c for the method): program points,
   planned pairs and the planning context; sync_points.c (points and
   the CFG relations between them), sync_order.c (whether kept pairs
   already order a dependence), sync_split.c (sets split over paths),
   sync_rearm.c (re-arming), sync_group.c (slot groups), sync_ids.c
   (event ids), sync_barriers.c and sync_barrier_cover.c (same-pipe
   barriers), sync_emit.c (the plan) and sync_dump.c (the planner's
   dump sections).  */

#ifndef ASCSYNC_SYNC_PLACE_H
#define ASCSYNC_SYNC_PLACE_H

#include <stdint.h>
#include <stdio.h>
#include "sync.h"

#define NP ASC_NPIPES
#define MAXCHAIN 256

/* A program point: KEY orders points inside one block.  */
struct pt
{
  int block;
  long key;
  enum sync_where where;
  int op;
};

enum pk
{
  PK_INTRA, PK_LC, PK_B2B, PK_ALL
};

/* A dependence A -> B (op indices) of distance DIST (see pctx.dist),
   to be ordered from point SA to point WB: after A and before B, or
   for a same-pipe dependence see outer_carried.  */
struct dep
{
  int a, b;
  int dist;
  struct pt sa, wb;
  int carried;               /* B after A in the iteration, but they
                                conflict only DIST iterations apart */
  int xdist;                 /* same-pipe, carried by a loop: > 0 as
                                from one run of that loop to a later
                                run, XSA before XWB, XDIST iterations of
                                an enclosing loop apart (see
                                outer_carried); 0: no later run */
  struct pt xsa, xwb;
  int xonly;                 /* the loop runs fewer than DIST iterations
                                a run: only that form happens */
};

/* A growing list of dependences.  */
struct deps
{
  int n, cap;
  struct dep *v;
};

/* An intra or loop-carried pair's set issued at several points (see
   sync_split.c): CUT[0 .. NCUT); the region R between them and the
   pair's point S holds, in block X, the points of key above LO[X]
   (LONG_MAX: none of X; in S's block only those before S).  */
struct split
{
  int ncut;
  struct pt *cut;
  long *lo;
};

/* Most primes of a pair sync_prologue.c places one by one.  */
#define SYNC_EARLY_MAX 4

/* A planned pair (or barrier).  */
struct pair
{
  enum pk kind;
  int p, q;
  struct pt s, w;            /* B2B/ALL: both at W */
  int loop;                  /* PK_LC: the loop */
  int runs;                  /* PK_LC: the loop whose entry primes and
                                whose exits drain (LOOP, or a loop
                                enclosing it, see prime_outside) */
  int ack;                   /* an acknowledgement pair */
  int fallback;              /* a pair without an id, made a wait for
                                its source pipe through PIPE_S */
  int xset;                  /* PK_LC: 1: the loop may be left after
                                the wait and before the set of an
                                iteration (GCC's copy of its exit test
                                inside the body); the drain on such an
                                exit waits for one set fewer
                                (sync_exit_sets); SYNC_XSET_GUARDED:
                                the wait and the set run in consecutive
                                iterations, not in all (sync_lc_valid);
                                SYNC_XSET_LATE: the wait follows the set
                                in the iteration (a pair into the scalar
                                pipe, over LAG + 1 ids); any way the set
                                is not split and the ids stay with the
                                loop's runs */
  int exits_too;             /* a loop-carried pair made a fallback
                                (B2B or ALL): the same sync also on
                                every exit edge of loop RUNS, where its
                                drain was */
  int dead;
  int event;
  int rot;                   /* PK_LC: ids rotated over ROT iterations
                                (the dependence has distance >= ROT);
                                1 otherwise */
  int lead;                  /* > 0: in the slot group led by pair
                                LEAD - 1 (see sync_group.c), sharing its
                                ids, prime and drain */
  int lag;                   /* PK_LC, ROT > 1, when nonzero: the wait
                                of iteration T consumes the set of
                                iteration T - LAG (id T - LAG mod ROT),
                                not T - ROT; 0: LAG is ROT (see
                                sync_pair_lag) */
  int phase;                 /* ROT > 1: the ids follow a counter's
                                value from its start PPHASE (see
                                slot_key), so they mean the same slots
                                in every run; 0: the iteration number
                                from 0 at each entry */
  int key, keyn;             /* PK_INTRA, KEY > 0: its ids are EVENT + I
                                for the I-th of the KEYN values KEYV0 +
                                I of the parameter KEY names (a
                                sync_access.VKEY; see sync_key_ids) */
  int64_t keyv0;
  int pro;                   /* PK_LC, > 0: its primes are issued in
                                loop PRO - 1, the prologue before its
                                loop, one per iteration at PRO_AT, the
                                rest on the prologue's exits; < 0: the
                                prime of its iteration J at EARLY[J],
                                J < LAG, on the dominators of its loop's
                                entry (see sync_prologue.c) */
  struct pt pro_at;
  int pro_full;              /* PRO > 0: every run of the prologue
                                issues all the primes (no more on its
                                exits) */
  struct pt early[SYNC_EARLY_MAX];
  int nskip;                 /* PRO: the edges where a path leaves for
                                elsewhere than the loop after primes
                                were issued, SKIP[K] (SYNC_ON_EDGE)
                                after the first SKIPN[K] of them */
  struct pt skip[SYNC_EARLY_MAX];
  int skipn[SYNC_EARLY_MAX];
  struct deps deps;          /* the dependences it orders */
  struct split *split;       /* PK_INTRA, PK_LC: the set issued at the cut
                                points of SPLIT, not at S; null: at S */
};

/* The point where pair R acts on its source pipe: its set, or the one
   point of a back-to-back pair or a barrier.  */
static inline struct pt
sync_set_pt (const struct pair *r)
{
  return r->kind == PK_B2B || r->kind == PK_ALL ? r->w : r->s;
}

/* How many consecutive ids pair R holds from its EVENT on: one per
   value of its parameter key, else its ROT.  */
static inline int
sync_pair_nids (const struct pair *r)
{
  return r->key ? r->keyn : r->rot;
}

/* The distance in iterations over which loop-carried pair R orders its
   set before its wait: its LAG, or its ROT.  */
static inline int
sync_pair_lag (const struct pair *r)
{
  return r->lag ? r->lag : r->rot;
}

/* A planned same-pipe barrier at a program point.  */
struct sbar
{
  struct pt at;
  int pipe;
  int cause;                 /* the producer (op index) */
  int peer;                  /* the consumer (op index) */
  int guard;                 /* see sync_insn.GUARD */
  int period;                /* see sync_insn.PERIOD */
};

/* A list of same-pipe barriers, in the order planned (before the
   consumer or see barrier_point).  */
struct sbar_list
{
  struct sbar *v;
  int n, cap;
};

/* The pairs a successful order test relied on (sync_ordered,
   sync_ordered_lc): while they all live, the test holds again.  N -1:
   not recorded.  */
#define SYNC_WITMAX 8
struct witness
{
  int n;
  int v[SYNC_WITMAX];
};

struct pctx
{
  const struct sync_func *fn;
  const struct sync_options *opts;
  struct sync_plan *plan;
  int nb;
  int *din, *dout, *pin, *pout;  /* dom / pdom tree DFS intervals */
  int bw;                    /* words per block bitset */
  uint64_t **live;           /* per pair: live_blocks, or null */
  int *ipd;                  /* per block: immediate iteration
                                post-dominator (see iter_postdom), -1 */
  struct pair *v;
  int nv, cv;
  uint32_t handids[NP][NP];  /* ids used by hand-written sync */
  int has_hand;
  int *hflags, nhflags;      /* the hand-written set_flag and wait_flag
                                of no loop or an outermost loop's own
                                blocks (sync_hand_flags) */
  int keyed;                 /* loop-carried pairs may follow a
                                counter's slots (see slot_key) */
  int own_runs;              /* a loop-carried pair primed around an
                                outer loop may be primed around its own
                                to rotate its ids with a lag
                                (sync_rearm.c) */
  int dist;                  /* smallest distance, in iterations, of the
                                dependence being ordered when it crosses
                                a back edge: a rotating pair covers it
                                only when its ROT is no larger */
  struct deps imp;           /* dependences ordered without a pair of
                                their own */
  struct deps same;          /* same-pipe dependences, decided last
                                (the points they order: see struct
                                dep) */
  struct sbar_list bars;     /* the plan's same-pipe barriers */
  int bars_final;            /* BARS are the plan's, guards set: the
                                happens-before flow counts them (not
                                while they are planned, when a barrier
                                would order what it is tested for) */
  struct witness *wit;       /* non-null: where the order tests record
                                the pairs of a success */
  int apart, held, held_for; /* the last pair a dependence was kept from
                                joining (see join_delays), the consumer
                                joining would have held and the
                                producer it would have waited for; -1 */
  int joinall;               /* join wherever a pair can take a
                                dependence (join_delays not asked) */
  int refused;               /* joins join_delays refused */
  struct sync_hb_cache *hbc; /* the happens-before flow's events, kept
                                between questions (sync_hb.c); null
                                before the first */
  int xslot, xa, xb;         /* XSLOT: the order tests admit only loop-
                                carried pairs whose ids follow the slots
                                of the dependence XA -> XB, one at most
                                in a chain, its last wait before the
                                consumer (see sync_dep_ordered) */
};

/* sync_points.c: program points and CFG relations.  */
struct pt sync_pt_before (const struct sync_func *fn, int i);
struct pt sync_pt_after (const struct sync_func *fn, int i);
struct pt sync_pt_start (const struct sync_func *fn, int b);
struct pt sync_pt_end (const struct sync_func *fn, int b);
void sync_tree_intervals (int nb, const int *parent, int *in, int *out);
void sync_iter_postdom (const struct sync_func *fn, int *ipd);
int sync_bdom (const struct pctx *c, int x, int y);
int sync_bpdom (const struct pctx *c, int x, int y);
int sync_pdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq);
int sync_ppdom_pt (const struct pctx *c, struct pt x, struct pt y, int eq);
int sync_common_loop (const struct sync_func *fn, int a, int b);
int sync_intra_valid (const struct pctx *c, struct pt s, struct pt w);
int sync_exit_sets (const struct pctx *c, const struct pair *r, int x);
/* sync_lc_valid's XSET (and pair.XSET) for a wait and a set that run in
   consecutive iterations of their loop, not in all.  */
#define SYNC_XSET_GUARDED 2
/* sync_lc_valid's XSET (and pair.XSET) for a wait after the set in
   each iteration, no exit of the loop between them: the wait of
   iteration T takes the set of T - LAG, the sets of T - LAG + 1 to T
   on other ids (ROT LAG + 1).  The wait's pipe is the scalar one, so
   the wait stalls issue and the set of T + 1, which takes the id
   again, is issued after it.  As hand-written prefetch sync is:
   "load (next); set_flag (MTE2, S, next); wait_flag (MTE2, S, cur);
   read (cur)".  */
#define SYNC_XSET_LATE 3
int sync_lc_valid (const struct pctx *c, int l, struct pt s, struct pt w,
                   int ablock, int xset);
int sync_no_deeper_loop (const struct sync_func *fn, int x, int b);
int sync_s_chain (const struct pctx *c, int a, struct pt *out);
int sync_w_chain (const struct pctx *c, int b, struct pt *out);
int sync_follows (const struct pctx *c, struct pt sa, struct pt x);
int sync_barrier_between (const struct pctx *c, struct pt x, struct pt sa,
                          struct pt wb, int fwd);
/* Whether point X orders SA before WB when every path from SA to WB
   goes round the back edge of loop L (-1: none): X lies in L, after SA
   to the end of the iteration or before WB from its start.
   (sync_points.c)  */
int sync_round_between (const struct pctx *c, struct pt x, struct pt sa,
                        struct pt wb, int l);
struct pt sync_barrier_point (const struct pctx *c, int a, int b);
int sync_forward_path (const struct sync_func *fn, struct pt sa, struct pt wb,
                       int l);
struct pt sync_hoist_point (const struct pctx *c, int a, int b, int fwd,
                            int cl);
int sync_loop_rep (const struct sync_func *fn, int l, int b);
int sync_back_only (const struct pctx *c, struct pt sa, struct pt wb);

/* sync_place.c: the loop whose entry primes and whose exits drain
   pair R: for a loop-carried pair whose ids mean the same slots in
   every run of its loop, the outermost enclosing loop with one entry
   edge and exits that stay in the function (see prime_outside); else
   R->RUNS.  */
int sync_runs (const struct pctx *c, const struct pair *r);
/* sync_place.c: how the ids of loop-carried pair R mean the same slots
   in every run of its loop: 0 from 0 at each entry, P > 0 following a
   counter from its start PPHASE P, -1 they cannot.  */
int sync_slot_key (const struct pctx *c, const struct pair *r);

/* sync_order.c: what the kept pairs order.  */
int sync_pair_covers (const struct pctx *c, const struct pair *r, struct pt sa,
                      struct pt wb);
/* Record pairs I and J (J -1: none) in C->WIT when non-null, as what a
   successful order test relied on; returns 1.  */
int sync_witness (const struct pctx *c, int i, int j);
int sync_ordered (const struct pctx *c, int p, int q, struct pt sa,
                  struct pt wb, int skip);
int sync_ordered_lc (const struct pctx *c, int p, int q, struct pt sa,
                     struct pt wb, int skip);
int sync_ordered_chain (const struct pctx *c, int p, int q, struct pt sa,
                        struct pt wb, int skip, int back);
/* sync_hand.c: what hand-written sync orders.  List the hand-written
   set_flag and wait_flag of FN that sync_hand_ordered may take as links
   into C->HFLAGS (freed by the caller).  */
void sync_hand_flags (struct pctx *c);
int sync_hand_ordered (const struct pctx *c, int a, int b, int l);
/* Whether every path from operation A to operation B that stays in
   loop L (from one iteration of a run of L to a later one of that run)
   passes a hand-written barrier ordering A's pipe before B's; 0 when L
   is -1.  */
int sync_hand_barrier_in_run (const struct pctx *c, int a, int b, int l);
/* How sync_dep_ordered tests: sync_ordered; or sync_ordered_lc too;
   or only sync_ordered_chain round the back edge.  */
enum sync_how
{
  SYNC_HOW_PLAIN, SYNC_HOW_LC, SYNC_HOW_ROUND
};
/* Whether the kept pairs other than SKIP order the dependence from
   operation A to operation B, from point SA to point WB, C->DIST
   iterations apart when it crosses a back edge, tested as HOW says: in
   one run of its loop, and from one run to the next (see
   sync_order.c).  */
int sync_dep_ordered (struct pctx *c, int a, int b, struct pt sa,
                      struct pt wb, int skip, enum sync_how how);

/* sync_hb.c: whether the kept pairs other than SKIP order every
   instance of operation A, from point SA after it, before every later
   instance of operation B at point WB, along every path: a
   happens-before data-flow (see sync_hb.c).  Sound for any distance
   and for a same-pipe dependence too; records in C->WIT, when
   non-null, the pairs it relied on (N -1 when more than fit).  */
int sync_hb_ordered (struct pctx *c, int a, int b, struct pt sa,
                     struct pt wb, int skip);
/* sync_hb.c: whether the kept pairs other than RI and the
   hand-written sync order the wait of pair RI (on its destination
   pipe) before its next set (on its source pipe) wherever that set is
   reached from the wait: its flag is re-armed (see sync_rearm.c).  */
int sync_hb_rearmed (struct pctx *c, int ri);

/* Likewise without relying on pair SKIP (-1: none).  (sync_hb.c)  */
int sync_hb_rearmed_without (struct pctx *c, int ri, int skip);
/* Whether the flow orders the wait of pair RI before point X, where a
   set of RI is issued (one cut point of its split set).  */
int sync_hb_rearmed_at (struct pctx *c, int ri, struct pt x);
/* Whether the flow, without pairs SKIP and SKIP2, orders the work of
   pipe PA at point SA (after the insertions there up to place SA_RANK)
   before the next instruction of pipe Q at point WB (place WB_RANK)
   wherever the flow reaches it from SA (not reached: ordered); 0 when
   either point is on an edge.  */
int sync_hb_point_before (struct pctx *c, int pa, struct pt sa,
                          long sa_rank, int q, struct pt wb, long wb_rank,
                          int skip, int skip2);

/* The fewest iterations J, 1 to HB_KMAX, over which the kept pairs
   other than loop-carried pair RI and SKIP and the hand-written sync
   order RI's wait of an iteration before its set of J iterations later
   (at each cut point of a split set), by the happens-before flow,
   through any pipes, or 0.
   (sync_hb_query.c)  */
int sync_hb_rearm_span (struct pctx *c, int ri, int skip);

/* What re-arming loop-carried pair RI takes, by the kept pairs other
   than SKIP (-1: none; then the structural order tests count too): 0
   nothing (its wait is ordered before its set in one iteration), 1 a
   rotation lagging behind the pairs that order it later
   (rotate_lagging), 2 an acknowledgement pair.  (sync_rearm.c)  */
int sync_rearm_cost (struct pctx *c, int ri, int skip);

/* sync_hb.c: free the events the happens-before flow keeps in C
   between questions (pctx.hbc).  */
void sync_hb_cache_free (struct pctx *c);

/* Into ORD (see sync_plan.exit_ord): per pipe X, the pipes whose next
   instruction after the function returns the kept pairs and the
   hand-written sync order after the work X issued before its entry, on
   every path; and into PER_OP (see sync_plan.op_exit_ord; FN->NOPS
   bytes, zeroed) those after each pipe operation I, into PER_OP[I],
   for the first SYNC_ORDERS_MAXOPS operations.  (sync_hb_query.c)  */
void sync_hb_exit_orders (struct pctx *c, unsigned char ord[ASC_NPIPES],
                          unsigned char *per_op);
/* Per operation of C's function, allocated: the pipes whose work
   issued before its entry (see sync_plan.entry_ord), or with VIA whose
   next instruction after the last boundary wait (sync_boundary.c) of
   that pipe or of S dominating the operation, or after the entry (see
   sync_plan.entry_via), the kept pairs, the barriers and the
   hand-written sync order before the operation, on every path; an
   operation past the first SYNC_ORDERS_MAXOPS gets none.
   (sync_hb_query.c)  */
unsigned char *sync_hb_entry_orders (struct pctx *c, int via);
/* Whether the kept pairs and the hand-written sync order operation A
   before every later instance of operation B, along every path, when
   the first ITER primes of loop-carried pair RI, moved before A (see
   sync_prologue.c), carry nothing; when L >= 0, A runs in iteration
   ITER of loop L, the prologue issuing those primes (counted from its
   entry; A's slot rotations of L give its bytes there).
   (sync_hb_query.c)  */
int sync_hb_ordered_cut (struct pctx *c, int a, int b, int ri, int l,
                         int iter);
/* sync_prologue.c: move the primes of the loop-carried pairs of C up
   to where the work their iterations need is done, into the iterations
   of a prologue loop or after the copies on the dominators of their
   loop's entry, where the happens-before flow shows it safe (see the
   file comment).  Dumps to DRED when non-null.  */
void sync_prologue_primes (struct pctx *c, FILE *dred);
/* sync_hb.c: the same by the hand-written sync alone (keep mode).  */
int sync_hb_hand_ordered (struct pctx *c, int a, int b, struct pt sa,
                          struct pt wb);

/* sync_place.c: a new pair of kind K for P -> Q at points S and W (in
   loop LOOP for PK_LC), appended to C->V.  */
struct pair *sync_new_pair (struct pctx *c, enum pk k, int p, int q,
                            struct pt s, struct pt w, int loop);

/* sync_rearm.c: re-arming.  How an exit of loop-carried pair R's loop
   from block X stands to R's set in the iteration it leaves: 1 after it
   (the set dominates the end of X), 2 after the wait but before the
   set (sync_exit_sets), 0 before it (X is the loop's
   header, the set outside it), -1 neither.  */
int sync_exit_after_set (const struct pctx *c, const struct pair *r, int x);
/* Give pair RI what re-arms its flag (see sync_rearm.c).  */
void sync_ensure_rearm (struct pctx *c, int ri);

/* sync_split.c: early sets.  Split the set of new intra or
   loop-carried pair RI, placed for consumer B, back over work of its
   source pipe that B does not depend on (R->SPLIT; left null when no
   such work lies before S).  */
void sync_split_set (struct pctx *c, int ri, int b);
/* Whether point X lies in the region of R's split set (after a cut
   point, before S): 0 when R's set is not split.  */
int sync_in_split (const struct pair *r, struct pt x);
/* sync_split.c: whether X and Y are one program point: the insertions
   at both go in one sequence (see issue_rank).  */
int sync_same_point (struct pt x, struct pt y);
/* Whether R's set (every point it is issued at) follows X in the
   iteration: X is post-dominated by R's point and not in its split
   region.  */
int sync_set_follows (const struct pctx *c, const struct pair *r,
                      struct pt x);
/* Whether pair J's set (JSET nonzero) or wait and pair I's set (ISET)
   or wait lie at one program point, where the plan issues J's first.
   The point relations (sync_pdom_pt, sync_ppdom_pt, sync_set_follows)
   with EQ take one point as both before and after itself, so a test
   that one pair's set follows another pair's wait at that point (a
   link of a chain) must also ask this: of two back-to-back pairs at the
   end of a block, the one planned first is issued first, whatever the
   chain needs.  */
int sync_issued_before (const struct pctx *c, int j, int jset, int i,
                        int iset);
/* The order of the insertions at one point inside a block (on a CFG
   edge they go in the order made): the waits of intra and loop-carried
   pairs and the same-pipe barriers, then each back-to-back pair and
   pipe_barrier (PIPE_ALL) (set before wait), then the sets of intra
   and loop-carried pairs.  sync_emit_plan keys the insertions by it and
   sync_issued_before reads it.  */
enum sync_phase
{
  SYNC_PHASE_WAITS, SYNC_PHASE_PAIRS, SYNC_PHASE_SETS
};
/* The place of pair I's set (SET nonzero) or wait among the insertions
   sync_emit_plan makes at the point where it acts, lower first: on a
   CFG edge in the order of the pairs; elsewhere by its phase (enum
   sync_phase), then in the order of the pairs, a back-to-back pair's
   set before its wait.  */
long sync_issue_rank (const struct pctx *c, int i, int set);
/* Issue R's set at S again (free R->SPLIT).  */
void sync_unsplit (struct pair *r);

/* sync_ids.c: event ids.  */
const uint64_t *sync_live_blocks (struct pctx *c, int ri);
int sync_in_live (struct pctx *c, int ri, struct pt p);
int sync_interfere (struct pctx *c, int xi, int yi, int deep);
void sync_assign_ids (struct pctx *c);
/* Give each intra pair of C whose dependences are all between
   operations whose local accesses are functions of one parameter with
   few values (sync_access.VKEY: the slot a tile helper is given) one id
   per value of that parameter, when that many ids are free of every
   other pair of its pipe pair: KEY, KEYN, KEYV0 and EVENT the first.
   Within one run of the function the pair uses one id, as before; two
   runs given different slots (the calls of tile T and T + 1) use
   different ids, so the caller need not hold the second call's set
   until the first call's wait took the flag (gimple_summary.cc,
   add_flag_turns).  Run after sync_assign_ids.  */
void sync_key_ids (struct pctx *c);

/* Forget the witness C->WIT holds (when non-null), before an order
   test that may succeed without recording one.  */
void sync_witness_clear (const struct pctx *c);

/* Whether witness W of an order test still holds with pair SKIP left
   out: all its pairs live (then the test still succeeds).  */
int sync_witness_holds (const struct pctx *c, const struct witness *w,
                        int skip);

/* What sync_same_relies_on found with every live pair of C, kept
   while pairs only die (sync_same_memo_drop after each): per dependence
   of C->SAME, whether the pairs order it (-1: not yet known) and the
   witness of that, and the number of barriers planned (-1: not yet
   known).  Starts as { NULL, NULL, -1 }; sync_same_memo_reset frees
   it.  */
struct same_memo
{
  signed char *all;
  struct witness *wit;
  int with;
};

/* Whether the same-pipe barriers of C->SAME (sync_plan_barriers) rely
   on pair SKIP of C: without it, a dependence the kept pairs order
   would be left unordered and the plan take more barriers.  M holds
   what is known with every live pair (filled here).  Leaves C->DIST
   changed.  */
int sync_same_relies_on (struct pctx *c, int skip, struct same_memo *m);

/* A pair of C died: forget in M what relied on it.  A dependence found
   unordered stays so (a heuristic: sync_same_relies_on only weighs
   barriers; sync_plan_barriers tests it again).  */
void sync_same_memo_drop (const struct pctx *c, struct same_memo *m);

/* Free what M holds.  */
void sync_same_memo_reset (struct same_memo *m);

/* sync_barrier_cover.c: whether a barrier of pipe P at AT orders
   same-pipe dependence K of C->SAME (forward in the iteration when
   FWD): right before its consumer, or on every path between its
   points.  */
int sync_barrier_orders_dep (const struct pctx *c, struct pt at, int p,
                             int k, int fwd);

/* sync_barrier_cover.c: how often a barrier at AT runs, as GCC's
   profile estimates it; -1 unknown.  */
int64_t sync_point_freq (const struct sync_func *fn, struct pt at);

/* sync_barrier_cover.c: drop the barriers of BL, planned for the
   same-pipe dependences of C (NEED, forward FWDS, at the own point of
   barrier OWN[K]), whose dependences the other barriers order too,
   latest planned first, keeping the order of the rest; OWN follows the
   renumbering (-1: its barrier went).  */
void sync_drop_covered_barriers (struct pctx *c, struct sbar_list *bl,
                                 const int *need, const int *fwds, int *own);

/* sync_barrier_cover.c: move barriers of BL (as above) to earlier
   points where they wait for the same work at no cost and stand for
   other barriers then dropped, when GCC's profile runs them no more
   often than those together (see the head of that file).  */
void sync_merge_lifted_barriers (struct pctx *c, struct sbar_list *bl,
                                 const int *need, const int *fwds, int *own);

/* sync_barriers.c: plan the same-pipe barriers of C->SAME into
   C->BARS (after the pairs are final), taking what M (null: nothing)
   found ordered with them.  */
void sync_plan_barriers (struct pctx *c, const struct same_memo *m);

/* sync_emit.c: emit the kept pairs and barriers of C into its plan,
   sorted by position, counting the pipe pairs used.  */
void sync_emit_plan (struct pctx *c);

/* sync_group.c: slot groups.  Group the loop-carried pairs of sibling
   loops that may share ids (dumping to DUMP when non-null); returns
   how many joined a group.  */
int sync_form_groups (struct pctx *c, FILE *dump);
/* Whether a slot group orders SA (after an operation on pipe P, in one
   loop of the group) before WB (before an operation on Q, in another),
   without pair SKIP.  */
int sync_group_covers (const struct pctx *c, int p, int q, struct pt sa,
                       struct pt wb, int skip);

/* sync_group.c: whether the accesses of A (in loop LA, ids from phase
   PA) and B (LB, PB) that conflict are slot rotations of those loops
   counted as the ids are and meet only in slots of equal residue
   modulo ROT.  */
int sync_same_slot_only (const struct sync_op *a, const struct sync_op *b,
                         int la, int pa, int lb, int pb, int rot);
/* sync_group.c: whether those conflicting accesses meet only in residues
   R of A and S of B (modulo ROT) with IDA[R] == IDB[S] (NULL: the
   residue), as a pair whose ids rotate with an offset orders them.  */
int sync_slots_meet_on_ids (const struct sync_op *a, const struct sync_op *b,
                            int la, int pa, int lb, int pb, int rot,
                            const int *ida, const int *idb);

/* sync_dump.c: the planner's dump sections.  Print to OUT dependence
   A -> B (carried by LOOP at distance DIST, or LOOP -1 within an
   iteration) and WHAT ordered it, with virtual pair PAIR when >= 0.  */
void sync_dump_dep (const struct pctx *c, int a, int b, int loop, int dist,
                    const char *what, int pair, FILE *out);
/* Print program point P of FN to OUT ("after op3 (line 12)").  */
void sync_dump_point (const struct sync_func *fn, struct pt p, FILE *out);
/* Print pair I (kind, pipes, points, dependences) to OUT.  */
void sync_dump_pair (const struct pctx *c, int i, FILE *out);
/* Print every pair with its event id, then per pipe pair the pairs
   kept and the ids they use, to OUT.  */
void sync_dump_alloc (const struct pctx *c, FILE *out);

#endif /* ASCSYNC_SYNC_PLACE_H */
