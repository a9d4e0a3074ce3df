/* report.c -- findings, host-side expectations and printed summaries.

   Findings arrive from core.c (bad calls) and checker.c (races,
   deadlocks, flag misuse).  Each is printed once per distinct (kind,
   call sites) as

     ascsim: FILE:LINE: error: KIND: MESSAGE [block B]
     ascsim: FILE:LINE: note: the other instruction: DESCRIPTION

   Scalar loads and stores carry a code address instead of a source
   location; it is turned into FILE:LINE with addr2line when printed.

   A misuse of the API or of an option stops the run at once
   (asc_error_exit) with

     ascsim: error: WHAT IS WRONG; WHAT TO DO

   and exit status 2.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sim_internal.h"

const char *const ascsim_finding_names[ASCSIM_NFINDING_KINDS] = {
  [ASCSIM_F_RACE_INTER_PIPE] = "race-inter-pipe",
  [ASCSIM_F_RACE_INTRA_PIPE] = "race-intra-pipe",
  [ASCSIM_F_ORDER_INVERSION] = "order-inversion",
  [ASCSIM_F_FLAG_ALREADY_SET] = "flag-already-set",
  [ASCSIM_F_DEADLOCK] = "deadlock",
  [ASCSIM_F_FLAG_LEFT_SET] = "flag-left-set",
  [ASCSIM_F_BARRIER_S] = "barrier-pipe-s",
  [ASCSIM_F_BAD_EVENT] = "bad-event",
  [ASCSIM_F_BAD_ADDRESS] = "bad-address",
  [ASCSIM_F_MISALIGNED] = "misaligned",
  [ASCSIM_F_UNINIT_READ] = "uninitialised-read",
  [ASCSIM_F_BAD_ARGUMENT] = "bad-argument",
};

int asc_report_block;

/* A distinct finding of the current launch.  */
struct finding
{
  enum ascsim_finding_kind kind;
  const char *file_a, *file_b;
  int line_a, line_b;
  int op_a, op_b;
  uint64_t count;
};

static struct finding *findings;
static size_t nfindings, capfindings;
static uint64_t shown_total, failed_expectations, total_findings;

/* --- source locations ------------------------------------------------- */

/* A symbolised code address.  */
struct sym
{
  uintptr_t pc;
  const char *file;
  int line;
};
static struct sym *syms;
static size_t nsyms;

/* Run addr2line on ADDR in MODULE; store FILE:LINE.  Returns 1 on
   success.  */
static int
addr2line (const char *module, uintptr_t addr, char *file, size_t n,
           int *line)
{
  char cmd[4200];
  snprintf (cmd, sizeof cmd, "addr2line -e '%s' 0x%lx 2>/dev/null", module,
            (unsigned long) addr);
  FILE *p = popen (cmd, "r");
  if (!p)
    return 0;
  char buf[4096];
  int ok = 0;
  if (fgets (buf, sizeof buf, p))
    {
      char *colon = strrchr (buf, ':');
      if (colon && buf[0] != '?')
        {
          *colon = 0;
          *line = atoi (colon + 1);
          const char *base = strrchr (buf, '/');
          snprintf (file, n, "%s", base ? base + 1 : buf);
          ok = *line > 0;
        }
    }
  pclose (p);
  return ok;
}

/* Source location of the code at PC, cached; "<scalar code>":0 when it
   cannot be found (no debug info, no addr2line).  */
static void
symbolise (uintptr_t pc, const char **file, int *line)
{
  for (size_t i = 0; i < nsyms; i++)
    if (syms[i].pc == pc)
      {
        *file = syms[i].file;
        *line = syms[i].line;
        return;
      }
  char f[4096] = "<scalar code>";
  int l = 0;
  Dl_info info;
  if (dladdr ((void *) pc, &info) && info.dli_fname)
    {
      const char *mod = info.dli_fname;
      char self[1024];
      if (!mod[0] || strchr (mod, '/') == NULL)
        {
          ssize_t k = readlink ("/proc/self/exe", self, sizeof self - 1);
          if (k > 0)
            {
              self[k] = 0;
              mod = self;
            }
        }
      if (!addr2line (mod, pc - (uintptr_t) info.dli_fbase, f, sizeof f, &l))
        addr2line (mod, pc, f, sizeof f, &l);
    }
  syms = realloc (syms, (nsyms + 1) * sizeof *syms);
  syms[nsyms].pc = pc;
  syms[nsyms].file = strdup (f);
  syms[nsyms].line = l;
  *file = syms[nsyms].file;
  *line = l;
  nsyms++;
}

/* Source location of instruction I.  */
static void
where (const asc_instr *i, const char **file, int *line)
{
  if (i->op == ASC_OP_SCALAR_LOAD || i->op == ASC_OP_SCALAR_STORE)
    symbolise ((uintptr_t) i->args[1], file, line);
  else
    {
      *file = i->file ? i->file : "?";
      *line = i->line;
    }
}

