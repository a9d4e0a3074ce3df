/* { dg-do compile } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* Stage methods left out of line, called from a Process that GCC
   inlines into the kernel after they are planned
   (class-process-inlined-late.h): their calls are statements of
   Process's body then, whose parameter "this" the kernel gives its
   object's address, so the stages' reads of the object are no traced
   memory, within each stage and at each call.  Twin:
   run-class-process-inlined-late-O2.c.  */
#include "class-process-inlined-late.h"
/* { dg-final { scan-ascsync-dump "function CopyIn: 1 blocks, 1 operations" } } */
/* { dg-final { scan-ascsync-dump "function Compute: 1 blocks, 1 operations" } } */
/* { dg-final { scan-ascsync-dump "function CopyOut: 1 blocks, 1 operations" } } */
/* { dg-final { scan-ascsync-dump "function k: 5 blocks, 9 operations" } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-load" } } */
