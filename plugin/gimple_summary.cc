/* gimple_summary.cc -- what a function of the unit does to the pipes,
   for the calls of it (ascsync).

   The plugin plans a function's sync before its callers' (GCC compiles
   callees first, see expand_all_functions), and records then, per
   function, a summary: its pipe operations with footprints that hold
   for any call (the callee's loop, slot and value forms dropped: only
   the byte range each access may touch in any run), and the event ids
   its planned sync uses, per pipe pair.  A call of a function with a
   summary is then not fenced with pipe_barrier (PIPE_ALL): the caller
   sees the summarised operations at the call, once as the callee's work
   meeting what came before (entry copies) and once as what comes after
   meeting it (exit copies), with the call itself between them (see
   sync_calls.c); and, for the flags its sync uses, operations that
   make the caller order one call's waits before the next call's sets
   (add_flag_turns).

   A function gets no summary, and its calls stay fenced, when it makes
   a fenced call itself (the callee behind it may use any id), or when
   it has no pipe operation.  Hand-written sync kept in it (mode keep)
   orders its own work as the planner's does; its ids, kept apart from
   the planned ones, are taken by none of the caller's pairs, and make
   no flag turns: how the author's flags pass from one call to the next
   (a helper waiting for a flag its caller or its previous call set) is
   the author's protocol, trusted as the rest of it (a callee plans
   without the ids of the unit's hand-written flags,
   ascsync_reserve_unit_hand_ids, which keeps it apart from the
   plugin's).
   A call that may leave abnormally (longjmp, an exception) is fenced
   too: what goes after it would not run on that path.

   A local access whose pointer has one value per value of a parameter
   with few values (gimple_paramval.cc: "get_imm (UB_X + (s & 1) *
   SLOT)", the slot a tile helper is given) keeps the bytes it touches
   for each (gimple_ops.cc, note_param_values).  At a call, the
   argument's value in the caller (a slot rotation of the caller's
   loop, "t & 1", or a range) selects those values: the copies of the
   calls of tile T and T + 1 are told apart by slot, as if the helper
   were inlined.

   GM accesses of a summary are relative to the callee's parameters;
   at the call they become the caller's parameter the argument derives
   from (or any GM), at the argument's offsets plus the callee's bytes
   from its parameter when both are known, else at any offset, with the
   argument's iteration form in the caller's loop.  Local memory is one address space
   for caller and callee, so its byte ranges carry over unchanged; an
   access through a pointer parameter (the callee's whole space) keeps
   its bytes from the pointer, and is placed at each call from the
   argument's value there (its slots when the argument rotates with the
   caller's loop, the layout assumption's bound where the length is
   known only from a count's type): a tile helper given "in + s *
   SLOT" touches slot s.

   Summaries are kept per function declaration (a clone of GCC's has
   its own) for the whole compilation; their order of creation is the
   compilation order, so the result does not depend on hash order.  */

#include "ascsync-gcc.h"
#include "gimple_val.h"
#include "tree-dfa.h"

/* The bytes a local access touches for each value of the callee's
   parameter its pointer is a function of: VLO[I], VHI[I] for the value
   V0 + I (I < N), X parameter PARAM or (MASK >= 0) "parameter PARAM &
   MASK".  PARAM -1: none.  */
struct param_ptr
{
  int param;
  HOST_WIDE_INT mask;
  HOST_WIDE_INT v0;
  int n;
  uint64_t vlo[SYNC_MAXK], vhi[SYNC_MAXK];
  /* REL: PARAM is a pointer and the access lies in [X + RLO, X + RHI)
     for its value X (OPEN: a bound from a count's type or range, which
     the layout assumption ends at the caller's next buffer start); the
     fields above are unused.  */
  int rel, open;
  uint64_t rlo, rhi;
  /* LOADED: the access lies in [X + RLO, X + RHI) (OPEN as above) for
     the pointer X of LSIZE bytes read through pointer parameter LPARAM
     at offset VLO[I] for the key's value V0 + I (N 0: at VLO[0]); the
     key is PARAM or "PARAM & MASK" as above.  A GM access lies in the
     object X points into.  */
  int loaded, lparam;
  unsigned lsize;
  /* PTRKEY: PARAM is a pointer, the key the buffer it points into: its
     I-th value the one from address KROOT[I] (ascsync_param_key_buffers;
     MASK -1, V0 0).  */
  int ptrkey;
  uint64_t kroot[SYNC_MAXK];
  /* AFF: a GM access at [ALO + ASCALE * Q, AHI + ASCALE * Q) from its
     parameter, Q the value of integer parameter APARAM
     (ascsync_summary_note_gm_affine).  */
  int aff, aparam;
  HOST_WIDE_INT ascale;
  uint64_t alo, ahi;
  /* CNT: a GM access through parameter PARAM's pointer touching at
     most CSLOPE * N + CICPT bytes from it, N the value of integer
     parameter CPARAM, at most CMAX (ascsync_summary_note_gm_count).  */
  int cnt, cparam;
  uint64_t cslope, cicpt, cmax;
};

/* The pointer functions of one operation's accesses.  */
typedef struct param_ptr param_ptrs[ASC_MAX_ACCESSES];

/* A hand-written flag of a function that its calls stand in for
   (sync_boundary.c): set_flag (SET) or wait_flag of pipe pair PIPE ->
   TPIPE, whose id is EV or, EV < 0, F's value for the call's
   argument.  */
struct bflag
{
  int set, pipe, tpipe, ev;
  struct ascsync_param_fn f;
};

/* Most boundary waits, and most boundary sets, a summary keeps.  */
#define SUMMARY_MAX_BFLAGS SYNC_MAX_BFLAGS

/* One function's summary.  */
struct fn_summary
{
  int nops;
  struct sync_op *ops;       /* SYNC_OP_PIPE, no forms, role NONE */
  param_ptrs *ptrs;          /* per op */
  uint32_t ids[ASC_NPIPES * ASC_NPIPES];  /* its planned sync's ids */
  uint32_t hand[ASC_NPIPES * ASC_NPIPES]; /* its hand-written sync's */
  unsigned char exit_ord[ASC_NPIPES];     /* sync_plan.exit_ord */
  /* The buffers it declares, per local space (ascsync_summary_starts).  */
  int nstarts[ASC_NSPACES];
  uint64_t starts[ASC_NSPACES][SUMMARY_MAX_STARTS];
  /* Its boundary flags, the waits and the sets each in the order they
     run; per op, how many of the waits its entry copy follows (WL) and
     the first of the sets its exit copy precedes (SL).  */
  int nwaits, nsets;
  struct bflag waits[SUMMARY_MAX_BFLAGS], sets[SUMMARY_MAX_BFLAGS];
  unsigned char *wl, *sl;
};

/* What is noted of one access while the current function's operations
   are built: operation OP, access ACC; for a GM access the parameter
   GM its pointer derives from (-1: none known), for a local one its
   bytes per value P.  */
struct ptr_note
{
  int op, acc;
  int gm;
  struct param_ptr p;
};

/* The notes of the function being built (ascsync_summary_note,
   ascsync_summary_note_gm).  */
static vec<ptr_note> notes;

/* An event id per value of a parameter, of hand-written flag OP of
   the function being built (ascsync_summary_note_event).  */
