"""Loading an AMDGPU HSA code object the way the ROCm loader does: LOAD segments into memory, kernel descriptors
(`NAME.kd` symbols) and the amdhsa metadata note (kernel arguments, workgroup size, register counts).

Reading and checking the file is `masm.codeobject.reader`'s job: a damaged file is a located `CodeObjectError`.
"""
from __future__ import annotations

import struct

from ..codeobject.reader import CodeObject, read_code_object
from ..dataclass_cache import dataclass


@dataclass(frozen=True)
class KernelDescriptor:
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    kernarg_size: int
    entry_offset: int
    rsrc1: int
    rsrc2: int
    rsrc3: int
    code_properties: int

    @classmethod
    def parse(cls, raw: bytes) -> "KernelDescriptor":
        g, p, k = struct.unpack_from("<III", raw, 0)
        (entry,) = struct.unpack_from("<q", raw, 16)
        r3, r1, r2 = struct.unpack_from("<III", raw, 44)
        (props,) = struct.unpack_from("<H", raw, 56)
        return cls(g, p, k, entry, r1, r2, r3, props)


@dataclass(frozen=True)
class LoadedKernel:
    name: str
    descriptor: KernelDescriptor
    descriptor_address: int     # virtual address of NAME.kd in the loaded image
    metadata: dict              # this kernel's amdhsa metadata map (may be empty)

    @property
    def entry(self) -> int:
        return self.descriptor_address + self.descriptor.entry_offset


@dataclass(frozen=True)
class LoadedImage:
    image: bytes                # the LOAD segments placed at their virtual addresses (from 0)
    kernels: dict[str, LoadedKernel]
    code_object: CodeObject | None = None


def load_code_object(elf: bytes | CodeObject, name: str = "<code object>") -> LoadedImage:
    """Map the LOAD segments and find every kernel; raises CodeObjectError on a damaged or unloadable file (an
    entry point outside the loaded image included)."""
    co = elf if isinstance(elf, CodeObject) else read_code_object(elf, name)
    image = co.loaded_image()
    kernels: dict[str, LoadedKernel] = {}
    for k in co.kernels():
        kd = KernelDescriptor.parse(k.descriptor)
        entry = k.descriptor_address + kd.entry_offset
        if not 0 <= entry < len(image) or entry % 4:
            raise co.error(0, f"the descriptor of kernel '{k.name}' puts its first instruction at 0x{entry:x}, "
                              f"{'not 4-byte aligned' if entry % 4 else 'outside the loaded code object'}")
        kernels[k.name] = LoadedKernel(k.name, kd, k.descriptor_address, k.metadata)
    return LoadedImage(image, kernels, co)
