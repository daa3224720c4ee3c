"""Derive tests/corpus/llvm_mc/<arch>.tsv.gz from LLVM's own AMDGPU MC tests, each line judged by llvm-mc.

    python tools/gen_llvm_mc_corpus.py SOURCE [SOURCE ...]            # regenerate (needs llvm-mc 14)
    python tools/gen_llvm_mc_corpus.py SOURCE [SOURCE ...] --check    # exit 1 if the committed corpus is stale
    python tools/gen_llvm_mc_corpus.py SOURCE [SOURCE ...] --stats    # per file and arch counts, nothing written

A SOURCE is a Debian source tarball of LLVM (`*.orig.tar.xz`, read directly) or a folder holding its extraction
(any folder with `llvm/test/MC/AMDGPU/` below it, or that folder itself).  The corpus is made from two of them; on a
fresh machine:

    curl -LO http://deb.debian.org/debian/pool/main/l/llvm-toolchain-14/llvm-toolchain-14_14.0.6.orig.tar.xz
    curl -LO http://deb.debian.org/debian/pool/main/l/llvm-toolchain-19/llvm-toolchain-19_19.1.7.orig.tar.xz
    python tools/gen_llvm_mc_corpus.py llvm-toolchain-14_14.0.6.orig.tar.xz llvm-toolchain-19_19.1.7.orig.tar.xz

Which files: every `llvm/test/MC/AMDGPU/**/*.s` with an `llvm-mc` RUN line whose `-mcpu` (also `--mcpu`, `-mcpu X`)
names a CPU of a masm architecture: tonga, fiji, iceland, carrizo, stoney, polaris*, gfx801-gfx810 -> gfx803;
gfx900/902/904/909/90c -> gfx900; gfx906; gfx908; gfx90a; gfx940/941/942 when masm knows them.  A RUN line with
`-mattr` counts only when its features are what masm's target has anyway (`+wavefrontsize64`, `-wavefrontsize32`,
`-fast-fmaf`); `+xnack`, `-mad-mix-insts`, `+wavefrontsize32` runs describe another target and are skipped.

Which lines: each line of such a file with its `//` / `;` comments (CHECK lines are comments) and `/* */` blocks
removed, leading labels removed, that starts like an instruction; directives, symbol assignments, `.macro` bodies
and lines with macro arguments are left out.  Whitespace runs become one space; each (arch, line) is kept once.
The error files (`*-err.s`, `*_err.s`) are included: llvm-mc rejects most of their lines.

Judge: each line alone, by llvm-mc 14 (`-mcpu=ARCH`; gfx94x by LLVM 19's llvm-mc), whatever the files' CHECK lines
say (the LLVM 19 files are newer than LLVM 14).  A folder that is not a Debian extraction (no `llvm-toolchain-*`
in its path) is named in the header as that folder.  Rows: `verdict <TAB> bytes <TAB> file <TAB> line`, verdict `ok`
(bytes in hex), `fixup` (encoded with an unresolved symbol) or `error`.  A line found in several files is listed
under one of them, a file outside the held-out set when there is one (tests/isa/llvm_mc_corpus.py: held_out_file).
"""
from __future__ import annotations

import argparse
import gzip
import io
import os
import re
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "isa"))

from llvm_oracle import assemble, llvm_mc_for, missing_oracle  # noqa: E402
from llvm_mc_corpus import CORPUS_DIR, held_out_file  # noqa: E402

TEST_DIR = "llvm/test/MC/AMDGPU/"
DISASSEMBLER_DIR = "llvm/test/MC/Disassembler/AMDGPU/"
# masm architecture -> (CPU names whose instruction set it has, which llvm-mc judges it)
ARCH_CPUS = {
    "gfx803": (("tonga", "fiji", "iceland", "carrizo", "stoney", "polaris10", "polaris11", "polaris12", "gfx801",
                "gfx802", "gfx803", "gfx805", "gfx810"), "14"),
    "gfx900": (("gfx900", "gfx902", "gfx904", "gfx909", "gfx90c"), "14"),
    "gfx906": (("gfx906",), "14"),
    "gfx908": (("gfx908",), "14"),
    "gfx90a": (("gfx90a",), "14"),
    "gfx940": (("gfx940",), "19"),
    "gfx941": (("gfx941",), "19"),
    "gfx942": (("gfx942",), "19"),
}
HARMLESS_FEATURES = frozenset({"+wavefrontsize64", "-wavefrontsize32", "-fast-fmaf"})
_OPTION = re.compile(r"(?:^|\s)--?(mcpu|mattr)(?:=|\s+)(\S+)")
_ASSIGN = re.compile(r"^[A-Za-z_.$][\w.$]*\s*=")
_LEADING_LABEL = re.compile(r"^[A-Za-z_.$@][\w.$@]*:(?!:)\s*")
_INSTRUCTION = re.compile(r"^[A-Za-z_][\w.]*(\s|$)")


