/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-layout-slot-range-count.c at -O0.  */
#include "run-layout-slot-range-count.c"
