"""Generate tests/compiler/: clang's assembly output of the OpenCL kernels in tests/compiler/kernels/ for every arch.

    python tools/gen_compiler_corpus.py            # regenerate clang14/<arch>/*.s, clang19/<arch>/*.s, manifest.json
    python tools/gen_compiler_corpus.py --check    # regenerate into a temporary folder and report any difference
    python tools/gen_compiler_corpus.py --stats    # count waits, nops, DPP, MFMA, LDS ... in the committed corpus

Each kernel file is compiled with `clang-N -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=ARCH -nogpulib -OX -S`
(warnings are errors) for the archs of its compiler (VARIANTS below).  A kernel file that starts with
`/* corpus-only: ARCH ... -- REASON */` is compiled only for those archs; the others are listed as skipped in the
manifest with REASON.  A kernel file with `/* corpus-matrix: wide */` in its first lines (the oracle kernels of
issue 17, written to make the compiler emit many waits and wait states) is also compiled for WIDE: every arch of
both compilers and -O1 with clang-14; for the compiler/arch pairs only WIDE has, the other files are listed as
skipped.  Every file must then assemble with its oracle (llvm-mc of the same LLVM version) and link with
`ld.lld -shared --no-undefined`, so no kernel can call an external (library) function.  Nothing is written unless
every file passes; stale files are removed.  With `--check`, a compiler that is not installed is skipped with a
message (exit 0 when nothing differs among what could be checked).
"""
from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS_DIR = os.path.join(os.path.dirname(HERE), "tests", "compiler")
sys.path.insert(0, CORPUS_DIR)

from compiler_corpus import (KERNELS_DIR, LLVM_MAJOR, OracleFailed, assemble_and_link, file_name,  # noqa: E402
                             find_tool)

