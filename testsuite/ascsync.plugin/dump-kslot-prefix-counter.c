/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A load counter stepped only while there are tiles left to prefetch
   ("t + 3 < n", which holds on a prefix of the iterations): where it
   holds, the counter stepped in every earlier iteration, and at T = 0
   it says n > 3, so the loop before ran 3 times and left the counter
   at 3: the load of tile T + 3 goes to slot (T + 3) mod 4, told apart
   from the compute of tile T in slot T mod 4.  The loop before runs at
   most 3 iterations and no run of it follows another, so its loads into
   slots 0 to 2 (the same slot 4 iterations apart) need no barrier.  */
#include "kslot-prefix-counter.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 28 op copy_gm_to_ubuf pipe=MTE2 .*W:UB..0x0..0x1000.~.L\[0-9\]+ 0:0xc00..0x1000 1:0x0..0x400 2:0x400..0x800 3:0x800..0xc00." } } */
/* { dg-final { scan-ascsync-dump-not "op1 .line 18, MTE2. -> op1 .line 18, MTE2." } } */
/* { dg-final { scan-ascsync-dump-not "before op1: pipe_barrier" } } */