def masm_arches() -> tuple[str, ...]:
    from masm.isa.table import ARCHES
    return tuple(a for a in ARCH_CPUS if a in ARCHES)


def run_lines(text: str) -> list[str]:
    """The RUN commands of a test file, continuation lines joined."""
    out, cur = [], None
    for line in text.splitlines():
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        cur = part if cur is None else cur + " " + part
        if cur.endswith("\\"):
            cur = cur[:-1]
            continue
        out.append(cur)
        cur = None
    return out


def file_arches(text: str, arches: tuple[str, ...], disassemble: bool = False) -> list[str]:
    """The masm architectures a test file's llvm-mc RUN lines target with masm's own features (in `arches` order);
    `disassemble`: the RUN lines that disassemble (LLVM's disassembler tests) instead of those that assemble."""
    cpu_arch = {cpu: arch for arch in arches for cpu in ARCH_CPUS[arch][0]}
    found = set()
    for command in run_lines(text):
        for stage in command.split("|"):
            words = stage.split()
            while words and words[0] == "not":
                words = words[1:]
            if not words or words[0] != "llvm-mc" or ("-disassemble" in words or "--disassemble" in words) != disassemble:
                continue
            cpus, features = [], []
            for name, value in _OPTION.findall(stage):
                (cpus if name == "mcpu" else features).append(value)
            features = {f for v in features for f in v.lower().split(",") if f}
            if features - HARMLESS_FEATURES:
                continue
            found |= {cpu_arch[c] for c in cpus if c in cpu_arch}
    return [a for a in arches if a in found]


def instruction_lines(text: str) -> list[str]:
    """Each instruction line of a test file, in order, comments removed and whitespace runs made one space."""
    out = []
    in_block = in_macro = False
    for raw in text.splitlines():
        line = raw
        if in_block:
            end = line.find("*/")
            if end < 0:
                continue
            line, in_block = line[end + 2:], False
        while "/*" in line:
            start = line.index("/*")
            end = line.find("*/", start + 2)
            if end < 0:
                line, in_block = line[:start], True
                break
            line = line[:start] + " " + line[end + 2:]
        for marker in ("//", ";"):
            i = line.find(marker)
            if i >= 0:
                line = line[:i]
        line = " ".join(line.split())
        if line.lower().startswith(".macro"):
            in_macro = True
        if in_macro:
            if line.lower().startswith(".endm"):
                in_macro = False
            continue
        while _LEADING_LABEL.match(line):
            line = line[_LEADING_LABEL.match(line).end():]
        if not line or line.startswith((".", "#")) or _ASSIGN.match(line) or "\\" in line:
            continue
        if _INSTRUCTION.match(line):
            out.append(line)
    return out


def read_tree(source: str, test_dir: str = TEST_DIR, ext: str = ".s") -> tuple[str, dict[str, str]]:
    """(origin name, {path below test_dir: text}) of the `ext` files of one tarball or extracted folder."""
    files: dict[str, str] = {}
    if os.path.isfile(source):
        origin = os.path.basename(source).split(".orig.tar")[0]
        with tarfile.open(source) as tar:
            for member in tar:
                i = member.name.find(test_dir)
                if i >= 0 and member.isfile() and member.name.endswith(ext):
                    data = tar.extractfile(member).read()
                    files[member.name[i + len(test_dir):]] = data.decode("utf-8", "replace")
        return origin, files
    path = os.path.abspath(source)
    for marker in (TEST_DIR, DISASSEMBLER_DIR):     # a folder given as one test folder: its tree's root
        if path.rstrip("/").endswith(marker.rstrip("/")):
            path = path.rstrip("/")[:-len(marker.rstrip("/"))]
    if os.path.isdir(os.path.join(path, test_dir)):
        path = os.path.join(path, test_dir).rstrip("/")
    else:
        for dirpath, dirnames, _ in os.walk(path):
            if dirpath.endswith(test_dir.rstrip("/")):
                path = dirpath
                break
            dirnames.sort()
        else:
            raise SystemExit(f"{source}: no {test_dir} below it")
    origin = next((p for p in path.split(os.sep) if p.startswith("llvm-toolchain-")), os.path.basename(source))
    for dirpath, _, names in os.walk(path):
        for name in names:
            if name.endswith(ext):
                full = os.path.join(dirpath, name)
                with open(full, encoding="utf-8", errors="replace") as f:
                    files[os.path.relpath(full, path)] = f.read()
    return origin, files


