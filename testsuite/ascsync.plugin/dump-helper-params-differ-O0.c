/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan -DOTHER_DST" } */
/* The helper of dump-helper-in-place-params-O0.c, also called with a
   destination other than its source: DST and A are not one value, so
   chunk j's write may be chunk j + 1's read (DST one chunk above A),
   and a pipe_barrier (PIPE_V) stays between the chunks.  */
#include "dump-helper-in-place-params-O0.c"
/* { dg-final { scan-ascsync-dump {pipe_barrier \(V\)[^\n]*line 13} } } */
