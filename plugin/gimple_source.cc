/* gimple_source.cc -- source output (-fplugin-arg-ascsync-source=FILE,
   -fplugin-arg-ascsync-fixits): the translation unit's main file
   written back with the plugin's sync inserted as ordinary CCE calls,
   for a compiler that cannot load the plugin; or the same insertions as
   fix-it hints.

   1. Each operation, loop, if statement and the function's body get
      their source positions and the CFG point of each
      (gimple_srcpos.cc).
   2. Each planned insertion goes to the first position whose point is
      one point with the insertion's own (sync_srcmap.c): before the
      operation that follows it, after the one before it, before or
      after a loop or an if statement, at the function's start or end.
      The choice depends on the insertion's point only, so insertions
      between two operations go to one position, in the order they run.
      None: the function is refused with an error naming it, and no
      file is written.
   3. An id rotating with a loop's iterations is written with a counter
      declared before the loop statement and counted at the end of its
      body (from the value a variable has there when the plan counts
      from it); an id following a parameter with the parameter's name;
      a barrier left out in a loop's first iteration under a test of the
      counter.
   4. What each copy of a source position gets is recorded per function
      (every position, nothing too); at the end of the unit copies GCC
      made of one position (inlining, peeling, unswitching) must agree,
      or the function is refused: sync right only for GCC's copy is
      never written.  Then the text goes out (gimple_srcout.cc),
      everything else byte for byte.  */

#include "ascsync-gcc.h"
#include "cpplib.h"
#include "cfgloop.h"
#include "gimple_val.h"
#include "gimple_source.h"

/* The output file (null: none), and whether to give the insertions as
   fix-it hints; set by ascsync.cc.  */
const char *ascsync_source_path;
bool ascsync_source_fixits;

/* See gimple_source.h.  */
vec<src_rec> ascsync_src_records;
bool ascsync_src_refused;
int ascsync_src_nfunctions;

/* Where an insertion goes: before or after operation REF's position;
   before, after or at the latch (the third clause) of loop REF; before
   or after if statement REF; the function's start or end.  */
enum anchor_kind
{
  A_BEFORE, A_AFTER, A_ENTRY, A_EXIT, A_LATCH, A_IF_BEFORE, A_IF_AFTER,
  A_FSTART, A_FEND
};

struct anchor
{
  enum anchor_kind kind;
  int ref;
};

/* The token of P's source text anchor A stands at.  */
static int
anchor_token (const struct func_positions *p, const struct anchor *a)
{
  switch (a->kind)
    {
    case A_BEFORE:
    case A_AFTER:
      return p->ops[a->ref].first;
    case A_ENTRY:
      return p->loops[a->ref].kw;
    case A_EXIT:
      return p->loops[a->ref].rbrace;
    case A_LATCH:
      return p->loops[a->ref].incr;
    case A_IF_BEFORE:
      return p->ifs[a->ref].kw;
    case A_IF_AFTER:
      return p->ifs[a->ref].last;
    case A_FSTART:
      return p->f.lbrace;
    default:
      return p->f.rbrace;
    }
}

/* Whether insertion S of P's function, at anchor A, names what is not
   in scope there: a counter of a loop (or, for an id following a
   parameter, the function's parameter) is declared in the body of the
   function that holds the loop (or in the current function), so the
   position must lie in that body's text; a position in the text of
   another function inlined into this one (its operations are GCC's
   copy there) has none of those names.  */
static bool
out_of_scope (const struct func_positions *p, const struct sync_insn *s,
              const struct anchor *a)
{
  int from;
  if (s->action == SYNC_BARRIER)
    {
      if (s->guard <= 0)
        return false;
      from = p->loops[s->guard - 1].kw;
    }
  else if (s->rot < 2)
    return false;
  else
    from = s->rkey > 0 ? p->f.lbrace : p->loops[s->rloop].kw;
  int lb = -1, rb = -1, tok = anchor_token (p, a);
  for (int body = from;
       body >= 0 && src_enclosing_braces (&ascsync_src_text, body, &lb,
                                          &rb) == 0;
       body = lb)
    ;
  if (from >= 0 && from == p->f.lbrace)
    {
      lb = p->f.lbrace;
      rb = p->f.rbrace;
    }
  return from < 0 || lb < 0 || tok < lb || tok > rb;
}

