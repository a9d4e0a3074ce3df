/* gimple_lint.cc -- the plugin's warnings about hand-written sync, with
   source locations and fix-it hints.

   Mode lint plans a function as keep mode does (the hand-written sync
   fed through the same analysis) and then, instead of inserting the
   plan, reports it: each wait_flag or pipe_barrier the plan needs to
   cover a dependence is a missing-sync warning at the consumer, naming
   the producer and the sync that would order them; the hand-written
   pipe_barriers and flags whose removal the planner would not notice
   are redundant-sync (sync_lint_redundant).  Modes keep and lint both
   run the flag check (sync_check_hand_flags): unbalanced-flag,
   bad-event-id and barrier-s.

   Fix-its are offered where a line of text can carry the change as the
   plan means it: a call inserted on a line of its own before or after a
   statement that starts its line, ends on it, and is not the body of a
   brace-less if, for, while or else (inserting there would change what
   that statement controls), and only for sync without rotating ids or
   loop primes and drains; -fdiagnostics-generate-patch turns them into
   a patch.  */

#include "ascsync-gcc.h"
#include "diagnostic.h"

/* What is known of where the statement of an operation is written.  */
struct stmt_text
{
  location_t loc;            /* the statement's own (expansion point) */
  int line, indent;          /* its line; columns of blank before it */
  int alone;                 /* starts its line, ends on it with ';', and
                                is no brace-less body */
  int semi;                  /* 1-based column of its ';' when ALONE */
};

/* Whether LINE of FILE, the line before a statement, leaves the
   statement in a block of its own (it ends with ';', '{' or '}', or is
   a preprocessor line or blank): otherwise the statement may be the
   body of a brace-less if, for, while or else, or (after a line ending
   in ':', a label or part of a conditional expression) not a statement
   of its own.  */
static bool
previous_line_closed (const char *file, int line)
{
  for (int l = line - 1; l >= 1; l--)
    {
      char_span t = location_get_source_line (file, l);
      if (!t)
        return false;
      size_t n = t.length ();
      while (n > 0 && ISSPACE (t[n - 1]))
        n--;
      size_t b = 0;
      while (b < n && ISSPACE (t[b]))
        b++;
      if (b == n)
        continue;
      if (t[b] == '#')
        return true;
      if (n - b >= 2 && t[n - 2] == '*' && t[n - 1] == '/')
        return true;       /* a comment: taken as closing the line */
      if (n - b >= 2 && t[b] == '/' && t[b + 1] == '/')
        continue;
      char c = t[n - 1];
      return c == ';' || c == '{' || c == '}';
    }
  return true;
}

/* Whether the text T from index K on is blank or a comment closed
   there (so a line inserted after T is outside any comment).  */
static bool
rest_blank (char_span t, size_t k)
{
  while (k < t.length () && ISSPACE (t[k]))
    k++;
  if (k + 1 < t.length () && t[k] == '/' && t[k + 1] == '/')
    return true;
  if (k + 1 < t.length () && t[k] == '/' && t[k + 1] == '*')
    {
      for (k += 2; k + 1 < t.length (); k++)
        if (t[k] == '*' && t[k + 1] == '/')
          return rest_blank (t, k + 2);
      return false;
    }
  return k == t.length ();
}

/* Fill *ST for the statement STMT.  */
static void
find_stmt_text (gimple *stmt, struct stmt_text *st)
{
  memset (st, 0, sizeof *st);
  location_t loc = linemap_resolve_location (line_table, gimple_location (stmt),
                                             LRK_MACRO_EXPANSION_POINT, NULL);
  st->loc = loc;
  if (loc <= BUILTINS_LOCATION)
    return;
  expanded_location x = expand_location (loc);
  st->line = x.line;
  char_span t = location_get_source_line (x.file, x.line);
  if (!t || x.column < 1 || (size_t) x.column > t.length ())
    return;
  size_t b = 0;
  while (b < t.length () && ISSPACE (t[b]))
    b++;
  /* Only a name (the function's) between the line's first character
     and the location.  */
  for (size_t k = b; k + 1 < (size_t) x.column; k++)
    if (!ISIDNUM (t[k]) && !ISSPACE (t[k]))
      return;
  int depth = 0;
  size_t k;
  for (k = b; k < t.length (); k++)
    {
      if (t[k] == '(')
        depth++;
      else if (t[k] == ')')
        depth--;
      else if (t[k] == ';' && depth == 0)
        break;
    }
  if (k == t.length () || !rest_blank (t, k + 1))
    return;
  st->indent = (int) b;
  st->semi = (int) k + 1;
  st->alone = previous_line_closed (x.file, x.line);
}

