/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The kernel of dump-helper-ids-per-buffer.c run with the plugin's
   sync: the checker judges the helper's ids per buffer.  */
#include <ascsim.h>
#include "helper-ids-per-buffer.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
