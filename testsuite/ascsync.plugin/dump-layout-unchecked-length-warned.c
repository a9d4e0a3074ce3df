/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-ascsync-dump=ops,alloc" } */
/* Buffers laid out from a tile length the kernel does not check
   (layout-unchecked-length.h): the layout assumption takes the length's
   multiples to be buffer starts in local memory, so the length is at
   most 1 MiB - 1 (the largest local memory of 910A) and, where an
   access is made through one of them, at least 1; it says so once, at
   the parameter (line 13 of the header).  The slots are then apart
   whatever the length: the load of tile t + 1 into slot (t + 1) & 1 is
   not ordered after the vadds reading slot t & 1, each pair rotating
   over two ids.  */
#include "layout-unchecked-length.h"
/* { dg-warning "buffers are laid out from .tile., which is not checked: its multiples are taken to be buffer starts in local memory, so it is at most 1048575 \\(the layout assumption\\) \\\[-fplugin-arg-ascsync-warn=provenance\\\]" "" { target *-*-* } 13 } */
/* { dg-final { scan-ascsync-dump "op copy_gm_to_ubuf \[^\\n\]*W:UB\[^\\n\]*\\{slot 0x0\\+k\\*1\\*_\[0-9\]+ k=0,2 to 2,4\\}" } } */
/* { dg-final { scan-ascsync-dump "V->MTE2: 1 pair on 2 ids" } } */
