/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* SwiGLU's loop over a tile's two parts (the full repeats, then the
   masked last one): GCC keeps it a loop, a copy of the body for each
   part, entered with "part" and going round with the constant 1, and
   tests "part == 1".  The copy for part 0 runs in the loop's first
   iteration only (gimple_once.cc: the latch brings one value, which
   fails the test), so what the vector work of a tile's part 0 depends
   on from the work before it comes only from the tile before, past the
   tile's conversions: the barrier after them orders it, and no barrier
   goes before the part's first operation.  */
#include "../../kernels/swiglu.c"
/* { dg-final { scan-ascsync-dump "\\(first of L1\\)" } } */
/* { dg-final { scan-ascsync-dump "runs in the first iteration of L1 only: only from one run to a later, carried by L0" } } */
/* { dg-final { scan-ascsync-dump-times "pipe_barrier \\(V\\)" 12 } } */
