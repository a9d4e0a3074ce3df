/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,plan -fplugin-arg-ascsync-warn=no-provenance" } */
/* A tile helper given the GM pointers x and y and the tile's index t
   computes "x + t * 256" and "y + t * 256" itself
   (helper-ids-per-table-buffer.h): at each call its GM accesses lie at
   512 bytes per unit of the argument from the kernel's parameters, and
   move with the kernel's loop, so the stores of two tiles meet no more
   than the kernel's own would, and no pipe_barrier (MTE3) goes between
   the calls.  Twin: run-helper-ids-per-table-buffer-O2.c.  */
#include <ascsim.h>
#include "helper-ids-per-table-buffer.h"
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf pipe=MTE2 R:GM\\\[arg0\\+\[^ \]*\\{L0,\\+512/it,b\[0-9\]+,0x0\\.\\.0x200\\} .* \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "W:GM\\\[arg1\\+\[^ \]*\\{L0,\\+512/it,b\[0-9\]+,0x0\\.\\.0x200\\} \\(the callee's work entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "pipe_barrier \\(MTE3\\)" } } */
