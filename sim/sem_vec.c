/* sem_vec.c -- semantics of the V-pipe vector intrinsics (910A).

   Element-wise operations (vadd ... vmin, vexp ... vrsqrt, vadds ...
   vmins, vector_dup, vconv_*, vsel), reductions (vcadd, vcmax, vcmin,
   vcgadd, vcgmax), compares into a UB bit mask (vcmpv_*) and
   set_cmpmask.  Repeat, block and stride units follow
   ../shared/reference/cce-intrinsics-and-costs.md sections 3.6 and 4:
   one repeat is 8 blocks of 32 bytes (256 / esize elements), element E
   of repeat R of an operand with block stride BS and repeat stride RS
   (in blocks) lives at byte (R * RS + (E * esize / 32) * BS) * 32 +
   E * esize % 32.  The vector mask (normal mode) selects the elements
   of each repeat that are processed; masked-off destination elements
   are left unchanged.  vcmpv_* ignore the mask (see run_vcmpv).

   Arithmetic: fp16 operands are computed in float and rounded to half
   (round to nearest even) when stored; fp32 in float; int32 wraps.
   Transcendentals use the host libm, so results are the correctly
   rounded (or libm-accurate) values, not the hardware's approximations.
   Reductions of fp16 accumulate in float, in element order, and round
   once at the end.

   Every function processes one repeat at a time and reads all source
   elements of a repeat before writing any destination element of it, so
   in-place calls (vadd (a, a, b, ...)) and the ISA's accumulate pattern
   (dst == src1 with repeat stride 0: each repeat sees the previous
   repeat's result) behave as on the hardware.  Only bytes inside the
   footprint of common/asc_footprint.c are touched.  */

#include <math.h>
#include <string.h>
#include "sim_internal.h"

#define VBLOCK 32u          /* bytes in a vector data block */
#define VREPEAT 256u        /* bytes in a full-width repeat */
#define VMAX_ELEMS 128u     /* elements in a repeat of 16-bit elements */

/* One strided vector operand.  */
typedef struct vop
{
  uint8_t *base;            /* simulator address of the operand */
  uint64_t bs, rs;          /* block and repeat stride, in bytes */
  enum asc_variant var;     /* element type */
  unsigned esize;           /* bytes per element */
} vop;

/* An element value: float for F16/F32, int32 for S32/S16.  */
typedef union vval
{
  float f;
  int32_t i;
} vval;

/* The operand of pointer argument ARG of C with block stride BS and
   repeat stride RS (in blocks) and element type VAR.  */
static vop
operand (const asc_call *c, int arg, uint64_t bs, uint64_t rs,
         enum asc_variant var)
{
  vop o;
  o.base = c->ptr[arg];
  o.bs = bs * VBLOCK;
  o.rs = rs * VBLOCK;
  o.var = var;
  o.esize = (unsigned) asc_variant_size (var);
  return o;
}

/* Address of element E of repeat R of O: the one address walk.  */
static uint8_t *
elem_at (const vop *o, unsigned r, unsigned e)
{
  unsigned off = e * o->esize;
  return o->base + r * o->rs + (off / VBLOCK) * o->bs + off % VBLOCK;
}

/* Whether VAR holds integers.  */
static int
is_int (enum asc_variant var)
{
  return var == ASC_VAR_S32 || var == ASC_VAR_S16;
}

/* Load the element of type VAR at P.  */
static vval
load_elem (enum asc_variant var, const uint8_t *p)
{
  vval v;
  switch (var)
    {
    case ASC_VAR_F16:
      {
        _Float16 h;
        memcpy (&h, p, sizeof h);
        v.f = (float) h;
        break;
      }
    case ASC_VAR_F32:
      memcpy (&v.f, p, sizeof v.f);
      break;
    case ASC_VAR_S32:
      memcpy (&v.i, p, sizeof v.i);
      break;
    case ASC_VAR_S16:
      {
        int16_t s;
        memcpy (&s, p, sizeof s);
        v.i = s;
        break;
      }
    default:
      v.i = 0;
    }
  return v;
}

/* Store V as an element of type VAR at P (fp16: round to nearest even;
   int16: the low 16 bits).  */
