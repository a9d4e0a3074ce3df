/* core.c -- the simulated AI Core: memory, launch loop, intrinsic entry.

   Every intrinsic of intrinsics.def gets a host entry point here
   (asc_NAME or asc_NAME_SUFFIX, generated from the table).  A call
   translates its pointer operands into offsets of their memory spaces,
   checks them against the machine model (bounds, alignment, counts,
   overlaps the ISA forbids, event ids), appends the instruction and its
   memory footprint to the block's trace, and runs its functional
   semantics (asc_sem_NAME) at once, in program order.  After each block
   the trace goes to the checker and the timing model.

   Memory: each local space is a zero-based array per core.  UB is a
   memfd mapped twice: once at the start of the "local window" that
   get_imm addresses point into (the kernel's view, protected during a
   run so scalar accesses can be traced, see trap.c), once for the
   simulator.  GM is an arena mapped the same way: the host and kernel
   use one view, the simulator the other.  */

#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "sim_internal.h"

asc_core *asc_cur;
uint8_t *asc_local_window;
uint64_t asc_local_window_size;
uint8_t *asc_gm_view, *asc_gm_sim;
uint64_t asc_gm_used, asc_gm_reserved;

static asc_core the_core;
static const asc_model *model;
static int setup_done;

/* Launch state.  */
static int launch_blocks = -1, launch_block;
static ascsim_result launch_res, last_res;
static int have_last;

/* Summary counters across launches, read by report.c.  */
ascsim_result asc_totals;
int asc_launches;

#define GM_RESERVE ((uint64_t) 4 << 30)
#define GM_ALIGN 512u

/* Die with MSG and errno text; used only for host resource failures.  */
static void
fatal_sys (const char *msg)
{
  fprintf (stderr, "ascsim: fatal: %s: %s\n", msg, strerror (errno));
  exit (2);
}

static uint64_t
page_round (uint64_t n)
{
  uint64_t pg = (uint64_t) sysconf (_SC_PAGESIZE);
  return (n + pg - 1) / pg * pg;
}

/* Map a memfd of SIZE bytes twice: KVIEW (at FIXED if non-null) and
   SVIEW.  */
static void
map_twice (const char *name, uint64_t size, void *fixed, uint8_t **kview,
           uint8_t **sview)
{
  int fd = memfd_create (name, 0);
  if (fd < 0)
    fatal_sys ("memfd_create");
  if (ftruncate (fd, (off_t) size) != 0)
    fatal_sys ("ftruncate");
  void *k = mmap (fixed, size, PROT_READ | PROT_WRITE,
                  MAP_SHARED | (fixed ? MAP_FIXED : 0), fd, 0);
  void *s = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (k == MAP_FAILED || s == MAP_FAILED)
    fatal_sys ("mmap");
  close (fd);
  *kview = k;
  *sview = s;
}

