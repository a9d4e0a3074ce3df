/* { dg-do run } */
/* { dg-options "-x c++ -O0 -fplugin-arg-ascsync-warn=no-imprecise" } */
/* run-scalar-helper-pointer-param.c as C++ at -O0, where the helper's
   reads and writes of halves are calls of half's conversions given the
   pointer: such a call's access through the helper's pointer parameter
   may touch UB too.  */
#include "run-scalar-helper-pointer-param.c"
