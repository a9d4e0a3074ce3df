/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* The helper of run-helper-ids-per-buffer-moving.c at -O2: its
   pointers move through the tile's rows, and its flags' ids follow the
   buffers the parameters point into at entry.  The checker judges.  */
#include <ascsim.h>
#include "helper-ids-per-buffer-moving.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