const char *
asc_instr_describe (const asc_instr *i, char *buf, size_t n)
{
  const char *file;
  int line;
  where (i, &file, &line);
  if (i->op == ASC_OP_SCALAR_LOAD || i->op == ASC_OP_SCALAR_STORE)
    snprintf (buf, n, "scalar %s of %s offset 0x%llx (S) at %s:%d",
              i->op == ASC_OP_SCALAR_LOAD ? "load" : "store",
              asc_space_names[i->args[2]], (unsigned long long) i->args[0],
              file, line);
  else if (i->op == ASC_OP_set_flag || i->op == ASC_OP_wait_flag)
    snprintf (buf, n, "%s(PIPE_%s, PIPE_%s, EVENT_ID%llu) at %s:%d",
              asc_ops[i->op].name, asc_pipe_names[i->args[0] % 7],
              asc_pipe_names[i->args[1] % 7],
              (unsigned long long) i->args[2], file, line);
  else if (i->op == ASC_OP_pipe_barrier)
    snprintf (buf, n, "pipe_barrier(PIPE_%s) at %s:%d",
              asc_pipe_names[i->args[0] % 7], file, line);
  else
    snprintf (buf, n, "%s%s%s (%s) at %s:%d", asc_ops[i->op].name,
              i->variant ? "." : "", asc_variant_suffix[i->variant],
              asc_pipe_names[i->pipe % 7], file, line);
  return buf;
}

/* --- findings ---------------------------------------------------------- */

void
asc_findings_begin_launch (void)
{
  nfindings = 0;
}

uint64_t
asc_findings_occurrences (enum ascsim_finding_kind kind)
{
  uint64_t n = 0;
  for (size_t i = 0; i < nfindings; i++)
    if (findings[i].kind == kind)
      n += findings[i].count;
  return n;
}

uint64_t
asc_findings_end_launch (uint64_t counts[ASCSIM_NFINDING_KINDS])
{
  memset (counts, 0, ASCSIM_NFINDING_KINDS * sizeof counts[0]);
  for (size_t i = 0; i < nfindings; i++)
    counts[findings[i].kind]++;
  total_findings += nfindings;
  return nfindings;
}

/* Record and, if new, print a finding.  */
static void
add_finding (enum ascsim_finding_kind kind, const char *fa, int la, int opa,
             const asc_instr *b, const char *fmt, va_list ap)
{
  const char *fb = NULL;
  int lb = 0, opb = -1;
  if (b)
    {
      where (b, &fb, &lb);
      opb = b->op;
    }
  for (size_t i = 0; i < nfindings; i++)
    {
      struct finding *f = &findings[i];
      if (f->kind == kind && f->line_a == la && f->line_b == lb
          && f->op_a == opa && f->op_b == opb && strcmp (f->file_a, fa) == 0
          && (fb ? f->file_b && strcmp (f->file_b, fb) == 0 : !f->file_b))
        {
          f->count++;
          return;
        }
    }
  if (nfindings == capfindings)
    {
      capfindings = capfindings ? 2 * capfindings : 64;
      findings = realloc (findings, capfindings * sizeof *findings);
      if (!findings)
        abort ();
    }
  struct finding *f = &findings[nfindings++];
  f->kind = kind;
  f->file_a = fa;
  f->line_a = la;
  f->op_a = opa;
  f->file_b = fb;
  f->line_b = lb;
  f->op_b = opb;
  f->count = 1;

  if (asc_opts.quiet)
    return;
  if ((int) shown_total++ >= asc_opts.max_findings_shown)
    {
      if ((int) shown_total == asc_opts.max_findings_shown + 1)
        fprintf (stderr, "ascsim: further findings not shown "
                 "(--ascsim-max-findings=%d)\n", asc_opts.max_findings_shown);
      return;
    }
  char msg[2048];
  vsnprintf (msg, sizeof msg, fmt, ap);
  fprintf (stderr, "ascsim: %s:%d: error: %s: %s [block %d]\n", fa, la,
           ascsim_finding_names[kind], msg, asc_report_block);
  if (b)
    {
      char d[512];
      fprintf (stderr, "ascsim: %s:%d: note: the other instruction: %s\n",
               fb, lb, asc_instr_describe (b, d, sizeof d));
    }
}

void
asc_finding (enum ascsim_finding_kind kind, const asc_instr *a,
             const asc_instr *b, const char *fmt, ...)
{
  const char *fa;
  int la;
  where (a, &fa, &la);
  va_list ap;
  va_start (ap, fmt);
  add_finding (kind, fa, la, a->op, b, fmt, ap);
  va_end (ap);
}

