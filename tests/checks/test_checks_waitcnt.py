"""Missing s_waitcnt, one test per counter rule (masm/checks/waitcnt.py): the warning's line, code and fix, in the
build and in lint."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from checks_helpers import check as _check
from masm import api

W = "missing-waitcnt"


def check(source: str, **kw):
    return _check(source, code=W, **kw)


@pytest.mark.parametrize("via", ["build", "lint"])
def test_vector_load_read_before_wait(via):
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v1, v[2:3], off\n"
           "v_add_f32 v0, v1, v1\n"
           "s_endpgm\n")
    assert check(src, via=via) == [(4, W, "s_waitcnt vmcnt(0)")]


def test_message_names_the_load_the_register_and_the_silencer():
    src = "v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nglobal_load_dwordx2 v[4:5], v[2:3], off\nv_add_f32 v0, v5, v4\n"
    [d] = [d for d in api.build(src, "gfx900", filename="k.s").warnings if d.code == W]
    assert d.message == ("v[4:5] are read while the load at line 3 (`global_load_dwordx2 v[4:5], v[2:3], off`) may "
                         "still be writing them: insert `s_waitcnt vmcnt(0)` before this line (or silence the warning "
                         "on this line with `// masm: ignore missing-waitcnt`)")


def test_vmcnt_in_order_smallest_count():
    loads = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
             "global_load_dword v4, v[2:3], off\n"
             "global_load_dword v5, v[2:3], off offset:4\n"
             "global_load_dword v6, v[2:3], off offset:8\n")
    assert check(loads + "s_waitcnt vmcnt(2)\nv_mov_b32 v0, v4\n") == []
    assert check(loads + "s_waitcnt vmcnt(2)\nv_mov_b32 v0, v5\n") == [(7, W, "s_waitcnt vmcnt(1)")]
    assert check(loads + "v_mov_b32 v0, v4\n") == [(6, W, "s_waitcnt vmcnt(2)")]


def test_stores_count_on_vmcnt_too():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v4, v[2:3], off\n"
           "global_store_dword v[2:3], v3, off\n"
           "s_waitcnt vmcnt(1)\nv_mov_b32 v0, v4\n")
    assert check(src) == []


def test_vmcnt_high_bits_on_gfx9():
    body = "".join(f"global_load_dword v{10 + i}, v[2:3], off\n" for i in range(20))
    src = "v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n" + body + "s_waitcnt vmcnt(19)\nv_mov_b32 v0, v10\n"
    assert check(src) == []
    assert check(src.replace("vmcnt(19)", "vmcnt(20)")) == [(24, W, "s_waitcnt vmcnt(19)")]


def test_scalar_load_needs_lgkmcnt_zero():
    src = ("s_load_dword s4, s[0:1], 0x0\n"
           "s_load_dword s5, s[0:1], 0x4\n"
           "s_waitcnt lgkmcnt(1)\n"
           "s_add_u32 s6, s4, 1\n")
    assert check(src) == [(4, W, "s_waitcnt lgkmcnt(0)")]
    assert check(src.replace("lgkmcnt(1)", "lgkmcnt(0)")) == []


def test_lds_loads_complete_in_order():
    src = ("v_mov_b32 v1, 0\n"
           "ds_read_b32 v2, v1\n"
           "ds_read_b32 v3, v1 offset:4\n"
           "s_waitcnt lgkmcnt(1)\n"
           "v_mov_b32 v0, v2\n"
           "v_mov_b32 v0, v3\n")
    assert check(src) == [(6, W, "s_waitcnt lgkmcnt(0)")]


def test_lds_mixed_with_smem_after_it():
    """A scalar load after an LDS load may complete first: lgkmcnt(1) does not cover the LDS load then."""
    src = ("v_mov_b32 v1, 0\n"
           "ds_read_b32 v2, v1\n"
           "s_load_dword s4, s[0:1], 0x0\n"
           "s_waitcnt lgkmcnt(1)\n"
           "v_mov_b32 v0, v2\n")
    assert check(src) == [(5, W, "s_waitcnt lgkmcnt(0)")]


def test_flat_counts_on_both():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "flat_load_dword v4, v[2:3]\n"
           "v_mov_b32 v1, 0\n"
           "ds_read_b32 v5, v1\n"
           "s_waitcnt lgkmcnt(0)\n"
           "v_mov_b32 v0, v5\n"
           "v_mov_b32 v0, v4\n")
    assert check(src) == [(8, W, "s_waitcnt vmcnt(0)")]


def test_write_after_write_of_a_pending_load():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v4, v[2:3], off\n"
           "v_mov_b32 v4, 1.0\n")
    assert check(src) == [(4, W, "s_waitcnt vmcnt(0)")]


def test_returning_atomic_and_address_registers():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v1, 1\n"
           "global_atomic_add v5, v[2:3], v1, off glc\n"
           "v_mov_b32 v0, v5\n"
           "global_load_dword v2, v[2:3], off\n"
           "global_load_dword v6, v[2:3], off\n")
    assert check(src) == [(5, W, "s_waitcnt vmcnt(0)"), (7, W, "s_waitcnt vmcnt(0)")]


def test_both_outcomes_of_a_conditional_branch():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v4, v[2:3], off\n"
           "s_cmp_eq_u32 s2, 0\n"
           "s_cbranch_scc1 skip\n"
           "s_waitcnt vmcnt(0)\n"
           "skip:\n"
           "v_mov_b32 v0, v4\n"
           "s_endpgm\n")
    assert check(src) == [(8, W, "s_waitcnt vmcnt(0)")]


def test_loop_back_edge():
    """The load at the bottom of the loop is still outstanding at the top of the next iteration."""
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v6, 0\n"
           "s_mov_b32 s4, 8\n"
           "loop:\n"
           "  v_add_f32 v7, v6, v6\n"
           "  global_load_dword v6, v[2:3], off\n"
           "  s_sub_u32 s4, s4, 1\n"
           "  s_cmp_lg_u32 s4, 0\n"
           "  s_cbranch_scc1 loop\n"
           "s_endpgm\n")
    assert check(src) == [(6, W, "s_waitcnt vmcnt(0)")]
    fixed = src.replace("  v_add_f32 v7", "  s_waitcnt vmcnt(0)\n  v_add_f32 v7")
    assert check(fixed) == []


def test_no_warning_after_the_unconditional_branch_skips_the_use():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v4, v[2:3], off\n"
           "s_branch finish\n"
           "v_mov_b32 v0, v4\n"
           "finish:\n"
           "s_endpgm\n")
    assert check(src) == []


def test_barrier_with_lds_outstanding():
    src = ("v_mov_b32 v1, 0\n"
           "ds_write_b32 v1, v1\n"
           "s_barrier\n")
    assert check(src) == [(3, W, "s_waitcnt lgkmcnt(0)")]
    assert check(src.replace("s_barrier", "s_waitcnt lgkmcnt(0)\ns_barrier")) == []


def test_barrier_rule_in_compiler_output_follows_the_back_off_barrier():
    """clang 19 writes `ds_write; s_barrier` without a wait on gfx90a and gfx940+ (back-off barrier) when no fence
    asks for one (`__builtin_amdgcn_s_barrier()` alone): a file of LLVM syntax for those targets none of whose
    barriers has `s_waitcnt lgkmcnt(0)` right before it is not warned about it; a file where some barrier has it
    (fences) is.  Elsewhere clang drains every counter before each s_barrier, and hand-written masm kernels and
    plain files are always warned."""
    body = "v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_barrier\ns_endpgm\n"
    def module(arch):
        accum = "  .amdhsa_accum_offset 4\n" if arch in ("gfx90a", "gfx940", "gfx942") else ""
        return (".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n" + body + ".rodata\n.p2align 6\n"
                ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 0\n" + accum +
                ".end_amdhsa_kernel\n")
    for arch in ("gfx90a", "gfx940", "gfx942"):
        assert check(module(arch), arch=arch) == [], arch
        assert check(body, arch=arch) == [(3, W, "s_waitcnt lgkmcnt(0)")], arch
        assert check(f"kernel k\n{body}endkernel\n", arch=arch) == [(4, W, "s_waitcnt lgkmcnt(0)")], arch
    for arch in ("gfx803", "gfx900", "gfx908"):
        assert check(module(arch), arch=arch) == [(8, W, "s_waitcnt lgkmcnt(0)")], arch
    body = "v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_write_b32 v1, v1\ns_barrier\n" \
        "s_endpgm\n"
    assert check(module("gfx942"), arch="gfx942") == [(11, W, "s_waitcnt lgkmcnt(0)")]


def test_barrier_rule_in_compiler_output_is_decided_per_kernel():
    """A module of a kernel fencing its barriers and one with `__builtin_amdgcn_s_barrier()` alone (two barriers
    without the wait): only the fencing kernel's unfenced barrier is warned about.  (Decided for the whole file, the
    fence-less kernel of a module warned too: 108 false warnings on clang 19's gfx940 corpus built as one module.)
    A kernel with a single barrier without the wait shows nothing and follows the file."""
    def kernel(name, body):
        return (f".text\n.globl {name}\n.p2align 8\n.type {name},@function\n{name}:\n{body}s_endpgm\n.rodata\n"
                f".p2align 6\n.amdhsa_kernel {name}\n  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 0\n"
                "  .amdhsa_accum_offset 4\n.end_amdhsa_kernel\n")
    fenceless = kernel("ka", "v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_barrier\nds_write_b32 v1, v1\ns_barrier\n")
    fencing = kernel("kb", "v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_waitcnt lgkmcnt(0)\ns_barrier\n"
                           "ds_write_b32 v1, v1\ns_barrier\n")
    single = kernel("kc", "v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_barrier\n")
    assert check(fenceless + fencing, arch="gfx942") == [(29, W, "s_waitcnt lgkmcnt(0)")]
    assert check(fencing + fenceless, arch="gfx90a") == [(11, W, "s_waitcnt lgkmcnt(0)")]
    assert check(fenceless + fenceless.replace("ka", "kd"), arch="gfx940") == []
    assert check(fencing + single, arch="gfx940") == [(11, W, "s_waitcnt lgkmcnt(0)"), (27, W, "s_waitcnt lgkmcnt(0)")]
    assert check(fenceless + single, arch="gfx940") == []


def test_a_fence_the_scheduler_moved_alu_into_still_fences_the_barrier():
    """clang 14 for gfx90a schedules ALU instructions between a fence's `s_waitcnt lgkmcnt(0)` and its s_barrier
    (tools/fresh_kernels/histo.cl): that barrier is fenced, so the kernel's other barrier, left without its wait, is
    warned about (it was not: only a wait right before a barrier counted).  A memory operation or another wait in
    between ends the fence."""
    def kernel(first):
        return (".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n" + first +
                "ds_write_b32 v1, v1\ns_barrier\ns_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n"
                "  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 0\n  .amdhsa_accum_offset 4\n"
                ".end_amdhsa_kernel\n")
    fenced = ("v_mov_b32 v1, 0\nds_write_b32 v1, v1\ns_waitcnt lgkmcnt(0)\ns_mov_b32 s0, 1\nv_add_u32 v1, 1, v1\n"
              "s_barrier\n")
    assert check(kernel(fenced), arch="gfx90a") == [(13, W, "s_waitcnt lgkmcnt(0)")]
    for between in ("ds_read_b32 v2, v1\n", "s_waitcnt vmcnt(0)\n"):
        assert check(kernel(fenced.replace("v_add_u32 v1, 1, v1\n", between)), arch="gfx90a") == [], between


def test_silenced_on_the_line_and_at_the_macro_invocation():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v4, v[2:3], off\n"
           "v_mov_b32 v0, v4   // masm: ignore missing-waitcnt\n")
    assert check(src) == []
    assert check(src.replace("ignore missing-waitcnt", "ignore hazard")) == [(4, W, "s_waitcnt vmcnt(0)")]
    macro = ("#macro USE(r)\n  v_mov_b32 v0, r\n#endm\n"
             "kernel k\n  v_mov_b32 v2, 0\n  v_mov_b32 v3, 0\n  global_load_dword v4, v[2:3], off\n"
             "  USE(v4) // masm: ignore\nendkernel\n")
    assert check(macro) == []
    assert check(macro.replace(" // masm: ignore", "")) == [(2, W, "s_waitcnt vmcnt(0)")]
    # written in capitals (a file is only cut into lines when some line may carry the comment)
    assert check(src.replace("masm: ignore", "MASM: IGNORE")) == []
    assert check(src.replace("// masm: ignore missing-waitcnt", "// nothing")) == [(4, W, "s_waitcnt vmcnt(0)")]


def test_warnings_are_what_the_diagnostic_constructor_makes():
    """The checks make most warnings without Diagnostic's generated __init__ (diagnostics.printable_warning, for
    texts known to need no escaping): each equals, hashes and reads as the constructor's own."""
    from masm.diagnostics import Diagnostic, printable_warning
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nglobal_load_dwordx2 v[4:5], v[2:3], off\ns_load_dword s8, s[0:1], 0x0\n"
           "v_add_f32 v0, v4, v5\ns_mov_b32 s9, s8\nv_mov_b32_dpp v6, v0 row_shr:1 row_mask:0xf bank_mask:0xf\n")
    warnings = api.build(src, "gfx900", filename="k.s").warnings
    assert [(d.line, d.code) for d in warnings] == [(5, W), (6, W), (7, "hazard")]
    for d in warnings:
        again = Diagnostic(d.severity, d.message, d.loc, d.notes, d.length, d.code, d.fix)
        assert type(d) is Diagnostic and d == again and hash(d) == hash(again) and repr(d) == repr(again)
        assert d.as_dict() == again.as_dict()
    made = printable_warning("v1 is read", warnings[0].loc, (), W, "s_waitcnt vmcnt(0)")
    assert made == Diagnostic("warning", "v1 is read", warnings[0].loc, (), 1, W, "s_waitcnt vmcnt(0)")


