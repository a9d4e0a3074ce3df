/* The helper of run-call-other-unit.c and
   run-call-other-unit-marked-races.c, defined in a translation unit of
   its own: B = A * 3 on 128 halves, A at UB 0, B at UB 0x1000.  */
#include <ascsim.h>

void
ext_scale (int n)
{
  __ubuf__ half *a = (__ubuf__ half *) get_imm (0);
  __ubuf__ half *b = (__ubuf__ half *) get_imm (0x1000);
  vmuls (b, a, 3.0, n, 1, 1, 8, 8);
}
