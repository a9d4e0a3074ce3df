/* gimple_srcpos.cc -- the source positions of a function, for source
   output (see gimple_source.cc): where in the main file's text each
   operation, loop, if statement and the function's body can carry
   inserted sync, and the CFG point each of those positions is.

   An operation's position is its own statement, or the statement it is
   part of, or, for a call inside an expression, the call itself (a
   comma expression around it); a statement with a condition inside
   that splits its paths around the operation is none.  A loop whose
   header ends in the condition of a "for" or "while" statement has the
   positions before the statement (the edge entering the loop) and after
   it (where control leaves it for the code after it); an if statement
   whose condition is one block, before it and after it (where its paths
   join); the function, the start and end of its body.  A goto anywhere
   in the function rules out loop, if and body positions: a jump may
   enter between a position and its point.  */

#include "ascsync-gcc.h"
#include "cfgloop.h"
#include "gimple_source.h"

/* The statements that leave by a jump: no code may follow one, and an
   if statement holding one has no point where its paths join.  */
static const char *const jump_words[] = { "return", "break", "continue",
                                          "goto", NULL };

/* The main file's text: 0 not read yet, 1 read, -1 unreadable.  */
struct src_text ascsync_src_text;
static int main_text_state;

/* See gimple_source.h.  */
bool
ascsync_src_load (void)
{
  if (main_text_state == 0)
    {
      main_text_state
        = src_text_load (&ascsync_src_text, main_input_filename) == 0 ? 1 : -1;
      if (main_text_state < 0)
        error ("ascsync: cannot read %qs for source output: %m",
               main_input_filename);
    }
  return main_text_state > 0;
}

/* See gimple_source.h.  */
int
ascsync_src_token (location_t loc)
{
  if (loc == UNKNOWN_LOCATION)
    return -1;
  loc = linemap_resolve_location (line_table, loc,
                                  LRK_MACRO_EXPANSION_POINT, NULL);
  expanded_location x = expand_location (loc);
  if (!x.file || strcmp (x.file, main_input_filename))
    return -1;
  long off = src_offset (&ascsync_src_text, x.line, x.column);
  return off < 0 ? -1 : src_token_at (&ascsync_src_text, off);
}

/* The source position of operation statement G (see struct op_src),
   as its tokens say; settle_form looks at the conditions inside.  */
static struct op_src
op_source (gimple *g)
{
  struct op_src s = { -1, -1, -1, FORM_NONE, false, -1, false };
  int tok = ascsync_src_token (gimple_location (g));
  s.tok = tok;
  if (tok < 0)
    return s;
  int close = src_tok_is (&ascsync_src_text, tok + 1, "(")
              ? ascsync_src_text.toks[tok + 1].match : -1;
  if (is_gimple_call (g) && close > tok)
    {
      tree fntype = gimple_call_fntype (g);
      s.call_close = close;
      s.void_call = fntype ? VOID_TYPE_P (TREE_TYPE (fntype))
                           : !gimple_call_lhs (g);
    }
  enum src_stmt_ctx ctx;
  if (src_statement (&ascsync_src_text, tok, &s.first, &s.last, &ctx) == 0)
    {
      s.form = ctx == SRC_ITEM ? FORM_ITEM : FORM_BODY;
      s.after_ok = true;
      for (int k = 0; jump_words[k]; k++)
        s.after_ok &= !src_tok_is (&ascsync_src_text, s.first,
                                   jump_words[k]);
    }
  return s;
}


/* The positions of function FUN (FN its operations and blocks).  */
static struct func_src
func_source (function *fun, const struct sync_func *fn)
{
  struct func_src f;
  memset (&f, 0, sizeof f);
  f.lbrace = f.rbrace = -1;
  int rb = ascsync_src_token (fun->function_end_locus);
  if (rb < 0 || !src_tok_is (&ascsync_src_text, rb, "}")
      || ascsync_src_text.toks[rb].match < 0)
    return f;
  f.rbrace = rb;
  f.lbrace = ascsync_src_text.toks[rb].match;
  f.jumps = src_has_word (&ascsync_src_text, f.lbrace, rb, "goto");
  f.start.edge = 1;
  f.start.a = -1;
  f.start.b = 0;
  f.has_start = !f.jumps && fn->nblocks > 0 && fn->blocks[0].from_entry;
  int exits = 0;
  for (int b = 0; b < fn->nblocks; b++)
    if (fn->blocks[b].exits)
      {
        exits++;
        f.end.a = b;
        f.end.b = fn->blocks[b].nops;
      }
  f.has_end = !f.jumps && exits == 1
              && !src_has_word (&ascsync_src_text, f.lbrace, rb, "return");
  return f;
}