/* Whether the position (KIND, REF), when there is one (HAS), has a
   point PT that is one point with AT, and insertion S of P's function
   names nothing there out of scope (out_of_scope; else *SCOPED set);
   then it goes into *A.  */
static bool
try_anchor (const struct func_positions *p, const struct sync_insn *s,
            struct src_point at, bool has, struct src_point pt,
            enum anchor_kind kind, int ref, struct anchor *a, bool *scoped)
{
  if (!has || !src_points_equivalent (p->fn, at, pt))
    return false;
  struct anchor c = { kind, ref };
  if (out_of_scope (p, s, &c))
    {
      *scoped = true;
      return false;
    }
  *a = c;
  return true;
}

/* Choose the position of insertion S of P's function into *A: the first
   of before the next operation, after the previous one, before or after
   a loop or an if statement, the function's start or end, whose point
   is one point with S's.  The choice depends on S's point only, so the
   insertions between two operations all go to one position, in their
   order.  Returns false when there is none.  */
static bool
choose_anchor (struct func_positions *p, const struct sync_insn *s,
               struct anchor *a, bool *scoped)
{
  const struct sync_func *fn = p->fn;
  struct src_point at = src_point_of_insn (fn, s);
  *scoped = false;
  int x = ascsync_src_single_adjacent (p, at, 1);
  if (x >= 0
      && try_anchor (p, s, at, p->ops[x].form != FORM_NONE
                               && ascsync_src_span_end_p (p, x, -1),
                     src_op_point (fn, x, 0), A_BEFORE, x, a, scoped))
    return true;
  int y = ascsync_src_single_adjacent (p, at, -1);
  if (y >= 0
      && try_anchor (p, s, at, p->ops[y].form != FORM_NONE
                               && p->ops[y].after_ok
                               && ascsync_src_span_end_p (p, y, 1),
                     src_op_point (fn, y, 1), A_AFTER, y, a, scoped))
    return true;
  for (int l = 0; l < fn->nloops; l++)
    if (try_anchor (p, s, at, p->loops[l].has_entry, p->loops[l].entry,
                    A_ENTRY, l, a, scoped)
        || try_anchor (p, s, at, p->loops[l].has_exit, p->loops[l].exit,
                       A_EXIT, l, a, scoped)
        || try_anchor (p, s, at, p->loops[l].has_latch, p->loops[l].latch,
                       A_LATCH, l, a, scoped))
      return true;
  for (int i = 0; i < p->nifs; i++)
    if (try_anchor (p, s, at, p->ifs[i].has_before, p->ifs[i].before,
                    A_IF_BEFORE, i, a, scoped)
        || try_anchor (p, s, at, p->ifs[i].has_after, p->ifs[i].after,
                       A_IF_AFTER, i, a, scoped))
      return true;
  return try_anchor (p, s, at, p->f.has_start, p->f.start, A_FSTART, -1, a,
                     scoped)
         || try_anchor (p, s, at, p->f.has_end, p->f.end, A_FEND, -1, a,
                        scoped);
}

/* The name of counter C of loop L into NAME (of SIZE bytes):
   ascsync_iter_LINE (ascsync_iter_LINE_COL when another loop starts on
   the line), and _VAR for one starting from variable VAR.  */
static void
counter_name (const struct loop_src *l, int c, char *name, size_t size)
{
  char at[32];
  if (l->col)
    snprintf (at, sizeof at, "%d_%d", l->line, l->col);
  else
    snprintf (at, sizeof at, "%d", l->line);
  if (l->phase[c])
    snprintf (name, size, "ascsync_iter_%s_%s", at, l->start[c]);
  else
    snprintf (name, size, "ascsync_iter_%s", at);
}

/* The variable whose value at the entry of loop LOOP (on its entry
   edge E) is that of SSA name START (ascsync_phase_entry_value):
   START's variable, the argument on E of a PHI in its header of that
   variable, not assigned in the loop statement's header (before which
   the counter is declared).  Null when there is none.  */
