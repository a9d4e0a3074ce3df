/* { dg-do compile } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* In the helper of param-buffers-cross.h, the writes of one iteration
   and the reads of the next are apart: each parameter lies in one of
   its buffers, and no buffer of one meets a buffer of the other (the
   value forms of two parameters, sync_access.c).  No pipe_barrier (V)
   in its loop.  */
#include "param-buffers-cross.h"
/* { dg-final { scan-ascsync-dump "summary add1: deps=0 set=0 wait=0 barrier=0" } } */
