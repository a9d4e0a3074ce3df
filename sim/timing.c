/* timing.c -- the cycle model: times one block's trace in three modes.

   The machine (figures from model.h, 910A preset in model_910a.c):

   * The scalar unit S issues the trace in program order, one instruction
     per issue_cycles, into one in-order queue per pipe (V, M, MTE1, MTE2,
     MTE3) of queue_depth entries; issuing stalls while the target queue
     is full (an entry leaves its queue when the instruction starts; a
     wait_flag when it is released, a pipe_barrier when the drain is
     complete).
     Scalar loads/stores of UB/GM, set_vector_mask, set_atomic_none and
     set_l0_set_value execute on S itself for scalar_access_cycles.
   * A pipe instruction starts no earlier than it reached its queue and no
     earlier than the previous instruction of its pipe started plus that
     one's occupancy: pipes are pipelined, the next instruction may start
     before the previous one completes.  It completes at start +
     occupancy + latency.  Occupancy: vector ops per_unit x repeats
     (per_unit by element size), DMA and load2d bytes / bw[src][dst], mad
     fractals x mad_per_fractal; latency: the cost class's startup,
     dma_latency[src][dst], mad_startup.
   * set_flag (P, Q, id) runs in P's queue for set_cycles and fires at
     max (its start, completion of every earlier P instruction); the
     matching wait_flag (P, Q, id) runs in Q's queue and holds it until
     flag_latency after the firing, then for wait_cycles.  The n-th wait
     of a (P, Q, id) consumes its n-th set (program order), so a wait may
     be satisfied by a set issued later (primed or ping-pong flags).  With
     P = S the set fires when S issues it; with Q = S the wait stalls
     issue.  pipe_barrier (P) holds P's queue until every earlier P
     instruction has completed, plus barrier_cycles when any was still
     running (set_cycles otherwise); pipe_barrier (PIPE_ALL) stalls issue
     the same way until every pipe has drained.

   Modes, over the same trace:
     WRITTEN      the trace's own set/wait/barrier instructions, as above;
     BARRIER_ALL  sync instructions ignored; every instruction starts
                  after the previous one (any pipe) has completed: the
                  naive, fully serialised baseline;
     IDEAL        sync instructions ignored; an instruction starts after
                  the earlier instructions it truly conflicts with (bytes
                  in common, one of them a write: RAW, WAR, WAW, any pipes)
                  have completed, to the byte (the bytes of asc_span_next,
                  the checker's: the vector mask's lanes, strides, partial
                  blocks);
                  scalar accesses stall issue for theirs.  Issue order,
                  queue depth and in-order pipelined pipes still apply, so
                  no sync placement can beat it.

   Not modelled: UB bank conflicts, GM alignment and burst effects, L2
   misses, the vector mask's effect on cost, the v100 odd-fractal mad
   rule, scalar-cache misses and the scalar unit's own computation.

   The evaluation is a dataflow fixpoint: S issues while it can, each
   pipe starts its queue head while it can, until nothing moves.  Every
   time is a function (max, plus, and the barrier's "was work still
   running" test) of times fixed earlier, so the result does not depend
   on the order in which ready queues are visited.  If nothing
   can move before the trace is finished (a wait whose set never comes,
   or a full queue whose head waits for a set S has not yet issued), the
   block is marked deadlocked; findings are the checker's business.

   The invariant: IDEAL waits only for conflicts the checker also sees
   (one footprint, asc_span_next, for both), so a block the checker
   finds clean is never faster as written than in IDEAL, and nothing is
   faster than IDEAL in BARRIER_ALL.  asc_ideal_bound_violation states
   it; the simulator checks it on every block (core.c).  */

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"

/* --- small helpers ------------------------------------------------------ */

/* calloc that dies on failure (a host resource problem, not a finding).  */
static void *
xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size ? size : 1);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in the timing model\n");
      exit (2);
    }
  return p;
}

static double
dmax (double a, double b)
{
  return a > b ? a : b;
}

/* Round a cycle time up to a whole cycle (tolerating rounding noise).  */
static uint64_t
to_cycles (double t)
{
  if (!(t > 0))
    return 0;
  return (uint64_t) ceil (t - 1e-9);
}

static uint64_t
ceil_div (uint64_t a, uint64_t b)
{
  return (a + b - 1) / b;
}

