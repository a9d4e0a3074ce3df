/* { dg-do run } */
/* { dg-options "-O0" } */
/* The kernel of run-layout-window-below-slot.c with the window taken
   from the slot's pointer, "s - 64" for "s = b + (u & 1) * 512", at
   -O0, where GCC moves the slot's pointer itself down by 128 bytes.
   The moved pointer of slot 1 lies inside slot 0 but is derived from
   slot 1: the layout bound may end the load at slot 1's end, never at
   its start.  It was cut there (by the start of the buffer the pointer
   was made from, not of the slot), and the load into slot 1 after the
   loop was not ordered after the last tile's load (race-intra-pipe).
   The sync-free kernel with the plugin runs clean and correct.  */
#define SLOT_POINTER
#include "run-layout-window-below-slot.c"
/* { dg-final { output-contains {findings=0} } } */
/* { dg-final { output-not-contains {FAIL} } } */
