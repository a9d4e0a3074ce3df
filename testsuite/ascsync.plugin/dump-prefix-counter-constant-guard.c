/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A slot counter stepped with the load of tile T + 3 while "T + 3 <
   NT" holds, NT a constant (the kernel of rearm-through-chain.h with
   NT defined; likewise a count GCC propagates into a clone at -O3):
   both sides of the guard start from constants, so it states nothing
   of the run, but it still holds on a prefix of the iterations only,
   and there the counter is (3 + T) mod 4.  The load has its slot in
   each iteration, three ahead of the vector op's.  */
#define NT 12
#include "rearm-through-chain.h"
/* { dg-final { scan-ascsync-dump "line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:\[^ \]* W:UB\\\[\\+0x0\\.\\.0x3200\\)~\\{L\[0-9\]+ 0:0x3000\\.\\.0x3200 1:0x0\\.\\.0x200 2:0x1000\\.\\.0x1200 3:0x2000\\.\\.0x2200\\}" } } */
