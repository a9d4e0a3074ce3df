/* checker_shadow.c -- shadow memory of the happens-before checker.

   Checks each memory access the replay executes (checker.c) against the
   shadow memory and records it there: walks the 32-byte cells an access
   touches (the bytes of asc_span_next: the vector mask's lanes
   applied by the footprint), applies the
   state transition to runs of cells in one state at once, collects the
   races and order inversions it meets and reports them as findings.
   Also runs the program-order pass that reports uninitialised reads of
   local memory.  The
   design is described at the top of checker.c.  */

#include "checker_internal.h"

/* Current access context while touching cells.  */
struct cur
{
  uint32_t idx;
  int pipe;
  uint32_t epoch;
  const uint32_t *vc;
  int write;
  int space;
  int mode;                     /* CUR_CHECK and/or CUR_RECORD */
};

/* What touching a cell does with the current access: check it against
   the cell's slots, record it in them, or both.  */
enum { CUR_CHECK = 1, CUR_RECORD = 2 };

/* --- strided access walking -------------------------------------------- */

/* Mask of bytes [LO, HI) of a cell, 0 <= LO < HI <= 32.  */
static inline uint32_t
byte_mask (unsigned lo, unsigned hi)
{
  uint32_t m = hi >= 32 ? 0xffffffffu : (1u << hi) - 1;
  return m & ~((1u << lo) - 1);
}

/* Iterator over the cells an access touches: the runs of bytes
   asc_span_next gives (the vector mask's lanes already applied), each
   cut into whole cells and partly covered ones.  */
typedef struct walker
{
  struct asc_span_iter spans;
  uint64_t pos, end;
} walker;

static void
walk_init (walker *w, const struct asc_access *a)
{
  asc_span_init (&w->spans, a);
  w->pos = w->end = 0;
}

/* Next piece of W: either one cell, partly covered (*COUNT 1, *MASK
   its bytes), or a run of *COUNT whole cells (*MASK all ones), starting
   at cell *CELL.  Returns false at the end.  */
static inline bool
walk_next (walker *w, uint64_t *cell, uint64_t *count, uint32_t *mask)
{
  while (w->pos >= w->end)
    if (!asc_span_next (&w->spans, &w->pos, &w->end))
      return false;
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

/* --- shadow pages ------------------------------------------------------ */

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
    *pg = asc_ck_xcalloc (PAGE_CELLS, sizeof (uint32_t));
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
  if (mo->nconf < 2 * NP * NSLOT)
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

/* Record the current access, bytes M, in the slots S of its pipe (the
   newest first).  The older slots lose bytes M: anything ordered after
   the current access is ordered after them (one pipe's epochs grow), and
   anything racing with them there races with it.  What they keep of
   other bytes stays apart, so that an access ordered after them but not
   after the current one is no race on those bytes (two ops of one pipe
   writing the even and the odd lanes of a cell); beyond NSLOT slots the
   two oldest merge into the newer of them, which is conservative.  The
   current access's own slot, when it touched the cell before, is
   always the newest.  */
static void
record_slot (struct slot *s, const struct cur *cu, uint32_t m)
{
  static const struct slot empty;
  struct slot kept[NSLOT];
  int n = 0;
  /* The current access touching the cell again (another run of its
     bytes) adds to its own slot.  */
  if (s[0].ins == cu->idx + 1)
    m |= s[0].mask;
  for (int e = 0; e < NSLOT; e++)
    if (s[e].ins && s[e].ins != cu->idx + 1 && (s[e].mask & ~m))
      {
        kept[n] = s[e];
        kept[n++].mask &= ~m;
      }
  if (n == NSLOT)
    {
      kept[NSLOT - 2].mask |= kept[NSLOT - 1].mask;
      n--;
    }
  s[0].ins = cu->idx + 1;
  s[0].epoch = cu->epoch;
  s[0].mask = m;
  for (int e = 1; e < NSLOT; e++)
    s[e] = e - 1 < n ? kept[e - 1] : empty;
}

/* Apply the current access to bytes M of cell C whose state is *ST:
   check it against the state's slots (CUR->MODE has CUR_CHECK), then
   record it in *ST (CUR_RECORD).  */
static void
transition (checker *ck, const struct cur *cu, struct state *st, uint64_t c,
            uint32_t m)
{
  int q = cu->pipe;
  if (cu->mode & CUR_CHECK)
    for (int p = 0; p < NP; p++)
      for (int e = 0; e < NSLOT; e++)
        {
          check_slot (ck, cu, p, &st->w[p][e], 1, c, m);
          if (cu->write)
            check_slot (ck, cu, p, &st->r[p][e], 0, c, m);
        }
  if (!(cu->mode & CUR_RECORD))
    return;
  if (!cu->write)
    {
      record_slot (st->r[q], cu, m);
      return;
    }
  /* Slots of other pipes this write covers and follows carry no further
     information (anything ordered after it is ordered after them).  */
  static const struct slot empty;
  for (int p = 0; p < NP; p++)
    for (int e = 0; e < NSLOT; e++)
      {
        struct slot *r = &st->r[p][e];
        if (r->ins && !(r->mask & ~m) && slot_before (cu, p, r))
          *r = empty;
        struct slot *w = &st->w[p][e];
        if (p != q && w->ins && !(w->mask & ~m) && slot_before (cu, p, w))
          *w = empty;
      }
  record_slot (st->w[q], cu, m);
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
              mo->out = cu->mode & CUR_RECORD ? asc_ck_intern (ck, &st) : id;
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
              asc_ck_release (ck, id, j - k);
            }
        }
      c += n;
      count -= n;
    }
}

/* "writes" or "reads", as WRITE says.  */
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
   PIPE at EPOCH with knowledge VC: its reads checked, then its writes
   checked and recorded, then its reads recorded.  Recording a read
   takes its bytes from the older reads of its pipe (record_slot), so
   the instruction's own writes are checked before that: an in-place
   operation that reads and writes bytes an earlier operation of its
   pipe reads races with it unless a barrier lies between.  */
void
asc_ck_run_accesses (checker *ck, uint32_t idx, int pipe, uint32_t epoch,
                     const uint32_t *vc)
{
  static const struct
  {
    int write, mode;
  } passes[3] = { { 0, CUR_CHECK }, { 1, CUR_CHECK | CUR_RECORD },
                  { 0, CUR_RECORD } };
  const asc_instr *in = &ck->ins[idx];
  if ((size_t) in->acc_first + in->n_acc > ck->nacc)
    return;
  for (int pass = 0; pass < 3; pass++)
    for (unsigned k = 0; k < in->n_acc; k++)
      {
        const struct asc_access *a = &ck->acc[in->acc_first + k];
        if (a->write != passes[pass].write || a->space <= ASC_SPACE_NONE
            || a->space >= ASC_NSPACES)
          continue;
        struct cur cu = { idx, pipe, epoch, vc, a->write, a->space,
                          passes[pass].mode };
        walker w;
        walk_init (&w, a);
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

/* --- program-order pass: uninitialised reads --------------------------- */

/* Report reads of local memory that nothing wrote earlier in program
   order.  */
void
asc_ck_program_order_pass (checker *ck)
{
  for (size_t i = 0; i < ck->n; i++)
    {
      const asc_instr *in = &ck->ins[i];
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
            if (a->space <= ASC_SPACE_GM || a->space >= ASC_NSPACES)
              continue;
            struct shadow *s = &ck->sh[a->space];
            if (!a->write && reported)
              continue;
            walker w;
            walk_init (&w, a);
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
