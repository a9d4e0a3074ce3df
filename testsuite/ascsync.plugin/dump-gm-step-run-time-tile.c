/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The store of each tile of buffer-starts-at-run-time.h moves by the
   run-time tile length, TILE halves, and writes "(MIN (n - t * tile,
   tile) + 15) / 16" blocks: at most TILE halves for every TILE the
   kernel lets through (a multiple of 128 up to MAX_TILE, its check
   says), so the stores of two tiles never meet and no pipe_barrier
   (MTE3) orders them (run-gm-step-blocks-past-tile.c: where TILE is
   not such a multiple, they do meet).  */
#include <ascsim.h>
#include "buffer-starts-at-run-time.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 \[^\\n\]*W:GM\\\[arg2\\+0x0\\.\\.end\\)\\{L\[0-9\]+,self\\}" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
