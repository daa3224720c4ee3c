"""The fuzz suite's child process: reads one JSON case per line on its protocol input, runs it against this checkout's
masm and answers one JSON line: `{"status": "ok" | "error" | "crash" | "baddiag", ...}`.

- `ok`: the input was accepted; `error`: masm refused it with an AssemblyError (or, on the command line, a clean usage
  error, exit status 1 or 2) whose diagnostics are located; `baddiag`: an AssemblyError with a diagnostic that is not
  (line or column below 1, empty message, a control character in it); `crash`: anything else — a traceback
  (MemoryError included: the parent caps this process' address space), or a command-line exit status other than 0/1/2.
- The parent enforces the time limit (it kills this process) and reads the tail of its stderr when it dies.

Run as `python tests/fuzz/fuzz_worker.py MEMORY_LIMIT_BYTES`; the checkout this file is in comes first on sys.path
(or the one MASM_FUZZ_TARGET names: tools/fuzz_campaign.py --target, to try these inputs on another checkout).
"""
from __future__ import annotations

import base64
import io
import json
import os
import resource
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
if os.environ.get("MASM_FUZZ_TARGET"):
    sys.path.insert(0, os.environ["MASM_FUZZ_TARGET"])

_CONTROL = {chr(c) for c in range(32)} - {"\n", "\t"}


def diagnostic_problem(diagnostics) -> str | None:
    """Why a list of diagnostics is not what a user can act on, or None."""
    if not diagnostics:
        return "AssemblyError without diagnostics"
    for d in diagnostics:
        if not isinstance(d.message, str) or not d.message.strip():
            return f"empty message at {d.loc}"
        if d.loc.line < 1 or d.loc.column < 1:
            return f"location {d.loc.line}:{d.loc.column} below 1: {d.message!r}"
        bad = _CONTROL & set(d.message)
        if bad:
            return f"control character {sorted(bad)!r} in message {d.message!r}"
    return None


def _render(diagnostics) -> None:
    """Render as the command line does (the renderer must cope with every location the stages produce)."""
    from masm.render import diagnostics_json, render_diagnostics
    render_diagnostics(diagnostics, stream=io.StringIO())
    diagnostics_json(diagnostics)


def _run_api(case: dict) -> str:
    import masm
    from masm.commands.build import format_listing
    from masm.report import render_report
    call, source, arch = case["call"], case["source"], case["arch"]
    kwargs = {"filename": case.get("filename", "<input>"), "defines": case.get("defines") or None}
    folder = os.path.dirname(kwargs["filename"])
    kwargs["include_dirs"] = [folder] if folder else []
    if call == "expand":
        masm.expand(source, arch, **kwargs)
    elif call == "lint":
        diagnostics = masm.lint(source, arch, **kwargs)
        problem = diagnostic_problem([d for d in diagnostics]) if diagnostics else None
        _render(diagnostics)
        if problem:
            return problem
    else:
        program = masm.build(source, arch, long_branches=case.get("long_branches", False), **kwargs)
        _ = program.code_object, program.code, program.asm
        format_listing(program)
        json.dumps(program.report)
        render_report(program.report, io.StringIO(), width=100)
        if program.warnings:
            _render(program.warnings)
        if case.get("simulate") and program.kernels:
            _simulate(program)
    return ""


def _simulate(program) -> None:
    """Run the first kernel on the simulator, one workgroup, with small arguments (16 KB buffers)."""
    import numpy as np

    import masm
    kernel = program.kernels[0]
    args = []
    for arg in kernel.args:
        if arg.type == "ptr":
            args.append(np.zeros(1 << 14, np.uint8))
        elif arg.type.startswith("f"):
            args.append(1.5)
        else:
            args.append(7)
    masm.run(program, kernel=kernel.name, grid=(1,), args=args)


def _run_disasm(case: dict) -> None:
    from masm.isa.decoder import disassemble
    data = base64.b64decode(case["data"])
    disassemble(data[case.get("offset", 0):], case["arch"])


