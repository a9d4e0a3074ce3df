/* { dg-do run } */
/* Unit test of the happens-before flow (sync_hb.c, sync_hb_ordered):
   pairs built by hand, the answers known.

   Straight line: a load (MTE2), a vector op (V), a store (MTE3), a
   load again, a pair MTE2 -> V, V -> MTE3 and MTE3 -> MTE2 between
   each.  The first load is ordered before the vector op by the first
   pair, and before the second load (the same pipe) by the chain of all
   three; not with the middle pair left out.  A set issued before the
   producer carries nothing; a scalar wait (V -> S back to back) orders
   the vector op before everything issued after it.

   A loop whose load at the end of an iteration feeds the vector op at
   its start, through a loop-carried pair MTE2 -> V: over one id the
   next iteration's wait takes that set (ordered); over two ids (lag 2)
   it takes the set of the iteration before (not ordered).  A load
   before the loop is ordered before the vector op by the prime of the
   pair over two ids on the loop's entry edge, issued after it on MTE2;
   the last load before a vector op after the loop by the drain on the
   exit, which takes every set still pending.
   Re-arming (sync_hb_rearmed): in a loop, a pair V -> S after a vector
   op at the top and a pair S -> V after a scalar store, waited by a
   vector op at the end.  The S -> V wait of one iteration comes before
   its next set through the next iteration's V -> S pair (a scalar
   wait); without that pair nothing orders it.

   Each answer, wrong, is a race the flow would let through or a pair
   it would keep.  */
#include "unit-support.h"
#include "sync_place.h"

static int fails;

/* Check that pair set C orders op A before op B as WANT says.  */
static void
expect (struct pctx *c, int a, int b, int skip, int want, const char *what)
{
  int got = sync_hb_ordered (c, a, b, sync_pt_after (c->fn, a),
                             sync_pt_before (c->fn, b), skip);
  printf ("%s: %s%s\n", what, got ? "ordered" : "not ordered",
          got == want ? "" : " (WRONG)");
  fails += got != want;
}

/* The straight-line function.  */
static void
straight (void)
{
  struct ut u;
  ut_init (&u, "straight", 1);
  int ld = ut_load (&u, 0, 0x0);
  int v = ut_vec (&u, 0, 0x0, 0x1000);
  int st = ut_store (&u, 0, 0x1000);
  int ld2 = ut_load (&u, 0, 0x0);
  int v2 = ut_vec (&u, 0, 0x2000, 0x3000);
  int st2 = ut_store (&u, 0, 0x1000);
  ut_exit (&u, 0);
  ut_finish (&u);
  struct pctx c;
  memset (&c, 0, sizeof c);
  c.fn = &u.fn;
  const struct sync_func *fn = &u.fn;
  sync_new_pair (&c, PK_INTRA, ASC_PIPE_MTE2, ASC_PIPE_V,
                 sync_pt_after (fn, ld), sync_pt_before (fn, v), -1);
  sync_new_pair (&c, PK_INTRA, ASC_PIPE_V, ASC_PIPE_MTE3,
                 sync_pt_after (fn, v), sync_pt_before (fn, st), -1);
  sync_new_pair (&c, PK_INTRA, ASC_PIPE_MTE3, ASC_PIPE_MTE2,
                 sync_pt_after (fn, st), sync_pt_before (fn, ld2), -1);
  expect (&c, ld, v, -1, 1, "load before vector op");
  expect (&c, ld, ld2, -1, 1, "load before load, through V and MTE3");
  expect (&c, ld, ld2, 1, 0, "load before load, the middle pair out");
  /* A pair MTE2 -> V set before the load it would carry.  */
  sync_new_pair (&c, PK_INTRA, ASC_PIPE_MTE2, ASC_PIPE_V,
                 sync_pt_before (fn, ld), sync_pt_before (fn, v2), -1);
  expect (&c, ld2, v2, -1, 0, "second load before vector op, set early");
  /* A scalar wait after the first vector op.  */
  expect (&c, v, st2, 1, 0, "vector op before second store, no pair");
  sync_new_pair (&c, PK_B2B, ASC_PIPE_V, ASC_PIPE_S, sync_pt_after (fn, v),
                 sync_pt_after (fn, v), -1);
  expect (&c, v, st2, 1, 1, "vector op before second store, scalar wait");
  free (c.v);
}

