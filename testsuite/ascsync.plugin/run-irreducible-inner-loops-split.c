/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump" } */
/* The cycle of run-irreducible-fallback.c, entered at two blocks with
   a natural loop on each way round.  Node splitting copies the blocks
   the other entry reaches, the inner loop among them as a loop of its
   own (its header, body and latch, a copy in GCC's loop tree): a
   natural loop is left, the structured planner plans it, nothing is
   warned, the checker finds no race and the result is right.  */
#include "run-irreducible-fallback.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
/* { dg-final { scan-ascsync-dump "irreducible region \\{\[^\\n\]*\\} entered at bb \[0-9\]+(, bb \[0-9\]+)+: header bb \[0-9\]+, duplicated " } } */
/* { dg-final { scan-ascsync-dump-not "irreducible region left as it is" } } */
/* { dg-final { scan-ascsync-dump-not "data-flow converged" } } */
