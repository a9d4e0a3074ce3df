/* class-out-of-line-methods.h -- the kernel of the tests of an operator
   class whose stage methods are left out of line
   ({dump,run}-class-out-of-line-methods*.c, C++): the kernel of
   class-inline-methods.h with CopyIn, Compute and CopyOut noinline.
   They are separate functions, called with the object's address
   ("this"), from which they read its members, the slots' addresses
   among them.  They only read through "this" (gimple_readonly.cc), so
   the object's member arrays are still the kernel's tables; each call
   places a stage's accesses from what they hold at the slot it is
   given (gimple_summary.cc), and the stages' reads of the object
   itself are of the kernel's frame, no traced memory.  */
#define STAGE __aicore__ __attribute__ ((noinline)) void
#include "class-inline-methods.h"
