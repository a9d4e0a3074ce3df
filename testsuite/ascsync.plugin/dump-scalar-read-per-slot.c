/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* A scalar read at a constant offset through a pointer that rotates
   over slots (kk = kb[t & 1]; kk[0]) reads its own slot only, as an
   intrinsic's operand through the same pointer does: its footprint is
   given per slot, so the prefetch of the next tile into the other slot
   is not taken to write what this tile's scalar reads read (it was a
   dependence of one iteration, making the scalar unit wait for the
   prefetch it had just issued), only the one of the tile before.  */
#include "scalar-slot-read.h"
/* { dg-final { scan-ascsync-dump "scalar-load pipe=S R:UB\\\[\\+0x0\\.\\.0x102\\)~\\{L\[0-9\]+ 0:0x0\\.\\.0x2 1:0x100\\.\\.0x102\\}" } } */
/* { dg-final { scan-ascsync-dump-not "\\(line 32, MTE2\\) -> op\[0-9\]+ \\(line \[0-9\]+, S\\) RAW:" } } */
