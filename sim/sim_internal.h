/* sim_internal.h -- the simulator's internal interfaces.

   core.c      launch, per-block core state, local/GM memory, trace,
               the instruction budget;
   gm.c        GM buffers: ascsim_gm_alloc/free, live and freed ranges;
   entry.c     the generated intrinsic entry points: pointer translation,
               argument validation, trace recording, semantics dispatch;
   trap.c      tracing of the kernel's scalar loads/stores of UB and GM;
   sem_*.c     functional semantics, one function asc_sem_NAME per row;
   checker.c   happens-before race/deadlock checker over a block's trace
               (checker_shadow.c shadow memory, checker_pool.c interned
               cell states, checker_internal.h);
   timing.c    cycle model over a block's trace, three modes;
   model_910a.c the machine-model figures (model.h);
   trace_json.c Chrome trace-event export;
   report.c    findings, expectations, printed summaries;
   cli.c       --ascsim-* option parsing.  */

#ifndef ASCSIM_SIM_INTERNAL_H
#define ASCSIM_SIM_INTERNAL_H

#define ASCSIM_INTERNAL 1
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "cce.h"
#include "ascsim.h"
#include "model.h"

/* One instruction of a block's trace, in program (issue) order.  */
typedef struct asc_instr
{
  uint16_t op;              /* enum asc_op, incl. ASC_OP_SCALAR_LOAD/STORE */
  uint8_t variant;          /* enum asc_variant */
  uint8_t pipe;             /* executing pipe: the row's pipe; set_flag: its
                               source pipe; wait_flag: its destination
                               pipe; pipe_barrier: the named pipe, or
                               ASC_PIPE_ALL; set_vector_mask,
                               set_atomic_none, set_l0_set_value and
                               scalar accesses: ASC_PIPE_S */
  uint8_t n_acc;            /* accesses, at acc_first in the block's table */
  uint32_t acc_first;
  uint64_t args[ASC_MAX_ARGS]; /* arguments in form order; pointer operands
                                  translated to space offsets (GM: arena
                                  offset) */
  double scalar;            /* the scalar operand, if any */
  const char *file;         /* call site */
  int line;
} asc_instr;

/* A block's recorded trace.  */
typedef struct asc_trace
{
  asc_instr *ins;
  size_t n, cap;
  struct asc_access *acc;
  size_t nacc, capacc;
} asc_trace;

/* Per-block simulated AI Core.  */
typedef struct asc_core
{
  int block_idx, block_num;
  uint8_t *mem[ASC_NSPACES];    /* simulator's view of each local space;
                                   mem[ASC_SPACE_GM] is the GM arena */
  uint64_t size[ASC_NSPACES];   /* bytes; for GM, the arena's used size */
  uint64_t vmask[2];            /* vector mask: [0] low 64, [1] high 64 */
  uint8_t cmpmask[16];          /* CMPMASK register */
  uint16_t l0_set_value;        /* L0 set-value register (fp16 bits) */
  uint64_t issued;              /* instructions the block has issued:
                                   intrinsic calls (rejected ones too)
                                   and traced scalar accesses; see
                                   asc_count_issue */
  asc_trace trace;
} asc_core;

/* The argument bundle a semantics function receives.  The simulator has
   validated the footprint (asc_footprint) against the spaces, so the
   function may touch exactly the bytes of the footprint.  */
typedef struct asc_call
{
  enum asc_op op;
  enum asc_variant var;
  const uint64_t *args;         /* form order; pointer args as offsets */
  double scalar;
  void *ptr[ASC_MAX_ARGS];      /* simulator view of each pointer operand
                                   (NULL for non-pointer arguments) */
  asc_core *core;
} asc_call;

/* Semantics functions (sem_move.c, sem_vec.c, sem_cube.c, core.c).  */
#define ASC_TYPED(NAME, FORM, PIPE, COST, DS, SS, A, B, C, D) \
  void asc_sem_##NAME (const asc_call *c);
#define ASC_PLAIN(NAME, FORM, PIPE, COST, DS, SS) \
  void asc_sem_##NAME (const asc_call *c);
#include "ascsync/intrinsics.def"
#undef ASC_TYPED
#undef ASC_PLAIN

/* The current core (valid during a launch).  */
extern asc_core *asc_cur;

