"""The committed compiler corpus is whole and usable: the manifest lists exactly the files there are, every kernel
source is compiled or skipped with a reason for each arch, no file calls or references a symbol it does not define,
and every file assembles and links with its own oracle (llvm-mc + ld.lld of the clang's LLVM version)."""
from __future__ import annotations

import os
import re
import struct

import pytest

from compiler_corpus import (CORPUS_DIR, KERNELS_DIR, LLVM_MAJOR, corpus_files, load_manifest, reference_code_object,
                             skipped_pairs, warm_references)

FILES = corpus_files()
_SYMBOL_OPERAND = re.compile(r"([A-Za-z_.$][\w.$]*)@(?:rel32|gotpcrel32|gotpcrel|abs32)(?:@(?:lo|hi))?")
_LABEL = re.compile(r"^([A-Za-z_.$][\w.$]*):", re.M)


def _on_disk() -> set[str]:
    out = set()
    for folder in LLVM_MAJOR:
        for dirpath, _, names in os.walk(os.path.join(CORPUS_DIR, folder)):
            out |= {os.path.relpath(os.path.join(dirpath, n), CORPUS_DIR).replace(os.sep, "/") for n in names}
    return out


def test_manifest_lists_exactly_the_committed_files():
    listed = [e.name for e in FILES]
    assert len(listed) == len(set(listed))
    assert set(listed) == _on_disk()
    assert len(FILES) >= 150


def test_every_source_is_compiled_or_skipped_with_a_reason_for_each_arch():
    sources = {f[:-3] for f in os.listdir(KERNELS_DIR) if f.endswith(".cl")}
    assert len(sources) >= 12
    done = {(e.clang, e.arch, e.source) for e in FILES if e.opt == "O2"}
    skipped = {(s["clang"], s["arch"], s["source"]) for s in skipped_pairs()}
    assert all(s["reason"] for s in skipped_pairs())
    assert not done & skipped
    for clang, arch in {(e.clang, e.arch) for e in FILES if e.opt == "O2"}:
        for source in sources:
            assert (clang, arch, source) in done | skipped, f"{clang}/{arch}: {source}.cl neither compiled nor skipped"
    assert {s for _, _, s in skipped} <= sources


def test_manifest_names_every_kernel_of_each_file():
    for e in FILES:
        assert list(e.kernels) == re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", e.text(), re.M), e.name
    assert load_manifest()["compilers"].keys() == LLVM_MAJOR.keys()


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_symbols_used_are_defined_in_the_file(entry):
    """No call or address of an external (library) function or variable: the corpus is self-contained."""
    text = entry.text()
    used = set(_SYMBOL_OPERAND.findall(text))
    defined = set(_LABEL.findall(text))
    assert used <= defined, f"{entry.name} uses undefined {sorted(used - defined)}"


def _dynamic_symbol_names(elf: bytes) -> set[str]:
    """Names in the ELF64 .dynsym (the kernel symbols and their .kd descriptors live there)."""
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
    names = set()
    for _, sh_type, _, _, off, size, link, _, _, entsize in sections:
        if sh_type != 11:                                    # SHT_DYNSYM
            continue
        str_off = sections[link][4]
        for k in range(size // entsize):
            st_name, = struct.unpack_from("<I", elf, off + k * entsize)
            end = elf.index(b"\0", str_off + st_name)
            names.add(elf[str_off + st_name:end].decode())
    return names


@pytest.fixture(scope="module")
def references_built():
    warm_references(FILES)        # two oracle runs in flight instead of one: the cache then serves each test


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_file_assembles_and_links_with_its_oracle(entry, references_built):
    code_object, reason = reference_code_object(entry)
    if code_object is None:
        pytest.skip(reason)
    assert code_object[:4] == b"\x7fELF" and code_object[4] == 2      # ELF64
    assert struct.unpack_from("<H", code_object, 0x12)[0] == 0xE0     # EM_AMDGPU
    names = _dynamic_symbol_names(code_object)
    for kernel in entry.kernels:
        assert {kernel, kernel + ".kd"} <= names, entry.name
