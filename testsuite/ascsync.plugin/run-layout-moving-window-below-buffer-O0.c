/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* run-layout-moving-window-below-buffer.c at -O0, where the window's
   offset (u * 256 - 16) * 2 is an integer loaded from the stack: the
   provenance bound took it for at least 0 and cut the first tile's
   write at b, while the iteration form says it starts 32 bytes below
   (race-inter-pipe, PIPE_MTE3 reads UB bytes [0x7e0, 0x800) and the
   later vector_dup writes them in a fuzz kernel).  The lowest bytes of
   the form are the access's.  Clean and correct.  */
#include "run-layout-moving-window-below-buffer.c"

/* { dg-final { scan-ascsync-dump {op vadds pipe=V R:UB\[\+0x7e0\.\.} } } */
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
