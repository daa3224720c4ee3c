"""Benchmark: cold-process `masm build` against `llvm-mc -filetype=obj` on files of several characters.

    python tools/bench_plain.py [--arch gfx900] [--count 60000] [--seed 1] [--repeat 5]
                                [--kinds mix,distinct,kernel5k,groestl,groestl-long,modules,branchy,sets,handwritten,
                                         literals,packed]
                                [--in-process]
                                [--keep DIR]
                                [--no-cache] [--python wheel|current]

llvm-mc is the arch's oracle: LLVM 14's for gfx8/gfx9/CDNA1-2, LLVM 19's for gfx940-942 (tools/llvm_oracle.py).

File kinds (--kinds, comma-separated; default all):
  mix           --count instructions of what hand-written kernels contain (VALU with register operands, constants
                and literals, SALU, scalar/vector/LDS memory, waits, compares, branches to labels), 28 line shapes
                with registers and numbers drawn at random
  distinct      --count lines where every line is distinct and few share a shape: lines of the committed ISA corpus
                (tests/corpus/ARCH.s: every format and modifier the table knows) with their registers, ranges,
                offsets, hex and decimal immediates redrawn at random, plus labels and branches; lines llvm-mc
                refuses are dropped (the count of the rest is printed)
  kernel5k      the mix at 5,000 instructions (a typical kernel: the cold start dominates)
  groestl       samples/groestl/groestl.masm expanded with `masm expand`, built as plain text
  groestl-long  samples/groestl/groestl_unrolled.masm (macro source, 275 KB) built with --long-branches; llvm-mc
                assembles masm's `--format asm` output of the same build (the relaxed plain text)
  branchy       the mix's instructions with a conditional branch after every 8 to any of the 20 labels before or
                after it (loops crossing everywhere: the static checks' dataflow)
  sets          2,000 `.set` constants, then --count instructions naming them in operands, offsets and expressions
  modules       LLVM syntax as compilers write it: the clang-14 kernels of tests/compiler/clang14/ARCH (clang-19's for
                gfx940-942; directives, .amdhsa_kernel descriptors, labels, several kernels per file) copied with their
                symbols renamed until
                --count instructions; llvm-mc assembles it for amdgcn-amd-amdhsa (its .text keeps relocations for the
                linker, so bytes are not compared here: tests/compiler compares code objects)
  handwritten   the mix as typed by hand: tabs, operands separated by bare commas (`v1,v2`), some mnemonics in
                capitals, comments and blank lines
  literals      --count instructions whose numbers all differ: float and hex literals, immediates, s_waitcnt with
                three counters, hwreg(...) fields, offsets written as expressions (`offset:12*4+2`)
  packed        --count modifier-heavy VALU lines: SDWA selects, DPP quad_perm/row shifts/masks, VOP3 neg/abs/clamp/
                omod and (not on gfx8) packed math with op_sel/op_sel_hi/neg_lo, all drawn at random
For each kind the commands take turns --repeat times (a slow spell of a shared machine falls on all of them alike)
and each one's fastest wall time counts: `llvm-mc -filetype=obj`, `masm build --format raw --quiet` (a fresh
process: interpreter start, imports and the static checks included; no report is printed, so its register pressure is
not computed: tools/bench_checks.py measures the build with it), and the same build with the static checks stubbed
out (its difference to the full build is the checks' share).  The bytes of every
masm build are compared with llvm-mc's .text.  --in-process adds, for the mix, masm.assemble and the ISA layer alone
(masm.isa.plain.assemble_plain) in this process after clearing the encoder's caches, and the disassembly of the bytes.
--keep DIR writes the generated files there.  masm keeps the ISA tables' records and its templates' code in a disk
cache (masm/datacache.py; the first run of each command fills it, as Python's bytecode cache); --no-cache turns it off
in every masm command, which measures a machine's very first build.  masm runs as a user has it: installed from its
wheel in a venv of its own (tools/installed_masm.py, made once per content of the sources), so a development
checkout's editable-install import hook and the machine's site hooks are not timed; --python current runs this
interpreter on the checkout instead.
"""
from __future__ import annotations

import argparse
import re
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))
from installed_masm import MODES, describe, masm_command, masm_cwd, masm_env, masm_python  # noqa: E402
from llvm_oracle import llvm_mc_for  # noqa: E402   (LLVM 14 for gfx8/gfx9/CDNA1-2, LLVM 19 for gfx940-942)