/* The location of column COL of line LINE in the file of LOC.  */
static location_t
line_column (location_t loc, int line, int col)
{
  const line_map_ordinary *map
    = linemap_check_ordinary (linemap_lookup (line_table, loc));
  return linemap_position_for_line_and_column (line_table, map, line, col);
}

/* Add to RICHLOC a fix-it inserting CALL (a statement, with ';') on a
   line of its own before (AFTER false) or after the statement ST.  */
static void
fixit_line (rich_location *richloc, const struct stmt_text *st,
            const char *call, bool after)
{
  if (!st->alone)
    return;
  char *text = xasprintf ("%*s%s\n", st->indent, "", call);
  richloc->add_fixit_insert_before (line_column (st->loc,
                                                 st->line + (after ? 1 : 0),
                                                 1), text);
  free (text);
}

/* Add to RICHLOC a fix-it removing the statement ST (from its first
   column to its ';'), when it is alone on its line.  */
static void
fixit_remove_stmt (rich_location *richloc, const struct stmt_text *st)
{
  if (st->alone)
    richloc->add_fixit_remove
      (source_range::from_locations
         (line_column (st->loc, st->line, st->indent + 1),
          line_column (st->loc, st->line, st->semi)));
}

/* The text of the insertion S: "set_flag (PIPE_MTE2, PIPE_V,
   EVENT_ID0);" and the like, into BUF of SIZE bytes.  */
static void
insn_text (const struct sync_insn *s, char *buf, size_t size)
{
  if (s->action == SYNC_BARRIER)
    snprintf (buf, size, "pipe_barrier (PIPE_%s);",
              asc_pipe_names[s->pipe]);
  else if (s->rot >= 2)
    snprintf (buf, size, "%s (PIPE_%s, PIPE_%s, EVENT_ID%d + the iteration "
              "mod %d);", sync_action_name (s->action),
              asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe], s->event,
              s->rot);
  else
    snprintf (buf, size, "%s (PIPE_%s, PIPE_%s, EVENT_ID%d);",
              sync_action_name (s->action), asc_pipe_names[s->pipe],
              asc_pipe_names[s->tpipe], s->event);
}

/* Where insertion S goes, in words ("before line 12", "on the way
   into line 40"), into BUF of SIZE bytes.  */
static void
insn_place (const struct sync_func *fn, const struct sync_insn *s, char *buf,
            size_t size)
{
  int to = s->where == SYNC_ON_EDGE && s->to >= 0 ? s->to : -1;
  const struct sync_block *tb = to >= 0 ? &fn->blocks[to] : NULL;
  if (s->where == SYNC_BEFORE_OP)
    snprintf (buf, size, "before line %d", fn->ops[s->op].line);
  else if (s->where == SYNC_AFTER_OP)
    snprintf (buf, size, "after line %d", fn->ops[s->op].line);
  else if (tb && tb->nops > 0)
    snprintf (buf, size, "on the way into line %d",
              fn->ops[tb->first_op].line);
  else if (s->where == SYNC_BLOCK_END && fn->blocks[s->block].nops > 0)
    {
      const struct sync_block *b = &fn->blocks[s->block];
      snprintf (buf, size, "after line %d",
                fn->ops[b->first_op + b->nops - 1].line);
    }
  else if (s->where == SYNC_BLOCK_START && fn->blocks[s->block].nops > 0)
    snprintf (buf, size, "before line %d",
              fn->ops[fn->blocks[s->block].first_op].line);
  else
    snprintf (buf, size, "on the way to line %d", s->line);
}

