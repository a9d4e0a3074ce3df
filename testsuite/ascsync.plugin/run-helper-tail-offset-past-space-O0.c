/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-helper-tail-offset-past-space-O0.c run with the
   plugin's sync.  The checker judges.  */
#include "helper-tail-offset.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