/* Whether block B of FN lies in the loop DATA (a struct sync_loop).  */
static bool
loop_block_p (const struct sync_func *fn, int b, const void *data)
{
  const struct sync_loop *lp = (const struct sync_loop *) data;
  for (int l = fn->blocks[b].loop; l >= 0; l = fn->loops[l].parent)
    if (&fn->loops[l] == lp)
      return true;
  return false;
}

/* Whether block B of FN is block D or dominated by it.  */
static bool
dominated_by (const struct sync_func *fn, int b, int d)
{
  for (; b >= 0; b = fn->blocks[b].idom)
    if (b == d)
      return true;
  return false;
}

/* Whether block B of FN lies inside the if statement DATA (two ints:
   the block of its condition, and the block its paths join at):
   dominated by the first, and not by the second (then an edge from B
   into the join is a loop's back edge, from code after the if).  */
static bool
if_block_p (const struct sync_func *fn, int b, const void *data)
{
  const int *cj = (const int *) data;
  return dominated_by (fn, b, cj[0]) && !dominated_by (fn, b, cj[1]);
}

/* The point where control coming from the blocks INSIDE (FROM, the
   block ending the statement's condition, among them) arrives at block
   J, into *PT: J's start when every edge into J comes from inside, the
   one edge from inside when others come from elsewhere.  Returns false
   when neither.  */
static bool
join_point (const struct sync_func *fn, int j, int from,
            bool (*inside) (const struct sync_func *, int, const void *),
            const void *data, struct src_point *pt)
{
  const struct sync_block *blk = &fn->blocks[j];
  int n = 0, last = -1;
  for (int k = 0; k < blk->npred; k++)
    if (inside (fn, blk->pred[k], data))
      n++, last = blk->pred[k];
  if (n == 0 || !inside (fn, from, data))
    return false;
  pt->edge = n < blk->npred || blk->from_entry;
  pt->a = pt->edge ? last : j;
  pt->b = pt->edge ? j : 0;
  return n == 1 || !pt->edge;
}

/* The position of loop LP of FN's latch in *S (its keyword found): the
   third clause of a for statement, when the latch (BBS) starts with its
   code, or, for a body of one statement (unbraced), when the block the
   code is in runs it after the body's last operations (GCC puts such a
   body and the third clause's code in one block at -O0, before an empty
   latch): every operation of that block lies in the body, and every
   statement of the block from the clause's first on lies in the clause
   (OPS the operations' positions).  INCR -1 and no latch otherwise.  */
static void
latch_source (const struct sync_func *fn, const struct sync_loop *lp,
              const vec<basic_block> &bbs, const struct op_src *ops,
              struct loop_src *s)
{
  const struct src_text *t = &ascsync_src_text;
  s->incr = -1;
  if (!src_tok_is (t, s->kw, "for") || lp->latch < 0)
    return;
  int open = s->kw + 1, close = t->toks[open].match, semis = 0;
  for (int j = open + 1; j < close && semis < 2; j++)
    if (src_tok_is (t, j, ";") && t->toks[j].depth == t->toks[open].depth + 1)
      {
        semis++;
        if (semis == 2 && j + 1 < close)
          s->incr = j + 1;
      }
  if (s->incr < 0)
    return;
  int ab = lp->latch;
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bbs[ab]);
  if (gsi_end_p (gsi) && single_pred_p (bbs[ab]))
    {
      basic_block pred = single_pred (bbs[ab]);
      for (ab = (int) bbs.length () - 1; ab >= 0 && bbs[ab] != pred; ab--)
        ;
      if (ab < 0)
        return;
      gsi = gsi_start_nondebug_after_labels_bb (pred);
    }
  int tok = gsi_end_p (gsi) ? -1 : ascsync_src_token (gimple_location
                                                       (gsi_stmt (gsi)));
  int after = 0;
  if (tok > close && !src_tok_is (t, s->lbrace, "{"))
    {
      const struct sync_block *b = &fn->blocks[ab];
      for (int o = b->first_op; o < b->first_op + b->nops; o++)
        if (ops[o].tok <= close)
          return;
      while (!gsi_end_p (gsi) && tok > close)
        {
          gsi_next_nondebug (&gsi);
          tok = gsi_end_p (gsi) ? -1
                : ascsync_src_token (gimple_location (gsi_stmt (gsi)));
        }
      for (gimple_stmt_iterator g = gsi; !gsi_end_p (g);
           gsi_next_nondebug (&g))
        {
          int t2 = ascsync_src_token (gimple_location (gsi_stmt (g)));
          if (t2 < s->incr || t2 >= close)
            return;
        }
      after = b->nops;
    }
  if (tok < s->incr || tok >= close)
    return;
  s->has_latch = true;
  s->latch.edge = 0;
  s->latch.a = ab;
  s->latch.b = after;
}

