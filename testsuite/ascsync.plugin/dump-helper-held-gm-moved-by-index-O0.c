/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops,plan" } */
/* Stage helpers reading the GM pointers from a structure a helper fills
   (helper-object-filled-by-call.h) move them by "i * 256" for their
   parameter i: at each call of the kernel's loop their GM accesses lie
   512 bytes further per iteration from the pointer the structure holds,
   which the loop does not write, so the stores of two tiles do not meet
   and no pipe_barrier (MTE3) goes between the calls.  Twin:
   run-helper-object-filled-by-call-O0.c.  */
#include "helper-object-filled-by-call.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+\[^ \]*\\{L0,\\+512/it,b\[0-9\]+,0x0\\.\\.0x200\\} .* \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "W:GM\\\[arg1\\+\[^ \]*\\{L0,\\+512/it,b\[0-9\]+,0x0\\.\\.0x200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
