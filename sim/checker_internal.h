/* checker_internal.h -- private interface of the happens-before checker.

   The checker (its design is described at the top of checker.c) is
   split in three files: checker.c replays a block's trace (scheduler,
   vector clocks, flags, deadlock and flag findings), checker_shadow.c
   checks and records memory accesses in the shadow memory (cell
   walking, conflict detection, the program-order pass) and
   checker_pool.c interns the shadow states.  This header holds the
   types they share and the functions each gives the others; only those
   three files include it.  */

#ifndef ASCSIM_CHECKER_INTERNAL_H
#define ASCSIM_CHECKER_INTERNAL_H

#include "sim_internal.h"

#define NP ASC_NPIPES           /* clock components S .. MTE3 */
#define NIDS 8                  /* flag ids traced per (src, dst) pair */
#define CELL_SHIFT 5            /* 32-byte cells */
#define PAGE_SHIFT 12           /* 4096 cells per shadow page */
#define PAGE_CELLS (1u << PAGE_SHIFT)
#define MAX_CONFLICTS 16        /* distinct partners reported per instr */

/* The last access of one pipe to a cell: trace index + 1 (0 = none),
   its epoch and the bytes of the cell it touched.  An empty slot is all
   zero.  */
struct slot
{
  uint32_t ins;
  uint32_t epoch;
  uint32_t mask;
};

/* Accesses of one pipe to one cell kept apart (different bytes): the
   newest first.  More are merged into the newer of the two oldest.  */
#define NSLOT 4

/* The shadow state of a cell: per pipe, its last writes and last reads
   of the cell's bytes.  States are interned: a cell stores the id of
   its state, identical states share one id, and id 0 is the empty
   state.  */
struct state
{
  struct slot w[NP][NSLOT];
  struct slot r[NP][NSLOT];
};

/* The interned states, reference-counted by the cells using them.  */
struct pool
{
  struct state *st;
  uint32_t *refs, *hash;
  size_t n, cap;                /* ids in use or free, including 0 */
  uint32_t *free;
  size_t nfree;
  uint32_t *tab;                /* open-addressing table of ids */
  size_t tabsize, live;
};

/* Lazily allocated shadow of one space: state ids per cell.  */
struct shadow
{
  uint64_t ncells;
  uint32_t **pages;
  uint32_t *written;            /* program-order pass: bytes written */
};

/* The last state transition computed by a walk, reused while the walk
   meets cells of the same state with the same byte mask, and the
   conflicts it found (index into checker.conf and bytes), so that their
   byte ranges can be extended to every cell it applies to.  */
struct memo
{
  int valid;
  uint32_t in, out, mask;
  int nconf;
  int conf[2 * NP * NSLOT];
  uint32_t both[2 * NP * NSLOT];
};

/* A pending set of a flag: who set it and what it carries.  */
struct token
{
  uint32_t set_idx;
  uint32_t vc[NP];
};

/* One (src, dst, id) flag: a FIFO of tokens (more than one only after a
   flag-already-set finding) and the last set and consuming wait.  */
struct flag
{
  struct token *tok;
  uint32_t head, ntok, cap;
  int have_wait;
  uint32_t last_set;
  uint32_t wait_idx, wait_epoch;
};

/* A conflict found while executing the current instruction.  */
struct conflict
{
  uint32_t other;
  uint8_t kind, space, other_write, cur_write;
  uint64_t lo, hi;
};

/* The checker's state while it replays one block's trace.  */
typedef struct checker
{
  const asc_instr *ins;
  size_t n;
  const struct asc_access *acc;
  size_t nacc;
  struct shadow sh[ASC_NSPACES];
  struct pool pool;
  struct memo memo;

  uint32_t clock[NP];
  uint32_t know[NP][NP];        /* K[P][Q] */
  uint32_t (*vers)[NP];         /* S's knowledge snapshots */
  size_t nver, capver;
  uint32_t *ver;                /* per instruction: its issue snapshot */

  uint32_t *list[NP];           /* per pipe: its instructions, in order */
  size_t count[NP], issued[NP], head[NP];
  size_t spos;                  /* S's position in the trace */

  struct flag flags[NP][NP][NIDS];

  struct conflict conf[MAX_CONFLICTS];
  int nconf;
} checker;

/* checker.c */
void *asc_ck_xcalloc (size_t n, size_t size);
void *asc_ck_xrealloc (void *p, size_t size);

/* checker_pool.c */
void asc_ck_pool_init (struct pool *pl);
void asc_ck_pool_free (struct pool *pl);
uint32_t asc_ck_intern (checker *ck, const struct state *s);
void asc_ck_release (checker *ck, uint32_t id, uint64_t n);

/* checker_shadow.c */
void asc_ck_run_accesses (checker *ck, uint32_t idx, int pipe,
                          uint32_t epoch, const uint32_t *vc);
void asc_ck_program_order_pass (checker *ck);

#endif /* ASCSIM_CHECKER_INTERNAL_H */
