/* asc_footprint.c -- the bytes each intrinsic call reads and writes.

   One function, asc_footprint, maps (op, variant, arguments) to a list of
   strided memory accesses, following the repeat/stride/burst units of
   ../shared/reference/cce-intrinsics-and-costs.md sections 3-5.  The
   simulator calls it on every executed call; the GCC plugin calls it on
   constant arguments.  The vector mask narrows the operands it governs
   to their enabled lanes (asc_footprint_masked), and asc_span_init /
   asc_span_next walk the exact bytes of an access: the one definition
   of "the bytes an instruction touches" that the simulator's checker
   and its timing model share.  Plain C11, no state.  */

#include "ascsync/asc_common.h"

#define BLOCK 32u        /* bytes in a vector data block / DMA unit */
#define FRACTAL 512u     /* bytes in a 16 x 16 fp16 cube fractal */

/* X as a 32-bit field of struct asc_access, saturated: the simulator
   passes counts within the hardware's limits, but the plugin asks with
   the largest values a range allows (a mad of 65535 x 65535 x 65535 has
   2^33-byte operands), and a count cut modulo 2^32 would make the
   access smaller than it is -- even empty.  2^32 - 1 bytes or blocks
   cover any local space.  */
static uint32_t
field32 (uint64_t x)
{
  return x > UINT32_MAX ? UINT32_MAX : (uint32_t) x;
}