static void
store_elem (enum asc_variant var, uint8_t *p, vval v)
{
  switch (var)
    {
    case ASC_VAR_F16:
      {
        _Float16 h = (_Float16) v.f;
        memcpy (p, &h, sizeof h);
        break;
      }
    case ASC_VAR_F32:
      memcpy (p, &v.f, sizeof v.f);
      break;
    case ASC_VAR_S32:
      memcpy (p, &v.i, sizeof v.i);
      break;
    case ASC_VAR_S16:
      {
        int16_t s = (int16_t) (uint16_t) (uint32_t) v.i;
        memcpy (p, &s, sizeof s);
        break;
      }
    default:
      break;
    }
}

/* The scalar operand D as a value of type VAR, as the intrinsic's typed
   parameter would hold it (fp16 scalars are rounded to half; integers
   wrap; NaN or out-of-range integers give 0).  */
static vval
scalar_value (enum asc_variant var, double d)
{
  vval v;
  if (is_int (var))
    {
      if (!(d > -9.0e18 && d < 9.0e18))
        v.i = 0;
      else
        v.i = (int32_t) (uint32_t) (int64_t) d;
      if (var == ASC_VAR_S16)
        v.i = (int16_t) (uint16_t) (uint32_t) v.i;
    }
  else if (var == ASC_VAR_F16)
    v.f = (float) (_Float16) d;
  else
    v.f = (float) d;
  return v;
}

/* Element-wise functions.  */
enum vfn
{
  FN_COPY,                  /* a (vector_dup, vconv) */
  FN_ADD, FN_SUB, FN_MUL, FN_DIV, FN_MAX, FN_MIN,
  FN_EXP, FN_LN, FN_ABS, FN_RELU, FN_REC, FN_SQRT, FN_RSQRT,
  FN_SEL                    /* CMPMASK ? a : b, handled by elementwise */
};

/* FN (A, B) for integer (INT nonzero) or floating values.  Integer
   arithmetic wraps modulo 2^32; functions the table does not offer for
   integers return A.  Floating division by zero gives IEEE inf/nan;
   floating max/min return the other operand when one is a NaN.  */
static vval
apply (enum vfn fn, int integer, vval a, vval b)
{
  vval r = a;
  if (integer)
    {
      uint32_t x = (uint32_t) a.i, y = (uint32_t) b.i;
      switch (fn)
        {
        case FN_ADD: r.i = (int32_t) (x + y); break;
        case FN_SUB: r.i = (int32_t) (x - y); break;
        case FN_MUL: r.i = (int32_t) (x * y); break;
        case FN_MAX: r.i = a.i > b.i ? a.i : b.i; break;
        case FN_MIN: r.i = a.i < b.i ? a.i : b.i; break;
        case FN_RELU: r.i = a.i > 0 ? a.i : 0; break;
        case FN_ABS: r.i = (int32_t) (a.i < 0 ? 0u - x : x); break;
        default: break;
        }
      return r;
    }
  float x = a.f, y = b.f;
  switch (fn)
    {
    case FN_ADD: r.f = x + y; break;
    case FN_SUB: r.f = x - y; break;
    case FN_MUL: r.f = x * y; break;
    case FN_DIV: r.f = x / y; break;
    case FN_MAX: r.f = fmaxf (x, y); break;
    case FN_MIN: r.f = fminf (x, y); break;
    case FN_EXP: r.f = expf (x); break;
    case FN_LN: r.f = logf (x); break;
    case FN_ABS: r.f = fabsf (x); break;
    case FN_RELU: r.f = x > 0.0f ? x : 0.0f; break;
    case FN_REC: r.f = 1.0f / x; break;
    case FN_SQRT: r.f = sqrtf (x); break;
    case FN_RSQRT: r.f = 1.0f / sqrtf (x); break;
    default: break;
    }
  return r;
}

/* Bit E of the CMPMASK register of CORE (LSB-first within bytes).  */
static int
cmpmask_bit (const asc_core *core, unsigned e)
{
  return (core->cmpmask[e / 8] >> (e % 8)) & 1;
}

/* Run FN over REPEAT repeats: O[0] is the destination, O[1..NSRC] the
   sources (NSRC 0..2); a missing source reads SCALAR.  The elements per
   repeat and the mask width follow the widest operand (conversions: 64
   elements, the 16-bit side using 4 blocks).  Computation uses the type
   of the first source (the destination's for vector_dup).  */
