/* asc_footprint.c -- the bytes each intrinsic call reads and writes.

   One function, asc_footprint, maps (op, variant, arguments) to a list of
   strided memory accesses, following the repeat/stride/burst units of
   ../shared/reference/cce-intrinsics-and-costs.md sections 3-5.  The
   simulator calls it on every executed call; the GCC plugin calls it on
   constant arguments.  Plain C11, no state.  */

#include "ascsync/asc_common.h"

#define BLOCK 32u        /* bytes in a vector data block / DMA unit */
#define FRACTAL 512u     /* bytes in a 16 x 16 fp16 cube fractal */

/* Fill *A with one access; see struct asc_access.  */
static void
set_access (struct asc_access *a, enum asc_space space, int write,
            int operand, uint64_t base, uint64_t blk_bytes, uint64_t nblk,
            uint64_t blk_stride, uint64_t nrep, uint64_t rep_stride)
{
  a->space = (uint8_t) space;
  a->write = (uint8_t) write;
  a->operand = (uint8_t) operand;
  a->pad_ = 0;
  a->base = base;
  a->blk_bytes = (uint32_t) blk_bytes;
  a->nblk = (uint32_t) nblk;
  a->blk_stride = blk_stride;
  a->nrep = (uint32_t) nrep;
  a->rep_stride = rep_stride;
}

/* A vector operand: REP repeats of NBLK 32-byte blocks, block stride BS
   and repeat stride RS in blocks.  */
static void
vec_access (struct asc_access *a, int write, int operand, uint64_t base,
            uint64_t rep, uint64_t nblk, uint64_t bs, uint64_t rs)
{
  set_access (a, ASC_SPACE_UB, write, operand, base, BLOCK, nblk, bs * BLOCK,
              rep, rs * BLOCK);
}

uint64_t
asc_access_end (const struct asc_access *acc)
{
  if (acc->nrep == 0 || acc->nblk == 0)
    return acc->base;
  return acc->base + (uint64_t) (acc->nrep - 1) * acc->rep_stride
         + (uint64_t) (acc->nblk - 1) * acc->blk_stride + acc->blk_bytes;
}

uint64_t
asc_access_bytes (const struct asc_access *acc)
{
  return (uint64_t) acc->nrep * acc->nblk * acc->blk_bytes;
}

/* Whether the byte ranges of A and B intersect.  Exact for contiguous
   accesses; for strided ones, compares every block pair when the counts
   are small and falls back to the bounding ranges otherwise.  */
int
asc_access_overlap (const struct asc_access *a, const struct asc_access *b)
{
  if (a->space != b->space)
    return 0;
  if (asc_access_end (a) <= b->base || asc_access_end (b) <= a->base)
    return 0;
  uint64_t na = (uint64_t) a->nrep * a->nblk, nb = (uint64_t) b->nrep * b->nblk;
  if (na * nb > 4096)
    return 1;
  for (uint64_t i = 0; i < na; i++)
    {
      uint64_t sa = a->base + (i / a->nblk) * a->rep_stride
                    + (i % a->nblk) * a->blk_stride;
      for (uint64_t j = 0; j < nb; j++)
        {
          uint64_t sb = b->base + (j / b->nblk) * b->rep_stride
                        + (j % b->nblk) * b->blk_stride;
          if (sa < sb + b->blk_bytes && sb < sa + a->blk_bytes)
            return 1;
        }
    }
  return 0;
}

int
asc_cc2ub_sizes (unsigned mode, int *src_size, int *dst_size)
{
  switch (mode)
    {
    case 0: /* CRMODE_NONE: 32-bit elements copied as they are.  */
    case 5: /* CRMODE_NONE_RELU */
      *src_size = 4, *dst_size = 4;
      return 1;
    case 1: /* CRMODE_F32toF16_NONE */
    case 2: /* CRMODE_F32toF16_RELU */
    case 3: /* CRMODE_S32toF16_NONE */
      *src_size = 4, *dst_size = 2;
      return 1;
    case 4: /* CRMODE_F16toF32_NONE */
      *src_size = 2, *dst_size = 4;
      return 1;
    default:
      return 0;
    }
}

static uint64_t
ceil_div (uint64_t a, uint64_t b)
{
  return (a + b - 1) / b;
}

int
asc_footprint (enum asc_op op, enum asc_variant var, const uint64_t *x,
               struct asc_access *out, const char **err)
{
  const struct asc_op_info *info = &asc_ops[op];
  enum asc_space ds = info->dst_space, ss = info->src_space;
  int esz = asc_variant_size (var);
  int n = 0;

