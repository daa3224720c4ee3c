"""What the fuzz suite and tools/fuzz_campaign.py feed masm: seeds from the repository (samples, standard macros, docs
examples, corpus lines, compiler output; raw code and code objects built from them) and the mutations applied to them.

Every generator takes a *chooser* (`randrange`, `choice`, `random`): `random.Random(seed)` in the campaign,
`HypothesisChooser(data)` in the tests, so hypothesis drives (and shrinks) the same mutations. A generated *case* is a
JSON-able dict that tests/fuzz/fuzz_worker.py executes: `{"op": "api" | "disasm" | "load" | "cli", ...}`.
"""
from __future__ import annotations

import base64
import functools
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class HypothesisChooser:
    """The `random.Random` methods the generators use, drawn from a hypothesis `data` object."""

    def __init__(self, data):
        from hypothesis import strategies as st
        self._data, self._st = data, st

    def randrange(self, start: int, stop: int | None = None) -> int:
        if stop is None:
            start, stop = 0, start
        return self._data.draw(self._st.integers(start, stop - 1))

    def randint(self, low: int, high: int) -> int:
        return self._data.draw(self._st.integers(low, high))

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def random(self) -> float:
        return self.randrange(1 << 16) / (1 << 16)


def arches() -> tuple[str, ...]:
    from masm.cli import ARCHES
    return tuple(ARCHES)


# ---------------------------------------------------------------------------------------------------------- seeds

@dataclass(frozen=True)
class SourceSeed:
    name: str                 # where it came from (for reports)
    text: str
    filename: str             # the file name the source is built under (its folder is searched for includes)
    arch: str | None = None   # the architecture it was written for, when it says


def _fenced_blocks(text: str, tags: tuple[str, ...]) -> list[str]:
    blocks, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        m = re.match(r"^```([\w-]+)\s*$", lines[i])
        if not m:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not re.match(r"^```\s*$", lines[end]):
            end += 1
        if m.group(1) in tags:
            blocks.append("\n".join(lines[i + 1:end]) + "\n")
        i = end + 1
    return blocks


@functools.lru_cache(maxsize=None)
def source_seeds(max_bytes: int = 40_000) -> tuple[SourceSeed, ...]:
    """Samples, standard macros (each included by a small kernel and as text), docs and README examples, the
    compiler corpus' clang output; every one at most `max_bytes` long."""
    seeds: list[SourceSeed] = []
    for path in sorted((ROOT / "samples").glob("**/*.masm")) + sorted((ROOT / "samples").glob("**/*.inc")):
        seeds.append(SourceSeed(str(path.relative_to(ROOT)), path.read_text(), str(path)))
    for path in sorted((ROOT / "masm" / "stdlib").glob("*.inc")):
        seeds.append(SourceSeed(f"stdlib {path.name}", path.read_text(), str(path)))
        seeds.append(SourceSeed(f"stdlib {path.name} included", (
            f"#include {path.name}\n#include kernel.inc\n#include loops.inc\nkernel k\n  args n:u32, x:ptr\n"
            "  v_temp_range 1..40\n  s_temp_range 4..60\n  mLoadArg32(n) mLoadArg64(x)\n  s_waitcnt lgkmcnt(0)\n"
            "  v_temp g\n  mGlobalId1D(g, 64)\n  mRepeat(3, s_nop 0)\n  s_endpgm\nendkernel\n"), str(ROOT / "f.masm")))
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for i, block in enumerate(_fenced_blocks(doc.read_text(), ("masm", "masm-error", "masm-expand"))):
            arch = re.match(r"^\s*//\s*arch:\s*(\w+)", block)
            seeds.append(SourceSeed(f"{doc.name} example {i + 1}", block, str(ROOT / "example.masm"),
                                    arch.group(1) if arch else None))
    for path in sorted((ROOT / "tests" / "compiler").glob("**/*.s")):
        arch = path.parent.name if path.parent.name.startswith("gfx") else None
        seeds.append(SourceSeed(str(path.relative_to(ROOT)), path.read_text(), str(path), arch))
    return tuple(s for s in seeds if len(s.text.encode()) <= max_bytes)