/* The kind of the dependence from operation A to B of FN, in words.  */
static const char *
dep_words (const struct sync_func *fn, int a, int b)
{
  if (fn->ops[a].flagpart)
    return "may set its flag again before the wait";
  int k = sync_dep_kinds (&fn->ops[a], &fn->ops[b], -1, 0);
  for (int l = 0; !k && l < fn->nloops; l++)
    for (int d = 1; !k && d <= SYNC_MAXK; d++)
      k = sync_dep_kinds (&fn->ops[a], &fn->ops[b], l, d);
  return k & 1 ? "may read memory before the write"
         : k & 2 ? "may overwrite memory before the read"
         : "may write memory out of order with the write";
}

/* The one SET of PLAN pairing with wait W (same pair and id, covering
   a dependence), when W's pair is a plain one: no other insertion of
   PLAN uses that pair and id, and neither rotates.  -1 otherwise.  */
static int
plain_pair_set (const struct sync_plan *plan, int w)
{
  const struct sync_insn *ws = &plan->v[w];
  int set = -1;
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      if (i == w || s->action == SYNC_BARRIER || s->pipe != ws->pipe
          || s->tpipe != ws->tpipe || s->event != ws->event)
        continue;
      if (s->action != SYNC_SET || set >= 0 || s->rot >= 2)
        return -1;
      set = i;
    }
  return ws->rot >= 2 ? -1 : set;
}

/* After a warning about operations A and B of FN (STMTS: their
   statements), a note for each that stands for a callee's work
   (sync_op.role): the operation is in the function called there.  */
static void
note_callee_work (const struct sync_func *fn, const vec<gimple *> &stmts,
                  int a, int b)
{
  int ops[2] = { a, b };
  for (int k = 0; k < 2; k++)
    {
      const struct sync_op *o = &fn->ops[ops[k]];
      gcall *call = dyn_cast <gcall *> (stmts[ops[k]]);
      tree callee = call ? gimple_call_fndecl (call) : NULL_TREE;
      if (o->role != SYNC_ROLE_NONE && callee && (k == 0 || b != a))
        inform (gimple_location (call),
                "ascsync: %qs is work of %qD, called here", o->name,
                callee);
    }
}

/* Whether insertion W of PLAN (a wait or barrier covering a
   dependence) can be given as fix-its: a barrier, or a wait with the
   one set of its plain pair (plain_pair_set, into *SET, else -1),
   before and after operations whose statements stand alone on their
   lines (into *SW and *SS).  */
static bool
fixit_parts (const struct sync_plan *plan, int w, const vec<gimple *> &stmts,
             struct stmt_text *sw, struct stmt_text *ss, int *set)
{
  const struct sync_insn *ws = &plan->v[w];
  int at = ws->where == SYNC_BEFORE_OP ? ws->op : -1;
  *set = ws->action == SYNC_WAIT ? plain_pair_set (plan, w) : -1;
  if (at < 0 || (ws->action != SYNC_BARRIER && *set < 0))
    return false;
  find_stmt_text (stmts[at], sw);
  const struct sync_insn *ss_insn = *set >= 0 ? &plan->v[*set] : NULL;
  if (ss_insn && ss_insn->where != SYNC_AFTER_OP)
    return false;
  if (ss_insn)
    find_stmt_text (stmts[ss_insn->op], ss);
  return sw->alone && (!ss_insn || ss->alone);
}

/* Whether insertion W of PLAN is a missing-sync report of
   report_missing_sync: a wait or barrier covering a dependence, the
   first for its producer's and consumer's lines and pipes.  */
