/* sync_dump.c -- the per-function dump of ascsync (GCC-independent):
   its sections (stages), the operations, each dependence with what
   ordered it, the pairs before redundancy removal, what redundancy
   removal and re-arming changed, the event ids, and the plan.  */

#include <stdlib.h>
#include <string.h>
#include <inttypes.h>
#include "sync_place.h"

const char *const sync_dump_stage_names[SYNC_DUMP_NSTAGES] = {
  "ops", "deps", "virtual", "redundancy", "alloc", "plan"
};

static const char *const stage_titles[SYNC_DUMP_NSTAGES] = {
  "blocks and pipe operations with their footprints",
  "dependences (read after write, write after read, write after write) "
  "and what orders each",
  "virtual sync: the pairs placed, one virtual id each, before "
  "redundancy removal",
  "redundancy removal, same-pipe barriers, priming and re-arming",
  "physical event ids: colouring per pipe pair (pairs merged at "
  "placement show as \"joins pair\" under deps)",
  "the insertions, in position order (GCC prints the function after "
  "them)"
};

/* See sync.h.  */
unsigned
sync_dump_parse (const char *list)
{
  unsigned mask = 0;
  const char *s = list;
  if (!strcmp (list, "all"))
    return SYNC_DUMP_ALL;
  while (*s)
    {
      size_t len = strcspn (s, ",");
      int k = 0;
      while (k < SYNC_DUMP_NSTAGES
             && (strlen (sync_dump_stage_names[k]) != len
                 || strncmp (sync_dump_stage_names[k], s, len)))
        k++;
      if (k == SYNC_DUMP_NSTAGES || ((mask >> k) & 1))
        return 0;
      mask |= 1u << k;
      s += len;
      if (*s == ',')
        {
          s++;
          if (!*s)
            return 0;
        }
    }
  return mask;
}

/* See sync.h.  */
FILE *
sync_dump_section (FILE *dump, const struct sync_options *opts,
                   unsigned stage)
{
  if (!dump || !(opts->dump & stage))
    return NULL;
  int k = 0;
  while (k < SYNC_DUMP_NSTAGES - 1 && !(stage & (1u << k)))
    k++;
  fprintf (dump, ";; ascsync: === %s: %s ===\n", sync_dump_stage_names[k],
           stage_titles[k]);
  return dump;
}

/* Print the index of the value of the parameter KEY names (a
   sync_access.VKEY) whose first value is V0: "arg2", "(arg2 & 1)",
   "(arg2 % 3)", "(arg2 - 1)".  */
static void
dump_key (int key, int64_t v0, FILE *out)
{
  int mask = SYNC_VKEY_MASK (key);
  if (SYNC_VKEY_IS_PTR (key))
    {
      fprintf (out, "buffer of arg%d", SYNC_VKEY_PARAM (key));
      return;
    }
  int mod = SYNC_VKEY_MODULUS (mask);
  if (mask >= 0 || mod || v0)
    fprintf (out, "(");
  fprintf (out, "arg%d", SYNC_VKEY_PARAM (key));
  if (mask >= 0)
    fprintf (out, " & %d", mask);
  else if (mod)
    fprintf (out, " %% %d", mod);
  if (v0)
    fprintf (out, " - %" PRId64, v0);
  if (mask >= 0 || mod || v0)
    fprintf (out, ")");
}

/* Print an iteration form (struct sync_access: ILOOP, ISTEP, IBASE,
   ILO, IHI, or the outer one) to OUT.  */
static void
dump_iter_form (int loop, int64_t step, int base, int64_t lo, int64_t hi,
                FILE *out)
{
  fprintf (out, "{L%d,%+" PRId64 "/it,b%d,0x%" PRIx64 "..0x%" PRIx64 "}",
           loop, step, base, (uint64_t) lo, (uint64_t) hi);
}

/* Print to OUT the residue bound C[0] + C[1] * Y0 + C[2] * Y1 of sizes
   SYM (SSA versions + 1) as "C0+C1*_V0+C2*_V1", terms of 0 left out.  */
static void
dump_sized_bound (FILE *out, const int64_t *c, const int32_t *sym)
{
  fprintf (out, "%" PRId64, c[0]);
  for (int i = 0; i < 2; i++)
    if (sym[i] && c[1 + i])
      fprintf (out, "%+" PRId64 "*_%d", c[1 + i], (int) sym[i] - 1);
}

