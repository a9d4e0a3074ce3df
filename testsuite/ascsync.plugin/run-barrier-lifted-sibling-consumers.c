/* { dg-do run } */
/* { dg-options "-O2" } */
/* The kernel of dump-barrier-lifted-sibling-consumers.c with the
   plugin's sync: the one barrier before both branches orders both
   steps on every combination of the bits.  The checker judges.  */
#include "sibling-consumers.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
