/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=deps,plan" } */
/* mode=keep: the prefetching loop of dump-hand-prefetch-ids-kept.c
   with the first tile's MTE2 -> V set before its load instead of after
   it: the first vadds' wait takes that set, which does not wait for the
   load.  The plugin orders the load before the vadds itself.  */
#define SET_BEFORE_LOAD 1
#include "dump-hand-prefetch-ids-kept.c"
/* { dg-final { scan-ascsync-dump "\\(line 31, MTE2\\) -> op\[0-9\]+ \\(line 47, V\\) RAW: new pair" } } */
