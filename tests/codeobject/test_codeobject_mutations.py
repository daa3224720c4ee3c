"""Damaged code objects (bit flips, truncation, header / section / segment / symbol / note fields overwritten with
extreme values, broken msgpack) through every consumer: the reader, the loader, `masm report`, `masm disasm` and the
simulator's launch.  Only `AssemblyError` (a located `CodeObjectError` or `SimulationError`, never the simulator's
own fault) may escape, and nothing allocates more than the loader's cap."""
from __future__ import annotations

import struct
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from masm.codeobject.code import read_kernel_code
from masm.codeobject.disassembly import disassemble_code_object
from masm.codeobject.reader import MAX_LOADED_IMAGE, read_code_object
from masm.codeobject.report import code_object_report
from masm.diagnostics import AssemblyError
from masm.sim import SimulationError
from masm.sim.launch import kernel_from_program, launch_kernel
from masm.sim.loader import load_code_object

from codeobject_helpers import ARCHES, compiler_objects, masm_object

EXTREMES = [0, 1, 2, 3, 0x7F, 0x80, 0xFF, 0xFFFF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1 << 32, 1 << 40, 1 << 62,
            (1 << 63) - 1, 1 << 63, (1 << 64) - 1]


def interesting_fields(data: bytes) -> list[tuple[int, int]]:
    """(offset, size) of the fields a reader trusts: the ELF header, every section and program header field, the
    symbols, the notes' headers."""
    fields = [(o, n) for o, n in ((16, 2), (18, 2), (24, 8), (32, 8), (40, 8), (48, 4), (54, 2), (56, 2), (58, 2),
                                  (60, 2), (62, 2))]
    shoff, = struct.unpack_from("<Q", data, 40)
    shnum, = struct.unpack_from("<H", data, 60)
    phoff, = struct.unpack_from("<Q", data, 32)
    phnum, = struct.unpack_from("<H", data, 56)
    for i in range(shnum):
        at = shoff + 64 * i
        fields += [(at, 4), (at + 4, 4), (at + 8, 8), (at + 16, 8), (at + 24, 8), (at + 32, 8), (at + 40, 4),
                   (at + 44, 4), (at + 48, 8), (at + 56, 8)]
        sh_type, = struct.unpack_from("<I", data, at + 4)
        off, size = struct.unpack_from("<QQ", data, at + 24)
        if sh_type in (2, 11):          # symbols: name, info, shndx, value, size
            for j in range(min(size // 24, 32)):
                s = off + 24 * j
                fields += [(s, 4), (s + 4, 1), (s + 6, 2), (s + 8, 8), (s + 16, 8)]
        if sh_type == 7:                # notes: namesz, descsz, and the msgpack's first bytes
            fields += [(off, 4), (off + 4, 4), (off + 8, 4)] + [(off + 20 + k, 1) for k in range(0, 64, 3)]
    for i in range(phnum):
        at = phoff + 56 * i
        fields += [(at, 4), (at + 8, 8), (at + 16, 8), (at + 32, 8), (at + 40, 8)]
    return [(o, n) for o, n in fields if o + n <= len(data)]


def consume(data: bytes) -> None:
    """Everything a user can do with the file; raises only AssemblyError."""
    co = read_code_object(data, "damaged.hsaco")
    arch = co.arch or "gfx900"
    kernels = co.kernels()
    for k in kernels:
        if k.code_offset >= 0:
            read_kernel_code(data[k.code_offset:k.code_offset + min(k.code_size, 4096)], arch)
    code_object_report(co, arch)
    disassemble_code_object(co, arch)
    if not co.linked:
        return
    load_code_object(co)
    for k in kernels[:2]:
        launch = kernel_from_program(co, k.name, arch=arch)
        if not [a for a in launch.args if not str(a.get(".value_kind", "")).startswith("hidden")]:
            try:
                launch_kernel(launch, (1,), (64,), [[]], step_limit=200)
            except SimulationError as e:
                assert not e.internal, e.message


def _originals() -> list[bytes]:
    out = [masm_object(arch) for arch in ARCHES]
    try:
        out += [compiler_objects(name, arch)[2].read_bytes() for name, arch in
                (("saxpy_table", "gfx900"), ("reduce", "gfx90a"), ("grid2d", "gfx803"))]
        out += [compiler_objects("reduce", "gfx906")[1].read_bytes()]         # a relocatable object
    except pytest.skip.Exception:
        pass
    return out


ORIGINALS = []


def _original(i: int) -> bytes:
    if not ORIGINALS:
        ORIGINALS.extend(_originals())
    return ORIGINALS[i % len(ORIGINALS)]


def test_the_originals_are_read_run_reported_and_disassembled():
    for i in range(len(_originals())):
        consume(_original(i))


mutation = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 1 << 20), st.integers(0, 7)),
    st.tuples(st.just("truncate"), st.integers(0, 1 << 20), st.just(0)),
    st.tuples(st.just("field"), st.integers(0, 1 << 20), st.sampled_from(EXTREMES)),
    st.tuples(st.just("field-random"), st.integers(0, 1 << 20), st.integers(0, (1 << 64) - 1)),
)


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.integers(0, 1000), st.lists(mutation, min_size=1, max_size=4))
def test_damaged_code_objects_give_only_located_errors(which, mutations):
    data = bytearray(_original(which))
    fields = interesting_fields(bytes(data))
    for kind, where, value in mutations:
        if not data:
            break
        if kind == "flip":
            data[where % len(data)] ^= 1 << value
        elif kind == "truncate":
            del data[where % len(data):]
        else:
            off, size = fields[where % len(fields)]
            if off + size <= len(data):
                data[off:off + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    tracemalloc.start()
    try:
        consume(bytes(data))
    except AssemblyError as e:
        assert not getattr(e, "internal", False), e
        d = e.diagnostics[0]
        assert d.file == "damaged.hsaco" or d.file.startswith("<"), d
        assert d.message and "\n" not in d.message
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < MAX_LOADED_IMAGE + (64 << 20), peak


@pytest.mark.parametrize("what, mutate, message", [
    ("e_shoff = 2^64-1", lambda d: struct.pack_into("<Q", d, 0x28, (1 << 64) - 1),
     "damaged.hsaco:1:41: error: the section header table (offset 0xffffffffffffffff, 13 headers) lies past the "
     "end of the file"),
    ("truncated", lambda d: d.__delitem__(slice(200, None)),
     "damaged.hsaco:1:41: error: the section header table"),
    ("a section past the end", lambda d: struct.pack_into("<Q", d, _section_header(d, 1) + 24, 1 << 40),
     "error: section 1 (offset 0x10000000000"),
    ("bad string table", lambda d: struct.pack_into("<I", d, _section_header(d, 3), 1 << 30),
     "error: the name of section 3 (string offset 1073741824) lies outside its string table"),
    ("a LOAD segment asking for 40 GiB", lambda d: struct.pack_into("<Q", d, 64 + 56 * 1 + 40, 40 << 30),
     "error: the code object's LOAD segments span 42,949,672,960 bytes of address space, more than the "
     "268,435,456 the simulator maps"),
    ("bad msgpack", lambda d: d.__setitem__(slice(_note_desc(d), _note_desc(d) + 4), b"\xc1\xc1\xc1\xc1"),
     "error: the amdhsa metadata note is not valid msgpack"),
])
def test_named_damage_gives_its_message(what, mutate, message):
    data = bytearray(masm_object("gfx900"))
    mutate(data)
    with pytest.raises(AssemblyError) as err:
        consume(bytes(data))
    from masm.render import format_diagnostic
    assert message in format_diagnostic(err.value.diagnostics[0]), what


def _section_header(data: bytes, index: int) -> int:
    shoff, = struct.unpack_from("<Q", data, 0x28)
    return shoff + 64 * index


def _note_desc(data: bytes) -> int:
    """File offset of the metadata note's msgpack (masm's code objects: section 1 is the note)."""
    at = _section_header(data, 1)
    off, = struct.unpack_from("<Q", data, at + 24)
    namesz, = struct.unpack_from("<I", data, off)
    return off + 12 + ((namesz + 3) & ~3)


def test_a_consumer_never_reads_a_damaged_file_as_numbers_beyond_it():
    """A descriptor whose entry points outside the image is refused when loading (not run from random memory)."""
    data = bytearray(masm_object("gfx900"))
    co = read_code_object(bytes(data))
    kd = co.symbol_file_offset(next(s for s in co.symbols if s.name.endswith(".kd")))
    struct.pack_into("<q", data, kd[0].offset + kd[1] + 16, 1 << 40)
    with pytest.raises(AssemblyError, match=r"the descriptor of kernel 'probe' puts its first instruction at "
                                            r"0x1[0-9a-f]{10}, outside the loaded code object"):
        load_code_object(bytes(data))
