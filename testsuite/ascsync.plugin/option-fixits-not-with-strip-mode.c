/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-mode=strip -fplugin-arg-ascsync-fixits" } */
/* Mode strip deletes the hand-written sync from the synced source
   (-fplugin-arg-ascsync-source=FILE); as fix-it hints GCC 12 would
   print such deletions beside inserted lines as a patch that does not
   apply, so fixits with mode strip is an error.  */
/* { dg-error ".fixits. gives the insertions of mode keep as fix-it hints; the deletions of mode strip go only into a file \\(.source.\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

void
f (void)
{
}
