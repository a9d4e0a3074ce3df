/* asc_table.c -- the operation and form tables built from intrinsics.def.

   Shared by the simulator and the GCC plugin: op -> (name, form, pipe,
   cost class, operand spaces, variants), form -> argument names, and the
   name look-up used to recognise host entry points.  */

#include <string.h>
#include "ascsync/asc_common.h"

#define ASC_VBIT_Y(E) (1u << (E))
#define ASC_VBIT_N(E) 0u

const struct asc_op_info asc_ops[ASC_NOPS_ALL] = {
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, F16, F32, S32, S16) \
  { #NAME, ASC_FORM_##FORM, ASC_PIPE_##PIPE, ASC_COST_##COST, \
    ASC_SPACE_##DS, ASC_SPACE_##SS, \
    ASC_VBIT_##F16 (ASC_VAR_F16) | ASC_VBIT_##F32 (ASC_VAR_F32) \
    | ASC_VBIT_##S32 (ASC_VAR_S32) | ASC_VBIT_##S16 (ASC_VAR_S16) },
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) \
  { #NAME, ASC_FORM_##FORM, ASC_PIPE_##PIPE, ASC_COST_##COST, \
    ASC_SPACE_##DS, ASC_SPACE_##SS, 1u << ASC_VAR_NONE },
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN
  { "scalar_load", ASC_FORM_MASK, ASC_PIPE_S, ASC_COST_SYNC, ASC_SPACE_NONE,
    ASC_SPACE_NONE, 1u },
  { "scalar_store", ASC_FORM_MASK, ASC_PIPE_S, ASC_COST_SYNC,
    ASC_SPACE_NONE, ASC_SPACE_NONE, 1u },
};

#define VSTRIDES6 "dstBlockStride", "src0BlockStride", "src1BlockStride", \
  "dstRepeatStride", "src0RepeatStride", "src1RepeatStride"
#define VSTRIDES4 "dstBlockStride", "srcBlockStride", "dstRepeatStride", \
  "srcRepeatStride"
#define DMAARGS "dst", "src", "sid", "nBurst", "lenBurst", "srcStride", \
  "dstStride"
#define REDARGS "dst", "src", "repeat", "dstRepeatStride", \
  "srcBlockStride", "srcRepeatStride"

