/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -DCROSS_SHARED -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* The helper of param-buffers-cross.h with one more call that passes
   the buffer at 0x2000 as SRC (a DST of another call): a buffer of one
   parameter is now a buffer of the other.  The test does not pair the
   arguments of one call, so as far as it knows the writes of one
   iteration may meet the reads of the next, and the barrier stays: the
   test is sound, not exact.  */
#include "param-buffers-cross.h"
/* { dg-final { scan-ascsync-dump "summary add1: deps=1 set=0 wait=0 barrier=1" } } */
