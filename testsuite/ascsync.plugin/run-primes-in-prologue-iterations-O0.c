/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=plan,alloc" } */
/* The kernel of run-primes-in-prologue-iterations.c at -O0, where GCC
   does not rotate the prologue loop: it leaves the loop at its two
   tests, before the loads of an iteration, not after them.  The prime
   the first tile's wait takes is still issued in the prologue's first
   iteration, after that tile's load (sync_prologue.c); on the exits,
   which leave before the iteration's prime, the primes of that
   iteration and the later ones up to the third are issued, each only
   when the loop left before its iteration.  Runs of 0 to 4 and 9 tiles:
   the simulator checks the results, that nothing races and that no
   flag is left set.  */
#include "prologue-loop-kernel.h"
/* { dg-final { scan-ascsync-dump "MTE2->V id=0\\.\\.3 rotating .* primed in the iterations of L\[0-9\], drained around L\[0-9\]" } } */
/* { dg-final { scan-ascsync-dump "after op\[0-9\]+: set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) \\\[join\\\]" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 1\\) mod 4\\) when iteration of L\[0-9\] < 3" } } */
/* { dg-final { scan-ascsync-dump "set_flag \\(MTE2, V, 0 \\+ \\(iteration of L\[0-9\] \\+ 3\\) mod 4\\) when iteration of L\[0-9\] < 1" } } */
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
