/* { dg-do compile } */
/* { dg-options "-O2 -DOFFSET_CALL -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* helper-rows-main-tail.h with one call passing "xs + 16": the
   parameter's values are no longer all multiples of 416 bytes, so the
   helper keeps the pipe_barrier (V) between the main parts written
   through ys and the tails read through xs.  */
#include "helper-rows-main-tail.h"
/* { dg-final { scan-ascsync-dump "before op1: pipe_barrier \\(V\\)" } } */
