/* checker.c -- happens-before race and deadlock checker of a block's trace.

   The checker replays a block's recorded trace on an abstract AI Core,
   independently of the cycle model, and reports what could go wrong on
   the hardware whatever the timing:

   - The scalar unit S walks the trace in program order.  It executes its
     own instructions (scalar loads and stores, set_flag with source S,
     wait_flag with destination S, pipe_barrier(PIPE_ALL),
     set_vector_mask) and issues every other instruction into the
     unbounded in-order queue of its pipe (V, M, MTE1, MTE2, MTE3).
   - Each pipe starts its queue's instructions in order but may complete
     them out of order.  A wait_flag blocks its pipe until a token of its
     (src, dst, id) flag exists, then consumes it; set_flag pushes a token
     that stands for "every earlier instruction of the source pipe has
     completed"; pipe_barrier(P) makes later P instructions start after
     earlier ones complete; pipe_barrier(PIPE_ALL) waits for every pipe.

   Happens-before is tracked with vector clocks.  Each executed
   instruction of pipe P gets an epoch (++clock[P]).  K[P][Q] is what
   pipe P knows when it starts its next instruction: every Q instruction
   with an epoch <= K[P][Q] has completed.  K[P][P] advances only at
   pipe_barrier(P), PIPE_ALL and through flag tokens, so two instructions
   of one pipe are unordered without a barrier.  An instruction issued by
   S carries S's knowledge at issue (a "snapshot", joined into its pipe's
   K when it starts), so a wait_flag on PIPE_S orders everything issued
   after it.  S's own scalar accesses are not part of that knowledge:
   K[S][S] advances only at PIPE_ALL or through tokens (set_flag(PIPE_S,
   ...)), because the hardware does not order a scalar store before a
   later-issued vector read without a flag.  Access A (pipe P, epoch E)
   happens before a later-executed access B iff B's K[P] >= E; two S
   accesses are always ordered.

   Shadow memory: every space is split into 32-byte cells (GM by arena
   offset).  The state of a cell is, per pipe, the last write and the
   last read (instruction, epoch, mask of the cell's bytes touched),
   FastTrack style.  An access checks the slots it conflicts with
   (write-write, write-read, read-write on common bytes): an unordered
   pair is a race (intra-pipe when both are in the same non-S pipe); an
   ordered pair whose earlier-executed access comes later in program
   order is an order inversion (the simulator computes in program order,
   the hardware would not).  A write that covers and follows a slot
   clears it.  States are interned (hash-consed, reference-counted) and
   a cell holds only the 4-byte id of its state, so a walk over a run of
   cells in one state computes the transition once and then rewrites
   ids: about a nanosecond per cell.  Vector operands are narrowed to the
   32-byte blocks the vector mask enables, and adjacent blocks are walked
   as one range.

   The schedule lets the pipes run first, always the runnable queue head
   with the smallest trace index, and S only when no pipe can run; so
   execution follows program order whenever sync allows it.  Findings do
   not depend on this choice except for which of several equivalent
   pairs is named.  When nothing can run and work remains, the blocked
   queue heads are reported as a deadlock and the replay stops.  A flag
   set while a token is pending, or while the wait_flag that consumed the
   previous token is not ordered before the set, is flag-already-set
   (the FIFO then keeps both tokens, so one error is not followed by a
   spurious deadlock); flags still set at the end are flag-left-set.

   Reads of local memory (not GM) that nothing wrote earlier in program
   order are reported by a separate program-order pass
   (uninitialised-read), so a race never masquerades as one.

   Limits: byte masks are exact within a cell but a slot keeps one
   instruction per pipe, so when a pipe touches different bytes of a
   cell the masks are merged under the newest instruction (a later
   access ordered after the older one but not the newer one can then be
   reported); the queues are unbounded (a deadlock that needs a full
   hardware queue is the timing model's business); at most
   MAX_CONFLICTS partners are reported per instruction.  */

#include <stdlib.h>
#include <string.h>
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

/* The shadow state of a cell.  States are interned: a cell stores the
   id of its state, identical states share one id, and id 0 is the empty
   state.  */
struct state
{
  struct slot w[NP];
  struct slot r[NP];
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
  int conf[2 * NP];
  uint32_t both[2 * NP];
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

typedef struct checker
{
  const asc_instr *ins;
  size_t n;
  const struct asc_access *acc;
  size_t nacc;
  uint8_t *blkmask;             /* per access: enabled blocks of a repeat */
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

/* Current access context while touching cells.  */
struct cur
{
  uint32_t idx;
  int pipe;
  uint32_t epoch;
  const uint32_t *vc;
  int write;
  int space;
};

static void *
xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
      exit (2);
    }
  return p;
}

/* --- strided access walking -------------------------------------------- */

/* Mask of bytes [LO, HI) of a cell, 0 <= LO < HI <= 32.  */
static inline uint32_t
byte_mask (unsigned lo, unsigned hi)
{
  uint32_t m = hi >= 32 ? 0xffffffffu : (1u << hi) - 1;
  return m & ~((1u << lo) - 1);
}

/* Iterator over the pieces of an access, block by block; blocks J < 8
   whose bit in BM is clear are skipped.  Runs of adjacent blocks are
   merged first, so a contiguous vector operand is one block.  */
