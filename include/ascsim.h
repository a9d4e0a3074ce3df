/* ascsim.h -- launch API of libascsim, the ascsync AI Core simulator.

   A host program allocates GM buffers, launches a kernel on N blocks and
   reads the report:

     int main (int argc, char **argv)
     {
       ascsim_init (&argc, argv);            // parses --ascsim-* options
       half *x = ascsim_gm_alloc (n * sizeof (half));
       ... fill x ...
       ASCSIM_LAUNCH (8, add_kernel (x, y, z));
       ascsim_expect (outputs_match, "z matches the C reference");
       return ascsim_finish ();              // 0 if clean, 1 otherwise
     }

   Each block runs the kernel on its own simulated AI Core (UB, L1, L0A,
   L0B, L0C, flags); blocks share GM.  Every intrinsic computes its real
   result as it is called (program order).  The recorded instruction
   trace is then checked for races and deadlocks by a happens-before
   checker and timed by the cycle model in three modes (as written,
   barrier-all, ideal).  Findings are printed with file:line and make
   ascsim_finish return 1.  Ideal is a lower bound: a block the checker
   finds clean that runs faster as written (or serialised) than ideal is
   an internal error of the simulator, reported on stderr ("ascsim:
   internal error: ideal N exceeds written M ..."), and the program
   exits with status 3.

   Misuse of this API or of the --ascsim-* options (a launch without
   its end, a free of a pointer that is not a live GM buffer, a kernel
   that exceeds the instruction budget, ...) stops the program at once
   with "ascsim: error: WHAT; WHAT TO DO" on stderr and exit status 2;
   the functions below say which misuse they reject.  */

#ifndef ASCSYNC_ASCSIM_H
#define ASCSYNC_ASCSIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Timing modes; each launch is timed in all three.  */
enum ascsim_mode
{
  ASCSIM_MODE_WRITTEN = 0,     /* the trace's own sync */
  ASCSIM_MODE_BARRIER_ALL,     /* every instruction fully serialised */
  ASCSIM_MODE_IDEAL,           /* sync ignored; true conflicts only */
  ASCSIM_NMODES
};

/* Kinds of checker findings.  */
enum ascsim_finding_kind
{
  ASCSIM_F_RACE_INTER_PIPE,    /* conflicting accesses of two pipes, unordered */
  ASCSIM_F_RACE_INTRA_PIPE,    /* conflicting accesses in one pipe, no barrier */
  ASCSIM_F_ORDER_INVERSION,    /* sync orders a later access before an earlier one */
  ASCSIM_F_FLAG_ALREADY_SET,   /* set_flag on a flag that is still set */
  ASCSIM_F_DEADLOCK,           /* a wait that can never be satisfied */
  ASCSIM_F_FLAG_LEFT_SET,      /* flag still set when the kernel ends */
  ASCSIM_F_BARRIER_S,          /* pipe_barrier(PIPE_S) */
  ASCSIM_F_BAD_EVENT,          /* event id beyond the target's count, bad pipe */
  ASCSIM_F_BAD_ADDRESS,        /* operand outside its memory space */
  ASCSIM_F_MISALIGNED,         /* operand not aligned as its space requires */
  ASCSIM_F_UNINIT_READ,        /* read of never-written local memory */
  ASCSIM_F_BAD_ARGUMENT,       /* repeat 0, unsupported mode, forbidden overlap */
  ASCSIM_NFINDING_KINDS
};

/* The most blocks one launch may have: the blockDim limit of the
   Ascend runtime.  A launch with more is an error.  */
#define ASCSIM_MAX_BLOCKS 65535

/* The default instruction budget of one block
   (--ascsim-max-instructions): a block that issues more intrinsic
   calls and traced scalar loads/stores than this is taken to loop
   forever and stops the run.  The largest kernel of the suite issues
   under 5000 per block.  */
#define ASCSIM_DEFAULT_MAX_INSTRUCTIONS 10000000

/* Result of one launch.  Cycle counts are the maximum over blocks (the
   cores run in parallel); counts are summed over blocks.  */