struct ev_note
{
  int op;
  struct ascsync_param_fn f;
  int cls;                   /* its class (sync_op.ev_sym) */
};
static vec<ev_note> ev_notes;

/* The buffer starts of the function being built
   (ascsync_summary_note_start).  */
static int note_nstarts[ASC_NSPACES];
static uint64_t note_starts_v[ASC_NSPACES][SUMMARY_MAX_STARTS];

/* The summaries so far, by function declaration.  */
static hash_map<tree, fn_summary *> *summaries;

/* Most summarised operations kept per function: beyond it, operations
   of one pipe are merged.  */
#define SUMMARY_MAX_OPS 24

/* Set A to the byte range of access X that holds in any run: space,
   direction, base and [LO, HI), every form dropped.  */
static void
plain_access (struct sync_access *a, const struct sync_access *x)
{
  memset (a, 0, sizeof *a);
  a->space = x->space;
  a->write = x->write;
  a->base = x->base;
  a->lo = x->lo;
  a->hi = x->hi;
  a->bytes = x->bytes;
}

/* Whether operations A and B are the same for a summary.  */
static bool
same_plain_op (const struct sync_op *a, const struct sync_op *b)
{
  if (a->pipe != b->pipe || a->naccess != b->naccess)
    return false;
  for (int k = 0; k < a->naccess; k++)
    if (memcmp (&a->acc[k], &b->acc[k], sizeof a->acc[k]))
      return false;
  return true;
}

/* Merge access X into operation OP's accesses: widen one of the same
   space and direction (bases that differ give an unknown base), or add
   it.  */
static void
merge_access (struct sync_op *op, const struct sync_access *x)
{
  for (int k = 0; k < op->naccess; k++)
    {
      struct sync_access *a = &op->acc[k];
      if (a->space != x->space || a->write != x->write)
        continue;
      if (a->base != x->base)
        {
          a->base = -1;
          a->lo = 0;
          a->hi = sync_space_size[a->space];
        }
      a->lo = MIN (a->lo, x->lo);
      a->hi = MAX (a->hi, x->hi);
      a->bytes = 0;
      return;
    }
  gcc_assert (op->naccess < ASC_MAX_ACCESSES);
  op->acc[op->naccess++] = *x;
}

/* Collapse the N operations of V to one per pipe and (for more than
   ASC_MAX_ACCESSES spaces and directions) several; returns the new
   count.  */
static int
merge_per_pipe (struct sync_op *v, int n)
{
  struct sync_op *out = XNEWVEC (struct sync_op, n);
  int m = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < v[i].naccess; k++)
      {
        const struct sync_access *x = &v[i].acc[k];
        int j;
        for (j = 0; j < m; j++)
          if (out[j].pipe == v[i].pipe)
            {
              bool fits = out[j].naccess < ASC_MAX_ACCESSES;
              for (int l = 0; l < out[j].naccess && !fits; l++)
                fits = out[j].acc[l].space == x->space
                       && out[j].acc[l].write == x->write;
              if (fits)
                break;
            }
        if (j == m)
          {
            out[m] = v[i];
            out[m].naccess = 0;
            out[m].name = "callee-work";
            m++;
          }
        out[j].entry_ord &= v[i].entry_ord;
        out[j].entry_via &= v[i].entry_via;
        out[j].work_ord &= v[i].work_ord;
        merge_access (&out[j], x);
      }
  memcpy (v, out, m * sizeof *v);
  XDELETEVEC (out);
  return m;
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_begin (void)
{
  notes.truncate (0);
  ev_notes.truncate (0);
  memset (note_nstarts, 0, sizeof note_nstarts);
}

