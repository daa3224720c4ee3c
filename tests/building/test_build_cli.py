"""`masm build`: outputs in every format, written atomically; the report as a table and as JSON."""
import json
import os

from click.testing import CliRunner

import masm
from masm.cli import main

from build_helpers import run_tool, tool

SOURCE = """#macro twice(what...)
  what
  what
#endm
kernel scale
  numthreadpergroup 256
  args n:u32, x:ptr
  s_temp_range 8..20
  s_temp i
  load_arg s4, n
  s_waitcnt lgkmcnt(0)
  s_movk_i32 i, 0
  s_while_u32(i < 4)
    twice(v_add_f32 v1, v1, v2)
    s_addk_i32 i, 1
  _endw
  s_endpgm
endkernel
"""


def write(tmp_path, text=SOURCE, name="scale.masm"):
    path = tmp_path / name
    path.write_text(text)
    return path


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_json_report_keys_and_values(tmp_path):
    src = write(tmp_path)
    result = invoke("build", src, "--json", "-o", tmp_path / "out.hsaco")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["arch"] == "gfx900"
    k = report["kernels"][0]
    for key in ("name", "code_bytes", "icache_bytes", "vgprs", "sgprs", "lds_bytes", "waves_per_simd", "occupancy",
                "limited_by", "loops"):
        assert key in k, key
    program = masm.build(SOURCE, filename=str(src))
    assert k["code_bytes"] == len(program.code) == program.kernels[0].code_size
    assert k["icache_bytes"] == 32768 and k["name"] == "scale"
    assert (k["vgprs"], k["sgprs"]) == (3, 13)  # v0..v2; s0..s8 + VCC/XNACK_MASK
    assert k["waves_per_simd"] == 10 and k["occupancy"] == 1.0 and k["limited_by"] == "waves"
    loop, = k["loops"]
    assert set(loop) >= {"line", "body_bytes", "fits_icache"} and loop["line"] == 13 and loop["fits_icache"]
    assert loop["body_bytes"] == 5 * 4  # 2 x v_add_f32, s_addk_i32, s_cmpk_lt_u32, s_cbranch_scc1
    assert k["macros"][0]["name"] == "twice" and k["macros"][0]["bytes"] == 8 and k["macros"][0]["line"] == 14


def test_table_report_is_printed(tmp_path):
    result = invoke("build", write(tmp_path), "-o", tmp_path / "out.hsaco")
    assert result.exit_code == 0, result.output
    for needle in ("scale", "32KB I-cache", "waves/SIMD", "limited by waves", "s_while loop"):
        assert needle in result.output, needle


def test_formats_and_default_output_names(tmp_path):
    src = write(tmp_path)
    program = masm.build(SOURCE, filename=str(src))
    for fmt, ext in (("hsaco", ".hsaco"), ("raw", ".bin"), ("listing", ".lst"), ("asm", ".s")):
        result = invoke("build", src, "--format", fmt, "--quiet")
        assert result.exit_code == 0, result.output
        assert result.output == ""
        assert (tmp_path / ("scale" + ext)).exists()
    assert (tmp_path / "scale.hsaco").read_bytes() == program.code_object
    assert (tmp_path / "scale.bin").read_bytes() == program.code
    listing = (tmp_path / "scale.lst").read_text().splitlines()
    row = next(line for line in listing if "s_load_dword s4, s[0:1], 0x0" in line)
    assert row.startswith("00000000:  C0020100 00000000") and row.endswith(f"; {src}:10")
    macro_row = next(line for line in listing if "v_add_f32" in line)
    assert f"<- in expansion of macro 'twice' ({src}:14)" in macro_row
    assert "s_while_u32" not in (tmp_path / "scale.s").read_text()


def test_quiet_build_makes_no_report_and_the_same_outputs(tmp_path, monkeypatch):
    """The report's line walks (loops, macros, register pressure) run only when the report is read: `--quiet` skips
    them and writes the same bytes; the report read afterwards is the one an eager build gave."""
    import masm.checks.pressure as pressure
    src = write(tmp_path)
    expected = masm.build(SOURCE, filename=str(src)).report
    walked = []
    real = pressure.kernel_pressure
    monkeypatch.setattr(pressure, "kernel_pressure", lambda *a: walked.append(1) or real(*a))
    assert invoke("build", src, "--format", "raw", "-o", tmp_path / "q.bin", "--quiet").exit_code == 0
    assert walked == [] and (tmp_path / "q.bin").read_bytes() == masm.build(SOURCE, filename=str(src)).code
    result = invoke("build", src, "--format", "raw", "-o", tmp_path / "j.bin", "--json")
    assert walked == [1] and json.loads(result.output) == expected
    assert expected["kernels"][0]["pressure"]["vgprs"]["count"] == 2