static const char *
start_variable (class loop *loop, edge e, tree start,
                const struct loop_src *ls)
{
  start = ascsync_phase_entry_value (start, loop);
  if (!start || TREE_CODE (start) != SSA_NAME)
    return NULL;
  tree var = SSA_NAME_VAR (start);
  if (!var || !DECL_NAME (var) || DECL_ARTIFICIAL (var)
      || !INTEGRAL_TYPE_P (TREE_TYPE (var)))
    return NULL;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (SSA_NAME_VAR (res) == var
          && PHI_ARG_DEF_FROM_EDGE (phi, e) == start)
        {
          /* Not assigned in a for statement's first clause, which runs
             after the counter is declared and before the entry.  */
          const char *name = IDENTIFIER_POINTER (DECL_NAME (var));
          int init_end = ls->kw + 2;
          while (init_end < ls->lbrace
                 && !src_tok_is (&ascsync_src_text, init_end, ";"))
            init_end++;
          if (src_tok_is (&ascsync_src_text, ls->kw, "for")
              && src_has_word (&ascsync_src_text, ls->kw, init_end, name))
            return NULL;
          return name;
        }
    }
  return NULL;
}

/* The counter of loop L of P's function from PHASE (sync_insn.RPHASE),
   made on first use: its name into NAME (of SIZE bytes).  Returns null,
   or why there is none.  */
static const char *
loop_counter (struct func_positions *p, int l, int phase, char *name,
              size_t size)
{
  struct loop_src *ls = &p->loops[l];
  if (!ls->counter_ok)
    return "an id rotating with a loop's iterations, where no for or "
           "while statement of the source tests the loop's condition first "
           "(GCC rotates loops at -O1 and above) with a braced body (no "
           "continue) or a third clause to count them in";
  const char *start = NULL;
  if (phase > 0)
    {
      const struct sync_loop *lp = &p->fn->loops[l];
      basic_block header = (*p->bbs_vec)[lp->header];
      basic_block pre = lp->pre_from < 0 ? ENTRY_BLOCK_PTR_FOR_FN (cfun)
                        : (*p->bbs_vec)[lp->pre_from];
      edge e = find_edge (pre, header);
      /* A swap cycle's phase is no variable's value.  */
      start = e && phase < ASCSYNC_SWAP_PHASE_BASE
              ? start_variable (header->loop_father, e, ssa_name (phase - 1),
                                ls)
              : NULL;
      if (!start)
        return "an id rotating with a counter that runs across the runs "
               "of a loop from a value no variable holds at its entry";
    }
  int c = 0;
  while (c < ls->ncounters
         && (ls->phase[c] != phase
             || (phase && strcmp (ls->start[c], start))))
    c++;
  if (c == MAX_COUNTERS)
    return "more counters for a loop than source output writes";
  if (c == ls->ncounters)
    {
      ls->phase[c] = phase;
      ls->start[c] = start;
      ls->ncounters++;
    }
  counter_name (ls, c, name, size);
  return NULL;
}

/* The event id of insertion S, whose id follows the buffer pointer
   parameter NAME points into (a SYNC_VKEY_PTR, see
   ascsync_param_key_buffers), as C text into BUF (of SIZE bytes): the
   first id plus the number of the buffers' addresses above the first
   that the pointer's offset from get_imm (0) reaches.  Returns null, or
   why it cannot be written.  */
static const char *
pointer_key_text (const struct sync_insn *s, const char *name, char *buf,
                  size_t size)
{
  struct ascsync_argbufs b;
  int n = ascsync_param_key_buffers (current_function_decl,
                                     SYNC_VKEY_PARAM (s->rkey), &b);
  if (n != s->rot)
    return "an id following the buffer a pointer parameter points into";
  size_t len = (size_t) snprintf (buf, size, "(event_t) (EVENT_ID%d",
                                  s->event);
  for (int i = 1; i < n && len < size; i++)
    len += (size_t) snprintf (buf + len, size - len,
                              " + ((uint64_t) %s - get_imm (0) >= 0x%llx)",
                              name, (unsigned long long) b.root[i]);
  if (len + 2 > size)
    return "an id following the buffer a pointer parameter points into";
  snprintf (buf + len, size - len, ")");
  return NULL;
}

