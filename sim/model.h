/* model.h -- the machine model: every number the simulator uses.

   A model is a plain struct of figures; sim/model_910a.c defines the
   910A preset and cites where each figure comes from.  The checker reads
   only the sizes, alignments and event-id count; the timing model reads
   the rest.  */

#ifndef ASCSIM_MODEL_H
#define ASCSIM_MODEL_H

#include <stdint.h>
#include "ascsync/asc_common.h"

/* Cost figures of one cost class: an instruction occupies its pipe for
   PER_UNIT_16 (16-bit elements) or PER_UNIT_32 (32-bit elements) cycles
   per unit of work (a repeat for vector ops), and its result is complete
   STARTUP cycles after that (pipelined start-up latency).  */
typedef struct asc_cost_figures
{
  double startup;
  double per_unit_16;
  double per_unit_32;
} asc_cost_figures;

typedef struct asc_model
{
  const char *name;                       /* "910a" */
  const char *description;
  uint64_t space_size[ASC_NSPACES];       /* bytes (GM: 0 = unbounded) */
  uint32_t space_align[ASC_NSPACES];      /* required operand alignment */
  int event_ids;                          /* flag ids per (src, dst) pair */
  int queue_depth;                        /* instructions per pipe queue */
  double clock_ghz;                       /* for reporting only */

  /* Scalar unit.  */
  double issue_cycles;                    /* S cycles to issue one instr */
  double scalar_access_cycles;            /* a traced scalar load/store */

  /* Synchronisation.  */
  double set_cycles, wait_cycles;         /* pipe occupancy */
  double flag_latency;                    /* set firing -> wait release */
  double barrier_cycles;                  /* pipe_barrier beyond the drain */

  /* Data movement: bytes per cycle and head latency for a path from
     space S to space D (indexed [S][D]).  */
  double bw[ASC_NSPACES][ASC_NSPACES];
  double dma_latency[ASC_NSPACES][ASC_NSPACES];

  /* Cube: cycles per 16x16x16 fractal step and start-up.  */
  double mad_per_fractal;
  double mad_startup;

  asc_cost_figures cost[ASC_NCOSTS];
} asc_model;

/* The presets, and look-up by name (NULL if unknown).  */
extern const asc_model asc_model_910a;
const asc_model *asc_model_find (const char *name);
/* Comma-separated list of preset names, for error messages.  */
const char *asc_model_names (void);

#endif /* ASCSIM_MODEL_H */
