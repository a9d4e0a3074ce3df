/* core.c -- the simulated AI Core: memory, trace and launch loop.

   The intrinsic entry points live in entry.c; they append to the block's
   trace kept here.  After each block the trace goes to the checker and
   the timing model, and the launch result collects the cycles and
   counts.

   Memory: each local space is a zero-based array per core.  UB is a
   memfd mapped twice: once at the start of the "local window" that
   get_imm addresses point into (the kernel's view, protected during a
   run so scalar accesses can be traced, see trap.c), once for the
   simulator.  GM is an arena mapped the same way: the host and kernel
   use one view, the simulator the other; gm.c hands out its buffers.

   Each block has an instruction budget (--ascsim-max-instructions) so a
   kernel that never ends stops with an error instead of growing its
   trace without bound.  */

#define _GNU_SOURCE
#include <errno.h>
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
int asc_most_blocks;
int asc_trace_written;

#define GM_RESERVE ((uint64_t) 4 << 30)

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
    asc_error_exit ("unknown target '%s' (valid: %s)", asc_opts.target,
                    asc_model_names ());

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

/* Translate the kernel-visible address of a scalar access into (space,
   offset); returns the space or ASC_SPACE_NONE.  A GM address is any in
   the used arena, freed buffers included.  */
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
  asc_count_issue (asc_cur, NULL, 0);
  asc_instr in;
  memset (&in, 0, sizeof in);
  in.op = write ? ASC_OP_SCALAR_STORE : ASC_OP_SCALAR_LOAD;
  in.pipe = ASC_PIPE_S;
  in.args[0] = off;
  in.args[1] = pc;
  in.args[2] = sp;
  in.args[3] = size;
  uint64_t start, end;
  in.args[4] = sp == ASC_SPACE_GM
               && asc_gm_lookup (off, &start, &end) == ASC_GM_FREED;
  struct asc_access a = { (uint8_t) sp, (uint8_t) (write != 0), 0, 0, size,
                          1, 1, off, 0, 0, { 0, 0 } };
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

/* The status register: no status condition is modelled, so no bit is
   ever set.  */
