/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-helper-return-tail-count-O0.c run with the
   plugin's sync.  The checker judges.  */
#include "helper-return-tail-count.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
