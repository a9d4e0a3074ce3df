/* ascsync-bench.c -- the kernel-suite benchmark behind `make bench`.

   For every kernel source in the kernel directory it builds the variants
   (hand: the expert's own sync; auto: sync-free source compiled with the
   ascsync plugin, when the plugin is given; keep: the source as written,
   its hand-written sync kept, with the plugin), runs each on the
   simulator and reads the cycle counts the simulator prints for the
   three timing modes of the same trace: barrier-all, as written, and
   ideal.  It prints one table with the ratios, geometric means at the
   bottom and, with auto, the most auto/hand's geometric mean can reach
   (1 / that of hand/ideal: no placement beats ideal), then the keep table (keep/hand = cycles(hand) / cycles(keep)),
   and writes the same data as CSV, JSON and an SVG bar chart.

   The ratios, so that higher is better for the variant judged:
   hand/ideal = cycles(ideal) / cycles(hand) and ideal/auto =
   cycles(ideal) / cycles(auto), the fraction of the lower bound's speed
   reached (1.00 = no sync placement can do better); auto/hand =
   cycles(hand) / cycles(auto), the speed of auto relative to hand (above
   1.00: auto is faster).  The simulator is deterministic, so every cycle
   count is exact and reproducible, whatever the host machine's load.

   Usage: ascsync-bench --cc DRIVER --kernels DIR --out DIR
                        [--plugin PATH] [KERNEL...]
   The auto variant is built with ASCSYNC_PLUGIN=PATH in the driver's
   environment and -DASCSYNC_NO_HAND_SYNC; the hand variant with
   --no-plugin.  */

#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

#define MAXK 128

/* Cycle counts of one built-and-run variant.  */
struct run
{
  int ok;                       /* built, exited 0, no findings */
  double written, barrier_all, ideal;
};

struct kernel
{
  char name[64];
  struct run hand, autov, keep;
};

static const char *cc, *kdir, *outdir, *plugin;
static struct kernel ks[MAXK];
static int nk;

static void
usage (FILE *f)
{
  fprintf (f, "usage: ascsync-bench --cc DRIVER --kernels DIR --out DIR "
           "[--plugin PATH] [KERNEL...]\n");
}

static int
cmp_names (const void *a, const void *b)
{
  return strcmp (((const struct kernel *) a)->name,
                 ((const struct kernel *) b)->name);
}

/* Collect the kernels of KDIR (every NAME.c), sorted by name.  */
static void
list_kernels (void)
{
  DIR *d = opendir (kdir);
  if (!d)
    {
      fprintf (stderr, "ascsync-bench: %s: %s\n", kdir, strerror (errno));
      exit (2);
    }
  struct dirent *e;
  while ((e = readdir (d)) && nk < MAXK)
    {
      size_t n = strlen (e->d_name);
      if (n > 2 && n < 60 && strcmp (e->d_name + n - 2, ".c") == 0)
        {
          memcpy (ks[nk].name, e->d_name, n - 2);
          ks[nk].name[n - 2] = 0;
          nk++;
        }
    }
  closedir (d);
  qsort (ks, (size_t) nk, sizeof ks[0], cmp_names);
}

/* Run shell command CMD; return its exit status (-1 if it did not
   exit normally).  */
static int
run_cmd (const char *cmd)
{
  int st = system (cmd);
  return st != -1 && WIFEXITED (st) ? WEXITSTATUS (st) : -1;
}

/* Build kernel K as variant VAR with extra compiler FLAGS (with the
   plugin when WITH_PLUGIN), run it and fill R from the simulator's
   "ascsim: launch" lines.  */