/* The loop, its pair MTE2 -> V over ROT ids with lag ROT.  */
static void
loop (int rot)
{
  struct ut u;
  ut_init (&u, "loop", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 1);
  ut_edge (&u, 2, 3);
  ut_exit (&u, 3);
  int pre = ut_load (&u, 0, 0x0);
  int v = ut_vec (&u, 1, 0x0, 0x1000);
  int ld = ut_load (&u, 2, 0x0);
  int after = ut_vec (&u, 3, 0x0, 0x2000);
  ut_finish (&u);
  struct pctx c;
  memset (&c, 0, sizeof c);
  c.fn = &u.fn;
  const struct sync_func *fn = &u.fn;
  struct pair *r = sync_new_pair (&c, PK_LC, ASC_PIPE_MTE2, ASC_PIPE_V,
                                  sync_pt_after (fn, ld),
                                  sync_pt_before (fn, v), u.blocks[1].loop);
  r->rot = rot;
  char what[96];
  snprintf (what, sizeof what, "load before next vector op, %d id%s", rot,
            rot > 1 ? "s" : "");
  expect (&c, ld, v, -1, rot == 1, what);
  snprintf (what, sizeof what, "load before the loop, %d id%s", rot,
            rot > 1 ? "s" : "");
  expect (&c, pre, v, -1, 1, what);
  snprintf (what, sizeof what, "last load before the op after the loop "
            "(the drain), %d id%s", rot, rot > 1 ? "s" : "");
  expect (&c, ld, after, -1, 1, what);
  free (c.v);
}

/* The re-arming loop, with its V -> S pair when WITH_VS.  */
static void
rearm (int with_vs)
{
  struct ut u;
  ut_init (&u, "rearm", 4);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 2, 1);
  ut_edge (&u, 2, 3);
  ut_exit (&u, 3);
  int v1 = ut_vec (&u, 1, 0x0, 0x1000);
  int s1 = ut_sload (&u, 1, 0x1000);
  int s2 = ut_sstore (&u, 1, 0x2000);
  int v2 = ut_vec (&u, 2, 0x2000, 0x3000);
  ut_finish (&u);
  struct pctx c;
  memset (&c, 0, sizeof c);
  c.fn = &u.fn;
  const struct sync_func *fn = &u.fn;
  sync_new_pair (&c, PK_INTRA, ASC_PIPE_S, ASC_PIPE_V, sync_pt_after (fn, s2),
                 sync_pt_before (fn, v2), -1);
  if (with_vs)
    sync_new_pair (&c, PK_INTRA, ASC_PIPE_V, ASC_PIPE_S,
                   sync_pt_after (fn, v1), sync_pt_before (fn, s1), -1);
  int got = sync_hb_rearmed (&c, 0);
  printf ("S -> V re-armed %s the V -> S pair: %s%s\n",
          with_vs ? "with" : "without", got ? "yes" : "no",
          got == with_vs ? "" : " (WRONG)");
  fails += got != with_vs;
  if (with_vs)
    {
      got = sync_hb_rearmed (&c, 1);
      printf ("V -> S re-armed: %s%s\n", got ? "yes" : "no",
              got ? "" : " (WRONG)");
      fails += !got;
    }
  free (c.v);
}

int
main (void)
{
  straight ();
  loop (1);
  loop (2);
  rearm (1);
  rearm (0);
  return ut_verdict ("unit-hb-ordered", fails);
}
/* { dg-final { output-contains "unit-hb-ordered: PASS" } } */