/* Print access A to OUT.  */
static void
dump_access (const struct sync_access *a, FILE *out)
{
  fprintf (out, " %s%s", a->write ? "W:" : "R:", asc_space_names[a->space]);
  if (a->space == ASC_SPACE_GM)
    {
      if (a->base < 0 && a->gmset)
        {
          const char *sep = "[";
          for (int i = 0; i < 32; i++)
            if ((a->gmset >> i) & 1)
              {
                fprintf (out, "%sarg%d", sep, i);
                sep = "|";
              }
          fprintf (out, "]");
        }
      else if (a->base < 0)
        fprintf (out, "[?]");
      else if (a->base >= SYNC_GM_HELD)
        fprintf (out, "[held%d", (int) a->base - SYNC_GM_HELD);
      else
        fprintf (out, "[arg%d", (int) a->base);
    }
  else
    fprintf (out, "[");
  if (a->space != ASC_SPACE_GM || a->base >= 0)
    {
      if (a->hi == UINT64_MAX || a->hi == sync_space_size[a->space])
        fprintf (out, "+0x%" PRIx64 "..end)", a->lo);
      else
        fprintf (out, "+0x%" PRIx64 "..0x%" PRIx64 ")%s", a->lo, a->hi,
                 a->exact ? "" : "~");
    }
  if (a->iself > 0)
    fprintf (out, "{L%d,self}", (int) a->iself - 1);
  if (a->ibase > 0)
    dump_iter_form (a->iloop, a->istep, a->ibase, a->ilo, a->ihi, out);
  if (a->obase > 0)
    dump_iter_form (a->oloop, a->ostep, a->obase, a->olo, a->ohi, out);
  if (a->pk >= 2)
    {
      fprintf (out, "{L%d", (int) a->ploop);
      if (a->pphase)
        fprintf (out, "+x%d", (int) a->pphase);
      if (a->pphase && a->pkey)
        fprintf (out, "/%d", (int) a->pkey);
      for (int r = 0; r < a->pk; r++)
        fprintf (out, " %d:0x%" PRIx64 "..0x%" PRIx64, r, a->plo[r],
                 a->phi[r]);
      fprintf (out, "}");
    }
  if (a->sname > 0)
    {
      /* Slots, and ends other than the next slot's start ("-": none).  */
      int n = a->pk >= 2 ? a->pk : 1, ends = 0;
      if (a->sname == SYNC_CHAIN_SNAME)
        fprintf (out, "{start k=");
      else if (a->sname > SYNC_FOREIGN_SNAME)
        fprintf (out, "{slot 0x%" PRIx64 "+k*%" PRId64 "*caller#%d k=",
                 a->sbase, a->sunit,
                 (int) (a->sname - SYNC_FOREIGN_SNAME - 1));
      else
        fprintf (out, "{slot 0x%" PRIx64 "+k*%" PRId64 "*_%d k=", a->sbase,
                 a->sunit, (int) a->sname - 1);
      for (int r = 0; r < n; r++)
        {
          fprintf (out, "%s%d", r ? "," : "", (int) a->sslot[r]);
          ends |= a->send[r] && a->send[r] != a->sslot[r] + 1;
        }
      for (int r = 0; ends && r < n; r++)
        if (a->send[r])
          fprintf (out, "%s%d", r ? "," : " to ", (int) a->send[r]);
        else
          fprintf (out, "%s-", r ? "," : " to ");
      fprintf (out, "}");
      if (a->srhi)
        fprintf (out, "{at +0x%" PRIx64 "..0x%" PRIx64 "}", a->srlo,
                 a->srhi);
    }
  if (a->ck >= 2)
    {
      /* Slots of a counter's residue (see struct sync_access, CK).  */
      fprintf (out, "{ctr s%d@L%d h%d..%d t%d..%d d%d..%d", (int) a->cctr - 1,
               (int) a->cloop, (int) a->chmin, (int) a->chmax,
               (int) a->ctmin, (int) a->ctmax, (int) a->cdmin,
               (int) a->cdmax);
      for (int r = 0; r < a->ck; r++)
        fprintf (out, " %d:0x%" PRIx64 "..0x%" PRIx64, r, a->clo[r],
                 a->chi[r]);
      fprintf (out, "}");
    }
  if (a->mper)
    fprintf (out, "{mod=0x%" PRIx64 ":0x%" PRIx64 "+0x%" PRIx64 "}",
             a->mper, a->mlo, a->mlen);
  if (a->nper)
    fprintf (out, "{nmod=0x%" PRIx64 ":0x%" PRIx64 "+0x%" PRIx64 "}",
             a->nper, a->nlo, a->nlen);
  if (a->qper)
    {
      if (a->qloop >= 0)
        fprintf (out, "{qmod=b%d@L%d:", (int) a->qbase, (int) a->qloop);
      else
        fprintf (out, "{qmod=b%d:", (int) a->qbase);
      if (a->qsym[0])
        {
          fprintf (out, "0x%" PRIx64 ":", a->qper);
          dump_sized_bound (out, a->ql, a->qsym);
          fprintf (out, "..");
          dump_sized_bound (out, a->qh, a->qsym);
          fprintf (out, " in %" PRId64 "..%" PRId64 "}", a->qlmin, a->qhmax);
        }
      else
        fprintf (out, "0x%" PRIx64 ":0x%" PRIx64 "+0x%" PRIx64 "}", a->qper,
                 a->qlo, a->qlen);
    }
  if (a->lper)
    fprintf (out, "{lmod@L%d=0x%" PRIx64 ":0x%" PRIx64 "+0x%" PRIx64
             ",+0x%" PRIx64 "/it}", (int) a->lloop, a->lper, a->llo,
             a->llen, a->lstep);
  if (a->vkey > 0)
    {
      /* Per value of parameter P (or of "P & M", or per buffer its
         calls pass pointer parameter P).  */
      fprintf (out, "{%sarg%d", SYNC_VKEY_IS_PTR (a->vkey) ? "buffer of " : "",
               SYNC_VKEY_PARAM (a->vkey));
      if (SYNC_VKEY_MASK (a->vkey) >= 0)
        fprintf (out, "&%d", SYNC_VKEY_MASK (a->vkey));
      else if (SYNC_VKEY_MODULUS (SYNC_VKEY_MASK (a->vkey)))
        fprintf (out, "%%%d", SYNC_VKEY_MODULUS (SYNC_VKEY_MASK (a->vkey)));
      for (int i = 0; i < a->vn; i++)
        fprintf (out, " #%d:0x%" PRIx64 "..0x%" PRIx64, i, a->vlo[i],
                 a->vhi[i]);
      fprintf (out, "}");
    }
}

