/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=plan" } */
/* The kernel of run-first-tile-prime-orders-prefetch.c with the first
   tile loaded into the slot the prefetch of iteration 0 rewrites (the
   kernel then computes with a slot nothing loaded: a compile test).
   Nothing orders the two loads, so a pipe_barrier (MTE2) goes before
   the loop, on the loop's entry edge after the primes: a set fires once
   the earlier work of its pipe is done, so the prime of the MTE2 -> V
   pair, which hands the first tile to the vector pipe, does not wait
   for the barrier as well (it saved LogSoftmax's first tile 16 cycles
   when its barrier was planned there).  */
#define FIRST 1
#include "run-first-tile-prime-orders-prefetch.c"
/* { dg-final { scan-ascsync-dump "on edge (B\[0-9\]+->B\[0-9\]+): set_flag \\(MTE2, V, \[0-9\]\\) \\\[join\\\]\[^\\n\]*\\n(;;   on edge \\1: \[^\\n\]*\\n)*;;   on edge \\1: pipe_barrier \\(MTE2\\)" } } */
