/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* The kernel of dump-class-process-inlined-late-O0.c run with the
   plugin's sync.  The checker judges.  */
#include "class-process-inlined-late.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