def _run_load(case: dict) -> None:
    from masm.sim.loader import load_code_object
    load_code_object(base64.b64decode(case["data"]))


def _prepare_folder(case: dict) -> str:
    folder = tempfile.mkdtemp(prefix="masm-fuzz-")
    files = {name: base64.b64decode(data) for name, data in case.get("files", {}).items()}
    for name, data in files.items():
        path = Path(folder, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    Path(folder, "dir").mkdir(exist_ok=True)
    Path(folder, "ro").mkdir(exist_ok=True)
    if Path(folder, "k.masm").exists():
        os.symlink("k.masm", Path(folder, "ln.masm"))
    return folder


def _run_cli(case: dict) -> tuple[str, str]:
    """-> (status, detail) for one command line, run in a fresh folder holding the case's files."""
    from click.testing import CliRunner

    from masm.cli import main
    folder = _prepare_folder(case)
    here = os.getcwd()
    try:
        os.chdir(folder)
        result = CliRunner().invoke(main, case["args"], input=case.get("stdin", ""), catch_exceptions=True)
    finally:
        os.chdir(here)
        shutil.rmtree(folder, ignore_errors=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        return "crash", "".join(traceback.format_exception(*result.exc_info))
    output = result.output
    if "Traceback (most recent call last)" in output:
        return "crash", output[-4000:]
    if result.exit_code not in (0, 1, 2):
        return "crash", f"exit status {result.exit_code}\n{output[-2000:]}"
    return ("ok" if result.exit_code == 0 else "error"), ""


def run_case(case: dict) -> dict:
    op = case["op"]
    start = time.perf_counter()
    status, detail, kind = "ok", "", ""
    from masm.diagnostics import AssemblyError
    try:
        if op == "api":
            problem = _run_api(case)
            if problem:
                status, detail = "baddiag", problem
        elif op == "disasm":
            _run_disasm(case)
        elif op == "load":
            _run_load(case)
        elif op == "cli":
            status, detail = _run_cli(case)
        else:
            raise ValueError(f"unknown op {op!r}")
    except AssemblyError as e:
        problem = diagnostic_problem(e.diagnostics)
        if problem:
            status, detail = "baddiag", problem
        else:
            try:
                _render(e.diagnostics)
                status = "error"
            except BaseException as render_crash:   # noqa: BLE001 - the renderer crashing is a finding
                status, kind = "crash", type(render_crash).__name__
                detail = "".join(traceback.format_exception(render_crash))
    except BaseException as e:   # noqa: BLE001 - every other exception is what the fuzzer looks for
        if isinstance(e, KeyboardInterrupt):
            raise
        status, kind = "crash", type(e).__name__
        detail = "".join(traceback.format_exception(e))
    if status == "crash" and not kind:
        kind = detail.strip().rsplit("\n", 1)[-1].split(":", 1)[0][:80]
    if status == "baddiag":
        kind = next(tag for tag in ("without diagnostics", "empty message", "below 1", "control character")
                    if tag in detail)

    return {"status": status, "kind": kind, "detail": detail[-6000:], "seconds": time.perf_counter() - start,
            "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    protocol_in = os.fdopen(os.dup(0), "r", encoding="utf-8")
    protocol_out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)            # masm reading stdin ("-") sees an empty file
    os.dup2(null, 1)            # anything printed goes nowhere; answers use the duplicated descriptor
    import faulthandler
    import signal
    faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=False)   # where a hang is, before the kill
    faulthandler.enable(file=sys.stderr)
    import masm  # noqa: F401 - import before the memory cap, so the cap measures the input's cost
    import masm.cli  # noqa: F401
    if limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    protocol_out.write(json.dumps({"ready": True}) + "\n")
    protocol_out.flush()
    for line in protocol_in:
        answer = run_case(json.loads(line))
        protocol_out.write(json.dumps(answer) + "\n")
        protocol_out.flush()


if __name__ == "__main__":
    main()
