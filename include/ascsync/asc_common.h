/* asc_common.h -- vocabulary shared by the simulator and the GCC plugin.

   Pipes, memory spaces, element-type variants, argument forms, cost
   classes and the operation list (generated from intrinsics.def), plus
   the memory-access descriptor and the footprint function that turns a
   call's arguments into the bytes it reads and writes.  Plain C11; the
   plugin includes it from C++ as well.  Nothing here depends on GCC or on
   the simulator's state.  */

#ifndef ASCSYNC_ASC_COMMON_H
#define ASCSYNC_ASC_COMMON_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Pipes, numbered as CCE's pipe_t.  */
enum asc_pipe
{
  ASC_PIPE_S = 0,
  ASC_PIPE_V = 1,
  ASC_PIPE_M = 2,
  ASC_PIPE_MTE1 = 3,
  ASC_PIPE_MTE2 = 4,
  ASC_PIPE_MTE3 = 5,
  ASC_PIPE_ALL = 6
};
#define ASC_NPIPES 6

/* Memory spaces.  NONE marks an absent operand.  */
enum asc_space
{
  ASC_SPACE_NONE = 0,
  ASC_SPACE_GM,
  ASC_SPACE_UB,
  ASC_SPACE_L1,
  ASC_SPACE_L0A,
  ASC_SPACE_L0B,
  ASC_SPACE_L0C,
  ASC_NSPACES
};

/* Element-type variants of overloaded intrinsics.  */
enum asc_variant
{
  ASC_VAR_NONE = 0,
  ASC_VAR_F16,
  ASC_VAR_F32,
  ASC_VAR_S32,
  ASC_VAR_S16,
  ASC_NVARIANTS
};

/* Argument forms (see asc_forms.h for the parameter lists).  */
enum asc_form
{
  ASC_FORM_DMA,            /* dst, src, sid, nBurst, lenBurst, srcStride, dstStride */
  ASC_FORM_DMA_PAD,        /* DMA + padMode */
  ASC_FORM_LOAD2D,         /* dst, src, baseIdx, repeat, srcStride, sid, transpose */
  ASC_FORM_MAD,            /* c, a, b, m, k, n, init */
  ASC_FORM_VBIN,           /* dst, src0, src1, repeat, 3 block strides, 3 repeat strides */
  ASC_FORM_VUN,            /* dst, src, repeat, dstBS, srcBS, dstRS, srcRS */
  ASC_FORM_VSCALAR,        /* dst, src, scalar, repeat, dstBS, srcBS, dstRS, srcRS */
  ASC_FORM_VDUP,           /* dst, scalar, repeat, dstBS, srcBS, dstRS, srcRS */
  ASC_FORM_VCONV_F162F32,  /* as VUN */
  ASC_FORM_VCONV_F322F16,  /* as VUN */
  ASC_FORM_VRED,           /* dst, src, repeat, dstRS, srcBS, srcRS */
  ASC_FORM_VRED_PAIR,      /* as VRED */
  ASC_FORM_VRED_GROUP,     /* as VRED */
  ASC_FORM_VCMPV,          /* dst(u8), src0, src1, repeat, 3 BS, 3 RS */
  ASC_FORM_CMPMASK,        /* src */
  ASC_FORM_VTRANSPOSE,     /* dst, src (16 x 16 x 16-bit) */
  ASC_FORM_CC2UB,          /* dst, src, sid, nBurst, lenBurst, srcStride, dstStride, crMode */
  ASC_FORM_FLAG,           /* pipe, tpipe, event */
  ASC_FORM_BARRIER,        /* pipe */
  ASC_FORM_MASK,           /* mask1 (high), mask0 (low) */
  ASC_FORM_CTRL,           /* no operands (a scalar-unit setting) */
  ASC_FORM_FILL2D,         /* dst, config (repeat [7:0]) */
  ASC_FORM_SETVAL,         /* value (fp16) */
  ASC_NFORMS
};

