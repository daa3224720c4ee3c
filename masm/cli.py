"""The `masm` command line. Thin: parse options, call masm.api, render results and diagnostics."""
from __future__ import annotations

import gc
import sys

_collecting = gc.isenabled()
gc.disable()    # (as masm/__init__.py: click's modules are long-lived objects only)
try:
    from .regex_cache import library_patterns
    with library_patterns():    # (click's patterns, and those of the standard modules it loads: programs kept)
        import click
finally:
    if _collecting:
        gc.enable()

from . import __version__
from .diagnostics import AssemblyError
from .targets import ARCHES, DEFAULT_ARCH


def _read(path: str) -> str:
    """A source file's text (bytes that are not UTF-8 become U+FFFD, which the lexer reports where they are); read as
    `_read_bytes` reads, so `/dev/zero` or a directory is refused, not read until memory runs out."""
    if path == "-":
        return sys.stdin.read()
    return _read_bytes(path).decode("utf-8", errors="replace")


MAX_BINARY_INPUT = 256 << 20


def _read_bytes(path: str) -> bytes:
    """A file's bytes (`-`: standard input, or a FIFO), at most MAX_BINARY_INPUT of them; a directory or a device
    (`/dev/zero`) is refused, not read until memory runs out."""
    import os
    import stat
    try:
        mode = os.stat(path).st_mode if path != "-" else stat.S_IFIFO
        if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode)):
            raise click.UsageError(f"cannot read {path}: not a regular file")
        f = sys.stdin.buffer if path == "-" else open(path, "rb")
        try:
            data = f.read(MAX_BINARY_INPUT + 1)
        finally:
            if path != "-":
                f.close()
    except OSError as e:
        raise click.UsageError(f"cannot read {path}: {e.strerror or e}") from None
    if len(data) > MAX_BINARY_INPUT:
        raise click.UsageError(f"cannot read {path}: larger than {MAX_BINARY_INPUT:,} bytes")
    return data


def _defines(ctx, param, values) -> dict[str, str]:
    """`-D NAME` / `-D NAME=VALUE`, in order, as NAME -> VALUE (a later one replaces an earlier one of the same
    case-insensitive name, as a later #define would)."""
    if not values:
        return {}
    from .preprocess.defines import COMMAND_LINE, command_line_text, parse_define
    out: dict[str, str] = {}
    for text in values:
        try:
            name, value = parse_define(text)
        except ValueError as e:
            raise click.BadParameter(str(e), ctx, param) from None
        for old in [k for k in out if k.lower() == name.lower()]:
            del out[old]
        out[name] = value
    if out:
        from .render import register_source
        register_source(COMMAND_LINE, command_line_text(out))   # diagnostics in a value show its line
    return out


def define_option(f):
    return click.option("-D", "defines", multiple=True, metavar="NAME[=VALUE]", callback=_defines,
                        help="Define NAME as VALUE (1 if omitted), as `#define NAME VALUE` before the first line.")(f)


def fail(err: AssemblyError) -> None:
    """Render every diagnostic of `err` on stderr (file:line:col: error: msg, source line, caret) and exit 1."""
    from .render import render_diagnostics
    render_diagnostics(err.diagnostics)
    sys.exit(1)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="masm")
def main() -> None:
    """masm — macro assembler for AMD GCN GPUs."""


@main.command()
@click.argument("file")
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help=f"Target (default: the file's .amdgcn_target, else {DEFAULT_ARCH}).")
@click.option("-o", "--output", help="Output file (default: FILE with the format's extension).")
@click.option("--format", "fmt", default="hsaco", show_default=True,
              type=click.Choice(["hsaco", "raw", "listing", "asm"]))