/* The event id of insertion S of P's function as C text into BUF (of
   SIZE bytes).  Returns null, or why it cannot be written.  */
static const char *
event_text (struct func_positions *p, const struct sync_insn *s, char *buf,
            size_t size)
{
  if (s->rot < 2)
    {
      snprintf (buf, size, "EVENT_ID%d", s->event);
      return NULL;
    }
  if (s->rkey > 0)
    {
      tree parm = ascsync_param_at (current_function_decl,
                                    SYNC_VKEY_PARAM (s->rkey));
      if (!parm || !DECL_NAME (parm))
        return "an id following an unnamed parameter";
      const char *name = IDENTIFIER_POINTER (DECL_NAME (parm));
      if (SYNC_VKEY_IS_PTR (s->rkey))
        return pointer_key_text (s, name, buf, size);
      char val[200];
      int mask = SYNC_VKEY_MASK (s->rkey);
      if (mask >= 0)
        snprintf (val, sizeof val, "(%s & %d)", name, mask);
      else if (SYNC_VKEY_MODULUS (mask))
        snprintf (val, sizeof val, "(%s %% %d)", name,
                  SYNC_VKEY_MODULUS (mask));
      else
        snprintf (val, sizeof val, "%s", name);
      snprintf (buf, size, "(event_t) (EVENT_ID%d + (int) (%s - %lld))",
                s->event, val, (long long) s->rv0);
      return NULL;
    }
  char name[64];
  const char *why = loop_counter (p, s->rloop, s->rphase, name, sizeof name);
  if (why)
    return why;
  char val[100];
  if (s->roff)
    snprintf (val, sizeof val, "(%s + %d)", name, s->roff);
  else
    snprintf (val, sizeof val, "%s", name);
  /* A counter from a variable may start below 0.  */
  if (s->rphase > 0)
    snprintf (buf, size, "(event_t) (EVENT_ID%d + (%s %% %d + %d) %% %d)",
              s->event, val, s->rot, s->rot, s->rot);
  else
    snprintf (buf, size, "(event_t) (EVENT_ID%d + %s %% %d)", s->event,
              val, s->rot);
  return NULL;
}

/* Insertion S of P's function as one line of a record's text: the call
   "set_flag (PIPE_A, PIPE_B, ID)" (or wait_flag, pipe_barrier), after
   "\001NAME\001" when it runs only where the counter NAME is not 0
   (or "\001NAME % P == 0 && NAME\001" for a period P).
   Returns the newly allocated line, or null with *WHY set.  */
static char *
insn_line (struct func_positions *p, const struct sync_insn *s,
           const char **why)
{
  char ev[300], line[512], guard[160] = "";
  if (s->action == SYNC_BARRIER)
    {
      if (s->guard > 0)
        {
          char name[64];
          if ((*why = loop_counter (p, s->guard - 1, 0, name, sizeof name)))
            return NULL;
          if (s->period > 1)
            snprintf (guard, sizeof guard, "\001%s %% %d == 0 && %s\001",
                      name, s->period, name);
          else
            snprintf (guard, sizeof guard, "\001%s\001", name);
        }
      snprintf (line, sizeof line, "%spipe_barrier (PIPE_%s)", guard,
                asc_pipe_names[s->pipe]);
      return xstrdup (line);
    }
  if (s->topup > 0)
    {
      /* Never planned for source output (sync_prologue.c).  */
      *why = "a prime issued only on some exits of a loop";
      return NULL;
    }
  if ((*why = event_text (p, s, ev, sizeof ev)))
    return NULL;
  snprintf (line, sizeof line, "%s (PIPE_%s, PIPE_%s, %s)",
            s->action == SYNC_SET ? "set_flag" : "wait_flag",
            asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe], ev);
  return xstrdup (line);
}

/* Record what position TOK of KIND gets from the current function: the
   lines LINES[IDX[0 .. N - 1]], each ended by '\n' (FORM and SPAN_LAST
   for an operation's position).  */
