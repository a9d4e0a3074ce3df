/* Block strides spread a repeat's blocks apart: a vadd whose
   destination blocks lie two blocks apart and whose sources lie three
   and one apart, a vector_dup with block stride 2, and the UB side of
   DMAs with a gap between bursts (a load into every other block, a
   store from every third).  The footprint, the semantics, the checker
   and the ideal timing agree on every byte (footprint-test.h).  */
/* { dg-do run } */
#include "footprint-test.h"

int
main (void)
{
  ft_check ("vadd f16, block strides 2, 3, 1", ASC_OP_vadd, ASC_VAR_F16,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 0x400, 1, 2, 3, 1,
                                             16, 24, 8 },
            asc_sem_vadd, 0, 0x800);
  ft_check ("vector_dup f32, block stride 2", ASC_OP_vector_dup,
            ASC_VAR_F32,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0, 2, 2, 1, 16, 8 },
            asc_sem_vector_dup, 0, 0);
  ft_check ("copy_gm_to_ubuf, dst gap 1 block", ASC_OP_copy_gm_to_ubuf,
            ASC_VAR_NONE,
            (const uint64_t[ASC_MAX_ARGS]) { 0x800, 0x40, 0, 12, 1, 1, 1 },
            asc_sem_copy_gm_to_ubuf, 0, 0);
  ft_check ("copy_ubuf_to_gm, src gap 2 blocks", ASC_OP_copy_ubuf_to_gm,
            ASC_VAR_NONE,
            (const uint64_t[ASC_MAX_ARGS]) { 0x100, 0x800, 0, 6, 1, 2, 0 },
            asc_sem_copy_ubuf_to_gm, 0x800, 0x1000);
  return tt_failures != 0;
}

/* { dg-final { output-not-contains "FAIL" } } */
/* { dg-final { output-contains {ok: vadd f16, block strides 2, 3, 1: ideal conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {ok: copy_gm_to_ubuf, dst gap 1 block: checker conflicts on the footprint's bytes = 0} } } */
/* { dg-final { output-contains {copy_gm_to_ubuf, dst gap 1 block: footprint reads 0 and writes 384 bytes} } } */
