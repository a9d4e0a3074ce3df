/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A stream of tiles of run-time lengths: "while (pos < end) { n = MIN
   (end - pos, TR); ...; pos += ...; }", the store's pointer y + pos *
   D indexed by a counter stepped by a value of the iteration that
   GCC's ranges keep at least 0.  Here the pointer moves by three
   quarters of the rows it stored (pos += n - n / 4: each tile overlaps
   the next).  The sync-free kernel with the plugin runs clean and
   correct.  */
#define STREAM_STEP (n - n / 4)
#include "run-stream-counter.c"

/* The tiles overlap: the store is not disjoint from itself.  */
/* { dg-final { scan-ascsync-dump-not {op copy_ubuf_to_gm pipe=MTE3 .* W:GM\[arg1[^ ]*\{L[0-9]+,self\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
