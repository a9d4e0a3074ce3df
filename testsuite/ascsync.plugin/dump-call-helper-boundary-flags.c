/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,deps,alloc" } */
/* Mode keep: the helper's first wait and last set of each pipe pair
   whose flags cross its calls stand at each call, with the ids its
   argument "t & 1" gives, the waits before the copies of the work
   they precede in the helper, the sets after the copies of the work
   they follow; its flag set and waited within one call (MTE2 -> V),
   whose id is one function of its parameter at both, orders its load
   before its vector work inside the call.  The kernel's primes, the
   stand-ins and its drains then order every dependence between the
   calls: no pair of the plugin's.  Twin:
   run-call-helper-boundary-flags.c.  */
#include "call-helper-boundary-flags.h"
/* { dg-final { scan-ascsync-dump "wait_flag V->MTE2 id=0..1 \\{L0 0,1\\} \\(the callee's hand-written flag, entering the call\\)" } } */
/* { dg-final { scan-ascsync-dump "set_flag MTE3->V id=0..1 \\{L0 0,1\\} \\(the callee's hand-written flag, leaving the call\\)" } } */
/* { dg-final { scan-ascsync-dump-not "set_flag MTE2->V id=0..1 \\{L0 0,1\\}" } } */
/* { dg-final { scan-ascsync-dump "ascsync: 0 flag pairs planned\n;;   V->MTE2: 0 pairs on 0 ids \\{\\} of 4, reserved or hand-written 0x3\n;;   V->MTE3" } } */
/* { dg-final { scan-ascsync-dump "WAR carried by L0, distance 2: ordered by hand-written sync" } } */