typedef struct walker
{
  uint64_t base, rstride, bstride, bbytes;
  uint32_t nrep, nblk, r, j;
  uint8_t bm;
  uint64_t pos, end;
} walker;

static void
walk_init (walker *w, const struct asc_access *a, uint8_t bm)
{
  w->base = a->base;
  w->rstride = a->rep_stride;
  w->bstride = a->blk_stride;
  w->bbytes = a->blk_bytes;
  w->nrep = a->nrep;
  w->nblk = a->nblk;
  w->bm = bm;
  /* Zero strides revisit the same bytes: walk them once.  */
  if (w->rstride == 0 && w->nrep > 1)
    w->nrep = 1;
  if (w->bstride == 0 && w->nblk > 1)
    {
      w->nblk = 1;
      w->bm = bm ? 1 : 0;
    }
  /* Merge adjacent blocks of a repeat, then adjacent repeats.  */
  uint8_t all = w->nblk >= 8 ? 0xff : (uint8_t) ((1u << w->nblk) - 1);
  if (w->nblk > 1 && w->bstride == w->bbytes && (w->bm & all) == all)
    {
      w->bbytes *= w->nblk;
      w->nblk = 1;
      w->bm = 1;
    }
  if (w->nblk == 1 && w->nrep > 1 && w->rstride == w->bbytes && (w->bm & 1))
    {
      w->bbytes *= w->nrep;
      w->nrep = 1;
    }
  w->r = w->j = 0;
  w->pos = w->end = 0;
}

/* Next piece of W: either one cell, partly covered (*COUNT 1, *MASK
   its bytes), or a run of *COUNT whole cells (*MASK all ones), starting
   at cell *CELL.  Returns false at the end.  */
static inline bool
walk_next (walker *w, uint64_t *cell, uint64_t *count, uint32_t *mask)
{
  while (w->pos >= w->end)
    {
      if (w->r >= w->nrep || w->nblk == 0 || w->bbytes == 0)
        return false;
      uint32_t r = w->r, j = w->j;
      if (++w->j >= w->nblk)
        {
          w->j = 0;
          w->r++;
        }
      if (j < 8 && !((w->bm >> j) & 1))
        continue;
      w->pos = w->base + (uint64_t) r * w->rstride
               + (uint64_t) j * w->bstride;
      w->end = w->pos + w->bbytes;
    }
  uint64_t c = w->pos >> CELL_SHIFT;
  uint64_t cbase = c << CELL_SHIFT;
  *cell = c;
  if (w->pos == cbase && w->end - cbase >= 32)
    {
      *count = (w->end - cbase) >> CELL_SHIFT;
      *mask = 0xffffffffu;
      w->pos = cbase + (*count << CELL_SHIFT);
      return true;
    }
  unsigned lo = (unsigned) (w->pos - cbase);
  unsigned hi = w->end - cbase >= 32 ? 32 : (unsigned) (w->end - cbase);
  *count = 1;
  *mask = byte_mask (lo, hi);
  w->pos = cbase + hi;
  return true;
}

/* Whether any of mask bits [A, B) (of 128: LO then HI) is set.  */
static int
any_mask_bits (uint64_t lo, uint64_t hi, unsigned a, unsigned b)
{
  for (unsigned i = a; i < b && i < 128; i++)
    if (((i < 64 ? lo : hi) >> (i & 63)) & 1)
      return 1;
  return 0;
}

/* The blocks of one repeat of access A of instruction IN that vector
   mask (LO, HI) enables: bit J for block J.  0xff for accesses the mask
   does not narrow.  */
static uint8_t
vector_block_mask (const asc_instr *in, const struct asc_access *a,
                   uint64_t lo, uint64_t hi)
{
  if (in->op >= ASC_NOPS)
    return 0xff;
  enum asc_form form = asc_ops[in->op].form;
  int wide;
  switch (form)
    {
    case ASC_FORM_VBIN:
    case ASC_FORM_VUN:
    case ASC_FORM_VSCALAR:
    case ASC_FORM_VDUP:
    case ASC_FORM_VRED:
    case ASC_FORM_VRED_PAIR:
    case ASC_FORM_VRED_GROUP:
    case ASC_FORM_VCMPV:
      wide = asc_variant_size ((enum asc_variant) in->variant);
      break;
    case ASC_FORM_VCONV_F162F32:
    case ASC_FORM_VCONV_F322F16:
      wide = 4;
      break;
    default:
      return 0xff;
    }
  if (wide <= 0 || a->space != ASC_SPACE_UB || a->blk_bytes != 32
      || (a->nblk != 8 && a->nblk != 4))
    return 0xff;
  if (lo == ~(uint64_t) 0 && (hi == ~(uint64_t) 0 || wide == 4))
    return 0xff;
  unsigned elems = 256u / (unsigned) wide;          /* per repeat */
  unsigned esize = a->nblk * 32u / elems;           /* of this operand */
  unsigned per_blk = 32u / esize;
  uint8_t bm = 0;
  for (unsigned j = 0; j < a->nblk; j++)
    if (any_mask_bits (lo, wide == 4 ? 0 : hi, j * per_blk,
                       (j + 1) * per_blk))
      bm |= (uint8_t) (1u << j);
  return bm;
}

/* --- interned shadow states ------------------------------------------- */

static void *
xrealloc (void *p, size_t size)
{
  p = realloc (p, size);
  if (!p)
    {
      fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
      exit (2);
    }
  return p;
}

