/* { dg-do compile } */
/* { dg-options "-O2 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops" } */
/* GCC turns the loop zeroing a tile's last rows into a memset of the
   slot's output buffer from the first row zeroed on: the call writes
   only [dst, dst + len), which the layout assumption keeps in the slot
   the pointer is derived from (the length is known only from its type:
   GCC computes it in unsigned arithmetic under a guard), not any byte
   of UB, which ordered the scalar unit after every transfer of either
   slot and of the input buffers.  */
#include "block-builtin-tail.h"
/* { dg-final { scan-ascsync-dump "scalar-call pipe=S W:UB\\\[\\+0x1000\\.\\.end\\)\\{L\[0-9\] 0:0x1000\\.\\.0x1100 1:0x1100\\.\\.0x40000\\}" } } */
/* { dg-final { scan-ascsync-dump-not "scalar-call pipe=S W:UB\\\[\\+0x0\\.\\.end\\)" } } */