@functools.lru_cache(maxsize=None)
def corpus_lines(arch: str) -> tuple[tuple[str, bytes], ...]:
    """(instruction text, llvm-mc's bytes) of tests/corpus/ARCH.s (nearest family member when ARCH has none)."""
    path = ROOT / "tests" / "corpus" / f"{arch}.s"
    if not path.is_file():
        path = ROOT / "tests" / "corpus" / "gfx900.s"
    out = []
    for line in path.read_text().splitlines():
        if line.startswith(("//", ";", ".")) or "  // " not in line:
            continue
        text, _, hexs = line.rpartition("  // ")
        try:
            out.append((text.strip(), bytes.fromhex(hexs.strip())))
        except ValueError:
            continue
    return tuple(out)


def corpus_source(rng, arch: str) -> str:
    """A window of llvm-mc-verified lines as a plain source (the implicit kernel)."""
    lines = corpus_lines(arch)
    start = rng.randrange(max(1, len(lines) - 40))
    return "\n".join(text for text, _ in lines[start:start + rng.randint(1, 40)]) + "\n"


# -------------------------------------------------------------------------------------------------- text mutations

FRAGMENTS = (
    "(", ")", "[", "]", ",", ":", ";", "//", "/*", "*/", "\"", "'", "\\", "\n", "\r", "\t", "\0", "\x1b[31m", "\ufeff",
    "v0", "v[0:1]", "v[3:2]", "v999", "v[0:99999]", "s104", "s[0:1]", "a5", "a[0:15]", "vcc", "exec", "m0", "ttmp[0:1]",
    "-", "|", "0x", "0x0\uff10", "\uff11\uff12", "1.5", "1e999", "-0.0", "nan", "inf", "$FF", "0b102", "08", "9" * 400,
    "offset:", "offset:65536", "glc", "slc", "off", "lit(", "sext(", "neg(", "abs(", "row_shl:1", "dst_sel:WORD_1",
    "_endw", "_endif", "_else", "_break", "_continue", "leave", "enter", "v_temp q", "s_temp r[3]", "v_temp_range 0..10",
    "s_temp_range 0..10", "v_if_u32(", "v_if_i32(v0 < 5)", "s_if(", "s_while_i32(", "s_repeat", "s_until_u32(", "alias z=",
    "alias v0 = x", "numvgprs 4\n", "numsgprs 104\n", "kernel k\n", "endkernel\n", "args ", "args n:u32, p:ptr\n",
    "load_arg ", "ldssize 99999999\n", "numthreadpergroup 2048\n", "s_branch ", "@l:", "@l: s_branch @l\n", "label:",
    "![", "]", "![1/0]", "![-1 >> 64]", "![1 << 63]", "__for__(", "__for__(i in [1..3], s_nop i)", "#macro", "#endm",
    "#macro M(a) a #endm\nM(M(1))\n", "#macro P(a) s_mov_b32 s##a, 0 #endm\nP(4) P(5)\n", "#p", "##", "#define ",
    "#define X X\nX\n", "#undef ", "#if ", "#if 1\n", "#endif\n", "#else\n", "#elif ", "#ifdef ", "#assign ", "#error x",
    "#include ", "#include loops.inc\n", "#include \"nope.inc\"\n", "#include <" + "a" * 300 + ">\n", "#include .\n",
    "dd ", ".long ", ".byte 256", ".short ", ".quad ", ".align 4096", ".align 3", ".ascii \"x", ".asciz ", ".text\n",
    ".amdgcn_target ", ".amdhsa_kernel k\n", ".end_amdhsa_kernel\n", ".p2align 8", ".globl ", ".type k,@function\n",
    "v_add_f32 ", "v_mov_b32 ", "s_mov_b32 ", "s_endpgm\n", "s_waitcnt ", "vmcnt(0)", "lgkmcnt(99)", "hwreg(", "sendmsg(",
    "global_load_dword ", "v_mfma_f32_32x32x1f32 ", "v_add_co_u32 ", "v_and_b32_sdwa ", "src_shared_limit", "s_getpc_b64 ",
    "\u00e9", "\u0301", "\U0001f600", "\ud800",
)
EXTREME_NUMBERS = ("0", "-1", "1", "63", "64", "65", "127", "128", "255", "256", "4095", "4096", "65535", "65536",
                   "0x7fffffff", "0x80000000", "0xffffffff", "4294967296", "0xffffffffffffffff", "18446744073709551616",
                   "-9223372036854775808", "1e308", "-1.5", "0.0", "3.4e38", "007", "0x", "1" * 5000, "10**400")