static uint32_t
state_hash (const struct state *s)
{
  const uint32_t *w = (const uint32_t *) s;
  uint64_t h = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < sizeof *s / 4; i++)
    h = (h ^ w[i]) * 0x100000001b3ull;
  return (uint32_t) (h ^ (h >> 32));
}

/* Insert id ID into the hash table (it is not there).  */
static void
tab_insert (struct pool *pl, uint32_t id)
{
  size_t m = pl->tabsize - 1, i = pl->hash[id] & m;
  while (pl->tab[i])
    i = (i + 1) & m;
  pl->tab[i] = id;
}

/* The id of state S, adding it to the pool if new (with no
   references).  */
static uint32_t
intern (checker *ck, const struct state *s)
{
  struct pool *pl = &ck->pool;
  uint32_t h = state_hash (s);
  size_t m = pl->tabsize - 1, i = h & m;
  for (uint32_t id; (id = pl->tab[i]) != 0; i = (i + 1) & m)
    if (pl->hash[id] == h && memcmp (&pl->st[id], s, sizeof *s) == 0)
      return id;
  if (memcmp (&pl->st[0], s, sizeof *s) == 0)
    return 0;
  uint32_t id;
  if (pl->nfree)
    id = pl->free[--pl->nfree];
  else
    {
      if (pl->n == pl->cap)
        {
          pl->cap *= 2;
          pl->st = xrealloc (pl->st, pl->cap * sizeof *pl->st);
          pl->refs = xrealloc (pl->refs, pl->cap * sizeof *pl->refs);
          pl->hash = xrealloc (pl->hash, pl->cap * sizeof *pl->hash);
          pl->free = xrealloc (pl->free, pl->cap * sizeof *pl->free);
        }
      id = (uint32_t) pl->n++;
    }
  pl->st[id] = *s;
  pl->refs[id] = 0;
  pl->hash[id] = h;
  if (2 * (pl->live + 1) > pl->tabsize)
    {
      free (pl->tab);
      pl->tabsize *= 2;
      pl->tab = xcalloc (pl->tabsize, sizeof *pl->tab);
      for (size_t k = 1; k < pl->n; k++)
        if (pl->refs[k] || k == id)
          tab_insert (pl, (uint32_t) k);
      /* Free ids have no references but are not in the table.  */
    }
  else
    tab_insert (pl, id);
  pl->live++;
  return id;
}

/* Drop N references to state ID; free it when none is left.  */
static void
release (checker *ck, uint32_t id, uint64_t n)
{
  struct pool *pl = &ck->pool;
  if (id == 0 || (pl->refs[id] -= (uint32_t) n) != 0)
    return;
  /* Remove from the table (linear probing, backward-shift delete).  */
  size_t m = pl->tabsize - 1, i = pl->hash[id] & m;
  while (pl->tab[i] != id)
    i = (i + 1) & m;
  for (size_t j = i;;)
    {
      j = (j + 1) & m;
      uint32_t o = pl->tab[j];
      if (!o)
        break;
      size_t home = pl->hash[o] & m;
      /* O may move to I unless its home lies cyclically in (I, J].  */
      if (i <= j ? (home <= i || home > j) : (home <= i && home > j))
        {
          pl->tab[i] = o;
          i = j;
        }
    }
  pl->tab[i] = 0;
  pl->free[pl->nfree++] = id;
  pl->live--;
  if (ck->memo.valid && (ck->memo.in == id || ck->memo.out == id))
    ck->memo.valid = 0;
}

static void
pool_init (struct pool *pl)
{
  pl->cap = 1024;
  pl->n = 1;
  pl->st = xcalloc (pl->cap, sizeof *pl->st);
  pl->refs = xcalloc (pl->cap, sizeof *pl->refs);
  pl->hash = xcalloc (pl->cap, sizeof *pl->hash);
  pl->free = xcalloc (pl->cap, sizeof *pl->free);
  pl->tabsize = 2048;
  pl->tab = xcalloc (pl->tabsize, sizeof *pl->tab);
}

static void
pool_free (struct pool *pl)
{
  free (pl->st);
  free (pl->refs);
  free (pl->hash);
  free (pl->free);
  free (pl->tab);
}

/* The ids of cells [C, C + *N) of shadow S, within one page: a pointer to
   the first, with *N reduced to the cells left in that page.  NULL past
   the end of the space.  */
static inline uint32_t *
shadow_ids (struct shadow *s, uint64_t c, uint64_t *n)
{
  if (c >= s->ncells)
    return NULL;
  uint64_t in_page = PAGE_CELLS - (c & (PAGE_CELLS - 1));
  if (*n > in_page)
    *n = in_page;
  if (*n > s->ncells - c)
    *n = s->ncells - c;
  uint32_t **pg = &s->pages[c >> PAGE_SHIFT];
  if (!*pg)
    *pg = xcalloc (PAGE_CELLS, sizeof (uint32_t));
  return &(*pg)[c & (PAGE_CELLS - 1)];
}

/* --- conflicts and transitions ----------------------------------------- */

/* Byte range [*LO, *HI) of the bytes of MASK in cell C.  */
static void
mask_range (uint64_t c, uint32_t mask, uint64_t *lo, uint64_t *hi)
{
  *lo = (c << CELL_SHIFT) + (unsigned) __builtin_ctz (mask);
  *hi = (c << CELL_SHIFT) + 32u - (unsigned) __builtin_clz (mask);
}

