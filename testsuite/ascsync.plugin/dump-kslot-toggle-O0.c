/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-ascsync-dump=ops" } */
/* The toggle of dump-kslot-toggle.c at -O0, where the slot index goes
   through memory: a rotation over two slots too.  */
#include "kslot-toggle.h"
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^ \]* W:UB\[^ \]*~\\{L\[0-9\]+ 0:0x4000\\.\\.0x4400 1:0x4400\\.\\.0x4800\\}" } } */