/* --- instruction classes and costs ------------------------------------- */

enum kind
{
  K_PIPE,          /* compute or data movement in a pipe queue */
  K_SCALAR,        /* runs on S: scalar access, set_vector_mask,
                      set_atomic_none, set_l0_set_value */
  K_SET,
  K_WAIT,
  K_BARRIER,
  K_SKIP           /* not timed in this mode */
};

static enum kind
kind_of (const asc_instr *in, enum ascsim_mode mode)
{
  switch (in->op)
    {
    case ASC_OP_SCALAR_LOAD:
    case ASC_OP_SCALAR_STORE:
    case ASC_OP_set_vector_mask:
    case ASC_OP_set_atomic_none:
    case ASC_OP_set_l0_set_value:
      return K_SCALAR;
    case ASC_OP_set_flag:
      return mode == ASCSIM_MODE_WRITTEN ? K_SET : K_SKIP;
    case ASC_OP_wait_flag:
      return mode == ASCSIM_MODE_WRITTEN ? K_WAIT : K_SKIP;
    case ASC_OP_pipe_barrier:
      return mode == ASCSIM_MODE_WRITTEN ? K_BARRIER : K_SKIP;
    default:
      return K_PIPE;
    }
}

/* Queue (pipe) that executes IN of kind K, or -1 when S executes it.  */
static int
queue_of (const asc_instr *in, enum kind k)
{
  if (k == K_SCALAR || k == K_SKIP)
    return -1;
  if (in->pipe == ASC_PIPE_S || in->pipe >= ASC_NPIPES)
    return -1;
  return in->pipe;
}

/* Work units (repeats) of a vector instruction.  */
static uint64_t
vector_units (const asc_instr *in)
{
  switch (asc_ops[in->op].form)
    {
    case ASC_FORM_VBIN:
    case ASC_FORM_VCMPV:
    case ASC_FORM_VSCALAR:
      return in->args[3];
    case ASC_FORM_VUN:
    case ASC_FORM_VDUP:
    case ASC_FORM_VCONV_F162F32:
    case ASC_FORM_VCONV_F322F16:
    case ASC_FORM_VRED:
    case ASC_FORM_VRED_PAIR:
    case ASC_FORM_VRED_GROUP:
      return in->args[2];
    default:
      return 1;
    }
}

/* Occupancy *OCC and latency *LAT of pipe instruction IN (accesses ACC).
   See the file comment for the rules.  */
static void
pipe_cost (const asc_instr *in, const struct asc_access *acc,
           const asc_model *m, double *occ, double *lat)
{
  const struct asc_op_info *info = &asc_ops[in->op];
  *occ = 0;
  *lat = 0;
  switch (info->cost)
    {
    case ASC_COST_DMA:
    case ASC_COST_LOAD2D:
      {
        uint64_t bytes = 0;
        for (int a = 0; a < in->n_acc; a++)
          if (acc[a].write)
            bytes += asc_access_bytes (&acc[a]);
        double bw = m->bw[info->src_space][info->dst_space];
        /* A path without a figure moves one byte per cycle, so that the
           omission shows.  */
        *occ = (double) bytes / (bw > 0 ? bw : 1.0);
        *lat = m->dma_latency[info->src_space][info->dst_space];
        return;
      }
    case ASC_COST_MAD:
      {
        uint64_t k0 = in->variant == ASC_VAR_S32 ? 32 : 16;
        uint64_t fr = ceil_div (in->args[3], 16) * ceil_div (in->args[4], k0)
                      * ceil_div (in->args[5], 16);
        *occ = (double) fr * m->mad_per_fractal;
        *lat = m->mad_startup;
        return;
      }
    case ASC_COST_SYNC:
      return;
    default:
      {
        const asc_cost_figures *c = &m->cost[info->cost];
        int esize = asc_variant_size ((enum asc_variant) in->variant);
        if (in->op == ASC_OP_vconv_f322f16)
          esize = 4;
        double per = esize == 4 ? c->per_unit_32 : c->per_unit_16;
        *occ = per * (double) vector_units (in);
        *lat = c->startup;
        return;
      }
    }
}

/* --- per-byte conflict tracking (IDEAL) -------------------------------- */

