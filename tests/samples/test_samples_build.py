"""Every sample builds for every architecture it names, with the report figures its README promises."""

from pathlib import Path

import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.isa import disassemble

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
ICACHE_BYTES = 32 * 1024
BRANCH_REACH = 128 * 1024
REPORT_KEYS = {"name", "code_bytes", "icache_bytes", "vgprs", "sgprs", "lds_bytes", "waves_per_simd", "occupancy",
               "limited_by", "loops"}


def build(relative: str, arch: str, prefix: str = "", **options):
    path = SAMPLES / relative
    return masm.build(prefix + path.read_text(), arch, filename=str(path), **options)


def only_kernel(program, name):
    (kernel,) = [k for k in program.report["kernels"] if k["name"] == name]
    assert REPORT_KEYS <= set(kernel)
    return kernel


# ------------------------------------------------------------------------------------------------ DAXPY
DAXPY_WORKGROUPS = {1: 64, 2: 64, 3: 256, 4: 256, 5: 256}


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
@pytest.mark.parametrize("number", sorted(DAXPY_WORKGROUPS))
def test_daxpy_builds_with_the_exercise_signature(number, arch):
    program = build(f"daxpy/daxpy_{number}.masm", arch)
    assert program.report["arch"] == arch
    (kernel,) = program.kernels
    assert kernel.name == "daxpy"
    assert kernel.workgroup_size == (DAXPY_WORKGROUPS[number], 1, 1)
    assert [(a.name, a.type) for a in kernel.args] == [("n", "u32"), ("a", "f64"), ("x", "ptr"), ("y", "ptr"),
                                                       ("z", "ptr")]
    report = only_kernel(program, "daxpy")
    assert report["code_bytes"] <= 512 and report["vgprs"] <= 16
    assert report["occupancy"] == 1.0
    text = disassemble(program.code, arch)
    if arch in ("gfx90a", "gfx942"):
        assert "v_fmac_f64" in text and "v_fma_f64" not in text
    else:
        assert "v_fma_f64" in text
    assert ("global_load_dwordx4" in text) == (number == 5)
    assert ("global_store_dwordx4" in text) == (number == 5)


def test_daxpy_1_loops_and_daxpy_4_has_no_bounds_check():
    assert len(only_kernel(build("daxpy/daxpy_1.masm", "gfx900"), "daxpy")["loops"]) == 1
    text_3 = disassemble(build("daxpy/daxpy_3.masm", "gfx900").code, "gfx900")
    text_4 = disassemble(build("daxpy/daxpy_4.masm", "gfx900").code, "gfx900")
    assert "v_cmp" in text_3 and "exec" in text_3
    assert "v_cmp" not in text_4 and "exec" not in text_4


def test_daxpy_5_loads_two_elements_per_instruction():
    text = disassemble(build("daxpy/daxpy_5.masm", "gfx900").code, "gfx900")
    assert text.count("global_load_dwordx4") == 2 and text.count("global_store_dwordx4") == 1
    assert text.count("v_fma_f64") == 3                # two for the pair, one for an odd last element


# ------------------------------------------------------------------------------------------------ SDWA
PACKED_OP_BYTES = {  # bytes of each packed operation as the report's macro table counts them
    "gfx803": {"v_addpk_f16": 12, "v_mulpk_f16": 12, "v_madpk_f16": 24},
    "gfx900": {"v_addpk_f16": 8, "v_mulpk_f16": 8, "v_madpk_f16": 8},
}
SHIFT_OR_OP_BYTES = {"v_addpk_f16_shift_or": 24, "v_mulpk_f16_shift_or": 24, "v_madpk_f16_shift_or": 36}


def macro_bytes(kernel_report):
    return {m["name"]: m["bytes"] for m in kernel_report["macros"]}


@pytest.mark.parametrize("arch", ["gfx803", "gfx900"])
def test_packed_f16_kernels_are_smaller_than_shift_and_or(arch):
    packed = build("sdwa/packed_f16.masm", arch)
    shift_or = build("sdwa/packed_f16_shift_or.masm", arch)
    names = ["pk_add", "pk_mul", "pk_mad"]
    assert [k.name for k in packed.kernels] == names == [k.name for k in shift_or.kernels]
    for name, op in zip(names, ["add", "mul", "mad"]):
        fast, slow = only_kernel(packed, name), only_kernel(shift_or, name)
        assert macro_bytes(fast)[f"v_{op}pk_f16"] == PACKED_OP_BYTES[arch][f"v_{op}pk_f16"]
        assert macro_bytes(slow)[f"v_{op}pk_f16_shift_or"] == SHIFT_OR_OP_BYTES[f"v_{op}pk_f16_shift_or"]
        saved = SHIFT_OR_OP_BYTES[f"v_{op}pk_f16_shift_or"] - PACKED_OP_BYTES[arch][f"v_{op}pk_f16"]
        assert slow["code_bytes"] - fast["code_bytes"] == saved
    text = disassemble(packed.code, arch)
    if arch == "gfx803":
        assert "_sdwa" in text and "v_pk_" not in text
    else:
        assert "v_pk_add_f16" in text and "v_pk_fma_f16" in text and "_sdwa" not in text


