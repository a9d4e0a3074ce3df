/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-ids-per-table-buffer-O0.c run with the
   plugin's sync.  The checker judges.  */
#include <ascsim.h>
#include "helper-ids-per-table-buffer.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
