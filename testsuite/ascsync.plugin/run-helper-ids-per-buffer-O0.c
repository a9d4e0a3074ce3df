/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-ids-per-buffer.c at -O0, where the slots'
   pointers pass through memory: the checker judges.  */
#include <ascsim.h>
#include "helper-ids-per-buffer.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
