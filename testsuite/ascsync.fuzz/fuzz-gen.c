/* fuzz-gen.c -- writes a random CCE-style kernel with no sync, and the
   host program that runs it, for differential testing of the ascsync
   plugin (see fuzz.exp).

   Usage: fuzz-gen SEED
   The program on standard output is a function of SEED alone.

   The kernel works on six UB buffers of two 1 KiB slots each and on two
   GM arrays (x read only, y read and written, a region of each per
   block).  It is a random tree of statements, at most two loops deep:
     - loads x or y -> UB (MTE2) and stores UB -> y (MTE3) of 256, 512
       or 1024 bytes, at constant GM offsets or moving with a loop;
     - vector ops on UB (vadds, vmuls, vadd, vmax, vector_dup: V);
     - scalar reads and writes of UB halves (S), folded into a running
       value that later scalar writes and vector-scalar ops use, and a
       condition may test;
     - loops of 1 to 4 iterations, or 2 or 3 by block (not known to the
       compiler), whose statements pick a buffer's slot by the loop
       counter ("i & 1", "(i + 1) % 2", ...: ping-pong buffers);
     - if / if-else on the counter's parity, the block, or the running
       value (data-dependent control).
   Every access stays inside one slot; different statements overlap in
   parts of slots, so dependences of every kind (RAW, WAR, WAW, between
   pipes and within one, within an iteration and across iterations, and
   through GM between a store and a later load of y) arise at random.
   Every UB byte is written (vector_dup) before the first statement, so
   the checker's uninitialised-read rule is never the reason for a
   finding.  The host fills x and y, launches two blocks and prints a
   checksum of y.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NBUF 6
#define SLOT_BYTES 1024
#define BUF_BYTES (2 * SLOT_BYTES)
#define GM_HALVES 16384           /* per block, of x and of y */
#define MAX_STMTS 20

static uint64_t rng_state;

/* Next value of the xorshift64* generator.  */
static uint64_t
rng_next (void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545F4914F6CDD1DULL;
}

/* A uniform integer in [0, N).  */
static int
rnd (int n)
{
  return (int) ((rng_next () >> 33) % (uint64_t) n);
}

static int nstmts;                /* statements written so far */
static int nvars;                 /* loop counters named so far */

/* Write INDENT levels of indentation.  */
static void
indent (int n)
{
  for (int i = 0; i < n; i++)
    fputs ("  ", stdout);
}

/* The slot index expression for a statement inside loops whose
   innermost counter is VAR (-1: outside every loop).  */
static const char *
slot_expr (int var, char *buf, size_t size)
{
  if (var < 0 || rnd (4) == 0)
    {
      snprintf (buf, size, "%d", rnd (2));
      return buf;
    }
  switch (rnd (4))
    {
    case 0:
      snprintf (buf, size, "(i%d & 1)", var);
      break;
    case 1:
      snprintf (buf, size, "(i%d %% 2)", var);
      break;
    case 2:
      snprintf (buf, size, "((i%d + 1) & 1)", var);
      break;
    default:
      snprintf (buf, size, "((i%d + 1) %% 2)", var);
      break;
    }
  return buf;
}

/* A source offset in a slot that keeps LEN bytes inside it.  */
static int
src_offset (int len)
{
  return 256 * rnd ((SLOT_BYTES - len) / 256 + 1);
}

/* Pick an access of LEN bytes inside a slot: its byte offset in the
   slot.  */
static int
pick_access (int *len)
{
  static const int lens[] = { 256, 512, 1024 };
  *len = lens[rnd (3)];
  return src_offset (*len);
}

/* Write the UB operand "bB + SLOT * 512 + OFF / 2" for buffer B.  */
static void
ub_operand (int b, const char *slot, int off)
{
  printf ("b%d + %s * %d + %d", b, slot, SLOT_BYTES / 2, off / 2);
}