FLAGS = ("-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-Werror", "-S")
# (corpus folder, archs, optimisation level).  -O3 gives the same code as -O2 for these kernels, so it is left out;
# -O1 schedules and unrolls differently, so a few archs get it as well.
VARIANTS = (
    ("clang14", ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"), "O2"),
    ("clang14", ("gfx90a",), "O1"),
    ("clang19", ("gfx900", "gfx90a", "gfx940", "gfx941", "gfx942"), "O2"),
    ("clang19", ("gfx942",), "O1"),
)
# The oracle kernels' wider matrix: clang-14 at -O1 and -O2 for all its archs, clang-19 at -O2 for the older archs too.
WIDE = (
    ("clang14", ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"), "O1"),
    ("clang19", ("gfx803", "gfx906", "gfx908"), "O2"),
)
WIDE_ONLY_REASON = "only the oracle kernels (`corpus-matrix: wide`) are compiled for this compiler and arch"
_WIDE_RE = re.compile(r"/\*\s*corpus-matrix:\s*wide\s*\*/")
_ONLY_RE = re.compile(r"/\*\s*corpus-only:\s*([\w ]+?)\s*--\s*(.*?)\s*\*/")
_KERNEL_RE = re.compile(r"^\s*\.amdhsa_kernel\s+(\S+)", re.M)


def kernel_sources() -> list[str]:
    return sorted(f[:-3] for f in os.listdir(KERNELS_DIR) if f.endswith(".cl"))


def arch_limits(source: str) -> tuple[set[str] | None, str]:
    """The archs a kernel file is restricted to (None: all) and why."""
    with open(os.path.join(KERNELS_DIR, source + ".cl")) as f:
        m = _ONLY_RE.search(f.read(2000))
    return (set(m.group(1).split()), m.group(2)) if m else (None, "")


def is_wide(source: str) -> bool:
    with open(os.path.join(KERNELS_DIR, source + ".cl")) as f:
        return bool(_WIDE_RE.search(f.read(2000)))


def compiler_version(clang: str) -> str:
    out = subprocess.run([clang, "--version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0].strip()


def compile_one(clang: str, arch: str, source: str, opt: str) -> str:
    cmd = [clang, *FLAGS, f"-mcpu={arch}", f"-{opt}", source + ".cl", "-o", "-"]
    p = subprocess.run(cmd, cwd=KERNELS_DIR, capture_output=True, text=True, timeout=600)
    if p.returncode != 0 or p.stderr.strip():
        raise SystemExit(f"gen_compiler_corpus: {' '.join(cmd)} (in {KERNELS_DIR}) failed:\n{p.stderr}")
    return p.stdout


def generate(out_dir: str, folders: list[str], jobs: int) -> dict:
    """Write every .s of the given corpus folders into out_dir and return the manifest for them."""
    clangs = {}
    for folder in folders:
        path, why = find_tool("clang", LLVM_MAJOR[folder])
        if path is None:
            raise SystemExit(f"gen_compiler_corpus: {why}")
        clangs[folder] = path
    manifest = {"generated_by": "tools/gen_compiler_corpus.py", "flags": " ".join(FLAGS),
                "compilers": {f: compiler_version(c) for f, c in clangs.items()}, "files": [], "skipped": []}
    work = []
    base_pairs = {(folder, arch) for folder, archs, opt in VARIANTS if opt == "O2" for arch in archs}
    for folder, archs, opt in VARIANTS + WIDE:
        if folder not in clangs:
            continue
        for source in kernel_sources():
            only, reason = arch_limits(source)
            for arch in archs:
                if (folder, arch, source, opt) in work:
                    continue
                wide_only = (folder, arch, opt) not in {(f, a, o) for f, aa, o in VARIANTS for a in aa}
                if wide_only and not is_wide(source):
                    if opt == "O2" and (folder, arch) not in base_pairs:
                        manifest["skipped"].append({"clang": folder, "arch": arch, "source": source,
                                                    "reason": WIDE_ONLY_REASON})
                    continue
                if only is not None and arch not in only:
                    if opt == "O2":
                        manifest["skipped"].append({"clang": folder, "arch": arch, "source": source,
                                                    "reason": reason})
                    continue
                work.append((folder, arch, source, opt))

    def one(item):
        folder, arch, source, opt = item
        text = compile_one(clangs[folder], arch, source, opt)
        rel = file_name(folder, arch, source, opt)
        dest = os.path.join(out_dir, *rel.split("/"))
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "w") as f:
            f.write(text)
        with tempfile.TemporaryDirectory(prefix="masm-compiler-gen-") as tmp:
            try:
                co, why = assemble_and_link(dest, arch, folder, tmp)
            except OracleFailed as e:
                raise SystemExit(f"gen_compiler_corpus: the oracle rejects {rel}:\n{e}")
            if co is None:
                raise SystemExit(f"gen_compiler_corpus: cannot check {rel}: {why}")
        kernels = _KERNEL_RE.findall(text)
        if not kernels:
            raise SystemExit(f"gen_compiler_corpus: {rel} defines no kernel")
        return {"clang": folder, "arch": arch, "source": source, "opt": opt, "path": rel, "kernels": kernels}

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        manifest["files"] = list(pool.map(one, work))
    return manifest


def corpus_folder_files(root: str, folders: list[str]) -> set[str]:
    out = set()
    for folder in folders:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            out |= {os.path.relpath(os.path.join(dirpath, n), root).replace(os.sep, "/") for n in names}
    return out


def write_manifest(path: str, manifest: dict) -> None:
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


def only_folders(manifest: dict, folders: list[str]) -> dict:
    """The manifest restricted to some corpus folders (to compare when a compiler is missing)."""
    return {**manifest, "compilers": {k: v for k, v in manifest["compilers"].items() if k in folders},
            "files": [e for e in manifest["files"] if e["clang"] in folders],
            "skipped": [e for e in manifest["skipped"] if e["clang"] in folders]}


def check(folders: list[str], jobs: int) -> int:
    with tempfile.TemporaryDirectory(prefix="masm-compiler-check-") as tmp:
        manifest = generate(tmp, folders, jobs)
        problems = []
        new, old = corpus_folder_files(tmp, folders), corpus_folder_files(CORPUS_DIR, folders)
        problems += [f"missing from the committed corpus: {p}" for p in sorted(new - old)]
        problems += [f"committed but no longer generated: {p}" for p in sorted(old - new)]
        for rel in sorted(new & old):
            with open(os.path.join(tmp, rel)) as f:
                a = f.read()
            with open(os.path.join(CORPUS_DIR, rel)) as f:
                b = f.read()
            if a != b:
                diff = list(difflib.unified_diff(b.splitlines(), a.splitlines(), f"committed/{rel}", f"generated/{rel}",
                                                 lineterm="", n=1))
                problems.append(f"differs: {rel}\n" + "\n".join(diff[:20]) + ("\n..." if len(diff) > 20 else ""))
        with open(os.path.join(CORPUS_DIR, "manifest.json")) as f:
            committed = only_folders(json.load(f), folders)
        if committed != only_folders(manifest, folders):
            problems.append("manifest.json differs from what the generator writes")
    for p in problems:
        print(p)
    print(f"gen_compiler_corpus --check: {len(manifest['files'])} files compared for {', '.join(folders)}: "
          + ("up to date" if not problems else f"{len(problems)} difference(s)"))
    return 1 if problems else 0


# What --stats counts: name -> pattern over a line's instruction (comments removed).  DPP is recognised by its
# operand modifiers; `.rodata tables` counts data objects (`.type X,@object`), not kernel descriptors.
STATS = (
    ("s_waitcnt", re.compile(r"^s_waitcnt\b")),
    ("s_nop", re.compile(r"^s_nop\b")),
    ("v_div_fmas", re.compile(r"^v_div_fmas")),
    ("v_div_scale", re.compile(r"^v_div_scale")),
    ("dpp", re.compile(r"\b(?:quad_perm|row_shl|row_shr|row_ror|wave_shl|wave_shr|wave_rol|wave_ror|row_mirror|"
                       r"row_half_mirror|row_bcast|row_newbcast)\b")),
    ("readlane", re.compile(r"^v_read(?:first)?lane")),
    ("writelane", re.compile(r"^v_writelane")),
    ("mfma", re.compile(r"^v_mfma")),
    ("ds_", re.compile(r"^ds_")),
    ("s_load", re.compile(r"^s_(?:buffer_)?load_")),
    ("vmem", re.compile(r"^(?:global|flat|buffer|scratch)_")),
    ("rodata_obj", re.compile(r"^\.type\s+\S+,\s*@object")),
)


def stats(root: str = CORPUS_DIR) -> dict[str, dict[str, int]]:
    """{"clang14/gfx900": {"files": n, "s_waitcnt": n, ...}, ...} over the committed .s files."""
    out: dict[str, dict[str, int]] = {}
    for folder in LLVM_MAJOR:
        base = os.path.join(root, folder)
        for arch in sorted(os.listdir(base)) if os.path.isdir(base) else ():
            row = out.setdefault(f"{folder}/{arch}", dict.fromkeys(["files", "lines"] + [n for n, _ in STATS], 0))
            for name in sorted(os.listdir(os.path.join(base, arch))):
                row["files"] += 1
                with open(os.path.join(base, arch, name)) as f:
                    for line in f:
                        text = line.split(";", 1)[0].strip()
                        if not text:
                            continue
                        row["lines"] += 1
                        for key, pattern in STATS:
                            if pattern.search(text):
                                row[key] += 1
    return out


def print_stats() -> None:
    table = stats()
    cols = ["files", "lines"] + [n for n, _ in STATS]
    print(f"{'':16}" + "".join(f"{c:>11}" for c in cols))
    for key, row in table.items():
        print(f"{key:16}" + "".join(f"{row[c]:>11}" for c in cols))
    total = {c: sum(r[c] for r in table.values()) for c in cols}
    print(f"{'total':16}" + "".join(f"{total[c]:>11}" for c in cols))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="regenerate into a temporary folder and report differences")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="compilations at once (default 2)")
    ap.add_argument("--stats", action="store_true", help="print counts of interesting instructions per arch")
    args = ap.parse_args(argv)
    if args.stats:
        print_stats()
        return 0
    folders = list(LLVM_MAJOR)
    if args.check:
        present = []
        for folder in folders:
            path, why = find_tool("clang", LLVM_MAJOR[folder])
            if path is None:
                print(f"gen_compiler_corpus --check: skipping {folder}: {why}")
            else:
                present.append(folder)
        if not present:
            print("gen_compiler_corpus --check: no compiler installed, nothing checked")
            return 0
        return check(present, args.jobs)
    with tempfile.TemporaryDirectory(prefix="masm-compiler-gen-", dir=CORPUS_DIR) as tmp:
        manifest = generate(tmp, folders, args.jobs)
        for folder in folders:          # replace the folders only once everything was generated and checked
            dest = os.path.join(CORPUS_DIR, folder)
            if os.path.isdir(dest):
                shutil.rmtree(dest)
            os.replace(os.path.join(tmp, folder), dest)
        write_manifest(os.path.join(tmp, "manifest.json"), manifest)
        os.replace(os.path.join(tmp, "manifest.json"), os.path.join(CORPUS_DIR, "manifest.json"))
    print(f"gen_compiler_corpus: {len(manifest['files'])} files, {len(manifest['skipped'])} skipped pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
