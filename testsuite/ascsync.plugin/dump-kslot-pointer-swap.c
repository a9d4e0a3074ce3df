/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,plan" } */
/* Ping-pong by swapping pointers, "tmp = cur; cur = nxt; nxt = tmp":
   the two header PHIs take each other's value from the latch, so in
   iteration T CUR holds the buffer it held at the loop's entry when T
   is even and NXT's when T is odd.  The accesses rotate over the two
   buffers (period 2), and the load into NXT of tile T + 1 is apart
   from the compute on CUR of tile T.  run-kslot-pointer-swap.c runs
   this kernel.  */
#include "kslot-pointer-swap.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2000\\)~\\{L\[0-9\] 0:0x1000\\.\\.0x2000 1:0x0\\.\\.0x1000\\}" } } */
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x2000\\)~\\{L\[0-9\] 0:0x0\\.\\.0x1000 1:0x1000\\.\\.0x2000\\}" } } */