/* Widen conflict K to bytes BOTH of cell C.  */
static void
extend_conflict (checker *ck, int k, uint64_t c, uint32_t both)
{
  uint64_t lo, hi;
  mask_range (c, both, &lo, &hi);
  struct conflict *f = &ck->conf[k];
  if (lo < f->lo)
    f->lo = lo;
  if (hi > f->hi)
    f->hi = hi;
}

/* Remember a conflict of the current instruction with instruction
   OTHER of kind KIND on bytes BOTH of cell C, and note it in the memo.  */
static void
note_conflict (checker *ck, const struct cur *cu, uint32_t other, int kind,
               int other_write, uint64_t c, uint32_t both)
{
  int k;
  for (k = 0; k < ck->nconf; k++)
    if (ck->conf[k].other == other && ck->conf[k].kind == kind
        && ck->conf[k].space == cu->space)
      break;
  if (k == ck->nconf)
    {
      if (ck->nconf == MAX_CONFLICTS)
        return;
      struct conflict *f = &ck->conf[ck->nconf++];
      f->other = other;
      f->kind = (uint8_t) kind;
      f->space = (uint8_t) cu->space;
      f->other_write = (uint8_t) other_write;
      f->cur_write = (uint8_t) cu->write;
      mask_range (c, both, &f->lo, &f->hi);
    }
  else
    extend_conflict (ck, k, c, both);
  struct memo *mo = &ck->memo;
  if (mo->nconf < 2 * NP)
    {
      mo->conf[mo->nconf] = k;
      mo->both[mo->nconf++] = both;
    }
}

/* Whether slot S of pipe P is ordered before the current access.  */
static inline int
slot_before (const struct cur *cu, int p, const struct slot *s)
{
  return (p == ASC_PIPE_S && cu->pipe == ASC_PIPE_S)
         || s->ins == cu->idx + 1 || cu->vc[p] >= s->epoch;
}

/* Check the current access (bytes M of cell C) against slot S of pipe P,
   an earlier executed access (a write when IS_WRITE).  */
static inline void
check_slot (checker *ck, const struct cur *cu, int p, const struct slot *s,
            int is_write, uint64_t c, uint32_t m)
{
  uint32_t both = s->mask & m;
  if (!s->ins || !both || s->ins == cu->idx + 1)
    return;
  if (p == ASC_PIPE_S && cu->pipe == ASC_PIPE_S)
    return;
  uint32_t other = s->ins - 1;
  if (cu->vc[p] >= s->epoch)
    {
      if (other > cu->idx)
        note_conflict (ck, cu, other, ASCSIM_F_ORDER_INVERSION, is_write, c,
                       both);
    }
  else
    note_conflict (ck, cu, other,
                   p == cu->pipe ? ASCSIM_F_RACE_INTRA_PIPE
                                 : ASCSIM_F_RACE_INTER_PIPE,
                   is_write, c, both);
}

/* Apply the current access to bytes M of cell C whose state is *ST:
   check it against the state's slots, then record it in *ST.  */
static void
transition (checker *ck, const struct cur *cu, struct state *st, uint64_t c,
            uint32_t m)
{
  int q = cu->pipe;
  for (int p = 0; p < NP; p++)
    check_slot (ck, cu, p, &st->w[p], 1, c, m);
  if (!cu->write)
    {
      struct slot *r = &st->r[q];
      uint32_t keep = r->ins && (r->mask & ~m) ? r->mask : 0;
      r->ins = cu->idx + 1;
      r->epoch = cu->epoch;
      r->mask = m | keep;
      return;
    }
  for (int p = 0; p < NP; p++)
    check_slot (ck, cu, p, &st->r[p], 0, c, m);
  /* Slots this write covers and follows carry no further information
     (anything ordered after it is ordered after them).  */
  static const struct slot empty;
  for (int p = 0; p < NP; p++)
    {
      struct slot *r = &st->r[p];
      if (r->ins && !(r->mask & ~m) && slot_before (cu, p, r))
        *r = empty;
      struct slot *w = &st->w[p];
      if (p != q && w->ins && !(w->mask & ~m) && slot_before (cu, p, w))
        *w = empty;
    }
  struct slot *w = &st->w[q];
  uint32_t keep = w->ins && ((w->mask & ~m) || !slot_before (cu, q, w))
                  ? w->mask : 0;
  w->ins = cu->idx + 1;
  w->epoch = cu->epoch;
  w->mask = m | keep;
}

/* The end of the run of cells equal to ID in IDS[K, N).  */
static inline uint64_t
run_end (const uint32_t *restrict ids, uint64_t k, uint64_t n, uint32_t id)
{
  while (k < n && ids[k] == id)
    k++;
  return k;
}

/* Set IDS[K, J) to ID.  */
static inline void
fill_ids (uint32_t *restrict ids, uint64_t k, uint64_t j, uint32_t id)
{
  for (; k < j; k++)
    ids[k] = id;
}