TEMPLATES = [
    "v_fma_f32 v{v0}, v{v1}, v{v2}, v{v3}",
    "v_add_f32 v{v0}, v{v1}, v{v2}",
    "v_mul_f32 v{v0}, s{s0}, v{v1}",
    "v_add_u32 v{v0}, {i}, v{v1}",
    "v_mad_u32_u24 v{v0}, v{v1}, {i}, v{v2}",
    "v_mov_b32 v{v0}, 0x{lit:x}",
    "v_cndmask_b32 v{v0}, v{v1}, v{v2}, vcc",
    "v_cmp_gt_f32 vcc, {f}, v{v1}",
    "v_lshlrev_b32 v{v0}, 2, v{v1}",
    "v_add_co_u32 v{v0}, vcc, s{s0}, v{v1}",
    "v_addc_co_u32 v{v1}, vcc, 0, v{v2}, vcc",
    "v_fma_f64 v[{d0}:{d0p}], v[{d1}:{d1p}], v[{d2}:{d2p}], v[{d0}:{d0p}]",
    "v_pk_fma_f16 v{v0}, v{v1}, v{v2}, v{v3}",
    "v_mov_b32_dpp v{v0}, v{v1} row_shr:{r} row_mask:0xf bank_mask:0xf",
    "v_add_f32_sdwa v{v0}, v{v1}, v{v2} dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD",
    "s_add_u32 s{s0}, s{s1}, {i}",
    "s_addc_u32 s{s1}, s{s2}, 0",
    "s_lshl_b32 s{s0}, s{s1}, 4",
    "s_mov_b32 s{s0}, 0x{lit:x}",
    "s_cmp_lt_u32 s{s0}, s{s1}",
    "s_load_dwordx4 s[{q0}:{q0p}], s[{p0}:{p0p}], 0x{off:x}",
    "s_waitcnt vmcnt({c}) lgkmcnt(0)",
    "global_load_dword v{v0}, v[{d1}:{d1p}], off offset:{off}",
    "global_store_dword v[{d1}:{d1p}], v{v0}, off",
    "buffer_load_dword v{v0}, v{v1}, s[{q0}:{q0p}], 0 offen offset:{off}",
    "ds_read_b32 v{v0}, v{v1} offset:{off}",
    "ds_write2_b32 v{v0}, v{v1}, v{v2} offset0:{c} offset1:{r}",
    "s_cbranch_scc1 L{label}",
]


# GCN3 (gfx803) spells some of these differently or lacks them: the same mix in its own syntax.
GFX8_TEMPLATES = {
    "v_add_u32 v{v0}, {i}, v{v1}": "v_add_u32 v{v0}, vcc, {i}, v{v1}",
    "v_add_co_u32 v{v0}, vcc, s{s0}, v{v1}": "v_add_u32 v{v0}, vcc, s{s0}, v{v1}",
    "v_addc_co_u32 v{v1}, vcc, 0, v{v2}, vcc": "v_addc_u32 v{v1}, vcc, 0, v{v2}, vcc",
    "v_pk_fma_f16 v{v0}, v{v1}, v{v2}, v{v3}": "v_mad_f16 v{v0}, v{v1}, v{v2}, v{v3}",
    "global_load_dword v{v0}, v[{d1}:{d1p}], off offset:{off}": "flat_load_dword v{v0}, v[{d1}:{d1p}]",
    "global_store_dword v[{d1}:{d1p}], v{v0}, off": "flat_store_dword v[{d1}:{d1p}], v{v0}",
}