_NUMBER = re.compile(r"(?<![\w.$])(0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)(?![\w.])")
_WORD = re.compile(r"[A-Za-z_][\w.]*")


def _line_bounds(text: str, rng) -> tuple[int, int]:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    start = sum(len(line) + 1 for line in lines[:i])
    return start, start + len(lines[i])


def mutate_text(rng, text: str, donors: tuple[str, ...] = ()) -> str:
    """One random edit: insert a fragment, delete a span or a line, duplicate or swap lines, change a number or a
    name, splice lines from a donor source, insert random characters."""
    how = rng.randrange(10)
    at = rng.randrange(len(text) + 1)
    if how == 0:
        return text[:at] + rng.choice(FRAGMENTS) + text[at:]
    if how == 1:
        return text[:at] + text[at + rng.randint(1, 40):]
    if how == 2 and text:
        start, end = _line_bounds(text, rng)
        return text[:start] + text[end + 1:]
    if how == 3 and text:
        start, end = _line_bounds(text, rng)
        return text[:at] + text[start:end + 1] * rng.randint(1, 3) + text[at:]
    if how == 4 and "\n" in text:
        lines = text.split("\n")
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if how == 5:
        numbers = list(_NUMBER.finditer(text))
        if numbers:
            m = rng.choice(numbers)
            return text[:m.start()] + rng.choice(EXTREME_NUMBERS) + text[m.end():]
    if how == 6:
        words = list(_WORD.finditer(text))
        if words:
            m = rng.choice(words)
            other = rng.choice(words).group() if rng.random() < 0.7 else rng.choice(FRAGMENTS).strip() or "x"
            return text[:m.start()] + other + text[m.end():]
    if how == 7 and donors:
        donor = rng.choice(donors)
        if donor:
            start, end = _line_bounds(donor, rng)
            return text[:at] + donor[start:end + 1] + "\n" + text[at:]
    if how == 8:
        alphabet = "()[]{},:;!@#$%^&*-+=<>/\\|'\"`~ \t\n.0123456789abcxyzvs_"
        return text[:at] + "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8))) + text[at:]
    return text[:at] + chr(rng.choice((0, 7, 0x7f, 0x85, 0xa0, 0x2028, 0xff10, 0xfeff, 0x10ffff, rng.randrange(0x110000)))) \
        + text[at:]


# ---------------------------------------------------------------------------------------- pathological sources

def pathological_source(rng) -> str:
    """Inputs built to blow up: exponential macro and #define growth, deep __for__ nests, huge literals and ranges,
    long include names, devices and folders as includes. Each must end quickly with an error, within memory."""
    depth = rng.randint(20, 60)
    forms = (
        lambda: "#macro D(x) x x #endm\n" + "D(" * depth + "s_nop 0" + ")" * depth + "\n",
        lambda: "".join(f"#macro M{i}() M{i + 1}() M{i + 1}() #endm\n" for i in range(depth)) + f"#macro M{depth}() s_nop 0 #endm\nM0()\n",
        lambda: "#macro R(n) R(n n) #endm\nR(s_nop 0)\n",
        lambda: "#define D(x) x x\n" + "D(" * depth + "s_nop 0" + ")" * depth + "\n",
        lambda: "#define A0 1\n" + "".join(f"#define A{i} (A{i - 1}+A{i - 1})\n" for i in range(1, depth + 20)) + f"s_mov_b32 s0, A{depth + 19}\n",
        lambda: "".join(f"__for__(i{k} in [1..2], " for k in range(depth * 3)) + "s_nop 0" + ")" * (depth * 3) + "\n",
        lambda: "__for__(i in [1..99999999], s_nop 0)\n",
        lambda: "s_mov_b32 s0, " + "9" * rng.choice((4301, 20000, 100000)) + "\n",
        lambda: "s_mov_b32 s4, 0x0\uff10\n",
        lambda: "v_temp_range 1..4000000000\nv_temp a\nv_mov_b32 a, 0\n",
        lambda: "s_temp_range 0..$FFFFFFFFFFFF\ns_temp b\ns_mov_b32 b, 0\n",
        lambda: "#include " + "x" * rng.choice((255, 300, 5000)) + ".inc\n",
        lambda: "#include " + rng.choice(("/dev/zero", "/dev/null", "/", "/proc/self/mem", "/etc", ".")) + "\n",
        lambda: "![" + "(" * 5000 + "1" + ")" * 5000 + "]\n",
        lambda: "#if " + "(" * 3000 + "1" + ")" * 3000 + "\ns_nop 0\n#endif\n",
        lambda: "s_nop ![" + "1+" * 20000 + "1]\n",
        lambda: "#macro M(a) M(a) #endm\nM(1)\n",
        lambda: "#define X Y\n#define Y X\ns_nop X\n",
        lambda: "kernel k\n" + "  v_if_u32(v0 < 1)\n" * depth + "  s_endpgm\n" + "  _endif\n" * depth + "endkernel\n",
        lambda: ".long " + ", ".join(["0"] * 200000) + "\n",
        lambda: "@l: s_branch @l\n" * rng.randint(1, 3) + ".align 65536\n" * rng.randint(1, 3),
    )
    return rng.choice(forms)()