static void
add_record (int tok, enum rec_kind kind, enum op_form form, int span_last,
            char **lines, const int *idx, int n)
{
  size_t len = 1;
  for (int i = 0; i < n; i++)
    len += strlen (lines[idx[i]]) + 1;
  char *text = XNEWVEC (char, len);
  text[0] = 0;
  for (int i = 0; i < n; i++)
    {
      strcat (text, lines[idx[i]]);
      strcat (text, "\n");
    }
  struct src_rec r = { tok, kind, form, span_last, text,
                       xstrdup (current_function_name ()),
                       DECL_SOURCE_LOCATION (current_function_decl),
                       (int) ascsync_src_records.length (), ascsync_src_nfunctions };
  ascsync_src_records.safe_push (r);
}

/* The insertions of a plan grouped by position: those at position ID
   (position_id) are IDX[FROM[ID] .. FROM[ID + 1] - 1], in plan order.  */
struct by_position
{
  int *from, *idx;
};

/* The number of P's position (KIND, REF) among all its positions.  */
static int
position_id (const struct func_positions *p, enum anchor_kind kind, int ref)
{
  int nops = p->fn->nops, nloops = p->fn->nloops;
  switch (kind)
    {
    case A_BEFORE: return ref;
    case A_AFTER: return nops + ref;
    case A_ENTRY: return 2 * nops + ref;
    case A_EXIT: return 2 * nops + nloops + ref;
    case A_LATCH: return 2 * nops + 2 * nloops + ref;
    case A_IF_BEFORE: return 2 * nops + 3 * nloops + ref;
    case A_IF_AFTER: return 2 * nops + 3 * nloops + p->nifs + ref;
    case A_FSTART: return 2 * nops + 3 * nloops + 2 * p->nifs;
    case A_FEND: return 2 * nops + 3 * nloops + 2 * p->nifs + 1;
    }
  gcc_unreachable ();
}

/* Group the N insertions of P's plan by their positions ANS into *BP.  */
static void
group_by_position (const struct func_positions *p, const struct anchor *ans,
                   int n, struct by_position *bp)
{
  int npos = position_id (p, A_FEND, -1) + 1;
  bp->from = XCNEWVEC (int, npos + 1);
  bp->idx = XNEWVEC (int, n + 1);
  for (int i = 0; i < n; i++)
    bp->from[position_id (p, ans[i].kind, ans[i].ref) + 1]++;
  for (int k = 0; k < npos; k++)
    bp->from[k + 1] += bp->from[k];
  int *fill = XNEWVEC (int, npos + 1);
  memcpy (fill, bp->from, (npos + 1) * sizeof *fill);
  for (int i = 0; i < n; i++)
    bp->idx[fill[position_id (p, ans[i].kind, ans[i].ref)]++] = i;
  XDELETEVEC (fill);
}

/* The insertions of PLAN at position (KIND, REF) (grouped in BP), into
   IDX in the order they run: by point along the paths, then in plan
   order.  Returns their count.  */
static int
insns_at (struct func_positions *p, const struct sync_plan *plan,
          const struct by_position *bp, enum anchor_kind kind, int ref,
          int *idx)
{
  int id = position_id (p, kind, ref), n = 0;
  for (int j = bp->from[id]; j < bp->from[id + 1]; j++)
    {
      int i = bp->idx[j];
      struct src_point pi = src_point_of_insn (p->fn, &plan->v[i]);
      int k = n++;
      for (; k > 0; k--)
        {
          struct src_point pk
            = src_point_of_insn (p->fn, &plan->v[idx[k - 1]]);
          bool same = pk.edge == pi.edge && pk.a == pi.a && pk.b == pi.b;
          if (same || !src_point_precedes (p->fn, pi, pk))
            break;
          idx[k] = idx[k - 1];
        }
      idx[k] = i;
    }
  return n;
}

/* Refuse the current function: the error naming it and why (at LOC,
   about the call LINE, a record's line, when known), and no file
   written.  */
