/* entry.c -- the host entry point of every intrinsic.

   Every intrinsic of intrinsics.def gets an entry point here (asc_NAME or
   asc_NAME_SUFFIX, generated from the table).  A call translates its
   pointer operands into offsets of their memory spaces, checks them
   against the machine model (bounds, alignment, counts, overlaps the ISA
   forbids, event ids), appends the instruction and its memory footprint
   to the block's trace, and runs its functional semantics (asc_sem_NAME)
   at once, in program order.  A call that fails a check is reported as a
   finding and skipped, so bad arguments never crash the host.  The
   plugin's runs of sync instructions (asc_sync_run) go through the same
   path, one instruction at a time.  */

#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"
#include "ascsync/asc_sync_run.h"

/* --- argument checking ------------------------------------------------ */

/* Translate pointer value P of an operand in space SP into an offset.
   Returns 0 and sets *WHY when P is not an address of SP; a GM operand
   must be inside a live (not freed) buffer of ascsim_gm_alloc.  */
static int
translate (enum asc_space sp, uint64_t p, uint64_t *off, const char **why)
{
  if (sp == ASC_SPACE_GM)
    {
      uint64_t g = (uint64_t) (uintptr_t) asc_gm_view, start, end;
      enum asc_gm_state st = ASC_GM_OUTSIDE;
      if (p >= g && p < g + asc_gm_used)
        st = asc_gm_lookup (p - g, &start, &end);
      if (st == ASC_GM_LIVE)
        {
          *off = p - g;
          return 1;
        }
      *why = st == ASC_GM_FREED
             ? "is inside a buffer that ascsim_gm_free freed"
             : "is not inside a buffer from ascsim_gm_alloc";
      return 0;
    }
  uint64_t w = (uint64_t) (uintptr_t) asc_local_window;
  if (p >= w && p < w + asc_local_window_size)
    *off = p - w;
  else if (p < asc_local_window_size)
    *off = p;
  else
    {
      *why = "is not a local-memory address (use get_imm or a small "
             "integer offset)";
      return 0;
    }
  return 1;
}

/* The end of the space or buffer that access A must stay in, and its
   description in BUF (N bytes) for a message: for GM, the buffer of
   ascsim_gm_alloc holding A's first byte (the operand's; 0 if none is
   live there), else the whole space of CORE.  */
static uint64_t
access_limit (const asc_core *core, const struct asc_access *a, char *buf,
              size_t n)
{
  uint64_t start = 0, end = 0;
  if (a->space != ASC_SPACE_GM)
    {
      end = core->size[a->space];
      snprintf (buf, n, "%s (0x%llx bytes)", asc_space_names[a->space],
                (unsigned long long) end);
      return end;
    }
  if (asc_gm_lookup (a->base, &start, &end) != ASC_GM_LIVE)
    start = end = 0;
  snprintf (buf, n, "its GM buffer (arena bytes [0x%llx, 0x%llx))",
            (unsigned long long) start, (unsigned long long) end);
  return end;
}

/* Whether the N accesses ACC of a call of OP at FILE:LINE stay in their
   spaces (GM: in their buffers); reports a bad-address finding for the
   first that does not.  */
static int
accesses_in_bounds (const asc_core *core, enum asc_op op,
                    const struct asc_access *acc, int n, const char *file,
                    int line)
{
  const struct asc_op_info *info = &asc_ops[op];
  for (int i = 0; i < n; i++)
    {
      char space[128];
      uint64_t limit = access_limit (core, &acc[i], space, sizeof space);
      uint64_t end = asc_access_end (&acc[i]);
      if (end > limit)
        {
          asc_finding_at (ASCSIM_F_BAD_ADDRESS, file, line,
                          "%s: operand '%s' touches %s bytes [0x%llx, "
                          "0x%llx), past the end of %s", info->name,
                          asc_forms[info->form].arg_names[acc[i].operand],
                          asc_space_names[acc[i].space],
                          (unsigned long long) acc[i].base,
                          (unsigned long long) end, space);
          return 0;
        }
    }
  return 1;
}

/* Byte range of repeat R of vector access A.  */
static void
repeat_range (const struct asc_access *a, uint64_t r, uint64_t *lo,
              uint64_t *hi)
{
  *lo = a->base + r * a->rep_stride;
  *hi = *lo + (uint64_t) (a->nblk - 1) * a->blk_stride + a->blk_bytes;
}

/* Check the ISA's overlap rule for vector operands: within one repeat a
   source and the destination overlap completely or not at all, and the
   destination of repeat N is not a source of repeat N + 1 (except a
   binary operand identical to the destination).  Returns a message or
   NULL.  */