def test_masm_kernel_and_json_code_field(tmp_path, capsys):
    from masm.commands.lint import run_lint
    path = tmp_path / "k.masm"
    path.write_text("kernel k\n  v_mov_b32 v2, 0\n  v_mov_b32 v3, 0\n  global_load_dword v4, v[2:3], off\n"
                    "  v_mov_b32 v0, v4\nendkernel\n")
    assert run_lint([str(path)], arch="gfx900", fmt="json") == 0
    out = json.loads(capsys.readouterr().out)
    [w] = [d for d in out if d.get("code") == W]
    assert (w["line"], w["fix"]) == (5, "s_waitcnt vmcnt(0)")


def test_function_entered_with_callers_loads_outstanding():
    src = ("\t.text\n\t.type f,@function\nf:\n\tv_add_f32 v0, v1, v1\n\ts_setpc_b64 s[30:31]\n")
    assert check(src) == [(4, W, "s_waitcnt vmcnt(0) lgkmcnt(0)"), (5, W, "s_waitcnt vmcnt(0) lgkmcnt(0)")]
    waited = src.replace("f:\n", "f:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n")
    assert check(waited) == []


def test_a_function_name_at_a_kernels_entry_leaves_it_a_kernel():
    """`masm disasm` writes `.set alias, k` (alias a function symbol) as a label beside the kernel's: the kernel
    still starts with nothing outstanding (its first instructions were warned about as a function's)."""
    src = ("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\n\t.p2align 8\n"
           "\t.type alias,@function\nalias:\n\t.type k,@function\nk:\n\ts_getpc_b64 s[0:1]\n\tv_mov_b32 v0, 1\n"
           "\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 1\n"
           "\t.amdhsa_next_free_sgpr 2\n\t.end_amdhsa_kernel\n")
    assert check(src) == []
    function = src.replace("\t.type alias,@function\nalias:\n", "").replace(".type k,@function\nk:",
                                                                         ".type f,@function\nf:")
    assert check(function.replace(".globl k", ".globl f").split("\t.rodata")[0]) == [
        (7, W, "s_waitcnt vmcnt(0) lgkmcnt(0)"), (8, W, "s_waitcnt vmcnt(0) lgkmcnt(0)")]