  *err = 0;
  switch (info->form)
    {
    case ASC_FORM_DMA_PAD:
      if (x[7] != 0)
        {
          *err = "padMode other than PAD_NONE is not supported";
          return -1;
        }
      /* Fall through.  */
    case ASC_FORM_DMA:
      if (x[3] == 0 || x[4] == 0)
        return 0;
      set_access (&out[n++], ss, 0, 1, x[1], x[4] * BLOCK, 1, 0, x[3],
                  (x[4] + x[5]) * BLOCK);
      set_access (&out[n++], ds, 1, 0, x[0], x[4] * BLOCK, 1, 0, x[3],
                  (x[4] + x[6]) * BLOCK);
      return n;

    case ASC_FORM_LOAD2D:
      if (x[3] == 0)
        return 0;
      set_access (&out[n++], ss, 0, 1, x[1] + x[2] * FRACTAL, FRACTAL, 1, 0,
                  x[3], x[4] * FRACTAL);
      set_access (&out[n++], ds, 1, 0, x[0], FRACTAL * x[3], 1, 0, 1, 0);
      return n;

    case ASC_FORM_MAD:
      {
        uint64_t m = x[3], k = x[4], nn = x[5];
        if (m == 0 || k == 0 || nn == 0)
          return 0;
        uint64_t in_size = var == ASC_VAR_S32 ? 1 : 2;
        uint64_t k0 = BLOCK / in_size;
        uint64_t mt = ceil_div (m, 16), kt = ceil_div (k, k0);
        uint64_t nt = ceil_div (nn, 16);
        uint64_t cbytes = mt * nt * 256 * (uint64_t) esz;
        set_access (&out[n++], ASC_SPACE_L0A, 0, 1, x[1], mt * kt * FRACTAL,
                    1, 0, 1, 0);
        set_access (&out[n++], ASC_SPACE_L0B, 0, 2, x[2], kt * nt * FRACTAL,
                    1, 0, 1, 0);
        if (!x[6])
          set_access (&out[n++], ASC_SPACE_L0C, 0, 0, x[0], cbytes, 1, 0, 1,
                      0);
        set_access (&out[n++], ASC_SPACE_L0C, 1, 0, x[0], cbytes, 1, 0, 1, 0);
        return n;
      }

    case ASC_FORM_VBIN:
    case ASC_FORM_VCMPV:
      if (x[3] == 0)
        return 0;
      vec_access (&out[n++], 0, 1, x[1], x[3], 8, x[5], x[8]);
      vec_access (&out[n++], 0, 2, x[2], x[3], 8, x[6], x[9]);
      if (info->form == ASC_FORM_VCMPV)
        set_access (&out[n++], ASC_SPACE_UB, 1, 0, x[0],
                    x[3] * (256u / (unsigned) esz) / 8u, 1, 0, 1, 0);
      else
        vec_access (&out[n++], 1, 0, x[0], x[3], 8, x[4], x[7]);
      return n;

    case ASC_FORM_VUN:
    case ASC_FORM_VCONV_F162F32:
    case ASC_FORM_VCONV_F322F16:
      if (x[2] == 0)
        return 0;
      vec_access (&out[n++], 0, 1, x[1], x[2],
                  info->form == ASC_FORM_VCONV_F162F32 ? 4 : 8, x[4], x[6]);
      vec_access (&out[n++], 1, 0, x[0], x[2],
                  info->form == ASC_FORM_VCONV_F322F16 ? 4 : 8, x[3], x[5]);
      return n;

    case ASC_FORM_VSCALAR:
      if (x[3] == 0)
        return 0;
      vec_access (&out[n++], 0, 1, x[1], x[3], 8, x[5], x[7]);
      vec_access (&out[n++], 1, 0, x[0], x[3], 8, x[4], x[6]);
      return n;

    case ASC_FORM_VDUP:
      if (x[2] == 0)
        return 0;
      vec_access (&out[n++], 1, 0, x[0], x[2], 8, x[3], x[5]);
      return n;

    case ASC_FORM_VRED:
    case ASC_FORM_VRED_PAIR:
    case ASC_FORM_VRED_GROUP:
      {
        if (x[2] == 0)
          return 0;
        uint64_t unit = (uint64_t) esz
                        * (info->form == ASC_FORM_VRED ? 1
                           : info->form == ASC_FORM_VRED_PAIR ? 2 : 8);
        vec_access (&out[n++], 0, 1, x[1], x[2], 8, x[4], x[5]);
        set_access (&out[n++], ASC_SPACE_UB, 1, 0, x[0], unit, 1, 0, x[2],
                    x[3] * unit);
        return n;
      }

    case ASC_FORM_CMPMASK:
      set_access (&out[n++], ASC_SPACE_UB, 0, 0, x[0], 16, 1, 0, 1, 0);
      return n;

    case ASC_FORM_VTRANSPOSE:
      set_access (&out[n++], ASC_SPACE_UB, 0, 1, x[1], 512, 1, 0, 1, 0);
      set_access (&out[n++], ASC_SPACE_UB, 1, 0, x[0], 512, 1, 0, 1, 0);
      return n;

    case ASC_FORM_CC2UB:
      {
        int ssz, dsz;
        if (!asc_cc2ub_sizes ((unsigned) x[7], &ssz, &dsz))
          {
            *err = "unsupported crMode (ConvRelu_t) value";
            return -1;
          }
        if (x[3] == 0 || x[4] == 0)
          return 0;
        uint64_t sfrac = 256u * (uint64_t) ssz, dfrac = 256u * (uint64_t) dsz;
        set_access (&out[n++], ss, 0, 1, x[1], x[4] * sfrac, 1, 0, x[3],
                    (x[4] + x[5]) * sfrac);
        set_access (&out[n++], ds, 1, 0, x[0], x[4] * dfrac, 1, 0, x[3],
                    x[4] * dfrac + x[6] * BLOCK);
        return n;
      }

    case ASC_FORM_FLAG:
    case ASC_FORM_BARRIER:
    case ASC_FORM_MASK:
    default:
      return 0;
    }
}