static const char *const kind_names[] = {
  "op", "set_flag", "wait_flag", "pipe_barrier", "call"
};

/* Print the split form of access K of OP, if it has one, to OUT on a
   line of its own (see struct sync_access, RSYM).  */
static void
dump_split (const struct sync_op *op, int k, FILE *out)
{
  const struct sync_access *a = &op->acc[k];
  if (a->rsym <= 0)
    return;
  fprintf (out, ";;     access %d (%s:%s) split: [P%+" PRId64 "%+" PRId64
           "*y, P%+" PRId64 "%+" PRId64 "*y) with y = s%d >> %d <= %"
           PRIu64 " and P = %s%d%s, in one iteration of ", k,
           a->write ? "W" : "R", asc_space_names[a->space], a->rlo0, a->rlo1,
           a->rhi0, a->rhi1, (int) (a->rsym >> 8) - 1, (int) (a->rsym & 0xff),
           a->rymax, a->rbase >> 62 ? "table[s" : "s",
           (int) (a->rbase >> 62 ? a->rbase & 0xffffffff : a->rbase) - 1,
           a->rbase >> 62 ? "]" : "");
  if (a->rloop >= 0)
    fprintf (out, "L%d\n", (int) a->rloop);
  else
    fprintf (out, "the function\n");
}

/* Print access K of OP's row form (struct sync_access, XROW) to OUT,
   if any.  */
