"""ROCm code objects: the HSA kernel descriptor (amdhsa.py), the amdhsa metadata (metadata.py, metadata_yaml.py), the
dispatch ABI (abi.py), the per-target facts (target.py) and the linker that writes the ELF file (linker.py)."""
from .target import TARGETS, Target, target

__all__ = ["TARGETS", "Target", "target"]
