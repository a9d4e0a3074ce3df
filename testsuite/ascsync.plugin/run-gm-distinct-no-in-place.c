/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-gm-distinct=no" } */
/* A kernel launched in place (its two GM pointer parameters one
   buffer) breaks the rule that they are distinct objects;
   gm-distinct=no drops the rule, and the plugin orders the load of x
   after the store to y that may write it.  Twin:
   run-gm-distinct-in-place-races.c.  */
#include <ascsim.h>
#include "gm-in-place.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