static void
refuse (location_t loc, const char *line, const char *why)
{
  const char *call = line ? line : "";
  if (line && line[0] == '\001')
    call = strchr (line + 1, '\001') + 1;
  if (*call)
    error_at (loc, "ascsync: the sync of %qD cannot go into the source: "
              "for the %qs planned here, %s", current_function_decl, call,
              why);
  else
    error_at (loc, "ascsync: the sync of %qD cannot go into the source: "
              "%s", current_function_decl, why);
  ascsync_src_refused = true;
}

/* Where to report insertion S of P's function (STMTS its operations'
   statements): its operation, else the operation after it or before it,
   else the function.  */
static location_t
insn_location (struct func_positions *p, const struct sync_insn *s,
               const vec<gimple *> &stmts)
{
  int op = s->op;
  if (op < 0)
    {
      struct src_point at = src_point_of_insn (p->fn, s);
      int bnd;
      if (src_adjacent_ops (p->fn, at, 1, p->buf, &bnd) > 0
          || src_adjacent_ops (p->fn, at, -1, p->buf, &bnd) > 0)
        op = p->buf[0];
    }
  location_t loc = op >= 0 ? gimple_location (stmts[op]) : UNKNOWN_LOCATION;
  return loc != UNKNOWN_LOCATION ? loc
         : DECL_SOURCE_LOCATION (current_function_decl);
}

/* Record what loop LS's counters get: their start right before the
   loop statement, their count at the start of its for statement's
   third clause or at the end of its body.  Their
   declarations, for the start of the function body holding the loop
   (in scope wherever the loop's ids are used, also after the loop), go
   to DECLS (N of them, with the body's token in BODIES).  */
static void
record_counters (const struct loop_src *ls, char **decls, int *bodies,
                 int *n)
{
  char *dl[2 * MAX_COUNTERS];
  int six[MAX_COUNTERS], iix[MAX_COUNTERS];
  int body = ls->kw, lb, rb;
  while (src_enclosing_braces (&ascsync_src_text, body, &lb, &rb) == 0)
    body = lb;
  for (int c = 0; c < ls->ncounters; c++)
    {
      char name[64];
      counter_name (ls, c, name, sizeof name);
      decls[*n] = concat ("int ", name, NULL);
      bodies[(*n)++] = body;
      dl[2 * c] = concat (name, " = ", ls->phase[c] ? ls->start[c] : "0",
                          NULL);
      dl[2 * c + 1] = concat (name, "++", NULL);
      six[c] = 2 * c;
      iix[c] = 2 * c + 1;
    }
  add_record (ls->kw, REC_DECL, FORM_ITEM, -1, dl, six, ls->ncounters);
  if (ls->has_latch)
    add_record (ls->incr, REC_INCR, FORM_COMMA, -1, dl, iix, ls->ncounters);
  else
    add_record (ls->rbrace, REC_INCR, FORM_ITEM, -1, dl, iix,
                ls->ncounters);
  for (int c = 0; c < 2 * ls->ncounters; c++)
    free (dl[c]);
}

/* Record the declarations DECLS[0 .. N - 1] of counters, each at the
   start of the function body whose brace is BODIES[I]: one record per
   body, in order.  Frees them.  */
static void
record_declarations (char **decls, const int *bodies, int n)
{
  int *idx = XNEWVEC (int, n + 1);
  for (int i = 0; i < n; i++)
    {
      bool first = true;
      for (int j = 0; j < i; j++)
        first &= bodies[j] != bodies[i];
      if (!first)
        continue;
      int m = 0;
      for (int j = i; j < n; j++)
        if (bodies[j] == bodies[i])
          idx[m++] = j;
      add_record (bodies[i], REC_COUNTERS, FORM_ITEM, -1, decls, idx, m);
    }
  for (int i = 0; i < n; i++)
    free (decls[i]);
  XDELETEVEC (idx);
}

/* Record every position of P's function with what PLAN (its anchors
   ANS, lines LINES) puts there; IDX has room for PLAN->N.  */
