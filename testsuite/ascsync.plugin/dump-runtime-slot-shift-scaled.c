/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops" } */
/* The load into "rb + s * slot" of runtime-slot-shift-scaled.h, "rb =
   ub + 2 * slot" computed by GCC as "slot * 4" bytes, takes slots 2 and
   3 of the buffer at ub (not 0 and 1: the shift is whole slots of the
   size, however GCC scaled the products).  */
#include "runtime-slot-shift-scaled.h"
/* { dg-final { scan-ascsync-dump "op\[0-9\]+ line \[0-9\]+ op copy_gm_to_ubuf pipe=MTE2 R:GM\[^\n\]*\\{slot 0x0\\+k\\*2\\*_\[0-9\]+ k=2,3\\}" } } */
