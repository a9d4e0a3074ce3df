/* { dg-do run } */
/* { dg-options "-x c++ -O2" } */
/* The kernel of dump-class-inline-methods-O2.c run with the plugin's
   sync.  The checker judges.  */
#include "class-inline-methods.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