static void
dump_row (const struct sync_op *op, int k, FILE *out)
{
  const struct sync_access *a = &op->acc[k];
  if (a->xrow <= 0)
    return;
  if (a->xsunit)
    fprintf (out, ";;     access %d (%s:%s) row: [B%+" PRId64 ", B%+" PRId64
             " + %" PRIu64 " * s%d) + %" PRIu64 " * s%d * s%d", k,
             a->write ? "W" : "R", asc_space_names[a->space], a->xlo,
             a->xlo, a->xunit, (int) a->xsunit - 1, a->xunit,
             (int) a->xsunit - 1, (int) a->xrow - 1);
  else
    fprintf (out, ";;     access %d (%s:%s) row: [B%+" PRId64 ", B%+" PRId64
             ") + %" PRIu64 " * s%d", k, a->write ? "W" : "R",
             asc_space_names[a->space], a->xlo, a->xhi, a->xunit,
             (int) a->xrow - 1);
  if (a->xadd)
    fprintf (out, " + %" PRIu64 " * s%d", a->xaddunit, (int) a->xadd - 1);
  fprintf (out, " with B = s%d, in one iteration of ", (int) a->xbase - 1);
  if (a->xloop >= 0)
    fprintf (out, "L%d", (int) a->xloop);
  else
    fprintf (out, "the function");
  for (int j = 0; j < a->xnn; j++)
    fprintf (out, "%s s%d (%d before)", j ? "," : "; differs from",
             (int) (a->xne[j] & 0xffffffff) - 1, (int) (a->xne[j] >> 32));
  fputc ('\n', out);
}

/* See sync.h.  */
void
sync_dump_func (const struct sync_func *fn, FILE *out)
{
  fprintf (out, ";; ascsync: function %s: %d blocks, %d operations\n",
           fn->name, fn->nblocks, fn->nops);
  for (int b = 0; b < fn->nblocks; b++)
    {
      const struct sync_block *bb = &fn->blocks[b];
      fprintf (out, ";; block B%d:", b);
      if (bb->from_entry)
        fprintf (out, " entry");
      /* "(abnormal)": an edge no code can go on.  */
      fprintf (out, " preds");
      for (int k = 0; k < bb->npred; k++)
        fprintf (out, " B%d%s", bb->pred[k],
                 sync_edge_fixed (fn, b, k, 1) ? "(abnormal)" : "");
      /* "(first of Ln)": taken in the first iteration of Ln only.  */
      fprintf (out, " succs");
      for (int k = 0; k < bb->nsucc; k++)
        {
          fprintf (out, " B%d%s", bb->succ[k],
                   sync_edge_fixed (fn, b, k, 0) ? "(abnormal)" : "");
          if (bb->sonce && bb->sonce[k] > 0)
            fprintf (out, "(first of L%d)", bb->sonce[k] - 1);
          /* "(last of Ln)": makes its iteration of Ln the last;
             "(last of Ln in M)": that or one at most M rounds later.  */
          if (bb->slast && bb->slast[k] != 0)
            {
              fprintf (out, "(last of L%d", sync_last_loop (bb->slast[k]));
              if (sync_last_more (bb->slast[k]) > 0)
                fprintf (out, " in %d", sync_last_more (bb->slast[k]));
              fputc (')', out);
            }
          /* "(pN)" / "(!pN)": predicate N holds / fails on the edge.  */
          if (bb->spred && bb->spred[k] >= 0)
            fprintf (out, "(%sp%d)", bb->spred[k] & 1 ? "" : "!",
                     bb->spred[k] >> 1);
        }
      if (bb->pkill)
        fprintf (out, " defines p:%#x", (unsigned) bb->pkill);
      if (bb->plive)
        fprintf (out, " live p:%#x", (unsigned) bb->plive);
      for (int k = 0; k < bb->npcopy; k++)
        {
          int src = bb->pcopy[3 * k + 2];
          if (src < -1)
            fprintf (out, " p%d=%d from B%d", bb->pcopy[3 * k + 1],
                     src == -3, bb->pred[bb->pcopy[3 * k]]);
          else
            fprintf (out, " p%d=%sp%d from B%d", bb->pcopy[3 * k + 1],
                     src >= 64 ? "!" : "", src % 64,
                     bb->pred[bb->pcopy[3 * k]]);
        }
      if (bb->exits)
        fprintf (out, " exit");
      if (bb->abn_in)
        fprintf (out, " entered abnormally %s",
                 bb->abn_in == SYNC_ABN_IN_START ? "at its start"
                                                 : "after its first op");
      if (bb->abn_out)
        fprintf (out, " left abnormally %s",
                 bb->abn_out == SYNC_ABN_OUT_END ? "at its end"
                                                 : "from its last op");
      /* "Bn(tN)" / "Bn(!tN)": the edge to Bn passes / fails test N of
         its loop's iteration number (sync_block.smono).  */
      if (bb->smono)
        {
          fprintf (out, " iteration tests");
          for (int k = 0; k < bb->nsucc; k++)
            if (bb->smono[k] >= 0)
              fprintf (out, " B%d(%st%d)", bb->succ[k],
                       bb->smono[k] & 1 ? "" : "!", bb->smono[k] >> 1);
        }
      fprintf (out, "\n");
      for (int i = bb->first_op; i < bb->first_op + bb->nops; i++)
        {
          const struct sync_op *op = &fn->ops[i];
          fprintf (out, ";;   op%d line %d %s %s", i, op->line,
                   kind_names[op->kind], op->name ? op->name : "");
          if (op->kind == SYNC_OP_PIPE || op->kind == SYNC_OP_BARRIER)
            fprintf (out, " pipe=%s", asc_pipe_names[op->pipe]);
          if (op->kind == SYNC_OP_SET || op->kind == SYNC_OP_WAIT)
            {
              fprintf (out, " %s->%s id=%d..%d", asc_pipe_names[op->pipe],
                       asc_pipe_names[op->tpipe], op->ev_lo, op->ev_hi);
              /* "{L1 1,0}": the id in iterations T of L1 with T mod 2 ==
                 0, 1 (T counted from an unknown start when phased).  */
              if (op->ev_pk >= 2)
                {
                  fprintf (out, " {L%d%s", op->ev_ploop,
                           op->ev_pphase ? " phased" : "");
                  for (int r = 0; r < op->ev_pk && r < SYNC_MAXK; r++)
                    fprintf (out, "%s%d", r ? "," : " ", op->ev_slot[r]);
                  fprintf (out, "}");
                }
            }
          for (int k = 0; k < op->naccess; k++)
            dump_access (&op->acc[k], out);
          if (op->role != SYNC_ROLE_NONE && op->kind == SYNC_OP_PIPE)
            fprintf (out, " (the callee's work %s the call)",
                     op->role == SYNC_ROLE_ENTRY ? "entering" : "leaving");
          else if (op->role != SYNC_ROLE_NONE)
            fprintf (out, " (the callee's hand-written flag, %s the call)",
                     op->role == SYNC_ROLE_ENTRY ? "entering" : "leaving");
          /* "(at the return before the next MTE1 M)": the callee's sync
             orders it before those pipes' next instructions.  */
          if (op->role == SYNC_ROLE_EXIT && op->kind == SYNC_OP_PIPE
              && op->work_ord)
            {
              fprintf (out, " (at the return before the next");
              for (int p = 0; p < ASC_NPIPES; p++)
                if ((op->work_ord >> p) & 1)
                  fprintf (out, " %s", asc_pipe_names[p]);
              fprintf (out, ")");
            }
          if (op->kind == SYNC_OP_CALL)
            fprintf (out, op->nofence ? " (summarised: no fence)"
                                      : " (fenced: pipe_barrier (PIPE_ALL))");
          fprintf (out, "\n");
          for (int k = 0; k < op->naccess; k++)
            {
              dump_split (op, k, out);
              dump_row (op, k, out);
            }
        }
    }
  for (int l = 0; l < fn->nloops; l++)
    {
      const struct sync_loop *lp = &fn->loops[l];
      fprintf (out, ";; loop L%d: header B%d", l, lp->header);
      if (lp->latch >= 0)
        fprintf (out, " latch B%d", lp->latch);
      if (lp->parent >= 0)
        fprintf (out, " in L%d", lp->parent);
      if (lp->niter > 0)
        fprintf (out, ", %d iterations every run", lp->niter);
      else if (lp->maxiter > 0)
        fprintf (out, ", at most %d iterations a run", lp->maxiter);
      fprintf (out, "\n");
    }
}