/* Memory is tracked in cells of 32 bytes.  A cell whose bytes were all
   accessed alike holds one pair of times; the first access that covers
   only part of it gives it a pair per byte, until a write of the whole
   cell makes it uniform again.  So conflicts are exact to the byte, as
   the checker's, at the cost of a per-byte table only where accesses
   split a cell (masked lanes, reductions, scalar accesses).  */

#define CELL 32u
#define PAGE_CELLS 1024u

/* Per-byte times of a cell that accesses have split.  */
typedef struct cell_bytes
{
  double w[CELL], r[CELL];
} cell_bytes;

/* Completion of the last write of a cell and the latest completion of
   the reads since (BYTES null), or the same per byte.  */
typedef struct cell
{
  double w, r;
  cell_bytes *bytes;
} cell;

typedef struct cells
{
  cell **page[ASC_NSPACES];
  uint64_t npages[ASC_NSPACES];
} cells;

static void
cells_init (cells *cs, const asc_trace *t)
{
  uint64_t end[ASC_NSPACES] = { 0 };
  for (size_t i = 0; i < t->nacc; i++)
    {
      const struct asc_access *a = &t->acc[i];
      uint64_t e = asc_access_end (a);
      if (a->space < ASC_NSPACES && e > end[a->space])
        end[a->space] = e;
    }
  for (int s = 0; s < ASC_NSPACES; s++)
    {
      cs->npages[s] = ceil_div (ceil_div (end[s], CELL), PAGE_CELLS);
      cs->page[s] = cs->npages[s] ? xcalloc (cs->npages[s], sizeof (cell *))
                                  : NULL;
    }
}

static void
cells_free (cells *cs)
{
  for (int s = 0; s < ASC_NSPACES; s++)
    {
      for (uint64_t p = 0; p < cs->npages[s]; p++)
        {
          cell *pg = cs->page[s][p];
          if (!pg)
            continue;
          for (unsigned c = 0; c < PAGE_CELLS; c++)
            free (pg[c].bytes);
          free (pg);
        }
      free (cs->page[s]);
    }
}

static cell *
cell_at (cells *cs, int space, uint64_t c)
{
  uint64_t p = c / PAGE_CELLS;
  if (!cs->page[space][p])
    cs->page[space][p] = xcalloc (PAGE_CELLS, sizeof (cell));
  return &cs->page[space][p][c % PAGE_CELLS];
}

/* Give cell X a time pair per byte, each its current uniform pair.  */
static void
cell_split (cell *x)
{
  if (x->bytes)
    return;
  x->bytes = xcalloc (1, sizeof (cell_bytes));
  for (unsigned b = 0; b < CELL; b++)
    {
      x->bytes->w[b] = x->w;
      x->bytes->r[b] = x->r;
    }
}

/* Bytes [LO, HI) of cell X, 0 <= LO < HI <= CELL, touched by an access
   (a write when WRITE).  With UPDATE zero, return the latest completion
   the access must wait for there (the last write of each byte; for a
   write also the reads since); otherwise record that the access
   completes at DONE (a write resets the bytes' reads, which the write
   itself waited for).  */
static double
cell_touch (cell *x, unsigned lo, unsigned hi, int write, int update,
            double done)
{
  int whole = lo == 0 && hi == CELL;
  double dep = 0;
  if (!update)
    {
      if (!x->bytes)
        return write ? dmax (x->w, x->r) : x->w;
      for (unsigned b = lo; b < hi; b++)
        {
          dep = dmax (dep, x->bytes->w[b]);
          if (write)
            dep = dmax (dep, x->bytes->r[b]);
        }
      return dep;
    }
  if (write && whole)
    {
      /* The write waited for every byte: the cell is uniform again.  */
      free (x->bytes);
      x->bytes = NULL;
      x->w = dmax (x->w, done);
      x->r = 0;
      return done;
    }
  if (!write && whole && !x->bytes)
    {
      x->r = dmax (x->r, done);
      return done;
    }
  cell_split (x);
  for (unsigned b = lo; b < hi; b++)
    if (write)
      {
        x->bytes->w[b] = dmax (x->bytes->w[b], done);
        x->bytes->r[b] = 0;
      }
    else
      x->bytes->r[b] = dmax (x->bytes->r[b], done);
  return done;
}

/* Walk the bytes access A touches (asc_span_next: the checker's bytes).
   With UPDATE zero, return the latest completion A must wait for;
   otherwise record that A completes at DONE and return DONE (see
   cell_touch).  */