/* Apply the current access to COUNT cells from C, bytes M of each.  */
static void
touch_run (checker *ck, const struct cur *cu, uint64_t c, uint64_t count,
           uint32_t m)
{
  struct shadow *sh = &ck->sh[cu->space];
  struct memo *mo = &ck->memo;
  struct pool *pl = &ck->pool;
  while (count)
    {
      uint64_t n = count;
      uint32_t *ids = shadow_ids (sh, c, &n);
      if (!ids)
        return;
      for (uint64_t k = 0, j; k < n; k = j)
        {
          uint32_t id = ids[k];
          j = run_end (ids, k + 1, n, id);
          if (!mo->valid || mo->in != id || mo->mask != m)
            {
              struct state st = pl->st[id];
              mo->valid = 0;
              mo->nconf = 0;
              transition (ck, cu, &st, c + k, m);
              mo->out = intern (ck, &st);
              mo->in = id;
              mo->mask = m;
              mo->valid = 1;
            }
          else
            for (int x = 0; x < mo->nconf; x++)
              extend_conflict (ck, mo->conf[x], c + k, mo->both[x]);
          for (int x = 0; x < mo->nconf; x++)
            extend_conflict (ck, mo->conf[x], c + j - 1, mo->both[x]);
          uint32_t out = mo->out;
          if (out != id)
            {
              if (out)
                pl->refs[out] += (uint32_t) (j - k);
              fill_ids (ids, k, j, out);
              release (ck, id, j - k);
            }
        }
      c += n;
      count -= n;
    }
}

static const char *
verb (int write)
{
  return write ? "writes" : "reads";
}

/* Report the conflicts collected for instruction IDX and forget them.  */
static void
flush_conflicts (checker *ck, uint32_t idx)
{
  for (int k = 0; k < ck->nconf; k++)
    {
      const struct conflict *f = &ck->conf[k];
      const asc_instr *cur = &ck->ins[idx], *oth = &ck->ins[f->other];
      const asc_instr *a = f->other < idx ? oth : cur;
      const asc_instr *b = f->other < idx ? cur : oth;
      int aw = f->other < idx ? f->other_write : f->cur_write;
      int bw = f->other < idx ? f->cur_write : f->other_write;
      const char *pa = asc_pipe_names[a->pipe % 7];
      const char *pb = asc_pipe_names[b->pipe % 7];
      const char *sp = asc_space_names[f->space % ASC_NSPACES];
      unsigned long long lo = f->lo, hi = f->hi;
      char d[512];
      switch (f->kind)
        {
        case ASCSIM_F_RACE_INTRA_PIPE:
          asc_finding (ASCSIM_F_RACE_INTRA_PIPE, a, b,
                       "PIPE_%s %s %s bytes [0x%llx, 0x%llx) and the later "
                       "%s %s them with no pipe_barrier(PIPE_%s) between: "
                       "a pipe may complete its instructions out of order",
                       pa, verb (aw), sp, lo, hi,
                       asc_instr_describe (b, d, sizeof d), verb (bw), pa);
          break;
        case ASCSIM_F_RACE_INTER_PIPE:
          asc_finding (ASCSIM_F_RACE_INTER_PIPE, a, b,
                       "PIPE_%s %s %s bytes [0x%llx, 0x%llx) and the later "
                       "%s %s them, and no synchronisation orders the two "
                       "(needs set_flag(PIPE_%s, PIPE_%s, id) after the "
                       "first and wait_flag(PIPE_%s, PIPE_%s, id) before the "
                       "second)", pa, verb (aw), sp, lo, hi,
                       asc_instr_describe (b, d, sizeof d), verb (bw), pa,
                       pb, pa, pb);
          break;
        default:
          asc_finding (ASCSIM_F_ORDER_INVERSION, a, b,
                       "PIPE_%s %s %s bytes [0x%llx, 0x%llx), but "
                       "synchronisation makes the later %s, which %s them, "
                       "complete first: the hardware runs the two in the "
                       "opposite order to the program (the simulator's "
                       "results follow program order)", pa, verb (aw), sp,
                       lo, hi, asc_instr_describe (b, d, sizeof d),
                       verb (bw));
          break;
        }
    }
  ck->nconf = 0;
}

/* Check and record the memory accesses of instruction IDX, executed by
   PIPE at EPOCH with knowledge VC.  Reads first, then writes.  */
static void
run_accesses (checker *ck, uint32_t idx, int pipe, uint32_t epoch,
              const uint32_t *vc)
{
  const asc_instr *in = &ck->ins[idx];
  if ((size_t) in->acc_first + in->n_acc > ck->nacc)
    return;
  for (int pass = 0; pass < 2; pass++)
    for (unsigned k = 0; k < in->n_acc; k++)
      {
        const struct asc_access *a = &ck->acc[in->acc_first + k];
        if (a->write != pass || a->space <= ASC_SPACE_NONE
            || a->space >= ASC_NSPACES)
          continue;
        struct cur cu = { idx, pipe, epoch, vc, a->write, a->space };
        walker w;
        walk_init (&w, a, ck->blkmask[in->acc_first + k]);
        uint64_t c, cnt;
        uint32_t m;
        ck->memo.valid = 0;
        while (walk_next (&w, &c, &cnt, &m))
          touch_run (ck, &cu, c, cnt, m);
      }
  ck->memo.valid = 0;
  if (ck->nconf)
    flush_conflicts (ck, idx);
}

/* --- program-order pass: vector masks, uninitialised reads ------------- */