static const char *
vector_overlap_error (enum asc_form form, const struct asc_access *acc,
                      int n)
{
  if (form != ASC_FORM_VBIN && form != ASC_FORM_VUN
      && form != ASC_FORM_VSCALAR && form != ASC_FORM_VCONV_F162F32
      && form != ASC_FORM_VCONV_F322F16)
    return NULL;
  const struct asc_access *d = &acc[n - 1];
  for (int i = 0; i < n - 1; i++)
    {
      const struct asc_access *s = &acc[i];
      int same = s->base == d->base && s->blk_stride == d->blk_stride
                 && s->rep_stride == d->rep_stride && s->nblk == d->nblk;
      for (uint64_t r = 0; r < d->nrep; r++)
        {
          uint64_t dl, dh, sl, sh;
          repeat_range (d, r, &dl, &dh);
          repeat_range (s, r, &sl, &sh);
          if (sl < dh && dl < sh && !same)
            return "a source partially overlaps the destination within a "
                   "repeat";
          if (r + 1 < d->nrep && !(same && form == ASC_FORM_VBIN))
            {
              repeat_range (s, r + 1, &sl, &sh);
              if (sl < dh && dl < sh)
                return "the destination of one repeat is a source of the "
                       "next";
            }
        }
    }
  return NULL;
}

/* A hint for a misaligned operand O of an operation of form FORM: a
   reduction's destination must be aligned too, although the results of
   its repeats may lie closer together.  */
static const char *
misaligned_hint (enum asc_form form, int o)
{
  if (o == 0 && (form == ASC_FORM_VRED || form == ASC_FORM_VRED_PAIR
                 || form == ASC_FORM_VRED_GROUP))
    return " (the start of a reduction's destination must be aligned "
           "like every vector operand, although its repeats' results may "
           "lie closer: to pack results, give one call several repeats "
           "and a dstRepeatStride of 1 instead of one call per result)";
  return "";
}

/* --- intrinsic entry ---------------------------------------------------- */

typedef void (*asc_sem_fn) (const asc_call *);

static const asc_sem_fn sem_fns[ASC_NOPS] = {
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, A, B, C, D) asc_sem_##NAME,
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) asc_sem_##NAME,
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN
};

/* Sync and control rows have no data semantics; the trace carries them.  */
void asc_sem_set_flag (const asc_call *c) { (void) c; }
void asc_sem_wait_flag (const asc_call *c) { (void) c; }
void asc_sem_pipe_barrier (const asc_call *c) { (void) c; }
void asc_sem_set_vector_mask (const asc_call *c) { (void) c; }
/* The simulator's DMA writes are always plain (atomic mode none).  */
void asc_sem_set_atomic_none (const asc_call *c) { (void) c; }
void asc_sem_set_l0_set_value (const asc_call *c) { (void) c; }

