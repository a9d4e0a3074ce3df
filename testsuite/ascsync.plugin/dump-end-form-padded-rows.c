/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A padded load "xs + lpad * C" of NLOAD = ROWS + 2 * HALO - LPAD - RPAD
   rows: LPAD is known only as a range of about 200 rows, but the load
   ends at row ROWS + 2 * HALO - RPAD of its slot, at most TR + 2 * HALO:
   written as one affine form of the pointer and the count, LPAD
   cancels.  So each residue's load stays in its slot of 3072 bytes, and
   the load of tile t + 1 need not wait for the vadds reading tile t.  */
#include "padded-rows-kernel.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2400\\)~\\{L0 0:0x0\\.\\.0xc00 1:0xc00\\.\\.0x1800 2:0x1800\\.\\.0x2400\\}" } } */