/* Print PLAN's row guards (see sync_rowguard.c) to OUT: where each
   stands, which rows it compares, and why.  */
static void
dump_row_guards (const struct sync_func *fn, const struct sync_plan *plan,
                 FILE *out)
{
  for (int g = 0; g < plan->nguards; g++)
    {
      const struct sync_rowguard *rg = &plan->guards[g];
      const struct sync_op *a = &fn->ops[rg->a], *b = &fn->ops[rg->b];
      fprintf (out, ";;   row guard g%d before op%d (line %d, %s): row s%d "
               "against s%d of op%d (line %d, %s) in the %d iteration%s of "
               "L%d before: the data decide whether they meet\n", g, rg->b,
               b->line, asc_pipe_names[b->pipe], (int) rg->rowb - 1,
               (int) rg->rowa - 1, rg->a, a->line, asc_pipe_names[rg->pipe],
               rg->depth, rg->depth > 1 ? "s" : "", rg->loop);
    }
}

/* See sync.h.  */
void
sync_dump_plan (const struct sync_func *fn, const struct sync_plan *plan,
                FILE *out)
{
  fprintf (out, ";; ascsync: plan: %d insertions\n", plan->n);
  dump_row_guards (fn, plan, out);
  for (int i = 0; i < plan->n; i++)
    {
      const struct sync_insn *s = &plan->v[i];
      switch (s->where)
        {
        case SYNC_BEFORE_OP: fprintf (out, ";;   before op%d", s->op); break;
        case SYNC_AFTER_OP: fprintf (out, ";;   after op%d", s->op); break;
        case SYNC_BLOCK_END: fprintf (out, ";;   end of B%d", s->block); break;
        case SYNC_BLOCK_START:
          fprintf (out, ";;   start of B%d", s->block);
          break;
        default:
          if (s->block < 0)
            fprintf (out, ";;   on edge entry->B%d", s->to);
          else
            fprintf (out, ";;   on edge B%d->B%d", s->block, s->to);
        }
      if (s->action == SYNC_BARRIER && s->guard > 0 && s->period > 1)
        fprintf (out, ": pipe_barrier (%s) in the iterations of L%d "
                 "numbered a multiple of %d but 0",
                 asc_pipe_names[s->pipe], s->guard - 1, s->period);
      else if (s->action == SYNC_BARRIER && s->guard > 0)
        fprintf (out, ": pipe_barrier (%s) after the first iteration of L%d",
                 asc_pipe_names[s->pipe], s->guard - 1);
      else if (s->action == SYNC_BARRIER)
        fprintf (out, ": pipe_barrier (%s)", asc_pipe_names[s->pipe]);
      else if (s->rot > 1 && s->rkey > 0)
        {
          fprintf (out, ": %s (%s, %s, %d + ", sync_action_name (s->action),
                   asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe],
                   s->event);
          dump_key (s->rkey, s->rv0, out);
          fprintf (out, ")");
        }
      else if (s->rot > 1 && s->rphase > 0)
        fprintf (out, ": %s (%s, %s, %d + (start s%d + iteration of L%d) "
                 "mod %d)", sync_action_name (s->action),
                 asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe], s->event,
                 s->rphase - 1, s->rloop, s->rot);
      else if (s->rot > 1 && s->roff)
        fprintf (out, ": %s (%s, %s, %d + (iteration of L%d + %d) mod %d)",
                 sync_action_name (s->action), asc_pipe_names[s->pipe],
                 asc_pipe_names[s->tpipe], s->event, s->rloop, s->roff,
                 s->rot);
      else if (s->rot > 1)
        fprintf (out, ": %s (%s, %s, %d + iteration of L%d mod %d)",
                 sync_action_name (s->action), asc_pipe_names[s->pipe],
                 asc_pipe_names[s->tpipe], s->event, s->rloop, s->rot);
      else
        fprintf (out, ": %s (%s, %s, %d)", sync_action_name (s->action),
                 asc_pipe_names[s->pipe], asc_pipe_names[s->tpipe],
                 s->event);
      if (s->topup > 0)
        fprintf (out, " when iteration of L%d < %d", s->rloop, s->topup);
      if (s->rguard > 0)
        fprintf (out, " when row guard g%d finds its row", s->rguard - 1);
      fprintf (out, " [%s", sync_reason_name (s->reason));
      if (s->cause >= 0)
        fprintf (out, " op%d", s->cause);
      fprintf (out, "] line %d\n", s->line);
    }
  sync_dump_summary (fn, plan, out);
}

