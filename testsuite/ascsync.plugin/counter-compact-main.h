/* counter-compact-main.h -- the host program of run-counter-compact*.c:
   x row J (16 halves) holds (3 J + Q) % 11 in lane Q, sel[J] a selector
   0 to 3, z starts at -1.  The kernel (dump-counter-compact*.c: a
   row with sel > 0 gathered at C, C then stepped when STEP_GATHER says
   so; one with sel > 1 stored at D, D stepped after each row when
   STEP_STORE says so) is run on one
   block; y and z are checked against the same compaction done here.
   The run passes when the checker finds no race and both are right.  */

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (ROWS * RH * sizeof (half));
  int32_t *sel = ascsim_gm_alloc (ROWS * sizeof (int32_t));
  half *y = ascsim_gm_alloc (ROWS * RH * sizeof (half));
  half *z = ascsim_gm_alloc (ROWS * RH * sizeof (half));
  float wy[ROWS * RH], wz[ROWS * RH];
  for (int i = 0; i < ROWS * RH; i++)
    {
      x[i] = (half) (float) ((3 * (i / RH) + i % RH) % 11);
      z[i] = (half) -1.0f;
      wy[i] = 1.0f;
      wz[i] = -1.0f;
    }
  for (int j = 0; j < ROWS; j++)
    sel[j] = (j * 7 + j / 5) % 4;
  int c = 0, d = 0;
  for (int j = 0; j < ROWS; j++)
    {
      if (sel[j] > 0)
        {
          for (int q = 0; q < RH; q++)
            wy[c * RH + q] = (float) x[j * RH + q] + 1.0f;
          c += STEP_GATHER (sel[j]) ? 1 : 0;
        }
      if (sel[j] > 1)
        for (int q = 0; q < RH; q++)
          wz[d * RH + q] = (float) x[j * RH + q];
      d += STEP_STORE (sel[j]) ? 1 : 0;
    }
  ASCSIM_LAUNCH (1, k (x, sel, y, z));
  int bad = 0;
  for (int i = 0; i < ROWS * RH; i++)
    bad += (float) y[i] != wy[i] || (float) z[i] != wz[i];
  printf ("mismatches %d (%d rows gathered, %d stored)\n", bad, c, d);
  ascsim_expect (bad == 0, "the compacted rows");
  return ascsim_finish ();
}
