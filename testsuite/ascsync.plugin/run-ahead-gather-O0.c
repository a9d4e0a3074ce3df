/* { dg-do run } */
/* { dg-options "-O0 -DASCSYNC_NO_HAND_SYNC -DAHEAD_MAIN" } */
/* The gathers of ahead-gather-kernel.h, three tiles ahead into four
   slots chosen by counters, run clean and right with the plugin's sync
   at -O0.  */
#include <ascsim.h>
#include "ahead-gather-kernel.h"
/* { dg-final { output-contains "mismatches 0" } } */
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
