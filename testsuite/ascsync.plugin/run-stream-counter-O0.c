/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* The stream of run-stream-counter.c at -O0, where no VRP pass has
   bounded the tile's rows: "n = MIN (end - pos, TR)" is at least 1
   because the loop's test "pos < end" orders pos below end in the body
   (a difference that a branch orders, from GCC's ranger), so the store
   through y + pos * D is apart from itself across tiles.  The sync-free
   kernel with the plugin runs clean and correct.  */
#include "run-stream-counter.c"
/* { dg-final { scan-ascsync-dump {op[0-9]+ line [0-9]+ op copy_ubuf_to_gm pipe=MTE3 .* W:GM\[arg1[^ ]*\{L[0-9]+,self\}} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
