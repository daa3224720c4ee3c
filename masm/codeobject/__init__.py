"""ROCm code objects: the HSA kernel descriptor, the amdhsa msgpack metadata and the ELF file that holds them."""
from .descriptor import KernelDescriptorInfo, encode_descriptor
from .elf import CodeObjectKernel, write_code_object
from .target import TARGETS, Target, target

__all__ = ["KernelDescriptorInfo", "encode_descriptor", "CodeObjectKernel", "write_code_object", "TARGETS", "Target",
           "target"]
