/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of prime-above-wait.h over four slots: the primes of the
   pair that hands IN's slots back to MTE2 may not go above the
   doubling's wait for the load of B.  The flag that wait takes (MTE2
   -> V) is set again, with the same id, by the load of the loop's
   first tile, which follows that wait only through those primes (the
   loads' pair rotates over all four ids).  Moved above it, MTE2 could
   set the flag a second time before V took the first set (the
   checker's flag-already-set).  The checker judges.  */
#define NSLOT 4
#include "prime-above-wait.h"
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