static double
cells_walk (cells *cs, const struct asc_access *a, int update, double done)
{
  double dep = 0;
  if (a->space == ASC_SPACE_NONE || a->space >= ASC_NSPACES)
    return update ? done : 0;
  struct asc_span_iter it;
  uint64_t lo, hi;
  asc_span_init (&it, a);
  while (asc_span_next (&it, &lo, &hi))
    for (uint64_t c = lo / CELL; c <= (hi - 1) / CELL; c++)
      {
        uint64_t cl = c * CELL;
        unsigned blo = lo > cl ? (unsigned) (lo - cl) : 0;
        unsigned bhi = hi - cl >= CELL ? CELL : (unsigned) (hi - cl);
        dep = dmax (dep, cell_touch (cell_at (cs, a->space, c), blo, bhi,
                                     a->write, update, done));
      }
  return update ? done : dep;
}

/* --- the machine state ------------------------------------------------- */

typedef struct sim
{
  const asc_core *core;
  const asc_model *m;
  enum ascsim_mode mode;
  struct asc_json *json;
  size_t n;
  const asc_instr *ins;

  uint8_t *kind;            /* enum kind per instruction */
  double *avail;            /* time the instruction reached its queue */
  double *start;            /* time it left its queue (pipe instructions)
                               or S began it */
  double *done;
  double *fire;             /* set_flag: when it fired */
  uint8_t *fired;
  int64_t *match;           /* wait_flag: its set, or -1 */

  /* Per pipe: instructions queued for it (program order), how many are
     issued and how many started.  */
  size_t *list[ASC_NPIPES];
  size_t nlist[ASC_NPIPES], nissued[ASC_NPIPES], nstarted[ASC_NPIPES];
  double pipe_next[ASC_NPIPES];   /* earliest start of the next instr */
  double all_done[ASC_NPIPES];    /* latest completion so far */
  double busy[ASC_NPIPES];

  double s_free;            /* S can issue from here */
  double last_done;         /* latest completion of anything */
  size_t next_issue;
  int flow_id;
  cells cells;
} sim;

/* Name of instruction IN for the trace viewer, into BUF.  */
static const char *
slice_name (const asc_instr *in, char *buf, size_t len)
{
  const char *name = asc_ops[in->op].name;
  if (in->op == ASC_OP_set_flag || in->op == ASC_OP_wait_flag)
    snprintf (buf, len, "%s(%s,%s,%u)", name,
              asc_pipe_names[in->args[0] < ASC_NPIPES ? in->args[0] : 0],
              asc_pipe_names[in->args[1] < ASC_NPIPES ? in->args[1] : 0],
              (unsigned) in->args[2]);
  else if (in->op == ASC_OP_pipe_barrier)
    snprintf (buf, len, "%s(%s)", name,
              asc_pipe_names[in->args[0] <= ASC_NPIPES ? in->args[0] : 0]);
  else if (in->variant != ASC_VAR_NONE && in->variant < ASC_NVARIANTS)
    snprintf (buf, len, "%s_%s", name, asc_variant_suffix[in->variant]);
  else
    snprintf (buf, len, "%s", name);
  return buf;
}

/* Emit the slice of instruction I on PIPE from START for DUR cycles.  */
static void
emit_slice (sim *s, size_t i, int pipe, double start, double dur)
{
  if (!s->json)
    return;
  const asc_instr *in = &s->ins[i];
  char name[96], where[512];
  snprintf (where, sizeof where, "%s:%d", in->file ? in->file : "?",
            in->line);
  asc_json_slice (s->json, pipe, slice_name (in, name, sizeof name), where,
                  start, dur);
}

/* Emit the flow from set SET to wait WAIT, released at RELEASE.  */
static void
emit_flow (sim *s, size_t set, size_t wait, double release)
{
  if (!s->json)
    return;
  char name[96];
  const asc_instr *si = &s->ins[set], *wi = &s->ins[wait];
  int from = queue_of (si, K_SET) >= 0 ? si->pipe : ASC_PIPE_S;
  int to = queue_of (wi, K_WAIT) >= 0 ? wi->pipe : ASC_PIPE_S;
  asc_json_flow (s->json, ++s->flow_id, from, s->start[set], to, release,
                 slice_name (si, name, sizeof name));
}

