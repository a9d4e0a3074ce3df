/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,plan" } */
/* A prefetch guarded by the load counter itself ("if (lt < n) { load
   (slot ls); lt++; ... }"): LT is stepped exactly where the guard
   holds, so once it fails it fails for good, and where it holds LS
   stepped in every earlier iteration.  At T = 0 it says LT's value
   when the loop before left is below N; that loop leaves when "LT < 3"
   or "LT < N" fails, and the second would make LT = N: it left by the
   first, after 3 loads.  The load of tile T + 3 goes to slot (T + 3)
   mod 4, told apart from the compute of tile T in slot T mod 4.  */
#include "kslot-load-counter-guard.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line 30 op copy_gm_to_ubuf pipe=MTE2 .*W:UB..0x0..0x1000.~.L\[0-9\]+ 0:0xc00..0x1000 1:0x0..0x400 2:0x400..0x800 3:0x800..0xc00." } } */