@click.option("-I", "include_dirs", multiple=True, help="Add a folder to the #include search path.")
@define_option
@click.option("--long-branches", is_flag=True, help="Relax out-of-range branches to s_setpc_b64 sequences.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("--quiet", is_flag=True, help="Do not print the report.")
def build(file, arch, output, fmt, include_dirs, defines, long_branches, as_json, quiet):
    """Assemble FILE and print its size / register / occupancy report."""
    from .commands.build import run_build
    try:
        run_build(file, _read(file), arch=arch, output=output, fmt=fmt, include_dirs=include_dirs,
                  long_branches=long_branches, as_json=as_json, quiet=quiet, defines=defines)
    except AssemblyError as e:
        fail(e)


@main.command()
@click.argument("file")
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help=f"Target (default: the file's .amdgcn_target, else {DEFAULT_ARCH}).")
@click.option("-I", "include_dirs", multiple=True, help="Add a folder to the #include search path.")
@define_option
def expand(file, arch, include_dirs, defines):
    """Print the expanded plain assembly of FILE (llvm-mc accepts it); warnings go to stderr."""
    from . import api
    warnings: list = []
    try:
        click.echo(api.expand(_read(file), arch, filename=file, include_dirs=include_dirs, defines=defines,
                              warnings=warnings), nl=False)
    except AssemblyError as e:
        fail(e)
    from .render import render_diagnostics
    render_diagnostics(warnings)


@main.command()
@click.argument("file")
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help="Architecture of raw code (default gfx900); a code object's comes from its ELF header.")
@click.option("--force-arch", is_flag=True, help="Read a code object as --arch even if its ELF header names another.")
@click.option("--offset", default=0, show_default=True, help="Byte offset of the first instruction (raw code).")
def disasm(file, arch, force_arch, offset):
    """Disassemble raw code bytes (FILE.bin), or a whole code object as LLVM-syntax assembly."""
    from .commands.disasm import run_disasm
    try:
        run_disasm(file, _read_bytes(file), arch=arch, offset=offset, force_arch=force_arch)
    except AssemblyError as e:
        fail(e)