def collect(sources: list[str], arches: tuple[str, ...]):
    """(origins, arch -> {line: file}, arch -> {origin: [files]}): each line once per arch, under a file outside the
    held-out set when one has it."""
    origins = []
    per_arch: dict[str, dict[str, str]] = {a: {} for a in arches}
    used: dict[str, dict[str, list[str]]] = {a: {} for a in arches}
    for source in sources:
        origin, files = read_tree(source)
        origins.append(origin)
        for name in sorted(files):
            text = files[name]
            targets = file_arches(text, arches)
            if not targets:
                continue
            lines = instruction_lines(text)
            for arch in targets:
                used[arch].setdefault(origin, []).append(name)
                table = per_arch[arch]
                for line in lines:
                    old = table.get(line)
                    if old is None or (held_out_file(old) and not held_out_file(name)):
                        table[line] = name
    return origins, per_arch, used


def llvm_version(binary: str) -> str:
    out = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\S+)", out)
    return m.group(1) if m else "unknown"


def judge(arch: str, lines: list[str]) -> list[bytes | str]:
    out: list[bytes | str] = []
    for i in range(0, len(lines), 5000):
        out += assemble(lines[i:i + 5000], arch)
    return out


def render(arch: str, table: dict[str, str], used: dict[str, list[str]], version: str) -> str:
    rows = sorted(table.items(), key=lambda kv: (kv[1], kv[0]))
    results = judge(arch, [line for line, _ in rows])
    cpus = ", ".join(ARCH_CPUS[arch][0])
    out = ["# generated by tools/gen_llvm_mc_corpus.py, do not edit.  Every instruction line of LLVM's AMDGPU MC tests",
           f"# (llvm/test/MC/AMDGPU/ of the Debian source tarballs named below) whose llvm-mc RUN lines target {arch}",
           f"# ({cpus}), each judged alone by llvm-mc {version} -mcpu={arch}; their CHECK lines are not used."]
    for origin, names in used.items():
        source = f"{origin}.orig.tar.xz" if origin.startswith("llvm-toolchain-") else f"folder {origin}/"
        out.append(f"# {source}: {' '.join(names)}")
    out.append("# verdict\tbytes\tfile\tline")
    for (line, name), res in zip(rows, results):
        if isinstance(res, bytes):
            out.append(f"ok\t{res.hex()}\t{name}\t{line}")
        elif res == "fixup":
            out.append(f"fixup\t-\t{name}\t{line}")
        else:
            out.append(f"error\t-\t{name}\t{line}")
    return "\n".join(out) + "\n"


def corpus_path(arch: str) -> str:
    return os.path.join(CORPUS_DIR, f"{arch}.tsv.gz")


def write_gzip(path: str, text: str) -> None:
    """Deterministic gzip (no name, no time stamp), written whole or not at all."""
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode())
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(buf.getvalue())
    os.replace(tmp, path)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sources", nargs="+", help="LLVM source tarballs or folders with llvm/test/MC/AMDGPU below them")
    ap.add_argument("--check", action="store_true", help="compare with the committed corpus instead of writing")
    ap.add_argument("--stats", action="store_true", help="print what would be read, write nothing")
    ap.add_argument("--arch", action="append", help="only these architectures")
    args = ap.parse_args(argv)
    arches = tuple(a for a in masm_arches() if not args.arch or a in args.arch)
    origins, per_arch, used = collect(args.sources, arches)
    if args.stats:
        for arch in arches:
            n = sum(len(v) for v in used[arch].values())
            print(f"{arch}: {len(per_arch[arch])} lines from {n} files")
        return 0
    versions = {}
    for arch in arches:
        binary = llvm_mc_for(arch)
        if binary is None:
            print(f"{arch}: {missing_oracle(arch)}")
            return 2
        versions[arch] = versions.get(binary) or llvm_version(binary)
    status = 0
    os.makedirs(CORPUS_DIR, exist_ok=True)
    for arch in arches:
        text = render(arch, per_arch[arch], used[arch], versions[arch])
        path = corpus_path(arch)
        if args.check:
            old = gzip.open(path, "rt").read() if os.path.exists(path) else ""
            if old != text:
                print(f"{path} is out of date")
                status = 1
            continue
        write_gzip(path, text)
        counts = {v: sum(1 for line in text.splitlines() if line.startswith(v + "\t")) for v in ("ok", "fixup", "error")}
        print(f"wrote {path}: {len(per_arch[arch])} lines ({counts['ok']} ok, {counts['fixup']} fixup, "
              f"{counts['error']} error) from {sum(len(v) for v in used[arch].values())} files")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
