"""masm — a macro assembler for AMD GCN GPUs."""
import gc as _gc

_collecting = _gc.isenabled()
_gc.disable()   # (loading makes long-lived objects only, modules, classes and tables: cycle collection finds nothing)
try:
    from .regex_cache import library_patterns as _library_patterns
    with _library_patterns():   # (the standard modules loaded with masm's make patterns: their programs are kept)
        from .diagnostics import AssemblyError, Diagnostic, SourceLoc
        from . import lint as _lint_package  # loaded first, so the function `lint` below is not replaced by it
        from .api import assemble, build, expand, lint, run
finally:
    if _collecting:
        _gc.enable()

__version__ = "0.1.0"
__all__ = ["AssemblyError", "Diagnostic", "SourceLoc", "assemble", "build", "expand", "lint", "run", "__version__"]
