/* class-process-inlined-late.h -- the kernel of the tests of an
   operator class whose stage methods are left out of line and whose
   Process GCC's interprocedural inliner puts into the kernel
   ({dump,run}-class-process-inlined-late*.c, C++): the kernel of
   class-out-of-line-methods.h with Process an ordinary inline member
   function, called once.  The stages are planned before the kernel,
   while their calls are still statements of Process's own body (GCC
   carries inlining out when it compiles the kernel): what "this" is
   given is found there, from Process's parameter and the kernel's call
   of it, the object's address.  */
#define STAGE __aicore__ __attribute__ ((noinline)) void
#define PROCESS __aicore__ void
#include "class-inline-methods.h"