/* See sync.h.  */
void
sync_dump_summary (const struct sync_func *fn, const struct sync_plan *plan,
                   FILE *out)
{
  const struct sync_stats *st = &plan->stats;
  fprintf (out, ";; ascsync: summary %s: deps=%d set=%d wait=%d "
           "barrier=%d fallback=%d pairs=%d\n", fn->name, st->deps,
           st->sets, st->waits, st->barriers, st->fallbacks, st->pairs_used);
}

/* See sync_place.h.  */
void
sync_dump_point (const struct sync_func *fn, struct pt p, FILE *out)
{
  switch (p.where)
    {
    case SYNC_BEFORE_OP:
      fprintf (out, "before op%d (line %d)", p.op, fn->ops[p.op].line);
      break;
    case SYNC_AFTER_OP:
      fprintf (out, "after op%d (line %d)", p.op, fn->ops[p.op].line);
      break;
    case SYNC_BLOCK_END:
      fprintf (out, "end of B%d", p.block);
      break;
    case SYNC_BLOCK_START:
      fprintf (out, "start of B%d", p.block);
      break;
    default:
      if (p.block < 0)
        fprintf (out, "edge entry->B%d", p.op);
      else
        fprintf (out, "edge B%d->B%d", p.block, p.op);
    }
}