/* Whether an operation of FN (OPS their positions) lies in the first
   clause of the for statement of S (its keyword found): then the point
   before the statement is not the edge entering the loop.  */
static bool
op_in_first_clause (const struct sync_func *fn, const struct op_src *ops,
                    const struct loop_src *s)
{
  const struct src_text *t = &ascsync_src_text;
  if (!src_tok_is (t, s->kw, "for"))
    return false;
  int semi = s->kw + 2;
  while (semi < s->lbrace && !src_tok_is (t, semi, ";"))
    semi++;
  for (int x = 0; x < fn->nops; x++)
    if (ops[x].tok > s->kw && ops[x].tok < semi)
      return true;
  return false;
}

/* A name for the counters of the loop statement whose keyword is KW:
   its line, and its column when another loop starts on that line, into
   *LINE and *COL (0: none).  */
static void
loop_name (int kw, int *line, int *col)
{
  const struct src_text *t = &ascsync_src_text;
  *line = src_line_of (t, t->toks[kw].start);
  *col = 0;
  for (int step = -1; step <= 1; step += 2)
    for (int j = kw + step;
         j >= 0 && j < t->ntoks && src_line_of (t, t->toks[j].start) == *line;
         j += step)
      if (src_tok_is (t, j, "for") || src_tok_is (t, j, "while")
          || src_tok_is (t, j, "do"))
        *col = (int) (t->toks[kw].start - t->lines[*line - 1]) + 1;
}

/* The positions of loop L of FN (BBS its blocks, OPS the operations'
   positions; F the function's).  */
static struct loop_src
loop_source (const struct sync_func *fn, int l, const vec<basic_block> &bbs,
             const struct op_src *ops, const struct func_src *f)
{
  struct loop_src s;
  memset (&s, 0, sizeof s);
  s.kw = -1;
  const struct sync_loop *lp = &fn->loops[l];
  gimple *last = last_stmt (bbs[lp->header]);
  if (f->jumps || !last || gimple_code (last) != GIMPLE_COND)
    return s;
  int tok = ascsync_src_token (gimple_location (last));
  if (tok < 0
      || src_loop_of_header (&ascsync_src_text, tok, &s.kw, &s.lbrace,
                             &s.rbrace))
    {
      s.kw = -1;
      return s;
    }
  if (lp->pre_from != -2 && src_starts_item (&ascsync_src_text, s.kw)
      && !op_in_first_clause (fn, ops, &s))
    {
      s.has_entry = true;
      s.entry.edge = 1;
      s.entry.a = lp->pre_from;
      s.entry.b = lp->header;
    }
  /* After the loop statement: where control leaves the loop for the
     block D its header's condition exits to (a "break" goes there too),
     and no other path joins; when the statement is an item of a block
     (after the unbraced body of another statement, text would follow
     that statement instead).  */
  int d = -1;
  for (int k = 0; k < lp->nexits; k++)
    if (lp->exit_from[k] == lp->header && lp->exit_to[k] >= 0)
      d = d == -1 ? lp->exit_to[k] : -2;
  if (d >= 0 && !src_tok_is (&ascsync_src_text, s.rbrace + 2, ":")
      && src_starts_item (&ascsync_src_text, s.kw))
    s.has_exit = join_point (fn, d, lp->header, loop_block_p, (void *) lp,
                             &s.exit);
  latch_source (fn, lp, bbs, ops, &s);
  /* The counters count at the start of the third clause, or at the
     end of the braced body when no "continue" skips it.  */
  s.counter_ok = s.has_entry
                 && (s.has_latch
                     || (src_tok_is (&ascsync_src_text, s.lbrace, "{")
                         && !src_has_own_continue (&ascsync_src_text,
                                                   s.lbrace, s.rbrace)));
  loop_name (s.kw, &s.line, &s.col);
  return s;
}

