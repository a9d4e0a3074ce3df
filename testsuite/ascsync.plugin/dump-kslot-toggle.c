/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* A slot chosen by a toggle "o ^= 1" from 0 is a rotation over two
   slots, as "(t + 1) % 2" is: item Q + 1's vmuls writes the other slot
   than the one item Q's store reads.  Twins: dump-kslot-toggle-O0.c,
   dump-kslot-toggle-minus.c.  */
#include "kslot-toggle.h"
/* { dg-final { scan-ascsync-dump "op vmuls pipe=V R:UB\[^ \]* W:UB\[^ \]*~\\{L\[0-9\]+ 0:0x4000\\.\\.0x4400 1:0x4400\\.\\.0x4800\\}" } } */
