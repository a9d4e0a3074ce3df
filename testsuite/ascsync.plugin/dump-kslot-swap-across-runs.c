/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A pointer swap in an inner loop whose pair the outer loop takes on
   (kslot-swap-outer.h): where the inner loop is entered the pair is
   no pair of constants, but it is always one of the two orders of the
   two buffers, so the load alternates between them with a phase fixed
   per run of the inner loop ("+x" the phase, "/2" its period), not
   anywhere in UB.  Twins:
   run-kslot-swap-across-runs.c, dump-kslot-pointer-swap.c (the pair
   is constant where the loop is entered).  */
#include "kslot-swap-outer.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x1000\\.\\.0x2200\\)~\\{L\[0-9\]\\+x\[0-9\]+/2 0:0x1000\\.\\.0x1200 1:0x2000\\.\\.0x2200\\}" } } */
/* { dg-final { scan-ascsync-dump-not "W:UB\\\[\\+0x0\\.\\.end\\)" } } */
