/* class-methods-out-of-line.h -- the kernel of the tests of an operator
   class all of whose methods stay out of line
   ({dump,run}-class-methods-out-of-line*.c, C++): the kernel of
   class-inline-methods.h with Init, Process and the stages noinline, as
   every method is at -O0.  Init fills the object through "this" in a
   loop over the slots; the stages, called by Process with its own
   "this", read the slots' addresses and the GM pointers from it.  What
   the object holds when they run is what the kernel's calls store
   there (gimple_heldstore.cc, gimple_entry.cc): slot T & 1 of each
   member array, and the kernel's parameters x and y, two distinct GM
   objects.  */
#define METHOD __aicore__ __attribute__ ((noinline)) void
#define STAGE __aicore__ __attribute__ ((noinline)) void
#include "class-inline-methods.h"
