/* { dg-do run } */
/* { dg-options "-x c++ -O0" } */
/* The kernel of dump-trip-count-min-O0.c run with the plugin's sync.
   The checker judges.  */
#include "trip-count-min.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
