/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-helper-param-buffers-cross-O0.c with the plugin's
   sync: the helper's loop runs without a barrier, and the checker finds
   nothing.  */
#include "param-buffers-cross.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