def make_module_source(count: int, arch: str) -> tuple[str, int, str]:
    """(text, kernels, the compiler): the clang-14 outputs of tests/compiler/clang14/ARCH (clang-19's for an arch clang-14 does not
    know, gfx940-942), copied until `count` instructions, each copy's symbols and local labels renamed (`name_3`,
    `.LBB0_1_c3`) and its metadata block dropped."""
    import glob
    for clang in ("clang14", "clang19"):
        files = sorted(glob.glob(os.path.join(ROOT, "tests", "compiler", clang, arch, "*.s")))
        if files:
            break
    else:
        raise RuntimeError(f"no clang output for {arch} in tests/compiler")
    instruction = re.compile(r"\s+(?:[sv]_|ds_|global_|flat_|buffer_|scratch_|image_)")
    out, copies, kernels, total = [], 0, 0, 0
    while total < count:
        for path in files:
            with open(path) as f:
                text = f.read()
            text = re.sub(r"\.amdgpu_metadata.*?\.end_amdgpu_metadata\n", "", text, flags=re.S)
            names = set(re.findall(r"^\s*\.(?:globl|local|comm)\s+([^,\s]+)", text, re.M)) | \
                set(re.findall(r"^\s*\.type\s+([^,\s]+)", text, re.M))
            for name in sorted(names, key=len, reverse=True):
                text = re.sub(r"(?<![\w.$])" + re.escape(name) + r"(?![\w$])", f"{name}_{copies}", text)
            text = re.sub(r"\.(LBB|Lfunc_end|L_|LJTI|Ltmp)(\w*)",
                          lambda m: f".{m.group(1)}{m.group(2)}_c{copies}", text)
            if copies:
                text = re.sub(r"^\s*\.(amdgcn_target|amdhsa_code_object_version)\b.*$", "", text, flags=re.M)
            kernels += len(re.findall(r"^\s*\.amdhsa_kernel\b", text, re.M))
            total += sum(1 for line in text.splitlines() if instruction.match(line))
            out.append(text)
            copies += 1
            if total >= count:
                break
    return "\n".join(out), kernels, clang.replace("clang", "clang-")


def make_source(count: int, seed: int, arch: str = "gfx900") -> str:
    templates = [GFX8_TEMPLATES.get(t, t) for t in TEMPLATES] if arch == "gfx803" else TEMPLATES
    rng = random.Random(seed)
    lines = []
    labels = 0
    for i in range(count):
        if i % 200 == 0:
            lines.append(f"L{labels}:")
            labels += 1
        d = [rng.randrange(0, 250, 2) for _ in range(3)]
        q, p = rng.randrange(0, 96, 4), rng.randrange(0, 96, 2)
        t = rng.choice(templates)
        lines.append("  " + t.format(
            v0=rng.randrange(256), v1=rng.randrange(256), v2=rng.randrange(256), v3=rng.randrange(256),
            s0=rng.randrange(100), s1=rng.randrange(100), s2=rng.randrange(100), i=rng.randrange(-16, 65),
            lit=rng.randrange(1 << 32), f=rng.choice(["0.5", "1.0", "-2.0", "0.15915494", "4.0"]),
            d0=d[0], d0p=d[0] + 1, d1=d[1], d1p=d[1] + 1, d2=d[2], d2p=d[2] + 1, q0=q, q0p=q + 3, p0=p, p0p=p + 1,
            off=rng.randrange(0, 4096, 4), c=rng.randrange(16), r=rng.randrange(1, 16),
            label=rng.randrange(max(0, labels - 20), labels)))
    lines.append("  s_endpgm")
    return "\n".join(lines) + "\n"


def make_branchy_source(count: int, seed: int, arch: str = "gfx900") -> str:
    """The mix's instructions without its branches, a label before every 8 and after every 8 a conditional branch to
    any of the 20 labels before or after it: loops crossing everywhere (the static checks' dataflow settles them)."""
    rng = random.Random(seed)
    body = [ln for ln in make_source(count, seed, arch).splitlines()
            if ln.strip() and not ln.rstrip().endswith(":")
            and not ln.strip().startswith(("s_branch", "s_cbranch", "s_endpgm"))]
    labels = (len(body) + 7) // 8
    out = []
    for i, line in enumerate(body):
        if i % 8 == 0:
            out.append(f"B{i // 8}:")
        out.append(line)
        if i % 8 == 7:
            here = i // 8
            out.append(f"  s_cbranch_scc1 B{rng.randrange(max(0, here - 20), min(labels, here + 21))}")
    return "\n".join(out) + "\n  s_endpgm\n"


def make_sets_source(count: int, seed: int, arch: str = "gfx900") -> str:
    """2,000 `.set` constants, then `count` instructions naming them in operands, offsets and expressions (what
    generated LLVM-syntax kernels do with `.set`)."""
    rng = random.Random(seed)
    names = 2000
    out = [f".set K{i}, {rng.randrange(0, 60)}" for i in range(names)]
    for _ in range(count):
        k, j = rng.randrange(names), rng.randrange(names)
        v = [rng.randrange(256) for _ in range(3)]
        out.append(rng.choice((
            f"  v_mul_f32 v{v[0]}, K{k}, v{v[1]}",
            f"  s_add_u32 s{rng.randrange(100)}, s{rng.randrange(100)}, K{k}*4+K{j}",
            f"  ds_read_b32 v{v[0]}, v{v[1]} offset:K{k}*16",
            f"  v_mov_b32 v{v[0]}, K{k}",
            f"  v_fma_f32 v{v[0]}, v{v[1]}, v{v[2]}, v{v[0]}")))
    out.append("  s_endpgm")
    return "\n".join(out) + "\n"