/* The summary of function CALLEE, or null.  */
static fn_summary **
summary_slot (tree callee)
{
  return summaries && callee ? summaries->get (callee) : NULL;
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_start (int space, uint64_t x)
{
  if (space < 0 || space >= ASC_NSPACES
      || note_nstarts[space] >= SUMMARY_MAX_STARTS)
    return;
  for (int i = 0; i < note_nstarts[space]; i++)
    if (note_starts_v[space][i] == x)
      return;
  note_starts_v[space][note_nstarts[space]++] = x;
}

/* See ascsync-gcc.h.  */
int
ascsync_summary_starts (tree callee, int space, uint64_t *v)
{
  fn_summary **slot = summary_slot (callee);
  if (!slot || space < 0 || space >= ASC_NSPACES)
    return 0;
  int n = (*slot)->nstarts[space];
  memcpy (v, (*slot)->starts[space], n * sizeof *v);
  return n;
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_gm (int opi, int k, int param)
{
  ptr_note n;
  memset (&n, 0, sizeof n);
  n.op = opi;
  n.acc = k;
  n.gm = param;
  n.p.param = -1;
  notes.safe_push (n);
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_gm_affine (int opi, int k, int param, int qparam,
                                HOST_WIDE_INT scale, uint64_t alo,
                                uint64_t ahi)
{
  ptr_note *n = NULL;
  if (param >= 0)
    {
      ptr_note z;
      memset (&z, 0, sizeof z);
      z.op = opi;
      z.acc = k;
      z.gm = param;
      z.p.param = -1;
      n = notes.safe_push (z);
    }
  else
    for (unsigned i = 0; i < notes.length () && !n; i++)
      if (notes[i].op == opi && notes[i].acc == k && notes[i].p.loaded)
        n = &notes[i];
  if (!n)
    return;
  n->p.aff = 1;
  n->p.aparam = qparam;
  n->p.ascale = scale;
  n->p.alo = alo;
  n->p.ahi = ahi;
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_gm_count (int opi, int k, int cparam, uint64_t slope,
                               uint64_t icpt, uint64_t cmax)
{
  for (unsigned i = 0; i < notes.length (); i++)
    if (notes[i].op == opi && notes[i].acc == k && notes[i].gm >= 0
        && !notes[i].p.loaded)
      {
        notes[i].p.cnt = 1;
        notes[i].p.cparam = cparam;
        notes[i].p.cslope = slope;
        notes[i].p.cicpt = icpt;
        notes[i].p.cmax = cmax;
        return;
      }
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_ptr (int opi, int k, int param, uint64_t rlo,
                          uint64_t rhi, int open)
{
  ptr_note n;
  memset (&n, 0, sizeof n);
  n.op = opi;
  n.acc = k;
  n.gm = -1;
  n.p.param = param;
  n.p.rel = 1;
  n.p.open = open;
  n.p.rlo = rlo;
  n.p.rhi = rhi;
  notes.safe_push (n);
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note_loaded (int opi, int k, int lparam, unsigned lsize,
                             const struct ascsync_param_fn *f, uint64_t rlo,
                             uint64_t rhi, int open)
{
  ptr_note n;
  memset (&n, 0, sizeof n);
  n.op = opi;
  n.acc = k;
  n.gm = -1;
  n.p.loaded = 1;
  n.p.lparam = lparam;
  n.p.lsize = lsize;
  n.p.param = f->n ? f->param : -1;
  n.p.mask = f->mask;
  n.p.v0 = f->v0;
  n.p.n = f->n;
  for (int i = 0; i < (f->n ? f->n : 1); i++)
    n.p.vlo[i] = f->val[i];
  n.p.rlo = rlo;
  n.p.rhi = rhi;
  n.p.open = open;
  notes.safe_push (n);
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_note (int opi, int k, const struct ascsync_param_fn *f,
                      const uint64_t *lo, const uint64_t *hi)
{
  ptr_note n;
  memset (&n, 0, sizeof n);
  n.op = opi;
  n.acc = k;
  n.gm = -1;
  n.p.param = f->param;
  n.p.mask = f->mask;
  n.p.v0 = f->v0;
  n.p.n = f->n;
  for (int i = 0; i < f->n; i++)
    {
      n.p.vlo[i] = lo[i];
      n.p.vhi[i] = hi[i];
    }
  notes.safe_push (n);
}

/* Whether parameter functions A and B are the same function.  */
static bool
same_param_fn (const struct ascsync_param_fn *a,
               const struct ascsync_param_fn *b)
{
  if (a->param != b->param || a->mask != b->mask || a->v0 != b->v0
      || a->n != b->n)
    return false;
  for (int i = 0; i < a->n; i++)
    if (a->val[i] != b->val[i])
      return false;
  return true;
}

/* See ascsync-gcc.h.  */
int
ascsync_summary_note_event (int opi, const struct ascsync_param_fn *f)
{
  int cls = 0;
  for (unsigned i = 0; i < ev_notes.length () && !cls; i++)
    if (same_param_fn (&ev_notes[i].f, f))
      cls = ev_notes[i].cls;
  ev_note n;
  n.op = opi;
  n.f = *f;
  n.cls = cls ? cls : 1 + (int) ev_notes.length ();
  ev_notes.safe_push (n);
  return n.cls;
}

/* Into *B the boundary flag that hand-written set or wait OPI of FN
   is, its id a constant or noted per value of a parameter; false when
   its id is neither.  */
static bool
bflag_of (const struct sync_func *fn, int opi, struct bflag *b)
{
  const struct sync_op *o = &fn->ops[opi];
  memset (b, 0, sizeof *b);
  b->set = o->kind == SYNC_OP_SET;
  b->pipe = o->pipe;
  b->tpipe = o->tpipe;
  b->ev = o->ev_lo == o->ev_hi && o->ev_lo >= 0 ? o->ev_lo : -1;
  if (b->ev >= 0)
    return true;
  for (unsigned i = 0; i < ev_notes.length (); i++)
    if (ev_notes[i].op == opi)
      {
        b->f = ev_notes[i].f;
        return true;
      }
  return false;
}

/* Keep of the boundary flags OPS[*N] of FN (sync_boundary_flags) those
   bflag_of describes, into OUT, in order.  */
static void
describe_bflags (const struct sync_func *fn, int *ops, int *n,
                 struct bflag *out)
{
  int k = 0;
  for (int i = 0; i < *n; i++)
    if (bflag_of (fn, ops[i], &out[k]))
      ops[k++] = ops[i];
  *n = k;
}

/* The note of access K of operation OPI of the current function, or
   null.  */
static const struct ptr_note *
noted (int opi, int k)
{
  for (unsigned i = 0; i < notes.length (); i++)
    if (notes[i].op == opi && notes[i].acc == k)
      return &notes[i];
  return NULL;
}

/* Set P to no pointer functions.  */
static void
clear_ptrs (param_ptrs p)
{
  memset (p, 0, sizeof (param_ptrs));
  for (int k = 0; k < ASC_MAX_ACCESSES; k++)
    p[k].param = -1;
}

/* Position of insertion S of a plan for FN within its block: the
   start, before and after each operation in order, the end; -1 for an
   insertion on an edge.  */
static long
insn_key (const struct sync_func *fn, const struct sync_insn *s, int *block)
{
  switch (s->where)
    {
    case SYNC_BLOCK_START:
      *block = s->block;
      return 0;
    case SYNC_BEFORE_OP:
    case SYNC_AFTER_OP:
      *block = fn->ops[s->op].block;
      return 1 + 2L * s->op + (s->where == SYNC_AFTER_OP);
    case SYNC_BLOCK_END:
      *block = s->block;
      return LONG_MAX;
    default:
      return -1;
    }
}

/* Whether insertion W comes before insertion S (index I > J of W in
   PLAN order at one point) on every path from FN's entry to S.  */
static bool
insn_dominates (const struct sync_func *fn, const struct sync_insn *w,
                int wi, const struct sync_insn *s, int si)
{
  int wb = -1, sb = -1;
  long wk = insn_key (fn, w, &wb), sk = insn_key (fn, s, &sb);
  if (wk < 0 || sk < 0)
    return false;
  if (wb == sb)
    return wk < sk || (wk == sk && wi < si);
  if (!fn->have_cfg)
    return false;
  for (int b = fn->blocks[sb].idom; b >= 0; b = fn->blocks[b].idom)
    if (b == wb)
      return true;
  return false;
}

/* Whether the callee's own sync (PLAN for FN) orders, in each call,
   pipe Q's progress before each set_flag of pair P -> Q: a wait_flag
   of pair Q -> P before it on every path.  That wait consumes a set
   Q issued in the same call, after everything Q had queued before --
   among it the wait of P -> Q of any earlier call -- so no set of P ->
   Q comes before the previous call's wait took it.  */
static bool
acknowledged (const struct sync_func *fn, const struct sync_plan *plan,
              int p, int q)
{
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (s->action != SYNC_SET || s->pipe != p || s->tpipe != q)
        continue;
      bool ok = false;
      for (int j = 0; j < plan->n && !ok; j++)
        {
          const struct sync_insn *w = &plan->v[j];
          ok = w->action == SYNC_WAIT && w->pipe == q && w->tpipe == p
               && insn_dominates (fn, w, j, s, i);
        }
      if (!ok)
        return false;
    }
  return true;
}

/* At most how many operations add_flag_turns adds for ids that are not
   per value of a parameter.  */
#define FLAG_TURN_OPS (2 * ASC_NPIPES * ASC_NPIPES)

/* Append to S an operation of pipe PIPE at the entry (READ) or exit
   (write) of a call touching the byte at UB + BYTE, or, for KEYED
   (an insertion of PLAN whose id is per value of a parameter), the
   byte at UB + BYTE + I for the parameter's I-th value.  */
static void
add_turn_op (fn_summary *s, int pipe, bool read, uint64_t byte,
             const struct sync_insn *keyed)
{
  struct sync_op *o = &s->ops[s->nops];
  memset (o, 0, sizeof *o);
  clear_ptrs (s->ptrs[s->nops]);
  o->kind = SYNC_OP_PIPE;
  o->pipe = pipe;
  o->role = read ? SYNC_ROLE_ENTRY : SYNC_ROLE_EXIT;
  o->name = "callee-flags";
  o->naccess = 1;
  o->acc[0].space = ASC_SPACE_UB;
  o->acc[0].write = !read;
  o->acc[0].lo = sync_space_size[ASC_SPACE_UB] + byte;
  o->acc[0].hi = o->acc[0].lo + (keyed ? keyed->rot : 1);
  /* Before every boundary wait at the entry, after every boundary set
     at the exit: ordered by none of them.  */
  s->wl[s->nops] = 0;
  s->sl[s->nops] = s->nsets;
  if (keyed)
    {
      struct param_ptr *pp = &s->ptrs[s->nops][0];
      pp->param = SYNC_VKEY_PARAM (keyed->rkey);
      pp->mask = SYNC_VKEY_MASK (keyed->rkey);
      pp->v0 = keyed->rv0;
      pp->n = keyed->rot;
      for (int i = 0; i < keyed->rot; i++)
        {
          pp->vlo[i] = o->acc[0].lo + i;
          pp->vhi[i] = pp->vlo[i] + 1;
        }
      struct ascsync_argbufs b;
      if (SYNC_VKEY_IS_PTR (keyed->rkey)
          && ascsync_param_key_buffers (current_function_decl, pp->param,
                                        &b) == keyed->rot)
        {
          pp->ptrkey = 1;
          for (int i = 0; i < keyed->rot; i++)
            pp->kroot[i] = b.root[i];
        }
      else if (SYNC_VKEY_IS_PTR (keyed->rkey))
        /* Not told apart at the calls: every call touches every id's
           byte, as for a pair of one id.  */
        pp->param = -1;
    }
  s->nops++;
}

/* Add to S, for every pipe pair P -> Q whose flags the callee's planned
   sync uses (Q not the scalar pipe), an operation of pipe P at the entry of
   a call reading a byte that stands for the pair's flags, and one of
   pipe Q at its exit writing it.  A call sets the flag on P and waits
   for it on Q; a later call (or another callee using the pair) sets it
   again on P, which must not happen before Q took the first: the write
   at one call's exit and the read at the next one's entry make the
   caller order Q's progress before P's next set.  Waits on the scalar
   pipe need none (it waits in program order), nor pairs the callee's
   own sync acknowledges (acknowledged).  Ids taken per value of a
   parameter (the slot a tile helper is given, see sync_key_ids) have a
   byte per value, which the caller's argument selects as it selects
   the slot's buffers: the calls of tiles T and T + 1, given different
   slots, set different flags and are not ordered so.  The bytes lie
   past the end of UB, where no operation of the caller's reaches.  (FN
   and PLAN: the callee and its sync.)  */
static void
add_flag_turns (fn_summary *s, const struct sync_func *fn,
                const struct sync_plan *plan)
{
  const uint64_t keyed_bytes = ASC_NPIPES * ASC_NPIPES;
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      {
        uint32_t plain = s->ids[p * ASC_NPIPES + q];
        if (p == q || q == ASC_PIPE_S || !plain
            || acknowledged (fn, plan, p, q))
          continue;
        for (int i = 0; i < plan->n; i++)
          {
            const struct sync_insn *k = &plan->v[i];
            if (k->rkey <= 0 || k->pipe != p || k->tpipe != q
                || k->action != SYNC_SET)
              continue;
            uint32_t m = ((1u << k->rot) - 1) << k->event;
            /* One pair of operations per keyed pair (its set).  */
            if (!(plain & m))
              continue;
            plain &= ~m;
            uint64_t byte = keyed_bytes + (p * ASC_NPIPES + q) * 32
                            + k->event;
            add_turn_op (s, p, true, byte, k);
            add_turn_op (s, q, false, byte, k);
          }
        if (plain)
          {
            add_turn_op (s, p, true, p * ASC_NPIPES + q, NULL);
            add_turn_op (s, q, false, p * ASC_NPIPES + q, NULL);
          }
      }
}

/* Whether summarised operations I and J of S are the same, their
   accesses' pointer functions too.  */
static bool
same_summary_op (const fn_summary *s, int i, int j)
{
  return same_plain_op (&s->ops[i], &s->ops[j])
         && !memcmp (s->ptrs[i], s->ptrs[j], sizeof s->ptrs[i]);
}

/* Free summary S's arrays.  */
static void
free_summary (fn_summary *s)
{
  XDELETEVEC (s->ops);
  XDELETEVEC (s->ptrs);
  XDELETEVEC (s->wl);
  XDELETEVEC (s->sl);
}

/* See ascsync-gcc.h.  */
void
ascsync_summary_record (tree decl, const struct sync_func *fn,
                        const struct sync_plan *plan)
{
  fn_summary s;
  memset (&s, 0, sizeof s);
  int cap = fn->nops + 1 + FLAG_TURN_OPS + 2 * plan->n;
  s.ops = XNEWVEC (struct sync_op, cap);
  s.ptrs = XNEWVEC (param_ptrs, cap);
  s.wl = XCNEWVEC (unsigned char, cap);
  s.sl = XCNEWVEC (unsigned char, cap);
  int wops[SUMMARY_MAX_BFLAGS], sops[SUMMARY_MAX_BFLAGS];
  sync_boundary_flags (fn, SUMMARY_MAX_BFLAGS, wops, &s.nwaits, sops,
                       &s.nsets);
  describe_bflags (fn, wops, &s.nwaits, s.waits);
  describe_bflags (fn, sops, &s.nsets, s.sets);
  for (int i = 0; i < fn->nops; i++)
    {
      const struct sync_op *o = &fn->ops[i];
      if (o->kind == SYNC_OP_CALL
          && (!o->nofence || !o->call_ids || !o->call_hand_ids))
        {
          free_summary (&s);
          return;
        }
      /* The parts of its flags' reuse stay with its flags.  */
      if (o->kind != SYNC_OP_PIPE || o->naccess == 0 || o->flagpart)
        continue;
      struct sync_op *p = &s.ops[s.nops];
      memset (p, 0, sizeof *p);
      clear_ptrs (s.ptrs[s.nops]);
      p->kind = SYNC_OP_PIPE;
      p->pipe = o->pipe;
      p->name = o->name;
      p->entry_ord = plan->entry_ord ? plan->entry_ord[i] : 0;
      p->entry_via = plan->entry_via ? plan->entry_via[i] : 0;
      /* What the callee's sync orders this operation's work before
         after the return (its copies leaving a call start from it).  */
      p->work_ord = plan->op_exit_ord ? plan->op_exit_ord[i] : 0;
      p->naccess = o->naccess;
      for (int k = 0; k < o->naccess; k++)
        {
          plain_access (&p->acc[k], &o->acc[k]);
          const struct ptr_note *n = noted (i, k);
          if (n)
            s.ptrs[s.nops][k] = n->p;
          /* Through which parameter of the callee, whether or not it
             takes its GM parameters for distinct objects.  */
          if (n && n->gm >= 0)
            p->acc[k].base = n->gm;
        }
      s.wl[s.nops] = sync_boundary_wait_level (fn, wops, s.nwaits, i);
      s.sl[s.nops] = sync_boundary_set_level (fn, sops, s.nsets, i);
      bool dup = false;
      for (int j = 0; j < s.nops && !dup; j++)
        if ((dup = same_summary_op (&s, j, s.nops)))
          {
            s.ops[j].entry_ord &= p->entry_ord;
            s.ops[j].entry_via &= p->entry_via;
            s.ops[j].work_ord &= p->work_ord;
            s.wl[j] = MIN (s.wl[j], s.wl[s.nops]);
            s.sl[j] = MAX (s.sl[j], s.sl[s.nops]);
          }
      if (!dup)
        s.nops++;
    }
  notes.truncate (0);
  if (s.nops == 0)
    {
      free_summary (&s);
      return;
    }
  if (s.nops > SUMMARY_MAX_OPS)
    {
      s.nops = merge_per_pipe (s.ops, s.nops);
      for (int i = 0; i < s.nops; i++)
        clear_ptrs (s.ptrs[i]);
      /* The merged copies keep no order with the flags.  */
      s.nwaits = s.nsets = 0;
      memset (s.wl, 0, cap);
      memset (s.sl, 0, cap);
    }
  /* Its ids, and those of the callees of its summarised calls,
     planned and hand-written apart.  */
  uint32_t callee[ASC_NPIPES][ASC_NPIPES], hand[ASC_NPIPES][ASC_NPIPES];
  sync_callee_ids (fn, SYNC_IDS_PLANNED, callee);
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      s.ids[p * ASC_NPIPES + q] |= callee[p][q];
  sync_plan_ids (plan, s.ids);
  memcpy (s.nstarts, note_nstarts, sizeof s.nstarts);
  memcpy (s.starts, note_starts_v, sizeof s.starts);
  memcpy (s.exit_ord, plan->exit_ord, sizeof s.exit_ord);
  /* The hand-written ids a call touches inside it: all but those of
     the boundary flags, which stand at the call.  */
  sync_inside_hand_ids (fn, wops, s.nwaits, sops, s.nsets, hand);
  for (int p = 0; p < ASC_NPIPES; p++)
    for (int q = 0; q < ASC_NPIPES; q++)
      s.hand[p * ASC_NPIPES + q] = hand[p][q];
  add_flag_turns (&s, fn, plan);
  if (!summaries)
    summaries = new hash_map<tree, fn_summary *>;
  fn_summary *&slot = summaries->get_or_insert (decl);
  if (slot)
    {
      free_summary (slot);
      delete slot;
    }
  slot = new fn_summary (s);
}

/* The local variable of the current function whose address plus a
   constant pointer argument ARG is, the constant into *OFF; NULL_TREE
   when it is none.  */
static tree
local_object_arg (tree arg, HOST_WIDE_INT *off)
{
  poly_int64 po;
  if (TREE_CODE (arg) != ADDR_EXPR)
    return NULL_TREE;
  tree base = get_addr_base_and_unit_offset (TREE_OPERAND (arg, 0), &po);
  if (!base || !VAR_P (base) || is_global_var (base)
      || !po.is_constant (off) || *off < 0)
    return NULL_TREE;
  return base;
}

/* The local variable of the caller whose address CALL passes for the
   pointer parameter a loaded pointer PP is read through (PP->LOADED),
   the address's offset in it into *OFF; NULL_TREE when it is none, or
   the pointer read is not a pointer's size.  */
static tree
loaded_object (const struct param_ptr *pp, gcall *call, HOST_WIDE_INT *off)
{
  if ((unsigned) pp->lparam >= gimple_call_num_args (call)
      || pp->lsize * BITS_PER_UNIT != POINTER_SIZE)
    return NULL_TREE;
  return local_object_arg (gimple_call_arg (call, pp->lparam), off);
}

/* What the pointer a loaded access PP reads (PP->LOADED) is at CALL
   for the I-th value of its key, into *X: what the caller's local
   object whose address CALL passes holds at the place read (its table,
   or what it is ever given: ascsync_object_bytes), or, when
   CALL passes the caller's own pointer parameter, what the objects its
   calls pass hold there (ascsync_entry_bytes).  */
static bool
loaded_value (const struct param_ptr *pp, gcall *call, int i, struct val *x)
{
  HOST_WIDE_INT off;
  tree obj = loaded_object (pp, call, &off);
  if (obj)
    {
      *x = ascsync_eval_var_bytes (obj, off + pp->vlo[i], ptr_type_node, 0);
      if (x->kind == VAL_UNKNOWN)
        ascsync_object_bytes (obj, off + (HOST_WIDE_INT) pp->vlo[i],
                              pp->lsize, x);
      return true;
    }
  if ((unsigned) pp->lparam >= gimple_call_num_args (call)
      || pp->lsize * BITS_PER_UNIT != POINTER_SIZE)
    return false;
  tree arg = gimple_call_arg (call, pp->lparam);
  tree parm = TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg)
              ? SSA_NAME_VAR (arg) : NULL_TREE;
  return parm && TREE_CODE (parm) == PARM_DECL
         && ascsync_entry_bytes (ascsync_param_index (parm),
                                 (HOST_WIDE_INT) pp->vlo[i], pp->lsize, x);
}

/* The GM base, at the caller at CALL, of the object GM access A of a
   summary lies in, made through a pointer the callee reads through its
   parameter (PP->LOADED): the kernel parameter (or, in a helper, the
   GM object of gimple_entry.cc) every value read there at CALL
   (loaded_value) points into; -1 when not known.  */
static int
loaded_gm_param (const struct param_ptr *pp, gcall *call)
{
  int param = -1;
  for (int i = 0; i < (pp->n ? pp->n : 1); i++)
    {
      struct val x;
      if (!loaded_value (pp, call, i, &x) || x.kind != VAL_GM || x.param < 0
          || (i > 0 && x.param != param))
        return -1;
      param = x.param;
    }
  return param;
}

/* Give GM access A of a summary at CALL, made through the pointer the
   callee reads through its parameter at one place (PP->LOADED, PP->N 0)
   and moved by a multiple of an integer parameter (PP->AFF), the
   iteration form of that argument in the caller's loop, the pointer
   read standing for the base: what the caller's object holds there
   (the loop must not write it), or what the objects its own parameter
   is given hold (which it writes nowhere: ascsync_entry_bytes).  */
static void
loaded_iter_form (struct sync_access *a, const struct param_ptr *pp,
                  gcall *call)
{
  HOST_WIDE_INT off;
  if (!pp->aff || pp->n || a->base < 0
      || (unsigned) pp->aparam >= gimple_call_num_args (call)
      || (unsigned) pp->lparam >= gimple_call_num_args (call))
    return;
  tree obj = loaded_object (pp, call, &off);
  tree arg = gimple_call_arg (call, pp->lparam);
  tree at = obj ? build_fold_addr_expr (obj) : arg;
  if (!obj && (TREE_CODE (arg) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (arg)))
    return;
  HOST_WIDE_INT byte = (obj ? off : 0) + (HOST_WIDE_INT) pp->vlo[0];
  basic_block bb = gimple_bb (call);
  if (obj && (!bb || !ascsync_object_kept_in_loop (obj, byte, pp->lsize,
                                                   bb->loop_father)))
    return;
  tree held = build2 (MEM_REF, ptr_type_node, at,
                      build_int_cst (ptr_type_node, byte));
  ascsync_iter_form_scaled (call, held, gimple_call_arg (call, pp->aparam),
                            pp->ascale, pp->alo, pp->ahi, a);
}

/* Map GM access A of a summary, relative to the callee's parameter
   A->BASE (or made through a pointer read through one, PP->LOADED:
   loaded_gm_param), to the caller at CALL: the caller's parameter the
   argument derives from when the caller takes its GM parameters as
   distinct objects (GM_DISTINCT), at the argument's offsets in it plus
   the bytes the callee touches from its parameter when both are known
   (else any offset), with the iteration form of the argument in the
   caller's loop (a tile helper given "y + t * TILE": its stores of
   tiles T and T + 1 meet no more than the caller's own would; with
   TILE known only at run time, by the callee's bytes as a function of
   its count argument, PP->CNT); else any GM.
   False when A is a scalar access (SCALAR) and the argument is the
   address of a local variable of the caller: the access is of that
   variable (the callee's arithmetic stays within the object, as the
   layout assumption says), which, like every variable of the kernel's
   frame, is no traced memory.  */
static bool
map_gm_base (struct sync_access *a, const struct param_ptr *pp, gcall *call,
             bool gm_distinct, bool scalar)
{
  int param = -1;
  uint32_t set = 0;
  HOST_WIDE_INT off;
  if (pp->loaded)
    {
      a->base = gm_distinct ? loaded_gm_param (pp, call) : -1;
      a->gmset = 0;
      a->lo = 0;
      a->hi = sync_space_size[ASC_SPACE_GM];
      a->bytes = 0;
      loaded_iter_form (a, pp, call);
      return true;
    }
  if (scalar && a->base >= 0
      && (unsigned) a->base < gimple_call_num_args (call)
      && ascsync_settings.layout
      && local_object_arg (gimple_call_arg (call, a->base), &off))
    return false;
  /* The callee's bytes from its parameter, when it knows them.  */
  const uint64_t lim = (uint64_t) 1 << 40;
  uint64_t rlo = a->lo, rhi = a->hi, lo = 0;
  uint64_t hi = sync_space_size[ASC_SPACE_GM];
  tree arg = NULL_TREE;
  if (a->base >= 0 && (unsigned) a->base < gimple_call_num_args (call)
      && gm_distinct)
    {
      arg = gimple_call_arg (call, a->base);
      struct val v = ascsync_eval (arg, 0);
      if (v.kind == VAL_GM)
        {
          param = v.param;
          set = v.param < 0 ? v.gmset : 0;
          /* At the argument's offsets in the caller's parameter.  */
          if (param >= 0 && rlo < rhi && rhi < lim && !v.cyc
              && v.lo <= v.hi && v.hi < lim)
            {
              lo = v.lo + rlo;
              hi = v.hi + rhi;
            }
        }
    }
  a->base = param;
  a->gmset = set;
  a->lo = lo;
  a->hi = hi;
  a->bytes = 0;
  /* How the argument moves in the caller's loops: the calls of
     iterations T and T + 1 compare exactly.  */
  if (param >= 0 && rlo < rhi && rhi < lim)
    ascsync_iter_form (call, arg, rlo, rhi, a);
  /* Or how the integer argument the callee moves it by does.  */
  if (param >= 0 && pp->aff && (unsigned) pp->aparam < gimple_call_num_args
                                                          (call))
    ascsync_iter_form_scaled (call, arg, gimple_call_arg (call, pp->aparam),
                              pp->ascale, pp->alo, pp->ahi, a);
  /* Or the argument moves by a run-time step no call's bytes pass.  */
  if (param >= 0 && pp->cnt
      && (unsigned) pp->cparam < gimple_call_num_args (call))
    ascsync_count_steps_self (call, arg, gimple_call_arg (call, pp->cparam),
                              pp->cslope, pp->cicpt, pp->cmax, a);
  return true;
}

/* The values [*FROM, *TO] of a key (a parameter, "parameter & MASK"
   when MASK >= 0, "parameter % -MASK" when MASK < -1: SYNC_VKEY) whose
   function has values for V0 .. V0 + N - 1,
   for argument values [ALO, AHI]: clipped to those, the parameter's
   own range, which holds at every call.  False when the argument's
   range is not known or meets none of them.  */
static bool
key_values (HOST_WIDE_INT mask, HOST_WIDE_INT v0, int n, uint64_t alo,
            uint64_t ahi, HOST_WIDE_INT *from, HOST_WIDE_INT *to)
{
  if (ahi >= ((uint64_t) 1 << 40) || alo > ahi)
    return false;
  if (mask >= 0)
    {
      if (alo == ahi)
        alo = ahi = alo & (uint64_t) mask;
      else if (ahi > (uint64_t) mask)
        alo = 0, ahi = mask;
    }
  else if (uint64_t m = SYNC_VKEY_MODULUS (mask))
    {
      if (alo == ahi)
        alo = ahi = alo % m;
      else if (ahi >= m)
        alo = 0, ahi = m - 1;
    }
  *from = MAX ((HOST_WIDE_INT) alo, v0);
  *to = MIN ((HOST_WIDE_INT) ahi, v0 + n - 1);
  return *from <= *to;
}

/* The bytes local access A of a summary, whose bytes per value of the
   callee's parameter PP gives, touches when the argument takes values
   in [ALO, AHI] (the callee's range of it, [PP->V0, PP->V0 + PP->N),
   holds every value it takes at any call): the union of those values'
   bytes, into [*LO, *HI); false when the argument's range is not
   known.  */
static bool
values_bytes (const struct param_ptr *pp, uint64_t alo, uint64_t ahi,
              uint64_t *lo, uint64_t *hi)
{
  HOST_WIDE_INT from, to;
  if (!key_values (pp->mask, pp->v0, pp->n, alo, ahi, &from, &to))
    return false;
  *lo = UINT64_MAX;
  *hi = 0;
  for (HOST_WIDE_INT v = from; v <= to; v++)
    {
      *lo = MIN (*lo, pp->vlo[v - pp->v0]);
      *hi = MAX (*hi, pp->vhi[v - pp->v0]);
    }
  return *lo < *hi;
}

/* The bytes [*LO, *HI) of the callee-flags access whose key is the
   buffer its pointer parameter points into (PP->PTRKEY), for a pointer
   argument at local addresses [ALO, AHI]: the union of the bytes of
   the buffers it may point into, by their addresses (every buffer
   from AHI on when AHI is not known).  */
static void
buffer_values_bytes (const struct param_ptr *pp, uint64_t alo, uint64_t ahi,
                     uint64_t *lo, uint64_t *hi)
{
  int from = 0, to = 0;
  for (int i = 1; i < pp->n; i++)
    {
      if (pp->kroot[i] <= alo)
        from = i;
      if (pp->kroot[i] <= ahi)
        to = i;
    }
  if (ahi >= OFF_OPEN || ahi < alo)
    to = pp->n - 1;
  *lo = pp->vlo[from];
  *hi = pp->vhi[to];
}

/* Place local access A of a summary at CALL, made through a pointer
   the callee reads through its parameter (PP->LOADED): from what the
   caller's local object whose address the call passes there holds at
   the place read, for each value of the key the place is a function
   of, into the bytes per value of *Q (the key's as PP's; Q->N 0: one
   place, whose bytes are Q->VLO[0], Q->VHI[0]).  False when the
   argument is no such object, or the object's bytes there hold no one
   buffer address the caller knows (its stores cannot be followed, say:
   a callee writing those bytes through the object's address,
   ascsync_arg_writes).  */
static bool
loaded_values_bytes (const struct sync_access *a, const struct param_ptr *pp,
                     gcall *call, struct param_ptr *q)
{
  *q = *pp;
  for (int i = 0; i < (pp->n ? pp->n : 1); i++)
    {
      struct val x;
      if (!loaded_value (pp, call, i, &x))
        return false;
      ascsync_val_forget_form (&x);
      if (x.kind == VAL_INT)
        x.kind = VAL_LOCAL;
      if (x.kind != VAL_LOCAL || x.cyc || x.lo != x.hi || x.hi >= OFF_OPEN)
        return false;
      x.onebase = 1;
      x.base0 = x.lo;
      struct sync_access y = *a;
      if (!ascsync_local_access_at (a->space, a->write, &x, pp->rlo, pp->rhi,
                                    pp->open, &y))
        return false;
      q->vlo[i] = y.lo;
      q->vhi[i] = y.hi;
    }
  return true;
}

/* The value at CALL of the key of a summary's function: argument PARAM
   of CALL, its bits MASK when MASK >= 0, its remainder modulo -MASK
   when MASK < -1 (SYNC_VKEY); unknown when PARAM is no argument.  */
static struct val
key_value (gcall *call, int param, HOST_WIDE_INT mask)
{
  if (param < 0 || (unsigned) param >= gimple_call_num_args (call))
    return ascsync_val_unknown ();
  tree arg = gimple_call_arg (call, param);
  if (mask >= 0)
    return ascsync_eval_with_const (BIT_AND_EXPR, arg, mask);
  if (uint64_t m = SYNC_VKEY_MODULUS (mask))
    return ascsync_eval_with_const (TRUNC_MOD_EXPR, arg, m);
  return ascsync_eval (arg, 0);
}

/* Give local access A of a summary at CALL, made through a pointer the
   callee reads through its parameter (PP->LOADED) from a local object
   of the caller, or from the object the caller's own pointer parameter
   points to, the run-time slot form of the buffer starts the object
   holds there (ascsync_symbolic_places, ascsync_held_places): at the place the key's
   value selects, per residue of the caller's loop when it rotates.
   Nothing when the key's values are not known so, or the access may
   lie below the pointer.  */
static void
loaded_symbolic (struct sync_access *a, const struct param_ptr *pp,
                 gcall *call)
{
  HOST_WIDE_INT off = 0, byte[SYNC_MAXK];
  tree obj = loaded_object (pp, call, &off);
  /* Or the object the caller's own pointer parameter points to.  */
  tree arg = (unsigned) pp->lparam < gimple_call_num_args (call)
             ? gimple_call_arg (call, pp->lparam) : NULL_TREE;
  tree parm = !obj && arg && TREE_CODE (arg) == SSA_NAME
              && SSA_NAME_IS_DEFAULT_DEF (arg) ? SSA_NAME_VAR (arg)
                                               : NULL_TREE;
  if (parm && TREE_CODE (parm) != PARM_DECL)
    parm = NULL_TREE;
  if ((!obj && !parm) || pp->rlo >= ((uint64_t) 1 << 40))
    return;
  int k = 1, loop = -1, pphase = 0;
  byte[0] = off + (HOST_WIDE_INT) pp->vlo[0];
  if (pp->n > 0)
    {
      struct val v = key_value (call, pp->param, pp->mask);
      if (pp->ptrkey || v.kind != VAL_INT || v.cyc)
        return;
      bool rot = v.pk >= 2 && v.pk <= SYNC_MAXK && !v.ps;
      k = rot ? v.pk : 1;
      for (int r = 0; r < k; r++)
        {
          struct val x = rot ? ascsync_val_at (v, r) : v;
          HOST_WIDE_INT i = (HOST_WIDE_INT) x.lo - pp->v0;
          if (x.lo != x.hi || x.lo >= ((uint64_t) 1 << 30) || i < 0
              || i >= pp->n)
            return;
          byte[r] = off + (HOST_WIDE_INT) pp->vlo[i];
        }
      loop = rot ? v.pl : -1;
      pphase = rot ? v.pphase : 0;
    }
  struct sync_access x = *a;
  if (obj && ascsync_symbolic_places (call, obj, k, loop, pphase, byte,
                                      pp->lsize, &x))
    {
      *a = x;
      return;
    }
  /* Or the multiples of a run-time value the object holds.  */
  x = *a;
  if (ascsync_held_places (call, obj, parm ? ascsync_param_index (parm) : -1,
                           k, loop, pphase, byte, pp->lsize, &x))
    *a = x;
}

/* Narrow local access A of a summary at CALL by the value of the
   argument its pointer is a function of (PP): per residue of a slot
   rotation of the caller's loop when the argument has one; or place it
   from the pointer argument it is made through, or from what the
   object whose address it is given holds (loaded_values_bytes).  */
static void
map_local_access (struct sync_access *a, const struct param_ptr *pp,
                  gcall *call)
{
  struct param_ptr q;
  if (pp->loaded)
    {
      if (!loaded_values_bytes (a, pp, call, &q))
        {
          loaded_symbolic (a, pp, call);
          return;
        }
      if (q.n == 0)
        {
          a->lo = MAX (a->lo, q.vlo[0]);
          a->hi = MIN (a->hi, q.vhi[0]);
          return;
        }
      pp = &q;
    }
  if (pp->param < 0 || (unsigned) pp->param >= gimple_call_num_args (call))
    return;
  tree arg = gimple_call_arg (call, pp->param);
  if (pp->rel)
    {
      struct val pv = ascsync_eval (arg, 0);
      struct sync_access x = *a;
      if (ascsync_local_access_at (a->space, a->write, &pv, pp->rlo, pp->rhi,
                                   pp->open, &x))
        {
          /* From the pointer on, in its slot when the slot size (or
             the buffer's start) is known only at run time.  */
          if (pp->rlo < ((uint64_t) 1 << 40)
              && !ascsync_runtime_slot (call, arg, &x))
            ascsync_symbolic_start (call, arg, 0, 0, &x);
          *a = x;
        }
      return;
    }
  struct val v = key_value (call, pp->param, pp->mask);
  if (v.kind != (pp->ptrkey ? VAL_LOCAL : VAL_INT) || v.cyc)
    return;
  int pk = v.pk >= 2 && v.pk <= SYNC_MAXK && !v.ps ? v.pk : 1;
  uint64_t lo[SYNC_MAXK], hi[SYNC_MAXK];
  for (int r = 0; r < pk; r++)
    {
      struct val x = pk > 1 ? ascsync_val_at (v, r) : v;
      if (pp->ptrkey)
        buffer_values_bytes (pp, x.lo, x.hi, &lo[r], &hi[r]);
      else if (!values_bytes (pp, x.lo, x.hi, &lo[r], &hi[r]))
        return;
      /* Within the callee's own bound for every value.  */
      lo[r] = MAX (lo[r], a->lo);
      hi[r] = MIN (hi[r], a->hi);
      if (lo[r] >= hi[r])
        return;
    }
  a->lo = lo[0];
  a->hi = hi[0];
  for (int r = 1; r < pk; r++)
    {
      a->lo = MIN (a->lo, lo[r]);
      a->hi = MAX (a->hi, hi[r]);
    }
  if (pk < 2)
    return;
  a->pk = pk;
  a->ploop = v.pl;
  a->pphase = v.pphase;
  for (int r = 0; r < pk; r++)
    {
      a->plo[r] = lo[r];
      a->phi[r] = hi[r];
    }
}

/* Append to OPS a copy of summarised operation S, whose pointer
   functions are PTRS, in role ROLE, at CALL of block B; a copy of the
   callee's own work leaving the call keeps S's WORK_ORD (what the
   callee's sync orders it before at the return).  Scalar accesses of
   no traced memory in the caller (map_gm_base) are left out, and the
   copy too when none is left; returns how many copies were appended
   (0 or 1).  */
static int
push_copy (vec<sync_op> *ops, const struct sync_op *s,
           const struct param_ptr *ptrs, enum sync_role role, int b,
           gcall *call, bool gm_distinct)
{
  struct sync_op op = *s;
  op.block = b;
  op.role = role;
  op.work_ord = role == SYNC_ROLE_EXIT && s->role == SYNC_ROLE_NONE
                ? s->work_ord : 0;
  op.entry_ord = role == SYNC_ROLE_ENTRY ? s->entry_ord : 0;
  op.entry_via = role == SYNC_ROLE_ENTRY ? s->entry_via : 0;
  op.line = LOCATION_LINE (gimple_location (call));
  int n = 0;
  for (int k = 0; k < op.naccess; k++)
    {
      struct sync_access x = op.acc[k];
      if (x.space == ASC_SPACE_GM
          && !map_gm_base (&x, &ptrs[k], call, gm_distinct,
                           s->pipe == ASC_PIPE_S))
        continue;
      if (x.space != ASC_SPACE_GM)
        map_local_access (&x, &ptrs[k], call);
      op.acc[n++] = x;
    }
  if (n == 0 && op.naccess > 0)
    return 0;
  op.naccess = n;
  ops->safe_push (op);
  return 1;
}

/* See ascsync-gcc.h.  */
bool
ascsync_summary_param_space (tree callee, int param, int *space)
{
  fn_summary **slot = summary_slot (callee);
  if (!slot)
    return false;
  const fn_summary *s = *slot;
  for (int i = 0; i < s->nops; i++)
    for (int k = 0; k < s->ops[i].naccess; k++)
      if (s->ptrs[i][k].rel && s->ptrs[i][k].param == param)
        {
          *space = s->ops[i].acc[k].space;
          return true;
        }
  return false;
}

/* The ids F takes for argument values [ALO, AHI] (clipped to the
   parameter's own range, which holds at every call), into [*LO, *HI];
   false when the range is not known or an id is out of range.  */
static bool
param_fn_ids (const struct ascsync_param_fn *f, uint64_t alo, uint64_t ahi,
              int *lo, int *hi)
{
  HOST_WIDE_INT from, to;
  if (!key_values (f->mask, f->v0, f->n, alo, ahi, &from, &to))
    return false;
  *lo = INT_MAX;
  *hi = -1;
  for (HOST_WIDE_INT v = from; v <= to; v++)
    {
      uint64_t id = f->val[v - f->v0];
      if (id >= 32)
        return false;
      *lo = MIN (*lo, (int) id);
      *hi = MAX (*hi, (int) id);
    }
  return true;
}

/* Set the ids of OP, the stand-in at CALL for boundary flag B of the
   callee: B's constant, or B's ids for the argument's values, rotating
   with the caller's loop when the argument does ("t & 1"); any id when
   the argument's values are not known.  */
static void
stand_in_ids (struct sync_op *op, const struct bflag *b, gcall *call)
{
  op->ev_lo = 0;
  op->ev_hi = 31;
  if (b->ev >= 0)
    {
      op->ev_lo = op->ev_hi = b->ev;
      return;
    }
  const struct ascsync_param_fn *f = &b->f;
  struct val v = key_value (call, f->param, f->mask);
  if (v.kind != VAL_INT || v.cyc)
    return;
  int pk = v.pk >= 2 && v.pk <= SYNC_MAXK && !v.ps ? v.pk : 1;
  int lo[SYNC_MAXK], hi[SYNC_MAXK], all_lo = INT_MAX, all_hi = -1;
  bool exact = true;
  for (int r = 0; r < pk; r++)
    {
      struct val x = pk > 1 ? ascsync_val_at (v, r) : v;
      if (!param_fn_ids (f, x.lo, x.hi, &lo[r], &hi[r]))
        return;
      all_lo = MIN (all_lo, lo[r]);
      all_hi = MAX (all_hi, hi[r]);
      exact &= lo[r] == hi[r];
    }
  op->ev_lo = all_lo;
  op->ev_hi = all_hi;
  if (pk < 2 || !exact)
    return;
  op->ev_pk = pk;
  op->ev_ploop = v.pl;
  op->ev_pphase = v.pphase;
  for (int r = 0; r < pk; r++)
    op->ev_slot[r] = lo[r];
}

/* Append to OPS the stand-in, in role ROLE at CALL of block B, for
   boundary flag F of the callee (sync_boundary.c).  */
static void
push_flag (vec<sync_op> *ops, const struct bflag *f, enum sync_role role,
           int b, gcall *call)
{
  struct sync_op op;
  memset (&op, 0, sizeof op);
  op.kind = f->set ? SYNC_OP_SET : SYNC_OP_WAIT;
  op.name = f->set ? "set_flag" : "wait_flag";
  op.pipe = f->pipe;
  op.tpipe = f->tpipe;
  op.role = role;
  op.block = b;
  op.line = LOCATION_LINE (gimple_location (call));
  stand_in_ids (&op, f, call);
  ops->safe_push (op);
}

/* See ascsync-gcc.h.  The copies entering the call come in the order
   of the boundary waits they follow, each wait after the copies it
   does not precede in the callee; the copies leaving it likewise with
   the boundary sets (sync_boundary.c).  */
int
ascsync_summary_push (vec<sync_op> *ops, int b, gcall *call, tree callee,
                      bool gm_distinct)
{
  fn_summary **slot = summary_slot (callee);
  if (!slot || stmt_ends_bb_p (call))
    return 0;
  const fn_summary *s = *slot;
  int n = 0;
  for (int level = 0; level <= s->nwaits; level++)
    {
      for (int i = 0; i < s->nops; i++)
        if (s->ops[i].role != SYNC_ROLE_EXIT && s->wl[i] == level)
          {
            n += push_copy (ops, &s->ops[i], s->ptrs[i], SYNC_ROLE_ENTRY, b,
                            call, gm_distinct);
          }
      if (level < s->nwaits)
        {
          push_flag (ops, &s->waits[level], SYNC_ROLE_ENTRY, b, call);
          n++;
        }
    }
  struct sync_op m;
  memset (&m, 0, sizeof m);
  m.kind = SYNC_OP_CALL;
  m.nofence = 1;
  m.call_ids = s->ids;
  m.call_hand_ids = s->hand;
  memcpy (m.call_ord, s->exit_ord, sizeof m.call_ord);
  m.pipe = ASC_PIPE_ALL;
  m.block = b;
  m.line = LOCATION_LINE (gimple_location (call));
  m.name = IDENTIFIER_POINTER (DECL_NAME (callee));
  ops->safe_push (m);
  for (int level = 0; level <= s->nsets; level++)
    {
      for (int i = 0; i < s->nops; i++)
        if (s->ops[i].role != SYNC_ROLE_ENTRY && s->sl[i] == level)
          {
            n += push_copy (ops, &s->ops[i], s->ptrs[i], SYNC_ROLE_EXIT, b,
                            call, gm_distinct);
          }
      if (level < s->nsets)
        {
          push_flag (ops, &s->sets[level], SYNC_ROLE_EXIT, b, call);
          n++;
        }
    }
  return n + 1;
}