/* Cost classes; their figures live in the machine model.  */
enum asc_cost
{
  ASC_COST_DMA,
  ASC_COST_LOAD2D,
  ASC_COST_MAD,
  ASC_COST_VADD,
  ASC_COST_VMUL,
  ASC_COST_VDIV,
  ASC_COST_VMAX,
  ASC_COST_VEXP,
  ASC_COST_VLN,
  ASC_COST_VABS,
  ASC_COST_VREC,
  ASC_COST_VSQRT,
  ASC_COST_VRSQRT,
  ASC_COST_VADDS,
  ASC_COST_VMULS,
  ASC_COST_VMAXS,
  ASC_COST_VDUP,
  ASC_COST_VCONV,
  ASC_COST_VCADD,
  ASC_COST_VCMAX,
  ASC_COST_VCGADD,
  ASC_COST_VCGMAX,
  ASC_COST_VCMPV,
  ASC_COST_VSEL,
  ASC_COST_SYNC,
  ASC_NCOSTS
};

/* One operation per table row, named ASC_OP_<name>.  Two pseudo
   operations follow for scalar loads and stores of traced memory.  */
enum asc_op
{
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, F16, F32, S32, S16) \
  ASC_OP_##NAME,
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) ASC_OP_##NAME,
#include "intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN
  ASC_NOPS,
  ASC_OP_SCALAR_LOAD = ASC_NOPS,
  ASC_OP_SCALAR_STORE,
  ASC_NOPS_ALL
};

/* Static description of one operation (a table row).  */
struct asc_op_info
{
  const char *name;          /* CCE name, e.g. "vadd" */
  enum asc_form form;
  enum asc_pipe pipe;        /* executing pipe (S for sync rows) */
  enum asc_cost cost;
  enum asc_space dst_space;
  enum asc_space src_space;
  unsigned variants;         /* bit (1 << ASC_VAR_x) per supported variant;
                                1 << ASC_VAR_NONE for plain rows */
};

/* Static description of one argument form.  */
#define ASC_MAX_ARGS 10
struct asc_form_info
{
  const char *name;          /* "VBIN", ... */
  int nargs;                 /* CCE arguments (without file and line) */
  int scalar_arg;            /* index of the floating/int scalar, or -1 */
  int dispatch_arg;          /* operand whose type selects the variant */
  int index_arg;             /* integer operand that moves the start of an
                                access (its smallest value starts it
                                earliest), or -1 */
  int init_arg;              /* 0/1 operand whose value 0 adds an access
                                (MAD: read-accumulate of L0C), or -1 */
  int mode_arg;              /* operand choosing among a few modes whose
                                footprints a larger value does not cover
                                (CC2UB's crMode: 4 or 2 bytes an element
                                on either side), or -1 */
  const char *arg_names[ASC_MAX_ARGS];
};

extern const struct asc_op_info asc_ops[ASC_NOPS_ALL];
extern const struct asc_form_info asc_forms[ASC_NFORMS];
extern const char *const asc_pipe_names[ASC_NPIPES + 1];   /* "S", ..., "ALL" */
extern const char *const asc_space_names[ASC_NSPACES];     /* "-", "GM", ... */
extern const char *const asc_variant_suffix[ASC_NVARIANTS]; /* "", "f16", ... */

/* Size in bytes of one element of variant VAR (0 for NONE).  */
int asc_variant_size (enum asc_variant var);

/* Find the operation named NAME (a CCE name such as "vadd", or a host
   entry-point name such as "asc_vadd_f16").  Returns the op, or -1, and
   stores the variant in *VAR when VAR is non-null.  */
int asc_op_lookup (const char *name, enum asc_variant *var);

/* A memory access: NREP repetitions of NBLK blocks of BLK_BYTES bytes.
   Block J of repetition R starts at BASE + R * REP_STRIDE + J *
   BLK_STRIDE (bytes).  BASE is an offset within SPACE (for GM, an
   address).  A contiguous range is NREP = NBLK = 1.

   Vector operands narrowed by the vector mask carry LANE_BYTES != 0:
   the blocks of one repetition, laid end to end, hold lanes of
   LANE_BYTES bytes (lane L at byte L * LANE_BYTES of that sequence, in
   block L * LANE_BYTES / 32), and only the lanes whose bit is set in
   LANES (bit L % 64 of LANES[L / 64]) are touched.  LANE_BYTES is 0 for
   an access that touches every byte of its blocks (LANES then unused);
   it is nonzero only with BLK_BYTES 32 and NBLK <= 8.  */
