/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,redundancy" } */
/* runtime-prologue-min-count.h at -O0: each tile's "rows = nrows - t *
   tile; if (rows > tile) rows = tile;" reaches the store's count as a
   PHI of the difference, on the arm where "rows > tile" is false, and
   of tile.  Under the count assumption the difference is not negative
   where it is converted to the count, and the condition bounds it by
   tile: the store's window of tile t stays within the "tile * 256"
   bytes its GM pointer moves by, so tile t + 2's store need not wait
   for tile t's (no pipe_barrier (PIPE_MTE3)).  */
#include "runtime-prologue-min-count.h"
/* { dg-final { scan-ascsync-dump "op5 line \[0-9\]+ op copy_ubuf_to_gm \[^\n\]*W:GM\\\[arg2\[^\n\]*\\{L0,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "same-pipe barrier \\(MTE3\\)" } } */