static const char *const pair_kind_names[] = { "intra", "loop", "b2b",
                                               "all" };

/* Name of pipe P, "ALL" for ASC_PIPE_ALL.  */
static const char *
pipe_name (int p)
{
  return asc_pipe_names[p < NP ? p : NP];
}

/* Print the dependences of list L to OUT (" op1->op2(d2) ...").  */
static void
dump_deps (const struct deps *l, FILE *out)
{
  for (int k = 0; k < l->n; k++)
    {
      fprintf (out, " op%d->op%d", l->v[k].a, l->v[k].b);
      if (l->v[k].dist > 1)
        fprintf (out, "(d%d)", l->v[k].dist);
    }
}

/* See sync_place.h.  */
void
sync_dump_dep (const struct pctx *c, int a, int b, int loop, int dist,
               const char *what, int pair, FILE *out)
{
  const struct sync_func *fn = c->fn;
  const struct sync_op *oa = &fn->ops[a], *ob = &fn->ops[b];
  int kinds = loop >= 0 ? sync_dep_kinds (oa, ob, loop, dist) : 0;
  if (!kinds)
    kinds = sync_dep_kinds (oa, ob, -1, 0);
  static const char *const kind_names3[] = { "RAW", "WAR", "WAW" };
  fprintf (out, ";;   op%d (line %d, %s) -> op%d (line %d, %s)", a,
           oa->line, pipe_name (oa->pipe), b, ob->line, pipe_name (ob->pipe));
  const char *sep = " ";
  for (int k = 0; k < 3; k++)
    if (kinds & (1 << k))
      {
        fprintf (out, "%s%s", sep, kind_names3[k]);
        sep = "+";
      }
  if (loop >= 0)
    fprintf (out, " carried by L%d, distance %d", loop, dist);
  fprintf (out, ": %s", what);
  if (pair >= 0)
    fprintf (out, " v%d", pair);
  fprintf (out, "\n");
}

/* See sync_place.h.  */
void
sync_dump_pair (const struct pctx *c, int i, FILE *out)
{
  const struct sync_func *fn = c->fn;
  const struct pair *r = &c->v[i];
  fprintf (out, ";;   v%d %s %s->%s", i, pair_kind_names[r->kind],
           pipe_name (r->p), pipe_name (r->q));
  if (r->kind == PK_LC)
    fprintf (out, " in L%d", r->loop);
  if (r->rot > 1)
    fprintf (out, " rotating over %d ids", r->rot);
  if (r->lag && r->lag < r->rot)
    fprintf (out, " (each wait %d iteration%s behind its set)", r->lag,
             r->lag > 1 ? "s" : "");
  if (r->ack)
    fprintf (out, r->ack == 2 ? " (drain before the next prime)"
                              : " (acknowledgement: re-arms its reverse)");
  if (r->kind == PK_INTRA || r->kind == PK_LC)
    {
      fprintf (out, " set ");
      sync_dump_point (fn, r->s, out);
      for (int k = 0; r->split && k < r->split->ncut; k++)
        {
          fprintf (out, k ? ", " : " (split: early at ");
          sync_dump_point (fn, r->split->cut[k], out);
          if (k == r->split->ncut - 1)
            fprintf (out, ")");
        }
      fprintf (out, ", wait ");
    }
  else
    fprintf (out, r->kind == PK_B2B ? " set and wait " : " pipe_barrier ");
  sync_dump_point (fn, r->w, out);
  if (r->kind == PK_LC)
    for (int k = 0; k < fn->loops[r->loop].nexits; k++)
      if (sync_exit_sets (c, r, fn->loops[r->loop].exit_from[k]))
        fprintf (out, " (left between them on edge B%d->B%d: one set fewer"
                 " to drain)", fn->loops[r->loop].exit_from[k],
                 fn->loops[r->loop].exit_to[k]);
  if (r->kind == PK_LC && r->xset == SYNC_XSET_GUARDED)
    fprintf (out, " (both in the consecutive iterations of L%d a test of"
             " its iteration number decides)", r->loop);
  if (r->kind == PK_ALL && !r->deps.n)
    fprintf (out, " (a call that may issue pipe work)");
  if (r->deps.n)
    {
      fprintf (out, " deps");
      dump_deps (&r->deps, out);
    }
  fprintf (out, "\n");
}

