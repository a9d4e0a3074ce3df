/* { dg-do run } */
/* { dg-options "-x c++ -O2 -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* The kernel of dump-class-methods-out-of-line-O2.c run with the
   plugin's sync.  The checker judges.  */
#include "class-methods-out-of-line.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
