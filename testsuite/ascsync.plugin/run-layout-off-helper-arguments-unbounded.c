/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-layout=no -fplugin-arg-ascsync-warn=no-imprecise,no-provenance" } */
/* Without the layout assumption, a helper's work placed at its calls
   from arguments in buffers whose start is known only at run time
   keeps no bound of those buffers: param-buffers-at-run-time.h with
   load2 loading three tiles from xb[s] and yb[s], past the next
   buffers, over many tiles.  The run-time slot forms are the layout
   assumption's, and layout=no turns them off at the calls too (they
   were given there without asking: the loads of one tile raced with
   the vector work and the loads of the next).  The simulator finds
   nothing.  */
#define LOAD_SPAN(len) (3 * (len))
#include "param-buffers-at-run-time.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