/* Earliest start allowed by the mode's extra rule for instruction I.  */
static double
mode_floor (sim *s, size_t i)
{
  if (s->mode == ASCSIM_MODE_BARRIER_ALL)
    return s->last_done;
  if (s->mode == ASCSIM_MODE_IDEAL)
    {
      const asc_instr *in = &s->ins[i];
      const struct asc_access *acc = &s->core->trace.acc[in->acc_first];
      double dep = 0;
      for (int a = 0; a < in->n_acc; a++)
        dep = dmax (dep, cells_walk (&s->cells, &acc[a], 0, 0));
      return dep;
    }
  return 0;
}

/* Record that instruction I started (left its queue) at T and completes
   at DONE.  */
static void
finish (sim *s, size_t i, double t, double done)
{
  s->start[i] = t;
  s->done[i] = done;
  s->last_done = dmax (s->last_done, done);
  if (s->mode == ASCSIM_MODE_IDEAL)
    {
      const asc_instr *in = &s->ins[i];
      const struct asc_access *acc = &s->core->trace.acc[in->acc_first];
      for (int a = 0; a < in->n_acc; a++)
        cells_walk (&s->cells, &acc[a], 1, done);
    }
}

/* Start the head of pipe P's queue if it can start now; returns whether
   it did.  */
static int
try_start (sim *s, int p)
{
  if (s->nstarted[p] >= s->nissued[p])
    return 0;
  size_t i = s->list[p][s->nstarted[p]];
  const asc_instr *in = &s->ins[i];
  const asc_model *m = s->m;
  double t = dmax (s->avail[i], s->pipe_next[p]);
  double done, occ, emit_start;

  switch ((enum kind) s->kind[i])
    {
    case K_SET:
      s->fire[i] = dmax (t, s->all_done[p]);
      s->fired[i] = 1;
      occ = m->set_cycles;
      done = t + occ;
      s->pipe_next[p] = done;
      emit_slice (s, i, p, t, occ);
      break;

    case K_WAIT:
      {
        int64_t set = s->match[i];
        if (set < 0 || !s->fired[set])
          return 0;
        double release = dmax (t, s->fire[set] + m->flag_latency);
        occ = m->wait_cycles;
        done = release + occ;
        s->pipe_next[p] = done;
        emit_slice (s, i, p, t, done - t);
        emit_flow (s, (size_t) set, i, release);
        t = release;
        break;
      }

    case K_BARRIER:
      emit_start = t;
      if (s->all_done[p] > t)
        {
          occ = m->barrier_cycles;
          t = s->all_done[p];
        }
      else
        occ = m->set_cycles;
      done = t + occ;
      s->pipe_next[p] = done;
      emit_slice (s, i, p, emit_start, done - emit_start);
      break;

    default:
      {
        double lat;
        const struct asc_access *acc = &s->core->trace.acc[in->acc_first];
        t = dmax (t, mode_floor (s, i));
        pipe_cost (in, acc, m, &occ, &lat);
        done = t + occ + lat;
        s->pipe_next[p] = t + occ;
        emit_slice (s, i, p, t, occ);
        break;
      }
    }
  s->busy[p] += occ;
  s->all_done[p] = dmax (s->all_done[p], done);
  s->nstarted[p]++;
  finish (s, i, t, done);
  return 1;
}

/* Issue the next instruction in program order if S can issue it now;
   returns whether it did.  */