struct asc_access
{
  uint8_t space;             /* enum asc_space */
  uint8_t write;             /* 1 write, 0 read */
  uint8_t operand;           /* argument index of the pointer */
  uint8_t lane_bytes;        /* 0, or the bytes of one mask lane */
  uint32_t blk_bytes;
  uint32_t nblk;
  uint32_t nrep;
  uint64_t base;
  uint64_t blk_stride;
  uint64_t rep_stride;
  uint64_t lanes[2];         /* enabled lanes, when LANE_BYTES != 0 */
};
#define ASC_MAX_ACCESSES 4

/* One past the last byte ACC touches, relative to the space: of a
   masked access, the last enabled byte of its last repetition.  */
uint64_t asc_access_end (const struct asc_access *acc);

/* Bytes ACC moves: NREP * NBLK * BLK_BYTES, counting only the enabled
   lanes of a masked access.  */
uint64_t asc_access_bytes (const struct asc_access *acc);

/* The bytes of an access as runs [LO, HI), produced in the order of its
   repetitions and blocks, adjacent runs joined.  Zero strides touch the
   same bytes again: they are produced once.  Runs of different
   repetitions may overlap (a repeat stride shorter than a repeat).
   This is the one definition of the bytes an access touches: the
   simulator's checker and timing model both walk it.  */
struct asc_span_iter
{
  uint64_t base, rep_stride, blk_stride, blk_bytes;
  uint32_t nrep, nblk;
  uint32_t r, j;             /* the next block to open */
  uint32_t bits;             /* bytes of the open block not produced yet */
  uint64_t blk_lo;           /* start of the open block */
  uint32_t blk_mask[8];      /* masked access: enabled bytes of block J */
  int masked;
  int pending;               /* a run read ahead: [PLO, PHI) */
  uint64_t plo, phi;
};

/* Start iterating over the runs of A (A must outlive the iteration only
   for the call; the iterator copies what it needs).  */
void asc_span_init (struct asc_span_iter *it, const struct asc_access *a);

/* Store the next run in [*LO, *HI) and return 1, or return 0 at the
   end.  */
int asc_span_next (struct asc_span_iter *it, uint64_t *lo, uint64_t *hi);

/* Whether accesses A and B touch a common byte (same space required).
   Exact up to 4096 pairs of runs; beyond that, whether their spans
   (asc_access_end) intersect.  */
int asc_access_overlap (const struct asc_access *a, const struct asc_access *b);

/* Compute the accesses of operation OP, variant VAR, with arguments ARGS
   (ASC_MAX_ARGS entries in form order; pointer operands hold the operand's
   offset in its space, or its GM address).  Writes at most
   ASC_MAX_ACCESSES entries to OUT and returns their number; 0 for a call
   that touches no memory (sync, a zero count).  Returns -1 and sets *ERR
   to a static message when the arguments are not meaningful (an
   unsupported mode).  Reads are listed before writes.  Every vector
   lane is taken as enabled.  */
int asc_footprint (enum asc_op op, enum asc_variant var, const uint64_t *args,
                   struct asc_access *out, const char **err);

/* Same, with the vector mask VMASK (VMASK[0] the low 64 bits, mask0;
   VMASK[1] the high 64, mask1; normal mask mode): the operands the mask
   governs are narrowed to the enabled lanes, exactly the elements the
   operation reads and writes.  Elementwise operations (VBIN, VUN,
   VSCALAR, VDUP and the conversions) narrow every operand, their lanes
   following the widest element (64 lanes for 32-bit types and
   conversions, 128 for 16-bit ones); reductions narrow their source
   only (every result of a repeat is written); vcmpv, set_cmpmask,
   vtranspose, DMA and cube operations ignore the mask.  VMASK NULL
   means all lanes.  */
int asc_footprint_masked (enum asc_op op, enum asc_variant var,
                          const uint64_t *args, const uint64_t *vmask,
                          struct asc_access *out, const char **err);

/* Bytes of one L0C fractal element pair used by copy_matrix_cc_to_ubuf:
   source and destination element sizes for CRMODE value MODE.  Returns 0
   and leaves the sizes alone for an unsupported mode.  */
int asc_cc2ub_sizes (unsigned mode, int *src_size, int *dst_size);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_ASC_COMMON_H */