/* Write a vector source operand of LEN bytes for a destination in
   buffer DB at slot DSLOT, offset DOFF: in another buffer anywhere in
   a slot, or the destination itself (an in-place op; the ISA forbids a
   destination that overlaps a source of a later repeat).  VAR as for
   slot_expr; BUF holds the slot expression.  */
static void
src_operand (int db, const char *dslot, int doff, int len, int var,
             char *buf, size_t size)
{
  int b = rnd (NBUF);
  if (b == db)
    ub_operand (b, dslot, doff);
  else
    ub_operand (b, slot_expr (var, buf, size), src_offset (len));
}

/* Write the GM offset (in halves, inside the block's region) of a
   transfer of LEN bytes: constant, or moving with counter VAR.  */
static void
gm_offset (int var, int len)
{
  int halves = len / 2;
  if (var >= 0 && rnd (2))
    printf ("%d + i%d * %d", halves * rnd (4), var, halves);
  else
    printf ("%d", 256 * rnd (GM_HALVES / 256 - 8));
}

/* Write one simple statement (an intrinsic call or a scalar access) at
   indentation IND, inside loops whose innermost counter is VAR.  */
static void
simple_stmt (int ind, int var)
{
  char s0[32], s1[32], s2[32];
  int len, off = pick_access (&len);
  int b = rnd (NBUF);
  indent (ind);
  switch (rnd (11))
    {
    case 0:
    case 1:
      printf ("copy_gm_to_ubuf (");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", %s + blk + ", rnd (4) ? "x" : "y");
      gm_offset (var, len);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    case 2:
      printf ("copy_ubuf_to_gm (y + blk + ");
      gm_offset (var, len);
      printf (", ");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", 0, 1, %d, 0, 0);\n", len / 32);
      break;
    case 3:
    case 4:
      printf ("%s (", rnd (2) ? "vadds" : "vmuls");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", ");
      src_operand (b, s0, off, len, var, s1, sizeof s1);
      printf (", %s, %d, 1, 1, 8, 8);\n", rnd (2) ? "0.5" : "(double) acc",
              len / 256);
      break;
    case 5:
    case 6:
      printf ("%s (", rnd (2) ? "vadd" : "vmax");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", ");
      src_operand (b, s0, off, len, var, s1, sizeof s1);
      printf (", ");
      src_operand (b, s0, off, len, var, s2, sizeof s2);
      printf (", %d, 1, 1, 1, 8, 8, 8);\n", len / 256);
      break;
    case 7:
      printf ("vector_dup (");
      ub_operand (b, slot_expr (var, s0, sizeof s0), off);
      printf (", %d.0, %d, 1, 1, 8, 8);\n", rnd (5) - 2, len / 256);
      break;
    case 8:
    case 9:
      printf ("acc = acc * 0.5f + (float) b%d[%s * %d + %d];\n", b,
              slot_expr (var, s0, sizeof s0), SLOT_BYTES / 2,
              rnd (SLOT_BYTES / 2));
      break;
    default:
      printf ("b%d[%s * %d + %d] = (half) acc;\n", b,
              slot_expr (var, s0, sizeof s0), SLOT_BYTES / 2,
              rnd (SLOT_BYTES / 2));
      break;
    }
  nstmts++;
}

static void block (int ind, int var, int depth, int n);

