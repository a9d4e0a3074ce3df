/* { dg-do compile } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-comdat-calls=no -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-imprecise" } */
/* The kernel of dump-class-out-of-line-methods-O2.c with
   comdat-calls=no: the stage methods are planned for any object, so
   their reads of "this" are scalar loads of GM or UB, and no
   comdat-calls warning is given.  */
#include "class-out-of-line-methods.h"
/* { dg-final { scan-ascsync-dump "op scalar-load pipe=S R:GM\\\[arg0\\+0x0\\.\\.end\\) R:UB\\\[\\+0x0\\.\\.end\\)" } } */