/* Compute the block masks of every access and report reads of local
   memory that nothing wrote earlier in program order.  */
static void
program_order_pass (checker *ck)
{
  uint64_t mlo = ~(uint64_t) 0, mhi = ~(uint64_t) 0;
  for (size_t i = 0; i < ck->n; i++)
    {
      const asc_instr *in = &ck->ins[i];
      if (in->op == ASC_OP_set_vector_mask)
        {
          mhi = in->args[0];
          mlo = in->args[1];
          continue;
        }
      if ((size_t) in->acc_first + in->n_acc > ck->nacc)
        continue;
      int reported = 0;
      for (int pass = 0; pass < 2; pass++)
        for (unsigned k = 0; k < in->n_acc; k++)
          {
            size_t ai = in->acc_first + k;
            const struct asc_access *a = &ck->acc[ai];
            if (a->write != pass)
              continue;
            ck->blkmask[ai] = vector_block_mask (in, a, mlo, mhi);
            if (a->space <= ASC_SPACE_GM || a->space >= ASC_NSPACES)
              continue;
            struct shadow *s = &ck->sh[a->space];
            if (!a->write && reported)
              continue;
            walker w;
            walk_init (&w, a, ck->blkmask[ai]);
            uint64_t c, cnt, lo = UINT64_MAX, hi = 0;
            uint32_t m;
            while (walk_next (&w, &c, &cnt, &m))
              {
                uint64_t e = c + cnt < s->ncells ? c + cnt : s->ncells;
                uint32_t *restrict wr = s->written;
                if (a->write)
                  for (; c < e; c++)
                    wr[c] |= m;
                else
                  for (; c < e; c++)
                    if (m & ~wr[c])
                      {
                        uint64_t l, h;
                        mask_range (c, m & ~wr[c], &l, &h);
                        lo = l < lo ? l : lo;
                        hi = h > hi ? h : hi;
                      }
              }
            if (!a->write && !reported && hi > 0)
              {
                reported = 1;
                asc_finding (ASCSIM_F_UNINIT_READ, in, NULL,
                             "reads %s bytes [0x%llx, 0x%llx) that nothing "
                             "in this block wrote before it (in program "
                             "order)", asc_space_names[a->space],
                             (unsigned long long) lo,
                             (unsigned long long) hi);
              }
          }
    }
}

/* --- flags and knowledge ----------------------------------------------- */

/* Join snapshot or token V into pipe P's knowledge.  Returns whether it
   changed.  */
static int
join (checker *ck, int p, const uint32_t *v)
{
  int changed = 0;
  for (int q = 0; q < NP; q++)
    if (v[q] > ck->know[p][q])
      {
        ck->know[p][q] = v[q];
        changed = 1;
      }
  return changed;
}

/* Record S's current knowledge as the snapshot later issues carry.  */
static void
new_version (checker *ck)
{
  if (ck->nver == ck->capver)
    {
      ck->capver = ck->capver ? 2 * ck->capver : 64;
      ck->vers = realloc (ck->vers, ck->capver * sizeof *ck->vers);
      if (!ck->vers)
        {
          fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
          exit (2);
        }
    }
  memcpy (ck->vers[ck->nver++], ck->know[ASC_PIPE_S], sizeof ck->vers[0]);
}

/* The flag of sync instruction IN, or NULL when its operands are not a
   valid (src, dst, id) triple.  */
static struct flag *
flag_of (checker *ck, const asc_instr *in)
{
  uint64_t src = in->args[0], dst = in->args[1], id = in->args[2];
  if (src >= NP || dst >= NP || src == dst || id >= NIDS)
    return NULL;
  return &ck->flags[src][dst][id];
}

/* Execute set_flag IDX in pipe P with knowledge VC.  */
static void
do_set (checker *ck, uint32_t idx, int p, const uint32_t *vc)
{
  const asc_instr *in = &ck->ins[idx];
  struct flag *f = flag_of (ck, in);
  if (!f || (int) in->args[0] != p)
    return;
  int q = (int) in->args[1];
  char d[512];
  if (f->ntok > f->head)
    asc_finding (ASCSIM_F_FLAG_ALREADY_SET, &ck->ins[f->last_set], in,
                 "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) is set again by %s "
                 "while this set is still pending (no wait_flag consumed it "
                 "in between); the two sets merge and a later wait_flag "
                 "hangs", asc_pipe_names[p], asc_pipe_names[q],
                 (int) in->args[2], asc_instr_describe (in, d, sizeof d));
  else if (f->have_wait
           && !(q == ASC_PIPE_S ? f->wait_idx < idx
                                : vc[q] >= f->wait_epoch))
    {
      char w[512];
      asc_finding (ASCSIM_F_FLAG_ALREADY_SET, &ck->ins[f->last_set], in,
                   "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) may be set again "
                   "by %s before %s has consumed this set: nothing orders "
                   "that wait before the second set", asc_pipe_names[p],
                   asc_pipe_names[q], (int) in->args[2],
                   asc_instr_describe (in, d, sizeof d),
                   asc_instr_describe (&ck->ins[f->wait_idx], w, sizeof w));
    }
  if (f->head > 0 && f->head == f->ntok)
    f->head = f->ntok = 0;
  if (f->ntok == f->cap)
    {
      f->cap = f->cap ? 2 * f->cap : 2;
      f->tok = realloc (f->tok, f->cap * sizeof *f->tok);
      if (!f->tok)
        {
          fprintf (stderr, "ascsim: fatal: out of memory in the checker\n");
          exit (2);
        }
    }
  struct token *t = &f->tok[f->ntok++];
  t->set_idx = idx;
  memcpy (t->vc, vc, sizeof t->vc);
  t->vc[p] = ck->clock[p];      /* every earlier P instruction is done */
  f->last_set = idx;
}

