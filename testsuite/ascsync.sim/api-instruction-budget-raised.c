/* Twin of api-instruction-budget-exceeded.c: with a budget of 4000
   instructions per block the same kernel (2000 and 4000 instructions in
   its two blocks, 6000 in all) runs to the end, clean.  */
/* { dg-do run } */
/* { dg-ascsync-run-args "--ascsim-max-instructions=4000" } */
#include "api-instruction-budget-exceeded.c"
/* { dg-final { output-contains {launch reload \(x\) blocks=2 .* instructions=3000 set=0 wait=0 barrier=3000 } } } */
/* { dg-final { output-contains {1 launch, 0 findings, 0 failed checks: PASS} } } */