/* The if statement whose condition is the GIMPLE_COND ending block B of
   FN (BBS its blocks, OPS the operations' positions), into *S.  Returns
   false when there is none.  */
static bool
if_source (const struct sync_func *fn, int b, const vec<basic_block> &bbs,
           const struct op_src *ops, struct if_src *s)
{
  gimple *last = last_stmt (bbs[b]);
  int close;
  if (!last || gimple_code (last) != GIMPLE_COND)
    return false;
  int tok = ascsync_src_token (gimple_location (last));
  if (tok < 0 || src_if_of_condition (&ascsync_src_text, tok, &s->kw, &close,
                                      &s->last))
    return false;
  const struct sync_block *blk = &fn->blocks[b];
  s->before.edge = 0;
  s->before.a = b;
  s->before.b = blk->nops;
  for (int k = 0; k < blk->nops; k++)
    if (ops[blk->first_op + k].tok > s->kw
        && ops[blk->first_op + k].tok < close)
      {
        s->before.b = k;
        break;
      }
  bool item = src_starts_item (&ascsync_src_text, s->kw);
  s->has_before = item;
  int cj[2] = { b, blk->ipdom };
  s->has_after = item && blk->ipdom >= 0
                 && !src_tok_is (&ascsync_src_text, s->last + 2, ":")
                 && join_point (fn, blk->ipdom, b, if_block_p, cj,
                                &s->after);
  for (int k = 0; jump_words[k]; k++)
    s->has_after &= !src_has_word (&ascsync_src_text, s->kw, s->last,
                                   jump_words[k]);
  return true;
}

/* The if statements of FN with one condition block each, into *IFS;
   returns their count.  */
static int
if_sources (const struct sync_func *fn, const vec<basic_block> &bbs,
            const struct op_src *ops, const struct func_src *f,
            struct if_src **ifs)
{
  *ifs = XNEWVEC (struct if_src, fn->nblocks + 1);
  int n = 0;
  for (int b = 0; b < fn->nblocks && !f->jumps; b++)
    if (if_source (fn, b, bbs, ops, &(*ifs)[n]))
      n++;
  /* A condition of several blocks ("a && b") has no one point.  */
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if ((*ifs)[i].kw == (*ifs)[j].kw)
        {
          (*ifs)[i].has_before = (*ifs)[i].has_after = false;
          (*ifs)[j].has_before = (*ifs)[j].has_after = false;
        }
  return n;
}

/* See gimple_source.h.  */
bool
ascsync_src_span_end_p (struct func_positions *p, int x, int dir)
{
  signed char *memo = dir < 0 ? p->first : p->last;
  if (memo[x] >= 0)
    return memo[x];
  const struct sync_func *fn = p->fn;
  struct src_point at = src_op_point (fn, x, dir > 0);
  /* The loops written around X's statement (not inside it, as in a
     statement expression): meeting the statement again round their
     back edges is their next iteration.  */
  char *enclosing = XCNEWVEC (char, fn->nblocks + 1);
  for (int l = 0; l < fn->nloops; l++)
    if (p->loops[l].kw >= 0 && fn->loops[l].header >= 0
        && (p->loops[l].kw < p->ops[x].first
            || p->loops[l].kw > p->ops[x].last))
      enclosing[fn->loops[l].header] = 1;
  int n = src_adjacent_ops_in_iteration (fn, at, dir, p->buf, enclosing);
  XDELETEVEC (enclosing);
  memo[x] = 1;
  /* Another operation inside the position (a read and a write of one
     assignment), or one whose place in the source is not known: the
     point between them is none of the position's.  The operations of
     one GIMPLE statement (a call's summary) are one, and those met
     only round a back edge (the statement again, in the next
     iteration) are no other.  */
  for (int i = 0; i < n; i++)
    {
      const struct op_src *o = &p->ops[p->buf[i]];
      if (p->gfirst[p->buf[i]] != p->gfirst[x]
          && (o->tok < 0 || (o->tok >= p->ops[x].first
                             && o->tok <= p->ops[x].last)))
        memo[x] = 0;
    }
  return memo[x];
}

/* See gimple_source.h.  */
int
ascsync_src_single_adjacent (struct func_positions *p, struct src_point at,
                             int dir)
{
  int bnd;
  int n = src_adjacent_ops (p->fn, at, dir, p->buf, &bnd);
  return n == 1 && !bnd ? p->buf[0] : -1;
}