void
asc_finding_at (enum ascsim_finding_kind kind, const char *file, int line,
                const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  add_finding (kind, file ? file : "?", line, -1, NULL, fmt, ap);
  va_end (ap);
}

/* See sim_internal.h.  */
_Noreturn void
asc_error_exit (const char *fmt, ...)
{
  if (asc_cur && !asc_opts.no_trap)
    asc_trap_disarm ();
  fflush (stdout);
  va_list ap;
  va_start (ap, fmt);
  fputs ("ascsim: error: ", stderr);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
  va_end (ap);
  exit (2);
}

/* --- summaries --------------------------------------------------------- */

void
asc_report_launch (const ascsim_result *r, const asc_model *model)
{
  if (asc_opts.quiet)
    return;
  printf ("ascsim: launch %s blocks=%d target=%s mode=%s cycles=%llu "
          "barrier_all=%llu ideal=%llu instructions=%llu set=%llu wait=%llu "
          "barrier=%llu scalar=%llu findings=%llu\n",
          r->kernel, r->blocks, model->name,
          asc_opts.serialised ? "barrier-all" : "checked",
          (unsigned long long) r->cycles[ASCSIM_MODE_WRITTEN],
          (unsigned long long) r->cycles[ASCSIM_MODE_BARRIER_ALL],
          (unsigned long long) r->cycles[ASCSIM_MODE_IDEAL],
          (unsigned long long) r->instructions,
          (unsigned long long) r->set_flags,
          (unsigned long long) r->wait_flags,
          (unsigned long long) r->barriers,
          (unsigned long long) r->scalar_accesses,
          (unsigned long long) r->findings);
  if (asc_opts.verbose)
    {
      printf ("ascsim:   busy cycles (block 0):");
      for (int p = 0; p < ASC_NPIPES; p++)
        printf (" %s=%llu", asc_pipe_names[p],
                (unsigned long long) r->busy[p]);
      printf ("\n");
    }
  fflush (stdout);
}

void
ascsim_expect (int ok, const char *what)
{
  if (!ok)
    {
      failed_expectations++;
      printf ("ascsim: FAIL: %s\n", what);
    }
  else if (asc_opts.verbose)
    printf ("ascsim: ok: %s\n", what);
}

int
ascsim_compare_f32 (const char *what, const float *got, const float *want,
                    size_t n, double atol, double rtol)
{
  if (!what || !got || !want)
    asc_error_exit ("ascsim_compare_f32 (\"%s\", ...): %s is a null "
                    "pointer; pass a description and the arrays of the %zu "
                    "values computed and expected",
                    what ? what : "(null)",
                    !what ? "the description" : !got ? "got" : "want", n);
  size_t bad = 0;
  double worst = 0;
  for (size_t i = 0; i < n; i++)
    {
      double g = got[i], w = want[i], err = fabs (g - w);
      int ok = err <= atol + rtol * fabs (w) || (isnan (g) && isnan (w));
      if (err > worst || isnan (err))
        worst = err;
      if (!ok && bad++ < 5)
        printf ("ascsim: %s: element %zu is %.7g, expected %.7g\n", what, i,
                g, w);
    }
  char buf[512];
  snprintf (buf, sizeof buf, "%s: %zu of %zu elements within tolerance "
            "(atol %g, rtol %g; max abs error %g)", what, n - bad, n, atol,
            rtol, worst);
  ascsim_expect (bad == 0, buf);
  return bad == 0;
}

/* Whether the trace --ascsim-trace asks for was written; if not, say
   why on stderr.  */
static int
trace_ok (void)
{
  if (!asc_opts.trace_json || asc_trace_written)
    return 1;
  if (asc_most_blocks == 0)
    fprintf (stderr, "ascsim: error: trace block %d was never run: the "
             "program made no launch; --ascsim-trace wrote nothing\n",
             asc_opts.trace_block);
  else
    fprintf (stderr, "ascsim: error: trace block %d was never run: the "
             "launches had at most %d block%s; choose a block below %d "
             "with --ascsim-trace-block=N\n", asc_opts.trace_block,
             asc_most_blocks, asc_most_blocks == 1 ? "" : "s",
             asc_most_blocks);
  return 0;
}

/* See ascsim.h.  */
int
ascsim_finish (void)
{
  int status = total_findings > 0 || failed_expectations > 0;
  if (!trace_ok ())
    status = 2;
  if (!asc_opts.quiet)
    printf ("ascsim: %d launch%s, %llu finding%s, %llu failed check%s: %s\n",
            asc_launches, asc_launches == 1 ? "" : "es",
            (unsigned long long) total_findings,
            total_findings == 1 ? "" : "s",
            (unsigned long long) failed_expectations,
            failed_expectations == 1 ? "" : "s", status ? "FAIL" : "PASS");
  fflush (stdout);
  return status;
}
