/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,deps" } */
/* At -O0 a loop bounded by what a helper returns ("for (r = 0; r <
   rows; r++)" with "rows = imin (R - t * TR, TR)", a call) has a
   counter GCC's range query cannot bound; the plugin's value of the
   helper's result, put into GCC's count of the loop's iterations,
   bounds it (r <= TR at the loop's head).  The per-row loads of a tile
   then read only that tile's rows of GM (they were taken to reach the
   end of the parameter's space), apart from the rows the tile before
   stored: no pair orders each tile's loads after the previous tile's
   store.  */
#include "helper-count-rows.h"
/* { dg-final { scan-ascsync-dump "copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg1\\+0x0\\.\\.0x1400\\)" } } */
/* { dg-final { scan-ascsync-dump-not "MTE3\\) -> op\[0-9\]+ \\(line \[0-9\]+, MTE2\\) RAW carried" } } */
