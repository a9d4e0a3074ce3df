/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A "static inline" helper holding a tile's vector chain, given the
   slot (inline-helper-kernel.h), is inlined at -O2 although GCC weighs
   it too large (gimple_inline.cc): its operations are the caller's,
   each in the slot of its tile, no call is left.  Twin:
   dump-inline-declared-helper-inline-no.c.  */
#include "inline-helper-kernel.h"
/* { dg-final { scan-ascsync-dump "op vdiv pipe=V R:UB\[^ \]*~\\{L\[0-9\]+ 0:0x0\\.\\.\[0-9a-fx\]+ 1:0x2000\\.\\.\[0-9a-fx\]+\\} " } } */
/* { dg-final { scan-ascsync-dump-not "call chain" } } */
