/* cli.c -- the simulator's command-line options (--ascsim-...).

   ascsim_init removes the options it understands from argv so a host
   program sees only its own.  Unknown --ascsim-* options are errors that
   list the valid ones.  ASCSIM_NO_TRAP=1 in the environment is the same
   as --ascsim-no-trap (useful under valgrind or gdb).  */

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "sim_internal.h"

/* The largest --ascsim-max-instructions accepted.  */
#define MAX_INSTRUCTIONS_LIMIT 1000000000000ull

asc_options asc_opts
  = { .target = NULL, .trace_json = NULL, .trace_block = 0,
      .trace_timing = ASCSIM_MODE_WRITTEN, .max_findings_shown = 20,
      .max_instructions = ASCSIM_DEFAULT_MAX_INSTRUCTIONS };

/* See sim_internal.h.  */
const char *const asc_timing_names[ASCSIM_NMODES]
  = { "written", "barrier-all", "ideal" };

static const char *const valid_options =
  "--ascsim-help, --ascsim-target=NAME, --ascsim-trace=FILE.json, "
  "--ascsim-trace-block=N, --ascsim-trace-timing=written|barrier-all|ideal, "
  "--ascsim-verbose, --ascsim-quiet, "
  "--ascsim-no-trap, --ascsim-max-findings=N, "
  "--ascsim-max-instructions=N, --ascsim-mode=checked|barrier-all";

/* See ascsim.h.  */
void
ascsim_usage (FILE *f)
{
  fprintf (f,
    "Simulator options (libascsim):\n"
    "  --ascsim-help             print this help and exit\n"
    "  --ascsim-target=NAME      machine model (%s; default 910a)\n"
    "  --ascsim-trace=FILE       write a Chrome trace-event JSON of one block\n"
    "                            (open in Perfetto or chrome://tracing); a\n"
    "                            FILE that cannot be written is an error\n"
    "  --ascsim-trace-block=N    block to trace (default 0); an error at the\n"
    "                            end if no launch has block N\n"
    "  --ascsim-trace-timing=T   timing the trace shows: written (default:\n"
    "                            the kernel's own sync), barrier-all, or\n"
    "                            ideal (each instruction after the ones it\n"
    "                            truly conflicts with: where the written\n"
    "                            sync loses against the bound)\n"
    "  --ascsim-verbose          print busy cycles per pipe and passed checks\n"
    "  --ascsim-quiet            print nothing but errors; the exit status\n"
    "                            still tells\n"
    "  --ascsim-no-trap          do not trace scalar loads/stores of UB and GM\n"
    "                            (also ASCSIM_NO_TRAP=1; needed under valgrind)\n"
    "  --ascsim-max-findings=N   print at most N findings (default 20)\n"
    "  --ascsim-max-instructions=N\n"
    "                            instruction budget of a block (default\n"
    "                            %llu): a block that issues more\n"
    "                            intrinsic calls and traced scalar\n"
    "                            loads/stores is taken to loop forever and\n"
    "                            stops the run with an error\n"
    "  --ascsim-mode=MODE        checked (default): run the race/deadlock\n"
    "                            checker; barrier-all: the kernel is taken to\n"
    "                            run fully serialised (as with a barrier after\n"
    "                            every instruction), so only argument findings\n"
    "                            are reported (for sync-free builds)\n"
    "A launch has 1 to %d blocks (ASCSIM_MAX_BLOCKS).  Misuse of an option\n"
    "or of the API is an error: \"ascsim: error: ...\" and exit status 2.\n",
    asc_model_names (),
    (unsigned long long) ASCSIM_DEFAULT_MAX_INSTRUCTIONS, ASCSIM_MAX_BLOCKS);
}

/* Parse the integer value of OPT=VALUE, from 0 to MAX, or stop the
   run.  */
static int
int_value (const char *opt, const char *v, long max)
{
  char *end;
  long n = strtol (v, &end, 10);
  if (!*v || *end || n < 0 || n > max)
    asc_error_exit ("%s needs an integer from 0 to %ld, not '%s'", opt, max,
                    v);
  return (int) n;
}

/* Parse the value of --ascsim-max-instructions=V, from 1 to
   MAX_INSTRUCTIONS_LIMIT, or stop the run.  */
static uint64_t
budget_value (const char *v)
{
  char *end;
  errno = 0;
  unsigned long long n = strtoull (v, &end, 10);
  if (*v < '0' || *v > '9' || *end || errno || n < 1
      || n > MAX_INSTRUCTIONS_LIMIT)
    asc_error_exit ("--ascsim-max-instructions needs an integer from 1 to "
                    "%llu, not '%s'", MAX_INSTRUCTIONS_LIMIT, v);
  return n;
}

/* See ascsim.h.  */
void
ascsim_init (int *argc, char **argv)
{
  const char *env = getenv ("ASCSIM_NO_TRAP");
  if (env && *env && strcmp (env, "0") != 0)
    asc_opts.no_trap = 1;

  int out = 1;
  for (int i = 1; i < *argc; i++)
    {
      const char *a = argv[i];
      if (strncmp (a, "--ascsim-", 9) != 0)
        {
          argv[out++] = argv[i];
          continue;
        }
      const char *eq = strchr (a, '=');
      const char *v = eq ? eq + 1 : NULL;
      size_t klen = eq ? (size_t) (eq - a) : strlen (a);
#define IS(NAME) (klen == strlen (NAME) && strncmp (a, NAME, klen) == 0)
      if (IS ("--ascsim-help") && !v)
        {
          ascsim_usage (stdout);
          exit (0);
        }
      else if (IS ("--ascsim-target") && v)
        {
          if (!asc_model_find (v))
            asc_error_exit ("unknown target '%s' (valid: %s)", v,
                            asc_model_names ());
          asc_opts.target = v;
        }
      else if (IS ("--ascsim-trace") && v && *v)
        asc_opts.trace_json = v;
      else if (IS ("--ascsim-trace-block") && v)
        asc_opts.trace_block = int_value ("--ascsim-trace-block", v,
                                          ASCSIM_MAX_BLOCKS - 1);
      else if (IS ("--ascsim-trace-timing") && v)
        {
          int m = 0;
          while (m < ASCSIM_NMODES && strcmp (v, asc_timing_names[m]) != 0)
            m++;
          if (m < ASCSIM_NMODES)
            asc_opts.trace_timing = m;
          else
            asc_error_exit ("unknown trace timing '%s' (valid: written, "
                            "barrier-all, ideal)", v);
        }
      else if (IS ("--ascsim-verbose") && !v)
        asc_opts.verbose = 1;
      else if (IS ("--ascsim-quiet") && !v)
        asc_opts.quiet = 1;
      else if (IS ("--ascsim-no-trap") && !v)
        asc_opts.no_trap = 1;
      else if (IS ("--ascsim-mode") && v)
        {
          if (strcmp (v, "checked") == 0)
            asc_opts.serialised = 0;
          else if (strcmp (v, "barrier-all") == 0)
            asc_opts.serialised = 1;
          else
            asc_error_exit ("unknown mode '%s' (valid: checked, barrier-all)",
                            v);
        }
      else if (IS ("--ascsim-max-findings") && v)
        asc_opts.max_findings_shown = int_value ("--ascsim-max-findings", v,
                                                 1000000);
      else if (IS ("--ascsim-max-instructions") && v)
        asc_opts.max_instructions = budget_value (v);
      else
        asc_error_exit ("unknown or malformed option '%s'\n"
                        "ascsim: valid options: %s", a, valid_options);
#undef IS
    }
  argv[out] = NULL;
  *argc = out;
}
