/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps" } */
/* In runtime-prologue-min-count.h with tile 0 loaded in whole tiles
   ("tile * 8" blocks), the load into "rb = ub + 2 * slot" has its
   split form on ub ([ub + 512 * tile, ub + 768 * tile) bytes), as GCC
   computes rb from ub in the same value tile.  Taken relative to rb
   (ascsync_split_from_pointer) it stays within its slot (slot 2), so it
   meets neither the vector step's writes nor the store's reads of the
   output slots 4 and 5.  */
#define ROWS0(n, tile) (tile)
#include "runtime-prologue-min-count.h"
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op copy_gm_to_ubuf\[^\n\]*\n;;     access 0 \[^\n\]*\n;;     access 1 \\(W:UB\\) split: \\\[P\\+0\\+512\\*y, P\\+0\\+768\\*y\\)" } } */
/* { dg-final { scan-ascsync-dump "op1 \\(line \[0-9\]+, MTE2\\) -> op4 \\(line \[0-9\]+, V\\) RAW: " } } */
/* { dg-final { scan-ascsync-dump-not "op1 \\(line \[0-9\]+, MTE2\\) -> op5 " } } */
