"""Benchmark: `masm disasm` against LLVM's disassemblers on the same bytes, cold processes, paired runs.

    python tools/bench_disasm.py [--repeat 5] [--count 60000] [--only mix,distinct-gfx900,...]

Inputs of several characters, each disassembled two ways where it applies:
- `mix`: the 60,000 instructions of tools/bench_plain.py's mix (gfx900), as raw bytes and as the code object
  `masm build` makes of them;
- `distinct-<arch>` (gfx900, gfx90a, gfx942): every line of the committed corpus tests/corpus/<arch>.s, all
  distinct, over every format of the arch, as raw bytes;
- `compiler`: the largest code object of tests/compiler (clang -S output of an OpenCL kernel, built with the
  matching llvm-mc + ld.lld), disassembled as a code object.
The LLVM side: raw bytes go to `llvm-mc --disassemble` as a hex-byte text (one instruction a line: the only way llvm
reads bare code bytes); a code object goes to `llvm-objdump -d`.  LLVM 14 for gfx8/gfx9/CDNA1-2, LLVM 19 for
gfx940-942.  The commands of a row take turns --repeat times; each one's fastest wall time counts, and the child's
CPU time of that run is shown (the steadier figure while others load the machine).  masm runs as a user has it,
installed from its wheel in a venv of its own (tools/installed_masm.py); --python current runs this interpreter on
the checkout.

Every masm text is checked, not only timed: raw-bytes text must assemble with llvm-mc to exactly the input bytes,
and a code object's text, assembled with llvm-mc and linked with ld.lld -shared, must give the same .text bytes.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "compiler"))
from installed_masm import MODES, describe, masm_cwd, masm_env  # noqa: E402
from installed_masm import masm_command as installed_command  # noqa: E402

KINDS = ("mix", "distinct-gfx900", "distinct-gfx90a", "distinct-gfx942", "compiler")


PYTHON = "wheel"     # --python: how masm is installed for the masm commands (tools/installed_masm.py)


def _installed_env() -> dict:
    """The masm command's environment as an installed tool runs (bytecode cache allowed)."""
    return masm_env(PYTHON)


def llvm_tool(tool: str, arch: str) -> str | None:
    """`tool` (llvm-mc, llvm-objdump, llvm-objcopy, ld.lld) of the LLVM that is the oracle of `arch`."""
    from llvm_oracle import oracle_major
    major = oracle_major(arch)
    for name in (f"/usr/lib/llvm-{major}/bin/{tool}", f"{tool}-{major}", tool if major == 14 else None):
        if name is None:
            continue
        path = name if os.path.isabs(name) and os.access(name, os.X_OK) else shutil.which(name)
        if path:
            return path
    return None


def paired(commands: dict, repeat: int) -> dict:
    """{name: (best wall s, child CPU s of that run, CompletedProcess)}; the commands take turns round by round."""
    best: dict = {}
    for _ in range(repeat):
        for name, kwargs in commands.items():
            before = os.times()
            t = time.perf_counter()
            p = subprocess.run(**kwargs)
            wall = time.perf_counter() - t
            after = os.times()
            cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
            if name not in best or wall < best[name][0]:
                best[name] = (wall, cpu, p)
    return best


def hex_text(words: list[bytes]) -> str:
    """llvm-mc --disassemble input: each instruction's bytes on a line of its own."""
    return "".join(" ".join(f"0x{b:02x}" for b in w) + "\n" for w in words)


def instruction_words(code: bytes, arch: str) -> list[bytes]:
    """`code` cut at instruction boundaries (masm's decoder; undecodable dwords stay 4 bytes)."""
    from masm.diagnostics import AssemblyError
    from masm.isa import decode
    out, pos = [], 0
    while pos < len(code):
        try:
            size = decode(code, arch, pos, with_text=False).size
        except AssemblyError:
            size = 4
        out.append(code[pos:pos + size])
        pos += size
    return out


