/* { dg-do run } */
/* { dg-options "-O0" } */
/* run-hand-pipeline-last-stage.c at -O0 (the loop tests its exit in
   its header).  */
#include "run-hand-pipeline-last-stage.c"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