/* Validate and trace a sync/control call; returns nothing.  */
static void
sync_call (asc_core *core, asc_instr *in)
{
  const asc_model *model = asc_current_model ();
  enum asc_op op = (enum asc_op) in->op;
  const char *name = asc_ops[op].name;
  if (op == ASC_OP_set_vector_mask)
    {
      core->vmask[1] = in->args[0];
      core->vmask[0] = in->args[1];
      in->pipe = ASC_PIPE_S;
      asc_trace_add (core, in, NULL, 0);
      return;
    }
  if (op == ASC_OP_set_l0_set_value)
    {
      /* The register holds the value as fp16 (round to nearest even).  */
      core->l0_set_value = asc_f32_to_f16_bits ((float) in->scalar);
      in->pipe = ASC_PIPE_S;
      asc_trace_add (core, in, NULL, 0);
      return;
    }
  if (op == ASC_OP_set_atomic_none)
    {
      /* DMA writes are plain already: nothing to change.  */
      in->pipe = ASC_PIPE_S;
      asc_trace_add (core, in, NULL, 0);
      return;
    }
  if (op == ASC_OP_pipe_barrier)
    {
      uint64_t p = in->args[0];
      if (p == ASC_PIPE_S)
        {
          asc_finding_at (ASCSIM_F_BARRIER_S, in->file, in->line,
                          "pipe_barrier(PIPE_S) is a hardware error; the "
                          "scalar pipe is in order and needs no barrier");
          return;
        }
      if (p > ASC_PIPE_ALL)
        {
          asc_finding_at (ASCSIM_F_BAD_EVENT, in->file, in->line,
                          "pipe_barrier: invalid pipe %llu",
                          (unsigned long long) p);
          return;
        }
      in->pipe = (uint8_t) p;
      asc_trace_add (core, in, NULL, 0);
      return;
    }
  /* set_flag / wait_flag.  */
  uint64_t src = in->args[0], dst = in->args[1], id = in->args[2];
  if (src >= ASC_NPIPES || dst >= ASC_NPIPES || src == dst)
    {
      char s_name[24], d_name[24];
      snprintf (s_name, sizeof s_name, src < ASC_NPIPES ? "PIPE_%s" : "%s",
                src < ASC_NPIPES ? asc_pipe_names[src] : "invalid pipe");
      snprintf (d_name, sizeof d_name, dst < ASC_NPIPES ? "PIPE_%s" : "%s",
                dst < ASC_NPIPES ? asc_pipe_names[dst] : "invalid pipe");
      asc_finding_at (ASCSIM_F_BAD_EVENT, in->file, in->line,
                      "%s(%s, %s, ...): source and destination must be "
                      "two different pipes among PIPE_S..PIPE_MTE3", name,
                      s_name, d_name);
      return;
    }
  if (id >= 8 || (int) id >= model->event_ids)
    {
      asc_finding_at (ASCSIM_F_BAD_EVENT, in->file, in->line,
                      "%s(PIPE_%s, PIPE_%s, %llu): event id out of range; "
                      "target %s has %d ids per pipe pair", name,
                      asc_pipe_names[src], asc_pipe_names[dst],
                      (unsigned long long) id, model->name,
                      model->event_ids);
      if (id >= 8)
        return;
    }
  in->pipe = (uint8_t) (op == ASC_OP_set_flag ? src : dst);
  asc_trace_add (core, in, NULL, 0);
}

/* Entry of every intrinsic: validate, trace and execute one call.  */
static void
asc_dispatch (enum asc_op op, enum asc_variant var, const char *file,
              int line, const uint64_t *args, double scalar)
{
  asc_core *core = asc_cur;
  const asc_model *model = asc_current_model ();
  const struct asc_op_info *info = &asc_ops[op];
  if (!core)
    asc_error_exit ("%s:%d: %s called outside ASCSIM_LAUNCH: intrinsics "
                    "run only in a kernel launched with ASCSIM_LAUNCH",
                    file, line, info->name);
  asc_count_issue (core, file, line);

  asc_instr in;
  memset (&in, 0, sizeof in);
  in.op = (uint16_t) op;
  in.variant = (uint8_t) var;
  in.pipe = (uint8_t) info->pipe;
  in.file = file;
  in.line = line;
  in.scalar = scalar;
  memcpy (in.args, args, sizeof in.args);

  if (info->form == ASC_FORM_FLAG || info->form == ASC_FORM_BARRIER
      || info->form == ASC_FORM_MASK || info->form == ASC_FORM_CTRL
      || info->form == ASC_FORM_SETVAL)
    {
      sync_call (core, &in);
      return;
    }

  /* First pass on the raw arguments finds the pointer operands.  */
  struct asc_access acc[ASC_MAX_ACCESSES];
  const char *err;
  int n = asc_footprint (op, var, in.args, acc, &err);
  if (n < 0)
    {
      asc_finding_at (ASCSIM_F_BAD_ARGUMENT, file, line, "%s: %s",
                      info->name, err);
      return;
    }
  if (n == 0)
    {
      asc_finding_at (ASCSIM_F_BAD_ARGUMENT, file, line,
                      "%s: a repeat, burst or matrix size of 0 makes the "
                      "instruction a no-op on the hardware; guard the call",
                      info->name);
      return;
    }

  asc_call call;
  memset (&call, 0, sizeof call);
  const struct asc_form_info *fi = &asc_forms[info->form];
  for (int i = 0; i < n; i++)
    {
      int o = acc[i].operand;
      enum asc_space sp = (enum asc_space) acc[i].space;
      const char *why;
      uint64_t off;
      if (call.ptr[o])
        continue;
      if (!translate (sp, args[o], &off, &why))
        {
          asc_finding_at (ASCSIM_F_BAD_ADDRESS, file, line,
                          "%s: operand '%s' (%s) %s", info->name,
                          fi->arg_names[o], asc_space_names[sp], why);
          return;
        }
      if (model->space_align[sp] > 1 && off % model->space_align[sp])
        {
          asc_finding_at (ASCSIM_F_MISALIGNED, file, line,
                          "%s: operand '%s' (%s offset 0x%llx) is not "
                          "%u-byte aligned%s", info->name, fi->arg_names[o],
                          asc_space_names[sp], (unsigned long long) off,
                          model->space_align[sp],
                          misaligned_hint (info->form, o));
          return;
        }
      in.args[o] = off;
      call.ptr[o] = core->mem[sp] + off;
    }

  /* Second pass on the offsets gives the trace footprint: the exact
     bytes, the vector mask's lanes applied.  */
  n = asc_footprint_masked (op, var, in.args, core->vmask, acc, &err);
  if (!accesses_in_bounds (core, op, acc, n, file, line))
    return;
  const char *ov = vector_overlap_error (info->form, acc, n);
  if (ov)
    {
      asc_finding_at (ASCSIM_F_BAD_ARGUMENT, file, line,
                      "%s: operand overlap the ISA forbids: %s", info->name,
                      ov);
      return;
    }

  asc_trace_add (core, &in, acc, n);
  call.op = op;
  call.var = var;
  call.args = in.args;
  call.scalar = scalar;
  call.core = core;
  sem_fns[op] (&call);
}

