/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-helper-object-filled-by-call-O2.c run with the
   plugin's sync.  The checker judges.  */
#include "helper-object-filled-by-call.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