/* Whether vector element I of a repeat is enabled by the mask, for
   elements of ESIZE bytes (normal mask mode).  */
static inline int
asc_mask_on (const asc_core *core, unsigned i, int esize)
{
  if (esize == 4 && i >= 64)
    return 0;
  return (int) ((core->vmask[i >> 6] >> (i & 63)) & 1u);
}

/* --- findings (report.c) ------------------------------------------- */

/* Report a finding of KIND about instruction A (and B, or NULL) of the
   current block's trace; FMT is a printf-style explanation.  Identical
   findings (same kind and call sites) are counted once.  */
void asc_finding (enum ascsim_finding_kind kind, const asc_instr *a,
                  const asc_instr *b, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));

/* Same, for a call rejected before it entered the trace.  */
void asc_finding_at (enum ascsim_finding_kind kind, const char *file,
                     int line, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));

/* Describe instruction I (e.g. "vadd (k.c:42)") into BUF.  */
const char *asc_instr_describe (const asc_instr *i, char *buf, size_t n);

extern const char *const ascsim_finding_names[ASCSIM_NFINDING_KINDS];

/* Stop the run for a misuse of the API or of an option: print
   "ascsim: error: " and the printf-style FMT on stderr (even with
   --ascsim-quiet), give the kernel's views of UB and GM back to the
   host if a block is running, and exit with status 2.  FMT should say
   what is wrong and what to do.  */