@main.command()
@click.argument("file")
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help="Architecture (default: the code object's own, from its ELF header).")
@click.option("--force-arch", is_flag=True, help="Read the code object as --arch even if its ELF header names another.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def report(file, arch, force_arch, as_json):
    """The build report (code size, loops, registers, occupancy) of a code object: FILE.hsaco, FILE.o, FILE.co."""
    from .commands.report import run_report
    try:
        run_report(file, _read_bytes(file), arch=arch, force_arch=force_arch, as_json=as_json)
    except AssemblyError as e:
        fail(e)


@main.command()
@click.option("--arch", default=DEFAULT_ARCH, show_default=True, type=click.Choice(ARCHES))
@click.option("--vgprs", type=int, required=True, help="VGPRs per work-item.")
@click.option("--sgprs", type=int, default=None, help="SGPRs per wave.")
@click.option("--agprs", type=int, default=0, show_default=True, help="AccVGPRs per work-item (targets with AGPRs).")
@click.option("--lds", "lds_bytes", type=int, default=0, show_default=True, help="LDS bytes per workgroup.")
@click.option("--wg-size", type=int, default=64, show_default=True, help="Work-items per workgroup.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def occupancy(arch, vgprs, sgprs, agprs, lds_bytes, wg_size, as_json):
    """Waves per SIMD / CU and what limits them, for a register and LDS budget."""
    from .commands.occupancy import run_occupancy
    run_occupancy(arch=arch, vgprs=vgprs, sgprs=sgprs, agprs=agprs, lds_bytes=lds_bytes, wg_size=wg_size,
                  as_json=as_json)


@main.command()
@click.argument("files", nargs=-1, required=True)
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help=f"Target (default: the file's .amdgcn_target, else {DEFAULT_ARCH}).")
@click.option("-I", "include_dirs", multiple=True, help="Add a folder to the #include search path.")
@define_option
@click.option("--format", "fmt", default="gcc", show_default=True, type=click.Choice(["gcc", "json"]))
def lint(files, arch, include_dirs, defines, fmt):
    """Report every error and warning in FILES without writing outputs (exit 1 on errors)."""
    from .commands.lint import run_lint
    sys.exit(run_lint(files, arch=arch, include_dirs=include_dirs, fmt=fmt, defines=defines))


@main.command()
def lsp():
    """Run the language server on stdio."""
    from .lsp.server import serve
    gc.enable()     # a long-running process (entry() turns the collector off for one-shot commands)
    serve()


@main.command(context_settings={"ignore_unknown_options": True})
@click.argument("file")
@click.option("--arch", default=None, type=click.Choice(ARCHES),
              help=f"Target of a source (default: the file's .amdgcn_target, else {DEFAULT_ARCH}); a code object's "
                   "comes from its ELF header.")
@click.option("--force-arch", is_flag=True, help="Read a code object as --arch even if its ELF header names another.")
@click.option("--kernel", default=None, help="Kernel to run (optional when the file has one).")
@click.option("--grid", default="1", show_default=True, help="Workgroups: N or X,Y,Z.")
@click.option("--block", default=None, help="Work-items per workgroup: N or X,Y,Z (default: the kernel's).")
@click.option("--arg", "args", multiple=True, help="Kernel argument, in order: 3, 2.5, x.npy, out:f64[1024].")
@click.option("-I", "include_dirs", multiple=True, help="Add a folder to the #include search path.")
@define_option
@click.option("--no-check-waitcnt", is_flag=True, help="Do not report registers used before their load is waited for.")
@click.option("--max-steps", type=click.IntRange(min=0), default=2_000_000, show_default=True,
              help="Stop after this many instruction steps of one batch of waves (0: no limit).")
@click.option("--time-limit", type=click.FloatRange(min=0), default=10.0, show_default=True,
              help="Stop after this many seconds of CPU time of one batch of waves (0: no limit).")
@click.option("--memory-limit", default="1G", show_default=True,
              help="Most memory new arrays and one workgroup's simulated state may take (512M, 4G, ...).")
@click.option("--scratch", type=click.IntRange(min=0), default=None,
              help="Private bytes per work-item when the kernel declares fewer (a compiler's recursion or stack).")
@click.option("--dynamic-lds", type=click.IntRange(min=0), default=0, metavar="BYTES",
              help="LDS bytes each workgroup gets after the kernel's own (HIP's `extern __shared__` memory).")
def run(file, arch, force_arch, kernel, grid, block, args, include_dirs, defines, no_check_waitcnt, max_steps,
        time_limit, memory_limit, scratch, dynamic_lds):
    """Run a kernel of FILE (a source, or a code object such as clang's) on the CPU simulator."""
    from .commands.run import parse_size, run_run
    try:
        limit = parse_size(memory_limit)
    except click.BadParameter as e:
        raise click.BadParameter(e.message, param_hint="--memory-limit") from None
    try:
        run_run(file, _read_bytes(file), arch=arch, kernel=kernel, grid=grid, block=block, args=args,
                include_dirs=include_dirs, check_waitcnt=not no_check_waitcnt, defines=defines,
                force_arch=force_arch, memory_limit=limit, max_steps=max_steps, scratch=scratch,
                time_limit=time_limit, dynamic_lds=dynamic_lds)
    except AssemblyError as e:
        fail(e)


def entry() -> None:
    """The console script: run the CLI, then leave at once instead of tearing down every cache object one by one
    (that teardown costs ~0.3 s after a large build). Tests call `main` itself."""
    import os
    # A command is one short process: the cycle collector would only walk the build's hundreds of thousands of
    # long-lived objects again and again (the language server, which runs long, turns it back on).
    gc.disable()
    from . import datacache
    datacache.KEEP_TEMPLATES[0] = True      # templates built by earlier commands serve this one (isa/kept_templates)
    # A terminal or pipe whose encoding cannot show a character of a message or source line (LANG=C on an old
    # system, PYTHONIOENCODING=ascii) gets it as \uXXXX instead of a UnicodeEncodeError traceback.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):   # not a TextIOWrapper (replaced by a caller)
            pass
    try:
        main()
        code = 0
    except SystemExit as e:
        code = e.code
    if isinstance(code, str):
        print(code, file=sys.stderr)
        code = 1
    cache = sys.modules.get("masm.datacache")
    if cache is not None:
        cache.flush()       # what it keeps for the next start (os._exit runs no atexit function)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # a closed pipe: nothing more to say
            pass
    os._exit(code or 0)


if __name__ == "__main__":  # pragma: no cover
    entry()
