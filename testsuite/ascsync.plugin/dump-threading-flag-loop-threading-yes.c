/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-ascsync-threading=yes -fplugin-arg-ascsync-warn=no-control-flow -fplugin-arg-ascsync-dump=ops,plan" } */
/* The kernel of dump-threading-flag-loop-reducible.c with
   threading=yes: GCC's own weights stand, its late threaders give the
   level loop an entry at each path on which "any" is known, node
   splitting leaves a region irreducible, and the data-flow planner
   plans the function (what the weights of
   dump-threading-flag-loop-reducible.c prevent; the control-flow
   warning says so, turned off here).  */
#include <ascsim.h>
#include "flag-loop-kernel.h"

/* { dg-final { scan-ascsync-dump "irreducible region \[^\\n\]* entered at bb" } } */
/* { dg-final { scan-ascsync-dump "data-flow converged" } } */
/* { dg-final { scan-ascsync-dump-not "jump threading may not make a loop irreducible" } } */
