/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-split-parts-of-slot.c with its parts 128 halves
   apart, less than a chunk's 64 blocks: the loads may overlap, and
   pipe_barrier (MTE2) orders them.  Twin: run-split-parts-of-slot-near.c.  */
#define PARTS_NEAR
#include "split-parts-of-slot.h"
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(MTE2\\)" } } */