static int
try_issue (sim *s)
{
  size_t i = s->next_issue;
  const asc_instr *in = &s->ins[i];
  const asc_model *m = s->m;
  enum kind k = (enum kind) s->kind[i];
  int q = queue_of (in, k);
  double t = s->s_free, done, occ;

  if (k == K_SKIP)
    {
      s->start[i] = s->done[i] = t;
      s->next_issue++;
      return 1;
    }

  if (q >= 0)
    {
      /* Into pipe Q's queue: the entry queue_depth places ahead must
         have left it.  */
      size_t pos = s->nissued[q];
      size_t depth = m->queue_depth > 0 ? (size_t) m->queue_depth : 1;
      if (pos >= depth)
        {
          if (s->nstarted[q] <= pos - depth)
            return 0;
          t = dmax (t, s->start[s->list[q][pos - depth]]);
        }
      s->avail[i] = t + m->issue_cycles;
      s->s_free = t + m->issue_cycles;
      s->busy[ASC_PIPE_S] += m->issue_cycles;
      s->nissued[q]++;
      s->next_issue++;
      /* Without waits every dependence is on earlier instructions, so the
         other modes start it at once (its queue holds nothing older).  */
      if (s->mode != ASCSIM_MODE_WRITTEN)
        try_start (s, q);
      return 1;
    }

  /* Executed by S itself.  */
  double from = t;
  switch (k)
    {
    case K_SCALAR:
      t = dmax (t, mode_floor (s, i));
      occ = m->scalar_access_cycles;
      done = t + occ;
      break;

    case K_PIPE:
      {
        /* A compute row the table assigns to S (none on 910A): it runs
           on S with its own cost.  */
        double lat;
        t = dmax (t, mode_floor (s, i));
        pipe_cost (in, &s->core->trace.acc[in->acc_first], m, &occ, &lat);
        done = t + occ + lat;
        break;
      }

    case K_SET:
      s->fire[i] = dmax (t, s->all_done[ASC_PIPE_S]);
      s->fired[i] = 1;
      occ = m->set_cycles;
      done = t + occ;
      break;

    case K_WAIT:
      {
        int64_t set = s->match[i];
        if (set < 0 || !s->fired[set])
          return 0;
        t = dmax (t, s->fire[set] + m->flag_latency);
        occ = m->wait_cycles;
        done = t + occ;
        emit_flow (s, (size_t) set, i, t);
        break;
      }

    case K_BARRIER:
      {
        /* PIPE_ALL: every issued instruction must have started and
           completed.  */
        double drain = 0;
        for (int p = 0; p < ASC_NPIPES; p++)
          {
            if (s->nstarted[p] < s->nissued[p])
              return 0;
            drain = dmax (drain, s->all_done[p]);
          }
        if (drain > t)
          {
            occ = m->barrier_cycles;
            t = drain;
          }
        else
          occ = m->set_cycles;
        done = t + occ;
        break;
      }

    default:
      return 0;
    }
  s->s_free = done;
  s->busy[ASC_PIPE_S] += occ;
  s->all_done[ASC_PIPE_S] = dmax (s->all_done[ASC_PIPE_S], done);
  emit_slice (s, i, ASC_PIPE_S, from, done - from);
  s->next_issue++;
  finish (s, i, from, done);
  return 1;
}

/* Match each wait_flag to its set_flag: the n-th wait of a (src, dst,
   id) consumes the n-th set of the same triple, in program order.  */
#define NKEYS (ASC_NPIPES * ASC_NPIPES * 8)

static int
flag_key (const asc_instr *in)
{
  if (in->args[0] >= ASC_NPIPES || in->args[1] >= ASC_NPIPES
      || in->args[2] >= 8)
    return -1;
  return (int) ((in->args[0] * ASC_NPIPES + in->args[1]) * 8 + in->args[2]);
}

static void
match_flags (sim *s)
{
  size_t *count = xcalloc (NKEYS + 1, sizeof (size_t));
  size_t *used = xcalloc (NKEYS, sizeof (size_t));
  for (size_t i = 0; i < s->n; i++)
    if (s->kind[i] == K_SET)
      {
        int key = flag_key (&s->ins[i]);
        if (key >= 0)
          count[key + 1]++;
      }
  for (int k = 0; k < NKEYS; k++)
    count[k + 1] += count[k];
  size_t *sets = xcalloc (count[NKEYS], sizeof (size_t));
  for (size_t i = 0; i < s->n; i++)
    if (s->kind[i] == K_SET)
      {
        int key = flag_key (&s->ins[i]);
        if (key >= 0)
          sets[count[key] + used[key]++] = i;
      }
  memset (used, 0, NKEYS * sizeof (size_t));
  for (size_t i = 0; i < s->n; i++)
    {
      s->match[i] = -1;
      if (s->kind[i] != K_WAIT)
        continue;
      int key = flag_key (&s->ins[i]);
      if (key < 0)
        continue;
      size_t nth = used[key]++;
      if (count[key] + nth < count[key + 1])
        s->match[i] = (int64_t) sets[count[key] + nth];
    }
  free (sets);
  free (used);
  free (count);
}

/* Time CORE's trace in MODE with MODEL into OUT; with a non-null JSON
   also write the timeline to it.  OUT->cycles is when
   everything has completed (or, if OUT->deadlocked, how far the model
   got), OUT->busy[p] the summed occupancy of pipe p (S: issue slots plus
   the instructions S executes).  */