/* Write one statement: simple, a loop (DEPTH < 2) or an if.  */
static void
stmt (int ind, int var, int depth)
{
  int k = rnd (10);
  if (k <= 1 && depth < 2 && nstmts < MAX_STMTS - 2)
    {
      int v = nvars++;
      indent (ind);
      if (rnd (3))
        printf ("for (int i%d = 0; i%d < %d; i%d++)\n", v, v, 1 + rnd (4),
                v);
      else
        printf ("for (int i%d = 0; i%d < nt; i%d++)\n", v, v, v);
      indent (ind);
      printf ("  {\n");
      block (ind + 2, v, depth + 1, 2 + rnd (4));
      indent (ind);
      printf ("  }\n");
      return;
    }
  if (k == 2 && nstmts < MAX_STMTS - 1)
    {
      indent (ind);
      switch (var >= 0 ? rnd (3) : 1 + rnd (2))
        {
        case 0:
          printf ("if ((i%d & 1) == 0)\n", var);
          break;
        case 1:
          printf ("if (block_idx == 0)\n");
          break;
        default:
          printf ("if (acc > 0.25f)\n");
          break;
        }
      indent (ind);
      printf ("  {\n");
      block (ind + 2, var, depth, 1 + rnd (2));
      indent (ind);
      printf ("  }\n");
      if (rnd (2))
        {
          indent (ind);
          printf ("else\n");
          indent (ind);
          printf ("  {\n");
          block (ind + 2, var, depth, 1 + rnd (2));
          indent (ind);
          printf ("  }\n");
        }
      return;
    }
  simple_stmt (ind, var);
}

/* Write N statements (fewer once MAX_STMTS are written).  */
static void
block (int ind, int var, int depth, int n)
{
  for (int i = 0; i < n; i++)
    if (nstmts < MAX_STMTS || i == 0)
      stmt (ind, var, depth);
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: fuzz-gen SEED\n");
      return 2;
    }
  unsigned long long seed = strtoull (argv[1], NULL, 10);
  rng_state = seed * 0x9E3779B97F4A7C15ULL + 0x1234567ULL;
  for (int i = 0; i < 4; i++)
    rng_next ();

  printf ("/* Generated by fuzz-gen %llu: a random kernel without sync.  */\n"
          "#include <ascsim.h>\n"
          "#include <stdio.h>\n\n"
          "#define GM_HALVES %d\n\n"
          "__global__ __aicore__ void\n"
          "k (__gm__ half *x, __gm__ half *y)\n"
          "{\n", seed, GM_HALVES);
  for (int b = 0; b < NBUF; b++)
    printf ("  __ubuf__ half *b%d = (__ubuf__ half *) get_imm (0x%x);\n", b,
            b * BUF_BYTES);
  printf ("  int64_t blk = block_idx * GM_HALVES;\n"
          "  int nt = 2 + (int) (block_idx & 1);\n"
          "  float acc = 0.0f;\n"
          "  (void) nt;\n");
  for (int b = 0; b < NBUF; b++)
    printf ("  vector_dup (b%d, 0.0, %d, 1, 1, 8, 8);\n", b,
            BUF_BYTES / 256);
  nstmts = 0;
  block (1, -1, 0, 5 + rnd (8));
  printf ("  b0[0] = (half) acc;\n"
          "  copy_ubuf_to_gm (y + blk + GM_HALVES - 16, b0, 0, 1, 1, 0, 0);\n"
          "}\n\n");

  printf ("int\n"
          "main (int argc, char **argv)\n"
          "{\n"
          "  ascsim_init (&argc, argv);\n"
          "  size_t n = 2 * (size_t) GM_HALVES;\n"
          "  half *x = ascsim_gm_alloc (n * sizeof (half));\n"
          "  half *y = ascsim_gm_alloc (n * sizeof (half));\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    {\n"
          "      x[i] = (half) ((float) ((int) (i %% 17) - 8) * 0.125f);\n"
          "      y[i] = (half) ((float) ((int) (i %% 5) - 2) * 0.25f);\n"
          "    }\n"
          "  ASCSIM_LAUNCH (2, k (x, y));\n"
          "  double sum = 0;\n"
          "  for (size_t i = 0; i < n; i++)\n"
          "    sum += (double) (float) y[i] * (double) (i %% 7 + 1);\n"
          "  printf (\"checksum %%.9g\\n\", sum);\n"
          "  return ascsim_finish ();\n"
          "}\n");
  return 0;
}