/* Fill *A with one access; see struct asc_access.  */
static void
set_access (struct asc_access *a, enum asc_space space, int write,
            int operand, uint64_t base, uint64_t blk_bytes, uint64_t nblk,
            uint64_t blk_stride, uint64_t nrep, uint64_t rep_stride)
{
  a->space = (uint8_t) space;
  a->write = (uint8_t) write;
  a->operand = (uint8_t) operand;
  a->lane_bytes = 0;
  a->base = base;
  a->blk_bytes = field32 (blk_bytes);
  a->nblk = field32 (nblk);
  a->blk_stride = blk_stride;
  a->nrep = field32 (nrep);
  a->rep_stride = rep_stride;
  a->lanes[0] = a->lanes[1] = 0;
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

static uint32_t lane_block_mask (const struct asc_access *a, unsigned j);

uint64_t
asc_access_end (const struct asc_access *acc)
{
  if (acc->nrep == 0 || acc->nblk == 0)
    return acc->base;
  uint64_t last = acc->base + (uint64_t) (acc->nrep - 1) * acc->rep_stride;
  if (acc->lane_bytes && acc->blk_bytes == 32 && acc->nblk <= 8)
    {
      /* Masked: the last repetition ends after its last enabled byte.  */
      uint64_t end = 0;
      for (unsigned j = 0; j < acc->nblk; j++)
        {
          uint32_t m = lane_block_mask (acc, j);
          uint64_t e = (uint64_t) j * acc->blk_stride + 32
                       - (unsigned) __builtin_clz (m ? m : 1);
          if (m && e > end)
            end = e;
        }
      return end ? last + end : acc->base;
    }
  return last + (uint64_t) (acc->nblk - 1) * acc->blk_stride + acc->blk_bytes;
}

/* Number of bits set in X.  */
static unsigned
popcount64 (uint64_t x)
{
  unsigned n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

uint64_t
asc_access_bytes (const struct asc_access *acc)
{
  if (acc->lane_bytes)
    return (uint64_t) acc->nrep * acc->lane_bytes
           * (popcount64 (acc->lanes[0]) + popcount64 (acc->lanes[1]));
  return (uint64_t) acc->nrep * acc->nblk * acc->blk_bytes;
}

/* --- the bytes of an access ---------------------------------------------- */

/* The bytes of block J of a repetition of masked access A that its
   enabled lanes cover: bit B for byte B of the block.  */
static uint32_t
lane_block_mask (const struct asc_access *a, unsigned j)
{
  uint32_t m = 0;
  unsigned lb = a->lane_bytes;
  for (unsigned b = 0; b < 32; b++)
    {
      unsigned lane = (j * 32u + b) / lb;
      if (lane < 128 && ((a->lanes[lane / 64] >> (lane % 64)) & 1))
        m |= 1u << b;
    }
  return m;
}

void
asc_span_init (struct asc_span_iter *it, const struct asc_access *a)
{
  it->base = a->base;
  it->rep_stride = a->rep_stride;
  it->blk_stride = a->blk_stride;
  it->blk_bytes = a->blk_bytes;
  it->nrep = a->nblk && a->blk_bytes ? a->nrep : 0;
  it->nblk = a->nblk;
  it->masked = a->lane_bytes != 0 && a->blk_bytes == 32 && a->nblk <= 8;
  if (it->masked)
    for (unsigned j = 0; j < a->nblk; j++)
      it->blk_mask[j] = lane_block_mask (a, j);
  /* Zero strides revisit the same bytes: walk them once.  */
  if (it->rep_stride == 0 && it->nrep > 1)
    it->nrep = 1;
  if (it->blk_stride == 0 && it->nblk > 1)
    {
      if (it->masked)
        for (unsigned j = 1; j < it->nblk; j++)
          it->blk_mask[0] |= it->blk_mask[j];
      it->nblk = 1;
    }
  /* Join adjacent whole blocks of a repetition, then adjacent
     repetitions, so that a contiguous access is one run at once.  */
  if (!it->masked && it->nblk > 1 && it->blk_stride == it->blk_bytes)
    {
      it->blk_bytes *= it->nblk;
      it->nblk = 1;
    }
  if (!it->masked && it->nblk == 1 && it->nrep > 1
      && it->rep_stride == it->blk_bytes)
    {
      it->blk_bytes *= it->nrep;
      it->nrep = 1;
    }
  it->r = it->j = 0;
  it->bits = 0;
  it->blk_lo = 0;
  it->pending = 0;
  it->plo = it->phi = 0;
}

/* The next run of IT before joining: one block, or one run of enabled
   bytes within a block of a masked access.  */
static int
span_piece (struct asc_span_iter *it, uint64_t *lo, uint64_t *hi)
{
  while (!it->bits)
    {
      if (it->r >= it->nrep)
        return 0;
      unsigned j = it->j;
      it->blk_lo = it->base + (uint64_t) it->r * it->rep_stride
                   + (uint64_t) j * it->blk_stride;
      if (++it->j >= it->nblk)
        {
          it->j = 0;
          it->r++;
        }
      if (!it->masked)
        {
          *lo = it->blk_lo;
          *hi = it->blk_lo + it->blk_bytes;
          return 1;
        }
      it->bits = it->blk_mask[j];
    }
  unsigned s = (unsigned) __builtin_ctz (it->bits);
  uint32_t rest = ~(it->bits >> s);
  unsigned e = rest ? s + (unsigned) __builtin_ctz (rest) : 32;
  it->bits &= e >= 32 ? ((1u << s) - 1) : ~(((1u << e) - 1) & ~((1u << s) - 1));
  *lo = it->blk_lo + s;
  *hi = it->blk_lo + e;
  return 1;
}

int
asc_span_next (struct asc_span_iter *it, uint64_t *lo, uint64_t *hi)
{
  uint64_t l, h;
  if (it->pending)
    {
      l = it->plo;
      h = it->phi;
      it->pending = 0;
    }
  else if (!span_piece (it, &l, &h))
    return 0;
  uint64_t nl, nh;
  while (span_piece (it, &nl, &nh))
    {
      if (nl != h)
        {
          it->pending = 1;
          it->plo = nl;
          it->phi = nh;
          break;
        }
      h = nh;
    }
  *lo = l;
  *hi = h;
  return 1;
}

/* Whether accesses A and B touch a common byte.  Walks B's runs for
   every run of A, up to a budget of 4096 pairs; beyond it, answers
   whether their spans intersect (the caller has checked that they
   do).  */
int
asc_access_overlap (const struct asc_access *a, const struct asc_access *b)
{
  if (a->space != b->space)
    return 0;
  if (asc_access_end (a) <= b->base || asc_access_end (b) <= a->base)
    return 0;
  struct asc_span_iter ia, ib;
  uint64_t al, ah, bl, bh, pairs = 0;
  asc_span_init (&ia, a);
  while (asc_span_next (&ia, &al, &ah))
    {
      asc_span_init (&ib, b);
      while (asc_span_next (&ib, &bl, &bh))
        {
          if (al < bh && bl < ah)
            return 1;
          if (++pairs > 4096)
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

/* The unmasked accesses of OP: asc_footprint's contract.  */
static int
footprint_blocks (enum asc_op op, enum asc_variant var, const uint64_t *x,
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

    case ASC_FORM_FILL2D:
      if ((x[1] & 0xff) == 0)
        return 0;
      set_access (&out[n++], ds, 1, 0, x[0], FRACTAL * (x[1] & 0xff), 1, 0,
                  1, 0);
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
    case ASC_FORM_CTRL:
    case ASC_FORM_SETVAL:
    default:
      return 0;
    }
}

/* The lanes per repeat of operation OP of variant VAR that the vector
   mask governs, and through *ALL_OPERANDS whether it governs every
   operand (elementwise) or only the source (reductions); 0 when the
   mask does not apply to OP.  Lanes follow the widest element.  */
static unsigned
masked_lanes (enum asc_op op, enum asc_variant var, int *all_operands)
{
  int esize = asc_variant_size (var);
  *all_operands = 1;
  switch (asc_ops[op].form)
    {
    case ASC_FORM_VBIN:
    case ASC_FORM_VUN:
    case ASC_FORM_VSCALAR:
    case ASC_FORM_VDUP:
      break;
    case ASC_FORM_VCONV_F162F32:
    case ASC_FORM_VCONV_F322F16:
      esize = 4;
      break;
    case ASC_FORM_VRED:
    case ASC_FORM_VRED_PAIR:
    case ASC_FORM_VRED_GROUP:
      *all_operands = 0;
      break;
    default:
      return 0;
    }
  return esize > 0 ? 256u / (unsigned) esize : 0;
}

int
asc_footprint_masked (enum asc_op op, enum asc_variant var,
                      const uint64_t *args, const uint64_t *vmask,
                      struct asc_access *out, const char **err)
{
  int n = footprint_blocks (op, var, args, out, err);
  int all_operands;
  unsigned lanes = vmask ? masked_lanes (op, var, &all_operands) : 0;
  if (n <= 0 || lanes == 0)
    return n;
  uint64_t lo = vmask[0], hi = lanes > 64 ? vmask[1] : 0;
  if (lanes <= 64)
    lo &= lanes == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << lanes) - 1;
  uint64_t full_hi = lanes > 64 ? ~(uint64_t) 0 : 0;
  if (lo == ~(uint64_t) 0 && hi == full_hi)
    return n;                   /* every lane: the blocks as they are */
  for (int i = 0; i < n; i++)
    {
      struct asc_access *a = &out[i];
      unsigned lane_bytes = a->nblk * 32u / lanes;
      if ((!all_operands && a->write) || a->blk_bytes != 32 || a->nblk > 8
          || a->space != ASC_SPACE_UB || lane_bytes == 0)
        continue;
      a->lane_bytes = (uint8_t) lane_bytes;
      a->lanes[0] = lo;
      a->lanes[1] = hi;
    }
  return n;
}

int
asc_footprint (enum asc_op op, enum asc_variant var, const uint64_t *args,
               struct asc_access *out, const char **err)
{
  return footprint_blocks (op, var, args, out, err);
}