/* Print the first pair before pair I of its pipe pair holding one of
   its ids (sync_interfere found them apart), if any.  */
static void
dump_shared_ids (const struct pctx *c, int i, FILE *out)
{
  const struct pair *r = &c->v[i];
  if (r->dead || r->kind == PK_ALL || r->event < 0)
    return;
  for (int j = 0; j < i; j++)
    {
      const struct pair *o = &c->v[j];
      if (o->dead || o->kind == PK_ALL || o->p != r->p || o->q != r->q
          || o->event < 0)
        continue;
      if (r->event < o->event + sync_pair_nids (o)
          && o->event < r->event + sync_pair_nids (r))
        {
          fprintf (out, " shares ids with pair%d", j);
          return;
        }
    }
}

/* See sync_place.h.  */
void
sync_dump_alloc (const struct pctx *c, FILE *out)
{
  fprintf (out, ";; ascsync: %d flag pairs planned\n", c->nv);
  for (int i = 0; i < c->nv; i++)
    {
      const struct pair *r = &c->v[i];
      fprintf (out, ";;   pair%d %s %s->%s id=%d", i,
               pair_kind_names[r->kind], pipe_name (r->p), pipe_name (r->q),
               r->event);
      if (r->rot > 1)
        fprintf (out, "..%d rotating", r->event + r->rot - 1);
      if (r->key)
        {
          fprintf (out, "..%d, one per value of ", r->event + r->keyn - 1);
          dump_key (r->key, r->keyv0, out);
        }
      fprintf (out, "%s%s deps", r->dead ? " removed" : "",
               r->ack ? " ack" : "");
      dump_deps (&r->deps, out);
      if (r->fallback)
        fprintf (out, " fallback: a wait for %s through S", pipe_name (r->p));
      else if (r->kind == PK_ALL && r->deps.n)
        fprintf (out, " fallback: pipe_barrier (ALL)");
      if (r->kind == PK_LC && !r->dead && r->event >= 0 && r->pro > 0)
        fprintf (out, " primed in the iterations of L%d, drained around "
                 "L%d", r->pro - 1, r->runs);
      else if (r->kind == PK_LC && !r->dead && r->event >= 0 && r->pro < 0)
        fprintf (out, " primed before L%d each after the work its "
                 "iteration needs, drained around L%d", r->runs, r->runs);
      else if (r->kind == PK_LC && !r->dead && r->event >= 0)
        fprintf (out, " primed and drained around L%d", r->runs);
      if (r->lead && r->lead != i + 1 && !r->dead)
        fprintf (out, " shares the ids of pair%d", r->lead - 1);
      else
        dump_shared_ids (c, i, out);
      if (r->phase > 0 && !r->dead && r->rot > 1)
        fprintf (out, " ids follow the counter from s%d (its slot)",
                 r->phase - 1);
      fprintf (out, "\n");
    }
  /* Per pipe pair: the pairs kept and the ids they share.  */
  for (int p = 0; p < NP; p++)
    for (int q = 0; q < NP; q++)
      {
        int n = 0;
        uint32_t ids = 0;
        for (int i = 0; i < c->nv; i++)
          {
            const struct pair *r = &c->v[i];
            if (r->dead || r->kind == PK_ALL || r->p != p || r->q != q
                || r->event < 0)
              continue;
            n++;
            ids |= ((1u << sync_pair_nids (r)) - 1) << r->event;
          }
        uint32_t other = c->opts->reserved[p][q] | c->handids[p][q];
        if (!n && !other)
          continue;
        fprintf (out, ";;   %s->%s: %d pair%s on %d id%s {", pipe_name (p),
                 pipe_name (q), n, n == 1 ? "" : "s",
                 __builtin_popcount (ids),
                 __builtin_popcount (ids) == 1 ? "" : "s");
        const char *sep = "";
        for (int k = 0; k < 32; k++)
          if ((ids >> k) & 1)
            {
              fprintf (out, "%s%d", sep, k);
              sep = ",";
            }
        fprintf (out, "} of %d", c->opts->nflags);
        if (other)
          fprintf (out, ", reserved or hand-written 0x%x", other);
        fprintf (out, "\n");
      }
}
