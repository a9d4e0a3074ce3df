/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* The store of each tile of gm-step-fraction.h moves by TILE halves, a
   length the kernel does not check, and writes "(uint16_t) (tile /
   16)" blocks of 32 bytes: at most 2 * TILE bytes for every TILE (GCC
   computes the count from LEN, "len >> 5", and TILE is "len >> 1": the
   count is at most TILE / 16 all the same).  So the stores of two
   tiles never meet and no pipe_barrier (MTE3) orders them.  */
#include "gm-step-fraction.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]*W:GM\\\[arg2\\+0x0\\.\\.end\\)\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