def make_handwritten_source(count: int, seed: int, arch: str = "gfx900") -> str:
    """The mix as people type it: tabs between mnemonic and operands, operands separated by bare commas (`v1,v2`),
    some mnemonics in capitals, a comment (`//` or `;`) on some lines and a comment line or a blank line now and
    then."""
    rng = random.Random(seed)
    out = []
    for i, line in enumerate(make_source(count, seed, arch).splitlines()):
        text = line.strip()
        if not text or text.endswith(":"):
            out.append(text)
            continue
        if i % 7 == 0:
            out.append(rng.choice(("", f"// step {i}: what the next lines do", f"; {i}")))
        mnemonic, _, operands = text.partition(" ")
        if rng.random() < 0.2:
            mnemonic = mnemonic.upper()
        comment = rng.choice(("", "", "", f"\t// note {i}", f" ; r{rng.randrange(100)}"))
        out.append(f"\t{mnemonic}\t{operands.replace(', ', ',')}{comment}".rstrip())
    return "\n".join(out) + "\n"


def make_literals_source(count: int, seed: int, arch: str = "gfx900") -> str:
    """Instructions whose numbers are all different: float and hex literals, integer immediates, s_waitcnt with three
    counters, hwreg(...) fields and offsets written as expressions (`offset:12*4+2`)."""
    rng = random.Random(seed)
    vmcnt = 16 if arch.startswith("gfx8") else 64
    out = []
    for _ in range(count):
        v = [rng.randrange(256) for _ in range(2)]
        s = rng.randrange(100)
        out.append("  " + rng.choice((
            f"v_mov_b32 v{v[0]}, {rng.uniform(-1000, 1000):.6g}",
            f"v_mul_f32 v{v[0]}, {rng.uniform(-10, 10):.4f}, v{v[1]}",
            f"v_mul_f32 v{v[0]}, 0x{rng.randrange(1 << 32):08x}, v{v[1]}",
            f"s_mov_b32 s{s}, {rng.randrange(-2 ** 31, 2 ** 31)}",
            f"s_waitcnt vmcnt({rng.randrange(vmcnt)}) expcnt({rng.randrange(8)}) lgkmcnt({rng.randrange(16)})",
            f"s_getreg_b32 s{s}, hwreg(HW_REG_MODE, {rng.randrange(32)}, {rng.randrange(1, 33)})",
            f"ds_read_b32 v{v[0]}, v{v[1]} offset:{rng.randrange(1000)}*4+{rng.randrange(4)}",
            f"s_movk_i32 s{s}, 0x{rng.randrange(1 << 16):x}")))
    out.append("  s_endpgm")
    return "\n".join(out) + "\n"


_SELECTS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")


def make_packed_source(count: int, seed: int, arch: str = "gfx900") -> str:
    """Modifier-heavy VALU: SDWA with random selects, DPP with random quad_perm/row shifts and masks, VOP3 with
    neg/abs/clamp/omod and, where the arch has them (not gfx8), packed math with op_sel/op_sel_hi/neg_lo."""
    rng = random.Random(seed)
    packed = not arch.startswith("gfx8")

    def v():
        return f"v{rng.randrange(256)}"

    def mod(x):
        return rng.choice((x, x, f"-{x}", f"|{x}|", f"-|{x}|"))

    def sgpr_pair():
        first = 2 * rng.randrange(50)
        return f"s[{first}:{first + 1}]"

    def bits(n):
        return "[" + ",".join(str(rng.randrange(2)) for _ in range(n)) + "]"

    shapes = [
        lambda: (f"v_add_f32_sdwa {v()}, {v()}, {v()} dst_sel:{rng.choice(_SELECTS)} dst_unused:UNUSED_PAD "
                 f"src0_sel:{rng.choice(_SELECTS)} src1_sel:{rng.choice(_SELECTS)}"),
        lambda: f"v_mov_b32_sdwa {v()}, {v()} dst_sel:{rng.choice(_SELECTS)} dst_unused:UNUSED_PRESERVE "
                f"src0_sel:{rng.choice(_SELECTS)}",
        lambda: (f"v_add_f32_dpp {v()}, {v()}, {v()} quad_perm:[{rng.randrange(4)},{rng.randrange(4)},"
                 f"{rng.randrange(4)},{rng.randrange(4)}] row_mask:0x{rng.randrange(16):x} "
                 f"bank_mask:0x{rng.randrange(16):x}"),
        lambda: f"v_mul_f32_dpp {v()}, {v()}, {v()} row_shr:{rng.randrange(1, 16)} row_mask:0xf bank_mask:0xf",
        lambda: (f"v_fma_f32 {v()}, {mod(v())}, {mod(v())}, {mod(v())}"
                 + rng.choice(("", " clamp", " mul:2", " div:2", " clamp mul:4"))),
        lambda: f"v_cmp_gt_f32_e64 {sgpr_pair()}, {mod(v())}, {mod(v())}",
    ]
    if packed:
        shapes += [
            lambda: f"v_pk_fma_f16 {v()}, {v()}, {v()}, {v()} op_sel:{bits(3)} op_sel_hi:{bits(3)}",
            lambda: (f"v_pk_add_f16 {v()}, {v()}, {v()} op_sel:{bits(2)} op_sel_hi:{bits(2)}"
                     + rng.choice(("", " neg_lo:[1,0]", " neg_hi:[0,1]"))),
        ]
    out = ["  " + rng.choice(shapes)() for _ in range(count)]
    out.append("  s_endpgm")
    return "\n".join(out) + "\n"