/* Whether tokens FIRST .. LAST hold no condition of P's function that
   makes them other than one stretch around operation X: a condition
   there (of "c ? a : b", "a && b") must end a block whose end is one
   point with the point before X's statement, or after it.  */
static bool
straight_around (struct func_positions *p, int x, int first, int last)
{
  const struct sync_func *fn = p->fn;
  int f = p->gfirst[x], l = p->glast[x];
  struct src_point before = src_op_point (fn, f, 0);
  struct src_point after = src_op_point (fn, l, 1);
  for (int i = 0; i < p->nconds; i++)
    {
      if (p->cond_tok[i] < first || p->cond_tok[i] > last)
        continue;
      int b = p->cond_block[i];
      struct src_point end = { 0, b, fn->blocks[b].nops };
      if (!src_points_equivalent (fn, end, before)
          && !src_points_equivalent (fn, after, end))
        return false;
    }
  return true;
}

/* Settle the form of operation X's position in P: its statement when
   the statement is one stretch around it (straight_around), else the
   call itself when that is, else none.  */
static void
settle_form (struct func_positions *p, int x)
{
  struct op_src *o = &p->ops[x];
  if (o->form != FORM_NONE && straight_around (p, x, o->first, o->last))
    return;
  o->form = FORM_NONE;
  if (o->call_close < 0 || !straight_around (p, x, o->tok, o->call_close))
    return;
  o->first = o->tok;
  o->last = o->call_close;
  o->form = FORM_COMMA;
  o->after_ok = o->void_call;
}

/* See gimple_source.h.  */
void
ascsync_src_positions (struct func_positions *p, function *fun,
                       const struct sync_func *fn,
                       const vec<gimple *> &stmts,
                       const vec<basic_block> &bbs)
{
  p->fn = fn;
  p->bbs_vec = &bbs;
  p->f = func_source (fun, fn);
  p->ops = XNEWVEC (struct op_src, fn->nops + 1);
  p->first = XNEWVEC (signed char, fn->nops + 1);
  p->last = XNEWVEC (signed char, fn->nops + 1);
  p->buf = XNEWVEC (int, fn->nops + 1);
  for (int x = 0; x < fn->nops; x++)
    {
      p->ops[x] = op_source (stmts[x]);
      p->first[x] = p->last[x] = -1;
    }
  /* Operations of one statement (a call's summary): the emitter puts
     what goes between them before or after the statement.  */
  p->gfirst = XNEWVEC (int, fn->nops + 1);
  p->glast = XNEWVEC (int, fn->nops + 1);
  for (int x = 0; x < fn->nops; x++)
    p->gfirst[x] = x > 0 && stmts[x] == stmts[x - 1] ? p->gfirst[x - 1] : x;
  for (int x = fn->nops - 1; x >= 0; x--)
    p->glast[x] = x + 1 < fn->nops && stmts[x] == stmts[x + 1]
                  ? p->glast[x + 1] : x;
  p->cond_block = XNEWVEC (int, fn->nblocks + 1);
  p->cond_tok = XNEWVEC (int, fn->nblocks + 1);
  p->nconds = 0;
  for (int b = 0; b < fn->nblocks; b++)
    {
      gimple *last = last_stmt (bbs[b]);
      int tok = last && (gimple_code (last) == GIMPLE_COND
                         || gimple_code (last) == GIMPLE_SWITCH)
                ? ascsync_src_token (gimple_location (last)) : -1;
      if (tok >= 0)
        {
          p->cond_block[p->nconds] = b;
          p->cond_tok[p->nconds++] = tok;
        }
    }
  for (int x = 0; x < fn->nops; x++)
    settle_form (p, x);
  p->loops = XNEWVEC (struct loop_src, fn->nloops + 1);
  for (int l = 0; l < fn->nloops; l++)
    p->loops[l] = loop_source (fn, l, bbs, p->ops, &p->f);
  p->nifs = if_sources (fn, bbs, p->ops, &p->f, &p->ifs);
}

/* See gimple_source.h.  */
void
ascsync_src_positions_release (struct func_positions *p)
{
  XDELETEVEC (p->ops);
  XDELETEVEC (p->first);
  XDELETEVEC (p->last);
  XDELETEVEC (p->buf);
  XDELETEVEC (p->loops);
  XDELETEVEC (p->ifs);
  XDELETEVEC (p->gfirst);
  XDELETEVEC (p->glast);
  XDELETEVEC (p->cond_block);
  XDELETEVEC (p->cond_tok);
}