@pytest.mark.parametrize("written, read, word", [(14, 13, "overwritten"), (14, 15, "read"), (4, 5, "overwritten"),
                                                  (5, 4, "read")])
def test_one_load_read_and_overwritten_the_word_follows_the_named_order(written, read, word):
    """Of several registers one load fills, the message's verb is the first's in the order of the set of registers
    the instruction reads and writes (Facts.named_order: v14 comes before v13 and v15 there), as it always was."""
    src = (f"v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nglobal_load_dwordx2 v[{min(written, read)}:{max(written, read)}], "
           f"v[2:3], off\nv_add_f32 v{written}, v{read}, v1\n")
    [d] = [d for d in api.build(src, "gfx900", filename="k.s").warnings if d.code == W]
    assert d.message.startswith(f"v[{min(written, read)}:{max(written, read)}] are {word} while the load at line 3")


def test_register_lists_name_runs_of_one_kind():
    """A message's list of registers: each run of one kind as a range, special registers by name."""
    from masm.checks.waitcnt import _list_registers
    assert _list_registers([260, 261, 262]) == "v[4:6]"
    assert _list_registers([4, 5, 260]) == "s[4:5], v4"
    assert _list_registers([766, 767, 768, 769]) == "v[510:511], a[0:1]"
    assert _list_registers([106, 107]) == "vcc_lo..vcc_hi"
    assert _list_registers([7]) == "s7"


