"""Clang offload bundles (`hipcc --genco`'s `.co`, `--offload-arch` fat binaries' device part): the code objects
inside, by target.

Layout (clang's ClangOffloadBundler documentation): the 24-byte magic `__CLANG_OFFLOAD_BUNDLE__`, the number of
entries (u64), then per entry its offset and size in the file (u64 each), the length of its id (u64) and the id
(`hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-`, `host-x86_64-unknown-linux-gnu`, ...).  `open_code_object` takes a bundle
or a plain ELF code object and returns the checked `CodeObject`; in a bundle with code objects for several
processors, `arch` chooses one.  Compressed bundles (`CCOB`) are refused with the command that unpacks them.
"""
from __future__ import annotations

import struct

# (is_code_object: for the commands, which import it from here)
from .magic import COMPRESSED_MAGIC, MAGIC, is_bundle, is_code_object, is_elf  # noqa: F401
from .reader import CodeObject, CodeObjectError, read_code_object

_DEVICE_KINDS = ("hip-", "hipv4-", "openmp-")


def bundle_entries(data: bytes, name: str) -> list[tuple[str, int, int]]:
    """(id, offset, size) of every entry, checked against the file."""
    def fail(offset: int, message: str) -> CodeObjectError:
        return CodeObjectError(name, offset, message)
    from ..render import register_source
    register_source(name, "")
    if data[:4] == COMPRESSED_MAGIC:
        raise fail(0, "a compressed offload bundle: unpack it first (clang-offload-bundler --unbundle --type=o "
                      "--targets=hipv4-amdgcn-amd-amdhsa--ARCH --input FILE --output FILE.co)")
    pos = len(MAGIC)
    if len(data) < pos + 8:
        raise fail(len(data), "truncated offload bundle header")
    (count,) = struct.unpack_from("<Q", data, pos)
    pos += 8
    if count > (len(data) - pos) // 24:
        raise fail(len(MAGIC), f"the offload bundle says it has {count} entries; the file cannot hold them")
    out = []
    for i in range(count):
        if pos + 24 > len(data):
            raise fail(pos, f"offload bundle entry {i} is cut off")
        offset, size, id_len = struct.unpack_from("<QQQ", data, pos)
        pos += 24
        if id_len > len(data) - pos:
            raise fail(pos - 8, f"offload bundle entry {i}: its id ({id_len} bytes) runs past the end of the file")
        ident = data[pos:pos + id_len].decode("utf-8", errors="replace")
        pos += id_len
        if offset > len(data) or size > len(data) - offset:
            raise fail(pos - id_len - 24, f"offload bundle entry '{ident}' (offset 0x{offset:x}, {size} bytes) lies "
                                          f"past the end of the file ({len(data)} bytes)")
        out.append((ident, offset, size))
    return out


def _processor(ident: str) -> str:
    """'gfx90a' of 'hipv4-amdgcn-amd-amdhsa--gfx90a:xnack-'."""
    target = ident.split("--", 1)[1] if "--" in ident else ident
    return target.split(":")[0]


def open_code_object(data: bytes, name: str = "<code object>", arch: str | None = None) -> CodeObject:
    """The code object in `data`: an ELF file, or the entry of an offload bundle for `arch` (or its only one)."""
    if not is_bundle(data):
        return read_code_object(data, name)
    devices = [(i, o, s) for i, o, s in bundle_entries(data, name)
               if i.startswith(_DEVICE_KINDS) and "amdgcn" in i and s > 0]
    if not devices:
        raise CodeObjectError(name, 0, "the offload bundle holds no AMDGPU code object")
    chosen = [d for d in devices if arch is None or _processor(d[0]) == arch]
    if len(chosen) != 1:
        have = ", ".join(sorted({_processor(i) for i, _, _ in devices}))
        why = f"none for {arch}" if arch and not chosen else "several"
        raise CodeObjectError(name, 0, f"the offload bundle holds code objects for {have} ({why}): choose one with "
                                       "--arch")
    ident, offset, size = chosen[0]
    return read_code_object(data[offset:offset + size], name)


def choose_arch(co, arch: str | None, force: bool, file: str) -> str:
    """The architecture to read a code object as: its ELF header's; `--arch` must agree unless forced (`masm disasm`,
    `masm report` and `masm run` of a code object)."""
    own = co.arch
    if arch is None:
        if own is None:
            raise co.error(0x30, f"{file} is a code object for {co.processor}, which masm does not support (yet); "
                                 "--arch with --force-arch reads it as another architecture")
        return own
    if own is not None and arch != own and not force:
        raise co.error(0x30, f"{file} is a {own} code object (ELF e_flags), not {arch}: leave out --arch, or add "
                             "--force-arch to read it as " + arch)
    return arch