static void
elementwise (const asc_call *c, enum vfn fn, const vop *o, int nsrc,
             unsigned repeat, vval scalar)
{
  const asc_core *core = c->core;
  unsigned esize = o[0].esize;
  for (int s = 1; s <= nsrc; s++)
    if (o[s].esize > esize)
      esize = o[s].esize;
  unsigned n = VREPEAT / esize;
  int integer = is_int (nsrc ? o[1].var : o[0].var);
  vval a[VMAX_ELEMS], b[VMAX_ELEMS];

  for (unsigned r = 0; r < repeat; r++)
    {
      for (unsigned e = 0; e < n; e++)
        if (asc_mask_on (core, e, (int) esize))
          {
            a[e] = nsrc >= 1 ? load_elem (o[1].var, elem_at (&o[1], r, e))
                             : scalar;
            b[e] = nsrc >= 2 ? load_elem (o[2].var, elem_at (&o[2], r, e))
                             : scalar;
          }
      for (unsigned e = 0; e < n; e++)
        if (asc_mask_on (core, e, (int) esize))
          {
            vval v = fn == FN_SEL ? (cmpmask_bit (core, e) ? a[e] : b[e])
                                  : apply (fn, integer, a[e], b[e]);
            store_elem (o[0].var, elem_at (&o[0], r, e), v);
          }
    }
}

/* VBIN form: dst, src0, src1, repeat, 3 block strides, 3 repeat
   strides.  */
static void
run_vbin (const asc_call *c, enum vfn fn)
{
  const uint64_t *x = c->args;
  vop o[3] = { operand (c, 0, x[4], x[7], c->var),
               operand (c, 1, x[5], x[8], c->var),
               operand (c, 2, x[6], x[9], c->var) };
  vval zero = { 0 };
  elementwise (c, fn, o, 2, (unsigned) x[3], zero);
}

/* VUN form (and the conversions): dst, src, repeat, dstBS, srcBS, dstRS,
   srcRS; DVAR and SVAR are the element types.  */
static void
run_vun (const asc_call *c, enum vfn fn, enum asc_variant dvar,
         enum asc_variant svar)
{
  const uint64_t *x = c->args;
  vop o[2] = { operand (c, 0, x[3], x[5], dvar),
               operand (c, 1, x[4], x[6], svar) };
  vval zero = { 0 };
  elementwise (c, fn, o, 1, (unsigned) x[2], zero);
}

/* VUN form with the call's own element type for dst and src.  */
static void
run_vun_same (const asc_call *c, enum vfn fn)
{
  run_vun (c, fn, c->var, c->var);
}

/* VSCALAR form: dst, src, (scalar), repeat, dstBS, srcBS, dstRS, srcRS;
   computes FN (src, scalar).  */
static void
run_vscalar (const asc_call *c, enum vfn fn)
{
  const uint64_t *x = c->args;
  vop o[2] = { operand (c, 0, x[4], x[6], c->var),
               operand (c, 1, x[5], x[7], c->var) };
  vval s = scalar_value (c->var, c->scalar);
  elementwise (c, fn, o, 1, (unsigned) x[3], s);
}

void asc_sem_vadd (const asc_call *c) { run_vbin (c, FN_ADD); }
void asc_sem_vsub (const asc_call *c) { run_vbin (c, FN_SUB); }
void asc_sem_vmul (const asc_call *c) { run_vbin (c, FN_MUL); }
void asc_sem_vdiv (const asc_call *c) { run_vbin (c, FN_DIV); }
void asc_sem_vmax (const asc_call *c) { run_vbin (c, FN_MAX); }
void asc_sem_vmin (const asc_call *c) { run_vbin (c, FN_MIN); }

/* vsel (mode 0): dst = CMPMASK bit E ? src0 : src1, with the same 128
   CMPMASK bits (the low 64 for 32-bit types) applied to every repeat.  */
void asc_sem_vsel (const asc_call *c) { run_vbin (c, FN_SEL); }

