"""The committed corpus of real compiler output (tests/compiler/clang14|clang19/<arch>/*.s) and its reference code
objects.

The `.s` files are `clang -S` output of the OpenCL kernels in tests/compiler/kernels/, written by
tools/gen_compiler_corpus.py, which also writes manifest.json (every file with its kernels, every skipped
kernel/arch pair with the reason).  The reference code object of a file is what the matching LLVM builds from it:
`llvm-mc -filetype=obj` then `ld.lld -shared`, LLVM 14 for clang14 files, LLVM 19 for clang19 files.

Use from a test (in tests/compiler/ the import works as is; elsewhere put this folder on sys.path first):

    from compiler_corpus import corpus_files, reference_code_object

    @pytest.mark.parametrize("entry", corpus_files(), ids=lambda e: e.name)
    def test_same_code_object(entry):
        ref, reason = reference_code_object(entry)
        if ref is None:
            pytest.skip(reason)
        ...  # compare masm's code object of entry.path with ref
"""
from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

CORPUS_DIR = os.path.dirname(os.path.abspath(__file__))
KERNELS_DIR = os.path.join(CORPUS_DIR, "kernels")
MANIFEST = os.path.join(CORPUS_DIR, "manifest.json")
LLVM_MAJOR = {"clang14": 14, "clang19": 19}          # corpus folder -> LLVM major version of compiler and oracle


@dataclass(frozen=True)
class CorpusFile:
    clang: str                  # "clang14" or "clang19": the compiler, and so the oracle's LLVM version
    arch: str                   # the -mcpu the file was compiled for, e.g. "gfx90a"
    source: str                 # the kernel file's stem in kernels/, e.g. "vector_ops"
    opt: str                    # the optimisation level, e.g. "O2"
    path: str                   # absolute path of the .s file
    kernels: tuple[str, ...]    # the kernel symbols the file defines, in file order

    @property
    def name(self) -> str:
        """The path relative to tests/compiler, e.g. 'clang14/gfx900/vector_ops.s' (a good pytest id)."""
        return os.path.relpath(self.path, CORPUS_DIR).replace(os.sep, "/")

    @property
    def llvm_major(self) -> int:
        return LLVM_MAJOR[self.clang]

    def text(self) -> str:
        with open(self.path) as f:
            return f.read()


def load_manifest() -> dict:
    with open(MANIFEST) as f:
        return json.load(f)


def corpus_files(clang: str | None = None, arch: str | None = None, opt: str | None = None) -> list[CorpusFile]:
    """Every committed .s file listed in the manifest, optionally only one compiler, arch or optimisation level."""
    out = []
    for e in load_manifest()["files"]:
        if (clang or e["clang"]) != e["clang"] or (arch or e["arch"]) != e["arch"] or (opt or e["opt"]) != e["opt"]:
            continue
        out.append(CorpusFile(e["clang"], e["arch"], e["source"], e["opt"],
                              os.path.join(CORPUS_DIR, *e["path"].split("/")), tuple(e["kernels"])))
    return out


def skipped_pairs() -> list[dict]:
    """The (clang, arch, source) combinations the corpus leaves out on purpose, each with its reason."""
    return load_manifest()["skipped"]


def file_name(clang: str, arch: str, source: str, opt: str) -> str:
    """Where the generator puts a file, relative to tests/compiler."""
    suffix = "" if opt == "O2" else f".{opt}"
    return f"{clang}/{arch}/{source}{suffix}.s"


# --- the oracles -------------------------------------------------------------------------------------------------

def _candidates(tool: str, major: int) -> list[str]:
    return [f"/usr/lib/llvm-{major}/bin/{tool}", f"{tool}-{major}", tool]


@functools.lru_cache(maxsize=None)
def _tool_major(path: str) -> int | None:
    try:
        p = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"\b(?:LLVM|LLD|clang)(?: version)? (\d+)\.\d", p.stdout)
    return int(m.group(1)) if m else None