/* Host entry points, one per supported (row, variant).  */
#define ASC_DEF_N(NAME, SUF, FORM, V, VAR)
#define ASC_DEF_Y(NAME, SUF, FORM, V, VAR) \
  void asc_##NAME##_##SUF (const char *file, int line, \
                           ASC_PARAMS_##FORM (V)) \
  { \
    const uint64_t a_[ASC_MAX_ARGS] = { ASC_PACK_##FORM }; \
    asc_dispatch (ASC_OP_##NAME, VAR, file, line, a_, \
                  (double) (ASC_SCALAR_##FORM)); \
  }
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, HAS16, HAS32, HASI32, \
                  HASI16) \
  ASC_DEF_##HAS16 (NAME, f16, FORM, F16, ASC_VAR_F16) \
  ASC_DEF_##HAS32 (NAME, f32, FORM, F32, ASC_VAR_F32) \
  ASC_DEF_##HASI32 (NAME, s32, FORM, S32, ASC_VAR_S32) \
  ASC_DEF_##HASI16 (NAME, s16, FORM, S16, ASC_VAR_S16)
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) \
  void asc_##NAME (ASC_ENTRY_PARAMS (file, line, \
                                    ASC_PARAMS_##FORM (NONE))) \
  { \
    const uint64_t a_[ASC_MAX_ARGS] = { ASC_PACK_##FORM }; \
    asc_dispatch (ASC_OP_##NAME, ASC_VAR_NONE, file, line, a_, \
                  (double) (ASC_SCALAR_##FORM)); \
  }
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN


/* A run of sync instructions at one point (asc_sync_run.h): the run at
   TABLE + OFF, each instruction going through asc_dispatch as its own
   set_flag / wait_flag / pipe_barrier call would, with ID the base of
   the ids written "+N" and TABLE's file name.  A run that is not well
   formed is reported once and the rest of it skipped.  */
static void
sync_run (const char *table, int off, int id)
{
  const char *file = table ? table : "?";
  const char *p = table && off > 0 ? table + off : NULL;
  struct asc_sync_op op;
  int r = -1;
  while (p && (r = asc_sync_run_next (&p, &op)) > 0)
    {
      uint64_t a[ASC_MAX_ARGS] = { 0 };
      a[0] = (uint64_t) op.pipe;
      if (op.kind == ASC_SYNC_BARRIER)
        {
          asc_dispatch (ASC_OP_pipe_barrier, ASC_VAR_NONE, file, op.line, a,
                        0.0);
          continue;
        }
      a[1] = (uint64_t) op.tpipe;
      a[2] = (uint64_t) (op.from_arg ? (int64_t) id + op.event : op.event);
      asc_dispatch (op.kind == ASC_SYNC_SET ? ASC_OP_set_flag
                                            : ASC_OP_wait_flag,
                    ASC_VAR_NONE, file, op.line, a, 0.0);
    }
  if (r < 0)
    asc_finding_at (ASCSIM_F_BAD_ARGUMENT, file, 0,
                    "asc_sync_run: malformed run of sync instructions at "
                    "offset %d: \"%.40s\"; the rest of the run is skipped",
                    off, p ? p : "(no run)");
}

/* Entry points of the plugin's runs, declared in cce.h.  */
void
asc_sync_run (const char *table, int off)
{
  sync_run (table, off, 0);
}

void
asc_sync_run_id (const char *table, int off, int id)
{
  sync_run (table, off, id);
}
