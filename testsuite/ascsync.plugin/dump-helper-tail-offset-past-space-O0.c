/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* A helper's tail repeat at "src + full * 128" (helper-tail-offset.h):
   within the helper the offset is known only from its type, past the
   end of UB, so at each call the access is placed from the slot the
   call passes and ends where the next buffer starts (the layout
   assumption), as a count known only from its type does: the load of
   the next tile into the other slot is apart from it.  Before, each
   call's copy read all of UB from its slot on.
   Twin: run-helper-tail-offset-past-space-O0.c.  */
#include "helper-tail-offset.h"
/* { dg-final { scan-ascsync-dump-times "op vmuls pipe=V R:UB\\\[\\+0x0\\.\\.0x1000\\)~\\{L0 0:0x0\\.\\.0x800 1:0x800\\.\\.0x1000\\} W:UB\\\[\\+0x1000\\.\\.end\\)\[^\n\]* \\(the callee's work entering the call\\)" 1 } } */