_Noreturn void asc_error_exit (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* --- trace, checker, timing -------------------------------------------- */

/* Append an instruction to the current block's trace; returns it.  ACC
   (N entries) are copied.  */
asc_instr *asc_trace_add (asc_core *core, const asc_instr *proto,
                          const struct asc_access *acc, int n);

/* Check a block's trace; reports findings through asc_finding.  Uses
   only the trace and the model's event-id count and space sizes.  */
void asc_check_block (const asc_core *core, const asc_model *model);

struct asc_json;

/* Per-mode timing of one block.  */
typedef struct asc_timing
{
  uint64_t cycles;
  uint64_t busy[ASC_NPIPES];
  int deadlocked;               /* the model could not finish the trace */
  int64_t stuck_issue;          /* if so: the instruction S could not
                                   issue, or -1 */
  int64_t stuck_head[ASC_NPIPES]; /* the head of each pipe's queue that
                                   could not start, or -1 */
} asc_timing;

/* Time a block's trace in MODE.  When JSON is non-null, write Chrome
   trace events for it (see trace_json.c).  */
void asc_time_block (const asc_core *core, const asc_model *model,
                     enum ascsim_mode mode, asc_timing *out,
                     struct asc_json *json);

/* Whether CYCLES (one block's cycles per timing mode) break the lower
   bound's invariant: ideal <= barrier_all always, and ideal <= written
   when WRITTEN_CLEAN (the checker ran and found nothing in the block,
   so its sync orders every conflict ideal waits for).  Returns 1 and
   describes the violation in BUF (N bytes), else 0.  */
int asc_ideal_bound_violation (const uint64_t cycles[ASCSIM_NMODES],
                               int written_clean, char *buf, size_t n);

/* --- Chrome trace export (trace_json.c) --------------------------------- */
/* asc_json_open returns NULL and asc_json_close -1, with errno set,
   when the file cannot be created or written.  */
struct asc_json *asc_json_open (const char *path, const char *timing);
void asc_json_slice (struct asc_json *j, int pipe, const char *name,
                     const char *where, double start, double dur);
void asc_json_flow (struct asc_json *j, int id, int from_pipe, double from_t,
                    int to_pipe, double to_t, const char *name);
int asc_json_close (struct asc_json *j);

/* --- scalar-access tracing (trap.c) ------------------------------------ */

/* Install the fault handlers (once).  */
void asc_trap_install (void);
/* Protect the kernel-visible views of UB and GM for the duration of a
   kernel run; scalar accesses are then traced as ASC_OP_SCALAR_*.  */
void asc_trap_arm (void);
void asc_trap_disarm (void);

/* --- options (cli.c) ---------------------------------------------------- */
typedef struct asc_options
{
  const char *target;           /* "910a" */
  const char *trace_json;       /* --ascsim-trace=FILE */
  int trace_block;              /* which block to export */
  int trace_timing;             /* the timing mode exported (enum
                                   ascsim_mode; default written) */
  int verbose;
  int quiet;
  int no_trap;                  /* do not trace scalar accesses */
  int max_findings_shown;
  int serialised;               /* --ascsim-mode=barrier-all: the kernel is
                                   taken to run fully serialised, so the
                                   race/deadlock checker is not run */
  uint64_t max_instructions;    /* --ascsim-max-instructions: the budget
                                   of one block (asc_core.issued) */
} asc_options;
extern asc_options asc_opts;
/* The names of the timing modes (enum ascsim_mode), as
   --ascsim-trace-timing takes them and the trace names them.  */
extern const char *const asc_timing_names[ASCSIM_NMODES];

/* --- memory (core.c) --------------------------------------------------- */

/* Kernel-visible local window (get_imm results) and its size.  */
extern uint8_t *asc_local_window;
extern uint64_t asc_local_window_size;
/* GM arena: kernel/host view, simulator view, used bytes.  */
extern uint8_t *asc_gm_view, *asc_gm_sim;
extern uint64_t asc_gm_used, asc_gm_reserved;
/* UB simulator view of the current core = asc_cur->mem[ASC_SPACE_UB].  */

/* Where an offset of the GM arena lies (asc_gm_lookup).  */
enum asc_gm_state
{
  ASC_GM_OUTSIDE,               /* in no buffer of ascsim_gm_alloc */
  ASC_GM_LIVE,                  /* in a buffer not freed */
  ASC_GM_FREED                  /* in a buffer freed by ascsim_gm_free */
};

/* Classify arena offset OFF (gm.c); unless ASC_GM_OUTSIDE, set *START
   and *END to the arena offsets of its buffer, END one past the last
   byte (the size rounded up to 512 bytes).  */
enum asc_gm_state asc_gm_lookup (uint64_t off, uint64_t *start,
                                 uint64_t *end);

/* Record a scalar access of SIZE bytes by the kernel instruction at PC
   to kernel-view address ADDR (trap.c calls it) and count it against
   the block's instruction budget.  Returns 1 if ADDR is in a traced
   view (UB through the local window, or the GM arena).  An access of a
   freed GM buffer is traced with args[4] = 1 and reported as a
   bad-address finding when the block ends.  */
int asc_note_scalar_access (uintptr_t addr, int write, unsigned size,
                            uintptr_t pc);

/* The number of bytes the x86-64 instruction at PC writes to memory
   when it is a store (or read-modify-write) the decoder knows, else 0
   (store_width.c).  */
unsigned asc_x86_store_width (const uint8_t *pc);

/* The simulator's alias of kernel-view address ADDR, or NULL.  */
uint8_t *asc_sim_alias (uintptr_t addr);

/* The machine model in use (sets up the simulator on first use).  */
const asc_model *asc_current_model (void);

/* The call text of the open launch (between ascsim_launch_begin and
   ascsim_launch_end), or NULL when none is open.  */
const char *asc_open_launch (void);

/* Count one instruction issued by the running block CORE (an intrinsic
   call, or a traced scalar access when FILE is NULL; FILE:LINE is the
   call site) against --ascsim-max-instructions; when the block goes
   over the budget, stop the run (asc_error_exit) naming the kernel, the
   block and the option.  */
void asc_count_issue (asc_core *core, const char *file, int line);

/* --- per-launch reporting (report.c) ------------------------------------ */

/* Block index that findings are attributed to.  */
extern int asc_report_block;
/* Start collecting findings for a launch.  */
void asc_findings_begin_launch (void);
/* Occurrences (not distinct findings) of KIND so far in this launch.  */
uint64_t asc_findings_occurrences (enum ascsim_finding_kind kind);
/* Finish a launch: fill COUNTS per kind and return the distinct findings.  */
uint64_t asc_findings_end_launch (uint64_t counts[ASCSIM_NFINDING_KINDS]);
/* Print the per-launch summary line(s) for RES.  */
void asc_report_launch (const ascsim_result *res, const asc_model *model);
/* Totals over all launches (core.c).  */
extern ascsim_result asc_totals;
extern int asc_launches;
/* The most blocks a launch has had, and whether the --ascsim-trace
   file was written (core.c).  */
extern int asc_most_blocks;
extern int asc_trace_written;

#endif /* ASCSIM_SIM_INTERNAL_H */
