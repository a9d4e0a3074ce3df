/* { dg-do run } */
/* { dg-options "-x c++ -O0" } */
/* The kernel of dump-loadval-ctor-this-O0.c run with the plugin's sync.
   The checker judges.  */
#include "loadval-ctor-this.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
