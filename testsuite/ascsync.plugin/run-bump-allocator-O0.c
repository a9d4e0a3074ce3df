/* { dg-do run } */
/* { dg-options "-O0 -fplugin-arg-ascsync-warn=no-provenance,no-imprecise" } */
/* Buffers laid out by a bump allocator (bump-allocator.h) at -O0, the
   allocator a call: correct and clean.  */
#include "bump-allocator.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
