/* sync_hb.h -- the happens-before flow's state and events, shared by
   its engine (sync_hb.c) and its queries (sync_hb_query.c); internal to
   those two (GCC-independent).  */

#ifndef SYNC_HB_H
#define SYNC_HB_H

#include "sync_place.h"

/* Largest count kept, and most pairs a state tracks (more are dropped:
   a count of 0 is always safe).  */
#define HB_CCMAX 8
#define HB_MAXE 32
#define HB_ALLMASK ((1u << NP) - 1)

enum hb_act
{
  HB_SET, HB_WAIT, HB_B2B, HB_ALL, HB_PRIME, HB_RESET, HB_DRAIN,
  HB_PBAR,                   /* a planned same-pipe barrier (pipe in
                                hb_ev.pair) */
  HB_HSET, HB_HWAIT, HB_HBAR, HB_CALL      /* hand-written, a call */
};

/* Iteration distances of the loop holding producer and consumer that
   a run tells apart (see hb_residues); farther ones count as one.  */
#define HB_KMAX 4
#define HB_NK (HB_KMAX + 2)

/* States per block and count with different predicate values.  */
#define HB_NV 8

/* Hand-written event ids told apart (more: see hb_hand_set).  */
#define HB_HIDS 64

/* An insertion the flow models: in block BLOCK (TO -2) at KEY, or on
   the edge BLOCK -> TO; RANK orders the ones at one point.  */
struct hb_ev
{
  int block, to;
  long key, rank;
  int pair;                  /* the pair; hand-written sync, a call: the
                                operation; HB_PBAR: the pipe */
  enum hb_act act;
};

/* The state: see the file comment.  E[0 .. N) by pair index.  */
struct hb_st
{
  unsigned ord;
  uint32_t fk, fv;           /* the predicates the path decided
                                (sync_block.spred), and their values */
  int last;                  /* the path took an edge that bounds the
                                rounds of the counted loop left
                                (sync_block.slast): 1 + 4 * M, at most
                                M more, then it exits before its
                                header; 2 + 4 * M, at most M more, then
                                to the header that exits (3 there; see
                                hb_last_edge) */
  int lastb, lastj;          /* LASTB > 0: the edge that set LAST,
                                from block LASTB - 1 to its successor
                                LASTJ; its condition holds in every later
                                iteration of the run (gimple_once.cc),
                                so a path there takes no other edge */
  int around;                /* the path has entered the header of
                                hb_run.CUT_LOOP since A: it is past A's
                                iteration of that loop */
  int n;
  struct
  {
    int pair;
    int cc;
  } e[HB_MAXE];
};

/* One run of the flow.  */
struct hb_run
{
  struct pctx *c;
  int pa, q;                 /* pipes of producer and consumer */
  unsigned qvia;             /* pipes X whose next instruction the
                                consumer, a copy of a callee's work
                                entering a call, follows in the callee
                                (sync_op.entry_via): A ordered before
                                that instruction is ordered before it */
  unsigned ord0;             /* ORD at the start (see hb_start_ord) */
  int loop, nk;              /* hb_residues: the loop whose iterations
                                since A's the flow counts, in states
                                0 .. NK - 1 (NK - 1: farther, or another
                                run of LOOP, or out of it); NK 1: none */
  int entry;                 /* the counts are LOOP's iterations from
                                its entry, A outside it (see
                                hb_entry_residues) */
  int entry_all;             /* ENTRY, though every count needs the
                                check, for hand-written ids rotating
                                with LOOP (see hb_entry_residues) */
  unsigned char need[HB_NK]; /* per count: the consumer's instance there
                                may conflict with A's, so it is checked */
  struct pt wb;              /* the consumer's point, and its place */
  long wb_rank;              /* among the insertions there */
  struct hb_ev *ev;
  int nev;
  int *first;                /* per block: its first event, NB + 1 */
  unsigned char *used;       /* per pair: a wait or pair gave ORD a pipe */
  int nv;                    /* states kept per block and count, told
                                apart by the predicates their paths
                                decided (HB_NV when the function has
                                predicates, else 1) */
  int *win;                  /* per pair: hb_window, or 0 left out */
  int *vdef, nvdef;          /* the hand-written flags' variable ids
                                (sync_op.ev_var) and the blocks defining
                                them, in pairs (see hb_forget_vars) */
  int cut_pair, cut_iter;    /* CUT_PAIR >= 0: the first CUT_ITER
                                primes of that pair, moved before A
                                (sync_prologue.c), carry nothing: its
                                prime on the entry edge of its loop
                                counts CUT_ITER sets fewer; when
                                CUT_LOOP >= 0, A runs in iteration
                                CUT_ITER of that loop, the prologue, and
                                its accesses rotating with it are those
                                of that iteration */
  int cut_loop;
};

/* Collect into H the hand-written sync and the calls of the function,
   each between the points before and after its operation, and, when
   PAIRS, the insertions of the kept pairs other than SKIP and SKIP2
   and, once final (pctx.bars_final), the same-pipe barriers planned
   (but those skipped in a first iteration);
   sorted, with H->FIRST (H->C set, H->WIN allocated).  */
void sync_hb_collect (struct hb_run *h, int skip, int skip2, int pairs);

/* The flow of sync_hb.c's file comment over H from SA (place SA_RANK
   there; SA.BLOCK -1: from the function's entry), with ORD H->ORD0
   there: whether the consumer's point is reached only with the
   consumer's pipe in ORD; *EXIT_ORD (when non-null) gets the ORD every
   path leaves the function with (0 when none does).  */
int sync_hb_flow (struct hb_run *h, struct pt sa, long sa_rank,
                  unsigned *exit_ord);

#endif /* SYNC_HB_H */
