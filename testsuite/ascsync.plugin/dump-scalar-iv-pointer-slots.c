/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The scalar read of a row index through GCC's pointer induction
   variable (scalar-iv-pointer.h) lies in its slot of IDX, residue by
   residue of the tile loop; before, it was taken to read any byte of
   UB from IDX on, and the scalar unit waited for every row's gather
   before reading the next index.  Twin: run-scalar-iv-pointer-slots.c.  */
#include "scalar-iv-pointer.h"
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:UB\\\[\\+0x0\\.\\.0x200\\)~\\{L0 0:0x0\\.\\.0x100 1:0x100\\.\\.0x200\\}" } } */