void asc_sem_vexp (const asc_call *c) { run_vun_same (c, FN_EXP); }
void asc_sem_vln (const asc_call *c) { run_vun_same (c, FN_LN); }
void asc_sem_vabs (const asc_call *c) { run_vun_same (c, FN_ABS); }
void asc_sem_vrelu (const asc_call *c) { run_vun_same (c, FN_RELU); }
void asc_sem_vrec (const asc_call *c) { run_vun_same (c, FN_REC); }
void asc_sem_vsqrt (const asc_call *c) { run_vun_same (c, FN_SQRT); }
void asc_sem_vrsqrt (const asc_call *c) { run_vun_same (c, FN_RSQRT); }

/* Conversions: 64 elements per repeat; fp32 -> fp16 rounds to nearest
   even (IEEE overflow to infinity).  */
void
asc_sem_vconv_f162f32 (const asc_call *c)
{
  run_vun (c, FN_COPY, ASC_VAR_F32, ASC_VAR_F16);
}

void
asc_sem_vconv_f322f16 (const asc_call *c)
{
  run_vun (c, FN_COPY, ASC_VAR_F16, ASC_VAR_F32);
}

void asc_sem_vadds (const asc_call *c) { run_vscalar (c, FN_ADD); }
void asc_sem_vmuls (const asc_call *c) { run_vscalar (c, FN_MUL); }
void asc_sem_vmaxs (const asc_call *c) { run_vscalar (c, FN_MAX); }
void asc_sem_vmins (const asc_call *c) { run_vscalar (c, FN_MIN); }

/* vector_dup (VDUP form: dst, (scalar), repeat, dstBS, srcBS, dstRS,
   srcRS): every enabled destination element = the scalar.  */
void
asc_sem_vector_dup (const asc_call *c)
{
  const uint64_t *x = c->args;
  vop o[1] = { operand (c, 0, x[3], x[5], c->var) };
  elementwise (c, FN_COPY, o, 0, (unsigned) x[2],
               scalar_value (c->var, c->scalar));
}

/* --- reductions ---------------------------------------------------------- */

enum vred
{
  RED_SUM,                  /* vcadd: one sum per repeat */
  RED_MAX, RED_MIN,         /* vcmax/vcmin: (value, index) per repeat */
  RED_GSUM, RED_GMAX        /* vcgadd/vcgmax: one result per block */
};

/* VRED forms: dst, src, repeat, dstRS, srcBS, srcRS.  For each repeat,
   reduce the mask-enabled source elements of the repeat (or of each of
   its 8 blocks, for the group kinds) and write the results at dst +
   R * dstRS * unit, unit = 1, 2 or 8 elements.  Sums accumulate in float
   in element order and round once to the element type.  Max/min keep the
   first (lowest-index) extreme; the index written after the value is the
   element's position within the repeat as an unsigned integer of the
   element's width.  A group with no enabled element gives 0 (sum), -inf
   (max) or +inf (min) and index 0.  */
static void
run_vred (const asc_call *c, enum vred kind)
{
  const uint64_t *x = c->args;
  const asc_core *core = c->core;
  vop s = operand (c, 1, x[4], x[5], c->var);
  unsigned esize = s.esize, n = VREPEAT / esize;
  unsigned group = kind >= RED_GSUM ? VBLOCK / esize : n;
  unsigned unit = kind == RED_SUM ? 1 : kind <= RED_MIN ? 2 : 8;
  uint8_t *dst = c->ptr[0];

  for (unsigned r = 0; r < (unsigned) x[2]; r++)
    {
      float res[8];
      unsigned idx = 0;
      for (unsigned g = 0; g < n / group; g++)
        {
          float acc = kind == RED_SUM || kind == RED_GSUM ? 0.0f
                      : kind == RED_MIN ? INFINITY : -INFINITY;
          int any = 0;
          for (unsigned e = g * group; e < (g + 1) * group; e++)
            {
              if (!asc_mask_on (core, e, (int) esize))
                continue;
              float v = load_elem (s.var, elem_at (&s, r, e)).f;
              int better = !any || (kind == RED_MIN ? v < acc : v > acc);
              if (kind == RED_SUM || kind == RED_GSUM)
                acc += v;
              else if (better)
                acc = v, idx = e;
              any = 1;
            }
          res[g] = acc;
        }
      uint8_t *out = dst + (uint64_t) r * x[3] * unit * esize;
      for (unsigned g = 0; g < n / group; g++)
        {
          vval v;
          v.f = res[g];
          store_elem (s.var, out + g * esize, v);
        }
      if (unit == 2)
        {
          uint16_t i16 = (uint16_t) idx;
          uint32_t i32 = idx;
          if (esize == 2)
            memcpy (out + esize, &i16, sizeof i16);
          else
            memcpy (out + esize, &i32, sizeof i32);
        }
    }
}

