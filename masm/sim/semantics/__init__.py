"""Instruction semantics, registered by the ISA table's keys (importing this package registers them all)."""
from . import cdna3, ds, gpr_index, salu, smem, sopp, valu, valu_special, vmem  # noqa: F401  (registration side effects)
from .registry import SEMANTICS, covered_keys, lookup, semantic_key

__all__ = ["SEMANTICS", "covered_keys", "lookup", "semantic_key"]