@given(st.lists(st.one_of(st.integers(0, 127), st.integers(250, 262), st.integers(760, 775)), max_size=8)
       .map(lambda regs: sorted(set(regs))))
@settings(max_examples=300, deadline=None)
def test_register_list_lanes_as_the_general_loop_writes_them(regs):
    """The lanes of `_list_registers` (one run, two registers) give what the general loop (`_register_runs`)
    gives."""
    from masm.checks.waitcnt import _list_registers, _register_runs
    assert _list_registers(regs) == _register_runs(regs)
    run = list(range(regs[0], regs[0] + len(regs))) if regs else []
    assert _list_registers(run) == _register_runs(run)
    for pair in (regs[:2], regs[-2:], [regs[0], regs[0] + 1] if regs else []):
        assert _list_registers(pair) == _register_runs(pair)


# ------------------------------------------------------------------------ a load into LDS, then a DS access of LDS

_DMA = "s_mov_b32 m0, 0\nv_mov_b32 v1, 0\nbuffer_load_dword v1, s[0:3], 0 offen lds\n"


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx908", "gfx90a", "gfx940"])
@pytest.mark.parametrize("access", ["ds_read_b32 v2, v1", "ds_write_b32 v1, v1", "ds_add_u32 v1, v1",
                                    "ds_read_b64 v[2:3], v1 offset:8"])