/* Whether wait_flag IN can proceed (a token is pending, or its operands
   are invalid and it is a no-op).  */
static int
wait_ready (checker *ck, const asc_instr *in)
{
  struct flag *f = flag_of (ck, in);
  return !f || f->ntok > f->head;
}

/* Execute wait_flag IDX in pipe P (which waited for a token) at EPOCH.
   Returns whether P's knowledge changed.  */
static int
do_wait (checker *ck, uint32_t idx, int p, uint32_t epoch)
{
  struct flag *f = flag_of (ck, &ck->ins[idx]);
  if (!f || (int) ck->ins[idx].args[1] != p || f->ntok <= f->head)
    return 0;
  struct token *t = &f->tok[f->head++];
  f->have_wait = 1;
  f->wait_idx = idx;
  f->wait_epoch = epoch;
  return join (ck, p, t->vc);
}

/* --- the replay ---------------------------------------------------------- */

/* Whether S can execute or issue trace entry I now.  */
static int
s_ready (checker *ck, size_t i)
{
  const asc_instr *in = &ck->ins[i];
  if (in->pipe == ASC_PIPE_ALL)
    {
      for (int p = 1; p < NP; p++)
        if (ck->head[p] < ck->issued[p])
          return 0;
      return 1;
    }
  if (in->pipe == ASC_PIPE_S && in->op == ASC_OP_wait_flag)
    return wait_ready (ck, in);
  return 1;
}

/* Whether the head of pipe P's queue can start now.  */
static int
pipe_ready (checker *ck, int p)
{
  if (ck->head[p] >= ck->issued[p])
    return 0;
  const asc_instr *in = &ck->ins[ck->list[p][ck->head[p]]];
  return in->op != ASC_OP_wait_flag || wait_ready (ck, in);
}

/* One step of S: execute or issue trace entry SPOS.  */
static void
s_step (checker *ck)
{
  uint32_t i = (uint32_t) ck->spos++;
  const asc_instr *in = &ck->ins[i];
  int p = in->pipe;
  if (p > ASC_PIPE_S && p < NP)
    {
      /* Issue: the instruction carries S's current knowledge.  */
      ck->ver[i] = (uint32_t) (ck->nver - 1);
      ck->issued[p]++;
      return;
    }
  if (p == ASC_PIPE_ALL)
    {
      if (in->op != ASC_OP_pipe_barrier)
        return;
      for (int a = 0; a < NP; a++)
        for (int b = 0; b < NP; b++)
          ck->know[a][b] = ck->clock[b];
      new_version (ck);
      return;
    }
  if (p != ASC_PIPE_S)
    return;
  uint32_t *k = ck->know[ASC_PIPE_S];
  uint32_t e = ++ck->clock[ASC_PIPE_S];
  switch (in->op)
    {
    case ASC_OP_SCALAR_LOAD:
    case ASC_OP_SCALAR_STORE:
      run_accesses (ck, i, ASC_PIPE_S, e, k);
      break;
    case ASC_OP_set_flag:
      do_set (ck, i, ASC_PIPE_S, k);
      break;
    case ASC_OP_wait_flag:
      if (do_wait (ck, i, ASC_PIPE_S, e))
        new_version (ck);
      break;
    default:
      break;
    }
}

/* One step of pipe P: start (and, abstractly, execute) its queue head.  */
static void
pipe_step (checker *ck, int p)
{
  uint32_t i = ck->list[p][ck->head[p]++];
  const asc_instr *in = &ck->ins[i];
  join (ck, p, ck->vers[ck->ver[i]]);
  uint32_t *k = ck->know[p];
  switch (in->op)
    {
    case ASC_OP_set_flag:
      do_set (ck, i, p, k);
      ++ck->clock[p];
      break;
    case ASC_OP_wait_flag:
      do_wait (ck, i, p, ++ck->clock[p]);
      break;
    case ASC_OP_pipe_barrier:
      k[p] = ck->clock[p];
      ++ck->clock[p];
      break;
    default:
      {
        uint32_t e = ++ck->clock[p];
        run_accesses (ck, i, p, e, k);
      }
      break;
    }
}

/* Report the blocked state as a deadlock, naming the two blocked
   wait_flags earliest in program order.  */