static void
build_and_run (const struct kernel *k, const char *var, const char *flags,
               int with_plugin, struct run *r)
{
  char exe[4096], cmd[16384], log[4096];
  memset (r, 0, sizeof *r);
  snprintf (exe, sizeof exe, "%s/%s.%s", outdir, k->name, var);
  snprintf (log, sizeof log, "%s/%s.%s.log", outdir, k->name, var);
  snprintf (cmd, sizeof cmd, "%s%s%s%s -O2 -I'%s' %s '%s/%s.c' -o '%s' > "
            "'%s' 2>&1", with_plugin ? "ASCSYNC_PLUGIN='" : "",
            with_plugin ? plugin : "", with_plugin ? "' " : "", cc, kdir,
            flags, kdir, k->name, exe, log);
  if (run_cmd (cmd) != 0)
    {
      fprintf (stderr, "ascsync-bench: %s (%s) failed to build; see %s\n",
               k->name, var, log);
      return;
    }
  snprintf (cmd, sizeof cmd, "'%s' > '%s' 2>&1", exe, log);
  int st = run_cmd (cmd);
  FILE *f = fopen (log, "r");
  if (!f)
    return;
  char line[8192];
  int launches = 0, findings = 0;
  while (fgets (line, sizeof line, f))
    {
      if (strncmp (line, "ascsim: launch ", 15) != 0)
        continue;
      const char *p;
      launches++;
      if ((p = strstr (line, " cycles=")))
        r->written += strtod (p + 8, NULL);
      if ((p = strstr (line, " barrier_all=")))
        r->barrier_all += strtod (p + 13, NULL);
      if ((p = strstr (line, " ideal=")))
        r->ideal += strtod (p + 7, NULL);
      if ((p = strstr (line, " findings=")))
        findings += atoi (p + 10);
    }
  fclose (f);
  r->ok = st == 0 && launches > 0 && findings == 0 && r->written > 0;
  if (!r->ok)
    fprintf (stderr, "ascsync-bench: %s (%s) did not run clean (exit %d, "
             "%d findings); see %s\n", k->name, var, st, findings, log);
}

/* Speed of a variant taking A cycles relative to one taking B cycles:
   B / A.  */
static double
speed (double a, double b)
{
  return a > 0 && b > 0 ? b / a : NAN;
}

/* Geometric mean accumulator.  */
struct gmean
{
  double logsum;
  int n;
};

static void
gm_add (struct gmean *g, double v)
{
  if (v > 0 && isfinite (v))
    {
      g->logsum += log (v);
      g->n++;
    }
}

static double
gm_value (const struct gmean *g)
{
  return g->n ? exp (g->logsum / g->n) : NAN;
}

/* Write the SVG chart: per kernel, bars of barrier-all, hand, (auto,)
   ideal cycles normalised to barrier-all.  */
static void
write_svg (const char *path, int with_auto)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return;
  int nbar = with_auto ? 4 : 3, bw = 7, gap = 10;
  int group = nbar * bw + gap, left = 60, top = 40, h = 300;
  int width = left + nk * group + 160, height = top + h + 120;
  static const char *const colours[] = { "#b0b0b0", "#4878d0", "#ee854a",
                                         "#6acc64" };
  const char *labels[] = { "barrier-all", "hand", with_auto ? "auto" : "ideal",
                           "ideal" };
  fprintf (f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
           "height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">\n",
           width, height);
  fprintf (f, "<text x=\"%d\" y=\"20\" font-size=\"14\">Cycles normalised to "
           "barrier-all (lower is faster; deterministic simulator, 910A "
           "model)</text>\n", left);
  for (int t = 0; t <= 4; t++)
    {
      double y = top + h - h * t / 4.0;
      fprintf (f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
               "stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" "
               "text-anchor=\"end\">%.2f</text>\n", left, y,
               left + nk * group, y, left - 5, y + 4, t / 4.0);
    }
  for (int i = 0; i < nk; i++)
    {
      const struct kernel *k = &ks[i];
      double base = k->hand.barrier_all;
      double vals[4] = { k->hand.barrier_all, k->hand.written,
                         with_auto ? k->autov.written : k->hand.ideal,
                         k->hand.ideal };
      int x0 = left + i * group;
      for (int b = 0; b < nbar && base > 0; b++)
        {
          double v = vals[b] / base;
          if (!(v > 0))
            continue;
          if (v > 1.0)
            v = 1.0;
          fprintf (f, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" "
                   "fill=\"%s\"/>\n", x0 + b * bw, top + h - h * v, bw - 1,
                   h * v, colours[b]);
        }
      fprintf (f, "<text transform=\"translate(%d,%d) rotate(60)\">%s</text>\n",
               x0 + 2, top + h + 12, k->name);
    }
  for (int b = 0; b < nbar; b++)
    fprintf (f, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" "
             "fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>\n",
             left + nk * group + 20, top + b * 18, colours[b],
             left + nk * group + 35, top + b * 18 + 9, labels[b]);
  fprintf (f, "</svg>\n");
  fclose (f);
}

/* Print the table of the kernels built as written with the plugin in
   keep mode: its cycles and its speed relative to hand, with the
   geometric mean and the slowest kernel.  */