static bool
reported_insn_p (const struct sync_func *fn, const struct sync_plan *plan,
                 int w)
{
  const struct sync_insn *s = &plan->v[w];
  if (s->action == SYNC_SET
      || (s->reason != SYNC_R_DEP && s->reason != SYNC_R_FALLBACK))
    return false;
  for (int v = 0; v < w; v++)
    {
      const struct sync_insn *t = &plan->v[v];
      if (t->action != SYNC_SET && t->cause >= 0 && s->cause >= 0
          && t->peer >= 0 && s->peer >= 0
          && fn->ops[t->cause].line == fn->ops[s->cause].line
          && fn->ops[t->peer].line == fn->ops[s->peer].line
          && t->pipe == s->pipe && t->tpipe == s->tpipe)
        return false;
    }
  return true;
}

/* Whether the fix-its of PLAN's missing-sync reports make up all of
   PLAN: every insertion a reported wait or barrier that fixit_parts
   allows, or the set of such a wait's pair.  Else the hints would give
   a part of the sync the plan needs (a pair without the primes or the
   acknowledgement pair that makes its flag safe to set again), and
   none is given.  */
static bool
plan_as_fixits_p (const struct sync_func *fn, const struct sync_plan *plan,
                  const vec<gimple *> &stmts)
{
  auto_vec<bool> covered;
  covered.safe_grow_cleared (plan->n);
  for (int w = 0; w < plan->n; w++)
    {
      struct stmt_text sw, ss;
      int set;
      if (reported_insn_p (fn, plan, w)
          && fixit_parts (plan, w, stmts, &sw, &ss, &set))
        {
          covered[w] = true;
          if (set >= 0)
            covered[set] = true;
        }
    }
  for (int i = 0; i < plan->n; i++)
    if (!covered[i])
      return false;
  return true;
}

/* Report the missing sync that insertion W (a wait or barrier covering
   a dependence) of PLAN stands for, with fix-its when HINTS.  */
static void
report_missing (const struct sync_func *fn, const struct sync_plan *plan,
                int w, const vec<gimple *> &stmts, bool hints)
{
  const struct sync_insn *ws = &plan->v[w];
  int a = ws->cause, b = ws->peer;
  int at = ws->where == SYNC_BEFORE_OP ? ws->op : -1;
  if (b < 0)
    b = at;
  if (a < 0 || b < 0)
    return;
  struct stmt_text sb, sw, ss;
  find_stmt_text (stmts[b], &sb);
  rich_location richloc (line_table, sb.loc);
  char wtext[128], stext[128];
  insn_text (ws, wtext, sizeof wtext);
  int set;
  if (hints && fixit_parts (plan, w, stmts, &sw, &ss, &set))
    {
      /* The set first: both may go to one place.  */
      if (set >= 0)
        {
          insn_text (&plan->v[set], stext, sizeof stext);
          fixit_line (&richloc, &ss, stext, true);
        }
      fixit_line (&richloc, &sw, wtext, false);
    }
  const struct sync_op *pa = &fn->ops[a], *pb = &fn->ops[b];
  char where[64];
  insn_place (fn, ws, where, sizeof where);
  char pipe_a[16], pipe_b[16];
  snprintf (pipe_a, sizeof pipe_a, "PIPE_%s", asc_pipe_names[pa->pipe]);
  snprintf (pipe_b, sizeof pipe_b, "PIPE_%s", asc_pipe_names[pb->pipe]);
  bool warned
    = ws->action == SYNC_BARRIER
      ? ascsync_warning_rich (ASCSYNC_WARN_MISSING_SYNC, &richloc,
                              "ascsync: %qs on %s %s of %qs on %s (line %d): "
                              "no sync orders them; %qs %s would",
                              pb->name, pipe_b, dep_words (fn, a, b),
                              pa->name, pipe_a, pa->line, wtext, where)
      : ascsync_warning_rich (ASCSYNC_WARN_MISSING_SYNC, &richloc,
                              "ascsync: %qs on %s %s of %qs on %s (line %d): "
                              "no sync orders them; %qs %s, its "
                              "%<set_flag%> after the producer, would",
                              pb->name, pipe_b, dep_words (fn, a, b),
                              pa->name, pipe_a, pa->line, wtext, where);
  if (warned)
    note_callee_work (fn, stmts, a, b);
}