# ------------------------------------------------------------------------------------------------ matvec
# The configurations of AMD's occupancy material: workgroup size, batch, unroll -> occupancy and what limits it.
MATVEC_CONFIGURATIONS = [
    (128, 32, 1, 65536, 0.05, "lds"),        # V0: 64 KB of LDS per workgroup: one workgroup (2 waves) per CU
    (128, 1, 1, 2048, 0.8, "workgroups"),    # V1: 16 workgroups of 2 waves per CU
    (256, 1, 1, 4096, 1.0, None),            # V2: 16 workgroups of 4 waves fill the CU
]


@pytest.mark.parametrize("wg, nb, nu, lds, occupancy, limited_by", MATVEC_CONFIGURATIONS)
def test_matvec_configurations_of_the_occupancy_material(wg, nb, nu, lds, occupancy, limited_by):
    program = build("matvec/matvec.masm", "gfx906", prefix=f"#define WG {wg}\n#define NB {nb}\n#define NU {nu}\n")
    report = only_kernel(program, "matvec")
    assert program.kernels[0].workgroup_size == (wg, 1, 1)
    assert report["lds_bytes"] == lds
    assert report["occupancy"] == occupancy
    if limited_by is not None:
        assert report["limited_by"] == limited_by
    assert report["vgprs"] <= 24                    # low enough never to be the limit in these three


def test_matvec_unrolled_uses_more_vgprs():
    plain = only_kernel(build("matvec/matvec.masm", "gfx906", prefix="#define NB 8\n#define NU 1\n"), "matvec")
    unrolled = only_kernel(build("matvec/matvec.masm", "gfx906", prefix="#define NB 8\n#define NU 8\n"), "matvec")
    assert unrolled["vgprs"] >= plain["vgprs"] + 56       # 7 more vectors in and out: 8 VGPRs each


# ------------------------------------------------------------------------------------------------ Groestl
@pytest.fixture(scope="module")
def groestl():
    return build("groestl/groestl.masm", "gfx900")


def test_groestl_looped_fits_the_instruction_cache(groestl):
    (kernel,) = groestl.kernels
    assert kernel.name == "groestlcoin"
    assert [(a.name, a.type) for a in kernel.args] == [("header", "ptr"), ("out", "ptr"), ("nonce_base", "u32")]
    report = only_kernel(groestl, "groestlcoin")
    assert report["code_bytes"] <= ICACHE_BYTES
    assert report["vgprs"] == 128 and report["waves_per_simd"] == 2
    assert report["lds_bytes"] == 16384
    assert report["loops"] and all(loop["fits_icache"] for loop in report["loops"])
    assert groestl.code.find(bytes.fromhex("637c777bf26b6fc5")) > 0        # the S-box is embedded in the code


@pytest.mark.parametrize("arch, waves_per_simd", [("gfx906", 2), ("gfx908", 2), ("gfx90a", 4),
                                                     ("gfx942", 4)])
def test_groestl_builds_for_the_other_gcn5_and_cdna_targets(arch, waves_per_simd):
    report = only_kernel(build("groestl/groestl.masm", arch), "groestlcoin")
    assert report["code_bytes"] <= ICACHE_BYTES
    assert report["vgprs"] == 128 and report["waves_per_simd"] == waves_per_simd   # gfx90a: 512 unified VGPRs


def test_groestl_unrolled_needs_long_branches():
    path = SAMPLES / "groestl" / "groestl_unrolled.masm"
    with pytest.raises(AssemblyError) as caught:
        masm.build(path.read_text(), "gfx900", filename=str(path))
    diagnostics = caught.value.diagnostics
    assert diagnostics and all("out of range" in d.message and "--long-branches" in d.message for d in diagnostics)
    groestl_source = (SAMPLES / "groestl" / "groestl.masm").read_text().splitlines()
    outer_loop = next(i for i, line in enumerate(groestl_source, 1) if "mRepeat(NONCES_PER_ITEM" in line)
    for diagnostic in diagnostics:      # the loop's branches, traced back to the mRepeat that wraps the whole hash
        places = [(n.loc.file, n.loc.line) for n in diagnostic.notes]
        assert any(file.endswith("groestl.masm") and line == outer_loop for file, line in places)

    program = masm.build(path.read_text(), "gfx900", filename=str(path), long_branches=True)
    report = only_kernel(program, "groestlcoin")
    assert report["code_bytes"] > BRANCH_REACH
    assert report["vgprs"] == 128
