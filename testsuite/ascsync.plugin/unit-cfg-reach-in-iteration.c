/* { dg-do run } */
/* Unit test of the CFG index (sync_cfgindex.c) the structured placement
   asks, for every pair of operations, whether one point reaches another
   in one iteration and whether a loop holds a block.  In a loop with a
   branch (blocks 0 before it, 1 its header, 2 taken from 1 or not, 3
   with the back edge 3 -> 1, 4 after it): within an iteration of the
   loop, 1 reaches 2 and 3 but nothing reaches back into 1, and 3 does
   not reach 2; in the function body, round the back edge, it does.
   Avoiding block 2, 1 still reaches 3 (the edge 1 -> 3), and 0 does not
   reach 4 avoiding the header.  The answers are the same after the
   index is freed and made again.  A wrong answer places a barrier or a
   pair where a path from the producer bypasses it: a race.  */
#include "unit-support.h"

static int fails;

static void
expect (int got, int want, const char *what)
{
  printf ("%s: %d%s\n", what, got, got == want ? "" : " (WRONG)");
  fails += got != want;
}

static void
check (struct ut *u)
{
  const struct sync_func *fn = &u->fn;
  expect (sync_in_loop (fn, 0, 2), 1, "loop 0 holds block 2");
  expect (sync_in_loop (fn, 0, 4), 0, "loop 0 does not hold block 4");
  expect (sync_in_loop (fn, -1, 2), 0, "no loop -1");
  expect (sync_reaches_in_iteration (fn, 0, 1, 3), 1, "1 reaches 3 in L0");
  expect (sync_reaches_in_iteration (fn, 0, 2, 3), 1, "2 reaches 3 in L0");
  expect (sync_reaches_in_iteration (fn, 0, 3, 2), 0,
          "3 reaches 2 only round the back edge");
  expect (sync_reaches_in_iteration (fn, 0, 2, 1), 0,
          "nothing reaches the header in an iteration");
  expect (sync_reaches_in_iteration (fn, -1, 3, 2), 1,
          "3 reaches 2 in the function body");
  expect (sync_reaches_in_iteration (fn, -1, 4, 0), 0, "4 reaches nothing");
  expect (sync_reaches_avoiding (fn, 0, 1, 2, 3), 1,
          "1 reaches 3 avoiding 2 (the edge 1 -> 3)");
  expect (sync_reaches_avoiding (fn, 0, 1, 3, 3), 0,
          "1 does not reach 3 avoiding 3");
  expect (sync_reaches_avoiding (fn, -1, 0, 1, 4), 0,
          "0 does not reach 4 avoiding the header");
  expect (sync_reaches_avoiding (fn, -1, 0, 2, 4), 1,
          "0 reaches 4 avoiding 2");
}

int
main (void)
{
  struct ut u;
  ut_branch_loop (&u, "cfg-reach");
  for (int b = 0; b < 5; b++)
    ut_op (&u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vadd");
  ut_finish (&u);
  check (&u);
  sync_func_release_index (&u.fn);
  expect (u.fn.cfgx == NULL, 1, "the index freed");
  check (&u);
  sync_func_release_index (&u.fn);
  return ut_verdict ("unit-cfg-reach-in-iteration", fails);
}
/* { dg-final { output-contains "unit-cfg-reach-in-iteration: PASS" } } */
