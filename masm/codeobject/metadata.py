"""The amdhsa metadata note (code objects v4 to v6): a msgpack map the ROCm runtime reads to launch kernels."""
from __future__ import annotations

import struct

import msgpack

from ..dataclass_cache import dataclass

NT_AMDGPU_METADATA = 32
NOTE_OWNER = b"AMDGPU\0"
CODE_OBJECT_V4_METADATA_VERSION = [1, 1]
# amdhsa.version per code object version (AMDGPUUsage "Code Object V5 Metadata": 1.2; llvm-mc 19 refuses a v5
# object whose metadata says 1.1 as invalid HSA metadata; v6 keeps v5's metadata, as llvm-mc 19 writes it)
METADATA_VERSION = {4: [1, 1], 5: [1, 2], 6: [1, 2]}


@dataclass(frozen=True)
class ArgMetadata:
    """One kernel argument as the metadata note describes it."""
    name: str
    type: str  # masm type name: u32, i32, f32, u64, i64, f64, ptr, ...
    offset: int
    size: int

    def as_map(self) -> dict:
        entry = {".name": self.name, ".type_name": self.type, ".offset": self.offset, ".size": self.size}
        if self.type == "ptr":
            entry[".value_kind"] = "global_buffer"
            entry[".address_space"] = "global"
        else:
            entry[".value_kind"] = "by_value"
        return entry


@dataclass(frozen=True)
class KernelMetadata:
    """One kernel's entry in the metadata note (amdhsa.kernels)."""
    name: str
    args: tuple[ArgMetadata, ...]
    kernarg_size: int
    kernarg_align: int
    lds_bytes: int
    vgpr_count: int
    agpr_count: int
    sgpr_count: int
    workgroup_size: tuple[int, int, int]
    private_segment_size: int = 0

    def as_map(self) -> dict:
        x, y, z = self.workgroup_size
        return {
            ".name": self.name,
            ".symbol": self.name + ".kd",
            ".args": [a.as_map() for a in self.args],
            ".kernarg_segment_size": self.kernarg_size,
            ".kernarg_segment_align": self.kernarg_align,
            ".group_segment_fixed_size": self.lds_bytes,
            ".private_segment_fixed_size": self.private_segment_size,
            ".wavefront_size": 64,
            ".sgpr_count": self.sgpr_count,
            ".vgpr_count": self.vgpr_count,
            ".agpr_count": self.agpr_count,
            ".sgpr_spill_count": 0,
            ".vgpr_spill_count": 0,
            ".max_flat_workgroup_size": x * y * z,
            ".reqd_workgroup_size": [x, y, z],
        }


def metadata_map(target_id: str, kernels: list[KernelMetadata], code_object_version: int = 4) -> dict:
    return {
        "amdhsa.version": list(METADATA_VERSION.get(code_object_version, CODE_OBJECT_V4_METADATA_VERSION)),
        "amdhsa.target": target_id,
        "amdhsa.kernels": [k.as_map() for k in kernels],
    }


def _pad4(data: bytes) -> bytes:
    return data + b"\0" * (-len(data) % 4)


def metadata_note(target_id: str, kernels: list[KernelMetadata], code_object_version: int = 4) -> bytes:
    """The whole ELF note record: namesz, descsz, type, "AMDGPU\\0" (padded), msgpack (padded)."""
    desc = msgpack.packb(metadata_map(target_id, kernels, code_object_version), use_bin_type=True)
    return struct.pack("<III", len(NOTE_OWNER), len(desc), NT_AMDGPU_METADATA) + _pad4(NOTE_OWNER) + _pad4(desc)


def read_metadata_note(note: bytes) -> dict:
    """Inverse of `metadata_note` (for tests and the simulator)."""
    namesz, descsz, _ = struct.unpack_from("<III", note, 0)
    start = 12 + namesz + (-namesz % 4)
    return msgpack.unpackb(note[start:start + descsz], raw=False)
