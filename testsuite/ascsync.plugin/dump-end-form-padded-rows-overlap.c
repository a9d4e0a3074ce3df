/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The kernel of dump-end-form-padded-rows.c loading LPAD rows more
   (NLOAD + LPAD): its end moves with LPAD, which is known only as a
   range reaching far past the slot, so no residue's load is bounded by
   its slot: each may reach the end of the three slots.  */
#define EXTRA lpad
#include "padded-rows-kernel.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\[^ \]* W:UB\\\[\\+0x0\\.\\.0x2400\\)~\\{L0 0:0x0\\.\\.0x2400 1:0xc00\\.\\.0x2400 2:0x1800\\.\\.0x2400\\}" } } */
