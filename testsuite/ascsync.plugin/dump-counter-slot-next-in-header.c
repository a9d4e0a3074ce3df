/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The counter's versions defined in the loop's header block (the pick
   "(j + 1) & 1" at the top of the iteration) have their values there
   too: the output's slot is the counter plus one (h1..1), and from it
   to the latch the counter moves by -1 or 0 (the step comes on some
   paths only).  */
#include "counter-slot-next-in-header.h"
/* { dg-final { scan-ascsync-dump "vadds pipe=V R:UB\[^ \]*\\{ctr s\[0-9\]+@L0 h0\\.\\.0 t0\\.\\.1 d0\\.\\.1 \[^ \]* \[^ \]*\\} W:UB\\\[\\+0x4000\\.\\.0x5800\\)~\\{ctr s\[0-9\]+@L0 h1\\.\\.1 t-1\\.\\.0 d0\\.\\.1 0:0x4000\\.\\.0x5000 1:0x5000\\.\\.0x5800\\}" } } */
