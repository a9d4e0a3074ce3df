/* { dg-do compile } */
/* { dg-options "-O1 -fplugin-arg-ascsync-dump=ops" } */
/* A row of KCNT fractals per MI, KCNT fractals apart ("l0a + mi * kcnt
   * 256"), the count converted to the intrinsic's 8-bit repeat: at -O1
   GCC writes the conversion "kcnt & 255".  KCNT is at most 8, so that
   is KCNT itself, the count a multiple of the step: the rows are
   disjoint ("self") as at -O2, where the conversion stays one.  */
#include "l0a-rows.h"
/* { dg-final { scan-ascsync-dump "op load_cbuf_to_ca pipe=MTE1 \[^\n\]* W:L0A\[^ \]*\\{L\[0-9\]+,self\\}" } } */