def text_section(path: str, arch: str, tmp: str) -> bytes | None:
    objcopy = llvm_tool("llvm-objcopy", arch)
    if objcopy is None:
        return None
    out = os.path.join(tmp, "section.bin")
    p = subprocess.run([objcopy, "-O", "binary", "-j", ".text", path, out], capture_output=True)
    if p.returncode:
        return None
    with open(out, "rb") as f:
        return f.read()


def reassembles_raw(text: str, code: bytes, arch: str, tmp: str) -> str:
    """'ok' when llvm-mc assembles masm's text to exactly `code`, else what went wrong."""
    mc = llvm_tool("llvm-mc", arch)
    if mc is None:
        return "not checked (no llvm-mc)"
    src, obj = os.path.join(tmp, "back.s"), os.path.join(tmp, "back.o")
    with open(src, "w") as f:
        f.write(text)
    p = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj", src, "-o", obj],
                       capture_output=True, text=True)
    if p.returncode:
        return "llvm-mc refuses masm's text: " + p.stderr.strip()[:300]
    back = text_section(obj, arch, tmp)
    if back is None:
        return "not checked (no llvm-objcopy)"
    return "ok" if back == code else f"DIFFERENT bytes ({len(back)} vs {len(code)})"


def reassembles_code_object(text: str, co_path: str, arch: str, tmp: str) -> str:
    """'ok' when llvm-mc + ld.lld -shared make of masm's text a code object with the same .text bytes."""
    mc, lld = llvm_tool("llvm-mc", arch), llvm_tool("ld.lld", arch)
    if mc is None or lld is None:
        return "not checked (no llvm-mc / ld.lld)"
    src, obj, co = (os.path.join(tmp, n) for n in ("back_co.s", "back_co.o", "back.co"))
    with open(src, "w") as f:
        f.write(text)
    for cmd in ([mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", src, "-o", obj],
                [lld, "-shared", obj, "-o", co]):
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode:
            return f"{os.path.basename(cmd[0])} refuses masm's text: " + p.stderr.strip()[:300]
    with open(co, "rb") as f, open(co_path, "rb") as g:
        if f.read() == g.read():
            return "ok (the same code object)"
    a, b = text_section(co, arch, tmp), text_section(co_path, arch, tmp)
    return "ok (same .text)" if a is not None and a == b else "DIFFERENT .text"


def masm_command(path: str, arch: str | None) -> dict:
    args = [*installed_command(PYTHON), "disasm", path] + (["--arch", arch] if arch else [])
    return dict(args=args, capture_output=True, text=True, cwd=masm_cwd(PYTHON), env=_installed_env())


def prepare(kind: str, tmp: str, count: int) -> list[tuple]:
    """[(label, arch, masm path, llvm command args, how to check masm's text)] for one input kind."""
    from masm.isa.plain import assemble_plain
    rows = []
    if kind == "mix":
        from bench_plain import make_source
        arch = "gfx900"
        source = make_source(count, 1, arch)
        code = assemble_plain(source, arch, filename="mix.s")
        raw = os.path.join(tmp, "mix.bin")
        with open(raw, "wb") as f:
            f.write(code)
        words = instruction_words(code, arch)
        hexfile = os.path.join(tmp, "mix.hex")
        with open(hexfile, "w") as f:
            f.write(hex_text(words))
        rows.append((f"mix: {len(words)} instructions, raw bytes", arch, raw,
                     [llvm_tool("llvm-mc", arch), "--disassemble", "-arch=amdgcn", f"-mcpu={arch}", hexfile],
                     lambda text: reassembles_raw(text, code, arch, tmp)))
        src = os.path.join(tmp, "mix.s")
        with open(src, "w") as f:
            f.write(source)
        co = os.path.join(tmp, "mix.hsaco")
        p = subprocess.run([sys.executable, "-m", "masm.cli", "build", src, "--arch", arch, "-o", co, "--quiet"],
                           capture_output=True, text=True, cwd=ROOT)
        if p.returncode == 0:
            rows.append((f"mix: {len(words)} instructions, code object", None, co,
                         [llvm_tool("llvm-objdump", arch), "-d", co],
                         lambda text: reassembles_code_object(text, co, arch, tmp)))
        else:
            print("masm build of the mix failed:", p.stderr[:300])
    elif kind.startswith("distinct-"):
        from gen_corpus import read
        arch = kind.split("-", 1)[1]
        words = list(dict.fromkeys(w for _, w in read(arch)))
        code = b"".join(words)
        raw = os.path.join(tmp, f"{kind}.bin")
        with open(raw, "wb") as f:
            f.write(code)
        hexfile = os.path.join(tmp, f"{kind}.hex")
        with open(hexfile, "w") as f:
            f.write(hex_text(words))
        rows.append((f"{kind}: {len(words)} distinct instructions (tests/corpus), raw bytes", arch, raw,
                     [llvm_tool("llvm-mc", arch), "--disassemble", "-arch=amdgcn", f"-mcpu={arch}", hexfile],
                     lambda text: reassembles_raw(text, code, arch, tmp)))
    elif kind == "compiler":
        from compiler_corpus import assemble_and_link, corpus_files
        entries = corpus_files()
        if not entries:
            return rows
        entry = max(entries, key=lambda e: (os.path.getsize(e.path), e.name))
        co, why = assemble_and_link(entry.path, entry.arch, entry.clang, tmp)
        if co is None:
            print(f"compiler: skipped ({why})")
            return rows
        rows.append((f"compiler: {entry.name} ({os.path.getsize(co)} bytes), code object", None, co,
                     [llvm_tool("llvm-objdump", entry.arch), "-d", co],
                     lambda text: reassembles_code_object(text, co, entry.arch, tmp)))
    return rows


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5, help="runs per command; the fastest counts")
    ap.add_argument("--count", type=int, default=60000, help="instructions of the mix")
    ap.add_argument("--only", default=",".join(KINDS), help="comma-separated input kinds: " + ", ".join(KINDS))
    ap.add_argument("--python", choices=MODES, default="wheel",
                    help="masm installed from its wheel in a venv of its own (default), or this interpreter and "
                         "the checkout (tools/installed_masm.py)")
    args = ap.parse_args(argv)
    globals()["PYTHON"] = args.python
    print(describe(args.python))
    failed = False
    with tempfile.TemporaryDirectory(prefix="masm-bench-disasm-") as tmp:
        for kind in args.only.split(","):
            if kind not in KINDS:
                ap.error(f"unknown input kind {kind!r}")
            for label, arch, path, llvm_args, check in prepare(kind, tmp, args.count):
                commands = {"masm disasm": masm_command(path, arch)}
                if llvm_args[0]:
                    commands[os.path.basename(llvm_args[0]) + " " + llvm_args[1]] = dict(args=llvm_args,
                                                                                          capture_output=True)
                times = paired(commands, max(1, args.repeat))
                print(label)
                wall_masm, cpu_masm, p = times["masm disasm"]
                verdict = check(p.stdout) if p.returncode == 0 else "masm disasm FAILED: " + p.stderr[:300]
                failed |= not verdict.startswith(("ok", "not checked"))
                others = [(n, t) for n, t in times.items() if n != "masm disasm"]
                for name, (wall, cpu, q) in times.items():
                    ratio = ""
                    if name == "masm disasm" and others:
                        wall_llvm, cpu_llvm = others[0][1][0], others[0][1][1]
                        ratio = f"  {wall / wall_llvm:5.2f}x wall, {cpu / max(cpu_llvm, 1e-9):5.2f}x CPU"
                    bad = "" if q.returncode == 0 else "  (FAILED)"
                    print(f"  {name:24s} {wall:7.3f} s wall  {cpu:7.3f} s CPU{ratio}{bad}")
                print(f"  masm's text re-assembled by llvm: {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