uint64_t
get_status (void)
{
  return 0;
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

/* --- launch -------------------------------------------------------------- */

/* Finding occurrences of every kind so far in this launch.  */
static uint64_t
findings_so_far (void)
{
  uint64_t n = 0;
  for (int k = 0; k < ASCSIM_NFINDING_KINDS; k++)
    n += asc_findings_occurrences ((enum ascsim_finding_kind) k);
  return n;
}

/* Findings of the launch before the current block began.  */
static uint64_t block_findings_start;

/* See sim_internal.h.  */
void
asc_count_issue (asc_core *core, const char *file, int line)
{
  if (++core->issued <= asc_opts.max_instructions)
    return;
  char last[512] = "was a scalar load or store";
  if (file)
    snprintf (last, sizeof last, "at %s:%d", file, line);
  asc_error_exit ("launch of %s: block %d issued more than %llu "
                  "instructions (the last one %s), the budget of a block; "
                  "the kernel may never end: if it does, raise the "
                  "budget with --ascsim-max-instructions=N",
                  launch_res.kernel, core->block_idx,
                  (unsigned long long) asc_opts.max_instructions, last);
}

/* Reset the core for block B of N.  */
static void
begin_block (int b, int n)
{
  block_findings_start = findings_so_far ();
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
  c->issued = 0;
  asc_report_block = b;
  asc_cur = c;
  if (!asc_opts.no_trap)
    asc_trap_arm ();
}

/* Report a deadlock that only the finite queues of the timing model
   show (T->deadlocked while the checker, whose queues are unbounded,
   found none): the scalar unit cannot issue an instruction into a full
   queue whose head waits for a set that is issued later.  */
static void
report_capacity_deadlock (const asc_core *c, const asc_timing *t)
{
  const asc_instr *ins = c->trace.ins;
  const asc_instr *a = t->stuck_issue >= 0 ? &ins[t->stuck_issue] : NULL;
  const asc_instr *b = NULL;
  char heads[1024] = "";
  size_t len = 0;
  for (int p = 0; p < ASC_NPIPES; p++)
    if (t->stuck_head[p] >= 0)
      {
        const asc_instr *h = &ins[t->stuck_head[p]];
        char d[256];
        if (!b || (a && h->pipe == a->pipe))
          b = h;
        len += (size_t) snprintf (heads + len, sizeof heads - len,
                                  "%sPIPE_%s: %s", len ? "; " : "",
                                  asc_pipe_names[p],
                                  asc_instr_describe (h, d, sizeof d));
        if (len >= sizeof heads)
          break;
      }
  if (!a)
    a = b;
  if (!a)
    return;
  asc_finding (ASCSIM_F_DEADLOCK, a, b == a ? NULL : b,
               "the pipe queues (depth %d) fill up and the kernel hangs: "
               "the scalar unit cannot issue this instruction, and the "
               "queue heads wait for sync issued only later (%s)",
               model->queue_depth, heads);
}

/* Stop with an internal error when the block's cycles CYCLES break the
   lower bound's invariant (asc_ideal_bound_violation): a ratio against
   ideal is then meaningless, so no figure is printed.  */
static void
check_ideal_bound (const uint64_t cycles[ASCSIM_NMODES])
{
  char why[128];
  int clean = !asc_opts.serialised
              && findings_so_far () == block_findings_start;
  if (!asc_ideal_bound_violation (cycles, clean, why, sizeof why))
    return;
  fflush (stdout);
  fprintf (stderr, "ascsim: internal error: %s in block %d of %s: the "
           "ideal timing must be a lower bound; please report this with "
           "the kernel\n", why, the_core.block_idx,
           launch_res.kernel ? launch_res.kernel : "the launch");
  exit (3);
}

/* Add the instruction counts of block C's trace to the launch result,
   and report its scalar accesses of freed GM buffers.  */
static void
count_block (const asc_core *c)
{
  for (size_t i = 0; i < c->trace.n; i++)
    {
      const asc_instr *in = &c->trace.ins[i];
      switch (in->op)
        {
        case ASC_OP_SCALAR_LOAD:
        case ASC_OP_SCALAR_STORE:
          launch_res.scalar_accesses++;
          if (in->args[4])
            asc_finding (ASCSIM_F_BAD_ADDRESS, in, NULL,
                         "scalar %s of GM arena offset 0x%llx, in a buffer "
                         "freed by ascsim_gm_free",
                         in->op == ASC_OP_SCALAR_LOAD ? "load" : "store",
                         (unsigned long long) in->args[0]);
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
        case ASC_OP_set_atomic_none:
        case ASC_OP_set_l0_set_value:
          break;
        default:
          launch_res.instructions++;
        }
    }
}

/* Check and time the finished block; fold it into the launch result.  */
static void
end_block (void)
{
  asc_core *c = &the_core;
  if (!asc_opts.no_trap)
    asc_trap_disarm ();
  asc_cur = NULL;

  uint64_t deadlocks = asc_findings_occurrences (ASCSIM_F_DEADLOCK);
  if (!asc_opts.serialised)
    asc_check_block (c, model);
  int checker_deadlock
    = asc_findings_occurrences (ASCSIM_F_DEADLOCK) > deadlocks;

  struct asc_json *json = NULL;
  const char *trace = asc_opts.trace_json;
  if (trace && c->block_idx == asc_opts.trace_block)
    {
      json = asc_json_open (trace, asc_timing_names[asc_opts.trace_timing]);
      if (!json)
        asc_error_exit ("cannot create the trace file %s (--ascsim-trace): "
                        "%s; give a path in an existing, writable "
                        "directory", trace, strerror (errno));
      asc_trace_written = 1;
    }
  uint64_t block_cycles[ASCSIM_NMODES];
  for (int m = 0; m < ASCSIM_NMODES; m++)
    {
      asc_timing t;
      memset (&t, 0, sizeof t);
      asc_time_block (c, model, (enum ascsim_mode) m, &t,
                      m == asc_opts.trace_timing ? json : NULL);
      if (m == ASCSIM_MODE_WRITTEN && t.deadlocked && !checker_deadlock
          && !asc_opts.serialised)
        report_capacity_deadlock (c, &t);
      block_cycles[m] = t.cycles;
      if (t.cycles > launch_res.cycles[m])
        launch_res.cycles[m] = t.cycles;
      if (m == ASCSIM_MODE_WRITTEN && c->block_idx == 0)
        for (int p = 0; p < ASC_NPIPES; p++)
          launch_res.busy[p] = t.busy[p];
    }
  if (asc_json_close (json) != 0)
    asc_error_exit ("cannot write the trace file %s (--ascsim-trace): %s; "
                    "give a path on a device with room", trace,
                    strerror (errno));
  check_ideal_bound (block_cycles);

  count_block (c);
}

/* See sim_internal.h.  */
const char *
asc_open_launch (void)
{
  return launch_blocks >= 0 ? launch_res.kernel : NULL;
}

/* See ascsim.h.  */
void
ascsim_launch_begin (const char *call_text, int blocks)
{
  setup ();
  if (!call_text)
    call_text = "(a kernel)";
  if (launch_blocks >= 0 && asc_cur)
    asc_error_exit ("launch of %s from inside the kernel of the launch of "
                    "%s (block %d): a kernel cannot launch a kernel; "
                    "launch it from the host program", call_text,
                    launch_res.kernel, asc_cur->block_idx);
  if (launch_blocks >= 0)
    asc_error_exit ("ascsim_launch_begin (%s) while the launch of %s is "
                    "open: close that with ascsim_launch_end first "
                    "(ASCSIM_LAUNCH does both)", call_text,
                    launch_res.kernel);
  if (blocks < 1 || blocks > ASCSIM_MAX_BLOCKS)
    asc_error_exit ("launch of %s with %d blocks: the block count must be "
                    "from 1 to %d (ASCSIM_MAX_BLOCKS)", call_text, blocks,
                    ASCSIM_MAX_BLOCKS);
  memset (&launch_res, 0, sizeof launch_res);
  launch_res.kernel = call_text;
  launch_res.blocks = blocks;
  launch_blocks = blocks;
  launch_block = -1;
  if (blocks > asc_most_blocks)
    asc_most_blocks = blocks;
  asc_findings_begin_launch ();
}

/* See ascsim.h.  */
int
ascsim_launch_next_block (void)
{
  if (launch_blocks < 0)
    asc_error_exit ("ascsim_launch_next_block with no launch open: call "
                    "ascsim_launch_begin first (ASCSIM_LAUNCH does)");
  if (launch_block >= launch_blocks)
    return 0;
  if (launch_block >= 0)
    end_block ();
  launch_block++;
  if (launch_block >= launch_blocks)
    return 0;
  begin_block (launch_block, launch_blocks);
  return 1;
}

/* See ascsim.h.  */
const ascsim_result *
ascsim_launch_end (void)
{
  if (launch_blocks < 0)
    asc_error_exit ("ascsim_launch_end with no launch open: call "
                    "ascsim_launch_begin first (ASCSIM_LAUNCH does)");
  if (launch_block < launch_blocks)
    asc_error_exit ("ascsim_launch_end of the launch of %s before its "
                    "blocks ran (%d of %d done): call "
                    "ascsim_launch_next_block until it returns 0 first "
                    "(ASCSIM_LAUNCH does), and never from a kernel",
                    launch_res.kernel, launch_block < 0 ? 0 : launch_block,
                    launch_blocks);
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
