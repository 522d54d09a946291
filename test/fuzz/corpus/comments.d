/* block
 * comment */ BEGIN // line comment
{ /* x */ trace(1); }
