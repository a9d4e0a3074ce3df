/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* A tile helper given its slots' buffers moves its pointers through
   the tile's two rows (helper-ids-per-buffer-moving.h): at -O0 the
   parameters are variables stored into, whose value where an id would
   be computed is no longer the one the calls pass, so its flags take no
   id per buffer.  The checker judges.  */
#include <ascsim.h>
#include "helper-ids-per-buffer-moving.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
