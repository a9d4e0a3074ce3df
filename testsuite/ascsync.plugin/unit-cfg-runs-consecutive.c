/* { dg-do run } */
/* Unit test of sync_runs_consecutive (sync_cfgindex.c): which blocks
   of a loop run in consecutive iterations of it.  The loop (header 1,
   latch 4, left from 3 to 5) runs blocks 2 and 3 only where the test
   of its iteration number that ends block 1 (t0, sync_block.smono)
   passes, and skips them to the latch where it fails: a pipelined
   loop's stage.  The header and the latch run in every iteration;
   blocks 2 and 3 in those where t0 passes, consecutive ones.  Without
   the label the test is data, and 2 and 3 may run in any iterations.
   With a branch of data from 2 to the latch, 3 no longer runs in every
   iteration where t0 passes (2 still does).  A wrong yes lets a pair
   rotating its ids with the iterations take the set of the wrong
   iteration: a race.  */
#include "unit-support.h"

static int fails;

static void
expect (int got, int want, const char *what)
{
  printf ("%s: %d%s\n", what, got, got == want ? "" : " (WRONG)");
  fails += got != want;
}

/* The loop of the file comment into U (ut_stage_loop); LABEL: block
   1's out-edges labelled by test t0; SKIP: an edge 2 -> 4.  */
static void
build (struct ut *u, int label, int skip)
{
  ut_stage_loop (u, "runs-consecutive");
  if (skip)
    ut_edge (u, 2, 4);
  for (int b = 0; b < 6; b++)
    ut_op (u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vadd");
  ut_finish (u);
  if (label)
    ut_stage_label (u);
}

int
main (void)
{
  struct ut u;
  build (&u, 1, 0);
  expect (u.fn.nloops == 1 && u.fn.loops[0].header == 1
          && u.fn.loops[0].latch == 4, 1, "one loop, header 1, latch 4");
  expect (sync_runs_consecutive (&u.fn, 1), 1, "the header: every iteration");
  expect (sync_runs_consecutive (&u.fn, 4), 1, "the latch: every iteration");
  expect (sync_runs_consecutive (&u.fn, 2), 1, "2: where t0 passes");
  expect (sync_runs_consecutive (&u.fn, 3), 1, "3: where t0 passes");
  expect (sync_runs_consecutive (&u.fn, 0), 1, "0: in no loop");
  sync_func_release_index (&u.fn);

  build (&u, 0, 0);
  expect (sync_runs_consecutive (&u.fn, 2), 0, "2 under a test of data");
  expect (sync_runs_consecutive (&u.fn, 3), 0, "3 under a test of data");
  expect (sync_runs_consecutive (&u.fn, 4), 1, "the latch without labels");
  sync_func_release_index (&u.fn);

  build (&u, 1, 1);
  expect (sync_runs_consecutive (&u.fn, 2), 1, "2 with the skip");
  expect (sync_runs_consecutive (&u.fn, 3), 0,
          "3 skipped by data where t0 passes");
  sync_func_release_index (&u.fn);
  return ut_verdict ("unit-cfg-runs-consecutive", fails);
}
/* { dg-final { output-contains "unit-cfg-runs-consecutive: PASS" } } */
