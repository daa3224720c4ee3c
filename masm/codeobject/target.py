"""Code-object constants that do not depend on the target; the per-target facts (ELF machine value, features,
register granules, extra SGPRs) are in the target description, masm.targets, re-exported here."""
from __future__ import annotations

from ..targets import (EF_AMDGPU_FEATURE_SRAMECC_SHIFT, EF_AMDGPU_FEATURE_XNACK_SHIFT, FEATURE_SETTING,  # noqa: F401
                           TARGETS, Target, code_object_target, target)

ELFOSABI_AMDGPU_HSA = 64
ELFABIVERSION_AMDGPU_HSA_V4 = 2
ELF_ABI_VERSION = {4: 2, 5: 3}     # e_ident[EI_ABIVERSION] per code object version
EM_AMDGPU = 224
