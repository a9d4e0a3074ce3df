/* ascsync.cc -- GCC plugin entry: plugin_init, the -fplugin-arg-ascsync-*
   options, GC roots and pass registration.

   Usage: gcc -O2 -fplugin=ascsync.so kernel.c inserts set_flag /
   wait_flag / pipe_barrier into CCE-style kernels.  The options (each
   -fplugin-arg-ascsync-NAME[=VALUE]) are listed, with their values and
   defaults, in ascsync_help below, which -fplugin-arg-ascsync-help
   prints.  An unknown option or value is an error listing the valid
   ones (suggesting the nearest option or warning class name when one
   is close); so is an option given twice, a reserve list repeating an
   id and a warn list repeating a class.  Numbers are plain decimal digits (no sign or blank).  */

#include "ascsync-gcc.h"
#include "plugin-version.h"
#include "ggc.h"
#include "spellcheck.h"

int plugin_is_GPL_compatible;

struct ascsync_settings ascsync_settings;

extern tree ascsync_set_decl, ascsync_wait_decl, ascsync_barrier_decl;
extern tree ascsync_run_decl, ascsync_run_id_decl;

static const struct ggc_root_tab ascsync_roots[] = {
  { &ascsync_set_decl, 1, sizeof ascsync_set_decl, &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &ascsync_wait_decl, 1, sizeof ascsync_wait_decl, &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &ascsync_barrier_decl, 1, sizeof ascsync_barrier_decl,
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &ascsync_run_decl, 1, sizeof ascsync_run_decl, &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &ascsync_run_id_decl, 1, sizeof ascsync_run_id_decl,
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

static const char ascsync_help[] =
  "ascsync: automatic set_flag/wait_flag/pipe_barrier insertion for\n"
  "Ascend 910A AI Core kernels.\n"
  "Usage: gcc -O2 -fplugin=ascsync.so [-fplugin-arg-ascsync-OPTION[=VALUE]]..."
  " FILE\n"
  "Options (default in brackets; each at most once):\n"
  "  flags=N             event ids per pipe pair, N = 1 to 8 [4, the 910A "
  "count]\n"
  "  target=T            target machine; T = 910a [910a]\n"
  "  reserve=LIST        event ids the plugin must not use [none]; LIST is\n"
  "                      comma separated, each item ID (0 to 7, on every "
  "pipe\n"
  "                      pair) or SRC:DST:ID with SRC != DST among the "
  "pipes\n"
  "                      S, V, M, MTE1, MTE2, MTE3 (e.g. reserve=3,"
  "MTE2:V:0),\n"
  "                      each id once\n"
  "  mode=M              M = keep: treat sync already in the source as "
  "given\n"
  "                      ordering and insert only what is missing; strip: "
  "remove\n"
  "                      it and insert from scratch; lint: change "
  "nothing, warn\n"
  "                      where the sync in the source is missing, "
  "redundant or\n"
  "                      unbalanced; off: change nothing [keep]\n"
  "  layout=yes|no       bound a local access whose count is known only "
  "by its\n"
  "                      type (a tail-tile count) at the next buffer start "
  "the\n"
  "                      function uses, the layout its get_imm addresses "
  "declare,\n"
  "                      a local pointer moving up in a loop inside its "
  "buffer,\n"
  "                      and such a transfer in a loop to one step of its "
  "address [yes]\n"
  "  gm-distinct=yes|no  the GM pointer parameters of a kernel (and of a "
  "helper\n"
  "                      every call passes distinct ones) point into "
  "distinct\n"
  "                      objects [yes]\n"
  "  comdat-calls=yes|no what an inline function or template instance "
  "(other units\n"
  "                      may define it too) is given is what this unit's "
  "calls give\n"
  "                      it, as for a static function [yes]\n"
  "  split=yes|no        make irreducible control flow reducible by "
  "duplicating\n"
  "                      blocks (no: plan it with the data-flow planner) "
  "[yes]\n"
  "  structured-max=N    plan functions of up to N pipe operations and N "
  "blocks\n"
  "                      with the structured planner, larger ones with "
  "the\n"
  "                      data-flow planner (faster, more sync), N = 0 to "
  "100000\n"
  "                      [800]\n"
  "  inline=yes|no       inline the device functions declared inline "
  "whatever\n"
  "                      their size (no: as GCC weighs them; modes keep "
  "and strip,\n"
  "                      above -O0, unless -fno-inline) [yes]\n"
  "  threading=yes|no    let GCC thread jumps in device code (no: turn "
  "-fthread-jumps\n"
  "                      and -ftree-vrp off in its pipelined loops' "
  "functions, unless\n"
  "                      the command line sets it, so the plan sees the "
  "loops as\n"
  "                      written; modes keep and strip) [no]\n"
  "  split-paths=yes|no  let GCC split paths in device code (no: turn "
  "-fsplit-paths\n"
  "                      off there, unless the command line sets it, so "
  "a loop's\n"
  "                      tail is not copied into the arms of a branch; "
  "modes keep and\n"
  "                      strip) [no]\n"
  "  row-guards=G        G = yes: where a GM row chosen at run time may "
  "equal one a\n"
  "                      transfer of the last iterations still touches, "
  "compare the\n"
  "                      rows at run time and wait only when they are "
  "equal; no:\n"
  "                      order every iteration after the one before; "
  "drop\n"
  "                      (debugging): plan with guards but emit none, so "
  "the\n"
  "                      checker must find the race [yes]\n"
  "  emit=E              E = runs: the sync instructions placed at one "
  "point become\n"
  "                      one call of asc_sync_run (cheaper to compile); "
  "calls: one\n"
  "                      call of asc_set_flag, asc_wait_flag or "
  "asc_pipe_barrier\n"
  "                      per instruction [runs]\n"
  "  dump[=STAGES]       write the per-function dump SRC.NNNt.ascsync, "
  "one section\n"
  "                      per stage; STAGES = all [the default] or a comma "
  "separated\n"
  "                      list of: ops (blocks, operations, footprints), "
  "deps\n"
  "                      (each dependence and what orders it), virtual "
  "(pairs\n"
  "                      placed, before redundancy removal), redundancy "
  "(pairs\n"
  "                      removed, same-pipe barriers, priming, re-arming), "
  "alloc\n"
  "                      (event ids per pair and pipe pair), plan "
  "(insertions,\n"
  "                      summary); GCC ends it with the function after "
  "the pass\n"
  "                      [no dump]\n"
  "  source=FILE         also write the main source file to FILE with "
  "the sync\n"
  "                      inserted as set_flag/wait_flag/pipe_barrier "
  "calls, for\n"
  "                      a compiler without the plugin (best at -O0) "
  "[off]\n"
  "  fixits              give the same insertions as fix-it hints, a note "
  "per\n"
  "                      function (-fdiagnostics-generate-patch prints them "
  "as a\n"
  "                      diff) [off]\n"
  "  summary             a note per function with the counts [off]\n"
  "  verify=V            the RTL check that the final order of pipe and "
  "sync\n"
  "                      calls is the planned one: V = 1 (on), 0 (off), "
  "note\n"
  "                      (on, with a note per checked function), perturb\n"
  "                      (debugging: corrupt the recorded order so the "
  "check\n"
  "                      fires) [1]\n"
  "  warn=LIST           the plugin's warnings, by class (each ends with "
  "its\n"
  "                      option): LIST is comma separated, each item all, "
  "none,\n"
  "                      CLASS (warn), no-CLASS (silence) or error:CLASS "
  "(make\n"
  "                      it an error), applied in order, each class once; "
  "the\n"
  "                      classes: imprecise (an access taken to touch its "
  "whole\n"
  "                      memory space), provenance (the whole buffer its "
  "pointer\n"
  "                      derives from), opaque-call (a call fenced with "
  "PIPE_ALL\n"
  "                      barriers), pipe-free (the ascsync_pipe_free mark "
  "ignored),\n"
  "                      control-flow (a function planned without loops), "
  "fallback\n"
  "                      (no event id left), lto (-flto needs the plugin at "
  "the\n"
  "                      link); and the checks of hand-written sync: "
  "missing-sync\n"
  "                      and redundant-sync (mode lint), unbalanced-flag, "
  "bad-event-id,\n"
  "                      barrier-s; comdat-calls (an inline function "
  "taken to be\n"
  "                      called as this unit calls it) [all]\n"
  "  help                print this help\n";

/* The option names, for the error naming an unknown one.  */
static const char *const option_names[] = {
  "flags", "target", "reserve", "mode", "layout", "gm-distinct",
  "comdat-calls", "split", "structured-max", "inline",
  "threading", "split-paths", "row-guards", "emit",
  "dump", "summary", "help", "verify", "warn", "source", "fixits", NULL
};

/* The RTL check, rtl_verify.cc: 0 off, 1 on, 2 with a note, 3 perturbed.  */
static int verify_level = 1;
void ascsync_verify_register (const char *plugin_name, int level);

/* Pipe named NAME (S, V, M, MTE1, MTE2, MTE3), or -1.  */
static int
pipe_by_name (const char *name, size_t len)
{
  for (int p = 0; p < ASC_NPIPES; p++)
    if (strlen (asc_pipe_names[p]) == len
        && !strncasecmp (asc_pipe_names[p], name, len))
      return p;
  return -1;
}

/* The number spelt by the decimal digits [S, END) (no sign, no blank,
   at least one digit) if it is at most MAX, else -1.  */
static long
parse_number (const char *s, const char *end, long max)
{
  long n = 0;
  if (s == end)
    return -1;
  for (; s < end; s++)
    {
      if (*s < '0' || *s > '9')
        return -1;
      n = n * 10 + (*s - '0');
      if (n > max)
        return -1;
    }
  return n;
}

/* Parse the reserve list VALUE into the settings.  An empty list or
   item, or an item reserving an id an earlier item reserved already, is
   an error.  Reports it and returns false.  */
static bool
parse_reserve (const char *value)
{
  static const char valid[] = "valid values are comma-separated ID (0 to 7) "
                              "or SRC:DST:ID with pipes S, V, M, MTE1, MTE2, "
                              "MTE3";
  for (const char *s = value;; s++)
    {
      const char *end = strchr (s, ',');
      if (!end)
        end = s + strlen (s);
      const char *c1 = (const char *) memchr (s, ':', end - s);
      int p = -1, q = -1;
      const char *num = s;
      if (c1)
        {
          const char *c2 = (const char *) memchr (c1 + 1, ':', end - c1 - 1);
          p = pipe_by_name (s, c1 - s);
          q = c2 ? pipe_by_name (c1 + 1, c2 - c1 - 1) : -1;
          num = c2 ? c2 + 1 : end;
        }
      long id = parse_number (num, end, 7);
      if (id < 0 || (c1 && (p < 0 || q < 0 || p == q)))
        {
          error ("ascsync: bad value %qs for %<reserve%>: %s", value, valid);
          return false;
        }
      bool again = false;
      for (int a = 0; a < ASC_NPIPES; a++)
        for (int b = 0; b < ASC_NPIPES; b++)
          if (p < 0 || (a == p && b == q))
            {
              uint32_t *r = &ascsync_settings.sync.reserved[a][b];
              again |= (*r >> id) & 1;
              *r |= 1u << id;
            }
      if (again)
        {
          error ("ascsync: %<reserve%> item %<%.*s%> reserves an id an "
                 "earlier item of %qs reserved already: give each id once",
                 (int) (end - s), s, value);
          return false;
        }
      if (!*end)
        break;
      s = end;                  /* the comma, which s++ passes */
    }
  return true;
}

/* The index of VALUE, the value of option KEY, in the null-terminated
   list NAMES; -1 (reported as an error listing NAMES) when it is none
   of them or missing.  */
static int
parse_choice (const char *key, const char *value, const char *const *names)
{
  for (int i = 0; value && names[i]; i++)
    if (!strcmp (value, names[i]))
      return i;
  char list[128] = "";
  for (int i = 0; names[i]; i++)
    snprintf (list + strlen (list), sizeof list - strlen (list), "%s%s",
              i ? ", " : "", names[i]);
  error ("ascsync: bad value %qs for %qs: valid values are %s",
         value ? value : "", key, list);
  return -1;
}

/* Set *ON to 1 for VALUE "yes", 0 for "no", of option KEY; false
   (reported by parse_choice) for anything else.  */
static bool
parse_yes_no (const char *key, const char *value, int *on)
{
  static const char *const yes_no[] = { "yes", "no", NULL };
  int c = parse_choice (key, value, yes_no);
  if (c < 0)
    return false;
  *on = c == 0;
  return true;
}

/* Report that KEY is no option of the plugin, listing the valid ones,
   and suggesting the nearest one when one is close.  */
static void
report_unknown_option (const char *key)
{
  auto_vec<const char *> candidates;
  char list[256] = "";
  for (int i = 0; option_names[i]; i++)
    {
      candidates.safe_push (option_names[i]);
      snprintf (list + strlen (list), sizeof list - strlen (list), "%s%s",
                i ? ", " : "", option_names[i]);
    }
  const char *hint = find_closest_string (key, &candidates);
  if (hint)
    error ("ascsync: unknown option %qs; did you mean %qs? (valid options "
           "are %s)", key, hint, list);
  else
    error ("ascsync: unknown option %qs: valid options are %s", key, list);
}

/* Parse one plugin argument KEY[=VALUE]; report errors and return
   false on a bad one.  */
static bool
parse_arg (const char *key, const char *value)
{
  if (!strcmp (key, "flags"))
    {
      long n = value ? parse_number (value, value + strlen (value), 8) : -1;
      if (n < 1)
        {
          error ("ascsync: bad value %qs for %<flags%>: valid values are "
                 "1 to 8", value ? value : "");
          return false;
        }
      ascsync_settings.sync.nflags = (int) n;
    }
  else if (!strcmp (key, "target"))
    {
      if (!value || strcasecmp (value, "910a"))
        {
          error ("ascsync: bad value %qs for %<target%>: valid values "
                 "are 910a", value ? value : "");
          return false;
        }
    }
  else if (!strcmp (key, "reserve"))
    {
      if (!parse_reserve (value ? value : ""))
        return false;
    }
  else if (!strcmp (key, "mode"))
    {
      static const char *const modes[] = { "keep", "strip", "off", "lint",
                                           NULL };
      int m = parse_choice (key, value, modes);
      if (m < 0)
        return false;
      ascsync_settings.mode = (enum ascsync_mode) m;
    }
  else if (!strcmp (key, "layout"))
    return parse_yes_no (key, value, &ascsync_settings.layout);
  else if (!strcmp (key, "gm-distinct"))
    return parse_yes_no (key, value, &ascsync_settings.gm_distinct);
  else if (!strcmp (key, "comdat-calls"))
    return parse_yes_no (key, value, &ascsync_settings.comdat_calls);
  else if (!strcmp (key, "split"))
    {
      int split;
      if (!parse_yes_no (key, value, &split))
        return false;
      ascsync_settings.no_split = !split;
    }
  else if (!strcmp (key, "structured-max"))
    {
      long n = value ? parse_number (value, value + strlen (value), 100000)
                     : -1;
      if (n < 0)
        {
          error ("ascsync: bad value %qs for %<structured-max%>: valid "
                 "values are 0 to 100000", value ? value : "");
          return false;
        }
      ascsync_settings.sync.structured_max = (int) n;
    }
  else if (!strcmp (key, "inline"))
    {
      int yes;
      if (!parse_yes_no (key, value, &yes))
        return false;
      ascsync_settings.no_inline = !yes;
    }
  else if (!strcmp (key, "threading"))
    return parse_yes_no (key, value, &ascsync_settings.threading);
  else if (!strcmp (key, "split-paths"))
    return parse_yes_no (key, value, &ascsync_settings.split_paths);
  else if (!strcmp (key, "row-guards"))
    {
      /* "drop" is a debugging aid, as verify=perturb: the plan relies
         on guards that are not emitted, so the simulator's checker
         must find the race they prevent.  */
      static const char *const guards[] = { "no", "yes", "drop", NULL };
      int g = parse_choice (key, value, guards);
      if (g < 0)
        return false;
      ascsync_settings.row_guards = g;
    }
  else if (!strcmp (key, "emit"))
    {
      static const char *const emits[] = { "runs", "calls", NULL };
      int e = parse_choice (key, value, emits);
      if (e < 0)
        return false;
      ascsync_settings.emit_calls = e;
    }
  else if (!strcmp (key, "dump"))
    {
      unsigned stages = value ? sync_dump_parse (value) : SYNC_DUMP_ALL;
      if (!stages)
        {
          error ("ascsync: bad value %qs for %<dump%>: valid values are "
                 "all (or no value) or a comma-separated list of ops, "
                 "deps, virtual, redundancy, alloc, plan", value);
          return false;
        }
      ascsync_settings.dump = 1;
      ascsync_settings.sync.dump = stages;
    }
  else if (!strcmp (key, "verify"))
    {
      static const char *const levels[]
        = { "0", "1", "note", "perturb", NULL };
      int level = value ? parse_choice (key, value, levels) : 1;
      if (level < 0)
        return false;
      verify_level = level;
    }
  else if (!strcmp (key, "fixits"))
    {
      if (value)
        {
          error ("ascsync: option %qs takes no value", key);
          return false;
        }
      ascsync_source_fixits = true;
    }
  else if (!strcmp (key, "summary") || !strcmp (key, "help"))
    {
      if (value)
        {
          error ("ascsync: option %qs takes no value", key);
          return false;
        }
      if (!strcmp (key, "summary"))
        ascsync_settings.summary = 1;
      else
        fputs (ascsync_help, stderr);
    }
  else if (!strcmp (key, "source"))
    {
      if (!value || !*value)
        {
          error ("ascsync: option %<source%> needs a file name: "
                 "%<-fplugin-arg-ascsync-source=FILE%>");
          return false;
        }
      ascsync_source_path = value;
    }
  else if (!strcmp (key, "warn"))
    {
      if (!ascsync_parse_warn (value))
        return false;
    }
  else
    {
      report_unknown_option (key);
      return false;
    }
  return true;
}

/* Whether argument I of ARGV names an option an earlier argument named
   already (reported as an error): each option is given at most once,
   since a later value silently overriding an earlier one, or adding to
   it, hides mistakes in build flags.  */
static bool
repeated_arg (const struct plugin_argument *argv, int i)
{
  for (int j = 0; j < i; j++)
    if (!strcmp (argv[j].key, argv[i].key))
      {
        error ("ascsync: option %qs given more than once "
               "(%<-fplugin-arg-ascsync-%s%s%s%> and "
               "%<-fplugin-arg-ascsync-%s%s%s%>): give each option once",
               argv[i].key, argv[j].key, argv[j].value ? "=" : "",
               argv[j].value ? argv[j].value : "", argv[i].key,
               argv[i].value ? "=" : "",
               argv[i].value ? argv[i].value : "");
        return true;
      }
  return false;
}

/* Register PASS for plugin NAME at POS of the first instance of GCC's
   pass REF.  */
static void
register_pass (const char *name, opt_pass *pass, const char *ref,
               enum pass_positioning_ops pos)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = ref;
  info.ref_pass_instance_number = 1;
  info.pos_op = pos;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

/* Plugin entry.  PLUGIN_INFO holds the name and arguments, VERSION the
   GCC that loads it.  Returns 0 if initialization finishes successfully.
   Note that this function needs to be named exactly "plugin_init".  */
int
plugin_init (struct plugin_name_args *plugin_info,
             struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("ascsync: built for GCC %s, loaded into GCC %s",
             gcc_version.basever, version->basever);
      return 1;
    }
  memset (&ascsync_settings, 0, sizeof ascsync_settings);
  sync_options_default (&ascsync_settings.sync);
  ascsync_settings.layout = 1;
  ascsync_settings.gm_distinct = 1;
  ascsync_settings.comdat_calls = 1;
  ascsync_settings.row_guards = 1;
  bool ok = true;
  for (int i = 0; i < plugin_info->argc; i++)
    ok &= !repeated_arg (plugin_info->argv, i)
          && parse_arg (plugin_info->argv[i].key, plugin_info->argv[i].value);
  ascsync_settings.sync.source_points
    = ascsync_source_path || ascsync_source_fixits;
  if (ok && (ascsync_source_path || ascsync_source_fixits)
      && ascsync_settings.mode != ASCSYNC_MODE_KEEP
      && ascsync_settings.mode != ASCSYNC_MODE_STRIP)
    {
      error ("ascsync: %qs puts the sync the plugin adds into the source; "
             "only modes keep (the default) and strip add sync",
             ascsync_source_path ? "source" : "fixits");
      ok = false;
    }
  if (ok && ascsync_source_fixits
      && ascsync_settings.mode == ASCSYNC_MODE_STRIP)
    {
      /* GCC 12's patch printer mangles runs of lines that mix deletions
         with lines inserted between them.  */
      error ("ascsync: %qs gives the insertions of mode keep as fix-it "
             "hints; the deletions of mode strip go only into a file "
             "(%qs)", "fixits", "source");
      ok = false;
    }
  if (!ok)
    return 1;

  static struct plugin_info info = { ASCSYNC_VERSION, ascsync_help };
  register_callback (plugin_info->base_name, PLUGIN_INFO, NULL, &info);
  register_callback (plugin_info->base_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
                     (void *) ascsync_roots);
  /* ascsync_pipe_free (gimple_calls.cc).  */
  register_callback (plugin_info->base_name, PLUGIN_ATTRIBUTES,
                     ascsync_register_attributes, NULL);

  /* After "optimized": the last GIMPLE pass, run at every -O level.  */
  register_pass (plugin_info->base_name, ascsync_make_pass (g), "optimized",
                 PASS_POS_INSERT_AFTER);
  /* The tables' values, before "ivopts" takes their addresses.  */
  register_pass (plugin_info->base_name, ascsync_make_tables_pass (g),
                 "ivopts", PASS_POS_INSERT_BEFORE);
  if (ascsync_source_path || ascsync_source_fixits)
    ascsync_source_register (plugin_info->base_name);
  /* Device code keeps its software-pipelined loops and its loops'
     tails as written (gimple_threading.cc), unless threading=yes or
     split-paths=yes or the command line chose (-f[no-]thread-jumps,
     -f[no-]split-paths); only the modes that add sync change the
     code.  */
  bool adds = (ascsync_settings.mode == ASCSYNC_MODE_KEEP
               || ascsync_settings.mode == ASCSYNC_MODE_STRIP);
  bool no_threading = adds && !ascsync_settings.threading
                      && !global_options_set.x_flag_thread_jumps;
  bool no_split_paths = adds && !ascsync_settings.split_paths
                        && !global_options_set.x_flag_split_paths;
  /* Kernels launched by host code stay out of line in the modes that
     add sync (gimple_outofline.cc); lint changes no code.  */
  if (adds)
    register_pass (plugin_info->base_name, ascsync_make_outofline_pass (g),
                   "ssa", PASS_POS_INSERT_AFTER);
  /* The get_imm addresses computed from parameters, before inlining
     and cloning fold them (gimple_immparam.cc).  */
  register_pass (plugin_info->base_name, ascsync_make_immparam_pass (g),
                 "ssa", PASS_POS_INSERT_AFTER);
  /* Device functions declared inline are inlined (gimple_inline.cc).  */
  if (adds && !ascsync_settings.no_inline)
    register_pass (plugin_info->base_name, ascsync_make_inline_pass (g),
                   "ssa", PASS_POS_INSERT_AFTER);
  if (no_threading || no_split_paths)
    register_pass (plugin_info->base_name,
                   ascsync_make_threading_pass (g, no_threading,
                                                no_split_paths),
                   "ssa", PASS_POS_INSERT_AFTER);
  /* Callees planned before their callers at -O0 too
     (gimple_callee_first.cc).  */
  if (adds)
    ascsync_callee_first_register (plugin_info->base_name);
  /* The calls of each function when the IPA passes end
     (gimple_argbuf.cc).  */
  ascsync_argbuf_register (plugin_info->base_name);
  /* What functions store through their pointer parameters, read while
     every body is GIMPLE (gimple_heldstore.cc).  */
  ascsync_heldstore_register (plugin_info->base_name);
  /* -flto: no link without the plugin.  */
  ascsync_lto_register (plugin_info->base_name, plugin_info->full_name);
  /* The RTL check; its GIMPLE half goes right after "ascsync".  */
  ascsync_verify_register (plugin_info->base_name, verify_level);
  /* GCC 12 parses -fdump-* before plugins load: enable our dump here.  */
  if (ascsync_settings.dump)
    g->get_dumps ()->dump_switch_p ("tree-ascsync");
  return 0;
}