def test_asm_output_reassembles_with_llvm_mc_to_the_same_bytes(tmp_path):
    src = write(tmp_path)
    assert invoke("build", src, "--format", "asm", "-o", tmp_path / "x.s", "--quiet").exit_code == 0
    obj = tmp_path / "x.o"
    run_tool(tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", str(tmp_path / "x.s"),
             "-o", str(obj))
    text = tmp_path / "x.text"
    run_tool(tool("llvm-objcopy"), "-O", "binary", "--only-section=.text", str(obj), str(text))
    assert text.read_bytes() == masm.build(SOURCE, filename=str(src)).code


def test_failed_build_leaves_existing_output_untouched(tmp_path):
    out = tmp_path / "keep.hsaco"
    out.write_bytes(b"previous build")
    bad = write(tmp_path, "kernel k\n  s_branch nowhere\n  s_endpgm\nendkernel\n", "bad.masm")
    result = invoke("build", bad, "-o", out)
    assert result.exit_code == 1
    assert f"{bad}:2:3: error: undefined label 'nowhere'" in result.output
    assert out.read_bytes() == b"previous build"
    assert sorted(os.listdir(tmp_path)) == ["bad.masm", "keep.hsaco"]  # no temp file left behind


def test_successful_build_replaces_output_in_one_step(tmp_path):
    out = tmp_path / "new.hsaco"
    out.write_bytes(b"old")
    assert invoke("build", write(tmp_path), "-o", out, "--quiet").exit_code == 0
    assert out.read_bytes()[:4] == b"\x7fELF"
    assert sorted(os.listdir(tmp_path)) == ["new.hsaco", "scale.masm"]


def test_stdin_source(tmp_path):
    result = CliRunner().invoke(main, ["build", "-", "--format", "raw", "-o", str(tmp_path / "s.bin"), "--quiet"],
                                input="s_nop 0\ns_endpgm\n")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "s.bin").read_bytes() == masm.assemble("s_nop 0\ns_endpgm\n")


def test_unwritable_output_is_a_clean_error(tmp_path):
    result = invoke("build", write(tmp_path), "-o", tmp_path / "no" / "such" / "dir" / "x.hsaco")
    assert result.exit_code == 1
    assert "cannot write" in result.output and "Traceback" not in result.output
    assert not isinstance(result.exception, OSError)


def test_expand_prints_plain_lines_with_origin_comments(tmp_path):
    src = write(tmp_path)
    result = invoke("expand", src)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "; kernel scale  (numthreadpergroup 256,1,1; ldssize 0)" in lines
    assert "; args n:u32 @ 0, x:ptr @ 8" in lines
    assert "  s_load_dword s4, s[0:1], 0x0" in lines
    at = lines.index(f"; from macro twice at {src}:14")
    assert lines[at + 1:at + 3] == ["  v_add_f32 v1, v1, v2"] * 2
    assert lines[at + 3] == f"; {src}:15"  # back in the file itself


def test_loops_from_included_macros_are_reported_at_the_invocation(tmp_path):
    (tmp_path / "loops.inc").write_text("#macro spin(n)\n  s_temp k\n  s_movk_i32 k, 0\n  s_while_u32(k < n)\n"
                                        "    s_addk_i32 k, 1\n  _endw\n#endm\n")
    src = write(tmp_path, "#include \"loops.inc\"\ns_temp_range 8..20\n\nspin(3)\ns_endpgm\n", "main.masm")
    program = masm.build(src.read_text(), filename=str(src), include_dirs=[str(tmp_path)])
    loop, = program.report["kernels"][0]["loops"]
    assert (loop["file"], loop["line"]) == (str(src), 4)
    assert loop["defined_at"].endswith("loops.inc:4") and loop["body_bytes"] == 12


def test_new_output_gets_normal_permissions(tmp_path):
    out = tmp_path / "perm.hsaco"
    assert invoke("build", write(tmp_path), "-o", out, "--quiet").exit_code == 0
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask


def test_expand_prints_the_expansions_warnings_to_stderr(tmp_path):
    """`masm expand` shows what the build would warn about while expanding (here HetPas's precedence of `shl`),
    on stderr: stdout stays the plain text llvm-mc reads."""
    src = write(tmp_path, "v_mov_b32 v1, ![1 + 2 shl 2]\ns_endpgm\n", "prec.masm")
    result = CliRunner().invoke(main, ["expand", str(src)])      # (click 8.2+ keeps stdout and stderr apart)
    assert result.exit_code == 0, result.output
    assert "  v_mov_b32 v1, 9" in result.stdout.splitlines() and "warning" not in result.stdout
    assert f"{src}:1:17: warning: '1 + 2 shl 2': a shift binds like '*'" in result.stderr
    warnings: list = []
    masm.expand(src.read_text(), filename=str(src), warnings=warnings)
    assert [(w.loc.line, w.loc.column) for w in warnings] == [(1, 17)]