_RANGE = re.compile(r"(?<![\w.$@])([vsa])\[(\d+):(\d+)\]")
_REGISTER = re.compile(r"(?<![\w.$@])([vsa])(\d+)(?![\w.$@])")
_OFFSET = re.compile(r"\b(offset[01]?):(\d+)")
_HEX = re.compile(r"(?<![\w.$@])0x([0-9a-fA-F]+)(?![\w.$@])")
_DECIMAL = re.compile(r"(?<=[ ,])(-?)(\d+)(?![\w.$@:\]])")
_TOP = {"v": 255, "a": 255, "s": 101}


def _redrawn(line: str, rng: random.Random) -> str:
    """A corpus line with its registers (keeping each range's size and alignment), offsets and immediates drawn
    anew (any of them may come out as something llvm-mc refuses: the caller filters)."""
    def reg_range(m):
        lo, hi = int(m.group(2)), int(m.group(3))
        count = hi - lo + 1
        slots = (_TOP[m.group(1)] + 1 - count - lo % 4) // 4
        new = lo % 4 + 4 * rng.randrange(slots + 1) if slots >= 0 else lo
        return f"{m.group(1)}[{new}:{new + count - 1}]"

    def register(m):
        return f"{m.group(1)}{rng.randrange(_TOP[m.group(1)] + 1)}"

    def offset(m):
        top = 256 if m.group(1) != "offset" else max(64, min(4096, 2 * int(m.group(2))))
        return f"{m.group(1)}:{rng.randrange(top)}"

    def hexa(m):
        return f"0x{rng.randrange(16 ** len(m.group(1))):x}"

    def decimal(m):
        value = int(m.group(2))
        if value <= 64:
            drawn = rng.randrange(-16, 65)
            return str(drawn)
        return m.group(1) + str(rng.randrange(2 * value))

    body, _, comment = line.partition("//")
    for pattern, redraw in ((_RANGE, reg_range), (_REGISTER, register), (_OFFSET, offset), (_HEX, hexa),
                            (_DECIMAL, decimal)):
        body = pattern.sub(redraw, body)
    return body.rstrip()