@functools.lru_cache(maxsize=None)
def find_tool(tool: str, major: int) -> tuple[str | None, str]:
    """(path, "") of `tool` ("llvm-mc", "ld.lld", "clang", ...) from LLVM `major`, or (None, reason)."""
    seen = []
    for name in _candidates(tool, major):
        path = name if os.path.isabs(name) and os.access(name, os.X_OK) else shutil.which(name)
        if path is None:
            continue
        got = _tool_major(path)
        if got == major:
            return path, ""
        seen.append(f"{path} is LLVM {got}")
    why = "; ".join(seen) if seen else "not found"
    return None, f"{tool} of LLVM {major} is needed ({why}; apt install llvm-{major} lld-{major})"


def oracle(clang: str) -> tuple[tuple[str, str] | None, str]:
    """((llvm_mc, ld_lld), "") for a corpus folder ("clang14"/"clang19"), or (None, reason) when one is missing."""
    major = LLVM_MAJOR[clang]
    mc, why_mc = find_tool("llvm-mc", major)
    lld, why_lld = find_tool("ld.lld", major)
    if mc is None or lld is None:
        return None, why_mc or why_lld
    return (mc, lld), ""


class OracleFailed(RuntimeError):
    """llvm-mc or ld.lld rejected a corpus file (the corpus is broken, not the tools missing)."""


def assemble_and_link(source: str, arch: str, clang: str, workdir: str) -> tuple[str | None, str]:
    """Build `source` (a .s path) into workdir/<stem>.co with the clang folder's oracle; `arch` may name a feature
    (`gfx90a:xnack+`).

    Returns (code_object_path, "") or (None, reason) when the tools are missing; raises OracleFailed with the tool's
    messages when they refuse the file."""
    tools, why = oracle(clang)
    if tools is None:
        return None, why
    mc, lld = tools
    stem = os.path.splitext(os.path.basename(source))[0]
    obj = os.path.join(workdir, stem + ".o")
    co = os.path.join(workdir, stem + ".co")
    base, _, feature = arch.partition(":")      # (a target id with a feature, `gfx90a:xnack+`: -mattr=+xnack)
    mattr = [f"-mattr={feature[-1]}{feature[:-1]}"] if feature else []
    steps = ([mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={base}", *mattr, "-filetype=obj", source, "-o", obj],
             [lld, "-shared", "--no-undefined", obj, "-o", co])
    for cmd in steps:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if p.returncode != 0 or p.stderr.strip():
            raise OracleFailed(f"{' '.join(cmd)}\n{p.stderr.strip()}")
    return co, ""


@functools.lru_cache(maxsize=None)
def _reference_bytes(path: str, arch: str, clang: str) -> tuple[bytes | None, str]:
    with tempfile.TemporaryDirectory(prefix="masm-compiler-ref-") as tmp:
        co, why = assemble_and_link(path, arch, clang, tmp)
        if co is None:
            return None, why
        with open(co, "rb") as f:
            return f.read(), ""


def reference_code_object(entry: CorpusFile) -> tuple[bytes | None, str]:
    """(the code object llvm-mc + ld.lld -shared build from the file, "") or (None, why the oracle is missing).

    Cached per file for the test process.  Raises OracleFailed if the oracle rejects the file."""
    return _reference_bytes(entry.path, entry.arch, entry.clang)


def warm_references(entries: list[CorpusFile], jobs: int = 2) -> None:
    """Build the reference code objects of many files at once (jobs processes in flight), filling the cache that
    reference_code_object reads.  Errors surface later, from reference_code_object, for the file they belong to."""
    import concurrent.futures

    def one(e: CorpusFile) -> None:
        try:
            reference_code_object(e)
        except OracleFailed:
            pass

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(one, entries))


def reference_object(entry: CorpusFile) -> tuple[bytes | None, str]:
    """(the relocatable object llvm-mc -filetype=obj makes, before linking, "") or (None, reason)."""
    tools, why = oracle(entry.clang)
    if tools is None:
        return None, why
    p = subprocess.run([tools[0], "-triple=amdgcn-amd-amdhsa", f"-mcpu={entry.arch}", "-filetype=obj", entry.path,
                        "-o", "-"], capture_output=True, timeout=120)
    if p.returncode != 0:
        raise OracleFailed(p.stderr.decode(errors="replace"))
    return p.stdout, ""
