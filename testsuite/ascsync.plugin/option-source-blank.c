/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ascsync-source" } */
/* Source output needs the file to write.  */
/* { dg-error "option .source. needs a file name: .-fplugin-arg-ascsync-source=FILE." "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

void
f (void)
{
}