def test_a_ds_access_after_a_load_into_lds_waits_for_vmcnt(arch, access):
    """A buffer load with `lds` writes LDS when it completes (vmcnt): every DS instruction that reads or writes LDS
    waits for it first, as LLVM's SIInsertWaitcnts has it (tests/checks/compiler/lds_dma: llc 19's output)."""
    src = _DMA + access + "\ns_endpgm\n"
    assert check(src, arch=arch) == [(4, W, "s_waitcnt vmcnt(0)")]
    assert check(src.replace(access, "s_waitcnt vmcnt(0)\n" + access), arch=arch) == []
    if arch != "gfx940":    # llvm-mc 14's syntax, with the data register the load to LDS does not write (not gfx940)
        older = src.replace("buffer_load_dword v1, s[0:3]", "buffer_load_dword v0, v1, s[0:3]")
        assert check(older, arch=arch) == [(4, W, "s_waitcnt vmcnt(0)")]


def test_a_load_into_lds_counts_in_order_with_other_vector_memory():
    src = _DMA + "global_load_dword v4, v[2:3], off\ns_waitcnt vmcnt(1)\nds_read_b32 v2, v1\ns_endpgm\n"
    assert check(src) == []
    assert check(src.replace("vmcnt(1)", "vmcnt(2)")) == [(6, W, "s_waitcnt vmcnt(1)")]