static void
record_positions (struct func_positions *p, const struct sync_plan *plan,
                  const struct anchor *ans, char **lines, int *idx)
{
  const struct sync_func *fn = p->fn;
  struct by_position bp;
  group_by_position (p, ans, plan->n, &bp);
  for (int x = 0; x < fn->nops; x++)
    {
      const struct op_src *o = &p->ops[x];
      if (o->form == FORM_NONE)
        continue;
      if (p->gfirst[x] == x && ascsync_src_span_end_p (p, x, -1))
        add_record (o->first, REC_BEFORE, o->form, o->last, lines, idx,
                    insns_at (p, plan, &bp, A_BEFORE, x, idx));
      if (p->glast[x] == x && o->after_ok && ascsync_src_span_end_p (p, x, 1))
        add_record (o->first, REC_AFTER, o->form, o->last, lines, idx,
                    insns_at (p, plan, &bp, A_AFTER, x, idx));
    }
  char **decls = XNEWVEC (char *, MAX_COUNTERS * fn->nloops + 1);
  int *bodies = XNEWVEC (int, MAX_COUNTERS * fn->nloops + 1);
  int ndecls = 0;
  for (int l = 0; l < fn->nloops; l++)
    {
      struct loop_src *ls = &p->loops[l];
      if (ls->kw < 0)
        continue;
      if (ls->counter_ok)
        record_counters (ls, decls, bodies, &ndecls);
      if (ls->has_entry)
        add_record (ls->kw, REC_ENTRY, FORM_ITEM, -1, lines, idx,
                    insns_at (p, plan, &bp, A_ENTRY, l, idx));
      if (ls->has_exit)
        add_record (ls->rbrace, REC_EXIT, FORM_ITEM, ls->kw, lines, idx,
                    insns_at (p, plan, &bp, A_EXIT, l, idx));
      if (ls->has_latch)
        add_record (ls->incr, REC_LATCH, FORM_COMMA, -1, lines, idx,
                    insns_at (p, plan, &bp, A_LATCH, l, idx));
    }
  record_declarations (decls, bodies, ndecls);
  XDELETEVEC (decls);
  XDELETEVEC (bodies);
  for (int i = 0; i < p->nifs; i++)
    {
      if (p->ifs[i].has_before)
        add_record (p->ifs[i].kw, REC_IF_BEFORE, FORM_ITEM, -1, lines, idx,
                    insns_at (p, plan, &bp, A_IF_BEFORE, i, idx));
      if (p->ifs[i].has_after)
        add_record (p->ifs[i].last, REC_IF_AFTER, FORM_ITEM, p->ifs[i].kw,
                    lines, idx, insns_at (p, plan, &bp, A_IF_AFTER, i, idx));
    }
  if (p->f.has_start)
    add_record (p->f.lbrace, REC_FSTART, FORM_ITEM, -1, lines, idx,
                insns_at (p, plan, &bp, A_FSTART, -1, idx));
  if (p->f.has_end)
    add_record (p->f.rbrace, REC_FEND, FORM_ITEM, -1, lines, idx,
                insns_at (p, plan, &bp, A_FEND, -1, idx));
  XDELETEVEC (bp.from);
  XDELETEVEC (bp.idx);
}

/* The C and C++ front ends' preprocessor (none in lto1: weak).  */
extern struct cpp_reader *parse_in __attribute__ ((weak));

/* See gimple_source.h.  Hidden calls: cce.h makes them nothing, and
   the written file would run them beside the plugin's sync.  Checked
   while the preprocessor's macros are there.  */
void
ascsync_src_check_hidden_sync (void *, void *)
{
  if (!&parse_in || !parse_in || !ascsync_src_load ())
    return;
  const char *m = "ASCSYNC_NO_HAND_SYNC";
  if (!cpp_defined (parse_in, (const unsigned char *) m, strlen (m)))
    return;
  const struct src_text *t = &ascsync_src_text;
  const char *set = asc_ops[ASC_OP_set_flag].name;
  const char *wait = asc_ops[ASC_OP_wait_flag].name;
  const char *barrier = asc_ops[ASC_OP_pipe_barrier].name;
  for (int i = 0; i + 1 < t->ntoks; i++)
    if ((src_tok_is (t, i, set) || src_tok_is (t, i, wait)
         || src_tok_is (t, i, barrier))
        && src_tok_is (t, i + 1, "("))
      {
        location_t loc = ascsync_src_location (t->toks[i].start);
        error_at (loc == UNKNOWN_LOCATION ? input_location : loc,
                  "ascsync: %<ASCSYNC_NO_HAND_SYNC%> hides this "
                  "hand-written sync from the compilation, but the synced "
                  "source would keep it and run it beside the sync the "
                  "plugin adds; to replace hand-written sync, use "
                  "%<-fplugin-arg-ascsync-mode=strip%> without that macro");
        ascsync_src_refused = true;
        return;
      }
}

