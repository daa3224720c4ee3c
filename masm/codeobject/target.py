"""Code-object constants that do not depend on the target; the per-target facts (ELF machine value, features,
register granules, extra SGPRs) are in the target description, masm.targets, re-exported here."""
from __future__ import annotations

from ..targets import (EF_AMDGPU_FEATURE_SRAMECC_SHIFT, EF_AMDGPU_FEATURE_XNACK_SHIFT, FEATURE_SETTING,  # noqa: F401
                           TARGETS, Target, code_object_target, target)

ELFOSABI_AMDGPU_HSA = 64
ELFABIVERSION_AMDGPU_HSA_V4 = 2
ELF_ABI_VERSION = {4: 2, 5: 3, 6: 4}     # e_ident[EI_ABIVERSION] per code object version
EM_AMDGPU = 224


TARGET_TRIPLE = "amdgcn-amd-amdhsa"


def parse_target_id(text: str) -> tuple[str, dict[str, str]] | None:
    """`amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-` -> ("gfx90a", {"sramecc": "on", "xnack": "off"}); None when
    the text is not an amdhsa target id."""
    prefix = TARGET_TRIPLE + "--"
    if not text.startswith(prefix):
        return None
    arch, *features = text[len(prefix):].split(":")
    settings: dict[str, str] = {}
    for f in features:
        if len(f) < 2 or f[-1] not in "+-" or f[:-1] not in ("xnack", "sramecc") or f[:-1] in settings:
            return None
        settings[f[:-1]] = "on" if f[-1] == "+" else "off"
    return arch, settings
