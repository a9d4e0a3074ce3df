/* { dg-do run } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan,alloc" } */
/* Quadruple buffering whose prologue loads the first three tiles in a
   loop that stops early when there are fewer ("p < 3 && p < nt").  The
   wait of the first tile takes a prime issued in the prologue's first
   iteration, right after that tile's load, not one issued after all
   three loads (sync_prologue.c): the first tile's add starts when its
   own load has landed.  A prologue that stops early issues, on its
   exit, the primes of the iterations it did not run, each only when it
   left before that iteration; a path that leaves for the end of the
   kernel without the tile loop waits for them.  Runs of 0 to 4 and 9
   tiles: the simulator checks the results, that nothing races and that
   no flag is left set.  */
#include "prologue-loop-kernel.h"
/* { dg-final { scan-ascsync-dump "MTE2->V id=0\\.\\.3 rotating .* primed in the iterations of L\[0-9\], drained around L\[0-9\]" } } */
/* { dg-final { scan-ascsync-dump "after op\[0-9\]+: set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) \\\[join\\\] line 29" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 2\\) mod 4\\) when iteration of L\[0-9\] < 2" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 3\\) mod 4\\) when iteration of L\[0-9\] < 1" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
