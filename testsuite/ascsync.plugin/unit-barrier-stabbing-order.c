/* { dg-do run } */
/* Planner unit test, same-pipe barriers placed as intervals are
   stabbed: the dependences forward in an iteration first, each by where
   its barrier goes, then those round a back edge.  A tile loop (header
   block 1, back edge 8 -> 1) converts the tile in two parts under
   branches -- A (block 2) writes F[0, 0x400), T (block 4) F[0x400,
   0x500) -- and then, in an inner loop (header 6, body 7) that may run
   no iteration, S1 reads F and writes W, S2 and S3 read and write W.
   The forward dependences A -> S1 and T -> S1 get a barrier at the end
   of block 5, the join after the parts (outside the inner loop); S1 ->
   S2 and S2 -> S3 one before S2 and S3, and the inner loop's S3 -> S1
   (W, round its back edge) one before S1.  Then the join's barrier also
   orders A and T after A and T of the tile before, and the barrier
   before S2 orders them after S1: four vector barriers.  Taken in the
   order the dependences were found, the round dependences into A and
   T came first and got a barrier each (five).  Then one barrier at the
   start of the inner loop's iteration (its header, block 6) orders all
   that the join's barrier and the one before S1 order, with as many
   runs (one per tile and one per inner iteration): three.  The checker
   follows every path.  */
#include "unit-support.h"

/* A vector operation of block B of U reading UB [RLO, RHI) and writing
   UB [WLO, WHI).  */
static void
vec (struct ut *u, int b, uint64_t rlo, uint64_t rhi, uint64_t wlo,
     uint64_t whi)
{
  int i = ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vadds");
  ut_access (u, i, ASC_SPACE_UB, 0, 0, rlo, rhi);
  ut_access (u, i, ASC_SPACE_UB, 1, 0, wlo, whi);
}

int
main (void)
{
  static struct ut u;
  struct sync_options opts;
  sync_options_default (&opts);
  ut_init (&u, "barrier-stabbing-order", 10);
  ut_edge (&u, 0, 1);
  ut_edge (&u, 1, 2);
  ut_edge (&u, 1, 3);
  ut_edge (&u, 2, 3);
  ut_edge (&u, 3, 4);
  ut_edge (&u, 3, 5);
  ut_edge (&u, 4, 5);
  ut_edge (&u, 5, 6);
  ut_edge (&u, 6, 7);
  ut_edge (&u, 7, 6);
  ut_edge (&u, 6, 8);
  ut_edge (&u, 8, 1);
  ut_edge (&u, 8, 9);
  ut_exit (&u, 9);
  vec (&u, 2, 0x2000, 0x2400, 0x0, 0x400);      /* A: F[0, 0x400) */
  vec (&u, 4, 0x2400, 0x2500, 0x400, 0x500);    /* T: F[0x400, 0x500) */
  vec (&u, 7, 0x0, 0x500, 0x1000, 0x1500);      /* S1: W <- F */
  vec (&u, 7, 0x1000, 0x1500, 0x1000, 0x1500);  /* S2: W <- W */
  vec (&u, 7, 0x1000, 0x1500, 0x1800, 0x1d00);  /* S3: <- W */
  ut_finish (&u);
  struct sync_plan plan;
  int fails = ut_run (&u, 1, &opts, &plan);
  int n = ut_count (&plan, SYNC_BARRIER, ASC_PIPE_V);
  printf ("%d vector barriers\n", n);
  fails += n != 3;
  sync_plan_release (&plan);
  return ut_verdict ("unit-barrier-stabbing-order", fails);
}
/* { dg-final { output-contains "3 vector barriers" } } */
/* { dg-final { output-contains "unit-barrier-stabbing-order: PASS" } } */
