/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump -DNO_CHECK" } */
/* Without the check that the tile length is a multiple of 128
   (interleave-runtime-tile.h), a length of 129 makes two chunks of
   256 bytes in a row of 258: the chunks may meet, and a V barrier
   orders the vmuls.  */
#include "interleave-runtime-tile.h"
/* { dg-final { scan-ascsync-dump-not "op vmul pipe=V \[^\\n\]*,self" } } */
/* { dg-final { scan-ascsync-dump "pipe_barrier \\(V\\)" } } */
