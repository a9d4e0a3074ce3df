/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* In runtime-slots-sum-scaled.h GCC writes "ub + (4 + s) * tile" as
   "ub + (sizetype) (2 * tile + (2 * tile + tile * s)) * 2": the sums
   under the conversion and the product are split into their terms,
   each counting 2 bytes a unit (ascsync_split_pointer, SCALED), so the
   store of y gets the slots 4 and 5 of the layout (r's, "(sizetype) (2
   * tile + tile * s) * 2", slots 2 and 3, one slot term) and is apart
   from the load of x into its slots 0 and 1.  */
#include "runtime-slots-sum-scaled.h"
/* { dg-final { scan-ascsync-dump "op1 line \[0-9\]+ op copy_gm_to_ubuf \[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=2,3\\}" } } */
/* { dg-final { scan-ascsync-dump "op3 line \[0-9\]+ op copy_ubuf_to_gm pipe=MTE3 R:UB\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=4,5\\}" } } */
