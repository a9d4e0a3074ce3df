/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-layout-whole-buffer-before-slots.c at -O0.  */
#include "run-layout-whole-buffer-before-slots.c"
