/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-dump=ops -fplugin-arg-ascsync-warn=no-fallback" } */
/* The suite's TopK kernel.  GCC's induction-variable optimisation
   rebases its stores on a UB pointer: "kwin[i] = k" (a local array)
   becomes "MEM[(int *) (&kwin - bu) - 2B + ivtmp * 1]" with ivtmp
   stepping from bu + 2, and "ovs[i * TOPK + step] = ..." is addressed
   from "bu * -8" (a factor 2^64 - 8).  The address decomposes, with the
   start SCEV gives the induction variable (an expression, not an SSA
   name) and constants taken modulo 2^64, into &kwin alone (the host
   stack: no traced access) and into ovs's buffer.  None of the scalar
   stores may write any byte of UB and GM.  */
#include "../../kernels/top_k.c"
/* { dg-final { scan-ascsync-dump-not "op scalar-store pipe=S W:UB\\\[\\+0x0\\.\\.end\\) W:GM" } } */
/* { dg-final { scan-ascsync-dump-not "op scalar-store pipe=S W:UB\\\[\\+0x0\\.\\.end\\)" } } */