def test_no_wait_for_lds_where_no_lds_is_touched():
    """Lane moves (ds_swizzle, ds_permute, ds_bpermute), GDS, another load into LDS and a VMEM load of a register need
    no wait for a load into LDS; a plain load (no `lds`) writes no LDS."""
    for other in ("ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)", "ds_bpermute_b32 v2, v1, v1",
                  "ds_permute_b32 v2, v1, v1", "ds_write_b32 v1, v1 gds", "buffer_load_dword v1, s[0:3], 0 offen lds",
                  "global_load_dword v4, v[2:3], off"):
        assert check(_DMA + other + "\ns_endpgm\n") == [], other
    assert check(_DMA.replace(" lds", "").replace("v1, s[0:3]", "v5, v1, s[0:3]") + "ds_read_b32 v2, v3\n") == []


def test_the_message_says_lds_memory():
    [d] = [d for d in api.build(_DMA + "ds_read_b32 v2, v1\n", "gfx900", filename="k.s").warnings if d.code == W]
    assert d.message == ("LDS memory is accessed while the load at line 3 (`buffer_load_dword v1, s[0:3], 0 offen "
                         "lds`) may still be writing it: insert `s_waitcnt vmcnt(0)` before this line (or silence "
                         "the warning on this line with `// masm: ignore missing-waitcnt`)")


def test_a_load_into_lds_is_outstanding_across_the_back_edge():
    src = ("s_mov_b32 m0, 0\nv_mov_b32 v1, 0\ns_mov_b32 s4, 8\n"
           "loop:\n"
           "  ds_read_b32 v2, v1\n"
           "  buffer_load_dword v1, s[0:3], 0 offen lds\n"
           "  s_sub_u32 s4, s4, 1\n"
           "  s_cmp_lg_u32 s4, 0\n"
           "  s_cbranch_scc1 loop\n"
           "s_endpgm\n")
    assert check(src) == [(5, W, "s_waitcnt vmcnt(0)")]


def test_gfx940_loads_into_lds_of_global_and_scratch_memory():
    for load in ("global_load_lds_dword v1, s[0:1]", "global_load_lds_ubyte v[2:3], off", "scratch_load_lds_dword v1, off"):
        src = "s_mov_b32 m0, 0\nv_mov_b32 v1, 0\n" + load + "\nds_read_b32 v2, v1\ns_endpgm\n"
        assert check(src, arch="gfx940") == [(4, W, "s_waitcnt vmcnt(0)")], load


def test_a_load_into_lds_defines_no_register_of_an_xnack_clause():
    """With XNACK on, a store may not follow loads that define registers in one clause; a load into LDS defines none
    (LLVM's checkSoftClauseHazards), so no s_nop is asked for."""
    src = _DMA + "buffer_store_dword v1, off, s[4:7], 0\ns_endpgm\n"
    assert _check(src, arch="gfx900", code="hazard") == []
    plain = src.replace("buffer_load_dword v1, s[0:3], 0 offen lds", "buffer_load_dword v5, v1, s[0:3], 0 offen")
    assert _check(plain, arch="gfx900", code="hazard") == [(4, "hazard", "s_nop 0")]