static void
print_keep_table (void)
{
  struct gmean g = { 0, 0 };
  double worst = INFINITY;
  const char *wname = "";
  printf ("\nThe source as written (hand-written sync kept) with the plugin, "
          "mode=keep:\n%-18s %12s %12s %10s\n", "kernel", "hand", "keep",
          "keep/hand");
  for (int i = 0; i < nk; i++)
    {
      const struct kernel *k = &ks[i];
      double kh = speed (k->keep.written, k->hand.written);
      gm_add (&g, kh);
      if (kh < worst)
        {
          worst = kh;
          wname = k->name;
        }
      printf ("%-18s %12.0f %12.0f %10.3f%s\n", k->name, k->hand.written,
              k->keep.written, kh, k->keep.ok ? "" : "  (FAILED)");
    }
  printf ("%-18s %12s %12s %10.3f (slowest: %s %.3f)\n", "geomean", "", "",
          gm_value (&g), wname, worst);
}

int
main (int argc, char **argv)
{
  int only = 0;
  char *wanted[MAXK];
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--cc") == 0 && i + 1 < argc)
        cc = argv[++i];
      else if (strcmp (argv[i], "--kernels") == 0 && i + 1 < argc)
        kdir = argv[++i];
      else if (strcmp (argv[i], "--out") == 0 && i + 1 < argc)
        outdir = argv[++i];
      else if (strcmp (argv[i], "--plugin") == 0 && i + 1 < argc)
        plugin = argv[++i];
      else if (strcmp (argv[i], "--help") == 0)
        {
          usage (stdout);
          return 0;
        }
      else if (argv[i][0] == '-')
        {
          fprintf (stderr, "ascsync-bench: unknown option '%s'\n", argv[i]);
          usage (stderr);
          return 2;
        }
      else if (only < MAXK)
        wanted[only++] = argv[i];
    }
  if (!cc || !kdir || !outdir)
    {
      usage (stderr);
      return 2;
    }
  mkdir (outdir, 0777);
  list_kernels ();
  if (only)
    {
      int m = 0;
      for (int i = 0; i < nk; i++)
        for (int j = 0; j < only; j++)
          if (strcmp (ks[i].name, wanted[j]) == 0)
            ks[m++] = ks[i];
      nk = m;
    }

  time_t t0 = time (NULL);
  int failures = 0;
  const char *autoflags = "-DASCSYNC_NO_HAND_SYNC";
  for (int i = 0; i < nk; i++)
    {
      fprintf (stderr, "ascsync-bench: %s\n", ks[i].name);
      build_and_run (&ks[i], "hand", "--no-plugin", 0, &ks[i].hand);
      failures += !ks[i].hand.ok;
      if (plugin)
        {
          build_and_run (&ks[i], "auto", autoflags, 1, &ks[i].autov);
          failures += !ks[i].autov.ok;
          /* The source as written, hand-written sync and all, with the
             plugin in its default mode (keep).  */
          build_and_run (&ks[i], "keep", "", 1, &ks[i].keep);
          failures += !ks[i].keep.ok;
        }
    }

  /* The table.  */
  int wa = plugin != NULL;
  struct gmean g_hi = { 0, 0 }, g_ah = { 0, 0 }, g_ia = { 0, 0 };
  printf ("%-18s %12s %12s %12s%s %10s%s\n", "kernel", "barrier-all", "hand",
          wa ? "auto" : "ideal", wa ? "        ideal" : "", "hand/ideal",
          wa ? "   auto/hand  ideal/auto" : "");
  char csv[4096], json[4096], svg[4096];
  snprintf (csv, sizeof csv, "%s/bench.csv", outdir);
  snprintf (json, sizeof json, "%s/bench.json", outdir);
  snprintf (svg, sizeof svg, "%s/bench.svg", outdir);
  FILE *fc = fopen (csv, "w"), *fj = fopen (json, "w");
  if (fc)
    fprintf (fc, "kernel,barrier_all,hand,auto,ideal,hand_over_ideal,"
             "auto_over_hand,ideal_over_auto,keep,keep_over_hand\n");
  if (fj)
    fprintf (fj, "{\n  \"simulator\": \"ascsim 910a\",\n  \"deterministic\": "
             "true,\n  \"ratio_convention\": \"A/B = cycles(B)/cycles(A)\","
             "\n  \"kernels\": [\n");
  for (int i = 0; i < nk; i++)
    {
      const struct kernel *k = &ks[i];
      double hi = speed (k->hand.written, k->hand.ideal);
      double ah = wa ? speed (k->autov.written, k->hand.written) : NAN;
      double ia = wa ? speed (k->autov.written, k->autov.ideal) : NAN;
      gm_add (&g_hi, hi);
      gm_add (&g_ah, ah);
      gm_add (&g_ia, ia);
      if (wa)
        printf ("%-18s %12.0f %12.0f %12.0f %12.0f %10.3f %11.3f %11.3f%s\n",
                k->name, k->hand.barrier_all, k->hand.written,
                k->autov.written, k->hand.ideal, hi, ah, ia,
                k->hand.ok && k->autov.ok ? "" : "  (FAILED)");
      else
        printf ("%-18s %12.0f %12.0f %12.0f %10.3f%s\n", k->name,
                k->hand.barrier_all, k->hand.written, k->hand.ideal, hi,
                k->hand.ok ? "" : "  (FAILED)");
      if (fc)
        fprintf (fc, "%s,%.0f,%.0f,%.0f,%.0f,%.4f,%.4f,%.4f,%.0f,%.4f\n",
                 k->name, k->hand.barrier_all, k->hand.written,
                 wa ? k->autov.written : NAN, k->hand.ideal, hi, ah, ia,
                 wa ? k->keep.written : NAN,
                 wa ? speed (k->keep.written, k->hand.written) : NAN);
      if (fj)
        {
          char autos[64] = "null";
          if (wa)
            snprintf (autos, sizeof autos, "%.0f", k->autov.written);
          char ratios[128] = "";
          double kh = wa ? speed (k->keep.written, k->hand.written) : NAN;
          if (wa && isfinite (ah) && isfinite (ia) && isfinite (kh))
            snprintf (ratios, sizeof ratios, ", \"auto_over_hand\": %.4f, "
                      "\"ideal_over_auto\": %.4f, \"keep\": %.0f, "
                      "\"keep_over_hand\": %.4f", ah, ia, k->keep.written,
                      kh);
          fprintf (fj, "    {\"kernel\": \"%s\", \"ok\": %s, "
                   "\"barrier_all\": %.0f, \"hand\": %.0f, \"auto\": %s, "
                   "\"ideal\": %.0f, \"hand_over_ideal\": %.4f%s}%s\n",
                   k->name, k->hand.ok && (!wa || (k->autov.ok
                                                   && k->keep.ok))
                            ? "true" : "false",
                   k->hand.barrier_all, k->hand.written, autos,
                   k->hand.ideal, isfinite (hi) ? hi : 0.0, ratios,
                   i + 1 < nk ? "," : "");
        }
    }
  if (wa)
    printf ("%-18s %12s %12s %12s %12s %10.3f %11.3f %11.3f\n", "geomean", "",
            "", "", "", gm_value (&g_hi), gm_value (&g_ah), gm_value (&g_ia));
  if (wa)
    /* No placement of sync beats the lower bound on any kernel, so the
       suite's geometric mean of auto/hand is at most the reciprocal of
       hand/ideal's.  */
    printf ("%-18s %12s %12s %12s %12s %10s %11.3f   (1 / hand/ideal: the "
            "most any sync placement can reach)\n", "auto/hand bound", "",
            "", "", "", "", 1.0 / gm_value (&g_hi));
  else
    printf ("%-18s %12s %12s %12s %10.3f\n", "geomean", "", "", "",
            gm_value (&g_hi));
  if (fj)
    {
      fprintf (fj, "  ],\n  \"geomean_hand_over_ideal\": %.4f", gm_value (&g_hi));
      if (wa)
        fprintf (fj, ",\n  \"geomean_auto_over_hand\": %.4f,\n"
                 "  \"geomean_ideal_over_auto\": %.4f,\n"
                 "  \"bound_auto_over_hand\": %.4f", gm_value (&g_ah),
                 gm_value (&g_ia), 1.0 / gm_value (&g_hi));
      fprintf (fj, "\n}\n");
      fclose (fj);
    }
  if (fc)
    fclose (fc);
  write_svg (svg, wa);
  if (wa)
    print_keep_table ();
  printf ("\nCycles from the ascsim 910A model; the simulator is "
          "deterministic, so these\nfigures are exact and reproducible.\n"
          "hand/ideal = ideal/hand cycles and ideal/auto = ideal/auto "
          "cycles: the fraction of\nthe lower bound's speed reached (1.00 "
          "= optimal).  auto/hand = hand/auto cycles:\nthe speed of auto "
          "relative to hand (above 1.00: auto is faster).\n%d kernels, %d "
          "failures, %ld s; data in %s, %s, %s\n", nk, failures,
          (long) (time (NULL) - t0), csv, json, svg);
  return failures ? 1 : 0;
}
