/* { dg-do run } */
/* Unit test of sync_first_iteration_only (sync_points.c): in a loop
   (header block 1, back edge 3 -> 1) whose edge 1 -> 2 is taken in the
   first iteration only (sync_block.sonce, from "if (ks == 0)"), block 2
   runs in the first iteration only; block 3, reached from 1 directly
   too, and the header do not.  Without the mark, block 2 does not
   either.  A wrong answer puts a barrier for a dependence from one run
   of the loop to the next at the wrong end (every iteration, or the
   first iteration only of a dependence inside a run).  */
#include "unit-support.h"

static int fails;

static void
expect (struct ut *u, int b, int want, const char *what)
{
  int got = sync_first_iteration_only (&u->fn, 0, b);
  printf ("%s: %d%s\n", what, got, got == want ? "" : " (WRONG)");
  fails += got != want;
}

static void
check (int marked)
{
  struct ut u;
  ut_branch_loop (&u, "first-iteration");
  for (int b = 0; b < 5; b++)
    ut_op (&u, b, SYNC_OP_PIPE, ASC_PIPE_V, "vadd");
  ut_finish (&u);
  int sonce[2] = { marked ? 1 : 0, 0 };
  u.blocks[1].sonce = sonce;
  expect (&u, 2, marked, marked ? "the first iteration's block"
                                 : "the same block, no mark");
  expect (&u, 3, 0, "the block every iteration reaches");
  expect (&u, 1, 0, "the header");
  expect (&u, 4, 0, "a block after the loop");
  u.blocks[1].sonce = NULL;
}

int
main (void)
{
  check (1);
  check (0);
  return ut_verdict ("unit-first-iteration-only", fails);
}
/* { dg-final { output-contains "unit-first-iteration-only: PASS" } } */
