"""`masm expand` of every sample is plain assembly that llvm-mc accepts and turns into the very bytes `masm build`
produced (the samples exercise macros, __for__, temps, structured control flow, label arithmetic and data)."""

import shutil
import subprocess
from pathlib import Path

import pytest

import masm

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
LLVM_MC = shutil.which("llvm-mc")
LLVM_OBJCOPY = shutil.which("llvm-objcopy")

CASES = [(f"daxpy/daxpy_{n}.masm", arch) for n in range(1, 6) for arch in ("gfx900", "gfx90a")] + [
    ("matvec/matvec.masm", "gfx906"),
    ("groestl/groestl.masm", "gfx900"),
    ("sdwa/packed_f16.masm", "gfx803"),
    ("sdwa/packed_f16.masm", "gfx900"),
    ("sdwa/packed_f16_shift_or.masm", "gfx803"),
    ("sdwa/packed_f16_shift_or.masm", "gfx900"),
]


def llvm_text_section(assembly: str, arch: str, workdir: Path) -> bytes:
    source, obj, text = workdir / "expanded.s", workdir / "expanded.o", workdir / "text.bin"
    source.write_text(assembly)
    subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj", str(source), "-o", str(obj)],
                   check=True, capture_output=True, text=True)
    subprocess.run([LLVM_OBJCOPY, "-O", "binary", "--only-section=.text", str(obj), str(text)], check=True)
    return text.read_bytes()


@pytest.mark.parametrize("relative, arch", CASES)
def test_expanded_sample_assembles_to_the_same_bytes_with_llvm_mc(relative, arch, tmp_path):
    if LLVM_MC is None or LLVM_OBJCOPY is None:
        pytest.skip("llvm-mc not found")
    path = SAMPLES / relative
    source = path.read_text()
    program = masm.build(source, arch, filename=str(path))
    expanded = masm.expand(source, arch, filename=str(path))
    assert llvm_text_section(expanded, arch, tmp_path) == program.code
