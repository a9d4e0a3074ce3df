/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* The twin of run-gather-rows-data-count-slot-bases-O2.c without the
   layout assumption: a gather's count read from data makes it any
   byte from its slot to the end of UB, and the slots are not
   apart.  */
#define main host_main
#define COUNT_FROM_DATA
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { scan-ascsync-dump-not "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*L0 0:0x2100..0x6100 1:" } } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*L0 0:0x2100..0x40000 1:0x6100..0x40000" } } */