typedef struct ascsim_result
{
  const char *kernel;               /* the launched call, as text */
  int blocks;
  uint64_t cycles[ASCSIM_NMODES];
  uint64_t busy[7];                 /* busy cycles per pipe S..MTE3, as written, block 0 */
  uint64_t instructions;            /* pipe instructions, all blocks */
  uint64_t scalar_accesses;         /* traced scalar loads/stores of UB/GM */
  uint64_t set_flags, wait_flags, barriers;
  uint64_t findings;                /* distinct findings */
  uint64_t finding_count[ASCSIM_NFINDING_KINDS];
} ascsim_result;

/* Parse and remove the simulator's own options (--ascsim-...) from
   ARGC/ARGV; see ascsim_usage.  Exits with status 2 on a bad option and 0
   after --ascsim-help.  Calling it is optional.  */
void ascsim_init (int *argc, char **argv);

/* Print the option summary to F.  */
void ascsim_usage (FILE *f);

/* Allocate BYTES of global memory (zeroed, 512-byte aligned; 0 bytes
   give a 512-byte buffer).  The memory is ordinary host memory between
   launches; during a launch the simulator traces the kernel's scalar
   accesses to it.  Returns NULL, and allocates nothing, when BYTES does
   not fit in what is left of the GM arena (4 GiB for the whole run; the
   space of freed buffers is not reused), so any size near SIZE_MAX
   gives NULL; also NULL when called during a launch (by a kernel).  */
void *ascsim_gm_alloc (size_t bytes);

/* Release P, a buffer from ascsim_gm_alloc; NULL is ignored.  A kernel
   operand in a freed buffer is then a bad-address finding, and a scalar
   access of it by a kernel too.  It is an error (exit status 2) to pass
   a pointer that ascsim_gm_alloc did not return (a host or stack
   pointer, a pointer into the middle of a buffer), to free a buffer
   twice, or to call it during a launch.  */
void ascsim_gm_free (void *p);

/* Launch machinery behind ASCSIM_LAUNCH: ascsim_launch_begin opens a
   launch of BLOCKS blocks (1 to ASCSIM_MAX_BLOCKS) of the kernel call
   CALL_TEXT; ascsim_launch_next_block returns 1 while there is a block
   to run (it has set up the core for it) and 0 after the last;
   ascsim_launch_end then checks, reports and closes the launch.  It is
   an error (exit status 2) to begin a launch while one is open
   (including from inside a kernel), to call ascsim_launch_next_block or
   ascsim_launch_end with no launch open, or ascsim_launch_end before
   ascsim_launch_next_block returned 0.  */
void ascsim_launch_begin (const char *call_text, int blocks);
int ascsim_launch_next_block (void);
const ascsim_result *ascsim_launch_end (void);

/* Run CALL (a kernel call expression) once per block on BLOCKS simulated
   cores, then check and time it.  A block that issues more instructions
   than --ascsim-max-instructions allows (default
   ASCSIM_DEFAULT_MAX_INSTRUCTIONS) stops the run with an error naming
   the kernel and the block (exit status 2).  */
#define ASCSIM_LAUNCH(BLOCKS, CALL) \
  do \
    { \
      ascsim_launch_begin (#CALL, (BLOCKS)); \
      while (ascsim_launch_next_block ()) \
        { \
          CALL; \
        } \
      ascsim_launch_end (); \
    } \
  while (0)

/* The result of the most recent launch, or NULL before any.  */
const ascsim_result *ascsim_last_result (void);

/* Record a host-side check: prints "ascsim: FAIL: WHAT" and marks the
   run failed when OK is zero, or "ascsim: ok: WHAT" when --ascsim-verbose.  */
void ascsim_expect (int ok, const char *what);

/* Compare N floats (or halves converted to float) against a reference
   with absolute tolerance ATOL plus relative RTOL; reports the first
   mismatches and returns 1 when all match.  WHAT (the description),
   GOT and WANT must not be NULL: that is an error (exit status 2).  */
int ascsim_compare_f32 (const char *what, const float *got,
                        const float *want, size_t n, double atol,
                        double rtol);

/* Print the summary of all launches and return the exit status: 0 when
   there were no findings and no failed expectations, 1 otherwise, and
   2 (after an error message) when --ascsim-trace was given but no
   launch ran the block it names (--ascsim-trace-block).  */
int ascsim_finish (void);

/* fp16 helpers for host programs (round to nearest even).  */
uint16_t asc_f32_to_f16_bits (float f);
float asc_f16_bits_to_f32 (uint16_t h);

#ifdef __cplusplus
}
#endif

#endif /* ASCSYNC_ASCSIM_H */
