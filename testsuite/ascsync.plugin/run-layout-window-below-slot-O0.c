/* { dg-do run } */
/* { dg-options "-O0" } */
/* The window below a slot of run-layout-window-below-slot.c at -O0
   (the offset of each slot computed in its own statements).  The
   sync-free kernel with the plugin runs clean and correct.  */
#include "run-layout-window-below-slot.c"
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
