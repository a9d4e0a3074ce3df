/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* A row loop "i < rows", rows = (int) MIN (n - 8 * t, 8) (trip-count-min.h):
   its trip count is at most 8, so the rows of tile T fill slot T & 1
   and end where the other slot starts.  Twin: run-trip-count-min-O0.c.  */
#include "trip-count-min.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 \[^\n\]* W:UB\\\[\\+0x1000\\.\\.0x2000\\)~\\{L1,\\+256/it,b\[0-9\]+,0x0\\.\\.0x100\\}\\{L0 0:0x1000\\.\\.0x1800 1:0x1800\\.\\.0x2000\\}" } } */
