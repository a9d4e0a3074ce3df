/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-prime-above-wait-before-loop.c run with the
   plugin's sync.  The checker judges.  */
#include "prime-above-wait.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
