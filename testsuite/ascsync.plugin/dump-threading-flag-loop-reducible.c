/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-ascsync-dump=ops,plan" } */
/* The level loop of flag-loop-kernel.h tests "any", a flag its body
   sets to constants: GCC's late threaders would copy each path on
   which the flag is known into the loop and give it several entries
   (dump-threading-flag-loop-threading-yes.c).  The plugin gives the
   function the threaders' strictest weights against a thread that
   makes a loop irreducible: the loops stay natural loops and no region
   is split.  */
#include <ascsim.h>
#include "flag-loop-kernel.h"

/* { dg-final { scan-ascsync-dump "jump threading may not make a loop irreducible in this function" } } */
/* { dg-final { scan-ascsync-dump-not "irreducible region" } } */