/* Create the memories once, for the selected target.  */
static void
setup (void)
{
  if (setup_done)
    return;
  setup_done = 1;
  model = asc_model_find (asc_opts.target ? asc_opts.target : "910a");
  if (!model)
    {
      fprintf (stderr, "ascsim: unknown target '%s' (valid: %s)\n",
               asc_opts.target, asc_model_names ());
      exit (2);
    }

  uint64_t win = 0;
  for (int s = ASC_SPACE_UB; s < ASC_NSPACES; s++)
    if (model->space_size[s] > win)
      win = model->space_size[s];
  asc_local_window_size = page_round (win);
  void *w = mmap (NULL, asc_local_window_size, PROT_NONE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (w == MAP_FAILED)
    fatal_sys ("mmap local window");
  asc_local_window = w;

  asc_core *c = &the_core;
  uint8_t *kub;
  map_twice ("ascsim-ub", page_round (model->space_size[ASC_SPACE_UB]),
             asc_local_window, &kub, &c->mem[ASC_SPACE_UB]);
  for (int s = ASC_SPACE_L1; s < ASC_NSPACES; s++)
    {
      c->mem[s] = calloc (1, model->space_size[s]);
      if (!c->mem[s])
        fatal_sys ("calloc");
    }
  for (int s = ASC_SPACE_UB; s < ASC_NSPACES; s++)
    c->size[s] = model->space_size[s];

  asc_gm_reserved = GM_RESERVE;
  map_twice ("ascsim-gm", GM_RESERVE, NULL, &asc_gm_view, &asc_gm_sim);
  c->mem[ASC_SPACE_GM] = asc_gm_sim;
  asc_trap_install ();
}

const asc_model *
asc_current_model (void)
{
  setup ();
  return model;
}

void *
ascsim_gm_alloc (size_t bytes)
{
  setup ();
  uint64_t start = (asc_gm_used + GM_ALIGN - 1) / GM_ALIGN * GM_ALIGN;
  uint64_t n = (bytes + GM_ALIGN - 1) / GM_ALIGN * GM_ALIGN;
  if (n == 0)
    n = GM_ALIGN;
  if (start + n > asc_gm_reserved || launch_blocks >= 0)
    return NULL;
  asc_gm_used = start + n;
  memset (asc_gm_sim + start, 0, n);
  return asc_gm_view + start;
}

void
ascsim_gm_free (void *p)
{
  /* A bump arena: only the most recent buffer's space is reclaimed.  The
     arena is 4 GiB of sparse virtual memory, which suffices for the
     test and benchmark programs.  */
  (void) p;
}

/* Translate the kernel-visible address of a scalar access into (space,
   offset); returns the space or ASC_SPACE_NONE.  */
static enum asc_space
kernel_addr_space (uintptr_t addr, uint64_t *off)
{
  uintptr_t w = (uintptr_t) asc_local_window;
  uintptr_t g = (uintptr_t) asc_gm_view;
  if (addr >= w && addr < w + model->space_size[ASC_SPACE_UB])
    {
      *off = addr - w;
      return ASC_SPACE_UB;
    }
  if (addr >= g && addr < g + asc_gm_used)
    {
      *off = addr - g;
      return ASC_SPACE_GM;
    }
  return ASC_SPACE_NONE;
}

uint8_t *
asc_sim_alias (uintptr_t addr)
{
  uint64_t off;
  switch (kernel_addr_space (addr, &off))
    {
    case ASC_SPACE_UB:
      return the_core.mem[ASC_SPACE_UB] + off;
    case ASC_SPACE_GM:
      return asc_gm_sim + off;
    default:
      return NULL;
    }
}

int
asc_note_scalar_access (uintptr_t addr, int write, unsigned size,
                        uintptr_t pc)
{
  uint64_t off;
  enum asc_space sp;
  if (!asc_cur || (sp = kernel_addr_space (addr, &off)) == ASC_SPACE_NONE)
    return 0;
  asc_instr in;
  memset (&in, 0, sizeof in);
  in.op = write ? ASC_OP_SCALAR_STORE : ASC_OP_SCALAR_LOAD;
  in.pipe = ASC_PIPE_S;
  in.args[0] = off;
  in.args[1] = pc;
  in.args[2] = sp;
  in.args[3] = size;
  struct asc_access a = { (uint8_t) sp, (uint8_t) (write != 0), 0, 0, size,
                          1, 1, off, 0, 0 };
  asc_trace_add (asc_cur, &in, &a, 1);
  return 1;
}

/* --- CCE scalar built-ins ------------------------------------------------ */

int64_t
get_block_idx (void)
{
  return asc_cur ? asc_cur->block_idx : 0;
}

int64_t
get_block_num (void)
{
  return asc_cur ? asc_cur->block_num : 1;
}

uint64_t
get_imm (uint64_t imm)
{
  setup ();
  return (uint64_t) (uintptr_t) (asc_local_window + imm);
}

uint16_t
asc_f32_to_f16_bits (float f)
{
  _Float16 h = (_Float16) f;
  uint16_t b;
  memcpy (&b, &h, sizeof b);
  return b;
}

float
asc_f16_bits_to_f32 (uint16_t b)
{
  _Float16 h;
  memcpy (&h, &b, sizeof h);
  return (float) h;
}

/* --- trace ------------------------------------------------------------- */

asc_instr *
asc_trace_add (asc_core *core, const asc_instr *proto,
               const struct asc_access *acc, int n)
{
  asc_trace *t = &core->trace;
  if (t->n == t->cap)
    {
      t->cap = t->cap ? t->cap * 2 : 1024;
      t->ins = realloc (t->ins, t->cap * sizeof *t->ins);
      if (!t->ins)
        fatal_sys ("realloc trace");
    }
  if (t->nacc + (size_t) n > t->capacc)
    {
      t->capacc = t->capacc ? t->capacc * 2 : 4096;
      t->acc = realloc (t->acc, t->capacc * sizeof *t->acc);
      if (!t->acc)
        fatal_sys ("realloc trace accesses");
    }
  asc_instr *in = &t->ins[t->n++];
  *in = *proto;
  in->acc_first = (uint32_t) t->nacc;
  in->n_acc = (uint8_t) n;
  if (n > 0)
    memcpy (&t->acc[t->nacc], acc, (size_t) n * sizeof *acc);
  t->nacc += (size_t) n;
  return in;
}

/* --- argument checking ------------------------------------------------ */

/* Translate pointer value P of an operand in space SP into an offset.
   Returns 0 and sets *WHY when P is not an address of SP.  */
static int
translate (enum asc_space sp, uint64_t p, uint64_t *off, const char **why)
{
  if (sp == ASC_SPACE_GM)
    {
      uint64_t g = (uint64_t) (uintptr_t) asc_gm_view;
      if (p >= g && p < g + asc_gm_used)
        {
          *off = p - g;
          return 1;
        }
      *why = "is not inside a buffer from ascsim_gm_alloc";
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

/* Validate and trace a sync/control call; returns nothing.  */
static void
sync_call (asc_core *core, asc_instr *in)
{
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
  const struct asc_op_info *info = &asc_ops[op];
  if (!core)
    {
      fprintf (stderr, "ascsim: %s:%d: %s called outside ASCSIM_LAUNCH\n",
               file, line, info->name);
      exit (2);
    }

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
      || info->form == ASC_FORM_MASK)
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
                          "%u-byte aligned", info->name, fi->arg_names[o],
                          asc_space_names[sp], (unsigned long long) off,
                          model->space_align[sp]);
          return;
        }
      in.args[o] = off;
      call.ptr[o] = core->mem[sp] + off;
    }

  /* Second pass on the offsets gives the trace footprint.  */
  n = asc_footprint (op, var, in.args, acc, &err);
  for (int i = 0; i < n; i++)
    {
      enum asc_space sp = (enum asc_space) acc[i].space;
      uint64_t limit = sp == ASC_SPACE_GM ? asc_gm_used : core->size[sp];
      uint64_t end = asc_access_end (&acc[i]);
      if (end > limit)
        {
          asc_finding_at (ASCSIM_F_BAD_ADDRESS, file, line,
                          "%s: operand '%s' touches %s bytes [0x%llx, "
                          "0x%llx), past the end of %s (0x%llx bytes)",
                          info->name, fi->arg_names[acc[i].operand],
                          asc_space_names[sp],
                          (unsigned long long) acc[i].base,
                          (unsigned long long) end,
                          sp == ASC_SPACE_GM ? "its GM buffer arena"
                                             : asc_space_names[sp],
                          (unsigned long long) limit);
          return;
        }
    }
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
  void asc_##NAME (const char *file, int line, ASC_PARAMS_##FORM (NONE)) \
  { \
    const uint64_t a_[ASC_MAX_ARGS] = { ASC_PACK_##FORM }; \
    asc_dispatch (ASC_OP_##NAME, ASC_VAR_NONE, file, line, a_, \
                  (double) (ASC_SCALAR_##FORM)); \
  }
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN

/* --- launch -------------------------------------------------------------- */

/* Reset the core for block B of N.  */
static void
begin_block (int b, int n)
{
  asc_core *c = &the_core;
  c->block_idx = b;
  c->block_num = n;
  for (int s = ASC_SPACE_UB; s < ASC_NSPACES; s++)
    memset (c->mem[s], 0xff, c->size[s]);
  c->size[ASC_SPACE_GM] = asc_gm_used;
  c->vmask[0] = c->vmask[1] = ~(uint64_t) 0;
  memset (c->cmpmask, 0, sizeof c->cmpmask);
  c->trace.n = 0;
  c->trace.nacc = 0;
  asc_report_block = b;
  asc_cur = c;
  if (!asc_opts.no_trap)
    asc_trap_arm ();
}

/* Check and time the finished block; fold it into the launch result.  */
static void
end_block (void)
{
  asc_core *c = &the_core;
  if (!asc_opts.no_trap)
    asc_trap_disarm ();
  asc_cur = NULL;

  if (!asc_opts.serialised)
    asc_check_block (c, model);

  struct asc_json *json = NULL;
  if (asc_opts.trace_json && c->block_idx == asc_opts.trace_block)
    json = asc_json_open (asc_opts.trace_json);
  for (int m = 0; m < ASCSIM_NMODES; m++)
    {
      asc_timing t;
      memset (&t, 0, sizeof t);
      asc_time_block (c, model, (enum ascsim_mode) m, &t,
                      m == ASCSIM_MODE_WRITTEN ? json : NULL);
      if (t.cycles > launch_res.cycles[m])
        launch_res.cycles[m] = t.cycles;
      if (m == ASCSIM_MODE_WRITTEN && c->block_idx == 0)
        for (int p = 0; p < ASC_NPIPES; p++)
          launch_res.busy[p] = t.busy[p];
    }
  if (json)
    asc_json_close (json);

  for (size_t i = 0; i < c->trace.n; i++)
    {
      const asc_instr *in = &c->trace.ins[i];
      switch (in->op)
        {
        case ASC_OP_SCALAR_LOAD:
        case ASC_OP_SCALAR_STORE:
          launch_res.scalar_accesses++;
          break;
        case ASC_OP_set_flag:
          launch_res.set_flags++;
          break;
        case ASC_OP_wait_flag:
          launch_res.wait_flags++;
          break;
        case ASC_OP_pipe_barrier:
          launch_res.barriers++;
          break;
        case ASC_OP_set_vector_mask:
          break;
        default:
          launch_res.instructions++;
        }
    }
}

void
ascsim_launch_begin (const char *call_text, int blocks)
{
  setup ();
  if (blocks < 1)
    {
      fprintf (stderr, "ascsim: launch of %s with %d blocks: need at least "
               "1\n", call_text, blocks);
      exit (2);
    }
  memset (&launch_res, 0, sizeof launch_res);
  launch_res.kernel = call_text;
  launch_res.blocks = blocks;
  launch_blocks = blocks;
  launch_block = -1;
  asc_findings_begin_launch ();
}

int
ascsim_launch_next_block (void)
{
  if (launch_block >= 0)
    end_block ();
  launch_block++;
  if (launch_block >= launch_blocks)
    return 0;
  begin_block (launch_block, launch_blocks);
  return 1;
}

const ascsim_result *
ascsim_launch_end (void)
{
  launch_blocks = -1;
  launch_res.findings = asc_findings_end_launch (launch_res.finding_count);
  last_res = launch_res;
  have_last = 1;
  asc_launches++;
  for (int m = 0; m < ASCSIM_NMODES; m++)
    asc_totals.cycles[m] += last_res.cycles[m];
  asc_totals.findings += last_res.findings;
  asc_report_launch (&last_res, model);
  return &last_res;
}

const ascsim_result *
ascsim_last_result (void)
{
  return have_last ? &last_res : NULL;
}