static void
report_deadlock (checker *ck)
{
  char msg[4096], d[512];
  size_t len = 0, never = ck->n - ck->spos;
  const asc_instr *first = NULL, *second = NULL;
  for (int p = 0; p < NP; p++)
    {
      const asc_instr *in = NULL;
      if (p == ASC_PIPE_S)
        {
          if (ck->spos < ck->n)
            in = &ck->ins[ck->spos];
        }
      else
        {
          never += ck->issued[p] - ck->head[p];
          if (ck->head[p] < ck->issued[p])
            in = &ck->ins[ck->list[p][ck->head[p]]];
        }
      if (!in)
        continue;
      if (len < sizeof msg)
        len += (size_t) snprintf (msg + len, sizeof msg - len,
                                  "%sPIPE_%s at %s", len ? "; " : "",
                                  asc_pipe_names[p],
                                  asc_instr_describe (in, d, sizeof d));
      if (in->op != ASC_OP_wait_flag)
        continue;
      if (!first || in < first)
        {
          second = first;
          first = in;
        }
      else if (!second || in < second)
        second = in;
    }
  if (!first)
    return;
  asc_finding (ASCSIM_F_DEADLOCK, first, second,
               "no pipe can make progress: the blocked wait_flags wait for "
               "set_flags that can never come (blocked: %s); %zu "
               "instruction%s never run", msg, never,
               never == 1 ? "" : "s");
}

/* Report every flag that is still set.  */
static void
report_left_set (checker *ck)
{
  for (int s = 0; s < NP; s++)
    for (int t = 0; t < NP; t++)
      for (int id = 0; id < NIDS; id++)
        {
          struct flag *f = &ck->flags[s][t][id];
          uint32_t left = f->ntok - f->head;
          if (left == 0)
            continue;
          const asc_instr *set = &ck->ins[f->tok[f->head].set_idx];
          asc_finding (ASCSIM_F_FLAG_LEFT_SET, set, NULL,
                       "set_flag(PIPE_%s, PIPE_%s, EVENT_ID%d) is still set "
                       "when the kernel ends (%u pending set%s without a "
                       "matching wait_flag); it leaks into the next kernel",
                       asc_pipe_names[s], asc_pipe_names[t], id, left,
                       left == 1 ? "" : "s");
        }
}

/* Build the per-pipe instruction lists and the shadows.  */
static void
setup (checker *ck, const asc_core *core)
{
  for (size_t i = 0; i < ck->n; i++)
    {
      int p = ck->ins[i].pipe;
      if (p > ASC_PIPE_S && p < NP)
        ck->count[p]++;
    }
  for (int p = 1; p < NP; p++)
    ck->list[p] = xcalloc (ck->count[p], sizeof (uint32_t));
  size_t fill[NP] = { 0 };
  for (size_t i = 0; i < ck->n; i++)
    {
      int p = ck->ins[i].pipe;
      if (p > ASC_PIPE_S && p < NP)
        ck->list[p][fill[p]++] = (uint32_t) i;
    }
  ck->ver = xcalloc (ck->n, sizeof (uint32_t));
  ck->blkmask = xcalloc (ck->nacc, 1);
  memset (ck->blkmask, 0xff, ck->nacc);
  for (int s = ASC_SPACE_GM; s < ASC_NSPACES; s++)
    {
      struct shadow *sh = &ck->sh[s];
      sh->ncells = (core->size[s] + 31) >> CELL_SHIFT;
      sh->pages = xcalloc ((sh->ncells + PAGE_CELLS - 1) >> PAGE_SHIFT,
                           sizeof (uint32_t *));
      if (s != ASC_SPACE_GM)
        sh->written = xcalloc (sh->ncells, sizeof (uint32_t));
    }
  pool_init (&ck->pool);
  new_version (ck);
}

static void
teardown (checker *ck)
{
  for (int p = 0; p < NP; p++)
    free (ck->list[p]);
  free (ck->ver);
  free (ck->vers);
  free (ck->blkmask);
  for (int s = 0; s < ASC_NSPACES; s++)
    {
      struct shadow *sh = &ck->sh[s];
      if (sh->pages)
        for (uint64_t g = 0; g < (sh->ncells + PAGE_CELLS - 1) >> PAGE_SHIFT;
             g++)
          free (sh->pages[g]);
      free (sh->pages);
      free (sh->written);
    }
  for (int s = 0; s < NP; s++)
    for (int t = 0; t < NP; t++)
      for (int id = 0; id < NIDS; id++)
        free (ck->flags[s][t][id].tok);
  pool_free (&ck->pool);
}

void
asc_check_block (const asc_core *core, const asc_model *model)
{
  (void) model;                 /* bad ids are reported by core.c */
  if (core->trace.n == 0)
    return;
  checker *ck = xcalloc (1, sizeof *ck);
  ck->ins = core->trace.ins;
  ck->n = core->trace.n;
  ck->acc = core->trace.acc;
  ck->nacc = core->trace.nacc;
  setup (ck, core);
  program_order_pass (ck);

  int deadlock = 0;
  for (;;)
    {
      int best = -1;
      size_t best_idx = SIZE_MAX;
      for (int p = 1; p < NP; p++)
        if (pipe_ready (ck, p) && ck->list[p][ck->head[p]] < best_idx)
          {
            best = p;
            best_idx = ck->list[p][ck->head[p]];
          }
      if (ck->spos < ck->n && ck->spos < best_idx && s_ready (ck, ck->spos))
        best = ASC_PIPE_S;
      if (best == ASC_PIPE_S)
        s_step (ck);
      else if (best > 0)
        pipe_step (ck, best);
      else
        {
          int pending = ck->spos < ck->n;
          for (int p = 1; p < NP; p++)
            pending |= ck->head[p] < ck->issued[p];
          deadlock = pending;
          break;
        }
    }
  if (deadlock)
    report_deadlock (ck);
  else
    report_left_set (ck);
  teardown (ck);
  free (ck);
}