# ------------------------------------------------------------------------------------------------- source cases

def source_case(rng, *, max_bytes: int = 40_000, mutations: int = 4, pathological: bool = True,
                simulate: bool = False) -> dict:
    """A mutated source through build (every output format and the report; with `simulate`, sometimes a run of its
    first kernel on the simulator), expand or lint."""
    seeds = source_seeds(max_bytes)
    kind = rng.randrange(10)
    arch = rng.choice(arches())
    filename = str(ROOT / "fuzz.masm")
    if kind == 0:
        text = corpus_source(rng, arch)
    elif kind == 1 and pathological:
        text = pathological_source(rng)
    else:
        seed = rng.choice(seeds)
        text, filename = seed.text, seed.filename
        if seed.arch in arches() and rng.random() < 0.7:
            arch = seed.arch
    donors = tuple(s.text for s in seeds[:: max(1, len(seeds) // 12)])
    for _ in range(rng.randint(0 if kind == 1 else 1, mutations)):
        text = mutate_text(rng, text, donors)
    call = rng.choice(("build", "build", "expand", "lint"))
    case = {"op": "api", "call": call, "source": text, "arch": arch, "filename": filename}
    if call == "build":
        case["long_branches"] = rng.random() < 0.3
        case["simulate"] = simulate and rng.random() < 0.4
    if rng.random() < 0.15:
        case["defines"] = {rng.choice(("UNROLLED", "N", "X", "BLOCK_SIZE", "q")): rng.choice(("", "1", "0", "-1", "(", "v0", "9" * 50))}
    return case


# ------------------------------------------------------------------------------------------------ binary seeds

BINARY_SAMPLES = ("daxpy/daxpy_2.masm", "daxpy/daxpy_5.masm", "sdwa/packed_f16.masm", "matvec/matvec.masm")


@functools.lru_cache(maxsize=None)
def built_programs() -> tuple[tuple[str, str, bytes, bytes], ...]:
    """(name, arch, raw code, code object) of a few samples: each built for two architectures it builds for."""
    import masm
    out = []
    for i, name in enumerate(BINARY_SAMPLES):
        path = ROOT / "samples" / name
        built = 0
        for arch in arches()[i % 2:] + arches()[:i % 2]:
            try:
                program = masm.build(path.read_text(), arch, filename=str(path), include_dirs=[str(path.parent)])
            except masm.AssemblyError:
                continue
            out.append((path.stem, arch, program.code, program.code_object))
            built += 1
            if built == 2:
                break
    assert out, "no sample builds"
    return tuple(out)


def mutate_bytes(rng, data: bytes) -> bytes:
    """One random edit: bit flip, byte set, insert, delete, truncate, or an extreme 16/32/64-bit value written at an
    aligned offset (ELF offsets, counts and sizes)."""
    b = bytearray(data)
    how = rng.randrange(7)
    at = rng.randrange(len(b) + 1)
    if how == 0 and b:
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    elif how == 1 and b:
        b[rng.randrange(len(b))] = rng.choice((0, 0xFF, 0x7F, 0x80, 0x01, rng.randrange(256)))
    elif how == 2:
        b[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
    elif how == 3:
        del b[at:at + rng.randint(1, 64)]
    elif how == 4:
        del b[at:]
    else:
        width = rng.choice((2, 4, 8))
        if len(b) >= width:
            i = rng.randrange(len(b) - width + 1) // width * width
            value = rng.choice((0, 1, (1 << (8 * width)) - 1, 1 << (8 * width - 1), (1 << (8 * width - 1)) - 1,
                                len(data), len(data) + 1, 0x40, 0x1000))
            b[i:i + width] = value.to_bytes(width, "little")
    return bytes(b)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def binary_case(rng, *, mutations: int = 6, code_objects: bool = True) -> dict:
    """Raw code (corpus encodings or a sample's code) through the disassembler, or a sample's code object (mutated)
    through `masm disasm` and the simulator's loader."""
    programs = built_programs()
    kind = rng.randrange(4 if code_objects else 3)
    if kind == 0:
        arch = rng.choice(arches())
        lines = corpus_lines(arch)
        start = rng.randrange(max(1, len(lines) - 30))
        data = b"".join(code for _, code in lines[start:start + rng.randint(1, 30)])
    else:
        _, arch, code, code_object = rng.choice(programs)
        data = code if kind == 1 else code_object
    for _ in range(rng.randint(1, mutations)):
        data = mutate_bytes(rng, data)
    if kind == 3 and rng.random() < 0.5:
        return {"op": "load", "data": _b64(data)}
    if kind == 3:
        return {"op": "cli", "args": ["disasm", "in.hsaco", "--arch", arch], "files": {"in.hsaco": _b64(data)}}
    return {"op": "disasm", "data": _b64(data), "arch": rng.choice(arches()) if rng.random() < 0.2 else arch,
            "offset": rng.choice((0, 0, 0, 1, 2, 4, len(data), len(data) + 4))}


# --------------------------------------------------------------------------------------------------- CLI cases

ODD_NUMBERS = ("0", "-1", "1", "64", "65", "1025", "0x10", "1e3", "2.5", "nan", "inf", "-0", "", " ", "1,2", "1,2,3",
               "1,2,3,4", "0,1", "65536,65536", "4294967296", "99999999999999999999", "0b11", "\uff11", "x")
ODD_PATHS = ("missing.masm", "dir", "dir/", "empty.masm", "/dev/null", "garbage.bin", "text.txt", "k.masm", "-",
             "sp ace.masm", "\u00fcnicode.masm", "-dash.masm", "a" * 300 + ".masm", "dir/../k.masm", "./k.masm",
             "ro/k.masm", "ln.masm")


@functools.lru_cache(maxsize=None)
def cli_scratch_files() -> dict[str, bytes]:
    """The files a CLI case may name, created in the worker's folder for the case: a kernel, an include, a code
    object, raw code, numpy arrays, garbage, an empty file, a unicode-named file."""
    import io

    import numpy as np
    kernel = ("#include kernel.inc\nkernel k\n  args n:u32, a:f32, x:ptr\n  numthreadpergroup 64\n  v_temp_range 1..20\n"
              "  s_temp_range 3..40\n  mLoadArg32(n) mLoadArg64(x)\n  s_waitcnt lgkmcnt(0)\n  v_temp g, addr[2], val\n"
              "  mGlobalId1D(g, 64)\n  v_if_u32(g < n)\n    v_lshlrev_b32 addr[0], 2, g\n"
              "    v_add_co_u32 addr[0], vcc, x[0], addr[0]\n    v_mov_b32 addr[1], x[1]\n"
              "    v_addc_co_u32 addr[1], vcc, 0, addr[1], vcc\n    v_mov_b32 val, 1.0\n"
              "    global_store_dword addr[0:1], val, off\n  _endif\n  s_endpgm\nendkernel\n").encode()
    _, _, code, code_object = built_programs()[0]
    damaged = bytearray(code_object)
    damaged[0x28:0x30] = (2**64 - 1).to_bytes(8, "little")           # e_shoff far past the end

    def npy(array) -> bytes:
        buffer = io.BytesIO()
        np.save(buffer, array)
        return buffer.getvalue()
    return {"k.masm": kernel, "sp ace.masm": kernel, "\u00fcnicode.masm": kernel, "-dash.masm": kernel,
            "empty.masm": b"", "text.txt": b"hello\n", "garbage.bin": bytes(range(256)) * 3, "k.hsaco": code_object, "damaged.hsaco": bytes(damaged),
            "k.bin": code, "x.npy": npy(np.arange(100, dtype=np.float32)), "i.npy": npy(np.zeros((3, 3), np.int64)),
            "bad.npy": b"\x93NUMPY garbage", "dir/inc.inc": b"s_nop 0\n"}


def cli_case(rng) -> dict:
    """A random `masm` command line over the scratch files: known and unknown options, odd numbers and paths."""
    command = rng.choice(("build", "build", "expand", "disasm", "report", "occupancy", "lint", "run", "run", "",
                          "--help", "--version", "nope"))
    args: list[str] = [command] if command else []
    target = rng.choice(ODD_PATHS) if rng.random() < 0.4 else {
        "disasm": rng.choice(("k.hsaco", "k.bin", "damaged.hsaco")), "report": rng.choice(("k.hsaco", "damaged.hsaco")),
        "run": rng.choice(("k.masm", "k.masm", "k.hsaco", "damaged.hsaco"))}.get(command, "k.masm")
    options = {
        "build": ["--arch", "-o", "--format", "-I", "-D", "--long-branches", "--json", "--quiet"],
        "expand": ["--arch", "-I", "-D"],
        "disasm": ["--arch", "--offset", "--force-arch"],
        "report": ["--arch", "--force-arch", "--json"],
        "occupancy": ["--arch", "--vgprs", "--sgprs", "--agprs", "--lds", "--wg-size", "--json"],
        "lint": ["--arch", "-I", "-D", "--format"],
        "run": ["--arch", "--kernel", "--grid", "--block", "--arg", "-I", "-D", "--no-check-waitcnt", "--force-arch",
                "--max-steps", "--memory-limit"],
    }.get(command, ["--arch", "-o"])
    if command not in ("occupancy", "", "--help", "--version", "nope") and rng.random() < 0.95:
        args.append(target)
    if command == "occupancy" and rng.random() < 0.9:
        args += ["--vgprs", rng.choice(ODD_NUMBERS)]
    if command == "run" and rng.random() < 0.8:
        args += ["--arg", rng.choice(("10", "x.npy")), "--arg", rng.choice(("2.5", "nan", "1e999", "0x10")),
                 "--arg", rng.choice(("x.npy", "out:f32[100]", "out:f64[99999999999999]", "bad.npy", "i.npy",
                                      "missing.npy", "out:f32[0]", "dir/o:u8[3]"))]
    for _ in range(rng.randint(0, 4)):
        option = rng.choice(options + ["--bogus", "-h"])
        args.append(option)
        if option in ("--arch",):
            args.append(rng.choice(arches() + ("gfx1100", "", "GFX900")))
        elif option == "--format":
            args.append(rng.choice(("hsaco", "raw", "listing", "asm", "gcc", "json", "elf")))
        elif option == "-o":
            args.append(rng.choice(("out.hsaco", "-", "dir", "dir/", "missing/out", "/dev/null", "k.masm", "ro/out",
                                    "o" * 300, "")))
        elif option in ("-I",):
            args.append(rng.choice(("dir", "missing", "/", "k.masm", "")))
        elif option == "-D":
            args.append(rng.choice(("X", "X=1", "=1", "X=", "1X=2", "X=(", "A B=1", "X=" + "9" * 5000, "")))
        elif option in ("--grid", "--block", "--vgprs", "--sgprs", "--agprs", "--lds", "--wg-size", "--offset",
                        "--max-steps"):
            args.append(rng.choice(ODD_NUMBERS))
        elif option == "--memory-limit":
            args.append(rng.choice(("1G", "0", "1", "1K", "99999999T", "-1M", "x", "1.5G", "")))
        elif option == "--kernel":
            args.append(rng.choice(("k", "nope", "")))
        elif option == "--arg":
            args.append(rng.choice(("1", "x.npy", "out:u8[4]", "a:b", "")))
    return {"op": "cli", "args": args, "stdin": rng.choice(("", "s_nop 0\n", "kernel k\n s_endpgm\nendkernel\n")),
            "files": {name: _b64(data) for name, data in cli_scratch_files().items()}}


# --------------------------------------------------------------------------------------------- language server

LSP_URIS = ("file:///tmp/masm-fuzz/a.masm", "file:///tmp/masm-fuzz/b.masm", "untitled:Untitled-1",
            "file:///nonexistent/folder/c.masm", "file:///tmp/masm-fuzz/%E2%9C%93.masm", "file:///", "not a uri")
HOSTILE_LSP_URIS = ("file:///dev/zero", "file:///proc/self/mem", "file:///etc", "file:///dev/stdin")


def _position(rng) -> dict:
    return {"line": rng.choice((0, 1, 2, 5, 40, 10_000, -1, 2**31)), "character": rng.choice((0, 1, 3, 8, 200, -5, 2**31))}


def lsp_messages(rng, *, count: int = 30, hostile: bool = False, malformed: bool = True) -> list[dict | bytes]:
    """A random client session after `initialized`: documents opened with (mutated) sources, full and ranged edits,
    hover / definition / completion / symbols at valid and invalid positions, on open and unopened documents, bad
    params, unknown methods, notifications for documents never opened. `hostile` adds device URIs, a second
    `initialize` and broken framing; without `malformed`, only well-formed requests and notifications."""
    seeds = source_seeds()
    uris = LSP_URIS + (HOSTILE_LSP_URIS if hostile else ())
    versions: dict[str, int] = {}
    out: list[dict | bytes] = []
    next_id = 1

    def request(method: str, params) -> dict:
        nonlocal next_id
        next_id += 1
        return {"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}

    def text() -> str:
        source = rng.choice(seeds).text[:6000]
        for _ in range(rng.randint(0, 3)):
            source = mutate_text(rng, source)
        return source

    for _ in range(count):
        uri = rng.choice(list(versions) or uris) if rng.random() < 0.8 else rng.choice(uris)
        doc = {"uri": uri}
        kind = rng.randrange(12)
        if kind <= 1 or not versions:
            versions[uri] = 1
            out.append({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                        "params": {"textDocument": {"uri": uri, "languageId": "masm", "version": 1, "text": text()}}})
        elif kind == 2:
            versions[uri] = versions.get(uri, 0) + 1
            out.append({"jsonrpc": "2.0", "method": "textDocument/didChange",
                        "params": {"textDocument": {"uri": uri, "version": versions[uri]},
                                   "contentChanges": [{"text": text()}]}})
        elif kind == 3:
            versions[uri] = versions.get(uri, 0) + 1
            start, end = _position(rng), _position(rng)
            out.append({"jsonrpc": "2.0", "method": "textDocument/didChange",
                        "params": {"textDocument": {"uri": uri, "version": versions[uri]},
                                   "contentChanges": [{"range": {"start": start, "end": end},
                                                       "text": rng.choice(FRAGMENTS)}]}})
        elif kind in (4, 5, 6, 7):
            method = ("textDocument/hover", "textDocument/definition", "textDocument/completion",
                      "textDocument/documentSymbol")[kind - 4]
            params = {"textDocument": doc} if kind == 7 else {"textDocument": doc, "position": _position(rng)}
            out.append(request(method, params))
        elif kind == 8:
            out.append({"jsonrpc": "2.0", "method": rng.choice(("textDocument/didClose", "textDocument/didSave")),
                        "params": {"textDocument": doc}})
            versions.pop(uri, None)
        elif kind == 9 and malformed:
            out.append(request(rng.choice(("textDocument/hover", "textDocument/completion", "workspace/symbol")),
                               rng.choice((None, [], {}, {"textDocument": {}}, {"position": {"line": "x"}}))))
        elif kind == 10:
            out.append(rng.choice((request("$/fuzz/unknown", {}), {"jsonrpc": "2.0", "method": "$/unknown"},
                                   request("textDocument/rename", {"textDocument": doc, "position": _position(rng),
                                                                   "newName": "x"}),
                                   {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": next_id}})))
        elif hostile:
            out.append(rng.choice((request("initialize", {"processId": None, "rootUri": None, "capabilities": {}}),
                                   b"Content-Length: 5\r\n\r\n{\"a\":",
                                   b"Content-Length: 2\r\n\r\n[]",
                                   b"Content-Type: x\r\n\r\n")))
    if hostile and rng.random() < 0.2:
        out.append(rng.choice((b"Content-Length: 99999999999999999999\r\n\r\n{}", b"Content-Length: -1\r\n\r\n",
                               b"\xff\xfe garbage\r\n\r\n")))
    return out
