/* { dg-do run } */
/* { dg-options "-O2" } */
/* The loop-carried pairs placed inside the compute stage of a
   software-pipelined loop (guarded-stage.h, see
   dump-loop-pair-guarded-stage.c), primed before the loop and drained
   after it though the stage skips the first two iterations: the
   simulator checks that nothing races or hangs and y = x * 0.5.  */
#include "guarded-stage.h"