void asc_sem_vcadd (const asc_call *c) { run_vred (c, RED_SUM); }
void asc_sem_vcmax (const asc_call *c) { run_vred (c, RED_MAX); }
void asc_sem_vcmin (const asc_call *c) { run_vred (c, RED_MIN); }
void asc_sem_vcgadd (const asc_call *c) { run_vred (c, RED_GSUM); }
void asc_sem_vcgmax (const asc_call *c) { run_vred (c, RED_GMAX); }

/* --- compare and select ------------------------------------------------- */

enum vcmp
{
  CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE
};

/* Whether A OP B, for integer (INT) or floating values (false for an
   unordered pair except NE).  */
static int
compare (enum vcmp op, int integer, vval a, vval b)
{
  if (integer)
    switch (op)
      {
      case CMP_EQ: return a.i == b.i;
      case CMP_NE: return a.i != b.i;
      case CMP_LT: return a.i < b.i;
      case CMP_LE: return a.i <= b.i;
      case CMP_GT: return a.i > b.i;
      default: return a.i >= b.i;
      }
  switch (op)
    {
    case CMP_EQ: return a.f == b.f;
    case CMP_NE: return a.f != b.f;
    case CMP_LT: return a.f < b.f;
    case CMP_LE: return a.f <= b.f;
    case CMP_GT: return a.f > b.f;
    default: return a.f >= b.f;
    }
}

/* VCMPV form: dst (u8), src0, src1, repeat, 3 block strides, 3 repeat
   strides.  Bit E of repeat R (LSB-first within bytes) is src0 OP src1;
   the masks of consecutive repeats are packed at dst + R * n / 8; the
   dst strides are ignored.  The vector mask does not apply: every bit of
   every repeat is written (CCE vcmpv has no mask; asc-devkit C-API
   docs: "when the result goes to the destination address the mask has
   no effect").  */
static void
run_vcmpv (const asc_call *c, enum vcmp op)
{
  const uint64_t *x = c->args;
  vop s0 = operand (c, 1, x[5], x[8], c->var);
  vop s1 = operand (c, 2, x[6], x[9], c->var);
  unsigned n = VREPEAT / s0.esize;
  int integer = is_int (c->var);
  uint8_t *dst = c->ptr[0];

  for (unsigned r = 0; r < (unsigned) x[3]; r++)
    {
      uint8_t bits[VMAX_ELEMS / 8];
      memset (bits, 0, sizeof bits);
      for (unsigned e = 0; e < n; e++)
        if (compare (op, integer, load_elem (c->var, elem_at (&s0, r, e)),
                     load_elem (c->var, elem_at (&s1, r, e))))
          bits[e / 8] |= (uint8_t) (1u << (e % 8));
      memcpy (dst + (uint64_t) r * (n / 8), bits, n / 8);
    }
}

void asc_sem_vcmpv_eq (const asc_call *c) { run_vcmpv (c, CMP_EQ); }
void asc_sem_vcmpv_ne (const asc_call *c) { run_vcmpv (c, CMP_NE); }
void asc_sem_vcmpv_lt (const asc_call *c) { run_vcmpv (c, CMP_LT); }
void asc_sem_vcmpv_le (const asc_call *c) { run_vcmpv (c, CMP_LE); }
void asc_sem_vcmpv_gt (const asc_call *c) { run_vcmpv (c, CMP_GT); }
void asc_sem_vcmpv_ge (const asc_call *c) { run_vcmpv (c, CMP_GE); }

/* set_cmpmask (src): CMPMASK = the 16 bytes at src.  */
void
asc_sem_set_cmpmask (const asc_call *c)
{
  memcpy (c->core->cmpmask, c->ptr[0], sizeof c->core->cmpmask);
}