void
asc_time_block (const asc_core *core, const asc_model *model,
                enum ascsim_mode mode, asc_timing *out,
                struct asc_json *json)
{
  sim s;
  memset (&s, 0, sizeof s);
  memset (out, 0, sizeof *out);
  out->stuck_issue = -1;
  for (int p = 0; p < ASC_NPIPES; p++)
    out->stuck_head[p] = -1;
  s.core = core;
  s.m = model;
  s.mode = mode;
  s.json = json;
  s.n = core->trace.n;
  s.ins = core->trace.ins;
  if (s.n == 0)
    return;

  s.kind = xcalloc (s.n, 1);
  s.avail = xcalloc (s.n, sizeof (double));
  s.start = xcalloc (s.n, sizeof (double));
  s.done = xcalloc (s.n, sizeof (double));
  s.fire = xcalloc (s.n, sizeof (double));
  s.fired = xcalloc (s.n, 1);
  s.match = xcalloc (s.n, sizeof (int64_t));
  for (size_t i = 0; i < s.n; i++)
    {
      enum kind k = kind_of (&s.ins[i], mode);
      s.kind[i] = (uint8_t) k;
      int q = queue_of (&s.ins[i], k);
      if (q >= 0)
        s.nlist[q]++;
    }
  for (int p = 0; p < ASC_NPIPES; p++)
    s.list[p] = xcalloc (s.nlist[p], sizeof (size_t));
  memset (s.nlist, 0, sizeof s.nlist);
  for (size_t i = 0; i < s.n; i++)
    {
      int q = queue_of (&s.ins[i], (enum kind) s.kind[i]);
      if (q >= 0)
        s.list[q][s.nlist[q]++] = i;
    }
  if (mode == ASCSIM_MODE_WRITTEN)
    match_flags (&s);
  if (mode == ASCSIM_MODE_IDEAL)
    cells_init (&s.cells, &core->trace);

  for (;;)
    {
      int progress = 0;
      while (s.next_issue < s.n && try_issue (&s))
        progress = 1;
      for (int p = 0; p < ASC_NPIPES; p++)
        while (try_start (&s, p))
          progress = 1;
      if (!progress)
        break;
    }

  int stuck = s.next_issue < s.n;
  double end = dmax (s.s_free, s.last_done);
  for (int p = 0; p < ASC_NPIPES; p++)
    {
      if (s.nstarted[p] < s.nissued[p])
        stuck = 1;
      end = dmax (end, s.all_done[p]);
      out->busy[p] = to_cycles (s.busy[p]);
    }
  out->cycles = to_cycles (end);
  out->deadlocked = stuck;
  out->stuck_issue = stuck && s.next_issue < s.n ? (int64_t) s.next_issue
                                                  : -1;
  for (int p = 0; p < ASC_NPIPES; p++)
    out->stuck_head[p] = stuck && s.nstarted[p] < s.nissued[p]
                         ? (int64_t) s.list[p][s.nstarted[p]] : -1;

  if (mode == ASCSIM_MODE_IDEAL)
    cells_free (&s.cells);
  for (int p = 0; p < ASC_NPIPES; p++)
    free (s.list[p]);
  free (s.kind);
  free (s.avail);
  free (s.start);
  free (s.done);
  free (s.fire);
  free (s.fired);
  free (s.match);
}

int
asc_ideal_bound_violation (const uint64_t cycles[ASCSIM_NMODES],
                           int written_clean, char *buf, size_t n)
{
  uint64_t ideal = cycles[ASCSIM_MODE_IDEAL];
  if (ideal > cycles[ASCSIM_MODE_BARRIER_ALL])
    {
      snprintf (buf, n, "ideal %llu exceeds barrier_all %llu",
                (unsigned long long) ideal,
                (unsigned long long) cycles[ASCSIM_MODE_BARRIER_ALL]);
      return 1;
    }
  if (written_clean && ideal > cycles[ASCSIM_MODE_WRITTEN])
    {
      snprintf (buf, n, "ideal %llu exceeds written %llu",
                (unsigned long long) ideal,
                (unsigned long long) cycles[ASCSIM_MODE_WRITTEN]);
      return 1;
    }
  return 0;
}