const struct asc_form_info asc_forms[ASC_NFORMS] = {
  [ASC_FORM_DMA] = { "DMA", 7, -1, -1, -1, -1, -1, { DMAARGS } },
  [ASC_FORM_DMA_PAD] = { "DMA_PAD", 8, -1, -1, -1, -1, -1,
                         { DMAARGS, "padMode" } },
  [ASC_FORM_LOAD2D] = { "LOAD2D", 7, -1, -1, 2, -1, -1,
                        { "dst", "src", "baseIdx", "repeat", "srcStride",
                          "sid", "transpose" } },
  [ASC_FORM_MAD] = { "MAD", 7, -1, 0, -1, 6, -1,
                     { "c", "a", "b", "m", "k", "n", "init_val_controlC" } },
  [ASC_FORM_VBIN] = { "VBIN", 10, -1, 0, -1, -1, -1,
                      { "dst", "src0", "src1", "repeat", VSTRIDES6 } },
  [ASC_FORM_VUN] = { "VUN", 7, -1, 0, -1, -1, -1,
                     { "dst", "src", "repeat", VSTRIDES4 } },
  [ASC_FORM_VSCALAR] = { "VSCALAR", 8, 2, 0, -1, -1, -1,
                         { "dst", "src", "a", "repeat", VSTRIDES4 } },
  [ASC_FORM_VDUP] = { "VDUP", 7, 1, 0, -1, -1, -1,
                      { "dst", "a", "repeat", VSTRIDES4 } },
  [ASC_FORM_VCONV_F162F32] = { "VCONV_F162F32", 7, -1, -1, -1, -1, -1,
                               { "dst", "src", "repeat", VSTRIDES4 } },
  [ASC_FORM_VCONV_F322F16] = { "VCONV_F322F16", 7, -1, -1, -1, -1, -1,
                               { "dst", "src", "repeat", VSTRIDES4 } },
  [ASC_FORM_VRED] = { "VRED", 6, -1, 0, -1, -1, -1, { REDARGS } },
  [ASC_FORM_VRED_PAIR] = { "VRED_PAIR", 6, -1, 0, -1, -1, -1, { REDARGS } },
  [ASC_FORM_VRED_GROUP] = { "VRED_GROUP", 6, -1, 0, -1, -1, -1,
                            { REDARGS } },
  [ASC_FORM_VCMPV] = { "VCMPV", 10, -1, 1, -1, -1, -1,
                       { "dst", "src0", "src1", "repeat", VSTRIDES6 } },
  [ASC_FORM_CMPMASK] = { "CMPMASK", 1, -1, -1, -1, -1, -1, { "src" } },
  [ASC_FORM_VTRANSPOSE] = { "VTRANSPOSE", 2, -1, -1, -1, -1, -1,
                            { "dst", "src" } },
  [ASC_FORM_CC2UB] = { "CC2UB", 8, -1, -1, -1, -1, 7,
                       { DMAARGS, "crMode" } },
  [ASC_FORM_FLAG] = { "FLAG", 3, -1, -1, -1, -1, -1,
                      { "pipe", "tpipe", "pipeID" } },
  [ASC_FORM_BARRIER] = { "BARRIER", 1, -1, -1, -1, -1, -1, { "pipe" } },
  [ASC_FORM_MASK] = { "MASK", 2, -1, -1, -1, -1, -1, { "mask1", "mask0" } },
  [ASC_FORM_CTRL] = { "CTRL", 0, -1, -1, -1, -1, -1, { NULL } },
  [ASC_FORM_FILL2D] = { "FILL2D", 2, -1, -1, -1, -1, -1,
                        { "dst", "config" } },
  [ASC_FORM_SETVAL] = { "SETVAL", 1, 0, -1, -1, -1, -1, { "value" } },
};

const char *const asc_pipe_names[ASC_NPIPES + 1] = {
  "S", "V", "M", "MTE1", "MTE2", "MTE3", "ALL"
};

const char *const asc_space_names[ASC_NSPACES] = {
  "-", "GM", "UB", "L1", "L0A", "L0B", "L0C"
};

const char *const asc_variant_suffix[ASC_NVARIANTS] = {
  "", "f16", "f32", "s32", "s16"
};

/* Size in bytes of one element of variant VAR.  */
int
asc_variant_size (enum asc_variant var)
{
  switch (var)
    {
    case ASC_VAR_F16:
    case ASC_VAR_S16:
      return 2;
    case ASC_VAR_F32:
    case ASC_VAR_S32:
      return 4;
    default:
      return 0;
    }
}

/* Find the operation called NAME: a CCE name ("vadd") or an entry point
   ("asc_vadd_f16", "asc_copy_gm_to_ubuf").  Returns the op or -1; stores
   the variant in *VAR if VAR is non-null.  */
int
asc_op_lookup (const char *name, enum asc_variant *var)
{
  size_t len = strlen (name);
  int entry = strncmp (name, "asc_", 4) == 0;
  const char *base = entry ? name + 4 : name;
  size_t blen = entry ? len - 4 : len;

  for (int op = 0; op < ASC_NOPS; op++)
    {
      const char *n = asc_ops[op].name;
      size_t nlen = strlen (n);
      if (blen == nlen && memcmp (base, n, nlen) == 0
          && (!entry || (asc_ops[op].variants & 1u)))
        {
          if (var)
            *var = ASC_VAR_NONE;
          return op;
        }
      if (!entry || blen != nlen + 4 || memcmp (base, n, nlen) != 0
          || base[nlen] != '_')
        continue;
      for (int v = ASC_VAR_F16; v < ASC_NVARIANTS; v++)
        if (strcmp (base + nlen + 1, asc_variant_suffix[v]) == 0
            && (asc_ops[op].variants & (1u << v)))
          {
            if (var)
              *var = (enum asc_variant) v;
            return op;
          }
    }
  return -1;
}
