/* The twin of checker-masked-lanes-interleaved-synced.c whose second op
   also writes lane 0, which the first wrote: the two writes of those
   two bytes of every repeat are unordered, a race the checker reports
   (only those bytes).  */
/* { dg-do run } */
/* { dg-ascsync-expect-exit 1 } */
#define ODD 0xaaaaaaaaaaaaaaabull
#include "checker-masked-lanes-interleaved-synced.c"

/* { dg-final { exit-status 1 } } */
/* { dg-final { output-contains {error: race-intra-pipe: PIPE_V writes UB bytes \[0x1000, 0x1102\) and the later vmuls.f16 \(V\)} } } */
/* { dg-final { output-count {error: } 1 } } */
