/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of dump-loop-pair-nested-producer-O0.c runs with no
   finding.  */
#include <ascsim.h>
#include "loop-pair-nested-producer.h"
#include "fuzz-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
