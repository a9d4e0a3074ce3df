/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-warn=no-imprecise,no-comdat-calls" } */
/* The kernel of class-methods-out-of-line.h given one GM object for
   both of its GM members: x = y and y = y + 128, so that tile T + 1
   loads what tile T stored.  The two members hold pointers into the
   same object (the kernel's parameter y), one GM base in the stages
   (gimple_entry.cc): the load of tile T + 1 waits for the store of
   tile T.  Were they taken as two objects, the checker would find the
   race; y[i] = i / 128 checks the chain.  */
#define INIT_ARGS y, y + 128, n
#include "class-methods-out-of-line.h"
#undef CALL_N
#undef CALL_EXPECT
#define CALL_N (13 * 128)
#define CALL_EXPECT(i) ((i) / 128)
#include "call-main.h"
/* { dg-final { output-contains "0 findings, 0 failed checks: PASS" } } */
