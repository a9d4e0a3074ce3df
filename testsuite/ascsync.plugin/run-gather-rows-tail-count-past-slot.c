/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-ascsync-warn=no-provenance" } */
/* The twin of run-gather-rows-tail-count-slots-apart-O2.c whose
   batches have up to 24 rows, 8 more than the 16-row slots hold: a
   batch of slot 0 fills it and half of slot 1 (legal: nothing makes the
   slots objects of their own when the counts say otherwise), so the
   gathers of the next batch must wait for the adds of this one.  The
   count's bound at the loop's entry is 24, not the slot's 16; the
   simulator checks that nothing races.  */
#define CLAMP 24
#define SLOT_ROWS 16
#include "gather-rows.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