def make_distinct_source(count: int, seed: int, arch: str, tmp: str) -> tuple[str, int]:
    """(`count` or a few fewer lines of redrawn corpus lines that llvm-mc accepts, all distinct, with labels and
    branches; how many drawn lines llvm-mc refused)."""
    with open(os.path.join(ROOT, "tests", "corpus", f"{arch}.s")) as f:
        corpus = [ln.split("//")[0].strip() for ln in f if ln.strip() and not ln.startswith("//")]
    corpus = [ln for ln in corpus if ln]
    rng = random.Random(seed)
    seen: set[str] = set()
    lines: list[str] = []
    while len(lines) < count * 13 // 10 + 100:
        line = _redrawn(rng.choice(corpus), rng)
        if line not in seen:
            seen.add(line)
            lines.append(line)
    refused = 0
    llvm = llvm_mc_for(arch)
    if llvm:
        path = os.path.join(tmp, "candidates.s")
        for _ in range(4):
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            p = subprocess.run([llvm, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj", path, "-o", os.devnull],
                               capture_output=True, text=True)
            bad = {int(m.group(1)) for m in re.finditer(r"^[^\n:]*:(\d+):\d+: error", p.stderr, re.M)}
            if not bad:
                break
            refused += len(bad)
            lines = [ln for n, ln in enumerate(lines, 1) if n not in bad]
    lines, masm_refused = _masm_accepts(lines[:count * 21 // 20], arch)
    lines = lines[:count]
    out = []
    labels = 0
    branches = ("s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_execnz")
    for i, line in enumerate(lines):
        if i % 200 == 0:
            out.append(f"L{labels}:")
            labels += 1
        if i % 97 == 50:
            out.append(f"  {rng.choice(branches)} L{rng.randrange(max(0, labels - 20), labels)}")
        out.append("  " + line)
    out.append("  s_endpgm")
    return "\n".join(out) + "\n", refused, masm_refused


def _masm_accepts(lines: list[str], arch: str) -> tuple[list[str], list[str]]:
    """(the lines masm encodes, those it refuses although llvm-mc takes them: disagreements to report)."""
    from masm.diagnostics import AssemblyError, SourceLoc
    from masm.isa import encode
    from masm.isa.encoder import clear_caches
    good, bad = [], []
    loc = SourceLoc("distinct.s", 1, 1)
    for line in lines:
        try:
            encode(line, arch, loc)
            good.append(line)
        except AssemblyError:
            bad.append(line)
    clear_caches()
    return good, bad


def timed(fn):
    t = time.perf_counter()
    result = fn()
    return time.perf_counter() - t, result


REPEAT = 5


def child_times(commands: dict):
    """{name: (wall s, CPU s of the child, CompletedProcess)} for each command (a list of subprocess.run keyword
    dicts), the fastest of REPEAT runs.  The commands take turns round by round, so a slow spell of a shared machine
    falls on all of them alike instead of on whichever ran then."""
    best: dict = {}
    for _ in range(REPEAT):
        for name, kwargs in commands.items():
            before = os.times()
            t, result = timed(lambda: subprocess.run(**kwargs))
            after = os.times()
            cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
            if name not in best or t < best[name][0]:
                best[name] = (t, cpu, result)
    return best


PYTHON = "wheel"     # --python: how masm is installed for the masm commands (tools/installed_masm.py)
NO_CACHE = False     # --no-cache: masm's disk cache off in the masm commands (a machine's very first build)


def _installed_env() -> dict:
    """The environment for the masm command, as an installed tool runs: Python may keep its bytecode cache
    (PYTHONDONTWRITEBYTECODE would recompile every module on every run; the first of the runs fills the cache), and
    masm its own (masm/datacache.py: the ISA tables' records, the templates' code), unless --no-cache."""
    env = masm_env(PYTHON)
    if NO_CACHE:
        env["MASM_NO_CACHE"] = "1"
    return env


def cpu_timed(fn):
    """(wall s, CPU s of this process, result): on a busy machine the CPU time is the steadier figure."""
    c = time.process_time()
    t, result = timed(fn)
    return t, time.process_time() - c, result


# `masm build` in a fresh process with the static checks (masm/checks) and the report's register pressure stubbed out
_WITHOUT_CHECKS = """
import sys
import masm.checks, masm.checks.pressure
masm.checks.check_lines = lambda lines, arch, **kw: []
masm.checks.pressure.kernel_pressure = lambda lines, arch, *a, **kw: None
from masm.cli import entry
sys.argv[0] = "masm"
entry()
"""

KINDS = ("mix", "distinct", "kernel5k", "groestl", "groestl-long", "modules", "branchy", "sets", "handwritten",
         "literals", "packed")


def _masm(args: list[str], stubbed: bool = False) -> dict:
    python = masm_python(PYTHON)
    lead = [python, "-c", _WITHOUT_CHECKS] if stubbed else masm_command(PYTHON)
    return dict(args=lead + args, capture_output=True, text=True, cwd=masm_cwd(PYTHON), env=_installed_env())


def _text_section(llvm_object: str, tmp: str) -> bytes | None:
    objcopy = shutil.which("llvm-objcopy")
    if not objcopy:
        return None
    out = os.path.join(tmp, "llvm.bin")
    subprocess.run([objcopy, "-O", "binary", "-j", ".text", llvm_object, out], check=True)
    with open(out, "rb") as f:
        return f.read()


def prepare(kind: str, args, tmp: str):
    """(description, masm build arguments (after `build`), path of the text llvm-mc assembles or None, the number of
    lines) for one file kind; files are written under `tmp`."""
    arch = args.arch
    path = os.path.join(tmp, f"{kind}.s")
    extra: list[str] = []
    if kind in ("mix", "kernel5k"):
        count = args.count if kind == "mix" else 5000
        source = make_source(count, args.seed, arch)
        note = f"{count} instructions, 28 shapes"
    elif kind == "distinct":
        source, refused, masm_refused = make_distinct_source(args.count, args.seed, arch, tmp)
        from masm.isa.templates import split
        lines = [ln.strip() for ln in source.splitlines() if ln.startswith("  ")]
        shapes = len({"#".join(split(ln)[::2]) for ln in lines})
        note = (f"{len(lines)} instructions from tests/corpus/{arch}.s redrawn, {len(set(lines))} distinct, "
                f"{shapes} shapes ({refused} drawn lines llvm-mc refused were dropped, and {len(masm_refused)} that "
                f"llvm-mc takes but masm refuses{': ' + '; '.join(masm_refused[:3]) if masm_refused else ''})")
    elif kind == "groestl":
        p = subprocess.run(_masm(["expand", os.path.join(ROOT, "samples", "groestl", "groestl.masm"),
                                  "--arch", arch])["args"], capture_output=True, text=True,
                           cwd=masm_cwd(PYTHON), env=_installed_env())
        if p.returncode:
            raise RuntimeError(f"masm expand failed: {p.stderr[:500]}")
        source = p.stdout
        note = "samples/groestl/groestl.masm expanded (plain text)"
    elif kind == "branchy":
        source = make_branchy_source(args.count, args.seed, arch)
        note = f"the mix's {args.count} instructions with a conditional branch every 8 to 20 labels before or after"
    elif kind == "sets":
        source = make_sets_source(args.count, args.seed, arch)
        note = f"2,000 .set constants, then {args.count} instructions naming them"
    elif kind == "handwritten":
        source = make_handwritten_source(args.count, args.seed, arch)
        note = f"the mix's {args.count} instructions typed by hand: tabs, `v1,v2`, capitals, comments"
    elif kind == "literals":
        source = make_literals_source(args.count, args.seed, arch)
        note = f"{args.count} instructions with distinct literals, counters, hwreg fields and offset expressions"
    elif kind == "packed":
        source = make_packed_source(args.count, args.seed, arch)
        note = f"{args.count} SDWA, DPP, VOP3-modifier and packed-math instructions with random selects and masks"
    elif kind == "modules":
        source, kernels, clang = make_module_source(args.count, arch)
        note = f"{kernels} kernels of {clang} output, {args.count}+ instructions"
    elif kind == "groestl-long":
        masm_source = os.path.join(ROOT, "samples", "groestl", "groestl_unrolled.masm")
        extra = ["--long-branches"]
        p = subprocess.run(_masm(["build", masm_source, "--arch", arch, "--long-branches", "--format", "asm",
                                  "-o", path, "--quiet"])["args"], capture_output=True, text=True,
                           cwd=masm_cwd(PYTHON), env=_installed_env())
        if p.returncode:
            raise RuntimeError(f"masm build --format asm failed: {p.stderr[:500]}")
        with open(path) as f:
            source = f.read()
        note = ("samples/groestl/groestl_unrolled.masm (macro source) --long-branches; llvm-mc on masm's "
                "--format asm of it")
        return note, [masm_source, *extra], path, source.count("\n")
    else:
        raise ValueError(kind)
    with open(path, "w") as f:
        f.write(source)
    return note, [path], path, source.count("\n")


def bench_kind(kind: str, args, tmp: str) -> list[str]:
    note, build_args, llvm_input, nlines = prepare(kind, args, tmp)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        shutil.copy(llvm_input, os.path.join(args.keep, f"{kind}.s"))
    masm_bin = os.path.join(tmp, f"{kind}.bin")
    common = ["--arch", args.arch, "--format", "raw", "-o", masm_bin, "--quiet"]
    commands = {}
    llvm = llvm_mc_for(args.arch)
    llvm_obj = os.path.join(tmp, f"{kind}.o")
    if llvm:
        target = "-triple=amdgcn-amd-amdhsa" if kind == "modules" else "-arch=amdgcn"
        commands["llvm-mc"] = dict(args=[llvm, target, f"-mcpu={args.arch}", "-filetype=obj", llvm_input,
                                         "-o", llvm_obj], capture_output=True, text=True)
    commands["masm build"] = _masm(["build", *build_args, *common])
    commands["masm build, checks stubbed"] = _masm(["build", *build_args, *common], stubbed=True)
    times = child_times(commands)
    out = [f"{kind}: {note} ({nlines} lines)"]
    for name, (t, cpu, p) in times.items():
        if p.returncode:
            out.append(f"  {name} FAILED: {(p.stderr or p.stdout)[:400]}")
    t_llvm = times["llvm-mc"][0] if llvm and not times["llvm-mc"][2].returncode else None
    for name, (t, cpu, p) in times.items():
        ratio = f"  {t / t_llvm:5.2f}x llvm-mc" if t_llvm else ""
        out.append(f"  {name:28s} {t:7.3f} s{ratio}   (CPU {cpu:6.3f} s)")
    full, stubbed = times["masm build"][0], times["masm build, checks stubbed"][0]
    out.append(f"  {'static checks':28s} {full - stubbed:7.3f} s  "
               f"({100 * (full - stubbed) / full:.0f}% of the build)")
    if t_llvm and not times["masm build"][2].returncode and kind != "modules":
        reference = _text_section(llvm_obj, tmp)
        if reference is not None:
            with open(masm_bin, "rb") as f:
                mine = f.read()
            out.append(f"  masm bytes {'==' if mine == reference else '!='} llvm-mc bytes ({len(mine)} bytes)")
    return out


def in_process_rows(args, tmp: str) -> list[str]:
    import masm
    from masm.isa import disassemble, encoder
    from masm.isa.plain import assemble_plain
    source = make_source(args.count, args.seed, args.arch)
    rows = []
    encoder.clear_caches()
    t_isa, c_isa, code = cpu_timed(lambda: assemble_plain(source, args.arch, filename="mix.s"))
    rows.append(("masm.isa.plain.assemble_plain (in-process)", t_isa, c_isa))
    t_dis, c_dis, _ = cpu_timed(lambda: disassemble(code, args.arch))
    rows.append(("masm.isa.disassemble of those bytes", t_dis, c_dis))
    encoder.clear_caches()
    t_api, c_api, _ = cpu_timed(lambda: masm.assemble(source, args.arch, filename="mix.s"))
    rows.append(("masm.assemble (in-process)", t_api, c_api))
    return [f"mix, in this process ({args.count} instructions):"] + [
        f"  {name:45s} {t:7.3f} s  {args.count / t:9.0f} instr/s  (CPU {c:6.3f} s)" for name, t, c in rows]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--arch", default="gfx900")
    ap.add_argument("--count", type=int, default=60000, help="instructions of the mix and distinct files")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=REPEAT, help="runs per command; the fastest counts")
    ap.add_argument("--kinds", default=",".join(KINDS), help=f"comma-separated, of: {', '.join(KINDS)}")
    ap.add_argument("--in-process", action="store_true", help="also time the mix in this process")
    ap.add_argument("--keep", metavar="DIR", help="write the generated files to DIR")
    ap.add_argument("--no-cache", action="store_true",
                    help="run masm with its disk cache off (MASM_NO_CACHE=1): the cost of a machine's first build")
    ap.add_argument("--python", choices=MODES, default="wheel",
                    help="masm installed from its wheel in a venv of its own (default), or this interpreter and "
                         "the checkout (tools/installed_masm.py)")
    args = ap.parse_args(argv)
    globals()["REPEAT"] = max(1, args.repeat)
    globals()["PYTHON"] = args.python
    globals()["NO_CACHE"] = args.no_cache
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        ap.error(f"unknown kind(s) {', '.join(unknown)} (known: {', '.join(KINDS)})")
    if args.arch != "gfx900" and any(k.startswith("groestl") for k in kinds):
        print("(the groestl kinds are built for", args.arch + ")")
    with tempfile.TemporaryDirectory() as tmp:
        start = child_times({"python -c pass": dict(args=[masm_python(PYTHON), "-c", "pass"], env=_installed_env(),
                                                    cwd=masm_cwd(PYTHON))})
        print(f"arch {args.arch}, best of {REPEAT}; {describe(PYTHON)}; its interpreter's start-up alone "
              f"{start['python -c pass'][0]:.3f} s; load average {os.getloadavg()[0]:.2f} at the start")
        for kind in kinds:
            print("\n".join(bench_kind(kind, args, tmp)), flush=True)
        if args.in_process:
            print("\n".join(in_process_rows(args, tmp)))
        print(f"load average {os.getloadavg()[0]:.2f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
