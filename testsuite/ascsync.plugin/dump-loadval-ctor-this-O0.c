/* { dg-do compile } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The block a reduction's lane chooses is at most 7, though a
   constructor is called in the kernel (loadval-ctor-this.h): the store
   reads the first 256 bytes of the input buffer, not the whole buffer.
   Twin: run-loadval-ctor-this-O0.c.  */
#include "loadval-ctor-this.h"
/* { dg-final { scan-ascsync-dump "op copy_ubuf_to_gm pipe=MTE3 R:UB\\\[\\+0x1000\\.\\.0x1100\\)" } } */
