/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
/* asc_sync_run, the entry point of the plugin's runs of sync
   instructions: a well-formed run executes its instructions in order (the
   load is ordered before the vadds: no race), ids written "+N" add the
   call's id argument (4 + 1 is out of range on 910A), and a run that is
   not well formed is reported and skipped, not a crash.  */

#include "ascsim.h"

static const char runs[] =
  "kernels/run-table.c\0"                 /* offset 0: the file */
  "s,MTE2,V,0@12;w,MTE2,V,0@13\0"         /* offset 20 */
  "s,V,MTE3,+1@20;w,V,MTE3,+1@21\0"       /* offset 48 */
  "b,V@30;b,NOPE@31";                     /* offset 78 */

__global__ __aicore__ void
bad_kernel (__gm__ half *x, __gm__ half *y)
{
  __ubuf__ half *ub = (__ubuf__ half *) get_imm (0);
  copy_gm_to_ubuf (ub, x, 0, 1, 8, 0, 0);
  asc_sync_run (runs, 20);
  vadds (ub, ub, 1.0, 1, 1, 1, 8, 8);
  asc_sync_run_id (runs, 48, 0);
  copy_ubuf_to_gm (y, ub, 0, 1, 8, 0, 0);
  asc_sync_run_id (runs, 48, 4);
  asc_sync_run (runs, 78);
}

int
main (int argc, char **argv)
{
  ascsim_init (&argc, argv);
  half *x = ascsim_gm_alloc (4096);
  half *y = ascsim_gm_alloc (4096);
  ASCSIM_LAUNCH (1, bad_kernel (x, y));
  puts ("host still running after the bad calls");
  return ascsim_finish ();
}

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {kernels/run-table.c:20: error: bad-event: set_flag.PIPE_V, PIPE_MTE3, 5.: event id out of range} } } */
/* { dg-final { output-contains {kernels/run-table.c:0: error: bad-argument: asc_sync_run: malformed run of sync instructions at offset 78: "b,NOPE@31"} } } */
/* { dg-final { output-count {error: } 3 } } */
/* { dg-final { output-not-contains {race} } } */
/* { dg-final { output-contains {host still running after the bad calls} } } */
