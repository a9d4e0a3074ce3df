/* Repeat strides longer than a repeat leave gaps between repeats, and a
   repeat stride of 0 revisits the same bytes: a vmul whose repeats lie
   ten blocks apart (a two-block gap), a vexp reading repeats eleven
   blocks apart into a packed destination, and a vadds accumulating into
   one repeat (destination and source repeat stride 0).  The footprint,
   the semantics, the checker and the ideal timing agree on every byte
   (footprint-test.h).  */
/* { dg-do run } */
#include "footprint-test.h"

int
main (void)
{
  ft_check ("vmul f32, repeat stride 10", ASC_OP_vmul, ASC_VAR_F32,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0x400, 3, 1, 1, 1,
                                             10, 10, 8 },
            asc_sem_vmul, 0, 0x800);
  ft_check ("vexp f16, source repeat stride 11", ASC_OP_vexp, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 2, 1, 1, 8, 11 },
            asc_sem_vexp, 0, 0x800);
  ft_check ("vadds f16, repeat stride 0", ASC_OP_vadds, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0, 4, 1, 1, 0, 0 },
            asc_sem_vadds, 0, 0x800);
  return tt_failures != 0;
}

/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { output-contains {vmul f32, repeat stride 10: footprint reads 1536 and writes 768 bytes} } } */
/* { dg-final { output-contains {ok: vexp f16, source repeat stride 11: ideal conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {vadds f16, repeat stride 0: footprint reads 256 and writes 256 bytes} } } */