/* See ascsync-gcc.h.  */
void
ascsync_source_skip_function (void)
{
  ascsync_src_nfunctions++;
}

/* See ascsync-gcc.h.  */
void
ascsync_src_note_removed (gimple *stmt, const char *name)
{
  if (!ascsync_src_load ())
    return;
  location_t loc = linemap_resolve_location (line_table,
                                             gimple_location (stmt),
                                             LRK_MACRO_EXPANSION_POINT, NULL);
  int tok = ascsync_src_token (loc);
  long from, to;
  int eol;
  if (src_call_removal (&ascsync_src_text, tok, &from, &to, &eol) != 0
      || !src_tok_is (&ascsync_src_text, tok, name))
    {
      /* One error per function.  */
      static int reported = -1;
      if (reported != (int) DECL_UID (current_function_decl))
        error_at (loc, "ascsync: the sync of %qD cannot go into the source: "
                  "this hand-written sync call, which mode strip removes, "
                  "is not a statement of its own in the main file (a "
                  "macro, an expression, a header)", current_function_decl);
      reported = (int) DECL_UID (current_function_decl);
      ascsync_src_refused = true;
      return;
    }
  add_record (tok, REC_REMOVE, FORM_NONE, tok, NULL, NULL, 0);
}

/* See ascsync-gcc.h.  */
void
ascsync_source_function (function *fun, const struct sync_func *fn,
                         const struct sync_plan *plan,
                         const vec<gimple *> &stmts,
                         const vec<basic_block> &bbs)
{
  if (!ascsync_src_load ())
    return;
  struct func_positions p;
  ascsync_src_positions (&p, fun, fn, stmts, bbs);
  struct sync_plan norm = *plan;
  norm.v = XNEWVEC (struct sync_insn, plan->n + 1);
  for (int i = 0; i < plan->n; i++)
    {
      norm.v[i] = plan->v[i];
      if (norm.v[i].where == SYNC_BEFORE_OP)
        norm.v[i].op = p.gfirst[norm.v[i].op];
      else if (norm.v[i].where == SYNC_AFTER_OP)
        norm.v[i].op = p.glast[norm.v[i].op];
    }
  plan = &norm;
  struct anchor *ans = XNEWVEC (struct anchor, plan->n + 1);
  char **lines = XCNEWVEC (char *, plan->n + 1);
  int *idx = XNEWVEC (int, plan->n + 1);
  bool ok = true;
  for (int i = 0; i < plan->n && ok; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      const char *why = NULL;
      lines[i] = insn_line (&p, s, &why);
      bool scoped;
      if (lines[i] && !choose_anchor (&p, s, &ans[i], &scoped))
        why = scoped
              ? "an id rotating with a loop or a parameter, or a barrier "
                "guarded by a loop's counter, only at positions in the text "
                "of another function inlined here, where the counter or "
                "parameter is no name"
              : "no statement, loop or function boundary of the source runs "
                "it on exactly the paths the plan does";
      if (why)
        {
          refuse (insn_location (&p, s, stmts), lines[i], why);
          ok = false;
        }
    }
  if (ok)
    record_positions (&p, plan, ans, lines, idx);
  ascsync_src_nfunctions++;
  for (int i = 0; i < plan->n; i++)
    free (lines[i]);
  XDELETEVEC (lines);
  XDELETEVEC (ans);
  XDELETEVEC (idx);
  ascsync_src_positions_release (&p);
  XDELETEVEC (norm.v);
}