/* Report each dependence PLAN covers (in mode lint: each the source's
   sync leaves unordered), once per producer and consumer line.  */
static void
report_missing_sync (const struct sync_func *fn, const struct sync_plan *plan,
                     const vec<gimple *> &stmts)
{
  bool hints = plan_as_fixits_p (fn, plan, stmts);
  bool any = false;
  for (int w = 0; w < plan->n; w++)
    if (reported_insn_p (fn, plan, w))
      {
        report_missing (fn, plan, w, stmts, hints);
        any = true;
      }
  if (any && !hints)
    inform (DECL_SOURCE_LOCATION (current_function_decl),
            "ascsync: no fix-its for %qD: the sync it needs has parts a "
            "hint does not give (primes before a loop, rotating ids, a pair "
            "that makes a flag safe to set again); mode keep, or "
            "%<-fplugin-arg-ascsync-source%>, inserts all of it",
            current_function_decl);
}

/* The flag named in a finding F, as "(PIPE_X, PIPE_Y, EVENT_IDk)" or
   "(PIPE_X, PIPE_Y)", into BUF of SIZE bytes.  */
static void
flag_text (const struct sync_flag_finding *f, char *buf, size_t size)
{
  if (f->event >= 0)
    snprintf (buf, size, "(PIPE_%s, PIPE_%s, EVENT_ID%d)",
              asc_pipe_names[f->pipe], asc_pipe_names[f->tpipe], f->event);
  else
    snprintf (buf, size, "(PIPE_%s, PIPE_%s)", asc_pipe_names[f->pipe],
              asc_pipe_names[f->tpipe]);
}

/* Add to RICHLOC fix-its removing every call of group G of FN's
   operations (GROUP[I] per operation I; GCC's copies of one call share
   its line), when each such call stands alone on its line; else none,
   as removing some calls of a flag and not the others would unbalance
   it.  */
static void
fixit_remove_group (rich_location *richloc, const struct sync_func *fn,
                    const int *group, int g, const vec<gimple *> &stmts)
{
  auto_vec<struct stmt_text> texts;
  for (int i = 0; i < fn->nops; i++)
    {
      if (group[i] != g)
        continue;
      struct stmt_text st;
      find_stmt_text (stmts[i], &st);
      if (!st.alone)
        return;
      bool seen = false;
      for (unsigned k = 0; k < texts.length () && !seen; k++)
        seen = texts[k].line == st.line;
      if (!seen)
        texts.safe_push (st);
    }
  for (unsigned k = 0; k < texts.length (); k++)
    fixit_remove_stmt (richloc, &texts[k]);
}

/* Report the redundant hand-written sync of FN (its plan PLAN).  */
static void
report_redundant_sync (const struct sync_func *fn,
                       const struct sync_options *opts,
                       const struct sync_plan *plan,
                       const vec<gimple *> &stmts)
{
  int *group = XNEWVEC (int, fn->nops + 1);
  int n = sync_lint_redundant (fn, opts, plan, group);
  for (int g = 0; g < n; g++)
    {
      int first = -1, count = 0;
      for (int i = 0; i < fn->nops; i++)
        if (group[i] == g)
          {
            if (first < 0)
              first = i;
            count++;
          }
      const struct sync_op *o = &fn->ops[first];
      struct stmt_text st;
      find_stmt_text (stmts[first], &st);
      if (o->kind == SYNC_OP_BARRIER)
        {
          rich_location richloc (line_table, st.loc);
          fixit_remove_stmt (&richloc, &st);
          ascsync_warning_rich (ASCSYNC_WARN_REDUNDANT_SYNC, &richloc,
                                "ascsync: this %<pipe_barrier%> of %qs "
                                "orders nothing the rest of the sync does "
                                "not", asc_pipe_names[o->pipe]);
        }
      else
        {
          struct sync_flag_finding f;
          memset (&f, 0, sizeof f);
          f.pipe = o->pipe;
          f.tpipe = o->tpipe;
          f.event = o->ev_lo == o->ev_hi ? o->ev_lo : -1;
          char flag[96];
          flag_text (&f, flag, sizeof flag);
          rich_location richloc (line_table, st.loc);
          fixit_remove_group (&richloc, fn, group, g, stmts);
          ascsync_warning_rich (ASCSYNC_WARN_REDUNDANT_SYNC, &richloc,
                                "ascsync: the %<set_flag%> and %<wait_flag%> "
                                "calls of flag %s (%d, this the first) order "
                                "nothing the rest of the sync does not",
                                flag, count);
        }
    }
  XDELETEVEC (group);
}

/* Report finding F of the flag check of FN.  */
static void
report_flag_finding (const struct sync_func *fn,
                     const struct sync_flag_finding *f,
                     const struct sync_options *opts,
                     const vec<gimple *> &stmts)
{
  struct stmt_text st;
  find_stmt_text (stmts[f->op], &st);
  char flag[96];
  flag_text (f, flag, sizeof flag);
  switch (f->kind)
    {
    case SYNC_FLAG_WAIT_UNSET:
      ascsync_warning (ASCSYNC_WARN_UNBALANCED_FLAG, st.loc,
                       "ascsync: no %<set_flag%> of %s is pending when "
                       "this %<wait_flag%> runs, on any path to it: pipe %qs "
                       "would wait forever", flag, asc_pipe_names[f->tpipe]);
      break;
    case SYNC_FLAG_SET_TWICE:
      ascsync_warning (ASCSYNC_WARN_UNBALANCED_FLAG, st.loc,
                       "ascsync: flag %s is still set when this "
                       "%<set_flag%> runs, on every path to it (no "
                       "%<wait_flag%> took an earlier set)", flag);
      break;
    case SYNC_FLAG_LEFT_SET:
      ascsync_warning (ASCSYNC_WARN_UNBALANCED_FLAG, st.loc,
                       "ascsync: flag %s set here is still set when %qs "
                       "returns, on every path to that return (no "
                       "%<wait_flag%> takes it)", flag, fn->name);
      break;
    case SYNC_FLAG_BAD_ID:
      ascsync_warning (ASCSYNC_WARN_BAD_EVENT_ID, st.loc,
                       "ascsync: event id %d is out of the range of the "
                       "target (%<EVENT_ID0%> to %<EVENT_ID%d%> per pipe "
                       "pair)", f->event, opts->nflags - 1);
      break;
    case SYNC_FLAG_BARRIER_S:
      {
        rich_location richloc (line_table, st.loc);
        fixit_remove_stmt (&richloc, &st);
        ascsync_warning_rich (ASCSYNC_WARN_BARRIER_S, &richloc,
                              "ascsync: %<pipe_barrier (PIPE_S)%> orders "
                              "nothing: the scalar unit issues in order");
        break;
      }
    }
}

/* See ascsync-gcc.h.  */
void
ascsync_lint_function (const struct sync_func *fn,
                       const struct sync_options *opts,
                       const struct sync_plan *plan,
                       const vec<gimple *> &stmts, bool lint)
{
  struct sync_flag_finding *v;
  int n = sync_check_hand_flags (fn, opts,
                                 ascsync_kernel_entry_p
                                   (current_function_decl), &v);
  for (int k = 0; k < n; k++)
    {
      bool seen = false;
      for (int j = 0; j < k && !seen; j++)
        seen = v[j].kind == v[k].kind && v[j].op == v[k].op;
      if (!seen)
        report_flag_finding (fn, &v[k], opts, stmts);
    }
  free (v);
  if (!lint)
    return;
  report_missing_sync (fn, plan, stmts);
  if (ascsync_warning_enabled (ASCSYNC_WARN_REDUNDANT_SYNC))
    report_redundant_sync (fn, opts, plan, stmts);
}
